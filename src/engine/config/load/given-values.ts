/**
 * What the user set, as the precedence rule takes it (`GivenValues`): each setting an adapter
 * read as given (an input that is not empty, a flag on the command line, the key in the
 * environment), validated by the table's own parser under the label that surface names it by.
 * A setting left out is not set, so the file, the organisation's file or the default decides it:
 * this is how "left at its default" differs from "set to the default".
 */
import type { GivenValue, GivenValues } from '../effective/resolve-config.ts';
import type { RawValue } from '../table/setting-kinds.ts';
import { SETTING_KEYS, specOf, type SettingKey } from '../table/settings-table.ts';

export interface GivenReading {
  /** The value the user gave for `key`, or undefined when it was not given. */
  readonly read: (key: SettingKey) => RawValue | undefined;
  /** How a refusal and the effective table name the setting (`input 'fail-on'`, `--fail-on`). */
  readonly labelOf: (key: SettingKey) => string;
  readonly source: GivenValue<unknown>['source'];
}

/** The settings given, each validated; throws the first refusal (a `ConfigurationError`). */
export function readGivenValues(reading: GivenReading): GivenValues {
  const given: Record<string, GivenValue<unknown>> = {};
  for (const key of SETTING_KEYS) {
    const raw = reading.read(key);
    if (raw === undefined) continue;
    const name = reading.labelOf(key);
    given[key] = { value: specOf(key).parse(name, raw), source: reading.source, name };
  }
  return given as GivenValues;
}
