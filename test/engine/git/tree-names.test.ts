/**
 * Names and blobs read from git (issue 31): a commit's tree refuses exactly the names the
 * workspace listing refuses, and a Git LFS pointer is never scanned as the file it stands for,
 * whether the tree is a commit read from git objects or the work tree.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/engine/discovery/discover.ts';
import { isLfsPointer } from '../../../src/engine/discovery/lfs-pointer.ts';
import { listBaseTree } from '../../../src/engine/git/git-tree.ts';
import { discoverBaseFiles } from '../../../src/engine/scan/trees/discover-base.ts';
import { git, recordingGit, tempDir } from '../../support/git-fixtures.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** Names a zip entry cannot carry faithfully, and two it can. */
const NAMES: Buffer[] = [
  Buffer.from('infra/tab\there.tf'),
  Buffer.from('infra/line\nbreak.tf'),
  Buffer.from('infra/back\\slash.tf'),
  Buffer.from('infra/bell\u0007.tf'),
  Buffer.concat([Buffer.from('infra/caf'), Buffer.from([0xe9]), Buffer.from('.tf')]),
  Buffer.from('infra/café.tf'),
  Buffer.from('infra/plain.tf'),
];

export const LFS_POINTER = [
  'version https://git-lfs.github.com/spec/v1',
  'oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393',
  'size 12345',
  '',
].join('\n');

/** A repository whose one commit holds every name of NAMES, written into its work tree too. */
function repositoryWithNames(): { dir: string; sha: string } {
  const dir = tempDir('iac-names-');
  made.push(dir);
  git(dir, ['init', '-q']);
  const blob = git(dir, ['hash-object', '-w', '--stdin'], 'resource "aws_sqs_queue" "q" {}\n');
  const records = NAMES.map((name) =>
    Buffer.concat([Buffer.from(`100644 blob ${blob}\t`), name, Buffer.from([0])]),
  );
  git(dir, ['update-index', '-z', '--index-info'], Buffer.concat(records));
  git(dir, ['commit', '-q', '-m', 'names']);
  // The same names on disk (Linux takes any byte but `/` and NUL in a name).
  fs.mkdirSync(path.join(dir, 'infra'));
  for (const name of NAMES)
    fs.writeFileSync(Buffer.from(path.join(dir, name.toString('latin1')), 'latin1'), 'x');
  return { dir, sha: git(dir, ['rev-parse', 'HEAD']) };
}

describe('names read from a git tree', () => {
  it('refuses exactly the names the workspace listing refuses, shown the same way', async () => {
    const { dir, sha } = repositoryWithNames();
    const tree = await listBaseTree(recordingGit().git, { cwd: dir, sha, folder: 'infra' });
    const refusedByGit = tree.skipped
      .filter((s) => s.reason === 'name is not valid UTF-8')
      .map((s) => s.path)
      .sort();
    expect(tree.files.map((f) => f.path).sort()).toEqual(['infra/café.tf', 'infra/plain.tf']);
    expect(refusedByGit).toEqual([
      'infra/back\\x5cslash.tf',
      'infra/bell\\x07.tf',
      'infra/caf\\xe9.tf',
      'infra/line\\x0abreak.tf',
      'infra/tab\\x09here.tf',
    ]);
    const workspace = await discoverFiles({
      workspace: dir,
      scanRoot: dir,
      include: [],
      exclude: [],
    });
    expect([...(workspace.skipped.get('name is not valid UTF-8') ?? [])].sort()).toEqual(
      refusedByGit,
    );
    expect(workspace.files.map((f) => f.path).sort()).toEqual(tree.files.map((f) => f.path));
  });
});

describe('Git LFS pointers', () => {
  it('knows a pointer by its version line, oid and size, and nothing else', () => {
    expect(isLfsPointer(Buffer.from(LFS_POINTER))).toBe(true);
    expect(
      isLfsPointer(Buffer.from(LFS_POINTER.replace('git-lfs.github.com', 'hawser.github.com'))),
    ).toBe(true);
    expect(isLfsPointer(Buffer.from(LFS_POINTER.replace('sha256:4d7a', 'sha256:zz7a')))).toBe(
      false,
    );
    expect(isLfsPointer(Buffer.from(LFS_POINTER.replace('size 12345', 'size')))).toBe(false);
    expect(isLfsPointer(Buffer.from(`# ${LFS_POINTER}`))).toBe(false);
    expect(isLfsPointer(Buffer.from(`${LFS_POINTER}${'x'.repeat(1024)}`))).toBe(false);
    expect(isLfsPointer(Buffer.from('resource "a" "b" {}\n'))).toBe(false);
  });

  it('is skipped as a pointer, never packed, in a commit and in the work tree alike', async () => {
    const dir = tempDir('iac-lfs-');
    made.push(dir);
    git(dir, ['init', '-q']);
    fs.mkdirSync(path.join(dir, 'infra'));
    fs.writeFileSync(path.join(dir, 'infra/big.tf'), LFS_POINTER);
    fs.writeFileSync(path.join(dir, 'infra/stack.yaml'), LFS_POINTER);
    fs.writeFileSync(path.join(dir, 'infra/main.tf'), 'resource "aws_sqs_queue" "q" {}\n');
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'lfs']);
    const sha = git(dir, ['rev-parse', 'HEAD']);
    const rules = { include: [], exclude: [] };
    const fromGit = await discoverBaseFiles({
      git: recordingGit().git,
      workspace: dir,
      scanRoot: dir,
      sha,
      ...rules,
    });
    const fromDisk = await discoverFiles({ workspace: dir, scanRoot: dir, ...rules });
    if (!fromGit.exists) throw new Error('the folder is in the commit');
    for (const discovery of [fromGit.discovery, fromDisk]) {
      expect(discovery.files.map((f) => f.path)).toEqual(['infra/main.tf']);
      expect(discovery.skipped.get('git lfs pointer')).toEqual([
        'infra/stack.yaml',
        'infra/big.tf',
      ]);
    }
  });
});
