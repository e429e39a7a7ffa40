/**
 * The JSON Schema of the configuration file (draft-07, what editors' YAML language servers read),
 * generated from the settings table and the organisation's floors, so it cannot drift from the
 * loader: `npm run readme` writes `schema/plerion-iac.schema.json` (a repository's file) and
 * `schema/plerion-iac-org.schema.json` (an organisation's: `require:` too, `org-config` not), and a
 * test fails when the committed files differ. Another test runs a corpus of files through the
 * loader and the schema and holds them to the same answers.
 *
 * What the schema cannot say, the loader still refuses (the test lists each): a file over 1 MiB,
 * bytes that are not UTF-8, an alias bomb, a path that climbs out with `..`, an address that does
 * not parse, a glob left open or too long, an artifact name with nothing left once cleaned.
 */
import { SEVERITIES } from '../../../severity.ts';
import { FLOOR_KEYS, FLOOR_SPECS } from '../effective/org-floors.ts';
import type { ConfigRole } from '../file/parse-config-file.ts';
import { ACTION_KEYS, TOP_LEVEL_KEYS, specOf, type SettingKey } from './settings-table.ts';
import { CONTROLS_CLASS, type SettingKind } from './setting-kinds.ts';

type Schema = Record<string, unknown>;

/** `auto` as `[aA][uU][tT][oO]`: a word in any case (JSON Schema patterns take no flags). */
function caseless(word: string): string {
  return [...word]
    .map((c) =>
      c.toLowerCase() === c.toUpperCase()
        ? c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        : `[${c.toLowerCase()}${c.toUpperCase()}]`,
    )
    .join('');
}

const anyOf = (words: readonly string[]): string => `(?:${words.map(caseless).join('|')})`;
/** A word as the validators read it: trimmed, in any case. */
const wordPattern = (words: readonly string[]): string => `^\\s*${anyOf(words)}\\s*$`;

/** Whitespace that is not a line break: inside one item of a list split on lines and commas. */
const SPACE = '[^\\S\\n]*';
const SEVERITY = anyOf(SEVERITIES);

/** `fail-on` as text: items split on commas and lines, blanks dropped, each a severity; or none. */
const SEVERITY_TEXT = [
  `^(?=[\\s\\S]*[A-Za-z])(?:${SPACE}${SEVERITY}?${SPACE}[,\\n])*${SPACE}${SEVERITY}?${SPACE}$`,
  `^(?:${SPACE}[,\\n])*${SPACE}${caseless('none')}${SPACE}(?:[,\\n]${SPACE})*$`,
].join('|');

/** One glob of a YAML list: not blank, one line, relative, without a `..` segment. */
const GLOB_ITEM = `^\\s*(?!/)(?!(?:[\\s\\S]*/)?\\.\\.(?:/|\\s*$))[^\\s${CONTROLS_CLASS}](?:[^${CONTROLS_CLASS}]*[^\\s${CONTROLS_CLASS}])?\\s*$`;

function listSchema(items: 'severity' | 'glob' | 'id'): Schema {
  if (items === 'severity')
    return {
      anyOf: [
        { type: 'string', pattern: SEVERITY_TEXT },
        { type: 'array', minItems: 1, items: { type: 'string', pattern: wordPattern(SEVERITIES) } },
        {
          type: 'array',
          minItems: 1,
          maxItems: 1,
          items: { type: 'string', pattern: wordPattern(['none']) },
        },
      ],
    };
  const item = items === 'glob' ? GLOB_ITEM : '\\S';
  const text =
    items === 'glob'
      ? '^[^\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029]*$'
      : undefined;
  return {
    anyOf: [
      { type: 'string', ...(text && { pattern: text }) },
      { type: 'array', items: { type: 'string', pattern: item } },
    ],
  };
}

const PATH_ITEM = '^\\s*(?!/)(?!(?:[\\s\\S]*/)?\\.\\.(?:/|\\s*$))[\\s\\S]*\\S';

function overridesSchema(): Schema {
  const text = { type: 'string', pattern: '\\S' };
  return {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['detection', 'severity'],
      properties: {
        detection: {
          type: 'string',
          pattern: '^\\s*\\S+\\s*$',
          description: 'A detection id, exactly as reported.',
        },
        severity: {
          type: 'string',
          pattern: wordPattern(SEVERITIES),
          description: 'The severity its findings take.',
        },
        reason: {
          ...text,
          description: 'Why: required unless severity is CRITICAL (any other may lower a finding).',
        },
        path: {
          type: 'string',
          pattern: PATH_ITEM,
          description: 'A glob relative to the workspace.',
        },
        expires: {
          type: 'string',
          format: 'date',
          description: 'YYYY-MM-DD: applies until the end of that day UTC.',
        },
      },
      if: { properties: { severity: { type: 'string', pattern: wordPattern(['CRITICAL']) } } },
      then: {},
      else: { required: ['reason'] },
    },
  };
}

/** The schema of one kind of value. */
export function kindSchema(kind: SettingKind): Schema {
  switch (kind.type) {
    case 'text':
      return { type: 'string', ...(kind.pattern && { pattern: kind.pattern }) };
    case 'choice':
      return {
        type: kind.choices.includes('true') ? ['string', 'boolean'] : 'string',
        pattern: wordPattern(kind.choices),
      };
    case 'boolean':
      return {
        type: ['boolean', 'string'],
        pattern: '^\\s*(?:true|True|TRUE|false|False|FALSE)\\s*$',
      };
    case 'integer':
      return { type: 'integer', minimum: kind.min, maximum: kind.max };
    case 'list':
      return listSchema(kind.items);
    case 'overrides':
      return overridesSchema();
    case 'secret':
      return { not: {} };
  }
}

/** The default as the schema shows it: a number, a boolean, or text; none when it is empty. */
function defaultOf(kind: SettingKind, value: string | undefined): Schema {
  if (value === undefined || value === '') return {};
  if (kind.type === 'integer') return { default: Number(value) };
  if (kind.type === 'boolean') return { default: value === 'true' };
  return { default: value };
}

function settingSchema(key: SettingKey): Schema {
  const spec = specOf(key);
  return {
    description: spec.description,
    ...defaultOf(spec.kind, spec.default),
    ...kindSchema(spec.kind),
  };
}

function section(keys: readonly SettingKey[]): Schema {
  return {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: Object.fromEntries(keys.map((key) => [key, settingSchema(key)])),
  };
}

/** The schema of a repository's configuration file, or of an organisation's. */
export function configSchema(role: ConfigRole): Schema {
  const top = TOP_LEVEL_KEYS.filter((key) => !(role === 'organisation' && key === 'org-config'));
  const floors = {
    description: 'Floors a repository cannot loosen: the stricter value applies, with a warning.',
    type: ['object', 'null'],
    additionalProperties: false,
    properties: Object.fromEntries(
      FLOOR_KEYS.map((key) => [
        key,
        { description: FLOOR_SPECS[key].description, ...kindSchema(FLOOR_SPECS[key].kind) },
      ]),
    ),
  };
  const body = section(top);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title:
      role === 'repository'
        ? 'Plerion IaC scan: the configuration file (.plerion-iac.yml)'
        : "Plerion IaC scan: an organisation's configuration file (org-config)",
    description:
      'Generated from the settings table (src/engine/config/table/settings-table.ts) by npm run readme: do not edit.',
    ...body,
    properties: {
      ...(body.properties as Schema),
      action: {
        description: "The Action's own settings (its inputs of the same names).",
        ...section(ACTION_KEYS),
      },
      ...(role === 'organisation' && { require: floors }),
    },
  };
}
