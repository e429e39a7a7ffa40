/**
 * The command line's configuration: the flags the user gave (a flag left out is not set), the
 * key's presence in the environment, the repository's `.plerion-iac.yml` (looked for from the
 * scanned folder up to the repository's root, or `--config <file>` relative to the current
 * folder) and the organisation's file (`--org-config`, or the file's `org-config`: a path of the
 * repository, or `owner/repo/path@ref` read through GitHub's API with `GITHUB_TOKEN`), resolved by
 * the engine's one rule. When a commit is scanned (`--commit`, the pre-push hook), the
 * repository's files are the commit's, as the files scanned are (an organisation's file the user
 * names stays the one on disk). `scan` and `config` both read it here, so the two cannot disagree.
 */
import * as path from 'node:path';
import { readGitHubFile } from '../../github-file.ts';
import { registerSecret } from '../../sanitize.ts';
import type { GivenValues } from '../../engine/config/effective/resolve-config.ts';
import { MAX_CONFIG_FILE_BYTES } from '../../engine/config/file/read-yaml.ts';
import type { ConfigCommit } from '../../engine/config/load/read-at-commit.ts';
import { readGivenValues } from '../../engine/config/load/given-values.ts';
import {
  loadConfig,
  type LoadedConfig,
  type RepositoryFileRef,
} from '../../engine/config/load/load-config.ts';
import { specOf, type SettingKey } from '../../engine/config/table/settings-table.ts';

type Values = Readonly<Record<string, string | boolean | string[] | undefined>>;

export interface CliConfigOptions {
  readonly values: Values;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** The repository's root (the workspace). */
  readonly root: string;
  /** The folder scanned, absolute; `given` when the user named it (the positional `path`). */
  readonly folder: { readonly path: string; readonly given: boolean };
  /** True when a key is set (`PLERION_API_KEY` or `--api-key-file`). */
  readonly keySet: boolean;
  /** The commit scanned instead of the work tree: both files are read from it, as its files are. */
  readonly commit?: ConfigCommit;
}

/** What the user gave on the command line, as the precedence rule takes it. */
function givenOnCommandLine(options: CliConfigOptions): GivenValues {
  const { values } = options;
  const given = readGivenValues({
    source: 'flag',
    labelOf: (key) => (key === 'path' ? 'path' : `--${specOf(key).flag ?? key}`),
    read: (key: SettingKey) => {
      if (key === 'path')
        return options.folder.given
          ? path.relative(options.root, options.folder.path) || '.'
          : undefined;
      const flag = specOf(key).flag;
      if (flag === undefined || specOf(key).scope === 'cli') return undefined;
      const value = values[flag];
      if (value === undefined) return undefined;
      // One line per value given, as the scan's reader joins them: a comma still separates.
      return Array.isArray(value) ? value.join('\n') : String(value);
    },
  });
  if (!options.keySet) return given;
  return { ...given, 'api-key': { value: 'set', source: 'env', name: 'PLERION_API_KEY' } };
}

/** The file `--config` names, relative to the repository's root; '' when not given. */
function namedFile(options: CliConfigOptions): string {
  const named = options.values.config;
  if (typeof named !== 'string' || named.trim() === '') return '';
  return path.relative(options.root, path.resolve(options.cwd, named.trim())) || named;
}

/** Reads `owner/repo/path@ref` through GitHub's API with `GITHUB_TOKEN` (never shown). */
function fetchWithToken(env: NodeJS.ProcessEnv) {
  return (ref: RepositoryFileRef): Promise<Uint8Array> => {
    const token = env.GITHUB_TOKEN?.trim() ?? '';
    if (token !== '') registerSecret(token);
    return readGitHubFile({
      apiUrl: env.GITHUB_API_URL?.trim() || 'https://api.github.com',
      token,
      ...ref,
      maxBytes: MAX_CONFIG_FILE_BYTES,
      label: '--org-config',
      tokenAdvice:
        'Set GITHUB_TOKEN to a token that can read that repository (contents: read), or pass a local copy of the file: --org-config <path>.',
    });
  };
}

/** The effective configuration of a command line run; throws a `ConfigurationError`. */
export function loadCliConfig(options: CliConfigOptions): Promise<LoadedConfig> {
  return loadConfig({
    root: options.root,
    from: options.folder.path,
    named: namedFile(options),
    labels: { config: '--config', orgConfig: '--org-config' },
    given: givenOnCommandLine(options),
    ...(options.commit && { commit: options.commit, givenOrgOnDisk: true }),
    fetchRepositoryFile: fetchWithToken(options.env),
  });
}
