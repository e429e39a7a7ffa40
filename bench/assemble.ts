/**
 * Assembling the report of 20,000 findings (and a base of as many): the findings mapped to the
 * uploaded paths when the service reports them shorter than they were uploaded, compared with the
 * base, suppressions applied, the verdict; then the SARIF rendered. Pure work, no I/O.
 */
import type { ApiFinding } from '../src/engine/api/finding.ts';
import { assembleReport } from '../src/engine/findings/assemble-report.ts';
import { StepLog, type LogSink } from '../src/action/step-log.ts';
import { renderSarif } from '../src/engine/formats/sarif/sarif.ts';
import type { WorkspaceScan } from '../src/engine/scan/scan-workspace.ts';
import type { TreeScan } from '../src/engine/scan/tree-scan.ts';
import type { ScanResult } from '../src/engine/scan/types.ts';

const FINDINGS = 20_000;

function finding(i: number, side: string): ApiFinding {
  return {
    id: `${side}-${i}`,
    detectionId: `D${i % 50}`,
    detectionTitle: 'A detection',
    type: 'terraform',
    result: 'FAILED',
    severityLevel: i % 7 === 0 ? 'CRITICAL' : 'MEDIUM',
    // Reported relative to the stack, uploaded under infra/stacks/: no exact match.
    file: `s${i}/main.tf`,
    resource: `aws_s3_bucket.b${i}`,
    lineRange: [1, 3],
    codeBlock: [[1, `resource "aws_s3_bucket" "b${i}" {`]],
    dashboardURL: undefined,
  };
}

function tree(side: string, shift: number): TreeScan {
  const result: ScanResult = {
    index: 0,
    artifactName: `${side}.zip`,
    scanId: side,
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: undefined,
    findings: Array.from({ length: FINDINGS }, (_, i) => finding(i + shift, side)),
    waitedMs: 0,
    reason: undefined,
    problems: [],
    notes: [],
  };
  const paths = Array.from({ length: FINDINGS + shift }, (_, i) => `infra/stacks/s${i}/main.tf`);
  return {
    discovery: { files: [], skipped: new Map(), rejected: [], source: 'git', candidates: 0 },
    stopped: [],
    plannedArchives: 1,
    results: [result],
    archives: [],
    uploadedPaths: new Set(paths),
    archiveFiles: new Map(),
    filesByArchive: [],
  };
}

const silent: LogSink = {
  info: () => undefined,
  debug: () => undefined,
  annotate: () => undefined,
  startGroup: () => undefined,
  endGroup: () => undefined,
};

export async function assembleBench(): Promise<void> {
  console.log(`\n== assembling the report of ${FINDINGS} findings (and a base of as many)`);
  const scan: WorkspaceScan = {
    head: tree('head', 1_000),
    base: { status: 'scanned', label: 'main', sha: '0'.repeat(40), tree: tree('base', 0) },
    notes: [],
    text: { source: 'work tree', read: async () => undefined, lines: async () => undefined },
  };
  const origin = {
    repository: 'octo/infra',
    commit: '1'.repeat(40),
    serverUrl: 'https://github.com',
    runUrl: 'https://github.com/octo/infra/actions/runs/1',
    trigger: 'pull_request',
    changeNumber: 7,
  };
  const t0 = performance.now();
  const report = await assembleReport(
    {
      skipDetections: [],
      scanPath: '.',
      suppressions: { file: '.plerion-suppressions.yml', entries: [] },
      failOn: ['CRITICAL', 'HIGH'],
      apiKey: 'key',
      origin,
    },
    scan,
    new StepLog(silent),
    { readLines: async () => undefined, now: new Date() },
  );
  const assembled = performance.now() - t0;
  const mapped = report.findings.filter((f) => f.file !== undefined).length;
  console.log(
    `assemble: ${(assembled / 1000).toFixed(2)} s (${mapped} of ${report.findings.length} findings mapped to uploaded paths, ${report.baseline?.fixed.length ?? 0} fixed); target: < 1 s`,
  );
  const t1 = performance.now();
  renderSarif(report.findings, {
    toolName: 'bench',
    toolVersion: '0',
    informationUri: 'https://example.com',
    category: undefined,
    archiveFile: () => undefined,
  });
  console.log(`SARIF: ${((performance.now() - t1) / 1000).toFixed(2)} s`);
}
