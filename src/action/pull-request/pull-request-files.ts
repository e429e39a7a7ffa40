/**
 * The pull request's files from GitHub's API (`GET /repos/{owner}/{repo}/pulls/{n}/files`, every
 * page), for the unjudged rule when git cannot reach the base: what the pull request changed is
 * then still known, and only the files it changed count, not the whole tree. GitHub lists at most
 * 3,000 files: a pull request with more (or one whose event counts more files than the list
 * holds) is listed as incomplete, and the engine counts the whole tree (fail closed). A failure
 * of the API is no list (the whole tree counts). Renamed files are named by both paths.
 */
import { field } from '../github-context.ts';
import type { ListChanges } from '../../engine/change/find-unjudged.ts';
import type { GitHubSession } from '../github/github-session.ts';
import type { ActionSettings } from '../inputs.ts';

/** The most files GitHub's list of a pull request's files holds. */
export const MAX_LISTED_FILES = 3_000;
const FILES_PER_PAGE = 100;

/** The port, or undefined when the run is not about a pull request (or has no token). */
export function pullRequestFiles(
  settings: Pick<ActionSettings, 'githubToken'> & {
    readonly github: Pick<ActionSettings['github'], 'pullRequestNumber' | 'event'>;
  },
  session: GitHubSession,
): ListChanges | undefined {
  const pullNumber = settings.github.pullRequestNumber;
  if (pullNumber === undefined || !settings.githubToken) return undefined;
  const counted = field(settings.github.event, 'pull_request', 'changed_files');
  return async () => {
    const client = await session.client();
    const files = await client.octokit.paginate(client.octokit.rest.pulls.listFiles, {
      owner: client.owner,
      repo: client.repo,
      pull_number: pullNumber,
      per_page: FILES_PER_PAGE,
    });
    const paths = files.flatMap((f) =>
      f.previous_filename === undefined ? [f.filename] : [f.filename, f.previous_filename],
    );
    const complete =
      files.length < MAX_LISTED_FILES && !(typeof counted === 'number' && counted > files.length);
    return { paths, complete, source: "GitHub's list of the pull request's files" };
  };
}
