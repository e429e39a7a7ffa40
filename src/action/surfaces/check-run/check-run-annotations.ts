/**
 * The check run's annotations and verdict (pure): every finding that is not suppressed, new ones
 * first, then by severity (the findings' order), up to the cap; CRITICAL and HIGH as `failure`,
 * MEDIUM `warning`, LOW `notice`; lines as the SARIF file has them. GitHub takes 50 annotations a
 * request, so they are cut into batches sent one after another.
 */
import type { ActionSettings } from '../../inputs.ts';
import { forAnnotation } from '../../../sanitize.ts';
import type { Severity } from '../../../severity.ts';
import {
  inReviewOrder,
  type ReportedFinding,
  type RunReport,
} from '../../../engine/findings/run-report.ts';
import { annotationMessage, annotationTitle } from '../step/annotation-text.ts';
import { serviceErrorPolicy } from '../../../engine/findings/unjudged-gate.ts';

export const ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's limit on a check run's summary (it counts characters; bytes are never fewer). */
export const MAX_CHECK_RUN_SUMMARY_BYTES = 65_535;
const MAX_TITLE_CHARS = 255;
const MAX_MESSAGE_CHARS = 4_000;
const MAX_NAME_CHARS = 200;

export type CheckConclusion = 'success' | 'neutral' | 'failure';

/** One annotation as `output.annotations` of the checks API takes it. */
export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly annotation_level: 'failure' | 'warning' | 'notice';
  readonly title: string;
  readonly message: string;
}

const LEVEL: Record<Severity, CheckAnnotation['annotation_level']> = {
  CRITICAL: 'failure',
  HIGH: 'failure',
  MEDIUM: 'warning',
  LOW: 'notice',
};

/** The check run's name: one per workflow, job and scanned path, so matrix legs never collide. */
export function checkRunName(github: ActionSettings['github'], scanPath: string): string {
  const name = `Plerion IaC scan: ${scanPath} (${github.workflow} / ${github.job})`;
  return forAnnotation(name, MAX_NAME_CHARS);
}

function toCheckAnnotation(finding: ReportedFinding, path: string): CheckAnnotation {
  return {
    path,
    start_line: finding.hasLines ? finding.startLine : 1,
    end_line: finding.hasLines ? finding.endLine : 1,
    annotation_level: LEVEL[finding.severity],
    title: forAnnotation(annotationTitle(finding), MAX_TITLE_CHARS),
    message: forAnnotation(annotationMessage(finding), MAX_MESSAGE_CHARS),
  };
}

export interface CheckRunPlan {
  readonly annotations: readonly CheckAnnotation[];
  /** Findings past the cap. */
  readonly leftOut: number;
  /** Findings without any path a check run could show them on. */
  readonly unplaced: number;
}

/** The annotations to send, within `cap`, new findings first, then the most severe. */
export function planCheckRunAnnotations(
  findings: readonly ReportedFinding[],
  cap: number,
): CheckRunPlan {
  const shown = findings.filter((f) => !f.suppression);
  const ordered = inReviewOrder(shown);
  const placed = ordered.flatMap((f) => {
    const path = f.file ?? f.normalizedFile;
    return path === undefined ? [] : [toCheckAnnotation(f, path)];
  });
  return {
    annotations: placed.slice(0, cap),
    leftOut: Math.max(0, placed.length - cap),
    unplaced: ordered.length - placed.length,
  };
}

/** `items` in consecutive batches of at most `size`. */
export function batches<T>(items: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The same annotation, as a key for not sending it twice to one check run. */
export function annotationKey(
  a: Pick<CheckAnnotation, 'path' | 'start_line' | 'end_line' | 'title' | 'message'>,
): string {
  return [a.path, a.start_line, a.end_line, a.title, a.message].join('\u0000');
}

/**
 * The gate's conclusion: `failure` when gated (or the scan could not complete under
 * `on-service-error: fail`, or a pull request's IaC was not judged, whatever that input says),
 * `neutral` when only ungated findings (or a warned service error, or a skipped scan), `success`
 * when there are none.
 */
export function checkConclusion(
  report: Pick<RunReport, 'verdict' | 'findings' | 'unjudged'>,
  onServiceError: 'fail' | 'warn',
): CheckConclusion {
  if (report.verdict === 'fail') return 'failure';
  if (report.verdict === 'error')
    return serviceErrorPolicy(report, onServiceError) === 'warn' ? 'neutral' : 'failure';
  if (report.verdict === 'skipped') return 'neutral';
  return report.findings.some((f) => !f.suppression) ? 'neutral' : 'success';
}

/** The notes the check run's summary adds: what did not fit on it. */
export function checkRunNotes(plan: CheckRunPlan, cap: number): string[] {
  const notes: string[] = [];
  if (plan.leftOut > 0)
    notes.push(
      `${plan.leftOut} findings were left out of this check run's annotations (check-run-annotations: ${cap}); the SARIF file and the JSON report hold them all.`,
    );
  if (plan.unplaced > 0)
    notes.push(
      `${plan.unplaced} findings have no path a check run can show; the summary, the SARIF file and the JSON report hold them.`,
    );
  return notes;
}
