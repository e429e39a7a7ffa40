/**
 * What bounds a change for the unjudged rule (`resolveChange`'s range) for the command line's
 * change request, on real git repositories: the baseline's merge base with HEAD, so what the target
 * branch did after the change branched is not the change's; a base that cannot be had fails
 * closed; no change request is the whole tree, whatever the baseline.
 */
import { describe, expect, it } from 'vitest';
import { resolveChange } from '../../../src/engine/change/resolve-change.ts';
import type { BaselineInput } from '../../../src/engine/git/base-commit.ts';
import type { Git } from '../../../src/engine/git/git.ts';
import { changeRequestOf } from '../../../src/cli/change-request.ts';
import { CLI_KNOBS } from '../../../src/cli/knobs.ts';
import { checkoutHead, makePullRequestOrigin, recordingGit } from '../../support/git-fixtures.ts';
import { useTempDirs } from '../../support/temp-dirs.ts';

const origin = makePullRequestOrigin();
const dirs = useTempDirs();

interface RangeSettings {
  readonly scanRoot: string;
  readonly baseline: BaselineInput;
  /** As the command line chose it (`cli/ci-baseline.ts`): set when the run is a change request. */
  readonly changeRequest?: { readonly unavailable?: string };
}

function settingsIn(
  scanRoot: string,
  more: Pick<RangeSettings, 'baseline' | 'changeRequest'>,
): RangeSettings {
  return { scanRoot, ...more };
}

/** The range of the command line's change request, as the engine resolves it. */
function resolveChangeRange(settings: RangeSettings, git: Git, _scanned: undefined) {
  const { baseline, changeRequest } = settings;
  const change = changeRequestOf({ baseline, said: '', ...(changeRequest && { changeRequest }) });
  const resolution = resolveChange({
    git,
    cwd: settings.scanRoot,
    baseline,
    change,
    headSha: undefined,
    knobs: CLI_KNOBS,
  });
  return resolution.range();
}

describe('the change range of a change request', () => {
  it("runs from the baseline's merge base with HEAD, not from the target branch's tip", async () => {
    const dir = dirs.removeLater(checkoutHead(origin));
    const range = await resolveChangeRange(
      settingsIn(dir, { baseline: { kind: 'ref', ref: 'origin/main' }, changeRequest: {} }),
      recordingGit().git,
      undefined,
    );
    expect(origin.baseSha).not.toBe(origin.branchPoint);
    expect(range).toEqual({
      kind: 'pull request',
      baseSha: origin.branchPoint,
      headSha: origin.headSha,
    });
  });

  it('fails closed when the base cannot be had or the CI named an unusable one', async () => {
    const dir = dirs.removeLater(checkoutHead(origin));
    const git = recordingGit().git;
    const missing = await resolveChangeRange(
      settingsIn(dir, { baseline: { kind: 'ref', ref: 'origin/gone' }, changeRequest: {} }),
      git,
      undefined,
    );
    expect(missing).toMatchObject({
      kind: 'pull request',
      unavailable: expect.stringMatching(/origin\/gone/),
    });
    const unusable = await resolveChangeRange(
      settingsIn(dir, { baseline: { kind: 'none' }, changeRequest: { unavailable: 'odd' } }),
      git,
      undefined,
    );
    expect(unusable).toEqual({ kind: 'pull request', unavailable: 'odd' });
  });

  it('is the whole tree without a change request, whatever the baseline', async () => {
    const dir = dirs.removeLater(checkoutHead(origin));
    const range = await resolveChangeRange(
      settingsIn(dir, { baseline: { kind: 'ref', ref: 'origin/main' } }),
      recordingGit().git,
      undefined,
    );
    expect(range).toEqual({ kind: 'tree' });
  });
});
