/**
 * Files a deployer reads as resources that discovery used to read as nothing, end to end as a
 * fork brings them (issue 39): run() in this process on `pull_request_target`, the pull request
 * read from git objects, against the emulator and the fake GitHub. Manifests kubectl applies
 * (go-yaml v2 through sigs.k8s.io/yaml: the last duplicate key wins, `<<` merges in order,
 * `!!binary` is decoded), a kustomization's resource with another extension, CloudFormation saved
 * as `.template`, and a Gatekeeper template our parser refused. Each is uploaded, or ends `error`
 * naming the file; none passes unjudged.
 */
import { describe, expect, it } from 'vitest';
import { useForkAttacks } from '../../support/fork-attacks.ts';
import { PRIVILEGED_WORKLOAD } from '../../support/iac-samples.ts';
import { GATEKEEPER_TEMPLATE } from './gatekeeper-fixtures.ts';

const attacks = useForkAttacks();

const DEPLOYMENT = `apiVersion: apps/v1\nkind: Deployment\n${PRIVILEGED_WORKLOAD}`;
const base64 = (text: string): string => Buffer.from(text).toString('base64');
const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n';

describe('manifests kubectl applies, read as kubectl reads them', () => {
  it.each([
    [
      'duplicate keys, the last one kubectl keeps',
      `apiVersion: ~\nkind: ~\n${PRIVILEGED_WORKLOAD}apiVersion: apps/v1\nkind: Deployment\n`,
      true,
    ],
    [
      'a << merge after explicit nulls, which go-yaml v2 lets overwrite them',
      `apiVersion: ~\nkind: ~\n${PRIVILEGED_WORKLOAD}<<: {apiVersion: apps/v1, kind: Deployment}\n`,
      false,
    ],
    [
      'apiVersion written as !!binary',
      `apiVersion: !!binary ${base64('apps/v1')}\nkind: Deployment\n${PRIVILEGED_WORKLOAD}`,
      false,
    ],
    [
      'both keys written as !!binary: the words are nowhere in the bytes',
      `!!binary ${base64('apiVersion')}: apps/v1\n!!binary ${base64('kind')}: Deployment\n${PRIVILEGED_WORKLOAD}`,
      false,
    ],
  ])('%s: uploaded', async (_name, text, emulatorReadsIt) => {
    const { result, uploaded, unjudged } = await attacks.run({ 'infra/k8s/deploy.yaml': text });
    expect(uploaded).toContain('infra/k8s/deploy.yaml');
    expect(unjudged).toEqual({});
    // The emulator's rules read plain `apiVersion:`/`kind:` lines only; the service reads YAML.
    if (emulatorReadsIt) expect(result.outputs.result).toBe('fail');
  });
});

describe("what a kustomization reads, whatever the file's extension", () => {
  it('a privileged Deployment saved as priv.conf and listed in resources: uploaded', async () => {
    const { uploaded, unjudged } = await attacks.run({
      'infra/k8s/kustomization.yaml': 'resources:\n  - app.yaml\n  - priv.conf\n',
      'infra/k8s/app.yaml': CONFIG_MAP,
      'infra/k8s/priv.conf': DEPLOYMENT,
    });
    expect(uploaded).toEqual(expect.arrayContaining(['infra/k8s/app.yaml', 'infra/k8s/priv.conf']));
    expect(unjudged).toEqual({});
  });

  it('a JSON 6902 patch that makes it privileged, in patches: not judged', async () => {
    const patch =
      '- op: add\n  path: /spec/template/spec/containers/0/securityContext\n  value: {privileged: true}\n';
    const { result, uploaded, unjudged } = await attacks.run(
      {
        'infra/k8s/kustomization.yaml': [
          'resources: [app.yaml]',
          'patches:',
          '  - path: patches/priv.patch',
          '    target: {kind: Deployment}',
          '',
        ].join('\n'),
        'infra/k8s/patches/priv.patch': patch,
      },
      { base: { 'infra/k8s/app.yaml': DEPLOYMENT.replace('true', 'false') } },
    );
    expect(uploaded).not.toContain('infra/k8s/patches/priv.patch');
    expect(unjudged).toEqual({ 'infra/k8s/patches/priv.patch': 'kustomize input, not a resource' });
    expect(result.outputs.result).toBe('error');
  });

  it('a base out of path that the pull request changes: not judged', async () => {
    const { result, unjudged } = await attacks.run(
      { 'platform/base/deploy.yaml': DEPLOYMENT },
      {
        base: {
          'infra/k8s/kustomization.yaml': 'resources:\n  - ../../platform/base\n',
          'platform/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
          'platform/base/deploy.yaml': DEPLOYMENT.replace('true', 'false'),
        },
      },
    );
    // The file the base's kustomization reads is named, not only the base it leads to.
    expect(unjudged).toEqual({ 'platform/base/deploy.yaml': 'kustomize input out of path' });
    expect(result.outputs.result).toBe('error');
  });
});

describe('CloudFormation saved as .template', () => {
  it.each([
    ['YAML', 'Resources:\n  B:\n    Type: AWS::S3::Bucket\n'],
    ['JSON', JSON.stringify({ Resources: { B: { Type: 'AWS::S3::Bucket' } } })],
  ])('in %s: uploaded', async (_format, template) => {
    const { uploaded, unjudged } = await attacks.run({ 'infra/cfn/stack.template': template });
    expect(uploaded).toContain('infra/cfn/stack.template');
    expect(unjudged).toEqual({});
  });
});

describe('YAML a deployer reads and our parser refused', () => {
  it('a Gatekeeper template with a quoted description continued left of its key: uploaded', async () => {
    const { uploaded, unjudged } = await attacks.run({
      'infra/policies/templates/gcp_storage_location_v1.yaml': GATEKEEPER_TEMPLATE,
    });
    expect(uploaded).toContain('infra/policies/templates/gcp_storage_location_v1.yaml');
    expect(unjudged).toEqual({});
  });
});

describe('files deployed with a tool the service does not scan', () => {
  it("names Terragrunt's files once, in the log and the summary, with the module scanned instead", async () => {
    const { result, uploaded, unjudged } = await attacks.run({
      'infra/root.hcl': 'remote_state {\n  backend = "s3"\n}\n',
      'infra/live/env.hcl': 'locals {\n  env = "prod"\n}\n',
      'infra/live/prod/terragrunt.hcl': [
        'include "root" {',
        '  path = find_in_parent_folders("root.hcl")',
        '}',
        'terraform {',
        '  source = "../../modules//queue"',
        '}',
        '',
      ].join('\n'),
      'infra/modules/queue/main.tf': 'resource "aws_sqs_queue" "q2" {}\n',
    });
    expect(uploaded).toContain('infra/modules/queue/main.tf');
    expect(unjudged).toEqual({});
    expect(result.outputs.result).toBe('pass');
    const notice =
      /Terragrunt: 3 files are Terragrunt configuration, which the service does not scan \(live\/env\.hcl, live\/prod\/terragrunt\.hcl, root\.hcl\)\. Scanned as Terraform instead: the modules they call under path: modules\/queue\./;
    expect(result.log).toMatch(notice);
    expect(result.log.match(/Terragrunt: /g)).toHaveLength(1);
    expect(result.summary).toMatch(
      /> Terragrunt: 3 files are Terragrunt configuration, .*the modules they call under path: modules\/queue\./,
    );
  });
});
