/**
 * The references the deployed code under the scanned folder writes, as repository paths: what
 * its kustomizations name (discovery read them: `kustomize.outside`, local `helmCharts` folders
 * included), the local modules its Terraform files call (`source = "./…"`, `"../…"`) and the
 * `file://` dependencies its charts declare. Reading the Terraform files and the charts'
 * `Chart.yaml` costs one read each, so the caller asks only when a change could reach one. A file
 * that cannot be read references nothing here (discovery reported it).
 */
import * as posix from 'node:path/posix';
import type { KustomizeReferenceOut } from '../../discovery/kustomize/kustomize-inputs.ts';
import type { ReadTreeFile } from '../../scan/trees/tree.ts';
import { CHART_DEPENDENCY_FILES, chartDependencies, localChartPath } from './chart-dependencies.ts';
import { isUnder, resolveReference, type LocalReference } from './reference-graph.ts';
import { isLocalSource, moduleCalls } from './terraform-sources.ts';

export interface PathReferencesInput {
  /** The scanned folder, repository-relative (`''` for the top). */
  readonly folder: string;
  /** What discovery found the scanned folder's kustomizations reference out of it. */
  readonly kustomizeOutside: readonly KustomizeReferenceOut[];
  /** The Terraform files under the scanned folder, relative to it. */
  readonly terraformFiles: readonly string[];
  /** The chart folders under the scanned folder, relative to it. */
  readonly charts: ReadonlySet<string>;
  readonly readFile: ReadTreeFile;
}

/** The references, split by where they lead: out of the scanned folder, or into it. */
export interface PathReferences {
  readonly outside: LocalReference[];
  /** Local module folders under the scanned folder, relative to it. */
  readonly moduleFolders: Set<string>;
}

const scanRelative = (folder: string, path: string): string =>
  folder === '' ? path : path.slice(folder.length + 1);

/** The references out of the scanned folder and the module folders in it (see the module's comment). */
export async function readPathReferences(input: PathReferencesInput): Promise<PathReferences> {
  const { folder } = input;
  const inRepository = (relative: string) => (folder === '' ? relative : `${folder}/${relative}`);
  const outside: LocalReference[] = [];
  const moduleFolders = new Set<string>();
  const add = (kind: LocalReference['kind'], target: string | undefined): void => {
    if (target === undefined) return;
    if (isUnder(folder, target)) {
      if (kind === 'terraform module') moduleFolders.add(scanRelative(folder, target));
    } else outside.push({ kind, target });
  };
  for (const reference of input.kustomizeOutside)
    add('kustomize', resolveReference(folder, reference.target));
  const texts = await Promise.all(input.terraformFiles.map((file) => input.readFile(file)));
  input.terraformFiles.forEach((file, i) => {
    const bytes = texts[i];
    if (bytes === undefined) return;
    const dir = posix.dirname(file);
    const from = dir === '.' ? folder : inRepository(dir);
    for (const call of moduleCalls(file, Buffer.from(bytes).toString('utf8')))
      if (isLocalSource(call.source)) add('terraform module', resolveReference(from, call.source));
  });
  for (const chart of input.charts) {
    const files = CHART_DEPENDENCY_FILES.map((name) => (chart === '.' ? name : `${chart}/${name}`));
    const read = await Promise.all(files.map((file) => input.readFile(file)));
    for (const bytes of read) {
      if (bytes === undefined) continue;
      for (const dependency of chartDependencies(Buffer.from(bytes).toString('utf8'))) {
        const path = localChartPath(dependency.repository);
        const from = chart === '.' ? folder : inRepository(chart);
        if (path !== undefined) add('helm chart', resolveReference(from, path));
      }
    }
  }
  return { outside, moduleFolders };
}
