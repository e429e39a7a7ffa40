/**
 * When to look at a scan again (pure). Waiting trades status calls against lateness, and a fixed
 * backoff cannot win both; a schedule that knows when a scan is likely to end can. With an
 * estimate E of the scan's duration, polls double their spacing (to at most 4 times `maxDelayMs`,
 * 60 s) up to just before E, come densely (every `near` = 6% of E, at least the minimum delay)
 * from E - near to 1.5 E, then fall back to the schedule without an estimate:
 *   E = 60 s:  0.5  1  2  4  8  16  32  56.4  60  63.6 … s   (9 polls to see a scan ready at 60 s)
 *   E = 5 s:   0.5  1  2  4  4.5  5  5.5 … s                 (6 polls)
 * Without an estimate (no history) the delay grows with the time already waited, so a ready scan
 * is seen within about a quarter of its duration and the number of polls grows only with the
 * logarithm of that duration:
 *   elapsed  0.5   1.0   2.0   4.0   8.0   16    32    60+ s
 *   delay    0.5   0.5   0.5   1.0   2.0   4.0   8.0   15 s
 * Every delay is jittered downwards (times 0.85 to 1.0), so the bounds above still hold.
 */

export interface PollOptions {
  /** Shortest delay between two looks at a scan. */
  readonly minDelayMs: number;
  /** Longest delay between two looks without an estimate; with one, 4 times this before it. */
  readonly maxDelayMs: number;
  /** Without an estimate: the delay as a share of the time waited so far. */
  readonly growth: number;
  /** With an estimate: the dense spacing around it, as a share of it. */
  readonly nearShare: number;
  /** When the list does not show a scan, its findings are probed at this elapsed time, then at
   *  each doubling of it (and at the next poll once they are non-empty). */
  readonly firstProbeMs: number;
}

export const DEFAULT_POLL: PollOptions = {
  minDelayMs: 500,
  maxDelayMs: 15_000,
  growth: 0.25,
  nearShare: 0.06,
  firstProbeMs: 8_000,
};

/** With several scans pending, one status call answers for all of them, so polls come up to this
 *  many times as often (the delay divided by the scans pending, at most by this) at no more status
 *  calls per scan; only without an estimate. */
export const MAX_BATCH_SPEEDUP = 4;

/** A finished scan of the service: how long a scan of that size took. */
export interface DurationSample {
  readonly bytes: number;
  readonly durationMs: number;
}

/** Samples used for one estimate: the nearest in size. */
const SAMPLES_PER_ESTIMATE = 5;

/**
 * The likely duration of a scan of `bytes`: the median duration of the finished scans nearest in
 * size (by ratio), or undefined without history.
 */
export function estimateDurationMs(
  bytes: number,
  history: readonly DurationSample[],
): number | undefined {
  const usable = history.filter((s) => s.bytes > 0 && s.durationMs > 0);
  if (usable.length === 0) return undefined;
  const distance = (s: DurationSample): number => Math.abs(Math.log(s.bytes / Math.max(1, bytes)));
  const nearest = [...usable]
    .sort((a, b) => distance(a) - distance(b) || a.durationMs - b.durationMs)
    .slice(0, SAMPLES_PER_ESTIMATE)
    .map((s) => s.durationMs)
    .sort((a, b) => a - b);
  return nearest[Math.floor((nearest.length - 1) / 2)];
}

export interface PollInput {
  /** Time since the scan was uploaded. */
  readonly elapsedMs: number;
  readonly estimateMs: number | undefined;
  /** Scans that share each status call. */
  readonly pending: number;
}

function delayWithoutEstimate(input: PollInput, options: PollOptions): number {
  const single = Math.min(
    options.maxDelayMs,
    Math.max(options.minDelayMs, input.elapsedMs * options.growth),
  );
  return single / Math.min(MAX_BATCH_SPEEDUP, Math.max(1, input.pending));
}

function delayWithEstimate(elapsed: number, estimate: number, options: PollOptions): number {
  const near = Math.max(options.minDelayMs, estimate * options.nearShare);
  const denseFrom = estimate - near;
  if (elapsed < denseFrom) {
    const doubling = Math.max(options.minDelayMs, elapsed);
    return Math.min(
      options.maxDelayMs * 4,
      doubling,
      Math.max(options.minDelayMs, denseFrom - elapsed),
    );
  }
  return near;
}

/** Milliseconds until the next look at a scan. */
export function nextPollDelayMs(
  input: PollInput,
  options: PollOptions,
  random: () => number,
): number {
  const estimate = input.estimateMs;
  const base =
    estimate !== undefined && input.elapsedMs < 1.5 * estimate
      ? delayWithEstimate(input.elapsedMs, estimate, options)
      : delayWithoutEstimate(input, options);
  // Jitter only downwards, so the latency bounds above still hold.
  return Math.round(base * (0.85 + 0.15 * random()));
}
