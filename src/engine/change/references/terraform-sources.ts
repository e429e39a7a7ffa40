/**
 * The modules a Terraform file calls: each `module "<name>" { source = "…", version = "…" }`, read
 * from HCL (`.tf`) or its JSON form (`.tf.json`). The reading is lexical and bounded (one pass, no
 * evaluation): a block is found by its header at a line start, its body to the matching brace
 * (strings, comments and heredocs skipped), and `source`/`version` at its top level. A source
 * written with an interpolation cannot be followed and is kept as written (the caller decides).
 */

/** One module call. */
export interface ModuleCall {
  readonly name: string;
  readonly source: string;
  readonly version?: string;
}

const MODULE_HEADER = /^[ \t]*module[ \t]+"((?:[^"\\\n]|\\.)*)"[ \t]*\{/gm;
const ATTRIBUTE = (name: string): RegExp =>
  new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*"((?:[^"\\\\\\n]|\\\\.)*)"`, 'm');

/** A string, comment or heredoc, where its text ends (exclusive; a line comment's line break stays out). */
interface Lexeme {
  readonly kind: 'string' | 'comment' | 'heredoc';
  readonly end: number;
}

/** The string, comment or heredoc that starts at `i`, if one does: braces inside it are text. */
function lexemeAt(text: string, i: number): Lexeme | undefined {
  const c = text[i];
  if (c === '"') {
    let j = i + 1;
    while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
    return { kind: 'string', end: Math.min(j + 1, text.length) };
  }
  if (c === '#' || (c === '/' && text[i + 1] === '/')) {
    const end = text.indexOf('\n', i);
    return { kind: 'comment', end: end < 0 ? text.length : end };
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return { kind: 'comment', end: end < 0 ? text.length : end + 2 };
  }
  if (c === '<' && text.startsWith('<<', i)) {
    const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)[ \t]*\n/.exec(text.slice(i, i + 80));
    if (!heredoc) return undefined;
    const close = new RegExp(`^[ \\t]*${heredoc[1]}[ \\t]*$`, 'm');
    const found = close.exec(text.slice(i + heredoc[0].length));
    const end = found ? i + heredoc[0].length + found.index + found[0].length : text.length;
    return { kind: 'heredoc', end };
  }
  return undefined;
}

/** Where the block whose `{` is just before `from` ends (at its `}`), skipping strings and comments. */
function blockEnd(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length;) {
    const lexeme = lexemeAt(text, i);
    if (lexeme) {
      i = lexeme.end;
      continue;
    }
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
    i += 1;
  }
  return text.length;
}

/**
 * The body's top level only: nested blocks, comments and heredocs blanked out (their line breaks
 * kept), so only what Terraform reads as this block's own attributes is read. A brace inside a
 * string or a heredoc is text, as the block's end is found.
 */
function topLevel(body: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < body.length;) {
    const lexeme = lexemeAt(body, i);
    if (lexeme) {
      const span = body.slice(i, lexeme.end);
      out += depth === 0 && lexeme.kind === 'string' ? span : span.replace(/[^\n]/g, '');
      i = lexeme.end;
      continue;
    }
    const c = body[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 || c === '\n') out += c;
    i += 1;
  }
  return out;
}

function unquote(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** The module calls of an HCL file. */
function hclModuleCalls(text: string): ModuleCall[] {
  const calls: ModuleCall[] = [];
  for (const header of text.matchAll(MODULE_HEADER)) {
    const start = header.index + header[0].length;
    const body = topLevel(text.slice(start, blockEnd(text, start)));
    const source = ATTRIBUTE('source').exec(body)?.[1];
    if (source === undefined) continue;
    const version = ATTRIBUTE('version').exec(body)?.[1];
    calls.push({
      name: unquote(header[1] ?? ''),
      source: unquote(source),
      ...(version !== undefined && { version: unquote(version) }),
    });
  }
  return calls;
}

/** The module calls of a `.tf.json` file (`{"module": {"<name>": {"source": …}}}`, or a list). */
function jsonModuleCalls(text: string): ModuleCall[] {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return [];
  }
  const modules = (value as { module?: unknown } | null)?.module;
  const blocks = Array.isArray(modules) ? modules : [modules];
  const calls: ModuleCall[] = [];
  for (const block of blocks) {
    if (typeof block !== 'object' || block === null) continue;
    for (const [name, raw] of Object.entries(block)) {
      for (const body of Array.isArray(raw) ? raw : [raw]) {
        const { source, version } = (body ?? {}) as { source?: unknown; version?: unknown };
        if (typeof source !== 'string') continue;
        calls.push({ name, source, ...(typeof version === 'string' && { version }) });
      }
    }
  }
  return calls;
}

/** The module calls of a Terraform file, by its name (`.tf.json` is JSON, anything else HCL). */
export function moduleCalls(path: string, text: string): ModuleCall[] {
  return /\.tf\.json$/i.test(path) ? jsonModuleCalls(text) : hclModuleCalls(text);
}

/** True for a local module source: Terraform reads `./…` and `../…` in place, never fetched. */
export function isLocalSource(source: string): boolean {
  return source.startsWith('./') || source.startsWith('../');
}

/** True for a Terraform file by name (`*.tf`, `*.tf.json`, OpenTofu's `*.tofu`). */
export function isTerraformFile(path: string): boolean {
  return /\.(?:tf|tofu)(?:\.json)?$/.test(path);
}
