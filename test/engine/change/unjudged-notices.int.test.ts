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
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration, type InProcessRun } from '../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const CHART = 'apiVersion: v2\nname: app\nversion: 1.0.0\n';
const TEMPLATE = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n';
const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';
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

/**
 * run() on `pull_request` at GitHub's merge commit of a pull request from `base` (beside a freshly
 * stamped README) to `head` (files written, null deletes); `headWith` makes what files cannot
 * (links) in the head's work tree.
 */
function pullRequest({
  base,
  head = {},
  headWith = () => undefined,
}: {
  readonly base: Record<string, string>;
  readonly head?: Record<string, string | null>;
  readonly headWith?: (dir: string) => void;
}): Promise<InProcessRun> {
  const checkout = harness.pullRequestFixture({
    base: (dir) => writeFiles(dir, { 'README.md': `${Math.random()}\n`, ...base }),
    head: (dir) => {
      writeFiles(dir, head);
      headWith(dir);
    },
  })();
  return harness.onPullRequest(checkout, {
    'check-run': 'false',
    'upload-sarif': 'false',
    'output-formats': 'sarif,json',
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

/** The run ends error with `path` alone not judged, for `reason`. */
function expectNotJudged(run: InProcessRun, path: string, reason: string): void {
  expect(run.outputs.result).toBe('error');
  expect(unjudgedOf(run).files).toEqual([{ path, reason }]);
}

describe('chart files a .helmignore hides', () => {
  const base = {
    'charts/app/Chart.yaml': CHART,
    'charts/app/.helmignore': 'ci/\n*.md\n',
    'charts/app/templates/cm.yaml': TEMPLATE,
    'charts/app/ci/default-values.yaml': 'replicas: 1\n',
  };

  it('hidden on the base too: a test-values file added and Chart.yaml bumped pass', async () => {
    const run = await pullRequest({
      base,
      head: {
        'charts/app/Chart.yaml': CHART.replace('1.0.0', '1.0.1'),
        'charts/app/ci/listenerset-values.yaml': 'listenerSet:\n  enabled: true\n',
        'charts/app/ci/default-values.yaml': 'replicas: 2\n',
      },
    });
    expect(run.outputs.result).toBe('pass');
    expect(unjudgedOf(run)).toEqual({ files: [], notices: [] });
  });

  it('newly hidden by the pull request: still not judged, an error', async () => {
    const run = await pullRequest({
      base,
      head: {
        'charts/app/.helmignore': 'ci/\n*.md\ntemplates/extra.yaml\n',
        'charts/app/templates/extra.yaml': TEMPLATE.replace('name: app', 'name: extra'),
      },
    });
    expectNotJudged(run, 'charts/app/templates/extra.yaml', 'ignored by .helmignore');
  });

  it('a chart the base did not have hid nothing there: its hidden content counts', async () => {
    const run = await pullRequest({
      base: { 'infra/main.tf': QUEUE },
      head: {
        'charts/new/Chart.yaml': CHART,
        'charts/new/.helmignore': 'hidden/\n',
        'charts/new/hidden/values.yaml': 'a: 1\n',
      },
    });
    expectNotJudged(run, 'charts/new/hidden/values.yaml', 'ignored by .helmignore');
  });
});

describe('a link whose target the repository does not have', () => {
  it('is a notice that says "dangling link", and the result passes; every format lists it', async () => {
    const run = await pullRequest({
      base: { 'envs/common.auto.tfvars.example': 'region = "x"\n', 'envs/shared/main.tf': QUEUE },
      headWith: (dir) =>
        fs.symlinkSync(
          '../../common.auto.tfvars',
          path.join(dir, 'envs/shared/common.auto.tfvars'),
        ),
    });
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
    const run = await pullRequest({
      base: { 'envs/vars.txt': 'region = "x"\n', 'envs/main.tf': QUEUE },
      headWith: (dir) => fs.symlinkSync('vars.txt', path.join(dir, 'envs/common.auto.tfvars')),
    });
    expectNotJudged(run, 'envs/common.auto.tfvars', 'link or submodule');
  });
});

describe('a JSON file no deployer can parse', () => {
  it('an ARM documentation fragment is a notice; the result passes', async () => {
    const run = await pullRequest({
      base: { 'infra/main.tf': QUEUE },
      head: { 'docs/snippets/storage.json': ARM_FRAGMENT },
    });
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
    const run = await pullRequest({
      base: { 'README.md': 'docs\n' },
      head: { 'arm/storage.json': lenient },
    });
    expect(unjudgedOf(run)).toEqual({ files: [], notices: [] });
  });
});
