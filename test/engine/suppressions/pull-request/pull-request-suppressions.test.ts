import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createCommitLineReader,
  prepareInCheckout,
  preparePullRequestSuppressions,
  privilegedCheckout,
  readChangesOf,
  type Prepared,
} from './prepare.ts';
import {
  MAX_COMPARED_FILE_BYTES,
  parseRawDiff,
} from '../../../../src/engine/suppressions/pull-request/read-suppression-changes.ts';
import {
  describeProposed,
  renderSuppressionChanges,
} from '../../../../src/engine/suppressions/pull-request/render-suppression-changes.ts';
import {
  auditOf,
  withdrawProposed,
} from '../../../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import {
  changedDirectives,
  changedEntries,
  isProposedInline,
} from '../../../../src/engine/suppressions/pull-request/suppression-changes.ts';
import { parseSuppressions } from '../../../../src/engine/suppressions/format.ts';
import { suppressFindings, type ReadLines } from '../../../../src/engine/suppressions/suppress.ts';
import { useForkPullRequests } from '../../../support/fork-fixtures.ts';
import { recordingGit } from '../../../support/git-fixtures.ts';
import { rawDiff } from '../../../support/raw-diff.ts';
import {
  pullRequestSuppressions,
  SUPPRESSIONS_FILE,
} from '../../../support/suppression-changes.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const makePullRequest = useForkPullRequests();

const BASE_TF = [
  '# plerion:ignore PLERION-TF-1 legacy bucket, reviewed in SEC-1',
  'resource "aws_s3_bucket" "legacy" {',
  '  acl = "public-read"',
  '}',
  '',
].join('\n');
const HEAD_TF = [
  BASE_TF,
  '# plerion:ignore PLERION-TF-1 trust me',
  'resource "aws_s3_bucket" "fresh" {',
  '  acl = "public-read"',
  '}',
  '',
].join('\n');
const BASE_FILE = 'suppressions:\n  - detection: PLERION-TF-9\n    reason: accepted on main\n';
const HEAD_FILE = `${BASE_FILE}  - detection: PLERION-TF-2\n    reason: the fork says so\n`;

describe('what a pull request changes in the suppressions (pure)', () => {
  it('lists entries the base lacks, as changed when they scope the same findings with another reason', () => {
    const base = parseSuppressions(SUPPRESSIONS_FILE, BASE_FILE);
    const head = parseSuppressions(
      SUPPRESSIONS_FILE,
      'suppressions:\n  - detection: PLERION-TF-9\n    reason: reworded\n  - detection: PLERION-TF-2\n    reason: new\n',
    );
    expect(changedEntries(base, head).map((c) => [c.entry.detection, c.change])).toEqual([
      ['PLERION-TF-9', 'changed'],
      ['PLERION-TF-2', 'added'],
    ]);
    expect(changedEntries(base, base)).toEqual([]);
  });

  it('counts an inline comment copied next to another resource as the pull request own (every copy)', () => {
    const copied = `${BASE_TF}# plerion:ignore PLERION-TF-1 legacy bucket, reviewed in SEC-1\nresource "aws_s3_bucket" "x" {}\n`;
    expect(changedDirectives('a.tf', BASE_TF, BASE_TF)).toEqual([]);
    expect(changedDirectives('a.tf', BASE_TF, copied).map((d) => d.line)).toEqual([1, 5]);
    expect(changedDirectives('a.tf', undefined, BASE_TF)).toEqual([
      {
        file: 'a.tf',
        line: 1,
        detectionId: 'PLERION-TF-1',
        reason: 'legacy bucket, reviewed in SEC-1',
        change: 'added',
      },
    ]);
    expect(changedDirectives('a.tf', BASE_TF, HEAD_TF)).toMatchObject([
      { line: 6, detectionId: 'PLERION-TF-1', reason: 'trust me', change: 'changed' },
    ]);
  });
});

describe('a fork that adds a suppressions entry and an inline suppression', () => {
  const pr = makePullRequest({
    base: { 'infra/main.tf': BASE_TF, [SUPPRESSIONS_FILE]: BASE_FILE },
    head: { 'infra/main.tf': HEAD_TF, [SUPPRESSIONS_FILE]: HEAD_FILE },
  });
  const findings = [
    // On the base, suppressed inline by the base's own comment.
    {
      detectionId: 'PLERION-TF-1',
      file: 'infra/main.tf',
      resource: 'legacy',
      startLine: 2,
      endLine: 4,
    },
    // New: suppressed inline only by the fork's comment.
    {
      detectionId: 'PLERION-TF-1',
      file: 'infra/main.tf',
      resource: 'fresh',
      startLine: 7,
      endLine: 9,
    },
    // New: suppressed only by the fork's new file entry.
    {
      detectionId: 'PLERION-TF-2',
      file: 'infra/main.tf',
      resource: 'fresh',
      startLine: 7,
      endLine: 9,
    },
  ];

  /** What gates and what is suppressed of `findings`, once the pull request's own are withdrawn. */
  async function settle(prepared: Prepared, readLines: ReadLines) {
    const outcome = await suppressFindings({
      findings,
      suppressions: prepared.file,
      readLines,
      now: NOW,
    });
    return withdrawProposed(outcome, prepared, NOW);
  }

  it('reads both sides from git objects and lists the entry and the comment with their reasons', async () => {
    const { workspace, git } = await privilegedCheckout(pr);
    const read = await readChangesOf(pr, git, workspace);
    expect(read.base.entries.map((e) => e.detection)).toEqual(['PLERION-TF-9']);
    expect(read.changes.entries).toMatchObject([
      { change: 'added', entry: { detection: 'PLERION-TF-2', reason: 'the fork says so' } },
    ]);
    expect(read.changes.inline).toMatchObject([
      { file: 'infra/main.tf', line: 6, detectionId: 'PLERION-TF-1', reason: 'trust me' },
    ]);
  });

  it('in a privileged run, proposes both: the findings they name still gate, the base comment still applies', async () => {
    // The workspace's file is the base's; a privileged run reads the base's from git regardless.
    const { prepared } = await prepareInCheckout(pr, { mode: 'propose', privileged: true });
    expect(prepared.file.entries.map((e) => e.detection)).toEqual(['PLERION-TF-9']);
    const outcome = await settle(prepared, prepared.readLines!);
    expect(outcome.suppressed.map((s) => s.finding)).toEqual([findings[0]]);
    expect(outcome.active).toEqual([findings[2], findings[1]]);
    const audit = auditOf(prepared);
    const section = renderSuppressionChanges(audit, { level: '###', rows: 10 });
    expect(section).toContain('### Suppressions this pull request adds or changes: 2');
    expect(section).toContain(
      '| \\.plerion-ignore.yml entry 2 | `PLERION-TF-2` | the fork says so | added | proposed by this pull request, not applied |',
    );
    expect(section).toContain(
      '| inline, infra/main.tf:6 | `PLERION-TF-1` | trust me | changed | proposed by this pull request, not applied |',
    );
    expect(describeProposed(audit)).toMatch(
      /2 suppressions \(1 in \.plerion-ignore\.yml, 1 inline\)/,
    );
  });

  it("in a privileged run, the organisation's suppression-max-days limits the base's file too", async () => {
    const { prepared } = await prepareInCheckout(pr, {
      mode: 'propose',
      privileged: true,
      orgFloors: {
        file: 'org.yml',
        floors: { 'suppression-max-days': { value: 30, line: 3 } },
      },
    });
    // The base's entry never expires: past the floor, it suppresses nothing, and one line says so.
    expect(prepared.file.entries).toEqual([]);
    expect(prepared.changes.problems.join('\n')).toMatch(
      /suppression-max-days: the organisation's file org\.yml:3 allows suppressions of at most 30 days/,
    );
  });

  it('in a privileged run, proposes them also when apply was asked: a fork cannot approve its own', async () => {
    const { prepared } = await prepareInCheckout(pr, {
      file: parseSuppressions(SUPPRESSIONS_FILE, HEAD_FILE),
      mode: 'apply',
      privileged: true,
    });
    expect(prepared.mode).toBe('propose');
    expect(prepared.entriesApplied).toBe(false);
    const outcome = await settle(prepared, prepared.readLines!);
    // The base's comment over code the pull request left alone still applies; the fork's does not.
    expect(outcome.suppressed.map((s) => s.finding)).toEqual([findings[0]]);
    expect(outcome.active).toEqual([findings[2], findings[1]]);
    expect(describeProposed(auditOf(prepared))).toMatch(/2 suppressions/);
  });

  it('with apply on a same-repository pull request, applies and lists them as added', async () => {
    const { workspace, git, prepared } = await prepareInCheckout(pr, {
      file: parseSuppressions(SUPPRESSIONS_FILE, HEAD_FILE),
      mode: 'apply',
      privileged: false,
    });
    const lines = createCommitLineReader({ git, workspace, sha: pr.mergeSha! });
    const outcome = await settle(prepared, lines);
    expect(outcome.active).toEqual([]);
    const section = renderSuppressionChanges(auditOf(prepared), { level: '####', rows: 10 });
    expect(section).toContain('| trust me | changed | applied |');
    expect(section).toContain('| the fork says so | added | applied |');
    expect(section).not.toContain('not applied');
    expect(describeProposed(auditOf(prepared))).toBeUndefined();
  });

  it('fails closed when the base cannot be read: nothing the pull request wrote applies', async () => {
    const workspace = pr.checkoutBase();
    const prepared = await preparePullRequestSuppressions({
      git: recordingGit().git,
      workspace,
      file: parseSuppressions(SUPPRESSIONS_FILE, HEAD_FILE),
      mode: 'propose',
      privileged: false,
      baseSha: 'e'.repeat(40),
      headSha: pr.baseSha,
    });
    expect(prepared.file.entries).toEqual([]);
    expect(prepared.changes.baseUnknown).toBe(true);
    expect(renderSuppressionChanges(auditOf(prepared), { level: '###', rows: 10 })).toMatch(
      /could not be told .* none of the suppressions file or of inline comments is applied/,
    );
  });
});

describe('changed files too large to compare', () => {
  it('counts every inline comment in them as the pull request own', async () => {
    const big = `# plerion:ignore PLERION-TF-1 hidden in a big file\n${'#'.repeat(MAX_COMPARED_FILE_BYTES)}\n`;
    const pr = makePullRequest({
      base: { 'a.tf': 'x\n' },
      head: { 'big.tf': big, 'a.tf': 'y\n' },
    });
    const { workspace, git } = await privilegedCheckout(pr);
    const { changes } = await readChangesOf(pr, git, workspace);
    expect(changes.uncompared).toEqual(['big.tf']);
    expect(changes.inline).toEqual([]);
    expect(isProposedInline(changes, 'big.tf', 1)).toBe(true);
    expect(isProposedInline(changes, 'a.tf', 1)).toBe(false);
    expect(
      renderSuppressionChanges(auditOf(pullRequestSuppressions({ changes })), {
        level: '###',
        rows: 5,
      }),
    ).toContain('1 changed file too large to compare');
  });

  it('reads raw diff records, leaving deleted files out and new files without an old blob', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const zero = '0'.repeat(40);
    const raw = rawDiff([
      [`:100644 100644 ${a} ${b} M`, 'x/changed.tf'],
      [`:000000 100644 ${zero} ${b} A`, 'new file.tf'],
      [`:100644 000000 ${a} ${zero} D`, 'gone.tf'],
    ]);
    expect(parseRawDiff(raw)).toEqual([
      { path: 'x/changed.tf', oldId: a, newId: b },
      { path: 'new file.tf', oldId: undefined, newId: b },
    ]);
  });
});

describe('lines of a commit', () => {
  it('reads a file of the commit, not of the work tree, and nothing outside it', async () => {
    const pr = makePullRequest({
      base: { 'a.tf': 'one\r\ntwo\nthree\n' },
      head: { 'a.tf': 'changed\n' },
    });
    const workspace = pr.checkoutBase();
    fs.writeFileSync(path.join(workspace, 'a.tf'), 'work tree\n');
    const read = createCommitLineReader({ git: recordingGit().git, workspace, sha: pr.baseSha });
    expect(await read('a.tf', 2, 3)).toEqual(['two', 'three']);
    expect(await read('missing.tf', 1, 2)).toBeUndefined();
    expect(await read('../a.tf', 1, 2)).toBeUndefined();
    expect(() =>
      createCommitLineReader({ git: recordingGit().git, workspace, sha: 'HEAD' }),
    ).toThrow(/Not a full commit id/);
  });
});
