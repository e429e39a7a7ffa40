/** JSON as each IaC kind's own tooling reads it: ARM's dialect, strict JSON for the rest. */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import {
  escapeControlsInStrings,
  parseLenientJson,
} from '../../../../src/engine/discovery/content/json-dialect.ts';

const SCHEMA = 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';

describe('the lenient JSON reader', () => {
  it('reads strict JSON with JSON.parse and says it needed nothing', () => {
    expect(parseLenientJson('{"a":[1,2]}')).toEqual({ value: { a: [1, 2] }, lenient: [] });
  });

  it('reads comments, trailing commas and line breaks in strings, and names each', () => {
    const read = parseLenientJson('// c\n{ "a": "x\n  y", /* b */ "b": [1,], }');
    expect(read).toEqual({
      value: { a: 'x\n  y', b: [1] },
      lenient: ['comments', 'trailing commas', 'line breaks or tabs inside strings'],
    });
  });

  it('leaves comment-like text inside strings and escaped quotes alone', () => {
    const text = '{ "u": "https://x/*y*/", "q": "a\\"//b" }';
    expect(escapeControlsInStrings(text)).toEqual({ text, escaped: false });
    expect(parseLenientJson(text)).toEqual({
      value: { u: 'https://x/*y*/', q: 'a"//b' },
      lenient: [],
    });
  });

  it('reports a text it cannot read with the errors and their lines', () => {
    const read = parseLenientJson('{\n "a": 1\n "b": }');
    expect(read).toEqual({ error: expect.stringMatching(/CommaExpected at line 3/) });
  });

  it('reports an unclosed comment or string rather than guessing', () => {
    expect(parseLenientJson('{ "a": 1 /* open')).toHaveProperty('error');
    expect(parseLenientJson('{ "a": "open')).toHaveProperty('error');
  });
});

describe('JSON kinds and their dialects', () => {
  const arm = (body: string): string => `{\n  "$schema": "${SCHEMA}",\n${body}\n}`;

  it.each([
    ['line comments', arm('  // the storage account\n  "resources": []')],
    ['block comments', arm('  /* what-if\n     template */\n  "resources": []')],
    ['a trailing comma', arm('  "resources": [ { "type": "a", }, ],')],
    [
      'a multi-line string',
      arm('  "resources": [ { "properties": { "scriptContent": "set -e\n  echo hi\n" } } ]'),
    ],
  ])('takes an ARM template with %s', (_what, text) => {
    expect(classifyContent('azuredeploy.json', text)).toEqual({ kind: 'arm' });
  });

  it('refuses CloudFormation JSON with comments (CloudFormation refuses it), as unparsable', () => {
    const text = '{ // x\n "AWSTemplateFormatVersion": "2010-09-09", "Resources": {} }';
    expect(classifyContent('stack.json', text)).toEqual({
      reason: "a CloudFormation template in JSON with comments, which only ARM's JSON allows",
      category: 'unparsable',
    });
  });

  it('marks a file that cannot be read at all as unparsable', () => {
    expect(classifyContent('t.json', `{ "$schema": "${SCHEMA}", "resources": [ }`)).toEqual({
      reason: expect.stringMatching(/^does not parse as JSON: ValueExpected at line 1/),
      category: 'unparsable',
    });
  });

  it('names an ARM parameters file by its whole $schema, never cut before the word that tells', () => {
    const schema =
      'https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#';
    const verdict = classifyContent(
      'azuredeploy.parameters.json',
      `{ "$schema": "${schema}", "contentVersion": "1.0.0.0", "parameters": {} }`,
    );
    expect(verdict).toEqual({
      reason: `an ARM parameters file ($schema "${schema}"), not a template`,
      category: 'parameters file',
    });
  });
});

describe('tool configurations shaped like manifests', () => {
  it.each([
    [
      'kind.yaml',
      'kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\nnodes:\n  - role: control-plane\n',
    ],
    ['skaffold.yaml', 'apiVersion: skaffold/v4beta11\nkind: Config\nbuild:\n  artifacts: []\n'],
    ['k3d.yaml', 'apiVersion: k3d.io/v1alpha5\nkind: Simple\nservers: 1\n'],
    [
      'kubeadm.yaml',
      'apiVersion: kubeadm.k8s.io/v1beta3\nkind: ClusterConfiguration\n---\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n',
    ],
    [
      'catalog-info.yaml',
      'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: x\n',
    ],
  ])('does not upload %s', (name, text) => {
    expect(classifyContent(name, text)).toMatchObject({
      reason: expect.stringMatching(/not a cluster resource/),
      category: 'tool configuration',
    });
  });

  it('still uploads a kustomize Kustomization and an ordinary manifest', () => {
    const kustomization =
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [a.yaml]\n';
    expect(classifyContent('overlay.yaml', kustomization)).toEqual({ kind: 'kubernetes' });
    expect(classifyContent('x.yaml', 'apiVersion: apps/v1\nkind: Deployment\n')).toEqual({
      kind: 'kubernetes',
    });
  });
});
