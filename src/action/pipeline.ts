/**
 * What `run.ts` runs beside its recipe: the inputs read (or the step failed); what it loads once
 * they are read (start-up stays small): the engine's pipeline and the surfaces; the dry run's
 * recipe; the run's clock (real unless a caller brings its own) and the git the code scanning
 * upload runs on; the configuration's hash and note on the report.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigurationError, describeError } from '../errors.ts';
import { createGitCli } from '../engine/git/git.ts';
import type { RunReport } from '../engine/findings/run-report.ts';
import type { RunClock } from '../engine/run-scan.ts';
import { asSentence } from '../sentence.ts';
import { configChangeNote } from './config/pull-request-config.ts';
import type { SessionClock } from './github/github-session.ts';
import { readConfiguredSettings, type ActionSettings, type ConfiguredSettings } from './inputs.ts';
import { ACTION_KNOBS } from './knobs.ts';
import { setOutputs } from './outputs.ts';
import { changeRequestOf } from './pull-request/change-request.ts';
import type { StepLog } from './step-log.ts';
import { failStep } from './verdict-step.ts';
import type { CodeScanningPorts } from './surfaces/code-scanning/code-scanning.ts';
import type { Progress } from './unexpected.ts';

/**
 * The clock the run waits on (the scan's polls and retries, code scanning's processing) and
 * GitHub's pacing: real ones unless the caller brings its own (a test's clock).
 */
export interface RunPorts extends RunClock {
  readonly github?: SessionClock['pacing'];
}

/** The clock of `ports`, real where it brings none. */
export function clockOf(ports: RunPorts) {
  return {
    sleep: ports.sleep ?? ((ms: number, signal?: AbortSignal) => realSleep(ms, signal)),
    now: ports.now ?? (() => Date.now()),
  };
}

export type Clock = ReturnType<typeof clockOf>;

const realSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  sleep(ms, undefined, { signal }).catch(() => undefined);

/**
 * The inputs and the configuration file, or, when one is refused, the step failed with one error
 * line, the outputs left empty and undefined: nothing is uploaded.
 */
export async function readInputsOrFail(log: StepLog): Promise<ConfiguredSettings | undefined> {
  try {
    return await readConfiguredSettings();
  } catch (error) {
    setOutputs(undefined, undefined, { sarifFile: undefined, reportFile: undefined });
    const message =
      error instanceof ConfigurationError
        ? error.message
        : `Plerion IaC scan failed unexpectedly: ${describeError(error)}`;
    failStep(log, message);
    return undefined;
  }
}

/** The pipeline and the surfaces, loaded once the inputs are read (start-up stays small). */
export async function loadPipeline() {
  const [pr, files, checkRun, engine, publish] = await Promise.all([
    import('./pull-request/pull-request-run.ts'),
    import('./pull-request/pull-request-files.ts'),
    import('./surfaces/check-run/check-run-publish.ts'),
    import('../engine/run-scan.ts'),
    import('./surfaces/publish-run.ts'),
  ]);
  const { pullRequestFiles } = files;
  return { pr, pullRequestFiles, openCheckRun: checkRun.openCheckRun, ...engine, ...publish };
}

/**
 * A dry run: discovery and packing as a real run does them, nothing uploaded, no key; the summary
 * and the JSON report list what would be sent, and nothing is said on GitHub beyond the step.
 */
export async function dryRunAndReport(
  settings: ActionSettings,
  log: StepLog,
  progress: Progress,
  clock: Clock,
) {
  const { runScan, publishRun } = await loadPipeline();
  const change = changeRequestOf(settings.github, undefined);
  const ports = { log, knobs: ACTION_KNOBS, change, ...clock };
  const { scan, report: scanned } = await runScan(settings, ports, progress);
  const report = { ...scanned, configHash: progress.config?.hash };
  const quiet = { ...settings, prComment: false, trackingIssue: 'false' as const };
  const files = await publishRun(quiet, report, log, {
    archiveFile: (name) => scan?.head.archiveFiles.get(name),
    text: scan?.text.read,
    session: progress.github,
  });
  log.notice(`${asSentence(`Plerion IaC scan ${report.reason}`)} See the job summary.`);
  setOutputs(report, scan, files);
}

/** The report with the configuration's hash, and what the pull request changes in it (a note). */
export async function withConfig(
  report: RunReport,
  settings: ActionSettings,
  progress: Progress,
  privilegedHead: string | undefined,
): Promise<RunReport> {
  const { config } = progress;
  if (config === undefined) return report;
  const note = await configChangeNote({
    config,
    named: config.effective.settings.config.value,
    workspace: settings.workspace,
    github: settings.github,
    ...(privilegedHead !== undefined && { privilegedHead }),
  });
  return {
    ...report,
    configHash: config.hash,
    ...(note !== undefined && { notes: [...report.notes, note] }),
  };
}

/** The run's clock and the real git for the code scanning upload. */
export function surfacePorts(settings: ActionSettings, clock: Clock): CodeScanningPorts {
  return {
    sleep: (ms) => clock.sleep(ms),
    now: () => clock.now(),
    checkedOut: async () => {
      const { checkedOutCommit } = await import('./surfaces/code-scanning/checked-out.ts');
      return checkedOutCommit(createGitCli(), settings.workspace);
    },
  };
}
