/**
 * A count as the summary writes it, with thousands separators: `1,234`. Whole numbers are grouped
 * here, as `toLocaleString('en-US')` groups them, without it: its first call loads ICU's number
 * data, about 7 MB of memory, which the command line's `--help` would pay for one number.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `1 finding`, `2 findings`, `1,234 files`: the count with its noun, for log lines and messages. */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
