/**
 * The few places a run meets its pull request, kept here so the recipe in main and the scan
 * change by a line each: resolving the pull request of a privileged event (an error stops the
 * run as `result=error`), pointing the comment and the gate at its head, reading its tree and its
 * base from git objects, and settling the suppressions it adds.
 */
import { GIT_TIMEOUT_MS, createGitCli, type Git } from '../baseline/git.ts';
import { resolveBaseCommit } from '../baseline/base-commit.ts';
import { discoverBaseFiles } from '../baseline/discover-base.ts';
import { resolveLocalCommit } from '../baseline/history.ts';
import type { PreparedBase } from '../baseline/prepare-base.ts';
import type { Discovery } from '../discovery/discover.ts';
import { defaultArtifactName, type Settings } from '../inputs.ts';
import { createPullRequestLookup } from './github-lookup.ts';
import { preparePullRequestSuppressions } from './prepare-suppressions.ts';
import {
  describeResolutionError,
  resolvePullRequest,
  type PullRequestResolution,
} from './resolve-pull-request.ts';
import type { PullRequestSuppressions } from './settle-suppressions.ts';

/** A privileged event whose pull request could not be verified: the run ends `error`, not `pass`. */
export class PullRequestError extends Error {
  override readonly name = 'PullRequestError';
}

/** A verified pull request of a privileged event. */
export type ReadyPullRequest = Extract<PullRequestResolution, { status: 'ready' }>;

function gitFor(settings: Settings): Git {
  return createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, settings.timeoutSeconds * 1000) });
}

/**
 * The settings a privileged run goes on with: the comment and the links go to the pull request
 * and its head commit, and the archives are named after that commit. Unchanged on other events;
 * throws `PullRequestError` naming the failed check.
 */
export async function settingsForPullRequest(
  settings: Settings,
  git: Git = gitFor(settings),
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
    lookup: () =>
      createPullRequestLookup({
        token: settings.githubToken,
        repository: github.repository,
        apiUrl: github.apiUrl,
      }),
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
        : defaultArtifactName(github.repository, resolution.headSha),
      github: { ...github, pullRequestNumber: resolution.number, headSha: resolution.headSha },
    }),
  };
}

/** The pull request's IaC files, chosen by the workspace's rules from its commit's git objects. */
export async function discoverPullRequestFiles(
  settings: Settings,
  git: Git,
  pullRequest: ReadyPullRequest,
  dir: string,
): Promise<Discovery> {
  const files = await discoverBaseFiles({
    git,
    workspace: settings.workspace,
    scanRoot: settings.scanRoot,
    sha: pullRequest.head.sha,
    include: settings.include,
    exclude: settings.exclude,
    dir,
  });
  if (files.exists) return files.discovery;
  return { files: [], skipped: new Map(), rejected: [], source: 'git', candidates: 0 };
}

/**
 * The pull request's base (or the commit `baseline` names), read from git objects like any base
 * and named as a push run of it. The workspace's HEAD is the base branch here, never the change.
 */
export async function preparePullRequestBase(
  settings: Settings,
  git: Git,
  pullRequest: ReadyPullRequest,
  dir: string,
): Promise<PreparedBase> {
  let { sha, label } = pullRequest.base;
  if (settings.baseline.kind === 'ref') {
    const named = await resolveBaseCommit({
      git,
      cwd: settings.scanRoot,
      baseline: settings.baseline,
      eventName: settings.github.eventName,
      event: settings.github.event,
    });
    if (named.status !== 'found') return named;
    ({ sha, label } = named);
  }
  const files = await discoverBaseFiles({
    git,
    workspace: settings.workspace,
    scanRoot: settings.scanRoot,
    sha,
    include: settings.include,
    exclude: settings.exclude,
    dir,
  });
  if (!files.exists) return { status: 'no-folder', label, sha };
  const baseName = settings.artifactNamed
    ? `${settings.artifactBase}-base`
    : defaultArtifactName(settings.github.repository, sha);
  return { status: 'ready', label, sha, discovery: files.discovery, baseName };
}

/**
 * How this pull request's suppressions are treated, or undefined when the run is not about a
 * pull request. The base is the resolved one (privileged) or the one the scan compared with.
 */
export async function pullRequestSuppressionsFor(
  settings: Settings,
  options: {
    pullRequest: ReadyPullRequest | undefined;
    /** The base the scan compared with, when it had one. */
    baseSha: string | undefined;
    git?: Git;
  },
): Promise<PullRequestSuppressions | undefined> {
  if (settings.github.pullRequestNumber === undefined || settings.apiKey === '') return undefined;
  const git = options.git ?? gitFor(settings);
  const privileged = options.pullRequest !== undefined;
  return preparePullRequestSuppressions({
    git,
    workspace: settings.workspace,
    file: settings.suppressions,
    mode: settings.prSuppressions,
    privileged,
    baseSha: options.pullRequest?.base.sha ?? options.baseSha,
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
