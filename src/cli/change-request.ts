/**
 * The command line's one `ChangeRequest`, from the baseline it chose (`ci-baseline.ts`): a
 * `--baseline <ref>` (the flag), a pre-push hook's remote ref (the hook), or a CI's target branch
 * or base commit (its variables). The change goes into that ref: findings are compared with its
 * commit, the unjudged range starts at its merge base with the head, and the base's suppressions
 * are read at it; when it is GitLab's merge base, what applies is read at the target branch's tip
 * (`CI_MERGE_REQUEST_TARGET_BRANCH_SHA`, else origin's `CI_MERGE_REQUEST_TARGET_BRANCH_NAME`), and
 * with no tip known none applies. A CI's base that cannot be used still makes a change request, with the reason:
 * then every IaC file left unjudged counts (fail closed).
 */
import type { ChangeRequest } from '../engine/change/change-request.ts';
import type { ChosenBaseline } from './ci-baseline.ts';

/** The change the run is about; undefined when the baseline names none. */
export function changeRequestOf(chosen: ChosenBaseline): ChangeRequest | undefined {
  const { changeRequest, baseline } = chosen;
  if (changeRequest === undefined) return undefined;
  const ref = baseline.kind === 'ref' ? baseline.ref : '';
  // GitLab's base is a merge base: the target branch's tip is named apart (`suppressionsAt`).
  const at = chosen.suppressionsAt;
  const tip = at === undefined ? ref || undefined : 'ref' in at ? at.ref : undefined;
  return {
    origin: chosen.from ?? 'flag',
    baseLabel: ref,
    base: { kind: 'ref', ref },
    baseTip: tip,
    ...(at !== undefined && 'unavailable' in at && { baseTipUnknown: at.unavailable }),
    ...(changeRequest.unavailable !== undefined && { unusable: changeRequest.unavailable }),
  };
}
