/** Links to a finding's lines on GitHub and to the run. */
import type { GitHubContext } from '../inputs.ts';
import { encodePath } from './escape.ts';
import type { Finding } from './findings.ts';

export function lineLink(github: GitHubContext, finding: Finding): string | undefined {
  if (!finding.file || !github.repository || !github.headSha) return undefined;
  const lines =
    finding.startLine === finding.endLine
      ? `L${finding.startLine}`
      : `L${finding.startLine}-L${finding.endLine}`;
  return `${github.serverUrl}/${github.repository}/blob/${github.headSha}/${encodePath(finding.file)}#${lines}`;
}

export function runLink(github: GitHubContext): string | undefined {
  if (!github.repository || !github.runId) return undefined;
  return `${github.serverUrl}/${github.repository}/actions/runs/${github.runId}`;
}
