import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/engine/discovery/discover.ts';
import {
  compilePatterns,
  kindByContent,
  kindByName,
  neverUploadReason,
} from '../../../src/engine/discovery/classify.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';

const K8S = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n';
const CFN = 'Resources:\n  Bucket:\n    Type: AWS::S3::Bucket\n';
const ARM =
  '{ "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#", "resources": [] }';

const TREE: Record<string, string> = {
  'infra/main.tf': 'resource "a" "b" {}\n',
  'infra/vars.tfvars': 'x = 1\n',
  'infra/prod.tfvars.json': '{}',
  'infra/stack.tf.json': '{}',
  'infra/.terraform/modules/m/main.tf': 'x',
  'infra/terraform.tfstate': '{}',
  'infra/terraform.tfstate.backup': '{}',
  'az/main.bicep': 'param x string\n',
  'az/deploy.json': ARM,
  'docker/Dockerfile': 'FROM a\n',
  'docker/Dockerfile.dev': 'FROM a\n',
  'docker/api.Dockerfile': 'FROM a\n',
  'docker/Containerfile': 'FROM a\n',
  'k8s/cm.yaml': K8S,
  'k8s/list.json': '{ "apiVersion": "v1", "kind": "List" }',
  'k8s/kustomization.yaml': 'resources:\n  - cm.yaml\n',
  'az/policy.json': JSON.stringify({
    name: 'p',
    properties: { policyRule: { then: { details: { template: JSON.parse(ARM) as unknown } } } },
  }),
  'cfn/stack.yml': CFN,
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\n',
  'charts/web/values.yaml': 'a: 1\n',
  'charts/web/templates/_helpers.tpl': '{{/* x */}}',
  'charts/web/templates/NOTES.txt': 'hi',
  'app/config.yaml': 'server:\n  port: 1\n',
  'app/package.json': '{ "name": "x" }',
  '.github/workflows/ci.yml': 'on: push\n',
  'node_modules/pkg/main.tf': 'x',
  'secrets/.env': 'A=1',
  'secrets/.envrc': 'export A=1',
  'secrets/.env.production': 'A=1',
  'secrets/server.pem': 'x',
  'secrets/id_rsa': 'x',
  'secrets/credentials': 'x',
  'ignored/main.tf': 'x',
  'cdk.out/Stack.template.json': '{ "AWSTemplateFormatVersion": "2010-09-09", "Resources": {} }',
  '.gitignore': 'ignored/\ncdk.out/\n',
  'nested/.gitignore': 'skip.tf\n',
  'nested/skip.tf': 'x',
  'nested/keep.tf': 'x',
  'naïve dir/main.tf': 'x',
};

const EXPECTED = [
  'az/deploy.json',
  'az/main.bicep',
  'cfn/stack.yml',
  'charts/web/Chart.yaml',
  'charts/web/templates/NOTES.txt',
  'charts/web/templates/_helpers.tpl',
  'charts/web/values.yaml',
  'docker/Containerfile',
  'docker/Dockerfile',
  'docker/Dockerfile.dev',
  'docker/api.Dockerfile',
  'infra/main.tf',
  'infra/prod.tfvars.json',
  'infra/stack.tf.json',
  'infra/vars.tfvars',
  'k8s/cm.yaml',
  'k8s/kustomization.yaml',
  'k8s/list.json',
  'naïve dir/main.tf',
  'nested/keep.tf',
];

function workspaceWithTree(): string {
  const root = tempDir();
  writeTree(root, TREE);
  return root;
}

const discover = (
  workspace: string,
  extra: { path?: string; include?: string[]; exclude?: string[] } = {},
) =>
  discoverFiles({
    workspace,
    scanRoot: path.join(workspace, extra.path ?? '.'),
    include: extra.include ?? [],
    exclude: extra.exclude ?? [],
  });

describe('classification', () => {
  it('knows IaC kinds by name and by content', () => {
    expect(kindByName('a/b.tf')).toBe('terraform');
    expect(kindByName('x.tfvars.json')).toBe('terraform');
    expect(kindByName('Dockerfile.prod')).toBe('dockerfile');
    expect(kindByName('notDockerfile')).toBeUndefined();
    expect(kindByContent('a.yaml', K8S)).toBe('kubernetes');
    expect(kindByContent('a.yaml', CFN)).toBe('cloudformation');
    expect(kindByContent('a.json', ARM)).toBe('arm');
    expect(kindByContent('a.yaml', 'name: ci\non: push\n')).toBeUndefined();
    expect(kindByContent('package.json', '{"name":"x","version":"1"}')).toBeUndefined();
  });

  it('never uploads secrets, state or built-in folders', () => {
    for (const p of [
      '.env',
      'a/.env.local',
      'k.pem',
      'x.key',
      'c.p12',
      'c.pfx',
      'id_rsa',
      'id_ed25519.pub',
      'credentials',
      'a/b/terraform.tfstate',
      'a/.git/config',
      'node_modules/x.tf',
    ]) {
      expect(neverUploadReason(p), p).toBeDefined();
    }
    expect(neverUploadReason('main.tf')).toBeUndefined();
  });

  it('takes only state files for Terraform state: a Terraform file named like one is scanned', () => {
    for (const p of [
      'terraform.tfstate',
      'env/prod.tfstate',
      'terraform.tfstate.backup',
      'terraform.tfstate.1700000000.backup',
    ])
      expect(neverUploadReason(p), p).toBe('terraform state');
    for (const p of ['admin.tfstate.tf', 'x.tfstate.json', 'x.tfstate.d/main.tf', 'tfstate.tf'])
      expect(neverUploadReason(p), p).toBeUndefined();
    expect(kindByName('admin.tfstate.tf')).toBe('terraform');
  });

  it('matches include/exclude patterns on names at any depth and on folders', () => {
    const match = compilePatterns(['legacy', '*.hcl', 'env/prod/**']);
    expect(match('a/legacy/main.tf')).toBe(true);
    expect(match('x/y.hcl')).toBe(true);
    expect(match('env/prod/a/b.tf')).toBe(true);
    expect(match('env/dev/a.tf')).toBe(false);
  });
});

describe('discovery', () => {
  it('finds exactly the IaC files outside a git work tree', async () => {
    const root = workspaceWithTree();
    const found = await discover(root);
    expect(found.source).toBe('walker');
    expect(found.files.map((f) => f.path).sort()).toEqual(EXPECTED);
    expect(found.skipped.get('secret')?.sort()).toEqual([
      'secrets/.env',
      'secrets/.env.production',
      'secrets/.envrc',
      'secrets/credentials',
      'secrets/id_rsa',
      'secrets/server.pem',
    ]);
    expect(found.skipped.get('terraform state')?.length).toBe(2);
  });

  it('lists each YAML/JSON file it read and did not upload, with why', async () => {
    const found = await discover(workspaceWithTree());
    const reasons = new Map(found.rejected.map((r) => [r.path, r.reason]));
    expect(reasons.get('az/policy.json')).toMatch(/top level has no/);
    expect(reasons.get('app/config.yaml')).toMatch(/names none of/);
    expect(found.files.some((f) => reasons.has(f.path))).toBe(false);
  });

  it('gives the same result from git as from the walker on the same tree', async () => {
    const root = workspaceWithTree();
    const walked = (await discover(root)).files.map((f) => f.path).sort();
    execFileSync('git', ['init', '-q'], { cwd: root });
    const listed = await discover(root);
    expect(listed.source).toBe('git');
    expect(listed.files.map((f) => f.path).sort()).toEqual(walked);
  });

  it('keeps units: a Terraform folder and a Helm chart', async () => {
    const found = await discover(workspaceWithTree());
    const unit = (p: string) => found.files.find((f) => f.path === p)?.unit;
    expect(unit('charts/web/values.yaml')).toBe('helm:charts/web');
    expect(unit('charts/web/templates/_helpers.tpl')).toBe('helm:charts/web');
    expect(unit('infra/main.tf')).toBe(unit('infra/vars.tfvars'));
    expect(unit('k8s/cm.yaml')).toBe('file:k8s/cm.yaml');
  });

  it('never follows a symbolic link, and reports it', async () => {
    const root = workspaceWithTree();
    fs.symlinkSync('/etc/passwd', path.join(root, 'infra', 'passwd.tf'));
    fs.symlinkSync('/etc', path.join(root, 'linked-dir'));
    for (const init of [false, true]) {
      if (init) execFileSync('git', ['init', '-q'], { cwd: root });
      const found = await discover(root);
      expect(found.files.map((f) => f.path)).not.toContain('infra/passwd.tf');
      expect(found.files.some((f) => f.path.startsWith('linked-dir'))).toBe(false);
      expect(found.skipped.get('symlink')).toContain('infra/passwd.tf');
    }
  });

  it('reaches past .gitignore only through path or include, never past secrets', async () => {
    const root = workspaceWithTree();
    execFileSync('git', ['init', '-q'], { cwd: root });
    expect((await discover(root)).files.map((f) => f.path)).not.toContain(
      'cdk.out/Stack.template.json',
    );
    expect((await discover(root, { path: 'cdk.out' })).files.map((f) => f.path)).toEqual([
      'cdk.out/Stack.template.json',
    ]);
    const included = await discover(root, {
      include: ['cdk.out/**', 'ignored/*.tf', 'secrets/**'],
    });
    const paths = included.files.map((f) => f.path);
    expect(paths).toContain('cdk.out/Stack.template.json');
    expect(paths).toContain('ignored/main.tf');
    expect(paths.some((p) => p.startsWith('secrets/'))).toBe(false);
  });

  it('applies exclude on top', async () => {
    const found = await discover(workspaceWithTree(), { exclude: ['docker', '*.bicep'] });
    const paths = found.files.map((f) => f.path);
    expect(paths.some((p) => p.startsWith('docker/') || p.endsWith('.bicep'))).toBe(false);
    expect(found.skipped.get('excluded')?.length).toBe(5);
  });

  it('names files relative to the workspace when path is a subfolder', async () => {
    const found = await discover(workspaceWithTree(), { path: 'infra' });
    expect(found.files.map((f) => f.path).sort()).toEqual([
      'infra/main.tf',
      'infra/prod.tfvars.json',
      'infra/stack.tf.json',
      'infra/vars.tfvars',
    ]);
  });
});
