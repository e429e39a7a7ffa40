/**
 * Where a privileged run reads its configuration from: the base branch's tip, from git objects,
 * never the workspace (a workflow may have checked the pull request out) and never the pull
 * request. On `pull_request_target` it is the commit the workflow runs on (GITHUB_SHA: the base
 * branch's tip when the run started), else the event's `pull_request.base.sha`, as the
 * suppressions' base is chosen; on `workflow_run`, the commit the workflow runs on (the default
 * branch's tip: the pull request is only looked up later, and its base is no more trusted than
 * this); on `merge_group`, `merge_group.base_sha` (the queue's commit is the queued change). Unreadable: a configuration error (fail closed, nothing is uploaded).
 */
import { ConfigurationError } from '../../errors.ts';
import type { ConfigCommit } from '../../engine/config/load/read-at-commit.ts';
import { isObjectId, type Git } from '../../engine/git/git.ts';
import { obtainCommit } from '../../engine/git/base-commit.ts';
import {
  field,
  holdsSecretsForUntrustedChange,
  text,
  type GitHubContext,
} from '../github-context.ts';

/**
 * The commit a privileged run (or the merge queue's, which judges anyone's pull request with the
 * secrets) reads its configuration from; undefined on other events.
 */
export async function trustedConfigCommit(
  git: Git,
  workspace: string,
  github: Pick<GitHubContext, 'eventName' | 'event' | 'sha'>,
): Promise<ConfigCommit | undefined> {
  if (!holdsSecretsForUntrustedChange(github.eventName)) return undefined;
  // The merge queue's commit is the queued change itself: only its base is trusted.
  const candidates = (
    github.eventName === 'merge_group'
      ? [text(field(github.event, 'merge_group', 'base_sha')) ?? '']
      : [
          github.sha,
          ...(github.eventName === 'pull_request_target'
            ? [text(field(github.event, 'pull_request', 'base', 'sha')) ?? '']
            : []),
        ]
  ).filter(isObjectId);
  for (const candidate of candidates) {
    if ((await obtainCommit(git, workspace, candidate)).ok)
      return {
        git,
        cwd: workspace,
        sha: candidate,
        label: `the base branch's tip ${candidate.slice(0, 12)}`,
      };
  }
  throw new ConfigurationError(
    `On ${github.eventName} the configuration file is read from the base branch's tip, never from the pull request, and that commit (${candidates.map((c) => c.slice(0, 12)).join(' or ') || 'none named'}) could not be read from git. Expected a checkout with git (actions/checkout) of the base branch.`,
  );
}
