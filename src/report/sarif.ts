/**
 * Renders SARIF 2.1.0 that GitHub code scanning accepts: one run for all archives, one rule per
 * detection with a string `security-severity`, repository-relative percent-encoded URIs, line
 * regions with snippets, and fingerprints that ignore line numbers so a finding keeps its
 * identity when unrelated lines move. Stays within code scanning's limits, cutting the least
 * severe results first.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { severityRank, type Severity } from '../severity.ts';
import { encodePath } from './escape.ts';
import type { Finding } from './findings.ts';

export const MAX_SARIF_RESULTS = 25_000;
export const MAX_SARIF_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

const SECURITY_SEVERITY: Record<Severity, string> = {
  CRITICAL: '9.5',
  HIGH: '8.0',
  MEDIUM: '5.5',
  LOW: '3.0',
};
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  CRITICAL: 'error',
  HIGH: 'error',
  MEDIUM: 'warning',
  LOW: 'note',
};

export interface SarifOptions {
  readonly toolName: string;
  readonly toolVersion: string;
  readonly informationUri: string;
  readonly category: string | undefined;
}

export interface RenderedSarif {
  readonly sarif: Record<string, unknown>;
  readonly json: string;
  /** Results left out to stay within code scanning's limits. */
  readonly omitted: number;
}

/** Identity of a finding that survives lines moving above it: no line numbers, trimmed code. */
export function fingerprint(finding: Finding): string {
  const code = finding.codeBlock
    .map(([, text]) => text.trim())
    .filter((t) => t !== '')
    .join('\n');
  return createHash('sha256')
    .update(
      [finding.detectionId, finding.file ?? finding.reportedFile, finding.resource, code].join(
        '\u0000',
      ),
    )
    .digest('hex')
    .slice(0, 32);
}

function rule(findings: readonly Finding[]): Record<string, unknown> {
  const first = findings[0] as Finding;
  const severity = findings.reduce<Severity>(
    (worst, f) => (severityRank(f.severity) < severityRank(worst) ? f.severity : worst),
    first.severity,
  );
  const types = [...new Set(findings.map((f) => f.type).filter(Boolean))].sort();
  return {
    id: first.detectionId,
    name: first.detectionId,
    shortDescription: { text: first.title },
    fullDescription: { text: `${first.title} (${first.detectionId})` },
    help: { text: `${first.title}. See the finding's details in Plerion for remediation.` },
    defaultConfiguration: { level: LEVEL[severity] },
    properties: {
      'security-severity': SECURITY_SEVERITY[severity],
      tags: [...new Set(['security', 'iac', ...types])],
      precision: 'high',
    },
  };
}

function result(finding: Finding, ruleIndex: number): Record<string, unknown> {
  const uri = finding.file ?? finding.reportedFile.replace(/^(\.\/|\/)+/, '');
  const snippet = finding.codeBlock.map(([, text]) => text).join('');
  const lines =
    finding.startLine === finding.endLine
      ? `line ${finding.startLine}`
      : `lines ${finding.startLine}-${finding.endLine}`;
  const text =
    `${finding.title} (${finding.detectionId}) in ${finding.resource || 'this file'}, ${lines}.` +
    (finding.dashboardUrl ? ` Details: ${finding.dashboardUrl}` : '');
  return {
    ruleId: finding.detectionId,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text },
    ...(uri
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodePath(uri), uriBaseId: '%SRCROOT%' },
                region: {
                  startLine: finding.startLine,
                  endLine: finding.endLine,
                  ...(snippet ? { snippet: { text: snippet } } : {}),
                },
              },
            },
          ],
        }
      : {}),
    partialFingerprints: { 'plerionFinding/v1': fingerprint(finding) },
    properties: {
      severity: finding.severity,
      resource: finding.resource,
      scanId: finding.scanId,
      artifactName: finding.artifactName,
      ...(finding.dashboardUrl ? { dashboardUrl: finding.dashboardUrl } : {}),
      ...(finding.file ? {} : { reportedFile: finding.reportedFile, mappedToUploadedFile: false }),
    },
  };
}

function build(
  findings: readonly Finding[],
  options: SarifOptions,
  omitted: number,
): Record<string, unknown> {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) byRule.set(f.detectionId, [...(byRule.get(f.detectionId) ?? []), f]);
  const ruleIds = [...byRule.keys()].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  return {
    $schema: SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: options.toolName,
            version: options.toolVersion,
            semanticVersion: options.toolVersion,
            informationUri: options.informationUri,
            rules: ruleIds.map((id) => rule(byRule.get(id) ?? [])),
          },
        },
        ...(options.category
          ? { automationDetails: { id: `${options.category.replace(/\/+$/, '')}/` } }
          : {}),
        results: findings.map((f) => result(f, index.get(f.detectionId) ?? 0)),
        columnKind: 'utf16CodeUnits',
        properties:
          omitted > 0
            ? {
                omittedResults: omitted,
                omittedReason: "code scanning's limits on results per run and upload size",
              }
            : {},
      },
    ],
  };
}

/** Findings come sorted most severe first; what is cut is cut from the end. */
export function renderSarif(findings: readonly Finding[], options: SarifOptions): RenderedSarif {
  let kept = findings.slice(0, MAX_SARIF_RESULTS);
  for (;;) {
    const sarif = build(kept, options, findings.length - kept.length);
    const json = JSON.stringify(sarif, null, 2);
    if (kept.length === 0 || gzipSync(json).length <= MAX_SARIF_GZIP_BYTES) {
      return { sarif, json, omitted: findings.length - kept.length };
    }
    kept = kept.slice(0, Math.floor(kept.length * 0.9));
  }
}
