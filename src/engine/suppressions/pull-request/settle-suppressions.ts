/**
 * No pull request approves its own risk: with `pr-suppressions: propose` an inline comment the
 * pull request adds or changes suppresses nothing (its finding is matched again against the
 * applied file's entries alone, so an exception already on the base still holds), and the file's
 * entries come from the base. Either way the reports list what the pull request adds or changes.
 */
import type { SuppressionFile } from '../format.ts';
import { matchSuppressions, type SuppressibleFinding, type SuppressionOutcome } from '../match.ts';
import type { ReadLines } from '../suppress.ts';
import { isProposedInline, type SuppressionChanges } from './suppression-changes.ts';

export type PrSuppressionsMode = 'apply' | 'propose';

/** How a pull request's suppressions are treated in this run. */
export interface PullRequestSuppressions {
  readonly mode: PrSuppressionsMode;
  /** The suppressions file applied: the base's in privileged modes and with `propose`. */
  readonly file: SuppressionFile;
  /** True when the file applied is the pull request's own (its entries take effect). */
  readonly entriesApplied: boolean;
  readonly changes: SuppressionChanges;
  /** Reads the scanned commit's lines when the workspace does not hold them (privileged modes). */
  readonly readLines: ReadLines | undefined;
}

/** What the reports say about the pull request's suppressions. */
export interface PullRequestSuppressionAudit {
  readonly mode: PrSuppressionsMode;
  readonly entriesApplied: boolean;
  readonly inlineApplied: boolean;
  readonly changes: SuppressionChanges;
}

/** The audit the reports render. */
export function auditOf(pr: PullRequestSuppressions): PullRequestSuppressionAudit {
  return {
    mode: pr.mode,
    entriesApplied: pr.entriesApplied,
    inlineApplied: pr.mode === 'apply',
    changes: pr.changes,
  };
}

/** Takes back, in `propose` mode, the suppressions the pull request's own inline comments made. */
export function withdrawProposed<F extends SuppressibleFinding>(
  outcome: SuppressionOutcome<F>,
  pr: PullRequestSuppressions | undefined,
  now: Date,
): SuppressionOutcome<F> {
  if (pr === undefined || pr.mode === 'apply') return outcome;
  const proposed = outcome.suppressed.filter(
    ({ suppression: s }) => s.kind === 'inSource' && isProposedInline(pr.changes, s.file, s.line),
  );
  if (proposed.length === 0) return outcome;
  const again = matchSuppressions({
    findings: proposed.map((p) => p.finding),
    suppressions: pr.file,
    windows: new Map(),
    now,
  });
  return {
    ...outcome,
    active: [...outcome.active, ...again.active],
    suppressed: [...outcome.suppressed.filter((s) => !proposed.includes(s)), ...again.suppressed],
  };
}
