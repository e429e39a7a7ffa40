/**
 * Builds `plerion-iac` (run by `npm run build` after the Action's bundle): ncc bundles
 * `src/cli/index.ts` with every dependency, so the packed package needs nothing installed. The
 * entry, `dist/cli.js`, holds only what `--help` and `--version` print, so they start like a
 * command; the commands and the engine are two chunks (our code, the packages) it loads beside
 * itself when a command runs (`src/cli/main.ts`), named `dist/cli-<id>.js` (ncc names chunks `<id>.index.js`, as the
 * Action's own are: the entry's chunk loader is rewritten to the CLI's names, and the build fails
 * if that rewrite does not apply exactly once). package.json's `files` ships `dist/cli*.js`.
 * Their third-party licences go to `dist/cli-licenses.txt`. `node scripts/build-cli.ts
 * [--out <folder>]` builds elsewhere (the tests and the bench build a fresh bundle to pack or
 * measure, without touching dist/).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHEBANG = '#!/usr/bin/env node\n';

/** The entry, and what its chunks are named (matched by package.json's `files`). */
export const CLI_ENTRY = 'cli.js';
export const CLI_CHUNK = /^cli-\d+\.js$/;
export const CLI_LICENSES = 'cli-licenses.txt';

/** ncc's chunk loader: the file name of chunk `chunkId`. */
const NCC_CHUNK_NAME = 'return "" + chunkId + ".index.js";';

/** Builds the command line into `out` (its entry, chunks and licences); returns the entry. */
export function buildCli(out: string): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'plerion-cli-build-'));
  try {
    const ncc = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'ncc'),
      [
        'build',
        path.join(ROOT, 'src', 'cli', 'index.ts'),
        '-o',
        scratch,
        '--license',
        'licenses.txt',
        '--target',
        'es2023',
        '--quiet',
      ],
      { encoding: 'utf8', cwd: ROOT },
    );
    if (ncc.status !== 0) throw new Error(`ncc failed:\n${ncc.stderr}${ncc.stdout}`);
    const chunks = fs.readdirSync(scratch).filter((f) => /^\d+\.index\.js$/.test(f));
    const code = fs.readFileSync(path.join(scratch, 'index.js'), 'utf8');
    const loaders = code.split(NCC_CHUNK_NAME).length - 1;
    if (chunks.length > 0 && loaders !== 1)
      throw new Error(
        `the entry's chunk loader (${NCC_CHUNK_NAME}) was found ${loaders} times, not once: the chunks cannot be renamed`,
      );
    fs.mkdirSync(out, { recursive: true });
    // A chunk of an earlier build in `out` must not ship with this one.
    for (const old of fs.readdirSync(out).filter((f) => CLI_CHUNK.test(f)))
      fs.rmSync(path.join(out, old));
    const entry = path.join(out, CLI_ENTRY);
    const renamed = code.replace(NCC_CHUNK_NAME, 'return "cli-" + chunkId + ".js";');
    fs.writeFileSync(entry, renamed.startsWith('#!') ? renamed : SHEBANG + renamed);
    fs.chmodSync(entry, 0o755);
    for (const chunk of chunks)
      fs.copyFileSync(
        path.join(scratch, chunk),
        path.join(out, `cli-${chunk.replace('.index.js', '')}.js`),
      );
    fs.copyFileSync(path.join(scratch, 'licenses.txt'), path.join(out, CLI_LICENSES));
    return entry;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
  const entry = buildCli(path.resolve(ROOT, values.out));
  console.log(`built ${path.relative(ROOT, entry)} and its chunks`);
}
