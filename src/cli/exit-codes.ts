/**
 * The command line's exit codes, never conflated (pure): 0 the gate passed (also a dry run and a
 * skipped scan), 1 gated findings, 2 a usage or configuration error (nothing was uploaded),
 * 3 the scan could not complete or judge the change (a refused key, an unreachable service, a
 * time-out, an archive whose findings were not all read, IaC that could not be uploaded).
 * Completeness is the report's own `complete` flag, never inferred from the verdict: an incomplete
 * scan exits 3 even when it found gated findings, since its answer is not the whole answer;
 * `--on-service-error warn` makes that a warning, and the code is then the findings'. IaC a pull
 * request changed that was not uploaded (`unjudged` that gates) is never softened. `scan` and
 * `gate` decide with this one function.
 */
import { plural } from '../plural.ts';
import type { Severity } from '../severity.ts';
import { unjudgedGates } from '../engine/findings/unjudged-gate.ts';
import { gatedFindings, type RunReport } from '../engine/findings/run-report.ts';

export const EXIT_PASS = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;
export const EXIT_INCOMPLETE = 3;

export interface GateOptions {
  readonly failOn: readonly Severity[];
  readonly onServiceError: 'fail' | 'warn';
}

export interface ExitDecision {
  readonly code: typeof EXIT_PASS | typeof EXIT_FINDINGS | typeof EXIT_INCOMPLETE;
  /** One sentence saying why. */
  readonly said: string;
  /** True when the scan did not complete but `warn` let the findings decide. */
  readonly warned: boolean;
}

/** The exit code of a report under `options` (the report's own fail-on, or another). */
export function decideExit(
  report: Pick<RunReport, 'verdict' | 'reason' | 'complete' | 'findings' | 'unjudged' | 'dryRun'>,
  options: GateOptions,
): ExitDecision {
  // A dry run sent nothing, so nothing gates (a dry run that failed on the way is an error).
  const dryRun = report.dryRun === true && report.verdict !== 'error';
  if (dryRun || report.verdict === 'skipped')
    return { code: EXIT_PASS, said: report.reason, warned: false };
  if (unjudgedGates(report.unjudged))
    return { code: EXIT_INCOMPLETE, said: report.reason, warned: false };
  // An error verdict of a complete scan is IaC that could not be uploaded at all: not judged.
  const complete = report.complete && report.verdict !== 'error';
  const gated = gatedFindings(report.findings, options.failOn).length;
  const failOn = options.failOn.join(',') || 'none';
  const findings = `${plural(gated, 'finding')} at a fail-on severity (fail-on: ${failOn})`;
  if (!complete && options.onServiceError === 'fail')
    return {
      code: EXIT_INCOMPLETE,
      said: `the scan could not complete, so it is not judged (${findings} among what was read): ${report.reason}`,
      warned: false,
    };
  const warning = complete
    ? ''
    : ` (the scan could not complete; on-service-error warn: ${report.reason})`;
  if (gated > 0) return { code: EXIT_FINDINGS, said: `${findings}${warning}`, warned: !complete };
  return { code: EXIT_PASS, said: `${findings}${warning}`, warned: !complete };
}
