/**
 * The only reader of inputs and of the runner's environment. Everything is validated here,
 * before any file is read or any call is made, into one frozen `ActionSettings` object (the engine's `Settings` and the Action's surfaces); a bad value
 * is one `ConfigurationError` naming the input, the value and what is accepted.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as core from '@actions/core';
import { ConfigurationError } from '../errors.ts';
import { registerSecret } from '../sanitize.ts';
import type { BaselineInput } from '../engine/git/base-commit.ts';
import {
  holdsSecretsForUntrustedChange,
  readGitHubContext,
  type GitHubContext,
} from './github-context.ts';
import { relativePosix } from '../paths.ts';
import {
  DEFAULT_SUPPRESSIONS_FILE,
  readSuppressionsFile,
} from '../engine/suppressions/read-file.ts';
import type { SuppressionFile } from '../engine/suppressions/format.ts';
import type { Severity } from '../severity.ts';
import { MAX_ARCHIVE_BYTES, cleanArtifactName, defaultArtifactName } from '../engine/settings.ts';
import { originOf, type ActionSettings } from './action-settings.ts';
import {
  refuseControls as refuseControlsOf,
  refuseUnsendableSecret as refuseSecretOf,
  refuseValue,
} from '../engine/config/refusal.ts';
import {
  MAX_TIMEOUT_SECONDS,
  parseBaseUrl,
  parseBaseline,
  parseChoice,
  parseFailOn,
  parsePatternList,
  parseWholeNumber,
  refuseEmptyArtifactName,
  parsePrSuppressions,
  splitList,
} from '../engine/config/values.ts';
import { resolveScanRoot, resolveWorkspaceFile } from '../engine/config/workspace-paths.ts';
import {
  severityOverridesOf,
  type EffectiveSetting,
} from '../engine/config/effective/resolve-config.ts';
import { limitSuppressionExpiry } from '../engine/config/effective/suppression-max-days.ts';
import { textOfSetting } from '../engine/config/load/setting-text.ts';
import { SETTINGS, isSecret, type SettingKey } from '../engine/config/table/settings-table.ts';
import { loadActionConfig, type LoadedConfig } from './config/action-config.ts';

export type { GitHubContext } from './github-context.ts';
export {
  MAX_ARCHIVE_BYTES,
  REGIONS,
  cleanArtifactName,
  defaultArtifactName,
  type Settings,
} from '../engine/settings.ts';
export { originOf, type ActionSettings, type Surfaces } from './action-settings.ts';

const DEFAULT_CHECK_RUN_ANNOTATIONS = 1_000;
const MAX_CHECK_RUN_ANNOTATIONS = 50_000;

/** Defaults applied when an input is empty; action.yml declares the same (a test checks). */
export const INPUT_DEFAULTS = {
  region: 'au',
  'api-url': '',
  path: '.',
  include: '',
  exclude: '',
  'artifact-name': '',
  'max-archive-size': String(MAX_ARCHIVE_BYTES),
  'fail-on': 'CRITICAL,HIGH',
  'skip-detections': '',
  annotations: 'true',
  'pr-comment': 'true',
  'sarif-file': 'iac-scan-results.sarif',
  'sarif-category': '',
  'upload-artifact': 'true',
  timeout: '600',
  'on-service-error': 'fail',
  baseline: 'auto',
  suppressions: DEFAULT_SUPPRESSIONS_FILE,
  'tracking-issue': 'auto',
  'dry-run': 'false',
  // Empty: the default depends on the event (see readPrSuppressions).
  'pr-suppressions': '',
  'check-run': 'auto',
  'check-run-annotations': String(DEFAULT_CHECK_RUN_ANNOTATIONS),
  'pr-review': 'off',
  'upload-sarif': 'auto',
} as const;

type InputName = keyof typeof INPUT_DEFAULTS | 'api-key' | 'github-token';

/**
 * The effective configuration while `buildSettings` runs (inputs set, the file, the
 * organisation's file, the defaults: `config/action-config.ts`); every reader below takes each
 * setting's effective value from it, in the form its input has.
 */
let configured: LoadedConfig | undefined;

function effectiveOf(name: string): EffectiveSetting<unknown> | undefined {
  if (configured === undefined || !Object.hasOwn(SETTINGS, name) || isSecret(name as SettingKey))
    return undefined;
  return configured.effective.settings[name as SettingKey] as EffectiveSetting<unknown>;
}

function input(name: InputName): string {
  const setting = effectiveOf(name);
  if (setting) return textOfSetting(name as SettingKey, setting.value);
  const value = core.getInput(name);
  if (value !== '') return value;
  return name in INPUT_DEFAULTS ? INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS] : '';
}

/** How a refusal names an input, or the file's key and line its value came from. */
const label = (name: string): string => {
  const setting = effectiveOf(name);
  return setting?.source === 'file' || setting?.source === 'org'
    ? `key '${name}' at ${setting.from}`
    : `input '${name}'`;
};

function refuse(name: string, value: string, accepted: string): never {
  return refuseValue(label(name), value, accepted);
}

function refuseControls(name: string, value: string, accepted: string): void {
  refuseControlsOf(label(name), value, accepted);
}

function booleanInput(name: InputName): boolean {
  const setting = effectiveOf(name);
  if (setting) return setting.value === true;
  if (core.getInput(name) === '') return input(name) === 'true';
  try {
    return core.getBooleanInput(name);
  } catch {
    return refuse(name, core.getInput(name), 'true or false');
  }
}

function readBaseUrl(): string {
  return parseBaseUrl(
    { label: label('region'), value: input('region') },
    { label: label('api-url'), value: input('api-url') },
  );
}

function readScanRoot(workspace: string): string {
  return resolveScanRoot(label('path'), workspace, input('path'));
}

function readIntegerInput(name: InputName, min: number, max: number, unit: string): number {
  return parseWholeNumber(label(name), input(name), { min, max, unit });
}

function readFailOn(): Severity[] {
  return parseFailOn(label('fail-on'), input('fail-on'));
}

function readPatterns(name: 'include' | 'exclude'): string[] {
  // A YAML list's item is one pattern: taken as validated, not split again at a comma.
  const setting = effectiveOf(name);
  if (setting) return [...(setting.value as string[])];
  return parsePatternList(label(name), input(name));
}

function readSkipDetections(): string[] {
  const setting = effectiveOf('skip-detections');
  if (setting) return [...(setting.value as string[])];
  return splitList(input('skip-detections'));
}

/** `<repo>-<short sha>` by default; always cleaned to [A-Za-z0-9._-]. */
function readArtifactBase(github: GitHubContext, scanPath: string): string {
  const given = input('artifact-name').trim();
  const cleaned = given
    ? cleanArtifactName(given)
    : defaultArtifactName(github.repository, github.headSha, scanPath);
  return refuseEmptyArtifactName(label('artifact-name'), given, cleaned);
}

function readWorkspaceFile(name: 'sarif-file', workspace: string, accepted: string): string {
  return resolveWorkspaceFile(label(name), workspace, input(name), accepted);
}

/** True when `file` is absent or a JSON report this action wrote (never overwrite anything else). */
function isOursOrAbsent(file: string): boolean {
  try {
    const head = Buffer.alloc(200);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
    return head.toString('utf8').includes('"plerion-iac-scan-action"');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

function readSarifFile(workspace: string): { sarifFile: string; reportFile: string } {
  const accepted = 'a file name ending in .sarif, inside the workspace (also through links)';
  const sarifFile = readWorkspaceFile('sarif-file', workspace, accepted);
  const value = input('sarif-file').trim();
  if (!sarifFile.endsWith('.sarif')) refuse('sarif-file', value, accepted);
  const reportFile = sarifFile.replace(/\.sarif$/, '.json');
  if (!isOursOrAbsent(reportFile))
    refuse(
      'sarif-file',
      value,
      `a name whose .json twin (the JSON report) is not a file of the repository: ${path.basename(reportFile)} exists and would be overwritten`,
    );
  return { sarifFile, reportFile };
}

function readBaseline(): BaselineInput {
  return parseBaseline(label('baseline'), input('baseline'));
}

/**
 * `propose` by default where the job holds secrets for a pull request (privileged events, the merge
 * queue), or it is a fork's or Dependabot's.
 */
function readPrSuppressions(github: GitHubContext): 'apply' | 'propose' {
  if (input('pr-suppressions').trim() !== '')
    return parsePrSuppressions(label('pr-suppressions'), input('pr-suppressions'));
  const privileged =
    holdsSecretsForUntrustedChange(github.eventName) || github.isUntrustedPullRequest;
  return privileged ? 'propose' : 'apply';
}

/** The suppressions file, with the organisation's longest expiry applied (one warning kept). */
async function readLimitedSuppressions(workspace: string) {
  const read = await readSuppressionsFile({ workspace, value: input('suppressions') });
  const config = configured as LoadedConfig;
  const limited = limitSuppressionExpiry(read, config.effective.floors, new Date());
  if (limited.warning !== undefined)
    configured = {
      ...config,
      effective: { ...config.effective, warnings: [...config.effective.warnings, limited.warning] },
    };
  return limited.suppressions;
}

function readChoice<T extends string>(name: InputName, choices: readonly T[]): T {
  return parseChoice(label(name), input(name), choices);
}

/** A key or token as an HTTP header carries it; the value is never shown. */
function refuseUnsendableSecret(name: 'api-key' | 'github-token', value: string): void {
  refuseSecretOf(label(name), value, 'Check the secret for a pasted line break.');
}

/** Reads and validates every input; masks the key before anything else happens. */
export async function readSettings(): Promise<ActionSettings> {
  return (await readConfiguredSettings()).settings;
}

/** The settings, and the effective configuration they were read from (its table, its hash). */
export interface ConfiguredSettings {
  readonly settings: ActionSettings;
  readonly config: LoadedConfig;
}

/** `readSettings`, with the configuration kept for the log, the summary and the outputs. */
export async function readConfiguredSettings(): Promise<ConfiguredSettings> {
  const apiKey = core.getInput('api-key').trim();
  if (apiKey === '') return buildSettings(apiKey);
  core.setSecret(apiKey);
  registerSecret(apiKey);
  refuseUnsendableSecret('api-key', apiKey);
  try {
    return await buildSettings(apiKey);
  } catch (error) {
    // A key pasted into another input must not come back in the refusal.
    if (error instanceof ConfigurationError)
      throw new ConfigurationError(error.message.split(apiKey).join('***'));
    throw error;
  }
}

async function buildSettings(apiKey: string): Promise<ConfiguredSettings> {
  const env = process.env;
  const github = readGitHubContext(env);
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const githubToken = core.getInput('github-token').trim();
  if (githubToken !== '') {
    core.setSecret(githubToken);
    registerSecret(githubToken);
    refuseUnsendableSecret('github-token', githubToken);
  }
  const config = await loadActionConfig({ workspace, github, githubToken });
  configured = config;
  try {
    const settings = await settingsOf({ apiKey, github, workspace, githubToken });
    // With the warning about the suppressions the organisation's longest expiry refused, if any.
    return { settings, config: configured };
  } finally {
    configured = undefined;
  }
}

async function settingsOf(read: {
  apiKey: string;
  github: GitHubContext;
  workspace: string;
  githubToken: string;
}): Promise<ActionSettings> {
  const { apiKey, github, workspace, githubToken } = read;
  const env = process.env;
  const dryRun = booleanInput('dry-run');
  if (apiKey === '' && !github.isUntrustedPullRequest && !dryRun) {
    throw new ConfigurationError(
      "Input 'api-key' is empty. Expected a tenant API key with code-security access, " +
        'passed from a secret: api-key: ${{ secrets.PLERION_API_KEY }} (or dry-run: true to ' +
        'see what would be sent, without a key)',
    );
  }
  const scanRoot = readScanRoot(workspace);
  const effective = (configured as LoadedConfig).effective;
  const sarifCategory = input('sarif-category').trim();
  refuseControls('sarif-category', sarifCategory, 'a category on one line');
  return Object.freeze({
    apiKey,
    baseUrl: readBaseUrl(),
    workspace,
    scanRoot,
    scanPath: relativePosix(workspace, scanRoot) || '.',
    include: readPatterns('include'),
    exclude: readPatterns('exclude'),
    artifactBase: readArtifactBase(github, relativePosix(workspace, scanRoot) || '.'),
    artifactNamed: input('artifact-name').trim() !== '',
    maxArchiveBytes: readIntegerInput('max-archive-size', 1, MAX_ARCHIVE_BYTES, 'bytes'),
    failOn: readFailOn(),
    skipDetections: readSkipDetections(),
    annotations: booleanInput('annotations'),
    prComment: booleanInput('pr-comment'),
    githubToken,
    ...readSarifFile(workspace),
    sarifCategory: sarifCategory === '' ? undefined : sarifCategory,
    uploadArtifact: booleanInput('upload-artifact'),
    timeoutSeconds: readIntegerInput('timeout', 1, MAX_TIMEOUT_SECONDS, 'seconds'),
    onServiceError: readChoice('on-service-error', ['fail', 'warn'] as const),
    baseline: readBaseline(),
    suppressions: await readLimitedSuppressions(workspace),
    severityOverrides: severityOverridesOf(effective),
    limitSuppressions: (file: SuppressionFile) =>
      limitSuppressionExpiry(file, effective.floors, new Date()),
    prSuppressions: readPrSuppressions(github),
    trackingIssue: readChoice('tracking-issue', ['auto', 'true', 'false'] as const),
    dryRun,
    tempDir: env.RUNNER_TEMP || os.tmpdir(),
    origin: originOf(github),
    github,
    surfaces: Object.freeze({
      checkRun: readChoice('check-run', ['auto', 'true', 'false'] as const),
      checkRunAnnotations: readIntegerInput(
        'check-run-annotations',
        0,
        MAX_CHECK_RUN_ANNOTATIONS,
        'annotations',
      ),
      prReview: readChoice('pr-review', ['off', 'new'] as const),
      uploadSarif: readChoice('upload-sarif', ['auto', 'true', 'false'] as const),
      ref: env.GITHUB_REF ?? '',
    }),
  });
}
