/**
 * `npm run demo`: starts the emulator, makes a repository of fixtures/mixed with a base branch and
 * a pull request (GitHub's merge commit checked out at depth 1, as actions/checkout leaves it),
 * runs the built action on it as the runner would, shows its log, and says where the SARIF file,
 * the JSON report and the rendered summary are, with the new, fixed and existing counts. Exits with
 * the action's own exit code (1: the pull request adds a HIGH finding).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { git, tempDir } from '../test/git-fixtures.ts';
import { ROOT, runAction } from '../test/run-action.ts';

/** The base has a legacy bucket the pull request removes, and no Kubernetes yet (the pull request adds it). */
function makeRepository(): { workspace: string; baseSha: string; headSha: string } {
  const root = tempDir('iac-demo-');
  const author = path.join(root, 'author');
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), author, { recursive: true });
  git(author, ['init', '-q']);
  fs.rmSync(path.join(author, 'k8s'), { recursive: true });
  fs.writeFileSync(
    path.join(author, 'infra', 'terraform', 'legacy.tf'),
    'resource "aws_s3_bucket" "legacy" {\n  acl = "public-read-write"\n}\n',
  );
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'main']);
  const baseSha = git(author, ['rev-parse', 'HEAD']);
  git(author, ['checkout', '-q', '-b', 'feature']);
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed', 'k8s'), path.join(author, 'k8s'), {
    recursive: true,
  });
  fs.rmSync(path.join(author, 'infra', 'terraform', 'legacy.tf'));
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'add the api deployment, drop the legacy bucket']);
  const headSha = git(author, ['rev-parse', 'HEAD']);
  git(author, ['checkout', '-q', '--detach', baseSha]);
  git(author, ['merge', '-q', '--no-ff', '--no-edit', 'feature']);
  const merge = git(author, ['rev-parse', 'HEAD']);
  const origin = path.join(root, 'origin.git');
  git(root, ['init', '-q', '--bare', origin]);
  git(author, ['push', '-q', origin, 'main', 'feature', `${merge}:refs/pull/7/merge`]);
  const workspace = path.join(root, 'workspace');
  fs.mkdirSync(workspace);
  git(workspace, ['init', '-q']);
  git(workspace, ['remote', 'add', 'origin', `file://${origin}`]);
  git(workspace, [
    'fetch',
    '-q',
    '--no-tags',
    '--depth=1',
    'origin',
    '+refs/pull/7/merge:refs/remotes/pull/7/merge',
  ]);
  git(workspace, ['checkout', '-q', '--force', 'refs/remotes/pull/7/merge']);
  return { workspace, baseSha, headSha };
}

const repository = makeRepository();
const emulator = await new Emulator({ scan: { delayMs: 1500 } }).start();
console.log(`emulator: ${emulator.url} (CA ${emulator.caFile})\n`);
try {
  const run = await runAction({
    workspace: repository.workspace,
    caFile: emulator.caFile,
    echo: true,
    entry: 'dist',
    inputs: { 'api-key': KEYS.admin, 'api-url': emulator.url, 'pr-comment': 'false' },
    env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: 7,
          head: { ref: 'feature', sha: repository.headSha, repo: { full_name: 'octo-org/infra' } },
          base: { ref: 'main', sha: repository.baseSha, repo: { full_name: 'octo-org/infra' } },
        },
      },
    },
  });
  const summaryFile = path.join(run.dir, 'summary.md');
  const existing = Number(run.outputs['failed-count']) - Number(run.outputs['new-count']);
  console.log('\n--- outputs ---');
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`);
  console.log('\n--- against the base branch ---');
  console.log(
    `new: ${run.outputs['new-count']}   fixed: ${run.outputs['fixed-count']}   existing: ${existing}`,
  );
  console.log('\n--- where to look ---');
  console.log(`SARIF file:   ${run.outputs['sarif-file']}`);
  console.log(`JSON report:  ${run.outputs['report-file']}`);
  console.log(`Job summary:  ${summaryFile}`);
  console.log(`exit code:    ${run.exitCode}`);
  process.exitCode = run.exitCode;
} finally {
  await emulator.stop();
}
