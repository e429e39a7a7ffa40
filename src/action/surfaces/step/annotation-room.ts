/**
 * The workflow-command annotations' share of the step's slots (pure): the findings get every slot
 * the step has left, bar one for the verdict when the verdict will be an annotation of that level
 * (an error when the job fails, a warning under `on-service-error: warn`) and one warning and one
 * notice for what publishing may say (a refusal that names the permission to add). The findings'
 * annotations are planned once, before the summary is written, and their slots claimed then
 * (`claimAnnotationSlots`), so the count the summary gives of those that did not fit is the count
 * the notice gives: publishing's messages can never take a slot the plan counted on.
 */
import type { AnnotationLevel } from '../../step-log.ts';
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

/** Slots publishing keeps for its own messages while the findings' annotations are planned. */
export const PUBLISHING_SLOTS: Readonly<Partial<Record<AnnotationLevel, number>>> = {
  warning: 1,
  notice: 1,
};

/** Holds publishing's slots; called once per run, before the findings' annotations are planned. */
export function holdPublishingSlots(log: Pick<SlotLog, 'reserve'>): void {
  for (const [level, count] of Object.entries(PUBLISHING_SLOTS))
    log.reserve(level as AnnotationLevel, count);
}
