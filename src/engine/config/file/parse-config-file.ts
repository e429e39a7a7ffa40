/**
 * A configuration file (`.plerion-iac.yml`, or an organisation's) as validated values with their
 * lines, or one `ConfigurationError` for the first thing wrong, naming the file and line:
 *
 * - an unknown key, with the closest valid name (also under `action:` and `require:`);
 * - a key in the wrong place: the Action's under the top level, the engine's under `action:`;
 * - `api-key` or `github-token`, refused without ever showing the value;
 * - a command line flag (`format`), `config` itself, `require:` in a repository's file,
 *   `org-config` in an organisation's;
 * - a value of the wrong type or out of range, in the words its input or flag would get.
 *
 * The file's hostile forms (size, encoding, nesting, aliases, duplicates, several documents) are
 * refused before this by `read-yaml.ts`. An empty file is a file with no settings.
 */
import { isMap, isScalar, type Pair } from 'yaml';
import { ConfigurationError } from '../../../errors.ts';
import { shownValue } from '../refusal.ts';
import { parseSeverityOverrides, type LineOf } from '../severity-overrides.ts';
import {
  ACTION_KEYS,
  SETTINGS,
  TOP_LEVEL_KEYS,
  isSecret,
  specOf,
  type SettingKey,
  type SettingValues,
} from '../table/settings-table.ts';
import { parseFloors, type OrgFloors } from '../effective/org-floors.ts';
import { rawValueOf } from './file-value.ts';
import { nearestName } from './nearest-name.ts';
import { parseConfigYaml, type ParsedYaml } from './read-yaml.ts';

/** The repository's file, or the organisation's (which may hold `require:`). */
export type ConfigRole = 'repository' | 'organisation';

/** A value and the line it is on. */
export interface Located<T> {
  readonly value: T;
  readonly line: number;
}

export type FileValues = Partial<{ readonly [K in SettingKey]: Located<SettingValues[K]> }>;

export interface ConfigFile {
  /** The file as messages and the effective table name it. */
  readonly file: string;
  readonly role: ConfigRole;
  readonly values: FileValues;
  /** The organisation's floors (`require:`): an organisation's file only. */
  readonly floors?: OrgFloors;
}

/** The sections of the file besides the settings. */
const ACTION_SECTION = 'action';
const REQUIRE_SECTION = 'require';

function fail(message: string): never {
  throw new ConfigurationError(message);
}

/** Why `key` is refused where it is, or undefined when it is a setting of that place. */
function misplaced(key: string, section: 'top' | 'action', role: ConfigRole): string | undefined {
  // Own keys only: `constructor` or `__proto__` in a file is an unknown key, not Object's.
  if (!Object.hasOwn(SETTINGS, key)) return undefined;
  const spec = specOf(key as SettingKey);
  if (isSecret(key as SettingKey))
    return `is refused, and its value is not shown: a ${key === 'api-key' ? 'key' : 'token'} is never read from a file, which everyone who can read the repository reads. Pass it as a secret (the input '${spec.input}'${spec.env ? ` or ${spec.env}` : ''}), and rotate the one written here`;
  if (spec.scope === 'cli')
    return `is a flag of the command line only (--${spec.flag}), not a key of the file`;
  if (!spec.inFile)
    return 'names the configuration file itself: it is given as an input or flag, not in a file';
  if (key === 'org-config' && role === 'organisation')
    return "is not read in an organisation's file: it names no other";
  if (spec.scope === 'action' && section === 'top')
    return `belongs under ${ACTION_SECTION}: (a setting of the Action)`;
  if (spec.scope === 'engine' && section === 'action')
    return 'belongs at the top level, not under action:';
  return undefined;
}

function unknownKey(key: string, shown: string, at: string, accepted: readonly string[]): never {
  return fail(
    `Unknown key '${shownValue(shown)}' at ${at}; the closest valid name is '${nearestName(key, accepted)}'. Accepted: ${accepted.join(', ')}.`,
  );
}

interface Reading {
  readonly file: string;
  readonly role: ConfigRole;
  readonly lineOf: LineOf;
  readonly values: Record<string, Located<unknown>>;
}

/** Reads the pairs of one map of settings (`section` says which). */
function readPairs(
  reading: Reading,
  pairs: readonly Pair[],
  data: Record<string, unknown>,
  section: 'top' | 'action',
): OrgFloors | undefined {
  const { file, role, lineOf } = reading;
  const prefix = section === 'action' ? [ACTION_SECTION] : [];
  const accepted: string[] =
    section === 'action'
      ? ACTION_KEYS
      : [
          ...TOP_LEVEL_KEYS,
          ACTION_SECTION,
          ...(role === 'organisation' ? [REQUIRE_SECTION] : []),
        ].filter((k) => !(role === 'organisation' && k === 'org-config'));
  let floors: OrgFloors | undefined;
  for (const pair of pairs) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf([...prefix, key]);
    const at = `${file}:${line}`;
    const shown = [...prefix, key].join('.');
    const why = misplaced(key, section, role);
    if (why !== undefined) fail(`Key '${shown}' at ${at} ${why}.`);
    if (section === 'top' && key === ACTION_SECTION) {
      const value = data[key];
      if (value === null) continue;
      if (!isMap(pair.value))
        fail(
          `Invalid key '${shown}' at ${at}: expected a map of the Action's settings, such as pr-comment: false.`,
        );
      readPairs(reading, pair.value.items as Pair[], value as Record<string, unknown>, 'action');
      continue;
    }
    if (section === 'top' && key === REQUIRE_SECTION) {
      if (role !== 'organisation')
        fail(
          `Key '${shown}' at ${at} belongs in the organisation's file (org-config) only: a repository does not set its own floors.`,
        );
      floors = parseFloors(data[key], { file, lineOf });
      continue;
    }
    if (!accepted.includes(key)) unknownKey(key, shown, at, accepted);
    const spec = specOf(key as SettingKey);
    const label = `key '${shown}' at ${at}`;
    const value =
      spec.kind.type === 'overrides'
        ? parseSeverityOverrides(data[key], { file, lineOf, key: [key] })
        : spec.parse(label, rawValueOf(label, spec.kind, data[key]));
    reading.values[key] = { value, line };
  }
  return floors;
}

/** The line of the node at `path` in the parsed file (the key's own line for a map's key). */
function lineFinder(parsed: ParsedYaml): LineOf {
  return (path) => {
    const parentPath = path.slice(0, -1);
    const last = path[path.length - 1];
    const parent =
      parentPath.length === 0 ? parsed.doc.contents : parsed.doc.getIn(parentPath, true);
    let node: unknown = undefined;
    if (isMap(parent) && last !== undefined) {
      const pair = parent.items.find(
        (p) => isScalar(p.key) && String(p.key.value) === String(last),
      );
      node = pair?.key ?? pair?.value;
    } else if (last !== undefined) node = parsed.doc.getIn(path, true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? parsed.lines.linePos(range[0]).line : 1;
  };
}

/**
 * Parses a configuration file from its bytes. `file` is how messages name it (workspace-relative,
 * or the organisation's reference); `role` says whether `require:` may be in it.
 */
export function parseConfigFile(options: {
  readonly file: string;
  readonly bytes: Uint8Array;
  readonly role: ConfigRole;
}): ConfigFile {
  const { file, role } = options;
  const parsed = parseConfigYaml(file, options.bytes);
  if (parsed.data === null || parsed.data === undefined) return { file, role, values: {} };
  if (!isMap(parsed.doc.contents))
    fail(
      `Invalid configuration file '${shownValue(file)}': it is ${Array.isArray(parsed.data) ? 'a list' : 'a single value'}. Expected one YAML map of settings, such as fail-on: CRITICAL,HIGH.`,
    );
  const reading: Reading = { file, role, lineOf: lineFinder(parsed), values: {} };
  const floors = readPairs(
    reading,
    parsed.doc.contents.items as Pair[],
    parsed.data as Record<string, unknown>,
    'top',
  );
  return { file, role, values: reading.values as FileValues, ...(floors && { floors }) };
}
