/** The three code-security endpoints the action calls (service-api.md 4.8-4.10). */
import * as fs from 'node:fs/promises';
import type { HttpClient } from './http-client.ts';
import { UPLOAD_TIMEOUT_MS } from './http-client.ts';
import { FindingList, ScanList, UploadResponse, type ApiFinding, type Scan } from './schemas.ts';

export const MAX_PAGE_SIZE = 1000;
const SCAN_IDS_PER_LIST_CALL = 50;
const ALREADY_SCANNED = /already been scanned/i;

export interface Upload {
  readonly scanId: string;
  readonly alreadyScanned: boolean;
}

export interface FindingsRead {
  readonly findings: ApiFinding[];
  /** `meta.total` of the first page, when the service sent it. */
  readonly total: number | undefined;
}

/** The port the scan orchestration talks to. */
export interface CodeSecurityApi {
  uploadArchive(file: string, artifactName: string): Promise<Upload>;
  listScans(scanIds: readonly string[]): Promise<Scan[]>;
  listFailedFindings(scanId: string): Promise<FindingsRead>;
}

export function createCodeSecurityApi(http: HttpClient): CodeSecurityApi {
  return {
    async uploadArchive(file, artifactName) {
      const body = await fs.readFile(file);
      const response = await http.call({
        method: 'POST',
        path: '/v1/tenant/shiftleft/iac/scan',
        query: { artifactName },
        body,
        contentType: 'application/zip',
        timeoutMs: UPLOAD_TIMEOUT_MS,
        schema: UploadResponse,
        label: `upload ${artifactName}`,
      });
      return {
        scanId: response.meta.scanId,
        alreadyScanned: ALREADY_SCANNED.test(response.data ?? ''),
      };
    },

    async listScans(scanIds) {
      const scans: Scan[] = [];
      for (let i = 0; i < scanIds.length; i += SCAN_IDS_PER_LIST_CALL) {
        const ids = scanIds.slice(i, i + SCAN_IDS_PER_LIST_CALL);
        for (let page = 1; ; page++) {
          const response = await http.call({
            method: 'GET',
            path: '/v1/tenant/shiftleft/iac/scans',
            query: { ids: ids.join(','), page, perPage: MAX_PAGE_SIZE },
            schema: ScanList,
            label: 'scan status',
          });
          scans.push(...response.data);
          if (!response.meta?.hasNextPage || response.data.length === 0) break;
        }
      }
      return scans;
    },

    async listFailedFindings(scanId) {
      const findings: ApiFinding[] = [];
      let total: number | undefined;
      // Follow hasNextPage whatever page size the service honoured; never infer the end from it.
      for (let page = 1; ; page++) {
        const response = await http.call({
          method: 'GET',
          path: `/v1/tenant/shiftleft/iac/scans/${encodeURIComponent(scanId)}/findings`,
          query: { results: 'FAILED', page, perPage: MAX_PAGE_SIZE },
          schema: FindingList,
          label: `findings of ${scanId} page ${page}`,
        });
        if (page === 1) total = response.meta?.total;
        findings.push(...response.data);
        if (!response.meta?.hasNextPage || response.data.length === 0) break;
      }
      return { findings, total };
    },
  };
}
