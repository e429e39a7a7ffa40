/**
 * One measured report phase in a fresh process (so its peak RSS is its own): N synthetic FAILED
 * findings, shaped as the service sends them (code blocks, dashboard links), assembled into a run
 * report and written as the action writes it: the SARIF file planned then streamed, the JSON
 * report streamed, the annotations planned and the job summary rendered. Prints one JSON line.
 */
import '../src/heap.ts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Settings } from '../src/action/inputs.ts';
import { planAnnotations } from '../src/action/surfaces/step/annotations.ts';
import { describeHoldings } from '../src/engine/formats/holdings.ts';
import { writeJsonReport } from '../src/engine/formats/json-report.ts';
import type { ReportedFinding, RunReport } from '../src/engine/findings/run-report.ts';
import { planSarif, sarifChunks } from '../src/engine/formats/sarif/sarif.ts';
import { renderSummary, SUMMARY_FINDINGS } from '../src/engine/formats/summary.ts';
import { writeChunksAtomic } from '../src/engine/formats/text-sink.ts';
import type { Severity } from '../src/severity.ts';

const [count, out] = process.argv.slice(2);
if (!count || !out) throw new Error('usage: report-phase.ts <findings> <output folder>');
const total = Number(count);
const SEVERITIES: Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];

function finding(i: number): ReportedFinding {
  const severity = SEVERITIES[Math.floor((i / total) * 4)] ?? 'LOW';
  const file = `modules/m${i % 500}/main${i % 7}.tf`;
  const line = (i % 300) + 1;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    detectionId: `PLERION-TF-RULE-${i % 40}`,
    title: `Rule ${i % 40} is not met by this resource`,
    severity,
    file,
    reportedFile: `/${file}`,
    normalizedFile: file,
    startLine: line,
    endLine: line + 3,
    hasLines: true,
    codeBlock: [0, 1, 2, 3].map((k) => [line + k, `  attribute_${k} = "value-${i}"\n`] as const),
    resource: `aws_s3_bucket.bucket_${i}`,
    type: 'terraform',
    scanId: '7d3f1c52-0b7e-4a51-9d6a-2f0a4c1e9b11',
    artifactName: 'bench-1.zip',
    dashboardUrl: `https://au.api.plerion.com/shift-left/scans/x/finding/${i}`,
    fingerprint: `fp${i.toString(16).padStart(16, '0')}`,
    baselineState: undefined,
    suppression: undefined,
  };
}

const t0 = performance.now();
const findings = Array.from({ length: total }, (_, i) => finding(i));
const counts = { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 } as Record<Severity, number>;
for (const f of findings) counts[f.severity]++;
const report = {
  verdict: 'fail',
  reason: `${total} findings`,
  failOn: ['CRITICAL', 'HIGH'],
  gated: counts.CRITICAL + counts.HIGH,
  findings,
  counts,
  passed: 0,
  skippedByDetection: 0,
  problems: [],
  baseline: undefined,
  suppressions: { file: '.plerion-ignore.yml', expired: [], unused: [] },
  archives: [],
  scanPath: '.',
  notes: [],
  origin: {
    repository: 'octo/infra',
    serverUrl: 'https://github.com',
    runUrl: 'https://github.com/octo/infra/actions/runs/1',
    commit: 'a',
    trigger: '',
    changeNumber: undefined,
  },
} as unknown as RunReport;
const settings = { origin: report.origin } as unknown as Settings;
const assembled = performance.now();
const rssAfterFindingsMb = process.memoryUsage().rss / 1e6;
const options = {
  toolName: 'bench',
  toolVersion: '0',
  informationUri: 'https://example.com',
  category: undefined,
  archiveFile: () => undefined,
};
const steps: Record<string, number> = {};
const step = (name: string): void => {
  steps[name] = Math.round(process.memoryUsage().rss / 1e6);
};
const plan = planSarif(findings, options);
step('planned');
const holdings = describeHoldings({
  total,
  inSarif: total - plan.omitted,
  inSummary: Math.min(total, SUMMARY_FINDINGS),
});
planAnnotations(findings, { error: 9, warning: 10, notice: 10 }, holdings);
step('annotations');
const sarifFile = path.join(out, 'results.sarif');
const reportFile = path.join(out, 'report.json');
await writeChunksAtomic(sarifFile, sarifChunks(findings, options, plan));
step('sarif');
await writeJsonReport(reportFile, { ...report, notes: [holdings] }, settings, '0');
step('json');
const summary = renderSummary(report);
step('summary');
const t1 = performance.now();
console.log(
  JSON.stringify({
    findings: total,
    generateMs: assembled - t0,
    reportMs: t1 - assembled,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    rssAfterFindingsMb,
    rssByStepMb: steps,
    sarifResults: total - plan.omitted,
    sarifBytes: fs.statSync(sarifFile).size,
    reportBytes: fs.statSync(reportFile).size,
    summaryChars: summary.length,
    holdings,
  }),
);
