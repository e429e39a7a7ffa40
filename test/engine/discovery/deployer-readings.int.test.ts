/**
 * Files a deployer reads as resources that discovery used to read as nothing, end to end as a
 * fork brings them (issue 39): run() in this process on `pull_request_target`, the pull request
 * read from git objects, against the emulator and the fake GitHub. Manifests kubectl applies
 * (go-yaml v2 through sigs.k8s.io/yaml: the last duplicate key wins, `<<` merges in order,
 * `!!binary` is decoded), a kustomization's resource with another extension, CloudFormation saved
 * as `.template`, and a Gatekeeper template our parser refused. Each is uploaded, or ends `error`
 * naming the file; none passes unjudged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForkAttacks } from '../../support/fork-attacks.ts';

const attacks = new ForkAttacks();
beforeAll(() => attacks.start());
afterAll(() => attacks.stop());

const PRIVILEGED = [
  'metadata:',
  '  name: evil',
  'spec:',
  '  template:',
  '    spec:',
  '      containers:',
  '        - name: c',
  '          image: nginx:1.25',
  '          securityContext:',
  '            privileged: true',
  '',
].join('\n');

const base64 = (text: string): string => Buffer.from(text).toString('base64');

describe('manifests kubectl applies, read as kubectl reads them', () => {
  it.each([
    [
      'duplicate keys, the last one kubectl keeps',
      `apiVersion: ~\nkind: ~\n${PRIVILEGED}apiVersion: apps/v1\nkind: Deployment\n`,
      true,
    ],
    [
      'a << merge after explicit nulls, which go-yaml v2 lets overwrite them',
      `apiVersion: ~\nkind: ~\n${PRIVILEGED}<<: {apiVersion: apps/v1, kind: Deployment}\n`,
      false,
    ],
    [
      'apiVersion written as !!binary',
      `apiVersion: !!binary ${base64('apps/v1')}\nkind: Deployment\n${PRIVILEGED}`,
      false,
    ],
    [
      'both keys written as !!binary: the words are nowhere in the bytes',
      `!!binary ${base64('apiVersion')}: apps/v1\n!!binary ${base64('kind')}: Deployment\n${PRIVILEGED}`,
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
