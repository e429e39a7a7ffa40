/**
 * The JSON report and the SARIF file are written as a stream of chunks: the file appears only
 * once whole, and the key never reaches it, even split across two chunks.
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeChunksAtomic, writeChunksToStream } from '../../../src/engine/formats/text-sink.ts';
import { clearSecrets, redact, registerSecret, streamRedactor } from '../../../src/sanitize.ts';

const KEY = 'plk_live_0123456789abcdef';

describe('writing a document in chunks', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-text-sink-'));
    registerSecret(KEY);
  });
  afterEach(() => {
    clearSecrets();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('writes megabytes of chunks in order, with the key redacted where a chunk boundary splits it', async () => {
    const file = path.join(dir, 'out', 'report.json');
    const rows = Array.from(
      { length: 40_000 },
      (_, i) => `{"row":${i},"pad":"${'x'.repeat(40)}"}\n`,
    );
    const chunks = ['echo: plk_live_0123', '456789abcdef\n', ...rows];
    await writeChunksAtomic(file, chunks);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain(KEY);
    expect(text.startsWith('echo: ***\n')).toBe(true);
    expect(text.length).toBe('echo: ***\n'.length + rows.join('').length);
    expect(text.endsWith(rows.at(-1) as string)).toBe(true);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['report.json']);
  });

  it('redacts the key split exactly where a 256 KB block is written', async () => {
    const file = path.join(dir, 'report.json');
    const first = `${'x'.repeat(256 * 1024 - 'plk_live_0'.length)}plk_live_0`;
    await writeChunksAtomic(file, [first, '123456789abcdef', ' and after']);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('plk_live_0');
    expect(text.endsWith('x*** and after')).toBe(true);
  });

  it('redacts text given in any pieces exactly as the whole, and never splits a character', () => {
    const whole = `a ${KEY} b ${KEY}${KEY} c 🙂 plk_live_ d ${JSON.stringify(`"${KEY}"`)} ${KEY}`;
    for (let a = 0; a <= whole.length; a += 3)
      for (let b = a; b <= whole.length; b += 5) {
        const redactor = streamRedactor();
        const pieces = [whole.slice(0, a), whole.slice(a, b), whole.slice(b)].map((p) =>
          redactor.push(p),
        );
        pieces.push(redactor.end());
        expect(pieces.join('')).toBe(redact(whole));
        for (const piece of pieces) expect(piece).not.toMatch(/[\ud800-\udbff]$/);
      }
  });

  it('leaves neither the file nor a temporary one when the chunks fail half-way', async () => {
    const file = path.join(dir, 'report.json');
    function* failing(): Generator<string> {
      yield 'x'.repeat(2_000_000);
      throw new Error('the report could not be rendered');
    }
    await expect(writeChunksAtomic(file, failing())).rejects.toThrow('could not be rendered');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')(
    'writes into a named pipe (as into /dev/null or /dev/stdout) and never replaces it by a file',
    async () => {
      const fifo = path.join(dir, 'report.pipe');
      execFileSync('mkfifo', [fifo]);
      const reader = spawn('cat', [fifo]);
      let read = '';
      reader.stdout.on('data', (chunk: Buffer) => (read += chunk.toString()));
      const closed = new Promise((resolve) => reader.on('close', resolve));
      const timer = setTimeout(() => reader.kill(), 5_000);
      await writeChunksAtomic(fifo, ['{"a":', `"${KEY}"}\n`]);
      await closed;
      clearTimeout(timer);
      expect(fs.lstatSync(fifo).isFIFO()).toBe(true);
      expect(read).toBe('{"a":"***"}\n');
    },
  );

  it('writes to a stream a block at a time, redacted, and stops quietly when the reader goes (| head)', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `row ${i} ${KEY}\n`);
    const received: string[] = [];
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk.toString());
        setImmediate(done);
      },
    });
    await writeChunksToStream(slow, rows);
    expect(received.join('')).toBe(rows.join('').split(KEY).join('***'));
    let writes = 0;
    const closed = new Writable({
      write(_chunk, _encoding, done) {
        writes++;
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    closed.on('error', () => undefined);
    await writeChunksToStream(closed, rows);
    expect(writes).toBe(1);
    const failing = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, done) {
        setImmediate(() => done(Object.assign(new Error('disk full'), { code: 'ENOSPC' })));
      },
    });
    await expect(writeChunksToStream(failing, rows)).rejects.toThrow('disk full');
  });
});
