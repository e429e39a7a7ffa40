/**
 * Attack (round three): a change approves its own risk from a Git LFS file. What a change does to
 * the suppressions is read from git objects (`read-suppression-changes.ts`: the changed blobs,
 * kept only when their text holds `plerion:ignore`), while the findings and their inline comments
 * are read from the files scanned, the work tree. For a file in Git LFS the blob is the pointer
 * and the work tree the content (actions/checkout with `lfs: true`, which the README asks for;
 * GitLab's clone, which fetches LFS objects by default): the comment the change adds is in no blob
 * the analysis reads, so it is neither "added by this change" nor "covers changed lines". It is
 * applied where `propose` says it must not be, and listed nowhere where `apply` says it is listed.
 *
 * The work tree is written as git-lfs's smudge filter leaves it (git-lfs is not installed here):
 * the commit holds the pointer, the file on disk the content. Both fail on the code of e7392c9;
 * a changed file whose new blob is a pointer is now uncompared: every comment in it is the change's.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_REPOSITORY, makeForkPullRequest } from '../../../support/fork-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { git } from '../../../support/git-fixtures.ts';
import { writeTree } from '../../../support/helpers.ts';
import { makeChangeOrigin } from '../../../support/change-origin.ts';
import { lfsPointerOf } from '../../../support/lfs-pointer.ts';
import { openSecurityGroup } from '../../../support/iac-samples.ts';
import { mergeRequestScan } from '../../../support/cli-reports.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The change's file: an open group with the change's own inline suppression. */
const CONTENT = `# plerion:ignore PLERION-TF-SG-OPEN-INGRESS public edge, reviewed\n${openSecurityGroup('edge')}`;

/** The Git LFS pointer git stores for `CONTENT`. */
const POINTER = lfsPointerOf(CONTENT);

const ATTRIBUTES = 'infra/**/*.tf filter=lfs diff=lfs merge=lfs -text\n';
const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';

describe("a change's own inline suppression in a Git LFS file", () => {
  it('is proposed, not applied, on the command line in a GitLab merge request', async () => {
    const origin = makeChangeOrigin({
      prefix: 'iac-attack-lfs-',
      base: { '.gitattributes': ATTRIBUTES, 'infra/main.tf': QUEUE },
      changes: { edge: { 'infra/edge.tf': POINTER } },
    });
    try {
      const repo = origin.checkouts.edge;
      const root = origin.root;
      // The clone's LFS fetch: the work tree holds the content.
      writeTree(repo, { 'infra/edge.tf': CONTENT });
      const run = await harness.runCli({
        cwd: repo,
        ...mergeRequestScan(harness.emulator.url, origin.baseSha),
      });
      const report = JSON.parse(fs.readFileSync(path.join(root, 'report.json'), 'utf8'));
      const edge = report.findings.find((f: { file: string }) => f.file === 'infra/edge.tf');
      expect(edge, run.stderr).toMatchObject({ detectionId: 'PLERION-TF-SG-OPEN-INGRESS' });
      expect(edge.suppression, "the change's own comment is not applied").toBeUndefined();
      expect(edge.proposedSuppression, 'and it is listed as proposed').toMatchObject({
        detectionId: 'PLERION-TF-SG-OPEN-INGRESS',
      });
      expect(run.exitCode, run.stderr).toBe(1);
    } finally {
      origin.cleanup();
    }
  });

  it('is proposed, not applied, on pull_request with pr-suppressions: propose (lfs: true)', async () => {
    const pr = makeForkPullRequest({
      base: { '.gitattributes': ATTRIBUTES, 'infra/main.tf': QUEUE },
      head: { 'infra/edge.tf': POINTER },
    });
    folders.push(pr.root);
    // A same-repository pull request, its merge commit checked out with `lfs: true`.
    const workspace = pr.checkoutBase({ full: true });
    git(workspace, [
      'fetch',
      '-q',
      'origin',
      `+refs/pull/${pr.number}/merge:refs/remotes/pr/merge`,
    ]);
    git(workspace, ['checkout', '-q', '--detach', 'refs/remotes/pr/merge']);
    fs.writeFileSync(path.join(workspace, 'infra/edge.tf'), CONTENT);
    const payload = pr.targetEvent();
    (payload.pull_request as { head: { repo: { full_name: string } } }).head.repo.full_name =
      BASE_REPOSITORY;
    const plain = await harness.action({
      workspace,
      event: 'pull_request',
      payload,
      sha: pr.mergeSha!,
      inputs: { path: 'infra', 'pr-suppressions': 'propose' },
    });
    const findings = plain.report.findings as {
      file: string;
      suppression?: unknown;
      proposedSuppression?: unknown;
    }[];
    const edge = findings.find((f) => f.file === 'infra/edge.tf');
    expect(edge, 'the open group was uploaded and found').toBeDefined();
    expect(edge?.suppression, "the pull request's own comment is not applied").toBeUndefined();
    expect(edge?.proposedSuppression, 'and it is listed as proposed').toMatchObject({
      detectionId: 'PLERION-TF-SG-OPEN-INGRESS',
    });
    expect(plain.outputs.result).toBe('fail');
  });
});
