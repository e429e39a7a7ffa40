/**
 * What the deployed code under the scanned folder reads from out of it, judged against a change
 * (issue 39, round three): a kustomization's bases and patches, a Terraform local module
 * (`source = "../modules/net"`: Terraform reads it in place), a Helm `file://` dependency, a local
 * chart a kustomization inflates, each followed further (`reference-graph.ts`). This run never
 * scans what lies there, so a change to a file the deployer reads there is not judged (fail
 * closed: whether another step scans it cannot be known here). What no deployer reads is not
 * counted: a file a kustomization does not reference, documentation in a module or chart folder
 * (`documentation.ts`). Without the scanned commit to follow references through, a change at or
 * under a reference's target counts; when what the change holds is unknown, every reference out
 * of the scanned folder counts.
 */
import * as posix from 'node:path/posix';
import type { ChangedPaths } from '../changed-entries.ts';
import { unjudgedFile, type UnjudgedFile, type UnjudgedReason } from '../unjudged.ts';
import type { CommitFiles } from './commit-files.ts';
import { isDocumentation } from './documentation.ts';
import {
  isUnder,
  walkReferences,
  type LocalReference,
  type ReadThrough,
  type ReferenceKind,
} from './reference-graph.ts';

export interface OutOfPathOptions {
  /** The scanned folder, repository-relative (`''` for the top). */
  readonly folder: string;
  /** The scanned folder relative to the workspace (`.` for the workspace). */
  readonly scanPath: string;
  /** Every path the change holds, repository-relative; `unknown` counts every reference. */
  readonly changed: ChangedPaths | 'unknown';
  /** The scanned commit, to follow references through; without it, each reference's target. */
  readonly commit?: CommitFiles | undefined;
}

/** The reason each kind of reference gives. */
const REASONS: Readonly<Record<ReferenceKind, UnjudgedReason>> = {
  kustomize: 'kustomize input out of path',
  'terraform module': 'terraform module out of path',
  'helm chart': 'helm chart out of path',
};

/** A repository path as the workspace names it (`../x` when it lies above the workspace). */
function workspacePathOf(path: string, options: OutOfPathOptions): string {
  const relative = posix.relative(options.folder === '' ? '.' : options.folder, path || '.');
  return posix.normalize(posix.join(options.scanPath, relative || '.'));
}

/** How the deployer reads a changed path, if it reads it at all. */
function readAs(path: string, read: ReadThrough): ReferenceKind | undefined {
  const direct = read.files.get(path);
  if (direct !== undefined) return direct;
  if (isDocumentation(path)) return undefined;
  for (const [folder, kind] of read.folders) if (isUnder(folder, path)) return kind;
  return undefined;
}

/** Without the commit: what a reference's target holds is read (documentation aside). */
function targetsOnly(references: readonly LocalReference[]): ReadThrough {
  const read: ReadThrough = { files: new Map(), folders: new Map(), exhausted: false };
  for (const { target, kind } of references) read.folders.set(target, kind);
  return read;
}

/** The changes out of the scanned folder that the deployed code reads (see the module's comment). */
export async function referencesOutOfPath(
  references: readonly LocalReference[],
  options: OutOfPathOptions,
): Promise<UnjudgedFile[]> {
  const outside = references.filter((r) => !isUnder(options.folder, r.target));
  if (outside.length === 0) return [];
  const seen = new Set<string>();
  const files: UnjudgedFile[] = [];
  const add = (path: string, kind: ReferenceKind): void => {
    const named = workspacePathOf(path, options);
    if (seen.has(named)) return;
    seen.add(named);
    files.push(unjudgedFile(named, REASONS[kind]));
  };
  if (options.changed === 'unknown') {
    for (const { target, kind } of outside) add(target, kind);
    return files;
  }
  const changed = [...options.changed.keys()].filter((path) => !isUnder(options.folder, path));
  if (changed.length === 0) return [];
  const read =
    options.commit === undefined
      ? targetsOnly(outside)
      : await walkReferences(options.commit, outside, options.folder);
  const first = outside[0]?.kind ?? 'kustomize';
  for (const path of changed) {
    const kind =
      readAs(path, read) ?? (read.exhausted && !isDocumentation(path) ? first : undefined);
    if (kind !== undefined) add(path, kind);
  }
  return files;
}
