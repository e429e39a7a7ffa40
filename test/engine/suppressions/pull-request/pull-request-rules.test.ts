/**
 * Which inline suppressions are a pull request's own, in process: the lines it changed (read from
 * git's hunk headers, never from the code), the comments it added or changed (whitespace around
 * a comment is not a change of its text), every comment when its base could not be read, and
 * each base comment over code it changed listed once, beside what it added.
 */
import { describe, expect, it } from 'vitest';
import type { SourceWindow } from '../../../../src/engine/suppressions/inline.ts';
import {
  matchSuppressions,
  type SuppressibleFinding,
} from '../../../../src/engine/suppressions/match.ts';
import {
  parseHunks,
  touchesSpan,
  type ChangedLines,
} from '../../../../src/engine/suppressions/pull-request/changed-lines.ts';
import { parseRawDiff } from '../../../../src/engine/suppressions/pull-request/read-suppression-changes.ts';
import {
  withdrawProposed,
  type PullRequestSuppressions,
} from '../../../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import {
  changedDirectives,
  isProposedInline,
  type ChangedDirective,
} from '../../../../src/engine/suppressions/pull-request/suppression-changes.ts';
import { rawDiff } from '../../../support/raw-diff.ts';
import {
  pullRequestSuppressions,
  suppressionChanges,
  SUPPRESSIONS_FILE,
} from '../../../support/suppression-changes.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('the lines a pull request changed', () => {
  it('come from hunk headers with counts of any length', () => {
    expect(
      parseHunks('@@ -10,12 +11,15 @@ resource\n@@ -100,20 +120 @@\n@@ -300,11 +401,0 @@'),
    ).toEqual({
      added: [
        [11, 25],
        [120, 120],
      ],
      deletedAfter: [401],
    });
  });

  it('never from a line of code that looks like a hunk header', () => {
    const diff = ['@@ -3,0 +4,2 @@', '+note: "x"', '+ @@ -1 +900,5 @@', '+@@ -1 +700 @@'].join(
      '\n',
    );
    expect(parseHunks(diff)).toEqual({ added: [[4, 5]], deletedAfter: [] });
  });

  it('touch a span when any of the changed runs overlaps it', () => {
    const changed: ChangedLines = {
      added: [
        [1, 2],
        [40, 41],
      ],
      deletedAfter: [],
    };
    expect(touchesSpan(changed, 39, 45)).toBe(true);
    expect(touchesSpan(changed, 3, 39)).toBe(false);
  });
});

describe('the files a pull request changed', () => {
  it('are changes of the base file whatever digits their blob ids start or end with', () => {
    // About one blob id in sixteen ends in 0: only the all-zero id means "no blob".
    const old = `0${'a'.repeat(38)}0`;
    const now = `00${'b'.repeat(36)}00`;
    const raw = rawDiff([[`:100644 100644 ${old} ${now} M`, 'main.tf']]);
    expect(parseRawDiff(raw)).toEqual([{ path: 'main.tf', oldId: old, newId: now }]);
  });
});

describe("the pull request's own comments", () => {
  const base = [
    '  # plerion:ignore D1 reviewed (SEC-1)',
    'resource "a" "b" {}',
    '# plerion:ignore',
  ].join('\n');

  it('are not a base comment re-indented: its text is the same, the changed lines decide', () => {
    // The base's comment, two spaces further in.
    const head = `  ${base}`;
    expect(changedDirectives('main.tf', base, head)).toEqual([]);
  });

  it('a comment without an id is added, never "changed", whatever the base holds', () => {
    const head = `${base}\n# plerion:ignore\nresource "c" "d" {}`;
    // One more copy than the base has: every copy counts as the pull request's (fail closed).
    expect(changedDirectives('main.tf', base, head)).toEqual([
      { file: 'main.tf', line: 3, detectionId: undefined, reason: undefined, change: 'added' },
      { file: 'main.tf', line: 4, detectionId: undefined, reason: undefined, change: 'added' },
    ]);
  });

  it('are every comment when the base could not be read, else only those at their own place', () => {
    const none = suppressionChanges();
    expect(isProposedInline({ ...none, baseUnknown: true }, 'main.tf', 1)).toBe(true);
    const added: ChangedDirective = {
      file: 'main.tf',
      line: 5,
      detectionId: 'D1',
      reason: 'r',
      change: 'added',
    };
    const some = { ...none, inline: [added] };
    expect(isProposedInline(some, 'main.tf', 5)).toBe(true);
    expect(isProposedInline(some, 'main.tf', 1)).toBe(false);
    expect(isProposedInline(some, 'other.tf', 5)).toBe(false);
  });
});

describe('settling a pull request’s inline suppressions', () => {
  // main.tf as the pull request has it: the base's comment over `a` (lines 1-3), and the comment
  // the pull request added over `b` (lines 5-7).
  const lines = [
    '# plerion:ignore D1 accepted on main (SEC-1)',
    'resource "a" "a" {',
    '}',
    '# plerion:ignore D1 trust me',
    'resource "b" "b" {',
    '  x = 1',
    '}',
  ];
  const a: SuppressibleFinding = {
    detectionId: 'D1',
    file: 'main.tf',
    resource: 'a',
    startLine: 2,
    endLine: 3,
  };
  const b: SuppressibleFinding = {
    detectionId: 'D1',
    file: 'main.tf',
    resource: 'b',
    startLine: 5,
    endLine: 7,
  };
  const added: ChangedDirective = {
    file: 'main.tf',
    line: 4,
    detectionId: 'D1',
    reason: 'trust me',
    change: 'added',
  };

  function settle(overrides: Partial<PullRequestSuppressions>, findings = [a, b]) {
    const windows = new Map<string, SourceWindow>([['main.tf', { fromLine: 1, lines }]]);
    const file = { file: SUPPRESSIONS_FILE, entries: [] };
    const pr = pullRequestSuppressions({
      file,
      changes: suppressionChanges({ inline: [added] }),
      changedLines: new Map([['main.tf', { added: [[4, 7]], deletedAfter: [] }]]),
      ...overrides,
    });
    return withdrawProposed(
      matchSuppressions({ findings, suppressions: file, windows, now: NOW }),
      pr,
      NOW,
    );
  }

  it('lists a comment the pull request added once, as added, though its lines changed too', () => {
    const outcome = settle({});
    expect(outcome.active).toEqual([b]);
    expect(outcome.suppressed.map((s) => s.finding)).toEqual([a]);
    expect(outcome.covering).toEqual([]);
    // Its own comment taken back: the finding is as the base comparison says, not reclaimed.
    expect(outcome.reclaimed).toEqual([]);
  });

  it('suppresses with none of its comments when its base could not be read', () => {
    const outcome = settle({
      changes: suppressionChanges({ baseUnknown: true }),
      changedLines: new Map(),
    });
    expect(outcome.active).toEqual([a, b]);
  });

  it('lists each base comment over changed code, one row per comment', () => {
    const outcome = settle({
      changes: suppressionChanges(),
      changedLines: new Map([
        [
          'main.tf',
          {
            added: [
              [3, 3],
              [6, 6],
            ],
            deletedAfter: [],
          },
        ],
      ]),
    });
    expect(outcome.covering.map((d) => [d.line, d.reason, d.change])).toEqual([
      [1, 'accepted on main (SEC-1)', 'covers changed lines'],
      [4, 'trust me', 'covers changed lines'],
    ]);
    expect(outcome.active).toEqual([a, b]);
    // What the base accepted, the pull request changed: its own now, whatever the base had.
    expect(outcome.reclaimed).toEqual([a, b]);
  });

  it('reclaims nothing in apply mode, nor what an entry of the file still suppresses', () => {
    const changedLines = new Map([['main.tf', { added: [[3, 3] as const], deletedAfter: [] }]]);
    const changes = suppressionChanges();
    expect(settle({ mode: 'apply', changes, changedLines }).reclaimed).toEqual([]);
    const entry = {
      entryNumber: 1,
      line: 2,
      detection: a.detectionId,
      path: undefined,
      resource: undefined,
      reason: 'accepted in the file',
      expires: undefined,
    };
    const held = settle({
      changes,
      changedLines,
      file: { file: SUPPRESSIONS_FILE, entries: [entry] },
    });
    expect(held.suppressed.map((s) => s.finding)).toContain(a);
    expect(held.reclaimed).not.toContain(a);
  });

  it('withholds what its own comment would suppress, in propose mode only', () => {
    const outcome = settle({});
    expect(outcome.withheld).toEqual([
      {
        finding: b,
        suppression: {
          kind: 'inSource',
          justification: 'trust me',
          detectionId: 'D1',
          file: 'main.tf',
          line: 4,
        },
      },
    ]);
    expect(settle({ mode: 'apply' }).withheld).toEqual([]);
  });

  it('withholds what an entry it adds would suppress, each finding once, unless its entries apply', () => {
    const c: SuppressibleFinding = { ...a, detectionId: 'D2', resource: 'c' };
    const entry = (entryNumber: number, detection: string) => ({
      entry: {
        entryNumber,
        line: entryNumber * 2,
        detection,
        path: undefined,
        resource: undefined,
        reason: `the pull request accepts ${detection}`,
        expires: undefined,
      },
      change: 'added' as const,
    });
    // D1 would also cover b, which its own comment already proposes: listed once, for the comment.
    const changes = suppressionChanges({
      inline: [added],
      entries: [entry(1, 'D1'), entry(2, 'D2')],
    });
    const proposed = settle({ changes }, [a, b, c]);
    expect(proposed.active).toEqual([c, b]);
    expect(proposed.withheld.map((w) => [w.finding, w.suppression.justification])).toEqual([
      [b, 'trust me'],
      [c, 'the pull request accepts D2'],
    ]);
    expect(
      settle({ changes, entriesApplied: true }, [a, b, c]).withheld.map((w) => w.finding),
    ).toEqual([b]);
  });

  it('changes nothing without a pull request', () => {
    const windows = new Map<string, SourceWindow>([['main.tf', { fromLine: 1, lines }]]);
    const outcome = matchSuppressions({
      findings: [a, b],
      suppressions: { file: SUPPRESSIONS_FILE, entries: [] },
      windows,
      now: NOW,
    });
    expect(withdrawProposed(outcome, undefined, NOW)).toEqual({
      ...outcome,
      covering: [],
      withheld: [],
      reclaimed: [],
    });
  });
});
