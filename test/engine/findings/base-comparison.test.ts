/**
 * The baseline side of a pull request's report, in process: what the gate compares with (no base,
 * a base that could not be used, a scanned folder new in this change, a base scanned in full),
 * what it tells the step log and the summary's notes, and which findings kept their identity
 * through a rename or a move.
 */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import {
  carriedNotes,
  compareBase,
  identityHints,
} from '../../../src/engine/findings/base-comparison.ts';
import type { ChangeIdentity } from '../../../src/engine/scan/change-identity.ts';
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

describe('findings that kept their identity through a rename or a move', () => {
  const base = (...results: ApiFinding[]): BaseScan => ({
    status: 'scanned',
    label: 'main',
    sha: SHA,
    tree: treeScan(
      [scanResult('base.zip', results)],
      results.map((f) => (f.file ?? '').replace(/^\//, '')),
    ),
  });
  const identity = (
    renames: Record<string, string>,
    terraformTexts: Record<string, string> = {},
  ): ChangeIdentity => ({
    renames: new Map(Object.entries(renames)),
    terraformTexts: new Map(Object.entries(terraformTexts)),
  });
  const compareIn = (scanBase: BaseScan, current: readonly Finding[], id?: ChangeIdentity) => {
    const recorded = recordingLog();
    const compared = compareBase(
      { head: treeScan([], []), base: scanBase, notes: [], ...(id && { identity: id }) },
      current,
      recorded.log,
      { scanPath: 'infra', skipDetections: [], headComplete: true },
    );
    return { ...compared, ...recorded };
  };

  it('a file git saw renamed: unchanged, in a changed resource, and the note names it', () => {
    const head = findingsOf([scanResult('head.zip', [bucket('net/b.tf')])]);
    const compared = compareIn(
      base(bucket('infra/a.tf')),
      head,
      identity({ 'infra/a.tf': 'net/b.tf' }),
    );
    expect(compared.states?.get(head[0]!)).toBe('unchanged');
    expect(compared.changed?.get(head[0]!)?.file).toBe('infra/a.tf');
    expect(compared.baseline?.fixed).toEqual([]);
    expect(compared.notes).toEqual([
      '1 finding kept their identity through a file git sees renamed, so they are not new: infra/a.tf → net/b.tf.',
    ]);
  });

  it('without the rename, another folder is new there and fixed here, and no note', () => {
    const head = findingsOf([scanResult('head.zip', [bucket('net/b.tf')])]);
    const compared = compareIn(base(bucket('infra/a.tf')), head);
    expect(compared.states?.get(head[0]!)).toBe('new');
    expect(compared.baseline?.fixed.map((f) => f.file)).toEqual(['infra/a.tf']);
    expect(compared.notes).toEqual([]);
  });

  it('a Terraform moved block the change brings: the renamed resource keeps its identity', () => {
    const head = findingsOf([
      scanResult('head.zip', [bucket('infra/main.tf', { resource: 'aws_s3_bucket.audit' })]),
    ]);
    const moved = 'moved {\n  from = aws_s3_bucket.logs\n  to = aws_s3_bucket.audit\n}\n';
    const compared = compareIn(
      base(bucket('infra/main.tf')),
      head,
      identity({}, { 'infra/moves.tf': moved, 'infra/other.tf': 'resource "x" "moved" {}' }),
    );
    expect(compared.states?.get(head[0]!)).toBe('unchanged');
    expect(compared.notes).toEqual([
      '1 finding kept their identity through a Terraform moved block (the same resource, renamed), so they are not new: aws_s3_bucket.logs → aws_s3_bucket.audit (infra/main.tf).',
    ]);
    // The same rename without the block is new.
    const without = compareIn(base(bucket('infra/main.tf')), head, identity({}));
    expect(without.states?.get(head[0]!)).toBe('new');
  });

  it('a resource moved to another file of its module: named in a note', () => {
    const head = findingsOf([scanResult('head.zip', [bucket('infra/s3.tf')])]);
    const compared = compareIn(base(bucket('infra/main.tf')), head);
    expect(compared.states?.get(head[0]!)).toBe('unchanged');
    expect(compared.notes).toEqual([
      '1 finding kept their identity: their resource moved to another file of its Terraform module: aws_s3_bucket.logs (infra/main.tf → infra/s3.tf).',
    ]);
  });

  it('are counted all and named up to five', () => {
    const resources = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
    const from = resources.map((r) => bucket(`infra/${r}.tf`, { resource: r }));
    const to = resources.map((r) => bucket(`moved/${r}.tf`, { resource: r }));
    const head = findingsOf([scanResult('head.zip', to)]);
    const renames = Object.fromEntries(resources.map((r) => [`infra/${r}.tf`, `moved/${r}.tf`]));
    const [note] = compareIn(base(...from), head, identity(renames)).notes;
    expect(note).toBe(
      '6 findings kept their identity through a file git sees renamed, so they are not new: infra/r1.tf → moved/r1.tf, infra/r2.tf → moved/r2.tf, infra/r3.tf → moved/r3.tf, infra/r4.tf → moved/r4.tf, infra/r5.tf → moved/r5.tf, and 1 more.',
    );
  });
});

describe('the hints read from what the change says', () => {
  it('groups moved blocks by module folder, from HCL and JSON alike', () => {
    const hints = identityHints({
      renames: new Map([['a.tf', 'b.tf']]),
      terraformTexts: new Map([
        ['infra/a.tf', 'moved {\n from = aws_x.a\n to = aws_x.b\n}'],
        ['infra/b.tf.json', '{"moved": [{"from": "aws_x.c", "to": "aws_x.d"}]}'],
        ['infra/c.tf', 'resource "aws_x" "moved" {}'],
        ['top.tf', 'moved {\n from = aws_y.a\n to = aws_y.b\n}'],
        ['other/x.tf', '# nothing moved here'],
      ]),
    });
    expect(hints.renames).toEqual(new Map([['a.tf', 'b.tf']]));
    expect(hints.moves).toEqual(
      new Map([
        [
          'infra',
          [
            { from: 'aws_x.a', to: 'aws_x.b' },
            { from: 'aws_x.c', to: 'aws_x.d' },
          ],
        ],
        ['.', [{ from: 'aws_y.a', to: 'aws_y.b' }]],
      ]),
    );
    expect(identityHints(undefined)).toEqual({});
  });

  it('says nothing when nothing was carried, and names five without "more"', () => {
    expect(carriedNotes([])).toEqual([]);
    const five = findingsOf([
      scanResult(
        'x.zip',
        ['a', 'b', 'c', 'd', 'e'].map((r) => bucket(`m/${r}.tf`, { resource: r })),
      ),
    ]);
    const [note] = carriedNotes(five.map((f) => ({ from: f, to: f, by: 'renamed file' })));
    expect(note).toBe(
      '5 findings kept their identity through a file git sees renamed, so they are not new: m/a.tf → m/a.tf, m/b.tf → m/b.tf, m/c.tf → m/c.tf, m/d.tf → m/d.tf, m/e.tf → m/e.tf.',
    );
  });
});
