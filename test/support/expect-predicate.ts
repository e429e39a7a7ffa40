/**
 * The check a test of a yes-or-no rule makes: the inputs the rule holds for and those it does not,
 * each assertion naming its input.
 */
import { expect } from 'vitest';

/** Asserts that `predicate` is true for each of `holds` and false for each of `fails`. */
export function expectPredicate<T>(
  predicate: (input: T) => boolean,
  cases: { readonly holds: readonly T[]; readonly fails: readonly T[] },
): void {
  for (const input of cases.holds) expect(predicate(input), String(input)).toBe(true);
  for (const input of cases.fails) expect(predicate(input), String(input)).toBe(false);
}
