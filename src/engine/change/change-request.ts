/**
 * The change under review, as the adapter that runs the scan resolved it once from its platform:
 * the Action from the event (`action/change-request/`), the command line from `--baseline`, a
 * pre-push hook's refs or a CI's variables (`cli/change-request.ts`). It says where the change's
 * base is (base tip, and how to find the merge base), where the value came from, and, when it
 * cannot be used, why in the adapter's own words. Its head is the tree the run scans: the commit
 * the adapter hands the engine to read from git objects, else the work tree's HEAD.
 *
 * The engine reads this one value, by one rule (`resolve-change.ts`), for the three things that
 * hang on the base: the findings baseline under `baseline: auto`, the range the unjudged rule
 * judges, and the commit the base's suppressions are read at. Nothing under `engine/` reads an
 * event, a payload field or a platform's variable.
 */

/** Where the value came from: it decides nothing by itself, it is said in the log and the report. */
export type ChangeOrigin =
  /** A platform event about a change (a pull request, a review of one). */
  | 'event'
  /**
   * An event whose job holds the secrets while the change it judges is untrusted (a privileged
   * pull request event, a merge queue's group): what the change adds to the suppressions is
   * proposed, never applied.
   */
  | 'privileged event'
  /** A CI's variables (a merge request pipeline). */
  | 'ci variables'
  /** The user's own flag (`--baseline <ref>`). */
  | 'flag'
  /** A pre-push hook: the push is the change. */
  | 'hook';

/** How the change's merge base (the tree it is compared with and starts from) is found. */
export type ChangeBase =
  /** Found and verified by the adapter (a privileged pull request's merge parent or merge base). */
  | { readonly kind: 'commit'; readonly sha: string }
  /**
   * The platform's base tip and head commits: the checkout is its test merge of the head into the
   * base (whose first parent is then the merge base) or the head itself (the merge base of the two,
   * when the history at hand has it; else the base tip).
   */
  | { readonly kind: 'merge'; readonly baseSha: string; readonly headSha: string }
  /**
   * A ref or commit the change goes into (origin's branch, what the remote has): findings are
   * compared with its commit, and the change starts at its merge base with the head.
   */
  | { readonly kind: 'ref'; readonly ref: string };

export interface ChangeRequest {
  readonly origin: ChangeOrigin;
  /** The change's number on its platform (a pull request's), when it has one. */
  readonly number?: number;
  /** The branch the change goes into, for people (untrusted text): `main`, `origin/main`. */
  readonly baseLabel: string;
  readonly base: ChangeBase;
  /**
   * The target branch's tip, a commit id or a ref: the base's suppressions (its file, its inline
   * comments) are read there, never at a merge base the change's author chose by where they
   * branched. Undefined when the adapter knows none: then none of them applies (fail closed).
   */
  readonly baseTip: string | undefined;
  /**
   * Why the target branch's tip is unknown, in the adapter's words, when its `base` is a merge base
   * the author chose (GitLab's diff base): said in the report, and none of the base's suppressions
   * applies.
   */
  readonly baseTipUnknown?: string;
  /**
   * Why the change request cannot be used, in the adapter's words with its fix: its IaC left
   * unjudged is then the whole tree's (fail closed), and `baseline: auto` has no base.
   */
  readonly unusable?: string;
}
