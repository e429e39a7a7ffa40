/** What the scan layer gives the rest of the action: one result per archive, whatever happened. */
import type { CodeSecurityApi, FindingProblem } from '../api/code-security.ts';
import type { ApiFinding } from '../api/finding.ts';
import type { ScanSummary } from '../api/schemas.ts';

export interface ArchiveToScan {
  /** Position in the plan: results come back in this order. */
  readonly index: number;
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  /** The label of the tree the archive is of (its results are grouped by it). */
  readonly tree?: string;
}

/**
 * How a scan ended. Only SUCCESS means every finding was read; every other status keeps the
 * findings that were read and says why in `reason`.
 */
export type ScanStatus =
  'SUCCESS' | 'FAILURE' | 'INCOMPLETE' | 'TIMEOUT' | 'ERROR' | 'NOT_UPLOADED' | 'DRY_RUN';

/**
 * What the archives table says of an archive a dry run's service kept and did not send. A row's
 * status, for people: whether a run was a dry run is `RunReport.dryRun`, never read from here.
 */
export const DRY_RUN_STATUS = 'DRY_RUN' as const satisfies ScanStatus;

export interface ScanResult {
  readonly index: number;
  /** The label of the tree the archive is of. */
  readonly tree?: string;
  readonly artifactName: string;
  readonly scanId: string | undefined;
  readonly alreadyScanned: boolean;
  readonly status: ScanStatus;
  readonly summary: ScanSummary | undefined;
  readonly findings: readonly ApiFinding[];
  /** Milliseconds from upload to the findings being read (or giving up). */
  readonly waitedMs: number | undefined;
  /** Why the scan did not end SUCCESS, in words that name it. */
  readonly reason: string | undefined;
  /** The class and HTTP status of the error that ended it (`ApiError, HTTP 422`), if any. */
  readonly failureKind?: string | undefined;
  /** True for the upload whose failure (a refused key, a service down) stopped all uploads. */
  readonly stoppedUploads?: boolean;
  /** Findings read with fields the service sent in a shape that could not be read. */
  readonly problems: readonly FindingProblem[];
  /** Other things worth telling (a list that would not end, an upload recovered by name). */
  readonly notes: readonly string[];
}

/** One row of the archives table in the reports. */
export interface ArchiveRow {
  readonly name: string;
  readonly files: number;
  readonly bytes: number;
  readonly scanId: string | undefined;
  readonly status: string;
  readonly alreadyScanned: boolean;
  readonly waitedMs: number | undefined;
}

/** What the scan phase talks to: the service, a clock, randomness for jitter, and the log. */
export interface ScanPorts {
  readonly api: CodeSecurityApi;
  /** Resolves after `ms`, or at once when `signal` aborts (a timer left behind keeps Node alive). */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly random: () => number;
  readonly log: (message: string) => void;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
