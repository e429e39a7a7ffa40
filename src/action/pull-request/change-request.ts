/**
 * The Action's one `ChangeRequest`, built once from the event: the engine reads it for the
 * findings' baseline, the range the unjudged rule judges and the suppressions' base, and reads no
 * event itself. On `pull_request` the event's base and head commits (the checkout is GitHub's test
 * merge commit, whose first parent is the base, or the head); on a privileged event
 * (`pull_request_target`, `workflow_run`) the verified pull request's base and base branch tip
 * (`resolve-pull-request.ts`); on any other event there is no change request.
 */
import type { ChangeRequest } from '../../engine/change/change-request.ts';
import { isObjectId } from '../../engine/git/git.ts';
import { field, text, type GitHubContext } from '../github-context.ts';
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
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined;
  const number = github.pullRequestNumber;
  const baseSha = text(field(event, 'pull_request', 'base', 'sha'));
  const headSha = text(field(event, 'pull_request', 'head', 'sha')) ?? '';
  const known = baseSha !== undefined && isObjectId(baseSha);
  return {
    origin: 'event',
    ...(number !== undefined && { number }),
    baseLabel: text(field(event, 'pull_request', 'base', 'ref')) ?? baseSha?.slice(0, 7) ?? '',
    base: known ? { kind: 'merge', baseSha, headSha } : { kind: 'ref', ref: '' },
    baseTip: known ? baseSha : undefined,
    ...(!known && {
      unusable:
        `The ${eventName} event carries no pull_request.base.sha, so the base is unknown. ` +
        'Set baseline to a branch such as origin/main.',
    }),
  };
}
