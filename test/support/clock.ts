/**
 * A clock a test controls, for a whole run of the action or the command line in this process and
 * for the emulator (its scans finish on it). The run's waits are of two kinds, and the clock
 * tells them apart by length:
 * - a sleep shorter than `realFromMs` (a poll, a backoff, a Retry-After) returns at once and moves
 *   the clock on by its length: no real time passes, and the run sees the time it waited;
 * - a longer one is a deadline racing real work (the run's timeout, the wait for a base): it ends
 *   when the clock reaches it, moved on by the short sleeps or by real time passing.
 * Sleeps end in the order they are due; the clock never runs behind the wall clock.
 */

interface Timer {
  readonly due: number;
  readonly done: () => void;
}

/** Longest sleep that costs no real time: a run's timeout of a minute or more waits for real. */
export const DEFAULT_REAL_FROM_MS = 60_000;

export class TestClock {
  /** How far the clock is ahead of the wall clock. */
  private aheadMs = 0;
  private readonly short: Timer[] = [];
  private readonly long = new Set<Timer>();
  private flushing = false;
  /** Sleeps at least this long are deadlines: at most the run's `timeout`. */
  realFromMs = DEFAULT_REAL_FROM_MS;

  /** The run about to start has this `timeout`: its timer, and any sleep as long, waits for real. */
  runsWithTimeout(seconds: number): void {
    this.realFromMs = Math.min(DEFAULT_REAL_FROM_MS, seconds * 1000);
  }

  readonly now = (): number => Date.now() + this.aheadMs;

  /** Resolves once the clock reaches `now() + ms`, or at once when `signal` aborts. */
  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const due = this.now() + Math.max(0, ms);
      let real: NodeJS.Timeout | undefined;
      const timer: Timer = {
        due,
        done: () => {
          clearTimeout(real);
          signal?.removeEventListener('abort', timer.done);
          this.long.delete(timer);
          const at = this.short.indexOf(timer);
          if (at >= 0) this.short.splice(at, 1);
          resolve();
        },
      };
      signal?.addEventListener('abort', timer.done, { once: true });
      if (ms < this.realFromMs) {
        this.short.push(timer);
        this.scheduleFlush();
      } else {
        this.long.add(timer);
        real = setTimeout(timer.done, ms);
      }
    });
  };

  /** Moves the clock on by `ms` (a test's own wait), ending every sleep that falls due. */
  advance(ms: number): void {
    this.moveTo(this.now() + ms);
  }

  private moveTo(time: number): void {
    this.aheadMs = Math.max(this.aheadMs, time - Date.now());
    const now = this.now();
    for (const timer of [...this.long]) if (timer.due <= now) timer.done();
  }

  /** Ends the short sleeps one at a time, earliest first, each after what is already queued. */
  private scheduleFlush(): void {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => {
      this.flushing = false;
      const next = [...this.short].sort((a, b) => a.due - b.due)[0];
      if (!next) return;
      this.moveTo(next.due);
      next.done();
      if (this.short.length > 0) this.scheduleFlush();
    });
  }
}
