/**
 * Reads files through the reader port in order, a few ahead (so a slow reader, such as one of
 * git objects, works while earlier files deflate), within a bound on bytes.
 */
import {
  describeReadError,
  TreeReadError,
  type ContentReader,
  type PackableFile,
} from './content-reader.ts';

/**
 * Files larger than this are read and deflated in chunks (when the reader can stream): memory
 * against the cost of a stream per file.
 */
export const STREAM_THRESHOLD_BYTES = 8 * 1024 * 1024;
/**
 * Bytes read ahead but not yet deflated, at most (one larger file may exceed it alone): peak
 * memory against keeping a slow reader busy.
 */
export const MAX_READ_AHEAD_BYTES = 8 * 1024 * 1024;
/** Files read ahead at most; more only raised the peak memory with the disk reader. */
const MAX_READ_AHEAD_FILES = 4;
/** A read: the bytes, a stream of them, why this file failed, or the source's own failure. */
export type ReadResult =
  | { readonly data: Buffer }
  | { readonly stream: AsyncIterable<Buffer> }
  | { readonly failed: string }
  | { readonly broken: TreeReadError };

/** A failed read as a result: one file left out, or (a `TreeReadError`) packing stopped. */
function failedRead(error: unknown): ReadResult {
  return error instanceof TreeReadError ? { broken: error } : { failed: describeReadError(error) };
}

/** Starts reading `file`; never rejects (a failure is a result). */
function startRead<F extends PackableFile>(reader: ContentReader<F>, file: F): Promise<ReadResult> {
  try {
    if (file.size > STREAM_THRESHOLD_BYTES && reader.stream)
      return Promise.resolve({ stream: reader.stream(file) });
    return reader.read(file).then((data) => ({ data }), failedRead);
  } catch (error) {
    return Promise.resolve(failedRead(error));
  }
}

/** The reads of `files`, in their order. */
export async function* readAhead<F extends PackableFile>(
  files: readonly F[],
  reader: ContentReader<F>,
): AsyncGenerator<{ index: number; result: ReadResult }> {
  const queue: { index: number; bytes: number; result: Promise<ReadResult> }[] = [];
  let queuedBytes = 0;
  let next = 0;
  while (next < files.length || queue.length > 0) {
    while (
      next < files.length &&
      (queue.length === 0 ||
        (queue.length < MAX_READ_AHEAD_FILES &&
          queuedBytes + (files[next] as F).size <= MAX_READ_AHEAD_BYTES))
    ) {
      const file = files[next] as F;
      const bytes = Math.min(file.size, STREAM_THRESHOLD_BYTES);
      queue.push({ index: next++, bytes, result: startRead(reader, file) });
      queuedBytes += bytes;
    }
    const head = queue.shift() as (typeof queue)[number];
    queuedBytes -= head.bytes;
    yield { index: head.index, result: await head.result };
  }
}
