/**
 * The one rule from a change request to commits, read by the three things that hang on the base:
 * - the findings baseline: `baseline: none` none; a ref, its commit; `auto`, the change's merge
 *   base (given; the platform's merge commit's first parent, or the merge base; or the ref's
 *   commit) and no base when there is no change request;
 * - the unjudged range: from the change's merge base (for a ref, its merge base with the head, so
 *   what the target branch did since the change branched is not the change's) to the head (the
 *   scanned commit, else HEAD), whatever `baseline` says;
 * - the suppressions' base: the target branch's tip (`baseTip`), never a merge base. When the
 *   change's base is a ref other than the tip (a merge base the author chose: GitLab's diff base),
 *   what the change adds is read against that ref and what applies at the tip (`tip`), or, the
 *   tip unknown, none applies.
 * Each is found once (git, maybe one fetch at depth 1 in a shallow clone) and shared; a base that
 * cannot be had is a reason with the surface's fix (`Knobs`), never an exception.
 */
import { describeError } from '../../errors.ts';
import {
  obtainCommit,
  resolveMergeTarget,
  resolveRef,
  type BaseCommit,
  type BaselineInput,
} from '../git/base-commit.ts';
import { type Git, isObjectId } from '../git/git.ts';
import { findMergeBase, resolveLocalCommit } from '../git/history.ts';
import type { Knobs } from '../knobs.ts';
import type { ChangeRequest } from './change-request.ts';
import type { ChangeRange } from './judge-candidates.ts';

/** The base findings are compared with: its commit, or why there is none. */
export type FindingsBase =
  | { readonly status: 'none' }
  | {
      readonly status: 'unavailable';
      readonly reason: string;
      readonly label?: string;
      readonly sha?: string;
      /** No git on the machine: a known setup, said in a notice rather than a warning. */
      readonly gitMissing?: true;
    }
  | { readonly status: 'found'; readonly sha: string; readonly label: string };

export interface ChangeResolution {
  /** The commit findings are compared with, or why there is none. */
  findingsBase(): Promise<FindingsBase>;
  /** The commits bounding the change for the unjudged rule; the whole tree without a change. */
  range(): Promise<ChangeRange>;
  /** Where the change's suppressions are read: the base's tip, or a merge base and the tip. */
  suppressionsBase(): Promise<SuppressionsBase>;
}

/** The commit the change's own suppressions are read against, and the tip they apply at. */
export interface SuppressionsBase {
  /** Undefined when it cannot be had. */
  readonly baseSha: string | undefined;
  /** Set when `baseSha` is a merge base rather than the target's tip. */
  readonly tip?: { readonly sha: string } | { readonly unavailable: string };
}

export interface ResolveChangeOptions {
  readonly git: Git;
  /** A folder of the repository: the scanned folder. */
  readonly cwd: string;
  readonly baseline: BaselineInput;
  readonly change: ChangeRequest | undefined;
  /** The commit scanned instead of the work tree; undefined: the work tree (its HEAD). */
  readonly headSha: string | undefined;
  readonly knobs: Knobs;
}

/** Memoises an async answer: each base is looked for once per run. */
function once<T>(find: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= find());
}

/** The reason of a base that cannot be had, with the surface's fix. */
function reasonOf(base: Extract<BaseCommit, { status: 'unavailable' }>, knobs: Knobs): string {
  return base.fix === undefined ? base.reason : `${base.reason} ${knobs.base[base.fix]}`;
}

export function resolveChange(options: ResolveChangeOptions): ChangeResolution {
  const { git, cwd, change, knobs } = options;
  const refs = new Map<string, () => Promise<BaseCommit>>();
  /** A ref's commit, found once however many of the three ask for it. */
  const ref = (name: string) => {
    let found = refs.get(name);
    if (found === undefined) refs.set(name, (found = once(() => resolveRef(git, cwd, name))));
    return found();
  };
  const changeBase = once(async (): Promise<BaseCommit> => {
    if (change === undefined) return { status: 'none' };
    if (change.unusable !== undefined) return { status: 'unavailable', reason: change.unusable };
    const { base, baseLabel: label } = change;
    if (base.kind === 'commit')
      return { status: 'found', sha: base.sha, label, source: 'given', fetched: false };
    if (base.kind === 'ref') return ref(base.ref);
    return resolveMergeTarget(git, cwd, { ...base, label });
  });
  const head = once(async () => options.headSha ?? (await resolveLocalCommit(git, cwd, 'HEAD')));
  const gitMissing = once(() => isGitMissing(git, cwd));
  /** Without git no base can be read, whatever else looked wrong: the fix is git itself. */
  const noGit = GIT_MISSING + knobs.base.noGit;

  const findingsBase = once(async (): Promise<FindingsBase> => {
    const { baseline } = options;
    if (baseline.kind === 'none') return { status: 'none' };
    try {
      const found = await (baseline.kind === 'ref' ? ref(baseline.ref) : changeBase());
      if (found.status === 'unavailable' && (await gitMissing()))
        return { status: 'unavailable', reason: noGit, gitMissing: true };
      if (found.status === 'none') return found;
      if (found.status === 'unavailable')
        return { status: 'unavailable', reason: reasonOf(found, knobs) };
      const { sha, label } = found;
      if (found.source === 'given' || (await head()) !== sha)
        return { status: 'found', sha, label };
      const why = `the baseline ${label} is the commit being scanned, so nothing could count as new`;
      return { status: 'unavailable', label, sha, reason: `${why}: ${knobs.base.isHead}` };
    } catch (error) {
      return { status: 'unavailable', reason: describeError(error) };
    }
  });

  const range = once(async (): Promise<ChangeRange> => {
    if (change === undefined) return { kind: 'tree' };
    const unavailable = (why: string): ChangeRange => ({ kind: 'pull request', unavailable: why });
    try {
      const base = await changeBase();
      if (base.status === 'unavailable' && (await gitMissing())) return unavailable(noGit);
      if (base.status !== 'found')
        return unavailable(
          base.status === 'unavailable' ? reasonOf(base, knobs) : 'the change has no base commit',
        );
      const to = await head();
      if (to === undefined)
        return unavailable(
          (await gitMissing()) ? noGit : 'the workspace has no commit checked out',
        );
      // A ref names the target branch: the change starts where it branched from it.
      const from =
        base.source === 'ref'
          ? ((await findMergeBase(git, cwd, base.sha, to)) ?? base.sha)
          : base.sha;
      return { kind: 'pull request', baseSha: from, headSha: to };
    } catch (error) {
      return unavailable(describeError(error));
    }
  });

  const commitOf = (tip: string) => tipCommit(tip, ref, () => obtainCommit(git, cwd, tip));
  const suppressionsBase = once(() => findSuppressionsBase(change, commitOf, knobs.base.fetchTip));

  return { findingsBase, range, suppressionsBase };
}

/** A tip's commit, fetched when the checkout lacks it; undefined when it cannot be had. */
async function tipCommit(
  tip: string,
  ref: (name: string) => Promise<BaseCommit>,
  obtain: () => Promise<{ ok: boolean }>,
): Promise<string | undefined> {
  try {
    if (!isObjectId(tip)) {
      const found = await ref(tip);
      return found.status === 'found' ? found.sha : undefined;
    }
    return (await obtain()).ok ? tip : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The suppressions' base (`ChangeResolution.suppressionsBase`), each commit found by `commitOf`;
 * `fix` is the surface's words for a target branch tip it could not fetch.
 */
async function findSuppressionsBase(
  change: ChangeRequest | undefined,
  commitOf: (ref: string) => Promise<string | undefined>,
  fix: string,
): Promise<SuppressionsBase> {
  if (change === undefined || change.unusable !== undefined) return { baseSha: undefined };
  const { base, baseTip } = change;
  // The change's base is the tip itself: both are read there.
  if (base.kind !== 'ref' || base.ref === baseTip)
    return { baseSha: baseTip === undefined ? undefined : await commitOf(baseTip) };
  const baseSha = await commitOf(base.ref);
  if (baseTip === undefined)
    return {
      baseSha,
      tip: { unavailable: change.baseTipUnknown ?? "the target branch's tip is unknown" },
    };
  const tipSha = await commitOf(baseTip);
  if (tipSha !== undefined) return { baseSha, tip: { sha: tipSha } };
  const why = `${baseTip} is not in this checkout and could not be fetched from origin (${fix})`;
  return { baseSha, tip: { unavailable: why } };
}

/** Why there is no base on a machine without git (a checkout made by download has no history). */
const GIT_MISSING =
  'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
  'with no history). ';

/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git: Git, cwd: string): Promise<boolean> {
  return (await git.run(['--version'], { cwd })).missing === true;
}
