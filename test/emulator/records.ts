/**
 * The emulator's records as the service shows them (pure): scans and findings in the live or the
 * documented shape, when a scan is listed and which findings are visible, and paging.
 */
import { randomUUID } from 'node:crypto';
import type { Evaluation } from './detections.ts';

export const TENANT_ID = '7d3f1c52-0b7e-4a51-9d6a-2f0a4c1e9b11';
export const ORGANIZATION_ID = 'c0a80101-5e7d-4c1a-8f3b-6a1d2e3f4a5b';

export type Shapes = 'live' | 'documented';

export interface ScanBehaviour {
  /** Milliseconds from upload to the scan being done. */
  delayMs: number;
  outcome: 'SUCCESS' | 'FAILURE' | 'never';
  /** The scan shows up in the scans list this much later than its findings. */
  listLagMs: number;
  /** Only half the findings are listed until this long after the scan is done. */
  findingsLagMs: number;
  /** `endless`: every page says there is a next one, with new findings; `repeat`: page 1, always. */
  pages?: 'normal' | 'endless' | 'repeat';
  /** The findings list answers this status, always (a persistent fault of one scan). */
  findingsStatus?: number;
  /** Rewrites the findings as listed (malformed or hostile records). */
  transformFindings?: (findings: Record<string, unknown>[]) => unknown[];
  /**
   * Entries the service fails to parse (a syntax its parser lacks): they yield no finding and are
   * counted in the summary's `totalParsingErrors`, as the live service counts them.
   */
  unparsable?: (entryName: string) => boolean;
}

export interface StoredScan {
  id: string;
  artifactName: string;
  digest: string;
  createdAt: number;
  behaviour: ScanBehaviour;
  files: number;
  /** Entry names of the uploaded zip, so tests can see exactly what left the machine. */
  entryNames: string[];
  bytes: number;
  findings: Record<string, unknown>[];
  /** Entries the service could not parse (see `ScanBehaviour.unparsable`). */
  parsingErrors?: number;
}

export interface Paging {
  page: number;
  perPage: number;
}

export function findingRecord(
  scan: Pick<StoredScan, 'id' | 'artifactName' | 'createdAt'>,
  e: Evaluation,
  shapes: Shapes,
): Record<string, unknown> {
  const id = randomUUID();
  const at = new Date(scan.createdAt).toISOString();
  const { detectionId, ...rest } = e;
  return {
    id,
    tenantId: TENANT_ID,
    organizationId: ORGANIZATION_ID,
    scanId: scan.id,
    createdAt: at,
    updatedAt: at,
    [shapes === 'live' ? 'detectionID' : 'detectionId']: detectionId,
    ...rest,
    file: `/${e.file}`,
    repositoryPath: scan.artifactName.replace(/\.zip$/, ''),
    evaluatedKeys: [],
    resourceTags: null,
    dashboardURL: `https://au.api.plerion.com/shift-left/scans/${scan.id}/finding/${id}`,
  };
}

/** Status of a scan as the list shows it now, or undefined while it is not listed. */
export function listedStatus(scan: StoredScan, now: number): 'SUCCESS' | 'FAILURE' | undefined {
  const b = scan.behaviour;
  if (b.outcome === 'never') return undefined;
  return now >= scan.createdAt + b.delayMs + b.listLagMs ? b.outcome : undefined;
}

export function visibleFindings(scan: StoredScan, now: number): Record<string, unknown>[] {
  const b = scan.behaviour;
  if (b.outcome !== 'SUCCESS' || now < scan.createdAt + b.delayMs) return [];
  if (now < scan.createdAt + b.delayMs + b.findingsLagMs) {
    return scan.findings.slice(0, Math.floor(scan.findings.length / 2));
  }
  return scan.findings;
}

/** The page asked for, honouring at most `maxPageSize`; or the 400 message for bad parameters. */
export function parsePaging(
  query: Record<string, string>,
  sortFields: readonly string[],
  maxPageSize: number,
): Paging | string {
  const page = query.page === undefined ? 1 : Number(query.page);
  const perPage = query.perPage === undefined ? 10 : Number(query.perPage);
  if (!Number.isInteger(page) || page < 1) return `'page' must be a positive integer`;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    return `'perPage' must be a positive integer of at most 1000`;
  }
  if (query.sortBy !== undefined && !sortFields.includes(query.sortBy)) {
    return `'sortBy' must be one of ${sortFields.join(', ')}`;
  }
  if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder.toLowerCase())) {
    return `'sortOrder' must be asc or desc`;
  }
  return { page, perPage: Math.min(perPage, maxPageSize) };
}

export function pageOf<T>(
  items: readonly T[],
  paging: Paging,
  shapes: Shapes,
): { data: T[]; meta: Record<string, unknown> } {
  const start = (paging.page - 1) * paging.perPage;
  const numeric = shapes === 'documented';
  return {
    data: items.slice(start, start + paging.perPage),
    meta: {
      page: numeric ? paging.page : String(paging.page),
      perPage: numeric ? paging.perPage : String(paging.perPage),
      total: items.length,
      hasNextPage: start + paging.perPage < items.length,
      hasPreviousPage: paging.page > 1,
    },
  };
}

export function scanRecord(
  scan: StoredScan,
  status: 'SUCCESS' | 'FAILURE',
): Record<string, unknown> {
  const failed = scan.findings.filter((f) => f.result === 'FAILED').length;
  const done = scan.createdAt + scan.behaviour.delayMs;
  const summary: Record<string, number> = {
    startedAt: scan.createdAt,
    stoppedAt: done,
    totalFileSize: scan.bytes,
    totalResources: new Set(scan.findings.map((f) => `${String(f.file)}#${String(f.resource)}`))
      .size,
    totalParsingErrors: scan.parsingErrors ?? 0,
  };
  // A failed scan's summary has no finding counters (the live service omits some too).
  if (status === 'SUCCESS') {
    Object.assign(summary, {
      totalFindings: scan.findings.length,
      totalFailedFindings: failed,
      totalPassedFindings: scan.findings.length - failed,
      totalSkippedFindings: 0,
    });
  }
  return {
    id: scan.id,
    createdAt: new Date(scan.createdAt).toISOString(),
    updatedAt: new Date(done).toISOString(),
    organizationId: ORGANIZATION_ID,
    tenantId: TENANT_ID,
    artifactName: scan.artifactName,
    status,
    types: [...new Set(scan.findings.map((f) => String(f.type)))],
    summary,
  };
}

/** A findings page as the scan's behaviour shows it: normal, endless or always page 1. */
export function pagedFindings(
  findings: Record<string, unknown>[],
  paging: Paging,
  shapes: Shapes,
  behaviour: ScanBehaviour | undefined,
): { data: unknown[]; meta: Record<string, unknown> } {
  const listed = behaviour?.transformFindings ? behaviour.transformFindings(findings) : findings;
  if (behaviour?.pages === 'repeat') {
    const first = pageOf(listed, { ...paging, page: 1 }, shapes);
    return { data: first.data, meta: { ...first.meta, hasNextPage: true } };
  }
  const page = pageOf(listed, paging, shapes);
  if (behaviour?.pages !== 'endless') return page;
  // Past the real findings, made-up ones with new ids, and a next page, forever.
  const data =
    page.data.length > 0 ? page.data : [{ ...(listed[0] as object), id: `endless-${paging.page}` }];
  return { data, meta: { ...page.meta, hasNextPage: true } };
}
