/**
 * How an emulated scan behaves, written as what differs from the plainest scan: done at once,
 * SUCCESS, listed and with all its findings readable as soon as it is done.
 */
import type { ScanBehaviour } from '../emulator/server.ts';

/** The plainest scan but for `behaviour` (a delay, an outcome, a list or findings that lag). */
export function scanBehaviour(behaviour: Partial<ScanBehaviour> = {}): ScanBehaviour {
  return { delayMs: 0, outcome: 'SUCCESS', listLagMs: 0, findingsLagMs: 0, ...behaviour };
}
