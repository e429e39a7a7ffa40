/** The settings table's command line part: flags of `plerion-iac scan` only, never in the file. */
import { parseBoolean } from './setting-kinds.ts';
import { oneLine, setting } from './setting-spec.ts';

export const CLI_SETTINGS = {
  'api-key-file': setting({
    flag: 'api-key-file',
    scope: 'cli',
    inFile: false,
    kind: { type: 'text', accepted: 'the path of a file holding the key' },
    default: undefined,
    hashed: false,
    description: 'Reads the key from this file instead of PLERION_API_KEY.',
    parse: oneLine('the path of a file holding the key'),
  }),
  commit: setting({
    flag: 'commit',
    scope: 'cli',
    inFile: false,
    kind: { type: 'text', accepted: 'a commit of the scanned repository' },
    default: undefined,
    hashed: false,
    description:
      "Scan this commit's tree and its configuration file from git objects instead of the work tree.",
    parse: oneLine('a commit of the scanned repository'),
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
