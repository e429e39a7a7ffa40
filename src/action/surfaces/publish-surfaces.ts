/**
 * Where reviewers look, past the files and the comment: the code scanning upload, the review
 * comments on new findings and the check run, each on its own (one that fails never undoes the
 * others), in that order so the check run's summary is the last word.
 */
import * as fs from 'node:fs/promises';
import type { Git } from '../../engine/git/git.ts';
import { describeError } from '../../errors.ts';
import type { ActionSettings } from '../inputs.ts';
import type { StepLog } from '../step-log.ts';
import { publishCheckRun } from './check-run/check-run-publish.ts';
import type { CheckRun } from './check-run/check-run.ts';
import {
  publishCodeScanning,
  wantsSarifUpload,
  type CodeScanningPorts,
  type CodeScanningUpload,
} from './code-scanning/code-scanning.ts';
import type { GitHubSession } from '../github/github-session.ts';
import { reviewPullRequest } from './review/review-publish.ts';
import type { RunReport } from '../../engine/findings/run-report.ts';

export interface SurfacePorts {
  /** The clock and git for the code scanning upload; without them nothing is uploaded. */
  readonly codeScanning?: CodeScanningPorts;
  /** The check run opened when the scan started: it gets the findings instead of annotations. */
  readonly checkRun?: CheckRun | undefined;
  /** Set after an unexpected error: the check run fails, and no review is posted. */
  readonly unexpected?: boolean;
  /** git in the workspace, for the review's diff beyond what GitHub lists; no review without it. */
  readonly git?: Git;
  /** The run's one GitHub client (made from the settings when absent). */
  readonly session?: GitHubSession;
}

/**
 * True when the action uploads this run's SARIF file: asked for, with a token, and for a complete
 * scan (`RunReport.complete`; an incomplete one would close code scanning's alerts of everything
 * it did not read, whatever its verdict: a `fail` can come from a half-done scan).
 */
export function willUploadSarif(
  settings: ActionSettings,
  report: RunReport,
  log: StepLog,
  ports: SurfacePorts,
): boolean {
  if (!ports.codeScanning || settings.githubToken === '') return false;
  if (!wantsSarifUpload(settings.surfaces, settings.github, log)) return false;
  if (!report.complete)
    log.info('The SARIF file is not uploaded to code scanning: the scan did not complete.');
  return report.complete;
}

async function guarded(log: StepLog, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    log.annotate('warning', `Could not publish ${what}: ${describeError(error)}`, {}, true);
  }
}

/** Uploads the SARIF file (when `uploading`), posts the review, completes the check run. */
export async function publishSurfaces(options: {
  settings: ActionSettings;
  report: RunReport;
  log: StepLog;
  ports: SurfacePorts & { readonly session: GitHubSession };
  sarif: { file: string; uploading: boolean };
}): Promise<CodeScanningUpload | undefined> {
  const { settings, report, log, ports } = options;
  let codeScanning: CodeScanningUpload | undefined;
  const scanning = ports.codeScanning;
  if (options.sarif.uploading && scanning)
    await guarded(log, 'the SARIF file to code scanning', async () => {
      codeScanning = await publishCodeScanning({
        client: await ports.session.client(),
        github: settings.github,
        surfaces: settings.surfaces,
        workspace: settings.workspace,
        sarifJson: await fs.readFile(options.sarif.file, 'utf8'),
        log,
        ports: scanning,
      });
    });
  const { git, checkRun } = ports;
  if (git && !ports.unexpected)
    await guarded(log, 'the review comments', () =>
      reviewPullRequest({ settings, report, log, git, session: ports.session }),
    );
  if (checkRun && !checkRun.isCompleted)
    await publishCheckRun({ checkRun, report, settings, log, unexpected: ports.unexpected });
  return codeScanning;
}
