/** Pairing findings of one identity: nearest code, then nearest position. */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../../src/engine/findings/findings.ts';
import {
  codeDistance,
  codeLines,
  MAX_SCORED_PAIRS,
  normalizedCode,
  pairNearest,
} from '../../../../src/engine/findings/identity/pair-findings.ts';

function at(startLine: number, ...code: string[]): Finding {
  return {
    startLine,
    codeBlock: code.map((text, i) => [startLine + i, `${text}\n`] as const),
  } as unknown as Finding;
}

describe('the code compared', () => {
  it('is trimmed, without blank lines', () => {
    const finding = at(1, '  a  ', '', '   ', '\tb');
    expect(codeLines(finding)).toEqual(['a', 'b']);
    expect(normalizedCode(finding)).toBe('a\nb');
    expect(normalizedCode(at(1))).toBe('');
  });

  it('is 0 apart only when equal, and further apart as fewer lines are shared', () => {
    expect(codeDistance(['a', 'b'], ['a', 'b'])).toBe(0);
    expect(codeDistance([], [])).toBe(0);
    const one = codeDistance(['a', 'b', 'c'], ['a', 'b', 'd']);
    const two = codeDistance(['a', 'b', 'c'], ['a', 'x', 'y']);
    const none = codeDistance(['a', 'b', 'c'], ['x', 'y', 'z']);
    expect(one).toBeCloseTo(1 - 2 / 4);
    expect(two).toBeCloseTo(1 - 1 / 4);
    expect(none).toBe(1);
    expect(codeDistance(['a', 'b'], ['b', 'a'])).toBeGreaterThan(0);
    // Repeated lines count as often as both sides have them.
    expect(codeDistance(['a', 'a', 'b'], ['a', 'c', 'c'])).toBeCloseTo(1 - 1 / 4);
    expect(codeDistance(['a'], ['a', 'a'])).toBeCloseTo(1 - 1 / 3);
    expect(codeDistance(['a', 'b'], ['a'])).toBeCloseTo(1 - 1 / 3);
  });
});

describe('pairing', () => {
  it('pairs one with one whatever their code, and one with the nearest of several', () => {
    expect(pairNearest([at(1, 'a')], [at(90, 'z')])).toEqual([[0, 0]]);
    expect(pairNearest([at(1, 'b')], [at(1, 'a'), at(1, 'b')])).toEqual([[0, 1]]);
    expect(pairNearest([at(1, 'a'), at(1, 'b')], [at(1, 'b')])).toEqual([[1, 0]]);
  });

  it('pairs nothing when a side is empty', () => {
    expect(pairNearest([], [at(1, 'a')])).toEqual([]);
    expect(pairNearest([at(1, 'a'), at(2, 'b')], [])).toEqual([]);
  });

  it('prefers equal code over nearer lines', () => {
    const base = [at(10, 'api'), at(20, 'sidecar')];
    expect(pairNearest(base, [at(11, 'sidecar')])).toEqual([[1, 0]]);
    expect(pairNearest(base, [at(21, 'api')])).toEqual([[0, 0]]);
  });

  it('prefers more lines in common over nearer lines', () => {
    const base = [at(10, 'a', 'b', 'c'), at(20, 'x', 'y', 'z')];
    expect(pairNearest(base, [at(11, 'x', 'y', 'q')])).toEqual([[1, 0]]);
  });

  it('pairs equal code by the nearest lines', () => {
    const base = [at(1, 'a'), at(50, 'a')];
    expect(pairNearest(base, [at(45, 'a')])).toEqual([[1, 0]]);
    expect(pairNearest(base, [at(7, 'a')])).toEqual([[0, 0]]);
    expect(pairNearest(base, [at(7, 'a'), at(45, 'a'), at(90, 'a')])).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('breaks a tie by the order of the base, then of the head', () => {
    expect(pairNearest([at(5, 'a'), at(5, 'a')], [at(5, 'a')])).toEqual([[0, 0]]);
    expect(pairNearest([at(5, 'a')], [at(5, 'a'), at(5, 'a')])).toEqual([[0, 0]]);
  });

  it('scores every pair up to the limit, and pairs in line order past it', () => {
    // Base i and head 499 - i share their code; lines run the same way on both sides.
    const base = (n: number) => Array.from({ length: n }, (_, i) => at(i + 1, `code ${i}`));
    const head = (n: number) => Array.from({ length: n }, (_, j) => at(j + 1, `code ${n - 1 - j}`));
    const size = Math.sqrt(MAX_SCORED_PAIRS);
    expect(size).toBe(500);
    const scored = pairNearest(base(size), head(size));
    expect(scored[0]).toEqual([0, size - 1]);
    // One more on the base side: past the limit, nearest lines pair.
    const inOrder = pairNearest(base(size + 1), head(size));
    expect(inOrder).toContainEqual([0, 0]);
  });

  it('gives each finding one pair at most, and breaks ties by order', () => {
    const pairs = pairNearest([at(5, 'a'), at(5, 'a')], [at(5, 'a'), at(5, 'a'), at(5, 'a')]);
    expect(pairs).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('pairs huge groups in line order without scoring them', () => {
    const size = Math.ceil(Math.sqrt(MAX_SCORED_PAIRS)) + 1;
    const base = Array.from({ length: size }, (_, i) => at(size - i, 'same'));
    const head = Array.from({ length: size - 1 }, (_, i) => at(i + 1, `other ${i}`));
    const pairs = pairNearest(base, head);
    expect(pairs).toHaveLength(size - 1);
    // The base's finding at line 1 (listed last) with the head's at line 1 (listed first).
    expect(pairs).toContainEqual([size - 1, 0]);
    expect(pairs).toContainEqual([1, size - 2]);
    expect(pairs.some(([b]) => b === 0)).toBe(false);
    // Within the limit, the scored pairing decides.
    expect(pairNearest([at(1, 'a'), at(2, 'b')], [at(1, 'b')])).toEqual([[1, 0]]);
  });
});
