/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Nested levels below what the classification reads are
 * cut short. Aliases and `<<` merge keys are resolved as Kubernetes' and the service's YAML readers
 * resolve them (`kind: *k`, `<<: *base` holding `apiVersion`), within `MAX_ALIAS_NODES`: a
 * document whose aliases expand past it (an alias bomb) does not parse.
 */
import { Composer, Parser, isAlias, isMap, isScalar, isSeq, visit, type Document } from 'yaml';
import { isStackOverflow, TOO_DEEP, yamlTooDeep } from './nesting.ts';
import { CLOUDFORMATION_TAGS, TOLERATED_YAML_ERRORS } from './yaml-tags.ts';

/** One document: its top level as plain values, or why it does not parse. */
export type YamlDocumentTop = { readonly top: unknown } | { readonly error: string };

/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** Nodes read through aliases in one document, at most; past it the document does not parse. */
export const MAX_ALIAS_NODES = 10_000;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT: Readonly<Record<string, unknown>> = Object.freeze({});
const TOO_MANY_ALIASES = `its aliases expand past ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes`;

/** Thrown when the aliases of a document expand past the limit. */
class AliasBomb extends Error {}

/** One document's reading: its aliases' targets, found on first use, and the nodes read so far. */
interface Reading {
  readonly doc: Document.Parsed;
  targets?: Map<unknown, unknown>;
  aliased: number;
}

/** The node each alias names: the last node with that anchor before the alias, in text order. */
function aliasTargets(doc: Document.Parsed): Map<unknown, unknown> {
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

/** Counts one node read through an alias; throws past the limit. */
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

/** A `<<` merge key: plain `<<` (YAML 1.2 reads it as a string, 1.1 as the merge tag). */
function isMergeKey(key: unknown): boolean {
  if (!isScalar(key)) return false;
  const { value } = key;
  if (typeof value === 'symbol') return value.description === '<<';
  return value === '<<' && key.type === 'PLAIN';
}

/** A node as plain values, to MAX_DEPTH; `aliased` when it is read through an alias. */
function toPlain(raw: unknown, depth: number, reading: Reading, aliased = false): unknown {
  const node = unalias(raw, reading);
  const inAlias = aliased || node !== raw;
  if (aliased) countAliased(reading);
  if (isScalar(node)) return node.value;
  if (isMap(node)) {
    if (depth >= MAX_DEPTH) return CUT;
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const merged: unknown[] = [];
    for (const pair of node.items) {
      const keyNode = unalias(pair.key, reading);
      if (isMergeKey(keyNode)) {
        merged.push(pair.value);
        continue;
      }
      const key = isScalar(keyNode) ? keyNode.value : undefined;
      // The first of duplicate keys wins, as it does for yaml's own `get`.
      if (typeof key === 'string' && !Object.hasOwn(out, key))
        out[key] = toPlain(pair.value, depth + 1, reading, inAlias);
    }
    // A merge fills in the keys the mapping does not set, the first source of a list first.
    for (const value of merged) {
      const source = unalias(value, reading);
      if (!isSeq(source) && !isMap(source)) continue;
      for (const one of isSeq(source) ? source.items : [source]) {
        const plain = toPlain(one, depth, reading, inAlias);
        if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) continue;
        for (const [key, entry] of Object.entries(plain))
          if (!Object.hasOwn(out, key)) out[key] = entry;
      }
    }
    return out;
  }
  if (isSeq(node))
    return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1, reading, inAlias));
  return undefined; // an empty node, or an alias with no anchor before it
}

/** The first line of a yaml error, which names the problem and its line and column. */
function describe(error: { code: string; message: string }): string {
  return error.message.split('\n', 1)[0]?.replace(/:$/, '') ?? error.code;
}

/** Yields each document's top level in order; after a document that does not parse, stops. */
export function* readYamlDocuments(text: string): Generator<YamlDocumentTop> {
  const composer = new Composer({ customTags: [...CLOUDFORMATION_TAGS], uniqueKeys: false });
  const documents = composer.compose(new Parser().parse(text));
  for (;;) {
    let next: ReturnType<typeof documents.next>;
    try {
      next = documents.next();
    } catch (error) {
      // The parser recurses: a deep enough document overflows it (see nesting.ts).
      if (!isStackOverflow(error)) throw error;
      yield { error: TOO_DEEP };
      return;
    }
    if (next.done) return;
    const doc = next.value;
    const error = doc.errors.find((e) => !TOLERATED_YAML_ERRORS.has(e.code));
    if (error || yamlTooDeep(doc.contents)) {
      yield { error: error && !isStackOverflow(error.message) ? describe(error) : TOO_DEEP };
      return;
    }
    let top: unknown;
    try {
      top = toPlain(doc.contents, 0, { doc, aliased: 0 });
    } catch (error) {
      if (!(error instanceof AliasBomb)) throw error;
      yield { error: TOO_MANY_ALIASES };
      return;
    }
    yield { top };
  }
}
