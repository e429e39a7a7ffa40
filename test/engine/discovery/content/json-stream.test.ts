/**
 * kubectl's reading of a file whose first character past white space is `{`: a stream of JSON
 * values, each applied (k8s.io/apimachinery `YAMLOrJSONDecoder`). A stream that holds a resource
 * is not judged (the service reads one JSON value per file); one value is classified as before.
 */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import {
  readJsonStream,
  startsLikeJson,
} from '../../../../src/engine/discovery/content/json-stream.ts';
import { unreadableByAnyDeployer } from '../../../../src/engine/change/deployer-unreadable.ts';

const POD = '{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a"}}';
const NAMESPACE = '{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "n"}}';

describe('reading a JSON stream', () => {
  it('reads values one after another, with or without white space between them', () => {
    expect(readJsonStream(`${NAMESPACE}\n${POD}\n`).values).toHaveLength(2);
    expect(readJsonStream(`${NAMESPACE}${POD}`).values).toHaveLength(2);
    expect(readJsonStream('{"a": "}{"} [1, {"b": "]"}] "x" 3 true').values).toEqual([
      { a: '}{' },
      [1, { b: ']' }],
      'x',
      3,
      true,
    ]);
  });

  it('decodes escapes as Go does', () => {
    const [first] = readJsonStream('{"\\u0061piVersion": "v1"}').values;
    expect(first).toEqual({ apiVersion: 'v1' });
  });

  it('keeps the values before one that fails, and says which failed', () => {
    expect(readJsonStream(`${POD}\n{"a": ...}`)).toMatchObject({
      values: [expect.objectContaining({ kind: 'Pod' })],
      error: expect.stringMatching(/^value 2: /),
    });
    expect(readJsonStream(`${POD}\n{"a": [`)).toMatchObject({ error: 'value 2 is never closed' });
  });

  it('is kubectl reading when the first character past Unicode white space is {', () => {
    expect(startsLikeJson(' \n\u00a0\u3000{')).toBe(true);
    expect(startsLikeJson('apiVersion: v1')).toBe(false);
    expect(startsLikeJson('\ufeff{')).toBe(false);
  });
});

describe('classifying a JSON stream', () => {
  it('is not judged when a value is a resource, under a .json or a .yaml name', () => {
    for (const name of ['k8s/agent.json', 'k8s/agent.yaml'])
      expect(classifyContent(name, `${NAMESPACE}\n${POD}\n`), name).toEqual({
        reason: expect.stringMatching(
          /^a stream of 2 JSON values, value 1 a Kubernetes manifest: kubectl applies each value/,
        ),
        category: 'unparsable',
      });
  });

  it('is not IaC when it reads whole and no value is IaC', () => {
    expect(classifyContent('data/rows.json', '{"Resources": 1}\n{"b": 2}\n')).toEqual({
      reason: 'a stream of 2 JSON values, none of them IaC',
    });
  });

  it('of one value is read as before', () => {
    expect(classifyContent('k8s/pod.json', POD)).toEqual({ kind: 'kubernetes' });
    expect(classifyContent('k8s/pod.yaml', `  ${POD}\n`)).toEqual({ kind: 'kubernetes' });
  });

  it('is never a file no deployer can read, nor is a .json file kubectl reads as YAML', () => {
    expect(unreadableByAnyDeployer('k8s/a.json', Buffer.from(`${NAMESPACE}\n${POD}`))).toBe(false);
    expect(unreadableByAnyDeployer('k8s/a.json', Buffer.from('apiVersion: v1\nkind: Pod\n'))).toBe(
      false,
    );
    expect(unreadableByAnyDeployer('docs/a.json', Buffer.from('{ "resources": [ ... ] }'))).toBe(
      true,
    );
  });
});
