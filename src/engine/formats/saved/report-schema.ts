/**
 * The shape of a saved JSON report (`json-report.ts` writes it), as zod schemas, and how each part
 * becomes what the renderers read: the schemas are the types, so a field the writer adds is one
 * line here. A run-report field carried as it is (`verdict`, `reason`) goes in `CARRIED`; the
 * reader copies every key of it into the `RunReport`.
 *
 * The file is the user's own, but it is still text from elsewhere: every string is rendered later
 * through its place's sanitiser, as the scan's are; here it is only checked for shape.
 */
import { z } from 'zod';
import { SEVERITIES } from '../../../severity.ts';
import { UNJUDGED_REASONS } from '../../change/unjudged.ts';
import { normalizeReportedPath, type Finding } from '../../findings/findings.ts';
import type { ReportedFinding } from '../../findings/run-report.ts';
import type { ArchiveRow } from '../../scan/types.ts';
import type { Suppression } from '../../suppressions/match.ts';

const text = z.string();
const line = z.number().int().nonnegative();
const severity = z.enum(SEVERITIES);

/** Run-report fields the JSON report carries at its top level as they are: one line each. */
export const CARRIED = {
  verdict: z.enum(['pass', 'fail', 'error', 'skipped']),
  reason: text,
  complete: z.boolean(),
  incomplete: z.array(text),
};

/** IaC that was not uploaded, so not judged (`change/unjudged.ts`); null when none was looked for. */
const UnjudgedFileJson = z.object({
  path: text,
  // Every reason the rule gives, so no saved report is refused for one.
  reason: z.enum(UNJUDGED_REASONS),
  fix: text,
});

export const UnjudgedJson = z
  .object({
    gates: z.boolean(),
    scope: z.enum(['changed', 'tree']),
    note: text.nullable(),
    files: z.array(UnjudgedFileJson),
    /** Files no deployer reads either: notices, never an error (issue 40). */
    notices: z.array(UnjudgedFileJson).default([]),
  })
  .nullable();

const SuppressionJson = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('inSource'),
    justification: text,
    detectionId: text,
    file: text,
    line,
  }),
  z.object({
    kind: z.literal('external'),
    justification: text,
    detectionId: text,
    file: text,
    line,
    entryNumber: line,
    expires: text.optional(),
  }),
]);

/** The severity override applied to a finding: its reason and where it is written. */
const OverrideJson = z.object({
  reason: text.nullable(),
  file: text,
  line,
  entryNumber: line,
  expires: text.optional(),
});

export const FindingJson = z.object({
  id: text,
  detectionId: text,
  title: text,
  severity,
  // Written since issue 42 when a severity override changed the severity; reports before have none.
  serviceSeverity: severity.optional(),
  severityOverride: OverrideJson.optional(),
  file: text.nullable(),
  reportedFile: text,
  startLine: line.nullable(),
  endLine: line.nullable(),
  resource: text,
  type: text,
  scanId: text,
  artifactName: text,
  dashboardUrl: text.nullable(),
  fingerprint: text,
  codeBlock: z.array(z.tuple([z.number().int(), text])),
  baseline: z.enum(['new', 'existing']).optional(),
  /** Existing, in a resource the change edits, renames or moves (listed apart, never gated). */
  inChangedResource: z.literal(true).optional(),
  suppression: SuppressionJson.optional(),
  // Written since issue 39; reports saved before have none.
  proposedSuppression: SuppressionJson.optional(),
});
export type FindingJson = z.infer<typeof FindingJson>;

export const ArchiveJson = z.object({
  name: text,
  files: line,
  bytes: line,
  scanId: text.optional(),
  status: text,
  alreadyScanned: z.boolean(),
  waitedMs: z.number().nonnegative().optional(),
});

const EntryJson = z.object({
  entryNumber: line,
  line,
  detection: text,
  path: text.optional(),
  resource: text.optional(),
  reason: text,
  expires: text.optional(),
});

const ChangesJson = z.object({
  file: text,
  entries: z.array(z.object({ entry: EntryJson, change: z.enum(['added', 'changed']) })),
  inline: z.array(
    z.object({
      file: text,
      line,
      detectionId: text.optional(),
      reason: text.optional(),
      change: z.enum(['added', 'changed', 'covers changed lines']),
    }),
  ),
  uncompared: z.array(text),
  problems: z.array(text),
  baseUnknown: z.boolean().optional(),
});

/** Everything before the findings: the verdict, the settings, counts, baseline, archives, notes. */
export const HeadJson = z.object({
  schemaVersion: z.number().int().optional(),
  tool: z.object({ name: text, version: text }),
  configHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  ...CARRIED,
  settings: z
    .object({
      failOn: z.array(severity),
      scanPath: text,
      repository: text.default(''),
      sha: text.default(''),
      event: text.default(''),
      serverUrl: text.default('https://github.com'),
      pullRequest: z.number().int().nullable().default(null),
    })
    .catchall(z.unknown()),
  counts: z.object({
    CRITICAL: line,
    HIGH: line,
    MEDIUM: line,
    LOW: line,
    passed: line,
    skippedByDetection: line,
    gated: line,
  }),
  baseline: z
    .object({
      label: text,
      sha: text,
      status: z.enum(['compared', 'unavailable']),
      note: text.nullable(),
      archives: z.array(ArchiveJson),
      fixed: z.array(FindingJson),
    })
    .nullable(),
  archives: z.array(ArchiveJson),
  notes: z.array(text),
  unjudged: UnjudgedJson.default(null),
});
export type HeadJson = z.infer<typeof HeadJson>;

/** Everything after the findings: problems, the suppressions audit, the files sent. */
export const TailJson = z.object({
  findingsReadWithProblems: z.array(z.object({ id: text, scanId: text, problems: z.array(text) })),
  suppressions: z.object({
    file: text,
    expired: z.array(z.object({ entry: EntryJson, matchingFindings: line })),
    unused: z.array(EntryJson),
    pullRequest: z
      .object({
        mode: z.enum(['apply', 'propose']),
        entriesApplied: z.boolean(),
        inlineApplied: z.boolean(),
        changes: ChangesJson,
      })
      .optional(),
  }),
  filesSent: z
    .object({
      dryRun: z.boolean(),
      archives: z.array(z.object({ name: text, bytes: line, files: z.array(text) })),
    })
    .optional(),
});
export type TailJson = z.infer<typeof TailJson>;

function suppressionOf(json: FindingJson['suppression']): Suppression | undefined {
  if (json === undefined || json.kind === 'inSource') return json;
  return { ...json, expires: json.expires };
}

/** An archive's row (the JSON leaves out what is undefined). */
export function archiveOf(json: z.infer<typeof ArchiveJson>): ArchiveRow {
  return { ...json, scanId: json.scanId, waitedMs: json.waitedMs };
}

/** A finding as the renderers read it, from its JSON line (what the JSON does not hold is derived). */
export function findingOf(json: FindingJson): ReportedFinding {
  const normalizedFile = normalizeReportedPath(json.reportedFile);
  const finding: Finding = {
    id: json.id,
    detectionId: json.detectionId,
    title: json.title,
    severity: json.severity,
    ...(json.serviceSeverity &&
      json.severityOverride && {
        serviceSeverity: json.serviceSeverity,
        severityOverride: {
          ...json.severityOverride,
          reason: json.severityOverride.reason ?? undefined,
          expires: json.severityOverride.expires,
        },
      }),
    file: json.file ?? undefined,
    reportedFile: json.reportedFile,
    normalizedFile,
    startLine: json.startLine ?? 1,
    endLine: json.endLine ?? json.startLine ?? 1,
    hasLines: json.startLine !== null,
    codeBlock: json.codeBlock,
    resource: json.resource,
    type: json.type,
    scanId: json.scanId,
    artifactName: json.artifactName,
    dashboardUrl: json.dashboardUrl ?? undefined,
    fingerprint: json.fingerprint,
  };
  return {
    ...finding,
    baselineState:
      json.baseline === undefined ? undefined : json.baseline === 'new' ? 'new' : 'unchanged',
    ...(json.baseline === 'existing' && json.inChangedResource && { inChangedResource: true }),
    suppression: suppressionOf(json.suppression),
    ...(json.proposedSuppression && {
      proposedSuppression: suppressionOf(json.proposedSuppression),
    }),
  };
}
