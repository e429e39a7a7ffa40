/**
 * The command line as it is distributed: `npm pack` ships only what it needs (the entry, the
 * chunks it loads, their licences, the README and package.json), and the packed tarball runs with
 * `npx` in an empty folder with nothing installed and no registry to reach: no runtime dependency
 * for npm to fetch. The bundle is built here from src/ (as `npm run build` builds dist/cli.js), so the test
 * proves what the next build ships without touching dist/.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build-cli.ts';
import { git } from '../support/git-fixtures.ts';
import { tempDir } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';
import { cleanEnv } from '../support/run-cli.ts';

/**
 * What the package may hold: the command line's entry, its chunks and their licences; nothing of
 * src/, test/, node_modules or the Action's bundle.
 */
const SHIPPABLE =
  /^(package\.json|README\.md|LICENSE(\.md)?|CHANGELOG\.md|dist\/cli\.js|dist\/cli-\d+\.js|dist\/cli-licenses\.txt)$/;

let tarball: string;
let version: string;
/** The files the fresh build wrote, and the files its tarball packed. */
let built: string[];
let packedFiles: string[];
/** The entry's size: what `--help` and `--version` parse. */
let entryBytes: number;

/** npm as a user runs it: Node 24 first on PATH, a fresh cache and home, no registry reachable. */
function npm(args: string[], cwd: string, home: string) {
  const env = cleanEnv({
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: home,
    npm_config_cache: path.join(home, 'npm-cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  });
  return spawnSync('npm', args, {
    cwd,
    env,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
}

beforeAll(() => {
  const stage = tempDir('iac-pack-stage-');
  buildCli(path.join(stage, 'dist'));
  built = fs.readdirSync(path.join(stage, 'dist')).map((f) => `dist/${f}`);
  entryBytes = fs.statSync(path.join(stage, 'dist', 'cli.js')).size;
  for (const file of ['package.json', 'README.md'])
    fs.copyFileSync(path.join(ROOT, file), path.join(stage, file));
  version = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const out = tempDir('iac-pack-out-');
  const packed = npm(['pack', '--pack-destination', out, '--json'], stage, tempDir('iac-home-'));
  expect(packed.status, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = path.join(out, info!.filename);
  packedFiles = info!.files.map((f) => f.path);
}, 600_000);

describe('the packed command line', () => {
  it('ships only what the command line needs, and declares no dependency to fetch', () => {
    const listed = npm(['pack', '--dry-run', '--json'], ROOT, tempDir('iac-home-'));
    expect(listed.status, listed.stderr).toBe(0);
    const [info] = JSON.parse(listed.stdout) as { files: { path: string }[] }[];
    const files = info!.files.map((f) => f.path);
    expect(files.filter((f) => !SHIPPABLE.test(f))).toEqual([]);
    expect(files).toContain('package.json');
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(pkg.bin).toEqual({ 'plerion-iac': 'dist/cli.js' });
    expect(pkg.dependencies ?? {}).toEqual({});
    // The fresh build: its entry, every chunk the entry loads, and their licences, all packed.
    expect(built.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(1);
    expect(packedFiles.filter((f) => f.startsWith('dist/')).sort()).toEqual([...built].sort());
    expect(packedFiles.filter((f) => !SHIPPABLE.test(f))).toEqual([]);
    // The entry holds what --help and --version print, not the engine (about 3 MB).
    expect(entryBytes).toBeLessThan(100_000);
  });

  it('runs with npx in an empty folder, offline: --version, --help, and a dry run of a repository', () => {
    const home = tempDir('iac-home-');
    const empty = tempDir('iac-npx-');
    const run = (args: string[], cwd = empty) =>
      npm(
        ['exec', '--offline', '--yes', `--package=${tarball}`, '--', 'plerion-iac', ...args],
        cwd,
        home,
      );
    const shown = run(['--version']);
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout.trim()).toBe(version);
    expect(run(['--help']).stdout).toContain('Exit codes: 0 pass');
    const repo = tempDir('iac-npx-repo-');
    fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), repo, { recursive: true });
    git(repo, ['init', '-q']);
    const dry = run(['--dry-run', '--format', 'junit=junit.xml', '--format', 'text'], repo);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('a real run would send 14 files in 1 archive');
    expect(fs.readFileSync(path.join(repo, 'junit.xml'), 'utf8')).toMatch(/^<\?xml version="1\.0"/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
