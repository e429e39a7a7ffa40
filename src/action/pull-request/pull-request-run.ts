/**
 * The few places a run meets its pull request, kept here so the recipe (`run()` in
 * `action/run.ts`) and the scan change by a line each: resolving the pull request of a privileged
 * event (an error stops the run as `result=error`), pointing the comment and the gate at its head,
 * and settling the suppressions it adds. Its trees are read from git objects by
 * `engine/scan/trees/pull-request-trees.ts`.
 */
import { PullRequestError } from '../../errors.ts';
import { createCommitTextReader } from '../../engine/git/commit-line-reader.ts';
import { GIT_TIMEOUT_MS, createGitCli, isObjectId, type Git } from '../../engine/git/git.ts';
import { fetchFromOrigin, resolveLocalCommit } from '../../engine/git/history.ts';
import { holdsSecretsForUntrustedChange, readChangeEvent } from '../../github-context.ts';
import type { StepLog } from '../step-log.ts';
import { defaultArtifactName, type Settings } from '../inputs.ts';
import { createPullRequestLookup } from './github-lookup.ts';
import { gitHubSessionFor, type GitHubSession } from '../github/github-session.ts';
import { preparePullRequestSuppressions } from '../../engine/suppressions/pull-request/prepare-suppressions.ts';
import {
  describeResolutionError,
  resolvePullRequest,
  type PullRequestResolution,
} from './resolve-pull-request.ts';
import type { PullRequestSuppressions } from '../../engine/suppressions/pull-request/settle-suppressions.ts';

/** A verified pull request of a privileged event. */
export type ReadyPullRequest = Extract<PullRequestResolution, { status: 'ready' }>;

function gitFor(settings: Pick<Settings, 'timeoutSeconds'>): Git {
  return createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, settings.timeoutSeconds * 1000) });
}

/**
 * The settings a privileged run goes on with: the comment and the links go to the pull request
 * and its head commit, the archives are named after that commit, and a SARIF upload names the
 * commit scanned and its pull ref. Unchanged on other events;
 * throws `PullRequestError` naming the failed check.
 */
export async function settingsForPullRequest(
  settings: Settings,
  git: Git = gitFor(settings),
  session: GitHubSession = gitHubSessionFor(settings),
): Promise<{ settings: Settings; pullRequest: ReadyPullRequest | undefined }> {
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
  return {
    pullRequest: resolution,
    settings: Object.freeze({
      ...settings,
      artifactBase: settings.artifactNamed
        ? settings.artifactBase
        : defaultArtifactName(github.repository, resolution.headSha, settings.scanPath),
      github: { ...github, pullRequestNumber: resolution.number, headSha: resolution.headSha },
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

/** The settings the pull request's suppressions are settled with. */
export type SuppressionSettings = Pick<
  Settings,
  'apiKey' | 'workspace' | 'suppressions' | 'prSuppressions' | 'timeoutSeconds'
> & { readonly github: Pick<Settings['github'], 'pullRequestNumber' | 'event' | 'eventName'> };

/**
 * The base of a `pull_request` (or `merge_group`) event's suppressions: the event's
 * `pull_request.base.sha` (`merge_group.base_sha`), the base branch's tip, whatever the findings
 * are compared with (`baseline: none` included), fetched from origin when the checkout lacks it;
 * undefined when it cannot be had.
 */
async function eventBase(git: Git, settings: SuppressionSettings): Promise<string | undefined> {
  const { eventName, event } = settings.github;
  const sha = readChangeEvent(eventName, event)?.baseSha;
  if (sha === undefined || !isObjectId(sha)) return undefined;
  if ((await resolveLocalCommit(git, settings.workspace, sha)) === sha) return sha;
  const fetched = await fetchFromOrigin(git, settings.workspace, sha);
  return fetched.ok ? fetched.sha : undefined;
}

/**
 * How this pull request's suppressions are treated, or undefined when the run is not about a
 * pull request or a merge queue's group. Their base is the base branch's tip (the resolved one on
 * a privileged event, the event's own on `pull_request` and `merge_group`), never a merge base or
 * the findings' baseline.
 */
export async function pullRequestSuppressionsFor(
  settings: SuppressionSettings,
  options: { pullRequest: ReadyPullRequest | undefined; git?: Git },
): Promise<PullRequestSuppressions | undefined> {
  const { pullRequestNumber, eventName, event } = settings.github;
  const reviewed =
    pullRequestNumber !== undefined || readChangeEvent(eventName, event) !== undefined;
  if (!reviewed || settings.apiKey === '') return undefined;
  const git = options.git ?? gitFor(settings);
  const privileged = options.pullRequest !== undefined;
  return preparePullRequestSuppressions({
    git,
    workspace: settings.workspace,
    file: settings.suppressions,
    mode: settings.prSuppressions,
    privileged,
    baseSha: options.pullRequest?.baseTip ?? (await eventBase(git, settings)),
    headSha:
      options.pullRequest?.head.sha ?? (await resolveLocalCommit(git, settings.workspace, 'HEAD')),
  });
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
export function ignoreWarnWhenPrivileged(settings: Settings, log: StepLog): Settings {
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
export function ignoreApplyWhenPrivileged(settings: Settings, log: StepLog): Settings {
  const { eventName } = settings.github;
  if (settings.prSuppressions !== 'apply' || !holdsSecretsForUntrustedChange(eventName))
    return settings;
  log.notice(
    `pr-suppressions: apply is ignored on ${eventName}: the pull request scanned here is untrusted, so the suppressions it adds are listed as proposed and their findings still gate.`,
  );
  return Object.freeze({ ...settings, prSuppressions: 'propose' as const });
}

/** The text of the scanned commit's files (for the SARIF's line hashes), read from git objects. */
export function scannedTextOf(
  settings: Pick<Settings, 'workspace' | 'timeoutSeconds'>,
  pullRequest: ReadyPullRequest,
): (file: string) => Promise<string | undefined> {
  return createCommitTextReader({
    git: gitFor(settings),
    workspace: settings.workspace,
    sha: pullRequest.head.sha,
  });
}
