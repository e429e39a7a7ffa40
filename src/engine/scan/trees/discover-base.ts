/**
 * The base commit's IaC files, chosen by exactly the workspace's discovery rules from git objects
 * (the tree's modes and sizes, the blobs' bytes), never by touching the work tree. Nothing is
 * written to disk: the chosen files come with a content reader of their blobs, so the very packer
 * of the workspace packs them, and the same tree gives the same archives, byte for byte, as a run
 * on a checkout of that commit.
 */
import { compilePatterns } from '../../discovery/classify.ts';
import type { DiscoveredFile, Discovery } from '../../discovery/discover.ts';
import {
  planDiscovery,
  planKustomizeInputs,
  settleDiscovery,
  type EntryStat,
  type PendingFile,
} from '../../discovery/rules.ts';
import type { ContentReader } from '../../packing/content-reader.ts';
import { createBlobContentReader } from '../../git/blob-content-reader.ts';
import { BLOB_BATCH_MAX_BYTES, createBlobReader, type BlobRef } from '../../git/blob-reader.ts';
import { relativePosix } from '../../../paths.ts';
import type { Git } from '../../git/git.ts';
import { listBaseTree, locateFolder, type BaseTreeFile } from '../../git/git-tree.ts';

export interface BaseFilesOptions {
  readonly git: Git;
  readonly workspace: string;
  readonly scanRoot: string;
  readonly sha: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

export type BaseFiles =
  | {
      readonly exists: true;
      readonly discovery: Discovery;
      /** The chosen files' bytes, from their blobs. */
      readonly reader: ContentReader<DiscoveredFile>;
    }
  | { readonly exists: false };

/** Lists of blobs of at most one batch's bytes each, in order. */
function chunks<T extends BlobRef>(blobs: readonly T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const blob of blobs) {
    if (current.length > 0 && bytes + blob.size > BLOB_BATCH_MAX_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(blob);
    bytes += blob.size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** Reads the blobs of planned files in batches, and answers for what it read. */
function planReader(git: Git, scanRoot: string, byPath: ReadonlyMap<string, BaseTreeFile>) {
  const reader = createBlobReader(git, scanRoot);
  const contents = new Map<string, Buffer>();
  const readAll = async (pending: readonly PendingFile[]): Promise<void> => {
    const wanted = pending.filter((p) => !contents.has(p.path));
    for (const chunk of chunks(
      wanted.map((p) => ({ ...(byPath.get(p.path) as BaseTreeFile), relative: p.path })),
    )) {
      const read = await reader.read(chunk);
      chunk.forEach((blob, i) => contents.set(blob.relative, read[i] as Buffer));
    }
  };
  const readKnown = (relative: string): Buffer => {
    const content = contents.get(relative);
    if (!content) throw new Error(`no content for ${relative}`);
    return content;
  };
  return { reader, contents, readAll, readKnown };
}

export async function discoverBaseFiles(options: BaseFilesOptions): Promise<BaseFiles> {
  const { git, scanRoot } = options;
  const location = await locateFolder(git, scanRoot);
  if (!location) throw new Error('the scanned folder is not in a git checkout');
  const tree = await listBaseTree(git, {
    cwd: scanRoot,
    sha: options.sha,
    folder: location.folder,
  });
  if (!tree.exists) return { exists: false };
  const prefix = location.folder === '' ? '' : `${location.folder}/`;
  const local = (repoPath: string): string => repoPath.slice(prefix.length);
  const byPath = new Map<string, BaseTreeFile>(tree.files.map((f) => [local(f.path), f]));
  const linkLike = new Map(tree.skipped.map((s) => [local(s.path), s.reason]));
  const stat = (relative: string): EntryStat => {
    const file = byPath.get(relative);
    if (file) return { type: 'file', size: file.size };
    const skipped = linkLike.get(relative);
    return { type: skipped === 'symlink' ? 'symlink' : skipped ? 'other' : 'missing' };
  };
  const paths = [
    ...byPath.keys(),
    ...[...linkLike].filter(([, r]) => r !== 'name is not valid UTF-8').map(([p]) => p),
  ].sort();
  const plan = planDiscovery(
    {
      paths,
      problems: tree.skipped
        .filter((s) => s.reason === 'name is not valid UTF-8')
        .map((s) => ({ path: local(s.path), reason: 'name is not valid UTF-8' as const })),
      isIncluded: compilePatterns(options.include),
      isExcluded: compilePatterns(options.exclude),
    },
    stat,
  );
  const { reader, contents, readAll, readKnown } = planReader(git, scanRoot, byPath);
  await readAll(plan.pending);
  // The files the kustomizations read are known once the kustomizations are: a second batch.
  const extended = planKustomizeInputs(plan, paths, { stat, read: readKnown });
  await readAll(extended.pending);
  const outcome = settleDiscovery(extended, readKnown);
  // The scanned folder, relative to the workspace, as the workspace's discovery names entries:
  // from the two paths the workspace's discovery starts from, never from git's top level, which
  // git writes resolved (macOS's /private/var for /var, Windows' long names for RUNNER~1).
  const scanPrefix = relativePosix(options.workspace, scanRoot);
  const files: DiscoveredFile[] = outcome.files.map((file) => {
    const workspacePath = scanPrefix === '' ? file.path : `${scanPrefix}/${file.path}`;
    // Where the bytes are: a git object name (`<sha>:<repository path>`), never a file on disk.
    return { ...file, path: workspacePath, absolutePath: `${options.sha}:${prefix}${file.path}` };
  });
  const scanRelative = new Map(files.map((file, i) => [file.path, outcome.files[i]?.path ?? '']));
  const known = new Map<string, Buffer>();
  for (const file of files) {
    const content = contents.get(scanRelative.get(file.path) ?? '');
    if (content) known.set(file.path, content);
  }
  return {
    exists: true,
    discovery: {
      files,
      skipped: outcome.skipped,
      rejected: outcome.rejected,
      ...(outcome.notices && { notices: outcome.notices }),
      ...(outcome.kustomize && { kustomize: outcome.kustomize }),
      source: 'git',
      candidates: byPath.size,
    },
    reader: createBlobContentReader({
      blobs: reader,
      files,
      blobOf: (file) => byPath.get(scanRelative.get(file.path) ?? '') as BaseTreeFile,
      known,
    }),
  };
}
