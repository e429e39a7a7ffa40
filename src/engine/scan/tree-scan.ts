/** One tree's scan as the findings layer reads it: what was found, packed, uploaded and read. */
import type { Discovery } from '../discovery/discover.ts';
import type { PackingPlan } from '../packing/plan.ts';
import type { ArchiveRow, ScanResult } from './types.ts';

/** One archive and the workspace-relative paths it holds, in entry order. */
export interface ArchiveFiles {
  readonly name: string;
  readonly bytes: number;
  readonly paths: readonly string[];
}

export interface TreeScan {
  readonly discovery: Discovery;
  /**
   * Why the tree's plan was not carried out to its end (its files could not be listed, packing
   * failed, uploads stopped before its archives): empty when every archive of the whole plan was
   * handed to the upload pool. Each archive's own outcome is in `results`.
   */
  readonly stopped: readonly string[];
  readonly plannedArchives: number;
  readonly results: readonly ScanResult[];
  readonly archives: readonly ArchiveRow[];
  readonly uploadedPaths: ReadonlySet<string>;
  /** The first file of each archive, by archive name (where a finding without a path is shown). */
  readonly archiveFiles: ReadonlyMap<string, string>;
  /** Every archive planned, with its files (the "files sent" lists). */
  readonly filesByArchive: readonly ArchiveFiles[];
  /** Files packing left out, by workspace-relative path: too large for an archive, unreadable. */
  readonly notPacked?: ReadonlyMap<string, 'too large' | 'unreadable'>;
  /** Planned on its base's plan (issue 24): the base was found in time and packed whole. */
  readonly anchored?: boolean;
}

/**
 * The scan of a tree from its discovery, its plan and its archives' results (matched by name);
 * `stopped` says why the plan was not carried out to its end, when it was not.
 */
export function describeTree(
  discovery: Discovery,
  plan: PackingPlan | undefined,
  results: readonly ScanResult[],
  stopped: readonly string[] = [],
): TreeScan {
  const plans = plan?.archives ?? [];
  const byName = new Map(results.map((r) => [r.artifactName, r]));
  return {
    discovery,
    stopped,
    plannedArchives: plans.length,
    results,
    archives: plans.map((archive) => {
      const result = byName.get(archive.name);
      return {
        name: archive.name,
        files: archive.entries.length,
        bytes: archive.bytes,
        scanId: result?.scanId,
        status: result?.failureKind
          ? `${result.status} (${result.failureKind})`
          : (result?.status ?? 'NOT_UPLOADED'),
        alreadyScanned: result?.alreadyScanned ?? false,
        waitedMs: result?.waitedMs,
      };
    }),
    uploadedPaths: new Set(plans.flatMap((archive) => archive.entries.map((e) => e.path))),
    archiveFiles: new Map(plans.map((a) => [a.name, a.entries[0]?.path ?? ''] as const)),
    filesByArchive: plans.map((a) => ({
      name: a.name,
      bytes: a.bytes,
      paths: a.entries.map((e) => e.path),
    })),
    notPacked: new Map([
      ...(plan?.tooLarge ?? []).map((f) => [f.path, 'too large'] as const),
      ...(plan?.unreadable ?? []).map((f) => [f.path, 'unreadable'] as const),
    ]),
  };
}

/** Why a scan did not give all its findings, in words that name it. */
export function describeUnfinished(result: ScanResult): string {
  const which = result.scanId
    ? `scan ${result.scanId} (${result.artifactName})`
    : result.artifactName;
  const kind = result.failureKind === undefined ? '' : ` (${result.failureKind})`;
  return `${which} ${result.reason ?? `ended ${result.status}`}${kind}`;
}

/** A tree whose files could not even be listed: nothing of it was packed or scanned. */
export function unlistedTree(reason: string, source: Discovery['source']): TreeScan {
  const discovery: Discovery = {
    files: [],
    skipped: new Map(),
    rejected: [],
    source,
    candidates: 0,
  };
  return describeTree(discovery, undefined, [], [reason]);
}
