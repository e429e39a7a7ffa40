/**
 * Which suppressions a run applies, in process: the workspace's file and lines on a push; on a
 * pull request, the file and the lines the pull request's settlement chose (in privileged modes
 * the base's file and the scanned commit's lines, never what the workspace holds), and the log
 * says something only when the pull request proposes a suppression.
 */
import { describe, expect, it } from 'vitest';
import { applySuppressions } from '../../../src/engine/findings/apply-suppressions.ts';
import type { SuppressionFile } from '../../../src/engine/suppressions/format.ts';
import type { ReadLines } from '../../../src/engine/suppressions/suppress.ts';
import { pullRequestSuppressions, SUPPRESSIONS_FILE } from '../../support/suppression-changes.ts';
import { recordingLog } from '../../support/tree-scans.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

function fileWith(detection: string, reason: string): SuppressionFile {
  const entry = {
    entryNumber: 1,
    line: 2,
    detection,
    path: undefined,
    resource: undefined,
    reason,
    expires: undefined,
  };
  return { file: SUPPRESSIONS_FILE, entries: [entry] };
}

function linesOf(text: string[]): ReadLines {
  return (_file, from, to) => Promise.resolve(text.slice(from - 1, to));
}

const finding = (detectionId: string, startLine = 2) => ({
  detectionId,
  file: 'infra/main.tf',
  resource: 'aws_security_group.web',
  startLine,
  endLine: startLine + 1,
});

/** The justification each finding is suppressed with, in order (undefined: it gates). */
async function justifications(
  findings: ReturnType<typeof finding>[],
  options: Parameters<typeof applySuppressions>[2],
) {
  const recorded = recordingLog();
  const { suppressed, audit } = await applySuppressions(findings, recorded.log, options);
  return { why: findings.map((f) => suppressed.get(f)?.justification), audit, ...recorded };
}

describe('the suppressions a run applies', () => {
  it('on a push: the workspace file and the workspace lines, and nothing to announce', async () => {
    const { why, audit, notices } = await justifications([finding('D1'), finding('D2', 6)], {
      suppressions: fileWith('D1', 'from the workspace file'),
      readLines: linesOf([
        '',
        '',
        '',
        '',
        '# plerion:ignore D2 from the workspace lines',
        'x',
        'y',
      ]),
      now: NOW,
    });
    expect(why).toEqual(['from the workspace file', 'from the workspace lines']);
    expect(audit).toEqual({ file: SUPPRESSIONS_FILE, expired: [], unused: [] });
    expect(notices).toEqual([]);
  });

  it('on a privileged pull request: the base file and the scanned commit, never the workspace', async () => {
    const pullRequest = pullRequestSuppressions({ file: fileWith('D2', 'from the base file') });
    const { why, audit, notices } = await justifications(
      [finding('D1'), finding('D2'), finding('D3')],
      {
        // What the workspace holds: on pull_request_target, the base branch's checkout; the lines
        // are the scanned tree's text, the pull request's commit.
        suppressions: fileWith('D1', 'from the workspace file'),
        readLines: linesOf(['# plerion:ignore D3 from the commit', 'resource {', '}']),
        now: NOW,
        pullRequest,
      },
    );
    expect(why).toEqual([undefined, 'from the base file', 'from the commit']);
    expect(audit.pullRequest).toEqual({
      mode: 'propose',
      entriesApplied: false,
      inlineApplied: false,
      changes: pullRequest.changes,
    });
    expect(notices).toEqual([]);
  });

  it('on a same-repository pull request: the workspace lines, when the settlement reads none', async () => {
    const pullRequest = pullRequestSuppressions({
      mode: 'apply',
      file: fileWith('D9', 'unused'),
      entriesApplied: true,
    });
    const { why } = await justifications([finding('D1')], {
      suppressions: fileWith('D9', 'unused'),
      readLines: linesOf(['# plerion:ignore D1 from the workspace lines', 'resource {', '}']),
      now: NOW,
      pullRequest,
    });
    expect(why).toEqual(['from the workspace lines']);
  });
});
