/**
 * run(): settings, real adapters, the scan, the reporters, the outputs, then the verdict.
 * Reports are written before the job is failed, also after an unexpected error once the inputs
 * were read; an output names a file only when the file exists.
 */
import * as fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import * as core from '@actions/core';
import { ConfigurationError, describeError, PullRequestError } from '../errors.ts';
import { errorReport } from '../engine/findings/error-report.ts';
import { readSettings, type Settings } from './inputs.ts';
import { StepLog } from '../log.ts';
import { toolkitSink } from './step-log.ts';
import type { Published } from './surfaces/publish-run.ts';
import { newFindings, type RunReport } from '../engine/findings/run-report.ts';
import { serviceErrorPolicy } from '../engine/findings/unjudged-gate.ts';
import { forLog, forMarkdown } from '../sanitize.ts';
import type { WorkspaceScan } from '../engine/scan/scan-workspace.ts';
import { SEVERITIES, zeroCounts } from '../severity.ts';
import { createGitCli } from '../engine/git/git.ts';
import { relativePosix } from '../paths.ts';
import { TOOL_NAME, TOOL_VERSION } from '../version.ts';
import type { CodeScanningPorts } from './surfaces/code-scanning/code-scanning.ts';
import type { CheckRun } from './surfaces/check-run/check-run.ts';
import { holdVerdictSlot } from './surfaces/step/annotation-room.ts';

function isFile(file: string | undefined): file is string {
  return file !== undefined && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

function setOutputs(
  report: RunReport | undefined,
  scan: WorkspaceScan | undefined,
  files: Published,
): void {
  const counts = report?.counts ?? zeroCounts();
  const results = scan?.head.results ?? [];
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

/** What the run knew when it stopped: an unexpected error still reports what was read. */
interface Progress {
  /** The settings the run went on with (a privileged event's point at its pull request). */
  settings?: Settings;
  /** The scanned commit's files, on a privileged event (the SARIF's line hashes). */
  scannedText?: ((file: string) => Promise<string | undefined>) | undefined;
  scan?: WorkspaceScan;
  report?: RunReport;
  checkRun?: CheckRun | undefined;
}

/** The scan and the reporters, loaded once the inputs are read (start-up stays small). */
async function loadPipeline() {
  const [pr, checkRun, api, http, workspace, assemble, lines, publish] = await Promise.all([
    import('./pull-request/pull-request-run.ts'),
    import('./surfaces/check-run/check-run-publish.ts'),
    import('../engine/api/code-security.ts'),
    import('../engine/api/http-client.ts'),
    import('../engine/scan/scan-workspace.ts'),
    import('../engine/findings/assemble-report.ts'),
    import('../engine/suppressions/line-reader.ts'),
    import('./surfaces/publish-run.ts'),
  ]);
  return {
    settingsForPullRequest: pr.settingsForPullRequest,
    ignoreWarnWhenPrivileged: pr.ignoreWarnWhenPrivileged,
    scannedTextOf: pr.scannedTextOf,
    describePullRequestScan: pr.describePullRequestScan,
    pullRequestSuppressionsFor: pr.pullRequestSuppressionsFor,
    openCheckRun: checkRun.openCheckRun,
    createCodeSecurityApi: api.createCodeSecurityApi,
    HttpClient: http.HttpClient,
    scanWorkspace: workspace.scanWorkspace,
    assembleReport: assemble.assembleReport,
    createLineReader: lines.createLineReader,
    publishRun: publish.publishRun,
  };
}

/**
 * A dry run: discovery and packing as a real run does them, nothing uploaded, no key; the summary
 * and the JSON report list what would be sent, and nothing is said on GitHub beyond the step.
 */
async function dryRunAndReport(
  settings: Settings,
  log: StepLog,
  progress: Progress,
): Promise<void> {
  const [{ dryRunWorkspace }, { dryRunReport }, { assembleReport }, lines, { publishRun }] =
    await Promise.all([
      import('../engine/scan/dry-run.ts'),
      import('../engine/findings/dry-run-report.ts'),
      import('../engine/findings/assemble-report.ts'),
      import('../engine/suppressions/line-reader.ts'),
      import('./surfaces/publish-run.ts'),
    ]);
  const scan = await dryRunWorkspace(settings, log);
  progress.scan = scan;
  const assembled = await assembleReport(settings, scan, log, {
    readLines: lines.createLineReader(settings.workspace),
    now: new Date(),
  });
  const report = dryRunReport(assembled, scan);
  progress.report = report;
  const quiet = { ...settings, prComment: false, trackingIssue: 'false' as const };
  const files = await publishRun(quiet, report, log, {
    archiveFile: (name) => scan.head.archiveFiles.get(name),
  });
  log.notice(`Plerion IaC scan ${report.reason}. See the job summary.`);
  setOutputs(report, scan, files);
}

async function scanAndReport(given: Settings, log: StepLog, progress: Progress): Promise<void> {
  if (given.dryRun) return dryRunAndReport(given, log, progress);
  const {
    settingsForPullRequest,
    ignoreWarnWhenPrivileged,
    scannedTextOf,
    describePullRequestScan,
    pullRequestSuppressionsFor,
    openCheckRun,
    createCodeSecurityApi,
    HttpClient,
    scanWorkspace,
    assembleReport,
    createLineReader,
    publishRun,
  } = await loadPipeline();
  // Pull requests from forks (issue 21): a privileged event scans its verified pull request.
  const resolved = await settingsForPullRequest(given);
  const { pullRequest } = resolved;
  const settings = ignoreWarnWhenPrivileged(resolved.settings, log);
  progress.settings = settings;
  progress.scannedText = pullRequest && scannedTextOf(settings, pullRequest);
  if (pullRequest) log.info(describePullRequestScan(pullRequest));
  let scan: WorkspaceScan | undefined;
  progress.checkRun = await openCheckRun(settings, log, () => new Date());
  if (settings.apiKey === '') {
    log.notice(
      'Skipping the IaC scan: no api-key on a pull request from a fork or Dependabot, which get no secrets.',
    );
  } else {
    const ports = {
      sleep: (ms: number, signal?: AbortSignal) =>
        sleep(ms, undefined, { signal }).catch(() => undefined),
      now: () => Date.now(),
      random: Math.random,
    };
    const http = new HttpClient({
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      ...ports,
      log: (m) => log.info(m),
    });
    scan = await scanWorkspace(settings, {
      api: createCodeSecurityApi(http, ports.now),
      ...ports,
      log,
      ...(pullRequest && { pullRequest }),
    });
    if (pullRequest) scan = { ...scan, notes: [...pullRequest.notes, ...scan.notes] };
    progress.scan = scan;
    if (scan.head.discovery.files.length === 0)
      log.notice(`No IaC files found under ${settings.scanPath}: nothing was uploaded.`);
  }
  const report = await assembleReport(settings, scan, log, {
    readLines: createLineReader(settings.workspace),
    now: new Date(),
    pullRequest: await pullRequestSuppressionsFor(settings, { pullRequest }),
  });
  progress.report = report;
  holdVerdictSlot(log, report.verdict, serviceErrorPolicy(report, settings.onServiceError));
  const files = await publishRun(settings, report, log, {
    archiveFile: (name) => scan?.head.archiveFiles.get(name),
    scannedText: progress.scannedText,
    codeScanning: surfacePorts(settings),
    checkRun: progress.checkRun,
    git: createGitCli(),
  });
  setOutputs(report, scan, files);
  announceVerdict(settings, report, log);
}

/** The real clock and git for the code scanning upload. */
function surfacePorts(settings: Settings): CodeScanningPorts {
  return {
    sleep: (ms) => sleep(ms),
    now: () => Date.now(),
    checkedOut: async () => {
      const { checkedOutCommit } = await import('./surfaces/code-scanning/checked-out.ts');
      return checkedOutCommit(createGitCli(), settings.workspace);
    },
  };
}

function announceVerdict(settings: Settings, report: RunReport, log: StepLog): void {
  if (report.verdict === 'fail') {
    const sarif = relativePosix(settings.workspace, settings.sarifFile);
    failStep(
      log,
      `Plerion IaC scan failed: ${report.reason}. See the annotations, the job summary or ${sarif}.`,
    );
  } else if (report.verdict === 'error') {
    const message = `Plerion IaC scan: ${report.reason}`;
    if (serviceErrorPolicy(report, settings.onServiceError) === 'warn')
      log.annotate('warning', `${message} (on-service-error: warn, so the job goes on)`, {}, true);
    else failStep(log, message);
  } else log.info(`Plerion IaC scan ${report.verdict}: ${report.reason}.`);
}

function failStep(log: StepLog, message: string): void {
  process.exitCode = core.ExitCode.Failure;
  log.annotate('error', message, {}, true);
}

/**
 * Reports after an unexpected error: the assembled report when there was one (its verdict stays
 * fail when gated findings were read, else becomes error), else an empty one; never complete.
 * The files, the summary and the pull-request comment are written (the comment must not keep an
 * earlier head's verdict), but no tracking issue (the run is not one to act on); outputs name only
 * files that exist. A pull request that could not be verified gets no comment: its run is not
 * about the pull request's current head.
 */
async function reportUnexpected(
  given: Settings,
  log: StepLog,
  error: unknown,
  progress: Progress,
): Promise<void> {
  const settings = progress.settings ?? given;
  const reason =
    error instanceof PullRequestError
      ? error.message
      : `the action failed unexpectedly: ${describeError(error)}`;
  const report = errorReport(settings, reason, progress.report);
  let files: Published = { sarifFile: undefined, reportFile: undefined };
  // The job fails with an error annotation after this: its slot is held.
  holdVerdictSlot(log, 'fail', settings.onServiceError);
  const afterError: Settings = {
    ...settings,
    prComment: settings.prComment && !(error instanceof PullRequestError),
    trackingIssue: 'false',
  };
  const { publishRun, publishOnGitHub } = await import('./surfaces/publish-run.ts');
  try {
    files = await publishRun(afterError, report, log, {
      archiveFile: (name) => progress.scan?.head.archiveFiles.get(name),
      scannedText: progress.scannedText,
      checkRun: progress.checkRun,
      unexpected: true,
    });
  } catch (publishError) {
    log.debug(`writing the reports failed too: ${describeError(publishError)}`);
    // It failed before the comment (every later place is guarded): the comment still says error.
    await publishOnGitHub(afterError, report, log).catch((commentError: unknown) =>
      log.debug(`the comment failed too: ${describeError(commentError)}`),
    );
  }
  // Never left in progress, whatever failed on the way.
  await progress.checkRun?.complete(log, {
    conclusion: 'failure',
    title: reason,
    summary: `Plerion IaC scan: ${forMarkdown(reason, 2_000)}`,
  });
  setOutputs(report, progress.scan, files);
}

export async function run(): Promise<void> {
  const log = new StepLog(toolkitSink);
  log.info(`${TOOL_NAME} ${TOOL_VERSION}`);
  let settings: Settings;
  try {
    settings = await readSettings();
  } catch (error) {
    setOutputs(undefined, undefined, { sarifFile: undefined, reportFile: undefined });
    const message =
      error instanceof ConfigurationError
        ? error.message
        : `Plerion IaC scan failed unexpectedly: ${describeError(error)}`;
    failStep(log, message);
    return;
  }
  // GitHub drops annotations past 10 per level: while scanning, keep one error for the verdict and
  // two warnings for what publishing may have to say; once the verdict is known only its own slot
  // is held (holdVerdictSlot), so the findings get every other one.
  log.reserve('error', 1);
  log.reserve('warning', 2);
  const progress: Progress = {};
  try {
    await scanAndReport(settings, log, progress);
  } catch (error) {
    if (error instanceof Error && error.stack) log.debug(error.stack);
    await reportUnexpected(settings, log, error, progress);
    failStep(
      log,
      error instanceof PullRequestError
        ? `Plerion IaC scan: ${error.message}`
        : `Plerion IaC scan failed unexpectedly: ${describeError(error)}`,
    );
  }
}
