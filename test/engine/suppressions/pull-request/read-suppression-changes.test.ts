/**
 * What a pull request does to the suppressions, read from real git repositories in process: the
 * lines it changed under a base comment (the attack of issue 31: an open group inserted right
 * under an existing `plerion:ignore`), comments in files it adds, a suppressions file past its
 * size limit, a base without one, a workspace that is a folder of the checkout, and git failing
 * part-way: each ends in a settlement that never applies what the pull request wrote.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Git } from '../../../../src/engine/git/git.ts';
import { applySuppressions } from '../../../../src/engine/findings/apply-suppressions.ts';
import { workTreeText } from '../../../../src/engine/scan/trees/work-tree.ts';
import {
  prepareFor,
  prepareInCheckout,
  preparePullRequestSuppressions,
  privilegedCheckout,
  readChangesOf,
} from './prepare.ts';
import { MAX_SUPPRESSIONS_FILE_BYTES } from '../../../../src/engine/suppressions/read-file.ts';
import { useForkPullRequests, type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { recordingGit } from '../../../support/git-fixtures.ts';
import { suppressionChanges, SUPPRESSIONS_FILE } from '../../../support/suppression-changes.ts';
import { recordingLog } from '../../../support/tree-scans.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const makePullRequest = useForkPullRequests();

/** The real git, failing the commands `fails` picks as git would (exit 128, a fatal line). */
function failingGit(fails: (args: readonly string[]) => boolean): Git {
  const { git } = recordingGit();
  return {
    run: (args, options) =>
      fails(args)
        ? Promise.resolve({ code: 128, stdout: Buffer.alloc(0), stderr: 'fatal: bad object\n' })
        : git.run(args, options),
  };
}

const GROUP = (name: string) => [
  `resource "aws_security_group" "${name}" {`,
  '  ingress { cidr_blocks = ["0.0.0.0/0"] }',
  '}',
];
const BASE_TF = [
  '# plerion:ignore PLERION-SG-OPEN load balancer, reviewed (SEC-7)',
  ...GROUP('lb'),
  '',
];
// The fork inserts its own open group right under the base's comment: the comment now sits on it.
const HEAD_TF = [
  '# plerion:ignore PLERION-SG-OPEN load balancer, reviewed (SEC-7)',
  ...GROUP('admin'),
  ...GROUP('lb'),
  '',
];

describe('a fork that slips an open group under a base comment', () => {
  let pr: ForkPullRequest;
  beforeAll(() => {
    pr = makePullRequest({
      base: {
        'infra/main.tf': BASE_TF.join('\n'),
        [SUPPRESSIONS_FILE]: 'suppressions:\n  - detection: PLERION-S3-LOGS\n    reason: on main\n',
      },
      head: {
        'infra/main.tf': HEAD_TF.join('\n'),
        'infra/new.tf': ['# plerion:ignore PLERION-SG-OPEN brand new', ...GROUP('new')].join('\n'),
      },
    });
  });

  it('gates the inserted group under propose, lists the base comment, and lists the new file comment', async () => {
    const { workspace, prepared } = await prepareInCheckout(pr, {
      mode: 'propose',
      privileged: true,
    });
    expect(prepared.changes.problems).toEqual([]);
    expect(prepared.changedLines.get('infra/main.tf')).toEqual({
      added: [[2, 4]],
      deletedAfter: [],
    });
    expect(prepared.changes.inline).toEqual([
      {
        file: 'infra/new.tf',
        line: 1,
        detectionId: 'PLERION-SG-OPEN',
        reason: 'brand new',
        change: 'added',
      },
    ]);
    const admin = {
      detectionId: 'PLERION-SG-OPEN',
      file: 'infra/main.tf',
      resource: 'aws_security_group.admin',
      startLine: 2,
      endLine: 4,
    };
    const { log } = recordingLog();
    const applied = await applySuppressions([admin], log, {
      suppressions: { file: SUPPRESSIONS_FILE, entries: [] },
      readLines: workTreeText(workspace).lines,
      now: NOW,
      pullRequest: prepared,
    });
    expect(applied.suppressed.size).toBe(0);
    expect(
      applied.audit.pullRequest?.changes.inline.map((d) => [d.file, d.line, d.change]),
    ).toEqual([
      ['infra/new.tf', 1, 'added'],
      ['infra/main.tf', 1, 'covers changed lines'],
    ]);
  });

  it('fails closed when git fails part-way, naming the command that failed', async () => {
    const { workspace } = await privilegedCheckout(pr);
    for (const [fails, said] of [
      [
        (args: readonly string[]) => args.includes('--batch-check'),
        'git cat-file --batch-check failed',
      ],
      [
        (args: readonly string[]) => args[0] === 'cat-file' && args[1] === 'blob',
        'git cat-file blob',
      ],
      [(args: readonly string[]) => args.includes('-U0'), 'git diff --text'],
      [
        (args: readonly string[]) => args[0] === 'rev-parse',
        'the workspace is not in a git checkout',
      ],
    ] as const) {
      const prepared = await prepareFor(pr, {
        git: failingGit(fails),
        workspace,
        mode: 'propose',
        privileged: true,
      });
      expect(prepared.changes.baseUnknown).toBe(true);
      expect(prepared.changes.problems).toEqual([
        expect.stringContaining(`(reading them from git failed: ${said}`),
      ]);
      expect(prepared.changes.problems[0]).toMatch(
        /: none of the suppressions file or of inline comments is applied\.$/,
      );
    }
  });
});

describe('a same-repository pull request under apply when git fails', () => {
  it("still applies the workspace's own file, and says what could not be told", async () => {
    const pr = makePullRequest({
      base: { 'main.tf': '# base\n' },
      head: { 'main.tf': '# head\n' },
    });
    const file = { file: SUPPRESSIONS_FILE, entries: [] };
    const { prepared } = await prepareInCheckout(pr, {
      git: failingGit((args) => args.includes('--raw')),
      file,
      mode: 'apply',
      privileged: false,
    });
    expect(prepared).toMatchObject({ file, entriesApplied: true });
    expect(prepared.changes.problems).toEqual([
      `Which suppressions this pull request adds could not be told (reading them from git failed: git diff --raw -z --no-renames --no-abbrev ${pr.baseSha} ${pr.mergeSha!} failed (exit 128): fatal: bad object).`,
    ]);
  });
});

describe('the suppressions file on either side', () => {
  const entry = 'suppressions:\n  - detection: PLERION-SG-OPEN\n    reason: accepted\n';
  const padded = (bytes: number) => `${entry}#${'x'.repeat(bytes - entry.length - 2)}\n`;

  it("lists no entry of the pull request's file past the size limit, and says why", async () => {
    const pr = makePullRequest({
      base: { 'main.tf': '# base\n' },
      head: { [SUPPRESSIONS_FILE]: padded(MAX_SUPPRESSIONS_FILE_BYTES + 1) },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    const read = await readChangesOf(pr, git, workspace);
    // The base has no suppressions file: nothing applies from it.
    expect(read.base).toEqual({ file: SUPPRESSIONS_FILE, entries: [] });
    expect(read.head).toBeUndefined();
    expect(read.changes.entries).toEqual([]);
    expect(read.changes.problems).toEqual([
      `The pull request's ${SUPPRESSIONS_FILE} could not be read, so its entries are not listed: ${SUPPRESSIONS_FILE} has 1048577 bytes, more than 1048576`,
    ]);
  });

  it('reads a file of exactly the size limit', async () => {
    const pr = makePullRequest({
      base: { 'main.tf': '# base\n' },
      head: { [SUPPRESSIONS_FILE]: padded(MAX_SUPPRESSIONS_FILE_BYTES) },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    const read = await readChangesOf(pr, git, workspace);
    expect(read.changes.problems).toEqual([]);
    expect(read.changes.entries.map((e) => [e.entry.detection, e.change])).toEqual([
      ['PLERION-SG-OPEN', 'added'],
    ]);
  });
});

describe('a workspace that is a folder of the checkout', () => {
  it('reads the suppressions file and the comments of that folder only, by their paths in it', async () => {
    const pr = makePullRequest({
      base: {
        'infra/.plerion-ignore.yml': 'suppressions:\n  - detection: D9\n    reason: on main\n',
        'infra/main.tf': '# base\n',
      },
      head: {
        'infra/main.tf': '# plerion:ignore D1 inside the workspace\nresource "a" "b" {}\n',
        'docs/example.tf': '# plerion:ignore D1 outside the workspace\n',
      },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    const read = await readChangesOf(pr, git, path.join(workspace, 'infra'));
    expect(read.base.entries.map((e) => e.detection)).toEqual(['D9']);
    expect(read.changes.inline.map((d) => [d.file, d.line, d.reason])).toEqual([
      ['main.tf', 1, 'inside the workspace'],
    ]);
    expect([...read.changedLines.keys()]).toEqual(['main.tf']);
  });
});

describe('preparing without a base or a head', () => {
  const workspace = '/nonexistent';
  const { git } = recordingGit();
  const file = {
    file: SUPPRESSIONS_FILE,
    entries: [
      {
        entryNumber: 1,
        line: 2,
        detection: 'D1',
        path: undefined,
        resource: undefined,
        reason: 'r',
        expires: undefined,
      },
    ],
  };

  it("applies the workspace's own file under apply, and lists nothing", async () => {
    const prepared = await preparePullRequestSuppressions({
      git,
      workspace,
      file,
      mode: 'apply',
      privileged: false,
      baseSha: undefined,
      headSha: 'a'.repeat(40),
    });
    expect(prepared).toMatchObject({ file, entriesApplied: true, readLines: undefined });
    expect(prepared.changes).toEqual(suppressionChanges({ baseUnknown: true }));
  });

  it('applies nothing the pull request could have written under propose, and says why', async () => {
    for (const privileged of [false, true]) {
      const prepared = await preparePullRequestSuppressions({
        git,
        workspace,
        file,
        mode: 'propose',
        privileged,
        baseSha: 'b'.repeat(40),
        headSha: undefined,
      });
      expect(prepared).toMatchObject({
        file: { file: SUPPRESSIONS_FILE, entries: [] },
        entriesApplied: false,
      });
      expect(prepared.changes).toEqual(
        suppressionChanges({
          problems: [
            'Which suppressions this pull request adds could not be told (its base is unknown): none of the suppressions file or of inline comments is applied.',
          ],
          baseUnknown: true,
        }),
      );
    }
  });
});

describe('a same-repository pull request', () => {
  it('reads comments from the files the scan uploaded (the workspace), not from the commit', async () => {
    const pr = makePullRequest({
      base: { 'main.tf': '# base\n' },
      head: { 'main.tf': 'resource "a" "b" {}\n' },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    // A step before the scan wrote into the checkout: what is scanned is what is there.
    fs.writeFileSync(
      path.join(workspace, 'gen.tf'),
      '# plerion:ignore D1 generated, reviewed\nresource "x" "y" {}\n',
    );
    const prepared = await prepareFor(pr, { git, workspace, mode: 'apply', privileged: false });
    const { log } = recordingLog();
    const finding = {
      detectionId: 'D1',
      file: 'gen.tf',
      resource: 'x.y',
      startLine: 2,
      endLine: 2,
    };
    const applied = await applySuppressions([finding], log, {
      suppressions: { file: SUPPRESSIONS_FILE, entries: [] },
      readLines: workTreeText(workspace).lines,
      now: NOW,
      pullRequest: prepared,
    });
    expect(applied.suppressed.get(finding)?.justification).toBe('generated, reviewed');
  });
});

describe('files the pull request stores in Git LFS', () => {
  const pointer = (content: string) =>
    [
      'version https://git-lfs.github.com/spec/v1',
      `oid sha256:${'a'.repeat(63)}${content.length % 10}`,
      `size ${content.length}`,
      '',
    ].join('\n');

  it("counts every comment of a file whose new blob is a pointer as the pull request's", async () => {
    const pr = makePullRequest({
      base: { 'kept.tf': '# plerion:ignore D1 on the base\nresource "a" "b" {}\n' },
      head: { 'kept.tf': pointer('kept'), 'added.tf': pointer('added') },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    const read = await readChangesOf(pr, git, workspace);
    // The scan reads the smudged files, whose comments no blob here holds: uncompared, not unchanged.
    expect([...read.changes.uncompared].sort()).toEqual(['added.tf', 'kept.tf']);
    expect(read.changes.inline).toEqual([]);
  });
});
