/**
 * Which links of a commit are dangling (issue 40): their text, followed through every link and
 * submodule of the commit's whole tree (`link-resolver.ts`), ends at a path inside the repository
 * that the commit does not have. What such a link points at is in no commit, so no change can hold
 * it (terraform-example-foundation's `common.auto.tfvars -> ../../common.auto.tfvars`, a file each
 * user creates): the link is a notice that says so, never an error. A link into a submodule is not
 * dangling (the submodule's files are another repository's), nor one that leaves the repository
 * or whose resolution was not worked out (those stay counted: fail closed). One `ls-tree` of the
 * whole commit and one read of the links' texts; a git failure throws (the caller keeps the
 * links counted).
 */
import { type Git, GitCommandError, isObjectId } from '../../git/git.ts';
import { parseLsTree } from '../../git/git-output.ts';
import { parseTreeLinks, treeLinkResolver } from './links-behind.ts';

/** Every path of a commit's tree (files, links, submodules) and every folder above one. */
function pathsOf(output: Buffer): Set<string> {
  const paths = new Set<string>(['']);
  for (const entry of parseLsTree(output)) {
    const path = entry.name.toString('utf8');
    paths.add(path);
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
      paths.add(path.slice(0, at));
  }
  return paths;
}

/** The links of `links` (repository-relative paths) that dangle in commit `sha`. */
export async function findDanglingLinks(
  git: Git,
  options: { readonly cwd: string; readonly sha: string; readonly links: readonly string[] },
): Promise<Set<string>> {
  if (options.links.length === 0) return new Set();
  if (!isObjectId(options.sha)) throw new Error(`Not a full commit id: '${options.sha}'`);
  const args = ['ls-tree', '--full-tree', '-r', '-z', options.sha];
  const result = await git.run(args, { cwd: options.cwd });
  if (result.code !== 0) throw new GitCommandError(args, result);
  const all = parseTreeLinks(result.stdout);
  const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
  const exists = pathsOf(result.stdout);
  const isLink = new Set(all.map((l) => l.path));
  return new Set(
    options.links.filter((link) => {
      if (!isLink.has(link)) return false;
      const resolution = resolver.resolve(link);
      return resolution.kind === 'path' && !exists.has(resolution.to);
    }),
  );
}
