/**
 * The lines of a pull request's diff a review comment may sit on (pure): the right-side line
 * ranges of every hunk of each file, read from `pulls/{n}/files` patches or from a local
 * `git diff`, and the anchor of a finding's lines clamped to one hunk.
 */

/** Right-side line ranges `[first, last]` of the hunks of one file. */
export type Hunks = readonly (readonly [number, number])[];

const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/** The hunks of one file's unified-diff patch. */
export function parsePatchHunks(patch: string): Hunks {
  const hunks: [number, number][] = [];
  for (const line of patch.split('\n')) {
    const m = HUNK_HEADER.exec(line);
    if (!m) continue;
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (count > 0) hunks.push([start, start + count - 1]);
  }
  return hunks;
}

/** The hunks of every file of a whole `git diff` output, by the file's new path. */
export function parseGitDiff(diff: string): Map<string, Hunks> {
  const files = new Map<string, Hunks>();
  let file: string | undefined;
  let patch: string[] = [];
  const flush = (): void => {
    if (file !== undefined) files.set(file, parsePatchHunks(patch.join('\n')));
    patch = [];
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      file = undefined;
    } else if (line.startsWith('+++ ')) {
      const name = line.slice(4);
      file = name === '/dev/null' ? undefined : name.replace(/^b\//, '');
    } else patch.push(line);
  }
  flush();
  return files;
}

/** Where a comment on lines `first`..`last` goes: the hunk holding the first line, else the first one it overlaps. */
export interface Anchor {
  readonly startLine: number | undefined;
  readonly line: number;
}

export function anchorIn(hunks: Hunks, first: number, last: number): Anchor | undefined {
  const overlapping = hunks.filter(([from, to]) => first <= to && last >= from);
  const hunk = overlapping.find(([from, to]) => first >= from && first <= to) ?? overlapping[0];
  if (!hunk) return undefined;
  const start = Math.max(first, hunk[0]);
  const end = Math.min(last, hunk[1]);
  return { startLine: start < end ? start : undefined, line: end };
}
