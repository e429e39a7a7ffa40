/** Links to a finding's lines on GitHub and to the run (URL-encoded; Markdown-safe through forMarkdownUrl). */
import type { GitHubContext } from '../settings.ts';
import type { Finding } from '../findings/findings.ts';

/** A repository path made safe for a URL, segment by segment. */
export function encodePath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

export function lineLink(github: GitHubContext, finding: Finding): string | undefined {
  if (!finding.file || !github.repository || !github.headSha) return undefined;
  const lines = !finding.hasLines
    ? ''
    : finding.startLine === finding.endLine
      ? `#L${finding.startLine}`
      : `#L${finding.startLine}-L${finding.endLine}`;
  return `${github.serverUrl}/${github.repository}/blob/${github.headSha}/${encodePath(finding.file)}${lines}`;
}

export function runLink(github: GitHubContext): string | undefined {
  if (!github.repository || !github.runId) return undefined;
  return `${github.serverUrl}/${github.repository}/actions/runs/${github.runId}`;
}
