/**
 * Publishes one run's report everywhere, in an order that keeps GitHub's budgets: the SARIF file
 * and the JSON report, the job summary, the pull-request comment, the tracking issue, the
 * artifact, the code scanning upload, the review, the check run, and last the findings' annotations
 * (none when the check run has them), which get whatever annotation room the step has left (the
 * verdict's slot stays reserved when it will be used). Returns the files written.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { describeError } from '../../errors.ts';
import type { Settings } from '../inputs.ts';
import type { StepLog } from '../../log.ts';
import { TOOL_NAME, TOOL_URI, TOOL_VERSION } from '../../version.ts';
import { planAnnotations } from './step/annotations.ts';
import {
  createGitHubClient,
  type GitHubClient,
  type GitHubPublication,
} from '../github/github-client.ts';
import { rateLimitBudget } from '../github/github-octokit.ts';
import { publishComment } from './comments/github-comments.ts';
import { uploadCategory } from './code-scanning/code-scanning-target.ts';
import { readLineHashes } from '../../engine/formats/sarif-line-hashes.ts';
import type { CodeScanningUpload } from './code-scanning/code-scanning.ts';
import { publishSurfaces, willUploadSarif, type SurfacePorts } from './publish-surfaces.ts';
import { describeHoldings } from '../../engine/formats/holdings.ts';
import { sarifHoldings, sarifNotes } from '../../engine/formats/sarif-notes.ts';
import { writeJsonReport } from '../../engine/formats/json-report.ts';
import { commentMarker, issueMarker, renderComment, renderIssue } from './comments/pr-comment.ts';
import { uploadReportArtifact, writeAnnotations, writeJobSummary } from './step/publish.ts';
import type { RunReport } from '../../engine/findings/run-report.ts';
import { linesToHash, planSarif, sarifChunks } from '../../engine/formats/sarif.ts';
import { renderSummary } from '../../engine/formats/summary.ts';
import { writeChunksAtomic } from '../../engine/formats/text-sink.ts';
import { shouldTrackIssue, syncTrackingIssue } from './comments/tracking-issue.ts';

export interface PublishOptions extends SurfacePorts {
  /** A file of each archive, for findings the service gave no usable path. */
  readonly archiveFile: (artifactName: string) => string | undefined;
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

async function publishOnGitHub(settings: Settings, report: RunReport, log: StepLog): Promise<void> {
  const { github } = settings;
  const wantsComment = settings.prComment && github.pullRequestNumber !== undefined;
  const wantsIssue = shouldTrackIssue(settings.trackingIssue, github.eventName);
  if (!settings.githubToken || (!wantsComment && !wantsIssue)) return;
  const client: GitHubClient = await createGitHubClient({
    token: settings.githubToken,
    repository: github.repository,
    baseUrl: github.apiUrl,
    limits: rateLimitBudget(settings.timeoutSeconds, (message) => log.info(message)),
  });
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
  if (wantsIssue && (report.verdict === 'error' || report.verdict === 'skipped')) {
    // A scan that did not happen says nothing about the findings: the issue stays as it is.
    log.info(
      `Tracking issue left as it is: the scan ${report.verdict === 'error' ? 'could not complete' : 'was skipped'}.`,
    );
  } else if (wantsIssue) {
    const marker = issueMarker(github, report.scanPath);
    const { title, body } = renderIssue(report, marker);
    logPublication(
      log,
      await syncTrackingIssue({ client, marker, title, body, gated: report.gated }),
    );
  }
}

/**
 * The workflow artifact's name: unique per job, scanned folder, SARIF file and run attempt, so a
 * matrix, two steps of one job or a re-run never collide.
 */
export function reportArtifactName(settings: Settings, scanPath: string): string {
  const { github } = settings;
  const key = createHash('sha256')
    .update([github.workflow, github.job, scanPath, settings.sarifFile].join('\u0000'))
    .digest('hex')
    .slice(0, 8);
  return `iac-scan-${settings.artifactBase}-${key}-${github.runAttempt}`;
}

export async function publishRun(
  settings: Settings,
  report: RunReport,
  log: StepLog,
  options: PublishOptions,
): Promise<Published> {
  const notes = [...report.notes];
  const uploading = willUploadSarif(settings, report, log, options);
  const sarifOptions = {
    toolName: TOOL_NAME,
    toolVersion: TOOL_VERSION,
    informationUri: TOOL_URI,
    category: uploading
      ? uploadCategory(settings.sarifCategory, report.scanPath)
      : settings.sarifCategory,
    archiveFile: options.archiveFile,
    lineHash: await readLineHashes(
      settings.workspace,
      linesToHash(report.findings, options.archiveFile),
    ),
  };
  // Planned first (from each result's size), written once below: the notes can say what it holds.
  const sarif = planSarif(report.findings, sarifOptions);
  const holdings = sarifHoldings(report.findings.length, sarif);
  notes.push(...sarifNotes(report.findings.length, sarif));
  // Plan the annotations now, so the summary can say what did not fit; they are planned again
  // when written, last, with the room publishing left (the same unless publishing warned).
  const { checkRun } = options;
  const planFindings = () =>
    settings.annotations && !checkRun
      ? planAnnotations(
          report.findings,
          {
            error: log.room('error'),
            warning: log.room('warning'),
            notice: log.room('notice'),
          },
          describeHoldings(holdings),
        )
      : { annotations: [], overflow: undefined };
  const { overflow } = planFindings();
  if (overflow) notes.push(`GitHub shows 10 annotations of each level per step: ${overflow}`);
  const full: RunReport = { ...report, notes };
  await writeChunksAtomic(settings.sarifFile, sarifChunks(report.findings, sarifOptions, sarif));
  await writeJsonReport(settings.reportFile, full, settings, TOOL_VERSION);
  log.info(`SARIF file: ${settings.sarifFile}`);
  log.info(`JSON report: ${settings.reportFile}`);
  // Past the two files, each place is on its own: one that fails never undoes the others.
  await guarded(log, 'the job summary', () => writeJobSummary(renderSummary(full)));
  await guarded(log, 'the pull-request comment or the tracking issue', () =>
    publishOnGitHub(settings, full, log),
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
    ports: options,
    sarif: { file: settings.sarifFile, uploading },
  });
  const last = planFindings();
  writeAnnotations(log, last.annotations, last.overflow);
  return { sarifFile: settings.sarifFile, reportFile: settings.reportFile, codeScanning };
}
