/**
 * Git children hold no secret and run none of the repository's configured commands (issue 39):
 * `plerion-iac scan` as a child process in a clone whose `.git/config` sets `core.fsmonitor` to a
 * command writing a marker file (git runs it for `ls-files`, which discovery calls), with a `git`
 * on the PATH that records the environment each git child was given before running the real one.
 * The key comes from `PLERION_API_KEY`, or from `--api-key-file` while another variable holds the
 * same key; the marker never appears and no recorded environment holds the key.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { git } from '../../support/git-fixtures.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { runCli } from '../../support/run-cli.ts';

let emulator: Emulator;
let root: string;
let checkout: string;
let marker: string;
let recorded: string;
let wrapperFolder: string;

beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 5 } }).start();
  root = tempDir('iac-git-children-');
  const author = path.join(root, 'author');
  git(root, ['init', '-q', '-b', 'main', author]);
  writeTree(author, { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' });
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'base']);
  git(author, ['checkout', '-q', '-b', 'change']);
  writeTree(author, { 'infra/more.tf': 'resource "aws_sns_topic" "t" {}\n' });
  git(author, ['add', '-A']);
  git(author, ['commit', '-q', '-m', 'change']);
  checkout = path.join(root, 'checkout');
  git(root, ['clone', '-q', '--branch', 'change', author, checkout]);
  marker = path.join(root, 'fsmonitor-ran');
  git(checkout, ['config', 'core.fsmonitor', `touch '${marker}'; false`]);
  // Untracked files make ls-files ask the monitor.
  writeTree(checkout, { 'infra/untracked.tf': 'resource "aws_sqs_queue" "u" {}\n' });
  recorded = path.join(root, 'recorded');
  fs.mkdirSync(recorded);
  wrapperFolder = path.join(root, 'bin');
  fs.mkdirSync(wrapperFolder);
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  fs.writeFileSync(
    path.join(wrapperFolder, 'git'),
    `#!/bin/sh\nenv > "$RECORDED_GIT_ENV/env.$$"\nexec '${realGit}' "$@"\n`,
    { mode: 0o755 },
  );
});
afterAll(async () => {
  await emulator.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

function recordedEnvironments(): string[] {
  return fs.readdirSync(recorded).map((name) => fs.readFileSync(path.join(recorded, name), 'utf8'));
}

async function scan(args: string[], env: Record<string, string>) {
  for (const name of fs.readdirSync(recorded)) fs.rmSync(path.join(recorded, name));
  return runCli({
    cwd: checkout,
    caFile: emulator.caFile,
    args: ['--api-url', emulator.url, '--baseline', 'origin/main', 'infra', ...args],
    env: {
      PATH: `${wrapperFolder}${path.delimiter}${process.env.PATH ?? ''}`,
      RECORDED_GIT_ENV: recorded,
      ...env,
    },
  });
}

describe('the git children of a scan', () => {
  it('with the key in PLERION_API_KEY: no child has it, and core.fsmonitor never runs', async () => {
    const run = await scan([], { PLERION_API_KEY: KEYS.admin });
    expect(run.exitCode, run.stderr).toBe(0);
    const environments = recordedEnvironments();
    expect(environments.length).toBeGreaterThan(3);
    for (const env of environments) {
      expect(env).toContain('RECORDED_GIT_ENV=');
      expect(env).not.toContain(KEYS.admin);
    }
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('with the key in a file and also in another variable: no child has it', async () => {
    const keyFile = path.join(root, 'key');
    fs.writeFileSync(keyFile, `${KEYS.admin}\n`);
    const run = await scan(['--api-key-file', keyFile], { DEPLOY_KEY: KEYS.admin });
    expect(run.exitCode, run.stderr).toBe(0);
    const environments = recordedEnvironments();
    expect(environments.length).toBeGreaterThan(3);
    for (const env of environments) expect(env).not.toContain(KEYS.admin);
    expect(fs.existsSync(marker)).toBe(false);
  });
});
