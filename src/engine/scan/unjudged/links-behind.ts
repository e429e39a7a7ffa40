/**
 * Links the pull request did not touch that lead to something it changed (issue 31): the base has
 * `infra/modules/edge -> ../../shared/edge`, used as a module, and the pull request changes only
 * `shared/edge/main.tf`. Links are never followed, so that change reaches the deployed code through
 * `path` without any scan reading it. Each link under the scanned folder of the scanned commit is
 * resolved by its text (through other links under the folder, as git would), and when it leads out
 * of the folder to a path the pull request changed, or to a folder holding one, it is a candidate.
 * A link that leaves the repository leads to nothing the pull request can change. Git is asked
 * twice at most, in batches (one `ls-tree` of the folder, one read of the links' texts), and only
 * when the pull request changed something outside the folder. A git failure throws: the caller
 * fails closed.
 */
import * as posix from 'node:path/posix';
import { readName } from '../../discovery/file-names.ts';
import { type Git, GitCommandError, isObjectId } from '../../git/git.ts';
import type { ChangedPaths } from './changed-entries.ts';
import { readBlobs } from './read-contents.ts';

/** Links resolved through at most this many links, as the kernel's own limit. */
const MAX_LINK_HOPS = 40;

/** A link under the scanned folder of the scanned commit. */
export interface TreeLink {
  /** Relative to the scanned folder, as discovery names files. */
  readonly path: string;
  readonly nameValid: boolean;
  readonly objectId: string;
}

/** A link that leads to something the pull request changed, out of the scanned folder. */
export interface LinkBehind extends TreeLink {
  /** What it leads to: a folder (or a submodule) holding a change, or a changed file. */
  readonly target: 'folder' | 'file';
  /** The changed path behind it, repository-relative (untrusted text). */
  readonly changed: string;
}

/** Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`), keeping the links. */
export function parseTreeLinks(output: Buffer): TreeLink[] {
  const links: TreeLink[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(0, at);
    const record = output.subarray(at, end === -1 ? output.length : end);
    at = end === -1 ? output.length : end + 1;
    const tab = record.indexOf(0x09);
    const [mode, , objectId = ''] = record.toString('latin1', 0, Math.max(tab, 0)).split(' ');
    if (tab === -1 || mode !== '120000' || !isObjectId(objectId)) continue;
    const name = readName(record.subarray(tab + 1));
    links.push({ path: name.text, nameValid: name.valid, objectId });
  }
  return links;
}

/**
 * Where a link leads, repository-relative, following its text and any link of `texts` (by
 * repository path) met on the way; undefined when it leaves the repository or loops.
 */
export function resolveLink(
  at: string,
  texts: ReadonlyMap<string, string>,
  hops = MAX_LINK_HOPS,
): string | undefined {
  const text = texts.get(at);
  if (text === undefined) return at;
  if (hops === 0 || posix.isAbsolute(text)) return undefined;
  const to = posix.normalize(posix.join(posix.dirname(at), text)).replace(/\/+$/, '');
  if (to === '..' || to.startsWith('../')) return undefined;
  const parts = to === '.' ? [] : to.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    if (!texts.has(prefix)) continue;
    const through = resolveLink(prefix, texts, hops - 1);
    if (through === undefined) return undefined;
    const rest = parts.slice(i).join('/');
    return resolveLink(rest === '' ? through : posix.join(through, rest), texts, hops - 1);
  }
  return to === '.' ? '' : to;
}

/** The changed path at or under `target`, and whether `target` is a folder, or undefined. */
function changeBehind(
  target: string,
  changed: ChangedPaths,
): Pick<LinkBehind, 'target' | 'changed'> | undefined {
  const mode = changed.get(target);
  // A file the pull request changed, deleted or retyped; a submodule is a folder of another repository.
  if (mode !== undefined) return { target: mode === '160000' ? 'folder' : 'file', changed: target };
  const inside =
    target === '' ? undefined : [...changed.keys()].find((p) => p.startsWith(`${target}/`));
  return inside === undefined ? undefined : { target: 'folder', changed: inside };
}

function isUnder(folder: string, path: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/**
 * The links under `folder` (repository-relative, not the top) of commit `headSha` that lead out of
 * it to something `changed` holds, except those in `skip` (judged already as changed entries).
 */
export async function findLinksBehind(
  git: Git,
  options: {
    cwd: string;
    headSha: string;
    folder: string;
    changed: ChangedPaths;
    skip: ReadonlySet<string>;
  },
): Promise<LinkBehind[]> {
  const { folder, changed } = options;
  if (folder === '' || ![...changed.keys()].some((p) => !isUnder(folder, p))) return [];
  if (!isObjectId(options.headSha)) throw new Error(`Not a full commit id: '${options.headSha}'`);
  // --full-tree: run from a subfolder, ls-tree would list only that subfolder of the tree given.
  const args = ['ls-tree', '--full-tree', '-r', '-z', `${options.headSha}:${folder}`];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  const links = parseTreeLinks(result.stdout).filter((l) => l.nameValid);
  if (links.length === 0) return [];
  const bytes = await readBlobs(
    git,
    options.cwd,
    links.map((l) => l.objectId),
  );
  const texts = new Map(
    links.map((l, i) => [`${folder}/${l.path}`, Buffer.from(bytes[i] ?? []).toString('utf8')]),
  );
  return links.flatMap((link): LinkBehind[] => {
    if (options.skip.has(link.path)) return [];
    const target = resolveLink(`${folder}/${link.path}`, texts);
    if (target === undefined || isUnder(folder, target)) return [];
    const behind = changeBehind(target, changed);
    return behind ? [{ ...link, ...behind }] : [];
  });
}
