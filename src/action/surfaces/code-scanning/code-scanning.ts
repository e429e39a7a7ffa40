/**
 * Code scanning in one step: decides whether `upload-sarif` uploads here, uploads the SARIF file
 * the action wrote with the commit and ref of the tree scanned, waits for processing, and says how
 * it went in one log line, notice or warning. Never changes the gate.
 */
import { pathToFileURL } from 'node:url';
import type { GitHubContext, Surfaces } from '../../inputs.ts';
import type { StepLog } from '../../step-log.ts';
import { TOOL_NAME } from '../../../version.ts';
import { autoUploadSkip, codeScanningUrl, planUploadTarget } from './code-scanning-target.ts';
import { uploadSarif } from './code-scanning-upload.ts';
import type { GitHubClient } from '../../github/github-client.ts';

export interface CodeScanningPorts {
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  /** The commit checked out in the workspace (`git rev-parse HEAD`), when git can say. */
  readonly checkedOut: () => Promise<string | undefined>;
}

export interface CodeScanningUpload {
  readonly sarifId: string;
  readonly url: string;
}

/** True when `upload-sarif` asks for an upload on this run (`auto`: not on forks or Dependabot). */
export function wantsSarifUpload(
  surfaces: Surfaces,
  github: GitHubContext,
  log?: StepLog,
): boolean {
  if (surfaces.uploadSarif === 'false') return false;
  if (surfaces.uploadSarif === 'true') return true;
  const skip = autoUploadSkip(github);
  if (skip) log?.info(`upload-sarif: auto does not upload to code scanning here: ${skip}.`);
  return skip === undefined;
}

/** Uploads `sarifJson`; returns the outputs when GitHub took it, else undefined (logged). */
export async function publishCodeScanning(options: {
  client: GitHubClient;
  github: GitHubContext;
  surfaces: Surfaces;
  workspace: string;
  sarifJson: string;
  log: StepLog;
  ports: CodeScanningPorts;
}): Promise<CodeScanningUpload | undefined> {
  const { github, log, ports } = options;
  const target = planUploadTarget(github, options.surfaces, await ports.checkedOut());
  const outcome = await uploadSarif({
    client: options.client,
    sarifJson: options.sarifJson,
    target,
    // A URL, not `file://` and the path: a space or `#` in the path must be percent-encoded.
    checkoutUri: pathToFileURL(options.workspace).href,
    toolName: TOOL_NAME,
    sleep: ports.sleep,
    now: ports.now,
  });
  const url = codeScanningUrl(github, target);
  if (outcome.outcome === 'complete') {
    log.info(
      `Code scanning: the SARIF file was uploaded and processed (id ${outcome.sarifId}): ${url}`,
    );
    return { sarifId: outcome.sarifId, url };
  }
  log.annotate(outcome.level, outcome.message, {}, true);
  return outcome.sarifId ? { sarifId: outcome.sarifId, url } : undefined;
}
