/**
 * The suppressions a change request is judged with when its base is a merge base (a CI that
 * names the commit the author branched from, which the author chooses). What the change itself
 * edits is read against that base (its own comments, the lines it changed), but what applies is
 * the target branch's tip: its suppressions file, and only the inline comments the tip holds as
 * they are. An entry or comment the target revoked after the
 * branch point is listed as the change's own (against the target, the change brings it back) and
 * never applied: an exception security removed from main cannot be borrowed from an old branch.
 */
import {
  readSuppressionChanges,
  type ReadChanges,
  type ReadChangesOptions,
} from './read-suppression-changes.ts';
import type { ChangedDirective } from './suppression-changes.ts';

const placeOf = (d: ChangedDirective): string => `${d.file}:${d.line}`;

/** The changes against `baseSha`, with the file and the comments that apply taken at `tipSha`. */
export async function readSuppressionChangesAtTip(
  options: ReadChangesOptions & { readonly tipSha: string },
): Promise<ReadChanges> {
  const own = await readSuppressionChanges(options);
  if (options.tipSha === options.baseSha) return own;
  const atTip = await readSuppressionChanges({ ...options, baseSha: options.tipSha });
  const listed = new Set(own.changes.inline.map(placeOf));
  const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  return {
    base: atTip.base,
    head: own.head,
    changes: {
      ...own.changes,
      // Entries against the file that applies: one the target no longer has is the change's.
      entries: atTip.changes.entries,
      inline: [
        ...own.changes.inline,
        ...atTip.changes.inline.filter((d) => !listed.has(placeOf(d))),
      ],
      uncompared: union(own.changes.uncompared, atTip.changes.uncompared),
      problems: union(own.changes.problems, atTip.changes.problems),
    },
    // Only the change's own edits take a base comment's code from it.
    changedLines: own.changedLines,
  };
}
