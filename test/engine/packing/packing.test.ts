import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discoverFiles, type DiscoveredFile } from '../../../src/engine/discovery/discover.ts';
import { collectArchives, packFiles, type PackOptions } from '../../../src/engine/packing/pack.ts';
import { archiveBudget } from '../../../src/engine/packing/cut-points.ts';
import { planArchives, type PlanInput } from '../../../src/engine/packing/plan.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { readZip } from '../../support/zip-reader.ts';

function hcl(seed: number, lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `resource "aws_s3_bucket" "b${seed}_${i}" {\n  bucket = "bucket-${seed}-${i}"\n}\n`,
  ).join('');
}

async function packTree(
  files: Record<string, string | Buffer>,
  maxArchiveBytes: number,
  workspace = tempDir(),
) {
  writeTree(workspace, files);
  const discovery = await discoverFiles({
    workspace,
    scanRoot: workspace,
    include: ['**/*.bin'],
    exclude: [],
  });
  const packed = await pack(discovery.files, {
    maxArchiveBytes,
    baseName: 'repo-abc1234',
    dir: tempDir('iac-out-'),
  });
  return { workspace, discovery, packed };
}

/** Packs and writes every archive. */
async function pack(files: readonly DiscoveredFile[], options: PackOptions) {
  const packing = await packFiles(files, options);
  return { plan: packing.plan, archives: await collectArchives(packing) };
}

const digest = (file: string): string =>
  createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('packing', () => {
  it('writes archives whose exact size is the planned size, read back entry by entry', async () => {
    const files: Record<string, string | Buffer> = {};
    for (let i = 0; i < 40; i++) files[`mod${i % 7}/f${i}.tf`] = hcl(i, 20 + i * 10);
    files['empty/empty.tf'] = '';
    files['ünïcode dir/main.tf'] = hcl(99, 3);
    files['blob/random.bin'] = randomBytes(30_000);
    const { packed, discovery, workspace } = await packTree(files, 20_000);
    expect(packed.archives.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const { plan, file } of packed.archives) {
      const size = fs.statSync(file).size;
      expect(size).toBe(plan.bytes);
      expect(size).toBeLessThanOrEqual(20_000);
      const entries = await readZip(file);
      expect(entries.map((e) => e.name)).toEqual(plan.entries.map((e) => e.path));
      for (const entry of entries) {
        expect(entry.utf8Flag).toBe(true);
        expect(entry.method).toBe(8);
        expect(entry.data.equals(fs.readFileSync(path.join(workspace, entry.name)))).toBe(true);
        seen.push(entry.name);
      }
    }
    // Every file exactly once, except the one too large for any archive.
    expect(packed.plan.tooLarge.map((t) => t.path)).toEqual(['blob/random.bin']);
    expect(seen.sort()).toEqual(
      discovery.files
        .map((f) => f.path)
        .filter((p) => p !== 'blob/random.bin')
        .sort(),
    );
    expect(packed.archives.map((a) => a.plan.name)).toEqual(
      packed.archives.map((_, i) => `repo-abc1234-${i + 1}.zip`),
    );
  });

  it('is byte-identical whatever the listing order, modification times, time zone or umask', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`d${i % 4}/f${i}.tf`] = hcl(i, 15);
    const first = await packTree(files, 8_000);
    const tz = process.env.TZ;
    const umask = process.umask(0o077);
    try {
      process.env.TZ = 'Pacific/Chatham';
      const second = await packTree(files, 8_000);
      for (const f of second.discovery.files)
        fs.utimesSync(f.absolutePath, new Date(2001, 1, 1), new Date(2001, 1, 1));
      const shuffled = [...second.discovery.files].reverse() as DiscoveredFile[];
      const again = await pack(shuffled, {
        maxArchiveBytes: 8_000,
        baseName: 'repo-abc1234',
        dir: tempDir('iac-out-'),
      });
      expect(again.archives.map((a) => digest(a.file))).toEqual(
        first.packed.archives.map((a) => digest(a.file)),
      );
      expect(second.packed.archives.map((a) => digest(a.file))).toEqual(
        first.packed.archives.map((a) => digest(a.file)),
      );
      const entry = (await readZip(again.archives[0]!.file))[0]!;
      expect(entry.lastModified.getFullYear()).toBe(1980);
    } finally {
      process.env.TZ = tz;
      process.umask(umask);
    }
  });

  it('keeps a unit in one archive and splits only a unit bigger than the limit', async () => {
    const files: Record<string, string> = {
      'big/a.tf': hcl(1, 400),
      'big/b.tf': hcl(2, 400),
      'big/c.tf': hcl(3, 400),
      'small/a.tf': hcl(4, 5),
      'small/b.tf': hcl(5, 5),
    };
    const { packed } = await packTree(files, 6_000);
    expect(packed.plan.splitUnits).toEqual(['terraform:big']);
    const holding = (p: string) =>
      packed.archives.findIndex((a) => a.plan.entries.some((e) => e.path === p));
    expect(holding('small/a.tf')).toBe(holding('small/b.tf'));
  });

  it('names a single archive <base>.zip', async () => {
    const { packed } = await packTree({ 'main.tf': hcl(1, 2) }, 4_400_000);
    expect(packed.archives.map((a) => a.plan.name)).toEqual(['repo-abc1234.zip']);
  });

  it('plans within the limit, every file exactly once, whatever the tree (property)', () => {
    const input = fc.array(
      fc.record({
        dir: fc.integer({ min: 0, max: 5 }),
        name: fc.string({ minLength: 1, maxLength: 12 }),
        size: fc.integer({ min: 0, max: 5_000 }),
        deflated: fc.integer({ min: 2, max: 6_000 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(input, fc.integer({ min: 200, max: 20_000 }), (raw, limit) => {
        const byPath = new Map<string, PlanInput>();
        for (const r of raw) {
          const p = `d${r.dir}/${r.name.replace(/[/\\]/g, '_')}.tf`;
          byPath.set(p, {
            path: p,
            unit: `terraform:d${r.dir}`,
            size: r.size,
            crc32: 0,
            compressedSize: r.deflated,
            spoolOffset: 0,
          });
        }
        const inputs = [...byPath.values()];
        const plan = planArchives(inputs, { maxArchiveBytes: limit, baseName: 'b' });
        const reversed = planArchives([...inputs].reverse(), {
          maxArchiveBytes: limit,
          baseName: 'b',
        });
        expect(reversed).toEqual(plan);
        const placed = plan.archives.flatMap((a) => a.entries.map((e) => e.path));
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed, ...plan.tooLarge.map((t) => t.path)].sort()).toEqual(
          inputs.map((i) => i.path).sort(),
        );
        for (const a of plan.archives) expect(a.bytes).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 300 },
    );
  });

  it('uses at most the lower bound plus 20 % (at least +1) archives when units are small (property)', () => {
    const unitSizes = fc.array(fc.integer({ min: 100, max: 1_000 }), {
      minLength: 1,
      maxLength: 2_000,
    });
    fc.assert(
      fc.property(unitSizes, fc.integer({ min: 100_000, max: 400_000 }), (sizes, limit) => {
        const inputs: PlanInput[] = sizes.map((size, i) => ({
          path: `u${String(i).padStart(4, '0')}/main.tf`,
          unit: `terraform:u${i}`,
          size: size * 4,
          crc32: 0,
          compressedSize: size,
          spoolOffset: 0,
        }));
        const plan = planArchives(inputs, { maxArchiveBytes: limit, baseName: 'b' });
        const entryBytes = plan.archives.reduce((sum, a) => sum + a.bytes - 22, 0);
        expect(plan.archives.length).toBeLessThanOrEqual(archiveBudget(entryBytes, limit - 22));
        for (const a of plan.archives) expect(a.bytes).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 200 },
    );
  });

  it('packs nothing into no archives, and leaves no spool behind', async () => {
    const dir = tempDir('iac-out-');
    const packed = await pack([], { maxArchiveBytes: 10_000, baseName: 'b', dir });
    expect(packed.archives).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('packs random real trees: every file once, within the limit, same bytes twice, readable by unzip (property)', async () => {
    const hasUnzip = spawnSync('unzip', ['-v']).status === 0;
    const tree = fc.dictionary(
      fc
        .stringMatching(/^[a-zA-Z0-9 ._é-]{1,10}$/)
        .filter((n) => n.trim() === n && !n.startsWith('.')),
      fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 60 }), fc.boolean()),
      { minKeys: 1, maxKeys: 25 },
    );
    await fc.assert(
      fc.asyncProperty(tree, fc.integer({ min: 1_500, max: 30_000 }), async (spec, limit) => {
        const files: Record<string, string | Buffer> = {};
        for (const [name, [dir, lines, binary]] of Object.entries(spec)) {
          files[`d${dir}/${name}.tf`] = binary ? randomBytes(lines * 40) : hcl(lines, lines);
        }
        const first = await packTree(files, limit);
        const again = await pack(first.discovery.files, {
          maxArchiveBytes: limit,
          baseName: 'repo-abc1234',
          dir: tempDir('iac-out-'),
        });
        expect(again.archives.map((a) => digest(a.file))).toEqual(
          first.packed.archives.map((a) => digest(a.file)),
        );
        const seen: string[] = [];
        for (const { file } of first.packed.archives) {
          expect(fs.statSync(file).size).toBeLessThanOrEqual(limit);
          if (hasUnzip) expect(spawnSync('unzip', ['-tq', file]).status).toBe(0);
          for (const entry of await readZip(file)) {
            expect(entry.data.equals(fs.readFileSync(path.join(first.workspace, entry.name)))).toBe(
              true,
            );
            seen.push(entry.name);
          }
        }
        const expected = first.discovery.files
          .map((f) => f.path)
          .filter((p) => !first.packed.plan.tooLarge.some((t) => t.path === p));
        expect(seen.sort()).toEqual(expected.sort());
      }),
      { numRuns: 25 },
    );
  });
});
