/**
 * Not judged means a deployer could read it and we did not (issue 40), end to end: run() in this
 * process as a `pull_request` on GitHub's merge commit, the emulator as the service. Chart files a
 * `.helmignore` hid on the base stay hidden when the pull request edits them or bumps `Chart.yaml`
 * (only content it newly hides counts); a link whose target the repository does not have is a
 * notice that says "dangling link"; a JSON file no deployer can parse (an ARM documentation
 * fragment) is a notice. Notices never make the result an error, and every format lists them.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Emulator } from '../../emulator/server.ts';
import { FakeGitHub } from '../../support/fake-github.ts';
import {
  git,
  makePullRequestRepository,
  writeFiles,
  type PullRequestRepository,
} from '../../support/git-fixtures.ts';
import { inProcessRunner, type InProcessRun } from '../../support/run-in-process.ts';

let emulator: Emulator;
let github: FakeGitHub;
let runner: ReturnType<typeof inProcessRunner>;
const dirs: string[] = [];

beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 20 } }).start();
  github = await new FakeGitHub().start();
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), emulator.ca]);
  runner = inProcessRunner({ emulator, github });
});
afterAll(async () => {
  await emulator.stop();
  await github.stop();
  runner.cleanup();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

const CHART = 'apiVersion: v2\nname: app\nversion: 1.0.0\n';
const TEMPLATE = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n';
/** An ARM documentation fragment: `...` where the rest of the template would be. */
const ARM_FRAGMENT = [
  '{',
  '  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",',
  '  "resources": [',
  '    ...',
  '  ]',
  '}',
  '',
].join('\n');

function origin(
  base: Record<string, string>,
  head: Record<string, string | null>,
  headWith: (dir: string) => void = () => undefined,
): PullRequestRepository {
  return makePullRequestRepository({
    base: (dir) => writeFiles(dir, { 'README.md': `${Math.random()}\n`, ...base }),
    head: (dir) => {
      writeFiles(dir, head);
      headWith(dir);
    },
  });
}

async function pullRequest(pr: PullRequestRepository): Promise<InProcessRun> {
  const workspace = pr.checkoutMerge();
  dirs.push(workspace);
  return runner.runIn({
    workspace,
    event: 'pull_request',
    payload: pr.event,
    sha: git(workspace, ['rev-parse', 'HEAD']),
    inputs: { 'check-run': 'false', 'upload-sarif': 'false', 'output-formats': 'sarif,json' },
  });
}

interface Listed {
  path: string;
  reason: string;
}

function unjudgedOf(run: InProcessRun): { files: Listed[]; notices: Listed[] } {
  const unjudged = run.report.unjudged as { files: Listed[]; notices?: Listed[] };
  const pick = (list: Listed[] = []) => list.map(({ path, reason }) => ({ path, reason }));
  return { files: pick(unjudged.files), notices: pick(unjudged.notices) };
}

describe('chart files a .helmignore hides', () => {
  const base = {
    'charts/app/Chart.yaml': CHART,
    'charts/app/.helmignore': 'ci/\n*.md\n',
    'charts/app/templates/cm.yaml': TEMPLATE,
    'charts/app/ci/default-values.yaml': 'replicas: 1\n',
  };

  it('hidden on the base too: a test-values file added and Chart.yaml bumped pass', async () => {
    const run = await pullRequest(
      origin(base, {
        'charts/app/Chart.yaml': CHART.replace('1.0.0', '1.0.1'),
        'charts/app/ci/listenerset-values.yaml': 'listenerSet:\n  enabled: true\n',
        'charts/app/ci/default-values.yaml': 'replicas: 2\n',
      }),
    );
    expect(run.outputs.result).toBe('pass');
    expect(unjudgedOf(run)).toEqual({ files: [], notices: [] });
  });

  it('newly hidden by the pull request: still not judged, an error', async () => {
    const run = await pullRequest(
      origin(base, {
        'charts/app/.helmignore': 'ci/\n*.md\ntemplates/extra.yaml\n',
        'charts/app/templates/extra.yaml': TEMPLATE.replace('name: app', 'name: extra'),
      }),
    );
    expect(run.outputs.result).toBe('error');
    expect(unjudgedOf(run).files).toEqual([
      { path: 'charts/app/templates/extra.yaml', reason: 'ignored by .helmignore' },
    ]);
  });

  it('a chart the base did not have hid nothing there: its hidden content counts', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
        {
          'charts/new/Chart.yaml': CHART,
          'charts/new/.helmignore': 'hidden/\n',
          'charts/new/hidden/values.yaml': 'a: 1\n',
        },
      ),
    );
    expect(run.outputs.result).toBe('error');
    expect(unjudgedOf(run).files).toEqual([
      { path: 'charts/new/hidden/values.yaml', reason: 'ignored by .helmignore' },
    ]);
  });
});

describe('a link whose target the repository does not have', () => {
  it('is a notice that says "dangling link", and the result passes; every format lists it', async () => {
    const run = await pullRequest(
      origin(
        {
          'envs/common.auto.tfvars.example': 'region = "x"\n',
          'envs/shared/main.tf': 'resource "aws_sqs_queue" "q" {}\n',
        },
        {},
        (dir) =>
          fs.symlinkSync(
            '../../common.auto.tfvars',
            path.join(dir, 'envs/shared/common.auto.tfvars'),
          ),
      ),
    );
    expect(run.outputs.result).toBe('pass');
    expect(unjudgedOf(run)).toEqual({
      files: [],
      notices: [{ path: 'envs/shared/common.auto.tfvars', reason: 'dangling link' }],
    });
    expect(run.summary).toContain('envs/shared/common.auto.tfvars');
    expect(run.summary).toContain('dangling link');
    expect(run.log).toMatch(/::notice::.*envs\/shared\/common\.auto\.tfvars \(dangling link\)/);
    const sarif = JSON.parse(fs.readFileSync(run.outputs['sarif-file']!, 'utf8')) as {
      runs: { invocations: { toolExecutionNotifications: { message: { text: string } }[] }[] }[];
    };
    expect(
      sarif.runs[0]!.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text),
    ).toEqual([
      expect.stringContaining('envs/shared/common.auto.tfvars: not judged (dangling link)'),
    ]);
  });

  it('a link to a file the repository has, but that is not uploaded, still counts', async () => {
    const run = await pullRequest(
      origin(
        { 'envs/vars.txt': 'region = "x"\n', 'envs/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
        {},
        (dir) => fs.symlinkSync('vars.txt', path.join(dir, 'envs/common.auto.tfvars')),
      ),
    );
    expect(run.outputs.result).toBe('error');
    expect(unjudgedOf(run).files).toEqual([
      { path: 'envs/common.auto.tfvars', reason: 'link or submodule' },
    ]);
  });
});

describe('a JSON file no deployer can parse', () => {
  it('an ARM documentation fragment is a notice; the result passes', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
        { 'docs/snippets/storage.json': ARM_FRAGMENT },
      ),
    );
    expect(run.outputs.result).toBe('pass');
    expect(unjudgedOf(run)).toEqual({
      files: [],
      notices: [{ path: 'docs/snippets/storage.json', reason: 'unreadable by any deployer' }],
    });
  });

  it('JSON that only ARM reads (comments, a trailing comma) is uploaded and judged', async () => {
    const lenient = ARM_FRAGMENT.replace('    ...\n', '    // none yet\n').replace(
      '  ]\n',
      '  ],\n',
    );
    const run = await pullRequest(
      origin({ 'README.md': 'docs\n' }, { 'arm/storage.json': lenient }),
    );
    expect(unjudgedOf(run)).toEqual({ files: [], notices: [] });
  });
});
