/**
 * Attack (round three): a merge request brings back an exception the target branch revoked.
 *
 * The Action reads a pull request's suppressions at the base branch's *tip*, "never at a merge
 * base, whose entries the base may have revoked since" (README, "Suppressions teams can audit").
 * The command line reads them at the commit it compares with (`run-scan.ts` hands the baseline's
 * commit to `suppressionsFor`), and in a GitLab merge request pipeline that is
 * `CI_MERGE_REQUEST_DIFF_BASE_SHA`: the merge base, which the author of the merge request chooses
 * by where the branch starts. So any entry that was ever on `main` can be brought back: branch
 * from a commit before security removed it, add the risky change it covered, and the pipeline
 * exits 0. Merged, the change lands on a `main` whose suppressions file no longer excuses it.
 *
 * `plerion-iac scan` (main() in this process, on the harness's clock), against the emulator over HTTPS, in a real clone. Fails
 * on the code of e7392c9. Now the suppressions applied are read at the target branch's tip
 * (`CI_MERGE_REQUEST_TARGET_BRANCH_SHA`, else origin's `CI_MERGE_REQUEST_TARGET_BRANCH_NAME`); a
 * tip that cannot be had applies none of the base's (fail closed).
 */
import * as path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { scanClone } from '../support/cli-scan.ts';
import { cloneThroughOrigin, commitFiles } from '../support/git-commits.ts';
import { git } from '../support/git-fixtures.ts';
import { useIntegration } from '../support/integration.ts';
import { limitedPod } from '../support/iac-samples.ts';

const pod = (name: string): string => limitedPod(name);

const EXCEPTION = [
  'suppressions:',
  '  - detection: PLERION-K8S-PRIVILEGED',
  '    path: k8s/legacy/**',
  '    reason: the legacy node agent needs the host (SEC-41)',
  '',
].join('\n');

const harness = useIntegration({ scan: { delayMs: 20 } });
let checkout: string;
/** Where the merge request branched: `main` before the exception was revoked. */
let mergeBase: string;

beforeAll(() => {
  const root = harness.tempDir('iac-attack-revoked-');
  const author = path.join(root, 'author');
  git(root, ['init', '-q', '-b', 'main', author]);
  mergeBase = commitFiles(
    author,
    {
      '.plerion-ignore.yml': EXCEPTION,
      'k8s/legacy/agent.yaml': pod('agent'),
      'k8s/app/service.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n',
    },
    'legacy agent, with its exception',
  );
  // Security retires the agent and revokes the exception on main.
  commitFiles(
    author,
    { 'k8s/legacy': null, '.plerion-ignore.yml': 'suppressions: []\n' },
    'retire the legacy agent; revoke SEC-41',
  );
  // The merge request starts before that commit and adds a privileged pod the old entry covers.
  git(author, ['checkout', '-q', '-b', 'debug-tools', mergeBase]);
  commitFiles(author, { 'k8s/legacy/debug.yaml': pod('debug') }, 'debug tools');
  // A release branch cut before the revocation still holds the exception.
  git(author, ['branch', 'release', mergeBase]);
  checkout = cloneThroughOrigin(root, author, 'debug-tools');
});

/** The CLI in a GitLab merge request pipeline of `debug-tools`, branched at `mergeBase`. */
async function inMergeRequest(target: Record<string, string>) {
  const run = await scanClone(harness, checkout, [], {
    GITLAB_CI: 'true',
    CI_MERGE_REQUEST_DIFF_BASE_SHA: mergeBase,
    ...target,
  });
  const report = run.report();
  const debug = report.findings.find((f) => f.file === 'k8s/legacy/debug.yaml');
  expect(debug, `a finding in k8s/legacy/debug.yaml: ${run.stderr}`).toBeDefined();
  return { run, report, debug: debug! };
}

it('a GitLab merge request branched before the revocation does not pass on the revoked entry', async () => {
  expect(git(checkout, ['merge-base', 'HEAD', 'origin/main'])).toBe(mergeBase);
  const { run, debug } = await inMergeRequest({ CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main' });
  expect(debug, run.stderr).toMatchObject({ detectionId: 'PLERION-K8S-PRIVILEGED' });
  expect(debug.suppression, 'main no longer has SEC-41').toBeUndefined();
  expect(debug.proposedSuppression, "listed as the change's own, not applied").toMatchObject({
    detectionId: 'PLERION-K8S-PRIVILEGED',
  });
  expect(run.exitCode, run.stderr).toBe(1);
});

it('an exception the target branch still holds applies (read at its tip)', async () => {
  const { run, debug } = await inMergeRequest({ CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'release' });
  expect(debug.suppression, run.stderr).toMatchObject({
    justification: expect.stringContaining('SEC-41'),
  });
  expect(run.exitCode, run.stderr).toBe(0);
});

it('GitLab CI_MERGE_REQUEST_TARGET_BRANCH_SHA names the tip before the branch name does', async () => {
  const main = git(checkout, ['rev-parse', 'origin/main']);
  const { run, debug } = await inMergeRequest({
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'release',
    CI_MERGE_REQUEST_TARGET_BRANCH_SHA: main,
  });
  expect(debug.suppression, run.stderr).toBeUndefined();
  expect(run.exitCode, run.stderr).toBe(1);
});

it('a target branch whose tip cannot be had applies no base suppression, and says why', async () => {
  const { run, report, debug } = await inMergeRequest({
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'gone',
  });
  expect(debug.suppression, run.stderr).toBeUndefined();
  expect(JSON.stringify(report.suppressions)).toContain(
    "The target branch's tip, where the suppressions that apply are read, could not be had (origin/gone is not in this checkout",
  );
  expect(run.exitCode, run.stderr).toBe(1);
});
