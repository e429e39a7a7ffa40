/**
 * What a scan read, built by hand for the in-process tests of the decision code (findings,
 * comparison, suppressions, verdict): service findings, scan results, a tree's scan, and a step
 * log that keeps what it was told by level.
 */
import type { ApiFinding } from '../../src/engine/api/finding.ts';
import type { TreeScan } from '../../src/engine/scan/tree-scan.ts';
import type { ScanResult } from '../../src/engine/scan/types.ts';
import { StepLog, type LogSink } from '../../src/action/step-log.ts';

/** A FAILED finding of an open S3 bucket in `file` (as the service names it), lines 1 to 3. */
export function apiFinding(overrides: Partial<ApiFinding> = {}): ApiFinding {
  return {
    id: 'f1',
    detectionId: 'PLERION-TF-S3-PUBLIC-ACL',
    detectionTitle: 'S3 bucket ACL allows public access',
    type: 'terraform',
    result: 'FAILED',
    severityLevel: 'HIGH',
    file: '/infra/main.tf',
    resource: 'aws_s3_bucket.logs',
    lineRange: [1, 3],
    codeBlock: [
      [1, 'resource "aws_s3_bucket" "logs" {\n'],
      [2, '  acl = "public-read"\n'],
      [3, '}\n'],
    ],
    dashboardURL: 'https://au.api.plerion.com/shift-left/finding/f1',
    ...overrides,
  };
}

/** The scan of archive `name`, read to the end unless `status` says otherwise. */
export function scanResult(
  name: string,
  findings: readonly ApiFinding[] = [],
  overrides: Partial<ScanResult> = {},
): ScanResult {
  return {
    index: 0,
    artifactName: name,
    scanId: `scan-${name}`,
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: undefined,
    findings,
    waitedMs: 10,
    reason: undefined,
    problems: [],
    notes: [],
    ...overrides,
  };
}

/** A tree whose whole plan is `results` (one archive each) and whose uploaded files are `paths`. */
export function treeScan(
  results: readonly ScanResult[],
  paths: readonly string[],
  overrides: Partial<TreeScan> = {},
): TreeScan {
  return {
    discovery: {
      files: paths.map((path) => ({
        path,
        absolutePath: `/workspace/${path}`,
        size: 100,
        kind: 'terraform',
        unit: path,
      })),
      skipped: new Map(),
      rejected: [],
      source: 'git',
      candidates: paths.length,
    },
    stopped: [],
    plannedArchives: results.length,
    results,
    archives: results.map((r) => ({
      name: r.artifactName,
      files: 1,
      bytes: 100,
      scanId: r.scanId,
      status: r.status,
      alreadyScanned: r.alreadyScanned,
      waitedMs: r.waitedMs,
    })),
    uploadedPaths: new Set(paths),
    archiveFiles: new Map(),
    filesByArchive: results.map((r, i) => ({
      name: r.artifactName,
      bytes: 100,
      paths: [paths[i] ?? ''],
    })),
    ...overrides,
  };
}

/** A log sink that writes into `lines` as the runner shows them: annotations as `::level::text`. */
export function lineSink(lines: string[]): LogSink {
  return {
    info: (m) => lines.push(m),
    debug: () => undefined,
    annotate: (level, m) => lines.push(`::${level}::${m}`),
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
}

/** A step log that keeps every line it is told, by level. */
export function recordingLog(): {
  log: StepLog;
  info: string[];
  warnings: string[];
  notices: string[];
} {
  const info: string[] = [];
  const warnings: string[] = [];
  const notices: string[] = [];
  const log = new StepLog({
    info: (message) => info.push(message),
    debug: () => undefined,
    annotate: (level, message) => (level === 'notice' ? notices : warnings).push(message),
    startGroup: () => undefined,
    endGroup: () => undefined,
  });
  return { log, info, warnings, notices };
}
