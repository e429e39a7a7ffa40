/**
 * Workflow annotations (pure plan): CRITICAL and HIGH as errors, MEDIUM as warnings, LOW as
 * notices. GitHub shows 10 of each level per step, the action's own messages included, so findings
 * get only the room the step's log has left: new findings first (with a baseline), then the most
 * severe; suppressed findings get none. One notice, inside the notice budget, says how many more
 * the other places hold (see `describeHoldings`).
 */
import type { AnnotationLevel, AnnotationProperties, StepLog } from '../../step-log.ts';
import { formatCount, plural } from '../../../plural.ts';
import { inReviewOrder, type ReportedFinding } from '../../../engine/findings/run-report.ts';
import { annotationMessage, annotationTitle } from './annotation-text.ts';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly message: string;
  readonly properties: AnnotationProperties;
}

/** What the step's annotations show of the findings, and the notice about the rest. */
export interface AnnotationPlan {
  readonly annotations: Annotation[];
  /** The notice's text (with what each other place holds), when some findings did not fit. */
  readonly overflow: string | undefined;
  /** Findings not shown as annotations (suppressed ones are not counted: they get none). */
  readonly more: number;
}

export function annotationLevel(finding: ReportedFinding): AnnotationLevel {
  if (finding.severity === 'CRITICAL' || finding.severity === 'HIGH') return 'error';
  return finding.severity === 'MEDIUM' ? 'warning' : 'notice';
}

function toAnnotation(finding: ReportedFinding): Annotation {
  return {
    level: annotationLevel(finding),
    message: annotationMessage(finding),
    properties: {
      title: annotationTitle(finding),
      ...(finding.file
        ? {
            file: finding.file,
            ...(finding.hasLines ? { startLine: finding.startLine, endLine: finding.endLine } : {}),
          }
        : {}),
    },
  };
}

/**
 * The annotations to write, within `room` per level, and the overflow notice (whose slot is
 * counted in `room.notice`). Findings come sorted most severe first.
 */
export function planAnnotations(
  findings: readonly ReportedFinding[],
  room: Readonly<Record<AnnotationLevel, number>>,
  /** What each other place holds (`describeHoldings`); by default, the JSON report's all. */
  holdings?: string,
): AnnotationPlan {
  const shown = findings.filter((f) => !f.suppression);
  const ordered = inReviewOrder(shown);
  const fits = (budget: Record<AnnotationLevel, number>): number =>
    ordered.filter((f) => {
      const level = annotationLevel(f);
      if (budget[level] <= 0) return false;
      budget[level]--;
      return true;
    }).length;
  // The overflow notice takes a notice slot itself, when there is one to take.
  const overflowing = fits({ ...room }) < ordered.length;
  const left = { ...room, notice: overflowing ? Math.max(0, room.notice - 1) : room.notice };
  const annotations: Annotation[] = [];
  for (const finding of ordered) {
    const level = annotationLevel(finding);
    if (left[level] <= 0) continue;
    left[level]--;
    annotations.push(toAnnotation(finding));
  }
  const more = ordered.length - annotations.length;
  const overflow =
    more > 0
      ? `${describeOverflow(more)} ${holdings ?? `JSON report: all ${formatCount(ordered.length)}`}.`
      : undefined;
  return { annotations, overflow, more };
}

/** The overflow in one sentence, as the notice and the summary's note both say it. */
export function describeOverflow(more: number): string {
  return `${plural(more, 'more finding')} than GitHub shows as annotations.`;
}

/** The slots a plan needs, claimed now so that nothing said before they are written takes them. */
export function claimAnnotationSlots(
  log: Pick<StepLog, 'claim'>,
  plan: Pick<AnnotationPlan, 'annotations' | 'overflow'>,
): void {
  for (const level of ['error', 'warning', 'notice'] as const) {
    const notices = level === 'notice' && plan.overflow !== undefined ? 1 : 0;
    log.claim(level, plan.annotations.filter((a) => a.level === level).length + notices);
  }
}
