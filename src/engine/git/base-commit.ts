/**
 * The git side of finding a base commit, event-free: a ref or commit (`baseline`, a CI's target
 * branch), or the tree a change merges into (a platform's test merge commit checked out: its first
 * parent; the head itself: the merge base, when the history at hand has it). The commit comes from
 * the local history when it is there (a branch name also as `origin/<branch>`), else from one fetch
 * from `origin` that changes nothing later steps see. A base that cannot be had is data (what went
 * wrong, and which fix applies), never an exception and never advice: the words of the fix are the
 * adapter's (`engine/knobs.ts`).
 */
import type { Git } from './git.ts';
import { isObjectId } from './git.ts';
import { fetchFromOrigin, findMergeBase, readParents, resolveLocalCommit } from './history.ts';

export type BaselineInput =
  | { readonly kind: 'auto' }
  | { readonly kind: 'none' }
  | { readonly kind: 'ref'; readonly ref: string };

/**
 * How the commit was chosen: the merge commit's first parent, the merge base, the platform's base
 * tip when history could not give a merge base, a ref, or given by the adapter (verified there).
 */
export type BaseSource =
  'merge-commit-parent' | 'merge-base' | 'pull-request-base' | 'ref' | 'given';

/** Which fix a base that cannot be had calls for (worded by the adapter's knobs). */
export type BaseFix = 'noCheckout' | 'fetchCommit' | 'fetchRef';

export type BaseCommit =
  | { readonly status: 'none' }
  | {
      readonly status: 'unavailable';
      /** What went wrong, as a sentence (or the whole reason, when `fix` is absent). */
      readonly reason: string;
      readonly fix?: BaseFix;
    }
  | {
      readonly status: 'found';
      readonly sha: string;
      /** For humans: the change's base branch (`main`) or the ref given. */
      readonly label: string;
      readonly source: BaseSource;
      readonly fetched: boolean;
    };

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

const NO_CHECKOUT: BaseCommit = {
  status: 'unavailable',
  reason:
    'The scanned folder is not in a git checkout with a commit, so there is no base to compare with.',
  fix: 'noCheckout',
};

/**
 * The tree a change merges into, from its platform's base tip and head commits: when the checkout
 * is the platform's test merge commit (two parents, the first the base tip or the second the head),
 * its first parent; else the merge base of the base tip and HEAD (the base tip itself when the
 * history at hand cannot tell). `label` names the base branch.
 */
export async function resolveMergeTarget(
  git: Git,
  cwd: string,
  change: { readonly baseSha: string; readonly headSha: string; readonly label: string },
): Promise<BaseCommit> {
  const { baseSha, headSha, label } = change;
  const head = await resolveLocalCommit(git, cwd, 'HEAD');
  if (head === undefined) return NO_CHECKOUT;
  // The platform's merge commit (the default checkout): its first parent is the tree it merges into.
  const parents = await readParents(git, cwd, head);
  const [first, second] = parents;
  if (parents.length === 2 && first && (first === baseSha || second === headSha)) {
    const got = await obtainCommit(git, cwd, first);
    if (!got.ok) return fetchFailed(first, got.gitSaid);
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
  if (!got.ok) return fetchFailed(baseSha, got.gitSaid);
  const mergeBase = await findMergeBase(git, cwd, baseSha, head);
  return {
    status: 'found',
    sha: mergeBase ?? baseSha,
    label,
    source: mergeBase === undefined ? 'pull-request-base' : 'merge-base',
    fetched: got.fetched,
  };
}

function fetchFailed(sha: string, gitSaid: string): BaseCommit {
  return {
    status: 'unavailable',
    reason: `The pull request's base commit ${sha.slice(0, 7)} is not in this checkout and fetching it from origin failed (git: ${gitSaid}).`,
    fix: 'fetchCommit',
  };
}

type Obtained = { ok: true; fetched: boolean } | { ok: false; gitSaid: string };

/** Makes commit `sha` local: it is there, or one fetch from origin brings it. */
export async function obtainCommit(git: Git, cwd: string, sha: string): Promise<Obtained> {
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

/** The commit a ref names: in the checkout, as origin's branch of that name, or fetched once. */
export async function resolveRef(git: Git, cwd: string, ref: string): Promise<BaseCommit> {
  if ((await resolveLocalCommit(git, cwd, 'HEAD')) === undefined) return NO_CHECKOUT;
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
    reason: `The baseline '${ref}' is not a commit in this checkout and fetching it from origin failed (git: ${fetched.gitSaid}).${shortSha}`,
    fix: 'fetchRef',
  };
}
