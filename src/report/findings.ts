/**
 * The findings model every reporter renders: one `Finding` per FAILED finding, mapped back to
 * the workspace path that was uploaded, `skip-detections` applied once, duplicates merged, in a
 * stable order (severity, then file, then line).
 */
import type { ApiFinding } from '../api/schemas.ts';
import type { ScanResult } from '../scan/run-scans.ts';
import { severityRank, zeroCounts, type CountsBySeverity, type Severity } from '../severity.ts';

export interface Finding {
  readonly detectionId: string;
  readonly title: string;
  readonly severity: Severity;
  /** Workspace-relative path of the uploaded file, or undefined when it maps to none. */
  readonly file: string | undefined;
  /** The path as the service reported it. */
  readonly reportedFile: string;
  readonly startLine: number;
  readonly endLine: number;
  readonly codeBlock: readonly (readonly [number, string])[];
  readonly resource: string;
  readonly type: string;
  readonly scanId: string;
  readonly artifactName: string;
  readonly dashboardUrl: string | undefined;
}

export interface FindingsModel {
  readonly findings: readonly Finding[];
  readonly counts: CountsBySeverity;
  /** FAILED findings dropped by skip-detections. */
  readonly skippedByDetection: number;
  /** PASSED checks, from the scans' summaries. */
  readonly passed: number;
}

/** Strips what the service may put before a workspace path: a leading `/` or `./`. */
export function normalizeReportedPath(file: string): string {
  return file.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
}

function toFinding(raw: ApiFinding, scan: ScanResult, uploaded: ReadonlySet<string>): Finding {
  const reportedFile = raw.file ?? '';
  const normalized = normalizeReportedPath(reportedFile);
  const [first, last] = raw.lineRange ?? [];
  const codeLines = (raw.codeBlock ?? []).map(([n]) => n);
  const startLine = Math.max(1, first ?? codeLines[0] ?? 1);
  const endLine = Math.max(startLine, last ?? codeLines.at(-1) ?? startLine);
  return {
    detectionId: raw.detectionId,
    title: raw.detectionTitle?.trim() || raw.detectionId,
    severity: raw.severityLevel,
    file: uploaded.has(normalized) ? normalized : undefined,
    reportedFile,
    startLine,
    endLine,
    codeBlock: raw.codeBlock ?? [],
    resource: raw.resource ?? '',
    type: raw.type ?? '',
    scanId: scan.scanId,
    artifactName: scan.artifactName,
    dashboardUrl: raw.dashboardURL ?? undefined,
  };
}

function compare(a: Finding, b: Finding): number {
  return (
    severityRank(a.severity) - severityRank(b.severity) ||
    (a.file ?? `\uffff${a.reportedFile}`).localeCompare(b.file ?? `\uffff${b.reportedFile}`) ||
    a.startLine - b.startLine ||
    a.detectionId.localeCompare(b.detectionId) ||
    a.resource.localeCompare(b.resource)
  );
}

export function buildFindings(
  scans: readonly ScanResult[],
  uploadedPaths: ReadonlySet<string>,
  skipDetections: readonly string[],
): FindingsModel {
  const skip = new Set(skipDetections);
  const merged = new Map<string, Finding>();
  let skippedByDetection = 0;
  for (const scan of scans) {
    for (const raw of scan.findings) {
      if (raw.result && raw.result !== 'FAILED') continue;
      if (skip.has(raw.detectionId)) {
        skippedByDetection++;
        continue;
      }
      const finding = toFinding(raw, scan, uploadedPaths);
      const key = [
        finding.detectionId,
        finding.file ?? finding.reportedFile,
        finding.startLine,
        finding.endLine,
        finding.resource,
      ].join('\u0000');
      if (!merged.has(key)) merged.set(key, finding);
    }
  }
  const findings = [...merged.values()].sort(compare);
  const counts = zeroCounts();
  for (const finding of findings) counts[finding.severity]++;
  const passed = scans.reduce((sum, s) => sum + (s.summary?.totalPassedFindings ?? 0), 0);
  return { findings, counts, skippedByDetection, passed };
}
