/**
 * A configuration file's bytes as one YAML document, with line numbers, or one
 * `ConfigurationError` saying what is wrong with the file as a whole. The file is the repository's
 * (or its organisation's) and may be hostile: it is refused when larger than
 * `MAX_CONFIG_FILE_BYTES`, when it is not UTF-8, when it nests deeper than `MAX_CONFIG_DEPTH`
 * (counted on the lexer's tokens before anything recursive runs, so a megabyte of `[` costs
 * milliseconds and no stack), when it expands aliases past `MAX_ALIAS_COUNT` (an alias bomb), when
 * a map repeats a key, when it holds several documents, or on any YAML error or warning (an
 * unknown tag is refused, not read as text). YAML 1.2, core schema: `yes` is text, not true.
 */
import { Lexer, LineCounter, parseDocument, type Document } from 'yaml';
import { ConfigurationError } from '../../../errors.ts';
import { shownValue } from '../refusal.ts';

/** A configuration file is a page of settings; anything bigger is a wrong file or an attack. */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** The file's structure is four deep (`severity-overrides`, an entry, a field); room to spare. */
export const MAX_CONFIG_DEPTH = 16;
/** Aliases resolved when the document becomes data (the `yaml` package's own default). */
export const MAX_ALIAS_COUNT = 100;

/** The document, its line counter, and its data. */
export interface ParsedYaml {
  readonly doc: Document.Parsed;
  readonly lines: LineCounter;
  readonly data: unknown;
}

function refuse(file: string, problem: string, expected: string): never {
  throw new ConfigurationError(
    `Invalid configuration file '${shownValue(file)}': ${problem}. Expected ${expected}.`,
  );
}

const ONE_MAP = 'one YAML map of settings, such as fail-on: CRITICAL,HIGH';

/** The text of the bytes, refused unless they are UTF-8 (a byte order mark is dropped). */
function decode(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(file, 'it is not UTF-8 text', `${ONE_MAP}, in UTF-8`);
  }
}

/** Refuses flow nesting (`[[[[…`, `{a: {b: …}}`) deeper than the limit, from tokens alone. */
function refuseDeepFlow(file: string, text: string): void {
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token === '[' || token === '{') depth++;
    else if (token === ']' || token === '}') depth = Math.max(0, depth - 1);
    if (depth > MAX_CONFIG_DEPTH) {
      const line = text.slice(0, offset).split('\n').length;
      refuse(file, `it nests deeper than ${MAX_CONFIG_DEPTH} levels (line ${line})`, ONE_MAP);
    }
    offset += token.length;
  }
}

/** Refuses data nested deeper than the limit (block nesting, which the lexer does not count). */
function refuseDeepData(file: string, value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_CONFIG_DEPTH)
    refuse(file, `it nests deeper than ${MAX_CONFIG_DEPTH} levels`, ONE_MAP);
  for (const child of Object.values(value)) refuseDeepData(file, child, depth + 1);
}

const FIRST_LINE = (message: string): string =>
  (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');

/** Parses a configuration file named `file` (as messages show it) from its bytes. */
export function parseConfigYaml(file: string, bytes: Uint8Array): ParsedYaml {
  if (bytes.length > MAX_CONFIG_FILE_BYTES)
    refuse(
      file,
      `it has ${bytes.length} bytes`,
      `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (${ONE_MAP})`,
    );
  const text = decode(file, bytes);
  const lines = new LineCounter();
  refuseDeepFlow(file, text);
  const doc = parseDocument(text, {
    version: '1.2',
    schema: 'core',
    lineCounter: lines,
    uniqueKeys: true,
    merge: false,
  });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line;
    const where = line === undefined ? '' : ` at line ${line}`;
    const what =
      problem.code === 'DUPLICATE_KEY'
        ? 'a key is repeated in one map'
        : problem.code === 'MULTIPLE_DOCS'
          ? 'it holds several YAML documents'
          : problem.code === 'TAG_RESOLVE_FAILED'
            ? `an unknown YAML tag (${FIRST_LINE(problem.message)})`
            : `it is not valid YAML (${FIRST_LINE(problem.message)})`;
    refuse(file, `${what}${where}`, ONE_MAP);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    refuse(
      file,
      `its aliases expand too far (${FIRST_LINE((error as Error).message)})`,
      `${ONE_MAP}, with at most ${MAX_ALIAS_COUNT} aliases resolved`,
    );
  }
  refuseDeepData(file, data);
  return { doc, lines, data };
}
