/**
 * A child process of a test (the action's or the CLI's entry) run to its end: its output
 * collected, killed after a bound when one is given, and a failure to start reported as exit -1
 * with the reason in stderr, so that a test sees one shape whatever went wrong.
 */
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface ChildRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Waits for `child` (`name` in the start failure's words), collecting what it writes. */
export async function collectChild(
  child: ChildProcessByStdio<null, Readable, Readable>,
  options: {
    readonly name: string;
    readonly killAfterMs?: number;
    readonly onStdout?: (chunk: Buffer) => void;
    readonly onStderr?: (chunk: Buffer) => void;
  },
): Promise<ChildRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    options.onStdout?.(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    options.onStderr?.(chunk);
  });
  const timer =
    options.killAfterMs === undefined
      ? undefined
      : setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
  const exitCode = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      stderr += `could not start ${options.name}: ${error.message}\n`;
      resolve(-1);
    });
    child.on('close', (code) => resolve(code ?? -1));
  });
  clearTimeout(timer);
  return { exitCode, stdout, stderr };
}
