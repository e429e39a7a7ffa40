/**
 * Renders SARIF 2.1.0 that GitHub code scanning accepts: one run for all archives, one rule per
 * detection with a string `security-severity`, normalised repository-relative percent-encoded URIs
 * (no `.` or `..` segments), line regions with snippets, fingerprints unique within the run that
 * ignore line numbers, `baselineState` against the baseline and `suppressions` with their reason.
 * Code scanning needs a location on every result: a finding whose path is empty or leaves the
 * repository is located on the first file of the archive it came from, and its message says the
 * service reported no usable path. Stays within code scanning's limits, cutting the least severe
 * results first.
 */
import { gzipSync } from 'node:zlib';
import type * as Sarif from 'sarif';
import { forReport, redact } from '../sanitize.ts';
import { severityRank, type Severity } from '../severity.ts';
import { encodePath } from './links.ts';
import type { ReportedFinding } from '../findings/run-report.ts';

export const MAX_SARIF_RESULTS = 25_000;
export const MAX_SARIF_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'plerionFinding/v1';
/** The key code scanning's own upload computes; ours is computed the same way (line-hash.ts). */
export const LINE_HASH_KEY = 'primaryLocationLineHash';

const SECURITY_SEVERITY: Record<Severity, string> = {
  CRITICAL: '9.5',
  HIGH: '8.0',
  MEDIUM: '5.5',
  LOW: '3.0',
};
const LEVEL: Record<Severity, Sarif.Result.level> = {
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
  /** A file of the archive a finding came from, for findings without a usable path. */
  readonly archiveFile: (artifactName: string) => string | undefined;
  /** upload-sarif's `primaryLocationLineHash` of a line of a file, when it can be computed. */
  readonly lineHash?: (file: string, line: number) => string | undefined;
}

export interface RenderedSarif {
  readonly sarif: Sarif.Log;
  readonly json: string;
  /** Results left out to stay within code scanning's limits, or for want of any location. */
  readonly omitted: number;
  /** Results located on an archive's file because the service gave no usable path. */
  readonly relocated: number;
}

function rule(findings: readonly ReportedFinding[]): Sarif.ReportingDescriptor {
  const first = findings[0] as ReportedFinding;
  const severity = findings.reduce<Severity>(
    (worst, f) => (severityRank(f.severity) < severityRank(worst) ? f.severity : worst),
    first.severity,
  );
  const types = [...new Set(findings.map((f) => forReport(f.type, 100)).filter(Boolean))].sort();
  const title = forReport(first.title);
  return {
    // No `name`: SARIF wants it different from the id when present, and the service has none.
    id: forReport(first.detectionId, 200),
    shortDescription: { text: title },
    fullDescription: { text: `${title} (${forReport(first.detectionId, 200)})` },
    help: { text: `${title}. See the finding's details in Plerion for remediation.` },
    defaultConfiguration: { level: LEVEL[severity] },
    properties: {
      'security-severity': SECURITY_SEVERITY[severity],
      tags: [...new Set(['security', 'iac', ...types])],
      precision: 'high',
    },
  };
}

function location(
  finding: ReportedFinding,
  options: SarifOptions,
): { uri: string; relocated: boolean } | undefined {
  const path = finding.file ?? finding.normalizedFile;
  if (path !== undefined) return { uri: path, relocated: false };
  const fallback = options.archiveFile(finding.artifactName);
  return fallback === undefined ? undefined : { uri: fallback, relocated: true };
}

function result(
  finding: ReportedFinding,
  ruleIndex: number,
  where: { uri: string; relocated: boolean; lineHash?: string | undefined },
): Sarif.Result {
  const snippet = forReport(finding.codeBlock.map(([, text]) => text).join(''), 5_000);
  const lines =
    finding.startLine === finding.endLine
      ? `line ${finding.startLine}`
      : `lines ${finding.startLine}-${finding.endLine}`;
  const resource = forReport(finding.resource, 300) || 'this file';
  const text =
    `${forReport(finding.title)} (${forReport(finding.detectionId, 200)}) in ${resource}` +
    (where.relocated
      ? `. The service reported no usable path (${JSON.stringify(forReport(finding.reportedFile, 300))}): shown on a file of the archive it came from.`
      : finding.hasLines
        ? `, ${lines}.`
        : '.') +
    (finding.dashboardUrl ? ` Details: ${forReport(finding.dashboardUrl)}` : '');
  const region: Sarif.Region | undefined =
    where.relocated || !finding.hasLines
      ? { startLine: 1 }
      : {
          startLine: finding.startLine,
          endLine: finding.endLine,
          ...(snippet ? { snippet: { text: snippet } } : {}),
        };
  const { suppression } = finding;
  return {
    ruleId: forReport(finding.detectionId, 200),
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodePath(where.uri), uriBaseId: '%SRCROOT%' },
          region,
        },
      },
    ],
    partialFingerprints: {
      [FINGERPRINT_KEY]: finding.fingerprint,
      ...(where.lineHash ? { [LINE_HASH_KEY]: where.lineHash } : {}),
    },
    ...(finding.baselineState ? { baselineState: finding.baselineState } : {}),
    ...(suppression
      ? {
          suppressions: [
            {
              kind: suppression.kind,
              status: 'accepted',
              justification: forReport(suppression.justification),
            },
          ],
        }
      : {}),
    properties: {
      severity: finding.severity,
      resource: forReport(finding.resource, 300),
      scanId: forReport(finding.scanId, 200),
      artifactName: finding.artifactName,
      ...(finding.dashboardUrl ? { dashboardUrl: forReport(finding.dashboardUrl) } : {}),
      ...(finding.file
        ? {}
        : { reportedFile: forReport(finding.reportedFile, 300), mappedToUploadedFile: false }),
    },
  };
}

function build(
  findings: readonly ReportedFinding[],
  options: SarifOptions,
  omitted: number,
): { sarif: Sarif.Log; unlocated: number; relocated: number } {
  const byRule = new Map<string, ReportedFinding[]>();
  for (const f of findings) {
    const rule = byRule.get(f.detectionId);
    if (rule) rule.push(f);
    else byRule.set(f.detectionId, [f]);
  }
  const ruleIds = [...byRule.keys()].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const results: Sarif.Result[] = [];
  let unlocated = 0;
  let relocated = 0;
  for (const finding of findings) {
    const where = location(finding, options);
    if (!where) {
      unlocated++;
      continue;
    }
    if (where.relocated) relocated++;
    const line = where.relocated || !finding.hasLines ? 1 : finding.startLine;
    const lineHash = options.lineHash?.(where.uri, line);
    results.push(result(finding, index.get(finding.detectionId) ?? 0, { ...where, lineHash }));
  }
  const cut = omitted + unlocated;
  const sarif: Sarif.Log = {
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
        results,
        columnKind: 'utf16CodeUnits',
        properties:
          cut > 0
            ? {
                omittedResults: cut,
                omittedReason:
                  "code scanning's limits on results per run and upload size, or no location at all",
              }
            : {},
      },
    ],
  };
  return { sarif, unlocated, relocated };
}

/** Findings come sorted most severe first; what is cut is cut from the end. */
export function renderSarif(
  findings: readonly ReportedFinding[],
  options: SarifOptions,
): RenderedSarif {
  let kept = findings.slice(0, MAX_SARIF_RESULTS);
  for (;;) {
    const built = build(kept, options, findings.length - kept.length);
    const json = redact(JSON.stringify(built.sarif, null, 2));
    if (kept.length === 0 || gzipSync(json).length <= MAX_SARIF_GZIP_BYTES) {
      return {
        sarif: JSON.parse(json) as Sarif.Log,
        json,
        omitted: findings.length - kept.length + built.unlocated,
        relocated: built.relocated,
      };
    }
    kept = kept.slice(0, Math.floor(kept.length * 0.9));
  }
}
