/**
 * The hunks of a pull request's diff: every page of `pulls/{n}/files` (GitHub lists at most 3,000
 * files), and beyond that the local `git diff` of the base and head commits when the checkout has
 * them.
 */
import type { Git } from '../../../engine/git/git.ts';
import type { GitHubClient } from '../../github/github-client.ts';
import { parseGitDiff, parsePatchHunks, type Hunks } from './diff-hunks.ts';

export const MAX_LISTED_FILES = 3_000;
const FILES_PER_PAGE = 100;

export interface PullDiffSource {
  readonly client: GitHubClient;
  readonly pullNumber: number;
  readonly baseSha: string | undefined;
  readonly headSha: string;
  readonly git: Git;
  readonly workspace: string;
}

/** The hunks of every file of the pull request, by path. */
export async function readPullHunks(source: PullDiffSource): Promise<Map<string, Hunks>> {
  const { client } = source;
  const files = await client.octokit.paginate(client.octokit.rest.pulls.listFiles, {
    owner: client.owner,
    repo: client.repo,
    pull_number: source.pullNumber,
    per_page: FILES_PER_PAGE,
  });
  const hunks = new Map<string, Hunks>();
  for (const file of files)
    if (file.patch !== undefined) hunks.set(file.filename, parsePatchHunks(file.patch));
  if (files.length < MAX_LISTED_FILES || source.baseSha === undefined) return hunks;
  const local = await source.git.run(
    ['diff', '--text', '--no-color', '-U3', `${source.baseSha}...${source.headSha}`],
    { cwd: source.workspace },
  );
  if (local.code !== 0) return hunks;
  for (const [path, fileHunks] of parseGitDiff(local.stdout.toString('utf8')))
    if (!hunks.has(path)) hunks.set(path, fileHunks);
  return hunks;
}
