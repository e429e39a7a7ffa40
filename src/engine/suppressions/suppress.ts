/**
 * Applies the suppressions to a run's findings: reads, through the `readLines` port, only the
 * lines around the findings of each file that has some (once per file, many files at once), then
 * matches.
 */
import { mapInChunks } from '../../in-chunks.ts';
import type { SuppressionFile } from './format.ts';
import { planLineSpan, type SourceWindow } from './inline.ts';
import { matchSuppressions, type SuppressibleFinding, type SuppressionOutcome } from './match.ts';

/** How many files are read at once (a commit's reader reads them in one git process). */
const READ_TOGETHER = 256;

/**
 * Lines `fromLine` to `toLine` (1-based, inclusive; fewer when the file ends sooner) of a
 * workspace-relative file, or undefined when it cannot be read.
 */
export type ReadLines = (
  file: string,
  fromLine: number,
  toLine: number,
) => Promise<readonly string[] | undefined>;

/** The findings split into active and suppressed, with expired, unused and malformed ones. */
export async function suppressFindings<F extends SuppressibleFinding>(options: {
  readonly findings: readonly F[];
  readonly suppressions: SuppressionFile;
  readonly readLines: ReadLines;
  readonly now: Date;
}): Promise<SuppressionOutcome<F>> {
  const byFile = new Map<string, F[]>();
  for (const finding of options.findings) {
    if (finding.file === undefined) continue;
    const inFile = byFile.get(finding.file);
    if (inFile) inFile.push(finding);
    else byFile.set(finding.file, [finding]);
  }
  const windows = new Map<string, SourceWindow>();
  await mapInChunks([...byFile], READ_TOGETHER, async ([file, findings]) => {
    const { from, to } = planLineSpan(findings);
    let lines: readonly string[] | undefined;
    try {
      lines = await options.readLines(file, from, to);
    } catch {
      lines = undefined; // A file that cannot be read has no inline suppression.
    }
    if (lines !== undefined) windows.set(file, { fromLine: from, lines });
  });
  return matchSuppressions({ ...options, windows });
}
