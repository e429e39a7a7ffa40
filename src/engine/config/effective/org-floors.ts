/**
 * The organisation's floors: its file's `require:` section, which a repository can tighten but
 * never loosen.
 *
 * ```yaml
 * require:
 *   fail-on: [CRITICAL, HIGH]     # these severities stay in the gate
 *   on-service-error: fail        # a scan that could not complete fails
 *   pr-suppressions: propose      # a change never applies the suppressions it adds
 *   suppression-max-days: 90      # a suppression expires at most 90 days ahead
 *   lower-severity: false         # no severity override may lower a finding
 * ```
 *
 * Parsing is here; `resolve-config.ts` applies the first three to the effective values (a value
 * that would loosen one does not apply: the stricter one does, with one warning naming the key
 * and both files; a `fail-on` floor also holds `dry-run` to false, since a dry run gates nothing), `limitSuppressionExpiry` the fourth to the suppressions read, and the findings'
 * override step the fifth (`SeverityOverrides.loweringForbiddenBy`).
 */
import { ConfigurationError } from '../../../errors.ts';
import type { Severity } from '../../../severity.ts';
import { refuseValue } from '../refusal.ts';
import type { LineOf } from '../severity-overrides.ts';
import { rawValueOf } from '../file/file-value.ts';
import { nearestName } from '../file/nearest-name.ts';
import {
  parseBoolean,
  parseChoiceOf,
  parseInteger,
  parseSeverityList,
  type RawValue,
  type SettingKind,
} from '../table/setting-kinds.ts';

/** The longest expiry an organisation may allow: ten years, in days. */
export const MAX_SUPPRESSION_DAYS = 3_650;

const FLOOR_DAYS = { type: 'integer', min: 1, max: MAX_SUPPRESSION_DAYS, unit: 'days' } as const;

interface FloorSpec<T> {
  readonly kind: SettingKind;
  readonly description: string;
  readonly parse: (label: string, raw: RawValue) => T;
}

/** The floors `require:` takes, as data (the schema is generated from it too). */
export const FLOOR_SPECS = {
  'fail-on': {
    kind: { type: 'list', items: 'severity' },
    description: 'Severities that must stay in the gate (fail-on).',
    parse: parseSeverityList,
  } satisfies FloorSpec<Severity[]>,
  'on-service-error': {
    kind: { type: 'choice', choices: ['fail'] },
    description: 'A scan that could not complete fails: on-service-error is fail.',
    parse: parseChoiceOf(['fail'] as const),
  } satisfies FloorSpec<'fail'>,
  'pr-suppressions': {
    kind: { type: 'choice', choices: ['propose'] },
    description: 'Suppressions a change adds are proposed, never applied.',
    parse: parseChoiceOf(['propose'] as const),
  } satisfies FloorSpec<'propose'>,
  'suppression-max-days': {
    kind: FLOOR_DAYS,
    description: 'The longest a suppression may last: its expires is at most this many days ahead.',
    parse: parseInteger(FLOOR_DAYS),
  } satisfies FloorSpec<number>,
  'lower-severity': {
    kind: { type: 'boolean' },
    description: 'false: no severity override may lower a finding.',
    parse: parseBoolean,
  } satisfies FloorSpec<boolean>,
} as const;

export type FloorKey = keyof typeof FLOOR_SPECS;
export const FLOOR_KEYS = Object.keys(FLOOR_SPECS) as FloorKey[];

/** The organisation's floors as read, each with its line, and the file that sets them. */
export interface OrgFloors {
  readonly file: string;
  readonly floors: Partial<{
    readonly [K in FloorKey]: {
      readonly value: ReturnType<(typeof FLOOR_SPECS)[K]['parse']>;
      readonly line: number;
    };
  }>;
}

/** The `require:` section of the organisation's file `file`; `data` is the section's value. */
export function parseFloors(data: unknown, where: { file: string; lineOf: LineOf }): OrgFloors {
  const line = where.lineOf(['require']);
  if (data === null) return { file: where.file, floors: {} };
  if (typeof data !== 'object' || Array.isArray(data))
    refuseValue(
      `key 'require' at ${where.file}:${line}`,
      String(data),
      'a map of floors such as fail-on: [CRITICAL, HIGH]',
    );
  const floors: Record<string, { value: unknown; line: number }> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const at = where.lineOf(['require', key]);
    const spec = Object.hasOwn(FLOOR_SPECS, key)
      ? (FLOOR_SPECS as Record<string, FloorSpec<unknown>>)[key]
      : undefined;
    if (spec === undefined)
      throw new ConfigurationError(
        `Unknown key 'require.${key}' at ${where.file}:${at}; the closest valid name is '${nearestName(key, FLOOR_KEYS)}'. Accepted under require: ${FLOOR_KEYS.join(', ')}.`,
      );
    const label = `key 'require.${key}' at ${where.file}:${at}`;
    floors[key] = { value: spec.parse(label, rawValueOf(label, spec.kind, value)), line: at };
  }
  return { file: where.file, floors: floors as OrgFloors['floors'] };
}
