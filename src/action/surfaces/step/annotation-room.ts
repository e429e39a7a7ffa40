/**
 * The workflow-command annotations' share of the step's slots (pure): the findings get every slot
 * the step has left, bar one for the verdict when the verdict will be an annotation of that level
 * (an error when the job fails, a warning under `on-service-error: warn`). Publishing's own
 * warnings are written before the findings' annotations, so they need no slot held for them.
 */
import type { AnnotationLevel } from '../../../log.ts';
import type { RunReport } from '../../../engine/findings/run-report.ts';

/** The level of the verdict's annotation, or undefined when the verdict is a plain log line. */
export function verdictLevel(
  verdict: RunReport['verdict'],
  onServiceError: 'fail' | 'warn',
): AnnotationLevel | undefined {
  if (verdict === 'fail') return 'error';
  if (verdict === 'error') return onServiceError === 'warn' ? 'warning' : 'error';
  return undefined;
}

/** Slots and reservations of a step log, as much of it as the plan needs. */
export interface SlotLog {
  room(level: AnnotationLevel): number;
  reserve(level: AnnotationLevel, count: number): void;
  release(level: AnnotationLevel): void;
}

/**
 * Once the verdict is known: drops the slots held while scanning (for a verdict and for warnings
 * of the scan) and holds one for the verdict only at the level it will be written at.
 */
export function holdVerdictSlot(
  log: SlotLog,
  verdict: RunReport['verdict'],
  onServiceError: 'fail' | 'warn',
): void {
  for (const level of ['error', 'warning', 'notice'] as const) log.release(level);
  const level = verdictLevel(verdict, onServiceError);
  if (level) log.reserve(level, 1);
}
