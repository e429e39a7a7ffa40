/**
 * Reads blob contents straight from the object database with `git cat-file --batch`, many blobs
 * per process. The bytes are exactly the blob's bytes: no eol conversion, no smudge or textconv
 * filter is applied. They equal what a checkout writes unless `.gitattributes` asks for
 * `eol=crlf` (or `text` with `core.autocrlf`) or a filter such as Git LFS, where the checkout's
 * bytes differ and so would archives packed from it.
 */
import { type Git, GitCommandError, isObjectId } from './git.ts';
import { parseBatchCheck, type ObjectInfo } from './git-output.ts';

/** A blob to read: its id and the size `ls-tree -l` gave. */
export interface BlobRef {
  readonly objectId: string;
  readonly size: number;
}

/** Reads blobs in batches; answers in the order asked, duplicates included. */
export interface BlobReader {
  /** Whole contents, for packing. */
  read(blobs: readonly BlobRef[]): Promise<Buffer[]>;
  /** The first `maxBytes` of each blob (copies), to sniff YAML/JSON heads. */
  readHeads(blobs: readonly BlobRef[], maxBytes: number): Promise<Buffer[]>;
}

/** One `cat-file` process reads at most this much (a bigger single blob goes alone). */
export const BLOB_BATCH_MAX_BYTES = 32 * 1024 * 1024;

/** Groups distinct blobs into batches of at most `maxBytes` of content each. */
export function planBatches(blobs: readonly BlobRef[], maxBytes: number): string[][] {
  const seen = new Set<string>();
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const { objectId, size } of blobs) {
    if (seen.has(objectId)) continue;
    seen.add(objectId);
    if (current.length > 0 && bytes + size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(objectId);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Splits `cat-file --batch` output (`<id> blob <size>\n<bytes>\n` per object) by id. */
export function parseBatchOutput(output: Buffer, ids: readonly string[]): Map<string, Buffer> {
  const contents = new Map<string, Buffer>();
  let at = 0;
  for (const id of ids) {
    const newline = output.indexOf(0x0a, at);
    const header = output.toString('utf8', at, newline === -1 ? output.length : newline);
    const [gotId, type, size] = header.split(' ');
    if (gotId !== id || type !== 'blob' || size === undefined || newline === -1) {
      throw new Error(`git cat-file could not read blob ${id}: it answered '${header}'`);
    }
    const start = newline + 1;
    const end = start + Number(size);
    if (end > output.length) throw new Error(`git cat-file cut blob ${id} short`);
    contents.set(id, output.subarray(start, end));
    at = end + 1;
  }
  return contents;
}

/** A reader over the repository at `cwd`; only full object ids are ever asked for. */
export function createBlobReader(
  git: Git,
  cwd: string,
  options: { maxBatchBytes?: number } = {},
): BlobReader {
  const maxBatchBytes = options.maxBatchBytes ?? BLOB_BATCH_MAX_BYTES;
  async function readAll(
    blobs: readonly BlobRef[],
    keep: (content: Buffer) => Buffer,
  ): Promise<Buffer[]> {
    for (const { objectId } of blobs) {
      if (!isObjectId(objectId)) throw new Error(`Not a full object id: '${objectId}'`);
    }
    const contents = new Map<string, Buffer>();
    for (const ids of planBatches(blobs, maxBatchBytes)) {
      const args = ['cat-file', '--batch'];
      const result = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
      if (result.code !== 0) throw new GitCommandError(args, result);
      for (const [id, content] of parseBatchOutput(result.stdout, ids)) {
        contents.set(id, keep(content));
      }
    }
    return blobs.map(({ objectId }) => contents.get(objectId) as Buffer);
  }
  return {
    read: (blobs) => readAll(blobs, (content) => content),
    // A copy, so the batch's whole output is not kept alive by a few small heads.
    readHeads: (blobs, maxBytes) =>
      readAll(blobs, (content) => Buffer.from(content.subarray(0, maxBytes))),
  };
}

/**
 * What the objects `names` are (ids, or `<commit>:<path>` names), in order, from one
 * `cat-file --batch-check`; undefined for a name git does not hold. Throws when git fails.
 */
export async function checkObjects(
  git: Git,
  cwd: string,
  names: readonly string[],
): Promise<(ObjectInfo | undefined)[]> {
  if (names.length === 0) return [];
  const args = ['cat-file', '--batch-check'];
  const result = await git.run(args, { cwd, input: names.map((name) => `${name}\n`).join('') });
  if (result.code !== 0) throw new GitCommandError(args, result);
  return parseBatchCheck(result.stdout, names.length);
}

/**
 * The blobs `ids` name (ids, or `<commit>:<path>` names without a line break), in order: one
 * git does not hold as a blob, or larger than `maxBytes`, reads as undefined.
 */
export async function readBlobs(
  git: Git,
  cwd: string,
  ids: readonly string[],
  options: { readonly maxBytes?: number } = {},
): Promise<(Buffer | undefined)[]> {
  const maxBytes = options.maxBytes ?? Infinity;
  const infos = (await checkObjects(git, cwd, ids)).map((info) =>
    info?.type === 'blob' && info.size <= maxBytes ? info : undefined,
  );
  const blobs = infos.flatMap((info) => (info ? [info] : []));
  const read = await createBlobReader(git, cwd).read(
    blobs.map(({ objectId, size }) => ({ objectId, size })),
  );
  const byId = new Map(blobs.map((info, i) => [info.objectId, read[i]]));
  return infos.map((info) => (info ? byId.get(info.objectId) : undefined));
}
