/**
 * A fast reading of the first YAML document's top level, for the plain style most manifests use:
 * a block mapping at column 0, one `key: value` entry per column-0 line. In such a document every
 * column-0 line is an entry, a comment or a document marker (YAML requires nested content, block
 * scalars and continuation lines to be indented), so the keys and their one-line values can be
 * read without a parser. Anything else (directives, complex keys, `<<` merge keys, duplicate
 * keys, flow values, templating at column 0 or where a nested node starts, tabs …) gives
 * undefined, and a value that cannot be read exactly is UNREAD: the
 * caller then parses.
 * Nested lines are not checked, so an error inside a nested value goes unseen. It exists because
 * composing every manifest with yaml (about 1 µs a token) triples discovery of a large monorepo.
 */

/** A value this reading does not resolve: nested, multi-line, tagged, anchored, not a string. */
export const UNREAD: unique symbol = Symbol('unread');

const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`\s]/;
const KEY_COLON = /:(?=[ \t]|$)/;
const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
const TAB_INDENT = /^ *\t/;
const BARE_DOCUMENT_START = /^---[ \t]*(?:#.*)?$/;
/**
 * Templating where a nested line's node starts (the line's start, after `- ` or after `key: `),
 * which YAML reads as a flow mapping: the parser decides. Inside a scalar (`description: e.g.
 * {{workflow.name}}`, a quoted or folded line) it is text and changes nothing: the large CRDs
 * that quote templating in their descriptions are read without parsing megabytes.
 */
const TEMPLATE_AT_VALUE = /(?:^[ \t]*|[:-][ \t]+)\{[{%]/;
/** Plain scalars the core schema resolves to null, booleans or numbers rather than strings. */
const CORE_NOT_STRING =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

function readQuoted(text: string): { inner: string; after: string } | undefined {
  const quote = text[0];
  const close = text.indexOf(quote ?? '', 1);
  if (close < 0) return undefined;
  const inner = text.slice(1, close);
  // Escapes (`\"`, `''`) are left to the parser.
  if ((quote === '"' && inner.includes('\\')) || (quote === "'" && text[close + 1] === "'"))
    return undefined;
  return { inner, after: text.slice(close + 1) };
}

/** What makes the whole reading decline: the parser must look (it may find an error there). */
const DECLINE: unique symbol = Symbol('decline');

function readValue(rest: string): unknown {
  const text = rest.trim();
  if (text === '') return UNREAD; // nested on the next lines, or null
  if (text[0] === '"' || text[0] === "'") {
    const quoted = readQuoted(text);
    const after = quoted?.after.trim();
    return quoted && (after === '' || after?.startsWith('#')) ? quoted.inner : DECLINE;
  }
  if (text[0] === '[' || text[0] === '{') return DECLINE; // flow collections may span lines
  if (!PLAIN_START.test(text)) return UNREAD;
  const plain = text.replace(/[ \t]#.*$/, '').trimEnd();
  if (/:(?:[ \t]|$)/.test(plain)) return DECLINE; // a compact nested mapping: an error
  return CORE_NOT_STRING.test(plain) ? UNREAD : plain;
}

function readEntry(line: string): { key: string; value: unknown } | undefined {
  let key: string;
  let rest: string;
  if (line[0] === '"' || line[0] === "'") {
    const quoted = readQuoted(line);
    const colon = quoted && /^[ \t]*:/.exec(quoted.after);
    if (!quoted || !colon) return undefined;
    key = quoted.inner;
    rest = quoted.after.slice(colon[0].length);
  } else {
    const colon = PLAIN_START.test(line) ? KEY_COLON.exec(line) : null;
    if (!colon) return undefined;
    key = line.slice(0, colon.index).trimEnd();
    rest = line.slice(colon.index + 1);
    // A `<<` merge key brings keys in from elsewhere: the parser resolves it.
    if (/[ \t]#/.test(key) || key === '<<') return undefined;
  }
  const value = readValue(rest);
  return value === DECLINE ? undefined : { key, value };
}

/** The first document's top-level keys and one-line values, or undefined when unsure. */
export function readSimpleTopLevel(text: string): Record<string, unknown> | undefined {
  const top: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let started = false;
  let entries = 0;
  let previous: string | undefined; // the entry whose one-line value an indented line may extend
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    if (line.trim() === '') continue;
    // Tab indentation, and templating ({{ }}, {% %}) where YAML would read a flow collection, are
    // for the parser to refuse or accept.
    if (TAB_INDENT.test(line)) return undefined;
    if (line[0] === ' ' ? TEMPLATE_AT_VALUE.test(line) : line.includes('{{') || line.includes('{%'))
      return undefined;
    if (line[0] === ' ') {
      if (entries === 0 && !line.trimStart().startsWith('#')) return undefined;
      if (previous !== undefined) top[previous] = UNREAD;
      previous = undefined;
      continue;
    }
    previous = undefined;
    if (line[0] === '#') continue;
    if (DOCUMENT_START.test(line) || DOCUMENT_END.test(line)) {
      if (started) break;
      if (!BARE_DOCUMENT_START.test(line)) return undefined;
      started = true;
      continue;
    }
    const entry = readEntry(line);
    if (!entry) return undefined;
    started = true;
    entries += 1;
    // Readers keep different ones of duplicate keys (kubectl the last): the parser reads them all.
    if (Object.hasOwn(top, entry.key)) return undefined;
    top[entry.key] = entry.value;
    if (entry.value !== UNREAD) previous = entry.key;
  }
  return entries > 0 ? top : undefined;
}
