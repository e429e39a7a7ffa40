/**
 * The only reader of inputs and of the runner's environment. Everything is validated here,
 * before any file is read or any call is made, into one frozen `Settings` object; a bad value
 * is one `ConfigurationError` naming the input, the value and what is accepted.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as core from '@actions/core';
import { ConfigurationError } from './errors.ts';
import { isSeverity, type Severity } from './severity.ts';

export const REGIONS = ['au', 'sg1', 'in1', 'us1'] as const;
export const MAX_ARCHIVE_BYTES = 4_400_000;
const MAX_TIMEOUT_SECONDS = 6 * 60 * 60;

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
} as const;

export interface GitHubContext {
  readonly eventName: string;
  readonly event: Readonly<Record<string, unknown>>;
  readonly repository: string;
  readonly sha: string;
  /** The commit findings link to: the PR head on pull requests, else `sha`. */
  readonly headSha: string;
  readonly serverUrl: string;
  readonly apiUrl: string;
  readonly runId: string;
  readonly workflow: string;
  readonly job: string;
  readonly pullRequestNumber: number | undefined;
  /** A pull request whose workflow gets no secrets: from a fork, or opened by Dependabot. */
  readonly isUntrustedPullRequest: boolean;
  readonly inActions: boolean;
}

export interface Settings {
  /** Empty only when the scan is skipped (untrusted pull request). */
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly workspace: string;
  readonly scanRoot: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly artifactBase: string;
  readonly maxArchiveBytes: number;
  readonly failOn: readonly Severity[];
  readonly skipDetections: readonly string[];
  readonly annotations: boolean;
  readonly prComment: boolean;
  readonly githubToken: string;
  readonly sarifFile: string;
  readonly reportFile: string;
  readonly sarifCategory: string | undefined;
  readonly uploadArtifact: boolean;
  readonly timeoutSeconds: number;
  readonly onServiceError: 'fail' | 'warn';
  readonly tempDir: string;
  readonly github: GitHubContext;
}

type InputName = keyof typeof INPUT_DEFAULTS | 'api-key' | 'github-token';

function input(name: InputName): string {
  const value = core.getInput(name);
  if (value !== '') return value;
  return name in INPUT_DEFAULTS ? INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS] : '';
}

function refuse(name: string, value: string, accepted: string): never {
  throw new ConfigurationError(`Invalid input '${name}': '${value}'. Expected ${accepted}.`);
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
  const apiUrl = input('api-url').trim();
  if (apiUrl === '') {
    const region = input('region').trim().toLowerCase();
    if (!(REGIONS as readonly string[]).includes(region)) {
      refuse('region', region, `one of ${REGIONS.join(', ')}`);
    }
    return `https://${region}.api.plerion.com`;
  }
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

/** True when `child` is `parent` or inside it (a path check, not a string prefix check). */
export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function readScanRoot(workspace: string): string {
  const value = input('path').trim();
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
  for (const pattern of patterns) {
    if (path.isAbsolute(pattern) || pattern.split('/').includes('..')) {
      refuse(name, pattern, 'glob patterns relative to path, without .. or a leading /');
    }
  }
  return patterns;
}

/** `<repo>-<short sha>` by default; always cleaned to [A-Za-z0-9._-]. */
function readArtifactBase(github: GitHubContext): string {
  const given = input('artifact-name').trim();
  const fallback = `${github.repository.split('/').pop() || 'iac-scan'}-${github.headSha.slice(0, 7)}`;
  const raw = (given || fallback).replace(/\.zip$/i, '');
  const cleaned = raw
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  if (cleaned === '') refuse('artifact-name', given, 'a name with letters, digits, . _ or -');
  return cleaned;
}

function readSarifFile(workspace: string): { sarifFile: string; reportFile: string } {
  const value = input('sarif-file').trim();
  const sarifFile = path.resolve(workspace, value);
  if (!value.endsWith('.sarif') || !isInside(workspace, sarifFile) || sarifFile === workspace) {
    refuse('sarif-file', value, 'a file name ending in .sarif, inside the workspace');
  }
  return { sarifFile, reportFile: sarifFile.replace(/\.sarif$/, '.json') };
}

function readEvent(eventPath: string | undefined): Record<string, unknown> {
  if (!eventPath || !fs.existsSync(eventPath)) return {};
  return JSON.parse(fs.readFileSync(eventPath, 'utf8')) as Record<string, unknown>;
}

function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function readGitHubContext(env: NodeJS.ProcessEnv): GitHubContext {
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const isPullRequest = eventName === 'pull_request' || eventName === 'pull_request_target';
  const headRepo = field(event, 'pull_request', 'head', 'repo', 'full_name');
  const baseRepo = field(event, 'pull_request', 'base', 'repo', 'full_name');
  const number = field(event, 'pull_request', 'number');
  const sha = env.GITHUB_SHA ?? '';
  const headSha = field(event, 'pull_request', 'head', 'sha');
  return {
    eventName,
    event,
    repository: env.GITHUB_REPOSITORY ?? '',
    sha,
    headSha: isPullRequest && typeof headSha === 'string' ? headSha : sha,
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runId: env.GITHUB_RUN_ID ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    pullRequestNumber: isPullRequest && typeof number === 'number' ? number : undefined,
    isUntrustedPullRequest:
      eventName === 'pull_request' &&
      ((typeof headRepo === 'string' && headRepo !== baseRepo) ||
        env.GITHUB_ACTOR === 'dependabot[bot]'),
    inActions: env.GITHUB_ACTIONS === 'true',
  };
}

/** Reads and validates every input; masks the key before anything else happens. */
export function readSettings(): Settings {
  const apiKey = core.getInput('api-key').trim();
  if (apiKey === '') return buildSettings(apiKey);
  core.setSecret(apiKey);
  try {
    return buildSettings(apiKey);
  } catch (error) {
    // A key pasted into another input must not come back in the refusal.
    if (error instanceof ConfigurationError)
      throw new ConfigurationError(error.message.split(apiKey).join('***'));
    throw error;
  }
}

function buildSettings(apiKey: string): Settings {
  const env = process.env;
  const github = readGitHubContext(env);
  if (apiKey === '' && !github.isUntrustedPullRequest) {
    throw new ConfigurationError(
      "Input 'api-key' is empty. Expected a tenant API key with code-security access, " +
        'passed from a secret: api-key: ${{ secrets.PLERION_API_KEY }}',
    );
  }
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const githubToken = core.getInput('github-token').trim();
  if (githubToken !== '') core.setSecret(githubToken);
  const onServiceError = input('on-service-error').trim().toLowerCase();
  if (onServiceError !== 'fail' && onServiceError !== 'warn') {
    refuse('on-service-error', onServiceError, 'fail or warn');
  }
  const sarifCategory = input('sarif-category').trim();
  return Object.freeze({
    apiKey,
    baseUrl: readBaseUrl(),
    workspace,
    scanRoot: readScanRoot(workspace),
    include: readPatterns('include'),
    exclude: readPatterns('exclude'),
    artifactBase: readArtifactBase(github),
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
    onServiceError,
    tempDir: env.RUNNER_TEMP || os.tmpdir(),
    github,
  });
}
