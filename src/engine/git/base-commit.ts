/**
 * Decides which commit findings are compared with: on a pull request (or a merge queue's group)
 * the tree it merges into, elsewhere the commit the `baseline` input names, or none. The commit
 * comes from the local history when it is there (a branch name also as `origin/<branch>`), else
 * from one fetch from `origin` that changes nothing later steps see; a base that cannot be had is
 * a reason (data for one warning), never an exception.
 */
import { readChangeEvent, type ChangeEvent } from '../../github-context.ts';
import type { Git } from './git.ts';
import { isObjectId } from './git.ts';
import { fetchFromOrigin, findMergeBase, readParents, resolveLocalCommit } from './history.ts';

export type BaselineInput =
  | { readonly kind: 'auto' }
  | { readonly kind: 'none' }
  | { readonly kind: 'ref'; readonly ref: string };

/** How the commit was chosen; `pull-request-base` when history could not give a merge base. */
export type BaseSource = 'merge-commit-parent' | 'merge-base' | 'pull-request-base' | 'ref';

export type BaseCommit =
  | { readonly status: 'none' }
  | { readonly status: 'unavailable'; readonly reason: string }
  | {
      readonly status: 'found';
      readonly sha: string;
      /** For humans: the pull request's base branch (`main`) or the ref given. */
      readonly label: string;
      readonly source: BaseSource;
      readonly fetched: boolean;
    };

export interface BaseCommitOptions {
  readonly git: Git;
  /** Any folder of the repository; the scanned folder, so a nested checkout is found. */
  readonly cwd: string;
  readonly baseline: BaselineInput;
  readonly eventName: string;
  readonly event: Readonly<Record<string, unknown>>;
}

const MAX_REF_LENGTH = 255;
const SAFE_REF = /^[A-Za-z0-9_.@{}~^][A-Za-z0-9_./@{}~^-]*$/;

/** Reads the `baseline` input: `auto`, `none`, or a ref/sha safe to pass to git as a revision. */
export function parseBaselineInput(
  value: string,
): BaselineInput | { readonly kind: 'invalid'; readonly expected: string } {
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  if (lower === '' || lower === 'auto') return { kind: 'auto' };
  if (lower === 'none') return { kind: 'none' };
  // No leading '-' (an option to git), no ':' (a refspec that would write a local ref), no '..'.
  if (trimmed.length > MAX_REF_LENGTH || !SAFE_REF.test(trimmed) || trimmed.includes('..')) {
    return {
      kind: 'invalid',
      expected: 'auto, none, or a git branch, tag or commit sha such as origin/main',
    };
  }
  return { kind: 'ref', ref: trimmed };
}

const NO_CHECKOUT =
  'The scanned folder is not in a git checkout with a commit, so there is no base to compare ' +
  'with. Check out the repository with actions/checkout before this step, or set baseline: none.';

const FETCH_FIX =
  'Keep persist-credentials: true (the default) on actions/checkout so the action can fetch ' +
  'it, or set fetch-depth: 0 so the checkout holds the history.';

/** The commit to compare with, how it was found, or why there is none. */
export async function resolveBaseCommit(options: BaseCommitOptions): Promise<BaseCommit> {
  const { baseline, eventName } = options;
  if (baseline.kind === 'none') return { status: 'none' };
  if (baseline.kind === 'ref') return resolveRef(options, baseline.ref);
  const change = readChangeEvent(eventName, options.event);
  if (change === undefined) return { status: 'none' };
  return resolvePullRequestBase(options, change);
}

async function resolvePullRequestBase(
  options: BaseCommitOptions,
  change: ChangeEvent,
): Promise<BaseCommit> {
  const { git, cwd } = options;
  const { baseSha, headSha } = change;
  if (baseSha === undefined || !isObjectId(baseSha)) {
    return {
      status: 'unavailable',
      reason:
        `The ${options.eventName} event carries no ${change.baseField}, so the base is ` +
        'unknown. Set baseline to a branch such as origin/main.',
    };
  }
  const label = change.baseRef ?? baseSha.slice(0, 7);
  const head = await resolveLocalCommit(git, cwd, 'HEAD');
  if (head === undefined) return { status: 'unavailable', reason: NO_CHECKOUT };

  // GitHub's merge commit (the default checkout): its first parent is the tree it merges into.
  const parents = await readParents(git, cwd, head);
  const [first, second] = parents;
  if (parents.length === 2 && first && (first === baseSha || second === headSha)) {
    const got = await obtainCommit(git, cwd, first);
    if (!got.ok) return { status: 'unavailable', reason: fetchReason(first, got.gitSaid) };
    return {
      status: 'found',
      sha: first,
      label,
      source: 'merge-commit-parent',
      fetched: got.fetched,
    };
  }

  // A checkout of the head commit: the merge base when the history at hand has it.
  const got = await obtainCommit(git, cwd, baseSha);
  if (!got.ok) return { status: 'unavailable', reason: fetchReason(baseSha, got.gitSaid) };
  const mergeBase = await findMergeBase(git, cwd, baseSha, head);
  return {
    status: 'found',
    sha: mergeBase ?? baseSha,
    label,
    source: mergeBase === undefined ? 'pull-request-base' : 'merge-base',
    fetched: got.fetched,
  };
}

function fetchReason(sha: string, gitSaid: string): string {
  return (
    `The pull request's base commit ${sha.slice(0, 7)} is not in this checkout and fetching it ` +
    `from origin failed (git: ${gitSaid}). ${FETCH_FIX}`
  );
}

type Obtained = { ok: true; fetched: boolean } | { ok: false; gitSaid: string };

async function obtainCommit(git: Git, cwd: string, sha: string): Promise<Obtained> {
  if ((await resolveLocalCommit(git, cwd, sha)) === sha) return { ok: true, fetched: false };
  const fetched = await fetchFromOrigin(git, cwd, sha);
  return fetched.ok ? { ok: true, fetched: true } : fetched;
}

/** `origin/main` and `refs/remotes/origin/main` name origin's `main`; fetch it by that name. */
function nameOnOrigin(ref: string): string {
  for (const prefix of ['refs/remotes/origin/', 'origin/']) {
    if (ref.startsWith(prefix)) return ref.slice(prefix.length);
  }
  return ref;
}

async function resolveRef(options: BaseCommitOptions, ref: string): Promise<BaseCommit> {
  const { git, cwd } = options;
  if ((await resolveLocalCommit(git, cwd, 'HEAD')) === undefined) {
    return { status: 'unavailable', reason: NO_CHECKOUT };
  }
  // The ref itself, else origin's branch of that name, as the checkout already has it.
  const onOrigin = isObjectId(ref) ? undefined : `refs/remotes/origin/${nameOnOrigin(ref)}`;
  for (const candidate of onOrigin === undefined ? [ref] : [ref, onOrigin]) {
    const local = await resolveLocalCommit(git, cwd, candidate);
    if (local !== undefined)
      return { status: 'found', sha: local, label: ref, source: 'ref', fetched: false };
  }
  const fetched = await fetchFromOrigin(git, cwd, isObjectId(ref) ? ref : nameOnOrigin(ref));
  if (fetched.ok)
    return { status: 'found', sha: fetched.sha, label: ref, source: 'ref', fetched: true };
  const shortSha = /^[0-9a-f]{4,39}$/i.test(ref)
    ? ' A short sha can only be fetched by its full 40 characters.'
    : '';
  return {
    status: 'unavailable',
    reason:
      `The baseline '${ref}' is not a commit in this checkout and fetching it from origin ` +
      `failed (git: ${fetched.gitSaid}).${shortSha} Set baseline to a branch, tag or full ` +
      'commit sha that origin has, or set fetch-depth: 0 on actions/checkout so the checkout ' +
      'holds the history.',
  };
}
