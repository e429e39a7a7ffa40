/**
 * The settings table's first part: the key, the configuration file itself, the organisation's
 * file, and what is scanned (the service, the folder, the patterns, the archives).
 */
import { MAX_ARCHIVE_BYTES } from '../../limits.ts';
import { REGIONS, cleanArtifactName } from '../../settings.ts';
import { parseBaseUrl, refuseEmptyArtifactName } from '../values.ts';
import { checkRelativeFolder } from '../workspace-paths.ts';
import { ORG_CONFIG_ACCEPTED, parseOrgConfigRef } from './org-config-ref.ts';
import { ONE_LINE_PATTERN, parseGlobList, parseInteger, textOf } from './setting-kinds.ts';
import { oneLine, parseSecret, setting } from './setting-spec.ts';

const ARCHIVE_SIZE = { type: 'integer', min: 1, max: MAX_ARCHIVE_BYTES, unit: 'bytes' } as const;

export const SCAN_SETTINGS = {
  'api-key': setting({
    input: 'api-key',
    env: 'PLERION_API_KEY',
    scope: 'engine',
    inFile: false,
    kind: { type: 'secret' },
    default: undefined,
    hashed: false,
    description: 'The tenant API key: a secret (input) or PLERION_API_KEY, never a file.',
    parse: parseSecret,
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
    parse: oneLine('a YAML file inside the repository, relative to it'),
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
} as const;
