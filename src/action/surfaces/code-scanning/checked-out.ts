/** The commit checked out in the workspace, as git says: what the SARIF upload names as scanned. */
import type { Git } from '../../../engine/git/git.ts';

/** `git rev-parse HEAD` in `workspace`; undefined when it is no git work tree. */
export async function checkedOutCommit(git: Git, workspace: string): Promise<string | undefined> {
  const result = await git.run(['rev-parse', '--verify', '-q', 'HEAD'], { cwd: workspace });
  const sha = result.stdout.toString('utf8').trim();
  return result.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}
