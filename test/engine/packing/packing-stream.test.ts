import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentReader, PackableFile } from '../../../src/engine/packing/content-reader.ts';
import { diskReader } from '../../../src/engine/packing/content-reader.ts';
import { collectArchives, packFiles, packStreaming } from '../../../src/engine/packing/pack.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { readZip } from '../../support/zip-reader.ts';
import { discoverAll } from '../../support/discover-all.ts';

function hcl(seed: number, lines: number): string {
  return Array.from(
    { length: lines },
    (_, i) => `resource "aws_s3_bucket" "b${seed}_${i}" {\n  bucket = "bucket-${seed}-${i}"\n}\n`,
  ).join('');
}

/** A tree of `folders` Terraform folders, each about 10 KB deflated: one archive per folder. */
async function discoveredTree(folders: number) {
  const root = tempDir();
  const files: Record<string, string | Buffer> = {};
  for (let m = 0; m < folders; m++) files[`mod${m}/main.tf`] = randomBytes(10_000).toString('hex');
  writeTree(root, files);
  const discovery = await discoverAll(root);
  return { root, files: discovery.files };
}

const digest = (file: string): string =>
  createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Packs `files` into archives of up to 4.4 MB, reading them through `reader`. */
function packReading(files: PackableFile[], reader: ContentReader<PackableFile>) {
  return packFiles(files, {
    maxArchiveBytes: 4_400_000,
    baseName: 'r',
    dir: tempDir('iac-out-'),
    reader,
  });
}

describe('archives handed out as they are written', () => {
  it('hands out archive 1 while the last archive does not exist yet, with n known first', async () => {
    const { files } = await discoveredTree(6);
    const dir = tempDir('iac-out-');
    const packing = await packFiles(files, { maxArchiveBytes: 25_000, baseName: 'r', dir });
    const names = packing.plan.archives.map((a) => a.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names[0]).toBe(`r-1.zip`);
    const seen: string[] = [];
    for await (const archive of packing.archives) {
      if (seen.length === 0)
        expect(fs.existsSync(path.join(dir, names.at(-1) as string))).toBe(false);
      expect(fs.statSync(archive.file).size).toBe(archive.plan.bytes);
      seen.push(archive.plan.name);
    }
    expect(seen).toEqual(names);
    expect(fs.readdirSync(dir).sort()).toEqual([...names].sort()); // the spool is gone
  });

  it('stops writing and removes the spool when the consumer leaves early', async () => {
    const { files } = await discoveredTree(6);
    const dir = tempDir('iac-out-');
    const packing = await packFiles(files, { maxArchiveBytes: 25_000, baseName: 'r', dir });
    for await (const archive of packing.archives) {
      expect(fs.existsSync(archive.file)).toBe(true);
      break; // an upload was refused
    }
    expect(fs.readdirSync(dir)).toEqual([packing.plan.archives[0]?.name]);
  });

  it('close() frees the spool when the archives are never iterated', async () => {
    const { files } = await discoveredTree(3);
    const dir = tempDir('iac-out-');
    const packing = await packFiles(files, { maxArchiveBytes: 25_000, baseName: 'r', dir });
    await packing.close();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await collectArchives(packing)).toEqual([]);
  });
});

describe('archives handed out while later files are deflated', () => {
  const parent = tempDir('iac-stream-');
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true, maxRetries: 5 }));
  const outDir = (): string => fs.mkdtempSync(path.join(parent, 'out-'));
  it('uploads archive 1 before the last file is read, with the bytes a whole-tree plan gives', async () => {
    const { files } = await discoveredTree(12);
    const last = files.at(-1) as (typeof files)[number];
    let firstArchive: () => void = () => {};
    const firstSeen = new Promise<void>((resolve) => (firstArchive = resolve));
    let lastReadAfterFirst = false;
    // The last file is only read once the first archive is out: a planner that needs every
    // file first never hands one out, and the test times out.
    const reader: typeof diskReader = {
      read: async (file) => {
        if (file.path === last.path) {
          await firstSeen;
          lastReadAfterFirst = true;
        }
        return diskReader.read(file);
      },
    };
    const dir = outDir();
    const streamed = packStreaming(files, { maxArchiveBytes: 25_000, baseName: 'r', dir, reader });
    const digests: string[] = [];
    for await (const archive of streamed.archives) {
      if (digests.length === 0) {
        expect(lastReadAfterFirst).toBe(false);
        firstArchive();
      }
      digests.push(digest(archive.file));
    }
    expect(lastReadAfterFirst).toBe(true);
    const plan = await streamed.plan;
    expect(plan.archives.map((a) => a.name)).toEqual(digests.map((_, i) => `r-${i + 1}.zip`));
    expect(fs.readdirSync(dir).sort()).toEqual(plan.archives.map((a) => a.name).sort());

    const whole = await collectArchives(
      await packFiles(files, { maxArchiveBytes: 25_000, baseName: 'r', dir: outDir() }),
    );
    expect(whole.map((a) => digest(a.file))).toEqual(digests);
  });

  it('stops deflating and removes the spool when the consumer leaves after the first', async () => {
    const { files } = await discoveredTree(12);
    const dir = outDir();
    const streamed = packStreaming(files, {
      maxArchiveBytes: 25_000,
      baseName: 'r',
      dir,
      reader: diskReader,
    });
    for await (const archive of streamed.archives) {
      expect(archive.plan.name).toBe('r-1.zip');
      break;
    }
    expect(fs.readdirSync(dir)).toEqual(['r-1.zip']);
  });
});

describe('the reader port', () => {
  it('leaves out a file the reader cannot read, with its reason, and packs the rest', async () => {
    const { files, root } = await discoveredTree(4);
    const failing = files[1] as (typeof files)[number];
    const reader: ContentReader<(typeof files)[number]> = {
      read: async (file) => {
        if (file.path === failing.path)
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        return fs.readFileSync(file.absolutePath);
      },
    };
    const packing = await packReading(files, reader);
    expect(packing.plan.unreadable).toEqual([
      { path: failing.path, reason: 'permission denied (EACCES)' },
    ]);
    const [archive] = await collectArchives(packing);
    const entries = await readZip((archive as { file: string }).file);
    expect(entries.map((e) => e.name)).toEqual(
      files.map((f) => f.path).filter((p) => p !== failing.path),
    );
    for (const entry of entries)
      expect(entry.data.equals(fs.readFileSync(path.join(root, entry.name)))).toBe(true);
  });

  it('packs bytes that never were on the disk under their paths (a base commit, say)', async () => {
    const blobs = new Map([
      ['infra/main.tf', Buffer.from(hcl(1, 50))],
      ['infra/vars.tf', Buffer.from(hcl(2, 5))],
      ['k8s/app.yaml', Buffer.from('apiVersion: v1\nkind: Pod\n')],
    ]);
    const files: PackableFile[] = [...blobs].map(([p, data]) => ({
      path: p,
      unit: p.endsWith('.tf') ? 'terraform:infra' : `file:${p}`,
      size: data.length,
    }));
    const reader: ContentReader = { read: async (file) => blobs.get(file.path) as Buffer };
    const packing = await packFiles(files, {
      maxArchiveBytes: 4_400_000,
      baseName: 'base',
      dir: tempDir('iac-out-'),
      reader,
    });
    const [archive] = await collectArchives(packing);
    const entries = await readZip((archive as { file: string }).file);
    expect(Object.fromEntries(entries.map((e) => [e.name, e.data.toString()]))).toEqual(
      Object.fromEntries([...blobs].map(([p, data]) => [p, data.toString()])),
    );
  });

  it('streams a large file, and leaves it out when its stream fails midway', async () => {
    const root = tempDir();
    const big = hcl(7, 130_000); // about 9 MB: read and deflated in chunks
    writeTree(root, { 'big/main.tf': big, 'broken/main.tf': big, 'small/main.tf': hcl(8, 3) });
    const { files } = await discoverAll(root);
    expect(files.find((f) => f.path === 'big/main.tf')?.size).toBeGreaterThan(8 * 1024 * 1024);
    const reader: ContentReader<(typeof files)[number]> = {
      read: async (file) => fs.readFileSync(file.absolutePath),
      async *stream(file) {
        const stream = fs.createReadStream(file.absolutePath, { highWaterMark: 1024 * 1024 });
        for await (const chunk of stream) {
          if (file.path === 'broken/main.tf') throw new Error('the file vanished midway');
          yield chunk as Buffer;
        }
      },
    };
    const packing = await packReading(files, reader);
    expect(packing.plan.unreadable).toEqual([
      { path: 'broken/main.tf', reason: 'the file vanished midway' },
    ]);
    const entries = (
      await Promise.all((await collectArchives(packing)).map((a) => readZip(a.file)))
    )
      .flat()
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(
      entries.map((e) => [
        e.name,
        e.data.toString() === fs.readFileSync(path.join(root, e.name), 'utf8'),
      ]),
    ).toEqual([
      ['big/main.tf', true],
      ['small/main.tf', true],
    ]);
  });
});

describe('parallel deflate', () => {
  it('gives the same bytes with every file on the main thread or spread over the pool', async () => {
    const root = tempDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`m${i % 9}/f${i}.tf`] = hcl(i, 20 + (i % 13) * 40);
    writeTree(root, files);
    const { files: discovered } = await discoverAll(root);
    const digests = async (maxPoolBytes: number) => {
      const packing = await packFiles(discovered, {
        maxArchiveBytes: 40_000,
        baseName: 'r',
        dir: tempDir('iac-out-'),
        maxPoolBytes,
      });
      return (await collectArchives(packing)).map((a) => digest(a.file));
    };
    const alone = await digests(0);
    expect(alone.length).toBeGreaterThan(2);
    expect(await digests(1024 * 1024)).toEqual(alone);
    expect(await digests(40_000)).toEqual(alone);
  });

  it('gives the same bytes whatever UV_THREADPOOL_SIZE (child processes)', async () => {
    const root = tempDir();
    const files: Record<string, string> = {};
    for (let i = 0; i < 80; i++) files[`m${i % 7}/f${i}.tf`] = hcl(i, 30 + (i % 11) * 50);
    writeTree(root, files);
    const pack = path.resolve('src/engine/packing/pack.ts');
    const discover = path.resolve('src/engine/discovery/discover.ts');
    const script = `
      const { discoverFiles } = await import(${JSON.stringify(discover)});
      const { packFiles, collectArchives } = await import(${JSON.stringify(pack)});
      const { createHash } = await import('node:crypto');
      const fs = await import('node:fs');
      const root = ${JSON.stringify(root)};
      const { files } = await discoverFiles({ workspace: root, scanRoot: root, include: [], exclude: [] });
      const dir = fs.mkdtempSync(root + '-out-');
      const packing = await packFiles(files, { maxArchiveBytes: 40000, baseName: 'r', dir, maxPoolBytes: 1048576 });
      const archives = await collectArchives(packing);
      console.log(JSON.stringify(archives.map((a) => createHash('sha256').update(fs.readFileSync(a.file)).digest('hex'))));
    `;
    const run = (threads: string): string[] =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], {
          env: { ...process.env, UV_THREADPOOL_SIZE: threads },
          encoding: 'utf8',
        }),
      ) as string[];
    const one = run('1');
    expect(one.length).toBeGreaterThan(2);
    expect(run('4')).toEqual(one);
  });
});
