/**
 * Pure matching of findings against suppressions, with the clock passed in. An inline comment
 * wins over the file when both match a finding (the exception sits next to the code it excuses);
 * among file entries the first in the file wins. Expired entries suppress nothing and are
 * returned to be warned about; live entries that matched nothing are returned as unused.
 */
import { compilePatterns } from '../discovery/classify.ts';
import { isExpired } from './expiry.ts';
import type { SuppressionEntry, SuppressionFile } from './format.ts';
import { directivesFor, type LocatedFinding, type SourceWindow } from './inline.ts';

/** The fields of a finding suppressions look at. */
export interface SuppressibleFinding extends LocatedFinding {
  readonly detectionId: string;
  /** Workspace-relative, or undefined when the finding maps to no uploaded file. */
  readonly file: string | undefined;
  readonly resource: string;
}

/** Why a finding is suppressed, shaped for SARIF's `suppressions: [{ kind, justification }]`. */
export type Suppression =
  | {
      readonly kind: 'inSource';
      readonly justification: string;
      readonly detectionId: string;
      /** Where the comment is: workspace-relative file and 1-based line. */
      readonly file: string;
      readonly line: number;
    }
  | {
      readonly kind: 'external';
      readonly justification: string;
      readonly detectionId: string;
      /** The suppressions file, workspace-relative, and the entry's place in it. */
      readonly file: string;
      readonly line: number;
      readonly entryNumber: number;
      readonly expires: string | undefined;
    };

export interface SuppressedFinding<F> {
  readonly finding: F;
  readonly suppression: Suppression;
}

/** An entry past its expiry, with how many findings it would otherwise have suppressed. */
export interface ExpiredEntry {
  readonly entry: SuppressionEntry;
  readonly matchingFindings: number;
}

/** An inline comment near a finding that suppresses nothing because it lacks an id or a reason. */
export interface InlineProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface SuppressionOutcome<F> {
  /** Findings no live suppression matched, in the order given: these are gated and annotated. */
  readonly active: readonly F[];
  readonly suppressed: readonly SuppressedFinding<F>[];
  readonly expired: readonly ExpiredEntry[];
  /** Live file entries that matched no finding in this run. */
  readonly unused: readonly SuppressionEntry[];
  readonly problems: readonly InlineProblem[];
}

function entryMatcher(entry: SuppressionEntry) {
  const inPath = entry.path === undefined ? undefined : compilePatterns([entry.path]);
  return (finding: SuppressibleFinding) =>
    finding.detectionId === entry.detection &&
    (entry.resource === undefined || finding.resource === entry.resource) &&
    (inPath === undefined || (finding.file !== undefined && inPath(finding.file)));
}

function inlineSuppression(
  finding: SuppressibleFinding,
  windows: ReadonlyMap<string, SourceWindow>,
  problems: Map<string, InlineProblem>,
): Suppression | undefined {
  const window = finding.file === undefined ? undefined : windows.get(finding.file);
  if (window === undefined) return undefined;
  let found: Suppression | undefined;
  for (const directive of directivesFor(finding, window)) {
    const { file, line, detectionId, reason } = directive;
    if (detectionId === undefined || reason === undefined) {
      const what =
        detectionId === undefined ? 'names no detection id' : `${detectionId} has no reason`;
      const message = `plerion:ignore ${what}, so it suppresses nothing; write plerion:ignore <detection-id> <reason>`;
      problems.set(`${file}:${line}`, { file, line, message });
    } else if (detectionId === finding.detectionId && found === undefined) {
      found = { kind: 'inSource', justification: reason, detectionId, file, line };
    }
  }
  return found;
}

/** Decides each finding's live suppression, if any, at the time `now`. */
export function matchSuppressions<F extends SuppressibleFinding>(options: {
  readonly findings: readonly F[];
  readonly suppressions: SuppressionFile;
  /** Lines read around the findings, by workspace-relative file; absent files have none. */
  readonly windows: ReadonlyMap<string, SourceWindow>;
  readonly now: Date;
}): SuppressionOutcome<F> {
  const { findings, suppressions, windows, now } = options;
  const entries = suppressions.entries.map((entry) => ({
    entry,
    matches: entryMatcher(entry),
    live: !isExpired(entry.expires, now),
    used: 0,
  }));
  const problems = new Map<string, InlineProblem>();
  const active: F[] = [];
  const suppressed: SuppressedFinding<F>[] = [];
  for (const finding of findings) {
    const matching = entries.filter((candidate) => candidate.matches(finding));
    for (const candidate of matching) candidate.used++;
    const fromFile = matching.find((candidate) => candidate.live)?.entry;
    const suppression =
      inlineSuppression(finding, windows, problems) ??
      (fromFile && {
        kind: 'external' as const,
        justification: fromFile.reason,
        detectionId: fromFile.detection,
        file: suppressions.file,
        line: fromFile.line,
        entryNumber: fromFile.entryNumber,
        expires: fromFile.expires,
      });
    if (suppression) suppressed.push({ finding, suppression });
    else active.push(finding);
  }
  return {
    active,
    suppressed,
    expired: entries
      .filter((e) => !e.live)
      .map((e) => ({ entry: e.entry, matchingFindings: e.used })),
    unused: entries.filter((e) => e.live && e.used === 0).map((e) => e.entry),
    problems: [...problems.values()],
  };
}
