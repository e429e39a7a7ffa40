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

/** What settling did: the outcome, and the suppressions of the change that were not applied. */
export type SettledOutcome<F> = SuppressionOutcome<F> & {
  readonly covering: readonly ChangedDirective[];
  /**
   * Findings that gate although the change suppresses them (`propose`): its inline comment (or a
   * base comment over code it changed) or its own entry of the suppressions file, not applied.
   */
  readonly withheld: readonly SuppressedFinding<F>[];
  /**
   * Findings a base comment suppressed until the pull request changed its code, now gated: they
   * count as the pull request's, whatever the base comparison says (the base had accepted them as
   * they were, not as the pull request makes them).
   */
  readonly reclaimed: readonly F[];
};

/**
 * The active findings an entry the change adds or changes would suppress, had it been applied
 * (`propose` leaves the change's entries out: the file applied is the base's).
 */
function withheldEntries<F extends SuppressibleFinding>(
  active: readonly F[],
  pr: PullRequestSuppressions,
  now: Date,
): SuppressedFinding<F>[] {
  if (pr.entriesApplied || pr.changes.entries.length === 0) return [];
  return [
    ...matchSuppressions({
      findings: active,
      suppressions: { file: pr.changes.file, entries: pr.changes.entries.map((c) => c.entry) },
      windows: new Map(),
      now,
    }).suppressed,
  ];
}

/**
 * Takes back, in `propose` mode, the suppressions that are the pull request's own: its inline
 * comments, and the base's comments over code it changed. `covering` lists the latter in any mode;
 * `withheld` the findings that gate although the change suppresses them; `reclaimed` those a base
 * comment accepted until the change edited their code (the change's own now).
 */
export function withdrawProposed<F extends SuppressibleFinding>(
  outcome: SuppressionOutcome<F>,
  pr: PullRequestSuppressions | undefined,
  now: Date,
): SettledOutcome<F> {
  if (pr === undefined) return { ...outcome, covering: [], withheld: [], reclaimed: [] };
  const inline = outcome.suppressed.filter((s) => s.suppression.kind === 'inSource');
  const own = inline.filter(({ suppression: s }) => isProposedInline(pr.changes, s.file, s.line));
  const covered = inline.filter((s) => !own.includes(s) && coversChangedLines(pr, s));
  const covering = coveringDirectives(covered);
  const proposed = [...own, ...covered];
  if (pr.mode === 'apply') return { ...outcome, covering, withheld: [], reclaimed: [] };
  const again = matchSuppressions({
    findings: proposed.map((p) => p.finding),
    suppressions: pr.file,
    windows: new Map(),
    now,
  });
  const active = [...outcome.active, ...again.active];
  const byEntry = withheldEntries(
    active.filter((f) => !proposed.some((p) => p.finding === f)),
    pr,
    now,
  );
  return {
    ...outcome,
    active,
    suppressed: [...outcome.suppressed.filter((s) => !proposed.includes(s)), ...again.suppressed],
    covering,
    withheld: [...proposed.filter((p) => again.active.includes(p.finding)), ...byEntry],
    reclaimed: covered.map((c) => c.finding).filter((f) => again.active.includes(f)),
  };
}
