/**
 * What kustomizations under the scanned folder read from outside it, judged against a pull
 * request's changes: kustomize builds such a file (or the kustomization in such a folder) into
 * what the kustomization deploys, and this run never scans it, so one the pull request changes is
 * not judged (fail closed; whether another step scans it cannot be known here). A reference that
 * leaves the repository is nothing a pull request can change. When git cannot say what the pull
 * request changed, every reference out of the scanned folder counts. Only the references the scanned
 * folder's kustomizations write are followed, not those of the kustomizations they lead to.
 */
import * as posix from 'node:path/posix';
import type { KustomizeReferenceOut } from '../discovery/kustomize/kustomize-inputs.ts';
import type { ChangedPaths } from './changed-entries.ts';
import { unjudgedFile, type UnjudgedFile } from './unjudged.ts';

export interface OutOfPathOptions {
  /** The scanned folder, repository-relative (`''` for the top); the workspace's when unknown. */
  readonly folder?: string;
  /** The scanned folder relative to the workspace (`.` for the workspace). */
  readonly scanPath: string;
  /** Every path the pull request changed, repository-relative; `unknown` counts every one. */
  readonly changed: ChangedPaths | 'unknown';
}

/** The references out of the scanned folder that lead to something the pull request changed. */
export function kustomizeInputsOutOfPath(
  references: readonly KustomizeReferenceOut[],
  options: OutOfPathOptions,
): UnjudgedFile[] {
  const changed = options.changed === 'unknown' ? undefined : [...options.changed.keys()];
  const folder = options.folder ?? options.scanPath;
  const seen = new Set<string>();
  const files: UnjudgedFile[] = [];
  for (const { target } of references) {
    const inRepository = posix.normalize(posix.join(folder === '' ? '.' : folder, target));
    if (inRepository === '..' || inRepository.startsWith('../')) continue;
    const touched =
      changed === undefined ||
      inRepository === '.' ||
      changed.some((p) => p === inRepository || p.startsWith(`${inRepository}/`));
    const path = posix.normalize(posix.join(options.scanPath, target));
    if (!touched || seen.has(path)) continue;
    seen.add(path);
    files.push(unjudgedFile(path, 'kustomize input out of path'));
  }
  return files;
}
