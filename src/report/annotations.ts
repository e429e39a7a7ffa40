/**
 * Workflow annotations: CRITICAL and HIGH as errors, MEDIUM as warnings, LOW as notices. GitHub
 * shows only 10 of each level per step, so the most severe go first and one more line says how
 * many the SARIF file and the summary hold beyond them.
 */
import type { Finding } from './findings.ts';
import { plural } from '../plural.ts';

export const ANNOTATIONS_PER_LEVEL = 10;

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly message: string;
  readonly title: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
}

export function annotationLevel(finding: Finding): AnnotationLevel {
  if (finding.severity === 'CRITICAL' || finding.severity === 'HIGH') return 'error';
  return finding.severity === 'MEDIUM' ? 'warning' : 'notice';
}

function toAnnotation(finding: Finding): Annotation {
  const lines =
    finding.startLine === finding.endLine
      ? `line ${finding.startLine}`
      : `lines ${finding.startLine}-${finding.endLine}`;
  const where = finding.file ? lines : `${finding.reportedFile || 'unknown file'} ${lines}`;
  const message = [
    `${finding.title} (${finding.detectionId})`,
    `Resource: ${finding.resource || 'n/a'}, ${where}.`,
    finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    level: annotationLevel(finding),
    title: `${finding.severity}: ${finding.title} (${finding.detectionId})`,
    message,
    ...(finding.file
      ? { file: finding.file, startLine: finding.startLine, endLine: finding.endLine }
      : {}),
  };
}

/** The annotations to write (findings come sorted most severe first) and a notice for the rest. */
export function planAnnotations(findings: readonly Finding[]): {
  annotations: Annotation[];
  overflow: string | undefined;
} {
  const totals: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  for (const finding of findings) totals[annotationLevel(finding)]++;
  const overflowing = (Object.keys(totals) as AnnotationLevel[]).some(
    (level) => totals[level] > ANNOTATIONS_PER_LEVEL,
  );
  // The overflow line is a notice itself, so it takes one notice slot.
  const room: Record<AnnotationLevel, number> = {
    error: ANNOTATIONS_PER_LEVEL,
    warning: ANNOTATIONS_PER_LEVEL,
    notice: overflowing ? ANNOTATIONS_PER_LEVEL - 1 : ANNOTATIONS_PER_LEVEL,
  };
  const annotations: Annotation[] = [];
  for (const finding of findings) {
    const level = annotationLevel(finding);
    if (room[level] > 0) {
      room[level]--;
      annotations.push(toAnnotation(finding));
    }
  }
  const left = findings.length - annotations.length;
  const overflow =
    left > 0
      ? `${plural(left, 'more finding')} than GitHub shows as annotations: the job summary and the SARIF file hold all ${findings.length}.`
      : undefined;
  return { annotations, overflow };
}
