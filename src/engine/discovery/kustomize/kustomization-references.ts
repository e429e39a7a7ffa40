/**
 * What a kustomization file references, as kustomize (v5, the one inside kubectl v1.32) reads it:
 * the entries of `resources` (and its old name `bases`), `components`, `crds` and
 * `patchesStrategicMerge`, the `path` of each entry of `patches`, `patchesJson6902` and
 * `replacements`, and, since what they hold changes what is deployed, the plugin configurations
 * of `transformers`, `generators` and `validators` and the values files of `helmCharts`. The files
 * `configMapGenerator` and `secretGenerator` read become data, not resources, and are not listed.
 * A `helmCharts` entry with no `repo` is a chart folder kustomize inflates (`kustomize build
 * --enable-helm`): `<chartHome>/<name>`, `helmGlobals.chartHome` defaulting to `charts`; one with
 * a `repo` is fetched from that chart repository (`kustomizationCharts`).
 * An entry may name a file, a folder (another kustomization) or a remote target (a git or HTTP
 * URL); some may also hold an inline patch or configuration. Which is which is for the caller, who
 * knows the tree: kustomize itself tries a local path first.
 *
 * kustomize reads a kustomization with sigs.k8s.io/yaml (go-yaml v2): a `!!binary` key or entry
 * is decoded, and a number or boolean where a path goes becomes its text. Every reading is taken
 * together (fail closed): the text as the yaml package reads it and as YAML 1.1 readers see it
 * (`yaml-lenient.ts`), duplicate keys all read (kustomize refuses them), aliases and `<<` merges
 * followed one level. A file no reading parses references nothing here (kustomize refuses it too).
 */
import {
  isAlias as isAliasNode,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type YAMLMap,
} from 'yaml';
import { aliasTargets, isMergeKey } from '../content/yaml-readings.ts';
import { yaml11Readings } from '../content/yaml-lenient.ts';

/** Keys whose list entries are paths (or, for some, inline content). */
const PATH_LISTS: ReadonlySet<string> = new Set([
  'resources',
  'bases',
  'components',
  'crds',
  'patchesStrategicMerge',
  'transformers',
  'generators',
  'validators',
]);
/** Keys whose list entries are mappings naming files under these keys. */
const FILE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  patches: ['path'],
  patchesJson6902: ['path'],
  replacements: ['path'],
  helmCharts: ['valuesFile', 'additionalValuesFiles'],
};

/** Every reading of the text that parses. */
function parseKustomization(text: string): Document.Parsed[] {
  return [text, ...yaml11Readings(text, true)]
    .map((candidate) => parseDocument(candidate, { uniqueKeys: false }))
    .filter((doc) => doc.errors.length === 0);
}

/** The texts a scalar may stand for where a path goes: as written, and as go-yaml v2 decodes it. */
function textsOf(node: unknown): string[] {
  if (!isScalar(node)) return [];
  const { value } = node;
  if (value instanceof Uint8Array) return [Buffer.from(value).toString('utf8')];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean')
    return [String(value), ...(node.source === undefined ? [] : [String(node.source)])];
  return [];
}

/** A `helmCharts` entry: a chart kustomize inflates. */
export interface KustomizeChart {
  readonly name: string;
  /** The chart repository it is fetched from; absent for a local chart under `chartHome`. */
  readonly repo?: string;
  readonly version?: string;
}

/** What one reading references: paths (and remote targets), and the charts it inflates. */
interface Read {
  readonly references: string[];
  readonly charts: KustomizeChart[];
}

/** The references and charts of one reading. */
function referencesOf(doc: Document.Parsed): Read {
  if (!isMap(doc.contents)) return { references: [], charts: [] };
  let targets: Map<unknown, unknown> | undefined;
  const resolve = (node: unknown): unknown =>
    isAliasNode(node) ? (targets ??= aliasTargets(doc)).get(node) : node;
  const texts = (node: unknown): string[] => textsOf(resolve(node));
  const list = (node: unknown): unknown[] => {
    const value = resolve(node);
    return isSeq(value) ? value.items.map(resolve) : [value];
  };
  const references: string[] = [];
  const charts: KustomizeChart[] = [];
  const chartHomes: string[] = [];
  const readCharts = (name: string, item: unknown): void => {
    if (!isMap(item)) return;
    const field = (key: string): string | undefined => texts(item.get(key, true))[0];
    if (name === 'helmGlobals') {
      const home = field('chartHome');
      if (home !== undefined) chartHomes.push(home);
      return;
    }
    const chart = field('name');
    if (chart === undefined) return;
    const repo = field('repo');
    const version = field('version');
    charts.push({
      name: chart,
      ...(repo !== undefined && repo !== '' && { repo }),
      ...(version !== undefined && { version }),
    });
  };
  const readMap = (map: YAMLMap, depth: number): void => {
    for (const pair of map.items) {
      const key = resolve(pair.key);
      if (isMergeKey(key)) {
        if (depth === 0)
          for (const source of list(pair.value)) if (isMap(source)) readMap(source, 1);
        continue;
      }
      for (const name of texts(key)) {
        const fields = FILE_FIELDS[name];
        for (const item of list(pair.value)) {
          if (name === 'helmCharts' || name === 'helmGlobals') readCharts(name, item);
          if (PATH_LISTS.has(name)) references.push(...texts(item));
          else if (fields !== undefined && isMap(item))
            for (const field of fields)
              for (const value of list(item.get(field, true))) references.push(...texts(value));
        }
      }
    }
  };
  readMap(doc.contents, 0);
  // A local chart is the folder `<chartHome>/<name>`; kustomize's default chartHome is `charts`.
  const homes = chartHomes.length > 0 ? chartHomes : ['charts'];
  for (const chart of charts)
    if (chart.repo === undefined)
      for (const home of homes) references.push(`${home.replace(/\/+$/, '')}/${chart.name}`);
  return { references, charts };
}

function readAll(text: string): Read[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return parseKustomization(body).map(referencesOf);
}

/** The references of a kustomization, as written (relative to its folder, or remote). */
export function kustomizationReferences(text: string): string[] {
  const all = readAll(text).flatMap((read) => read.references);
  return [...new Set(all.map((reference) => reference.trim()).filter((r) => r !== ''))];
}

/** The charts a kustomization inflates (`helmCharts`), every reading's, each once. */
export function kustomizationCharts(text: string): KustomizeChart[] {
  const seen = new Map<string, KustomizeChart>();
  for (const chart of readAll(text).flatMap((read) => read.charts))
    seen.set(JSON.stringify(chart), chart);
  return [...seen.values()];
}
