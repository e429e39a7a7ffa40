/**
 * The files that left the machine, by archive: a collapsed section of the job summary, capped in
 * size with the count of what it leaves out, and every path in the JSON report. Paths are
 * repository text: each reaches Markdown and JSON through the sanitiser of that place.
 */
import type { FilesSent } from '../findings/run-report.ts';
import { plural } from '../../plural.ts';
import { forMarkdownCode, forReport } from '../../sanitize.ts';
import { details } from './markdown.ts';

/** Most bytes of the summary's file list (GitHub's whole summary may hold 1 MiB). */
export const MAX_FILES_SENT_SUMMARY_BYTES = 200 * 1024;
/** The longest path shown in the summary. */
const MAX_SHOWN_PATH_CHARS = 500;

function countFiles(files: FilesSent): number {
  return files.archives.reduce((n, a) => n + a.paths.length, 0);
}

/**
 * The summary's collapsed section, within `maxBytes`; empty when nothing was sent. On a dry run
 * (`dryRun`, the report's flag) it lists what a real run would send.
 */
export function renderFilesSent(
  files: FilesSent,
  maxBytes = MAX_FILES_SENT_SUMMARY_BYTES,
  dryRun = false,
): string {
  const count = countFiles(files);
  if (count === 0) return '';
  const lines: string[] = [];
  let bytes = 0;
  let shown = 0;
  outer: for (const archive of files.archives) {
    const head = `**${forMarkdownCode(archive.name)}** (${plural(archive.paths.length, 'file')}, ${archive.bytes.toLocaleString('en-US')} bytes)`;
    lines.push('', head, '');
    for (const path of archive.paths) {
      const line = `- ${forMarkdownCode(path, MAX_SHOWN_PATH_CHARS)}`;
      bytes += Buffer.byteLength(line) + 1;
      if (bytes > maxBytes) break outer;
      lines.push(line);
      shown += 1;
    }
  }
  if (shown < count)
    lines.push('', `…and ${count - shown} more: the JSON report lists every file.`);
  const what = dryRun ? 'Files a real run would send' : 'Files sent to the service';
  const title = `${what}: ${count} in ${plural(files.archives.length, 'archive')}`;
  return details(title, lines.join('\n').trim());
}

/** The JSON report's `filesSent`: every archive with every path, and the report's dry-run flag. */
export function filesSentJson(files: FilesSent, dryRun = false): Record<string, unknown> {
  return {
    dryRun,
    count: countFiles(files),
    archives: files.archives.map((archive) => ({
      name: forReport(archive.name, 300),
      bytes: archive.bytes,
      files: archive.paths.map((path) => forReport(path, 4_096)),
    })),
  };
}
