/**
 * run(), the Action as a recipe: 1 the inputs and the configuration file, 2 on a privileged event
 * the verified pull request (its commits are scanned, `warn` and `apply` ignored), 3 the check run
 * opened, 4 the engine's pipeline (`runScan`: discover, pack, upload, wait, compare, suppress,
 * decide), 5 every surface from its report, 6 the outputs and the verdict. Reports are written
 * before the job is failed, also after an unexpected error once the inputs were read
 * (`unexpected.ts`).
 */
import { describeError, PullRequestError } from '../errors.ts';
import { createGitCli } from '../engine/git/git.ts';
import { serviceErrorPolicy } from '../engine/findings/unjudged-gate.ts';
import { TOOL_NAME, TOOL_VERSION } from '../version.ts';
import { announceConfig, summarizeConfig } from './config/show-config.ts';
import { gitHubSessionFor } from './github/github-session.ts';
import type { ActionSettings } from './inputs.ts';
import { ACTION_KNOBS } from './knobs.ts';
import { setOutputs } from './outputs.ts';
import { changeRequestOf } from './pull-request/change-request.ts';
import { StepLog, toolkitSink } from './step-log.ts';
import { holdVerdictSlot } from './surfaces/step/annotation-room.ts';
import { reportUnexpected, type Progress } from './unexpected.ts';
import * as pipeline from './pipeline.ts';
import { announceVerdict, failStep } from './verdict-step.ts';

async function scanAndReport(
  given: ActionSettings,
  log: StepLog,
  progress: Progress,
  clock: pipeline.Clock,
): Promise<void> {
  if (given.dryRun) return pipeline.dryRunAndReport(given, log, progress, clock);
  const { pr, pullRequestFiles, openCheckRun, runScan, publishRun } = await pipeline.loadPipeline();
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
  progress.checkRun = await openCheckRun(settings, log, () => new Date(clock.now()), github);
  if (settings.apiKey === '')
    log.notice(
      'Skipping the IaC scan: no api-key on a pull request from a fork or Dependabot, which get no secrets.',
    );
  // 4. The engine's pipeline. The one place the run meets its pull request: the change judged.
  const change = settings.apiKey === '' ? undefined : changeRequestOf(settings.github, pullRequest);
  const { scan, report: scanned } = await runScan(
    settings,
    {
      log,
      ...clock,
      knobs: ACTION_KNOBS,
      change,
      commit: pullRequest?.head,
      notes: pullRequest?.notes,
      // When git cannot reach the base: the pull request's files, from GitHub's API.
      listChanges: pullRequestFiles(settings, github),
    },
    progress,
  );
  const report = await pipeline.withConfig(scanned, settings, progress, pullRequest?.head.sha);
  // 5. Every surface, then 6. the outputs and the verdict.
  holdVerdictSlot(log, report.verdict, serviceErrorPolicy(report, settings.onServiceError));
  const files = await publishRun(settings, report, log, {
    archiveFile: (name) => scan?.head.archiveFiles.get(name),
    text: scan?.text.read,
    codeScanning: pipeline.surfacePorts(settings, clock),
    checkRun: progress.checkRun,
    git: createGitCli(),
    session: github,
  });
  setOutputs(report, scan, files);
  announceVerdict(settings, report, log);
}

/** Runs the Action: reads its inputs from the environment, and sets its outputs and exit code. */
export async function run(ports: pipeline.RunPorts = {}): Promise<void> {
  const clock = pipeline.clockOf(ports);
  const log = new StepLog(toolkitSink);
  log.info(`${TOOL_NAME} ${TOOL_VERSION}`);
  // 1. The inputs: a bad one is one error line, and nothing is uploaded.
  const read = await pipeline.readInputsOrFail(log);
  if (read === undefined) return;
  const { settings, config } = read;
  // GitHub drops annotations past 10 per level: while scanning, keep one error for the verdict and
  // two warnings for what publishing may have to say; once the verdict is known only its own slot
  // is held (holdVerdictSlot), so the findings get every other one.
  log.reserve('error', 1);
  log.reserve('warning', 2);
  // One GitHub client for the whole run (the lookup, the check run, every surface).
  const progress: Progress = {
    github: gitHubSessionFor(settings, (message) => log.info(message), {
      now: clock.now,
      pacing: ports.github,
    }),
    config,
  };
  try {
    await announceConfig(config, log);
    await scanAndReport(settings, log, progress, clock);
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
  await summarizeConfig(config);
}
