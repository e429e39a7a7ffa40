/**
 * The configuration file read from a commit's git objects (a privileged run's base branch tip):
 * the committed bytes, whatever the work tree holds; a link or a folder at the path refused; no
 * file is no file; the `config` input's file required to exist there.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfigFileAt } from '../../../../src/engine/config/load/load-config.ts';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { git, tempDir } from '../../../support/git-fixtures.ts';

let repo: string;
let withFile: string;
let withLink: string;
let without: string;
beforeAll(() => {
  repo = tempDir('iac-config-commit-');
  git(repo, ['init', '-q']);
  git(repo, ['commit', '-q', '--allow-empty', '-m', 'empty']);
  without = git(repo, ['rev-parse', 'HEAD']);
  fs.writeFileSync(path.join(repo, '.plerion-iac.yml'), 'fail-on: [CRITICAL]\n');
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'file']);
  withFile = git(repo, ['rev-parse', 'HEAD']);
  fs.rmSync(path.join(repo, '.plerion-iac.yml'));
  fs.symlinkSync('/etc/hostname', path.join(repo, '.plerion-iac.yml'));
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'link']);
  withLink = git(repo, ['rev-parse', 'HEAD']);
  // The work tree says something else: it is never read.
  fs.rmSync(path.join(repo, '.plerion-iac.yml'));
  fs.writeFileSync(path.join(repo, '.plerion-iac.yml'), 'fail-on: none\n');
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

const at = (sha: string) => ({
  git: createGitCli(),
  cwd: repo,
  sha,
  label: `commit ${sha.slice(0, 7)}`,
});

describe('the configuration file of a commit', () => {
  it('reads the committed file, not the work tree’s', async () => {
    const file = await readConfigFileAt(at(withFile), '', "input 'config'");
    expect(file?.values['fail-on']).toEqual({ value: ['CRITICAL'], line: 1 });
  });

  it('refuses a link, whatever it points at', async () => {
    await expect(readConfigFileAt(at(withLink), '', "input 'config'")).rejects.toThrow(
      /Invalid configuration file '\.plerion-iac\.yml' in commit .{7}: it is a link, not a file/,
    );
  });

  it('has no file where the commit has none, and refuses a named file it lacks', async () => {
    expect(await readConfigFileAt(at(without), '', "input 'config'")).toBeUndefined();
    await expect(readConfigFileAt(at(without), 'ci/scan.yml', "input 'config'")).rejects.toThrow(
      /Invalid input 'config': 'ci\/scan\.yml'\. Expected a YAML file inside the repository, relative to it \(commit .{7} has no such file\)/,
    );
    await expect(readConfigFileAt(at(withFile), '../up.yml', "input 'config'")).rejects.toThrow(
      /Invalid input 'config': '\.\.\/up\.yml'/,
    );
  });
});
