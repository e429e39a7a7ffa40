/**
 * The command line reads the work tree's files, not git objects as the Action does on a fork's
 * pull request: the same discovery rules hold there. A GitLab merge request that adds a chart
 * whose `.helmignore` hides Terraform and a template, and a manifest written with a merge key:
 * the Terraform and the manifest are uploaded and judged (the open group fails the run), and the
 * template stays out as helm packages the chart.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { git, tempDir, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration } from '../support/integration.ts';
import { OPEN_SG, PRIVILEGED_POD } from '../support/iac-samples.ts';
import { mergeRequestScan } from '../support/cli-reports.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

const POD = PRIVILEGED_POD;

let root: string;

beforeAll(async () => {
  root = tempDir('iac-cli-hidden-');
});
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
});

it('Terraform behind a .helmignore and a manifest behind a merge key are uploaded and judged', async () => {
  const repo = path.join(root, 'repo');
  git(root, ['init', '-q', '-b', 'main', repo]);
  writeFiles(repo, { 'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n` });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  const baseSha = git(repo, ['rev-parse', 'HEAD']);
  writeFiles(repo, {
    'infra/Chart.yaml': 'apiVersion: v2\nname: edge\nversion: 0.1.0\n',
    'infra/.helmignore': 'network/\ntemplates/evil.yaml\n',
    'infra/network/open.tf': OPEN_SG,
    'infra/templates/evil.yaml': POD,
    'infra/k8s/merged.yaml': 'metadata: &m\n  apiVersion: v1\n  kind: Pod\n<<: *m\n',
  });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'merge request']);
  // A GitLab merge request pipeline's scan of the merge request's change.
  const { result: run, uploaded } = await harness.uploadedDuring(() =>
    runCli({
      cwd: repo,
      ...mergeRequestScan(emulator.url, baseSha),
    }),
  );
  expect(uploaded).toEqual(
    expect.arrayContaining(['infra/network/open.tf', 'infra/k8s/merged.yaml']),
  );
  expect(uploaded).not.toContain('infra/templates/evil.yaml');
  const report = JSON.parse(fs.readFileSync(path.join(root, 'report.json'), 'utf8')) as {
    findings: { detectionId: string; file: string }[];
  };
  expect(report.findings.map((f) => `${f.detectionId} ${f.file}`)).toContain(
    'PLERION-TF-SG-OPEN-INGRESS infra/network/open.tf',
  );
  expect(run.exitCode).not.toBe(0);
});
