/** `1 finding`, `2 findings`: the count with its noun, for log lines and messages. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
