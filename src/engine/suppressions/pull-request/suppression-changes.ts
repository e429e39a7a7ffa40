/**
 * Pure comparison of a pull request's suppressions with its base's: the entries of the
 * suppressions file it adds or changes, and the inline `plerion:ignore` comments it adds or
 * changes. An inline comment counts as the base's only when the base's version of the same file
 * holds at least as many lines of exactly that text: a comment copied next to another resource,
 * moved, or reworded is the pull request's (fail closed: when in doubt, it is proposed).
 */
import type { SuppressionEntry, SuppressionFile } from '../format.ts';
import { commentPrefixesOf, parseInlineDirective } from '../inline.ts';

export type Change = 'added' | 'changed';

/**
 * What the pull request did to an inline comment: added or changed its text, or (a comment of the
 * base, word for word) changed the code it covers or a line between the two.
 */
export type DirectiveChange = Change | 'covers changed lines';

/** An inline suppression comment the pull request adds or changes. */
export interface ChangedDirective {
  /** Workspace-relative. */
  readonly file: string;
  readonly line: number;
  readonly detectionId: string | undefined;
  readonly reason: string | undefined;
  readonly change: DirectiveChange;
}

/** An entry of the suppressions file the pull request adds or changes. */
export interface ChangedEntry {
  readonly entry: SuppressionEntry;
  readonly change: Change;
}

/** What a pull request does to the suppressions, for the reports and the gate. */
export interface SuppressionChanges {
  readonly file: string;
  readonly entries: readonly ChangedEntry[];
  readonly inline: readonly ChangedDirective[];
  /** Files the pull request changed whose text could not be compared: their comments count as its. */
  readonly uncompared: readonly string[];
  /** Why part of the comparison could not be made (the pull request's file is malformed). */
  readonly problems: readonly string[];
  /** True when the base could not be read: every inline comment counts as the pull request's. */
  readonly baseUnknown?: boolean;
}

function entryKey(entry: SuppressionEntry): string {
  return JSON.stringify([entry.detection, entry.path, entry.resource, entry.reason, entry.expires]);
}

function scopeKey(entry: SuppressionEntry): string {
  return JSON.stringify([entry.detection, entry.path, entry.resource]);
}

/** Entries of `head` that `base` does not have word for word; `changed` when it scopes the same findings. */
export function changedEntries(base: SuppressionFile, head: SuppressionFile): ChangedEntry[] {
  const known = new Set(base.entries.map(entryKey));
  const scopes = new Set(base.entries.map(scopeKey));
  return head.entries
    .filter((entry) => !known.has(entryKey(entry)))
    .map((entry) => ({ entry, change: scopes.has(scopeKey(entry)) ? 'changed' : 'added' }));
}

interface DirectiveLine {
  readonly line: number;
  readonly text: string;
  readonly detectionId: string | undefined;
  readonly reason: string | undefined;
}

function directiveLines(file: string, text: string): DirectiveLine[] {
  const prefixes = commentPrefixesOf(file);
  const found: DirectiveLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const parsed = parseInlineDirective(raw, prefixes);
    if (parsed) found.push({ line: index + 1, text: raw.trim(), ...parsed });
  });
  return found;
}

/**
 * The `plerion:ignore` comments of `head` (a file's text in the pull request) that the base's
 * text of the same file (undefined when the file is new) does not account for.
 */
export function changedDirectives(
  file: string,
  base: string | undefined,
  head: string,
): ChangedDirective[] {
  const before = base === undefined ? [] : directiveLines(file, base);
  const counts = new Map<string, number>();
  for (const { text } of before) counts.set(text, (counts.get(text) ?? 0) + 1);
  const after = directiveLines(file, head);
  const inHead = new Map<string, number>();
  for (const { text } of after) inHead.set(text, (inHead.get(text) ?? 0) + 1);
  const baseIds = new Set(before.map((d) => d.detectionId));
  return after
    .filter(({ text }) => (inHead.get(text) ?? 0) > (counts.get(text) ?? 0))
    .map(({ line, detectionId, reason }) => ({
      file,
      line,
      detectionId,
      reason,
      change: detectionId !== undefined && baseIds.has(detectionId) ? 'changed' : 'added',
    }));
}

/** True when the inline comment at `file:line` is the pull request's (added, changed or uncompared). */
export function isProposedInline(changes: SuppressionChanges, file: string, line: number): boolean {
  return (
    changes.baseUnknown === true ||
    changes.uncompared.includes(file) ||
    changes.inline.some((d) => d.file === file && d.line === line)
  );
}
