/**
 * The one door to the `git` binary for the baseline: a small port, so tests can record the
 * commands while still running real git. Nothing here touches the index or the work tree; the
 * callers only read objects and, at most, fetch one commit.
 */
import { spawn } from 'node:child_process';

/** What one git command gave back; `code` is -1 when git could not run or was stopped. */
export interface GitResult {
  readonly stdout: Buffer;
  readonly stderr: string;
  readonly code: number;
  /** True when no `git` could be started: it is not on the PATH (a runner without git). */
  readonly missing?: boolean;
}

export interface GitRunOptions {
  readonly cwd: string;
  readonly input?: Buffer | string;
}

/** Runs one git command; never throws for a failing command (the code says it). */
export interface Git {
  run(args: readonly string[], options: GitRunOptions): Promise<GitResult>;
}

/** A fetch over a slow network is the longest call; nothing else comes near it. */
export const GIT_TIMEOUT_MS = 5 * 60 * 1000;

export interface GitCliOptions {
  readonly timeoutMs?: number;
  readonly env?: NodeJS.ProcessEnv;
  /** Stops every command still running when it aborts (the run ended without them). */
  readonly signal?: AbortSignal;
}

/**
 * The real adapter: spawns `git` with prompts off, so a fetch without credentials fails fast.
 * The time limit is a timer of its own, cleared when the child closes: spawn's `timeout` option
 * clears its timer only on `exit`, which a git that could not start never emits, so a runner
 * without git kept the process alive for the whole limit after the run had finished.
 */
export function createGitCli(options: GitCliOptions = {}): Git {
  const env = {
    ...(options.env ?? process.env),
    GIT_TERMINAL_PROMPT: '0',
    GCM_INTERACTIVE: 'never',
  };
  const limitMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  return {
    run: (args, { cwd, input }) =>
      new Promise((resolve) => {
        const child = spawn('git', args, {
          cwd,
          env,
          stdio: ['pipe', 'pipe', 'pipe'],
          ...(options.signal && { signal: options.signal }),
        });
        let stopped = false;
        const timer = setTimeout(() => {
          stopped = true;
          // A helper git started (ssh, a credential helper) may keep the pipes open: close them.
          child.once('exit', () => [child.stdout, child.stderr].forEach((s) => s.destroy()));
          child.kill('SIGTERM');
        }, limitMs);
        const stdout: Buffer[] = [];
        const stderr: Buffer[] = [];
        let failure: NodeJS.ErrnoException | undefined;
        child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
        // git may exit before reading all its input (a failing command): EPIPE is not ours to raise.
        child.stdin.on('error', () => undefined);
        child.on('error', (error) => (failure = error));
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          const said = Buffer.concat(stderr).toString('utf8');
          const limit = stopped ? ' after its time limit' : '';
          const why = signal ? `git was stopped (${signal})${limit}\n` : '';
          resolve({
            stdout: Buffer.concat(stdout),
            stderr: failure ? `git could not run: ${failure.message}` : why + said,
            code: failure !== undefined || code === null ? -1 : code,
            ...(failure?.code === 'ENOENT' ? { missing: true } : {}),
          });
        });
        child.stdin.end(input ?? '');
      }),
  };
}

/** A git command that had to succeed and did not; the message quotes the line that says why. */
export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';
  readonly args: readonly string[];
  readonly code: number;

  constructor(args: readonly string[], result: GitResult) {
    super(`git ${args.join(' ')} failed (exit ${result.code}): ${gitSaid(result.stderr)}`);
    this.args = args;
    this.code = result.code;
  }
}

/** The lines that say what failed: git's own, and this adapter's when git could not finish. */
const TELLING_LINE = /^(?:fatal|error): |^git (?:was stopped|could not run)/;

/**
 * The line of git's stderr that says what failed: the first `fatal:` or `error:` line (git's
 * last lines are often advice, "Please make sure you have the correct access rights / and the
 * repository exists."), else the last non-blank line.
 */
export function gitSaid(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.find((line) => TELLING_LINE.test(line)) ?? lines.at(-1) ?? 'no message';
}

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** True for a full SHA-1 or SHA-256 object id in lower case. */
export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}
