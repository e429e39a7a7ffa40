/**
 * The byte test that decides which YAML/JSON files are parsed at all, and the text encodings a
 * file may come in. The test is a fast path, never a rule: it may only send a file to the parser,
 * and a file it lets go without parsing must hold no IaC top level a parser would find. Every IaC
 * top level names one of `KEY_WORDS`, and the only ways to write a key without its bytes are
 * escapes (`"\u006bind"`, `"apiVers\x69on"`, a `\` line continuation in double-quoted YAML),
 * `!!binary` (base64, which go-yaml v2 decodes for kubectl, on keys too) and another encoding
 * (UTF-16): a file with any of them is parsed (or decoded) whatever its words. A tag can name
 * `!!binary` only through the `!!` handle, a verbatim `!<…>` tag or a `%TAG` directive (`!b!…`,
 * its suffix even %-escaped), so a file holding `!!`, `!<` or `%TAG` is parsed.
 */

/** Every IaC top level names one of these (as a key or, for `$schema`, in its name). */
export const KEY_WORDS = [
  'apiVersion',
  'AWSTemplateFormatVersion',
  'Resources',
  '$schema',
] as const;

const BACKSLASH = 0x5c;
/** After a backslash: `u`, `U`, `x` (a code point written in hex) and a line break (a join). */
const LETTER_ESCAPES: ReadonlySet<number> = new Set([0x75, 0x55, 0x78, 0x0a, 0x0d]);

/**
 * True when an escape in the bytes could write a letter of a key word: a backslash followed by
 * `u`, `U`, `x` or a line break. A `\\u` in a Windows path is taken for one too; it only costs a
 * parse.
 */
export function mayEscapeKeyWords(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(BACKSLASH); at >= 0; at = bytes.indexOf(BACKSLASH, at + 1)) {
    const next = bytes[at + 1];
    if (next !== undefined && LETTER_ESCAPES.has(next)) return true;
  }
  return false;
}

/** What a tag that may name `!!binary` starts with (and a directive that may define one). */
const TAG_MARKS = ['!!', '!<', '%TAG'] as const;

/**
 * True when the file may hold an IaC top level: it names a key word, may write one escaped, or
 * carries a tag that may be `!!binary`.
 */
export function mayHoldIac(bytes: Buffer): boolean {
  return (
    KEY_WORDS.some((word) => bytes.includes(word)) ||
    mayEscapeKeyWords(bytes) ||
    TAG_MARKS.some((mark) => bytes.includes(mark))
  );
}

/** The UTF-16 byte order a file's byte order mark announces, if it has one. */
export function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** The text of a file with a UTF-16 byte order mark, without the mark (bad units as U+FFFD). */
export function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): string {
  return new TextDecoder(encoding).decode(bytes);
}
