/** A small repository with a base branch and a pull request, and the checkouts a runner has. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git, tempDir } from '../test/git-fixtures.ts';

const bucket = (name: string, acl: string) =>
  `resource "aws_s3_bucket" "${name}" {\n  acl = "${acl}"\n}\n`;

export function makeBenchOrigin() {
  const root = tempDir('iac-bench-bl-');
  const author = path.join(root, 'author');
  const bare = path.join(root, 'origin.git');
  git(root, ['init', '-q', author]);
  for (let i = 0; i < 30; i++) {
    fs.mkdirSync(path.join(author, `stack${i}`), { recursive: true });
    fs.writeFileSync(
      path.join(author, `stack${i}`, 'main.tf'),
      `# ${Date.now()}\n${bucket(`b${i}`, i % 3 ? 'private' : 'public-read')}`,
    );
  }
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'base']);
  const baseSha = git(author, ['rev-parse', 'HEAD']);
  git(author, ['checkout', '-q', '-b', 'pr']);
  fs.appendFileSync(path.join(author, 'stack1', 'main.tf'), bucket('added', 'public-read'));
  git(author, ['commit', '-q', '-am', 'pull request']);
  const headSha = git(author, ['rev-parse', 'HEAD']);
  git(author, ['checkout', '-q', '--detach', baseSha]);
  git(author, ['merge', '-q', '--no-ff', '--no-edit', 'pr']);
  const mergeSha = git(author, ['rev-parse', 'HEAD']);
  git(root, ['init', '-q', '--bare', bare]);
  git(author, ['push', '-q', bare, 'main', 'pr', `${mergeSha}:refs/pull/7/merge`]);
  const url = `file://${bare}`;
  const clone = (refspec: string, checkout: string, depth?: number) => {
    const dir = tempDir('iac-bench-ws-');
    git(dir, ['init', '-q']);
    git(dir, ['remote', 'add', 'origin', url]);
    git(dir, [
      'fetch',
      '-q',
      '--no-tags',
      ...(depth ? [`--depth=${depth}`] : []),
      'origin',
      refspec,
    ]);
    git(dir, ['checkout', '-q', '--force', checkout]);
    return dir;
  };
  return {
    baseSha,
    baseCheckout: () => clone('+refs/heads/*:refs/remotes/origin/*', baseSha),
    mergeCheckout: () =>
      clone('+refs/pull/7/merge:refs/remotes/pull/7/merge', 'refs/remotes/pull/7/merge', 1),
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: 7,
          base: { ref: 'main', sha: baseSha, repo: { full_name: 'octo-org/infra' } },
          head: { ref: 'pr', sha: headSha, repo: { full_name: 'octo-org/infra' } },
        },
      },
    },
  };
}
