/**
 * One key's YAML value as its setting's validator takes it: scalars as text (`true`, `600`), a
 * list as its items (for list settings only), and the wrong shape refused in the validator's
 * words: "Invalid key 'timeout' at .plerion-iac.yml:4: '[1, 2]'. Expected a whole number of
 * seconds from 1 to 21600." A whole number is written as a YAML number and anything else as text:
 * `timeout: "600"` and `artifact-name: 2024` are refused (the JSON Schema checks a number's
 * range, not a text's, so the two agree), except the words true and false where a setting takes
 * them. A key without a value is refused rather than read as absent.
 */
import { refuseValue } from '../refusal.ts';
import { acceptedOf, type RawValue, type SettingKind } from '../table/setting-kinds.ts';

/** How a refusal shows a YAML value that is not text: a list or a map in flow style. */
function shownYaml(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(shownYaml).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${shownYaml(v)}`)
      .join(', ')}}`;
  return String(value);
}

/** True when a YAML boolean is one of a choice's words (`upload-sarif: false`). */
function takesBoolean(kind: SettingKind): boolean {
  return kind.type === 'boolean' || (kind.type === 'choice' && kind.choices.includes('true'));
}

/** The value of a key of kind `kind` as text or a list's items; refused when its shape is wrong. */
export function rawValueOf(label: string, kind: SettingKind, value: unknown): RawValue {
  const accepted = acceptedOf(kind);
  if (value === null || value === undefined)
    return refuseValue(
      label,
      '',
      `${accepted} (the key has no value: write one, or remove the key)`,
    );
  if (Array.isArray(value)) {
    if (kind.type !== 'list') return refuseValue(label, shownYaml(value), accepted);
    if (!value.every((item) => typeof item === 'string'))
      refuseValue(label, shownYaml(value), `${accepted}, each item written as text`);
    return value as string[];
  }
  if (kind.type === 'integer') {
    if (typeof value === 'number') return String(value);
  } else if (typeof value === 'string') return value;
  if (typeof value === 'boolean' && takesBoolean(kind)) return String(value);
  const form = kind.type === 'integer' ? 'written as a number (without quotes)' : 'written as text';
  return refuseValue(label, shownYaml(value), `${accepted}, ${form}`);
}
