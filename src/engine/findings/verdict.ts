/**
 * The verdict (pure). A step is green only when the scan is complete (`completeness.ts`) and
 * nothing gated was found. Gated findings fail the job even when the scan did not complete: what
 * was found is real, and `on-service-error: warn` must not turn it green. On a pull request, IaC it
 * changed that was not uploaded is an error, whatever the scans said of the rest.
 */
import { plural } from '../../plural.ts';
import { gatedFindings, type ReportedFinding, type Verdict } from './run-report.ts';
import { SEVERITIES, type Severity } from '../../severity.ts';
import type { Unjudged } from '../change/unjudged.ts';
import { describeUnjudged, unjudgedGates } from './unjudged-gate.ts';

export interface VerdictInput {
  readonly failOn: readonly Severity[];
  readonly findings: readonly ReportedFinding[];
  /** The base compared with, when findings were compared (new ones are gated, others not). */
  readonly baseLabel: string | undefined;
  /** Why nothing was uploaded on purpose (a fork's pull request without a key). */
  readonly skipped: string | undefined;
  readonly discoveredFiles: number;
  /** IaC files found but not readable (skipped with a warning). */
  readonly unreadableFiles: number;
  readonly plannedArchives: number;
  /** The scan of this change is complete (`RunReport.complete`); `pass` requires it. */
  readonly complete: boolean;
  /** Why it is not, one phrase each (a scan, naming it, or a step that stopped). */
  readonly incomplete: readonly string[];
  /** IaC left unjudged (issue 31): on a pull request, an error whatever else was found. */
  readonly unjudged?: Unjudged | undefined;
}

export interface Decision {
  readonly verdict: Verdict;
  readonly reason: string;
  readonly gated: number;
}

function bySeverity(findings: readonly ReportedFinding[], failOn: readonly Severity[]): string {
  return SEVERITIES.filter((s) => failOn.includes(s))
    .map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
}

/** What the gate left out on purpose: findings already on the base, and suppressed ones. */
function leftOut(input: VerdictInput): string {
  const existing = input.findings.filter((f) => f.baselineState === 'unchanged').length;
  const suppressed = input.findings.filter((f) => f.suppression !== undefined).length;
  const parts = [
    input.baseLabel !== undefined && existing > 0
      ? `${plural(existing, 'existing finding')} already on ${input.baseLabel}, not gated`
      : '',
    suppressed > 0 ? `${suppressed} suppressed` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

export function decide(input: VerdictInput): Decision {
  const gated = gatedFindings(input.findings, input.failOn);
  if (input.skipped !== undefined) return { verdict: 'skipped', reason: input.skipped, gated: 0 };
  const incomplete = input.complete
    ? undefined
    : `the scan could not complete: ${input.incomplete.join('; ') || 'no reason was given'}`;
  const notJudged = unjudgedGates(input.unjudged) ? describeUnjudged(input.unjudged) : undefined;
  const errors = [notJudged, incomplete].filter((e) => e !== undefined).join('; also, ');
  if (gated.length > 0) {
    const word = input.baseLabel === undefined ? 'finding' : 'new finding';
    const reason = `${plural(gated.length, word)} at a fail-on severity (${bySeverity(gated, input.failOn)})${leftOut(input)}`;
    return {
      verdict: 'fail',
      reason: errors ? `${reason}; also, ${errors}` : reason,
      gated: gated.length,
    };
  }
  if (errors) return { verdict: 'error', reason: errors, gated: 0 };
  if (input.plannedArchives === 0) {
    // IaC that could not be scanned is not "nothing to scan": the step must not pass.
    if (input.discoveredFiles > 0 || input.unreadableFiles > 0) {
      const reason = `nothing could be uploaded: every IaC file found ${input.unreadableFiles > 0 ? 'could not be read or ' : ''}is larger than max-archive-size`;
      return { verdict: 'error', reason, gated: 0 };
    }
    return {
      verdict: 'skipped',
      reason: 'no IaC files found to scan; nothing was uploaded',
      gated: 0,
    };
  }
  const failOn = input.failOn.join(', ') || 'none';
  const none = input.baseLabel === undefined ? 'none' : 'no new one';
  const reason =
    input.findings.length === 0
      ? `no findings (fail-on: ${failOn})`
      : `${plural(input.findings.length, 'finding')}, ${none} at a fail-on severity (fail-on: ${failOn})${leftOut(input)}`;
  return { verdict: 'pass', reason, gated: 0 };
}
