/**
 * What a run that stopped on an unexpected error still does: the reports, the pull-request
 * comment and the check run say `error` for this head (never an earlier head's verdict), from the
 * report assembled so far when there was one, and never as a complete scan.
 */
import type { LoadedConfig } from './config/action-config.ts';
import { describeError, PullRequestError } from '../errors.ts';
import { errorReport } from '../engine/findings/error-report.ts';
import type { RunReport } from '../engine/findings/run-report.ts';
import type { WorkspaceScan } from '../engine/scan/scan-workspace.ts';
import type { StepLog } from './step-log.ts';
import { forMarkdown } from '../sanitize.ts';
import type { ActionSettings } from './inputs.ts';
import { setOutputs } from './outputs.ts';
import type { GitHubSession } from './github/github-session.ts';
import type { CheckRun } from './surfaces/check-run/check-run.ts';
import type { Published } from './surfaces/publish-run.ts';
import { holdVerdictSlot } from './surfaces/step/annotation-room.ts';

/** What the run knew when it stopped: an unexpected error still reports what was read. */
export interface Progress {
  /** The settings the run went on with (a privileged event's point at its pull request). */
  settings?: ActionSettings;
  scan?: WorkspaceScan;
  report?: RunReport;
  checkRun?: CheckRun | undefined;
  /** The run's one GitHub client. */
  github: GitHubSession;
  /** The effective configuration (its hash goes into the reports). */
  config?: LoadedConfig;
}

/**
 * Reports after an unexpected error: the assembled report when there was one (its verdict stays
 * fail when gated findings were read, else becomes error), else an empty one; never complete.
 * The files, the summary and the pull-request comment are written (the comment must not keep an
 * earlier head's verdict), but no tracking issue (the run is not one to act on); outputs name only
 * files that exist. A pull request that could not be verified gets no comment: its run is not
 * about the pull request's current head.
 */
export async function reportUnexpected(
  given: ActionSettings,
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
  const afterError: ActionSettings = {
    ...settings,
    prComment: settings.prComment && !(error instanceof PullRequestError),
    trackingIssue: 'false',
  };
  const { publishRun, publishOnGitHub } = await import('./surfaces/publish-run.ts');
  try {
    files = await publishRun(afterError, report, log, {
      archiveFile: (name) => progress.scan?.head.archiveFiles.get(name),
      text: progress.scan?.text.read,
      checkRun: progress.checkRun,
      unexpected: true,
      session: progress.github,
    });
  } catch (publishError) {
    log.debug(`writing the reports failed too: ${describeError(publishError)}`);
    // It failed before the comment (every later place is guarded): the comment still says error.
    await publishOnGitHub(afterError, report, log, progress.github).catch((commentError: unknown) =>
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
