/**
 * run(), the Action as a recipe: 1 the inputs, 2 on a privileged event the verified pull request
 * (its commits are scanned, `warn` and `apply` ignored), 3 the check run opened, 4 the engine's
 * pipeline (`runScan`: discover, pack, upload, wait, compare, suppress, decide), 5 every surface
 * from its report, 6 the outputs and the verdict. Reports are written before the job is failed,
 * also after an unexpected error once the inputs were read (`unexpected.ts`).
 */
import { ConfigurationError, describeError, PullRequestError } from '../errors.ts';
import { createGitCli } from '../engine/git/git.ts';
import { serviceErrorPolicy } from '../engine/findings/unjudged-gate.ts';
import { TOOL_NAME, TOOL_VERSION } from '../version.ts';
import { gitHubSessionFor } from './github/github-session.ts';
import { readSettings, type ActionSettings } from './inputs.ts';
import { ACTION_KNOBS } from './knobs.ts';
import { setOutputs } from './outputs.ts';
import { changeRequestOf } from './pull-request/change-request.ts';
import { StepLog, toolkitSink } from './step-log.ts';
import { holdVerdictSlot } from './surfaces/step/annotation-room.ts';
import { reportUnexpected, type Progress } from './unexpected.ts';
import { dryRunAndReport, loadPipeline, surfacePorts } from './pipeline.ts';
import { announceVerdict, failStep } from './verdict-step.ts';

async function scanAndReport(
  given: ActionSettings,
  log: StepLog,
  progress: Progress,
): Promise<void> {
  if (given.dryRun) return dryRunAndReport(given, log, progress);
  const { pr, pullRequestFiles, openCheckRun, runScan, publishRun } = await loadPipeline();
  // 2. Pull requests from forks (issue 21): a privileged event scans its verified pull request.
  const { github } = progress;
  const resolved = await pr.settingsForPullRequest(given, undefined, github);
  const { pullRequest } = resolved;
  const settings = pr.ignoreApplyWhenPrivileged(
    pr.ignoreWarnWhenPrivileged(resolved.settings, log),
    log,
  );
  progress.settings = settings;
  if (pullRequest) log.info(pr.describePullRequestScan(pullRequest));
  // 3. The check run, in progress while the scan runs.
  progress.checkRun = await openCheckRun(settings, log, () => new Date(), github);
  if (settings.apiKey === '')
    log.notice(
      'Skipping the IaC scan: no api-key on a pull request from a fork or Dependabot, which get no secrets.',
    );
  // 4. The engine's pipeline.
  const { scan, report } = await runScan(
    settings,
    {
      log,
      knobs: ACTION_KNOBS,
      // The one place the run meets its pull request: the change the engine judges.
      change: settings.apiKey === '' ? undefined : changeRequestOf(settings.github, pullRequest),
      commit: pullRequest?.head,
      notes: pullRequest?.notes,
      // When git cannot reach the base: the pull request's files, from GitHub's API.
      listChanges: pullRequestFiles(settings, github),
    },
    progress,
  );
  // 5. Every surface, then 6. the outputs and the verdict.
  holdVerdictSlot(log, report.verdict, serviceErrorPolicy(report, settings.onServiceError));
  const files = await publishRun(settings, report, log, {
    archiveFile: (name) => scan?.head.archiveFiles.get(name),
    text: scan?.text.read,
    codeScanning: surfacePorts(settings),
    checkRun: progress.checkRun,
    git: createGitCli(),
    session: github,
  });
  setOutputs(report, scan, files);
  announceVerdict(settings, report, log);
}

export async function run(): Promise<void> {
  const log = new StepLog(toolkitSink);
  log.info(`${TOOL_NAME} ${TOOL_VERSION}`);
  // 1. The inputs: a bad one is one error line, and nothing is uploaded.
  let settings: ActionSettings;
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
  // One GitHub client for the whole run (the lookup, the check run, every surface).
  const progress: Progress = {
    github: gitHubSessionFor(settings, (message) => log.info(message)),
  };
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
