/**
 * Trees of scan units and sequences of edits for the planner's property tests: fast-check
 * arbitraries shaped like the simulation's trees (bench/plan-trees.ts): deflated sizes mostly
 * 200 B to 30 KB, one unit in 60 of 100-600 KB, and the six kinds of edit a repository sees.
 */
import fc from 'fast-check';
import type { AnchorItem } from '../../src/engine/packing/anchor.ts';

/** A unit as the planner sees it: its key (a path), its bytes and what it holds. */
export type Unit = AnchorItem;

export const EDIT_KINDS = [
  'modify',
  'add',
  'delete',
  'add-folder',
  'delete-folder',
  'rename',
] as const;

/** One edit; `at` and `to` pick units (modulo the count), `sizes` the bytes of what it adds. */
export interface Edit {
  readonly kind: (typeof EDIT_KINDS)[number];
  readonly at: number;
  readonly to: number;
  /** Percent by which a modified unit grows (negative: shrinks). */
  readonly percent: number;
  readonly sizes: readonly number[];
}

/** Deflated bytes of one unit: mostly 200 B - 30 KB, one in 60 of 100-600 KB. */
export const unitBytes = fc.oneof(
  { weight: 59, arbitrary: fc.integer({ min: 200, max: 30_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 600_000 }) },
);

export const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(...EDIT_KINDS),
  at: fc.nat(),
  to: fc.nat(),
  percent: fc.integer({ min: -30, max: 30 }),
  sizes: fc.array(unitBytes, { minLength: 10, maxLength: 10 }),
});

/** 1-20 edits (lengths drawn evenly: fast-check's default size favours short arrays). */
export const editsArb = fc.array(editArb, { minLength: 1, maxLength: 20, size: 'max' });

/** The mean of `unitBytes`, to size trees by their archive count. */
const MEAN_UNIT_BYTES = (59 * 15_100 + 350_000) / 60;

/**
 * Unit sizes of a tree of `minArchives` to `maxArchives` archives at `capacityBytes`, filled
 * 75-100 % on average (the simulation's trees hold 77-95 %: near the cap, where it bites).
 */
export function treeArb(
  capacityBytes: number,
  minArchives: number,
  maxArchives: number,
): fc.Arbitrary<number[]> {
  return fc
    .tuple(fc.integer({ min: minArchives, max: maxArchives }), fc.integer({ min: 75, max: 100 }))
    .chain(([archives, percent]) => {
      const count = Math.max(
        1,
        Math.round((archives * capacityBytes * percent) / 100 / MEAN_UNIT_BYTES),
      );
      return fc.array(unitBytes, { minLength: count, maxLength: count });
    });
}

const byKey = (a: Unit, b: Unit): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Units in path order with the given sizes. */
export function treeOf(sizes: readonly number[]): Unit[] {
  return sizes.map((bytes, i) => {
    const key = `terraform/stacks/s${i.toString(36).padStart(4, '0')}`;
    return { key, bytes, signature: `${key}@0:${bytes}` };
  });
}

/** The tree after `edit` (the `step`-th of its sequence: new keys are unique to it). */
export function applyEdit(units: readonly Unit[], edit: Edit, step: number): Unit[] {
  const n = units.length;
  const at = edit.at % n;
  const unit = units[at] as Unit;
  const fresh = (key: string, bytes: number): Unit => ({ key, bytes, signature: `${key}@new` });
  const without = (from: number, count: number): Unit[] =>
    n > count ? [...units.slice(0, from), ...units.slice(from + count)] : [...units];
  switch (edit.kind) {
    case 'modify': {
      const bytes = Math.max(100, Math.round((unit.bytes * (100 + edit.percent)) / 100));
      const next = [...units];
      next[at] = { key: unit.key, bytes, signature: `${unit.key}@${step}:${bytes}` };
      return next;
    }
    case 'add':
      return [...units, fresh(`${unit.key}/added-${step}`, edit.sizes[0] as number)].sort(byKey);
    case 'delete':
      return without(at, 1);
    case 'add-folder':
      return [
        ...units,
        ...edit.sizes.map((bytes, k) => fresh(`${unit.key}/folder-${step}/u${k}`, bytes)),
      ].sort(byKey);
    case 'delete-folder':
      return without(Math.min(at, Math.max(0, n - 10)), 10);
    case 'rename': {
      const target = units[edit.to % n] as Unit;
      const renamed = { ...unit, key: `${target.key}~renamed-${step}` };
      return [...without(at, 1), renamed].sort(byKey);
    }
  }
}

/** The trees a sequence of edits makes, the first one included. */
export function treesOf(first: readonly Unit[], edits: readonly Edit[]): Unit[][] {
  const trees = [[...first]];
  edits.forEach((edit, step) => trees.push(applyEdit(trees.at(-1) as Unit[], edit, step)));
  return trees;
}
