/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Nested levels below what the classification reads are
 * cut short. Each document is read as kubectl reads it (`yaml-readings.ts`: the last duplicate key
 * wins, `<<` merges in order, `!!binary` decoded), and, when it has duplicate keys or merges, as
 * the other readers deployers use read it; a reading that differs on a key classification decides
 * by is given too, so that the caller uploads the document when any reading is IaC. A document is
 * `uncertain` when its readings differ on such a key, or when a tag (other than `!!str`) stands on
 * a top-level key or on the value of `apiVersion`, `kind`, `AWSTemplateFormatVersion` or
 * `$schema` (`%TAG` directives included): readers could resolve it otherwise, and the caller counts
 * such a document as not judged unless a reading is IaC. Aliases are resolved within
 * `MAX_ALIAS_NODES` per reading: a document whose aliases expand past it (an alias bomb) does not
 * parse.
 */
import { Composer, Parser, isAlias, isMap, isScalar, type Document } from 'yaml';
import { isStackOverflow, TOO_DEEP, yamlTooDeep } from './nesting.ts';
import { CLOUDFORMATION_TAGS, TOLERATED_YAML_ERRORS } from './yaml-tags.ts';
import {
  AliasBomb,
  aliasTargets,
  isMergeKey,
  KUBECTL_READING,
  MAX_ALIAS_NODES,
  OTHER_READINGS,
  readDocument,
} from './yaml-readings.ts';

export { MAX_ALIAS_NODES } from './yaml-readings.ts';

/**
 * One document: its top level as kubectl reads it, the other readings that differ from it on a
 * deciding key, and why it is uncertain; or why it does not parse.
 */
export type YamlDocumentTop =
  | { readonly top: unknown; readonly others?: readonly unknown[]; readonly uncertain?: string }
  | { readonly error: string };

const TOO_MANY_ALIASES = `its aliases expand past ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes`;

/** The top-level keys the classification decides by (`structure.ts`). */
const DECIDING_KEYS = [
  'apiVersion',
  'kind',
  'AWSTemplateFormatVersion',
  'Resources',
  'Transform',
  '$schema',
  'resources',
] as const;
/** The keys whose scalar value decides by itself, and so must carry no tag readers may differ on. */
const TAG_FREE_VALUES: ReadonlySet<string> = new Set([
  'apiVersion',
  'kind',
  'AWSTemplateFormatVersion',
  '$schema',
]);
const STR_TAG = 'tag:yaml.org,2002:str';

/** The first line of a yaml error, which names the problem and its line and column. */
function describe(error: { code: string; message: string }): string {
  return error.message.split('\n', 1)[0]?.replace(/:$/, '') ?? error.code;
}

function field(top: unknown, key: string): unknown {
  return typeof top === 'object' && top !== null && Object.hasOwn(top, key)
    ? (top as Record<string, unknown>)[key]
    : undefined;
}

/** The deciding keys on which two readings differ. */
function differingKeys(one: unknown, other: unknown): string[] {
  return DECIDING_KEYS.filter(
    (key) => JSON.stringify(field(one, key)) !== JSON.stringify(field(other, key)),
  );
}

/** Why a tag at the top level makes the document uncertain, if one does. */
function taggedTopLevel(doc: Document.Parsed): string | undefined {
  if (!isMap(doc.contents)) return undefined;
  let targets: Map<unknown, unknown> | undefined;
  const unalias = (node: unknown): unknown =>
    isAlias(node) ? (targets ??= aliasTargets(doc)).get(node) : node;
  for (const pair of doc.contents.items) {
    const key = unalias(pair.key);
    if (!isScalar(key) || isMergeKey(key)) continue;
    const name = typeof key.value === 'string' ? key.value : undefined;
    if (key.tag !== undefined && key.tag !== STR_TAG)
      return `the tag ${key.tag} on a top-level key`;
    const value = unalias(pair.value);
    if (name !== undefined && TAG_FREE_VALUES.has(name) && isScalar(value))
      if (value.tag !== undefined && value.tag !== STR_TAG)
        return `the tag ${value.tag} on the value of ${name}`;
  }
  return undefined;
}

/** A parsed document's readings, and why it is uncertain. */
function readTop(doc: Document.Parsed): YamlDocumentTop {
  const kubectl = readDocument(doc, KUBECTL_READING);
  const tagged = taggedTopLevel(doc);
  const others: unknown[] = [];
  const differing = new Set<string>();
  if (kubectl.sensitive)
    for (const policy of OTHER_READINGS) {
      const { top } = readDocument(doc, policy);
      const keys = differingKeys(kubectl.top, top);
      if (keys.length === 0) continue;
      others.push(top);
      for (const key of keys) differing.add(key);
    }
  const uncertain =
    differing.size > 0
      ? `YAML readers read ${[...differing].join(', ')} differently (duplicate keys or << merges: kubectl keeps the last key and merges in order, other readers keep the first or let keys set explicitly win)`
      : tagged === undefined
        ? undefined
        : `${tagged}, which YAML readers may resolve differently`;
  return {
    top: kubectl.top,
    ...(others.length > 0 && { others }),
    ...(uncertain !== undefined && { uncertain }),
  };
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
    let read: YamlDocumentTop;
    try {
      read = readTop(doc);
    } catch (error) {
      if (!(error instanceof AliasBomb)) throw error;
      yield { error: TOO_MANY_ALIASES };
      return;
    }
    yield read;
  }
}
