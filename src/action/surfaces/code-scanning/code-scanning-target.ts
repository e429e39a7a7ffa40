/**
 * What the code scanning upload names (pure): the commit and ref of the tree that was scanned,
 * the run's stable category, whether `auto` uploads at all, and where the analysis is shown.
 */
import { isPrivilegedEvent } from '../../github-context.ts';
import type { GitHubContext, Surfaces } from '../../inputs.ts';

export interface UploadTarget {
  readonly commitSha: string;
  readonly ref: string;
}

/**
 * A privileged run's SARIF describes the commit it scanned, on that commit's pull ref. The default
 * pull-request checkout is GitHub's merge commit (`GITHUB_SHA` on the merge ref); a checkout of the
 * head (`HEAD` is `pull_request.head.sha`) is `refs/pull/<n>/head`; anything else is the pushed
 * ref and its commit.
 */
export function planUploadTarget(
  github: GitHubContext,
  surfaces: Pick<Surfaces, 'ref' | 'scannedCommit'>,
  checkedOut: string | undefined,
): UploadTarget {
  const { ref, scannedCommit } = surfaces;
  if (scannedCommit) return { commitSha: scannedCommit.sha, ref: scannedCommit.ref };
  const pr = github.pullRequestNumber;
  if (pr !== undefined) {
    const headScanned = checkedOut === github.headSha || isPrivilegedEvent(github.eventName);
    if (headScanned) return { commitSha: github.headSha, ref: `refs/pull/${pr}/head` };
    return { commitSha: github.sha, ref: ref || `refs/pull/${pr}/merge` };
  }
  return { commitSha: checkedOut ?? github.sha, ref };
}

/**
 * The run's category: the `sarif-category` (or the tool's) and the scanned path, so two paths of a
 * matrix never replace each other's alerts; never a sha or a run id, so re-runs replace their own.
 */
export function uploadCategory(sarifCategory: string | undefined, scanPath: string): string {
  const base = (sarifCategory ?? 'plerion-iac').replace(/\/+$/, '');
  return `${base}/path:${scanPath}`;
}

/**
 * Why `upload-sarif: auto` does not upload here, or undefined when it does. In privileged modes
 * it does not: their job holds the secrets while it reads an untrusted pull request, so it keeps
 * to the permissions docs/pull-requests.md gives it (no `security-events: write`); `true` uploads there, on
 * the scanned commit's pull ref.
 */
export function autoUploadSkip(github: GitHubContext): string | undefined {
  if (github.isUntrustedPullRequest)
    return 'a pull request from a fork or by Dependabot gets a read-only token';
  if (isPrivilegedEvent(github.eventName))
    return `on ${github.eventName} the scanned pull request may be a fork's (set upload-sarif: true to upload its results to its pull request)`;
  return undefined;
}

/** The code scanning page of the alerts of this upload's ref. */
export function codeScanningUrl(github: GitHubContext, target: UploadTarget): string {
  const pr = github.pullRequestNumber;
  const query =
    pr !== undefined ? `pr:${pr}` : `branch:${target.ref.replace(/^refs\/(heads|tags)\//, '')}`;
  return `${github.serverUrl}/${github.repository}/security/code-scanning?query=${encodeURIComponent(`is:open ${query}`)}`;
}
