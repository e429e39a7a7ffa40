/**
 * Whether a tree's scan is complete (pure): the one notion of "complete" every place that must not
 * act on a half-done scan reads (the verdict, the base comparison, the code scanning upload, the
 * review clean-up, the tracking issue), through `RunReport.complete`. Never inferred from the
 * verdict: a `fail` can come from a scan that stopped half-way.
 *
 * Complete means: the tree's files were listed, the whole packing plan was packed and handed to
 * the uploads (packing did not stop early), and every archive of it has a scan read to the end
 * (status SUCCESS, which the waiting loop gives only once every finding was read). Files discovery
 * chose that packing could not carry (too large, unreadable) are not part of this flag.
 */
import { describeUnfinished, type TreeScan } from '../scan/tree-scan.ts';
import type { ArchiveRow } from '../scan/types.ts';
import type { RunReport } from './run-report.ts';

export interface Completeness {
  readonly complete: boolean;
  /** Why not, one phrase each, naming the archive or the step; empty when complete. */
  readonly incomplete: readonly string[];
}

/** The completeness of `tree`'s scan; without a tree (nothing scanned), `why` says why. */
export function completenessOf(
  tree: TreeScan | undefined,
  why = 'nothing was scanned',
): Completeness {
  if (tree === undefined) return { complete: false, incomplete: [why] };
  const byName = new Map(tree.results.map((r) => [r.artifactName, r]));
  const unread = tree.archives
    .filter((archive) => byName.get(archive.name) === undefined)
    .map((archive) => `${archive.name} has no scan`);
  const unfinished = tree.results.filter((r) => r.status !== 'SUCCESS').map(describeUnfinished);
  const incomplete = [...tree.stopped, ...unfinished, ...unread];
  return { complete: incomplete.length === 0, incomplete };
}

/**
 * True when one archive's scan ended SUCCESS with every finding read, or the report is a dry
 * run's (its archives were never meant to be read): the JUnit report's error testcases and the
 * text report's rows read this.
 */
export function isArchiveComplete(
  archive: Pick<ArchiveRow, 'status'>,
  report: Pick<RunReport, 'dryRun'>,
): boolean {
  return report.dryRun === true || archive.status === 'SUCCESS';
}
