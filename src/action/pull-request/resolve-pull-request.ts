/**
 * The trees a privileged run scans: on `pull_request_target` and on `workflow_run` after a
 * `pull_request` workflow, the pull request's commit read from git objects (never the workspace,
 * which holds the base branch) and the base it is compared with. Whatever cannot be verified ends
 * as an error naming the failed check (fail closed); on other events there is nothing to resolve.
 */
import { isObjectId, type Git } from '../../engine/git/git.ts';
import { asSentence } from '../../sentence.ts';
import { resolveLocalCommit } from '../../engine/git/history.ts';
import { describeError } from '../../errors.ts';
import type { CommitTree } from '../../engine/scan/trees/prepare-base.ts';
import { fetchPullRequest } from './fetch-pull-request.ts';
import { readPrivilegedEvent, type PullRequestRef } from './privileged-event.ts';
import { findWorkflowRunPullRequest, type PullRequestLookup } from './validate-workflow-run.ts';

export type PullRequestResolution =
  | { readonly status: 'unprivileged' }
  | { readonly status: 'error'; readonly check: string; readonly reason: string }
  | {
      readonly status: 'ready';
      readonly mode: 'pull_request_target' | 'workflow_run';
      readonly number: number;
      /** The pull request's head commit: the comment, the gate and the check go to it. */
      readonly headSha: string;
      /** The tree scanned: GitHub's test merge commit, or the head when there is none. */
      readonly head: CommitTree & { readonly source: 'merge-ref' | 'head-ref' };
      readonly base: CommitTree;
      /**
       * The base branch's tip, the one source of the suppressions (file and inline comments):
       * never a merge base, whose entries the base may have revoked since.
       */
      readonly baseTip: string;
      readonly notes: readonly string[];
    };

export interface ResolveOptions {
  readonly git: Git;
  /** A folder of the checkout (the scanned folder). */
  readonly cwd: string;
  readonly eventName: string;
  readonly event: Readonly<Record<string, unknown>>;
  /** `owner/name` of this repository (GITHUB_REPOSITORY). */
  readonly repository: string;
  /** GITHUB_SHA: on `pull_request_target`, the base branch's tip. */
  readonly sha: string;
  /** Only `workflow_run` asks GitHub; created when needed. */
  readonly lookup: () => PullRequestLookup;
}

function failed(check: string, reason: string): PullRequestResolution {
  return { status: 'error', check, reason };
}

/** Finds, fetches and verifies the pull request a privileged event is about. */
export async function resolvePullRequest(options: ResolveOptions): Promise<PullRequestResolution> {
  const event = readPrivilegedEvent(options.eventName, options.event);
  if (event.kind === 'unprivileged') return { status: 'unprivileged' };
  if (event.kind === 'invalid') return failed('event', event.reason);
  let pr: PullRequestRef;
  const baseTips: string[] = [];
  let baseTip: string;
  if (event.kind === 'pull_request_target') {
    pr = event;
    baseTips.push(event.baseSha, options.sha);
    baseTip = await currentBaseTip(options, event.baseSha);
  } else {
    let found;
    try {
      found = await findWorkflowRunPullRequest(event, {
        repository: options.repository,
        lookup: options.lookup(),
      });
    } catch (error) {
      return failed('pull request', `looking it up on GitHub failed: ${describeError(error)}`);
    }
    if (found.status === 'invalid') return failed(found.check, found.reason);
    pr = found;
    baseTips.push(found.baseSha);
    // GitHub's answer of now: the pull request's base as the base branch has it.
    baseTip = found.baseSha;
  }
  try {
    const fetched = await fetchPullRequest({
      git: options.git,
      cwd: options.cwd,
      pullRequest: pr,
      baseTips,
    });
    if (fetched.status === 'error') return failed(fetched.check, fetched.reason);
    return {
      status: 'ready',
      mode: event.kind,
      number: pr.number,
      headSha: pr.headSha,
      head: {
        sha: fetched.sha,
        label: `pull request #${pr.number}`,
        source: fetched.source,
      },
      base: { sha: fetched.baseSha, label: pr.baseRef },
      baseTip,
      notes: fetched.notes,
    };
  } catch (error) {
    return failed(
      'fetch',
      `reading pull request #${pr.number} from origin failed: ${describeError(error)}`,
    );
  }
}

/**
 * The base branch's tip on `pull_request_target`: the commit the workflow runs on (GITHUB_SHA,
 * the checkout: the base branch when the run started, so the event's `base.sha` or newer), else
 * the event's `base.sha`.
 */
async function currentBaseTip(options: ResolveOptions, eventBase: string): Promise<string> {
  if (!isObjectId(options.sha)) return eventBase;
  const local = await resolveLocalCommit(options.git, options.cwd, options.sha);
  return local === options.sha ? local : eventBase;
}

/** One line for the log and the verdict: which check failed and why. */
export function describeResolutionError(
  resolution: Extract<PullRequestResolution, { status: 'error' }>,
): string {
  return `${asSentence(`the pull request could not be verified (check failed: ${resolution.check}): ${resolution.reason}`)} Nothing was scanned, and this is not a pass.`;
}
