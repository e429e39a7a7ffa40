/**
 * The section reviewers read first on a pull request, in process: every suppression it adds or
 * changes with its status, the caution that proposed ones still gate (shown exactly when one is
 * proposed), the note on base comments over changed code, the row budget, files too large to
 * compare and problems; and the one log line saying what is proposed.
 */
import { describe, expect, it } from 'vitest';
import {
  describeProposed,
  renderSuppressionChanges,
} from '../../../../src/engine/suppressions/pull-request/render-suppression-changes.ts';
import type { PullRequestSuppressionAudit } from '../../../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import type {
  ChangedDirective,
  SuppressionChanges,
} from '../../../../src/engine/suppressions/pull-request/suppression-changes.ts';
import { suppressionChanges } from '../../../support/suppression-changes.ts';

const PROPOSED = 'proposed by this pull request, not applied';
const CAUTION = `Suppressions marked “${PROPOSED}” do not hide their findings: those still gate until the change reaches the base branch.`;
const TABLE = '| Where | Detection | Reason | Change | Status |\n| --- | --- | --- | --- | --- |';

const ENTRY = {
  entry: {
    entryNumber: 2,
    line: 4,
    detection: 'D2',
    path: undefined,
    resource: undefined,
    reason: 'the fork says so',
    expires: undefined,
  },
  change: 'added' as const,
};
const COMMENT: ChangedDirective = {
  file: 'infra/main.tf',
  line: 6,
  detectionId: 'D1',
  reason: 'trust me',
  change: 'changed',
};
const BOTH = suppressionChanges({ entries: [ENTRY], inline: [COMMENT] });

function audit(
  entriesApplied: boolean,
  inlineApplied: boolean,
  what: SuppressionChanges = BOTH,
): PullRequestSuppressionAudit {
  return {
    mode: inlineApplied ? 'apply' : 'propose',
    entriesApplied,
    inlineApplied,
    changes: what,
  };
}

const section = (a: PullRequestSuppressionAudit | undefined, rows = 10) =>
  renderSuppressionChanges(a, { level: '###', rows });

const rows = (entryStatus: string, inlineStatus: string) =>
  `| \\.plerion-ignore.yml entry 2 | \`D2\` | the fork says so | added | ${entryStatus} |\n` +
  `| inline, infra/main.tf:6 | \`D1\` | trust me | changed | ${inlineStatus} |`;

describe('the section on the suppressions a pull request adds or changes', () => {
  it('is absent without a pull request, and when the pull request changes none', () => {
    expect(section(undefined)).toBe('');
    expect(section(audit(false, false, suppressionChanges()))).toBe('');
  });

  it('lists each as proposed under propose, with the caution that their findings still gate', () => {
    expect(section(audit(false, false))).toBe(
      `### Suppressions this pull request adds or changes: 2\n\n${CAUTION}\n\n${TABLE}\n${rows(PROPOSED, PROPOSED)}`,
    );
  });

  it('lists each as applied under apply, without the caution', () => {
    expect(section(audit(true, true))).toBe(
      `### Suppressions this pull request adds or changes: 2\n\n${TABLE}\n${rows('applied', 'applied')}`,
    );
  });

  it('cautions whenever one kind is withheld: entries in privileged modes, or comments', () => {
    expect(section(audit(false, true))).toBe(
      `### Suppressions this pull request adds or changes: 2\n\n${CAUTION}\n\n${TABLE}\n${rows(PROPOSED, 'applied')}`,
    );
    expect(section(audit(true, false))).toBe(
      `### Suppressions this pull request adds or changes: 2\n\n${CAUTION}\n\n${TABLE}\n${rows('applied', PROPOSED)}`,
    );
    // A withheld kind the pull request did not touch is nothing to caution about.
    expect(section(audit(false, true, suppressionChanges({ inline: [COMMENT] })))).not.toContain(
      CAUTION,
    );
    expect(section(audit(true, false, suppressionChanges({ entries: [ENTRY] })))).not.toContain(
      CAUTION,
    );
  });

  it('explains "covers changed lines", shows a comment without an id or reason, and keeps to its rows', () => {
    const inline: ChangedDirective[] = [
      { file: 'a.tf', line: 1, detectionId: undefined, reason: undefined, change: 'added' },
      { file: 'a.tf', line: 9, detectionId: 'D1', reason: 'ok', change: 'covers changed lines' },
      { file: 'b.tf', line: 2, detectionId: 'D3', reason: 'r', change: 'added' },
    ];
    expect(section(audit(false, false, suppressionChanges({ inline })), 2)).toBe(
      [
        '### Suppressions this pull request adds or changes: 3',
        CAUTION,
        'A comment marked “covers changed lines” is the base’s, but this pull request changed the code it covers (or a line between the two), so it counts as this pull request’s.',
        `${TABLE}\n| inline, a.tf:1 | (none) | \\(no reason: suppresses nothing\\) | added | ${PROPOSED} |\n| inline, a.tf:9 | \`D1\` | ok | covers changed lines | ${PROPOSED} |`,
        '…and 1 more in the JSON report.',
      ].join('\n\n'),
    );
    expect(section(audit(false, false, suppressionChanges({ inline: [COMMENT] })))).not.toContain(
      'covers changed',
    );
    expect(section(audit(true, true), 0)).toBe(
      '### Suppressions this pull request adds or changes: 2\n\n…and 2 more in the JSON report.',
    );
  });

  it('says when changed files were too large to compare, or what could not be read', () => {
    expect(
      section(audit(false, false, suppressionChanges({ uncompared: ['big.tf', 'huge.tf'] }))),
    ).toBe(
      `### Suppressions this pull request adds or changes: 0\n\n2 changed files too large to compare or stored in Git LFS: any inline suppression in them is treated as ${PROPOSED}.`,
    );
    const problem = "The pull request's .plerion-ignore.yml could not be read";
    expect(section(audit(false, false, suppressionChanges({ problems: [problem] })))).toBe(
      `### Suppressions this pull request adds or changes: 0\n\n> ${problem}`,
    );
  });
});

describe('the log line on what a pull request proposes', () => {
  it('counts the proposed ones of each kind, and is absent when nothing is proposed', () => {
    expect(describeProposed(audit(false, false))).toBe(
      `This pull request adds or changes 2 suppressions (1 in .plerion-ignore.yml, 1 inline): ${PROPOSED}, so the findings they name still gate.`,
    );
    expect(describeProposed(audit(true, false))).toBe(
      `This pull request adds or changes 1 suppression (0 in .plerion-ignore.yml, 1 inline): ${PROPOSED}, so the findings they name still gate.`,
    );
    expect(describeProposed(audit(true, true))).toBeUndefined();
    expect(describeProposed(undefined)).toBeUndefined();
  });
});
