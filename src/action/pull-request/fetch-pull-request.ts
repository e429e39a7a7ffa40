/**
 * Brings a pull request's commits into the object store without letting them near anything else:
 * `git ls-remote` reads what `refs/pull/<n>/merge` and `refs/pull/<n>/head` point at, and the
 * commits are fetched by id (`--no-write-fetch-head`), so no ref, no FETCH_HEAD, no index and no
 * work-tree file changes. GitHub's test merge commit is used only when its parents are the base
 * tip and the event's head; else the head itself, at exactly the event's head commit. A head that
 * moved on since the event is an error: a newer run scans the newer head.
 */
import { type Git, isObjectId, gitSaid } from '../../engine/git/git.ts';
import { findMergeBase, readParents, resolveLocalCommit } from '../../engine/git/history.ts';
import type { PullRequestRef } from './privileged-event.ts';

/** The commits to scan and compare with, and how they were chosen. */
export type FetchedPullRequest =
  | {
      readonly status: 'ok';
      /** The commit whose tree is scanned: GitHub's test merge commit, or the head. */
      readonly sha: string;
      readonly source: 'merge-ref' | 'head-ref';
      /** The commit findings are compared with: the merge's first parent, or the merge base. */
      readonly baseSha: string;
      readonly notes: readonly string[];
    }
  | { readonly status: 'error'; readonly check: string; readonly reason: string };

export interface FetchPullRequestOptions {
  readonly git: Git;
  readonly cwd: string;
  readonly pullRequest: PullRequestRef;
  /** Commits accepted as the base branch's tip (the event's base sha, and GITHUB_SHA). */
  readonly baseTips: readonly string[];
}

async function isShallow(git: Git, cwd: string): Promise<boolean> {
  const result = await git.run(['rev-parse', '--is-shallow-repository'], { cwd });
  return result.stdout.toString('utf8').trim() === 'true';
}

/** What origin's pull refs point at, by ref name; throws when origin cannot be asked. */
async function readPullRefs(git: Git, cwd: string, number: number): Promise<Map<string, string>> {
  const refs = [`refs/pull/${number}/merge`, `refs/pull/${number}/head`];
  const args = ['ls-remote', '--quiet', 'origin', ...refs];
  const result = await git.run(args, { cwd });
  if (result.code !== 0)
    throw new Error(`git ls-remote origin failed (exit ${result.code}): ${gitSaid(result.stderr)}`);
  const found = new Map<string, string>();
  for (const line of result.stdout.toString('utf8').split('\n')) {
    const [sha = '', ref = ''] = line.split('\t');
    if (isObjectId(sha) && refs.includes(ref)) found.set(ref, sha);
  }
  return found;
}

/** Makes `sha` local by fetching exactly that commit (deep enough for its parents when shallow). */
async function obtain(git: Git, cwd: string, sha: string, depth: number | undefined) {
  if ((await resolveLocalCommit(git, cwd, sha)) === sha) return;
  const args = [
    'fetch',
    '--no-tags',
    '--no-write-fetch-head',
    ...(depth === undefined ? [] : [`--depth=${depth}`]),
    'origin',
    sha,
  ];
  const result = await git.run(args, { cwd });
  if (result.code !== 0 || (await resolveLocalCommit(git, cwd, sha)) !== sha)
    throw new Error(`fetching ${sha.slice(0, 12)} from origin failed: ${gitSaid(result.stderr)}`);
}

/** Fetches and verifies the commits of a pull request; a failed check is an error, never a pass. */
export async function fetchPullRequest(
  options: FetchPullRequestOptions,
): Promise<FetchedPullRequest> {
  const { git, cwd, pullRequest: pr } = options;
  const refs = await readPullRefs(git, cwd, pr.number);
  const head = refs.get(`refs/pull/${pr.number}/head`);
  if (head === undefined)
    return {
      status: 'error',
      check: 'head ref',
      reason: `origin has no refs/pull/${pr.number}/head, so pull request #${pr.number} cannot be read`,
    };
  if (head !== pr.headSha)
    return {
      status: 'error',
      check: 'head sha',
      reason: `pull request #${pr.number} moved on: its head is now ${head.slice(0, 12)}, not the ${pr.headSha.slice(0, 12)} this run is for (the run for the new head scans it)`,
    };
  const depth = (await isShallow(git, cwd)) ? 2 : undefined;
  const merge = refs.get(`refs/pull/${pr.number}/merge`);
  let whyNotMerge = 'origin has no refs/pull/<n>/merge (the pull request has merge conflicts)';
  if (merge !== undefined) {
    await obtain(git, cwd, merge, depth);
    const [first, second, ...more] = await readParents(git, cwd, merge);
    if (first && options.baseTips.includes(first) && second === pr.headSha && more.length === 0)
      return { status: 'ok', sha: merge, source: 'merge-ref', baseSha: first, notes: [] };
    whyNotMerge = `refs/pull/<n>/merge (${merge.slice(0, 12)}) does not merge the event's head into the event's base tip (GitHub has not updated it yet)`;
  }
  await obtain(git, cwd, pr.headSha, depth);
  await obtain(git, cwd, pr.baseSha, depth);
  const mergeBase = await findMergeBase(git, cwd, pr.baseSha, pr.headSha);
  const notes = [
    `Scanned the head of pull request #${pr.number} (${pr.headSha.slice(0, 12)}) rather than its merge into the base: ${whyNotMerge.replace('<n>', String(pr.number))}.`,
  ];
  if (mergeBase === undefined)
    notes.push(
      `The history at hand does not reach where the pull request branched, so it is compared with the base branch's tip ${pr.baseSha.slice(0, 12)}.`,
    );
  return {
    status: 'ok',
    sha: pr.headSha,
    source: 'head-ref',
    baseSha: mergeBase ?? pr.baseSha,
    notes,
  };
}
