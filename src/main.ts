/**
 * run(): settings, real adapters, the scan, the reporters, the outputs, then the verdict.
 * Reports are always written before the job is failed; every output is set in every outcome.
 */
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as core from '@actions/core';
import { DefaultArtifactClient } from '@actions/artifact';
import { createCodeSecurityApi } from './api/code-security.ts';
import { HttpClient } from './api/http-client.ts';
import { ConfigurationError, describeError } from './errors.ts';
import { readSettings, type Settings } from './inputs.ts';
import { planAnnotations } from './report/annotations.ts';
import { buildFindings, type FindingsModel } from './report/findings.ts';
import { createIssueCommentsApi, publishComment } from './report/github-comments.ts';
import { renderJsonReport } from './report/json-report.ts';
import { commentMarker, renderComment } from './report/pr-comment.ts';
import {
  writeAnnotations,
  writeFileAtomic,
  writeJobSummary,
} from './report/publish.ts';
import { gatedCount, type RunReport, type Verdict } from './report/run-report.ts';
import { renderSarif } from './report/sarif.ts';
import { renderSummary } from './report/summary.ts';
import { scanWorkspace, type WorkspaceScan } from './scan-workspace.ts';
import { SEVERITIES, zeroCounts } from './severity.ts';
import { TOOL_NAME, TOOL_URI, TOOL_VERSION } from './version.ts';
import { plural } from './plural.ts';

/** The verdict. Gated findings fail the job even when another archive's scan did not complete:
 *  what was found is real, and on-service-error must not turn it green. */
function decide(
  settings: Settings,
  scan: WorkspaceScan | undefined,
  model: FindingsModel,
): { verdict: Verdict; reason: string; gated: number } {
  const gated = gatedCount(model, settings.failOn);
  if (!scan) {
    const reason =
      'no API key on a pull request from a fork or Dependabot (they get no secrets); nothing was uploaded';
    return { verdict: 'skipped', reason, gated };
  }
  const incomplete = scan.serviceError
    ? `the scan could not complete: ${scan.serviceError}`
    : undefined;
  if (gated > 0) {
    const which = settings.failOn
      .filter((s) => model.counts[s] > 0)
      .map((s) => `${model.counts[s]} ${s}`)
      .join(', ');
    const reason = `${plural(gated, 'finding')} at a fail-on severity (${which})`;
    return {
      verdict: 'fail',
      reason: incomplete ? `${reason}; also, ${incomplete}` : reason,
      gated,
    };
  }
  if (incomplete) return { verdict: 'error', reason: incomplete, gated };
  if (scan.archives.length === 0) {
    const reason =
      (scan.discovery?.files.length ?? 0) > 0
        ? 'every IaC file found is larger than max-archive-size; nothing was uploaded'
        : 'no IaC files found to scan; nothing was uploaded';
    return { verdict: 'skipped', reason, gated };
  }
  const failed = model.findings.length;
  const reason = `${plural(failed, 'finding')}, none at a fail-on severity (${settings.failOn.join(', ') || 'none'})`;
  return { verdict: 'pass', reason, gated };
}

async function uploadReportArtifact(settings: Settings, files: string[]): Promise<void> {
  if (!settings.uploadArtifact) return;
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    core.info(
      'Not uploading the reports as a workflow artifact: the Actions runtime is not available here.',
    );
    return;
  }
  try {
    const name = `iac-scan-${settings.artifactBase}`;
    await new DefaultArtifactClient().uploadArtifact(name, files, path.dirname(settings.sarifFile));
    core.info(`Uploaded the reports as the workflow artifact ${name}.`);
  } catch (error) {
    core.warning(`Could not upload the reports as a workflow artifact: ${describeError(error)}`);
  }
}

async function publish(settings: Settings, report: RunReport): Promise<void> {
  const notes = [...report.notes];
  if (settings.annotations) {
    const { annotations, overflow } = planAnnotations(report.model.findings);
    writeAnnotations(annotations, overflow);
    if (overflow) notes.push(`GitHub shows 10 annotations of each level per step: ${overflow}`);
  }
  const sarif = renderSarif(report.model.findings, {
    toolName: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    informationUri: TOOL_URI,
    category: settings.sarifCategory,
  });
  if (sarif.omitted > 0) {
    notes.push(
      `${sarif.omitted} least severe findings were left out of the SARIF file to stay within code scanning's limits; the JSON report has them all.`,
    );
  }
  const full = { ...report, notes };
  await writeFileAtomic(settings.sarifFile, sarif.json);
  await writeFileAtomic(settings.reportFile, renderJsonReport(full, settings, TOOL_VERSION));
  core.info(`SARIF file: ${settings.sarifFile}`);
  core.info(`JSON report: ${settings.reportFile}`);
  await writeJobSummary(renderSummary(full));
  const { github } = settings;
  if (settings.prComment && github.pullRequestNumber !== undefined && settings.githubToken) {
    const marker = commentMarker(github, full.scanPath);
    await publishComment({
      api: createIssueCommentsApi({
        token: settings.githubToken,
        repository: github.repository,
        issueNumber: github.pullRequestNumber,
        baseUrl: github.apiUrl,
      }),
      marker,
      body: renderComment(full, marker),
      untrusted: github.isUntrustedPullRequest,
    });
  }
  await uploadReportArtifact(settings, [settings.sarifFile, settings.reportFile]);
}

function setOutputs(
  settings: Settings | undefined,
  result: Verdict,
  scan: WorkspaceScan | undefined,
  model: FindingsModel | undefined,
): void {
  const counts = model?.counts ?? zeroCounts();
  core.setOutput('result', result);
  core.setOutput('scan-ids', scan?.archives.map((a) => a.scanId ?? '').join(',') ?? '');
  core.setOutput('artifact-names', scan?.archives.map((a) => a.name).join(',') ?? '');
  core.setOutput('failed-count', model?.findings.length ?? 0);
  for (const severity of SEVERITIES)
    core.setOutput(`${severity.toLowerCase()}-count`, counts[severity]);
  core.setOutput('passed-count', model?.passed ?? 0);
  core.setOutput('sarif-file', settings?.sarifFile ?? '');
  core.setOutput('report-file', settings?.reportFile ?? '');
}

export async function run(): Promise<void> {
  let settings: Settings | undefined;
  try {
    settings = readSettings();
    const ports = {
      sleep: (ms: number) => sleep(ms),
      now: () => Date.now(),
      random: Math.random,
      log: (message: string) => core.info(message),
    };
    let scan: WorkspaceScan | undefined;
    if (settings.apiKey === '') {
      core.notice(
        'Skipping the IaC scan: no api-key on a pull request from a fork or Dependabot, which get no secrets.',
      );
    } else {
      const http = new HttpClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, ...ports });
      scan = await scanWorkspace(settings, { api: createCodeSecurityApi(http), ...ports });
      if (scan.discovery?.files.length === 0)
        core.notice(`No IaC files found under ${settings.scanRoot}: nothing was uploaded.`);
    }
    const model = buildFindings(
      scan?.scans ?? [],
      scan?.uploadedPaths ?? new Set(),
      settings.skipDetections,
    );
    const { verdict, reason, gated } = decide(settings, scan, model);
    const scanPath =
      path.relative(settings.workspace, settings.scanRoot).split(path.sep).join('/') || '.';
    await publish(settings, {
      verdict,
      reason,
      failOn: settings.failOn,
      gated,
      model,
      archives: scan?.archives ?? [],
      scanPath,
      notes: scan?.notes ?? [],
      github: settings.github,
    });
    setOutputs(settings, verdict, scan, model);
    if (verdict === 'fail') {
      core.setFailed(
        `Plerion IaC scan failed: ${reason}. See the annotations, the job summary or ${path.relative(settings.workspace, settings.sarifFile)}.`,
      );
    } else if (verdict === 'error') {
      const message = `Plerion IaC scan: ${reason}`;
      if (settings.onServiceError === 'warn')
        core.warning(`${message} (on-service-error: warn, so the job goes on)`);
      else core.setFailed(message);
    } else core.info(`Plerion IaC scan ${verdict}: ${reason}.`);
  } catch (error) {
    setOutputs(settings, 'error', undefined, undefined);
    if (error instanceof ConfigurationError) core.setFailed(error.message);
    else {
      core.setFailed(`Plerion IaC scan failed unexpectedly: ${describeError(error)}`);
      if (error instanceof Error && error.stack) core.debug(error.stack);
    }
  }
}
