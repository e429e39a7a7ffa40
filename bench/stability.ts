/**
 * `node bench/stability.ts [places]`: how many archives get new bytes when one folder of the
 * generated monorepo changes, with 4.4 MB archives: (a) 30 KB added to one file, (b) a new
 * Terraform folder, (c) a folder deleted, each at `places` places (default 3). Edits go through
 * the reader port, so the cached tree is never touched. New bytes are counted on the archives'
 * SHA-256; the old first-fit-decreasing figure, on the same entries, by their contents. Each
 * edit is also planned as a pull request's head anchored on the unedited tree's plan.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverFiles, type DiscoveredFile } from '../src/engine/discovery/discover.ts';
import { archiveBudget } from '../src/engine/packing/cut-points.ts';
import { diskReader, type ContentReader } from '../src/engine/packing/content-reader.ts';
import { collectArchives, packFiles } from '../src/engine/packing/pack.ts';
import { boundariesOf, type PackingPlan, type PlannedEntry } from '../src/engine/packing/plan.ts';
import type { ArchiveBoundaries } from '../src/engine/packing/anchor.ts';
import { planFirstFitDecreasing } from './ffd-plan.ts';
import { generateMonorepo } from './generate.ts';

const MAX_ARCHIVE_BYTES = 4_400_000;
const HERE = path.dirname(fileURLToPath(import.meta.url));
const places = Number(process.argv[2] ?? 3);

/** Generated-style Terraform: the same kind of text as the tree's modules. */
function terraform(seed: number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++)
    out += `resource "aws_s3_bucket" "added_${seed}_${i}" {\n  bucket = "added-${seed}-${i}-logs"\n  acl    = "private"\n  tags = {\n    Team = "bench"\n    Cost = "${(seed * 31 + i) % 97}"\n  }\n}\n\n`;
  return out;
}

interface Outcome {
  /** SHA-256 of each archive written. */
  readonly digests: string[];
  /** The same entries as first-fit decreasing would have grouped them: one key per archive. */
  readonly ffdArchives: string[];
}

async function pack(
  files: readonly DiscoveredFile[],
  reader: ContentReader<DiscoveredFile>,
  anchor?: ArchiveBoundaries,
): Promise<{ outcome: Outcome; plan: PackingPlan }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-stability-'));
  try {
    const packing = await packFiles(files, {
      maxArchiveBytes: MAX_ARCHIVE_BYTES,
      baseName: 'b',
      dir,
      reader,
      ...(anchor ? { anchor } : {}),
    });
    const archives = await collectArchives(packing);
    const digests = archives.map((a) =>
      createHash('sha256').update(fs.readFileSync(a.file)).digest('hex'),
    );
    const entries = packing.plan.archives.flatMap((a) => a.entries);
    const ffdArchives = planFirstFitDecreasing(entries, MAX_ARCHIVE_BYTES).map(
      (group: PlannedEntry[]) =>
        group.map((e) => `${e.path}:${e.crc32}:${e.size}:${e.compressedSize}`).join('|'),
    );
    return { outcome: { digests, ffdArchives } satisfies Outcome, plan: packing.plan };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const fresh = (before: string[], after: string[]): number =>
  after.filter((x) => !before.includes(x)).length;

const tree = generateMonorepo(path.join(HERE, '.data', 'monorepo'));
const { files } = await discoverFiles({
  workspace: tree.root,
  scanRoot: tree.root,
  include: [],
  exclude: [],
});
const base = await pack(files, diskReader);
const entryBytes = base.plan.archives.reduce((sum, a) => sum + a.bytes - 22, 0);
const lowerBound = Math.ceil(entryBytes / (MAX_ARCHIVE_BYTES - 22));
console.log(
  `stability: ${base.outcome.digests.length} archives of at most ${MAX_ARCHIVE_BYTES} bytes (lower bound ${lowerBound}, budget ${archiveBudget(entryBytes, MAX_ARCHIVE_BYTES - 22)}); first-fit decreasing made ${base.outcome.ffdArchives.length}`,
);

const modules = [
  ...new Set(files.filter((f) => f.unit.startsWith('terraform:infra/modules/')).map((f) => f.unit)),
];
const anchor = boundariesOf(base.plan);
/** Packs the edited tree as a push run and as a pull request's head on the unedited tree. */
async function report(
  what: string,
  edited: readonly DiscoveredFile[],
  reader: ContentReader<DiscoveredFile>,
): Promise<void> {
  const after = (await pack(edited, reader)).outcome;
  const head = (await pack(edited, reader, anchor)).outcome;
  console.log(
    `  ${what}: ${fresh(base.outcome.digests, after.digests)}/${after.digests.length} archives with new bytes; as a pull request's head on its base ${fresh(base.outcome.digests, head.digests)}/${head.digests.length} (first-fit decreasing: ${fresh(base.outcome.ffdArchives, after.ffdArchives)}/${after.ffdArchives.length})`,
  );
}

for (let p = 0; p < places; p++) {
  const unit = modules[Math.floor(((p + 0.5) / places) * modules.length)] as string;
  const folder = unit.slice('terraform:'.length);
  const grown = files.find((f) => f.unit === unit) as DiscoveredFile;
  const extra = Buffer.from(terraform(p, 30_000));
  const growing: ContentReader<DiscoveredFile> = {
    read: async (file) => {
      const data = await diskReader.read(file);
      return file.path === grown.path ? Buffer.concat([data, extra]) : data;
    },
  };
  await report(`(a) 30 KB added to ${grown.path}`, files, growing);

  const newFolder = `${folder}-new`;
  const added: DiscoveredFile[] = Array.from({ length: 10 }, (_, i) => ({
    path: `${newFolder}/f${i}.tf`,
    absolutePath: '',
    size: 20_000,
    kind: 'terraform' as const,
    unit: `terraform:${newFolder}`,
  }));
  const adding: ContentReader<DiscoveredFile> = {
    read: async (file) =>
      file.unit === `terraform:${newFolder}`
        ? Buffer.from(terraform(p * 100 + file.path.length, 20_000))
        : diskReader.read(file),
  };
  await report(`(b) new folder ${newFolder}/ (10 files, 200 KB)`, [...files, ...added], adding);

  const kept = files.filter((f) => f.unit !== unit);
  await report(`(c) ${folder}/ deleted (${files.length - kept.length} files)`, kept, diskReader);
}
