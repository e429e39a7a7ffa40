/**
 * A git error quotes the line where git says what failed (`fatal:` or `error:`), never its last
 * line, which is often advice ("and the repository exists."). Real git, real repositories.
 */
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBaseCommit } from './event-base.ts';
import { createGitCli, gitSaid, GitCommandError } from '../../../src/engine/git/git.ts';
import {
  checkoutMergeCommit,
  git,
  makePullRequestOrigin,
  pullRequestEvent,
  type PullRequestOrigin,
} from '../../support/git-fixtures.ts';

let origin: PullRequestOrigin;
beforeAll(() => {
  origin = makePullRequestOrigin();
});

describe('what a git error quotes', () => {
  it("the fetch that fails names git's fatal line, not its closing advice", async () => {
    const clone = checkoutMergeCommit(origin);
    // An origin that is not there: git ends with "Please make sure … / and the repository exists."
    git(clone, ['remote', 'set-url', 'origin', path.join(clone, 'gone.git')]);
    const base = await resolveBaseCommit({
      git: createGitCli(),
      cwd: clone,
      baseline: { kind: 'auto' },
      eventName: 'pull_request',
      event: pullRequestEvent(origin),
    });
    const reason = base.status === 'unavailable' ? base.reason : '';
    expect(reason).toMatch(/\(git: fatal: '.*gone\.git' does not appear to be a git repository\)/);
    expect(reason).not.toContain('and the repository exists');
  });

  it('a command that had to succeed names its own fatal line', async () => {
    const clone = checkoutMergeCommit(origin);
    const args = ['cat-file', '-p', 'no-such-ref:nowhere'];
    const result = await createGitCli().run(args, { cwd: clone });
    const error = new GitCommandError(args, result);
    expect(error.message).toMatch(
      /^git cat-file -p no-such-ref:nowhere failed \(exit 128\): fatal: /,
    );
  });

  it('takes the first fatal or error line, else the last line', () => {
    expect(
      gitSaid(
        'remote: Repository not found.\nerror: RPC failed; HTTP 403\nfatal: expected flush after ref listing\n\nPlease make sure you have the correct access rights\nand the repository exists.\n',
      ),
    ).toBe('error: RPC failed; HTTP 403');
    expect(gitSaid('git was stopped (SIGTERM) after its time limit\nfatal: early EOF\n')).toBe(
      'git was stopped (SIGTERM) after its time limit',
    );
    expect(gitSaid('warning: something odd\n  the last words  \n')).toBe('the last words');
    expect(gitSaid('')).toBe('no message');
  });
});
