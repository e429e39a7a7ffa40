/**
 * The command line's flags as data: `node:util`'s `parseArgs` reads them, `--help` prints them,
 * and the flags table of docs/cli.md is generated from them (`npm run readme`), so the three cannot
 * drift. Each flag of `scan` mirrors one input of the Action (`input` names it) and takes the same
 * values with the same default; the key is never a flag (`PLERION_API_KEY` or `--api-key-file`).
 */
import { MAX_ARCHIVE_BYTES } from '../engine/limits.ts';
import { formatCount } from '../plural.ts';
import { REPORT_FORMATS } from '../engine/formats/report-formats.ts';
import { DEFAULT_SUPPRESSIONS_FILE } from '../engine/suppressions/file-name.ts';

export interface Flag {
  readonly type: 'string' | 'boolean';
  /** Given more than once, every value counts (lists are also comma-separated). */
  readonly multiple?: boolean;
  /** The default as the table shows it; applied by `settings.ts`, not by the parser. */
  readonly default?: string;
  /** The Action's input this flag mirrors. */
  readonly input?: string;
  /** The value's placeholder in help (`<region>`). */
  readonly value?: string;
  readonly meaning: string;
}

export type Flags = Readonly<Record<string, Flag>>;

const FORMATS = REPORT_FORMATS.join(', ');

/** Flags every command takes. */
export const COMMON_FLAGS = {
  help: { type: 'boolean', meaning: 'Print this help and exit 0.' },
  version: { type: 'boolean', meaning: 'Print the version and exit 0.' },
  verbose: { type: 'boolean', meaning: 'Also print debug lines: every file skipped and why.' },
} as const satisfies Flags;

/** `--format` and what it writes, shared by `scan` and `convert`. */
export const FORMAT_FLAGS = {
  format: {
    type: 'string',
    multiple: true,
    default: 'text',
    value: '<format>[=<file>]',
    meaning: `A report to write: ${FORMATS}. To the file after \`=\`, else to standard output (at most one). Repeat it for several; without it, \`text\` goes to standard output.`,
  },
  'sarif-category': {
    type: 'string',
    input: 'sarif-category',
    value: '<category>',
    meaning: "Written as the SARIF run's `automationDetails.id` (`<category>/`).",
  },
} as const satisfies Flags;

/** `plerion-iac scan [path]`: the Action's inputs, one flag each. */
export const SCAN_FLAGS = {
  region: {
    type: 'string',
    input: 'region',
    default: 'au',
    value: '<region>',
    meaning:
      "`au`, `sg1`, `in1` or `us1`: the service's address `https://<region>.api.plerion.com`.",
  },
  'api-url': {
    type: 'string',
    input: 'api-url',
    value: '<url>',
    meaning:
      'A full `https://` address that replaces the region address (private endpoint, proxy).',
  },
  config: {
    type: 'string',
    input: 'config',
    value: '<file>',
    meaning:
      "The configuration file to read instead of `.plerion-iac.yml` (or `.yaml`), which is looked for from the scanned folder up to the repository root. A flag given beats the file; the file beats the organisation's file and the defaults.",
  },
  'org-config': {
    type: 'string',
    input: 'org-config',
    value: '<path|owner/repo/path@ref>',
    meaning:
      "The organisation's file: a path in the repository, or a file of another repository read through GitHub's API with `GITHUB_TOKEN` (https only). Its keys are defaults; its `require:` floors cannot be loosened.",
  },
  'api-key-file': {
    type: 'string',
    value: '<file>',
    meaning:
      'Reads the key from this file instead of `PLERION_API_KEY`. The key is never a flag value (shell history, process lists).',
  },
  include: {
    type: 'string',
    multiple: true,
    input: 'include',
    value: '<glob>',
    meaning:
      'Extra glob patterns of files to scan besides the built-in IaC kinds (repeat, or comma-separate; a comma inside braces, `{a,b}`, belongs to its pattern).',
  },
  exclude: {
    type: 'string',
    multiple: true,
    input: 'exclude',
    value: '<glob>',
    meaning:
      'Glob patterns of files or folders to leave out, on top of `.gitignore` and the built-in skips (repeat, or comma-separate; `{secrets,private}/**` is one pattern).',
  },
  'artifact-name': {
    type: 'string',
    input: 'artifact-name',
    value: '<name>',
    meaning:
      'Base name of the uploaded archives; by default `<repo>-<short sha>` as the Action names them.',
  },
  'max-archive-size': {
    type: 'string',
    input: 'max-archive-size',
    default: String(MAX_ARCHIVE_BYTES),
    value: '<bytes>',
    meaning: `Bytes per archive, 1 to ${formatCount(MAX_ARCHIVE_BYTES)}.`,
  },
  'fail-on': {
    type: 'string',
    input: 'fail-on',
    default: 'CRITICAL,HIGH',
    value: '<severities>',
    meaning: 'Comma-separated severities (any case) that fail the run (exit 1), or `none`.',
  },
  'skip-detections': {
    type: 'string',
    multiple: true,
    input: 'skip-detections',
    value: '<ids>',
    meaning: 'Detection ids whose findings are dropped from the gate and every report.',
  },
  commit: {
    type: 'string',
    value: '<ref>',
    meaning:
      "Scan this commit's tree and its configuration file, read from git objects, instead of the work tree (what is not committed is not scanned). In a pre-commit pre-push hook, the commit pushed (`PRE_COMMIT_TO_REF`) is scanned without it, compared with what the remote has (`PRE_COMMIT_FROM_REF`).",
  },
  baseline: {
    type: 'string',
    input: 'baseline',
    default: 'auto',
    value: '<ref>',
    meaning:
      "A git ref or commit to compare with (only new findings gate), `none`, or `auto`: the base the CI's own variables name (GitHub, GitLab, Azure Pipelines, Jenkins, Bitbucket), or in a pre-push hook what the remote has, else none.",
  },
  suppressions: {
    type: 'string',
    input: 'suppressions',
    default: DEFAULT_SUPPRESSIONS_FILE,
    value: '<file>',
    meaning:
      'Suppressions with reason and expiry, relative to the repository root. A missing default file is fine.',
  },
  'pr-suppressions': {
    type: 'string',
    input: 'pr-suppressions',
    value: 'apply|propose',
    meaning:
      "On a change request (a CI's base, `--baseline <ref>`, a pre-push hook): what suppressions the change adds or changes do. `propose` (also when left out): they are listed as the change's own, not applied, and their findings gate (the suppressions file applied is the base's). `apply`: they take effect, listed as added. A base's inline comment over code the change touched counts as the change's.",
  },
  timeout: {
    type: 'string',
    input: 'timeout',
    default: '600',
    value: '<seconds>',
    meaning: 'Seconds to wait for all scans, from the first upload.',
  },
  'on-service-error': {
    type: 'string',
    input: 'on-service-error',
    default: 'fail',
    value: 'fail|warn',
    meaning:
      '`fail`: a scan that could not complete exits 3. `warn`: it is a warning, and the exit code is that of the findings read.',
  },
  'dry-run': {
    type: 'boolean',
    input: 'dry-run',
    meaning:
      'Discover and pack as a real run would, upload nothing, need no key and no network; lists the files that would be sent. Exits 0.',
  },
  'exit-zero': {
    type: 'boolean',
    meaning:
      'Write every report, then exit 0 whatever was found (a GitLab report job; decide later with `plerion-iac gate`). A usage error still exits 2.',
  },
  ...FORMAT_FLAGS,
} as const satisfies Flags;

/** `plerion-iac gate <report.json>`: the gate again, from a saved report. */
export const GATE_FLAGS = {
  'fail-on': {
    type: 'string',
    value: '<severities>',
    meaning: "Severities that fail (exit 1), or `none`; by default the report's own `fail-on`.",
  },
  'on-service-error': SCAN_FLAGS['on-service-error'],
} as const satisfies Flags;

export type CommandName = 'scan' | 'convert' | 'gate' | 'config';

/** Each command's own flags (the common ones come on top). */
export const COMMAND_FLAGS: Record<CommandName, Flags> = {
  scan: SCAN_FLAGS,
  convert: FORMAT_FLAGS,
  gate: GATE_FLAGS,
  // What `scan` would run with: the same flags, so a flag's effect shows in the table.
  config: SCAN_FLAGS,
};
