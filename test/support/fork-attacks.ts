/**
 * A fork's pull request as an attacker brings it, run the way the runner runs the action: run() in
 * this process on `pull_request_target` (the base checked out, the pull request read from git
 * objects), against the emulator, the fake GitHub and real origins with `refs/pull/<n>/{head,merge}`.
 * `useForkAttacks()` at the top of a file sets up the harness (`integration.ts`) for it.
 */
import { makeForkPullRequest, type ForkPullRequest } from './fork-fixtures.ts';
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
    const { emulator } = this.harness;
    const pr = makeForkPullRequest({
      // A fresh stamp: the service has never seen these archives.
      base: {
        'infra/main.tf': `# ${Math.random()}\nresource "aws_sqs_queue" "q" {}\n`,
        ...options.base,
      },
      head,
      ...(options.headWith && { headWith: options.headWith }),
    });
    this.harness.removeLater(pr.root);
    const before = new Set(emulator.scans.keys());
    const result = await this.harness.action({
      workspace: pr.checkoutBase(),
      event: 'pull_request_target',
      payload: pr.targetEvent(),
      sha: pr.baseSha,
      inputs: { path: 'infra', ...options.inputs },
    });
    const uploaded = [...emulator.scans]
      .filter(([id]) => !before.has(id))
      .flatMap(([, scan]) => scan.entryNames);
    const report = result.report.unjudged as { files: { path: string; reason: string }[] } | null;
    const unjudged = Object.fromEntries((report?.files ?? []).map((f) => [f.path, f.reason]));
    return { result, uploaded, unjudged };
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
