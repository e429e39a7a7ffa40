/**
 * When to look at a scan again (pure). The delay grows with the time already waited, so a ready
 * scan is seen within about a quarter of its duration, and the number of polls grows only with
 * the logarithm of that duration:
 *   elapsed  0.5   1.0   2.0   4.0   8.0   16    32    60+ s
 *   delay    0.5   0.5   0.5   1.0   2.0   4.0   8.0   15 s (times 0.85 to 1.0, jittered)
 */

export interface PollOptions {
  /** Shortest delay between two looks at a scan. */
  readonly minDelayMs: number;
  /** Longest delay between two looks at a scan. */
  readonly maxDelayMs: number;
  /** Delay as a share of the time waited so far. */
  readonly growth: number;
  /** When the list does not show a scan, its findings are probed at this elapsed time, then at
   *  each doubling of it (and at the next poll once they are non-empty). */
  readonly firstProbeMs: number;
}

export const DEFAULT_POLL: PollOptions = {
  minDelayMs: 500,
  maxDelayMs: 15_000,
  growth: 0.25,
  firstProbeMs: 8_000,
};

/** With several scans pending, one status call answers for all of them, so polls can come up to
 *  this many times as often at no more status calls per scan. */
export const MAX_BATCH_SPEEDUP = 4;

/**
 * Milliseconds until the next look at a scan that has been waited on for `elapsedMs`, when
 * `pending` scans share each status call.
 */
export function nextPollDelayMs(
  elapsedMs: number,
  options: PollOptions,
  random: () => number,
  pending = 1,
): number {
  const single = Math.min(
    options.maxDelayMs,
    Math.max(options.minDelayMs, elapsedMs * options.growth),
  );
  const base = single / Math.min(MAX_BATCH_SPEEDUP, Math.max(1, pending));
  // Jitter only downwards, so the worst-case latency bound above still holds.
  return Math.round(base * (0.85 + 0.15 * random()));
}
