/**
 * Finding the base's tree within the scan's time: finding the commit (git, maybe one fetch) and
 * reading its files both end within the timeout, and the head waits for it at most
 * `BASE_ANCHOR_WAIT_MS` before it is packed on its own.
 */
import type { PreparedBase } from './trees/prepare-base.ts';
import type { ScanPorts } from './service/run-scans.ts';
import type { Settings } from '../settings.ts';

/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
export const BASE_ANCHOR_WAIT_MS = 60_000;

/**
 * The base commit and its tree, or why there is none: finding it (git, maybe one fetch) and
 * reading its files both end within the scan's timeout.
 */
export async function findBase(
  settings: Pick<Settings, 'baseline' | 'timeoutSeconds'>,
  ports: Pick<ScanPorts, 'sleep'> & { readonly done: AbortSignal },
  prepare: () => Promise<PreparedBase>,
): Promise<PreparedBase> {
  if (settings.baseline.kind === 'none') return { status: 'none' };
  const reason = `finding and reading the base took longer than the timeout (${settings.timeoutSeconds} s)`;
  const stopTimer = new AbortController();
  // The scan may end before the base's files are listed (the head failed): the timer ends then.
  ports.done.addEventListener('abort', () => stopTimer.abort(), { once: true });
  const timeUp = ports
    .sleep(settings.timeoutSeconds * 1000, stopTimer.signal)
    .then(() => (stopTimer.signal.aborted ? new Promise<never>(() => undefined) : reason));
  const found = await Promise.race([
    prepare(),
    timeUp.then((why) => ({ status: 'unavailable' as const, reason: why })),
  ]);
  if (found.status !== 'ready') {
    stopTimer.abort();
    return found;
  }
  const { tree } = found;
  const discover = () =>
    Promise.race([tree.discover(), timeUp.then((why) => Promise.reject(new Error(why)))]).finally(
      () => stopTimer.abort(),
    );
  return { ...found, tree: { ...tree, discover } };
}
