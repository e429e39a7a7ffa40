/**
 * The one search for the shortest repack, on rows of archive sizes packed in order: shorter runs
 * win over better-ranked longer ones, the ranking passed in picks among runs of one length (ties
 * to the first), a bound stops it, and `wholeFirst` gives up when even the whole row does not fit.
 */
import { describe, expect, it } from 'vitest';
import { fullestEnds, type PlanItem } from '../../../src/engine/packing/cut-points.ts';
import {
  findShortestRepack,
  type RepackSearch,
} from '../../../src/engine/packing/shortest-repack.ts';

const CAPACITY = 100;

/** A row of archives holding one item each of these sizes, packed in order as full as it goes. */
function row(sizes: readonly number[]): Pick<RepackSearch<number[]>, 'count' | 'pack'> & {
  packed: string[];
} {
  const items: PlanItem[] = sizes.map((bytes, i) => ({ key: `k${i}`, bytes }));
  const packed: string[] = [];
  return {
    count: sizes.length,
    packed,
    pack: (first, length) => {
      packed.push(`${first}+${length}`);
      const ends = fullestEnds(items, first, CAPACITY, first + length);
      return ends.length < length ? ends : undefined;
    },
  };
}

describe('the shortest repack', () => {
  it('takes the shortest run that fits in one fewer, even where the ranking prefers longer', () => {
    // Pairs that fit: 60+30 (archives 0-1); the whole row would fit in four.
    const found = findShortestRepack({
      ...row([60, 30, 90, 70, 20]),
      shortest: 2,
      longest: 5,
      rank: (_, length) => [-length],
    });
    expect(found).toMatchObject({ first: 0, length: 2, packed: [2] });
  });

  it('of runs of one length, takes the best ranked that fits, the first on a tie', () => {
    // Pairs that fit: 1-2, 2-3 and 3-4; 0-1 and 4-5 do not.
    const sizes = [50, 60, 30, 30, 20, 90];
    const search = { shortest: 2, longest: 2 };
    // The last that fits: 4-5 ranks best but does not fit.
    expect(findShortestRepack({ ...row(sizes), ...search, rank: (first) => [-first] })?.first).toBe(
      3,
    );
    // On a tie, the first that fits.
    expect(findShortestRepack({ ...row(sizes), ...search, rank: () => [0] })?.first).toBe(1);
    // Ranked by the second archive's size: 3-4 holds the emptiest.
    const emptiest = (first: number): number[] => [sizes[first + 1] as number];
    expect(findShortestRepack({ ...row(sizes), ...search, rank: emptiest })?.first).toBe(3);
  });

  it('packs only runs ranked better than any that fitted, and none ranked at the bound', () => {
    const archives = row([10, 10, 10, 10]);
    const found = findShortestRepack({
      ...archives,
      shortest: 2,
      longest: 2,
      rank: (first) => [first],
    });
    expect(found?.first).toBe(0);
    expect(archives.packed).toEqual(['0+2']);
    const bounded = row([10, 10, 10, 10]);
    expect(
      findShortestRepack({ ...bounded, shortest: 2, longest: 4, rank: () => [3], below: [3] }),
    ).toBeUndefined();
    expect(bounded.packed).toEqual([]);
  });

  it('gives up at once when even the whole row does not fit in one fewer (wholeFirst)', () => {
    const archives = row([60, 60, 60, 60]);
    const search = { ...archives, shortest: 2, longest: 4, rank: () => [0] };
    expect(findShortestRepack({ ...search, wholeFirst: true })).toBeUndefined();
    expect(archives.packed).toEqual(['0+4']);
    expect(findShortestRepack(search)).toBeUndefined();
    expect(archives.packed.length).toBeGreaterThan(4);
  });
});
