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

/** Where the block whose `{` is just before `from` ends (at its `}`), skipping strings and comments. */
function blockEnd(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '<' && text.startsWith('<<', i)) {
      const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)[ \t]*\n/.exec(text.slice(i, i + 80));
      if (heredoc) {
        const close = new RegExp(`^[ \\t]*${heredoc[1]}[ \\t]*$`, 'm');
        const rest = text.slice(i + heredoc[0].length);
        const found = close.exec(rest);
        i = found ? i + heredoc[0].length + found.index + found[0].length : text.length;
      }
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  return text.length;
}

/** The body's top level only: nested blocks blanked out, so their attributes are not read. */
function topLevel(body: string): string {
  let out = '';
  let depth = 0;
  for (const c of body) {
    if (c === '{') depth += 1;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
    else if (c === '\n') out += c;
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
