/** What one run found and decided: the one input of the summary, the comment and the JSON report. */
import type { RunOrigin } from '../settings.ts';
import type { PullRequestSuppressionAudit } from '../suppressions/pull-request/settle-suppressions.ts';
import type { ArchiveFiles } from '../scan/tree-scan.ts';
import type { ArchiveRow } from '../scan/types.ts';
import type { Unjudged } from '../change/unjudged.ts';
import type { CountsBySeverity, Severity } from '../../severity.ts';
import type { SuppressionEntry } from '../suppressions/format.ts';
import type { ExpiredEntry, Suppression } from '../suppressions/match.ts';
import type { Finding, FindingsModel } from './findings.ts';

export type Verdict = 'pass' | 'fail' | 'error' | 'skipped';

/** A finding as the reports show it: with its state against the baseline and its suppression. */
export interface ReportedFinding extends Finding {
  /** `new`, or `unchanged` (already on the base); undefined without a baseline. */
  readonly baselineState: 'new' | 'unchanged' | undefined;
  /**
   * Already on the base, in a resource this change edits, renames or moves: old debt the reviewer
   * touched, listed apart and never gated (only with `baselineState: 'unchanged'`).
   */
  readonly inChangedResource?: true;
  readonly suppression: Suppression | undefined;
  /**
   * A suppression the change under review adds (or a base comment over code it changed) that
   * would cover this finding and was not applied (`pr-suppressions: propose`): it still gates.
   */
  readonly proposedSuppression?: Suppression;
}

/** The comparison with the base, when there is one. */
export interface BaselineReport {
  /** For humans: the base branch or the ref given. */
  readonly label: string;
  readonly sha: string;
  /** `compared`: findings were compared; `unavailable`: the gate counts every finding. */
  readonly status: 'compared' | 'unavailable';
  /** Why the base could not be used, or a remark (the scanned folder is new in this change). */
  readonly note: string | undefined;
  /** Base findings that are gone. */
  readonly fixed: readonly Finding[];
  readonly archives: readonly ArchiveRow[];
}

export interface SuppressionAudit {
  /** The suppressions file, workspace-relative. */
  readonly file: string;
  readonly expired: readonly ExpiredEntry[];
  readonly unused: readonly SuppressionEntry[];
  /** On a pull request: the suppressions it adds or changes, and whether they apply. */
  readonly pullRequest?: PullRequestSuppressionAudit;
}

export interface RunReport {
  readonly verdict: Verdict;
  /** One sentence saying why. */
  readonly reason: string;
  /**
   * True when the scan of this change is complete: every archive of the whole packing plan was
   * uploaded and its scan read to the end (`completeness.ts`). `pass` requires it; every place
   * that must not act on a half-done scan reads this flag, never the verdict.
   */
  readonly complete: boolean;
  /** Why the scan is not complete, one phrase each; empty when it is. */
  readonly incomplete: readonly string[];
  readonly failOn: readonly Severity[];
  /** Findings the gate counts: at a fail-on severity, not suppressed, not already on the base. */
  readonly gated: number;
  readonly findings: readonly ReportedFinding[];
  readonly counts: CountsBySeverity;
  readonly passed: number;
  readonly skippedByDetection: number;
  readonly problems: FindingsModel['problems'];
  readonly baseline: BaselineReport | undefined;
  readonly suppressions: SuppressionAudit;
  readonly archives: readonly ArchiveRow[];
  /** Workspace-relative folder that was scanned. */
  readonly scanPath: string;
  readonly notes: readonly string[];
  /** Where the run is: what the reports link to. */
  readonly origin: RunOrigin;
  /**
   * A dry run: nothing left the machine, the archives were only planned and written, and
   * `filesSent` is what a real run would send. Every reader that tells a dry run (the exit code,
   * the gate, the formats, the outputs) reads this flag, never an archive's status. Absent: false.
   */
  readonly dryRun?: boolean;
  /** The files that left the machine, by archive (absent when nothing was packed). */
  readonly filesSent?: FilesSent;
  /** IaC not uploaded, so not judged (issue 31): a pull request's changes, else the tree's. */
  readonly unjudged?: Unjudged;
  /**
   * sha256 of the effective configuration the run had (`config/effective/config-hash.ts`), set by
   * the adapter; absent in a report saved before the configuration file existed.
   */
  readonly configHash?: string;
}

/**
 * The files of the archives that were uploaded (an archive never uploaded never left); on a dry
 * run (`RunReport.dryRun`), those a real run would send.
 */
export interface FilesSent {
  readonly archives: readonly ArchiveFiles[];
}

/** True when the gate counts this finding. */
export function isGated(finding: ReportedFinding, failOn: readonly Severity[]): boolean {
  return (
    failOn.includes(finding.severity) &&
    finding.suppression === undefined &&
    finding.baselineState !== 'unchanged'
  );
}

export function gatedFindings(
  findings: readonly ReportedFinding[],
  failOn: readonly Severity[],
): ReportedFinding[] {
  return findings.filter((f) => isGated(f, failOn));
}

/** Findings already on the base in a resource this change touches: not suppressed. */
export function touchedFindings(findings: readonly ReportedFinding[]): ReportedFinding[] {
  return findings.filter(
    (f) => f.baselineState === 'unchanged' && f.inChangedResource === true && !f.suppression,
  );
}

/**
 * Findings in the order a reviewer reads them: new ones first, then the existing ones in resources
 * the change touches, then the rest (each part in the order given).
 */
export function inReviewOrder<F extends ReportedFinding>(findings: readonly F[]): F[] {
  const rank = (f: F): number =>
    f.baselineState === 'new' ? 0 : f.inChangedResource === true ? 1 : 2;
  return [0, 1, 2].flatMap((r) => findings.filter((f) => rank(f) === r));
}

/** Findings new against the baseline that count as new: not suppressed. */
export function newFindings(findings: readonly ReportedFinding[]): ReportedFinding[] {
  return findings.filter((f) => f.baselineState === 'new' && f.suppression === undefined);
}
