/**
 * The section of the summary, the pull-request comment, the tracking issue and the check run on
 * IaC that was not uploaded, so not judged: each file, why it stayed home and how to fix it; then,
 * apart, the files no deployer reads either (notices: a dangling link, a JSON file no deployer can
 * parse), which decide nothing. Paths come from the repository: they go through the Markdown
 * sanitiser, in code spans.
 */
import { forMarkdown, forMarkdownCode } from '../../sanitize.ts';
import { plural } from '../../plural.ts';
import type { Unjudged, UnjudgedFile } from '../change/unjudged.ts';
import { details } from './markdown.ts';

function table(files: readonly UnjudgedFile[], rows: number): string {
  const shown = files.slice(0, rows);
  return [
    [
      '| File | Why it was not uploaded | How to fix it |',
      '| --- | --- | --- |',
      ...shown.map(
        (f) =>
          `| ${forMarkdownCode(f.path, 300)} | ${forMarkdown(f.reason)} | ${forMarkdown(f.fix, 500)} |`,
      ),
    ].join('\n'),
    files.length > shown.length
      ? forMarkdown(`…and ${files.length - shown.length} more in the JSON report.`)
      : '',
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** The files that decide (or warn); `''` when there are none. */
function filesPart(
  unjudged: Unjudged,
  options: { readonly level: '###' | '####'; readonly rows: number },
): string {
  const { files } = unjudged;
  if (files.length === 0) return '';
  const lead = unjudged.gates
    ? unjudged.scope === 'changed'
      ? 'This pull request adds or changes IaC that was not uploaded, so no scan judged it: the result is an error until each file is fixed.'
      : 'Which files this pull request changed is not known, so every IaC file of the scanned tree that was not uploaded counts: the result is an error until each is fixed.'
    : 'IaC of the scanned tree that was not uploaded, so no scan judged it. On a pull request that adds or changes one of these, the result is an error.';
  return [
    `${options.level} IaC not judged: ${plural(files.length, 'file')}`,
    lead,
    unjudged.note === undefined ? '' : `> ${forMarkdown(unjudged.note, 1_000)}`,
    table(files, options.rows),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** The notices, collapsed; `''` when there are none. */
function noticesPart(unjudged: Unjudged, rows: number): string {
  const notices = unjudged.notices ?? [];
  if (notices.length === 0) return '';
  return details(
    `Not uploaded, and no deployer reads them either (notices): ${plural(notices.length, 'file')}`,
    table(notices, rows),
  );
}

/** The section, or `''` when every IaC file was uploaded. */
export function renderUnjudged(
  unjudged: Unjudged | undefined,
  options: { readonly level: '###' | '####'; readonly rows: number },
): string {
  if (unjudged === undefined) return '';
  return [filesPart(unjudged, options), noticesPart(unjudged, options.rows)]
    .filter((part) => part !== '')
    .join('\n\n');
}
