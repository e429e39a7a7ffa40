/**
 * The few places a run meets its pull request, kept here so the recipe in `run.ts` changes by a
 * line each: resolving the pull request of a privileged event (an error stops the run as
 * `result=error`), pointing the comment and the gate at its head, and the settings a privileged
 * run does not honour. What the engine is told of the change is `change-request.ts`'s.
 */
import { PullRequestError } from '../../errors.ts';
import { GIT_TIMEOUT_MS, createGitCli, type Git } from '../../engine/git/git.ts';
import { holdsSecretsForUntrustedChange } from '../github-context.ts';
import type { StepLog } from '../step-log.ts';
import { defaultArtifactName, originOf, type ActionSettings } from '../inputs.ts';
import { createPullRequestLookup } from './github-lookup.ts';
import { gitHubSessionFor, type GitHubSession } from '../github/github-session.ts';
import {
  describeResolutionError,
  resolvePullRequest,
  type PullRequestResolution,
} from './resolve-pull-request.ts';

/** A verified pull request of a privileged event. */
export type ReadyPullRequest = Extract<PullRequestResolution, { status: 'ready' }>;

function gitFor(settings: Pick<ActionSettings, 'timeoutSeconds'>): Git {
  return createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, settings.timeoutSeconds * 1000) });
}

/**
 * The settings a privileged run goes on with: the comment and the links go to the pull request
 * and its head commit, the archives are named after that commit, and a SARIF upload names the
 * commit scanned and its pull ref. Unchanged on other events;
 * throws `PullRequestError` naming the failed check.
 */
export async function settingsForPullRequest(
  settings: ActionSettings,
  git: Git = gitFor(settings),
  session: GitHubSession = gitHubSessionFor(settings),
): Promise<{ settings: ActionSettings; pullRequest: ReadyPullRequest | undefined }> {
  if (settings.apiKey === '') return { settings, pullRequest: undefined };
  const { github } = settings;
  const resolution = await resolvePullRequest({
    git,
    cwd: settings.scanRoot,
    eventName: github.eventName,
    event: github.event,
    repository: github.repository,
    sha: github.sha,
    lookup: () => createPullRequestLookup(() => session.client()),
  });
  if (resolution.status === 'unprivileged') return { settings, pullRequest: undefined };
  if (resolution.status === 'error')
    throw new PullRequestError(describeResolutionError(resolution));
  const pointed = { ...github, pullRequestNumber: resolution.number, headSha: resolution.headSha };
  return {
    pullRequest: resolution,
    settings: Object.freeze({
      ...settings,
      artifactBase: settings.artifactNamed
        ? settings.artifactBase
        : defaultArtifactName(github.repository, resolution.headSha, settings.scanPath),
      github: pointed,
      origin: originOf(pointed),
      surfaces: {
        ...settings.surfaces,
        scannedCommit: {
          sha: resolution.head.sha,
          ref: `refs/pull/${resolution.number}/${resolution.head.source === 'merge-ref' ? 'merge' : 'head'}`,
        },
      },
    }),
  };
}

/** One log line on what a privileged run scans instead of the workspace. */
export function describePullRequestScan(pullRequest: ReadyPullRequest): string {
  const { head, base, number, headSha } = pullRequest;
  const what =
    head.source === 'merge-ref'
      ? `GitHub's test merge commit ${head.sha.slice(0, 12)} (head ${headSha.slice(0, 12)} into ${base.sha.slice(0, 12)})`
      : `its head ${headSha.slice(0, 12)}`;
  return `Scanning pull request #${number} from git objects: ${what}; the workspace (the base branch) is not scanned, and nothing of the pull request is checked out or run.`;
}

/**
 * On a privileged event (`pull_request_target`, `workflow_run`) and in the merge queue
 * (`merge_group`, whose queued pull requests may be forks') a scan that could not complete
 * fails the job whatever `on-service-error` says, with one notice saying so: under `warn` a fork
 * could add a file the service refuses and end green (exit 0, check run `neutral`).
 */
export function ignoreWarnWhenPrivileged(settings: ActionSettings, log: StepLog): ActionSettings {
  const { eventName } = settings.github;
  if (settings.onServiceError !== 'warn' || !holdsSecretsForUntrustedChange(eventName))
    return settings;
  log.notice(
    `on-service-error: warn is ignored on ${eventName}: the pull request scanned here is untrusted, so a scan that could not complete fails the job.`,
  );
  return Object.freeze({ ...settings, onServiceError: 'fail' as const });
}

/**
 * On a privileged event and on `merge_group` `pr-suppressions: apply` is not honoured: the run
 * goes on as `propose`, with one notice saying so. The pull request under review wrote its own
 * inline comments and suppressions entries; applying them would let a fork take its own findings
 * out of the gate.
 */
export function ignoreApplyWhenPrivileged(settings: ActionSettings, log: StepLog): ActionSettings {
  const { eventName } = settings.github;
  if (settings.prSuppressions !== 'apply' || !holdsSecretsForUntrustedChange(eventName))
    return settings;
  log.notice(
    `pr-suppressions: apply is ignored on ${eventName}: the pull request scanned here is untrusted, so the suppressions it adds are listed as proposed and their findings still gate.`,
  );
  return Object.freeze({ ...settings, prSuppressions: 'propose' as const });
}
