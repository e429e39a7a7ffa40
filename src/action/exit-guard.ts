/**
 * A step is never green by accident: if the event loop empties while `work` has not settled (a
 * promise that can never settle, so Node would exit 0 with nothing done), the step fails.
 */
import * as core from '@actions/core';

export function failIfUnsettled(work: Promise<unknown>): void {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  process.once('beforeExit', () => {
    if (settled) return;
    process.exitCode = core.ExitCode.Failure;
    core.error(
      'Plerion IaC scan stopped before it finished (a call never settled): the step fails, since a scan that did not happen must not pass.',
    );
  });
}
