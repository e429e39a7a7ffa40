/**
 * Writes a document given as a sequence of text chunks to a file, atomically (a temporary file
 * renamed into place), so a report of any size is never held whole in memory nor passes V8's
 * maximum string length. Chunks are gathered into blocks of about 256 KB and redacted as one
 * stream (a secret split across two chunks or two blocks is still found), each block written at
 * once: the report is the only work left when it is written, so blocking writes cost nothing and
 * spare a stream's overhead. Standard output (the command line's reports) gets the same blocks,
 * through its stream.
 */
import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { streamRedactor } from '../../sanitize.ts';

/** Text gathered before one write to the file. */
const WRITE_BUFFER_CHARS = 256 * 1024;

/**
 * The chunks gathered into blocks of about `WRITE_BUFFER_CHARS`, redacted as one stream: a secret
 * split across two chunks or two blocks is still found. The last block may be empty.
 */
export function* redactedBlocks(chunks: Iterable<string>): Generator<string> {
  const redactor = streamRedactor();
  let pending: string[] = [];
  let size = 0;
  for (const chunk of chunks) {
    pending.push(chunk);
    size += chunk.length;
    if (size < WRITE_BUFFER_CHARS) continue;
    yield redactor.push(pending.join(''));
    pending = [];
    size = 0;
  }
  yield redactor.push(pending.join(''));
  yield redactor.end();
}

/**
 * Writes `chunks` into `file`; the file appears only once complete. A target that is no regular
 * file (`/dev/null`, `/dev/stdout`, a named pipe) is written into as it is: renaming a temporary
 * file over it would replace the device itself (as root, `--format json=/dev/null` replaced
 * `/dev/null` with a regular file for the whole machine).
 */
export async function writeChunksAtomic(file: string, chunks: Iterable<string>): Promise<void> {
  const stat = await fs.promises.stat(file).catch(() => undefined);
  const special = stat !== undefined && !stat.isFile() && !stat.isDirectory();
  if (!special) await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = special ? file : `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  let open = true;
  const write = (text: string): void => {
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at);
  };
  try {
    for (const block of redactedBlocks(chunks)) write(block);
    open = false;
    fs.closeSync(fd);
    if (!special) await fs.promises.rename(temporary, file);
  } catch (error) {
    // Closed here only if still open: after an await the number may belong to another file.
    if (open) fs.closeSync(fd);
    if (!special) await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes `chunks` to `stream` (standard output) redacted as `writeChunksAtomic` writes a file,
 * waiting for the stream to drain after each block, so a slow reader holds one block in memory.
 * A reader that stops reading (`| head`: the pipe is closed) ends the writing quietly, as for any
 * command-line tool; any other failure of the stream rejects instead of hanging.
 */
export async function writeChunksToStream(
  stream: NodeJS.WritableStream,
  chunks: Iterable<string>,
): Promise<void> {
  try {
    for (const block of redactedBlocks(chunks)) {
      if ((stream as { destroyed?: boolean }).destroyed) return;
      if (block === '' || stream.write(block)) continue;
      await once(stream, 'drain');
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
  }
}

/** `JSON.stringify(value, null, 2)` for a value nested `depth` spaces deep. */
export function indentedJson(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}
