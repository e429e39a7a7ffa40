/**
 * The command line's only reader of flags and environment for a scan: everything is validated
 * here, before any file is packed or any call made, into the engine's frozen `Settings` literal
 * (the Action's surfaces are not the command line's: it has none), and the change under review
 * resolved once (`change-request.ts`). A bad value is one `ConfigurationError` naming the
 * flag, the value and what is accepted, in the Action's words (the validators are shared).
 *
 * The key comes from `PLERION_API_KEY` or `--api-key-file`, never from a flag value; it is
 * registered with the sanitiser before anything else, so no line, message or file can carry it.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ConfigurationError, describeError } from '../errors.ts';
import { relativePosix } from '../paths.ts';
import { registerSecret } from '../sanitize.ts';
import { refuseControls, refuseUnsendableSecret, refuseValue } from '../engine/config/refusal.ts';
import {
  MAX_TIMEOUT_SECONDS,
  parseBaseUrl,
  parseChoice,
  parseFailOn,
  parsePatternList,
  parsePrSuppressions,
  parseWholeNumber,
  refuseEmptyArtifactName,
  splitList,
} from '../engine/config/values.ts';
import { resolveScanRoot } from '../engine/config/workspace-paths.ts';
import { severityOverridesOf } from '../engine/config/effective/resolve-config.ts';
import { limitSuppressionExpiry } from '../engine/config/effective/suppression-max-days.ts';
import { parseBaselineInput } from '../engine/git/base-commit.ts';
import type { Git } from '../engine/git/git.ts';
import { resolveLocalCommit } from '../engine/git/history.ts';
import {
  MAX_ARCHIVE_BYTES,
  cleanArtifactName,
  defaultArtifactName,
  type RunOrigin,
  type Settings,
} from '../engine/settings.ts';
import type { ChangeRequest } from '../engine/change/change-request.ts';
import type { SuppressionFile } from '../engine/suppressions/format.ts';
import { readSuppressionsAt } from '../engine/suppressions/pull-request/read-suppression-changes.ts';
import { readSuppressionsFile } from '../engine/suppressions/read-file.ts';
import { changeRequestOf } from './change-request.ts';
import { chooseBaseline, pushedCommit, type ChosenBaseline } from './ci-baseline.ts';
import { loadCliConfig } from './config/cli-config.ts';
import { configuredValues } from './config/configured-values.ts';
import type { LoadedConfig } from '../engine/config/load/load-config.ts';
import { SCAN_FLAGS } from './flags.ts';
import { findRepository, type Repository } from './repository.ts';
import { parseTargets, type Targets } from './targets.ts';

/** A key file is one line; anything bigger is a wrong path. */
const MAX_KEY_FILE_BYTES = 64 * 1024;

type Values = Readonly<Record<string, string | boolean | string[] | undefined>>;

/** A commit scanned from git objects instead of the work tree (`--commit`, a pre-push hook). */
export interface ScannedCommit {
  readonly sha: string;
  /** For humans: `commit 0123abc` or `the pushed commit 0123abc`. */
  readonly label: string;
  /** One sentence for the log: what is scanned instead of the work tree, and why. */
  readonly said: string;
  /** What asked for it, as refusals name it: the flag or the hook's variable, and its value. */
  readonly asked: { readonly label: string; readonly ref: string };
}

/** What a scan runs with: the settings, where its reports go, and how it ends. */
export interface ScanSetup {
  readonly settings: Settings;
  /** The settings as the JSON report publishes them: the engine's and the surfaces' (none). */
  readonly published: Settings;
  /** The change under review, when the run is about one (a flag, a hook, a CI's variables). */
  readonly change: ChangeRequest | undefined;
  readonly targets: Targets;
  readonly exitZero: boolean;
  readonly baseline: ChosenBaseline;
  /** Set when a commit is scanned instead of the work tree. */
  readonly commit?: ScannedCommit;
  /** The effective configuration (flags, the file, the organisation's file, the defaults). */
  readonly config: LoadedConfig;
}

/** A flag's value as given, else its default. */
function flag(values: Values, name: keyof typeof SCAN_FLAGS): string {
  const value = values[name];
  // One line per value given: a comma inside a brace glob must not join two flags' patterns.
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'string') return value;
  const spec = SCAN_FLAGS[name] as { default?: string };
  return spec.default ?? '';
}

/** The key from `--api-key-file`, else `PLERION_API_KEY`; '' when neither is set. */
function readKey(values: Values, env: NodeJS.ProcessEnv, cwd: string): string {
  const file = values['api-key-file'];
  if (typeof file !== 'string') return env.PLERION_API_KEY?.trim() ?? '';
  const accepted = `a readable file of at most ${MAX_KEY_FILE_BYTES} bytes holding the key`;
  const resolved = path.resolve(cwd, file);
  const stat = fs.statSync(resolved, { throwIfNoEntry: false });
  // Nothing there: the value may be the key itself, given where its file goes. Never shown.
  if (stat === undefined)
    throw new ConfigurationError(
      `Invalid --api-key-file: no file is there (the value is not shown: it may be the key itself). Expected ${accepted}: the path of the file, never the key.`,
    );
  if (!stat.isFile() || stat.size > MAX_KEY_FILE_BYTES)
    refuseValue('--api-key-file', file, accepted);
  let text: string;
  try {
    text = fs.readFileSync(resolved, 'utf8');
  } catch (error) {
    return refuseValue(
      '--api-key-file',
      file,
      `${accepted} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
    );
  }
  const key = text.trim();
  if (key === '') refuseValue('--api-key-file', file, 'a file holding the key (it is empty)');
  return key;
}

function requireKey(apiKey: string, dryRun: boolean): void {
  if (apiKey !== '' || dryRun) return;
  throw new ConfigurationError(
    'No API key: set PLERION_API_KEY to a tenant API key with code-security access (from a CI ' +
      'secret variable), or pass --api-key-file <file>; or run with --dry-run to see what would ' +
      'be sent, without a key.',
  );
}

/** The folder to scan: an existing folder, named relative to the current one. */
function scanFolder(given: string | undefined, cwd: string): string {
  const value = given ?? '.';
  const folder = path.resolve(cwd, value);
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) refuseValue('path', value, 'an existing folder to scan');
  return fs.realpathSync(folder);
}

/**
 * Where the run is, for links to lines: a GitHub repository only when the command runs in GitHub
 * Actions (its variables name it); elsewhere no repository, so no link leads nowhere.
 */
function originOf(env: NodeJS.ProcessEnv, repository: Repository): RunOrigin {
  const onGitHub = env.GITHUB_ACTIONS === 'true';
  return {
    repository: onGitHub ? (env.GITHUB_REPOSITORY ?? '') : '',
    commit: repository.sha,
    serverUrl: ((onGitHub && env.GITHUB_SERVER_URL) || 'https://github.com').replace(/\/+$/, ''),
    runUrl: undefined,
    trigger: '',
    changeNumber: undefined,
  };
}

/**
 * What the JSON report publishes for the Action's surfaces, which the command line has none of:
 * the report's published form is one for both adapters (`PUBLISHED_SETTINGS`), so a saved report
 * reads the same whichever wrote it. Only the report reads this; the engine never does.
 */
const PUBLISHED_SURFACES_OFF = {
  annotations: false,
  prComment: false,
  uploadArtifact: false,
  trackingIssue: 'false',
  surfaces: Object.freeze({
    checkRun: 'false',
    checkRunAnnotations: 0,
    prReview: 'off',
    uploadSarif: 'false',
    ref: '',
  }),
} as const;

export interface ScanSettingsOptions {
  readonly values: Values;
  readonly positionals: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly git: Git;
}

/** The repository, the workspace (its top level), its configuration and the folder to scan. */
async function locate(options: ScanSettingsOptions & { readonly keySet: boolean }) {
  const { positionals, env, cwd, git } = options;
  if (positionals.length > 1)
    throw new ConfigurationError(
      `plerion-iac scan takes one folder to scan; got ${positionals.length}. Expected: plerion-iac scan [path] [flags].`,
    );
  const folder = scanFolder(positionals[0], cwd);
  const repository = await findRepository(git, folder, env);
  const workspace = repository.root;
  // The commit first: what is scanned from it is configured by its own file, not the work tree's.
  const commit = await scannedCommit(options, repository);
  const config = await loadCliConfig({
    values: options.values,
    env,
    cwd,
    root: workspace,
    // As git names it (a commit's tree is case-sensitive, a Mac's disk is not): the same folder.
    folder: { path: path.join(workspace, repository.folder), given: positionals[0] !== undefined },
    keySet: options.keySet,
    ...(commit && { commit: { git, cwd: workspace, sha: commit.sha, label: commit.label } }),
  });
  const dryRun = config.effective.settings['dry-run'];
  if (commit && dryRun.value === true) refuseDryRun(commit.asked, dryRun);
  // Without a [path], the configuration's `path` (relative to the repository's root) is scanned.
  const pathSetting = config.effective.settings.path;
  const scanned =
    positionals[0] === undefined && pathSetting.source !== 'default'
      ? pathSetting.value
      : repository.folder;
  const label =
    pathSetting.source === 'file' || pathSetting.source === 'org'
      ? `key 'path' at ${pathSetting.from}`
      : 'path';
  const scanRoot = resolveScanRoot(label, workspace, scanned);
  const scanPath = relativePosix(workspace, scanRoot) || '.';
  return { repository, workspace, scanRoot, scanPath, config, commit };
}

/** The key, registered with the sanitiser at once; required unless nothing is uploaded. */
function readApiKey(options: ScanSettingsOptions): string {
  const apiKey = readKey(options.values, options.env, options.cwd);
  if (apiKey !== '') {
    registerSecret(apiKey);
    refuseUnsendableSecret(
      'PLERION_API_KEY',
      apiKey,
      'Check the variable or file for a pasted line break.',
    );
  }
  return apiKey;
}

function artifactBase(values: Values, repository: Repository, scanPath: string): string {
  const given = flag(values, 'artifact-name').trim();
  return refuseEmptyArtifactName(
    '--artifact-name',
    given,
    given
      ? cleanArtifactName(given)
      : defaultArtifactName(repository.name, repository.sha, scanPath),
  );
}

const COMMIT_ACCEPTED = 'a commit of the scanned repository: a branch, tag or commit sha';

/**
 * A commit is scanned from git objects; a dry run lists the work tree: the two never meet. The
 * `--dry-run` flag is refused before anything is read, the commit's configuration's `dry-run` once
 * that is read.
 */
function refuseDryRun(
  asked: ScannedCommit['asked'],
  fromFile?: { readonly source: string; readonly from: string },
): never {
  const accepted = `no commit with --dry-run, which lists the work tree; ${COMMIT_ACCEPTED}`;
  if (fromFile?.source === 'file' || fromFile?.source === 'org')
    return refuseValue(
      `key 'dry-run' at ${fromFile.from}`,
      'true',
      `false when a commit is scanned (${asked.label} ${asked.ref}): a dry run lists the work tree`,
    );
  return refuseValue(asked.label, asked.ref, accepted);
}

/**
 * The commit `--commit` names, or the one a pre-push hook pushes: resolved to a full sha of this
 * repository, refused (before anything is read) when it is none or when the run is a dry run (a
 * dry run lists the work tree).
 */
async function scannedCommit(
  options: ScanSettingsOptions,
  repository: Repository,
): Promise<ScannedCommit | undefined> {
  const { values, env, git } = options;
  const given = typeof values.commit === 'string' ? values.commit.trim() : undefined;
  const pushed = given === undefined ? pushedCommit(env) : undefined;
  const ref = given ?? pushed;
  if (ref === undefined) return undefined;
  const label = given === undefined ? "pre-commit's PRE_COMMIT_TO_REF" : '--commit';
  if (values['dry-run'] === true) refuseDryRun({ label, ref });
  if (!repository.inGit) refuseValue(label, ref, `${COMMIT_ACCEPTED} (the folder is not in git)`);
  const safe = parseBaselineInput(ref);
  const sha =
    safe.kind === 'ref' ? await resolveLocalCommit(git, repository.root, safe.ref) : undefined;
  if (sha === undefined) return refuseValue(label, ref, COMMIT_ACCEPTED);
  const short = sha.slice(0, 12);
  const asked = { label, ref };
  return given === undefined
    ? {
        sha,
        asked,
        label: `the pushed commit ${short}`,
        said: `Scanning what is pushed: commit ${short} (pre-commit's PRE_COMMIT_TO_REF), read from git objects; the work tree and what is not committed are not scanned.`,
      }
    : {
        sha,
        asked,
        label: `commit ${short}`,
        said: `Scanning commit ${short} (--commit ${ref}), read from git objects; the work tree and what is not committed are not scanned.`,
      };
}

/**
 * The suppressions file, validated as a path of the workspace; read from the commit scanned when
 * one is (its own file, not the work tree's).
 */
async function suppressionsOf(
  options: ScanSettingsOptions,
  at: { workspace: string; commit: ScannedCommit | undefined },
): Promise<SuppressionFile> {
  const inWorkTree = await readSuppressionsFile({
    workspace: at.workspace,
    value: flag(options.values, 'suppressions'),
    label: '--suppressions',
    unset: 'pass no --suppressions',
  });
  if (at.commit === undefined) return inWorkTree;
  const { file } = inWorkTree;
  try {
    return await readSuppressionsAt(options.git, at.workspace, {
      sha: at.commit.sha,
      repoPath: file,
      file,
      label: '--suppressions',
    });
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    return refuseValue(
      '--suppressions',
      file,
      `a readable file in ${at.commit.label} (${describeError(error)})`,
    );
  }
}

/**
 * The suppressions with the organisation's longest expiry applied: an entry past it suppresses
 * nothing, with one warning among the configuration's.
 */
async function limitedSuppressions(
  options: ScanSettingsOptions,
  config: LoadedConfig,
  at: { workspace: string; commit: ScannedCommit | undefined },
): Promise<{ suppressions: SuppressionFile; config: LoadedConfig }> {
  const { effective } = config;
  const limited = limitSuppressionExpiry(
    await suppressionsOf(options, at),
    effective.floors,
    new Date(),
  );
  if (limited.warning === undefined) return { suppressions: limited.suppressions, config };
  const warnings = [...effective.warnings, limited.warning];
  return {
    suppressions: limited.suppressions,
    config: { ...config, effective: { ...effective, warnings } },
  };
}

/** Reads and validates every flag of `scan`; registers the key before anything else happens. */
/** The organisation's `suppression-max-days` as a limit on any suppressions file. */
const expiryLimitOf =
  (config: LoadedConfig) =>
  (file: SuppressionFile): ReturnType<typeof limitSuppressionExpiry> =>
    limitSuppressionExpiry(file, config.effective.floors, new Date());

export async function readScanSetup(given: ScanSettingsOptions): Promise<ScanSetup> {
  const { env, cwd } = given;
  const apiKey = readApiKey(given);
  const targets = parseTargets(given.values.format, cwd);
  const located = await locate({ ...given, keySet: apiKey !== '' });
  // From here on, every flag the settings table knows holds its effective value.
  const values = configuredValues(given.values, located.config);
  const options = { ...given, values };
  requireKey(apiKey, values['dry-run'] === true);
  const { workspace, scanRoot, scanPath, commit } = located;
  // Named and linked as the commit scanned, not the one checked out.
  const repository = commit ? { ...located.repository, sha: commit.sha } : located.repository;
  const sarifCategory = flag(values, 'sarif-category').trim();
  refuseControls('--sarif-category', sarifCategory, 'a category on one line');
  const baseline = chooseBaseline(
    typeof values.baseline === 'string' ? values.baseline : undefined,
    env,
  );
  const limited = await limitedSuppressions(options, located.config, { workspace, commit });
  const settings: Settings = Object.freeze({
    apiKey,
    baseUrl: parseBaseUrl(
      { label: '--region', value: flag(values, 'region') },
      { label: '--api-url', value: flag(values, 'api-url') },
    ),
    workspace,
    scanRoot,
    scanPath,
    include: parsePatternList('--include', flag(values, 'include')),
    exclude: parsePatternList('--exclude', flag(values, 'exclude')),
    artifactBase: artifactBase(values, repository, scanPath),
    artifactNamed: flag(values, 'artifact-name').trim() !== '',
    maxArchiveBytes: parseWholeNumber('--max-archive-size', flag(values, 'max-archive-size'), {
      min: 1,
      max: MAX_ARCHIVE_BYTES,
      unit: 'bytes',
    }),
    failOn: parseFailOn('--fail-on', flag(values, 'fail-on')),
    skipDetections: splitList(flag(values, 'skip-detections')),
    sarifFile: targets.fileOf('sarif') ?? '',
    reportFile: targets.fileOf('json') ?? '',
    sarifCategory: sarifCategory || undefined,
    timeoutSeconds: parseWholeNumber('--timeout', flag(values, 'timeout'), {
      min: 1,
      max: MAX_TIMEOUT_SECONDS,
      unit: 'seconds',
    }),
    onServiceError: parseChoice('--on-service-error', flag(values, 'on-service-error'), [
      'fail',
      'warn',
    ] as const),
    baseline: baseline.baseline,
    // Left out: propose, as the Action does where the change under review is not trusted.
    prSuppressions: parsePrSuppressions(
      '--pr-suppressions',
      flag(values, 'pr-suppressions') || 'propose',
    ),
    suppressions: limited.suppressions,
    severityOverrides: severityOverridesOf(limited.config.effective),
    limitSuppressions: expiryLimitOf(limited.config),
    dryRun: values['dry-run'] === true,
    tempDir: os.tmpdir(),
    origin: originOf(env, repository),
  });
  return {
    settings,
    published: Object.freeze({
      ...settings,
      ...PUBLISHED_SURFACES_OFF,
      ...(baseline.changeRequest && { changeRequest: baseline.changeRequest }),
    }),
    change: changeRequestOf(baseline),
    targets,
    exitZero: values['exit-zero'] === true,
    baseline,
    ...(commit && { commit }),
    config: limited.config,
  };
}

/** The effective configuration `scan` would run with (`plerion-iac config`); needs no key. */
export async function readEffectiveConfig(options: ScanSettingsOptions): Promise<LoadedConfig> {
  const apiKey = readApiKey(options);
  return (await locate({ ...options, keySet: apiKey !== '' })).config;
}
