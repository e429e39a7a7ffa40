/**
 * How the replay bench runs the Action on one commit: the bundle built once by ncc (as `dist/` is),
 * started in a process of its own as the runner starts it, as a `pull_request` on a merge commit
 * made locally (the commit's tree, parents its parent and itself), against an emulator.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Emulator } from '../test/emulator/server.ts';
import { KEYS } from '../test/emulator/server.ts';
import { runAction } from '../test/support/run-action.ts';

export const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'replay',
  GIT_AUTHOR_EMAIL: 'replay@example.com',
  GIT_COMMITTER_NAME: 'replay',
  GIT_COMMITTER_EMAIL: 'replay@example.com',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
};

export function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, maxBuffer: 1 << 30 })
    .toString('utf8')
    .trim();
}

/**
 * The Action's bundle of the checkout at `root` (this one, or another to compare with), built by
 * ncc as `dist/` is, into `out`.
 */
export function buildBundle(root: string, out: string): string {
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'ncc'),
    [
      'build',
      path.join(root, 'src', 'action', 'index.ts'),
      '-o',
      out,
      '--target',
      'es2023',
      '--quiet',
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`ncc failed: ${build.stderr}`);
  return path.join(out, 'index.js');
}

/** Runs the Action once, as the runner would (a process of its own), and reads what it wrote. */
export async function runOnce(options: {
  workspace: string;
  entry: string;
  emulator: Emulator;
  payload: Record<string, unknown>;
  sha: string;
  inputs: Record<string, string>;
}): Promise<{ outputs: Record<string, string>; log: string; report: Record<string, unknown> }> {
  const run = await runAction({
    workspace: options.workspace,
    entry: options.entry,
    caFile: options.emulator.caFile,
    event: { name: 'pull_request', payload: options.payload },
    inputs: {
      'api-key': KEYS.admin,
      'api-url': options.emulator.url,
      'github-token': '',
      'upload-artifact': 'false',
      ...options.inputs,
    },
    env: {
      GITHUB_SHA: options.sha,
      GITHUB_REF: 'refs/pull/1/merge',
      GITHUB_REPOSITORY: 'replay/repository',
      GITHUB_API_URL: 'https://127.0.0.1:9',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
  const reportFile = run.outputs['report-file'];
  const report = reportFile
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
    : {};
  fs.rmSync(run.dir, { recursive: true, force: true });
  return { outputs: run.outputs, log: run.stdout + run.stderr, report };
}

/** GitHub's merge commit of `head` into `base`: `head`'s tree, parents `base` and `head`. */
export function mergeCommit(work: string, base: string, head: string): string {
  return git(work, ['commit-tree', `${head}^{tree}`, '-p', base, '-p', head, '-m', 'Merge']);
}
