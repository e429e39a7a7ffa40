/**
 * What a setting's value is, as the configuration file, its JSON Schema and the effective table
 * need to know it, and the parsers of the kinds whose refusals the Action's inputs and the command
 * line's flags already share (`../values.ts`). Each parser takes the label its adapter names the
 * setting by (`input 'fail-on'`, `--fail-on`, `key 'fail-on' at .plerion-iac.yml:3`) and the value
 * as text (an input, a flag) or as a YAML list's items (the file): one item is one value, never
 * split again, while text is split as the input is (commas and lines; braces kept whole).
 */
import { SEVERITIES, isSeverity, type Severity } from '../../../severity.ts';
import { refuseValue } from '../refusal.ts';
import {
  FAIL_ON_ACCEPTED,
  parseChoice,
  parseFailOn,
  parsePatternList,
  parsePatterns,
  parseWholeNumber,
  splitList,
} from '../values.ts';

/** A value as an adapter gives it: text, or a YAML list's items (each one value). */
export type RawValue = string | readonly string[];

export type SettingKind =
  /**
   * Text; `accepted` says what, in a refusal of the wrong YAML type. `pattern` is what the JSON
   * Schema checks of it (the validator may check more: a path that climbs out, a URL that does
   * not parse; the schema test lists those).
   */
  | { readonly type: 'text'; readonly accepted: string; readonly pattern?: string }
  /** One of `choices`, in any case. */
  | { readonly type: 'choice'; readonly choices: readonly string[]; readonly accepted?: string }
  | { readonly type: 'boolean' }
  | { readonly type: 'integer'; readonly min: number; readonly max: number; readonly unit: string }
  /** Text or a list: severities (`fail-on`), globs (`include`), plain ids (`skip-detections`). */
  | { readonly type: 'list'; readonly items: 'severity' | 'glob' | 'id' }
  /** The file's `severity-overrides` (a list of maps; no input or flag takes it). */
  | { readonly type: 'overrides' }
  /** A key or token: never in the file, never shown, never hashed. */
  | { readonly type: 'secret' };

/** What a glob list accepts, as a refusal of the wrong YAML type says it. */
const GLOB_ACCEPTED =
  'glob patterns relative to path, as a YAML list or comma-separated (a comma inside braces, {a,b}, belongs to the pattern)';

/** What a kind accepts, in the words of a refusal (the same words the shared validators use). */
export function acceptedOf(kind: SettingKind): string {
  switch (kind.type) {
    case 'text':
      return kind.accepted;
    case 'choice':
      return kind.accepted ?? kind.choices.join(' or ');
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `a whole number of ${kind.unit} from ${kind.min} to ${kind.max}`;
    case 'list':
      return kind.items === 'severity'
        ? FAIL_ON_ACCEPTED
        : kind.items === 'glob'
          ? GLOB_ACCEPTED
          : 'detection ids, as a YAML list or comma-separated';
    case 'overrides':
      return 'a list of overrides, each with detection, severity and reason';
    case 'secret':
      return 'a secret, never written in a file';
  }
}

/** The value as text: a list's items one per line (how a repeated flag is joined too). */
export function textOf(raw: RawValue): string {
  return typeof raw === 'string' ? raw : raw.join('\n');
}

/** `true` or `false` as `core.getBooleanInput` reads them (the YAML 1.2 core schema's words). */
export function parseBoolean(label: string, raw: RawValue): boolean {
  const text = textOf(raw).trim();
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  return refuseValue(label, text, 'true or false');
}

export function parseInteger(
  kind: Extract<SettingKind, { type: 'integer' }>,
): (label: string, raw: RawValue) => number {
  return (label, raw) => parseWholeNumber(label, textOf(raw), kind);
}

export function parseChoiceOf<T extends string>(
  choices: readonly T[],
): (label: string, raw: RawValue) => T {
  return (label, raw) => parseChoice(label, textOf(raw), choices);
}

/** Severities that gate, or none: text as the input takes it, or a list of severities / [none]. */
export function parseSeverityList(label: string, raw: RawValue): Severity[] {
  if (typeof raw === 'string') return parseFailOn(label, raw);
  const items = raw.map((item) => item.trim().toUpperCase());
  if (items.length === 1 && items[0] === 'NONE') return [];
  if (items.length === 0) refuseValue(label, '[]', FAIL_ON_ACCEPTED);
  for (const [i, item] of items.entries())
    if (!isSeverity(item)) refuseValue(label, raw[i] ?? '', FAIL_ON_ACCEPTED);
  return SEVERITIES.filter((s) => items.includes(s));
}

/** Glob patterns: text split as the input splits it, or a list's items, each one pattern. */
export function parseGlobList(label: string, raw: RawValue): string[] {
  if (typeof raw === 'string') return parsePatternList(label, raw);
  return parsePatterns(
    label,
    raw.map((item) => item.trim()),
  );
}

/** Plain ids: text split on commas and lines, or a list's items; blanks dropped from text only. */
export function parseIdList(label: string, raw: RawValue): string[] {
  if (typeof raw === 'string') return splitList(raw);
  return raw.map((item) => {
    const id = item.trim();
    if (id === '') refuseValue(label, item, 'detection ids, one per item');
    return id;
  });
}

/** Control characters `refuseControls` refuses, as a regular expression's class body. */
export const CONTROLS_CLASS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/**
 * Text that, trimmed, has none of the control characters `refuseControls` refuses (a line break
 * would end a log line); space around it is trimmed away, as the validators trim.
 */
export const ONE_LINE_PATTERN = `^\\s*(?:[^${CONTROLS_CLASS}]*[^\\s${CONTROLS_CLASS}])?\\s*$`;

/** `ONE_LINE_PATTERN`, ending with `suffix` (a regular expression) before the space trimmed. */
export function oneLineEndingWith(suffix: string): string {
  return `^\\s*[^${CONTROLS_CLASS}]*${suffix}\\s*$`;
}
