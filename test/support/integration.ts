/**
 * The one harness of the integration tests. `useIntegration()` at the top of a file starts, for
 * that file, the emulator (HTTPS on a free loopback port, its certificate trusted by this process)
 * and the fake GitHub, and a clock the test controls that both the runs and the emulator's scans
 * use; it resets them before each test and removes everything it made after the file.
 *
 * Four ways to run what a user runs, all against those services:
 * - `action()`: the Action's run() in this process (`run-in-process.ts`): inputs, an event,
 *   outputs, the summary and the log, on the test's clock;
 * - `cli()`: `plerion-iac`'s main() in this process (`run-cli-in-process.ts`), on the same clock;
 * - `spawnAction()` / `spawnCli()`: a child process, from source or a bundle, where the process
 *   itself is the subject (the bundle, an exit on an unsettled promise, a second user); those wait
 *   in real time, so their emulator delays are kept small.
 * Files run in parallel: nothing here uses a fixed port, a shared folder or the working folder.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tls from 'node:tls';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { Emulator, KEYS, type EmulatorOptions, type ScanBehaviour } from '../emulator/server.ts';
import { TestClock } from './clock.ts';
import { FakeGitHub } from './fake-github.ts';
import { git, makePullRequestRepository, type PullRequestRepository } from './git-fixtures.ts';
import { tempDir } from './helpers.ts';
import { runAction, type ActionRun, type RunActionOptions } from './run-action.ts';
import { runCli, type CliRun, type RunCliOptions } from './run-cli.ts';
import { runCliInProcess } from './run-cli-in-process.ts';
import { inProcessRunner, type InProcessOptions, type InProcessRun } from './run-in-process.ts';

export type { InProcessRun } from './run-in-process.ts';

/** What actions/checkout leaves on `pull_request`, and the event's payload. */
export interface PullRequestCheckout {
  readonly workspace: string;
  readonly number: number;
  readonly payload: Record<string, unknown>;
  /** GITHUB_SHA: GitHub's merge commit. */
  readonly mergeSha: string;
  readonly headSha: string;
}
export type { CliRun } from './run-cli.ts';

/** How a scan behaves unless a file says otherwise: done soon after upload, on the test's clock. */
const SCAN: ScanBehaviour = { delayMs: 300, outcome: 'SUCCESS', listLagMs: 0, findingsLagMs: 0 };

export class Integration {
  readonly clock = new TestClock();
  /** Made at once, started before the file's first test (so a file may name them at the top). */
  readonly emulator: Emulator;
  readonly github = new FakeGitHub();
  private runner!: ReturnType<typeof inProcessRunner>;
  private readonly made: string[] = [];
  private readonly options: EmulatorOptions;

  constructor(options: EmulatorOptions = {}) {
    this.options = options;
    this.emulator = new Emulator(options);
    this.emulator.now = this.clock.now;
  }

  async start(): Promise<void> {
    await this.emulator.start();
    await this.github.start();
    // This process trusts the emulator's certificate, as NODE_EXTRA_CA_CERTS does for a child.
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), this.emulator.ca]);
    this.runner = inProcessRunner({
      emulator: this.emulator,
      github: this.github,
      clock: this.clock,
    });
  }

  async stop(): Promise<void> {
    await this.emulator.stop();
    await this.github.stop();
    this.runner?.cleanup();
    for (const dir of this.made.splice(0))
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }

  /**
   * Before each test: the fake GitHub forgets everything, the emulator its scans, faults and
   * requests (so a fixture built once per file is scanned afresh by each test).
   */
  reset(): void {
    this.github.reset();
    const emulator = this.emulator;
    emulator.scans.clear();
    emulator.faults.length = 0;
    emulator.requests.length = 0;
    emulator.behaviourFor = undefined;
    emulator.scanIdFor = undefined;
    emulator.scanListPages = 'normal';
    emulator.scanBehaviour = { ...SCAN, ...this.options.scan };
  }

  /** What `run` resolves to, and the entry names of every archive the emulator received meanwhile. */
  async uploadedDuring<T>(run: () => Promise<T>): Promise<{ result: T; uploaded: string[] }> {
    const before = new Set(this.emulator.scans.keys());
    const result = await run();
    const uploaded = [...this.emulator.scans]
      .filter(([id]) => !before.has(id))
      .flatMap(([, scan]) => scan.entryNames);
    return { result, uploaded };
  }

  /** A new folder, removed after the file. */
  tempDir(prefix = 'iac-it-'): string {
    const dir = tempDir(prefix);
    this.made.push(dir);
    return dir;
  }

  /** Removes `dir` after the file (a fixture made elsewhere). */
  removeLater(dir: string): string {
    this.made.push(dir);
    return dir;
  }

  /**
   * Pull request `number` (7 unless given): `main` as `base` writes it, the pull request's
   * `head` on top, GitHub's merge commit, all in a bare origin built once, at the first call of
   * the function returned; each call checks out the merge commit afresh, as actions/checkout
   * does on `pull_request`.
   */
  pullRequestFixture(options: {
    base: (dir: string) => void;
    head: (dir: string) => void;
    number?: number;
  }): () => PullRequestCheckout {
    let repository: PullRequestRepository | undefined;
    return () => {
      if (!repository) {
        repository = makePullRequestRepository(options);
        this.removeLater(path.dirname(repository.url.replace('file://', '')));
      }
      const workspace = this.removeLater(repository.checkoutMerge());
      return {
        workspace,
        number: options.number ?? 7,
        payload: repository.event,
        mergeSha: git(workspace, ['rev-parse', 'HEAD']),
        headSha: repository.headSha,
      };
    };
  }

  /** run() on `pull_request` at GitHub's merge commit of `checkout`. */
  onPullRequest(
    checkout: PullRequestCheckout,
    inputs: Record<string, string> = {},
    environment: Record<string, string> = {},
  ): Promise<InProcessRun> {
    return this.action({
      workspace: checkout.workspace,
      event: 'pull_request',
      payload: checkout.payload,
      sha: checkout.mergeSha,
      inputs,
      environment: { GITHUB_REF: `refs/pull/${checkout.number}/merge`, ...environment },
    });
  }

  /** The Action's run() in this process. */
  action(options: InProcessOptions): Promise<InProcessRun> {
    return this.runner.runIn(options);
  }

  /**
   * `plerion-iac <args>` in this process, with the emulator's address and the admin key (none
   * with `key: false`, as a user without one runs it).
   */
  cli(
    cwd: string,
    args: readonly string[],
    env: Record<string, string> = {},
    { key = true }: { readonly key?: boolean } = {},
  ): Promise<CliRun> {
    this.clock.runsWithTimeout(timeoutOf(args));
    return runCliInProcess({
      cwd,
      args: withApiUrl(args, this.emulator.url),
      env: { ...(key && { PLERION_API_KEY: KEYS.admin }), ...env },
      clock: { sleep: this.clock.sleep, now: this.clock.now },
    });
  }

  /**
   * `plerion-iac` in this process exactly as `options` say (its own `--api-url`, key and
   * environment), as `run-cli.ts` would run it in a child, on the test's clock.
   */
  runCli(options: Pick<RunCliOptions, 'args' | 'cwd' | 'env'>): Promise<CliRun> {
    this.clock.runsWithTimeout(timeoutOf(options.args));
    return runCliInProcess({ ...options, clock: { sleep: this.clock.sleep, now: this.clock.now } });
  }

  /** `plerion-iac <args>` in a child process (source or a bundle), trusting the emulator. */
  spawnCli(options: RunCliOptions & { readonly key?: boolean }): Promise<CliRun> {
    const { key = true, ...rest } = options;
    return runCli({
      ...rest,
      args: withApiUrl(options.args, this.emulator.url),
      caFile: this.emulator.caFile,
      env: { ...(key && { PLERION_API_KEY: KEYS.admin }), ...options.env },
    });
  }

  /** The Action in a child process (source or a bundle), with the key, addresses and token. */
  spawnAction(
    options: Omit<RunActionOptions, 'caFile' | 'inputs'> & {
      readonly inputs?: Record<string, string>;
    },
  ): Promise<ActionRun> {
    return runAction({
      ...options,
      caFile: this.emulator.caFile,
      inputs: {
        'api-key': KEYS.admin,
        'api-url': this.emulator.url,
        'github-token': 'ghs_faketoken',
        ...options.inputs,
      },
      env: { GITHUB_API_URL: this.github.url, ...options.env },
    });
  }
}

/** A scan's `--api-url` is the emulator's, unless the arguments name one (or are not a scan). */
function withApiUrl(args: readonly string[], url: string): string[] {
  if (args[0] !== 'scan' || args.some((a) => a === '--api-url' || a.startsWith('--api-url=')))
    return [...args];
  return ['scan', '--api-url', url, ...args.slice(1)];
}

/** The `--timeout` of a command line, in seconds (600 when not given). */
function timeoutOf(args: readonly string[]): number {
  const at = args.findIndex((a) => a === '--timeout' || a.startsWith('--timeout='));
  if (at < 0) return 600;
  const arg = args[at] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  return Number(value) || 600;
}

/** Inputs for a run without GitHub: no token, and none of the surfaces that would need one. */
export const WITHOUT_GITHUB: Readonly<Record<string, string>> = {
  'github-token': '',
  'pr-comment': 'false',
  'upload-artifact': 'false',
  'check-run': 'false',
  'upload-sarif': 'false',
};

/**
 * The harness for the integration tests of one file: started before the first test, reset before
 * each, stopped after the last. `options` are the emulator's (its scans' delay, its shapes).
 */
export function useIntegration(options: EmulatorOptions = {}): Integration {
  const harness = new Integration(options);
  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  beforeEach(() => harness.reset());
  return harness;
}

/** A copy of one of the repository's fixtures (`fixtures/<name>`) in a new folder. */
export function copyFixture(harness: Integration, name: string): string {
  const dir = harness.tempDir('iac-ws-');
  fs.cpSync(path.join(ROOT_FIXTURES, name), dir, { recursive: true });
  return dir;
}

const ROOT_FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'fixtures');
