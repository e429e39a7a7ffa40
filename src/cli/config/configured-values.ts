/**
 * The flags as the scan's reader takes them, with the effective configuration in place of what
 * the user typed: every flag the settings table knows holds its effective value (the flag given,
 * else the file's, the organisation's, or the default), in the form the flag takes (text, a list
 * of items, a boolean), so `settings.ts` validates and builds the settings as it always did. The
 * command line's own flags (`--format`, `--commit`, `--exit-zero`, `--api-key-file`) pass as given.
 */
import type { LoadedConfig } from '../../engine/config/load/load-config.ts';
import { textOfSetting } from '../../engine/config/load/setting-text.ts';
import { SETTING_KEYS, specOf } from '../../engine/config/table/settings-table.ts';

type Values = Readonly<Record<string, string | boolean | string[] | undefined>>;

/** `values` with each of the table's flags holding its effective value. */
export function configuredValues(values: Values, loaded: LoadedConfig): Values {
  const configured: Record<string, string | boolean | string[] | undefined> = { ...values };
  for (const key of SETTING_KEYS) {
    const spec = specOf(key);
    if (spec.flag === undefined || spec.scope === 'cli' || spec.kind.type === 'secret') continue;
    if (key === 'config' || key === 'org-config') continue;
    const setting = loaded.effective.settings[key];
    const { value } = setting;
    if (spec.kind.type === 'boolean') configured[spec.flag] = value === true ? true : undefined;
    else if (spec.kind.type === 'list' && key !== 'fail-on')
      configured[spec.flag] = (value as string[]).length > 0 ? [...(value as string[])] : undefined;
    // `auto` left to the reader: the CI's own base, a pre-push hook's remote.
    else if (key === 'baseline' && value === 'auto') configured[spec.flag] = undefined;
    else configured[spec.flag] = textOfSetting(key, value);
  }
  return configured;
}
