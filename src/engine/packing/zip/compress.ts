/**
 * Deflates every file exactly once into the spool, so that archives are planned on exact sizes
 * and assembled without compressing anything twice.
 *
 * Two kinds of thread deflate at once. Node's asynchronous zlib runs on libuv's thread pool
 * (UV_THREADPOOL_SIZE threads, 4 by default): files of ASYNC_MIN_BYTES or more go there while
 * the bytes already there stay under `maxPoolBytes`; every other file is deflated synchronously
 * on the main thread, which yields to the event loop every YIELD_EVERY_MS to collect finished
 * pool work. A pool call costs a stream and a round trip, about as much as deflating a small
 * file, hence the split. Measured on 2 cores and 282 MB: main thread alone 103 MB/s, pool
 * alone 75 MB/s, both 126 MB/s; worker threads were as fast but cost 30 to 50 MB each. Every
 * file gets a fresh zlib stream at level 6, so its bytes are the same whichever thread deflated
 * it, whatever the pool size.
 */
import * as os from 'node:os';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import {
  describeReadError,
  TreeReadError,
  type ContentReader,
  type PackableFile,
} from '../content-reader.ts';
import { readAhead } from '../read-ahead.ts';
import type { Spool } from './spool.ts';

/** zlib's level: Info-ZIP's default, the throughput the bench compares with (higher: smaller, slower). */
export const DEFLATE_LEVEL = 6;
/**
 * Bytes on the thread pool at most, by default: enough to keep it busy between yields (more only
 * holds more input in memory while it waits).
 */
export const MAX_POOL_BYTES = 1024 * 1024;
/** Smaller files are cheaper to deflate here than to send to the pool. */
const ASYNC_MIN_BYTES = 16 * 1024;
/** Deflates on the pool at once, at most: each thread that deflates grows its own malloc arena. */
const MAX_POOL_TASKS = 4;
/** How long the main thread deflates before collecting pool work: longer starves the pool. */
const YIELD_EVERY_MS = 2;
/**
 * zlib's output buffer, allocated per call: sized to the file between these, so it is rarely
 * garbage (smaller: more calls for a big file; larger: memory wasted on small ones).
 */
const MAX_OUTPUT_CHUNK_BYTES = 64 * 1024;
const MIN_OUTPUT_CHUNK_BYTES = 1024;

const deflateRawAsync = promisify(zlib.deflateRaw);

export interface Compressed {
  readonly crc32: number;
  readonly size: number;
  readonly compressedSize: number;
  /** Where the deflated bytes are in the spool; undefined when they exceed the cap (not kept). */
  readonly spoolOffset: number | undefined;
}

/** A file's outcome: deflated, or left out because it could not be read. */
export type CompressOutcome = Compressed | { readonly unreadable: string };

/** With one core, the pool would only take turns with the main thread. */
function defaultMaxPoolBytes(): number {
  return os.availableParallelism() > 1 ? MAX_POOL_BYTES : 0;
}

/** An eighth of the input: typical IaC text deflates into one such chunk. */
function outputChunkFor(size: number): number {
  const eighth = 2 ** Math.ceil(Math.log2((size >> 3) + 1));
  return Math.min(MAX_OUTPUT_CHUNK_BYTES, Math.max(MIN_OUTPUT_CHUNK_BYTES, eighth));
}

type Streamed =
  | { unreadable: string }
  | { crc32: number; size: number; compressedSize: number; deflated: Buffer | undefined };

/** Deflates a file given in chunks; keeps its deflated bytes only while within `capBytes`. */
async function deflateStream(chunks: AsyncIterable<Buffer>, capBytes: number): Promise<Streamed> {
  let crc32 = 0;
  let size = 0;
  let compressedSize = 0;
  const kept: Buffer[] = [];
  const deflate = zlib.createDeflateRaw({
    level: DEFLATE_LEVEL,
    chunkSize: MAX_OUTPUT_CHUNK_BYTES,
  });
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('error', reject);
    deflate.on('end', resolve);
  });
  deflate.on('data', (chunk: Buffer) => {
    compressedSize += chunk.length;
    // Past the cap the file cannot fit any archive: count its bytes, keep none.
    if (compressedSize <= capBytes) kept.push(chunk);
    else kept.length = 0;
  });
  try {
    for await (const chunk of chunks) {
      crc32 = zlib.crc32(chunk, crc32);
      size += chunk.length;
      if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
  } catch (error) {
    deflate.destroy();
    if (error instanceof TreeReadError) throw error;
    return { unreadable: describeReadError(error) };
  }
  deflate.end();
  await done;
  const deflated = compressedSize <= capBytes ? Buffer.concat(kept) : undefined;
  return { crc32, size, compressedSize, deflated };
}

/**
 * Deflates `files` into `spool`, keeping at most `capBytes` of deflated data per file, and
 * returns their outcomes in the order of `files`. A file the reader cannot supply is an
 * outcome, not an error; a `TreeReadError` of the reader, zlib or spool failures reject.
 */
export async function compressAll<F extends PackableFile>(
  files: readonly F[],
  options: {
    reader: ContentReader<F>;
    spool: Spool;
    capBytes: number;
    maxPoolBytes?: number;
    /** Called once a file's outcome is known (files on the pool finish out of order). */
    onDone?: (index: number, outcome: CompressOutcome) => void;
    /** Checked before each file: true stops deflating (the consumer left). */
    stopped?: () => boolean;
  },
): Promise<CompressOutcome[]> {
  const { spool, capBytes } = options;
  const maxPoolBytes = options.maxPoolBytes ?? defaultMaxPoolBytes();
  const outcomes = new Array<CompressOutcome>(files.length);
  const settle = (index: number, outcome: CompressOutcome): void => {
    outcomes[index] = outcome;
    options.onDone?.(index, outcome);
  };
  const onPool = new Set<Promise<void>>();
  let failure: unknown;
  let poolBytes = 0;
  let lastYield = performance.now();
  const spooled = (crc32: number, size: number, compressedSize: number, deflated?: Buffer) => ({
    crc32,
    size,
    compressedSize,
    spoolOffset: deflated && compressedSize <= capBytes ? spool.append(deflated) : undefined,
  });
  try {
    for await (const { index, result } of readAhead(files, options.reader)) {
      if (options.stopped?.()) break;
      if ('broken' in result) {
        throw result.broken;
      } else if ('failed' in result) {
        settle(index, { unreadable: result.failed });
      } else if ('stream' in result) {
        const s = await deflateStream(result.stream, capBytes);
        settle(
          index,
          'unreadable' in s ? s : spooled(s.crc32, s.size, s.compressedSize, s.deflated),
        );
      } else {
        const { data } = result;
        const crc32 = zlib.crc32(data);
        const zlibOptions = { level: DEFLATE_LEVEL, chunkSize: outputChunkFor(data.length) };
        if (
          data.length >= ASYNC_MIN_BYTES &&
          poolBytes + data.length <= maxPoolBytes &&
          onPool.size < MAX_POOL_TASKS
        ) {
          poolBytes += data.length;
          const task = deflateRawAsync(data, zlibOptions)
            .then((out) => settle(index, spooled(crc32, data.length, out.length, out)))
            .catch((error: unknown) => void (failure ??= error))
            .finally(() => {
              onPool.delete(task);
              poolBytes -= data.length;
            });
          onPool.add(task);
        } else {
          const out = zlib.deflateRawSync(data, zlibOptions);
          settle(index, spooled(crc32, data.length, out.length, out));
        }
      }
      if (performance.now() - lastYield >= YIELD_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        lastYield = performance.now();
      }
    }
  } finally {
    await Promise.all(onPool);
  }
  if (failure !== undefined) throw failure;
  return outcomes;
}
