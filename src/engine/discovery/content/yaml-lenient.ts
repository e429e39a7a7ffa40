/**
 * The same YAML text as YAML 1.1 readers see it (libyaml, go-yaml v2 in kubectl, PyYAML in
 * aws-cli), written so that the yaml package (strict YAML 1.2) reads it alike. Two differences
 * matter for classification:
 *
 * - line breaks: YAML 1.1 breaks lines at a lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029)
 *   too (go-yaml v2 `is_break`), so a manifest written with them is a manifest to kubectl and one
 *   long line to yaml. The reading writes them as LF;
 * - indentation inside a quoted scalar or a flow collection: libyaml checks none (a continuation
 *   line of a double-quoted `description:` may stand left of its key, as Gatekeeper's templates in
 *   Google's terraform-example-foundation do), yaml refuses such a line. The reading indents each
 *   such line past the column that opened the scalar or the collection, which changes no value:
 *   every reader drops a continuation line's leading white space.
 *
 * Readings are tried only to find IaC the first reading missed (a yes uploads the file): a file
 * this module reads wrongly is at worst uploaded, never left home.
 */

/** Characters YAML 1.1 takes for a line break and YAML 1.2 does not. */
const YAML11_BREAKS = /\r(?!\n)|[\u0085\u2028\u2029]/g;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:[ \t]|$)/;
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*(?:[ \t]+#.*|[ \t]*)$/;

/** Where the scan stands at the end of a line. */
interface ScanState {
  /** Open flow collections. */
  depth: number;
  /** The quote of an open quoted scalar. */
  quote: '"' | "'" | undefined;
  /** The column continuation lines of the open span must pass. */
  spanColumn: number;
  /** Inside a block scalar: lines indented past this column (or blank) are its content. */
  blockParent: number | undefined;
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t';
}

/** True when a quote or bracket at `i` starts a token (rather than standing inside a plain scalar). */
function startsToken(line: string, i: number, inFlow: boolean): boolean {
  const before = line[i - 1];
  if (before === undefined) return true;
  if (inFlow && (before === '[' || before === '{' || before === ',' || before === ':')) return true;
  if (!isSpace(before)) return false;
  let j = i - 1;
  while (j >= 0 && isSpace(line[j])) j -= 1;
  if (j < 0) return true;
  const c = line[j];
  if (c === ':' || (inFlow && (c === ',' || c === '[' || c === '{'))) return true;
  if ((c === '-' || c === '?') && (j === 0 || isSpace(line[j - 1]))) return true;
  // After an anchor or a tag: `&a "x"`, `!t [a`.
  let w = j;
  while (w > 0 && !isSpace(line[w - 1])) w -= 1;
  return line[w] === '&' || line[w] === '!';
}

/** The column a block scalar's content must pass: its key's, or its sequence entry's dash's. */
function blockParentOf(line: string, at: number): number {
  let column = line.length - line.trimStart().length;
  for (;;) {
    if (line[column] !== '-' || !isSpace(line[column + 1])) return column;
    let next = column + 1;
    while (isSpace(line[next])) next += 1;
    if (next >= at) return column;
    column = next;
  }
}

/** Scans one line from `from`, updating where the scan stands. */
function scanLine(line: string, from: number, state: ScanState): void {
  for (let i = from; i < line.length; i += 1) {
    const c = line[i];
    if (state.quote === '"') {
      if (c === '\\') i += 1;
      else if (c === '"') state.quote = undefined;
      continue;
    }
    if (state.quote === "'") {
      if (c === "'" && line[i + 1] === "'") i += 1;
      else if (c === "'") state.quote = undefined;
      continue;
    }
    const inFlow = state.depth > 0;
    if (c === '#' && (i === 0 || isSpace(line[i - 1]))) return;
    if ((c === '"' || c === "'") && startsToken(line, i, inFlow)) {
      if (!inFlow) state.spanColumn = i;
      state.quote = c;
    } else if ((c === '[' || c === '{') && (inFlow || startsToken(line, i, false))) {
      if (!inFlow) state.spanColumn = i;
      state.depth += 1;
    } else if (inFlow && (c === ']' || c === '}')) state.depth -= 1;
    else if (!inFlow && (c === '|' || c === '>') && startsToken(line, i, false)) {
      if (BLOCK_SCALAR_HEADER.test(line.slice(i))) state.blockParent = blockParentOf(line, i);
      return;
    }
  }
}

/**
 * The text with every continuation line of a quoted scalar or flow collection indented past the
 * column that opened it, or undefined when no line needed it (or a document marker stands inside
 * one, which every reader refuses).
 */
export function indentContinuations(text: string): string | undefined {
  const lines = text.split('\n');
  const state: ScanState = { depth: 0, quote: undefined, spanColumn: 0, blockParent: undefined };
  let changed = false;
  for (let n = 0; n < lines.length; n += 1) {
    let line = lines[n] ?? '';
    const indent = line.length - line.trimStart().length;
    const blank = line.trim() === '';
    if (state.blockParent !== undefined) {
      if (blank || indent > state.blockParent) continue;
      state.blockParent = undefined;
    }
    if (state.depth > 0 || state.quote !== undefined) {
      if (DOCUMENT_MARKER.test(line)) return undefined;
      const wanted = state.spanColumn + 1;
      let spaces = 0;
      while (line[spaces] === ' ') spaces += 1;
      if (!blank && spaces < wanted) {
        line = ' '.repeat(wanted - spaces) + line;
        lines[n] = line;
        changed = true;
      }
      scanLine(line, 0, state);
    } else scanLine(line, indent, state);
  }
  return changed ? lines.join('\n') : undefined;
}

/** The text with YAML 1.1's line breaks (a lone CR, NEL, LS, PS) written as LF. */
export function withYaml11Breaks(text: string): string {
  return text.replace(YAML11_BREAKS, '\n');
}

/**
 * The texts to read again when the yaml package's reading found no IaC: with YAML 1.1's line
 * breaks written as LF (when the text has any), and, when it did not parse, with continuation
 * lines indented as libyaml would take them.
 */
export function yaml11Readings(text: string, parseError: boolean): string[] {
  const readings: string[] = [];
  const broken = withYaml11Breaks(text);
  if (broken !== text) readings.push(broken);
  if (parseError) {
    const indented = indentContinuations(broken);
    if (indented !== undefined) readings.push(indented);
  }
  return readings;
}
