/** The three code-security endpoints the action calls (service-api.md 4.8-4.10). */
import * as fs from 'node:fs/promises';
import { createIntern, readFinding, type ApiFinding, type Intern } from './finding.ts';
import type { HttpClient } from './http-client.ts';
import { UPLOAD_TIMEOUT_MS } from './http-client.ts';
import { readPages, type PagesRead } from './pages.ts';
import { FindingList, Scan, ScanList, UploadResponse } from './schemas.ts';

export const MAX_PAGE_SIZE = 1000;
const SCAN_IDS_PER_LIST_CALL = 50;
const ALREADY_SCANNED = /already been scanned/i;
/** A scan of the same name created this long before the upload began may still be ours (clock skew). */
const UPLOAD_CLOCK_SKEW_MS = 120_000;

export interface Upload {
  readonly scanId: string;
  readonly alreadyScanned: boolean;
  /** Found by name after an upload that failed in a way the service may have accepted. */
  readonly recovered: boolean;
}

/** A dry run's answer to an upload (`dry-run-service.ts`): kept, nothing sent, no scan to wait for. */
export interface KeptArchive {
  readonly dryRun: true;
}

export interface FindingProblem {
  readonly id: string;
  readonly problems: readonly string[];
}

export interface FindingsRead {
  readonly findings: ApiFinding[];
  /** `meta.total` of the first page, when the service sent it. */
  readonly total: number | undefined;
  /** Findings that were kept with fields left out, or entries that could not be read at all. */
  readonly problems: FindingProblem[];
  /** Why reading stopped before the service said there was no next page. */
  readonly stoppedEarly: string | undefined;
  /** The error that stopped reading after the first page (what was read before it is kept). */
  readonly failure?: unknown;
  /** Where a later read may resume, and what this one learned and cost (see `PagesRead`). */
  readonly resumeAt?: number;
  readonly pageSize?: number;
  readonly reachedEnd?: boolean;
  readonly requests?: number;
}

/** Where a re-read starts: the page, and the page size an earlier read learned. */
export interface ReadFrom {
  readonly page: number;
  readonly pageSize: number;
}

/** Every call takes the time by which it must be over (what is left of `timeout`). */
export interface CallTime {
  readonly deadline: number;
}

/** The port the scan orchestration talks to: this client, or a dry run's service. */
export interface CodeSecurityApi {
  uploadArchive(file: string, artifactName: string, time: CallTime): Promise<Upload | KeptArchive>;
  listScans(scanIds: readonly string[], time: CallTime): Promise<Scan[]>;
  listFailedFindings(scanId: string, time: CallTime, from?: ReadFrom): Promise<FindingsRead>;
}

const createdAtMs = (scan: Scan): number | undefined => {
  const at = scan.createdAt === undefined ? NaN : Date.parse(scan.createdAt);
  return Number.isNaN(at) ? scan.summary?.startedAt : at;
};

/** Lists scans matching `query`, page by page. */
function listScansWhere(
  http: HttpClient,
  query: Record<string, string>,
  label: string,
  time: CallTime,
): Promise<PagesRead<Scan>> {
  return readPages(async (page) => {
    const response = await http.call({
      method: 'GET',
      path: '/v1/tenant/shiftleft/iac/scans',
      query: { ...query, page, perPage: MAX_PAGE_SIZE },
      schema: ScanList,
      label: `${label} page ${page}`,
      deadline: time.deadline,
    });
    // An entry that cannot be read (no id) is left out: its scan counts as not listed yet.
    const items = response.data.flatMap((entry) => {
      const scan = Scan.safeParse(entry);
      return scan.success ? [scan.data] : [];
    });
    return { items, meta: response.meta, key: (scan) => scan.id };
  });
}

/**
 * After a failure the service may have acted on, the scan this upload started, if any: one of
 * this name, made since the upload began, whose summary says it holds an archive of this very
 * size. A scan of the same name with other evidence (another step's archive) is never adopted.
 */
async function findEarlierAttempt(
  http: HttpClient,
  upload: { artifactName: string; bytes: number; startedAt: number },
  time: CallTime,
): Promise<Scan | undefined> {
  const { artifactName } = upload;
  const { items } = await listScansWhere(
    http,
    { artifactNames: artifactName },
    `scans named ${artifactName}`,
    time,
  );
  return items
    .filter((scan) => scan.artifactName === artifactName)
    .filter((scan) => (createdAtMs(scan) ?? 0) >= upload.startedAt - UPLOAD_CLOCK_SKEW_MS)
    .filter((scan) => scan.summary?.totalFileSize === upload.bytes)
    .sort((a, b) => (createdAtMs(b) ?? 0) - (createdAtMs(a) ?? 0))[0];
}

/** The findings of one page, each read on its own; what could not be read goes to `problems`. */
function readFindingsPage(
  entries: readonly unknown[],
  page: number,
  intern: Intern,
  problems: FindingProblem[],
): ApiFinding[] {
  const items: ApiFinding[] = [];
  entries.forEach((raw, index) => {
    const entry = readFinding(raw, (page - 1) * MAX_PAGE_SIZE + index, intern);
    if (entry.problems.length > 0) problems.push({ id: entry.id, problems: entry.problems });
    if (entry.finding) items.push(entry.finding);
  });
  return items;
}

/** The service's client: every upload reaches the service, which answers with a scan. */
export interface ServiceClient extends CodeSecurityApi {
  uploadArchive(file: string, artifactName: string, time: CallTime): Promise<Upload>;
}

export function createCodeSecurityApi(http: HttpClient, now: () => number): ServiceClient {
  return {
    async uploadArchive(file, artifactName, time) {
      const body = await fs.readFile(file);
      const attempt = { artifactName, bytes: body.length, startedAt: now() };
      let recovered = false;
      // After a failure the service may have acted on, the scan it started is reused, not doubled.
      const recover = async (): Promise<UploadResponse | undefined> => {
        const ours = await findEarlierAttempt(http, attempt, time);
        if (!ours) return undefined;
        recovered = true;
        return { meta: { scanId: ours.id, artifactName } };
      };
      const response = await http.call({
        method: 'POST',
        path: '/v1/tenant/shiftleft/iac/scan',
        query: { artifactName },
        body,
        contentType: 'application/zip',
        timeoutMs: UPLOAD_TIMEOUT_MS,
        schema: UploadResponse,
        label: `upload ${artifactName}`,
        deadline: time.deadline,
        beforeUnsafeRetry: recover,
      });
      return {
        scanId: response.meta.scanId,
        alreadyScanned: ALREADY_SCANNED.test(response.data ?? ''),
        recovered,
      };
    },

    async listScans(scanIds, time) {
      const scans: Scan[] = [];
      for (let i = 0; i < scanIds.length; i += SCAN_IDS_PER_LIST_CALL) {
        const ids = scanIds.slice(i, i + SCAN_IDS_PER_LIST_CALL).join(',');
        const read = await listScansWhere(http, { ids }, 'scan status', time);
        if (read.failure !== undefined) throw read.failure;
        scans.push(...read.items);
      }
      return scans;
    },

    async listFailedFindings(scanId, time, from) {
      const problems: FindingProblem[] = [];
      const intern = createIntern();
      const read = await readPages<ApiFinding>(
        async (page) => {
          const response = await http.call({
            method: 'GET',
            path: `/v1/tenant/shiftleft/iac/scans/${encodeURIComponent(scanId)}/findings`,
            query: { results: 'FAILED', page, perPage: MAX_PAGE_SIZE },
            schema: FindingList,
            label: `findings of ${scanId} page ${page}`,
            deadline: time.deadline,
          });
          const items = readFindingsPage(response.data, page, intern, problems);
          return { items, meta: response.meta, key: (finding) => finding.id };
        },
        from && { startPage: from.page, pageSize: from.pageSize },
      );
      return {
        findings: read.items,
        total: read.total,
        problems,
        stoppedEarly: read.stoppedEarly,
        ...(read.failure === undefined ? {} : { failure: read.failure }),
        resumeAt: read.resumeAt,
        pageSize: read.pageSize,
        reachedEnd: read.reachedEnd,
        requests: read.requests,
      };
    },
  };
}
