/**
 * Where packing reads a file's bytes: a port, so that files can come from the disk (the
 * default) or from elsewhere, such as a base commit's git blobs. Entry names are always the
 * file's `path`; a reader only supplies bytes.
 */
import * as fs from 'node:fs';

/** What packing needs to know of a file besides its bytes. */
export interface PackableFile {
  /** Workspace-relative POSIX path: the zip entry name. */
  readonly path: string;
  /** Files of one unit stay in one archive when they can. */
  readonly unit: string;
  /** Expected size in bytes (it sets how the file is read and what it costs in memory). */
  readonly size: number;
}

/**
 * Reads files' bytes. A rejection (or a failing stream) leaves that one file out, unless it is a
 * `TreeReadError`: then the source itself failed and packing stops with that error.
 */
export interface ContentReader<F extends PackableFile = PackableFile> {
  /** The whole content. */
  read(file: F): Promise<Buffer>;
  /** The content in chunks, for files too large to hold whole; without it, `read` is used. */
  stream?(file: F): AsyncIterable<Buffer>;
}

/**
 * The reader's source failed as a whole (git could not read the commit's objects), not one file:
 * packing stops with this error, so a tree that could not be read is never taken for one whose
 * few unreadable files were left out.
 */
export class TreeReadError extends Error {
  override readonly name = 'TreeReadError';
}

/** Bytes read at a time from a large file. */
const STREAM_CHUNK_BYTES = 1024 * 1024;

/** Reads `absolutePath` from the disk. */
export const diskReader: ContentReader<PackableFile & { readonly absolutePath: string }> = {
  // Synchronous on purpose: measured faster than fs.promises (whose open, stat, read and close
  // each take a trip to the thread pool), and nothing else runs while packing.
  read: async (file) => fs.readFileSync(file.absolutePath),
  stream: (file) => fs.createReadStream(file.absolutePath, { highWaterMark: STREAM_CHUNK_BYTES }),
};

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'it no longer exists',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/** Why a file could not be read, in words (the system's code in brackets). */
export function describeReadError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const known = REASONS[code];
  if (known) return `${known} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
