/**
 * An effective value as the text its input or flag would hold, so an adapter's reader of inputs
 * and flags (which validates text) reads the file's values and the organisation's exactly as it
 * reads its own: `fail-on` `CRITICAL,HIGH` or `none`, `true`/`false`, numbers in digits. Lists of
 * patterns and ids are taken as they are by the adapters, not as text: an item of a YAML list is
 * one value, which text would split again at a comma.
 */
import type { SettingKey } from '../table/settings-table.ts';

/** The text an input holding `value` for `key` would hold. */
export function textOfSetting(key: SettingKey, value: unknown): string {
  if (Array.isArray(value)) {
    if (key === 'fail-on') return value.length === 0 ? 'none' : value.join(',');
    return value.map(String).join('\n');
  }
  return String(value);
}
