/**
 * How an attack on "left out on purpose" ends when the product holds: the file the fork made
 * risky is judged (uploaded, or listed as not judged) and the run is not green.
 */
import { expect } from 'vitest';
import type { Attack } from './fork-attacks.ts';

/** Asserts that `file` was uploaded or listed as not judged, and that the run did not pass. */
export function expectJudged({ result, uploaded, unjudged }: Attack, file: string): void {
  expect(uploaded.includes(file) || unjudged[file] !== undefined, `${file} judged`).toBe(true);
  expect(result.outputs.result).not.toBe('pass');
}
