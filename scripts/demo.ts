/**
 * `npm run demo`: starts the emulator, makes a repository of fixtures/mixed with a base branch and
 * a pull request (GitHub's merge commit checked out at depth 1, as actions/checkout leaves it),
 * runs the built action on it as the runner would, shows its log as a job's log shows it
 * (scripts/job-log.ts), and says where the SARIF file,
 * the JSON report and the rendered summary are, with the new, fixed and existing counts. Exits with
 * the action's own exit code (1: the pull request adds a HIGH finding). `npm run demo -- --fork`
 * shows a pull request from a fork under pull_request_target instead.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { makeForkPullRequest } from '../test/support/fork-fixtures.ts';
import { makePullRequestRepository, writeFiles } from '../test/support/git-fixtures.ts';
import { ROOT, runAction } from '../test/support/run-action.ts';
import { JobLogView } from './job-log.ts';

// Everything the demo makes (the repository, the emulator's certificate, the run's files) goes in
// one private folder, removed at the end; the reports worth a look are copied into .demo/.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-demo-'));
for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = scratch;
const KEPT = path.join(ROOT, '.demo');

/** Copies a file the run wrote into .demo/, where it outlives the scratch folder. */
function keep(file: string | undefined, name: string): string {
  if (!file || !fs.existsSync(file)) return '';
  fs.mkdirSync(KEPT, { recursive: true });
  const kept = path.join(KEPT, name);
  fs.copyFileSync(file, kept);
  return kept;
}

/** The base has a legacy bucket the pull request removes, and no Kubernetes yet (the pull request adds it). */
function makeRepository(): { workspace: string; baseSha: string; headSha: string } {
  const mixed = path.join(ROOT, 'fixtures', 'mixed');
  const repository = makePullRequestRepository({
    base: (dir) => {
      fs.cpSync(mixed, dir, { recursive: true });
      writeFiles(dir, {
        k8s: null,
        'infra/terraform/legacy.tf':
          'resource "aws_s3_bucket" "legacy" {\n  acl = "public-read-write"\n}\n',
      });
    },
    head: (dir) => {
      fs.cpSync(path.join(mixed, 'k8s'), path.join(dir, 'k8s'), { recursive: true });
      writeFiles(dir, { 'infra/terraform/legacy.tf': null });
    },
  });
  return {
    workspace: repository.checkoutMerge(),
    baseSha: repository.baseSha,
    headSha: repository.headSha,
  };
}

/**
 * `--fork`: a pull request from a fork under pull_request_target. The workspace is the base
 * branch (as actions/checkout leaves it there); the fork adds a Kubernetes manifest and proposes
 * a suppression for it inline, which is listed but not applied.
 */
function makeForkRepository(): {
  workspace: string;
  env: Record<string, string>;
  event: { name: string; payload: Record<string, unknown> };
} {
  const mixed = path.join(ROOT, 'fixtures', 'mixed');
  const files = (dir: string): Record<string, string> =>
    Object.fromEntries(
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(mixed, file), fs.readFileSync(file, 'utf8')];
        }),
    );
  const all = files(mixed);
  const fork = makeForkPullRequest({
    base: Object.fromEntries(Object.entries(all).filter(([name]) => !name.startsWith('k8s'))),
    head: Object.fromEntries(
      Object.entries(all)
        .filter(([name]) => name.startsWith('k8s'))
        .map(([name, text]) => [
          name,
          `# plerion:ignore PLERION-K8S-PRIVILEGED the fork says it is fine\n${text}`,
        ]),
    ),
  });
  return {
    workspace: fork.checkoutBase(),
    env: { GITHUB_SHA: fork.baseSha },
    event: { name: 'pull_request_target', payload: fork.targetEvent() },
  };
}

const repository = process.argv.includes('--fork')
  ? makeForkRepository()
  : (() => {
      const made = makeRepository();
      return {
        workspace: made.workspace,
        env: {},
        event: {
          name: 'pull_request',
          payload: {
            pull_request: {
              number: 7,
              head: { ref: 'feature', sha: made.headSha, repo: { full_name: 'octo-org/infra' } },
              base: { ref: 'main', sha: made.baseSha, repo: { full_name: 'octo-org/infra' } },
            },
          },
        },
      };
    })();
const view = new JobLogView({ debug: process.env.RUNNER_DEBUG === '1' });
const emulator = await new Emulator({ scan: { delayMs: 1500 } }).start();
console.log(`emulator: ${emulator.url} (CA ${emulator.caFile})\n`);
try {
  const run = await runAction({
    workspace: repository.workspace,
    caFile: emulator.caFile,
    // Shown as a job's log shows it (groups, annotations, masks; debug with RUNNER_DEBUG=1).
    echo: (text) => process.stdout.write(view.push(text)),
    entry: 'dist',
    inputs: { 'api-key': KEYS.admin, 'api-url': emulator.url, 'pr-comment': 'false' },
    env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...repository.env },
    event: repository.event,
  });
  process.stdout.write(view.end());
  const sarifFile = keep(run.outputs['sarif-file'], 'iac-scan-results.sarif');
  const reportFile = keep(run.outputs['report-file'], 'iac-scan-results.json');
  const summaryFile = keep(path.join(run.dir, 'summary.md'), 'summary.md');
  const existing = Number(run.outputs['failed-count']) - Number(run.outputs['new-count']);
  console.log('\n--- outputs (the files as copied into .demo/) ---');
  const shown = { ...run.outputs, 'sarif-file': sarifFile, 'report-file': reportFile };
  for (const [name, value] of Object.entries(shown)) console.log(`${name}=${value}`);
  console.log('\n--- against the base branch ---');
  console.log(
    `new: ${run.outputs['new-count']}   fixed: ${run.outputs['fixed-count']}   existing: ${existing}`,
  );
  console.log('\n--- where to look ---');
  console.log(`SARIF file:   ${sarifFile}`);
  console.log(`JSON report:  ${reportFile}`);
  console.log(`Job summary:  ${summaryFile}`);
  console.log(`exit code:    ${run.exitCode}`);
  process.exitCode = run.exitCode;
} finally {
  await emulator.stop();
  fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
}
