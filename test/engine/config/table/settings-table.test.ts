/**
 * The one table of settings against the surfaces it describes: every input of action.yml is in it
 * with the same default, every flag of `plerion-iac scan` too, every default passes its own
 * validator, and a bad value is refused in the words the Action's inputs use (the validators are
 * the shared ones), whichever surface gave it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SCAN_FLAGS } from '../../../../src/cli/flags.ts';
import {
  ACTION_KEYS,
  SETTINGS,
  SETTING_KEYS,
  TOP_LEVEL_KEYS,
  defaultValues,
  isSecret,
  specOf,
  type SettingKey,
} from '../../../../src/engine/config/table/settings-table.ts';
import { ROOT } from '../../../support/run-action.ts';

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean; description: string }>;
}

const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

/**
 * The default action.yml states: declared (the key and the token only), else in the description's
 * closing "Default: `x`." (a declared default would make an input left out read as set).
 */
function statedDefault(input: ActionYml['inputs'][string]): string | undefined {
  if (input.required) return undefined;
  return input.default ?? / Default: `([^`]*)`\.$/.exec(input.description)?.[1] ?? '';
}

const byInput = new Map(SETTING_KEYS.map((key) => [specOf(key).input, key]));
const byFlag = new Map(SETTING_KEYS.map((key) => [specOf(key).flag, key]));

describe('the settings table', () => {
  it('holds every input of action.yml, under its own name, with the same default', () => {
    for (const [name, input] of Object.entries(action.inputs)) {
      const key = byInput.get(name);
      expect(key, name).toBe(name);
      const spec = specOf(key as SettingKey);
      expect(statedDefault(input), name).toBe(spec.default);
      // Only what the file never holds may declare a default the runner fills in.
      if (spec.inFile || key === 'config') expect(input.default, name).toBeUndefined();
    }
    const inputs = SETTING_KEYS.filter((key) => specOf(key).input !== undefined);
    expect(inputs.filter((key) => !(key in action.inputs))).toEqual([]);
  });

  it("holds every flag of plerion-iac scan, mirroring the same input, and the flags' defaults", () => {
    for (const [name, flag] of Object.entries(SCAN_FLAGS)) {
      const key = byFlag.get(name);
      expect(key, name).toBeDefined();
      const spec = specOf(key as SettingKey);
      if ('input' in flag) expect(spec.input, name).toBe(flag.input);
      if ('default' in flag) expect(spec.default, name).toBe(flag.default);
    }
    const flags = SETTING_KEYS.filter((key) => specOf(key).flag !== undefined);
    expect(flags.filter((key) => !(specOf(key).flag! in SCAN_FLAGS))).toEqual([]);
  });

  it('names each setting once, kebab-case, the file key being the input name', () => {
    for (const key of SETTING_KEYS) {
      expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const spec = specOf(key);
      if (spec.input !== undefined) expect(spec.input).toBe(key);
      expect(spec.description.length, key).toBeLessThan(120);
    }
    expect(new Set([...TOP_LEVEL_KEYS, ...ACTION_KEYS]).size).toBe(
      TOP_LEVEL_KEYS.length + ACTION_KEYS.length,
    );
  });

  it('keeps secrets, the command line’s own flags and the file’s own name out of the file and out of the hash', () => {
    const notInFile = SETTING_KEYS.filter((key) => !specOf(key).inFile);
    expect(notInFile).toEqual([
      'api-key',
      'config',
      'github-token',
      'api-key-file',
      'commit',
      'exit-zero',
      'format',
    ]);
    expect(SETTING_KEYS.filter(isSecret)).toEqual(['api-key', 'github-token']);
    for (const key of SETTING_KEYS)
      if (isSecret(key) || specOf(key).scope !== 'engine')
        expect(specOf(key).hashed, key).toBe(false);
  });

  it('lists in the file exactly the keys of the contract: the engine’s at the top, the Action’s under action:', () => {
    expect(TOP_LEVEL_KEYS).toEqual([
      'org-config',
      'region',
      'api-url',
      'path',
      'include',
      'exclude',
      'artifact-name',
      'max-archive-size',
      'fail-on',
      'skip-detections',
      'severity-overrides',
      'baseline',
      'suppressions',
      'timeout',
      'on-service-error',
      'pr-suppressions',
      'dry-run',
    ]);
    expect(ACTION_KEYS).toEqual([
      'annotations',
      'pr-comment',
      'check-run',
      'check-run-annotations',
      'pr-review',
      'upload-sarif',
      'sarif-file',
      'sarif-category',
      'upload-artifact',
      'tracking-issue',
    ]);
  });

  it('validates every default with its own validator', () => {
    expect(defaultValues()).toMatchObject({
      'api-key': 'not set',
      'github-token': 'set',
      region: 'au',
      'fail-on': ['CRITICAL', 'HIGH'],
      'max-archive-size': 4_400_000,
      timeout: 600,
      'dry-run': false,
      include: [],
      'severity-overrides': [],
      'pr-suppressions': '',
      suppressions: '.plerion-ignore.yml',
      'check-run-annotations': 1000,
      format: ['text'],
    });
  });
});

describe('a bad value, whichever surface gave it', () => {
  const refusal = (key: SettingKey, label: string, value: string | string[]): string => {
    try {
      specOf(key).parse(label, value);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${key}: '${String(value)}' was accepted`);
  };

  it.each([
    ['region', 'mars', 'one of au, sg1, in1, us1'],
    [
      'api-url',
      'http://example.com',
      'an https:// address (the key is never sent over plain http)',
    ],
    ['path', '../outside', 'a folder inside the workspace, relative to it'],
    ['max-archive-size', '0', 'a whole number of bytes from 1 to 4400000'],
    ['timeout', '21601', 'a whole number of seconds from 1 to 21600'],
    [
      'fail-on',
      'HIGH,urgent',
      'a comma-separated list of CRITICAL, HIGH, MEDIUM, LOW (any case), or none',
    ],
    ['on-service-error', 'maybe', 'fail or warn'],
    ['pr-suppressions', 'always', 'apply or propose'],
    ['dry-run', 'yes', 'true or false'],
    ['check-run', 'sometimes', 'auto or true or false'],
    ['check-run-annotations', '50001', 'a whole number of annotations from 0 to 50000'],
    ['pr-review', 'all', 'off or new'],
    [
      'baseline',
      '--upload-pack=evil',
      'auto, none, or a git branch, tag or commit sha such as origin/main',
    ],
    [
      'sarif-file',
      'out.json',
      'a file name ending in .sarif, inside the workspace (also through links)',
    ],
    ['suppressions', '../other/ignore.yml', 'a YAML file inside the workspace, relative to it'],
    ['artifact-name', '...', 'a name with letters, digits, . _ or -'],
  ] as const)('%s: %s', (key, value, accepted) => {
    const input = refusal(key, `input '${key}'`, value);
    const file = refusal(key, `key '${key}' at .plerion-iac.yml:3`, value);
    expect(input).toMatch(
      new RegExp(
        `^Invalid input '${key}': '.*'\\. Expected ${accepted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`,
      ),
    );
    expect(file).toBe(input.replace(`input '${key}'`, `key '${key}' at .plerion-iac.yml:3`));
  });

  it('refuses an include pattern that climbs out, as text and as a list item alike', () => {
    const text = refusal('include', '--include', 'ok/**,../secrets/**');
    expect(text).toContain(
      "Invalid --include: '../secrets/**'. Expected glob patterns relative to path",
    );
    expect(refusal('include', '--include', ['ok/**', '../secrets/**'])).toBe(text);
  });

  it('keeps a brace glob whole in the comma form, and a list item whole in the list form', () => {
    const parse = SETTINGS.exclude.parse;
    expect(parse('x', '{secrets,private}/**, vendor/**')).toEqual([
      '{secrets,private}/**',
      'vendor/**',
    ]);
    expect(parse('x', ['{secrets,private}/**', 'vendor/**'])).toEqual([
      '{secrets,private}/**',
      'vendor/**',
    ]);
    expect(SETTINGS['fail-on'].parse('x', ['high', ' critical '])).toEqual(['CRITICAL', 'HIGH']);
    expect(SETTINGS['fail-on'].parse('x', ['None'])).toEqual([]);
    expect(() => SETTINGS['fail-on'].parse('x', ['none', 'HIGH'])).toThrow("Invalid x: 'none'");
    expect(() => SETTINGS['fail-on'].parse('x', [])).toThrow("Invalid x: '[]'");
    expect(SETTINGS['skip-detections'].parse('x', 'A, B\nC')).toEqual(['A', 'B', 'C']);
    expect(() => SETTINGS['skip-detections'].parse('x', ['A', ' '])).toThrow(
      'Expected detection ids',
    );
  });

  it('keeps a secret as set or not set, refusing one a header cannot carry without showing it', () => {
    expect(SETTINGS['api-key'].parse('PLERION_API_KEY', 'abc')).toBe('set');
    expect(SETTINGS['api-key'].parse('PLERION_API_KEY', '')).toBe('not set');
    const message = refusal('api-key', "input 'api-key'", 'sekrit\nvalue');
    expect(message).toContain('character 7 of the value (not shown)');
    expect(message).not.toContain('sekrit');
  });
});
