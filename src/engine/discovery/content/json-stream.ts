/**
 * A file as kubectl reads it when its first character past white space is `{`: a *stream* of JSON
 * values, one after another (`{…}\n{…}`), each applied on its own. kubectl v1.32 decodes such a
 * file with `yaml.NewYAMLOrJSONDecoder` (k8s.io/apimachinery pkg/util/yaml/decoder.go), which
 * sniffs the first non-space byte (`unicode.IsSpace`, so a byte order mark is no space) and then
 * reads values with Go's `encoding/json` Decoder until the stream ends or a value fails; the values
 * before a failure are applied. Go's JSON decodes escapes (`"\u0061piVersion"` is `apiVersion`)
 * and keeps the last of duplicate keys, as `JSON.parse` does.
 *
 * `JSON.parse` and every JSON reader that expects one value per file (CloudFormation, ARM, the
 * service's) refuse such a stream, so a stream whose values hold a resource is one file read two
 * ways: the caller counts it not judged.
 */
import { jsonTooDeep } from './nesting.ts';

/** What reading a text as a JSON stream gives: the values read, and why it stopped early. */
export interface JsonStream {
  readonly values: readonly unknown[];
  /** Why a value failed (the values before it are kept, as kubectl applies them). */
  readonly error?: string;
}

/** Go's `unicode.IsSpace`: what kubectl skips before it looks for `{`. */
const UNICODE_SPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

/** True when kubectl reads the text as JSON: its first character past white space is `{`. */
export function startsLikeJson(text: string): boolean {
  const skipped = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
  return text[skipped] === '{';
}

/** Where the JSON value starting at `from` ends (past its last character), or -1 if it never does. */
function valueEnd(text: string, from: number): number {
  const first = text[from];
  if (first === '"') return stringEnd(text, from);
  if (first !== '{' && first !== '[') {
    // A number, true, false or null: up to the next delimiter.
    let i = from;
    while (i < text.length && !/[\s{}[\],"]/.test(text[i] ?? '')) i += 1;
    return i;
  }
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Past the closing quote of the string opening at `from`, or -1 when it is never closed. */
function stringEnd(text: string, from: number): number {
  for (let i = from + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i + 1;
  }
  return -1;
}

/**
 * Reads `text` (without its byte order mark) as a stream of JSON values, as Go's JSON decoder
 * reads it: each value parsed strictly, white space between them, the values before the first
 * failure kept. A value nested too deep is a failure.
 */
export function readJsonStream(text: string): JsonStream {
  const values: unknown[] = [];
  // What kubectl skipped to find the `{` is skipped too (Go's decoder might refuse a U+3000 there,
  // or a newer kubectl read on as YAML): this reading may find more than kubectl, never less.
  let at = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
  for (;;) {
    // JSON's white space between values: Go's decoder skips only these.
    while (at < text.length && /[\t\n\r ]/.test(text[at] ?? '')) at += 1;
    if (at >= text.length) return { values };
    const end = valueEnd(text, at);
    if (end < 0) return { values, error: `value ${values.length + 1} is never closed` };
    let value: unknown;
    try {
      value = JSON.parse(text.slice(at, end));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { values, error: `value ${values.length + 1}: ${message.split('\n', 1)[0]}` };
    }
    if (jsonTooDeep(value)) return { values, error: `value ${values.length + 1} nests too deep` };
    values.push(value);
    at = end;
  }
}
