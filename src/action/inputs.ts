/**
 * The only reader of inputs and of the runner's environment. Everything is validated here,
 * before any file is read or any call is made, into one frozen `Settings` object; a bad value
 * is one `ConfigurationError` naming the input, the value and what is accepted.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as core from '@actions/core';
import picomatch from 'picomatch';
import { ConfigurationError } from '../errors.ts';
import { CONTROLS, registerSecret } from '../sanitize.ts';
import { parseBaselineInput, type BaselineInput } from '../engine/git/base-commit.ts';
import { isPrivilegedEvent, readGitHubContext, type GitHubContext } from '../github-context.ts';
import { isInside, relativePosix } from '../paths.ts';
import {
  DEFAULT_SUPPRESSIONS_FILE,
  readSuppressionsFile,
} from '../engine/suppressions/read-file.ts';
import { isSeverity, type Severity } from '../severity.ts';
import {
  MAX_ARCHIVE_BYTES,
  REGIONS,
  cleanArtifactName,
  defaultArtifactName,
  type Settings,
} from '../engine/settings.ts';

export type { GitHubContext } from '../github-context.ts';
export {
  MAX_ARCHIVE_BYTES,
  REGIONS,
  cleanArtifactName,
  defaultArtifactName,
  type Settings,
  type Surfaces,
} from '../engine/settings.ts';

const MAX_TIMEOUT_SECONDS = 6 * 60 * 60;
const MAX_PATTERN_CHARS = 1_000;
const MAX_SHOWN_VALUE_CHARS = 200;
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

function input(name: InputName): string {
  const value = core.getInput(name);
  if (value !== '') return value;
  return name in INPUT_DEFAULTS ? INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS] : '';
}

/** The value as a refusal shows it: one line, capped. */
function shown(value: string): string {
  const line = value.replace(CONTROLS, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : '?',
  );
  return line.length > MAX_SHOWN_VALUE_CHARS ? `${line.slice(0, MAX_SHOWN_VALUE_CHARS)}…` : line;
}

function refuse(name: string, value: string, accepted: string): never {
  throw new ConfigurationError(`Invalid input '${name}': '${shown(value)}'. Expected ${accepted}.`);
}

/** Refuses a value holding a line break or another control character (they end a log line). */
function refuseControls(name: string, value: string, accepted: string): void {
  if (new RegExp(CONTROLS.source).test(value)) refuse(name, value, accepted);
}

function booleanInput(name: InputName): boolean {
  if (core.getInput(name) === '') return input(name) === 'true';
  try {
    return core.getBooleanInput(name);
  } catch {
    return refuse(name, core.getInput(name), 'true or false');
  }
}

/** Splits a list input on newlines and commas, dropping blanks. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function readBaseUrl(): string {
  // The region is validated even when api-url replaces it: a typo must never pass silently.
  const region = input('region').trim().toLowerCase();
  if (!(REGIONS as readonly string[]).includes(region)) {
    refuse('region', region, `one of ${REGIONS.join(', ')}`);
  }
  const apiUrl = input('api-url').trim();
  if (apiUrl === '') return `https://${region}.api.plerion.com`;
  refuseControls('api-url', apiUrl, 'a full https:// address on one line');
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return refuse('api-url', apiUrl, 'a full https:// address such as https://au.api.plerion.com');
  }
  if (url.protocol !== 'https:') {
    refuse('api-url', apiUrl, 'an https:// address (the key is never sent over plain http)');
  }
  if (url.username || url.password || url.search || url.hash) {
    refuse('api-url', apiUrl, 'an https:// address without credentials, query or fragment');
  }
  return url.href.replace(/\/+$/, '');
}

function readScanRoot(workspace: string): string {
  const value = input('path').trim();
  refuseControls('path', value, 'a folder inside the workspace, relative to it');
  const resolved = path.resolve(workspace, value);
  if (!isInside(workspace, resolved)) {
    refuse('path', value, 'a folder inside the workspace, relative to it');
  }
  let real: string;
  try {
    real = fs.realpathSync(resolved);
  } catch {
    return refuse('path', value, 'an existing folder inside the workspace');
  }
  if (!isInside(fs.realpathSync(workspace), real)) {
    refuse('path', value, 'a folder inside the workspace (it resolves outside through a link)');
  }
  if (!fs.statSync(real).isDirectory()) refuse('path', value, 'a folder, not a file');
  return resolved;
}

function readIntegerInput(name: InputName, min: number, max: number, unit: string): number {
  const value = input(name).trim();
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    refuse(name, value, `a whole number of ${unit} from ${min} to ${max}`);
  }
  return number;
}

function readFailOn(): Severity[] {
  const value = input('fail-on');
  const items = splitList(value).map((item) => item.toUpperCase());
  if (items.length === 1 && items[0] === 'NONE') return [];
  const accepted = 'a comma-separated list of CRITICAL, HIGH, MEDIUM, LOW (any case), or none';
  if (items.length === 0) refuse('fail-on', value, accepted);
  for (const item of items) if (!isSeverity(item)) refuse('fail-on', value, accepted);
  return [...new Set(items as Severity[])];
}

function readPatterns(name: 'include' | 'exclude'): string[] {
  const patterns = splitList(input(name));
  const accepted = `glob patterns relative to path, without .. or a leading /, of at most ${MAX_PATTERN_CHARS} characters`;
  for (const pattern of patterns) {
    refuseControls(name, pattern, accepted);
    if (
      pattern.length > MAX_PATTERN_CHARS ||
      path.isAbsolute(pattern) ||
      pattern.split('/').includes('..')
    ) {
      refuse(name, pattern, accepted);
    }
    try {
      picomatch(pattern, { dot: true });
    } catch {
      refuse(name, pattern, accepted);
    }
  }
  return patterns;
}

/** `<repo>-<short sha>` by default; always cleaned to [A-Za-z0-9._-]. */
function readArtifactBase(github: GitHubContext, scanPath: string): string {
  const given = input('artifact-name').trim();
  const cleaned = given
    ? cleanArtifactName(given)
    : defaultArtifactName(github.repository, github.headSha, scanPath);
  if (cleaned === '') refuse('artifact-name', given, 'a name with letters, digits, . _ or -');
  return cleaned;
}

/**
 * True when `file` stays inside `workspace` on disk: its nearest existing ancestor, resolved
 * through links, is inside the workspace's real path (a folder link must not lead outside).
 */
function staysInside(workspace: string, file: string): boolean {
  let existing = path.dirname(file);
  while (!fs.existsSync(existing) && existing !== path.dirname(existing))
    existing = path.dirname(existing);
  try {
    return isInside(fs.realpathSync(workspace), fs.realpathSync(existing));
  } catch {
    return false;
  }
}

function readWorkspaceFile(name: 'sarif-file', workspace: string, accepted: string): string {
  const value = input(name).trim();
  refuseControls(name, value, accepted);
  const file = path.resolve(workspace, value);
  if (!isInside(workspace, file) || file === workspace || !staysInside(workspace, file)) {
    refuse(name, value, accepted);
  }
  return file;
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
  const value = input('baseline');
  const baseline = parseBaselineInput(value);
  if (baseline.kind === 'invalid') return refuse('baseline', value, baseline.expected);
  return baseline;
}

/** `propose` by default where the job holds secrets for a pull request, or it is a fork's or Dependabot's. */
function readPrSuppressions(github: GitHubContext): 'apply' | 'propose' {
  if (input('pr-suppressions').trim() !== '')
    return readChoice('pr-suppressions', ['apply', 'propose'] as const);
  const privileged = isPrivilegedEvent(github.eventName) || github.isUntrustedPullRequest;
  return privileged ? 'propose' : 'apply';
}

function readChoice<T extends string>(name: InputName, choices: readonly T[]): T {
  const value = input(name).trim().toLowerCase();
  if (!(choices as readonly string[]).includes(value)) refuse(name, value, choices.join(' or '));
  return value as T;
}

/**
 * A key or token as an HTTP header carries it: printable ASCII without spaces. A line break or
 * another control character would make the HTTP client refuse the header; the value is never shown.
 */
function refuseUnsendableSecret(name: 'api-key' | 'github-token', value: string): void {
  const bad = [...value].findIndex((c) => c < '!' || c > '~');
  if (bad < 0) return;
  throw new ConfigurationError(
    `Invalid input '${name}': character ${bad + 1} of the value (not shown) is a line break, a space, ` +
      'a control character or a non-ASCII letter. Expected the value exactly as it was issued: ' +
      'printable ASCII characters without spaces. Check the secret for a pasted line break.',
  );
}

/** Reads and validates every input; masks the key before anything else happens. */
export async function readSettings(): Promise<Settings> {
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

async function buildSettings(apiKey: string): Promise<Settings> {
  const env = process.env;
  const github = readGitHubContext(env);
  const dryRun = booleanInput('dry-run');
  if (apiKey === '' && !github.isUntrustedPullRequest && !dryRun) {
    throw new ConfigurationError(
      "Input 'api-key' is empty. Expected a tenant API key with code-security access, " +
        'passed from a secret: api-key: ${{ secrets.PLERION_API_KEY }} (or dry-run: true to ' +
        'see what would be sent, without a key)',
    );
  }
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const githubToken = core.getInput('github-token').trim();
  if (githubToken !== '') {
    core.setSecret(githubToken);
    registerSecret(githubToken);
    refuseUnsendableSecret('github-token', githubToken);
  }
  const scanRoot = readScanRoot(workspace);
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
    skipDetections: splitList(input('skip-detections')),
    annotations: booleanInput('annotations'),
    prComment: booleanInput('pr-comment'),
    githubToken,
    ...readSarifFile(workspace),
    sarifCategory: sarifCategory === '' ? undefined : sarifCategory,
    uploadArtifact: booleanInput('upload-artifact'),
    timeoutSeconds: readIntegerInput('timeout', 1, MAX_TIMEOUT_SECONDS, 'seconds'),
    onServiceError: readChoice('on-service-error', ['fail', 'warn'] as const),
    baseline: readBaseline(),
    suppressions: await readSuppressionsFile({ workspace, value: input('suppressions') }),
    prSuppressions: readPrSuppressions(github),
    trackingIssue: readChoice('tracking-issue', ['auto', 'true', 'false'] as const),
    dryRun,
    tempDir: env.RUNNER_TEMP || os.tmpdir(),
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
