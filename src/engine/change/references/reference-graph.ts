/**
 * What the deployed code under the scanned folder reads from out of it, followed as its deployers
 * follow it, in the scanned commit: a kustomization's resources, components and patches (a folder
 * is another kustomization, read for its own references), a Terraform module's local module calls
 * (`source = "../modules/net"`, read in place), a Helm chart's `file://` dependencies and the local
 * charts a kustomization inflates (`helmCharts` under `helmGlobals.chartHome`). The walk is
 * transitive, breadth first, each path once (cycles end there), and bounded (`MAX_FOLLOWED`):
 * past the bound it is `exhausted` and the caller fails closed. A reference that leads back under
 * the scanned folder ends there (what is there is judged there), one that leaves the repository or
 * is remote leads to nothing a change in the repository holds.
 *
 * What is read: a kustomization reads its own file and exactly what it references (`files`); a
 * Terraform module or a Helm chart reads its folder (`folders`: every file below it, documentation
 * aside, since `file()`, `templatefile()` and a chart's `.Files` read any name).
 */
import * as posix from 'node:path/posix';
import { kustomizationReferences } from '../../discovery/kustomize/kustomization-references.ts';
import { KUSTOMIZATION_NAMES } from '../../discovery/kustomize/kustomize-inputs.ts';
import { CHART_DEPENDENCY_FILES, chartDependencies, localChartPath } from './chart-dependencies.ts';
import type { CommitFiles } from './commit-files.ts';
import { isRemoteAddress } from './remote-references.ts';
import { isLocalSource, isTerraformFile, moduleCalls } from './terraform-sources.ts';

/** How the deployed code reads what a reference leads to. */
export type ReferenceKind = 'kustomize' | 'terraform module' | 'helm chart';

/** A reference to a path of the repository. */
export interface LocalReference {
  readonly kind: ReferenceKind;
  /** What it names, repository-relative, normalised (a file or a folder). */
  readonly target: string;
}

/** What the deployed code reads out of the scanned folder. */
export interface ReadThrough {
  /** Files read whatever their names, by how they are read. */
  readonly files: Map<string, ReferenceKind>;
  /** Folders read whole (documentation aside), by how they are read. */
  readonly folders: Map<string, ReferenceKind>;
  /** True when the walk stopped at its bound: what lies further is unknown. */
  readonly exhausted: boolean;
}

/** Paths followed, at most: a bound on the work, far past real repositories' graphs. */
export const MAX_FOLLOWED = 400;

/** True for `path` at or under `folder` (`''`, the top, holds every path). */
export function isUnder(folder: string, path: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}

/**
 * A path written relative to `from` (a folder), repository-relative; undefined when it leaves the
 * repository, is absolute or remote. go-getter's `//` (a subfolder of what is fetched) is a plain
 * folder locally.
 */
export function resolveReference(from: string, written: string): string | undefined {
  if (written === '' || posix.isAbsolute(written) || isRemoteAddress(written)) return undefined;
  const joined = posix.normalize(
    posix.join(from === '' ? '.' : from, written.replace(/\/\/+/g, '/')),
  );
  const clean = joined.replace(/\/+$/, '');
  if (clean === '..' || clean.startsWith('../')) return undefined;
  return clean === '.' ? '' : clean;
}

/** Walks the references out of `folder` in `commit` (see the module's comment). */
export async function walkReferences(
  commit: CommitFiles,
  seeds: readonly LocalReference[],
  folder: string,
): Promise<ReadThrough> {
  const read: ReadThrough = { files: new Map(), folders: new Map(), exhausted: false };
  const all = await commit.files();
  const seen = new Set<string>();
  let queue = [...seeds];
  while (queue.length > 0) {
    const next: LocalReference[] = [];
    for (const reference of queue) {
      const { target } = reference;
      if (seen.has(target) || (folder !== '' && isUnder(folder, target))) continue;
      if (seen.size >= MAX_FOLLOWED) return { ...read, exhausted: true };
      seen.add(target);
      next.push(...(await follow(commit, all, reference, read)));
    }
    queue = next;
  }
  return read;
}

/** Records what one reference leads to, and returns the references found there. */
async function follow(
  commit: CommitFiles,
  all: ReadonlyMap<string, string>,
  reference: LocalReference,
  read: ReadThrough,
): Promise<LocalReference[]> {
  const { target, kind } = reference;
  if (all.has(target)) {
    read.files.set(target, kind);
    return [];
  }
  const inside = (name: string) => (target === '' ? name : `${target}/${name}`);
  const kustomization = [...KUSTOMIZATION_NAMES].map(inside).find((path) => all.has(path));
  if (kind === 'kustomize' && kustomization !== undefined) {
    read.files.set(kustomization, 'kustomize');
    const text = (await commit.read([kustomization])).get(kustomization) ?? '';
    return kustomizationReferences(text).flatMap((written) => {
      const to = resolveReference(target, written);
      return to === undefined ? [] : [{ kind: 'kustomize' as const, target: to }];
    });
  }
  if (all.has(inside('Chart.yaml'))) {
    read.folders.set(target, 'helm chart');
    const texts = await commit.read(CHART_DEPENDENCY_FILES.map(inside));
    return [...texts.values()].flatMap((text) =>
      chartDependencies(text ?? '').flatMap((dependency) => {
        const path = localChartPath(dependency.repository);
        const to = path === undefined ? undefined : resolveReference(target, path);
        return to === undefined ? [] : [{ kind: 'helm chart' as const, target: to }];
      }),
    );
  }
  read.folders.set(target, kind);
  if (kind !== 'terraform module') return [];
  const sources = (await commit.filesIn(target)).filter(isTerraformFile);
  const texts = await commit.read(sources);
  return sources.flatMap((file) =>
    moduleCalls(file, texts.get(file) ?? '').flatMap((call) => {
      const to = isLocalSource(call.source) ? resolveReference(target, call.source) : undefined;
      return to === undefined ? [] : [{ kind: 'terraform module' as const, target: to }];
    }),
  );
}
