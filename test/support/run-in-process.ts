/**
 * Runs the action's run() in this process as the runner starts it: GITHUB_* variables, INPUT_*
 * inputs, an event file, GITHUB_OUTPUT and a job summary file, against the emulator and the fake
 * GitHub, on the test's clock (polls, backoffs and Retry-After cost no real time) with GitHub's
 * write spacing and rate-limit waits at their smallest. Everything it sets is undone after the
 * run (environment, exit code, the secrets registered with the sanitiser); the step's log is
 * captured from stdout.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { vi } from 'vitest';
import { run } from '../../src/action/run.ts';
import { clearSecrets } from '../../src/sanitize.ts';
import { KEYS, type Emulator } from '../emulator/server.ts';
import type { TestClock } from './clock.ts';
import type { FakeGitHub } from './fake-github.ts';
import { BASE_REPOSITORY } from './fork-fixtures.ts';
import { parseOutputFile } from './run-action.ts';

export interface InProcessRun {
  readonly outputs: Record<string, string>;
  readonly summary: string;
  /** The step's log: what run() wrote to standard output. */
  readonly log: string;
  /** What it wrote to standard error (nothing, when all goes through the toolkit). */
  readonly stderr: string;
  readonly exitCode: number;
  /** RUNNER_TEMP of the run (the archives are written there, and removed). */
  readonly runnerTemp: string;
  /** The JSON report, parsed. */
  readonly report: Record<string, unknown>;
}

export interface InProcessOptions {
  readonly workspace: string;
  /** GITHUB_EVENT_NAME: `push` unless given. */
  readonly event?: string;
  readonly payload?: Record<string, unknown>;
  /** GITHUB_SHA: the commit the workflow runs on. */
  readonly sha?: string;
  readonly inputs?: Record<string, string>;
  /** Variables set after the runner's own (a `GITHUB_REF`, a `RUNNER_TEMP` that is a file …). */
  readonly environment?: Record<string, string>;
}

/** GITHUB_SHA when a test gives none. */
export const SOME_SHA = '0123456789abcdef0123456789abcdef01234567';

/**
 * A runner of run() for one test file. @actions/core keeps the first job summary path it sees,
 * so every run of the file writes the same summary file (emptied before each run).
 */
export function inProcessRunner(services: {
  emulator: Emulator;
  github: FakeGitHub;
  clock: TestClock;
}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-in-process-'));
  const summary = path.join(root, 'summary');
  let runs = 0;
  const runIn = async (options: InProcessOptions): Promise<InProcessRun> => {
    const dir = path.join(root, `run-${++runs}`);
    fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
    const files = {
      GITHUB_OUTPUT: path.join(dir, 'output'),
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
    };
    for (const file of Object.values(files)) fs.writeFileSync(file, '');
    fs.writeFileSync(files.GITHUB_EVENT_PATH, JSON.stringify(options.payload ?? {}));
    const env: Record<string, string> = {
      ...files,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_REPOSITORY: BASE_REPOSITORY,
      GITHUB_SHA: options.sha ?? SOME_SHA,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: services.github.url,
      GITHUB_RUN_ID: '77',
      GITHUB_WORKFLOW: 'iac',
      GITHUB_JOB: 'scan',
      GITHUB_EVENT_NAME: options.event ?? 'push',
      RUNNER_TEMP: path.join(dir, 'temp'),
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      ...options.environment,
    };
    const inputs: Record<string, string> = {
      'api-key': KEYS.admin,
      'api-url': services.emulator.url,
      'github-token': 'ghs_faketoken',
      'upload-artifact': 'false',
      ...options.inputs,
    };
    const stdout: string[] = [];
    const stderr: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout.push(String(chunk));
      return true;
    });
    const writeError = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });
    for (const key of Object.keys(process.env))
      if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) vi.stubEnv(key, undefined);
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
    for (const [key, value] of Object.entries(inputs))
      vi.stubEnv(`INPUT_${key.toUpperCase()}`, value);
    const { clock } = services;
    clock.runsWithTimeout(Number(inputs.timeout ?? 600));
    try {
      await run({
        sleep: clock.sleep,
        now: clock.now,
        github: { writeSpacingMs: 0, searchSpacingMs: 0, msPerSecond: 1 },
      });
      const exitCode = Number(process.exitCode ?? 0);
      const outputs = parseOutputFile(fs.readFileSync(files.GITHUB_OUTPUT, 'utf8'));
      const reportFile = outputs['report-file'];
      return {
        outputs,
        summary: fs.readFileSync(summary, 'utf8'),
        log: stdout.join(''),
        stderr: stderr.join(''),
        exitCode,
        runnerTemp: env.RUNNER_TEMP as string,
        report: reportFile
          ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, unknown>)
          : {},
      };
    } finally {
      write.mockRestore();
      writeError.mockRestore();
      vi.unstubAllEnvs();
      clearSecrets();
      process.exitCode = 0;
      fs.writeFileSync(summary, '');
    }
  };
  return { runIn, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}
