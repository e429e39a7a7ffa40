/**
 * The one loader both adapters call: the repository's file (found in the work tree from the
 * folder scanned up to the root, or read from a commit when the work tree is not to be trusted),
 * the organisation's file it or the user names (a path in the repository, or `owner/repo/path@ref`
 * read through the adapter's port), what the user set, and from them the effective configuration
 * and its hash. Everything wrong ends as one `ConfigurationError`, before anything is uploaded.
 */
import * as path from 'node:path';
import { ConfigurationError } from '../../../errors.ts';
import { configHash } from '../effective/config-hash.ts';
import {
  resolveConfig,
  type EffectiveConfig,
  type GivenValues,
} from '../effective/resolve-config.ts';
import { CONFIG_FILE_NAMES, findConfigFile, readConfigFile } from '../file/find-config-file.ts';
import { parseConfigFile, type ConfigFile } from '../file/parse-config-file.ts';
import { MAX_CONFIG_FILE_BYTES } from '../file/read-yaml.ts';
import { refuseValue } from '../refusal.ts';
import { orgConfigRefOf, type OrgConfigRef } from '../table/org-config-ref.ts';
import { readFileAtCommit, type ConfigCommit } from './read-at-commit.ts';

/** A file of another repository, as `org-config` names it. */
export type RepositoryFileRef = Extract<OrgConfigRef, { kind: 'repository' }>;

export interface LoadConfigOptions {
  /** The repository's root (the workspace). */
  readonly root: string;
  /** The folder scanned: the file is looked for there, then in each folder up to the root. */
  readonly from?: string;
  /** The `config` input or flag; '' when not given. */
  readonly named: string;
  /** How refusals name `config` and `org-config` on this surface. */
  readonly labels: { readonly config: string; readonly orgConfig: string };
  readonly given: GivenValues;
  /** Set where the work tree is not to be trusted: both files are read from this commit. */
  readonly commit?: ConfigCommit;
  /**
   * With `commit`: an organisation's file the user names (not the file's key) is still read from
   * disk. The command line's: a flag names a file of the user's own machine, where the Action's
   * input may name one a fork planted in the workspace.
   */
  readonly givenOrgOnDisk?: boolean;
  /** Reads a file of another repository (the adapter's: GitHub's API with its token). */
  readonly fetchRepositoryFile: (ref: RepositoryFileRef) => Promise<Uint8Array>;
}

export interface LoadedConfig {
  readonly effective: EffectiveConfig;
  /** What the user set, as resolved (to resolve another version of the file the same way). */
  readonly given: GivenValues;
  /** sha256 of the canonical effective configuration (`configHash`). */
  readonly hash: string;
  readonly file?: ConfigFile;
  readonly org?: ConfigFile;
}

const ACCEPTED = 'a YAML file inside the repository, relative to it';

/** A repository-relative path as written, refused when it climbs out or is absolute. */
function relativeFile(label: string, given: string): string {
  const normal = path.posix.normalize(given.replace(/\\/g, '/'));
  if (path.posix.isAbsolute(normal) || normal === '.' || normal.split('/').includes('..'))
    refuseValue(label, given, ACCEPTED);
  return normal;
}

/**
 * The repository's file as `commit` has it (the `config` input or flag's file, else the default
 * names at the root), from git objects; undefined when the commit has none. With a commit, the
 * loader looks as it looks on disk: from the folder scanned up to the root.
 */
export function readConfigFileAt(
  commit: ConfigCommit,
  named: string,
  label: string,
): Promise<ConfigFile | undefined> {
  return fileAtCommit({ named, labels: { config: label } }, commit);
}

/** The folders a file is looked for in: `folder` (repository-relative), then each above it. */
function foldersUp(folder: string): string[] {
  const folders = [folder];
  while (folders.at(-1) !== '') {
    const above = path.posix.dirname(folders.at(-1) as string);
    folders.push(above === '.' ? '' : above);
  }
  return folders;
}

async function fileAtCommit(
  options: {
    readonly named: string;
    readonly labels: { readonly config: string };
    /** Where to look first (repository-relative); the root when not given. */
    readonly folder?: string;
  },
  commit: ConfigCommit,
) {
  const named = options.named.trim();
  const groups =
    named !== ''
      ? [[relativeFile(options.labels.config, named)]]
      : foldersUp(options.folder ?? '').map((folder) =>
          CONFIG_FILE_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)),
        );
  for (const candidates of groups) {
    const found: { file: string; bytes: Uint8Array }[] = [];
    for (const file of candidates) {
      const bytes = await readFileAtCommit(commit, file);
      if (bytes !== undefined) found.push({ file, bytes });
    }
    if (found.length > 1)
      refuseValue(
        options.labels.config,
        found.map((f) => f.file).join(' and '),
        `one configuration file per folder: keep ${CONFIG_FILE_NAMES[0]} and remove the other`,
      );
    const [first] = found;
    if (first) return parseConfigFile({ file: first.file, bytes: first.bytes, role: 'repository' });
  }
  if (named !== '')
    refuseValue(options.labels.config, named, `${ACCEPTED} (${commit.label} has no such file)`);
  return undefined;
}

/** The folder scanned, relative to the root, when it is inside it ('' for the root). */
function scannedFolder(options: LoadConfigOptions): string {
  if (options.from === undefined) return '';
  const relative = path.relative(path.resolve(options.root), path.resolve(options.from));
  if (relative === '' || relative.split(path.sep)[0] === '..' || path.isAbsolute(relative))
    return '';
  return relative.split(path.sep).join('/');
}

function repositoryFile(
  options: LoadConfigOptions,
): Promise<ConfigFile | undefined> | ConfigFile | undefined {
  if (options.commit)
    return fileAtCommit({ ...options, folder: scannedFolder(options) }, options.commit);
  const found = findConfigFile({
    root: options.root,
    ...(options.from !== undefined && { from: options.from }),
    named: options.named,
    label: options.labels.config,
  });
  if (found === undefined) return undefined;
  return readConfigFile({
    root: options.root,
    file: found,
    role: 'repository',
    label: options.labels.config,
  });
}

/** The organisation's reference, from the user or the repository's file, and its label. */
function orgReference(options: LoadConfigOptions, file: ConfigFile | undefined) {
  const given = options.given['org-config'];
  if (given) return { value: given.value, label: given.name };
  const inFile = file?.values['org-config'];
  if (inFile)
    return { value: inFile.value, label: `key 'org-config' at ${file?.file}:${inFile.line}` };
  return undefined;
}

async function orgFile(options: LoadConfigOptions, file: ConfigFile | undefined) {
  const reference = orgReference(options, file);
  const ref = reference && orgConfigRefOf(reference.label, reference.value);
  if (!reference || !ref) return undefined;
  if (ref.kind === 'repository') {
    const bytes = await options.fetchRepositoryFile(ref);
    if (bytes.byteLength > MAX_CONFIG_FILE_BYTES)
      refuseValue(
        reference.label,
        reference.value,
        `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes`,
      );
    const shown = `${ref.owner}/${ref.repo}/${ref.path}@${ref.ref}`;
    return parseConfigFile({ file: shown, bytes, role: 'organisation' });
  }
  const fromDisk = options.givenOrgOnDisk === true && options.given['org-config'] !== undefined;
  if (options.commit && !fromDisk) {
    const at = relativeFile(reference.label, ref.path);
    const bytes = await readFileAtCommit(options.commit, at);
    if (bytes === undefined)
      refuseValue(
        reference.label,
        reference.value,
        `${ACCEPTED} (${options.commit.label} has no such file)`,
      );
    return parseConfigFile({ file: at, bytes, role: 'organisation' });
  }
  return readConfigFile({
    root: options.root,
    file: path.resolve(options.root, ref.path),
    role: 'organisation',
    label: reference.label,
  });
}

/** Reads both files and resolves the effective configuration; throws a `ConfigurationError`. */
export async function loadConfig(options: LoadConfigOptions): Promise<LoadedConfig> {
  const file = await repositoryFile(options);
  const org = await orgFile(options, file);
  if (org !== undefined && file !== undefined && org.file === file.file)
    throw new ConfigurationError(
      `The organisation's file (org-config) is the repository's own configuration file ${file.file}. Expected another file: the organisation's, whose floors the repository cannot loosen.`,
    );
  const effective = resolveConfig({
    ...(org && { org }),
    ...(file && { file }),
    given: options.given,
  });
  return {
    effective,
    given: options.given,
    hash: configHash(effective),
    ...(file && { file }),
    ...(org && { org }),
  };
}
