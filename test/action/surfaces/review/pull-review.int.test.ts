/**
 * Review comments on new findings against the fake GitHub and real git: one review a run on the
 * head commit, only new findings on lines of the diff, at most 30, never a second comment on the
 * same finding, stale comments removed unless someone replied, a 422 retried once on a re-read
 * diff, a refusal as a notice, and the local diff past the 3,000 files GitHub lists.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import {
  anchorIn,
  parseGitDiff,
  parsePatchHunks,
} from '../../../../src/action/surfaces/review/diff-hunks.ts';
import { publishReview } from '../../../../src/action/surfaces/review/pull-review.ts';
import {
  MAX_REVIEW_COMMENTS,
  planReview,
  reviewMarker,
} from '../../../../src/action/surfaces/review/review-comments.ts';
import type { ReportedFinding } from '../../../../src/engine/findings/run-report.ts';
import { GITHUB_ACTIONS_BOT, type FakeAuthor } from '../../../support/fake-github.ts';
import { clientOf, useFakeGitHub } from '../../../support/fake-github-client.ts';
import { GIT_ENV, git, tempDir } from '../../../support/git-fixtures.ts';
import { reported } from '../../../support/reported.ts';

const HEAD = 'feedfacefeedfacefeedfacefeedfacefeedface';
const SCOPE = 'scope1';
const PERSON: FakeAuthor = { login: 'alice', type: 'User' };

const github = useFakeGitHub();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/** A patch adding lines `from`..`to` of a file (one hunk). */
const patch = (from: number, to: number) =>
  `@@ -${from},0 +${from},${to - from + 1} @@\n${'+x\n'.repeat(to - from + 1)}`;

const fresh = (fields: Partial<ReportedFinding> = {}) =>
  reported({ severity: 'HIGH', baselineState: 'new', ...fields });

/** A client of the fake GitHub for `octo/infra`, never pacing its writes. */
const fakeGitHubClient = () => clientOf(github.url);

async function review(
  findings: ReportedFinding[],
  scanComplete = true,
  workspace = '/nonexistent',
) {
  return publishReview({
    client: await fakeGitHubClient(),
    pullNumber: 7,
    headSha: HEAD,
    baseSha: undefined,
    findings,
    scope: SCOPE,
    scanComplete,
    git: createGitCli({ env: GIT_ENV }),
    workspace,
  });
}

describe('diff hunks', () => {
  it('reads the right-side ranges of a patch and clamps an anchor to one hunk', () => {
    const hunks = parsePatchHunks(
      '@@ -1,2 +1,4 @@\n a\n+b\n+c\n d\n@@ -10 +12,0 @@\n-x\n@@ -20,3 +22,3 @@',
    );
    expect(hunks).toEqual([
      [1, 4],
      [22, 24],
    ]);
    expect(anchorIn(hunks, 2, 3)).toEqual({ startLine: 2, line: 3 });
    expect(anchorIn(hunks, 3, 30)).toEqual({ startLine: 3, line: 4 });
    expect(anchorIn(hunks, 10, 23)).toEqual({ startLine: 22, line: 23 });
    expect(anchorIn(hunks, 24, 24)).toEqual({ startLine: undefined, line: 24 });
    expect(anchorIn(hunks, 6, 20)).toBeUndefined();
  });

  it('reads every file of a git diff by its new path', () => {
    const diff = [
      'diff --git a/a.tf b/a.tf',
      '--- a/a.tf',
      '+++ b/a.tf',
      '@@ -1 +1,2 @@',
      'diff --git a/gone.tf b/gone.tf',
      '--- a/gone.tf',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
    ].join('\n');
    expect([...parseGitDiff(diff)]).toEqual([['a.tf', [[1, 2]]]]);
  });
});

describe('planReview', () => {
  it('comments on new findings in the diff only, at most 30, the rest counted', () => {
    const findings = [
      ...Array.from({ length: 35 }, (_, i) => fresh({ startLine: i + 1, endLine: i + 1 })),
      fresh({ startLine: 500, endLine: 500 }),
      reported({ severity: 'HIGH', baselineState: 'unchanged', startLine: 2, endLine: 2 }),
    ];
    const plan = planReview({
      findings,
      hunks: new Map([['infra/main.tf', [[1, 100]] as const]]),
      commented: new Set([findings[0]!.fingerprint]),
      scope: SCOPE,
    });
    expect(plan.comments.length).toBe(MAX_REVIEW_COMMENTS);
    expect(plan.alreadyCommented).toBe(1);
    expect(plan.overflow).toBe(4);
    expect(plan.comments[0]).toMatchObject({ path: 'infra/main.tf', line: 2, side: 'RIGHT' });
  });

  it('sanitises what the service says: no mention, no HTML', () => {
    const plan = planReview({
      findings: [fresh({ title: 'Hi @octocat <img src=x onerror=alert(1)>', resource: '`x`' })],
      hunks: new Map([['infra/main.tf', [[1, 500]] as const]]),
      commented: new Set(),
      scope: SCOPE,
    });
    const body = plan.comments[0]!.body;
    expect(body).not.toMatch(/@octocat/);
    expect(body).not.toMatch(/(^|[^\\])<img/);
    expect(body).toContain('\\<img');
  });
});

describe('publishReview', () => {
  it('posts one COMMENT review on the head commit, and never comments on a finding twice', async () => {
    github.pullFiles.set(7, [
      { filename: 'infra/main.tf', status: 'modified', patch: patch(1, 200) },
    ]);
    const a = fresh();
    const b = fresh({ startLine: 40, endLine: 45 });
    expect(await review([a, b])).toMatchObject({ outcome: 'posted', level: 'info' });
    expect(github.reviews).toMatchObject([{ event: 'COMMENT', commit_id: HEAD }]);
    expect(github.reviewComments.map((c) => [c.line, c.start_line])).toEqual([
      [a.endLine, a.startLine],
      [45, 40],
    ]);
    expect(github.reviewComments[0]!.body).toContain(reviewMarker(SCOPE, a.fingerprint));

    // A re-run: nothing new, no review; one new finding: one review with one comment.
    expect((await review([a, b])).outcome).toBe('none');
    const c = fresh({ startLine: 90, endLine: 90 });
    await review([a, b, c]);
    expect(github.reviews.length).toBe(2);
    expect(github.reviewComments.length).toBe(3);
  });

  it('deletes its comments on fixed findings nobody replied to, only after a successful scan', async () => {
    github.pullFiles.set(7, [
      { filename: 'infra/main.tf', status: 'modified', patch: patch(1, 200) },
    ]);
    const [a, b, c] = [fresh(), fresh(), fresh()];
    await review([a!, b!, c!]);
    const [onA, onB] = github.reviewComments;
    github.reviewComments.push({
      ...onB!,
      id: 99_999,
      body: 'Accepted for now',
      user: PERSON,
      in_reply_to_id: onB!.id,
    });
    github.reviewComments.push({
      ...onA!,
      id: 99_998,
      body: `quoted ${reviewMarker(SCOPE, a!.fingerprint)}`,
      user: PERSON,
    });
    await review([c!], false);
    expect(github.reviewComments.length).toBe(5);
    await review([c!]);
    const left = github.reviewComments.map((comment) => comment.id);
    expect(left).not.toContain(onA!.id);
    expect(left).toContain(onB!.id); // Someone replied.
    expect(left).toContain(99_998); // A person's comment is never the action's.
    expect(github.reviewComments.filter((r) => r.user === GITHUB_ACTIONS_BOT).length).toBe(2);
  });

  it('on a 422, re-reads the diff, drops the anchor no longer in it, and retries once', async () => {
    github.pullFiles.set(7, [
      { filename: 'infra/main.tf', status: 'modified', patch: patch(1, 50) },
      { filename: 'k8s/app.yaml', status: 'added', patch: patch(1, 10) },
    ]);
    let posts = 0;
    github.refuse = (call) => {
      if (!call.endsWith('/reviews') || ++posts > 1) return undefined;
      // A push meanwhile: k8s/app.yaml is no longer part of the diff.
      github.pullFiles.set(7, [
        { filename: 'infra/main.tf', status: 'modified', patch: patch(1, 50) },
      ]);
      return 422;
    };
    const result = await review([
      fresh({ startLine: 3, endLine: 3 }),
      fresh({ file: 'k8s/app.yaml', startLine: 2, endLine: 2 }),
    ]);
    expect(result.outcome).toBe('posted');
    expect(result.message).toMatch(/re-reading a diff/);
    expect(github.reviewComments.map((c) => c.path)).toEqual(['infra/main.tf']);
  });

  it('reads every page of the files list', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({
      filename: `f${i}.tf`,
      status: 'added',
      patch: patch(1, 5),
    }));
    github.pullFiles.set(7, files);
    await review([fresh({ file: 'f249.tf', startLine: 2, endLine: 2 })]);
    expect(github.reviewComments.map((c) => c.path)).toEqual(['f249.tf']);
    expect(github.calls.filter((c) => c.endsWith('/pulls/7/files')).length).toBe(3);
  });

  it('reads the local git diff past the 3,000 files GitHub lists', async () => {
    const repo = tempDir('iac-review-');
    dirs.push(repo);
    git(repo, ['init', '-q']);
    fs.writeFileSync(path.join(repo, 'late.tf'), 'a\n');
    git(repo, ['add', '.']);
    git(repo, ['commit', '-qm', 'base']);
    const base = git(repo, ['rev-parse', 'HEAD']);
    fs.writeFileSync(path.join(repo, 'late.tf'), 'a\nb\nc\n');
    git(repo, ['commit', '-qam', 'head']);
    const head = git(repo, ['rev-parse', 'HEAD']);
    github.pullFiles.set(
      7,
      Array.from({ length: 3_000 }, (_, i) => ({
        filename: `f${i}.tf`,
        status: 'added',
        patch: patch(1, 1),
      })),
    );
    github.unlistedPullFiles.set(7, [
      { filename: 'late.tf', status: 'modified', patch: '@@ -1 +1,3 @@' },
    ]);
    const result = await publishReview({
      client: await fakeGitHubClient(),
      pullNumber: 7,
      headSha: head,
      baseSha: base,
      findings: [fresh({ file: 'late.tf', startLine: 3, endLine: 3 })],
      scope: SCOPE,
      scanComplete: true,
      git: createGitCli({ env: GIT_ENV }),
      workspace: repo,
    });
    expect(result.outcome).toBe('posted');
    expect(github.reviewComments.map((c) => [c.path, c.line])).toEqual([['late.tf', 3]]);
  });

  it.each([403, 404])(
    'reports a refusal (%i) as a notice naming pull-requests: write',
    async (status) => {
      github.pullFiles.set(7, [
        { filename: 'infra/main.tf', status: 'modified', patch: patch(1, 200) },
      ]);
      github.refuse = (call) => (call.endsWith('/reviews') ? status : undefined);
      const result = await review([fresh()]);
      expect(result).toMatchObject({ outcome: 'refused', level: 'notice' });
      expect(result.message).toMatch(/pull-requests: write/);
    },
  );
});
