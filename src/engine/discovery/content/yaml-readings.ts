/**
 * A composed YAML document as plain values, as one YAML reader reads it. The readers deployers use
 * agree on what classification looks at except in two places, where each reading is one policy:
 *
 * - duplicate keys: go-yaml v2 (kubectl, through sigs.k8s.io/yaml: decode.go `mapping` sets each
 *   key in turn, `Unmarshal` is not strict) and PyYAML (aws-cli) keep the last; the yaml package's
 *   `get` keeps the first (go-yaml v3, kustomize's kyaml, refuses them);
 * - `<<` merge keys: go-yaml v2 applies each merge where it stands, overwriting what the mapping
 *   holds so far, explicit nulls included, and later keys overwrite the merged ones (decode.go
 *   `merge` unmarshals the source into the same map; a list is applied last to first, so its first
 *   source wins); YAML's merge spec, go-yaml v3, PyYAML and js-yaml let every explicit key win and
 *   merged keys only fill in, the first source first.
 *
 * Every reading decodes `!!binary` (go-yaml v2 `scalar`: base64 to a string) on keys and values, and
 * takes a `<<` as a merge when it is plain or tagged `!!merge` (go-yaml v2 `isMerge`), never quoted.
 * Aliases are read as their anchors' nodes, within `MAX_ALIAS_NODES` (see yaml-documents.ts).
 */
import { isAlias, isMap, isScalar, isSeq, visit, type Document } from 'yaml';

/** How one reader settles duplicate keys and merges. */
export interface ReadingPolicy {
  readonly duplicates: 'first' | 'last';
  readonly merges: 'in order' | 'fill';
}

/** kubectl's reading: go-yaml v2 through sigs.k8s.io/yaml (kubectl v1.32, sigs.k8s.io/yaml v1.4). */
export const KUBECTL_READING: ReadingPolicy = { duplicates: 'last', merges: 'in order' };
/** The yaml package's and go-yaml v3's (first key, explicit keys win); PyYAML's (last, explicit win). */
export const OTHER_READINGS: readonly ReadingPolicy[] = [
  { duplicates: 'first', merges: 'fill' },
  { duplicates: 'last', merges: 'fill' },
];

/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** Nodes read through aliases in one reading of a document, at most. */
export const MAX_ALIAS_NODES = 10_000;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT: Readonly<Record<string, unknown>> = Object.freeze({});

/** Thrown when the aliases of a document expand past the limit. */
export class AliasBomb extends Error {}

/** One reading of a document: its policy, its aliases' targets and what it met on the way. */
interface Reading {
  readonly doc: Document.Parsed;
  readonly policy: ReadingPolicy;
  targets?: Map<unknown, unknown>;
  aliased: number;
  /** A duplicate key or a merge was met: another policy may read the document otherwise. */
  sensitive: boolean;
}

/** The node each alias names: the last node with that anchor before the alias, in text order. */
export function aliasTargets(doc: Document.Parsed): Map<unknown, unknown> {
  const anchors = new Map<string, unknown>();
  const targets = new Map<unknown, unknown>();
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) targets.set(node, anchors.get(node.source));
      else if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  return targets;
}

function countAliased(reading: Reading): void {
  reading.aliased += 1;
  if (reading.aliased > MAX_ALIAS_NODES) throw new AliasBomb();
}

/** The node an alias stands for (counted against the limit); any other node as it is. */
function unalias(node: unknown, reading: Reading): unknown {
  if (!isAlias(node)) return node;
  reading.targets ??= aliasTargets(reading.doc);
  countAliased(reading);
  return reading.targets.get(node);
}

/** A `<<` merge key: plain `<<` (the yaml package reads it as a string) or tagged `!!merge`. */
export function isMergeKey(key: unknown): boolean {
  if (!isScalar(key)) return false;
  const { value } = key;
  if (typeof value === 'symbol') return value.description === '<<';
  return value === '<<' && key.type === 'PLAIN';
}

/** A scalar's value, `!!binary` decoded to text as go-yaml v2 decodes it. */
function scalarValue(value: unknown): unknown {
  return value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value;
}

function readMap(
  node: { items: { key: unknown; value: unknown }[] },
  depth: number,
  reading: Reading,
  inAlias: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const { duplicates, merges } = reading.policy;
  const later: unknown[] = [];
  for (const pair of node.items) {
    const keyNode = unalias(pair.key, reading);
    if (isMergeKey(keyNode)) {
      reading.sensitive = true;
      if (merges === 'in order')
        mergeInto(out, pair.value, { depth, reading, inAlias, overwrite: true });
      else later.push(pair.value);
      continue;
    }
    const key = isScalar(keyNode) ? scalarValue(keyNode.value) : undefined;
    if (typeof key !== 'string') continue;
    if (Object.hasOwn(out, key)) {
      reading.sensitive = true;
      if (duplicates === 'first') continue;
    }
    out[key] = toPlain(pair.value, depth + 1, reading, inAlias);
  }
  for (const value of later) mergeInto(out, value, { depth, reading, inAlias, overwrite: false });
  return out;
}

/**
 * Merges a `<<` value (a mapping, or a list of them) into `out`: overwriting, a list's last source
 * first so that its first wins (go-yaml v2), or filling in, its first source first.
 */
function mergeInto(
  out: Record<string, unknown>,
  value: unknown,
  at: { depth: number; reading: Reading; inAlias: boolean; overwrite: boolean },
): void {
  const source = unalias(value, at.reading);
  if (!isSeq(source) && !isMap(source)) return;
  const sources = isSeq(source) ? [...source.items] : [source];
  if (at.overwrite) sources.reverse();
  for (const one of sources) {
    const plain = toPlain(one, at.depth, at.reading, at.inAlias || source !== value);
    if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) continue;
    for (const [key, entry] of Object.entries(plain))
      if (at.overwrite || !Object.hasOwn(out, key)) out[key] = entry;
  }
}

/** A node as plain values, to MAX_DEPTH; `aliased` when it is read through an alias. */
function toPlain(raw: unknown, depth: number, reading: Reading, aliased = false): unknown {
  const node = unalias(raw, reading);
  const inAlias = aliased || node !== raw;
  if (aliased) countAliased(reading);
  if (isScalar(node)) return scalarValue(node.value);
  if (isMap(node)) return depth >= MAX_DEPTH ? CUT : readMap(node, depth, reading, inAlias);
  if (isSeq(node))
    return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1, reading, inAlias));
  return undefined; // an empty node, or an alias with no anchor before it
}

/** One reading of a document's contents, and whether another policy may read it otherwise. */
export function readDocument(
  doc: Document.Parsed,
  policy: ReadingPolicy,
): { readonly top: unknown; readonly sensitive: boolean } {
  const reading: Reading = { doc, policy, aliased: 0, sensitive: false };
  const top = toPlain(doc.contents, 0, reading);
  return { top, sensitive: reading.sensitive };
}
