/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Aliases are never expanded (no alias bomb), and nested
 * levels below what the classification reads are cut short.
 */
import { Composer, Parser, isMap, isScalar, isSeq } from 'yaml';
import { isStackOverflow, TOO_DEEP, yamlTooDeep } from './nesting.ts';
import { CLOUDFORMATION_TAGS, TOLERATED_YAML_ERRORS } from './yaml-tags.ts';

/** One document: its top level as plain values, or why it does not parse. */
export type YamlDocumentTop = { readonly top: unknown } | { readonly error: string };

/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT: Readonly<Record<string, unknown>> = Object.freeze({});

function toPlain(node: unknown, depth: number): unknown {
  if (isScalar(node)) return node.value;
  if (isMap(node)) {
    if (depth >= MAX_DEPTH) return CUT;
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      // The first of duplicate keys wins, as it does for yaml's own `get`.
      if (typeof key === 'string' && !Object.hasOwn(out, key))
        out[key] = toPlain(pair.value, depth + 1);
    }
    return out;
  }
  if (isSeq(node)) return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1));
  return undefined; // an alias, or an empty node
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
    yield { top: toPlain(doc.contents, 0) };
  }
}
