/**
 * Trees of many Terraform folders, as the packing and dry-run tests plan them into several
 * archives: `stacks/s00/main.tf`, `stacks/s01/main.tf`, … in path order.
 */

/** `count` stacks, the text of stack `i` written by `text(i)` (its size may vary by stack). */
export function terraformStacks(
  count: number,
  text: (i: number) => string,
): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `stacks/s${String(i).padStart(2, '0')}/main.tf`,
      text(i),
    ]),
  );
}
