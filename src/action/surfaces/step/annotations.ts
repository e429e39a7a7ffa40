/**
 * Workflow annotations (pure plan): CRITICAL and HIGH as errors, MEDIUM as warnings, LOW as
 * notices. GitHub shows 10 of each level per step, the action's own messages included, so findings
 * get only the room the step's log has left: new findings first (with a baseline), then the most
 * severe; suppressed findings get none. One notice, inside the notice budget, says how many more
 * the other places hold (see `describeHoldings`).
 */
import type { AnnotationLevel, AnnotationProperties } from '../../../log.ts';
import { plural } from '../../../plural.ts';
import type { ReportedFinding } from '../../../engine/findings/run-report.ts';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly message: string;
  readonly properties: AnnotationProperties;
}

export function annotationLevel(finding: ReportedFinding): AnnotationLevel {
  if (finding.severity === 'CRITICAL' || finding.severity === 'HIGH') return 'error';
  return finding.severity === 'MEDIUM' ? 'warning' : 'notice';
}

function toAnnotation(finding: ReportedFinding): Annotation {
  const lines = !finding.hasLines
    ? 'the whole file'
    : finding.startLine === finding.endLine
      ? `line ${finding.startLine}`
      : `lines ${finding.startLine}-${finding.endLine}`;
  const where = finding.file ? lines : `${finding.reportedFile || 'unknown file'}, ${lines}`;
  const state = finding.baselineState === 'new' ? 'New: ' : '';
  const message = [
    `${state}${finding.title} (${finding.detectionId})`,
    `Resource: ${finding.resource || 'n/a'}, ${where}.`,
    finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    level: annotationLevel(finding),
    message,
    properties: {
      title: `${finding.severity}: ${finding.title} (${finding.detectionId})`,
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
): { annotations: Annotation[]; overflow: string | undefined } {
  const shown = findings.filter((f) => !f.suppression);
  const ordered = [
    ...shown.filter((f) => f.baselineState === 'new'),
    ...shown.filter((f) => f.baselineState !== 'new'),
  ];
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
      ? `${plural(more, 'more finding')} than GitHub shows as annotations. ${holdings ?? `JSON report: all ${ordered.length}`}.`
      : undefined;
  return { annotations, overflow };
}
