/**
 * The section reviewers read first on a pull request: the suppressions it adds or changes (file
 * entries and inline comments) with their reasons, and whether each is applied or only proposed.
 * Every text in it comes from the repository and goes through the Markdown sanitiser.
 */
import { plural } from '../../../plural.ts';
import { forMarkdown, forMarkdownCode } from '../../../sanitize.ts';
import type { PullRequestSuppressionAudit } from './settle-suppressions.ts';

/** What the change under review is called: a pull request's, or the command line's change request. */
export type ChangeSubject = 'this pull request' | 'this change';

/** The status of a suppression the change adds and that does not take effect. */
export function proposedBy(subject: ChangeSubject = 'this pull request'): string {
  return `proposed by ${subject}, not applied`;
}

/** The section, or `''` when the pull request changes no suppression. */
export function renderSuppressionChanges(
  audit: PullRequestSuppressionAudit | undefined,
  options: { level: '###' | '####'; rows: number; subject?: ChangeSubject },
): string {
  if (audit === undefined) return '';
  const subject = options.subject ?? 'this pull request';
  const PROPOSED = proposedBy(subject);
  const { changes } = audit;
  const count = changes.entries.length + changes.inline.length;
  if (count === 0 && changes.uncompared.length === 0 && changes.problems.length === 0) return '';
  const status = (applied: boolean) => (applied ? 'applied' : PROPOSED);
  const rows = [
    ...changes.entries.map(
      ({ entry, change }) =>
        `| ${forMarkdown(`${changes.file} entry ${entry.entryNumber}`, 300)} | ${forMarkdownCode(entry.detection, 200)} | ${forMarkdown(entry.reason, 500)} | ${change} | ${status(audit.entriesApplied)} |`,
    ),
    ...changes.inline.map(
      (d) =>
        `| ${forMarkdown(`inline, ${d.file}:${d.line}`, 300)} | ${d.detectionId ? forMarkdownCode(d.detectionId, 200) : '(none)'} | ${forMarkdown(d.reason ?? '(no reason: suppresses nothing)', 500)} | ${d.change} | ${status(audit.inlineApplied)} |`,
    ),
  ];
  const shown = rows.slice(0, options.rows);
  const withheld = !audit.entriesApplied && changes.entries.length > 0;
  const lines = [
    `${options.level} Suppressions ${subject} adds or changes: ${count}`,
    withheld || (!audit.inlineApplied && changes.inline.length > 0)
      ? `Suppressions marked “${PROPOSED}” do not hide their findings: those still gate until the change reaches the base branch.`
      : '',
    changes.inline.some((d) => d.change === 'covers changed lines')
      ? `A comment marked “covers changed lines” is the base’s, but ${subject} changed the code it covers (or a line between the two), so it counts as ${subject}’s.`
      : '',
    shown.length > 0
      ? [
          '| Where | Detection | Reason | Change | Status |',
          '| --- | --- | --- | --- | --- |',
          ...shown,
        ].join('\n')
      : '',
    rows.length > shown.length
      ? forMarkdown(`…and ${rows.length - shown.length} more in the JSON report.`)
      : '',
    changes.uncompared.length > 0
      ? forMarkdown(
          `${plural(changes.uncompared.length, 'changed file')} too large to compare or stored in Git LFS: any inline suppression in them is treated as ${PROPOSED}.`,
        )
      : '',
    ...changes.problems.map((p) => `> ${forMarkdown(p, 1_000)}`),
  ];
  return lines.filter((line) => line !== '').join('\n\n');
}

/** One log line on what the pull request proposes, or undefined when it proposes nothing. */
export function describeProposed(
  audit: PullRequestSuppressionAudit | undefined,
  subject: ChangeSubject = 'this pull request',
): string | undefined {
  if (audit === undefined) return undefined;
  const entries = audit.entriesApplied ? 0 : audit.changes.entries.length;
  const inline = audit.inlineApplied ? 0 : audit.changes.inline.length;
  if (entries + inline === 0) return undefined;
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  return `${Subject} adds or changes ${plural(entries + inline, 'suppression')} (${entries} in ${audit.changes.file}, ${inline} inline): ${proposedBy(subject)}, so the findings they name still gate.`;
}
