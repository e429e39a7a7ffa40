/**
 * The configuration file read from a commit's git objects (a privileged run's base branch tip):
 * the committed bytes, whatever the work tree holds; a link or a folder at the path refused; no
 * file is no file; the `config` input's file required to exist there; for a folder scanned, the
 * nearest file from it up to the root, as on disk.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, readConfigFileAt } from '../../../../src/engine/config/load/load-config.ts';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { git, tempDir } from '../../../support/git-fixtures.ts';
import { importCommits } from '../../../support/git-import.ts';

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

describe("the configuration of a folder scanned at a commit (the command line's --commit)", () => {
  let nested: string;
  let sha: string;
  beforeAll(() => {
    nested = tempDir('iac-config-commit-folders-');
    git(nested, ['init', '-q']);
    [sha] = importCommits(nested, [
      {
        ref: 'refs/heads/main',
        message: 'folders',
        parents: [],
        files: [
          ['.plerion-iac.yml', 'fail-on: [CRITICAL]\n'],
          ['stacks/b/.plerion-iac.yaml', 'fail-on: [LOW]\n'],
          ['stacks/b/deep/main.tf', '\n'],
          ['stacks/c/.plerion-iac.yml', 'fail-on: none\n'],
          ['stacks/c/.plerion-iac.yaml', 'fail-on: none\n'],
          // Git's pathspec magic would read `:x/…` as `x/…`: another folder's file.
          [':x/.plerion-iac.yml', 'fail-on: [HIGH]\n'],
          ['x/.plerion-iac.yml', 'fail-on: none\n'],
        ],
      },
    ]) as [string];
    // Not committed: an organisation's file of the user's machine.
    fs.writeFileSync(path.join(nested, 'org.yml'), 'require:\n  fail-on: [CRITICAL, HIGH]\n');
  });
  afterAll(() => fs.rmSync(nested, { recursive: true, force: true }));

  const load = (from: string, options: { org?: string; orgOnDisk?: boolean } = {}) =>
    loadConfig({
      root: nested,
      from: path.join(nested, from),
      named: '',
      labels: { config: '--config', orgConfig: '--org-config' },
      given: options.org
        ? { 'org-config': { value: options.org, source: 'flag', name: '--org-config' } }
        : {},
      commit: { git: createGitCli(), cwd: nested, sha, label: `commit ${sha.slice(0, 7)}` },
      givenOrgOnDisk: options.orgOnDisk ?? true,
      fetchRepositoryFile: () => Promise.reject(new Error('no organisation file here')),
    });

  it('is the nearest file from the folder up, as on disk', async () => {
    expect((await load('stacks/b/deep')).file?.file).toBe('stacks/b/.plerion-iac.yaml');
    expect((await load('stacks/a')).file?.file).toBe('.plerion-iac.yml');
    expect((await load('.')).file?.file).toBe('.plerion-iac.yml');
  });

  it('reads a name as written, never as a git pathspec', async () => {
    const file = (await load(':x')).file;
    expect([file?.file, file?.values['fail-on']?.value]).toEqual([':x/.plerion-iac.yml', ['HIGH']]);
  });

  it("refuses the repository's own file as the organisation's, however its path is written", async () => {
    // The Action's input, read at the commit as the repository's file is.
    await expect(load('.', { org: './.plerion-iac.yml', orgOnDisk: false })).rejects.toThrow(
      /The organisation's file \(org-config\) is the repository's own configuration file \.plerion-iac\.yml/,
    );
  });

  it("reads an organisation's file the user names from disk, as it is on this machine", async () => {
    const loaded = await load('.', { org: 'org.yml' });
    expect(loaded.org?.file).toBe('org.yml');
    expect(loaded.effective.settings['fail-on'].value).toEqual(['CRITICAL', 'HIGH']);
  });

  it('refuses a folder with both names', async () => {
    await expect(load('stacks/c')).rejects.toThrow(
      /Invalid --config: 'stacks\/c\/\.plerion-iac\.yml and stacks\/c\/\.plerion-iac\.yaml'\. Expected one configuration file per folder/,
    );
  });
});
