/** Links to a finding's lines on the repository's server and to the run (URL-encoded; Markdown-safe through forMarkdownUrl). */
import type { RunOrigin } from '../settings.ts';
import type { Finding } from '../findings/findings.ts';

/** A repository path made safe for a URL, segment by segment. */
export function encodePath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

export function lineLink(origin: RunOrigin, finding: Finding): string | undefined {
  if (!finding.file || !origin.repository || !origin.commit) return undefined;
  const lines = !finding.hasLines
    ? ''
    : finding.startLine === finding.endLine
      ? `#L${finding.startLine}`
      : `#L${finding.startLine}-L${finding.endLine}`;
  return `${origin.serverUrl}/${origin.repository}/blob/${origin.commit}/${encodePath(finding.file)}${lines}`;
}

/** The run that made the report, when the adapter knows its page. */
export function runLink(origin: RunOrigin): string | undefined {
  return origin.runUrl;
}
