/**
 * The one owner of untrusted text: what the service says (titles, ids, resources, messages) and
 * what the repository says (file names). Each place text is published has one function here, and
 * every caller uses it; each function caps the text and redacts the API key and the GitHub token,
 * whatever the service echoed.
 */

/** Longest text of one field (a title, a message, a path) before any rendering. */
export const MAX_FIELD_CHARS = 1_000;
/** Longest log line the action writes. */
export const MAX_LOG_LINE_CHARS = 4_000;
const REDACTED = '***';

const secrets = new Set<string>();

/** Registers a secret (the key, the token): from now on no rendered string contains it. */
export function registerSecret(value: string): void {
  if (value.length < 4) return;
  secrets.add(value);
  // The same secret as it appears inside a JSON string (a report, SARIF).
  secrets.add(JSON.stringify(value).slice(1, -1));
}

/** Forgets every secret (tests). */
export function clearSecrets(): void {
  secrets.clear();
}

/** True when `text` holds a registered secret (an environment variable a child must not get). */
export function holdsSecret(text: string): boolean {
  for (const secret of secrets) if (text.includes(secret)) return true;
  return false;
}

/** `text` with every registered secret replaced by `***`. */
export function redact(text: string): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/**
 * Redacts text written in pieces (a report streamed to a file): each piece is redacted and
 * returned except its last characters, which could begin a secret that the next piece ends; they
 * are held back and come first in the next piece, or out of `end`.
 */
export interface StreamRedactor {
  push(text: string): string;
  end(): string;
}

export function streamRedactor(): StreamRedactor {
  let held = '';
  return {
    push(text) {
      const all = held + text;
      let cut = all.length;
      for (const secret of secrets) cut = Math.min(cut, all.length - secret.length + 1);
      cut = Math.max(0, cut);
      // Never inside a secret: one that crosses the cut is held back whole.
      for (let moved = true; moved;) {
        moved = false;
        for (const secret of secrets) {
          const at = all.indexOf(secret, Math.max(0, cut - secret.length + 1));
          if (at !== -1 && at < cut) {
            cut = at;
            moved = true;
          }
        }
        // Never between the two halves of a surrogate pair.
        if (splitsPair(all, cut)) {
          cut -= 1;
          moved = true;
        }
      }
      held = all.slice(cut);
      return redact(all.slice(0, cut));
    },
    end() {
      const rest = held;
      held = '';
      return redact(rest);
    },
  };
}

/** Whether cutting `text` at `at` would part a surrogate pair (a high surrogate just before). */
function splitsPair(text: string, at: number): boolean {
  const code = text.charCodeAt(at - 1);
  return at > 0 && code >= 0xd800 && code <= 0xdbff;
}

/** Cuts `text` to at most `max` characters (never inside a surrogate pair), saying so with `…`. */
export function capText(text: string, max: number = MAX_FIELD_CHARS): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  if (splitsPair(text, end)) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Any value as text, without ever throwing (getters, circular objects, BigInt). */
export function toText(value: unknown): string {
  try {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return String(value.message);
    if (value === undefined) return '';
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  } catch {
    try {
      return String(value);
    } catch {
      return '(a value that cannot be shown)';
    }
  }
}

// C0 and C1 controls, DEL, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- the same, but for a line break
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
// Bidirectional controls (Trojan Source): removed, so text reads in the order it is stored.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH_JOINER = '\u200d';

function clean(value: unknown, max: number): string {
  return capText(redact(toText(value)), max).replace(BIDI, '');
}

/**
 * One line of the step's log: controls flattened to spaces (no second line, so no workflow command
 * can start), a leading `::` and any `##[` (the runner's older command syntax, found anywhere in a
 * line) broken apart, the length capped.
 */
export function forLog(value: unknown, max: number = MAX_LOG_LINE_CHARS): string {
  return clean(value, max)
    .replace(CONTROLS, ' ')
    .replace(/^(\s*):(?=:)/, `$1:${ZERO_WIDTH_JOINER}`)
    .replace(/##\[/g, `#${ZERO_WIDTH_JOINER}#[`);
}

/**
 * Text of an annotation's title or message. The toolkit escapes what its command syntax needs
 * (`%`, CR, LF, and `:`/`,` in properties); this caps, redacts, removes bidi controls and keeps
 * line breaks (a message may have several lines) while dropping other controls.
 */
export function forAnnotation(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return clean(value, max).replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE, ' ');
}

/** Markdown punctuation that could start syntax, HTML or an entity anywhere in a line. */
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()<>#+!|~&]/g;
/** What starts a list, a rule or a setext heading only at the start of a line. */
const LINE_START_SYNTAX = /^(\s*\d*)([-.=])/;

/**
 * Inline text in Markdown (a paragraph or a table cell) that renders exactly as written: one line,
 * every punctuation that could start syntax escaped with a backslash (CommonMark renders an
 * escaped character as itself, and GitHub's tables read `\|` as a literal bar), and GitHub's
 * automatic links broken with a zero-width joiner: `@mentions`, `#123` references, bare URLs.
 */
export function forMarkdown(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return clean(value, max)
    .replace(CONTROLS, ' ')
    .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${ZERO_WIDTH_JOINER}`)
    .replace(/(:)(?=\/\/)/g, `$1${ZERO_WIDTH_JOINER}`)
    .replace(/\b(www)\./gi, `$1${ZERO_WIDTH_JOINER}.`)
    .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
    .replace(LINE_START_SYNTAX, '$1\\$2');
}

/**
 * Text in a Markdown code span: rendered literally (no mention, link or HTML inside a code span),
 * on one line, with a fence longer than any run of backticks in it. In a table cell a `|` would
 * still end the cell, so it is escaped (GitHub removes the backslash before rendering the span).
 */
export function forMarkdownCode(value: unknown, max: number = MAX_FIELD_CHARS): string {
  const text = clean(value, max).replace(CONTROLS, ' ').replace(/\|/g, '\\|');
  if (text === '') return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Text inside raw HTML in Markdown (a `<summary>`, where Markdown is not rendered): one line, HTML
 * escaped, with GitHub's automatic links broken as in `forMarkdown`.
 */
export function forHtmlText(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return clean(value, max)
    .replace(CONTROLS, ' ')
    .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${ZERO_WIDTH_JOINER}`)
    .replace(/(:)(?=\/\/)/g, `$1${ZERO_WIDTH_JOINER}`)
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An https URL from the service, safe as a Markdown link target; undefined for anything else. */
export function forMarkdownUrl(value: unknown): string | undefined {
  const text = toText(value);
  if (text.length > MAX_FIELD_CHARS || redact(text) !== text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  return url.href.replace(/[()<>\s"'|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Text kept in SARIF or the JSON report (JSON escapes the rest): capped, redacted, no bidi. */
export function forReport(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return clean(value, max);
}

// What XML 1.0 cannot carry at all: surrogate halves without their pair, U+FFFE and U+FFFF.
const NOT_XML =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlEscaped(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Text in an XML element (a JUnit report's failure body): capped, redacted, no bidi controls, line
 * breaks kept and every other control dropped (XML 1.0 forbids most of them, and a terminal
 * reading the file must not get escape sequences), characters XML cannot hold replaced, and the
 * markup characters escaped, so no text can close an element or open one.
 */
export function forXmlText(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return xmlEscaped(clean(value, max).replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE, ' '));
}

/** Text in an XML attribute: as `forXmlText`, on one line (a parser would fold a line break). */
export function forXmlAttribute(value: unknown, max: number = MAX_FIELD_CHARS): string {
  return xmlEscaped(clean(value, max).replace(CONTROLS, ' '));
}
