/**
 * The base commit an Action run finds from its event, as the tests of git's side ask for it: the
 * Action's change request (`action/pull-request/change-request.ts`) read by the engine's git
 * functions, with the fix worded in the Action's knobs (`action/knobs.ts`), as
 * `engine/change/resolve-change.ts` words it.
 */
import { changeRequestOf } from '../../../src/action/pull-request/change-request.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import {
  resolveMergeTarget,
  resolveRef,
  type BaseCommit,
  type BaselineInput,
} from '../../../src/engine/git/base-commit.ts';
import type { Git } from '../../../src/engine/git/git.ts';

export interface EventBaseOptions {
  readonly git: Git;
  readonly cwd: string;
  readonly baseline: BaselineInput;
  readonly eventName: string;
  readonly event: Readonly<Record<string, unknown>>;
}

/** The commit findings are compared with, with the Action's words for the fix. */
export async function resolveBaseCommit(options: EventBaseOptions): Promise<BaseCommit> {
  const { git, cwd, baseline } = options;
  const worded = (base: BaseCommit): BaseCommit =>
    base.status === 'unavailable' && base.fix !== undefined
      ? { status: 'unavailable', reason: `${base.reason} ${ACTION_KNOBS.base[base.fix]}` }
      : base;
  if (baseline.kind === 'none') return { status: 'none' };
  if (baseline.kind === 'ref') return worded(await resolveRef(git, cwd, baseline.ref));
  const change = changeRequestOf(
    { eventName: options.eventName, event: options.event, pullRequestNumber: undefined },
    undefined,
  );
  if (change === undefined) return { status: 'none' };
  if (change.unusable !== undefined) return { status: 'unavailable', reason: change.unusable };
  if (change.base.kind !== 'merge') throw new Error('an event gives a merge base');
  return worded(await resolveMergeTarget(git, cwd, { ...change.base, label: change.baseLabel }));
}
