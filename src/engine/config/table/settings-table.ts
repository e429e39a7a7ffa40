/**
 * The one table of settings: every setting the Action's inputs, the command line's flags and the
 * configuration file (`.plerion-iac.yml`) hold, with its names on each surface, its kind, its
 * default, its validator (the shared ones of `../values.ts`, so a refusal reads the same word for
 * word whichever surface gave the value) and whether it is a secret. The file loader, the
 * precedence resolver, the config hash, the effective table and the JSON Schema all read it, so a
 * new setting is added here once. Tests hold action.yml and the flags' table to it.
 *
 * Invariants: a `file` key is the input's name (kebab-case); `scope: 'action'` keys sit under the
 * file's `action:` section; `scope: 'cli'` ones (flags of the command line only), secrets and
 * `config` itself are never keys of the file. The engine knows no platform: the Action's section
 * is data here, named as the file names it.
 */
import * as path from 'node:path';
import { isInside } from '../../../paths.ts';
import { MAX_ARCHIVE_BYTES } from '../../limits.ts';
import { REGIONS, cleanArtifactName } from '../../settings.ts';
import { DEFAULT_SUPPRESSIONS_FILE } from '../../suppressions/file-name.ts';
import { refuseControls, refuseUnsendableSecret, refuseValue } from '../refusal.ts';
import { OVERRIDES_ACCEPTED, type SeverityOverride } from '../severity-overrides.ts';
import {
  MAX_TIMEOUT_SECONDS,
  PR_SUPPRESSIONS_MODES,
  parseBaseUrl,
  parseBaseline,
  parsePrSuppressions,
  refuseEmptyArtifactName,
} from '../values.ts';
import { checkRelativeFolder } from '../workspace-paths.ts';
import { ORG_CONFIG_ACCEPTED, parseOrgConfigRef } from './org-config-ref.ts';
import {
  parseBoolean,
  parseChoiceOf,
  parseGlobList,
  parseIdList,
  parseInteger,
  parseSeverityList,
  ONE_LINE_PATTERN,
  oneLineEndingWith,
  textOf,
  type RawValue,
  type SettingKind,
} from './setting-kinds.ts';

/** Where a setting lives: the engine (top level of the file), the Action (`action:`), the CLI. */
export type SettingScope = 'engine' | 'action' | 'cli';

/** A secret as the configuration holds it: whether it is set, never its value. */
export type SecretPresence = 'set' | 'not set';

export interface SettingSpec<T> {
  /** The Action's input, when it has one (the file key is this name too). */
  readonly input?: string;
  /** The command line's flag (without `--`), when it has one. */
  readonly flag?: string;
  /** The environment variable an adapter reads it from, when one does. */
  readonly env?: string;
  readonly scope: SettingScope;
  /** A key of the configuration file (at the top, or under `action:` for the Action's). */
  readonly inFile: boolean;
  readonly kind: SettingKind;
  /** The default as action.yml and the flags' help write it; undefined: none (required). */
  readonly default: string | undefined;
  /** What an empty value means, for the effective table (`(by event)`). */
  readonly emptyMeans?: string;
  /** Part of the config hash: it changes what is scanned or how it is gated. */
  readonly hashed: boolean;
  /** One line for the schema, the effective table and the docs. */
  readonly description: string;
  /** The validator: the value as text or a list's items, under the label its surface names it by. */
  readonly parse: (label: string, raw: RawValue) => T;
}

/** Infers a spec's value type from its parser. */
function setting<T>(spec: SettingSpec<T>): SettingSpec<T> {
  return spec;
}

/** The most check-run annotations (the Action's `check-run-annotations`). */
export const MAX_CHECK_RUN_ANNOTATIONS = 50_000;
/** The Action's answers for surfaces it may or may not use. */
const AUTO_TRUE_FALSE = ['auto', 'true', 'false'] as const;

const ONE_LINE = (accepted: string) => (label: string, raw: RawValue) => {
  const text = textOf(raw).trim();
  refuseControls(label, text, accepted);
  return text;
};

/** A secret is validated as a header carries it and kept as set or not: never its value. */
const SECRET = (label: string, raw: RawValue): SecretPresence => {
  const text = textOf(raw).trim();
  refuseUnsendableSecret(label, text, 'Check the secret for a pasted line break.');
  return text === '' ? 'not set' : 'set';
};

const boolean = (input: string, defaultValue: 'true' | 'false', description: string) =>
  setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'boolean' },
    default: defaultValue,
    hashed: false,
    description,
    parse: parseBoolean,
  });

const autoTrueFalse = (input: string, description: string) =>
  setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
    default: 'auto',
    hashed: false,
    description,
    parse: parseChoiceOf(AUTO_TRUE_FALSE),
  });

const SARIF_FILE_ACCEPTED =
  'a file name ending in .sarif, inside the workspace (also through links)';
const SUPPRESSIONS_ACCEPTED = 'a YAML file inside the workspace, relative to it';
const TIMEOUT = { type: 'integer', min: 1, max: MAX_TIMEOUT_SECONDS, unit: 'seconds' } as const;
const ARCHIVE_SIZE = { type: 'integer', min: 1, max: MAX_ARCHIVE_BYTES, unit: 'bytes' } as const;
const ANNOTATIONS = {
  type: 'integer',
  min: 0,
  max: MAX_CHECK_RUN_ANNOTATIONS,
  unit: 'annotations',
} as const;

/** The settings, in the order the effective table and the docs list them. */
export const SETTINGS = {
  'api-key': setting({
    input: 'api-key',
    env: 'PLERION_API_KEY',
    scope: 'engine',
    inFile: false,
    kind: { type: 'secret' },
    default: undefined,
    hashed: false,
    description: 'The tenant API key: a secret (input) or PLERION_API_KEY, never a file.',
    parse: SECRET,
  }),
  config: setting({
    input: 'config',
    flag: 'config',
    scope: 'engine',
    inFile: false,
    kind: {
      type: 'text',
      accepted: 'a YAML file inside the repository, relative to it',
      pattern: ONE_LINE_PATTERN,
    },
    default: '',
    emptyMeans: '.plerion-iac.yml or .plerion-iac.yaml, when there is one',
    hashed: false,
    description: 'The configuration file to read instead of .plerion-iac.yml.',
    parse: ONE_LINE('a YAML file inside the repository, relative to it'),
  }),
  'org-config': setting({
    input: 'org-config',
    flag: 'org-config',
    scope: 'engine',
    inFile: true,
    kind: { type: 'text', accepted: ORG_CONFIG_ACCEPTED, pattern: ONE_LINE_PATTERN },
    default: '',
    emptyMeans: 'none',
    hashed: false,
    description:
      "The organisation's file: its keys are defaults, its require: floors a repository cannot loosen.",
    parse: parseOrgConfigRef,
  }),
  region: setting({
    input: 'region',
    flag: 'region',
    scope: 'engine',
    inFile: true,
    kind: { type: 'choice', choices: REGIONS, accepted: `one of ${REGIONS.join(', ')}` },
    default: 'au',
    hashed: true,
    description: "The service's region: https://<region>.api.plerion.com.",
    parse: (label, raw) => {
      parseBaseUrl({ label, value: textOf(raw) }, { label, value: '' });
      return textOf(raw).trim().toLowerCase();
    },
  }),
  'api-url': setting({
    input: 'api-url',
    flag: 'api-url',
    scope: 'engine',
    inFile: true,
    kind: {
      type: 'text',
      accepted: 'a full https:// address such as https://au.api.plerion.com',
      pattern: '^\\s*(?:[hH][tT][tT][pP][sS]://[^\\s?#@]+)?\\s*$',
    },
    default: '',
    emptyMeans: "the region's address",
    hashed: true,
    description: 'A full https:// address that replaces the region address.',
    parse: (label, raw) =>
      textOf(raw).trim() === ''
        ? ''
        : parseBaseUrl({ label: 'region', value: 'au' }, { label, value: textOf(raw) }),
  }),
  path: setting({
    input: 'path',
    scope: 'engine',
    inFile: true,
    kind: {
      type: 'text',
      accepted: 'a folder inside the workspace, relative to it',
      pattern: ONE_LINE_PATTERN,
    },
    default: '.',
    hashed: true,
    description: 'The folder to scan, relative to the workspace (the command line: its [path]).',
    parse: (label, raw) => checkRelativeFolder(label, textOf(raw)),
  }),
  include: setting({
    input: 'include',
    flag: 'include',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'glob' },
    default: '',
    hashed: true,
    description: 'Extra glob patterns of files to scan besides the built-in IaC kinds.',
    parse: parseGlobList,
  }),
  exclude: setting({
    input: 'exclude',
    flag: 'exclude',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'glob' },
    default: '',
    hashed: true,
    description: 'Glob patterns of files or folders to leave out, on top of .gitignore.',
    parse: parseGlobList,
  }),
  'artifact-name': setting({
    input: 'artifact-name',
    flag: 'artifact-name',
    scope: 'engine',
    inFile: true,
    kind: {
      type: 'text',
      accepted: 'a name with letters, digits, . _ or -',
      pattern: '^\\s*$|[A-Za-z0-9_]',
    },
    default: '',
    emptyMeans: '<repo>-<short sha>',
    hashed: false,
    description: 'Base name of the uploaded archives.',
    parse: (label, raw) => {
      const given = textOf(raw).trim();
      if (given !== '') refuseEmptyArtifactName(label, given, cleanArtifactName(given));
      return given;
    },
  }),
  'max-archive-size': setting({
    input: 'max-archive-size',
    flag: 'max-archive-size',
    scope: 'engine',
    inFile: true,
    kind: ARCHIVE_SIZE,
    default: String(MAX_ARCHIVE_BYTES),
    hashed: true,
    description: `Bytes per archive, 1 to ${MAX_ARCHIVE_BYTES}.`,
    parse: parseInteger(ARCHIVE_SIZE),
  }),
  'fail-on': setting({
    input: 'fail-on',
    flag: 'fail-on',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'severity' },
    default: 'CRITICAL,HIGH',
    hashed: true,
    description: 'Severities whose findings fail the run, or none.',
    parse: parseSeverityList,
  }),
  'skip-detections': setting({
    input: 'skip-detections',
    flag: 'skip-detections',
    scope: 'engine',
    inFile: true,
    kind: { type: 'list', items: 'id' },
    default: '',
    hashed: true,
    description: 'Detection ids whose findings are dropped from the gate and every report.',
    parse: parseIdList,
  }),
  'severity-overrides': setting({
    scope: 'engine',
    inFile: true,
    kind: { type: 'overrides' },
    default: '',
    emptyMeans: 'none',
    hashed: true,
    description:
      "Detections whose findings take another severity than the service's, with a reason.",
    parse: (label, raw): readonly SeverityOverride[] => {
      if (textOf(raw).trim() !== '') refuseValue(label, textOf(raw), OVERRIDES_ACCEPTED);
      return [];
    },
  }),
  baseline: setting({
    input: 'baseline',
    flag: 'baseline',
    scope: 'engine',
    inFile: true,
    kind: {
      type: 'text',
      accepted: 'auto, none, or a git branch, tag or commit sha such as origin/main',
      pattern: '^\\s*(?:(?!.*\\.\\.)[A-Za-z0-9_.@{}~^][A-Za-z0-9_./@{}~^-]{0,254})?\\s*$',
    },
    default: 'auto',
    hashed: true,
    description:
      'What findings are compared with, so that only new ones gate: auto, none or a ref.',
    parse: (label, raw) => {
      const baseline = parseBaseline(label, textOf(raw));
      return baseline.kind === 'ref' ? baseline.ref : baseline.kind;
    },
  }),
  suppressions: setting({
    input: 'suppressions',
    flag: 'suppressions',
    scope: 'engine',
    inFile: true,
    kind: { type: 'text', accepted: SUPPRESSIONS_ACCEPTED, pattern: ONE_LINE_PATTERN },
    default: DEFAULT_SUPPRESSIONS_FILE,
    hashed: true,
    description: 'The suppressions file (reason and expiry per entry), relative to the workspace.',
    parse: (label, raw) =>
      parseWorkspaceFile(SUPPRESSIONS_ACCEPTED)(
        label,
        textOf(raw).trim() || DEFAULT_SUPPRESSIONS_FILE,
      ),
  }),
  timeout: setting({
    input: 'timeout',
    flag: 'timeout',
    scope: 'engine',
    inFile: true,
    kind: TIMEOUT,
    default: '600',
    hashed: false,
    description: 'Seconds to wait for all scans, from the first upload.',
    parse: parseInteger(TIMEOUT),
  }),
  'on-service-error': setting({
    input: 'on-service-error',
    flag: 'on-service-error',
    scope: 'engine',
    inFile: true,
    kind: { type: 'choice', choices: ['fail', 'warn'] },
    default: 'fail',
    hashed: true,
    description: 'What a scan that could not complete does: fail, or warn.',
    parse: parseChoiceOf(['fail', 'warn'] as const),
  }),
  'pr-suppressions': setting({
    input: 'pr-suppressions',
    flag: 'pr-suppressions',
    scope: 'engine',
    inFile: true,
    kind: { type: 'choice', choices: PR_SUPPRESSIONS_MODES },
    default: '',
    emptyMeans: 'by event: propose where a change is not trusted',
    hashed: true,
    description: 'What suppressions a change adds do: apply, or propose (listed, not applied).',
    parse: (label, raw): '' | (typeof PR_SUPPRESSIONS_MODES)[number] =>
      textOf(raw).trim() === '' ? '' : parsePrSuppressions(label, textOf(raw)),
  }),
  'dry-run': setting({
    input: 'dry-run',
    flag: 'dry-run',
    scope: 'engine',
    inFile: true,
    kind: { type: 'boolean' },
    default: 'false',
    hashed: true,
    description: 'Discover and pack as a real run would, upload nothing.',
    parse: parseBoolean,
  }),
  'github-token': setting({
    input: 'github-token',
    env: 'GITHUB_TOKEN',
    scope: 'action',
    inFile: false,
    kind: { type: 'secret' },
    default: '${{ github.token }}',
    hashed: false,
    description: "The token of the GitHub surfaces (the job's by default), never a file.",
    parse: SECRET,
  }),
  annotations: boolean('annotations', 'true', 'Annotate the lines of the findings.'),
  'pr-comment': boolean('pr-comment', 'true', 'One pull-request comment, kept up to date.'),
  'check-run': autoTrueFalse('check-run', 'A check run with every finding as an annotation.'),
  'check-run-annotations': setting({
    input: 'check-run-annotations',
    scope: 'action',
    inFile: true,
    kind: ANNOTATIONS,
    default: '1000',
    hashed: false,
    description: `Most annotations on the check run (0 to ${MAX_CHECK_RUN_ANNOTATIONS}).`,
    parse: parseInteger(ANNOTATIONS),
  }),
  'pr-review': setting({
    input: 'pr-review',
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: ['off', 'new'] },
    default: 'off',
    hashed: false,
    description: 'Review comments on new findings on the lines of the diff: off or new.',
    parse: parseChoiceOf(['off', 'new'] as const),
  }),
  'upload-sarif': autoTrueFalse('upload-sarif', 'Upload the SARIF file to code scanning.'),
  'sarif-file': setting({
    input: 'sarif-file',
    scope: 'action',
    inFile: true,
    kind: {
      type: 'text',
      accepted: SARIF_FILE_ACCEPTED,
      pattern: oneLineEndingWith('\\.sarif'),
    },
    default: 'iac-scan-results.sarif',
    hashed: false,
    description: 'Where the SARIF file is written (the JSON report beside it).',
    parse: parseWorkspaceFile(SARIF_FILE_ACCEPTED, (given) => given.endsWith('.sarif')),
  }),
  'sarif-category': setting({
    input: 'sarif-category',
    flag: 'sarif-category',
    scope: 'action',
    inFile: true,
    kind: { type: 'text', accepted: 'a category on one line', pattern: ONE_LINE_PATTERN },
    default: '',
    emptyMeans: 'none',
    hashed: false,
    description: "The SARIF run's automationDetails.id.",
    parse: ONE_LINE('a category on one line'),
  }),
  'upload-artifact': boolean(
    'upload-artifact',
    'true',
    'Upload the SARIF file and the JSON report as a workflow artifact.',
  ),
  'tracking-issue': setting({
    input: 'tracking-issue',
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
    default: 'auto',
    hashed: false,
    description: 'Keep one issue up to date with the gated findings.',
    parse: parseChoiceOf(AUTO_TRUE_FALSE),
  }),
  'api-key-file': setting({
    flag: 'api-key-file',
    scope: 'cli',
    inFile: false,
    kind: { type: 'text', accepted: 'the path of a file holding the key' },
    default: undefined,
    hashed: false,
    description: 'Reads the key from this file instead of PLERION_API_KEY.',
    parse: ONE_LINE('the path of a file holding the key'),
  }),
  commit: setting({
    flag: 'commit',
    scope: 'cli',
    inFile: false,
    kind: { type: 'text', accepted: 'a commit of the scanned repository' },
    default: undefined,
    hashed: false,
    description: "Scan this commit's tree from git objects instead of the work tree.",
    parse: ONE_LINE('a commit of the scanned repository'),
  }),
  'exit-zero': setting({
    flag: 'exit-zero',
    scope: 'cli',
    inFile: false,
    kind: { type: 'boolean' },
    default: 'false',
    hashed: false,
    description: 'Write every report, then exit 0 whatever was found.',
    parse: parseBoolean,
  }),
  format: setting({
    flag: 'format',
    scope: 'cli',
    inFile: false,
    kind: { type: 'text', accepted: '<format>[=<file>]' },
    default: 'text',
    hashed: false,
    description: 'A report to write, to a file or standard output.',
    parse: (label, raw) => (typeof raw === 'string' ? [raw] : [...raw]),
  }),
} as const;

/** `given` relative to a workspace it stays inside ('' for the workspace itself), else undefined. */
function relativeInside(given: string): string | undefined {
  const root = path.resolve('/workspace');
  const resolved = path.resolve(root, given);
  return isInside(root, resolved) ? path.relative(root, resolved) : undefined;
}

/** A file of the workspace as written: one line, inside it, not the workspace itself. */
function parseWorkspaceFile(accepted: string, check: (given: string) => boolean = () => true) {
  return (label: string, raw: RawValue): string => {
    const given = textOf(raw).trim();
    refuseControls(label, given, accepted);
    const inside = relativeInside(given);
    if (inside === undefined || inside === '' || !check(given)) refuseValue(label, given, accepted);
    return given;
  };
}

export type SettingKey = keyof typeof SETTINGS;

/** Each setting's value, as its validator returns it. */
export type SettingValues = {
  readonly [K in SettingKey]: ReturnType<(typeof SETTINGS)[K]['parse']>;
};

/** The keys, in the table's order. */
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

/** The spec of `key`, typed loosely (for code that walks every setting). */
export function specOf(key: SettingKey): SettingSpec<unknown> {
  return SETTINGS[key] as SettingSpec<unknown>;
}

/** The keys the file accepts at its top level, and under `action:`. */
export const TOP_LEVEL_KEYS = SETTING_KEYS.filter(
  (key) => specOf(key).inFile && specOf(key).scope === 'engine',
);
export const ACTION_KEYS = SETTING_KEYS.filter(
  (key) => specOf(key).inFile && specOf(key).scope === 'action',
);

/** True for a key or token: never in the file, never shown, never hashed. */
export function isSecret(key: SettingKey): boolean {
  return specOf(key).kind.type === 'secret';
}

/** Every setting's default value, validated by its own parser (a test checks they all parse). */
export function defaultValues(): SettingValues {
  return Object.fromEntries(
    SETTING_KEYS.map((key) => {
      const spec = specOf(key);
      if (isSecret(key)) return [key, spec.default === undefined ? 'not set' : 'set'];
      return [key, spec.parse(`the default of '${key}'`, spec.default ?? '')];
    }),
  ) as SettingValues;
}
