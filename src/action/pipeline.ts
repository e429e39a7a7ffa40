/**
 * What `run.ts` loads once the inputs are read (start-up stays small): the engine's pipeline and
 * the surfaces; the dry run's recipe, and the real clock and git the code scanning upload runs on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createGitCli } from '../engine/git/git.ts';
import { asSentence } from '../sentence.ts';
import type { ActionSettings } from './inputs.ts';
import { ACTION_KNOBS } from './knobs.ts';
import { setOutputs } from './outputs.ts';
import { changeRequestOf } from './pull-request/change-request.ts';
import type { StepLog } from './step-log.ts';
import type { CodeScanningPorts } from './surfaces/code-scanning/code-scanning.ts';
import type { Progress } from './unexpected.ts';

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
export async function dryRunAndReport(settings: ActionSettings, log: StepLog, progress: Progress) {
  const { runScan, publishRun } = await loadPipeline();
  const change = changeRequestOf(settings.github, undefined);
  const { scan, report } = await runScan(settings, { log, knobs: ACTION_KNOBS, change }, progress);
  const quiet = { ...settings, prComment: false, trackingIssue: 'false' as const };
  const files = await publishRun(quiet, report, log, {
    archiveFile: (name) => scan?.head.archiveFiles.get(name),
    text: scan?.text.read,
    session: progress.github,
  });
  log.notice(`${asSentence(`Plerion IaC scan ${report.reason}`)} See the job summary.`);
  setOutputs(report, scan, files);
}

/** The real clock and git for the code scanning upload. */
export function surfacePorts(settings: ActionSettings): CodeScanningPorts {
  return {
    sleep: (ms) => sleep(ms),
    now: () => Date.now(),
    checkedOut: async () => {
      const { checkedOutCommit } = await import('./surfaces/code-scanning/checked-out.ts');
      return checkedOutCommit(createGitCli(), settings.workspace);
    },
  };
}
