/**
 * The planner's invariants over sequences of 1-20 edits of every kind (a branch that grows over
 * many pushes, adds and deletes mixed), at 1 MB and 4.4 MB archives, for a push run's plan of
 * each tree and for each push's head planned on the first tree's plan: every unit in exactly
 * one archive, no archive over the capacity, at most the lower bound plus 20 % archives, units
 * in path order, and the same input planned twice giving the same plan; and, packed for real,
 * the same bytes for the same tree after each edit of a sequence.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorGroups,
  rangesOf,
  type ArchiveBoundaries,
} from '../../../src/engine/packing/anchor.ts';
import { archiveBudget, fullestEnds, keyHash } from '../../../src/engine/packing/cut-points.ts';
import { chooseCuts, CutStream } from '../../../src/engine/packing/cut-stream.ts';
import { collectArchives, packFiles } from '../../../src/engine/packing/pack.ts';
import { boundariesOf } from '../../../src/engine/packing/plan.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { editsArb, treeArb, treeOf, treesOf, type Unit } from '../../support/edit-sequences.ts';
import { terraformStacks } from '../../support/terraform-stacks.ts';
import { discoverAll } from '../../support/discover-all.ts';

/** Entry bytes an archive of 1 MB and of 4.4 MB holds (the end record takes 22). */
const CAPACITIES = [1_000_000 - 22, 4_400_000 - 22] as const;

/**
 * A fixed seed: the same trees on every run. A failure is reported as found (`endOnFailure`):
 * shrinking thousands of units over 20 edits takes minutes; the seed and path reproduce it.
 */
const SEED = 24_034;

/** keyHash, remembered: the trees of a sequence share most keys. */
const hashes = new Map<string, number>();
function hash(key: string): number {
  let h = hashes.get(key);
  if (h === undefined) hashes.set(key, (h = keyHash(key)));
  return h;
}

const bytesOf = (tree: readonly Unit[], group: readonly number[]): number =>
  group.reduce((sum, i) => sum + (tree[i] as Unit).bytes, 0);

/** Every invariant a plan of `tree` keeps, whoever made it. */
function expectSound(tree: readonly Unit[], groups: readonly number[][], capacity: number): void {
  // Every unit in exactly one archive, and no archive empty.
  expect(groups.flat().sort((a, b) => a - b)).toEqual(tree.map((_, i) => i));
  expect(groups.every((group) => group.length > 0)).toBe(true);
  for (const group of groups) {
    expect(bytesOf(tree, group)).toBeLessThanOrEqual(capacity);
    // Path order within an archive, and archives in the order of their first unit.
    expect(group).toEqual([...group].sort((a, b) => a - b));
  }
  const firsts = groups.map((group) => group[0] as number);
  expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
}

const total = (tree: readonly Unit[]): number => tree.reduce((sum, u) => sum + u.bytes, 0);

/** A push run's cuts as the packer streams them, and how many were handed out before the end. */
function streamCuts(tree: readonly Unit[], capacity: number): { ends: number[]; final: number } {
  const stream = new CutStream(capacity, hash);
  const ends: number[] = [];
  for (const unit of tree) {
    stream.push(unit);
    ends.push(...stream.take());
  }
  const final = ends.length;
  return { ends: [...ends, ...stream.finish()], final };
}

describe.each(CAPACITIES)('edit sequences at %i bytes an archive', (capacity) => {
  it('a push run plans every tree soundly, within the cap, and the same twice', () => {
    fc.assert(
      fc.property(treeArb(capacity, 2, 16), editsArb, (sizes, edits) => {
        for (const tree of treesOf(treeOf(sizes), edits)) {
          const { ends, final } = streamCuts(tree, capacity);
          // Archives of a push run are runs of path order.
          expectSound(tree, rangesOf(ends), capacity);
          expect(chooseCuts(tree, capacity, hash)).toEqual(ends);
          const budget = archiveBudget(total(tree), capacity);
          if (capacity > 4_000_000) expect(ends.length).toBeLessThanOrEqual(budget);
          // Over the cap only where the archives handed out early leave the rest no room: even
          // packed as full as they go, the others would be as many (at 1 MB, 326 of the
          // simulation's 21,600 plans end so; in a sample, all with a unit of 36-60 % of it).
          else if (ends.length > budget)
            expect(fullestEnds(tree, ends[final - 1] ?? 0, capacity)).toHaveLength(
              ends.length - final,
            );
        }
      }),
      { seed: SEED, numRuns: 25, endOnFailure: true },
    );
  });

  it("each push's head on its base's plan is sound, within the cap, and the same twice", () => {
    fc.assert(
      fc.property(treeArb(capacity, 2, 16), editsArb, (sizes, edits) => {
        const [base, ...pushes] = treesOf(treeOf(sizes), edits) as [Unit[], ...Unit[][]];
        const ends = chooseCuts(base, capacity, hash);
        const anchor: ArchiveBoundaries = rangesOf(ends).map((group) => ({
          items: group.map((i) => base[i] as Unit),
        }));
        const asGiven = structuredClone(anchor);
        for (const head of pushes) {
          const groups = anchorGroups(head, anchor, capacity, hash);
          expectSound(head, groups, capacity);
          expect(groups.length).toBeLessThanOrEqual(archiveBudget(total(head), capacity));
          expect(anchorGroups(head, anchor, capacity, hash)).toEqual(groups);
        }
        // The base's plan is read, never changed: every push is planned on the same one.
        expect(anchor).toEqual(asGiven);
      }),
      { seed: SEED, numRuns: 25, endOnFailure: true },
    );
  });
});

/** Terraform-like text that deflates about 2x, from a seed. */
function terraform(seed: number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const id = ((seed * 2_654_435_761 + i * 40_503) >>> 0).toString(36);
    out += `resource "aws_s3_bucket" "b_${id}" {\n  bucket = "${id}-${i}-logs"\n}\n`;
  }
  return out;
}

/** Discovers `root` and packs it (as a head on `anchor` when given), its listing reversed or not. */
async function packDigests(
  root: string,
  options: { anchor?: ArchiveBoundaries; reverse: boolean },
) {
  const discovery = await discoverAll(root);
  const files = options.reverse ? [...discovery.files].reverse() : discovery.files;
  const packing = await packFiles(files, {
    maxArchiveBytes: 10_000,
    baseName: 'repo',
    dir: tempDir('iac-out-'),
    ...(options.anchor && { anchor: options.anchor }),
  });
  const archives = await collectArchives(packing);
  const digests = archives.map((a) =>
    createHash('sha256').update(fs.readFileSync(a.file)).digest('hex'),
  );
  return { plan: packing.plan, digests };
}

describe('edit sequences, packed', () => {
  it('gives the same bytes for the same tree, as a push run and as a head on its base', async () => {
    const root = tempDir();
    writeTree(
      root,
      terraformStacks(40, (i) => terraform(i, 1_500 + (i % 7) * 900)),
    );
    const base = await packDigests(root, { reverse: false });
    expect(base.digests.length).toBeGreaterThanOrEqual(4);
    const anchor = boundariesOf(base.plan);
    const seen = new Set(base.digests);
    const edits: (() => void)[] = [
      () => fs.appendFileSync(path.join(root, 'stacks/s07/main.tf'), terraform(99, 4_000)),
      () =>
        writeTree(root, {
          'stacks/s20a/main.tf': terraform(100, 3_000),
          'stacks/s20a/vars.tf': terraform(101, 2_000),
        }),
      () => fs.rmSync(path.join(root, 'stacks/s31'), { recursive: true }),
      () => fs.renameSync(path.join(root, 'stacks/s12'), path.join(root, 'stacks/s39z')),
    ];
    for (const edit of edits) {
      edit();
      for (const head of [undefined, anchor]) {
        const once = await packDigests(root, { reverse: false, ...(head && { anchor: head }) });
        const again = await packDigests(root, { reverse: true, ...(head && { anchor: head }) });
        expect(again.digests).toEqual(once.digests);
      }
      // Each push adds at most 2 archives the service has not seen (the base's, an earlier
      // push's): the others are kept byte for byte.
      const head = await packDigests(root, { reverse: false, anchor });
      expect(head.digests.filter((d) => !seen.has(d)).length).toBeLessThanOrEqual(2);
      for (const d of head.digests) seen.add(d);
    }
  });
});
