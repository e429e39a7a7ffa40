/**
 * Which commit the command line compares with (pure): `--baseline <ref>` or `none` wins; without
 * it (or with `auto`) the base of the change request the CI is building, from the CI's own
 * variables, in this order: GitHub `GITHUB_BASE_REF`, GitLab `CI_MERGE_REQUEST_DIFF_BASE_SHA`,
 * Azure Pipelines `SYSTEM_PULLREQUEST_TARGETBRANCH`, Jenkins `CHANGE_TARGET`, Bitbucket
 * `BITBUCKET_PR_DESTINATION_BRANCH`; else none. A branch is compared as origin's (`origin/main`),
 * which git finds in the checkout or fetches once. The answer says where it came from, for the log.
 * In a pre-commit pre-push hook (`PRE_COMMIT_HOOK_STAGE`), the base is what the remote has
 * (`PRE_COMMIT_FROM_REF`), before any CI variable: the push is the change.
 *
 * A CI's value that is not safe to hand to git (a leading `-`, `..`, `:`) is not used: the run
 * goes on without a baseline and says why, since the user cannot fix a variable the CI sets.
 *
 * A base known either way makes the run a change request: IaC the change adds or changes that
 * was not uploaded gates (exit 3) as on a pull request, and suppressions it adds are proposed
 * (`--pr-suppressions`). The suppressions applied are the target branch tip's: the baseline's
 * commit when it names the target (a branch, `--baseline <ref>`), GitLab's target branch when the
 * baseline is its merge base. A CI's unusable base still says a change request is being built: then
 * every IaC file left unjudged counts (fail closed).
 */
import { parseBaselineInput, type BaselineInput } from '../engine/git/base-commit.ts';
import { parseBaseline } from '../engine/config/values.ts';
import type { ChangeOrigin } from '../engine/change/change-request.ts';

/** The CI variables that name a change request's base, and what each names. */
export const CI_BASE_VARIABLES = [
  { variable: 'GITHUB_BASE_REF', ci: 'GitHub Actions', kind: 'branch' },
  { variable: 'CI_MERGE_REQUEST_DIFF_BASE_SHA', ci: 'GitLab CI', kind: 'commit' },
  { variable: 'SYSTEM_PULLREQUEST_TARGETBRANCH', ci: 'Azure Pipelines', kind: 'branch' },
  { variable: 'CHANGE_TARGET', ci: 'Jenkins', kind: 'branch' },
  { variable: 'BITBUCKET_PR_DESTINATION_BRANCH', ci: 'Bitbucket Pipelines', kind: 'branch' },
] as const;

export interface ChosenBaseline {
  readonly baseline: BaselineInput;
  /** One sentence for the log: what is compared with, and why. */
  readonly said: string;
  /** True when a CI value was found but could not be used (a warning, not a line). */
  readonly unusable?: boolean;
  /** Set when the run is a change request: a CI's merge or pull request, or `--baseline <ref>`. */
  readonly changeRequest?: { readonly unavailable?: string };
  /** Where the change request's base came from, when there is one. */
  readonly from?: ChangeOrigin;
  /**
   * Where the suppressions applied are read when not at the baseline's commit: the target
   * branch's tip, because GitLab's base is a merge base (where the author branched, so an entry
   * the target revoked since would still apply); or why that tip is unknown (then none applies).
   */
  readonly suppressionsAt?: { readonly ref: string } | { readonly unavailable: string };
}

/** `refs/heads/main` (Azure) and `main` both name origin's `main`. */
function branchOnOrigin(value: string): string {
  return `origin/${value.replace(/^refs\/heads\//, '')}`;
}

/** The baseline from `--baseline` (undefined when not given) and the environment. */
export function chooseBaseline(flag: string | undefined, env: NodeJS.ProcessEnv): ChosenBaseline {
  const given = flag === undefined ? { kind: 'auto' as const } : parseBaseline('--baseline', flag);
  if (given.kind === 'none')
    return { baseline: given, said: 'Baseline: none (--baseline none): every finding gates.' };
  if (given.kind === 'ref')
    return {
      baseline: given,
      said: `Baseline: ${given.ref} (--baseline).`,
      changeRequest: {},
      from: 'flag',
    };
  const pushed = prePushBase(env);
  if (pushed !== undefined) return pushed;
  for (const { variable, ci, kind } of CI_BASE_VARIABLES) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const ref = kind === 'branch' ? branchOnOrigin(value) : value;
    const parsed = parseBaselineInput(ref);
    if (parsed.kind !== 'ref')
      return {
        baseline: { kind: 'none' },
        unusable: true,
        said: `Baseline: none: ${ci}'s ${variable} names a base that is not a safe git ref, so every finding gates. Pass --baseline <ref> to compare with it.`,
        changeRequest: {
          unavailable: `${ci}'s ${variable} names a base that is not a safe git ref`,
        },
        from: 'ci variables',
      };
    const what = kind === 'branch' ? `its target branch ${value}` : `its base commit`;
    return {
      baseline: parsed,
      said: `Baseline: ${ref}, ${what} from ${ci} (${variable}).`,
      changeRequest: {},
      from: 'ci variables',
      ...(kind === 'commit' && { suppressionsAt: gitLabTargetTip(env) }),
    };
  }
  return {
    baseline: { kind: 'none' },
    said: `Baseline: none (no --baseline, and none of ${CI_BASE_VARIABLES.map((v) => v.variable).join(', ')} is set): every finding gates.`,
  };
}

/**
 * GitLab's target branch tip, where a merge request's suppressions are read:
 * `CI_MERGE_REQUEST_TARGET_BRANCH_SHA` (merged results pipelines), else origin's
 * `CI_MERGE_REQUEST_TARGET_BRANCH_NAME`; else why it is unknown.
 */
function gitLabTargetTip(env: NodeJS.ProcessEnv): { ref: string } | { unavailable: string } {
  const sha = env.CI_MERGE_REQUEST_TARGET_BRANCH_SHA?.trim();
  const branch = env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME?.trim();
  const ref = sha || (branch ? branchOnOrigin(branch) : undefined);
  if (ref === undefined)
    return {
      unavailable:
        "GitLab CI sets neither CI_MERGE_REQUEST_TARGET_BRANCH_SHA nor CI_MERGE_REQUEST_TARGET_BRANCH_NAME, so the target branch's tip is unknown",
    };
  if (parseBaselineInput(ref).kind !== 'ref')
    return { unavailable: `GitLab CI's target branch ${ref} is not a safe git ref` };
  return { ref };
}

/**
 * In a pre-push hook, what the remote has (`PRE_COMMIT_FROM_REF`): the push is the change. pre-commit
 * sets its refs for other stages too (`pre-commit run --from-ref`), where they name no push.
 */
function prePushBase(env: NodeJS.ProcessEnv): ChosenBaseline | undefined {
  const value = env.PRE_COMMIT_FROM_REF?.trim();
  if (!value || !isPrePush(env)) return undefined;
  const parsed = parseBaselineInput(value);
  if (parsed.kind !== 'ref')
    return {
      baseline: { kind: 'none' },
      unusable: true,
      said: "Baseline: none: pre-commit's PRE_COMMIT_FROM_REF is not a safe git ref, so every finding gates.",
      changeRequest: { unavailable: "pre-commit's PRE_COMMIT_FROM_REF is not a safe git ref" },
      from: 'hook',
    };
  const remote = env.PRE_COMMIT_REMOTE_NAME?.trim() || 'the remote';
  return {
    baseline: parsed,
    said: `Baseline: ${value}, what ${remote} has (pre-commit's PRE_COMMIT_FROM_REF): what the push adds gates.`,
    changeRequest: {},
    from: 'hook',
  };
}

/** True in pre-commit's pre-push stage (`pre-push`; `push` before pre-commit 3). */
export function isPrePush(env: NodeJS.ProcessEnv): boolean {
  const stage = env.PRE_COMMIT_HOOK_STAGE?.trim();
  return stage === 'pre-push' || stage === 'push';
}

/**
 * The commit a pre-push hook pushes (`PRE_COMMIT_TO_REF`, else the local branch pushed), or
 * undefined outside one: the hook scans it from git objects, never the work tree.
 */
export function pushedCommit(env: NodeJS.ProcessEnv): string | undefined {
  if (!isPrePush(env)) return undefined;
  return env.PRE_COMMIT_TO_REF?.trim() || env.PRE_COMMIT_LOCAL_BRANCH?.trim() || undefined;
}
