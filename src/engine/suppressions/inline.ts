/**
 * Pure rules of inline suppressions: `# plerion:ignore <detection-id> <reason>` (or `// …` in
 * Bicep and JSON-with-comments such as ARM templates; Terraform accepts both) in the contiguous
 * comment lines right above a finding's first line, or on any line of its range (a trailing
 * comment counts there). Only the lines around findings are ever read.
 */
import * as posix from 'node:path/posix';

export type CommentPrefix = '#' | '//';

/** How far above a finding a block of comment lines may reach and still belong to it. */
export const MAX_LEADING_COMMENT_LINES = 20;

/** Lines `fromLine` (1-based) onwards of a file, as the reader returned them. */
export interface SourceWindow {
  readonly fromLine: number;
  readonly lines: readonly string[];
}

/** A `plerion:ignore` comment; without an id or a reason it suppresses nothing. */
export interface InlineDirective {
  readonly file: string;
  readonly line: number;
  readonly detectionId: string | undefined;
  readonly reason: string | undefined;
}

/** What an inline suppression needs to know of a finding. */
export interface LocatedFinding {
  readonly file: string | undefined;
  readonly startLine: number;
  readonly endLine: number;
}

/** The comment prefixes a file's language has, from its name. */
export function commentPrefixesOf(file: string): readonly CommentPrefix[] {
  const base = posix.basename(file).toLowerCase();
  if (/\.(tf|tofu|tfvars|hcl)$/.test(base)) return ['#', '//'];
  if (/\.(bicep|json|jsonc)$/.test(base)) return ['//'];
  return ['#'];
}

const patterns = new Map<string, RegExp>();

/** The marker's pattern for a set of comment prefixes, built once per set. */
function markerPattern(prefixes: readonly CommentPrefix[]): RegExp {
  const key = prefixes.join(' ');
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const alternatives = prefixes.map((prefix) => (prefix === '#' ? '#' : '\\/\\/')).join('|');
    pattern = new RegExp(`(?:^|\\s)(?:${alternatives})\\s*plerion:ignore(?:\\s+(.*))?$`, 'i');
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The directive a line holds, whole-line or trailing, if any. */
export function parseInlineDirective(
  text: string,
  prefixes: readonly CommentPrefix[],
): Pick<InlineDirective, 'detectionId' | 'reason'> | undefined {
  const match = markerPattern(prefixes).exec(text);
  if (!match) return undefined;
  const rest = (match[1] ?? '').trim();
  const [detectionId, ...words] = rest.split(/\s+/);
  const reason = words.join(' ').trim();
  return { detectionId: detectionId || undefined, reason: reason || undefined };
}

function isCommentLine(text: string, prefixes: readonly CommentPrefix[]): boolean {
  const trimmed = text.trimStart();
  return prefixes.some((prefix) => trimmed.startsWith(prefix));
}

/** The line span to read from a file for the findings in it: their ranges and comments above. */
export function planLineSpan(findings: readonly LocatedFinding[]): { from: number; to: number } {
  const first = findings.reduce((min, f) => Math.min(min, f.startLine), Infinity);
  const last = findings.reduce((max, f) => Math.max(max, f.endLine), 1);
  return { from: Math.max(1, first - MAX_LEADING_COMMENT_LINES), to: last };
}

/**
 * The directives that apply to a finding, top to bottom: those in the comment block right above
 * its first line, then those on the lines of its range.
 */
export function directivesFor(finding: LocatedFinding, window: SourceWindow): InlineDirective[] {
  const file = finding.file;
  if (file === undefined) return [];
  const prefixes = commentPrefixesOf(file);
  const lineAt = (line: number) => window.lines[line - window.fromLine];
  const lines: number[] = [];
  for (
    let line = finding.startLine - 1;
    line >= finding.startLine - MAX_LEADING_COMMENT_LINES;
    line--
  ) {
    const text = lineAt(line);
    if (text === undefined || !isCommentLine(text, prefixes)) break;
    lines.unshift(line);
  }
  // Only the lines that were read: a range the service gives can be absurdly long.
  const lastRead = window.fromLine + window.lines.length - 1;
  for (let line = finding.startLine; line <= Math.min(finding.endLine, lastRead); line++)
    lines.push(line);
  const directives: InlineDirective[] = [];
  for (const line of lines) {
    const text = lineAt(line);
    const parsed = text === undefined ? undefined : parseInlineDirective(text, prefixes);
    if (parsed) directives.push({ file, line, ...parsed });
  }
  return directives;
}
