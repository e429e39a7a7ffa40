/**
 * The Action's one `ChangeRequest`, built once from the event: the engine reads it for the
 * findings' baseline, the range the unjudged rule judges and the suppressions' base, and reads no
 * event itself. The change an event names is `readChangeEvent`'s: on `pull_request` and its review
 * events (`pull_request_review`, `pull_request_review_comment`: judged as their pull request) the
 * event's base and head commits (the checkout is GitHub's test merge commit, whose first parent is
 * the base, or the head); on `merge_group` (the merge queue) the group's `base_sha` and
 * `head_sha`, with the trust of a privileged event: the queue runs with secrets and its pull
 * requests may be forks', so what they add to the suppressions is proposed, never applied. On a
 * privileged event (`pull_request_target`, `workflow_run`) the verified pull request's base and
 * base branch tip (`resolve-pull-request.ts`). On any other event there is no change request.
 */
import type { ChangeRequest } from '../../engine/change/change-request.ts';
import { isObjectId } from '../../engine/git/git.ts';
import {
  holdsSecretsForUntrustedChange,
  readChangeEvent,
  type GitHubContext,
} from '../github-context.ts';
import type { ReadyPullRequest } from './pull-request-run.ts';

/** The change a run judges; undefined when its event is about none. */
export function changeRequestOf(
  github: Pick<GitHubContext, 'eventName' | 'event' | 'pullRequestNumber'>,
  pullRequest: ReadyPullRequest | undefined,
): ChangeRequest | undefined {
  if (pullRequest)
    return {
      origin: 'privileged event',
      number: pullRequest.number,
      baseLabel: pullRequest.base.label,
      base: { kind: 'commit', sha: pullRequest.base.sha },
      baseTip: pullRequest.baseTip,
    };
  const { eventName, event } = github;
  const change = readChangeEvent(eventName, event);
  if (change === undefined) return undefined;
  const number = github.pullRequestNumber;
  const { baseSha, headSha = '' } = change;
  const known = baseSha !== undefined && isObjectId(baseSha);
  return {
    origin: holdsSecretsForUntrustedChange(eventName) ? 'privileged event' : 'event',
    ...(number !== undefined && { number }),
    baseLabel: change.baseRef ?? baseSha?.slice(0, 7) ?? '',
    base: known ? { kind: 'merge', baseSha, headSha } : { kind: 'ref', ref: '' },
    baseTip: known ? baseSha : undefined,
    ...(!known && {
      unusable:
        `The ${eventName} event carries no ${change.baseField}, so the base is unknown. ` +
        'Set baseline to a branch such as origin/main.',
    }),
  };
}
