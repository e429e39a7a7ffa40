/**
 * The config hash: sha256 of the effective configuration's canonical form, so that "the laptop
 * and CI ran the same configuration" is checked by comparing two reports' `configHash`.
 *
 * What enters it is what changes which findings are judged and how they gate: the settings the
 * table marks `hashed` (the service's address, the folder and patterns scanned, the archive size,
 * fail-on, skip-detections, the baseline, the suppressions file, on-service-error,
 * pr-suppressions, dry-run, the severity overrides) and the organisation's floors
 * (`require:`). Left out: secrets; where a value came from; the Action's surfaces and the command
 * line's own flags (where reports go, not what they say); `timeout` (how long to wait: a scan that
 * times out says so as incomplete); `artifact-name` (names only); `org-config` (a reference: what
 * it changes is in the values and floors).
 *
 * Canonical: keys sorted at every level, lists whose order means nothing sorted and without
 * repeats (fail-on by severity, globs and ids as text), `path` normalised (`./infra/` is `infra`),
 * `region` and `api-url` folded into the one address the run calls, overrides in their order (the
 * first that matches applies) with their fields as validated but not where they are written. So the same configuration written in
 * another key order, or a list in its comma form instead of a YAML list, hashes alike.
 */
import { createHash } from 'node:crypto';
import * as posix from 'node:path/posix';
import { SEVERITIES } from '../../../severity.ts';
import type { SeverityOverride } from '../severity-overrides.ts';
import { parseBaseUrl } from '../values.ts';
import { SETTING_KEYS, specOf, type SettingKey } from '../table/settings-table.ts';
import type { EffectiveConfig } from './resolve-config.ts';

/** Names the canonical form; raised when what enters the hash changes. */
export const CONFIG_HASH_VERSION = 'plerion-iac-config/1';

/** JSON with keys sorted at every level (arrays keep their order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

const sortedUnique = (items: readonly string[]): string[] =>
  [...new Set(items)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** A hashed setting's value in canonical form. */
function canonicalValue(key: SettingKey, value: unknown): unknown {
  if (key === 'fail-on') return SEVERITIES.filter((s) => (value as string[]).includes(s));
  if (key === 'path')
    return posix.normalize(`${String(value).replace(/\\/g, '/')}/`).replace(/\/+$/, '') || '.';
  if (specOf(key).kind.type === 'list') return sortedUnique(value as string[]);
  if (key === 'severity-overrides')
    // Where an entry is written (file, line, number) is not what it does.
    return (value as SeverityOverride[]).map(({ detection, severity, reason, path, expires }) => ({
      detection,
      severity,
      reason,
      path,
      expires,
    }));
  return value;
}

/** The canonical form the hash is taken of (also what a test or a person can diff). */
export function canonicalConfig(config: EffectiveConfig): Record<string, unknown> {
  const { settings } = config;
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (!specOf(key).hashed || key === 'region' || key === 'api-url') continue;
    values[key] = canonicalValue(key, settings[key].value);
  }
  values.service = parseBaseUrl(
    { label: 'region', value: settings.region.value },
    { label: 'api-url', value: settings['api-url'].value },
  );
  const floors = Object.fromEntries(
    Object.entries(config.floors?.floors ?? {}).map(([key, floor]) => [
      key,
      key === 'fail-on' ? canonicalValue('fail-on', floor.value) : floor.value,
    ]),
  );
  return { version: CONFIG_HASH_VERSION, settings: values, require: floors };
}

/** sha256 (hex) of the canonical effective configuration. */
export function configHash(config: EffectiveConfig): string {
  return createHash('sha256')
    .update(canonicalJson(canonicalConfig(config)))
    .digest('hex');
}
