/**
 * Runs the action in a child process exactly as the runner does, from source (`src/action/index.ts`, which
 * Node 24 runs directly) or built (`dist/index.js`, the smoke test and the demo): INPUT_*
 * variables with dashes kept, GITHUB_* variables, an event file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, RUNNER_TEMP, NODE_EXTRA_CA_CERTS. Used by the demo and the
 * integration tests.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectChild } from './child-process.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = path.join(ROOT, 'dist', 'index.js');
export const SOURCE = path.join(ROOT, 'src', 'action', 'index.ts');

export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

export interface RunActionOptions {
  workspace: string;
  inputs: Record<string, string>;
  caFile: string;
  event?: { name: string; payload: Record<string, unknown> };
  env?: Record<string, string>;
  /** Print the log as it comes (the demo). */
  /** Shows the child's stdout as it comes: raw (`true`) or through a renderer of its own. */
  echo?: boolean | ((text: string) => void);
  /** What runs: the source (the default), the built bundle, or another bundle's path (the bench). */
  entry?: 'src' | 'dist' | (string & {});
  /** Node's own options before the entry (the bench's peak-RSS probe). */
  nodeArgs?: string[];
  /** Stops the run after this long (a test's bound on a run that must end). */
  killAfterMs?: number;
  /** Runs as this user (tests run as root, for whom chmod 000 hides nothing). */
  uid?: number;
}

/** Reads GITHUB_OUTPUT's `name<<delimiter` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] ?? '');
    outputs[m[1] as string] = value.join('\n');
  }
  return outputs;
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-action-run-'));
  const outputFile = path.join(dir, 'output.txt');
  const summaryFile = path.join(dir, 'summary.md');
  const eventFile = path.join(dir, 'event.json');
  const tempDir = path.join(dir, 'runner-temp');
  fs.mkdirSync(tempDir);
  fs.writeFileSync(outputFile, '');
  fs.writeFileSync(summaryFile, '');
  fs.writeFileSync(eventFile, JSON.stringify(options.event?.payload ?? {}));
  const inputs = Object.fromEntries(
    Object.entries(options.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
  );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: 'octo-org/infra',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKFLOW: 'iac',
    GITHUB_JOB: 'scan',
    GITHUB_EVENT_NAME: options.event?.name ?? 'push',
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: tempDir,
    NODE_EXTRA_CA_CERTS: options.caFile,
    ...inputs,
    ...options.env,
  };
  if (options.uid !== undefined) {
    for (const entry of [dir, ...fs.readdirSync(dir).map((f) => path.join(dir, f))])
      fs.chmodSync(entry, 0o777);
  }
  const entry =
    options.entry === undefined || options.entry === 'src'
      ? SOURCE
      : options.entry === 'dist'
        ? DIST
        : options.entry;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  const echo = options.echo;
  const { exitCode, stdout, stderr } = await collectChild(child, {
    name: 'the action',
    killAfterMs: options.killAfterMs,
    onStdout: (chunk) => {
      if (typeof echo === 'function') echo(chunk.toString());
      else if (echo) process.stdout.write(chunk);
    },
    onStderr: (chunk) => {
      if (echo) process.stderr.write(chunk);
    },
  });
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(fs.readFileSync(outputFile, 'utf8')),
    summary: fs.readFileSync(summaryFile, 'utf8'),
    dir,
  };
}
