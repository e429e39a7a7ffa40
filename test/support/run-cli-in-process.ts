/**
 * Runs `plerion-iac` in this process: the command line's `main()` with the arguments, a working
 * folder and an environment made as `run-cli.ts` makes a child's (no CI variable of the machine
 * leaks in), its standard output and error captured, on the test's clock. The secrets the run
 * registered with the sanitiser are forgotten after it. What only a process shows (its exit on an
 * unsettled promise, a closed pipe, the bundle) stays with `run-cli.ts`.
 */
import { Writable } from 'node:stream';
import { main } from '../../src/cli/main.ts';
import type { RunClock } from '../../src/engine/run-scan.ts';
import { clearSecrets } from '../../src/sanitize.ts';
import { cleanEnv, type CliRun } from './run-cli.ts';

export interface InProcessCliOptions {
  readonly args: readonly string[];
  readonly cwd: string;
  /** Added to a clean environment (PATH, HOME and the temp folder are always there). */
  readonly env?: Record<string, string>;
  readonly clock?: RunClock;
}

/** A stream that keeps what is written to it. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

export async function runCliInProcess(options: InProcessCliOptions): Promise<CliRun> {
  const stdout = capture();
  const stderr = capture();
  try {
    const exitCode = await main(
      options.args,
      {
        stdout: stdout.stream,
        stderr: stderr.stream,
        env: cleanEnv(options.env),
        cwd: options.cwd,
      },
      options.clock,
    );
    return { exitCode, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    clearSecrets();
  }
}
