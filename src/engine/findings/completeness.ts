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
 *
 * A scan that ended SUCCESS whose summary counts parsing errors (`totalParsingErrors`: files the
 * service's parser refused, HCL newer than it reads for one) judged less than its archive: it is
 * not complete either. The service gives only the count, never which files, so the archive is
 * named. The base's scan is an exception (`parsingErrors: 'ignored'`): a finding the base did not
 * read counts as new in the change, which only gates more.
 */
import { plural } from '../../plural.ts';
import { describeUnfinished, type TreeScan } from '../scan/tree-scan.ts';
import type { ArchiveRow, ScanResult } from '../scan/types.ts';
import type { RunReport } from './run-report.ts';

export interface Completeness {
  readonly complete: boolean;
  /** Why not, one phrase each, naming the archive or the step; empty when complete. */
  readonly incomplete: readonly string[];
}

/**
 * Why a scan that ended SUCCESS did not judge its whole archive: the files its summary says the
 * service could not parse. Undefined when it counts none.
 */
export function describeParsingErrors(result: ScanResult): string | undefined {
  const count = result.summary?.totalParsingErrors ?? 0;
  if (result.status !== 'SUCCESS' || count <= 0) return undefined;
  const which = result.scanId
    ? `scan ${result.scanId} (${result.artifactName})`
    : result.artifactName;
  return `${which} could not parse ${plural(count, 'file')} of its archive (the service's summary counts ${count} parsing ${count === 1 ? 'error' : 'errors'} and does not say which files), so what ${count === 1 ? 'it holds' : 'they hold'} was not judged: make every file of the archive parse as the service reads it, or exclude the file to accept it unjudged`;
}

/**
 * The completeness of `tree`'s scan; without a tree (nothing scanned), `why` says why. A base's
 * scan is read with `parsingErrors: 'ignored'` (see the module's comment).
 */
export function completenessOf(
  tree: TreeScan | undefined,
  why = 'nothing was scanned',
  options: { readonly parsingErrors?: 'counted' | 'ignored' } = {},
): Completeness {
  if (tree === undefined) return { complete: false, incomplete: [why] };
  const byName = new Map(tree.results.map((r) => [r.artifactName, r]));
  const unread = tree.archives
    .filter((archive) => byName.get(archive.name) === undefined)
    .map((archive) => `${archive.name} has no scan`);
  const unfinished = tree.results.filter((r) => r.status !== 'SUCCESS').map(describeUnfinished);
  const unparsed =
    options.parsingErrors === 'ignored'
      ? []
      : tree.results.flatMap((r) => describeParsingErrors(r) ?? []);
  const incomplete = [...tree.stopped, ...unfinished, ...unparsed, ...unread];
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
