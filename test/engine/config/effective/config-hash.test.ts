/**
 * The config hash: equal configurations hash alike however they are written (key order, a list
 * in its comma form or as a YAML list, a key in the file or the same value as an input, the
 * region or its address), and a change to anything that changes what is scanned or how it gates
 * changes it; secrets, where values came from, the Action's surfaces and timeout do not.
 */
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../../../src/engine/config/file/parse-config-file.ts';
import {
  resolveConfig,
  type ConfigLayers,
} from '../../../../src/engine/config/effective/resolve-config.ts';
import { canonicalJson, configHash } from '../../../../src/engine/config/effective/config-hash.ts';

const repo = (text: string, file = '.plerion-iac.yml') =>
  parseConfigFile({ file, bytes: new TextEncoder().encode(text), role: 'repository' });
const org = (text: string) =>
  parseConfigFile({ file: 'org.yml', bytes: new TextEncoder().encode(text), role: 'organisation' });
const hashOf = (layers: ConfigLayers) => configHash(resolveConfig(layers));
const hashOfFile = (text: string) => hashOf({ file: repo(text) });

const BASE = [
  'fail-on: CRITICAL,HIGH,MEDIUM',
  'exclude: "vendor/**, {secrets,private}/**"',
  'skip-detections: [B-2, A-1]',
  'path: infra',
  'severity-overrides:',
  '  - detection: D-1',
  '    severity: low',
  '    reason: test fixtures',
  '    path: fixtures/**',
].join('\n');

describe('the config hash', () => {
  it('is sha256 in hex of the canonical form, and the defaults have one', () => {
    expect(hashOf({})).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOfFile('')).toBe(hashOf({}));
  });

  it('is the same for the same configuration written another way', () => {
    const same = [
      'severity-overrides:',
      '  - {reason: test fixtures, path: fixtures/**, severity: LOW, detection: D-1}',
      'path: ./infra/',
      'skip-detections: A-1, B-2, A-1',
      'exclude:',
      '  - "{secrets,private}/**"',
      '  - vendor/**',
      'fail-on: [medium, critical, high]',
      'region: au',
      'api-url: https://au.api.plerion.com/',
    ].join('\n');
    expect(hashOfFile(same)).toBe(hashOfFile(BASE));
  });

  it('is the same whether a value comes from a file, an input or the organisation', () => {
    const fromFile = hashOfFile('timeout: 30\nfail-on: LOW\n');
    expect(
      hashOf({ given: { 'fail-on': { value: ['LOW'], source: 'flag', name: '--fail-on' } } }),
    ).toBe(fromFile);
    expect(hashOf({ org: org('fail-on: low\n') })).toBe(fromFile);
  });

  it('leaves out secrets, the Action’s surfaces, the command line’s flags, timeout and names', () => {
    const plain = hashOfFile(BASE);
    const surfaces = `${BASE}\ntimeout: 30\nartifact-name: other\naction:\n  pr-comment: false\n  sarif-file: x.sarif\n`;
    expect(hashOfFile(surfaces)).toBe(plain);
    expect(
      hashOf({
        file: repo(BASE),
        given: {
          'api-key': { value: 'set', source: 'env', name: 'PLERION_API_KEY' },
          format: { value: ['sarif'], source: 'flag', name: '--format' },
          'exit-zero': { value: true, source: 'flag', name: '--exit-zero' },
        },
      }),
    ).toBe(plain);
    expect(hashOfFile(BASE.replace('.plerion-iac.yml', 'other.yml'))).toBe(plain);
  });

  it.each([
    ['fail-on', 'fail-on: CRITICAL,HIGH,MEDIUM', 'fail-on: CRITICAL,HIGH'],
    ['exclude', 'exclude: "vendor/**, {secrets,private}/**"', 'exclude: vendor/**'],
    ['skip-detections', 'skip-detections: [B-2, A-1]', 'skip-detections: [A-1]'],
    ['path', 'path: infra', 'path: infra/prod'],
    ['an override’s severity', 'severity: low', 'severity: medium'],
    ['an override’s reason', 'reason: test fixtures', 'reason: other'],
    ['an override’s path', 'path: fixtures/**', 'path: fixtures/a/**'],
  ])('changes with %s', (_what, from, to) => {
    expect(BASE).toContain(from);
    expect(hashOfFile(BASE.replace(from, to))).not.toBe(hashOfFile(BASE));
  });

  it('changes with the service, the gate’s other settings and the organisation’s floors', () => {
    const plain = hashOfFile(BASE);
    for (const extra of [
      'region: us1',
      'api-url: https://proxy.example.com',
      'baseline: none',
      'suppressions: other-ignore.yml',
      'on-service-error: warn',
      'pr-suppressions: apply',
      'dry-run: true',
      'include: extra/**',
      'max-archive-size: 1000',
    ])
      expect(hashOfFile(`${BASE}\n${extra}\n`), extra).not.toBe(plain);
    expect(hashOf({ file: repo(BASE), org: org('require:\n  lower-severity: false\n') })).not.toBe(
      plain,
    );
    expect(
      hashOf({ file: repo(BASE), org: org('require:\n  suppression-max-days: 30\n') }),
    ).not.toBe(plain);
  });

  it('keeps the overrides’ order: the first that matches applies', () => {
    const two = (a: string, b: string) =>
      hashOfFile(
        `severity-overrides:\n  - {detection: ${a}, severity: critical}\n  - {detection: ${b}, severity: critical}\n`,
      );
    expect(two('A', 'B')).not.toBe(two('B', 'A'));
  });

  it('writes canonical JSON with keys sorted at every level and arrays in order', () => {
    expect(canonicalJson({ b: [2, 1, { d: 1, c: undefined, a: null }], a: 'x' })).toBe(
      '{"a":"x","b":[2,1,{"a":null,"d":1}]}',
    );
  });
});
