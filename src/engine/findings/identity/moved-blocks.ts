/**
 * Terraform's `moved` blocks (pure): `moved { from = aws_s3_bucket.old  to = aws_s3_bucket.new }`
 * tells Terraform that a renamed resource is the same object, so its state (and its findings)
 * carry over. Read from a module's `.tf` text (HCL: comments and strings skipped) or `.tf.json`
 * (`"moved": [{ "from": …, "to": … }]`). Only addresses within the module are kept (a move into or
 * out of a child module, `module.x.…`, names a resource of another folder).
 */

/** One `moved` block: the old address and the new one. */
export interface Move {
  readonly from: string;
  readonly to: string;
}

/** An address of this module's own resources: `type.name`, with an optional index. */
const LOCAL_ADDRESS = /^(?!module\.)(?:data\.)?[A-Za-z_][\w-]*\.[A-Za-z_][\w-]*(?:\[[^\]]*\])?$/;

/** The text without comments (`#`, `//`, `/* … *\/`); strings are kept as they are. */
export function stripHclComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      out += ' ';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Where the string opened at `start` ends (after its closing quote, or at its line's end). */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
    else if (text[i] === '\n') return i;
  }
  return text.length;
}

/** The body of the block whose `{` is at `open`, up to its matching `}` (strings skipped). */
function blockBody(text: string, open: number): string | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') i = endOfString(text, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return undefined;
}

function attribute(body: string, name: 'from' | 'to'): string | undefined {
  const match = new RegExp(`(?:^|[\\s;])${name}\\s*=\\s*([^\\s;]+)`).exec(body);
  const value = match?.[1];
  return value !== undefined && LOCAL_ADDRESS.test(value) ? value : undefined;
}

/** The `moved` blocks of one `.tf` file's text. */
export function parseHclMoves(text: string): Move[] {
  const clean = stripHclComments(text);
  const moves: Move[] = [];
  const heads = /(?:^|\n)[ \t]*moved[ \t]*\{/g;
  for (let head = heads.exec(clean); head !== null; head = heads.exec(clean)) {
    const body = blockBody(clean, head.index + head[0].length - 1);
    if (body === undefined) break;
    const from = attribute(body, 'from');
    const to = attribute(body, 'to');
    if (from !== undefined && to !== undefined && from !== to) moves.push({ from, to });
  }
  return moves;
}

/** The `moved` entries of one `.tf.json` file's text (none when it is not JSON). */
export function parseJsonMoves(text: string): Move[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const moved = (parsed as { moved?: unknown } | null)?.moved;
  const entries = Array.isArray(moved) ? moved : [moved];
  return entries.flatMap((entry): Move[] => {
    const { from, to } = (entry ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from !== 'string' || typeof to !== 'string' || from === to) return [];
    return LOCAL_ADDRESS.test(from) && LOCAL_ADDRESS.test(to) ? [{ from, to }] : [];
  });
}

/** The moves of one Terraform file, by its name. */
export function parseMoves(path: string, text: string): Move[] {
  return /\.json$/i.test(path) ? parseJsonMoves(text) : parseHclMoves(text);
}

/** The most moves followed from one address (chains `a → b → c`; a loop stops here). */
const MAX_CHAINED_MOVES = 16;

/**
 * The address `resource` has after `moves`: `from` itself, or one of its instances
 * (`from[0]`, `from["a"]`), becomes `to` (with the same index); chains are followed.
 */
export function applyMoves(resource: string, moves: readonly Move[]): string {
  let current = resource;
  for (let step = 0; step < MAX_CHAINED_MOVES; step++) {
    const move = moves.find((m) => current === m.from || current.startsWith(`${m.from}[`));
    if (move === undefined) return current;
    current = `${move.to}${current.slice(move.from.length)}`;
  }
  return current;
}
