/**
 * The text of a commit's files (what inline suppressions and SARIF line hashes are read from on a
 * privileged run, whose work tree is the base branch): each file exactly as the commit holds it,
 * none for what the commit does not hold as a file, and a run's many files read together, in a
 * couple of git processes rather than two per file.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Git } from '../../../../src/engine/git/git.ts';
import { commitText } from '../../../../src/engine/scan/trees/commit-tree.ts';
import { suppressFindings } from '../../../../src/engine/suppressions/suppress.ts';
import { git, recordingGit, tempDir } from '../../../support/git-fixtures.ts';
import { importCommits } from '../../../support/git-import.ts';

const MANY = 300;
const root = tempDir('iac-commit-text-');
const workspace = path.join(root, 'repo');
let sha = '';

beforeAll(() => {
  fs.mkdirSync(workspace);
  git(workspace, ['init', '-q']);
  const files: [string, string][] = Array.from({ length: MANY }, (_, i) => [
    `stacks/s${i}.tf`,
    `# plerion:ignore RULE-${i} reviewed\nresource "aws_s3_bucket" "b${i}" {}\n`,
  ]);
  files.push(
    ['odd\nname.tf', 'line one\nline two\n'],
    ['folder/inner.tf', 'x\n'],
    ['a.tf', '# a.tf\n'],
    ['big.tf', `# big\n${'x'.repeat(8 * 1024 * 1024)}\n`],
  );
  [sha] = importCommits(workspace, [
    { ref: 'refs/heads/main', message: 'files', parents: [], files },
  ]) as [string];
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the text of a commit', () => {
  it('reads each file as the commit holds it, whatever the work tree says', async () => {
    fs.mkdirSync(path.join(workspace, 'stacks'), { recursive: true });
    fs.writeFileSync(path.join(workspace, 'stacks', 's1.tf'), 'the work tree lies\n');
    const text = commitText({ git: recordingGit().git, workspace, sha });
    expect(await text.read('stacks/s1.tf')).toBe(
      git(workspace, ['show', `${sha}:stacks/s1.tf`]) + '\n',
    );
    expect(await text.lines('stacks/s2.tf', 1, 1)).toEqual(['# plerion:ignore RULE-2 reviewed']);
    expect(await text.read('odd\nname.tf')).toBe('line one\nline two\n');
  });

  it('has none for a missing file, a folder, or a path that climbs out', async () => {
    const text = commitText({ git: recordingGit().git, workspace, sha });
    const read = await Promise.all(
      ['stacks/missing.tf', 'folder', '../repo/stacks/s1.tf', 'stacks/s3.tf'].map(text.read),
    );
    expect(read.map((t) => t?.split('\n')[0])).toEqual([
      undefined,
      undefined,
      undefined,
      '# plerion:ignore RULE-3 reviewed',
    ]);
  });

  it("has none for a name git would cut short or cannot take, and still reads the others'", async () => {
    const text = commitText({ git: recordingGit().git, workspace, sha });
    const names = ['a.tf\0evil', `odd\n${'x'.repeat(200_000)}`, 'big.tf', 'a.tf', 'stacks/s4.tf'];
    const read = await Promise.all(names.map(text.read));
    expect(read.map((t) => t?.split('\n')[0])).toEqual([
      undefined,
      undefined,
      undefined,
      '# a.tf',
      '# plerion:ignore RULE-4 reviewed',
    ]);
  });

  it('reads a run of hundreds of files in a few git processes, each file once', async () => {
    const { git: recording, commands } = recordingGit();
    const text = commitText({ git: recording, workspace, sha });
    const findings = Array.from({ length: MANY }, (_, i) => ({
      file: `stacks/s${i}.tf`,
      detectionId: `RULE-${i}`,
      resource: `aws_s3_bucket.b${i}`,
      startLine: 2,
      endLine: 2,
    }));
    const outcome = await suppressFindings({
      findings,
      suppressions: { file: '.plerion-suppressions.yml', entries: [] },
      readLines: text.lines,
      now: new Date('2026-11-28T00:00:00Z'),
    });
    // Every finding's own comment, read from the commit: all suppressed, none left to gate.
    expect(outcome.active).toEqual([]);
    expect(outcome.suppressed.map((s) => s.suppression.justification)).toEqual(
      findings.map(() => 'reviewed'),
    );
    // Where the folder is, then what the commit holds and its blobs a few hundred files at a
    // time: a handful of processes, where two a file would be 600.
    const afterRun = commands.length;
    expect(afterRun).toBeLessThan(10);
    expect(await text.read('stacks/s7.tf')).toContain('RULE-7');
    expect(commands.length).toBe(afterRun);
  });

  it('has no text, and does not fail the run, when git cannot read the objects', async () => {
    const failing: Git = {
      run: async (args, options) =>
        args[0] === 'cat-file'
          ? { code: 128, stdout: Buffer.alloc(0), stderr: 'fatal: broken' }
          : recordingGit().git.run(args, options),
    };
    const text = commitText({ git: failing, workspace, sha });
    expect(await Promise.all([text.read('stacks/s1.tf'), text.read('stacks/s2.tf')])).toEqual([
      undefined,
      undefined,
    ]);
  });
});
