/**
 * The baseline side of a pull request's report, in process: what the gate compares with (no base,
 * a base that could not be used, a scanned folder new in this change, a base scanned in full),
 * what it tells the step log and the summary's notes, and which findings count as moved.
 */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import { compareBase } from '../../../src/engine/findings/base-comparison.ts';
import { compareWithBase } from '../../../src/engine/findings/compare.ts';
import { buildFindings, type Finding } from '../../../src/engine/findings/findings.ts';
import type { BaseScan } from '../../../src/engine/scan/scan-workspace.ts';
import type { ScanResult } from '../../../src/engine/scan/types.ts';
import { apiFinding, recordingLog, scanResult, treeScan } from '../../support/tree-scans.ts';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';

/** A bucket finding in `file` (workspace-relative), with its code and resource. */
function bucket(file: string, overrides: Partial<ApiFinding> = {}): ApiFinding {
  return apiFinding({ id: `${file}-${overrides.resource ?? 'logs'}`, file, ...overrides });
}

function findingsOf(results: readonly ScanResult[]): readonly Finding[] {
  const paths = results.flatMap((r) => r.findings.map((f) => f.file ?? ''));
  return buildFindings(results, new Set(paths), []).findings;
}

function compareWith(base: BaseScan, current: readonly Finding[], headComplete = true) {
  const recorded = recordingLog();
  const head = treeScan([], []);
  const compared = compareBase({ head, base, notes: [] }, current, recorded.log, {
    scanPath: 'infra',
    skipDetections: [],
    headComplete,
  });
  return { ...compared, ...recorded };
}

const HEAD = findingsOf([
  scanResult('head.zip', [
    bucket('infra/a.tf'),
    bucket('infra/new.tf', { resource: 'aws_s3_bucket.fresh' }),
  ]),
]);

describe('the base a pull request is compared with', () => {
  it('none: every finding counts, and nothing is said', () => {
    const compared = compareWith({ status: 'none' }, HEAD);
    expect(compared).toMatchObject({ baseline: undefined, states: undefined, notes: [] });
    expect(compared.warnings).toEqual([]);
  });

  it('one that could not be used: one warning, every finding counts, and the report says why', () => {
    const reason = 'refs/pull/7/merge is not in the checkout';
    const compared = compareWith({ status: 'unavailable', reason, label: 'main', sha: SHA }, HEAD);
    expect(compared.warnings).toEqual([
      `The baseline could not be used, so the gate counts every finding: ${reason}`,
    ]);
    expect(compared.baseline).toEqual({
      label: 'main',
      sha: SHA,
      status: 'unavailable',
      note: reason,
      fixed: [],
      archives: [],
    });
    expect(compared.states).toBeUndefined();
    expect(compared.notes).toEqual([`Baseline not used: ${reason}`]);
    // Not even the base's name known: the report still reads.
    const unnamed = compareWith({ status: 'unavailable', reason }, HEAD);
    expect(unnamed.baseline).toMatchObject({ label: 'the base', sha: '' });
  });

  it('one a runner without git cannot read: a notice, not a warning, and every finding counts', () => {
    const reason = 'git is not on the PATH';
    const compared = compareWith({ status: 'unavailable', reason, gitMissing: true }, HEAD);
    expect(compared.warnings).toEqual([]);
    expect(compared.notices).toEqual([
      `The baseline is skipped, so the gate counts every finding: ${reason}`,
    ]);
    expect(compared.states).toBeUndefined();
  });

  it('one without the scanned folder: every finding is new, and the note says so', () => {
    const compared = compareWith({ status: 'no-folder', label: 'main', sha: SHA }, HEAD);
    const note = 'infra does not exist on main: every finding is new.';
    expect(compared.baseline).toEqual({
      label: 'main',
      sha: SHA,
      status: 'compared',
      note,
      fixed: [],
      archives: [],
    });
    expect(HEAD.map((f) => compared.states?.get(f))).toEqual(['new', 'new']);
    expect(compared.notes).toEqual([note]);
  });

  it('one scanned in full: new, unchanged and fixed findings, and one line in the log', () => {
    const tree = treeScan(
      [
        scanResult('base-1.zip', [bucket('infra/a.tf'), bucket('infra/gone.tf')]),
        scanResult('base-2.zip', [], { alreadyScanned: true }),
      ],
      ['infra/a.tf', 'infra/gone.tf'],
    );
    const compared = compareWith({ status: 'scanned', label: 'main', sha: SHA, tree }, HEAD);
    expect(HEAD.map((f) => `${f.file} ${compared.states?.get(f)}`)).toEqual([
      'infra/a.tf unchanged',
      'infra/new.tf new',
    ]);
    expect(compared.baseline).toMatchObject({
      label: 'main',
      sha: SHA,
      status: 'compared',
      note: undefined,
      archives: tree.archives,
    });
    expect(compared.baseline?.fixed.map((f) => f.file)).toEqual(['infra/gone.tf']);
    expect(compared.notes).toEqual([]);
    expect(compared.info).toEqual([
      'Baseline main (abcdef0): 2 archives, 1 already scanned by the service; 2 findings there.',
    ]);
  });

  it('one whose scan did not complete: not used, named by its short sha, with its archive rows', () => {
    const tree = treeScan(
      [
        scanResult('base-1.zip', [], { status: 'TIMEOUT', reason: 'timed out' }),
        scanResult('base-2.zip', [], { status: 'FAILURE', reason: 'failed' }),
      ],
      [],
    );
    const compared = compareWith({ status: 'scanned', label: 'main', sha: SHA, tree }, HEAD);
    expect(compared.baseline?.note).toBe(
      'the scan of main (abcdef0) did not complete: scan scan-base-1.zip (base-1.zip) timed out; scan scan-base-2.zip (base-2.zip) failed',
    );
    expect(compared.baseline?.archives).toEqual(tree.archives);
  });
});

describe('findings that moved to another file', () => {
  const base = (...results: ApiFinding[]): BaseScan => ({
    status: 'scanned',
    label: 'main',
    sha: SHA,
    tree: treeScan(
      [scanResult('base.zip', results)],
      results.map((f) => (f.file ?? '').replace(/^\//, '')),
    ),
  });

  it('are named in a note, new where they are and fixed where they were', () => {
    const head = findingsOf([scanResult('head.zip', [bucket('infra/b.tf')])]);
    const compared = compareWith(base(bucket('infra/a.tf')), head);
    expect(compared.notes).toEqual([
      '1 finding moved to another file (renamed or moved), so each counts as new there and fixed where it was: infra/a.tf → infra/b.tf',
    ]);
    expect(compared.states?.get(head[0]!)).toBe('new');
    expect(compared.baseline?.fixed.map((f) => f.file)).toEqual(['infra/a.tf']);
  });

  it('are counted all and named up to five, by the path the service gave when it maps to none', () => {
    const resources = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
    const from = resources.map((r) => bucket(`/infra/${r}.tf`, { resource: r }));
    const to = resources.map((r) => bucket(`/moved/${r}.tf`, { resource: r }));
    // Of the new files only moved/r2.tf was uploaded: the others keep the service's path.
    const head = buildFindings([scanResult('head.zip', to)], new Set(['moved/r2.tf']), []).findings;
    const [note] = compareWith(base(...from), head).notes;
    expect(note).toBe(
      '6 findings moved to another file (renamed or moved), so each counts as new there and fixed where it was: infra/r2.tf → moved/r2.tf, infra/r1.tf → /moved/r1.tf, infra/r3.tf → /moved/r3.tf, infra/r4.tf → /moved/r4.tf, infra/r5.tf → /moved/r5.tf',
    );
  });
});

describe('what counts as a move', () => {
  const moves = (base: ApiFinding[], head: ApiFinding[]) => {
    const current = findingsOf([scanResult('head.zip', head)]);
    return compareWithBase(current, findingsOf([scanResult('base.zip', base)])).moved.map(
      ({ from, to }) => `${from.file} -> ${to.file}`,
    );
  };

  it('the same code moved to another file and re-indented, blank lines and all', () => {
    const indented = bucket('infra/b.tf', {
      codeBlock: [
        [1, '  resource "aws_s3_bucket" "logs" {\n'],
        [2, '\n'],
        [3, '      acl = "public-read"\n'],
        [4, '  }\n'],
      ],
    });
    expect(moves([bucket('infra/a.tf')], [indented])).toEqual(['infra/a.tf -> infra/b.tf']);
  });

  it('one move per fixed finding: a copy pasted into two new files moved to the first only', () => {
    expect(moves([bucket('a.tf')], [bucket('b.tf'), bucket('c.tf')])).toEqual(['a.tf -> b.tf']);
    expect(moves([bucket('a.tf'), bucket('b.tf')], [bucket('c.tf'), bucket('d.tf')])).toEqual([
      'a.tf -> c.tf',
      'b.tf -> d.tf',
    ]);
  });

  it('never a finding still on the base, nor one of another code, detection or resource', () => {
    // Of two identical buckets, one is removed: a fix; the other stays: unchanged, not moved.
    expect(moves([bucket('a.tf'), bucket('b.tf')], [bucket('a.tf')])).toEqual([]);
    // Another code is another finding, and so is the same code split into other lines.
    const changed = bucket('b.tf', {
      codeBlock: [
        [1, 'resource "aws_s3_bucket" "logs" {\n'],
        [2, '  acl = "private"\n'],
        [3, '}\n'],
      ],
    });
    expect(moves([bucket('a.tf')], [changed])).toEqual([]);
    const joined = bucket('b.tf', {
      codeBlock: [
        [1, 'resource "aws_s3_bucket" "logs" {  acl = "public-read"\n'],
        [2, '}\n'],
      ],
    });
    const split = bucket('a.tf', {
      codeBlock: [
        [1, 'resource "aws_s3_bucket" "logs" {  acl = "public-\n'],
        [2, 'read"}\n'],
      ],
    });
    expect(moves([split], [joined])).toEqual([]);
    const other = bucket('b.tf', {
      detectionId: 'PLERION-TF-S3-PUBLIC-ACLa',
      resource: 'ws_s3_bucket.logs',
    });
    expect(moves([bucket('a.tf')], [other])).toEqual([]);
  });
});
