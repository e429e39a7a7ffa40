/** Findings as the reports see them, for unit tests of the verdict and the renderers. */
import type { GitHubContext } from '../../src/action/github-context.ts';
import { originOf } from '../../src/action/action-settings.ts';
import type { ReportedFinding, RunReport } from '../../src/engine/findings/run-report.ts';
import type { VerdictInput } from '../../src/engine/findings/verdict.ts';
import type { Severity } from '../../src/severity.ts';

/** The verdict's input for a complete scan of three files in one archive that found nothing, failing on CRITICAL and HIGH. */
export const CLEAN_SCAN: VerdictInput = {
  failOn: ['CRITICAL', 'HIGH'],
  findings: [],
  baseLabel: undefined,
  skipped: undefined,
  discoveredFiles: 3,
  unreadableFiles: 0,
  plannedArchives: 1,
  complete: true,
  incomplete: [],
};

let next = 0;

export function reported(
  overrides: Partial<ReportedFinding> & { severity: Severity },
): ReportedFinding {
  next++;
  return {
    id: `f${next}`,
    detectionId: `PLERION-${overrides.severity}`,
    title: `A ${overrides.severity.toLowerCase()} finding`,
    file: 'infra/main.tf',
    reportedFile: '/infra/main.tf',
    normalizedFile: 'infra/main.tf',
    startLine: 10 + next,
    endLine: 12 + next,
    hasLines: true,
    codeBlock: [[10 + next, 'resource "aws_s3_bucket" "b" {\n']],
    resource: `aws_s3_bucket.b${next}`,
    type: 'terraform',
    scanId: 'scan-1',
    artifactName: 'infra-abc.zip',
    dashboardUrl: `https://au.api.plerion.com/shift-left/scans/scan-1/finding/f${next}`,
    fingerprint: `fp${next}`,
    baselineState: undefined,
    suppression: undefined,
    ...overrides,
  };
}

/** A run report around `findings`, as main builds it. */
export function report(overrides: Partial<RunReport> = {}): RunReport {
  const findings = overrides.findings ?? [];
  const counts = { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 };
  for (const f of findings) counts[f.severity]++;
  return {
    verdict: 'fail',
    reason: 'findings at a fail-on severity',
    complete: true,
    incomplete: [],
    failOn: ['CRITICAL', 'HIGH'],
    gated: 1,
    findings,
    counts,
    passed: 3,
    skippedByDetection: 0,
    problems: [],
    baseline: undefined,
    suppressions: { file: '.plerion-ignore.yml', expired: [], unused: [] },
    archives: [],
    scanPath: 'infra',
    notes: [],
    origin: ORIGIN,
    ...overrides,
  };
}

export const GITHUB: GitHubContext = {
  eventName: 'pull_request',
  event: {},
  repository: 'octo/infra',
  sha: 'abc',
  headSha: 'feedfacefeedfacefeedfacefeedfacefeedface',
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  runId: '42',
  workflow: 'iac',
  job: 'scan',
  pullRequestNumber: 7,
  isUntrustedPullRequest: false,
  runAttempt: '1',
};

/** Where `GITHUB`'s run is, as a report carries it. */
export const ORIGIN = originOf(GITHUB);

/** A scanned tree with no text to read (a scan built by hand: no inline comment, no line hash). */
export const NO_TEXT = {
  source: 'work tree',
  read: async () => undefined,
  lines: async () => undefined,
} as const satisfies import('../../src/engine/scan/trees/tree.ts').TreeText;
