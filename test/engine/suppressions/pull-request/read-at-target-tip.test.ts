/**
 * A change request whose base is a merge base (GitLab's) is judged with the suppressions of its
 * target branch's tip: a real repository where main, after the branch point, revokes a file entry
 * and an inline comment, and edits code under a comment it keeps; the branch touches none of it.
 */
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSuppressionChangesAtTip } from '../../../../src/engine/suppressions/pull-request/read-at-target-tip.ts';
import { git, recordingGit, tempDir, writeFiles } from '../../../support/git-fixtures.ts';

const FILE = '.plerion-ignore.yml';
const ENTRY = (id: string) => `  - detection: ${id}\n    reason: accepted (${id})\n`;

let repo: string;
let mergeBase: string;
let tip: string;
let head: string;

beforeAll(() => {
  repo = tempDir('iac-at-tip-');
  git(repo, ['init', '-q', '-b', 'main']);
  writeFiles(repo, {
    [FILE]: `suppressions:\n${ENTRY('D1')}${ENTRY('D2')}`,
    'revoked.tf': '# plerion:ignore D3 accepted once\nresource "a" "r" {}\n',
    'kept.tf': '# plerion:ignore D4 still accepted\nresource "a" "k" {\n  x = 1\n}\n',
  });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base']);
  mergeBase = git(repo, ['rev-parse', 'HEAD']);
  // main revokes D2 and the comment on revoked.tf, and edits the code kept.tf's comment covers.
  writeFiles(repo, {
    [FILE]: `suppressions:\n${ENTRY('D1')}`,
    'revoked.tf': 'resource "a" "r" {}\n',
    'kept.tf': '# plerion:ignore D4 still accepted\nresource "a" "k" {\n  x = 2\n}\n',
  });
  git(repo, ['commit', '-q', '-am', 'revoke D2 and D3']);
  tip = git(repo, ['rev-parse', 'HEAD']);
  git(repo, ['checkout', '-q', '-b', 'change', mergeBase]);
  writeFiles(repo, { 'new.tf': '# plerion:ignore D5 the change wants it\nresource "a" "n" {}\n' });
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'change']);
  head = git(repo, ['rev-parse', 'HEAD']);
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

/** The change's suppressions from the merge base to the head, applied as they stand at `tipSha`. */
function readAtTip(tipSha: string) {
  return readSuppressionChangesAtTip({
    git: recordingGit().git,
    workspace: repo,
    baseSha: mergeBase,
    headSha: head,
    tipSha,
    file: FILE,
  });
}

describe('readSuppressionChangesAtTip', () => {
  it("applies the tip's file and lists what the tip no longer holds as the change's", async () => {
    const read = await readAtTip(tip);
    expect(read.base.entries.map((e) => e.detection)).toEqual(['D1']);
    expect(read.changes.entries.map((e) => [e.entry.detection, e.change])).toEqual([
      ['D2', 'added'],
    ]);
    expect(read.changes.inline.map((d) => [d.file, d.detectionId]).sort()).toEqual([
      ['new.tf', 'D5'],
      ['revoked.tf', 'D3'],
    ]);
    // main's own edit under kept.tf's comment is not the change's: no changed line there.
    expect(read.changedLines.has('kept.tf')).toBe(false);
  });

  it('is the plain comparison when the tip is the base', async () => {
    const read = await readAtTip(mergeBase);
    expect(read.base.entries.map((e) => e.detection)).toEqual(['D1', 'D2']);
    expect(read.changes.inline.map((d) => d.file)).toEqual(['new.tf']);
  });
});
