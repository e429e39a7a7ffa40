/**
 * Precedence, one rule, pure: for every setting, the value the user set (an input or a flag that
 * was given; an adapter passes only those, so an input left at its default is not set) or the
 * environment's (`PLERION_API_KEY`), else the repository's file, else the organisation's file,
 * else the default. Then the organisation's floors (`require:`): a value that would loosen one
 * does not apply, the stricter one does, with one warning naming the key and both places; the
 * setting is marked as fixed by the organisation whenever a floor holds it.
 *
 * Secrets are held as set or not set (`SecretPresence`), never as their value.
 */
import { SEVERITIES, type Severity } from '../../../severity.ts';
import type { ConfigFile } from '../file/parse-config-file.ts';
import type { SeverityOverrides } from '../severity-overrides.ts';
import {
  SETTING_KEYS,
  defaultValues,
  type SettingKey,
  type SettingValues,
} from '../table/settings-table.ts';
import type { OrgFloors } from './org-floors.ts';

/** Where an effective value came from. */
export type Source = 'default' | 'org' | 'file' | 'env' | 'input' | 'flag';

/** A value the user set, or the environment holds, with how it was given. */
export interface GivenValue<T> {
  readonly value: T;
  readonly source: 'input' | 'flag' | 'env';
  /** How the user gave it: `input 'fail-on'`, `--fail-on`, `PLERION_API_KEY`. */
  readonly name: string;
}

export type GivenValues = Partial<{ readonly [K in SettingKey]: GivenValue<SettingValues[K]> }>;

export interface EffectiveSetting<T> {
  readonly value: T;
  readonly source: Source;
  /** Where: `default`, `.plerion-iac.yml:4`, `input 'fail-on'`, `org/.github/plerion-iac.yml:7`. */
  readonly from: string;
  /** Set when an organisation's floor holds this setting; `raised`: it changed the value. */
  readonly floor?: { readonly file: string; readonly line: number; readonly raised: boolean };
}

export type EffectiveSettings = {
  readonly [K in SettingKey]: EffectiveSetting<SettingValues[K]>;
};

export interface EffectiveConfig {
  readonly settings: EffectiveSettings;
  /** The organisation's floors, when its file has any. */
  readonly floors?: OrgFloors;
  /** One per floor that overruled a value of the repository or the user. */
  readonly warnings: readonly string[];
}

export interface ConfigLayers {
  /** The organisation's file, when there is one. */
  readonly org?: ConfigFile;
  /** The repository's file, when there is one. */
  readonly file?: ConfigFile;
  /** What the user set (inputs or flags given) and what the environment holds. */
  readonly given?: GivenValues;
}

function fromFile(config: ConfigFile, key: SettingKey, source: 'org' | 'file') {
  const located = config.values[key];
  return located && { value: located.value, source, from: `${config.file}:${located.line}` };
}

function chosen(
  layers: ConfigLayers,
  key: SettingKey,
  fallback: unknown,
): EffectiveSetting<unknown> {
  const given = layers.given?.[key];
  if (given) return { value: given.value, source: given.source, from: given.name };
  return (
    (layers.file && fromFile(layers.file, key, 'file')) ??
    (layers.org && fromFile(layers.org, key, 'org')) ?? {
      value: fallback,
      source: 'default',
      from: 'default',
    }
  );
}

const list = (severities: readonly Severity[]): string => severities.join(', ') || 'none';

/** True when the value came from the repository or its user (a floor's warning is about them). */
const fromRepository = (setting: EffectiveSetting<unknown>): boolean =>
  setting.source !== 'default' && setting.source !== 'org';

type Mutable = { -readonly [K in SettingKey]: EffectiveSetting<SettingValues[K]> };

/** Applies one floor: `stricter` is the value that keeps it (the same value when it holds). */
function hold<K extends SettingKey>(
  settings: Mutable,
  key: K,
  floor: { file: string; line: number },
  stricter: SettingValues[K],
  warnings: string[],
  describe: (was: SettingValues[K]) => string,
): void {
  const current = settings[key];
  const raised = JSON.stringify(stricter) !== JSON.stringify(current.value);
  if (raised && fromRepository(current))
    warnings.push(
      `${key}: ${current.from} sets ${describe(current.value)}, which the organisation's file ${floor.file}:${floor.line} does not allow; ${describe(stricter)} applies.`,
    );
  settings[key] = {
    ...(raised
      ? { value: stricter, source: 'org' as const, from: `${floor.file}:${floor.line}` }
      : current),
    floor: { file: floor.file, line: floor.line, raised },
  } as Mutable[K];
}

function applyFloors(settings: Mutable, org: OrgFloors, warnings: string[]): void {
  const { floors, file } = org;
  const failOn = floors['fail-on'];
  if (failOn && failOn.value.length > 0) {
    const current = settings['fail-on'].value;
    const union = SEVERITIES.filter((s) => current.includes(s) || failOn.value.includes(s));
    hold(
      settings,
      'fail-on',
      { file, line: failOn.line },
      union.length === current.length ? current : union,
      warnings,
      (v) => `fail-on ${list(v)}`,
    );
    // A floor on the gate needs a gate: a dry run judges nothing, so a file cannot choose one.
    hold(settings, 'dry-run', { file, line: failOn.line }, false, warnings, (v) =>
      v ? 'dry-run true (a dry run gates nothing)' : 'dry-run false',
    );
  }
  const onError = floors['on-service-error'];
  if (onError)
    hold(
      settings,
      'on-service-error',
      { file, line: onError.line },
      'fail',
      warnings,
      (v) => `on-service-error ${v}`,
    );
  const prSuppressions = floors['pr-suppressions'];
  if (prSuppressions)
    hold(
      settings,
      'pr-suppressions',
      { file, line: prSuppressions.line },
      'propose',
      warnings,
      (v) => `pr-suppressions ${v || '(by event)'}`,
    );
}

/** The effective value of every setting, with its source, the organisation's floors applied. */
export function resolveConfig(layers: ConfigLayers): EffectiveConfig {
  const defaults = defaultValues() as Record<SettingKey, unknown>;
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, chosen(layers, key, defaults[key])]),
  ) as Mutable;
  const warnings: string[] = [];
  const floors = layers.org?.floors;
  if (floors) applyFloors(settings, floors, warnings);
  return { settings, ...(floors && { floors }), warnings };
}

/** The engine's `severityOverrides` setting from the effective configuration. */
export function severityOverridesOf(config: EffectiveConfig): SeverityOverrides {
  const lowering = config.floors?.floors['lower-severity'];
  return {
    entries: config.settings['severity-overrides'].value,
    ...(lowering?.value === false && {
      loweringForbiddenBy: `${config.floors?.file}:${lowering.line}`,
    }),
  };
}
