/**
 * Runs `plerion-iac` in a child process as a user would: from source (`src/cli/index.ts`, which
 * Node 24 runs directly) or a built bundle, with arguments, a working folder and an environment
 * made from scratch (no CI variable of the machine running the tests leaks in: a GITHUB_BASE_REF
 * there would choose a baseline), trusting the emulator's certificate.
 */
import { spawn } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { ROOT } from './run-action.ts';
import { collectChild } from './child-process.ts';

export const CLI_SOURCE = path.join(ROOT, 'src', 'cli', 'index.ts');

export interface CliRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunCliOptions {
  readonly args: readonly string[];
  readonly cwd: string;
  /** Added to the environment (PATH, HOME and the temp folder are always there). */
  readonly env?: Record<string, string>;
  /** The emulator's certificate, trusted through NODE_EXTRA_CA_CERTS. */
  readonly caFile?: string;
  /** What runs: the source (the default) or a bundle's path. */
  readonly entry?: string;
  /** Node's own options before the entry (the bench's peak-RSS probe). */
  readonly nodeArgs?: readonly string[];
  readonly killAfterMs?: number;
}

/** The environment of a clean shell: no CI variables, git's global config ignored. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const keep = ['PATH', 'HOME', 'SystemRoot', 'USERPROFILE', 'ComSpec'];
  const env: Record<string, string> = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  const tmp = os.tmpdir();
  return {
    ...env,
    TMPDIR: tmp,
    TMP: tmp,
    TEMP: tmp,
    GIT_CONFIG_GLOBAL: os.devNull,
    GIT_CONFIG_NOSYSTEM: '1',
    ...extra,
  };
}

export function runCli(options: RunCliOptions): Promise<CliRun> {
  const env = cleanEnv({
    ...(options.caFile ? { NODE_EXTRA_CA_CERTS: options.caFile } : {}),
    ...options.env,
  });
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.entry ?? CLI_SOURCE, ...options.args],
    { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return collectChild(child, { name: 'plerion-iac', killAfterMs: options.killAfterMs });
}
