/**
 * The words of one finding's annotation, the same on a workflow command and on the check run
 * (pure). GitHub shows the title in bold above the message, so the two never say the same thing:
 * the title carries severity, title and detection; the message carries what the title does not
 * (whether it is new, the resource, the lines, where the service put it, the link). Service text:
 * each writer passes both through its own sanitiser.
 */
import type { ReportedFinding } from '../../../engine/findings/run-report.ts';

/** `HIGH: S3 bucket ACL allows public access (PLERION-TF-S3-PUBLIC-ACL)`. */
export function annotationTitle(finding: ReportedFinding): string {
  return `${finding.severity}: ${finding.title} (${finding.detectionId})`;
}

function lines(finding: ReportedFinding): string {
  if (!finding.hasLines) return 'the whole file';
  return finding.startLine === finding.endLine
    ? `line ${finding.startLine}`
    : `lines ${finding.startLine}-${finding.endLine}`;
}

/** `Severity LOW, changed from the service's HIGH by .plerion-iac.yml entry 2: <reason>.` */
function overrideLine(finding: ReportedFinding): string | undefined {
  const override = finding.severityOverride;
  if (finding.serviceSeverity === undefined || override === undefined) return undefined;
  const why = override.reason === undefined ? '' : `: ${override.reason}`;
  return `Severity ${finding.severity}, changed from the service's ${finding.serviceSeverity} by severity-overrides entry ${override.entryNumber} of ${override.file}${why}.`;
}

/**
 * The message lines under the title: new or not, resource and lines, the reported path, a
 * severity override, the link.
 */
export function annotationMessage(finding: ReportedFinding): string {
  return [
    finding.baselineState === 'new' ? 'New: the baseline does not have it.' : undefined,
    finding.baselineState === 'unchanged' && finding.inChangedResource
      ? 'Existing, in a resource this change edits: the baseline has it, so it is not gated.'
      : undefined,
    `Resource: ${finding.resource || 'n/a'}, ${lines(finding)}.`,
    finding.file ? undefined : `The service reported the path ${finding.reportedFile || '(none)'}.`,
    overrideLine(finding),
    finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
}
