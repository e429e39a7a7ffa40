/**
 * JSON as the IaC tools read it. ARM's template engine (JSON.NET) accepts `//` and `/* *\/`
 * comments, trailing commas and line breaks inside strings; CloudFormation and kubectl read strict
 * JSON. A file is parsed once in the lenient dialect (jsonc-parser, whose error list decides
 * whether it is readable at all) and told which of the lenient features it needed, so that the
 * kind's own rule can refuse what its tooling refuses.
 */
import { isStackOverflow, jsonTooDeep, TOO_DEEP } from './nesting.ts';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** What a lenient read gives: the value and the features strict JSON would refuse. */
export type LenientJson =
  { readonly value: unknown; readonly lenient: readonly string[] } | { readonly error: string };

const MAX_ERRORS_SHOWN = 3;

/**
 * Escapes control characters (line breaks, tabs) inside string literals, which JSON.NET keeps as
 * they are and jsonc-parser refuses; everything outside strings, comments included, is untouched,
 * so offsets stay meaningful. Returns the text and whether anything was escaped.
 */
export function escapeControlsInStrings(text: string): { text: string; escaped: boolean } {
  let out = '';
  let from = 0;
  let escaped = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"') {
      i += 1;
      while (i < n && text[i] !== '"') {
        const code = text.charCodeAt(i);
        if (text[i] === '\\') i += 2;
        else if (code < 0x20) {
          out += text.slice(from, i) + `\\u${code.toString(16).padStart(4, '0')}`;
          from = i + 1;
          escaped = true;
          i += 1;
        } else i += 1;
      }
      i += 1;
    } else i += 1;
  }
  return { text: escaped ? out + text.slice(from) : text, escaped };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

function describeErrors(text: string, errors: readonly ParseError[]): string {
  const shown = errors
    .slice(0, MAX_ERRORS_SHOWN)
    .map((e) => `${printParseErrorCode(e.error)} at line ${lineOf(text, e.offset)}`);
  const more =
    errors.length > MAX_ERRORS_SHOWN ? `, and ${errors.length - MAX_ERRORS_SHOWN} more` : '';
  return shown.join(', ') + more;
}

/** The error codes a text raises when one lenient feature is turned off. */
function errorCodes(
  text: string,
  options: { comments: boolean; trailingCommas: boolean },
): string[] {
  const errors: ParseError[] = [];
  parse(text, errors, {
    disallowComments: !options.comments,
    allowTrailingComma: options.trailingCommas,
  });
  return errors.map((e) => printParseErrorCode(e.error));
}

/** Which lenient features a text that JSON.parse refused needed (checked only on refusal). */
function lenientFeatures(text: string, escaped: boolean): string[] {
  const features: string[] = [];
  if (errorCodes(text, { comments: false, trailingCommas: true }).includes('InvalidCommentToken'))
    features.push('comments');
  const strict = errorCodes(text, { comments: true, trailingCommas: false });
  if (strict.includes('PropertyNameExpected') || strict.includes('ValueExpected'))
    features.push('trailing commas');
  if (escaped) features.push('line breaks or tabs inside strings');
  return features.length > 0 ? features : ['a form strict JSON refuses'];
}

/** Parses JSON as ARM's engine does; a text jsonc-parser reports any error for is unreadable. */
export function parseLenientJson(text: string): LenientJson {
  let strict: unknown;
  try {
    strict = JSON.parse(text) as unknown;
  } catch {
    // Not strict JSON: the lenient reading decides.
    return parseLenient(text);
  }
  return jsonTooDeep(strict) ? { error: TOO_DEEP } : { value: strict, lenient: [] };
}

function parseLenient(text: string): LenientJson {
  const prepared = escapeControlsInStrings(text);
  const errors: ParseError[] = [];
  let value: unknown;
  try {
    value = parse(prepared.text, errors, {
      allowTrailingComma: true,
      disallowComments: false,
      allowEmptyContent: false,
    });
  } catch (error) {
    // jsonc-parser recurses: a deep enough document overflows it (see nesting.ts).
    if (isStackOverflow(error)) return { error: TOO_DEEP };
    throw error;
  }
  if (errors.length > 0) return { error: describeErrors(prepared.text, errors) };
  if (jsonTooDeep(value)) return { error: TOO_DEEP };
  return { value, lenient: lenientFeatures(prepared.text, prepared.escaped) };
}
