/**
 * YAML read as the deployers' parsers read it (issue 39): kubectl's go-yaml v2 keeps the last of
 * duplicate keys, applies `<<` merges where they stand and decodes `!!binary`; other readers keep
 * the first key or let explicit keys win; YAML 1.1 readers break lines at NEL, LS, PS and a lone
 * CR and check no indentation inside quoted scalars and flow collections. A file is IaC when any
 * reading is; `ambiguous` (not judged) when the readings differ, or a tag could, and none is.
 */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import { mayHoldIac } from '../../../../src/engine/discovery/content/key-words.ts';
import { readYamlDocuments } from '../../../../src/engine/discovery/content/yaml-documents.ts';
import { indentContinuations } from '../../../../src/engine/discovery/content/yaml-lenient.ts';
import { GATEKEEPER_TEMPLATE } from '../gatekeeper-fixtures.ts';

const verdictOf = (text: string | Buffer, path = 'k8s/x.yaml') => classifyContent(path, text);
const kindOf = (text: string | Buffer, path = 'k8s/x.yaml'): string => {
  const verdict = verdictOf(text, path);
  return 'kind' in verdict ? verdict.kind : `${verdict.category ?? 'not IaC'}: ${verdict.reason}`;
};
const base64 = (text: string): string => Buffer.from(text).toString('base64');
const firstTop = (text: string): unknown => {
  const first = readYamlDocuments(text).next().value;
  return first && 'top' in first ? first.top : first;
};

describe("kubectl's reading (go-yaml v2 through sigs.k8s.io/yaml)", () => {
  it('keeps the last of duplicate keys', () => {
    expect(firstTop('apiVersion: ~\nkind: x\napiVersion: v1\n')).toEqual({
      apiVersion: 'v1',
      kind: 'x',
    });
    expect(kindOf('apiVersion: ~\nkind: ~\napiVersion: apps/v1\nkind: Deployment\n')).toBe(
      'kubernetes',
    );
  });

  it('still uploads a manifest whose first duplicate is IaC, as other readers read it', () => {
    expect(kindOf('apiVersion: apps/v1\nkind: Deployment\napiVersion: ~\n')).toBe('kubernetes');
  });

  it('lets a merge overwrite the keys before it, explicit nulls included, and later keys win', () => {
    expect(firstTop('apiVersion: ~\n<<: {apiVersion: v1, kind: Pod}\n')).toEqual({
      apiVersion: 'v1',
      kind: 'Pod',
    });
    expect(firstTop('<<: {apiVersion: v1, kind: Pod}\napiVersion: apps/v1\n')).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Pod',
    });
    // A list of sources: the first wins, in every reading.
    expect(firstTop('a: &a {kind: A}\nb: &b {kind: B}\n<<: [*a, *b]\n')).toMatchObject({
      kind: 'A',
    });
  });

  it('takes `<<` as a merge when plain or tagged !!merge, never quoted', () => {
    expect(firstTop('!!merge "<<": {kind: Pod}\n')).toEqual({ kind: 'Pod' });
    expect(firstTop('"<<": {kind: Pod}\n')).toEqual({ '<<': expect.anything() });
  });

  it('decodes !!binary on values and keys', () => {
    const text = `apiVersion: !!binary ${base64('apps/v1')}\n!!binary ${base64('kind')}: Deployment\n`;
    expect(firstTop(text)).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment' });
    expect(kindOf(text)).toBe('kubernetes');
  });
});

describe('ambiguous YAML: readings that differ, none of them IaC', () => {
  it('is ambiguous when duplicate deciding keys differ and no reading is IaC', () => {
    expect(kindOf('apiVersion: ~\nkind: Deployment\napiVersion: not/a/version\n')).toMatch(
      /^ambiguous: YAML readers read apiVersion differently/,
    );
  });

  it('is not ambiguous when every reading agrees, or the differing keys decide nothing', () => {
    expect(
      kindOf('b: &b {apiVersion: v1, kind: Pod}\n<<: *b\napiVersion: not/a/version\n'),
    ).toMatch(/^looks like IaC|^not IaC/);
    expect(kindOf('apiVersion: x\nname: a\nname: b\n')).toMatch(/^not IaC/);
  });

  it.each([
    ['a custom tag on a top-level key', '!custom apiVersion: x\nkind: Deployment\n'],
    [
      'a %TAG handle on a key',
      '%TAG !e! tag:example.com,2000:\n---\n!e!k apiVersion: x\nkind: y\n',
    ],
    ['a tag on the value of kind', 'apiVersion: x/y/z\nkind: !!int 5\n'],
    [
      '!!binary that decodes to nothing IaC',
      `apiVersion: !!binary ${base64('not a version')}\nkind: x\n`,
    ],
  ])('%s is ambiguous', (_name, text) => {
    expect(kindOf(text)).toMatch(/^ambiguous: the tag /);
  });

  it('keeps !!str, and CloudFormation tags on nested values, unambiguous', () => {
    expect(kindOf('!!str apiVersion: !!str v1\nkind: Pod\n')).toBe('kubernetes');
    expect(kindOf('apiVersion: x\nkind: y\nspec: !Ref z\n')).toMatch(/^not IaC|^looks like IaC/);
  });

  it('names the ambiguous document of a stream before a near miss', () => {
    const text = 'apiVersion: apps/V1\nkind: D\n---\n!x kind: y\n';
    expect(kindOf(text)).toMatch(/^ambiguous: none of its 2 documents is IaC, document 2: the tag/);
  });

  it('sends a file whose only IaC could hide behind a tag to the parser', () => {
    for (const text of ['!!binary a2luZA==: x\n', '!<tag:yaml.org,2002:binary> a2luZA==: x\n'])
      expect(mayHoldIac(Buffer.from(text)), text).toBe(true);
    expect(
      mayHoldIac(Buffer.from('%TAG !b! tag:yaml.org,2002:bin\n---\n!b!ary a2luZA==: x\n')),
    ).toBe(true);
    expect(mayHoldIac(Buffer.from('name: web\nimage: nginx\n'))).toBe(false);
  });
});

describe('YAML 1.1 readings (libyaml, go-yaml v2, PyYAML)', () => {
  const MANIFEST = ['x: y', 'apiVersion: apps/v1', 'kind: Deployment', ''];

  it.each([
    ['NEL', '\u0085'],
    ['LS', '\u2028'],
    ['PS', '\u2029'],
    ['a lone CR', '\r'],
  ])('breaks lines at %s', (_name, breaks) => {
    expect(kindOf(MANIFEST.join(breaks))).toBe('kubernetes');
  });

  it('counts keys after a NEL when the file does not parse at all', () => {
    const text = `x: [unclosed\u0085apiVersion: v1\u0085kind: Pod\u0085`;
    expect(verdictOf(text)).toMatchObject({ category: 'unparsable' });
  });

  it('reads a double-quoted description continued left of its key (Gatekeeper templates)', () => {
    expect(kindOf(GATEKEEPER_TEMPLATE)).toBe('kubernetes');
    expect(kindOf(GATEKEEPER_TEMPLATE, 'policies/templates/gcp_x_v1.yaml')).toBe('kubernetes');
  });

  it('indents only continuation lines, and no value changes', () => {
    const text = [
      'a: "one,',
      'two"',
      "b: 'it''s",
      "x'",
      'c: |',
      '  "not a quote',
      'd: {e: 1,',
      'f: [2,',
      '3]}',
      'g: plain "words',
      '',
    ].join('\n');
    const indented = indentContinuations(text);
    expect(indented).toBe(
      [
        'a: "one,',
        '    two"',
        "b: 'it''s",
        "    x'",
        'c: |',
        '  "not a quote',
        'd: {e: 1,',
        '    f: [2,',
        '    3]}',
        'g: plain "words',
        '',
      ].join('\n'),
    );
    expect(firstTop(indented ?? '')).toEqual({
      a: 'one, two',
      b: "it's x",
      c: '"not a quote\n',
      d: { e: 1, f: [2, 3] },
      g: 'plain "words',
    });
  });

  it('leaves a document marker inside a quoted scalar alone: every reader refuses it', () => {
    expect(indentContinuations('a: "one\n---\nb"\n')).toBeUndefined();
    expect(kindOf('apiVersion: v1\nkind: "Pod\n---\n"\n')).toMatch(/^unparsable/);
  });
});

describe('CloudFormation saved as .template', () => {
  it.each([
    ['YAML', 'AWSTemplateFormatVersion: "2010-09-09"\nResources: {}\n'],
    ['JSON', '{"Resources": {"B": {"Type": "AWS::S3::Bucket"}}}'],
    [
      'YAML with short tags',
      'Resources:\n  B:\n    Type: AWS::S3::Bucket\n    Properties: {BucketName: !Ref N}\n',
    ],
  ])('in %s is CloudFormation', (_format, text) => {
    expect(kindOf(text, 'cfn/stack.template')).toBe('cloudformation');
  });

  it('is read for CloudFormation only: a manifest or a broken Jinja manifest there is not IaC', () => {
    expect(kindOf('apiVersion: v1\nkind: Pod\n', 'k8s/pod.template')).toMatch(
      /^not IaC: a Kubernetes manifest saved as \.template/,
    );
    expect(kindOf('apiVersion: v1\nkind: Pod\n{% if x %}\n', 'k8s/pod.template')).toMatch(
      /^not IaC/,
    );
  });

  it('is unparsable when it holds CloudFormation keys and does not parse', () => {
    expect(kindOf('AWSTemplateFormatVersion: "2010-09-09"\nResources: [\n', 'a.template')).toMatch(
      /^unparsable/,
    );
  });
});
