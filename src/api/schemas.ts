/**
 * The service's response shapes, validated at the boundary. They accept both the documented and
 * the live forms (numbers or numeric strings in `meta`, `detectionId` or `detectionID`, missing
 * summary counters) and turn anything else into one clear error.
 */
import { z } from 'zod';
import { SEVERITIES } from '../severity.ts';

const count = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d+$/).transform(Number),
]);

export const PageMeta = z.object({
  page: count.optional(),
  perPage: count.optional(),
  total: count.optional(),
  hasNextPage: z.boolean().optional(),
});

export const UploadResponse = z.object({
  data: z.string().optional(),
  meta: z.object({ scanId: z.string().min(1), artifactName: z.string().optional() }),
});

export const ScanSummary = z.object({
  startedAt: count.optional(),
  stoppedAt: count.optional(),
  totalFileSize: count.optional(),
  totalFindings: count.optional(),
  totalResources: count.optional(),
  totalParsingErrors: count.optional(),
  totalFailedFindings: count.optional(),
  totalPassedFindings: count.optional(),
  totalSkippedFindings: count.optional(),
});
export type ScanSummary = z.infer<typeof ScanSummary>;

export const Scan = z.object({
  id: z.string().min(1),
  artifactName: z.string().optional(),
  status: z.string(),
  summary: ScanSummary.nullish(),
});
export type Scan = z.infer<typeof Scan>;

export const ScanList = z.object({ data: z.array(Scan), meta: PageMeta.optional() });

const severity = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(SEVERITIES));

export const ApiFinding = z
  .object({
    id: z.string().min(1),
    scanId: z.string().optional(),
    detectionId: z.string().optional(),
    detectionID: z.string().optional(),
    detectionTitle: z.string().nullish(),
    type: z.string().nullish(),
    result: z.string().nullish(),
    severityLevel: severity,
    file: z.string().nullish(),
    resource: z.string().nullish(),
    lineRange: z.array(z.number().int()).nullish(),
    codeBlock: z.array(z.tuple([z.number().int(), z.string()])).nullish(),
    dashboardURL: z.string().nullish(),
  })
  .refine((f) => (f.detectionId ?? f.detectionID) !== undefined, {
    message: 'a finding has no detectionId',
  })
  .transform(({ detectionID, ...f }) => ({
    ...f,
    detectionId: (f.detectionId ?? detectionID) as string,
  }));
export type ApiFinding = z.infer<typeof ApiFinding>;

export const FindingList = z.object({ data: z.array(ApiFinding), meta: PageMeta.optional() });

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
