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
import { suppressionPlace } from '../proposed.ts';
import { deflateRawSync } from 'node:zlib';
import type * as Sarif from 'sarif';
import { forReport, redact } from '../../../sanitize.ts';
import { severityRank, type Severity } from '../../../severity.ts';
import { severityOverrideJson } from '../json-report.ts';
import { encodePath } from '../links.ts';
import { indentedJson, writeChunksAtomic } from '../text-sink.ts';
import type { ReportedFinding } from '../../findings/run-report.ts';
import type { Unjudged } from '../../change/unjudged.ts';
import { unjudgedEntries, type UnjudgedLevel } from '../unjudged-entries.ts';

export const MAX_SARIF_RESULTS = 25_000;
export const MAX_SARIF_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * Our own key: detection, file and resource (numbered when one resource has several), so an alert
 * survives its resource being edited or moved within its file. v1 also hashed the code.
 */
export const FINGERPRINT_KEY = 'plerionFinding/v2';
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
  /** IaC not judged: listed as the invocation's tool notifications, one per file. */
  readonly unjudged?: Unjudged | undefined;
  /** The effective configuration's hash, written as the run's `properties.configHash`. */
  readonly configHash?: string | undefined;
}

/** Files not judged the SARIF file lists (the JSON report lists them all). */
const MAX_SARIF_NOTIFICATIONS = 1_000;

const NOTIFICATION_LEVEL: Record<UnjudgedLevel, Sarif.Notification.level> = {
  error: 'error',
  warning: 'warning',
  notice: 'note',
};

/** The run's invocation, listing each IaC file not judged; undefined when there is none. */
function invocationOf(unjudged: Unjudged | undefined): Sarif.Invocation | undefined {
  const entries = unjudgedEntries(unjudged).slice(0, MAX_SARIF_NOTIFICATIONS);
  if (entries.length === 0) return undefined;
  return {
    executionSuccessful: true,
    toolExecutionNotifications: entries.map((entry) => ({
      descriptor: { id: 'plerion-iac/unjudged' },
      level: NOTIFICATION_LEVEL[entry.level],
      message: { text: forReport(entry.text, 2_000) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: encodePath(entry.path), uriBaseId: '%SRCROOT%' },
          },
        },
      ],
    })),
  };
}

export interface RenderedSarif extends SarifPlan {
  readonly sarif: Sarif.Log;
  readonly json: string;
}

function rule(findings: readonly ReportedFinding[]): Sarif.ReportingDescriptor {
  const first = findings[0] as ReportedFinding;
  const severity = findings.reduce<Severity>(
    (worst, f) => (severityRank(f.severity) < severityRank(worst) ? f.severity : worst),
    first.severity,
  );
  const types = [...new Set(findings.map((f) => forReport(f.type, 100)).filter(Boolean))].sort();
  const service = findings.reduce<Severity>((worst, f) => {
    const given = f.serviceSeverity ?? f.severity;
    return severityRank(given) < severityRank(worst) ? given : worst;
  }, first.serviceSeverity ?? first.severity);
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
      // A severity override changed it: what the service said, beside the applied one above.
      ...(service !== severity && { serviceSeverity: service }),
    },
  };
}

interface Where {
  readonly uri: string;
  readonly relocated: boolean;
  readonly lineHash: string | undefined;
}

/** The file and line a result points at: its own, or line 1 of the archive when it has none. */
function anchorOf(
  finding: ReportedFinding,
  archiveFile: SarifOptions['archiveFile'],
): { uri: string; line: number; relocated: boolean } | undefined {
  const path = finding.file ?? finding.normalizedFile;
  if (path !== undefined)
    return { uri: path, line: finding.hasLines ? finding.startLine : 1, relocated: false };
  const fallback = archiveFile(finding.artifactName);
  return fallback === undefined ? undefined : { uri: fallback, line: 1, relocated: true };
}

function location(finding: ReportedFinding, options: SarifOptions): Where | undefined {
  const anchor = anchorOf(finding, options.archiveFile);
  if (anchor === undefined) return undefined;
  const { uri, line, relocated } = anchor;
  return { uri, relocated, lineHash: options.lineHash?.(uri, line) };
}

/**
 * The lines the SARIF file may carry a line hash for, by file: those of the results it may hold
 * (the most severe `MAX_SARIF_RESULTS`), so no other file is read or hashed.
 */
export function linesToHash(
  findings: readonly ReportedFinding[],
  archiveFile: SarifOptions['archiveFile'],
): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  for (const finding of findings.slice(0, MAX_SARIF_RESULTS)) {
    const anchor = anchorOf(finding, archiveFile);
    if (anchor === undefined) continue;
    const lines = wanted.get(anchor.uri);
    if (lines) lines.add(anchor.line);
    else wanted.set(anchor.uri, new Set([anchor.line]));
  }
  return wanted;
}

/** ` Severity LOW (the service's: HIGH), by severity-overrides entry 2 of <file>: <reason>.` */
function overrideSentence(finding: ReportedFinding): string {
  const override = finding.severityOverride;
  if (finding.serviceSeverity === undefined || override === undefined) return '';
  const why = override.reason === undefined ? '' : `: ${forReport(override.reason)}`;
  return ` Severity ${finding.severity} (the service's: ${finding.serviceSeverity}), by severity-overrides entry ${override.entryNumber} of ${forReport(override.file, 300)}${why}.`;
}

function result(finding: ReportedFinding, ruleIndex: number, where: Where): Sarif.Result {
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
    overrideSentence(finding) +
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
      ...severityOverrideJson(finding),
      resource: forReport(finding.resource, 300),
      scanId: forReport(finding.scanId, 200),
      artifactName: finding.artifactName,
      ...(finding.dashboardUrl ? { dashboardUrl: forReport(finding.dashboardUrl) } : {}),
      ...(finding.file
        ? {}
        : { reportedFile: forReport(finding.reportedFile, 300), mappedToUploadedFile: false }),
      // A suppression the change adds that was not applied: it is no SARIF suppression (the
      // result is not suppressed, and code scanning must not close its alert).
      ...(finding.proposedSuppression
        ? {
            proposedSuppression: {
              kind: finding.proposedSuppression.kind,
              justification: forReport(finding.proposedSuppression.justification),
              where: forReport(suppressionPlace(finding.proposedSuppression), 600),
              applied: false,
            },
          }
        : {}),
    },
  };
}

/** Results deflated together when the cut is planned. */
const SIZE_BATCH_RESULTS = 256;
/** Room kept in the gzip budget for the run's header, rules and the gzip format's own bytes. */
const SARIF_OVERHEAD_BYTES = 64 * 1024;

/** What the SARIF file will hold: planned from each result's own compressed size, before writing. */
export interface SarifPlan {
  /** How many of the findings (most severe first) are considered; those past it are cut. */
  readonly kept: number;
  /** Results cut for code scanning's limits or for want of any location. */
  readonly omitted: number;
  readonly relocated: number;
}

/**
 * Plans the cut: at most `MAX_SARIF_RESULTS`, and as many as fit the gzip limit when each
 * result's deflated size (an upper bound of its share of the whole, which compresses better) is
 * added up. Nothing is rendered twice into one string.
 */
export function planSarif(findings: readonly ReportedFinding[], options: SarifOptions): SarifPlan {
  const candidates = Math.min(findings.length, MAX_SARIF_RESULTS);
  let budget = MAX_SARIF_GZIP_BYTES - SARIF_OVERHEAD_BYTES;
  budget -= deflateRawSync(JSON.stringify(rulesOf(findings.slice(0, candidates)).rules)).length;
  let kept = 0;
  let unlocated = 0;
  let relocated = 0;
  // Deflated a batch at a time: each batch's size is an upper bound of its share of the whole.
  let batch: string[] = [];
  let batchUnlocated = 0;
  let batchRelocated = 0;
  for (let i = 0; i < candidates; i++) {
    const finding = findings[i] as ReportedFinding;
    const where = location(finding, options);
    if (!where) batchUnlocated++;
    else {
      batch.push(JSON.stringify(result(finding, 0, where)));
      if (where.relocated) batchRelocated++;
    }
    if (batch.length < SIZE_BATCH_RESULTS && i < candidates - 1) continue;
    const size = batch.length === 0 ? 0 : deflateRawSync(batch.join(',')).length;
    if (size > budget) return cutWithin(findings, options, budget, { kept, unlocated, relocated });
    budget -= size;
    unlocated += batchUnlocated;
    relocated += batchRelocated;
    kept = i + 1;
    batch = [];
    batchUnlocated = 0;
    batchRelocated = 0;
  }
  return { kept, omitted: findings.length - kept + unlocated, relocated };
}

/** The last batch did not fit: from `from.kept`, results are added one by one (each deflated alone). */
function cutWithin(
  findings: readonly ReportedFinding[],
  options: SarifOptions,
  budget: number,
  from: { kept: number; unlocated: number; relocated: number },
): SarifPlan {
  let left = budget;
  let { kept, unlocated, relocated } = from;
  for (; kept < findings.length; kept++) {
    const finding = findings[kept] as ReportedFinding;
    const where = location(finding, options);
    if (!where) {
      unlocated++;
      continue;
    }
    left -= deflateRawSync(JSON.stringify(result(finding, 0, where))).length;
    if (left < 0) break;
    if (where.relocated) relocated++;
  }
  return { kept, omitted: findings.length - kept + unlocated, relocated };
}

function rulesOf(findings: readonly ReportedFinding[]): {
  rules: Sarif.ReportingDescriptor[];
  index: Map<string, number>;
} {
  const byRule = new Map<string, ReportedFinding[]>();
  for (const f of findings) {
    const list = byRule.get(f.detectionId);
    if (list) list.push(f);
    else byRule.set(f.detectionId, [f]);
  }
  const ruleIds = [...byRule.keys()].sort();
  return {
    rules: ruleIds.map((id) => rule(byRule.get(id) ?? [])),
    index: new Map(ruleIds.map((id, i) => [id, i])),
  };
}

/** The SARIF document as chunks of text, one result at a time, as `plan` says. */
export function* sarifChunks(
  findings: readonly ReportedFinding[],
  options: SarifOptions,
  plan: SarifPlan,
): Generator<string> {
  const kept = findings.slice(0, plan.kept);
  const { rules, index } = rulesOf(kept);
  const driver = {
    name: options.toolName,
    version: options.toolVersion,
    semanticVersion: options.toolVersion,
    informationUri: options.informationUri,
    rules,
  };
  const automation = options.category
    ? `      "automationDetails": ${indentedJson({ id: `${options.category.replace(/\/+$/, '')}/` }, 6)},\n`
    : '';
  yield `{\n  "$schema": ${JSON.stringify(SCHEMA_URI)},\n  "version": "2.1.0",\n  "runs": [\n    {\n`;
  const invocation = invocationOf(options.unjudged);
  const invocations = invocation ? `      "invocations": ${indentedJson([invocation], 6)},\n` : '';
  yield `      "tool": ${indentedJson({ driver }, 6)},\n${automation}${invocations}      "results": [`;
  let first = true;
  for (const finding of kept) {
    const where = location(finding, options);
    if (!where) continue;
    const entry = result(finding, index.get(finding.detectionId) ?? 0, where);
    // One line per result: a smaller file, and one string made per result.
    yield `${first ? '' : ','}\n        ${JSON.stringify(entry)}`;
    first = false;
  }
  const properties = {
    ...(options.configHash !== undefined && { configHash: options.configHash }),
    ...(plan.omitted > 0 && {
      omittedResults: plan.omitted,
      omittedReason:
        "code scanning's limits on results per run and upload size, or no location at all",
    }),
  };
  yield `${first ? '' : '\n      '}],\n      "columnKind": "utf16CodeUnits",\n`;
  yield `      "properties": ${indentedJson(properties, 6)}\n    }\n  ]\n}`;
}

/** Findings come sorted most severe first; what is cut is cut from the end. Small runs and tests. */
export function renderSarif(
  findings: readonly ReportedFinding[],
  options: SarifOptions,
): RenderedSarif {
  const plan = planSarif(findings, options);
  const json = redact([...sarifChunks(findings, options, plan)].join(''));
  return { sarif: JSON.parse(json) as Sarif.Log, json, ...plan };
}

/** Writes the SARIF file one result at a time; returns what it holds. */
export async function writeSarif(
  file: string,
  findings: readonly ReportedFinding[],
  options: SarifOptions,
): Promise<SarifPlan> {
  const plan = planSarif(findings, options);
  await writeChunksAtomic(file, sarifChunks(findings, options, plan));
  return plan;
}
