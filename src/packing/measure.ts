/**
 * Measures each file's deflated size by compressing it (streamed, so memory stays bounded), many
 * files at once on Node's zlib thread pool. Archives are then planned on exact sizes.
 */
import * as fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import * as zlib from 'node:zlib';
import { DEFLATE_LEVEL } from './zip-layout.ts';

const MEASURE_CONCURRENCY = 8;

export async function measureDeflatedSize(file: string): Promise<number> {
  let bytes = 0;
  await pipeline(
    fs.createReadStream(file, { highWaterMark: 256 * 1024 }),
    zlib.createDeflateRaw({ level: DEFLATE_LEVEL }),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    }),
  );
  return bytes;
}

/** Deflated sizes of `files`, in their order. */
export async function measureAll(
  files: readonly string[],
  concurrency = MEASURE_CONCURRENCY,
): Promise<number[]> {
  const sizes = new Array<number>(files.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const index = next++;
      sizes[index] = await measureDeflatedSize(files[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return sizes;
}
