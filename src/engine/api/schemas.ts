/**
 * The service's response shapes, validated at the boundary. They accept both the documented and
 * the live forms (numbers or numeric strings in `meta`, `detectionId` or `detectionID`, missing
 * summary counters) and turn anything else into one clear error. Findings are read one by one
 * (src/api/finding.ts), so one malformed finding never costs the others.
 */
import { z } from 'zod';

const count = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d+$/).transform(Number),
]);

/** A count the service may send as null or leave out: both read as "not given". */
const optionalCount = z.preprocess(
  (value) => (value === null ? undefined : value),
  count.optional(),
);
const optionalText = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.string().optional(),
);

export const PageMeta = z.object({
  page: count.optional(),
  perPage: count.optional(),
  total: count.optional(),
  hasNextPage: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const UploadResponse = z.object({
  data: z.string().optional(),
  meta: z.object({ scanId: z.string().min(1), artifactName: z.string().optional() }),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

export const ScanSummary = z.object({
  startedAt: optionalCount,
  stoppedAt: optionalCount,
  totalFileSize: optionalCount,
  totalFindings: optionalCount,
  totalResources: optionalCount,
  totalParsingErrors: optionalCount,
  totalFailedFindings: optionalCount,
  totalPassedFindings: optionalCount,
  totalSkippedFindings: optionalCount,
});
export type ScanSummary = z.infer<typeof ScanSummary>;

export const Scan = z.object({
  id: z.string().min(1),
  artifactName: optionalText,
  createdAt: optionalText,
  /** Only SUCCESS and FAILURE are documented; anything else (or nothing) means still running. */
  status: z.preprocess((value) => (typeof value === 'string' ? value : 'UNKNOWN'), z.string()),
  summary: ScanSummary.nullish().catch(undefined),
});
export type Scan = z.infer<typeof Scan>;

/** A scans page: each entry is read on its own, so one odd entry never costs the others. */
export const ScanList = z.object({ data: z.array(z.unknown()), meta: PageMeta.optional() });

/** A findings page: each entry is read on its own. */
export const FindingList = z.object({ data: z.array(z.unknown()), meta: PageMeta.optional() });

/** Any of the service's three error body shapes. */
export const ErrorBody = z.union([
  z
    .object({
      errors: z.array(
        z.object({ code: z.string().optional(), message: z.string().optional() }).loose(),
      ),
    })
    .loose(),
  z
    .object({
      errors: z.object({ code: z.string().optional(), message: z.string().optional() }).loose(),
    })
    .loose(),
  z.object({ message: z.string(), code: z.string().optional() }).loose(),
]);
