/**
 * The pure validators of the settings both adapters read: the service's address, whole numbers
 * with their unit, severities, glob patterns, choices, the baseline and the archives' name. Each
 * takes the value as text and the label its adapter names the setting by, and returns the parsed
 * value or throws one `ConfigurationError` (see `refusal.ts`).
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import { parseBaselineInput, type BaselineInput } from '../git/base-commit.ts';
import { isSeverity, type Severity } from '../../severity.ts';
import { REGIONS } from '../settings.ts';
import { refuseControls, refuseValue } from './refusal.ts';

/** The longest `timeout`: six hours, GitHub's limit for a job. */
export const MAX_TIMEOUT_SECONDS = 6 * 60 * 60;
/** The longest include or exclude pattern. */
export const MAX_PATTERN_CHARS = 1_000;
/** What `fail-on` accepts, in the words of a refusal. */
export const FAIL_ON_ACCEPTED =
  'a comma-separated list of CRITICAL, HIGH, MEDIUM, LOW (any case), or none';

/** Splits a list on newlines and commas, dropping blanks. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The service's base address: `api-url` when given (https only, no credentials, query or
 * fragment), else the region's. The region is validated even when the address replaces it: a
 * typo must never pass silently.
 */
export function parseBaseUrl(
  region: { readonly label: string; readonly value: string },
  apiUrl: { readonly label: string; readonly value: string },
): string {
  const name = region.value.trim().toLowerCase();
  if (!(REGIONS as readonly string[]).includes(name))
    refuseValue(region.label, name, `one of ${REGIONS.join(', ')}`);
  const given = apiUrl.value.trim();
  if (given === '') return `https://${name}.api.plerion.com`;
  refuseControls(apiUrl.label, given, 'a full https:// address on one line');
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return refuseValue(
      apiUrl.label,
      given,
      'a full https:// address such as https://au.api.plerion.com',
    );
  }
  if (url.protocol !== 'https:')
    refuseValue(apiUrl.label, given, 'an https:// address (the key is never sent over plain http)');
  if (url.username || url.password || url.search || url.hash)
    refuseValue(apiUrl.label, given, 'an https:// address without credentials, query or fragment');
  return url.href.replace(/\/+$/, '');
}

/** A whole number from `min` to `max`, in `unit`. */
export function parseWholeNumber(
  label: string,
  value: string,
  range: { readonly min: number; readonly max: number; readonly unit: string },
): number {
  const text = value.trim();
  const number = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max)
    refuseValue(label, text, `a whole number of ${range.unit} from ${range.min} to ${range.max}`);
  return number;
}

/** Severities that gate, or none (`none`). */
export function parseFailOn(label: string, value: string): Severity[] {
  const items = splitList(value).map((item) => item.toUpperCase());
  if (items.length === 1 && items[0] === 'NONE') return [];
  if (items.length === 0) refuseValue(label, value, FAIL_ON_ACCEPTED);
  for (const item of items) if (!isSeverity(item)) refuseValue(label, value, FAIL_ON_ACCEPTED);
  return [...new Set(items as Severity[])];
}

/**
 * Splits a list of glob patterns on newlines and on the commas that separate patterns: a comma
 * inside braces (`{secrets,private}/**`) or brackets, or escaped (`\,`), belongs to its pattern.
 * A brace or bracket left open keeps the rest of its line in one pattern, which `parsePatterns`
 * refuses.
 */
export function splitPatternList(value: string): string[] {
  const patterns: string[] = [];
  for (const line of value.split('\n')) {
    let depth = 0;
    let from = 0;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i];
      if (c === '\\') i += 1;
      else if (c === '{' || c === '[') depth += 1;
      else if ((c === '}' || c === ']') && depth > 0) depth -= 1;
      else if (c === ',' && depth === 0) {
        patterns.push(line.slice(from, i));
        from = i + 1;
      }
    }
    patterns.push(line.slice(from));
  }
  return patterns.map((item) => item.trim()).filter((item) => item !== '');
}

/** True when a pattern opens a brace or bracket it does not close (escapes aside). */
function leavesOpen(pattern: string): boolean {
  let braces = 0;
  let brackets = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\') i += 1;
    else if (c === '{') braces += 1;
    else if (c === '}' && braces > 0) braces -= 1;
    else if (c === '[') brackets += 1;
    else if (c === ']' && brackets > 0) brackets -= 1;
  }
  return braces > 0 || brackets > 0;
}

/** A list of glob patterns (see `splitPatternList`), validated by `parsePatterns`. */
export function parsePatternList(label: string, value: string): string[] {
  return parsePatterns(label, splitPatternList(value));
}

/** Glob patterns relative to the scanned folder, that cannot reach out of it. */
export function parsePatterns(label: string, patterns: readonly string[]): string[] {
  const accepted = `glob patterns relative to path, without .. or a leading /, of at most ${MAX_PATTERN_CHARS} characters, each { and [ closed (a comma inside braces, {a,b}, belongs to the pattern)`;
  for (const pattern of patterns) {
    refuseControls(label, pattern, accepted);
    if (leavesOpen(pattern)) refuseValue(label, pattern, accepted);
    if (
      pattern.length > MAX_PATTERN_CHARS ||
      path.isAbsolute(pattern) ||
      pattern.split('/').includes('..')
    )
      refuseValue(label, pattern, accepted);
    try {
      picomatch(pattern, { dot: true });
    } catch {
      refuseValue(label, pattern, accepted);
    }
  }
  return [...patterns];
}

/** One of `choices`, in any case. */
export function parseChoice<T extends string>(
  label: string,
  value: string,
  choices: readonly T[],
): T {
  const text = value.trim().toLowerCase();
  if (!(choices as readonly string[]).includes(text))
    refuseValue(label, text, choices.join(' or '));
  return text as T;
}

/**
 * What suppressions a change adds or changes do: `apply` (they take effect) or `propose` (listed
 * as the change's own, not applied; their findings gate). The Action's `pr-suppressions` and the
 * command line's `--pr-suppressions` take exactly these, refused in the same words.
 */
export const PR_SUPPRESSIONS_MODES = ['apply', 'propose'] as const;
export type PrSuppressionsMode = (typeof PR_SUPPRESSIONS_MODES)[number];

export function parsePrSuppressions(label: string, value: string): PrSuppressionsMode {
  return parseChoice(label, value, PR_SUPPRESSIONS_MODES);
}

/** `auto`, `none`, or a git ref or commit safe to hand to git. */
export function parseBaseline(label: string, value: string): BaselineInput {
  const baseline = parseBaselineInput(value);
  if (baseline.kind === 'invalid') return refuseValue(label, value, baseline.expected);
  return baseline;
}

/** The archives' base name as cleaned; refused when nothing is left of it. */
export function refuseEmptyArtifactName(label: string, given: string, cleaned: string): string {
  if (cleaned === '') refuseValue(label, given, 'a name with letters, digits, . _ or -');
  return cleaned;
}
