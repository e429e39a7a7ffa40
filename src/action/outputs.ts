/**
 * The step's outputs, set once per run from the report (or from nothing, when the inputs were
 * refused): `result` is `error` unless a report says otherwise, and an output names a file only
 * when the file exists, so a later step guarded on it finds the file.
 */
import * as fs from 'node:fs';
import * as core from '@actions/core';
import { newFindings, type RunReport } from '../engine/findings/run-report.ts';
import type { WorkspaceScan } from '../engine/scan/scan-workspace.ts';
import { forLog } from '../sanitize.ts';
import { SEVERITIES, zeroCounts } from '../severity.ts';
import type { Published } from './surfaces/publish-run.ts';

function isFile(file: string | undefined): file is string {
  return file !== undefined && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

export function setOutputs(
  report: RunReport | undefined,
  scan: WorkspaceScan | undefined,
  files: Published,
): void {
  const counts = report?.counts ?? zeroCounts();
  // A dry run sent nothing: no scan and no archive name is an output (its archives were kept).
  const results = report?.dryRun === true ? [] : (scan?.head.results ?? []);
  const ids = results.map((r) => forLog(r.scanId ?? '', 200));
  core.setOutput('result', report?.verdict ?? 'error');
  core.setOutput('scan-ids', ids.join(','));
  core.setOutput('artifact-names', results.map((r) => r.artifactName).join(','));
  core.setOutput('failed-count', report?.findings.length ?? 0);
  for (const severity of SEVERITIES)
    core.setOutput(`${severity.toLowerCase()}-count`, counts[severity]);
  core.setOutput('passed-count', report?.passed ?? 0);
  const compared = report?.baseline?.status === 'compared';
  core.setOutput('new-count', compared ? newFindings(report.findings).length : '');
  core.setOutput('fixed-count', compared ? report.baseline?.fixed.length : '');
  core.setOutput('suppressed-count', report?.findings.filter((f) => f.suppression).length ?? 0);
  // Only files that exist: a later upload-sarif step guarded on the output must find the file.
  core.setOutput('sarif-file', isFile(files.sarifFile) ? files.sarifFile : '');
  core.setOutput('report-file', isFile(files.reportFile) ? files.reportFile : '');
  core.setOutput('sarif-id', files.codeScanning?.sarifId ?? '');
  core.setOutput('code-scanning-url', files.codeScanning?.url ?? '');
}
