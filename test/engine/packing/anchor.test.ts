import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorGroups,
  rangesOf,
  type AnchorItem,
  type ArchiveBoundaries,
} from '../../../src/engine/packing/anchor.ts';
import { Placer } from '../../../src/engine/packing/anchor-placer.ts';
import type { Bin } from '../../../src/engine/packing/head-bins.ts';
import { archiveBudget, chooseCutsFree } from '../../../src/engine/packing/cut-points.ts';
import { chooseCuts, CutStream } from '../../../src/engine/packing/cut-stream.ts';

const CAPACITY = 100_000;

/** Units named in path order with the given sizes; `version` marks changed contents. */
const units = (sizes: readonly number[], version = 0): AnchorItem[] =>
  sizes.map((bytes, i) => ({
    key: `terraform/stacks/s${String(i).padStart(4, '0')}`,
    bytes,
    signature: `v${version}:${bytes}`,
  }));

/** Each archive named by what it holds. */
function named(items: readonly AnchorItem[], groups: readonly (readonly number[])[]): string[] {
  return groups.map((group) =>
    group.map((i) => `${items[i]?.key}=${items[i]?.signature}`).join('|'),
  );
}

const headOf = (head: readonly AnchorItem[], anchor: ArchiveBoundaries): string[] =>
  named(head, anchorGroups(head, anchor, CAPACITY));

function anchorOf(items: readonly AnchorItem[]): ArchiveBoundaries {
  const ends = chooseCuts(items, CAPACITY);
  return ends.map((end, i) => ({ items: items.slice(i === 0 ? 0 : ends[i - 1], end) }));
}

const smallSizes = fc.array(fc.integer({ min: 200, max: 5_000 }), {
  minLength: 50,
  maxLength: 600,
});
const sizes = fc.oneof(
  fc.array(fc.integer({ min: 200, max: 30_000 }), { minLength: 20, maxLength: 300 }),
  smallSizes,
);

describe('cuts from the units ahead', () => {
  it('cuts the same whether the units come one by one or all at once, within the cap', () => {
    fc.assert(
      fc.property(sizes, (list) => {
        const items = units(list);
        const stream = new CutStream(CAPACITY);
        const ends: number[] = [];
        for (const item of items) {
          stream.push(item);
          ends.push(...stream.take());
        }
        ends.push(...stream.finish());
        expect(ends).toEqual(chooseCuts(items, CAPACITY));
        // The cap holds whenever units are small against an archive (big ones can make it
        // unreachable for any plan that keeps path order).
        const total = list.reduce((s, b) => s + b, 0);
        if (Math.max(...list) <= CAPACITY / 20)
          expect(ends.length).toBeLessThanOrEqual(archiveBudget(total, CAPACITY));
      }),
    );
  });
});

/** Indexes of the archives of `ends` that `other` does not have (the same items exactly). */
function replaced(ends: readonly number[], other: readonly number[]): number[] {
  const span = (list: readonly number[], i: number): string =>
    `${i === 0 ? 0 : list[i - 1]}-${list[i]}`;
  const kept = new Set(other.map((_, i) => span(other, i)));
  return ends.flatMap((_, i) => (kept.has(span(ends, i)) ? [] : [i]));
}

/** Sizes from a fixed seed (xorshift): the same trees on every run. */
function seededSizes(seed: number, count: number, max: number): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return 200 + ((x >>> 0) % (max - 200));
  });
}

describe('the cap on the count', () => {
  it('when the free plan passes it, packs again one run of archives per archive too many', () => {
    fc.assert(
      fc.property(sizes, (list) => {
        const items = units(list);
        const free = chooseCutsFree(items, CAPACITY);
        const ends = chooseCuts(items, CAPACITY);
        const budget = archiveBudget(
          list.reduce((s, b) => s + b, 0),
          CAPACITY,
        );
        if (Math.max(...list) <= CAPACITY / 20) expect(ends.length).toBeLessThanOrEqual(budget);
        if (free.length <= budget) {
          expect(ends).toEqual(free);
          return;
        }
        const gone = replaced(free, ends);
        const runs = gone.filter((i, k) => k === 0 || gone[k - 1] !== i - 1).length;
        expect(runs).toBeLessThanOrEqual(free.length - ends.length);
      }),
      { numRuns: 400 },
    );
  });

  it('repacks the shortest run wherever it is, not the end of the plan', () => {
    let repaired = 0;
    let beforeTheEnd = 0;
    let replacedArchives = 0;
    let tailArchives = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const list = seededSizes(seed, 100 + (seed % 400), seed % 2 ? 5_000 : 30_000);
      const items = units(list);
      const free = chooseCutsFree(items, CAPACITY);
      const ends = chooseCuts(items, CAPACITY);
      if (free.length === ends.length && free.every((end, i) => end === ends[i])) continue;
      repaired++;
      const gone = replaced(free, ends);
      if (!gone.includes(free.length - 1)) beforeTheEnd++;
      replacedArchives += gone.length;
      // What refilling the end of the plan from the first archive replaced would have changed.
      tailArchives += free.length - (gone[0] as number);
    }
    expect(repaired).toBeGreaterThan(20);
    expect(beforeTheEnd).toBeGreaterThan(repaired / 4);
    expect(replacedArchives).toBeLessThan(tailArchives / 2);
  });
});

/**
 * Six units in three archives of two, and a head with five new units of 18 KB after the third
 * (in the middle archive); `before` names the base's archives.
 */
function folderAdded(sizes: readonly number[]): {
  head: AnchorItem[];
  anchor: ArchiveBoundaries;
  before: string[];
} {
  const base = units(sizes);
  const pairs = [
    [0, 1],
    [2, 3],
    [4, 5],
  ];
  const folder = Array.from({ length: 5 }, (_, k) => ({
    key: `terraform/stacks/s0002/new-${k}`,
    bytes: 18_000,
    signature: 'new',
  }));
  return {
    head: [...base.slice(0, 3), ...folder, ...base.slice(3)],
    anchor: pairs.map((group) => ({ items: group.map((i) => base[i] as AnchorItem) })),
    before: named(base, pairs),
  };
}

describe('a head anchored on its base', () => {
  it('keeps the base plan when nothing changed, and every unchanged archive after one edit', () => {
    fc.assert(
      fc.property(smallSizes, fc.nat(), fc.boolean(), (list, at, remove) => {
        const base = units(list);
        const anchor = anchorOf(base);
        const before = named(base, rangesOf(chooseCuts(base, CAPACITY)));
        expect(headOf(base, anchor)).toEqual(before);

        const head = [...base];
        const i = at % head.length;
        if (remove) head.splice(i, 1);
        else head[i] = { ...(head[i] as AnchorItem), bytes: 25_000, signature: 'edited' };
        const after = headOf(head, anchor);
        // The archive edited and, when it overflows, the one that takes what no longer fits.
        expect(after.filter((g) => !before.includes(g)).length).toBeLessThanOrEqual(2);
        const total = head.reduce((sum, u) => sum + u.bytes, 0);
        expect(after.length).toBeLessThanOrEqual(archiveBudget(total, CAPACITY));
        // Every item once.
        expect(after.join('|').split('|').filter(Boolean).sort()).toEqual(
          head.map((u) => `${u.key}=${u.signature}`).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('moves a folder that no longer fits its archive to one of its own; nothing else changes', () => {
    // Five new units between the two of the middle archive: 90 KB more than its 90 KB.
    const { head, anchor, before } = folderAdded([60_000, 30_000, 50_000, 40_000, 70_000, 20_000]);
    const after = headOf(head, anchor);
    // The middle archive keeps its own units (none of the folder fits beside them), so it is
    // the base's archive byte for byte; the folder is one new archive (the cap allows five).
    expect(after.filter((g) => !before.includes(g))).toEqual(named(head, [[3, 4, 5, 6, 7]]));
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('keeps an archive that overflows as the base had it: all its new units go on together', () => {
    const { head, anchor, before } = folderAdded([60_000, 30_000, 30_000, 20_000, 70_000, 20_000]);
    // Two of the five would fit beside the 50 KB of its own, but then a later unit added there
    // would change both archives; so the base archive stays whole and the folder is one archive.
    const after = headOf(head, anchor);
    expect(after.filter((g) => !before.includes(g))).toEqual(named(head, [[3, 4, 5, 6, 7]]));
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('passes on more than one archive holds as few full archives, not one per unit', () => {
    const base = units([50_000, 40_000]);
    const anchor: ArchiveBoundaries = [{ items: base }];
    const added = Array.from({ length: 20 }, (_, k) => ({
      key: `terraform/stacks/s0001/new-${String(k).padStart(2, '0')}`,
      bytes: 10_000,
      signature: 'new',
    }));
    const head = [...base, ...added];
    // 290 KB: the base archive stays as it was; the 200 KB of new units go on in two archives.
    const after = anchorGroups(head, anchor, CAPACITY);
    expect(after.map((group) => group.length)).toEqual([2, 10, 10]);
  });

  it('at the cap, puts what no longer fits into the nearest changed archive with room', () => {
    const base = units([90_000, 40_000, 40_000, 95_000, 95_000, 95_000]);
    const anchor: ArchiveBoundaries = base.map((item) => ({ items: [item] }));
    // A new 30 KB unit after the first (which has no room for it) and the third edited:
    // 485 KB, so the lower bound is 5 and the cap 6, as many as there are archives.
    const added = { key: 'terraform/stacks/s0000/extra', bytes: 30_000, signature: 'new' };
    const edited = { ...(base[2] as AnchorItem), signature: 'edited' };
    const head = [base[0] as AnchorItem, added, base[1] as AnchorItem, edited, ...base.slice(3)];
    const before = named(base, [[0], [1], [2], [3], [4], [5]]);
    const after = headOf(head, anchor);
    expect(after).toHaveLength(6);
    // The edited archive takes it (it is scanned anyway); the unchanged one beside it stays.
    expect(after.filter((g) => !before.includes(g))).toEqual(named(head, [[1, 3]]));
  });

  it('never makes an archive of nothing, nor leaves one out of order', () => {
    // The first base archive is gone from the head, and new units sort before everything:
    // they belong to it but do not fit in one archive.
    const rest = units(Array.from({ length: 10 }, () => 90_000)).map((u) => ({
      ...u,
      key: `${u.key}-m`,
    }));
    const gone = { key: 'terraform/stacks/a', bytes: 50_000, signature: 'v0' };
    const anchor: ArchiveBoundaries = [{ items: [gone] }, ...rest.map((u) => ({ items: [u] }))];
    const fresh = (key: string) => ({ key, bytes: 60_000, signature: 'new' });
    const head = [fresh('terraform/a1'), fresh('terraform/a2'), ...rest];
    const after = anchorGroups(head, anchor, CAPACITY);
    expect(after.every((group) => group.length > 0)).toBe(true);
    expect(after.map((group) => group[0])).toEqual(
      [...after.map((group) => group[0] as number)].sort((x, y) => x - y),
    );
    expect(after.flat().sort((x, y) => x - y)).toEqual(head.map((_, i) => i));
  });

  it('merges a changed archive with the two emptiest elsewhere when no two fit together', () => {
    // 56, 78, 78, 45 (changed: one of its units deleted), 78, 78, 56 KB: no two fit in one
    // archive and no run of three neighbours fits in two; 469 KB allow 6 archives, not 7.
    const key = (k: number): string => `terraform/stacks/s${k}`;
    const unit = (k: number, bytes: number) => ({ key: key(k), bytes, signature: 'v0' });
    const pair = (k: number) => [unit(k, 39_000), unit(k + 1, 39_000)];
    const layout: { key: string; bytes: number; signature: string }[][] = [
      [unit(10, 56_000)],
      pair(11),
      pair(13),
      [unit(15, 22_500), unit(16, 22_500), unit(17, 30_000)],
      pair(18),
      pair(20),
      [unit(22, 56_000)],
    ];
    const anchor: ArchiveBoundaries = layout.map((items) => ({ items }));
    const head = layout.flat().filter((u) => u.key !== key(17));
    const before = layout.map((items) => items.map((u) => `${u.key}=${u.signature}`).join('|'));
    const after = headOf(head, anchor);
    expect(after).toHaveLength(6);
    // Two archives to scan (the 56 KB ones with half of the changed one each); the four 78 KB
    // archives are the base's. Packing every archive again would have mixed their units.
    expect(after.filter((g) => !before.includes(g))).toHaveLength(2);
    expect(before.filter((g) => after.includes(g))).toHaveLength(4);
  });

  it('merges the two archives a deleted folder left with the emptiest elsewhere, into two', () => {
    // 95 | 50 30 +20 | +12 50 38 | 95 | eight of 40 35 | 30 KB: the folder (the 20 and 12 KB
    // units) leaves 80 and 88 KB. 988 KB allow 12 archives, not 13; no two archives fit in one,
    // and the eight of 75 KB are emptier than the 88, yet the two changed ones with the 30 KB
    // one fit in two (with one of 75 KB, three would change).
    const unit = (key: string, bytes: number) => ({ key, bytes, signature: 'v0' });
    const layout = [
      [unit('a', 95_000)],
      [unit('b1', 50_000), unit('b2', 30_000), unit('c/1', 20_000)],
      [unit('c/2', 12_000), unit('d1', 50_000), unit('d2', 38_000)],
      [unit('e', 95_000)],
      ...Array.from({ length: 8 }, (_, k) => [unit(`f${k}a`, 40_000), unit(`f${k}b`, 35_000)]),
      [unit('g', 30_000)],
    ];
    const anchor: ArchiveBoundaries = layout.map((items) => ({ items }));
    const head = layout.flat().filter((u) => !u.key.startsWith('c/'));
    const before = layout.map((items) => items.map((u) => `${u.key}=${u.signature}`).join('|'));
    const after = headOf(head, anchor);
    expect(after).toHaveLength(12);
    expect(after.filter((g) => !before.includes(g))).toHaveLength(2);
  });

  it('at the cap, keeps a folder that fits nowhere together, so a later push leaves it be', () => {
    // Eight archives (74, 54, 98, 87, 88, 89, 40, 73 KB) and a 72 KB folder after the 88 KB
    // archive: 675 KB allow 8 archives, and no archive has room for the folder. It gets an
    // archive of its own, the 54 and 40 KB ones merged to make room. A second push that changes
    // any other archive then adds at most 2 archives the service has not seen; spread unit by
    // unit over its neighbours, the folder moved again with the next push (3-4 new archives).
    const unit = (key: string, bytes: number, signature = 'v0') => ({ key, bytes, signature });
    const layout = [74, 54, 98, 87, 88, 89, 40, 73].map((kb, k) => [unit(`s${k}`, kb * 1000)]);
    const folder = Array.from({ length: 6 }, (_, k) => unit(`s4/new${k}`, 12_000));
    const anchor: ArchiveBoundaries = layout.map((items) => ({ items }));
    const seen = new Set(
      layout.map((items) => items.map((u) => `${u.key}=${u.signature}`).join('|')),
    );
    const push = [...layout.slice(0, 5).flat(), ...folder, ...layout.slice(5).flat()];
    const first = headOf(push, anchor);
    expect(first).toHaveLength(8);
    expect(first.filter((g) => !seen.has(g))).toHaveLength(2);
    for (const g of first) seen.add(g);
    for (const other of [0, 1, 2, 3, 5, 6, 7]) {
      const next = push.map((u) => (u.key === `s${other}` ? { ...u, signature: 'v1' } : u));
      expect(headOf(next, anchor).filter((g) => !seen.has(g)).length).toBeLessThanOrEqual(2);
    }
  });

  it('plans afresh an edit in one archive that merges would make cost more than two', () => {
    // A base one over its cap (822 KB: 10 allowed, 11 archives of four equal units) and a 10 KB
    // folder added after the 88 KB archive: the head must lose an archive. Placed and merged,
    // three archives change; the folder with the 46, 61 and 66 KB archives packs into two.
    const unit = (key: string, bytes: number) => ({ key, bytes, signature: 'v0' });
    const layout = [71, 85, 82, 66, 96, 74, 61, 77, 76, 88, 46].map((kb, k) =>
      [0, 1, 2, 3].map((j) => unit(`s${String(k).padStart(2, '0')}-${j}`, kb * 250)),
    );
    const folder = [0, 1, 2, 3, 4].map((k) => unit(`s09-9/new${k}`, 2_000));
    const anchor: ArchiveBoundaries = layout.map((items) => ({ items }));
    const head = [...layout.slice(0, 10).flat(), ...folder, ...layout.slice(10).flat()];
    const before = layout.map((items) => items.map((u) => `${u.key}=${u.signature}`).join('|'));
    const after = headOf(head, anchor);
    expect(after).toHaveLength(10);
    expect(after.filter((g) => !before.includes(g))).toHaveLength(2);
  });

  it('when the head shrinks under the cap, merges the archives that changed before any other', () => {
    // Four archives at 55 KB; two lose units, so that 3 archives hold them all (cap 3).
    const base = units([30_000, 25_000, 30_000, 25_000, 30_000, 25_000, 30_000, 25_000]);
    const anchor: ArchiveBoundaries = [0, 2, 4, 6].map((at) => ({
      items: base.slice(at, at + 2),
    }));
    const head = base.filter((_, i) => i !== 1 && i !== 5);
    const total = head.reduce((sum, u) => sum + u.bytes, 0);
    expect(total).toBe(170_000);
    const after = headOf(head, anchor);
    expect(after.length).toBeLessThanOrEqual(archiveBudget(total, CAPACITY));
    const before = named(base, [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    // The two shrunk archives became one; the two untouched ones are as they were.
    expect(after.filter((g) => !before.includes(g))).toHaveLength(1);
  });

  it('packs a run of five neighbours into four when no shorter repack fits, leaving the rest', () => {
    // Five archives of 80 KB (40 + 4 x 10 KB) fit in four only all together; two of 95 KB
    // fit with nothing. Six allowed.
    const items: { key: string; bytes: number }[] = [];
    const bin = (home: number, sizes: number[]): Bin => {
      const members = sizes.map((bytes) => items.push({ key: `k${items.length}`, bytes }) - 1);
      return { members, bytes: sizes.reduce((sum, b) => sum + b, 0), kept: true, home };
    };
    const bins = [
      ...[0, 1, 2, 3, 4].map((home) => bin(home, [40_000, 10_000, 10_000, 10_000, 10_000])),
      bin(5, [95_000]),
      bin(6, [95_000]),
    ];
    const untouched = bins.slice(5);
    new Placer(bins, items, CAPACITY, 6).merge();
    expect(bins).toHaveLength(6);
    expect(bins.every((b) => b.bytes <= CAPACITY)).toBe(true);
    expect(bins.flatMap((b) => b.members).sort((x, y) => x - y)).toEqual(items.map((_, i) => i));
    expect(bins).toEqual(expect.arrayContaining(untouched));
  });

  it('plans a head without a base by the free rule', () => {
    const items = units([40_000, 50_000, 30_000, 20_000, 60_000]);
    expect(anchorGroups(items, [], CAPACITY)).toEqual(rangesOf(chooseCuts(items, CAPACITY)));
  });
});
