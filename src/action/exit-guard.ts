/**
 * A step is never green by accident, and never outlives its last line. If the event loop empties
 * while `work` has not settled (a promise that can never settle, so Node would exit 0 with nothing
 * done), the step fails. Once `work` has settled, the process ends within EXIT_GRACE_MS even if a
 * timer or socket the run should have ended still holds it (which kept a step alive until
 * `timeout`); a debug line names what was still open, so a test can tell the guard had to act.
 */
import * as core from '@actions/core';

/** How long the process may stay after the run: enough for sockets to close on their own. */
export const EXIT_GRACE_MS = 10_000;

/** The debug line's opening words when the guard ends a process something still held. */
export const STILL_OPEN = 'Still open after the run ended';

export function failIfUnsettled(work: Promise<unknown>, graceMs = EXIT_GRACE_MS): void {
  let settled = false;
  void work.finally(() => {
    settled = true;
    // Unref'd: it never keeps the process alive itself, it only ends one something else holds.
    setTimeout(() => {
      const open = process.getActiveResourcesInfo();
      core.debug(`${STILL_OPEN} (${open.join(', ')}): exiting.`);
      process.exit();
    }, graceMs).unref();
  });
  process.once('beforeExit', () => {
    if (settled) return;
    process.exitCode = core.ExitCode.Failure;
    core.error(
      'Plerion IaC scan stopped before it finished (a call never settled): the step fails, since a scan that did not happen must not pass.',
    );
  });
}
