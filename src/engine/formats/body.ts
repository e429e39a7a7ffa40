/**
 * The body the job summary, the pull-request comment and the tracking issue share: verdict, the
 * IaC that was not judged, counts, then what this change introduced (new findings first when
 * there is a baseline), the existing findings in resources it changes (apart, not gated), what it
 * fixed and what was already there (collapsed), the suppressions, and notes. The caller fits it
 * to its place's size limit through `rows`.
 */
import { forHtmlText, forMarkdown, forMarkdownCode } from '../../sanitize.ts';
import { plural } from '../../plural.ts';
import {
  comparisonLine,
  countsTable,
  details,
  findingsTable,
  moreLine,
  suppressedTable,
  verdictLine,
} from './markdown.ts';
import { renderSuppressionChanges } from '../suppressions/pull-request/render-suppression-changes.ts';
import type { Finding } from '../findings/findings.ts';
import type { RunReport } from '../findings/run-report.ts';
import { changeSubject } from './proposed.ts';
import { renderUnjudged } from './unjudged-section.ts';

export interface BodyOptions {
  /** Heading level of the sections: `###` in the summary, `####` in a comment. */
  readonly level: '###' | '####';
  /** The most rows of each findings table. */
  readonly rows: number;
  /** Where the rest is, for the "…and N more" lines. */
  readonly elsewhere: string;
}

function limited(
  report: RunReport,
  findings: readonly Finding[],
  rows: number,
  elsewhere: string,
): string {
  const shown = findings.slice(0, rows);
  return [findingsTable(report, shown), moreLine(findings.length - shown.length, elsewhere)]
    .filter(Boolean)
    .join('\n\n');
}

function changeName(report: RunReport): string {
  return changeSubject(report);
}

/** The findings sections: new / fixed / existing with a baseline, else one table. */
function findingsSections(report: RunReport, options: BodyOptions): string[] {
  const open = report.findings.filter((f) => !f.suppression);
  const { baseline } = report;
  if (baseline?.status !== 'compared') {
    if (open.length === 0) return [];
    return [
      `${options.level} Findings, most severe first`,
      limited(report, open, options.rows, options.elsewhere),
    ];
  }
  const fresh = open.filter((f) => f.baselineState === 'new');
  const touched = open.filter((f) => f.baselineState !== 'new' && f.inChangedResource === true);
  const existing = open.filter((f) => f.baselineState !== 'new' && f.inChangedResource !== true);
  const base = forMarkdownCode(baseline.label);
  // Markdown is not rendered inside <summary>: the label is HTML-escaped there instead.
  const baseInHtml = forHtmlText(baseline.label, 200);
  return [
    `${options.level} New in ${changeName(report)}: ${plural(fresh.length, 'finding')}`,
    fresh.length > 0
      ? limited(report, fresh, options.rows, options.elsewhere)
      : `No new findings against ${base}.`,
    // Old debt the reviewer touched: shown apart, never gated.
    ...(touched.length > 0
      ? [
          `${options.level} Existing, in a resource ${changeName(report)} changes: ${plural(touched.length, 'finding')}`,
          `Already on ${base}, so not gated; listed because ${changeName(report)} edits, renames or moves the resource.`,
          limited(report, touched, options.rows, options.elsewhere),
        ]
      : []),
    details(
      `Fixed by ${changeName(report)}: ${baseline.fixed.length}`,
      // The fixed lines are on the base, not at this commit: no line links.
      [
        findingsTable(report, baseline.fixed.slice(0, options.rows), { linked: false }),
        moreLine(
          baseline.fixed.length - Math.min(options.rows, baseline.fixed.length),
          options.elsewhere,
        ),
      ]
        .filter(Boolean)
        .join('\n\n'),
    ),
    details(
      `Already on ${baseInHtml}: ${existing.length}`,
      limited(report, existing, options.rows, options.elsewhere),
    ),
  ];
}

export function renderBody(report: RunReport, options: BodyOptions): string[] {
  const suppressed = report.findings.filter((f) => f.suppression);
  return [
    verdictLine(report),
    // IaC not judged (issue 31): why, and how to fix each, before anything else.
    renderUnjudged(report.unjudged, options),
    // Pull requests (issue 21): what the pull request does to the suppressions comes first.
    renderSuppressionChanges(report.suppressions.pullRequest, {
      ...options,
      subject: changeSubject(report),
    }),
    countsTable(report),
    comparisonLine(report),
    ...findingsSections(report, options),
    details(
      `Suppressed: ${suppressed.length}`,
      suppressedTable(suppressed.slice(0, options.rows)) +
        (suppressed.length > options.rows
          ? `\n\n${forMarkdown(`…and ${suppressed.length - options.rows} more in the JSON report.`)}`
          : ''),
    ),
  ].filter((part) => part !== '');
}
