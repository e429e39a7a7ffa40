/**
 * A fork's pull request as an attacker brings it, run the way the runner runs the action: run() in
 * this process on `pull_request_target` (the base checked out, the pull request read from git
 * objects), against the emulator, the fake GitHub and real origins with `refs/pull/<n>/{head,merge}`.
 * `useForkAttacks()` at the top of a file sets up the harness (`integration.ts`) for it.
 */
import { makeForkPullRequest, type ForkPullRequest } from './fork-fixtures.ts';

type ForkOptions = Parameters<typeof makeForkPullRequest>[0];
import { useIntegration, type InProcessRun, type Integration } from './integration.ts';

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

/** Runs fork attacks against one file's harness. */
export class ForkAttacks {
  readonly harness: Integration;

  constructor(harness: Integration) {
    this.harness = harness;
  }

  /** The fork's pull request on `pull_request_target`, scanning `infra` unless inputs say else. */
  async run(head: Record<string, string | null>, options: AttackOptions = {}): Promise<Attack> {
    const pr = makeFork(this.harness, {
      base: { ...freshBase(), ...options.base },
      head,
      ...(options.headWith && { headWith: options.headWith }),
      ...(options.baseWith && { baseWith: options.baseWith }),
    });
    const { result, uploaded } = await this.harness.uploadedDuring(() =>
      runTarget(this.harness, pr, { path: 'infra', ...options.inputs }),
    );
    return { result, uploaded, unjudged: reasonsOf(result.report) };
  }
}

/** The harness and a fork attack runner for the tests of one file. */
export function useForkAttacks(): ForkAttacks {
  return new ForkAttacks(useIntegration({ scan: { delayMs: 50 } }));
}

/**
 * run() on `pull_request` at GitHub's merge commit of `pr`, its head a branch of the base
 * repository: in `workspace` when given, else actions/checkout's default (depth 1, or `full`).
 */
export function runSameRepository(
  harness: Integration,
  pr: ForkPullRequest,
  options: {
    readonly inputs?: Record<string, string>;
    readonly full?: boolean;
    readonly workspace?: string;
  } = {},
): Promise<InProcessRun> {
  return harness.action({
    workspace: options.workspace ?? pr.checkoutMerge({ full: options.full ?? false }),
    event: 'pull_request',
    payload: pr.sameRepositoryEvent(),
    sha: pr.mergeSha as string,
    inputs: options.inputs ?? {},
  });
}

/** Main's files unless a test says else: a queue with a fresh stamp, never scanned before. */
export function freshBase(): Record<string, string> {
  return { 'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n` };
}

/**
 * A fork's pull request (`makeForkPullRequest`), removed after the file; main holds a freshly
 * stamped queue unless `base` is given.
 */
export function makeFork(
  harness: Integration,
  options: Omit<ForkOptions, 'base'> & { readonly base?: ForkOptions['base'] },
): ForkPullRequest {
  const pr = makeForkPullRequest({ ...options, base: options.base ?? freshBase() });
  harness.removeLater(pr.root);
  return pr;
}

/**
 * run() on `pull_request_target` for `pr`, as a privileged workflow runs it: the base checked out
 * (or `workspace`), the pull request read from git objects.
 */
export function runTarget(
  harness: Integration,
  pr: ForkPullRequest,
  inputs: Record<string, string> = {},
  workspace: string = pr.checkoutBase(),
): Promise<InProcessRun> {
  return harness.action({
    workspace,
    event: 'pull_request_target',
    payload: pr.targetEvent(),
    sha: pr.baseSha,
    inputs,
  });
}

/** Each finding of a run's JSON report as its detection and file. */
export function findingsOf(report: Record<string, unknown>): [string, string | null][] {
  const findings = report.findings as { detectionId: string; file: string | null }[];
  return findings.map((f) => [f.detectionId, f.file]);
}

/** The JSON report's unjudged files, path to reason. */
export function reasonsOf(report: Record<string, unknown>): Record<string, string> {
  const unjudged = report.unjudged as { files: { path: string; reason: string }[] } | null;
  return Object.fromEntries((unjudged?.files ?? []).map((f) => [f.path, f.reason]));
}
