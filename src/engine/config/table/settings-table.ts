/**
 * The one table of settings: every setting the Action's inputs, the command line's flags and the
 * configuration file (`.plerion-iac.yml`) hold, with its names on each surface, its kind, its
 * default, its validator (the shared ones of `../values.ts`, so a refusal reads the same word for
 * word whichever surface gave the value) and whether it is a secret. The file loader, the
 * precedence resolver, the config hash, the effective table and the JSON Schema all read it, so a
 * new setting is added here once. Tests hold action.yml and the flags' table to it.
 *
 * Invariants: a `file` key is the input's name (kebab-case); `scope: 'action'` keys sit under the
 * file's `action:` section; `scope: 'cli'` ones (flags of the command line only), secrets and
 * `config` itself are never keys of the file. The engine knows no platform: the Action's section
 * is data here, named as the file names it.
 */
import { ACTION_SETTINGS } from './action-settings.ts';
import { CLI_SETTINGS } from './cli-settings.ts';
import { GATE_SETTINGS } from './gate-settings.ts';
import { SCAN_SETTINGS } from './scan-settings.ts';
import type { SettingSpec } from './setting-spec.ts';

export { MAX_CHECK_RUN_ANNOTATIONS } from './action-settings.ts';

/** The settings, in the order the effective table and the docs list them. */
export const SETTINGS = {
  ...SCAN_SETTINGS,
  ...GATE_SETTINGS,
  ...ACTION_SETTINGS,
  ...CLI_SETTINGS,
} as const;

export type SettingKey = keyof typeof SETTINGS;

/** Each setting's value, as its validator returns it. */
export type SettingValues = {
  readonly [K in SettingKey]: ReturnType<(typeof SETTINGS)[K]['parse']>;
};

/** The keys, in the table's order. */
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The spec of `key`, typed loosely (for code that walks every setting). */
export function specOf(key: SettingKey): SettingSpec<unknown> {
  return SETTINGS[key] as SettingSpec<unknown>;
}

/** The keys the file accepts at its top level, and under `action:`. */
export const TOP_LEVEL_KEYS = SETTING_KEYS.filter(
  (key) => specOf(key).inFile && specOf(key).scope === 'engine',
);
export const ACTION_KEYS = SETTING_KEYS.filter(
  (key) => specOf(key).inFile && specOf(key).scope === 'action',
);

/** True for a key or token: never in the file, never shown, never hashed. */
export function isSecret(key: SettingKey): boolean {
  return specOf(key).kind.type === 'secret';
}

/** Every setting's default value, validated by its own parser (a test checks they all parse). */
export function defaultValues(): SettingValues {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const spec = specOf(key);
      if (isSecret(key)) return [key, spec.default === undefined ? 'not set' : 'set'];
      return [key, spec.parse(`the default of '${key}'`, spec.default ?? '')];
    }),
  ) as SettingValues;
}
