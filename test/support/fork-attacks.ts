/**
 * A fork's pull request as an attacker brings it, run the way the runner runs the action: run() in
 * this process on `pull_request_target` (the base checked out, the pull request read from git
 * objects), against the emulator, the fake GitHub and real origins with `refs/pull/<n>/{head,merge}`.
 * One harness per test file: `start()` in beforeAll, `stop()` in afterAll.
 */
import * as tls from 'node:tls';
import { Emulator } from '../emulator/server.ts';
import { FakeGitHub } from './fake-github.ts';
import { makeForkPullRequest, type ForkPullRequest } from './fork-fixtures.ts';
import { inProcessRunner, type InProcessRun } from './run-in-process.ts';

export interface Attack {
  readonly result: InProcessRun;
  /** Entry names of every archive the service received during this run. */
  readonly uploaded: string[];
  /** The JSON report's unjudged files, path to reason. */
  readonly unjudged: Record<string, string>;
}

export interface AttackOptions {
  readonly base?: Record<string, string | null>;
  readonly headWith?: (dir: string) => void;
  /** Changes files cannot express (links), made in main's work tree after `base`. */
  readonly baseWith?: (dir: string) => void;
  readonly inputs?: Record<string, string>;
}

/** The emulator, the fake GitHub and an in-process runner, for one test file. */
export class ForkAttacks {
  emulator!: Emulator;
  github!: FakeGitHub;
  /** The in-process runner, for runs the fork's `pull_request_target` run does not cover. */
  runner!: ReturnType<typeof inProcessRunner>;
  private readonly made: ForkPullRequest[] = [];

  async start(): Promise<void> {
    this.emulator = await new Emulator({ scan: { delayMs: 50 } }).start();
    this.github = await new FakeGitHub().start();
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), this.emulator.ca]);
    this.runner = inProcessRunner({ emulator: this.emulator, github: this.github });
  }

  async stop(): Promise<void> {
    await this.emulator.stop();
    await this.github.stop();
    this.runner.cleanup();
    for (const pr of this.made) pr.cleanup();
  }

  /** The fork's pull request on `pull_request_target`, scanning `infra` unless inputs say else. */
  async run(head: Record<string, string | null>, options: AttackOptions = {}): Promise<Attack> {
    this.github.reset();
    const pr = makeForkPullRequest({
      // A fresh stamp: the service has never seen these archives.
      base: {
        'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n`,
        ...options.base,
      },
      head,
      ...(options.headWith && { headWith: options.headWith }),
      ...(options.baseWith && { baseWith: options.baseWith }),
    });
    this.made.push(pr);
    const before = new Set(this.emulator.scans.keys());
    const result = await this.runner.runIn({
      workspace: pr.checkoutBase(),
      event: 'pull_request_target',
      payload: pr.targetEvent(),
      sha: pr.baseSha,
      inputs: { path: 'infra', ...options.inputs },
    });
    const uploaded = [...this.emulator.scans]
      .filter(([id]) => !before.has(id))
      .flatMap(([, scan]) => scan.entryNames);
    const report = result.report.unjudged as { files: { path: string; reason: string }[] } | null;
    const unjudged = Object.fromEntries((report?.files ?? []).map((f) => [f.path, f.reason]));
    return { result, uploaded, unjudged };
  }
}
