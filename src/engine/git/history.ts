/**
 * What the local history can say about commits, and the one fetch that may complete it. Reads
 * use the object database only (`cat-file`, `rev-parse`, `merge-base`). The fetch changes nothing
 * later steps of the job see: it writes objects and `FETCH_HEAD` only (no remote-tracking ref is
 * updated), and it asks for depth 1 only of a repository that is shallow already, so a full
 * clone never becomes shallow.
 */
import { type Git, isObjectId, gitSaid } from './git.ts';

/** The parents a commit object names, even when a shallow clone does not hold them. */
export async function readParents(git: Git, cwd: string, commit: string): Promise<string[]> {
  // `cat-file commit` shows the raw object: a shallow clone grafts parents away from `HEAD^1`,
  // never from the object itself.
  const result = await git.run(['cat-file', 'commit', commit], { cwd });
  if (result.code !== 0) return [];
  const header = result.stdout.toString('utf8').split('\n\n', 1)[0] ?? '';
  return header
    .split('\n')
    .filter((line) => line.startsWith('parent '))
    .map((line) => line.slice('parent '.length));
}

/** The full id of a commit the local history holds, or undefined. */
export async function resolveLocalCommit(
  git: Git,
  cwd: string,
  revision: string,
): Promise<string | undefined> {
  const result = await git.run(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
    cwd,
  });
  const sha = result.stdout.toString('utf8').trim();
  return result.code === 0 && isObjectId(sha) ? sha : undefined;
}

/** The best common ancestor in the history at hand, or undefined when it cannot tell. */
export async function findMergeBase(
  git: Git,
  cwd: string,
  a: string,
  b: string,
): Promise<string | undefined> {
  const result = await git.run(['merge-base', a, b], { cwd });
  const sha = result.stdout.toString('utf8').trim();
  return result.code === 0 && isObjectId(sha) ? sha : undefined;
}

export type FetchOutcome =
  { readonly ok: true; readonly sha: string } | { readonly ok: false; readonly gitSaid: string };

/** True when the repository is a shallow clone (its history cut at some commits). */
export async function isShallow(git: Git, cwd: string): Promise<boolean> {
  const result = await git.run(['rev-parse', '--is-shallow-repository'], { cwd });
  return result.code === 0 && result.stdout.toString('utf8').trim() === 'true';
}

/**
 * Fetches one commit or ref from `origin` into `FETCH_HEAD` alone (`--refmap=` keeps git from
 * updating `refs/remotes/origin/*` on the side), at depth 1 only when the clone is shallow, and
 * returns the commit it brought.
 */
export async function fetchFromOrigin(git: Git, cwd: string, what: string): Promise<FetchOutcome> {
  const depth = (await isShallow(git, cwd)) ? ['--depth=1'] : [];
  const args = ['fetch', '--no-tags', '--refmap=', ...depth, 'origin', what];
  const result = await git.run(args, { cwd });
  if (result.code !== 0) return { ok: false, gitSaid: gitSaid(result.stderr) };
  const sha = await resolveLocalCommit(git, cwd, isObjectId(what) ? what : 'FETCH_HEAD');
  return sha ? { ok: true, sha } : { ok: false, gitSaid: `origin did not send ${what}` };
}
