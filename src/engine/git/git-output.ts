/**
 * The parsers of git's machine output, each format written once: NUL-separated records (`-z`),
 * `ls-tree -r -z [-l]`, `ls-files [-s] -z`, `diff --raw -z` (with or without renames) and
 * `cat-file --batch-check` (also with `--follow-symlinks`). Pure: bytes in, records out. Names
 * stay bytes (`Buffer`): git writes them as the file system has them, and each caller reads them by
 * its own rule (`discovery/file-names.ts` for names a zip must carry, UTF-8 text elsewhere). The
 * fields before a name are ASCII, read as `latin1` so that no byte is ever lost.
 */

/** The NUL-terminated records of `-z` output, as bytes; empty records (the last one) dropped. */
function nulRecords(output: Buffer): Buffer[] {
  const records: Buffer[] = [];
  for (let at = 0; at < output.length;) {
    let end = output.indexOf(0, at);
    if (end === -1) end = output.length;
    if (end > at) records.push(output.subarray(at, end));
    at = end + 1;
  }
  return records;
}

/** One entry of `ls-tree -r -z` (`-l` adds the size; `-` for what is not a blob). */
export interface LsTreeEntry {
  readonly mode: string;
  readonly type: string;
  readonly objectId: string;
  /** The blob's size with `-l`; undefined without it or for a tree or submodule. */
  readonly size: number | undefined;
  /** The path as git wrote it (repository-relative, or relative to the tree listed). */
  readonly name: Buffer;
}

/** Parses `ls-tree -r -z [-l]` records: `<mode> <type> <id>[ <size>]\t<name>\0`. */
export function parseLsTree(output: Buffer): LsTreeEntry[] {
  const entries: LsTreeEntry[] = [];
  for (const record of nulRecords(output)) {
    const tab = record.indexOf(0x09);
    if (tab === -1) continue;
    // `-l` pads the size to the right: fields are split on runs of spaces.
    const [mode = '', type = '', objectId = '', size] = record
      .toString('latin1', 0, tab)
      .split(/ +/);
    const bytes = size === undefined || size === '-' ? undefined : Number(size);
    entries.push({ mode, type, objectId, size: bytes, name: record.subarray(tab + 1) });
  }
  return entries;
}

/** One entry of `ls-files -s -z`: what the index holds at a path. */
export interface LsFilesEntry {
  readonly mode: string;
  readonly objectId: string;
  readonly stage: string;
  readonly name: Buffer;
}

/** Parses `ls-files -s -z` records: `<mode> <id> <stage>\t<name>\0`. */
export function parseLsFilesStaged(output: Buffer): LsFilesEntry[] {
  const entries: LsFilesEntry[] = [];
  for (const record of nulRecords(output)) {
    const tab = record.indexOf(0x09);
    if (tab === -1) continue;
    const [mode = '', objectId = '', stage = ''] = record.toString('latin1', 0, tab).split(' ');
    entries.push({ mode, objectId, stage, name: record.subarray(tab + 1) });
  }
  return entries;
}

/** Parses `ls-files -z` (no `-s`): one name per record. */
export function parseLsFiles(output: Buffer): Buffer[] {
  return nulRecords(output);
}

/** One record of `diff --raw -z`. */
export interface RawDiffRecord {
  readonly oldMode: string;
  readonly newMode: string;
  /** All zeros for a file the base does not have. */
  readonly oldId: string;
  /** All zeros for a file deleted (or, against the work tree, one git has not hashed). */
  readonly newId: string;
  /** `A`, `M`, `D`, `T`, or `R<score>`/`C<score>` with renames and copies on. */
  readonly status: string;
  /** The path in the newer tree (the only one but for renames and copies). */
  readonly path: Buffer;
  /** A rename's or copy's path in the older tree. */
  readonly from?: Buffer;
}

/**
 * Parses `diff --raw -z` records: `:<mode> <mode> <old> <new> <status>\0<path>\0`, and for a
 * rename or copy `:<mode> <mode> <old> <new> R<score>\0<old path>\0<new path>\0`.
 */
export function parseRawDiff(output: Buffer): RawDiffRecord[] {
  const fields = nulRecordsKeepingEmpty(output);
  const records: RawDiffRecord[] = [];
  for (let i = 0; i < fields.length;) {
    const meta = fields[i]?.toString('latin1') ?? '';
    if (!meta.startsWith(':')) break;
    const [oldMode = '', newMode = '', oldId = '', newId = '', status = ''] = meta
      .slice(1)
      .split(' ');
    const twoPaths = status.startsWith('R') || status.startsWith('C');
    const first = fields[i + 1];
    const second = twoPaths ? fields[i + 2] : undefined;
    if (first === undefined || (twoPaths && second === undefined)) break;
    records.push(
      twoPaths
        ? { oldMode, newMode, oldId, newId, status, path: second as Buffer, from: first }
        : { oldMode, newMode, oldId, newId, status, path: first },
    );
    i += twoPaths ? 3 : 2;
  }
  return records;
}

/** The NUL-separated fields of `output`, empty ones kept (a path is never empty, but be exact). */
function nulRecordsKeepingEmpty(output: Buffer): Buffer[] {
  const fields: Buffer[] = [];
  for (let at = 0; at < output.length;) {
    let end = output.indexOf(0, at);
    if (end === -1) end = output.length;
    fields.push(output.subarray(at, end));
    at = end + 1;
  }
  return fields;
}

/** What `cat-file --batch-check` says of an object it holds. */
export interface ObjectInfo {
  readonly objectId: string;
  readonly type: string;
  readonly size: number;
}

const OBJECT_LINE = /^([0-9a-f]{40}|[0-9a-f]{64}) (\w+) (\d+)$/;

/**
 * Parses `cat-file --batch-check` output for `count` requests, one line each: `<id> <type>
 * <size>`, or `<request> missing` (and `ambiguous`), which reads as undefined.
 */
export function parseBatchCheck(output: Buffer, count: number): (ObjectInfo | undefined)[] {
  const lines = output.toString('utf8').split('\n');
  return Array.from({ length: count }, (_, i) => {
    const match = OBJECT_LINE.exec(lines[i] ?? '');
    return match
      ? { objectId: match[1] as string, type: match[2] as string, size: Number(match[3]) }
      : undefined;
  });
}

/** What `cat-file --batch-check --follow-symlinks` says of one request. */
export type FollowedObject =
  | { readonly kind: 'object'; readonly info: ObjectInfo }
  | { readonly kind: 'missing' }
  /** `symlink` (a link leaving the tree), `dangling`, `loop` or `notdir`, with the link's text. */
  | {
      readonly kind: 'unresolved';
      readonly why: 'symlink' | 'dangling' | 'loop' | 'notdir';
      readonly text: Buffer;
    };

const FOLLOW_FAILED = /^(symlink|dangling|loop|notdir) (\d+)$/;

/**
 * Parses `cat-file --batch-check --follow-symlinks` output for `count` requests: `<id> <type>
 * <size>`, `<name> missing`, or `symlink|dangling|loop|notdir <size>` followed by that many bytes
 * and a line break. Requests git never answered (output cut short) are missing.
 */
export function parseBatchCheckFollowed(output: Buffer, count: number): FollowedObject[] {
  const answers: FollowedObject[] = [];
  let at = 0;
  while (answers.length < count && at < output.length) {
    const end = output.indexOf(0x0a, at);
    const line = output.toString('utf8', at, end === -1 ? output.length : end);
    at = end === -1 ? output.length : end + 1;
    const failed = FOLLOW_FAILED.exec(line);
    if (failed) {
      const size = Number(failed[2]);
      const why = failed[1] as 'symlink' | 'dangling' | 'loop' | 'notdir';
      answers.push({ kind: 'unresolved', why, text: output.subarray(at, at + size) });
      at += size + 1;
      continue;
    }
    const match = OBJECT_LINE.exec(line);
    answers.push(
      match
        ? {
            kind: 'object',
            info: {
              objectId: match[1] as string,
              type: match[2] as string,
              size: Number(match[3]),
            },
          }
        : { kind: 'missing' },
    );
  }
  while (answers.length < count) answers.push({ kind: 'missing' });
  return answers;
}
