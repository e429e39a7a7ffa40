/**
 * What a change to the configuration file changes, setting by setting, so a reviewer sees a pull
 * request loosen its own gate (`fail-on: CRITICAL, HIGH -> none`): the effective configuration
 * with the file before the change against the one with the file after, the same inputs, flags
 * and organisation floors applied to both. Pure; the sentence is plain text (each surface's
 * sanitiser takes it from there: it holds values a pull request wrote).
 */
import { shownSetting } from '../effective/render-config.ts';
import type { EffectiveConfig } from '../effective/resolve-config.ts';
import { SETTING_KEYS, isSecret } from '../table/settings-table.ts';
import { canonicalJson } from '../effective/config-hash.ts';

/** One setting the change changes, as the effective table shows its values. */
export interface ConfigChange {
  readonly key: string;
  readonly from: string;
  readonly to: string;
}

/** The longest value a change shows; a longer one is cut. */
const MAX_SHOWN_CHARS = 120;
/** Changes one sentence lists; the rest are counted. */
const MAX_CHANGES_LISTED = 12;

const cut = (text: string): string =>
  text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text;

/** What an override list does (where its entries are written is not a change). */
function overridesShown(value: unknown): string {
  const entries = value as readonly { detection: string; severity: string; path?: string }[];
  if (entries.length === 0) return 'none';
  return entries
    .map((e) => `${e.detection} -> ${e.severity}${e.path === undefined ? '' : ` under ${e.path}`}`)
    .join('; ');
}

function comparable(value: unknown, key: string): string {
  if (key !== 'severity-overrides') return canonicalJson(value);
  return canonicalJson(
    (value as readonly Record<string, unknown>[]).map(
      ({ detection, severity, reason, path, expires }) => ({
        detection,
        severity,
        reason,
        path,
        expires,
      }),
    ),
  );
}

/** The settings whose effective value differs between `before` and `after`, in the table's order. */
export function configChanges(before: EffectiveConfig, after: EffectiveConfig): ConfigChange[] {
  const changes: ConfigChange[] = [];
  for (const key of SETTING_KEYS) {
    if (isSecret(key)) continue;
    const was = before.settings[key].value;
    const is = after.settings[key].value;
    if (comparable(was, key) === comparable(is, key)) continue;
    const show = (value: unknown) =>
      cut(key === 'severity-overrides' ? overridesShown(value) : shownSetting(key, value));
    changes.push({ key, from: show(was), to: show(is) });
  }
  return changes;
}

/** The changes as one list: `fail-on: CRITICAL, HIGH -> none; timeout: 600 -> 60`. */
export function describeConfigChanges(changes: readonly ConfigChange[]): string {
  const listed = changes
    .slice(0, MAX_CHANGES_LISTED)
    .map((c) => `${c.key}: ${c.from} -> ${c.to}`)
    .join('; ');
  const more = changes.length - MAX_CHANGES_LISTED;
  return more > 0 ? `${listed}; and ${more} more` : listed;
}
