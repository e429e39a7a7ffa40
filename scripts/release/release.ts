/**
 * `node scripts/release/release.ts <mode>`: what .github/workflows/release.yml runs, and the dry
 * run .ci/run runs on every push (`npm run -s release:dry-run`).
 *
 *   verify   --version X.Y.Z --out <dir>     checks, rebuild, assets (read-only token)
 *   publish  --version X.Y.Z --assets <dir>  draft, assets, publish, move vX (release environment)
 *   rollback --to X.Y.Z                      move vX back to an earlier release
 *   dry-run  [--out <dir>] [--no-rebuild]    the local steps, and what the rest would do
 *
 * GitHub is reached with GITHUB_TOKEN at GITHUB_API_URL for GITHUB_REPOSITORY; the commit is the
 * checkout's HEAD, which must be GITHUB_SHA when that is set.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dryRunRelease } from './dry-run.ts';
import { createGitHubApi } from './github-api.ts';
import { publishRelease, verifyRelease } from './publish-release.ts';
import { ReleaseRefused, type ReleasePorts } from './release-ports.ts';
import { rollbackRelease } from './rollback-release.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A workflow command's value: `%`, CR and LF escaped as the runner reads them. */
const command = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

function required(name: string, value: string | undefined): string {
  if (!value) throw new ReleaseRefused(`${name} is required`);
  return value;
}

/** The checkout's ports; a release (not the dry run) must be of the workflow's own commit. */
function localPorts(release: boolean): Omit<ReleasePorts, 'api'> {
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const sha = git(['rev-parse', 'HEAD']).trim();
  const expected = process.env.GITHUB_SHA;
  if (release && expected && expected !== sha)
    throw new ReleaseRefused(`the checkout is at ${sha}, not the workflow's commit ${expected}`);
  return {
    root: ROOT,
    sha,
    build: () => {
      const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
    },
    distChanges: () => git(['status', '--porcelain', '--', 'dist']),
    log: (line) => console.log(line),
    warn: (line) => console.log(`::warning::${command(line)}`),
    output: (name, value) => {
      if (process.env.GITHUB_OUTPUT)
        fs.appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
    },
  };
}

function githubPorts(): ReleasePorts {
  const api = createGitHubApi({
    baseUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    token: required('GITHUB_TOKEN', process.env.GITHUB_TOKEN),
    repository: required('GITHUB_REPOSITORY', process.env.GITHUB_REPOSITORY),
  });
  return { ...localPorts(true), api };
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      out: { type: 'string' },
      assets: { type: 'string' },
      to: { type: 'string' },
      'no-rebuild': { type: 'boolean', default: false },
    },
  });
  const mode = positionals[0];
  if (mode === 'dry-run') {
    const out = values.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'iac-release-'));
    try {
      dryRunRelease({ out, rebuild: !values['no-rebuild'] }, localPorts(false));
    } finally {
      if (values.out === undefined) fs.rmSync(out, { recursive: true, force: true, maxRetries: 5 });
    }
    console.log(
      `Dry run: nothing was sent to GitHub${values.out ? `; the assets are in ${out}` : ''}.`,
    );
  } else if (mode === 'verify')
    await verifyRelease(
      { version: required('--version', values.version), out: required('--out', values.out) },
      githubPorts(),
    );
  else if (mode === 'publish')
    await publishRelease(
      {
        version: required('--version', values.version),
        assets: required('--assets', values.assets),
      },
      githubPorts(),
    );
  else if (mode === 'rollback')
    await rollbackRelease({ to: required('--to', values.to) }, githubPorts());
  else
    throw new ReleaseRefused(
      `mode '${mode ?? ''}' is not one of verify, publish, rollback, dry-run`,
    );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const refused = error instanceof ReleaseRefused;
  const message = error instanceof Error ? error.message : String(error);
  console.log(
    `::error::${command(refused ? `Release refused: ${message}` : `Release failed: ${message}`)}`,
  );
  process.exitCode = 1;
});
