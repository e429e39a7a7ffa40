/**
 * A push, as the change tests run it: a repository made in a new folder (removed after the file),
 * committed whole, and run() in this process on `push` at that commit.
 */
import { git } from '../../support/git-fixtures.ts';
import type { InProcessRun, Integration } from '../../support/integration.ts';

/**
 * Commits what `write` puts into a new repository, then runs the Action on `push` there with
 * `inputs`.
 */
export function runOnPush(
  harness: Integration,
  write: (workspace: string) => void,
  inputs: Record<string, string> = {},
): Promise<InProcessRun> {
  const workspace = harness.tempDir('iac-push-');
  git(workspace, ['init', '-q']);
  write(workspace);
  git(workspace, ['add', '-A']);
  git(workspace, ['commit', '-q', '-m', 'push']);
  return harness.action({
    workspace,
    event: 'push',
    payload: {},
    sha: git(workspace, ['rev-parse', 'HEAD']),
    inputs,
  });
}
