/** The JSON report: settings (never the key), archives, counts, verdict and every finding. */
import type { Settings } from '../inputs.ts';
import type { RunReport } from './run-report.ts';

export function renderJsonReport(
  report: RunReport,
  settings: Settings,
  toolVersion: string,
): string {
  const { apiKey: _key, githubToken: _token, github, ...rest } = settings;
  return (
    JSON.stringify(
      {
        tool: { name: 'plerion-iac-scan-action', version: toolVersion },
        verdict: report.verdict,
        reason: report.reason,
        settings: {
          ...rest,
          repository: github.repository,
          sha: github.headSha,
          event: github.eventName,
        },
        counts: {
          ...report.model.counts,
          failed: report.model.findings.length,
          passed: report.model.passed,
          skippedByDetection: report.model.skippedByDetection,
          gated: report.gated,
        },
        archives: report.archives,
        notes: report.notes,
        findings: report.model.findings,
      },
      null,
      2,
    ) + '\n'
  );
}
