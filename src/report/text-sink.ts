/**
 * Writes a document given as a sequence of text chunks to a file, atomically (a temporary file
 * renamed into place) and with back-pressure, so a report of any size is never held whole in
 * memory nor passes V8's maximum string length. Each chunk is redacted on its own: chunks are whole
 * JSON values, so a secret never spans two.
 */
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';
import { redact } from '../sanitize.ts';

/** Text gathered before one write to the file. */
const WRITE_BUFFER_CHARS = 256 * 1024;

/** Streams `chunks` into `file`; the file appears only once complete. */
export async function writeChunksAtomic(file: string, chunks: Iterable<string>): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const out = fs.createWriteStream(temporary);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  try {
    let pending: string[] = [];
    let size = 0;
    const flush = async (): Promise<void> => {
      if (pending.length === 0) return;
      const text = pending.join('');
      pending = [];
      size = 0;
      if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
    };
    for (const chunk of chunks) {
      const text = redact(chunk);
      pending.push(text);
      size += text.length;
      if (size >= WRITE_BUFFER_CHARS) await flush();
    }
    await flush();
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    await fsp.rename(temporary, file);
  } catch (error) {
    out.destroy();
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

/** `JSON.stringify(value, null, 2)` for a value nested `depth` spaces deep. */
export function indentedJson(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}
