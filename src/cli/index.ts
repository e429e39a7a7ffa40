#!/usr/bin/env node
/**
 * The entry of `plerion-iac` (`dist/cli.js`): runs the command line and exits with its code. If the
 * event loop empties while the command has not settled (a call that can never settle), it exits 3
 * rather than 0: a scan that did not happen must not pass.
 */
import './node-version.ts';
import '../heap.ts';
import { main } from './main.ts';
import { EXIT_INCOMPLETE } from './exit-codes.ts';

// A reader that closed the pipe (`| head`) stops the report on standard output, not the run:
// the writer sees the stream destroyed and stops; the exit code stays the gate's.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

let settled = false;
process.once('beforeExit', () => {
  if (settled) return;
  process.exitCode = EXIT_INCOMPLETE;
  process.stderr.write(
    'plerion-iac stopped before it finished (a call never settled): exiting 3, since a scan that did not happen must not pass.\n',
  );
});
const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
settled = true;
process.exitCode = code;
