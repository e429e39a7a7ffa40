/**
 * The check run's part of a run: opened when the scan starts (or a notice and the fallback to
 * workflow-command annotations when GitHub refuses), then given every finding and completed with
 * the gate's conclusion and the job summary's text within the check run's limit.
 */
import { describeError } from '../../../errors.ts';
import type { ActionSettings } from '../../inputs.ts';
import type { StepLog } from '../../step-log.ts';
import {
  MAX_CHECK_RUN_SUMMARY_BYTES,
  checkConclusion,
  checkRunName,
  checkRunNotes,
  planCheckRunAnnotations,
} from './check-run-annotations.ts';
import { CheckRun } from './check-run.ts';
import { gitHubSessionFor, type GitHubSession } from '../../github/github-session.ts';
import type { RunReport } from '../../../engine/findings/run-report.ts';
import { renderSummary } from '../../../engine/formats/summary.ts';

/**
 * Opens the check run when `check-run` asks for it and the token may write checks; undefined means
 * the findings go to workflow-command annotations (a refusal says so in one notice).
 */
export async function openCheckRun(
  settings: Pick<ActionSettings, 'surfaces' | 'githubToken' | 'github' | 'scanPath'>,
  log: StepLog,
  now: () => Date,
  session: GitHubSession = gitHubSessionFor(settings),
): Promise<CheckRun | undefined> {
  const { github } = settings;
  if (settings.surfaces.checkRun === 'false') return undefined;
  if (!settings.githubToken) {
    log.info('No check run: there is no github-token; the findings are workflow annotations.');
    return undefined;
  }
  const opening = await CheckRun.open({
    client: await session.client(),
    name: checkRunName(github, settings.scanPath),
    headSha: github.headSha,
    detailsUrl: `${github.serverUrl}/${github.repository}/actions/runs/${github.runId}`,
    now,
  });
  if (opening.kind === 'opened') {
    log.info(
      `Check run started: ${opening.checkRun.url ?? checkRunName(github, settings.scanPath)}`,
    );
    return opening.checkRun;
  }
  const fix =
    opening.kind === 'refused'
      ? ' Give the job `permissions: checks: write` to see every finding on a check run, or set check-run: false.'
      : '';
  // Asked for outright (`check-run: true`), a refusal is worth a warning; on `auto`, a notice.
  log.annotate(
    settings.surfaces.checkRun === 'true' ? 'warning' : 'notice',
    `No check run (${opening.unreachable ? opening.reason : `GitHub answered ${opening.reason}`}): the findings are shown as workflow annotations, which GitHub caps at 10 per level.${fix}`,
  );
  return undefined;
}

/** Sends the findings to the check run and completes it; never throws. */
export async function publishCheckRun(options: {
  checkRun: CheckRun;
  report: RunReport;
  settings: Pick<ActionSettings, 'surfaces' | 'onServiceError' | 'annotations'>;
  log: StepLog;
  /** Set after an unexpected error: the check run fails whatever the findings say. */
  unexpected?: boolean;
}): Promise<void> {
  const { checkRun, report, settings, log } = options;
  // `annotations: false`: the check run keeps its summary and conclusion, without annotations.
  const cap = settings.annotations ? settings.surfaces.checkRunAnnotations : 0;
  const plan = planCheckRunAnnotations(report.findings, cap);
  const summary = renderSummary(
    {
      ...report,
      notes: settings.annotations ? [...report.notes, ...checkRunNotes(plan, cap)] : report.notes,
    },
    MAX_CHECK_RUN_SUMMARY_BYTES,
  );
  const conclusion = options.unexpected
    ? 'failure'
    : checkConclusion(report, settings.onServiceError);
  let reason = report.reason;
  try {
    // The batches carry a short summary: the full one goes once, with the conclusion.
    const sent = await checkRun.annotate(plan.annotations, {
      title: 'Annotating',
      summary: `Sending ${plan.annotations.length} annotations; the summary follows when done.`,
    });
    log.info(
      `Check run: ${sent} annotations sent, ${plan.annotations.length - sent} already there.`,
    );
  } catch (error) {
    reason = `${reason}; some annotations could not be sent (${describeError(error)})`;
    log.annotate('warning', `Could not annotate the check run: ${describeError(error)}`, {}, true);
  } finally {
    await checkRun.complete(log, { conclusion, title: reason, summary });
  }
}
