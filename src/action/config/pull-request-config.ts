/**
 * What a pull request does to the configuration, said where a reviewer looks (one note of the
 * report: the comment, the check run, the job summary and the JSON report carry the notes).
 * On `pull_request` the file the run used is the pull request's: each setting its edit changes,
 * from the base branch's tip's file to the pull request's, is listed. On a privileged event the
 * file was read from the base branch's tip: the note says the pull request's file was not used,
 * and what it would have changed. Both sides are resolved with the same inputs and the same
 * organisation's file (a pull request's new `org-config` is shown, never fetched). A file that
 * cannot be read on either side is said, never a reason to stop the scan.
 */
import { describeError } from '../../errors.ts';
import { resolveConfig } from '../../engine/config/effective/resolve-config.ts';
import { configChanges, describeConfigChanges } from '../../engine/config/load/config-changes.ts';
import { readConfigFileAt, type LoadedConfig } from '../../engine/config/load/load-config.ts';
import type { ConfigFile } from '../../engine/config/file/parse-config-file.ts';
import type { ConfigCommit } from '../../engine/config/load/read-at-commit.ts';
import { createGitCli, isObjectId } from '../../engine/git/git.ts';
import { obtainCommit } from '../../engine/git/base-commit.ts';
import { field, text, type GitHubContext } from '../github-context.ts';

export interface PullRequestConfigOptions {
  readonly config: LoadedConfig;
  /** The `config` input ('' when not set). */
  readonly named: string;
  readonly workspace: string;
  readonly github: Pick<GitHubContext, 'eventName' | 'event'>;
  /** A privileged run's pull request head (its file is not used), when there is one. */
  readonly privilegedHead?: string;
}

const LABEL = "input 'config'";

function effectiveWith(config: LoadedConfig, file: ConfigFile | undefined) {
  return resolveConfig({
    ...(config.org && { org: config.org }),
    ...(file && { file }),
    given: config.given,
  });
}

async function commitOf(workspace: string, sha: string, label: string): Promise<ConfigCommit> {
  const git = createGitCli();
  const obtained = await obtainCommit(git, workspace, sha);
  if (!obtained.ok) throw new Error(`git could not fetch ${sha.slice(0, 12)}: ${obtained.gitSaid}`);
  return { git, cwd: workspace, sha, label };
}

/** The note on `pull_request`: what the pull request's edit of the file changes. */
async function pullRequestNote(options: PullRequestConfigOptions): Promise<string | undefined> {
  const baseSha = text(field(options.github.event, 'pull_request', 'base', 'sha'));
  if (baseSha === undefined || !isObjectId(baseSha)) return undefined;
  const commit = await commitOf(
    options.workspace,
    baseSha,
    `the base branch's tip ${baseSha.slice(0, 12)}`,
  );
  const base = await readConfigFileAt(commit, options.named, LABEL);
  const changes = configChanges(effectiveWith(options.config, base), options.config.effective);
  if (changes.length === 0) return undefined;
  const file = options.config.file?.file ?? base?.file ?? '.plerion-iac.yml';
  return `This pull request changes the configuration (${file}), which this run used: ${describeConfigChanges(changes)}.`;
}

/** The note on a privileged event: the pull request's file was not used, and what it would change. */
async function privilegedNote(options: PullRequestConfigOptions, head: string) {
  const commit = await commitOf(options.workspace, head, `pull request head ${head.slice(0, 12)}`);
  let proposed: ConfigFile | undefined;
  try {
    proposed = await readConfigFileAt(commit, options.named, LABEL);
  } catch (error) {
    return `This pull request's configuration file was not used (on ${options.github.eventName} it is read from the base branch's tip), and it could not be read: ${describeError(error)}`;
  }
  const changes = configChanges(options.config.effective, effectiveWith(options.config, proposed));
  if (changes.length === 0) return undefined;
  const file = proposed?.file ?? options.config.file?.file ?? '.plerion-iac.yml';
  return `This pull request changes the configuration (${file}); its file was not used (on ${options.github.eventName} the configuration is read from the base branch's tip). It would change: ${describeConfigChanges(changes)}.`;
}

/** One note on what the pull request changes in the configuration, or undefined. */
export async function configChangeNote(
  options: PullRequestConfigOptions,
): Promise<string | undefined> {
  try {
    if (options.privilegedHead !== undefined)
      return await privilegedNote(options, options.privilegedHead);
    if (options.github.eventName !== 'pull_request') return undefined;
    return await pullRequestNote(options);
  } catch (error) {
    return `What this pull request changes in the configuration could not be told: ${describeError(error)}`;
  }
}
