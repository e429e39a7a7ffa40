/**
 * Attack (round three): IaC a change request generates. The README scans generated templates
 * ("`cdk.out/` … when `path` points into them or an `include` pattern names them"), and a GitLab
 * merge request pipeline runs `cdk synth` before `plerion-iac scan --include 'cdk.out/**'`. The
 * scan reads the work tree; the rule for IaC left unjudged reads the change from git
 * (`resolve-change.ts`: base..HEAD). A generated template is in no commit, so it is never part of
 * "what the change adds or changes": when the merge request's code makes it too large for an
 * archive (an inline Lambda, metadata: the author controls the size) or gives the stack a name
 * that is never uploaded (`credentials.template.json`), it is a warning, exit 0, and `cdk deploy`
 * deploys it.
 *
 * `plerion-iac scan` (main() in this process, on the harness's clock), against the emulator, in a real clone; the synthesised
 * template is written as `cdk synth` leaves it (untracked, under a `.gitignore`d `cdk.out/`). A
 * small `--max-archive-size` keeps the test fast; at the default 4.4 MB the author needs a 4.4 MB
 * template. Fails on the code of e7392c9.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { KEYS } from '../../emulator/server.ts';
import { git } from '../../support/git-fixtures.ts';
import { writeTree } from '../../support/helpers.ts';
import { useIntegration } from '../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { emulator } = harness;
let root: string;
let repo: string;
let baseSha: string;

beforeAll(() => {
  root = harness.tempDir('iac-attack-generated-');
  repo = path.join(root, 'repo');
  git(root, ['init', '-q', '-b', 'main', repo]);
  writeTree(repo, {
    '.gitignore': 'cdk.out/\n',
    'bin/app.ts': "new EdgeStack(app, 'Edge');\n",
    'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n',
  });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  baseSha = git(repo, ['rev-parse', 'HEAD']);
  git(repo, ['checkout', '-q', '-b', 'edge']);
  writeTree(repo, {
    'bin/app.ts': "new EdgeStack(app, 'Edge', { inlineHandler: BIG, publicIngress: true });\n",
  });
  git(repo, ['commit', '-q', '-am', 'edge stack']);
  // What `cdk synth` writes for that code: an open security group beside a large inline handler.
  const template = {
    AWSTemplateFormatVersion: '2010-09-09',
    Resources: {
      EdgeSg: {
        Type: 'AWS::EC2::SecurityGroup',
        Properties: {
          GroupDescription: 'edge',
          SecurityGroupIngress: [{ IpProtocol: '-1', CidrIp: '0.0.0.0/0' }],
        },
      },
      Handler: {
        Type: 'AWS::Lambda::Function',
        Properties: { Code: { ZipFile: randomBytes(6000).toString('base64') } },
      },
    },
  };
  writeTree(repo, { 'cdk.out/Edge.template.json': JSON.stringify(template, null, 1) });
});

it('a synthesised template the change makes too large to upload does not pass', async () => {
  const run = await harness.runCli({
    cwd: repo,
    args: [
      '--api-url',
      emulator.url,
      '--include',
      'cdk.out/**',
      '--max-archive-size',
      '4000',
      '--format',
      'json=../report.json',
    ],
    env: {
      PLERION_API_KEY: KEYS.admin,
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha,
    },
  });
  const report = JSON.parse(fs.readFileSync(path.join(root, 'report.json'), 'utf8'));
  const sent = (report.filesSent.archives as { files: string[] }[]).flatMap((a) => a.files);
  expect(sent).toContain('infra/main.tf');
  expect(sent).not.toContain('cdk.out/Edge.template.json');
  expect(run.stderr).toContain('cdk.out/Edge.template.json');
  expect(run.exitCode, `${run.stderr}\nthe template cdk deploy deploys was not judged`).not.toBe(0);
});
