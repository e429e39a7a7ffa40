/**
 * The one door to the `git` binary: a small port, so tests can record the commands while still
 * running real git. Nothing here touches the index or the work tree; the callers only read
 * objects and, at most, fetch one commit.
 *
 * Every git child (this port's, and discovery's `ls-files`) is started from here, with
 * {@link gitEnvironment} and {@link gitArguments}:
 * - The environment holds no secret: `PLERION_API_KEY`, the Action's inputs (`INPUT_*`: the key
 *   and the token), the runner's own tokens, and any variable holding a secret the sanitiser
 *   knows are withheld. Git needs none of them (a fetch authenticates with the checkout's own
 *   persisted credentials or the user's credential helper).
 * - No command the repository's configuration names runs where a read needs none. Per git
 *   command we run: `ls-files` and `check-ignore` ask `core.fsmonitor` (a command, and one that
 *   can tell git a file has not changed): off. `diff` runs `diff.external`, `GIT_EXTERNAL_DIFF`
 *   and textconv drivers: `--no-ext-diff --no-textconv` on every diff (and
 *   `--ignore-submodules=none`: what a diff lists is never trimmed by the repository's say). Hooks
 *   (`reference-transaction`, `pre-auto-gc`): `core.hooksPath` points at nothing. `fetch` may start
 *   `gc`/`maintenance` and submodule fetches: off; `ext::` URLs run a command: refused. Filters
 *   (`filter.*.clean/smudge/process`) run only between the work tree and the index, which no
 *   command here reads (`cat-file` without `--filters`, diffs of commits and blobs). What a fetch
 *   needs to reach origin (`core.sshCommand`, credential helpers, `GIT_ASKPASS`) is the user's
 *   transport and stays: without it the base could not be fetched.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { holdsSecret } from '../../sanitize.ts';

/** Variables no git child gets: the key, the Action's inputs, the runner's tokens. */
const WITHHELD =
  /^(?:PLERION_API_KEY|INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i;

/** The environment of a git child: `base` (the process's) without a secret, prompts off. */
export function gitEnvironment(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(base)) {
    if (value === undefined || WITHHELD.test(name) || holdsSecret(value)) continue;
    env[name] = value;
  }
  return { ...env, GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never' };
}

/** Configuration that keeps the repository's configured commands from running (see above). */
const SAFE_CONFIG = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'protocol.ext.allow=never',
  'gc.auto=0',
  'maintenance.auto=false',
  'fetch.recurseSubmodules=false',
  'submodule.recurse=false',
].flatMap((setting) => ['-c', setting]);

/**
 * Options every `diff` gets: no external diff program, no textconv driver, and every submodule
 * (a `.gitmodules` the change itself brings can say `ignore = all`, which `git diff` honours between
 * two commits too and would hide a submodule it bumps).
 */
const DIFF_OPTIONS = ['--no-ext-diff', '--no-textconv', '--ignore-submodules=none'];

/** The whole argument list of a git child for the command `args` (`['ls-files', …]`). */
export function gitArguments(args: readonly string[]): string[] {
  const [command, ...rest] = args;
  const extra = command === 'diff' ? DIFF_OPTIONS : [];
  return [
    '--no-pager',
    ...SAFE_CONFIG,
    ...(command === undefined ? [] : [command]),
    ...extra,
    ...rest,
  ];
}

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
 * The real adapter: spawns `git` with prompts off, so a fetch without credentials fails fast, with
 * no secret in its environment and the repository's configured commands off (see the header).
 * The time limit is a timer of its own, cleared when the child closes: spawn's `timeout` option
 * clears its timer only on `exit`, which a git that could not start never emits, so a runner
 * without git kept the process alive for the whole limit after the run had finished.
 */
export function createGitCli(options: GitCliOptions = {}): Git {
  // Built for each child: a secret registered after the port was made is withheld too.
  const limitMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  return {
    run: (args, { cwd, input }) =>
      new Promise((resolve) => {
        let child: ChildProcessWithoutNullStreams;
        try {
          child = spawn('git', gitArguments(args), {
            cwd,
            env: gitEnvironment(options.env ?? process.env),
            stdio: ['pipe', 'pipe', 'pipe'],
            ...(options.signal && { signal: options.signal }),
          });
        } catch (error) {
          // Arguments the system refuses (too long: E2BIG; a NUL byte) fail as a git that failed.
          resolve({
            stdout: Buffer.alloc(0),
            stderr: `git could not run: ${(error as Error).message}`,
            code: -1,
          });
          return;
        }
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
