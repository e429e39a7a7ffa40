/** A count as the summary writes it, with thousands separators: `1,234`. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** `1 finding`, `2 findings`, `1,234 files`: the count with its noun, for log lines and messages. */
export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
