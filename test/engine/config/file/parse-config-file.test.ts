/**
 * The configuration file as the loader reads it: values in either list form with their lines, and
 * one clear error for each way a file can be wrong, naming the file and the line: an unknown key
 * (with the closest valid name), a key in the wrong place, a secret (never shown), a value of the
 * wrong type or out of range, and the hostile files (too large, not UTF-8, nested too deep, an
 * alias bomb, a repeated key, several documents, an unknown tag), each within milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/errors.ts';
import {
  parseConfigFile,
  type ConfigRole,
} from '../../../../src/engine/config/file/parse-config-file.ts';
import {
  MAX_CONFIG_DEPTH,
  MAX_CONFIG_FILE_BYTES,
} from '../../../../src/engine/config/file/read-yaml.ts';

const FILE = '.plerion-iac.yml';

function load(text: string | Uint8Array, role: ConfigRole = 'repository') {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return parseConfigFile({ file: FILE, bytes, role });
}

function refusal(text: string | Uint8Array, role: ConfigRole = 'repository'): string {
  try {
    load(text, role);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('a valid file', () => {
  it('reads every value with its line, lists in either form, the Action’s under action:', () => {
    const { values } = load(
      [
        '# yaml-language-server: $schema=./schema/plerion-iac.schema.json',
        'region: US1',
        'fail-on: [critical, high]',
        'exclude: "{secrets,private}/**, vendor/**"',
        'include:',
        '  - "charts/**/*.tpl"',
        '  - "{a,b}/*.yaml"',
        'timeout: 900',
        'dry-run: false',
        'baseline: origin/main',
        'action:',
        '  pr-comment: false',
        '  upload-sarif: false',
        '  check-run-annotations: 0',
        '',
      ].join('\n'),
    );
    expect(values).toEqual({
      region: { value: 'us1', line: 2 },
      'fail-on': { value: ['CRITICAL', 'HIGH'], line: 3 },
      exclude: { value: ['{secrets,private}/**', 'vendor/**'], line: 4 },
      include: { value: ['charts/**/*.tpl', '{a,b}/*.yaml'], line: 5 },
      timeout: { value: 900, line: 8 },
      'dry-run': { value: false, line: 9 },
      baseline: { value: 'origin/main', line: 10 },
      'pr-comment': { value: false, line: 12 },
      'upload-sarif': { value: 'false', line: 13 },
      'check-run-annotations': { value: 0, line: 14 },
    });
  });

  it('reads an empty file, a file of comments and an empty action: section as no settings', () => {
    expect(load('').values).toEqual({});
    expect(load('# nothing yet\n').values).toEqual({});
    expect(load('action:\n# pr-comment: false\n').values).toEqual({});
    expect(load('\uFEFFregion: au\n').values).toEqual({ region: { value: 'au', line: 1 } });
  });

  it('reads severity overrides with their file, entry and line', () => {
    const { values } = load(
      'severity-overrides:\n  - detection: D-1\n    severity: low\n    reason: test data\n    path: fixtures/**\n    expires: 2027-03-31\n  - {detection: D-2, severity: critical}\n',
    );
    expect(values['severity-overrides']).toEqual({
      line: 1,
      value: [
        {
          file: FILE,
          entryNumber: 1,
          line: 2,
          detection: 'D-1',
          severity: 'LOW',
          reason: 'test data',
          path: 'fixtures/**',
          expires: '2027-03-31',
        },
        {
          file: FILE,
          entryNumber: 2,
          line: 7,
          detection: 'D-2',
          severity: 'CRITICAL',
          reason: undefined,
          path: undefined,
          expires: undefined,
        },
      ],
    });
  });

  it("reads an organisation's floors, and its keys as values", () => {
    const org = load(
      'fail-on: CRITICAL\nrequire:\n  fail-on: [CRITICAL, HIGH]\n  on-service-error: fail\n  pr-suppressions: propose\n  suppression-max-days: 90\n  lower-severity: false\n',
      'organisation',
    );
    expect(org.values).toEqual({ 'fail-on': { value: ['CRITICAL'], line: 1 } });
    expect(org.floors).toEqual({
      file: FILE,
      floors: {
        'fail-on': { value: ['CRITICAL', 'HIGH'], line: 3 },
        'on-service-error': { value: 'fail', line: 4 },
        'pr-suppressions': { value: 'propose', line: 5 },
        'suppression-max-days': { value: 90, line: 6 },
        'lower-severity': { value: false, line: 7 },
      },
    });
  });
});

describe('an unknown or misplaced key', () => {
  it('is one error naming the key, the file and line, and the closest valid name', () => {
    expect(refusal('region: au\nfial-on: HIGH\nexlcude: x\n')).toMatch(
      /^Unknown key 'fial-on' at \.plerion-iac\.yml:2; the closest valid name is 'fail-on'\. Accepted: org-config, region, .*, action\.$/,
    );
    expect(refusal('action:\n  pr-coment: false\n')).toMatch(
      /^Unknown key 'action\.pr-coment' at \.plerion-iac\.yml:2; the closest valid name is 'pr-comment'\./,
    );
    expect(
      refusal('require:\n  fail-on: HIGH\n  lower-severities: false\n', 'organisation'),
    ).toMatch(
      /^Unknown key 'require\.lower-severities' at \.plerion-iac\.yml:3; the closest valid name is 'lower-severity'\./,
    );
  });

  it("is unknown also when it names one of Object's own properties", () => {
    expect(refusal('constructor: x\n')).toMatch(
      /^Unknown key 'constructor' at \.plerion-iac\.yml:1;/,
    );
    expect(refusal('__proto__: {region: x}\n')).toMatch(/^Unknown key '__proto__' at/);
    expect(refusal('action:\n  toString: 1\n')).toMatch(/^Unknown key 'action\.toString' at/);
    expect(refusal('require:\n  hasOwnProperty: 1\n', 'organisation')).toMatch(
      /^Unknown key 'require\.hasOwnProperty' at/,
    );
    expect(
      refusal('severity-overrides:\n  - {detection: D, severity: critical, __proto__: x}\n'),
    ).toContain("has the unknown field '__proto__'");
  });

  it('says where a key of the other section belongs', () => {
    expect(refusal('region: au\npr-comment: false\n')).toBe(
      "Key 'pr-comment' at .plerion-iac.yml:2 belongs under action: (a setting of the Action).",
    );
    expect(refusal('action:\n  fail-on: none\n')).toBe(
      "Key 'action.fail-on' at .plerion-iac.yml:2 belongs at the top level, not under action:.",
    );
  });

  it('refuses the command line’s own flags, the file naming a file, and the other role’s keys', () => {
    expect(refusal('format: sarif=out.sarif\n')).toContain(
      "Key 'format' at .plerion-iac.yml:1 is a flag of the command line only (--format)",
    );
    expect(refusal('exit-zero: true\n')).toContain('a flag of the command line only (--exit-zero)');
    expect(refusal('config: other.yml\n')).toContain(
      "Key 'config' at .plerion-iac.yml:1 names the configuration file itself",
    );
    expect(refusal('require:\n  lower-severity: false\n')).toContain(
      "belongs in the organisation's file (org-config) only",
    );
    expect(refusal('org-config: org.yml\n', 'organisation')).toContain(
      "is not read in an organisation's file",
    );
  });
});

describe('a secret in the file', () => {
  it.each([
    ['api-key', 'plk_live_0123456789abcdef', "the input 'api-key' or PLERION_API_KEY"],
    ['github-token', 'ghp_0123456789abcdefghij', "the input 'github-token')"],
  ])('%s is refused without its value', (key, value, where) => {
    for (const text of [
      `${key}: ${value}\n`,
      `action:\n  ${key}: ${value}\n`,
      `${key}: [${value}]\n`,
    ]) {
      const message = refusal(text);
      expect(message).toContain(`Key '`);
      expect(message).toContain('is refused, and its value is not shown');
      expect(message).toContain(where);
      expect(message).not.toContain(value);
      expect(message).not.toContain(value.slice(0, 8));
    }
  });
});

describe('a value of the wrong type or out of range', () => {
  it('gets the words its input would get, with the file and line', () => {
    expect(refusal('region: au\ntimeout: 0\n')).toBe(
      "Invalid key 'timeout' at .plerion-iac.yml:2: '0'. Expected a whole number of seconds from 1 to 21600.",
    );
    expect(refusal('fail-on: HIGH, urgent\n')).toBe(
      "Invalid key 'fail-on' at .plerion-iac.yml:1: 'HIGH, urgent'. Expected a comma-separated list of CRITICAL, HIGH, MEDIUM, LOW (any case), or none.",
    );
    expect(refusal('dry-run: yes\n')).toBe(
      "Invalid key 'dry-run' at .plerion-iac.yml:1: 'yes'. Expected true or false.",
    );
    expect(refusal('action:\n  check-run: sometimes\n')).toBe(
      "Invalid key 'action.check-run' at .plerion-iac.yml:2: 'sometimes'. Expected auto or true or false.",
    );
  });

  it('refuses a list, a map, a missing value, a quoted number and an unquoted one where text is wanted', () => {
    expect(refusal('region: [au, us1]\n')).toBe(
      "Invalid key 'region' at .plerion-iac.yml:1: '[au, us1]'. Expected one of au, sg1, in1, us1.",
    );
    expect(refusal('timeout: {seconds: 5}\n')).toBe(
      "Invalid key 'timeout' at .plerion-iac.yml:1: '{seconds: 5}'. Expected a whole number of seconds from 1 to 21600, written as a number (without quotes).",
    );
    expect(refusal('fail-on:\n')).toContain(
      "Invalid key 'fail-on' at .plerion-iac.yml:1: ''. Expected",
    );
    expect(refusal('fail-on:\n')).toContain('(the key has no value: write one, or remove the key)');
    expect(refusal('timeout: "600"\n')).toContain('written as a number (without quotes)');
    expect(refusal('artifact-name: 2024\n')).toContain(
      "'2024'. Expected a name with letters, digits, . _ or -, written as text.",
    );
    expect(refusal('include: [1, 2]\n')).toContain('each item written as text');
    expect(refusal('timeout: 1.5\n')).toContain("'1.5'. Expected a whole number of seconds");
  });

  it('takes true and false where a setting’s words are true and false, and nowhere else', () => {
    expect(load('action:\n  tracking-issue: true\n').values['tracking-issue']?.value).toBe('true');
    expect(refusal('action:\n  pr-review: false\n')).toContain(
      "'false'. Expected off or new, written as text.",
    );
  });

  it('refuses a bad severity override at its own line, and one that may lower without a reason', () => {
    const text = (entry: string) => `region: au\nseverity-overrides:\n  - detection: D-1\n${entry}`;
    expect(refusal(text('    severity: medium\n'))).toBe(
      "Invalid key 'severity-overrides' at .plerion-iac.yml:3: entry 1 (D-1) sets severity MEDIUM without a reason: it may lower a finding's severity. Expected reason: <why>, such as a review or ticket.",
    );
    expect(refusal(text('    severity: urgent\n    reason: x\n'))).toBe(
      "Invalid key 'severity-overrides' at .plerion-iac.yml:4: entry 1 (D-1) has severity: 'urgent'. Expected one of CRITICAL, HIGH, MEDIUM, LOW (any case).",
    );
    expect(refusal(text('    severity: LOW\n    reason: x\n    expires: 2027-02-30\n'))).toContain(
      "at .plerion-iac.yml:6: entry 1 (D-1) has expires: '2027-02-30'. Expected a real calendar date",
    );
    expect(
      refusal(text('    severity: LOW\n    reason: x\n    path: ../elsewhere/**\n')),
    ).toContain(
      "at .plerion-iac.yml:6: entry 1 (D-1) has path: '../elsewhere/**'. Expected a glob relative to the workspace",
    );
    expect(refusal(text('    severity: LOW\n    reasons: x\n'))).toContain(
      "at .plerion-iac.yml:5: entry 1 (D-1) has the unknown field 'reasons' (accepted fields: detection, severity, reason, path, expires)",
    );
    expect(refusal(text('    severity: LOW\n    reason: "  "\n'))).toContain('has an empty reason');
    expect(refusal('severity-overrides:\n  - severity: LOW\n    reason: x\n')).toContain(
      'entry 1 has no detection',
    );
    expect(
      refusal('severity-overrides:\n  - detection: a b\n    severity: LOW\n    reason: x\n'),
    ).toContain('Expected one detection id, without spaces');
    expect(refusal('severity-overrides:\n  - D-1\n')).toContain('entry 1 is not a map');
    expect(refusal('severity-overrides: D-1\n')).toContain(
      "Invalid key 'severity-overrides' at .plerion-iac.yml:1: not a list",
    );
    expect(
      refusal('severity-overrides:\n  - detection: D-1\n    severity: HIGH\n    reason: 5\n'),
    ).toContain("has reason: '5'");
    expect(
      refusal(
        'severity-overrides:\n  - detection: D-1\n    severity: HIGH\n    reason: r\n    expires: !!timestamp 2027-01-01\n',
      ),
    ).toContain('has expires');
  });
});

describe('a hostile file ends with one clear configuration error', () => {
  const timed = (text: string | Uint8Array): string => {
    const started = performance.now();
    const message = refusal(text);
    expect(performance.now() - started).toBeLessThan(1_000);
    return message;
  };

  it('too large: refused by its size, before it is parsed', () => {
    const big = new Uint8Array(MAX_CONFIG_FILE_BYTES + 1).fill(0x5b); // '['
    expect(timed(big)).toBe(
      `Invalid configuration file '.plerion-iac.yml': it has ${MAX_CONFIG_FILE_BYTES + 1} bytes. Expected a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (one YAML map of settings, such as fail-on: CRITICAL,HIGH).`,
    );
  });

  it('not UTF-8', () => {
    expect(
      timed(new Uint8Array([0x72, 0x65, 0x67, 0x69, 0x6f, 0x6e, 0x3a, 0x20, 0xff, 0xfe, 0x0a])),
    ).toContain('it is not UTF-8 text');
  });

  it('nested deeper than the limit, in flow or block style, within the size limit', () => {
    const flow = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    expect(timed(flow)).toContain(`it nests deeper than ${MAX_CONFIG_DEPTH} levels (line 1)`);
    const block = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n');
    expect(timed(`region: au\n${block} x\n`)).toContain(
      `it nests deeper than ${MAX_CONFIG_DEPTH} levels`,
    );
  });

  it('an alias bomb', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    expect(timed(bomb)).toContain('its aliases expand too far');
  });

  it('a repeated key, several documents, an unknown tag, broken YAML, a list or a scalar', () => {
    expect(timed('fail-on: none\nregion: au\nfail-on: HIGH\n')).toBe(
      "Invalid configuration file '.plerion-iac.yml': a key is repeated in one map at line 3. Expected one YAML map of settings, such as fail-on: CRITICAL,HIGH.",
    );
    expect(timed('region: au\n---\nfail-on: none\n')).toContain(
      'it holds several YAML documents at line 2',
    );
    expect(timed('region: !!js/function au\n')).toContain('an unknown YAML tag');
    expect(timed('region: [au\n')).toContain('it is not valid YAML');
    expect(timed('- region: au\n')).toContain('it is a list. Expected one YAML map of settings');
    expect(timed('just text\n')).toContain('it is a single value');
  });
});
