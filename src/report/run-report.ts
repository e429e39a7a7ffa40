/** What one run found and decided: the one input of the summary, the comment and the JSON report. */
import type { GitHubContext } from '../inputs.ts';
import type { Severity } from '../severity.ts';
import type { FindingsModel } from './findings.ts';

export type Verdict = 'pass' | 'fail' | 'error' | 'skipped';

export interface ArchiveRow {
  readonly name: string;
  readonly files: number;
  readonly bytes: number;
  readonly scanId: string | undefined;
  readonly status: string;
  readonly alreadyScanned: boolean;
  readonly waitedMs: number | undefined;
}

export interface RunReport {
  readonly verdict: Verdict;
  /** One sentence saying why. */
  readonly reason: string;
  readonly failOn: readonly Severity[];
  /** FAILED findings at a `fail-on` severity. */
  readonly gated: number;
  readonly model: FindingsModel;
  readonly archives: readonly ArchiveRow[];
  /** Workspace-relative folder that was scanned. */
  readonly scanPath: string;
  readonly notes: readonly string[];
  readonly github: GitHubContext;
}

export function gatedCount(model: FindingsModel, failOn: readonly Severity[]): number {
  return failOn.reduce((sum, severity) => sum + model.counts[severity], 0);
}
