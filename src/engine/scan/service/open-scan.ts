/** One scan's state while it is waited for: when to look again, and what was read so far. */
import type { CodeSecurityApi, FindingsRead } from '../../api/code-security.ts';
import type { ApiFinding } from '../../api/finding.ts';
import type { Scan, ScanSummary } from '../../api/schemas.ts';
import { FindingsCursor } from './findings-cursor.ts';
import type { DurationSample, PollOptions } from './poll-schedule.ts';
import type { ArchiveToScan, ScanResult } from '../types.ts';

/** A scan as its upload was answered. */
export interface UploadedScan {
  readonly archive: ArchiveToScan;
  readonly scanId: string;
  readonly alreadyScanned: boolean;
  readonly uploadedAt: number;
  readonly notes: readonly string[];
}

/** A scan being waited for: its schedule and what was read of it so far. */
export interface OpenScan extends UploadedScan {
  nextPollAt: number;
  nextProbeAt: number;
  lastProbeTotal: number | undefined;
  summary: ScanSummary | undefined;
  findings: readonly ApiFinding[];
  problems: FindingsRead['problems'];
  notes: string[];
  /** Listed as SUCCESS but fewer findings read than the service counts. */
  catchingUp: boolean;
  /** The largest `meta.total` a findings list gave. */
  expectedTotal: number | undefined;
  /** Where the next read of its findings resumes. */
  cursor: FindingsCursor;
  result: ScanResult | undefined;
}

/** How long the first look at an already-scanned archive waits for the uploads beside it. */
const KNOWN_SCAN_GATHER_MS = 250;

function uniqueById(findings: readonly ApiFinding[]): ApiFinding[] {
  return [...new Map(findings.map((f) => [f.id, f])).values()];
}

/** What a finished scan says about how long scans of its size take. */
export function sampleOf(
  scan: Scan,
  fallbackBytes: number | undefined,
): DurationSample | undefined {
  const { startedAt, stoppedAt, totalFileSize } = scan.summary ?? {};
  if (scan.status !== 'SUCCESS' || startedAt === undefined || stoppedAt === undefined)
    return undefined;
  const bytes = totalFileSize ?? fallbackBytes;
  return bytes === undefined ? undefined : { bytes, durationMs: stoppedAt - startedAt };
}

/** The state of a scan just uploaded, first looked at on the poll schedule. */
export function openScan(
  u: UploadedScan,
  poll: PollOptions,
  api: Pick<CodeSecurityApi, 'listFailedFindings'>,
): OpenScan {
  return {
    ...u,
    notes: [...u.notes],
    // An archive scanned before is likely done already: look soon, once the uploads around it
    // have come in too, so that one status call answers for all of them.
    nextPollAt: u.uploadedAt + (u.alreadyScanned ? KNOWN_SCAN_GATHER_MS : poll.minDelayMs),
    nextProbeAt: u.uploadedAt + poll.firstProbeMs,
    lastProbeTotal: undefined,
    summary: undefined,
    findings: [],
    problems: [],
    catchingUp: false,
    expectedTotal: undefined,
    cursor: new FindingsCursor(api, u.scanId),
    result: undefined,
  };
}

/** What was read is never lost: a later read that stops short adds to the earlier ones. */
export function keepRead(scan: OpenScan, read: FindingsRead): void {
  scan.findings = uniqueById([...scan.findings, ...read.findings]);
  scan.problems = [...new Map([...scan.problems, ...read.problems].map((p) => [p.id, p])).values()];
  if (read.total !== undefined) scan.expectedTotal = Math.max(scan.expectedTotal ?? 0, read.total);
  if (read.stoppedEarly && !scan.notes.includes(read.stoppedEarly))
    scan.notes.push(read.stoppedEarly);
}
