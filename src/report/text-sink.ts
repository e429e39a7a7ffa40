/**
 * Writes a document given as a sequence of text chunks to a file, atomically (a temporary file
 * renamed into place), so a report of any size is never held whole in memory nor passes V8's
 * maximum string length. Chunks are gathered into blocks of about 256 KB, each redacted whole (a
 * secret split across two chunks is still found) and written at once: the report is the only
 * work left when it is written, so blocking writes cost nothing and spare a stream's overhead.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { redact } from '../sanitize.ts';

/** Text gathered before one write to the file. */
const WRITE_BUFFER_CHARS = 256 * 1024;

/** Writes `chunks` into `file`; the file appears only once complete. */
export async function writeChunksAtomic(file: string, chunks: Iterable<string>): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    let pending: string[] = [];
    let size = 0;
    const flush = (): void => {
      if (pending.length === 0) return;
      const bytes = Buffer.from(redact(pending.join('')));
      for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
      pending = [];
      size = 0;
    };
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= WRITE_BUFFER_CHARS) flush();
    }
    flush();
    fs.closeSync(fd);
    await fs.promises.rename(temporary, file);
  } catch (error) {
    try {
      fs.closeSync(fd);
    } catch {
      // Already closed: only the temporary file is left to remove.
    }
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/** `JSON.stringify(value, null, 2)` for a value nested `depth` spaces deep. */
export function indentedJson(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}
