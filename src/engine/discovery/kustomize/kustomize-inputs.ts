/**
 * The files kustomizations under the scanned folder build into what they deploy (`kubectl apply
 * -k` reads a resource whatever its extension: `resources: [priv.conf]`), and what they reference
 * out of the scanned folder. A reference is resolved as kustomize resolves it, local first: a
 * listed file is an input, a listed folder is another kustomization (discovered on its own), and
 * anything else is remote (a git or HTTP URL) or missing, neither of which is in the repository.
 * A reference out of the scanned folder cannot be told apart here (the listing stops at the
 * folder): the change analysis judges it against what a pull request changed.
 */
import * as posix from 'node:path/posix';
import type { RejectionCategory } from '../content/structure.ts';
import { kustomizationReferences } from './kustomization-references.ts';

/** A reference that leaves the scanned folder. */
export interface KustomizeReferenceOut {
  /** The kustomization, relative to the scanned folder. */
  readonly kustomization: string;
  /** What it references, relative to the scanned folder (`../base`, `../../common/x.yaml`). */
  readonly target: string;
}

export interface KustomizeInputs {
  /** Files (or links) under the scanned folder a kustomization reads, relative to it. */
  readonly files: ReadonlySet<string>;
  readonly outside: readonly KustomizeReferenceOut[];
}

/** The names kustomize reads as a kustomization (with or without apiVersion and kind). */
export const KUSTOMIZATION_NAMES: ReadonlySet<string> = new Set([
  'kustomization.yaml',
  'kustomization.yml',
  'Kustomization',
]);

/** True for a kustomization file's path. */
export function isKustomization(relativePath: string): boolean {
  return KUSTOMIZATION_NAMES.has(posix.basename(relativePath));
}

/** Remote targets kustomize fetches (a URL, an scp-like git address): never a path here. */
const REMOTE = /^[a-z][a-z0-9+.-]*:\/\/|^git@|^ssh:/i;

/**
 * What `kustomizations` reference among the listed `paths` (both relative to the scanned folder).
 * `read` gives a kustomization's bytes (and may throw: an unreadable one references nothing here;
 * discovery reports it).
 */
export function findKustomizeInputs(options: {
  readonly paths: readonly string[];
  readonly kustomizations: readonly string[];
  readonly read: (relativePath: string) => Uint8Array;
}): KustomizeInputs {
  const { paths, kustomizations, read } = options;
  const files = new Set<string>();
  const outside: KustomizeReferenceOut[] = [];
  if (kustomizations.length === 0) return { files, outside };
  const listed = new Set(paths);
  for (const kustomization of kustomizations) {
    let text: string;
    try {
      text = Buffer.from(read(kustomization)).toString('utf8');
    } catch {
      continue;
    }
    for (const reference of kustomizationReferences(text)) {
      if (REMOTE.test(reference) || posix.isAbsolute(reference)) continue;
      const target = posix.normalize(posix.join(posix.dirname(kustomization), reference));
      const clean = target.replace(/\/+$/, '');
      if (clean === '..' || clean.startsWith('../')) outside.push({ kustomization, target: clean });
      // Anything else under the folder is another kustomization's folder, remote, or missing.
      else if (listed.has(clean)) files.add(clean);
    }
  }
  return { files, outside };
}

/**
 * The category of a refusal of a file a kustomization reads: what kustomize builds from a file
 * that holds no resource (a JSON 6902 patch) is judged by nobody, so it is a `kustomize input`
 * (not judged on a pull request), unless its refusal already leaves it not judged.
 */
export function asKustomizeInput(category: RejectionCategory | undefined): RejectionCategory {
  return category === 'unparsable' || category === 'ambiguous' ? category : 'kustomize input';
}
