/**
 * Suppressions applied to the findings: each finding with the entry or inline directive that
 * suppresses it, expired entries and problems warned about, and the audit the reports show.
 */
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import type { SuppressionFile } from '../suppressions/format.ts';
import type { Suppression, SuppressibleFinding } from '../suppressions/match.ts';
import { suppressFindings, type ReadLines } from '../suppressions/suppress.ts';
import {
  describeProposed,
  type ChangeSubject,
} from '../suppressions/pull-request/render-suppression-changes.ts';
import {
  auditOf,
  withdrawProposed,
  type PullRequestSuppressions,
} from '../suppressions/pull-request/settle-suppressions.ts';
import type { RunReport } from './run-report.ts';

export interface SuppressOptions {
  readonly suppressions: SuppressionFile;
  readonly readLines: ReadLines;
  readonly now: Date;
  /** Pull requests (issue 21): which suppressions apply, and what the pull request changes. */
  readonly pullRequest?: PullRequestSuppressions | undefined;
  /** What the change is called in the log: `this pull request`, or `this change`. */
  readonly subject?: ChangeSubject;
}

/** Which findings are suppressed, and by what; the findings themselves are not copied. */
/** What applying the suppressions decided for each finding, and the audit the reports show. */
export interface Suppressed<F> {
  readonly suppressed: ReadonlyMap<F, Suppression>;
  /** Findings that gate although the change suppresses them (`propose`), with that suppression. */
  readonly withheld: ReadonlyMap<F, Suppression>;
  /** Findings a base comment accepted until the pull request changed their code: its own now. */
  readonly reclaimed: ReadonlySet<F>;
  readonly audit: RunReport['suppressions'];
}

export async function applySuppressions<F extends SuppressibleFinding>(
  findings: readonly F[],
  log: Log,
  options: SuppressOptions,
): Promise<Suppressed<F>> {
  const { suppressions } = options;
  const pr = options.pullRequest;
  const outcome = withdrawProposed(
    await suppressFindings({
      findings,
      suppressions: pr?.file ?? suppressions,
      readLines: options.readLines,
      now: options.now,
    }),
    pr,
    options.now,
  );
  const prAudit = pr && auditOf(pr, outcome.covering);
  const proposed = describeProposed(prAudit, options.subject);
  if (proposed) log.notice(proposed);
  for (const { entry, matchingFindings } of outcome.expired)
    log.warning(
      `Suppression expired on ${entry.expires}: entry ${entry.entryNumber} of ${suppressions.file} (${entry.detection}) no longer suppresses ${plural(matchingFindings, 'finding')}. Renew or remove it.`,
    );
  for (const problem of outcome.problems)
    log.warning(`${problem.file}:${problem.line}: ${problem.message}`);
  return {
    suppressed: new Map(outcome.suppressed.map((s) => [s.finding, s.suppression])),
    withheld: new Map(outcome.withheld.map((s) => [s.finding, s.suppression])),
    reclaimed: new Set(outcome.reclaimed),
    audit: {
      file: suppressions.file,
      expired: outcome.expired,
      unused: outcome.unused,
      ...(prAudit && { pullRequest: prAudit }),
    },
  };
}
