/**
 * Publishes one run's report everywhere, in an order that keeps GitHub's budgets: the SARIF file
 * and the JSON report, the job summary, the pull-request comment, the tracking issue, the
 * artifact, the code scanning upload, the review, the check run, and last the findings' annotations
 * (none when the check run has them), planned before the summary in the room the step has left
 * (the verdict's slot and publishing's share stay reserved) and written into the slots claimed for
 * them then, so every place gives the same counts. Returns the files written.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { describeError } from '../../errors.ts';
import type { ActionSettings } from '../inputs.ts';
import type { StepLog } from '../step-log.ts';
import { TOOL_NAME, TOOL_URI, TOOL_VERSION } from '../../version.ts';
import { claimAnnotationSlots, describeOverflow, planAnnotations } from './step/annotations.ts';
import { holdPublishingSlots } from './step/annotation-room.ts';
import type { GitHubClient, GitHubPublication } from '../github/github-client.ts';
import { gitHubSessionFor, type GitHubSession } from '../github/github-session.ts';
import { publishComment } from './comments/github-comments.ts';
import { uploadCategory } from './code-scanning/code-scanning-target.ts';
import { readLineHashes, type ReadText } from '../../engine/formats/sarif/sarif-line-hashes.ts';
import { workTreeText } from '../../engine/scan/trees/work-tree.ts';
import type { CodeScanningUpload } from './code-scanning/code-scanning.ts';
import { publishSurfaces, willUploadSarif, type SurfacePorts } from './publish-surfaces.ts';
import { describeHoldings, isCut } from '../../engine/formats/holdings.ts';
import { sarifHoldings, sarifNotes } from '../../engine/formats/sarif/sarif-notes.ts';
import { writeJsonReport } from '../../engine/formats/json-report.ts';
import { commentMarker, issueMarker, renderComment, renderIssue } from './comments/pr-comment.ts';
import { uploadReportArtifact, writeAnnotations, writeJobSummary } from './step/publish.ts';
import type { RunReport } from '../../engine/findings/run-report.ts';
import { linesToHash, planSarif, sarifChunks } from '../../engine/formats/sarif/sarif.ts';
import { renderSummary, summaryListed } from '../../engine/formats/summary.ts';
import { writeChunksAtomic } from '../../engine/formats/text-sink.ts';
import { shouldTrackIssue, syncTrackingIssue } from './comments/tracking-issue.ts';

export interface PublishOptions extends SurfacePorts {
  /** A file of each archive, for findings the service gave no usable path. */
  readonly archiveFile: (artifactName: string) => string | undefined;
  /**
   * The scanned tree's text (the scan's `text`), for the SARIF's line hashes: a privileged run
   * scans a commit, not the workspace (the base branch). The work tree's when there was no scan.
   */
  readonly text?: ReadText | undefined;
}

export interface Published {
  readonly sarifFile: string | undefined;
  readonly reportFile: string | undefined;
  /** The code scanning upload, when the action made one. */
  readonly codeScanning?: CodeScanningUpload | undefined;
}

async function guarded(log: StepLog, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    log.annotate('warning', `Could not write ${what}: ${describeError(error)}`, {}, true);
  }
}

function logPublication(log: StepLog, result: GitHubPublication<string>): void {
  if (result.level === 'info') log.info(result.message);
  else log.annotate(result.level, result.message, {}, true);
}

/** The pull-request comment and the tracking issue, when this run has them; may throw. */
export async function publishOnGitHub(
  settings: ActionSettings,
  report: RunReport,
  log: StepLog,
  session: GitHubSession = gitHubSessionFor(settings, (message) => log.info(message)),
): Promise<void> {
  const { github } = settings;
  const wantsComment = settings.prComment && github.pullRequestNumber !== undefined;
  const wantsIssue = shouldTrackIssue(settings.trackingIssue, github.eventName);
  if (!settings.githubToken || (!wantsComment && !wantsIssue)) return;
  const client: GitHubClient = await session.client();
  if (wantsComment && github.pullRequestNumber !== undefined) {
    const marker = commentMarker(github, report.scanPath);
    logPublication(
      log,
      await publishComment({
        client,
        issueNumber: github.pullRequestNumber,
        marker,
        body: renderComment(report, marker),
        untrusted: github.isUntrustedPullRequest,
      }),
    );
  }
  if (wantsIssue && report.verdict === 'skipped') {
    // A scan that did not happen says nothing about the findings: the issue stays as it is.
    log.info('Tracking issue left as it is: the scan was skipped.');
  } else if (wantsIssue) {
    const marker = issueMarker(github, report.scanPath);
    const { title, body } = renderIssue(report, marker);
    const { gated, complete } = report;
    logPublication(log, await syncTrackingIssue({ client, marker, title, body, gated, complete }));
  }
}

/**
 * The workflow artifact's name: unique per job, scanned folder, SARIF file and run attempt, so a
 * matrix, two steps of one job or a re-run never collide.
 */
export function reportArtifactName(settings: ActionSettings, scanPath: string): string {
  const { github } = settings;
  const key = createHash('sha256')
    .update([github.workflow, github.job, scanPath, settings.sarifFile].join('\u0000'))
    .digest('hex')
    .slice(0, 8);
  return `iac-scan-${settings.artifactBase}-${key}-${github.runAttempt}`;
}

export async function publishRun(
  settings: ActionSettings,
  report: RunReport,
  log: StepLog,
  options: PublishOptions,
): Promise<Published> {
  const notes = [...report.notes];
  const session = options.session ?? gitHubSessionFor(settings, (message) => log.info(message));
  session.startPublishing();
  const uploading = willUploadSarif(settings, report, log, options);
  const sarifOptions = {
    toolName: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    informationUri: TOOL_URI,
    category: uploading
      ? uploadCategory(settings.sarifCategory, report.scanPath)
      : settings.sarifCategory,
    archiveFile: options.archiveFile,
    unjudged: report.unjudged,
    configHash: report.configHash,
    lineHash: await readLineHashes(
      options.text ?? workTreeText(settings.workspace).read,
      linesToHash(report.findings, options.archiveFile),
    ),
  };
  // Planned first (from each result's size), written once below: the notes can say what it holds.
  const sarif = planSarif(report.findings, sarifOptions);
  const holdings = sarifHoldings(report.findings.length, sarif, summaryListed(report));
  notes.push(...sarifNotes(report.findings.length, sarif, summaryListed(report)));
  // Planned once, now, and their slots claimed: the summary's count of what did not fit is the
  // notice's, whatever publishing says before they are written, last (see annotation-room.ts).
  const { checkRun } = options;
  holdPublishingSlots(log);
  const room = {
    error: log.room('error'),
    warning: log.room('warning'),
    notice: log.room('notice'),
  };
  const annotated =
    settings.annotations && !checkRun
      ? planAnnotations(report.findings, room, describeHoldings(holdings))
      : { annotations: [], overflow: undefined, more: 0 };
  claimAnnotationSlots(log, annotated);
  if (annotated.more > 0)
    notes.push(
      // The holdings sentence is a note of its own when some place is cut: said once.
      `GitHub shows 10 annotations of each level per step: ${describeOverflow(annotated.more)}${isCut(holdings) ? '' : ` ${describeHoldings(holdings)}.`}`,
    );
  const full: RunReport = { ...report, notes };
  await writeChunksAtomic(settings.sarifFile, sarifChunks(report.findings, sarifOptions, sarif));
  await writeJsonReport(settings.reportFile, full, settings, TOOL_VERSION);
  log.info(`SARIF file: ${settings.sarifFile}`);
  log.info(`JSON report: ${settings.reportFile}`);
  // Past the two files, each place is on its own: one that fails never undoes the others.
  await guarded(log, 'the job summary', () => writeJobSummary(renderSummary(full)));
  await guarded(log, 'the pull-request comment or the tracking issue', () =>
    publishOnGitHub(settings, full, log, session),
  );
  if (settings.uploadArtifact)
    await uploadReportArtifact(log, {
      name: reportArtifactName(settings, report.scanPath),
      files: [settings.sarifFile, settings.reportFile],
      root: path.dirname(settings.sarifFile),
    });
  const codeScanning: CodeScanningUpload | undefined = await publishSurfaces({
    settings,
    report: full,
    log,
    ports: { ...options, session },
    sarif: { file: settings.sarifFile, uploading },
  });
  writeAnnotations(log, annotated.annotations, annotated.overflow);
  return { sarifFile: settings.sarifFile, reportFile: settings.reportFile, codeScanning };
}
