/**
 * A YAML/JSON file our parser refuses is judged by the IaC keys it holds anywhere, not only in
 * its first lines: kubectl's libyaml reads files the `yaml` package refuses, so such a file is
 * `unparsable` (unjudged on a pull request) unless a YAML 1.1 reading of it is IaC (then it is
 * uploaded). Only the warning still needs an IaC top level first.
 */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import {
  decodeEscapes,
  holdsIacKeys,
} from '../../../../src/engine/discovery/content/holds-iac-keys.ts';

const PRIVILEGED =
  'spec:\n  containers:\n    - name: c\n      securityContext:\n        privileged: true\n';
/** kubectl applies this as a privileged Pod; the `yaml` package refuses the flow map. */
const BAD_FLOW_POD = `metadata: {name: evil,\nlabels: {app: x}}\n"apiVersion": v1\n"kind": Pod\n${PRIVILEGED}`;
/** No reader parses this (the flow map is never closed); its keys say a Pod. */
const UNCLOSED_FLOW_POD = `metadata: {name: evil,\nlabels: {app: x}\n"apiVersion": v1\n"kind": Pod\n${PRIVILEGED}`;
const BROKEN = 'data: [unclosed\n';
const PAST_THE_TOP = 'its first lines are not an IaC top level';

describe('a file that does not parse', () => {
  it('is IaC when libyaml reads it as IaC (a flow map continued left of its key)', () => {
    expect(classifyContent('k8s/pod.yaml', BAD_FLOW_POD)).toEqual({ kind: 'kubernetes' });
  });

  it('with IaC keys past its first lines is unparsable, quietly (no warning)', () => {
    expect(classifyContent('k8s/pod.yaml', UNCLOSED_FLOW_POD)).toEqual({
      reason: expect.stringMatching(/^does not parse as YAML: Flow map in block collection/),
      category: 'unparsable',
      quiet: PAST_THE_TOP,
    });
  });

  it('is unparsable in a quiet place too, naming the place', () => {
    expect(classifyContent('k8s-spec/pod.yaml', UNCLOSED_FLOW_POD)).toMatchObject({
      category: 'unparsable',
      quiet: 'in a test or fixture folder',
    });
  });

  it('is read whole: keys after 4 KiB of comments still count', () => {
    const text = `${'# padding\n'.repeat(1000)}${BROKEN}apiVersion: v1\nkind: Pod\n`;
    expect(classifyContent('k8s/pod.yaml', text)).toMatchObject({ category: 'unparsable' });
  });

  it('saved as UTF-16 is unparsable when its keys say IaC', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BAD_FLOW_POD, 'utf16le')]);
    expect(classifyContent('k8s/pod.yaml', utf16)).toMatchObject({ category: 'unparsable' });
  });

  it('without IaC keys keeps no category (a debug line, as before)', () => {
    for (const text of [
      `# Resources\n${BROKEN}`,
      `# set apiVersion in the chart\nkind: x\n${BROKEN}`,
      `Resources:\n  a: {Type: string}\n${BROKEN}`,
    ])
      expect(classifyContent('config/app.yaml', text), text).not.toHaveProperty('category');
  });
});

describe('IaC keys', () => {
  it.each([
    ['Kubernetes, quoted keys, spaces before the colon', '"apiVersion" : v1\n\'kind\': Pod\n'],
    ['Kubernetes in a flow map', '{apiVersion: v1, kind: Pod'],
    ['Kubernetes, indented top level', '  apiVersion: v1\n  kind: Pod\n'],
    ['CloudFormation version', 'AWSTemplateFormatVersion : "2010-09-09"\n'],
    ['CloudFormation resources', '{"Resources": {"B": {"Type": "AWS::S3::Bucket",'],
    ['CloudFormation custom resources', 'Resources:\n  Seed:\n    Type: Custom::Seed\n'],
    [
      'ARM',
      '{"contentVersion": "1.0.0.0", "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",',
    ],
    ['Kubernetes, a JSON escape in a key', '{"\\u0061piVersion": "v1", "kind": "Pod"}\n{'],
    ['Kubernetes, YAML hex escapes', '"apiVers\\x69on": v1\n"\\U0000006bind": Pod\n'],
    ['Kubernetes, a YAML line join in a key', '"apiVer\\\n  sion": v1\nkind: Pod\n'],
    ['CloudFormation, an escaped version key', '{"AWSTemplate\\u0046ormatVersion": "2010-09-09",'],
  ])('found: %s', (_, text) => expect(holdsIacKeys(text)).toBe(true));

  it.each([
    ['kind alone', 'kind: Pod\n'],
    ['apiVersion in prose', '# apiVersion and kind are set by the chart\n'],
    ['Resources without a resource type', 'Resources:\n  a:\n    Type: string\n'],
    ['a type without Resources', 'Type: AWS::S3::Bucket\n'],
    ['a JSON schema', '{"$schema": "https://json-schema.org/draft-07/schema#"'],
    ['an escape that writes another key', '{"\\u0062piVersion": "v1", "kind": "Pod"'],
  ])('not found: %s', (_, text) => expect(holdsIacKeys(text)).toBe(false));
});

describe('escapes before keys are matched', () => {
  it('decodes JSON and YAML hex escapes and joins double-quoted line breaks', () => {
    expect(decodeEscapes('\\u0061\\x62\\U00000063\\\n   d')).toBe('abcd');
  });

  it('leaves other text alone, an escape past Unicode included', () => {
    expect(decodeEscapes('C:\\path \\n \\UFFFFFFFF')).toBe('C:\\path \\n ');
  });

  it('a JSON stream with an escaped key that does not parse as one value is not judged', () => {
    const text =
      '{"\\u0061piVersion": "v1", "kind": "Pod", "metadata": {"name": "a"}}\n{"broken": \n';
    expect(classifyContent('k8s/agent.json', text)).toMatchObject({ category: 'unparsable' });
  });
});
