/**
 * What a link (or a submodule) of the scanned tree leads to, for the unjudged rule: a folder, a
 * file, somewhere out of the repository, or nothing. Links are never followed to scan what they
 * point at; this only asks where they point, so that a link to a folder of IaC (or a submodule)
 * is not passed over in silence. In a commit git answers (`cat-file --batch-check
 * --follow-symlinks`, which resolves links inside the tree and says `symlink` for one that leaves
 * it); in the work tree the file system does, and a target outside the repository's top is
 * `outside` wherever it lands.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { type Git, GitCommandError } from '../../git/git.ts';
import { parseBatchCheckFollowed } from '../../git/git-output.ts';
import { locateFolder } from '../../git/git-tree.ts';
import { isInside } from '../../../paths.ts';

/**
 * Where an entry leads. `folder` also stands for a submodule (its commit is not in this
 * repository) and for an object git does not hold: neither can be judged, so they fail closed.
 * In a commit, a link to a submodule reads as `missing` (git calls it dangling), like a link to
 * nothing: on a pull request the rule counts a `missing` link it judges (fail closed).
 */
export type LinkTarget = 'folder' | 'file' | 'outside' | 'missing';

/** Where each entry (by path relative to the scanned folder) leads, in order. */
export type ProbeTargets = (relatives: readonly string[]) => Promise<LinkTarget[]>;

/**
 * Parses `cat-file --batch-check --follow-symlinks` output for `count` requests: `<id> <type>
 * <size>`, `<name> missing`, or `symlink|dangling|loop|notdir <size>` followed by that many bytes
 * and a line break (a link leaving the repository, with its target; a target that is not there).
 */
export function parseFollowed(output: Buffer, count: number): LinkTarget[] {
  return parseBatchCheckFollowed(output, count).map((answer) => {
    if (answer.kind === 'unresolved') return answer.why === 'symlink' ? 'outside' : 'missing';
    // A submodule's commit, or any object this repository does not hold: a folder (fail closed).
    return answer.kind === 'object' && answer.info.type === 'blob' ? 'file' : 'folder';
  });
}

/** Where entries of commit `sha` under the scanned folder lead, asked of git in one batch. */
export function commitTargets(git: Git, options: { scanRoot: string; sha: string }): ProbeTargets {
  return async (relatives) => {
    if (relatives.length === 0) return [];
    const location = await locateFolder(git, options.scanRoot);
    const prefix = location?.folder ? `${location.folder}/` : '';
    // A name git's line-based batch cannot carry: where it leads is unknown (fail closed).
    const askable = relatives.filter((r) => !r.includes('\n'));
    const args = ['cat-file', '--batch-check', '--follow-symlinks'];
    const input = askable.map((r) => `${options.sha}:${prefix}${r}\n`).join('');
    const result = await git.run(args, { cwd: options.scanRoot, input });
    if (result.code !== 0) throw new GitCommandError(args, result);
    const answers = parseFollowed(result.stdout, askable.length);
    const byPath = new Map(askable.map((r, i) => [r, answers[i]]));
    return relatives.map((r) => byPath.get(r) ?? 'outside');
  };
}

/**
 * Where entries of the work tree lead; `root` is the repository's top. A link whose text points
 * past the top is `outside` whether or not its target exists, as git says of a commit.
 */
export function workTreeTargets(scanRoot: string, root: string): ProbeTargets {
  return async (relatives) => {
    const top = await fs.realpath(root).catch(() => path.resolve(root));
    const base = await fs.realpath(scanRoot).catch(() => path.resolve(scanRoot));
    return Promise.all(
      relatives.map(async (relative): Promise<LinkTarget> => {
        const entry = path.join(base, relative);
        const text = await fs.readlink(entry).catch(() => undefined);
        if (text !== undefined && !isInside(top, path.resolve(path.dirname(entry), text)))
          return 'outside';
        const target = await fs.realpath(entry).catch(() => undefined);
        if (target === undefined) return 'missing';
        if (!isInside(top, target)) return 'outside';
        const stat = await fs.stat(target).catch(() => undefined);
        if (stat === undefined) return 'missing';
        return stat.isDirectory() ? 'folder' : 'file';
      }),
    );
  };
}
