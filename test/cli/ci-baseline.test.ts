/**
 * Which base the command line compares with: the flag wins, then each CI's own variable in a fixed
 * order (a branch as origin's, Azure's `refs/heads/` dropped), else none; a CI value git must not
 * be handed is not used, and the sentence for the log says where the choice came from.
 */
import { describe, expect, it } from 'vitest';
import { chooseBaseline } from '../../src/cli/ci-baseline.ts';
import { ConfigurationError } from '../../src/errors.ts';

describe('choosing the baseline', () => {
  it('takes each CI’s variable, a branch as origin’s', () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ GITHUB_BASE_REF: 'main' }, 'origin/main', 'GitHub Actions (GITHUB_BASE_REF)'],
      [{ CI_MERGE_REQUEST_DIFF_BASE_SHA: 'a'.repeat(40) }, 'a'.repeat(40), 'GitLab CI'],
      [
        { SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/release/2' },
        'origin/release/2',
        'Azure Pipelines',
      ],
      [{ CHANGE_TARGET: 'develop' }, 'origin/develop', 'Jenkins (CHANGE_TARGET)'],
      [{ BITBUCKET_PR_DESTINATION_BRANCH: 'main' }, 'origin/main', 'Bitbucket Pipelines'],
    ];
    for (const [env, ref, said] of cases) {
      const chosen = chooseBaseline(undefined, env);
      expect(chosen.baseline, said).toEqual({ kind: 'ref', ref });
      expect(chosen.said).toContain(said);
    }
  });

  it("reads suppressions at GitLab's target tip, since its base is a merge base; elsewhere the base is the tip", () => {
    const base = { CI_MERGE_REQUEST_DIFF_BASE_SHA: 'a'.repeat(40) };
    expect(
      chooseBaseline(undefined, { ...base, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' })
        .suppressionsAt,
    ).toEqual({ ref: 'origin/main' });
    expect(
      chooseBaseline(undefined, {
        ...base,
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        CI_MERGE_REQUEST_TARGET_BRANCH_SHA: 'b'.repeat(40),
      }).suppressionsAt,
    ).toEqual({ ref: 'b'.repeat(40) });
    expect(chooseBaseline(undefined, base).suppressionsAt).toEqual({
      unavailable: expect.stringContaining('CI_MERGE_REQUEST_TARGET_BRANCH_NAME'),
    });
    expect(
      chooseBaseline(undefined, { ...base, CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'a..b' })
        .suppressionsAt,
    ).toEqual({ unavailable: expect.stringContaining('not a safe git ref') });
    // A branch variable or the flag names the target itself: its commit is the tip.
    for (const chosen of [
      chooseBaseline(undefined, { GITHUB_BASE_REF: 'main' }),
      chooseBaseline(undefined, { CHANGE_TARGET: 'main' }),
      chooseBaseline('origin/main', base),
    ])
      expect(chosen.suppressionsAt).toBeUndefined();
  });

  it('lets the flag win, and GitHub’s variable come before the others', () => {
    const env = { GITHUB_BASE_REF: 'main', CHANGE_TARGET: 'other' };
    expect(chooseBaseline('v1.2.0', env).baseline).toEqual({ kind: 'ref', ref: 'v1.2.0' });
    expect(chooseBaseline('none', env).baseline).toEqual({ kind: 'none' });
    expect(chooseBaseline('auto', env).baseline).toEqual({ kind: 'ref', ref: 'origin/main' });
    expect(chooseBaseline(undefined, {}).baseline).toEqual({ kind: 'none' });
    expect(chooseBaseline(undefined, {}).said).toContain('none of GITHUB_BASE_REF');
  });

  it('refuses a bad flag, but only warns about a CI value git must not be handed', () => {
    expect(() => chooseBaseline('--upload-pack=x', {})).toThrow(ConfigurationError);
    expect(() => chooseBaseline('--upload-pack=x', {})).toThrow(
      "Invalid --baseline: '--upload-pack=x'",
    );
    const odd = chooseBaseline(undefined, { CHANGE_TARGET: 'a..b' });
    expect(odd).toMatchObject({ baseline: { kind: 'none' }, unusable: true });
    expect(odd.said).not.toContain('a..b');
  });

  it('makes the run a change request when it knows the base: a CI’s variable or --baseline <ref>', () => {
    const gitlab = { CI_MERGE_REQUEST_DIFF_BASE_SHA: 'a'.repeat(40) };
    expect(chooseBaseline(undefined, gitlab).changeRequest).toEqual({});
    expect(chooseBaseline('origin/main', {}).changeRequest).toEqual({});
    expect(chooseBaseline('none', gitlab).changeRequest).toBeUndefined();
    expect(chooseBaseline(undefined, {}).changeRequest).toBeUndefined();
    expect(chooseBaseline('auto', {}).changeRequest).toBeUndefined();
    // A CI building a change whose base git must not be handed: a change request, fail closed.
    expect(chooseBaseline(undefined, { CHANGE_TARGET: 'a..b' }).changeRequest).toEqual({
      unavailable: "Jenkins's CHANGE_TARGET names a base that is not a safe git ref",
    });
  });
});
