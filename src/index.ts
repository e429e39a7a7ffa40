/**
 * The entry point: calls run(). A step is never green by accident: if the event loop empties
 * while run() has not finished (a promise that never settles), the step fails.
 */
import * as core from '@actions/core';
import { run } from './main.ts';

let finished = false;
process.once('beforeExit', () => {
  if (finished) return;
  process.exitCode = core.ExitCode.Failure;
  core.error(
    'Plerion IaC scan stopped before it finished (a call never settled): failing the step, since a scan that did not happen must not pass.',
  );
});

void run().finally(() => {
  finished = true;
});
