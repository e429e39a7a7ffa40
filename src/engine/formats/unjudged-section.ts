/**
 * The section of the summary, the pull-request comment, the tracking issue and the check run on
 * IaC that was not uploaded, so not judged: each file, why it stayed home and how to fix it.
 * Paths come from the repository: they go through the Markdown sanitiser, in code spans.
 */
import { forMarkdown, forMarkdownCode } from '../../sanitize.ts';
import { plural } from '../../plural.ts';
import type { Unjudged } from '../change/unjudged.ts';

/** The section, or `''` when every IaC file was uploaded. */
export function renderUnjudged(
  unjudged: Unjudged | undefined,
  options: { readonly level: '###' | '####'; readonly rows: number },
): string {
  if (unjudged === undefined || unjudged.files.length === 0) return '';
  const { files } = unjudged;
  const lead = unjudged.gates
    ? unjudged.scope === 'changed'
      ? 'This pull request adds or changes IaC that was not uploaded, so no scan judged it: the result is an error until each file is fixed.'
      : 'Which files this pull request changed is not known, so every IaC file of the scanned tree that was not uploaded counts: the result is an error until each is fixed.'
    : 'IaC of the scanned tree that was not uploaded, so no scan judged it. On a pull request that adds or changes one of these, the result is an error.';
  const shown = files.slice(0, options.rows);
  return [
    `${options.level} IaC not judged: ${plural(files.length, 'file')}`,
    lead,
    unjudged.note === undefined ? '' : `> ${forMarkdown(unjudged.note, 1_000)}`,
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
