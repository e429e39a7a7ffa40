/**
 * Classifies a YAML/JSON file by the top level of its documents. The cost is bounded, never the
 * coverage: a byte search for the key words (or an escape that could write one: `key-words.ts`)
 * picks the candidates, and only candidates are parsed, in full (a multi-megabyte synthesised
 * template is classified like a small one). A file saved as UTF-16 is decoded to be classified. YAML documents
 * are composed one at a time up to the first IaC one; JSON is parsed whole.
 *
 * Invariant: a refusal's category is the judgement (`unparsable` makes IaC left home unjudged,
 * which gates a pull request) and never depends on where the file is. The place decides only
 * whether discovery's log warns: a quiet place (`likely-iac.ts`: test folders, CI folders, PSRule
 * files) marks the refusal `quiet`, so a fork cannot drop a UTF-16 manifest in `k8s-spec/` to
 * pass unjudged. A file that does not parse is `unparsable` when its text holds IaC keys anywhere
 * (`holds-iac-keys.ts`: kubectl reads YAML our parser refuses), wherever it is; it is warned of
 * only when its first lines are an IaC top level (else it is `quiet`). A file named like a
 * Dockerfile with another type's extension is read for its first instruction first
 * (`dockerfile-content.ts`).
 */
import * as posix from 'node:path/posix';
import { mayBeDockerfile, readDockerfileContent } from '../dockerfile-content.ts';
import { holdsCloudFormationKeys, holdsIacKeys } from './holds-iac-keys.ts';
import type { IacKind } from '../kinds.ts';
import { parseLenientJson } from './json-dialect.ts';
import { readJsonStream, startsLikeJson } from './json-stream.ts';
import { decodeUtf16, KEY_WORDS, mayHoldIac, utf16Encoding } from './key-words.ts';
import { quietPlace, startsLikeIac } from '../likely-iac.ts';
import { classifyTopLevel } from './structure.ts';
import { KIND_NAMES, type ContentVerdict, type ParsedVerdict } from './verdict.ts';
import { withYaml11Breaks } from './yaml-lenient.ts';
import { classifyYaml } from './yaml-verdict.ts';

export type { ContentVerdict } from './verdict.ts';

const MAX_REASON_CHARS = 200;

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n', 1)[0] ?? '';
  return line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS)}…` : line;
}

/**
 * JSON in the dialect of its kind: ARM's engine takes comments, trailing commas and line breaks
 * inside strings; CloudFormation and kubectl take strict JSON, so such a file would be refused by
 * its own tooling and is reported as unparsable rather than uploaded. A text that is not one value
 * may be a stream of values kubectl applies one by one (`json-stream.ts`).
 */
function classifyJson(text: string): ParsedVerdict {
  const read = parseLenientJson(text);
  if ('error' in read) {
    const stream = startsLikeJson(text) ? classifyJsonStream(text) : undefined;
    if (stream !== undefined) return stream;
    return {
      reason: `does not parse as JSON: ${read.error}`,
      category: 'unparsable',
      parseError: true,
    };
  }
  const verdict = classifyTopLevel(read.value);
  if (!('kind' in verdict) || verdict.kind === 'arm' || read.lenient.length === 0) return verdict;
  return {
    reason: `${KIND_NAMES[verdict.kind]} in JSON with ${read.lenient.join(', ')}, which only ARM's JSON allows`,
    category: 'unparsable',
  };
}

/**
 * A text kubectl reads as a stream of several JSON values: not judged when one of them is a
 * resource, since every reader of one JSON value per file (the service's) refuses or reads less
 * of it; not IaC when the whole stream reads and no value is. Undefined when the text is one
 * value, or a value failed and none before it is IaC (the caller's refusal decides).
 */
function classifyJsonStream(text: string): ParsedVerdict | undefined {
  const { values, error } = readJsonStream(text);
  if (values.length === 0 || (values.length === 1 && error === undefined)) return undefined;
  const at = values.findIndex((value) => 'kind' in classifyTopLevel(value));
  if (at < 0)
    return error === undefined
      ? { reason: `a stream of ${values.length} JSON values, none of them IaC` }
      : undefined;
  const verdict = classifyTopLevel(values[at]);
  const what = 'kind' in verdict ? KIND_NAMES[verdict.kind] : 'IaC';
  const count = error === undefined ? `${values.length} JSON values` : `JSON values (${error})`;
  return {
    reason: `a stream of ${count}, value ${at + 1} ${what}: kubectl applies each value, while readers of one JSON value per file (the service's) refuse the stream; save each value as a file of its own`,
    category: 'unparsable',
  };
}

/** The categories that are warnings, which a quiet place (a test folder …) turns into debug lines. */
const WARNED: ReadonlySet<string> = new Set(['looks like IaC', 'unparsable', 'ambiguous']);

/** Why a file that does not parse, with IaC keys past its first lines, gives no warning. */
const KEYS_PAST_THE_TOP = 'its first lines are not an IaC top level';

/**
 * The kind of a `.yaml`/`.yml`/`.json` file (or a `Dockerfile.go`) from its whole content, or why
 * it is not IaC. A file that does not parse is `unparsable` when it holds IaC keys anywhere, and
 * `quiet` unless its first lines are an IaC top level; in a quiet place (a test folder, a CI
 * folder, a PSRule file) a refusal keeps its category but is `quiet`.
 */
export function classifyContent(
  relativePath: string,
  content: Uint8Array | string,
  options: { readonly kustomized?: boolean } = {},
): ContentVerdict {
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content)
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const kustomized = options.kustomized === true;
  if (!kustomized && mayBeDockerfile(posix.basename(relativePath))) {
    const dockerfile = classifyDockerfile(relativePath, bytes);
    if (dockerfile !== undefined) return dockerfile;
  }
  const verdict = classifyBytes(readingOf(relativePath, kustomized), bytes);
  if ('kind' in verdict || verdict.category === undefined || !WARNED.has(verdict.category))
    return verdict;
  const place = quietPlace(relativePath);
  const reason = place === undefined ? verdict.reason : `${verdict.reason}; no warning: ${place}`;
  const pastTheTop = verdict.parseError === true && !startsLikeIac(bytes);
  // Judged by its keys anywhere (`holds-iac-keys.ts`), warned of by its first lines.
  if (pastTheTop && verdict.holdsIacKeys !== true) return { reason };
  const quiet = place ?? (pastTheTop ? KEYS_PAST_THE_TOP : undefined);
  return { reason, category: verdict.category, ...(quiet !== undefined && { quiet }) };
}

/**
 * A file named like a Dockerfile with another type's extension, by its first instruction: a
 * Dockerfile, one saved as UTF-16 (unparsable), or for a YAML/JSON name undefined (read on as
 * YAML/JSON), for any other name not IaC.
 */
function classifyDockerfile(relativePath: string, bytes: Buffer): ContentVerdict | undefined {
  const content = readDockerfileContent(bytes);
  if (content === 'dockerfile') return { kind: 'dockerfile' };
  if (content !== undefined)
    return {
      reason: `${KIND_NAMES.dockerfile} saved as ${content.toUpperCase()}, which the service does not read: save it as UTF-8`,
      category: 'unparsable',
    };
  if (/\.(?:ya?ml|json)$/i.test(relativePath)) return undefined;
  return { reason: 'named like a Dockerfile, but its first instruction is not FROM or ARG' };
}

/**
 * How a file's text is read: JSON (`.json`), CloudFormation's `.template` (JSON or YAML, for
 * CloudFormation only), or YAML (every other name, and whatever a kustomization reads: kustomize
 * reads any file as YAML).
 */
type Reading = 'json' | 'template' | 'yaml';

/** CloudFormation's own extension (AWS Quick Starts' `.template`): read for CloudFormation only. */
const TEMPLATE_NAME = /\.template$/i;

function readingOf(relativePath: string, kustomized: boolean): Reading {
  if (/\.json$/i.test(relativePath)) return 'json';
  return !kustomized && TEMPLATE_NAME.test(relativePath) ? 'template' : 'yaml';
}

function classifyBytes(reading: Reading, bytes: Buffer): ParsedVerdict {
  const utf16 = utf16Encoding(bytes);
  if (utf16 !== undefined) return classifyUtf16(reading, bytes, utf16);
  if (!mayHoldIac(bytes)) return { reason: `it names none of ${KEY_WORDS.join(', ')}` };
  let text: string;
  try {
    text = bytes.toString('utf8');
  } catch (error) {
    // Past V8's longest string (about 512 MiB).
    return { reason: `cannot be read as text: ${firstLine(error)}` };
  }
  return classifyText(reading, text);
}

function classifyText(reading: Reading, text: string): ParsedVerdict {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const template = reading === 'template';
  // `aws cloudformation deploy` reads a template as JSON when it parses as JSON, else as YAML.
  const json = reading === 'json' || (template && /^\s*\{/.test(body));
  const verdict = json ? classifyJson(body) : classifyYamlOrStream(body, reading);
  // Keys at the start of a line as YAML 1.1 breaks lines (a NEL, a lone CR) count too.
  const holds = (keys: (text: string) => boolean): boolean =>
    keys(body) || keys(withYaml11Breaks(body));
  if (template) return onlyCloudFormation(verdict, () => holds(holdsCloudFormationKeys));
  return verdict.parseError === true ? { ...verdict, holdsIacKeys: holds(holdsIacKeys) } : verdict;
}

/**
 * YAML, and, when its first character past white space is `{`, the JSON stream kubectl reads
 * instead (`json-stream.ts`): several values one of which is IaC are not judged; a single value
 * that is IaC where the YAML reading is not is uploaded.
 */
function classifyYamlOrStream(body: string, reading: Reading): ParsedVerdict {
  const json = reading === 'yaml' && startsLikeJson(body);
  const stream = json ? classifyJsonStream(body) : undefined;
  if (stream !== undefined) return stream;
  const verdict = classifyYaml(body);
  if ('kind' in verdict || !json) return verdict;
  const read = readJsonStream(body);
  const single = read.values.length === 1 ? classifyTopLevel(read.values[0]) : undefined;
  return single !== undefined && 'kind' in single ? single : verdict;
}

/**
 * The verdict of a `.template` file, which only CloudFormation reads: IaC of another kind is not
 * uploaded, and a refusal says more than "not IaC" only when the text holds CloudFormation's keys.
 */
function onlyCloudFormation(verdict: ParsedVerdict, holdsKeys: () => boolean): ParsedVerdict {
  if ('kind' in verdict)
    return verdict.kind === 'cloudformation'
      ? verdict
      : {
          reason: `${KIND_NAMES[verdict.kind]} saved as .template, which only CloudFormation reads`,
        };
  if (verdict.category === undefined) return verdict;
  if (!holdsKeys()) return { reason: verdict.reason };
  return verdict.parseError === true ? { ...verdict, holdsIacKeys: true } : verdict;
}

/**
 * A file saved as UTF-16 (with its byte order mark) is decoded and classified, and IaC in it is
 * not uploaded but refused as `unparsable`: the service reads UTF-8, and would judge nothing.
 */
function classifyUtf16(
  reading: Reading,
  bytes: Buffer,
  encoding: 'utf-16le' | 'utf-16be',
): ParsedVerdict {
  const verdict = classifyText(reading, decodeUtf16(bytes, encoding));
  if (!('kind' in verdict)) return verdict;
  return {
    reason: `${KIND_NAMES[verdict.kind]} saved as ${encoding.toUpperCase()}, which the service does not read: save it as UTF-8`,
    category: 'unparsable',
  };
}

/** The IaC kind of a YAML/JSON file's content, if it is IaC. */
export function kindByContent(
  relativePath: string,
  content: Uint8Array | string,
): IacKind | undefined {
  const verdict = classifyContent(relativePath, content);
  return 'kind' in verdict ? verdict.kind : undefined;
}
