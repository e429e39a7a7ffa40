/**
 * Calendar dates of `expires`: written `YYYY-MM-DD`, read as a UTC day, and live until the last
 * millisecond of that day, so an exception that "expires 2027-03-31" still holds on that day.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch of the start of a `YYYY-MM-DD` day in UTC, or undefined. */
function startOfDayUtcMs(date: string): number | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2027-02-30 over to March (and years below 100 into the 1900s): a real date
  // survives the round trip back to text.
  return new Date(start).toISOString().slice(0, 10) === date ? start : undefined;
}

/** True for a real calendar date written `YYYY-MM-DD` (2027-02-30 is not one). */
export function isCalendarDate(date: string): boolean {
  return startOfDayUtcMs(date) !== undefined;
}

/**
 * The `YYYY-MM-DD` of a Date that YAML made from an explicit `!!timestamp` date, or undefined
 * when it carries a time of day (an expiry is a whole day, never an instant).
 */
export function calendarDateOf(value: Date): string | undefined {
  if (Number.isNaN(value.getTime()) || value.getTime() % DAY_MS !== 0) return undefined;
  const text = value.toISOString().slice(0, 10);
  return isCalendarDate(text) ? text : undefined;
}

/** True when `now` is past the end (23:59:59.999 UTC) of the `expires` day; never without one. */
export function isExpired(expires: string | undefined, now: Date): boolean {
  if (expires === undefined) return false;
  const start = startOfDayUtcMs(expires);
  if (start === undefined) throw new Error(`Bug: unvalidated expiry date '${expires}'`);
  return now.getTime() >= start + DAY_MS;
}
