/**
 * Scans as they are uploaded, for the waiting loop that runs beside the upload pool: take what
 * has arrived, wait for the next arrival, and know when no more will come.
 */
export class Arrivals<T> {
  private readonly queue: T[] = [];
  private closed = false;
  private wake: (() => void) | undefined;
  private arrived: Promise<void> = this.nextArrival();

  private nextArrival(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  push(item: T): void {
    this.queue.push(item);
    this.signal();
  }

  /** No more items will come. */
  close(): void {
    this.closed = true;
    this.signal();
  }

  get done(): boolean {
    return this.closed && this.queue.length === 0;
  }

  /** Everything that arrived since the last take. */
  take(): T[] {
    return this.queue.splice(0);
  }

  /** Resolves at the next push or at close (at once when something is waiting or it is closed). */
  next(): Promise<void> {
    return this.queue.length > 0 || this.closed ? Promise.resolve() : this.arrived;
  }

  /** Resolves at the next push; never once closed (for racing against a sleep). */
  arrival(): Promise<void> {
    if (this.queue.length > 0) return Promise.resolve();
    return this.closed ? new Promise<void>(() => undefined) : this.arrived;
  }

  private signal(): void {
    const wake = this.wake;
    this.arrived = this.nextArrival();
    wake?.();
  }
}
