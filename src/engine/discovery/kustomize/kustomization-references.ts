/**
 * What a kustomization file references, as kustomize (v5, the one inside kubectl v1.32) reads it:
 * the entries of `resources` (and its old name `bases`), `components`, `crds` and
 * `patchesStrategicMerge`, and the `path` of each entry of `patches` and `patchesJson6902`. The
 * files `configMapGenerator` and `secretGenerator` read become data, not resources, and are not
 * listed. An entry may name a file, a folder (another kustomization) or a remote target (a git or
 * HTTP URL); `patchesStrategicMerge` may also hold an inline patch. Which is which is for the
 * caller, who knows the tree: kustomize itself tries a local path first.
 *
 * A kustomization is small and read whole; duplicate keys are read together (kustomize refuses
 * them), aliases and `<<` merges are followed one level (a list, an entry or the mapping holding
 * them may be an alias), and text the yaml package refuses is read again as YAML 1.1 readers see it. A file no reading parses references
 * nothing here (kustomize refuses it too).
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

/** Keys whose list entries are paths. */
const PATH_LISTS: ReadonlySet<string> = new Set([
  'resources',
  'bases',
  'components',
  'crds',
  'patchesStrategicMerge',
]);
/** Keys whose list entries are mappings with a `path`. */
const PATCH_LISTS: ReadonlySet<string> = new Set(['patches', 'patchesJson6902']);
function parseKustomization(text: string): Document.Parsed | undefined {
  for (const candidate of [text, ...yaml11Readings(text, true)]) {
    const doc = parseDocument(candidate, { uniqueKeys: false });
    if (doc.errors.length === 0) return doc;
  }
  return undefined;
}

/** The references of a kustomization, as written (relative to its folder, or remote). */
export function kustomizationReferences(text: string): string[] {
  const doc = parseKustomization(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!doc || !isMap(doc.contents)) return [];
  let targets: Map<unknown, unknown> | undefined;
  const resolve = (node: unknown): unknown =>
    isAliasNode(node) ? (targets ??= aliasTargets(doc)).get(node) : node;
  const stringOf = (node: unknown): string | undefined => {
    const value = resolve(node);
    return isScalar(value) && typeof value.value === 'string' ? value.value : undefined;
  };
  const references: string[] = [];
  const readMap = (map: YAMLMap, depth: number): void => {
    for (const pair of map.items) {
      const key = resolve(pair.key);
      const value = resolve(pair.value);
      if (isMergeKey(key) && depth === 0) {
        for (const source of isSeq(value) ? value.items.map(resolve) : [value])
          if (isMap(source)) readMap(source, depth + 1);
        continue;
      }
      const name = stringOf(key);
      if (name === undefined || !isSeq(value)) continue;
      for (const raw of value.items) {
        const item = resolve(raw);
        const reference = PATH_LISTS.has(name)
          ? stringOf(item)
          : PATCH_LISTS.has(name) && isMap(item)
            ? stringOf(item.get('path', true))
            : undefined;
        if (reference !== undefined && reference.trim() !== '') references.push(reference.trim());
      }
    }
  };
  readMap(doc.contents, 0);
  return references;
}
