/**
 * Builds `plerion-iac` into one file, `dist/cli.js` (run by `npm run build` after the Action's
 * bundle): ncc bundles `src/cli/index.ts` with every dependency, so the packed package needs
 * nothing installed. The build fails when ncc split the bundle into chunks (a dynamic import the
 * command line reaches): `npx` of the tarball must get one file. Its third-party licences go to
 * `dist/cli-licenses.txt`. `node scripts/build-cli.ts [--out <folder>]` builds elsewhere (the
 * tests build a fresh bundle to pack, without touching dist/).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHEBANG = '#!/usr/bin/env node\n';

/** Builds the command line into `out` as `cli.js` and `cli-licenses.txt`; returns the bundle. */
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
    const chunks = fs.readdirSync(scratch).filter((f) => f.endsWith('.js') && f !== 'index.js');
    if (chunks.length > 0)
      throw new Error(
        `the command line's bundle was split into ${chunks.join(', ')}: import the modules they hold statically from src/cli/`,
      );
    const code = fs.readFileSync(path.join(scratch, 'index.js'), 'utf8');
    fs.mkdirSync(out, { recursive: true });
    const bundle = path.join(out, 'cli.js');
    fs.writeFileSync(bundle, code.startsWith('#!') ? code : SHEBANG + code, { mode: 0o755 });
    fs.chmodSync(bundle, 0o755);
    fs.copyFileSync(path.join(scratch, 'licenses.txt'), path.join(out, 'cli-licenses.txt'));
    return bundle;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
  const bundle = buildCli(path.resolve(ROOT, values.out));
  console.log(`built ${path.relative(ROOT, bundle)}`);
}
