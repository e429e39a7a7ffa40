/**
 * Uploads the SARIF file to code scanning (`POST /repos/{o}/{r}/code-scanning/sarifs`, gzipped
 * then base64) and waits for GitHub to process it on an injected clock. A refusal or a failed
 * processing is an outcome naming the cause and the fix, never an exception: it does not change
 * the gate.
 */
import { gzipSync } from 'node:zlib';
import { describeError } from '../../../errors.ts';
import { asSentence } from '../../../sentence.ts';
import { statusOf, type GitHubClient } from '../../github/github-client.ts';
import { isGitHubUnreachable } from '../../github/github-octokit.ts';
import type { UploadTarget } from './code-scanning-target.ts';

/**
 * The status is read at once (as upload-sarif does), then after 5 s, each wait 1.5 times the last
 * up to 30 s, for 2 minutes at most: 0, 5, 12.5, 23.75, 40.6, 65.9, 95.9, 120 s.
 */
export const PROCESSING_FIRST_DELAY_MS = 5_000;
export const PROCESSING_MAX_DELAY_MS = 30_000;
export const PROCESSING_MAX_WAIT_MS = 120_000;
const PROCESSING_BACKOFF = 1.5;

export interface SarifUpload {
  readonly client: GitHubClient;
  readonly sarifJson: string;
  readonly target: UploadTarget;
  /** `file://` and the workspace: how code scanning maps the SARIF's paths to the repository. */
  readonly checkoutUri: string;
  readonly toolName: string;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
}

export type UploadOutcome =
  | { readonly outcome: 'complete'; readonly sarifId: string }
  | {
      readonly outcome: 'refused' | 'failed' | 'pending';
      readonly sarifId?: string;
      readonly level: 'notice' | 'warning';
      readonly message: string;
    };

/** What to check when GitHub was never reached (no answer to quote). */
export const UNREACHABLE_FIX =
  "Check GITHUB_API_URL and the runner's network to it (a proxy goes in HTTPS_PROXY); the findings are in the job summary and the JSON report.";

/** The fix for a refusal, by what GitHub said: a missing permission, or code scanning is off. */
export function refusalFix(message: string): string {
  if (/advanced security|code scanning is not enabled|not enabled/i.test(message))
    return 'enable code scanning for the repository (GitHub Advanced Security on a private repository), or set upload-sarif: false';
  if (/resource not accessible|forbidden|not found/i.test(message))
    return 'give the job `permissions: security-events: write` (a pull request from a fork never has it), or set upload-sarif: false';
  return 'check that code scanning is enabled and the job has `permissions: security-events: write`, or set upload-sarif: false';
}

/** Uploads and waits; never throws for GitHub's answers. */
export async function uploadSarif(upload: SarifUpload): Promise<UploadOutcome> {
  const { client } = upload;
  let sarifId: string;
  try {
    const { data } = await client.octokit.request(
      'POST /repos/{owner}/{repo}/code-scanning/sarifs',
      {
        owner: client.owner,
        repo: client.repo,
        commit_sha: upload.target.commitSha,
        ref: upload.target.ref,
        sarif: gzipSync(upload.sarifJson).toString('base64'),
        checkout_uri: upload.checkoutUri,
        tool_name: upload.toolName,
      },
    );
    sarifId = String(data.id ?? '');
  } catch (error) {
    const said = describeError(error);
    return {
      outcome: 'refused',
      level: 'notice',
      message: isGitHubUnreachable(error)
        ? `The SARIF file was not uploaded to code scanning: ${said}. ${UNREACHABLE_FIX}`
        : `The SARIF file was not uploaded to code scanning: GitHub answered ${said}. To show the findings in code scanning, ${refusalFix(said)}.`,
    };
  }
  return waitForProcessing(upload, sarifId);
}

async function waitForProcessing(upload: SarifUpload, sarifId: string): Promise<UploadOutcome> {
  const started = upload.now();
  let delay = PROCESSING_FIRST_DELAY_MS;
  for (;;) {
    const status = await readStatus(upload, sarifId);
    if (status.kind === 'unreadable')
      return {
        outcome: 'pending',
        sarifId,
        level: 'notice',
        message: `The SARIF file was uploaded to code scanning (id ${sarifId}), but its processing status could not be read: ${asSentence(status.reason)} Its alerts appear once GitHub has processed it.`,
      };
    if (status.kind === 'complete') return { outcome: 'complete', sarifId };
    if (status.kind === 'failed')
      return {
        outcome: 'failed',
        sarifId,
        level: 'warning',
        message: `Code scanning could not process the uploaded SARIF file (id ${sarifId}): ${status.errors.join('; ') || 'no reason given'}. Check the SARIF file (the workflow artifact) against code scanning's rules; the findings are in the job summary and the JSON report.`,
      };
    // Two minutes at most, and never past publishing's deadline.
    const left = Math.min(
      PROCESSING_MAX_WAIT_MS - (upload.now() - started),
      upload.client.deadline() - upload.client.now(),
    );
    if (left <= 0) break;
    await upload.sleep(Math.min(delay, left));
    delay = Math.min(delay * PROCESSING_BACKOFF, PROCESSING_MAX_DELAY_MS);
  }
  return {
    outcome: 'pending',
    sarifId,
    level: 'notice',
    message: `The SARIF file was uploaded to code scanning (id ${sarifId}) and is still being processed after ${PROCESSING_MAX_WAIT_MS / 1000} s: its alerts appear once GitHub has processed it.`,
  };
}

type ProcessingStatus =
  | { kind: 'pending' | 'complete' }
  | { kind: 'failed'; errors: readonly string[] }
  | { kind: 'unreadable'; reason: string };

/** One read of the upload's processing status; 404 (not listed yet) reads as pending. */
async function readStatus(upload: SarifUpload, sarifId: string): Promise<ProcessingStatus> {
  const { client } = upload;
  try {
    const { data } = await client.octokit.request(
      'GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}',
      { owner: client.owner, repo: client.repo, sarif_id: sarifId },
    );
    if (data.processing_status === 'complete') return { kind: 'complete' };
    if (data.processing_status === 'failed') return { kind: 'failed', errors: data.errors ?? [] };
    return { kind: 'pending' };
  } catch (error) {
    if (statusOf(error) === 404) return { kind: 'pending' };
    return { kind: 'unreadable', reason: describeError(error) };
  }
}
