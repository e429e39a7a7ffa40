/**
 * What counts as an inline suppression, in process: a `plerion:ignore` marker in a comment of the
 * file's own language (its last extension decides), never the same words in code; an id and a
 * reason, or it suppresses nothing and each such comment is warned about; the first comment that
 * names the finding's detection explains it.
 */
import { describe, expect, it } from 'vitest';
import {
  matchSuppressions,
  type SuppressibleFinding,
} from '../../../src/engine/suppressions/match.ts';
import type { SourceWindow } from '../../../src/engine/suppressions/inline.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

/** `file` holding `lines`, with one finding of D1 on `from`–`to`. */
function scan(file: string, lines: string[], from: number, to = from) {
  const finding: SuppressibleFinding = {
    detectionId: 'D1',
    file,
    resource: 'r',
    startLine: from,
    endLine: to,
  };
  const windows = new Map<string, SourceWindow>([[file, { fromLine: 1, lines }]]);
  const outcome = matchSuppressions({
    findings: [finding],
    suppressions: { file: '.plerion-ignore.yml', entries: [] },
    windows,
    now: NOW,
  });
  return {
    why: outcome.suppressed[0]?.suppression.justification,
    active: outcome.active.length,
    problems: outcome.problems,
  };
}

describe('an inline comment', () => {
  // First in the file: the marker's pattern is built once per comment style and then cached, so
  // only the first test that meets a style runs the code that builds it.
  it('reads the marker in any case, and the reason with its words single-spaced', () => {
    expect(scan('main.tf', ['# PLERION:Ignore D1 legacy   client\t(SEC-2)', 'x'], 2).why).toBe(
      'legacy client (SEC-2)',
    );
  });

  it('suppresses nothing without a detection id or without a reason, and each is warned about', () => {
    const lines = ['# plerion:ignore', '# plerion:ignore D1', 'resource "a" "b" {', '}'];
    const outcome = scan('main.tf', lines, 3, 4);
    expect(outcome.active).toBe(1);
    expect(outcome.problems).toEqual([
      {
        file: 'main.tf',
        line: 1,
        message:
          'plerion:ignore names no detection id, so it suppresses nothing; write plerion:ignore <detection-id> <reason>',
      },
      {
        file: 'main.tf',
        line: 2,
        message:
          'plerion:ignore D1 has no reason, so it suppresses nothing; write plerion:ignore <detection-id> <reason>',
      },
    ]);
  });

  it('is explained by the first comment naming the detection, top to bottom', () => {
    const lines = ['# plerion:ignore D1 reviewed (SEC-1)', 'x = 1 # plerion:ignore D1 other'];
    expect(scan('main.tf', lines, 2).why).toBe('reviewed (SEC-1)');
  });

  it('is only a comment: the same words in code or in a value suppress nothing', () => {
    const tf = [
      'resource "a" "b" {',
      '  tags = { note = "x" } plerion:ignore D1 not a comment',
      '}',
    ];
    expect(scan('main.tf', tf, 1, 3).active).toBe(1);
    const yaml = ['kind: Pod', 'metadata:', '  name: web plerion:ignore D1 not a comment'];
    expect(scan('pod.yaml', yaml, 1, 3).active).toBe(1);
    const bicep = ["resource a 'x' = {", "  name: 'a' plerion:ignore D1 not a comment", '}'];
    expect(scan('main.bicep', bicep, 1, 3).active).toBe(1);
  });

  it('follows the language of the last extension of the file name', () => {
    const hashed = ['# plerion:ignore D1 reviewed', '{', '}'];
    // Terraform JSON is JSON: `#` is no comment there.
    expect(scan('main.tf.json', hashed, 2, 3).why).toBeUndefined();
    // A YAML file named after a JSON schema is YAML: `#` is its comment.
    expect(scan('schema.json.yaml', hashed, 2, 3).why).toBe('reviewed');
    expect(scan('modules.bicep.yml', hashed, 2, 3).why).toBe('reviewed');
  });
});
