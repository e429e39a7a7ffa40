/**
 * No pull request approves its own risk. An inline comment the pull request adds or changes, and
 * a base's comment whose code (or the lines between it and that code) the pull request changed,
 * is the pull request's: with `pr-suppressions: propose` it suppresses nothing (its finding is
 * matched again against the applied file's entries alone, so an exception already on the base
 * still holds), and the file's entries come from the base. Either way the reports list what the
 * pull request adds or changes, with the base comments it moved code under.
 */
import type { SuppressionFile } from '../format.ts';
import {
  matchSuppressions,
  type SuppressedFinding,
  type SuppressibleFinding,
  type SuppressionOutcome,
} from '../match.ts';
import type { ReadLines } from '../suppress.ts';
import { suppressionSpan, touchesSpan, type ChangedLines } from './changed-lines.ts';
import {
  isProposedInline,
  type ChangedDirective,
  type SuppressionChanges,
} from './suppression-changes.ts';

export type PrSuppressionsMode = 'apply' | 'propose';

/** How a pull request's suppressions are treated in this run. */
export interface PullRequestSuppressions {
  readonly mode: PrSuppressionsMode;
  /** The suppressions file applied: the base's in privileged modes and with `propose`. */
  readonly file: SuppressionFile;
  /** True when the file applied is the pull request's own (its entries take effect). */
  readonly entriesApplied: boolean;
  readonly changes: SuppressionChanges;
  /** The lines the pull request changed, by workspace-relative file (files with a comment). */
  readonly changedLines: ReadonlyMap<string, ChangedLines>;
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

/** The audit the reports render, with the base comments whose code the pull request changed. */
export function auditOf(
  pr: PullRequestSuppressions,
  covering: readonly ChangedDirective[] = [],
): PullRequestSuppressionAudit {
  return {
    mode: pr.mode,
    entriesApplied: pr.entriesApplied,
    inlineApplied: pr.mode === 'apply',
    changes:
      covering.length === 0
        ? pr.changes
        : { ...pr.changes, inline: [...pr.changes.inline, ...covering] },
  };
}

/** True when the pull request changed a line the inline suppression of `suppressed` speaks for. */
function coversChangedLines(
  pr: PullRequestSuppressions,
  { finding, suppression }: SuppressedFinding<SuppressibleFinding>,
): boolean {
  const { from, to } = suppressionSpan(finding, suppression.line);
  return touchesSpan(pr.changedLines.get(suppression.file), from, to);
}

/** The base's comments, one each, whose code the pull request changed. */
function coveringDirectives<F extends SuppressibleFinding>(
  covering: readonly SuppressedFinding<F>[],
): ChangedDirective[] {
  const byPlace = new Map<string, ChangedDirective>();
  for (const { suppression: s } of covering)
    byPlace.set(`${s.file}:${s.line}`, {
      file: s.file,
      line: s.line,
      detectionId: s.detectionId,
      reason: s.justification,
      change: 'covers changed lines',
    });
  return [...byPlace.values()];
}

/** What settling the pull request's suppressions adds to the outcome. */
export interface Settled<F extends SuppressibleFinding> extends SuppressionOutcome<F> {
  /** The base's comments whose code the pull request changed (any mode). */
  readonly covering: readonly ChangedDirective[];
  /**
   * Findings a base comment suppressed until the pull request changed its code, now gated: they
   * count as the pull request's, whatever the base comparison says (the base had accepted them as
   * they were, not as the pull request makes them).
   */
  readonly reclaimed: readonly F[];
}

/**
 * Takes back, in `propose` mode, the suppressions that are the pull request's own: its inline
 * comments, and the base's comments over code it changed. `covering` lists the latter in any mode.
 */
export function withdrawProposed<F extends SuppressibleFinding>(
  outcome: SuppressionOutcome<F>,
  pr: PullRequestSuppressions | undefined,
  now: Date,
): Settled<F> {
  if (pr === undefined) return { ...outcome, covering: [], reclaimed: [] };
  const inline = outcome.suppressed.filter((s) => s.suppression.kind === 'inSource');
  const own = inline.filter(({ suppression: s }) => isProposedInline(pr.changes, s.file, s.line));
  const covered = inline.filter((s) => !own.includes(s) && coversChangedLines(pr, s));
  const covering = coveringDirectives(covered);
  const proposed = [...own, ...covered];
  if (pr.mode === 'apply' || proposed.length === 0) return { ...outcome, covering, reclaimed: [] };
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
    covering,
    reclaimed: covered.map((c) => c.finding).filter((f) => again.active.includes(f)),
  };
}
