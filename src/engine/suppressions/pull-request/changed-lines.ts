/**
 * Which lines of a file a pull request changed, and whether an inline suppression's reach holds
 * any of them (pure). A base's `plerion:ignore` comment vouches for the code it sat next to on the
 * base: once the pull request edits that code, or the lines between the comment and it, the
 * comment no longer speaks for what is there now (an open security group inserted right under
 * it, the comment moved onto new code, the resource it covers widened). Lines are the head's,
 * 1-based, as the findings give them.
 */

/** The lines of one file the pull request added or replaced, and where it deleted lines. */
export interface ChangedLines {
  /** Head line ranges the pull request added or rewrote, inclusive, in order. */
  readonly added: readonly (readonly [number, number])[];
  /** Deletions: the head line each deleted run of base lines followed (0: the file's start). */
  readonly deletedAfter: readonly number[];
}

/** A file the base does not have: every line is the pull request's. */
export const WHOLE_FILE: ChangedLines = { added: [[1, Number.MAX_SAFE_INTEGER]], deletedAfter: [] };

/** `@@ -<a>[,<b>] +<c>[,<d>] @@` of a unified diff; a count left out is 1. */
const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;

/** The changed lines of one file from its `git diff -U0` (only the hunk headers are read). */
export function parseHunks(diff: string): ChangedLines {
  const added: [number, number][] = [];
  const deletedAfter: number[] = [];
  for (const line of diff.split('\n')) {
    const match = HUNK.exec(line);
    if (!match) continue;
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    // With no line added, git gives the line before the deletion as the hunk's start; lines
    // replaced by fewer are covered by the replacing lines themselves.
    if (count === 0) deletedAfter.push(start);
    else added.push([start, start + count - 1]);
  }
  return { added, deletedAfter };
}

/**
 * True when the pull request changed a line from `from` to `to` (inclusive), or deleted lines
 * between two of them: a deletion right after `to` (or before `from`) changes nothing inside.
 */
export function touchesSpan(changed: ChangedLines | undefined, from: number, to: number): boolean {
  if (changed === undefined) return false;
  if (changed.added.some(([first, last]) => first <= to && last >= from)) return true;
  return changed.deletedAfter.some((after) => after >= from && after < to);
}

/**
 * The lines an inline suppression speaks for: from the comment to the end of the finding it
 * suppresses (the comment sits above the finding, or on one of its lines).
 */
export function suppressionSpan(
  finding: { readonly startLine: number; readonly endLine: number },
  commentLine: number,
): { readonly from: number; readonly to: number } {
  return {
    from: Math.min(commentLine, finding.startLine),
    to: Math.max(commentLine, finding.endLine),
  };
}
