/**
 * The git adapter's ways of not answering: no git on the PATH (a runner that checks out by
 * download), arguments the system will not pass, and a git that hangs. Each ends as a result,
 * never as a throw, and none holds the process after the command: the time limit is a timer the
 * adapter clears itself.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGitCli } from '../../../src/engine/git/git.ts';
import { ROOT } from '../../support/run-action.ts';
import { tempDir } from '../../support/helpers.ts';

const GIT_MODULE = pathToFileURL(path.join(ROOT, 'src', 'engine', 'git', 'git.ts')).href;

describe('the git adapter', () => {
  it('says git is missing when the PATH has none, and does not throw', async () => {
    const git = createGitCli({ env: { PATH: tempDir('iac-no-git-') } });
    const result = await git.run(['--version'], { cwd: process.cwd() });
    expect(result).toMatchObject({ code: -1, missing: true });
    expect(result.stderr).toMatch(/^git could not run: spawn git ENOENT/);
  });

  it('answers arguments the system refuses (a NUL, more than it passes) as a failed git', async () => {
    const git = createGitCli();
    for (const name of ['HEAD:a\0b', `HEAD:${'x\n'.repeat(200_000)}`]) {
      const result = await git.run(['cat-file', '-s', name], { cwd: process.cwd() });
      expect(result.code).toBe(-1);
      expect(result.stderr).toMatch(/^git could not run: /);
    }
  });

  it('leaves no timer behind when git could not start: the process ends at once', () => {
    // A child process with a 60 s git time limit: it must exit as soon as the command is answered.
    const script = `
      const { createGitCli } = await import(${JSON.stringify(GIT_MODULE)});
      const git = createGitCli({ env: { PATH: ${JSON.stringify(tempDir('iac-no-git-'))} }, timeoutMs: 60000 });
      const result = await git.run(['status'], { cwd: process.cwd() });
      console.log(JSON.stringify(result.missing));
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(child.signal, 'the child was still running when killed').toBeNull();
    expect(child.stdout.trim()).toBe('true');
  });

  it.skipIf(process.platform === 'win32')(
    'stops a git that hangs at its time limit and says so',
    async () => {
      const bin = tempDir('iac-hanging-git-');
      // Like git waiting on ssh: a helper that holds the output pipe and outlives the time limit.
      const late = path.join(bin, 'helper-finished');
      const helper = `sh -c 'sleep 3; touch "${late}"' &\nwait\n`;
      fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\n${helper}`, { mode: 0o755 });
      const git = createGitCli({ env: { PATH: `${bin}:/bin:/usr/bin` }, timeoutMs: 300 });
      const result = await git.run(['fetch', 'origin'], { cwd: process.cwd() });
      expect(result.code).toBe(-1);
      expect(result.missing).toBeUndefined();
      expect(result.stderr).toContain('git was stopped (SIGTERM) after its time limit');
      expect(fs.existsSync(late), 'the answer waited for the helper').toBe(false);
    },
  );
});
