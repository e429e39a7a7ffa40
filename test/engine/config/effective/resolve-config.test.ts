/**
 * Precedence, one rule: a value the user set (or the environment's) > the repository's file > the
 * organisation's file > the default, for each pair; an input left unset does not override the
 * file; and the organisation's floors, each against a repository file that would loosen it: the
 * stricter value applies, with one warning naming the key and both files, and the setting is
 * marked as the organisation's. Also `suppression-max-days` against the suppressions read.
 */
import { describe, expect, it } from 'vitest';
import {
  parseConfigFile,
  type ConfigFile,
  type ConfigRole,
} from '../../../../src/engine/config/file/parse-config-file.ts';
import {
  resolveConfig,
  severityOverridesOf,
  type GivenValues,
} from '../../../../src/engine/config/effective/resolve-config.ts';
import { limitSuppressionExpiry } from '../../../../src/engine/config/effective/suppression-max-days.ts';
import type { SuppressionEntry } from '../../../../src/engine/suppressions/format.ts';

function file(name: string, text: string, role: ConfigRole = 'repository'): ConfigFile {
  return parseConfigFile({ file: name, bytes: new TextEncoder().encode(text), role });
}

const ORG = 'octo/.github/plerion-iac.yml@main';
const REPO = '.plerion-iac.yml';
const org = (text: string) => file(ORG, text, 'organisation');
const repo = (text: string) => file(REPO, text);
const input = (name: string) => ({ source: 'input' as const, name: `input '${name}'` });

describe('precedence', () => {
  it('defaults when nothing sets a value', () => {
    const { settings, warnings } = resolveConfig({});
    expect(settings.timeout).toEqual({ value: 600, source: 'default', from: 'default' });
    expect(settings['fail-on'].value).toEqual(['CRITICAL', 'HIGH']);
    expect(settings['api-key']).toEqual({ value: 'not set', source: 'default', from: 'default' });
    expect(warnings).toEqual([]);
  });

  it('the organisation’s file over the default, the repository’s over both, the user’s over all', () => {
    const layers = {
      org: org('timeout: 100\nregion: sg1\nfail-on: LOW\n'),
      file: repo('timeout: 200\nregion: us1\n'),
      given: { timeout: { value: 300, ...input('timeout') } } satisfies GivenValues,
    };
    const { settings } = resolveConfig(layers);
    expect(settings.timeout).toEqual({ value: 300, source: 'input', from: "input 'timeout'" });
    expect(settings.region).toEqual({ value: 'us1', source: 'file', from: '.plerion-iac.yml:2' });
    expect(settings['fail-on']).toEqual({ value: ['LOW'], source: 'org', from: `${ORG}:3` });
    expect(resolveConfig({ org: layers.org }).settings.timeout.source).toBe('org');
    expect(resolveConfig({ file: layers.file }).settings.timeout.source).toBe('file');
    expect(resolveConfig({ org: layers.org, given: layers.given }).settings.timeout.source).toBe(
      'input',
    );
  });

  it('an input left unset does not override the file, an input set to the default does', () => {
    const layers = { file: repo('fail-on: none\n') };
    expect(resolveConfig({ ...layers, given: {} }).settings['fail-on'].value).toEqual([]);
    const set: GivenValues = { 'fail-on': { value: ['CRITICAL', 'HIGH'], ...input('fail-on') } };
    const { settings } = resolveConfig({ ...layers, given: set });
    expect(settings['fail-on']).toEqual({
      value: ['CRITICAL', 'HIGH'],
      source: 'input',
      from: "input 'fail-on'",
    });
  });

  it('takes a flag and the environment the same way, and holds a secret as set, never its value', () => {
    const { settings } = resolveConfig({
      file: repo('timeout: 200\n'),
      given: {
        timeout: { value: 30, source: 'flag', name: '--timeout' },
        'api-key': { value: 'set', source: 'env', name: 'PLERION_API_KEY' },
      },
    });
    expect(settings.timeout).toEqual({ value: 30, source: 'flag', from: '--timeout' });
    expect(settings['api-key']).toEqual({ value: 'set', source: 'env', from: 'PLERION_API_KEY' });
  });

  it('replaces a list whole: the repository’s severity overrides replace the organisation’s', () => {
    const { settings } = resolveConfig({
      org: org('severity-overrides:\n  - {detection: A, severity: critical}\n'),
      file: repo('severity-overrides:\n  - {detection: B, severity: high, reason: r}\n'),
    });
    expect(settings['severity-overrides'].value.map((o) => [o.detection, o.file])).toEqual([
      ['B', REPO],
    ]);
  });
});

describe("the organisation's floors against a repository that would loosen them", () => {
  const FLOORS =
    'require:\n  fail-on: [CRITICAL, HIGH]\n  on-service-error: fail\n  pr-suppressions: propose\n  lower-severity: false\n';
  /** The repository's file `text` resolved under the organisation's floors. */
  const underFloors = (text: string) => resolveConfig({ org: org(FLOORS), file: repo(text) });

  it('fail-on: the severities it requires stay in the gate, with one warning', () => {
    const { settings, warnings } = underFloors('fail-on: [critical, medium]\n');
    expect(settings['fail-on']).toEqual({
      value: ['CRITICAL', 'HIGH', 'MEDIUM'],
      source: 'org',
      from: `${ORG}:2`,
      floor: { file: ORG, line: 2, raised: true },
    });
    expect(warnings).toContain(
      `fail-on: .plerion-iac.yml:1 sets fail-on CRITICAL, MEDIUM, which the organisation's file ${ORG}:2 does not allow; fail-on CRITICAL, HIGH, MEDIUM applies.`,
    );
  });

  it('fail-on none, from an input, is overruled the same way', () => {
    const { settings, warnings } = resolveConfig({
      org: org(FLOORS),
      given: { 'fail-on': { value: [], ...input('fail-on') } },
    });
    expect(settings['fail-on'].value).toEqual(['CRITICAL', 'HIGH']);
    expect(warnings[0]).toBe(
      `fail-on: input 'fail-on' sets fail-on none, which the organisation's file ${ORG}:2 does not allow; fail-on CRITICAL, HIGH applies.`,
    );
  });

  it("dry-run true, from the repository's file, is overruled: the gate a fail-on floor keeps runs", () => {
    const { settings, warnings } = underFloors('dry-run: true\n');
    expect(settings['dry-run']).toMatchObject({ value: false, source: 'org', from: `${ORG}:2` });
    expect(warnings).toContain(
      `dry-run: .plerion-iac.yml:1 sets dry-run true (a dry run gates nothing), which the organisation's file ${ORG}:2 does not allow; dry-run false applies.`,
    );
  });

  it('on-service-error fail and pr-suppressions propose', () => {
    const { settings, warnings } = underFloors('on-service-error: warn\npr-suppressions: apply\n');
    expect(settings['on-service-error'].value).toBe('fail');
    expect(settings['pr-suppressions'].value).toBe('propose');
    expect(warnings).toEqual([
      `on-service-error: .plerion-iac.yml:1 sets on-service-error warn, which the organisation's file ${ORG}:3 does not allow; on-service-error fail applies.`,
      `pr-suppressions: .plerion-iac.yml:2 sets pr-suppressions apply, which the organisation's file ${ORG}:4 does not allow; pr-suppressions propose applies.`,
    ]);
  });

  it('a value that keeps to a floor is kept, marked as held by it, without a warning', () => {
    const { settings, warnings } = underFloors(
      'fail-on: [LOW, high, critical]\non-service-error: fail\n',
    );
    expect(settings['fail-on']).toEqual({
      value: ['CRITICAL', 'HIGH', 'LOW'],
      source: 'file',
      from: '.plerion-iac.yml:1',
      floor: { file: ORG, line: 2, raised: false },
    });
    expect(settings['on-service-error'].floor).toEqual({ file: ORG, line: 3, raised: false });
    expect(warnings).toEqual([]);
  });

  it('a default or the organisation’s own value below its floor is raised without a warning', () => {
    const { settings, warnings } = resolveConfig({ org: org(`on-service-error: warn\n${FLOORS}`) });
    expect(settings['on-service-error'].value).toBe('fail');
    expect(settings['pr-suppressions']).toMatchObject({ value: 'propose', source: 'org' });
    expect(warnings).toEqual([]);
  });

  it('lower-severity false reaches the severity overrides, naming the organisation’s file', () => {
    const config = underFloors(
      'severity-overrides:\n  - {detection: A, severity: low, reason: r}\n',
    );
    expect(severityOverridesOf(config)).toMatchObject({ loweringForbiddenBy: `${ORG}:5` });
    expect(severityOverridesOf(resolveConfig({ file: repo('region: au\n') }))).toEqual({
      entries: [],
    });
    const allowed = resolveConfig({ org: org('require:\n  lower-severity: true\n') });
    expect(severityOverridesOf(allowed).loweringForbiddenBy).toBeUndefined();
  });

  it('an empty fail-on floor holds nothing', () => {
    const { settings } = resolveConfig({
      org: org('require:\n  fail-on: none\n'),
      file: repo('fail-on: none\n'),
    });
    expect(settings['fail-on']).toEqual({ value: [], source: 'file', from: '.plerion-iac.yml:1' });
  });
});

describe("the organisation's suppression-max-days against the suppressions read", () => {
  const NOW = new Date('2026-06-01T12:00:00Z');
  const entry = (n: number, expires?: string): SuppressionEntry => ({
    entryNumber: n,
    line: n * 3,
    detection: `D-${n}`,
    path: undefined,
    resource: undefined,
    reason: 'r',
    expires,
  });
  const suppressions = {
    file: '.plerion-ignore.yml',
    entries: [entry(1, '2026-08-30'), entry(2, '2026-08-31'), entry(3), entry(4, '2030-01-01')],
  };
  const floors = org('require:\n  suppression-max-days: 90\n').floors;

  it('an entry without expiry or past the limit suppresses nothing, with one warning', () => {
    const limited = limitSuppressionExpiry(suppressions, floors, NOW);
    expect(limited.suppressions.entries.map((e) => e.entryNumber)).toEqual([1]);
    expect(limited.warning).toBe(
      `suppression-max-days: the organisation's file ${ORG}:2 allows suppressions of at most 90 days (expires on or before 2026-08-30); 3 entries of .plerion-ignore.yml do not keep to it and suppress nothing: entry 2 (D-2, expires 2026-08-31); entry 3 (D-3, no expiry); entry 4 (D-4, expires 2030-01-01). Set an earlier expires.`,
    );
  });

  it('nothing changes without the floor, or when every entry keeps to it', () => {
    expect(limitSuppressionExpiry(suppressions, undefined, NOW)).toEqual({ suppressions });
    const short = { ...suppressions, entries: [entry(1, '2026-06-02')] };
    expect(limitSuppressionExpiry(short, floors, NOW)).toEqual({ suppressions: short });
  });
});
