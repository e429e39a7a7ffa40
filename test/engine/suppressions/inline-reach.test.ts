/**
 * How far an inline suppression reaches, in process (issue 31): the comment block right above a
 * finding (at most 20 lines) or a line of its range, in each comment style, never a neighbour's
 * comment; and on a pull request, a base's comment stops speaking for code the pull request
 * changed under it or between it and that code.
 */
import { describe, expect, it } from 'vitest';
import { applySuppressions } from '../../../src/engine/findings/apply-suppressions.ts';
import { StepLog } from '../../../src/action/step-log.ts';
import {
  directivesFor,
  MAX_LEADING_COMMENT_LINES,
  type SourceWindow,
} from '../../../src/engine/suppressions/inline.ts';
import {
  matchSuppressions,
  type SuppressibleFinding,
} from '../../../src/engine/suppressions/match.ts';
import {
  parseHunks,
  suppressionSpan,
  touchesSpan,
  WHOLE_FILE,
  type ChangedLines,
} from '../../../src/engine/suppressions/pull-request/changed-lines.ts';
import {
  auditOf,
  withdrawProposed,
  type PrSuppressionsMode,
} from '../../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import { renderSuppressionChanges } from '../../../src/engine/suppressions/pull-request/render-suppression-changes.ts';
import { pullRequestSuppressions, SUPPRESSIONS_FILE } from '../../support/suppression-changes.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

function finding(file: string, startLine: number, endLine: number, detectionId = 'D1') {
  return { detectionId, file, resource: `r${startLine}`, startLine, endLine };
}

/** Which of `findings` the comments of `text` (the whole file) suppress, by start line. */
function suppressedBy(file: string, text: string, findings: SuppressibleFinding[]): number[] {
  const windows = new Map<string, SourceWindow>([[file, { fromLine: 1, lines: text.split('\n') }]]);
  const outcome = matchSuppressions({
    findings,
    suppressions: { file: SUPPRESSIONS_FILE, entries: [] },
    windows,
    now: NOW,
  });
  return outcome.suppressed.map((s) => s.finding.startLine);
}

describe('the reach of an inline comment', () => {
  it('in Bicep, covers the resource under it and never its neighbour', () => {
    const bicep = [
      "resource a 'Microsoft.Storage/storageAccounts@2023-01-01' = {", // 1
      "  name: 'a'",
      '}',
      '// plerion:ignore D1 legacy client, SEC-4', // 4
      "resource b 'Microsoft.Storage/storageAccounts@2023-01-01' = {", // 5
      "  name: 'b' // plerion:ignore D2 b only",
      '}',
      "resource c 'Microsoft.Storage/storageAccounts@2023-01-01' = {", // 8
      "  name: 'c'",
      '}',
    ].join('\n');
    const findings = [
      finding('main.bicep', 1, 3),
      finding('main.bicep', 5, 7),
      finding('main.bicep', 8, 10),
    ];
    expect(suppressedBy('main.bicep', bicep, findings)).toEqual([5]);
    const d2 = [1, 5, 8].map((line) => finding('main.bicep', line, line + 2, 'D2'));
    expect(suppressedBy('main.bicep', bicep, d2)).toEqual([5]);
  });

  it('in ARM JSON, covers the resource holding the comment and never the next one', () => {
    const json = [
      '{', // 1
      '  "resources": [',
      '    {',
      '      "type": "Microsoft.Storage/storageAccounts", // plerion:ignore D1 legacy (SEC-5)',
      '      "name": "a"',
      '    },', // 6
      '    {', // 7
      '      "type": "Microsoft.Storage/storageAccounts",',
      '      "name": "b"',
      '    }', // 10
      '  ]',
      '}',
    ].join('\n');
    const findings = [finding('deploy.json', 3, 6), finding('deploy.json', 7, 10)];
    expect(suppressedBy('deploy.json', json, findings)).toEqual([3]);
    // A `#` line is no comment in JSON or Bicep: it neither suppresses nor joins a comment block.
    const hashed = ['# plerion:ignore D1 not a comment here', '{', '}'].join('\n');
    expect(suppressedBy('x.json', hashed, [finding('x.json', 2, 3)])).toEqual([]);
    expect(suppressedBy('x.bicep', hashed, [finding('x.bicep', 2, 3)])).toEqual([]);
  });

  it('holds as a trailing comment on the one line of a one-line finding', () => {
    const text = ['FROM alpine', 'USER root # plerion:ignore D1 build stage only', 'RUN true'].join(
      '\n',
    );
    expect(suppressedBy('Dockerfile', text, [finding('Dockerfile', 2, 2)])).toEqual([2]);
    expect(suppressedBy('Dockerfile', text, [finding('Dockerfile', 3, 3)])).toEqual([]);
    expect(suppressedBy('Dockerfile', text, [finding('Dockerfile', 1, 1)])).toEqual([]);
  });

  it('reaches 20 comment lines above the finding, not 21', () => {
    expect(MAX_LEADING_COMMENT_LINES).toBe(20);
    const block = (filler: number) =>
      [
        '# plerion:ignore D1 reviewed (SEC-9)',
        ...Array.from({ length: filler }, (_, i) => `# note ${i + 1}`),
        'resource "a" "b" {',
        '}',
      ].join('\n');
    // 19 notes: the directive is the 20th line above the resource.
    expect(suppressedBy('a.tf', block(19), [finding('a.tf', 21, 22)])).toEqual([21]);
    expect(suppressedBy('a.tf', block(20), [finding('a.tf', 22, 23)])).toEqual([]);
    const window: SourceWindow = { fromLine: 1, lines: block(19).split('\n') };
    expect(directivesFor(finding('a.tf', 21, 22), window).map((d) => d.line)).toEqual([1]);
  });
});

describe('the lines a pull request changed', () => {
  it('reads added runs and deletions from the hunk headers of git diff -U0', () => {
    const diff = [
      'diff --git a/x b/x',
      '@@ -3,0 +4,2 @@ resource',
      '+a',
      '+b',
      '@@ -10,2 +11,0 @@',
      '@@ -20 +19 @@',
      '@@ -30,3 +29,1 @@',
      '@@ -1 +0,0 @@',
    ].join('\n');
    expect(parseHunks(diff)).toEqual({
      added: [
        [4, 5],
        [19, 19],
        [29, 29],
      ],
      deletedAfter: [11, 0],
    });
  });

  it('counts a changed line inside the span, and a deletion only between two of its lines', () => {
    const changed: ChangedLines = { added: [[10, 12]], deletedAfter: [20, 30] };
    expect(touchesSpan(changed, 12, 15)).toBe(true);
    expect(touchesSpan(changed, 5, 10)).toBe(true);
    expect(touchesSpan(changed, 13, 19)).toBe(false);
    // A deletion right after the span's last line, or right before its first, is outside it.
    expect(touchesSpan(changed, 13, 20)).toBe(false);
    expect(touchesSpan(changed, 21, 25)).toBe(false);
    expect(touchesSpan(changed, 20, 21)).toBe(true);
    expect(touchesSpan(changed, 25, 31)).toBe(true);
    expect(touchesSpan(undefined, 1, 100)).toBe(false);
    expect(touchesSpan(WHOLE_FILE, 5000, 5000)).toBe(true);
  });

  it('spans from the comment to the end of the finding, wherever the comment is', () => {
    expect(suppressionSpan({ startLine: 5, endLine: 9 }, 2)).toEqual({ from: 2, to: 9 });
    expect(suppressionSpan({ startLine: 5, endLine: 9 }, 7)).toEqual({ from: 5, to: 9 });
    expect(suppressionSpan({ startLine: 5, endLine: 5 }, 5)).toEqual({ from: 5, to: 5 });
  });
});

describe("a base's comment over code the pull request changed", () => {
  // The base's comment (line 1) over a group (lines 2-4); a file entry for the same detection.
  const text = ['# plerion:ignore D1 accepted (SEC-1)', 'resource "a" "lb" {', '  x = 1', '}'];
  const lb = finding('main.tf', 2, 4);
  const windows = new Map<string, SourceWindow>([['main.tf', { fromLine: 1, lines: text }]]);

  function settle(mode: PrSuppressionsMode, changed: ChangedLines | undefined, entries = false) {
    const file = entries
      ? {
          file: SUPPRESSIONS_FILE,
          entries: [
            {
              entryNumber: 1,
              line: 2,
              detection: 'D1',
              reason: 'the base file says so',
              path: undefined,
              resource: undefined,
              expires: undefined,
            },
          ],
        }
      : { file: SUPPRESSIONS_FILE, entries: [] };
    const pr = pullRequestSuppressions({
      mode,
      file,
      changedLines: new Map(changed ? [['main.tf', changed]] : []),
    });
    const outcome = withdrawProposed(
      matchSuppressions({ findings: [lb], suppressions: file, windows, now: NOW }),
      pr,
      NOW,
    );
    return { outcome, pr };
  }

  it('applies while the pull request changed nothing from the comment to the end of the code', () => {
    for (const changed of [undefined, { added: [[5, 9]], deletedAfter: [4, 0] } as ChangedLines]) {
      const { outcome } = settle('propose', changed);
      expect(outcome.suppressed.map((s) => s.suppression.kind)).toEqual(['inSource']);
      expect(outcome.covering).toEqual([]);
    }
  });

  it('under propose, suppresses nothing once a line of the code or between changed, and is listed', () => {
    for (const changed of [
      { added: [[3, 3]], deletedAfter: [] },
      { added: [], deletedAfter: [1] },
      { added: [[1, 1]], deletedAfter: [] },
    ] as ChangedLines[]) {
      const { outcome, pr } = settle('propose', changed);
      expect(outcome.active).toEqual([lb]);
      expect(outcome.covering).toEqual([
        {
          file: 'main.tf',
          line: 1,
          detectionId: 'D1',
          reason: 'accepted (SEC-1)',
          change: 'covers changed lines',
        },
      ]);
      const section = renderSuppressionChanges(auditOf(pr, outcome.covering), {
        level: '###',
        rows: 5,
      });
      expect(section).toContain(
        '| inline, main.tf:1 | `D1` | accepted \\(SEC-1\\) | covers changed lines | proposed by this pull request, not applied |',
      );
    }
  });

  it('under propose, leaves the finding to the base file entry that matches it', () => {
    const { outcome } = settle('propose', { added: [[3, 3]], deletedAfter: [] }, true);
    expect(outcome.suppressed.map((s) => s.suppression.kind)).toEqual(['external']);
  });

  it('under apply, still applies, and is listed as applied', () => {
    const { outcome, pr } = settle('apply', { added: [[3, 3]], deletedAfter: [] });
    expect(outcome.suppressed.map((s) => s.suppression.kind)).toEqual(['inSource']);
    expect(outcome.covering.map((d) => d.line)).toEqual([1]);
    expect(
      renderSuppressionChanges(auditOf(pr, outcome.covering), { level: '###', rows: 5 }),
    ).toContain('| covers changed lines | applied |');
  });
});

describe('the audit of a run', () => {
  it('lists the base comment over changed code with what the pull request adds, and the log says it is proposed', async () => {
    const notices: string[] = [];
    const log = new StepLog({
      info: () => undefined,
      debug: () => undefined,
      annotate: (level, message) => {
        if (level === 'notice') notices.push(message);
      },
      startGroup: () => undefined,
      endGroup: () => undefined,
    });
    const lines = ['# plerion:ignore D1 accepted (SEC-1)', 'resource "a" "lb" {', '  x = 1', '}'];
    const file = { file: SUPPRESSIONS_FILE, entries: [] };
    const result = await applySuppressions([finding('main.tf', 2, 4)], log, {
      suppressions: file,
      readLines: (_file, from, to) => Promise.resolve(lines.slice(from - 1, to)),
      now: NOW,
      pullRequest: pullRequestSuppressions({
        file,
        changedLines: new Map([['main.tf', { added: [[3, 3]], deletedAfter: [] }]]),
      }),
    });
    expect(result.suppressed.size).toBe(0);
    expect(result.audit.pullRequest?.changes.inline).toMatchObject([
      { file: 'main.tf', line: 1, change: 'covers changed lines' },
    ]);
    expect(notices).toEqual([
      'This pull request adds or changes 1 suppression (0 in .plerion-ignore.yml, 1 inline): proposed by this pull request, not applied, so the findings they name still gate.',
    ]);
  });
});
