/**
 * A privileged run's reading of its findings' files from the pull request's commit (its work tree
 * holds the base branch): 5,000 files with a finding each, inline suppressions looked for in each,
 * through the real git. Prints the time and the git processes it took.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { commitText } from '../src/engine/scan/trees/commit-tree.ts';
import { suppressFindings } from '../src/engine/suppressions/suppress.ts';
import { git, recordingGit } from '../test/support/git-fixtures.ts';
import { importCommits } from '../test/support/git-import.ts';

const FILES = 5_000;

export async function commitTextBench(): Promise<void> {
  console.log(`\n== a privileged run's text read from the commit (${FILES} files with findings)`);
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-text-'));
  try {
    git(workspace, ['init', '-q']);
    const files = Array.from({ length: FILES }, (_, i): [string, string] => [
      `stacks/s${i}/main.tf`,
      `# plerion:ignore D${i} reviewed\nresource "aws_s3_bucket" "b${i}" {}\n`,
    ]);
    const [sha] = importCommits(workspace, [
      { ref: 'refs/heads/main', message: 'stacks', parents: [], files },
    ]) as [string];
    const { git: recording, commands } = recordingGit();
    const text = commitText({ git: recording, workspace, sha });
    const findings = files.map(([file], i) => ({
      file,
      detectionId: `D${i}`,
      resource: `aws_s3_bucket.b${i}`,
      startLine: 2,
      endLine: 2,
    }));
    const t0 = performance.now();
    const outcome = await suppressFindings({
      findings,
      suppressions: { file: '.plerion-suppressions.yml', entries: [] },
      readLines: text.lines,
      now: new Date(),
    });
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `  ${seconds.toFixed(2)} s (target < 5 s), ${commands.length} git processes (two a file would be ${2 * FILES}); ${outcome.suppressed.length} of ${FILES} findings suppressed inline`,
    );
  } finally {
    fs.rmSync(workspace, { recursive: true, force: true });
  }
}
