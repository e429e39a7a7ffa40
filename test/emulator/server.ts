/**
 * A local emulator of the service's code-security endpoints (service-api.md 4.8-4.10) over real
 * HTTPS on loopback, with the live quirks of service-notes.md, keys with roles, asynchronous
 * scans with real detections, paging, and fault knobs for tests.
 */
import { createHash, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { generate } from 'selfsigned';
import { readZip } from '../support/zip-reader.ts';
import { evaluateFile, type DetectionSet } from './detections.ts';
import { applyFault, type Endpoint, type Fault } from './faults.ts';
import {
  findingRecord,
  listedStatus,
  pagedFindings,
  pageOf,
  parsePaging,
  scanRecord,
  visibleFindings,
  ORGANIZATION_ID,
  TENANT_ID,
  type ScanBehaviour,
  type StoredScan,
} from './records.ts';

export type { ScanBehaviour } from './records.ts';

export const UPLOAD_LIMIT_BYTES = 4_400_000;
const ALREADY_SCANNED = 'The item you are attempting to scan has already been scanned';
const SCAN_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'artifactName', 'status'];
const FINDING_SORT_FIELDS = [
  'id',
  'detectionId',
  'type',
  'result',
  'file',
  'severityLevel',
  'createdAt',
  'updatedAt',
];

export type { Endpoint, Fault, FaultKind } from './faults.ts';

export interface EmulatorOptions {
  scan?: Partial<ScanBehaviour>;
  /** The largest page the service honours, whatever `perPage` asked. */
  maxPageSize?: number;
  /** `live` sends string page/perPage and `detectionID`; `documented` numbers and `detectionId`. */
  shapes?: 'live' | 'documented';
  /** Delay before every answer. */
  slowMs?: number;
  /** Which detections run: `extended` adds rules that fire on ordinary IaC (detections.ts). */
  detections?: DetectionSet;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  endpoint: Endpoint | 'other';
  status: number;
  at: number;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

export const KEYS = {
  admin: 'emu-admin-key-0123456789abcdef',
  readOnly: 'emu-readonly-key-0123456789abcdef',
  disabled: 'emu-disabled-key-0123456789abcdef',
} as const;

export class Emulator {
  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  readonly scans = new Map<string, StoredScan>();
  scanBehaviour: ScanBehaviour;
  maxPageSize: number;
  shapes: 'live' | 'documented';
  slowMs: number;
  /** Requests being answered now, and the most at once since the last reset (concurrency checks). */
  inFlight = 0;
  maxInFlight = 0;
  /** `repeat`: the scans list answers page 1 with a next page, whatever page is asked. */
  scanListPages: 'normal' | 'repeat' = 'normal';
  /** Scan ids for new scans (hostile ids in tests); random UUIDs when unset. */
  scanIdFor: ((artifactName: string) => string) | undefined;
  /** Per-archive behaviour, chosen from the archive's entry names (for one failing scan among several). */
  behaviourFor:
    ((entries: string[], artifactName: string) => Partial<ScanBehaviour> | undefined) | undefined;
  /** The emulator's clock: when scans finish and findings appear (tests may drive it). */
  now: () => number = Date.now;
  url = '';
  caFile = '';
  ca = '';
  private readonly detections: DetectionSet;
  private server: https.Server | undefined;
  private readonly sockets = new Set<import('node:stream').Duplex>();

  constructor(options: EmulatorOptions = {}) {
    this.scanBehaviour = {
      delayMs: 300,
      outcome: 'SUCCESS',
      listLagMs: 0,
      findingsLagMs: 0,
      ...options.scan,
    };
    this.maxPageSize = options.maxPageSize ?? 1000;
    this.shapes = options.shapes ?? 'live';
    this.slowMs = options.slowMs ?? 0;
    this.detections = options.detections ?? 'basic';
  }

  /** Starts on 127.0.0.1 with a fresh self-signed certificate written to a temporary CA file. */
  async start(port = 0): Promise<this> {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      curve: 'P-256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    });
    this.ca = pems.cert;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-emulator-'));
    this.caFile = path.join(dir, 'ca.pem');
    fs.writeFileSync(this.caFile, pems.cert);
    this.server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) this.send(res, 500, { message: String(error) });
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.url = `https://127.0.0.1:${address.port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    if (this.caFile)
      fs.rmSync(path.dirname(this.caFile), { recursive: true, force: true, maxRetries: 5 });
  }

  /** Moves a scan into the past, as if it had been uploaded `ms` earlier (history for benchmarks). */
  backdate(scanId: string, ms: number): void {
    const scan = this.scans.get(scanId);
    if (scan) scan.createdAt -= ms;
  }

  /** Requests that reached an endpoint, optionally of one kind. */
  requestsTo(endpoint: Endpoint): RecordedRequest[] {
    return this.requests.filter((r) => r.endpoint === endpoint);
  }

  /** Every FAILED finding the emulator produced for a scan (what a client must read). */
  failedFindingsOf(scanId: string): Record<string, unknown>[] {
    return this.scans.get(scanId)?.findings.filter((f) => f.result === 'FAILED') ?? [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://emulator');
    const query = Object.fromEntries(url.searchParams);
    const endpoint = classify(req.method ?? '', url.pathname);
    const { authorization: _dropped, ...headers } = req.headers;
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query,
      endpoint,
      status: 0,
      at: Date.now(),
      headers,
      bodyBytes: 0,
    };
    this.requests.push(record);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => (this.inFlight -= 1));
    const reply = (status: number, body: unknown, extra: Record<string, string> = {}): void => {
      record.status = status;
      this.send(res, status, body, extra);
    };
    if (this.slowMs > 0) await sleep(this.slowMs);

    const fault = endpoint === 'other' ? undefined : this.takeFault(endpoint);
    if (fault && (await applyFault(fault, req, res, record))) return;

    const auth = this.authenticate(req.headers.authorization);
    if (auth === 'missing') return reply(401, { message: 'Unauthorized' });
    if (auth === 'refused') return reply(403, { message: 'Forbidden' });

    if (endpoint === 'upload') {
      if (auth !== 'admin') return reply(403, { message: 'Forbidden' });
      const { status, body } = await this.upload(req, query, record);
      if (fault?.kind === 'accept-then-drop') {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      return reply(status, body);
    }
    if (endpoint === 'scans') return this.listScans(query, reply);
    if (endpoint === 'findings') {
      const scanId = decodeURIComponent(url.pathname.split('/')[6] ?? '');
      return this.listFindings(scanId, query, reply);
    }
    return reply(404, { message: 'Not Found' });
  }

  private takeFault(endpoint: Endpoint): Fault | undefined {
    const fault = this.faults.find((f) => f.times > 0 && (!f.endpoint || f.endpoint === endpoint));
    if (fault) fault.times -= 1;
    return fault;
  }

  private authenticate(header: string | undefined): 'missing' | 'refused' | 'admin' | 'readOnly' {
    const key = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    if (!key) return 'missing';
    if (key === KEYS.admin) return 'admin';
    if (key === KEYS.readOnly) return 'readOnly';
    return 'refused';
  }

  private async upload(
    req: IncomingMessage,
    query: Record<string, string>,
    record: RecordedRequest,
  ): Promise<{ status: number; body: unknown }> {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
    if (type !== 'application/zip') {
      req.resume();
      return {
        status: 415,
        body: {
          errors: [
            {
              code: 'x415C',
              message: `Unsupported content type '${type ?? ''}'; expected application/zip`,
            },
          ],
        },
      };
    }
    const artifactName = query.artifactName;
    if (!artifactName || !/^[^/\\]+\.zip$/.test(artifactName)) {
      req.resume();
      return {
        status: 400,
        body: {
          errors: [{ message: "'artifactName' is required and must have the shape <name>.zip" }],
        },
      };
    }
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_LIMIT_BYTES) {
      req.resume();
      return { status: 413, body: { message: 'Request Entity Too Large' } };
    }
    const body = await readBody(req, UPLOAD_LIMIT_BYTES);
    if (body === 'too-large') return { status: 413, body: { message: 'Request Entity Too Large' } };
    record.bodyBytes = body.length;
    if (body.length === 0)
      return { status: 422, body: { errors: [{ code: 'x422D', message: 'File is empty' }] } };
    if (body.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') {
      const looksLikeName = body.length < 1024 && /^[\x20-\x7e]+$/.test(body.toString('latin1'));
      return looksLikeName
        ? {
            status: 422,
            body: {
              errors: [{ code: 'x422Z', message: 'No zip file was found in the request body' }],
            },
          }
        : {
            status: 422,
            body: {
              errors: [{ code: 'x422B', message: 'The file is not a zip archive (bad signature)' }],
            },
          };
    }
    let entries;
    try {
      entries = await readZip(body);
    } catch {
      return {
        status: 422,
        body: { errors: [{ code: 'x422D', message: 'File is empty or corrupt' }] },
      };
    }
    const digest = createHash('sha256').update(body).digest('hex');
    const meta = { organizationId: ORGANIZATION_ID, tenantId: TENANT_ID, artifactName };
    const earlier = [...this.scans.values()].find((s) => s.digest === digest);
    if (earlier)
      return {
        status: 202,
        body: { data: ALREADY_SCANNED, meta: { ...meta, scanId: earlier.id } },
      };

    const scanId = this.scanIdFor?.(artifactName) ?? randomUUID();
    const createdAt = this.now();
    const behaviour = {
      ...this.scanBehaviour,
      ...this.behaviourFor?.(
        entries.map((e) => e.name),
        artifactName,
      ),
    };
    const files = entries.filter((e) => !e.name.endsWith('/'));
    const parsed = files.filter((e) => behaviour.unparsable?.(e.name) !== true);
    const findings = parsed
      .flatMap((e) => evaluateFile(e.name, e.data.toString('utf8'), this.detections))
      .map((evaluation) =>
        findingRecord({ id: scanId, artifactName, createdAt }, evaluation, this.shapes),
      );
    this.scans.set(scanId, {
      id: scanId,
      artifactName,
      digest,
      createdAt,
      behaviour,
      files: entries.length,
      entryNames: entries.map((e) => e.name),
      bytes: body.length,
      findings,
      parsingErrors: files.length - parsed.length,
    });
    return { status: 202, body: { data: 'Scan request accepted', meta: { ...meta, scanId } } };
  }

  private listScans(query: Record<string, string>, reply: (s: number, b: unknown) => void): void {
    const paging = parsePaging(query, SCAN_SORT_FIELDS, this.maxPageSize);
    if (typeof paging === 'string') return reply(400, { errors: [{ message: paging }] });
    const now = this.now();
    const ids = query.ids?.split(',');
    const names = query.artifactNames?.split(',');
    const statuses = query.statuses?.split(',');
    const listed = [...this.scans.values()]
      .map((scan) => ({ scan, status: listedStatus(scan, now) }))
      .filter(
        ({ scan, status }) =>
          status !== undefined &&
          (!ids || ids.includes(scan.id)) &&
          (!names || names.includes(scan.artifactName)) &&
          (!statuses || statuses.includes(status)),
      )
      .map(({ scan, status }) => scanRecord(scan, status ?? 'SUCCESS'));
    if (this.scanListPages === 'repeat') {
      const first = pageOf(listed, { ...paging, page: 1 }, this.shapes);
      return reply(200, { data: first.data, meta: { ...first.meta, hasNextPage: true } });
    }
    reply(200, pageOf(listed, paging, this.shapes));
  }

  private listFindings(
    scanId: string,
    query: Record<string, string>,
    reply: (s: number, b: unknown) => void,
  ): void {
    const paging = parsePaging(query, FINDING_SORT_FIELDS, this.maxPageSize);
    if (typeof paging === 'string') return reply(400, { errors: [{ message: paging }] });
    const scan = this.scans.get(scanId);
    const list = (key: string): string[] | undefined => query[key]?.split(',');
    const [results, severities, detections, types, files] = [
      'results',
      'severityLevels',
      'detectionIds',
      'types',
      'files',
    ].map(list);
    if (scan?.behaviour.findingsStatus)
      return reply(scan.behaviour.findingsStatus, { message: 'Internal Server Error' });
    const visible = scan ? visibleFindings(scan, this.now()) : [];
    const matching = visible.filter(
      (f) =>
        (!results || results.includes(String(f.result))) &&
        (!severities || severities.includes(String(f.severityLevel))) &&
        (!detections || detections.includes(String(f.detectionId ?? f.detectionID))) &&
        (!types || types.includes(String(f.type))) &&
        (!files || files.includes(String(f.file))),
    );
    reply(200, pagedFindings(matching, paging, this.shapes, scan?.behaviour));
  }

  private send(
    res: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...extra,
    });
    res.end(text);
  }
}

function classify(method: string, pathname: string): Endpoint | 'other' {
  if (method === 'POST' && pathname === '/v1/tenant/shiftleft/iac/scan') return 'upload';
  if (method === 'GET' && pathname === '/v1/tenant/shiftleft/iac/scans') return 'scans';
  if (method === 'GET' && /^\/v1\/tenant\/shiftleft\/iac\/scans\/[^/]+\/findings$/.test(pathname))
    return 'findings';
  return 'other';
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
