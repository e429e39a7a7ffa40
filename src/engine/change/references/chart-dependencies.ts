/**
 * The dependencies a Helm chart declares (`dependencies:` in `Chart.yaml`, or in `requirements.yaml`
 * for an `apiVersion: v1` chart): `repository: file://<path>` is a chart folder of the repository
 * that `helm dependency build` packs into this chart (a path relative to the chart), anything else
 * a chart fetched from a chart repository (`https://`, `oci://`, a repository alias `@name`).
 * A text that does not parse declares nothing here (helm refuses it too).
 */
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';

export interface ChartDependency {
  readonly name: string;
  readonly repository: string;
  readonly version?: string;
}

/** The file names a chart declares its dependencies in. */
export const CHART_DEPENDENCY_FILES = ['Chart.yaml', 'requirements.yaml'] as const;

/** The dependencies a `Chart.yaml` (or `requirements.yaml`) text declares. */
export function chartDependencies(text: string): ChartDependency[] {
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { uniqueKeys: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) return [];
  const list = doc.contents.get('dependencies', true);
  if (!isSeq(list)) return [];
  const found: ChartDependency[] = [];
  for (const item of list.items) {
    if (!isMap(item)) continue;
    const text = (key: string): string | undefined => {
      const node = item.get(key, true);
      return isScalar(node) && node.value !== null ? String(node.value) : undefined;
    };
    const name = text('name');
    const repository = text('repository');
    if (name === undefined || repository === undefined || repository === '') continue;
    const version = text('version');
    found.push({ name, repository, ...(version !== undefined && { version }) });
  }
  return found;
}

/** The path of a `file://` repository, relative to the chart; undefined for a remote one. */
export function localChartPath(repository: string): string | undefined {
  return repository.startsWith('file://') ? repository.slice('file://'.length) : undefined;
}
