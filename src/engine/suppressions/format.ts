/**
 * The suppressions file: its format, its schema and the parser that turns its text into entries
 * or one `ConfigurationError` listing every problem (file, entry, field, what is accepted).
 *
 * ```yaml
 * # .plerion-ignore.yml (input `suppressions`): findings accepted on purpose, and why.
 * suppressions:
 *   - detection: PLERION-TF-S3-PUBLIC-ACL    # required: a detection id, exactly as reported
 *     path: infra/public-site/**             # optional: a glob relative to the workspace
 *     resource: aws_s3_bucket.site           # optional: the finding's resource, exactly
 *     reason: Public website bucket, reviewed by security (SEC-123)   # required
 *     expires: 2027-03-31                    # optional: YYYY-MM-DD, until the end of that day UTC
 * ```
 *
 * An entry suppresses the findings of its `detection` that match every field it gives. A `path`
 * without `/` matches a file name at any depth; a folder matches everything below it. After
 * `expires` the entry suppresses nothing and the run warns about it. The file holds one map with
 * the one key `suppressions`; an empty file or an empty list suppresses nothing. Any other key,
 * in the map or in an entry, is an error (so `reson:` is caught). The file is read as YAML 1.2
 * (core schema): an unquoted date stays text, and an explicit `!!timestamp` date is accepted.
 */
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { ConfigurationError } from '../../errors.ts';
import { calendarDateOf, isCalendarDate } from './expiry.ts';

/** One entry of the suppressions file, validated. */
export interface SuppressionEntry {
  /** 1-based position in the file's list. */
  readonly entryNumber: number;
  /** 1-based line of the entry in the file. */
  readonly line: number;
  readonly detection: string;
  readonly path: string | undefined;
  readonly resource: string | undefined;
  readonly reason: string;
  /** `YYYY-MM-DD`; the entry holds until the end of that day UTC. */
  readonly expires: string | undefined;
}

/** The suppressions file as read: its workspace-relative path and its entries. */
export interface SuppressionFile {
  readonly file: string;
  readonly entries: readonly SuppressionEntry[];
}

/**
 * A limit on the entries a suppressions file may apply (the organisation's longest expiry): the
 * entries that keep to it, and one warning about those that do not.
 */
export type LimitSuppressions = (file: SuppressionFile) => {
  readonly suppressions: SuppressionFile;
  readonly warning?: string;
};

const FIELDS = ['detection', 'path', 'resource', 'reason', 'expires'] as const;
const EXAMPLE = 'detection: <id> and reason: <why it is accepted>';
/** Problems listed in one error; the rest are counted. */
const MAX_PROBLEMS_LISTED = 20;

function text(accepted: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? 'is required' : `must be ${accepted}`),
    })
    .trim()
    .min(1, `must not be empty: expected ${accepted}`);
}

const Entry = z.strictObject({
  // `*`, not `+`: a blank id is refused once, as empty, not also as "with spaces".
  detection: text('a detection id such as PLERION-TF-S3-PUBLIC-ACL').regex(
    /^\S*$/,
    'must be one detection id, without spaces',
  ),
  path: text('a glob relative to the workspace, such as infra/site/**')
    .refine((glob) => !glob.startsWith('/') && !glob.split('/').includes('..'), {
      message: 'must be a glob relative to the workspace, without .. or a leading /',
    })
    .optional(),
  resource: text("the finding's resource, such as aws_s3_bucket.site").optional(),
  reason: text('text saying why the finding is accepted, such as a review or ticket'),
  expires: z
    .union([z.string(), z.date()])
    .transform((value) => (typeof value === 'string' ? value.trim() : calendarDateOf(value)))
    .refine((value) => value !== undefined && isCalendarDate(value), {
      message: 'must be a real calendar date written YYYY-MM-DD, such as 2027-03-31',
    })
    .optional(),
});

const KEY_HINT = `accepted fields: ${FIELDS.join(', ')}`;

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `'${key}'`).join(', ');
    return `unknown field ${keys} (${KEY_HINT})`;
  }
  if (issue.path.length === 0) return `must be a map with ${EXAMPLE}`;
  if (issue.path[0] === 'expires' && issue.code === 'invalid_union') {
    return "field 'expires' must be a real calendar date written YYYY-MM-DD, such as 2027-03-31";
  }
  return `field '${String(issue.path[0])}' ${issue.message}`;
}

interface Located {
  readonly lines: LineCounter;
  readonly doc: Document.Parsed;
}

function lineOf(located: Located, path: readonly (string | number)[]): number | undefined {
  const node = located.doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  return node?.range ? located.lines.linePos(node.range[0]).line : undefined;
}

function validateEntries(named: string, located: Located, items: readonly unknown[]) {
  const entries: SuppressionEntry[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const line = lineOf(located, ['suppressions', index]) ?? 1;
    const parsed = Entry.safeParse(item);
    if (parsed.success) {
      const { detection, path, resource, reason, expires } = parsed.data;
      entries.push({ entryNumber: index + 1, line, detection, path, resource, reason, expires });
      return;
    }
    const detection = (item as { detection?: unknown } | null)?.detection;
    const named = typeof detection === 'string' && detection.trim() ? ` (${detection.trim()})` : '';
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const at = typeof field === 'string' ? lineOf(located, ['suppressions', index, field]) : line;
      problems.push(`entry ${index + 1}${named}, line ${at ?? line}: ${describeIssue(issue)}`);
    }
  });
  if (problems.length > 0) throw invalid(named, problems);
  return entries;
}

/** `named`: the file and the setting that names it, `'.plerion-ignore.yml' (--suppressions)`. */
function invalid(named: string, problems: readonly string[]): ConfigurationError {
  const listed = problems.slice(0, MAX_PROBLEMS_LISTED).map((problem) => `\n  - ${problem}`);
  const more = problems.length - listed.length;
  return new ConfigurationError(
    `Invalid suppressions file ${named}:${listed.join('')}` +
      (more > 0 ? `\n  - and ${more} more` : '') +
      `\nEach entry needs ${EXAMPLE}; see docs/suppressions.md for the format.`,
  );
}

function firstLineOf(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/:$/, '');
}

/**
 * Parses and validates the text of a suppressions file named `file` (workspace-relative); a
 * refusal names the setting as `label` says (the command line's `--suppressions`).
 */
export function parseSuppressions(
  file: string,
  source: string,
  label = "input 'suppressions'",
): SuppressionFile {
  const named = `'${file}' (${label})`;
  const lines = new LineCounter();
  const doc = parseDocument(source, { version: '1.2', schema: 'core', lineCounter: lines });
  if (doc.errors.length > 0) {
    throw invalid(
      named,
      doc.errors.map((error) => `not valid YAML: ${firstLineOf(error.message)}`),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw invalid(named, [`not valid YAML: ${firstLineOf((error as Error).message)}`]);
  }
  if (data === null || data === undefined) return { file, entries: [] };
  if (!isMap(doc.contents)) {
    const found = isSeq(doc.contents) ? 'a list' : 'a single value';
    throw invalid(named, [`the file is ${found}; expected a map whose one key is 'suppressions:'`]);
  }
  const unknown = Object.keys(data as object).filter((key) => key !== 'suppressions');
  if (unknown.length > 0) {
    const keys = unknown.map((key) => `'${key}'`).join(', ');
    throw invalid(named, [`unknown top-level key ${keys} (the only key is 'suppressions')`]);
  }
  const list = (data as { suppressions?: unknown }).suppressions;
  if (list === null || list === undefined) return { file, entries: [] };
  if (!Array.isArray(list)) {
    throw invalid(named, ["'suppressions' must be a list of entries, each starting with '- '"]);
  }
  return { file, entries: validateEntries(named, { lines, doc }, list) };
}
