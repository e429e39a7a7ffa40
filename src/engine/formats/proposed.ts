/**
 * How every format says that a finding gates although the change under review suppresses it
 * (`pr-suppressions: propose`, the command line's default on a change request): one phrase, the
 * same words everywhere, naming the suppression the change added and where it is. Plain text: each
 * format passes it through its own sanitiser.
 */
import type { ReportedFinding, RunReport } from '../findings/run-report.ts';
import type { Suppression } from '../suppressions/match.ts';
import {
  proposedBy,
  type ChangeSubject,
} from '../suppressions/pull-request/render-suppression-changes.ts';

/** What the change under review is called in the reports. */
export function changeSubject(report: {
  readonly origin?: Pick<RunReport['origin'], 'changeNumber'>;
}): ChangeSubject {
  return report.origin?.changeNumber !== undefined ? 'this pull request' : 'this change';
}

/** Where a suppression is: `inline at infra/sg.tf:3` or `.plerion-ignore.yml entry 2`. */
export function suppressionPlace(suppression: Suppression): string {
  return suppression.kind === 'inSource'
    ? `inline at ${suppression.file}:${suppression.line}`
    : `${suppression.file} entry ${suppression.entryNumber}`;
}

/** `suppression proposed by this change, not applied: <reason> (<where>)`, or undefined. */
export function describeWithheld(
  finding: Pick<ReportedFinding, 'proposedSuppression'>,
  subject: ChangeSubject,
): string | undefined {
  const s = finding.proposedSuppression;
  if (s === undefined) return undefined;
  return `suppression ${proposedBy(subject)}: ${s.justification} (${suppressionPlace(s)})`;
}
