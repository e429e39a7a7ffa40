/**
 * The findings model every reporter renders: one `Finding` per FAILED finding, mapped back to the
 * workspace path that was uploaded, `skip-detections` applied once, duplicates merged, each with a
 * fingerprint of what it is (detection, file, resource), never of its lines or its code, so editing
 * or moving a resource within its file keeps it (several findings of one detection on one resource
 * told apart by their order), in a stable order (severity, then file, then line).
 */
import { hash } from 'node:crypto';
import * as posix from 'node:path/posix';
import type { FindingProblem } from '../api/code-security.ts';
import type { ApiFinding } from '../api/finding.ts';
import type { ScanResult } from '../scan/types.ts';
import type { SeverityOverride } from '../config/severity-overrides.ts';
import { severityRank, zeroCounts, type CountsBySeverity, type Severity } from '../../severity.ts';

export interface Finding {
  readonly id: string;
  readonly detectionId: string;
  readonly title: string;
  /** The severity the gate, the counts and every report use: a severity override's, if any. */
  readonly severity: Severity;
  /** The service's severity, when a severity override changed it (`override-severities.ts`). */
  readonly serviceSeverity?: Severity;
  /** The override that changed the severity: its reason and where it is written. */
  readonly severityOverride?: AppliedOverride;
  /** Workspace-relative path of the uploaded file, or undefined when it maps to none. */
  readonly file: string | undefined;
  /** The path as the service reported it. */
  readonly reportedFile: string;
  /** The service's path, normalised; undefined when it is empty or leaves the repository. */
  readonly normalizedFile: string | undefined;
  readonly startLine: number;
  readonly endLine: number;
  /** False when the service gave no readable line numbers (the finding is on its file). */
  readonly hasLines: boolean;
  readonly codeBlock: readonly (readonly [number, string])[];
  readonly resource: string;
  readonly type: string;
  readonly scanId: string;
  readonly artifactName: string;
  readonly dashboardUrl: string | undefined;
  /**
   * Identity across runs (code scanning's alerts, review comments, GitLab): detection, file and
   * resource, numbered when one resource has several; never its line numbers or its code.
   */
  readonly fingerprint: string;
}

/** What a finding keeps of the severity override applied to it. */
export type AppliedOverride = Pick<
  SeverityOverride,
  'reason' | 'file' | 'line' | 'entryNumber' | 'expires'
>;

export interface FindingsModel {
  readonly findings: readonly Finding[];
  readonly counts: CountsBySeverity;
  /** FAILED findings dropped by skip-detections. */
  readonly skippedByDetection: number;
  /** PASSED checks, from the scans' summaries. */
  readonly passed: number;
  /** Findings the service sent in a shape that could not be fully read. */
  readonly problems: readonly (FindingProblem & { readonly scanId: string })[];
}

/**
 * The service's path as a repository path: `\` as `/`, without a leading `/` or `./`, with `.` and
 * `..` segments resolved; undefined when nothing is left or it leaves the repository.
 */
export function normalizeReportedPath(file: string): string | undefined {
  const stripped = file.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
  if (stripped === '') return undefined;
  const normalized = posix.normalize(stripped).replace(/\/+$/, '');
  if (normalized === '.' || normalized === '..' || normalized.startsWith('../')) return undefined;
  return normalized;
}

/** Uploaded paths by each of their `/`-bounded tails; null when two paths share a tail. */
type UploadedIndex = ReadonlyMap<string, string | null>;

/** Indexes every tail of every uploaded path once, so each finding maps in constant time. */
export function indexUploaded(uploaded: ReadonlySet<string>): UploadedIndex {
  const byTail = new Map<string, string | null>();
  for (const path of uploaded) {
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
      const tail = path.slice(at + 1);
      byTail.set(tail, byTail.has(tail) ? null : path);
    }
  }
  return byTail;
}

/** The uploaded file a service path names: exactly, or as the one uploaded path ending with it. */
function mapToUploaded(
  normalized: string | undefined,
  uploaded: ReadonlySet<string>,
  index: () => UploadedIndex,
): string | undefined {
  if (normalized === undefined) return undefined;
  if (uploaded.has(normalized)) return normalized;
  return index().get(normalized) ?? undefined;
}

/** Where a reported path lands, worked out once per distinct path (findings repeat their file). */
type Placement = { normalizedFile: string | undefined; file: string | undefined };

function toFinding(
  raw: ApiFinding,
  scan: ScanResult,
  place: (reportedFile: string) => Placement,
): Unprinted {
  const reportedFile = raw.file ?? '';
  const { normalizedFile, file } = place(reportedFile);
  const [first, last] = raw.lineRange ?? [];
  let firstCode: number | undefined;
  let lastCode: number | undefined;
  for (const [n] of raw.codeBlock) {
    if (n <= 0) continue;
    firstCode ??= n;
    lastCode = n;
  }
  const startLine = Math.max(1, first ?? firstCode ?? 1);
  const endLine = Math.max(startLine, last ?? lastCode ?? startLine);
  return {
    id: raw.id,
    detectionId: raw.detectionId,
    title: raw.detectionTitle?.trim() || raw.detectionId,
    severity: raw.severityLevel,
    file,
    reportedFile,
    normalizedFile,
    startLine,
    endLine,
    hasLines: first !== undefined || firstCode !== undefined,
    codeBlock: raw.codeBlock,
    resource: raw.resource ?? '',
    type: raw.type ?? '',
    scanId: scan.scanId ?? '',
    artifactName: scan.artifactName,
    dashboardUrl: raw.dashboardURL,
    fingerprint: '',
  };
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compare(a: Omit<Finding, 'fingerprint'>, b: Omit<Finding, 'fingerprint'>): number {
  return (
    severityRank(a.severity) - severityRank(b.severity) ||
    byText(a.file ?? `\uffff${a.reportedFile}`, b.file ?? `\uffff${b.reportedFile}`) ||
    a.startLine - b.startLine ||
    byText(a.detectionId, b.detectionId) ||
    byText(a.resource, b.resource) ||
    byText(a.id, b.id)
  );
}

/** What a finding is, without where it is or what its code says: detection, path, resource. */
function identityOf(finding: Omit<Finding, 'fingerprint'>): string {
  // One-shot hashing: no hash object per finding (the same digest as createHash's).
  return hash(
    'sha256',
    [finding.detectionId, finding.file ?? finding.normalizedFile ?? '', finding.resource].join(
      '\u0000',
    ),
  ).slice(0, 32);
}

/** A finding whose fingerprint is written once every finding of its tree is known. */
type Unprinted = Omit<Finding, 'fingerprint'> & { fingerprint: string };

/**
 * Fingerprints for findings in file-and-line order: several findings of one detection on one
 * resource are numbered by their order, so each keeps its own identity. Written into the
 * findings themselves: at 100,000 findings a copy of each is megabytes and seconds of collection.
 */
function assignFingerprints(findings: readonly Unprinted[]): Finding[] {
  const inFileOrder = [...findings].sort(
    (a, b) =>
      byText(a.file ?? a.reportedFile, b.file ?? b.reportedFile) ||
      a.startLine - b.startLine ||
      byText(a.id, b.id),
  );
  const seen = new Map<string, number>();
  for (const finding of inFileOrder) {
    const identity = identityOf(finding);
    const n = seen.get(identity) ?? 0;
    seen.set(identity, n + 1);
    finding.fingerprint = n === 0 ? identity : `${identity}:${n + 1}`;
  }
  return findings as Finding[];
}

export function buildFindings(
  scans: readonly ScanResult[],
  uploadedPaths: ReadonlySet<string>,
  skipDetections: readonly string[],
): FindingsModel {
  const skip = new Set(skipDetections);
  const merged = new Map<string, Unprinted>();
  let skippedByDetection = 0;
  const odd: (FindingProblem & { scanId: string })[] = [];
  // Built only when a path does not match exactly, once for all findings.
  let tails: UploadedIndex | undefined;
  const index = (): UploadedIndex => (tails ??= indexUploaded(uploadedPaths));
  const placements = new Map<string, Placement>();
  const place = (reportedFile: string): Placement => {
    let placement = placements.get(reportedFile);
    if (placement === undefined) {
      const normalizedFile = normalizeReportedPath(reportedFile);
      const file = mapToUploaded(normalizedFile, uploadedPaths, index);
      placement = { normalizedFile, file };
      placements.set(reportedFile, placement);
    }
    return placement;
  };
  for (const scan of scans) {
    for (const raw of scan.findings) {
      // Only FAILED findings were asked for: a PASSED one is no finding; anything else is kept.
      const result = raw.result?.trim().toUpperCase();
      if (result === 'PASSED') continue;
      if (result && result !== 'FAILED')
        odd.push({
          id: raw.id,
          scanId: scan.scanId ?? '',
          problems: [`result '${raw.result?.slice(0, 40)}' read as FAILED`],
        });
      if (skip.has(raw.detectionId)) {
        skippedByDetection++;
        continue;
      }
      const finding = toFinding(raw, scan, place);
      const key = [
        finding.detectionId,
        finding.file ?? finding.reportedFile,
        finding.startLine,
        finding.endLine,
        finding.resource,
        finding.hasLines ? '' : finding.id,
      ].join('\u0000');
      if (!merged.has(key)) merged.set(key, finding);
    }
  }
  const findings = assignFingerprints([...merged.values()].sort(compare));
  const counts = zeroCounts();
  for (const finding of findings) counts[finding.severity]++;
  const passed = scans.reduce((sum, s) => sum + (s.summary?.totalPassedFindings ?? 0), 0);
  const problems = [
    ...scans.flatMap((s) => s.problems.map((p) => ({ ...p, scanId: s.scanId ?? '' }))),
    ...odd,
  ];
  return { findings, counts, skippedByDetection, passed, problems };
}

/** The order every report lists findings in: severity, then file, line, detection, resource. */
export const compareFindings: (a: Finding, b: Finding) => number = compare;
