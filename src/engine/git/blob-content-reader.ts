/**
 * The content reader of a commit's files: bytes straight from git objects, read ahead in batches
 * of files in the order packing asks for them (one `git cat-file --batch` per batch, not one per
 * file). Contents discovery already read (YAML and JSON heads it had to sniff whole) are handed
 * over once and then dropped. A batch git could not read is a `TreeReadError`: the commit's
 * objects are unreadable, which stops packing (the tree is not judged) rather than leaving files out.
 */
import { describeError } from '../../errors.ts';
import { TreeReadError, type ContentReader, type PackableFile } from '../packing/content-reader.ts';
import type { BlobReader, BlobRef } from './blob-reader.ts';

/** Bytes of blobs asked of git at once, at most (a larger single blob goes alone). */
export const BLOB_PREFETCH_MAX_BYTES = 8 * 1024 * 1024;

/** A reader of `files` (in packing's order) whose blobs `blobOf` names. */
export function createBlobContentReader<F extends PackableFile>(options: {
  readonly blobs: BlobReader;
  readonly files: readonly F[];
  readonly blobOf: (file: F) => BlobRef;
  readonly known?: Map<string, Buffer>;
}): ContentReader<F> {
  const position = new Map(options.files.map((file, i) => [file.path, i]));
  const pending = new Map<string, Promise<Buffer>>();
  const known = options.known ?? new Map<string, Buffer>();

  /** Starts reading `from` and the files after it that fit one batch and are not read yet. */
  const fetchBatch = (from: number): void => {
    const batch: F[] = [];
    let bytes = 0;
    for (let i = from; i < options.files.length; i++) {
      const file = options.files[i] as F;
      if (pending.has(file.path) || known.has(file.path)) continue;
      if (batch.length > 0 && bytes + file.size > BLOB_PREFETCH_MAX_BYTES) break;
      batch.push(file);
      bytes += file.size;
    }
    const read = options.blobs.read(batch.map(options.blobOf)).catch((error: unknown) => {
      throw new TreeReadError(`git could not read the commit's files: ${describeError(error)}`, {
        cause: error,
      });
    });
    batch.forEach((file, i) => {
      const content = read.then((contents) => contents[i] as Buffer);
      // Packing stops at the first failed file: the batch's later files are never asked for.
      content.catch(() => undefined);
      pending.set(file.path, content);
    });
  };

  return {
    read: async (file) => {
      const had = known.get(file.path);
      if (had !== undefined) {
        known.delete(file.path);
        return had;
      }
      if (!pending.has(file.path)) {
        const at = position.get(file.path);
        if (at === undefined) throw new Error(`${file.path} is not a file of this commit`);
        fetchBatch(at);
      }
      const content = pending.get(file.path) as Promise<Buffer>;
      pending.delete(file.path);
      return content;
    },
  };
}
