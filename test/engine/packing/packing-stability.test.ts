import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveBudget } from '../../../src/engine/packing/cut-points.ts';
import { collectArchives, packFiles } from '../../../src/engine/packing/pack.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { discoverAll } from '../../support/discover-all.ts';

/**
 * The tree, its archives and its edits at a quarter of the size `npm run bench` (bench/stability.ts)
 * measures: the same proportions (10+ archives, each edit a few percent of one), so the same
 * boundaries hold, in a quarter of the time.
 */
const SCALE = 4;
const MAX_ARCHIVE_BYTES = 400_000 / SCALE;

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Terraform-like text; `words` makes it compress about 3x (like real modules, not 10x). */
function terraform(rand: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const id = Math.floor(rand() * 1e9).toString(36);
    out += `resource "aws_s3_bucket" "b_${id}_${i}" {\n  bucket = "${id}-logs-${Math.floor(rand() * 1e6)}"\n  acl    = "${rand() < 0.1 ? 'public-read' : 'private'}"\n}\n`;
  }
  return out;
}

/** Repetitive text, as real additions mostly are (compresses about 10x). */
function repetitive(bytes: number): string {
  const block = (i: number): string =>
    `resource "aws_s3_bucket_policy" "extra_${i}" {\n  bucket = aws_s3_bucket.extra.id\n  policy = data.aws_iam_policy_document.extra_${i}.json\n}\n`;
  let out = '';
  for (let i = 0; out.length < bytes; i++) out += block(i);
  return out;
}

function manifest(rand: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const id = Math.floor(rand() * 1e9).toString(36);
    out += `---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app-${id}-${i}\nspec:\n  replicas: ${1 + Math.floor(rand() * 5)}\n`;
  }
  return out;
}

/** A monorepo of Terraform modules, Kubernetes manifests and Helm charts, about 11 archives. */
function monorepo(seed: number): Record<string, string> {
  const rand = random(seed);
  const files: Record<string, string> = {};
  for (let c = 0; c < 120 / SCALE; c++) {
    files[`charts/c${c}/Chart.yaml`] = `apiVersion: v2\nname: c${c}\nversion: 1.0.${c}\n`;
    files[`charts/c${c}/templates/deployment.yaml`] = manifest(rand, 2_000 + rand() * 4_000);
  }
  for (let k = 0; k < 2400 / SCALE; k++)
    files[`deploy/team${k % 12}/app${k}.yaml`] = manifest(rand, 600 + rand() * 2_400);
  for (let m = 0; m < 1800 / SCALE; m++)
    for (let f = 0; f < 1 + (m % 3); f++)
      files[`infra/modules/m${m}/f${f}.tf`] = terraform(rand, 1_000 + rand() * 4_000);
  return files;
}

async function archiveDigests(root: string): Promise<{ digests: string[]; budget: number }> {
  const discovery = await discoverAll(root);
  const packing = await packFiles(discovery.files, {
    maxArchiveBytes: MAX_ARCHIVE_BYTES,
    baseName: 'repo',
    dir: tempDir('iac-out-'),
  });
  const archives = await collectArchives(packing);
  const entryBytes = archives.reduce((sum, a) => sum + a.plan.bytes - 22, 0);
  return {
    digests: archives.map((a) =>
      createHash('sha256').update(fs.readFileSync(a.file)).digest('hex'),
    ),
    budget: archiveBudget(entryBytes, MAX_ARCHIVE_BYTES - 22),
  };
}

const newBytes = (before: string[], after: string[]): number =>
  after.filter((digest) => !before.includes(digest)).length;

describe('archive boundaries', () => {
  // Three trees, each edited at a different place in three ways.
  it.each([1, 2, 3])(
    'an edit gives new bytes to at most 2 of 10+ archives (tree %i)',
    async (seed) => {
      const files = monorepo(seed);
      const root = tempDir();
      writeTree(root, files);
      const before = await archiveDigests(root);
      expect(before.digests.length).toBeGreaterThanOrEqual(10);
      expect(before.digests.length).toBeLessThanOrEqual(before.budget);

      const rand = random(seed * 7919);
      const modules = Object.keys(files).filter((p) => p.startsWith('infra/modules/'));
      const pick = (): string => modules[Math.floor(rand() * modules.length)] as string;

      // (a) 30 KB (at full size) added to one file.
      const grown = path.join(root, pick());
      const original = fs.readFileSync(grown, 'utf8');
      fs.appendFileSync(grown, repetitive(30_000 / SCALE));
      const afterGrowth = await archiveDigests(root);
      fs.writeFileSync(grown, original);

      // (b) a new Terraform folder.
      const added = path.join(path.dirname(path.dirname(path.join(root, pick()))), `new-${seed}`);
      writeTree(added, {
        'main.tf': terraform(rand, 3_000),
        'variables.tf': terraform(rand, 1_000),
      });
      const afterAdding = await archiveDigests(root);
      fs.rmSync(added, { recursive: true });

      // (c) a folder deleted.
      const removed = path.dirname(path.join(root, pick()));
      fs.rmSync(removed, { recursive: true });
      const afterDeleting = await archiveDigests(root);

      const changed = {
        grown: newBytes(before.digests, afterGrowth.digests),
        added: newBytes(before.digests, afterAdding.digests),
        deleted: newBytes(before.digests, afterDeleting.digests),
      };
      const within = Object.values(changed).every((n) => n >= 1 && n <= 2);
      expect(within, `archives with new bytes: ${JSON.stringify(changed)}`).toBe(true);
    },
  );
});
