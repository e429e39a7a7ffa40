/**
 * Links the pull request did not touch that lead to something it changed (issue 31): the base has
 * `infra/modules/edge -> ../../platform/edge`, used as a module, and the pull request changes only
 * `platform/edge/main.tf`. Links are never followed, so that change reaches the deployed code through
 * `path` without any scan reading it. Each link under the scanned folder of the scanned commit is
 * resolved by its text through every link and submodule of the commit's whole tree
 * (`link-resolver.ts`), and it is a candidate when a changed path stands at its final target,
 * above it (a bumped submodule, a folder replaced by a link) or under it, or at any link passed on
 * the way (a link the fork retargeted), out of the folder. Inside the folder too (issue 39): the
 * base has `infra/network/extra.tf -> extra.txt` and the pull request changes only `extra.txt`,
 * which Terraform loads as `.tf` through the link while discovery reads it by its own name; a link
 * whose final target inside the folder is a file the pull request changed is a candidate (the rule
 * then stays silent when that file was uploaded). A folder inside is judged where it is, file by
 * file. A link that leaves the repository through links the pull request left alone leads to
 * nothing it can change; one whose resolution was not worked out (a loop, more follows than the
 * kernel allows) counts. A change to documentation in a folder a link leads to (a README, a
 * licence, pictures: `documentation.ts`) is read by no deployer and does not count. Git is asked
 * twice at most, in batches (one `ls-tree` of the whole tree, one read of the links' texts), and
 * only when the pull request changed something. A git failure throws: the caller fails closed.
 */
import * as posix from 'node:path/posix';
import { readName } from '../../discovery/file-names.ts';
import { type Git, GitCommandError, isObjectId } from '../../git/git.ts';
import { parseLsTree } from '../../git/git-output.ts';
import type { ChangedPaths } from '../changed-entries.ts';
import { createLinkResolver, type LinkResolver, type Resolution } from './link-resolver.ts';
import { readBlobs } from '../../git/blob-reader.ts';
import { isDocumentation } from '../references/documentation.ts';

/** Modes of a regular file, or a deletion (`000000`): a target there is no folder. */
const FILE_MODES: ReadonlySet<string> = new Set(['100644', '100755', '000000']);

/** A link under the scanned folder of the scanned commit. */
export interface TreeLink {
  /** Relative to the scanned folder, as discovery names files. */
  readonly path: string;
  readonly nameValid: boolean;
  readonly objectId: string;
}

/** A link that leads to something the pull request changed, out of the scanned folder. */
export interface LinkBehind extends TreeLink {
  /**
   * What it leads to: a folder (or a submodule) holding a change, a changed file, or out of the
   * repository through a link the pull request changed, or nowhere worked out (fail closed).
   */
  readonly target: 'folder' | 'file' | 'outside';
  /** The changed path behind it, repository-relative (untrusted text); `''` when unresolved. */
  readonly changed: string;
}

/**
 * The resolver over a commit's tree as `git ls-tree -r` listed it (`listing`): the text of every
 * link in `links`, read in one batch, and every gitlink, so a path through a submodule is known.
 */
export async function treeLinkResolver(
  git: Git,
  cwd: string,
  listing: Buffer,
  links: readonly TreeLink[],
): Promise<LinkResolver> {
  const bytes = await readBlobs(
    git,
    cwd,
    links.map((l) => l.objectId),
  );
  const texts = new Map(
    links.map((l, i) => [l.path, Buffer.from(bytes[i] ?? []).toString('utf8')]),
  );
  const submodules = new Set(parseTreeLinks(listing, '160000').map((s) => s.path));
  return createLinkResolver(texts, submodules);
}

/**
 * Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`), keeping those of `mode`: the
 * links (`120000`), or the submodules (`160000`, `objectId` then their commit).
 */
export function parseTreeLinks(output: Buffer, mode = '120000'): TreeLink[] {
  return parseLsTree(output).flatMap((entry) => {
    if (entry.mode !== mode || !isObjectId(entry.objectId)) return [];
    const name = readName(entry.name);
    return [{ path: name.text, nameValid: name.valid, objectId: entry.objectId }];
  });
}

/** The changed path at, above or under `to` (outside `folder`), and what `to` then is. */
function changeAt(
  to: string,
  folder: string,
  changed: ChangedPaths,
): Pick<LinkBehind, 'target' | 'changed'> | undefined {
  const mode = changed.get(to);
  // A file the pull request changed or deleted; a link or submodule there leads anywhere.
  if (mode !== undefined) return { target: FILE_MODES.has(mode) ? 'file' : 'folder', changed: to };
  // A submodule bumped, or a folder replaced by a link or a file, above the target.
  for (let up = posix.dirname(to); up !== '.'; up = posix.dirname(up))
    if (changed.has(up)) return { target: 'folder', changed: up };
  // The top (`''`) is a folder too; what the pull request changed under `folder` is judged there.
  // Documentation in the folder is read by no deployer (`documentation.ts`): no reason to count.
  const inside = [...changed.keys()].find(
    (p) => (to === '' || p.startsWith(`${to}/`)) && !isUnder(folder, p) && !isDocumentation(p),
  );
  return inside === undefined ? undefined : { target: 'folder', changed: inside };
}

/**
 * What a resolved link leads to that the pull request changed: its final target (or a path above
 * or under it), or any link passed on the way (retargeted, or standing where a folder was).
 */
function changeBehind(
  resolution: Resolution,
  folder: string,
  changed: ChangedPaths,
): Pick<LinkBehind, 'target' | 'changed'> | undefined {
  const leadsTo = resolution.kind === 'path' ? 'folder' : 'outside';
  for (const passed of resolution.passed) {
    const behind = changeAt(passed, folder, changed);
    if (behind !== undefined && !isUnder(folder, behind.changed))
      return { target: leadsTo, changed: behind.changed };
  }
  // Where it leads was not worked out (a loop, too many follows): it counts (fail closed).
  if (resolution.kind === 'exhausted') return { target: 'outside', changed: '' };
  if (resolution.kind === 'outside') return undefined;
  if (isUnder(folder, resolution.to)) return changedFileAt(resolution.to, changed);
  return changeAt(resolution.to, folder, changed);
}

/** A file inside the folder the pull request added or changed (not deleted), at `to`. */
function changedFileAt(
  to: string,
  changed: ChangedPaths,
): Pick<LinkBehind, 'target' | 'changed'> | undefined {
  const mode = changed.get(to);
  return mode !== undefined && mode !== '000000' && FILE_MODES.has(mode)
    ? { target: 'file', changed: to }
    : undefined;
}

/** True for `path` at or under `folder` (`''`, the top, holds every path). */
function isUnder(folder: string, path: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}

/**
 * The links under `folder` (repository-relative, `''` for the top) of commit `headSha` that lead
 * out of it to something `changed` holds, or inside it to a file `changed` holds, except those in
 * `skip` (judged already as changed entries).
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
  if (changed.size === 0) return [];
  if (!isObjectId(options.headSha)) throw new Error(`Not a full commit id: '${options.headSha}'`);
  // The whole tree: a link out of the folder may lead on through links anywhere in the repository.
  const args = ['ls-tree', '--full-tree', '-r', '-z', options.headSha];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  const all = parseTreeLinks(result.stdout);
  const links = all.filter((l) => l.nameValid && isUnder(folder, l.path) && l.path !== folder);
  const prefix = folder === '' ? 0 : folder.length + 1;
  if (links.length === 0) return [];
  const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
  return links.flatMap((link): LinkBehind[] => {
    const relative = link.path.slice(prefix);
    if (options.skip.has(relative)) return [];
    const behind = changeBehind(resolver.resolve(link.path), folder, changed);
    return behind ? [{ ...link, path: relative, ...behind }] : [];
  });
}
