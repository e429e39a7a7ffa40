/**
 * The Action's configuration: the inputs the workflow set (an input left out is empty, since
 * action.yml declares no default for anything the file may set: that is how "not set" differs
 * from "set to the default"), the repository's `.plerion-iac.yml` at the workspace's root (or the
 * `config` input; on a privileged event read from the base branch's tip), and the organisation's
 * file (`org-config`: a path, or `owner/repo/path@ref` read with the job's token), resolved by the
 * engine's one rule (`loadConfig`).
 */
import * as core from '@actions/core';
import { readGitHubFile } from '../../github-file.ts';
import type { GitHubContext } from '../github-context.ts';
import { MAX_CONFIG_FILE_BYTES } from '../../engine/config/file/read-yaml.ts';
import { readGivenValues } from '../../engine/config/load/given-values.ts';
import {
  loadConfig,
  type LoadedConfig,
  type RepositoryFileRef,
} from '../../engine/config/load/load-config.ts';
import { isSecret, specOf, type SettingKey } from '../../engine/config/table/settings-table.ts';
import { createGitCli } from '../../engine/git/git.ts';
import { trustedConfigCommit } from './trusted-commit.ts';

export type { LoadedConfig } from '../../engine/config/load/load-config.ts';

/** How a refusal names an input. */
const inputLabel = (name: string): string => `input '${name}'`;

/** The inputs the workflow set, validated by the settings table; secrets as set or not. */
function givenInputs() {
  return readGivenValues({
    source: 'input',
    labelOf: (key) => inputLabel(specOf(key).input ?? key),
    read: (key: SettingKey) => {
      const input = specOf(key).input;
      if (input === undefined) return undefined;
      const value = core.getInput(input);
      if (value === '') return undefined;
      // A secret is only ever held as set: its value was checked and masked by the inputs.
      return isSecret(key) ? 'set' : value;
    },
  });
}

export interface ActionConfigOptions {
  readonly workspace: string;
  readonly github: GitHubContext;
  /** The job's token (the `github-token` input), for an organisation file of another repository. */
  readonly githubToken: string;
}

/** Reads the configuration the Action runs with; throws a `ConfigurationError`. */
export async function loadActionConfig(options: ActionConfigOptions): Promise<LoadedConfig> {
  const { workspace, github } = options;
  const commit = await trustedConfigCommit(createGitCli(), workspace, github);
  return loadConfig({
    root: workspace,
    named: core.getInput('config'),
    labels: { config: inputLabel('config'), orgConfig: inputLabel('org-config') },
    given: givenInputs(),
    ...(commit && { commit }),
    fetchRepositoryFile: (ref: RepositoryFileRef) =>
      readGitHubFile({
        apiUrl: github.apiUrl || 'https://api.github.com',
        token: options.githubToken,
        ...ref,
        maxBytes: MAX_CONFIG_FILE_BYTES,
        label: inputLabel('org-config'),
        tokenAdvice: `Give github-token a token that can read ${ref.owner}/${ref.repo} (contents: read): the job's GITHUB_TOKEN reads only this repository, so an organisation's .github repository needs a GitHub App's token or a fine-grained token passed in github-token.`,
      }),
  });
}
