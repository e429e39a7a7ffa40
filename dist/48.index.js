export const id = 48;
export const ids = [48,191];
export const modules = {

/***/ 76048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_PAGE_SIZE: () => (/* binding */ MAX_PAGE_SIZE),
  createCodeSecurityApi: () => (/* binding */ createCodeSecurityApi)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/severity.ts
var severity = __webpack_require__(21012);
;// CONCATENATED MODULE: ./src/engine/api/finding.ts
/**
 * Reads one finding of the service, field by field: what can be read is kept (a line given as
 * `"3"` is line 3), what cannot is dropped from that finding with a problem naming it, and the
 * finding itself is kept, so it still reaches the counts, the gate and every report. Unknown
 * severities map to a documented level: informational ones to LOW, any other to MEDIUM.
 */

/** A fresh interner (one per read of a scan's findings, so it lives as long as that read). */
function createIntern() {
    const known = new Map();
    return (text) => {
        const seen = known.get(text);
        if (seen !== undefined)
            return seen;
        known.set(text, text);
        return text;
    };
}
const INFORMATIONAL = new Set(['INFO', 'INFORMATIONAL', 'INFORMATION', 'NOTE', 'NONE']);
/** A line number: a positive safe integer, or a string of digits that is one. */
function lineNumber(value) {
    const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
function finding_text(value) {
    if (typeof value === 'string')
        return value;
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}
function severityOf(value, problems) {
    const given = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
    // The constant, not the string read: one copy for every finding.
    if (given !== undefined && (0,severity/* isSeverity */._Z)(given))
        return severity/* SEVERITIES */.oC[(0,severity/* severityRank */.qs)(given)] ?? given;
    const shown = given === undefined ? 'no severity' : `severity '${given.slice(0, 40)}'`;
    const mapped = given !== undefined && INFORMATIONAL.has(given) ? 'LOW' : 'MEDIUM';
    problems.push(`${shown}, reported as ${mapped}`);
    return mapped;
}
function lineRangeOf(value, problems) {
    if (value === undefined || value === null)
        return undefined;
    const [first, last] = Array.isArray(value) ? value.map(lineNumber) : [];
    if (Array.isArray(value) && value.length === 2 && first !== undefined && last !== undefined)
        return [first, last];
    problems.push('a line range that is not two line numbers (reported without lines)');
    return undefined;
}
function codeBlockOf(value, problems) {
    if (!Array.isArray(value)) {
        if (value !== undefined && value !== null)
            problems.push('a code block that is not a list');
        return [];
    }
    const lines = [];
    for (const entry of value) {
        const line = Array.isArray(entry) ? lineNumber(entry[0]) : undefined;
        const code = Array.isArray(entry) ? entry[1] : undefined;
        if (line !== undefined && typeof code === 'string')
            lines.push([line, code]);
    }
    if (lines.length < value.length)
        problems.push(`${value.length - lines.length} unreadable code lines`);
    return lines;
}
/** Reads entry `index` of a findings page; `intern` keeps one copy of repeated texts. */
function readFinding(raw, index, intern = (text) => text) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { finding: undefined, id: `entry ${index + 1}`, problems: ['not an object'] };
    }
    const r = raw;
    const problems = [];
    const id = finding_text(r.id) || `entry ${index + 1}`;
    if (!finding_text(r.id))
        problems.push('no id');
    const detectionId = finding_text(r.detectionId) ?? finding_text(r.detectionID);
    if (!detectionId)
        problems.push('no detection id');
    const optional = (key) => {
        const value = r[key];
        if (value === undefined || value === null)
            return undefined;
        const read = finding_text(value);
        if (read === undefined)
            problems.push(`'${key}' is not text`);
        return read;
    };
    const repeated = (key) => {
        const read = optional(key);
        return read === undefined ? undefined : intern(read);
    };
    const finding = {
        id,
        detectionId: intern(detectionId || 'UNKNOWN-DETECTION'),
        detectionTitle: repeated('detectionTitle'),
        type: repeated('type'),
        result: repeated('result'),
        severityLevel: severityOf(r.severityLevel, problems),
        file: repeated('file'),
        resource: optional('resource'),
        lineRange: lineRangeOf(r.lineRange, problems),
        codeBlock: codeBlockOf(r.codeBlock, problems),
        dashboardURL: optional('dashboardURL'),
    };
    return { finding, id, problems };
}

// EXTERNAL MODULE: ./src/engine/api/http-client.ts + 1 modules
var http_client = __webpack_require__(96191);
;// CONCATENATED MODULE: ./src/engine/api/pages.ts
/** Pages beyond what `total` / page size needs before reading stops. */
const PAGE_SLACK = 2;
/** The most pages read when the service sends no total (then pages are read one at a time). */
const MAX_PAGES = 1_000;
/** Pages in flight at once once the total is known. */
const PAGE_CONCURRENCY = 4;
/** The last page worth asking for, from the first page read. */
function lastPageFor(start, first, knownSize) {
    const total = first.meta?.total;
    const size = knownSize || first.items.length;
    if (total === undefined || size === 0)
        return start + MAX_PAGES - 1;
    return Math.max(start, Math.ceil(total / size)) + PAGE_SLACK;
}
const signatureOf = (page) => page.items.map(page.key).join('\u0000');
/** Reads from `startPage` until the service says there is no next page, `total` allows no more, or a page repeats. */
async function readPages(fetchPage, options = {}) {
    const start = options.startPage ?? 1;
    const first = await fetchPage(start);
    const total = first.meta?.total;
    const pageSize = first.meta?.hasNextPage ? first.items.length : (options.pageSize ?? 0);
    const lastPage = lastPageFor(start, first, options.pageSize);
    const concurrency = total === undefined ? 1 : (options.concurrency ?? PAGE_CONCURRENCY);
    const items = [...first.items];
    const done = new Map();
    let requests = 1;
    let cursor = start + 1;
    let previous = signatureOf(first);
    let next = start + 1;
    let stop = !first.meta?.hasNextPage || first.items.length === 0 ? { end: true, at: start } : undefined;
    /** Takes pages in order as they arrive, so a repeat and the end are seen where they are. */
    const advance = () => {
        for (let page = done.get(cursor); page && !stop; page = done.get(cursor)) {
            done.delete(cursor);
            const signature = signatureOf(page);
            if (signature !== '' && signature === previous) {
                stop = { reason: `page ${cursor} repeated page ${cursor - 1}`, at: cursor };
                return;
            }
            previous = signature;
            items.push(...page.items);
            if (!page.meta?.hasNextPage || page.items.length === 0)
                stop = { end: true, at: cursor };
            else if (cursor >= lastPage) {
                const of = total === undefined ? '' : ` for a total of ${total}`;
                const reason = `the service still announced a next page after ${cursor} pages${of}`;
                stop = { reason, at: cursor };
            }
            cursor++;
        }
    };
    const readNext = async () => {
        const page = next++;
        try {
            done.set(page, await fetchPage(page));
        }
        catch (error) {
            stop ??= { reason: `page ${page} could not be read`, failure: error, at: page };
        }
        requests++;
        advance();
    };
    // Pages the total needs go a few at a time; the slack beyond them, one at a time.
    const needed = lastPage - PAGE_SLACK;
    const worker = async () => {
        while (!stop && next <= needed)
            await readNext();
    };
    // The second page alone first: a service that repeats its first page costs two calls only.
    if (!stop && next <= lastPage)
        await readNext();
    await Promise.all(Array.from({ length: concurrency }, worker));
    while (!stop && next <= lastPage)
        await readNext();
    // Pages read past a failure are kept too (their items are deduplicated by the caller).
    if (stop?.failure !== undefined)
        for (const page of done.values())
            items.push(...page.items);
    const ended = stop ?? { at: cursor - 1 };
    return {
        items,
        total,
        stoppedEarly: ended.reason,
        ...(ended.failure === undefined ? {} : { failure: ended.failure }),
        pageSize,
        resumeAt: ended.at,
        reachedEnd: ended.end === true,
        requests,
    };
}

// EXTERNAL MODULE: ./src/engine/api/schemas.ts
var schemas = __webpack_require__(12113);
;// CONCATENATED MODULE: ./src/engine/api/code-security.ts
/** The three code-security endpoints the action calls (service-api.md 4.8-4.10). */





const MAX_PAGE_SIZE = 1000;
const SCAN_IDS_PER_LIST_CALL = 50;
const ALREADY_SCANNED = /already been scanned/i;
/** A scan of the same name created this long before the upload began may still be ours (clock skew). */
const UPLOAD_CLOCK_SKEW_MS = 120_000;
const createdAtMs = (scan) => {
    const at = scan.createdAt === undefined ? NaN : Date.parse(scan.createdAt);
    return Number.isNaN(at) ? scan.summary?.startedAt : at;
};
/** Lists scans matching `query`, page by page. */
function listScansWhere(http, query, label, time) {
    return readPages(async (page) => {
        const response = await http.call({
            method: 'GET',
            path: '/v1/tenant/shiftleft/iac/scans',
            query: { ...query, page, perPage: MAX_PAGE_SIZE },
            schema: schemas/* ScanList */.o7,
            label: `${label} page ${page}`,
            deadline: time.deadline,
        });
        // An entry that cannot be read (no id) is left out: its scan counts as not listed yet.
        const items = response.data.flatMap((entry) => {
            const scan = schemas/* Scan */.sr.safeParse(entry);
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
async function findEarlierAttempt(http, upload, time) {
    const { artifactName } = upload;
    const { items } = await listScansWhere(http, { artifactNames: artifactName }, `scans named ${artifactName}`, time);
    return items
        .filter((scan) => scan.artifactName === artifactName)
        .filter((scan) => (createdAtMs(scan) ?? 0) >= upload.startedAt - UPLOAD_CLOCK_SKEW_MS)
        .filter((scan) => scan.summary?.totalFileSize === upload.bytes)
        .sort((a, b) => (createdAtMs(b) ?? 0) - (createdAtMs(a) ?? 0))[0];
}
/** The findings of one page, each read on its own; what could not be read goes to `problems`. */
function readFindingsPage(entries, page, intern, problems) {
    const items = [];
    entries.forEach((raw, index) => {
        const entry = readFinding(raw, (page - 1) * MAX_PAGE_SIZE + index, intern);
        if (entry.problems.length > 0)
            problems.push({ id: entry.id, problems: entry.problems });
        if (entry.finding)
            items.push(entry.finding);
    });
    return items;
}
function createCodeSecurityApi(http, now) {
    return {
        async uploadArchive(file, artifactName, time) {
            const body = await promises_.readFile(file);
            const attempt = { artifactName, bytes: body.length, startedAt: now() };
            let recovered = false;
            // After a failure the service may have acted on, the scan it started is reused, not doubled.
            const recover = async () => {
                const ours = await findEarlierAttempt(http, attempt, time);
                if (!ours)
                    return undefined;
                recovered = true;
                return { meta: { scanId: ours.id, artifactName } };
            };
            const response = await http.call({
                method: 'POST',
                path: '/v1/tenant/shiftleft/iac/scan',
                query: { artifactName },
                body,
                contentType: 'application/zip',
                timeoutMs: http_client.UPLOAD_TIMEOUT_MS,
                schema: schemas/* UploadResponse */.Z9,
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
            const scans = [];
            for (let i = 0; i < scanIds.length; i += SCAN_IDS_PER_LIST_CALL) {
                const ids = scanIds.slice(i, i + SCAN_IDS_PER_LIST_CALL).join(',');
                const read = await listScansWhere(http, { ids }, 'scan status', time);
                if (read.failure !== undefined)
                    throw read.failure;
                scans.push(...read.items);
            }
            return scans;
        },
        async listFailedFindings(scanId, time, from) {
            const problems = [];
            const intern = createIntern();
            const read = await readPages(async (page) => {
                const response = await http.call({
                    method: 'GET',
                    path: `/v1/tenant/shiftleft/iac/scans/${encodeURIComponent(scanId)}/findings`,
                    query: { results: 'FAILED', page, perPage: MAX_PAGE_SIZE },
                    schema: schemas/* FindingList */.kQ,
                    label: `findings of ${scanId} page ${page}`,
                    deadline: time.deadline,
                });
                const items = readFindingsPage(response.data, page, intern, problems);
                return { items, meta: response.meta, key: (finding) => finding.id };
            }, from && { startPage: from.page, pageSize: from.pageSize });
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


/***/ }),

/***/ 96191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_RETRY: () => (/* binding */ DEFAULT_RETRY),
  HttpClient: () => (/* binding */ HttpClient),
  REQUEST_TIMEOUT_MS: () => (/* binding */ REQUEST_TIMEOUT_MS),
  UPLOAD_TIMEOUT_MS: () => (/* binding */ UPLOAD_TIMEOUT_MS),
  createDispatcher: () => (/* binding */ createDispatcher),
  parseRetryAfter: () => (/* binding */ parseRetryAfter)
});

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(25540);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/engine/api/schemas.ts
var schemas = __webpack_require__(12113);
;// CONCATENATED MODULE: ./src/engine/api/http-failures.ts



/** Failures before anything reached the service: it cannot have acted on the request. */
const BEFORE_SENDING = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** The request itself cannot be made (a header the client refuses): retrying cannot help. */
const CANNOT_SEND = new Set(['UND_ERR_INVALID_ARG', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_CHAR']);
const CERTIFICATE = /^(CERT_|ERR_TLS_CERT|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT)/;
/** Turns a thrown network error into an attempt result. `phase`: before or after the answer began. */
function classifyNetworkError(error, timeoutMs, phase) {
    if (error instanceof errors/* ResponseShapeError */.RD)
        return { kind: 'fail', error };
    const e = (error ?? {});
    if (e.name === 'TimeoutError' || e.name === 'AbortError') {
        return {
            kind: 'retry',
            why: `no answer within ${timeoutMs} ms`,
            rateLimited: false,
            safe: false,
            cause: error,
        };
    }
    const code = e.code ?? e.cause?.code;
    if ((code && CANNOT_SEND.has(code)) || e.name === 'InvalidArgumentError') {
        return {
            kind: 'fail',
            error: new errors/* NetworkError */.Dr(`the request could not be made (${code ?? e.name}); it was not retried`, { cause: error }),
        };
    }
    if (code && CERTIFICATE.test(code)) {
        return {
            kind: 'fail',
            error: new errors/* NetworkError */.Dr(`the service's certificate was not trusted (${code}): behind a TLS-inspecting proxy, add its CA with NODE_EXTRA_CA_CERTS`, { cause: error }),
        };
    }
    const why = code ? `connection failed (${code})` : 'connection failed';
    return {
        kind: 'retry',
        why,
        rateLimited: false,
        safe: phase === 'request' && code !== undefined && BEFORE_SENDING.has(code),
        cause: error,
    };
}
/**
 * The body as text. A successful body over `limitBytes` is refused; an error body is cut to it
 * (only its start is needed for the message).
 */
async function readBody(body, limitBytes, refuseOverLimit = false) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const buffer = chunk;
        if (size + buffer.length > limitBytes) {
            chunks.push(buffer.subarray(0, limitBytes - size));
            body.destroy();
            if (refuseOverLimit)
                throw new errors/* ResponseShapeError */.RD(`the service answered with more than ${limitBytes} bytes`);
            break;
        }
        chunks.push(buffer);
        size += buffer.length;
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The service's own error code and message, from any of its error body shapes (capped). */
function serviceError(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return text.trim() ? { message: (0,sanitize/* capText */.yA)(text.trim(), 300) } : {};
    }
    const body = schemas/* ErrorBody */.Fw.safeParse(parsed);
    if (!body.success)
        return {};
    const data = body.data;
    const first = Array.isArray(data.errors) ? data.errors[0] : data.errors;
    const entry = (first ?? data);
    return {
        ...(entry.code === undefined ? {} : { code: (0,sanitize/* capText */.yA)(entry.code, 200) }),
        ...(entry.message === undefined ? {} : { message: (0,sanitize/* capText */.yA)(entry.message) }),
    };
}

;// CONCATENATED MODULE: ./src/engine/api/http-client.ts
/**
 * HTTPS client of the service (undici). Every call has a time limit and, when the caller passes
 * one, a deadline that bounds the call, its retries and every wait (`Retry-After` included): what
 * is left of the scan phase's `timeout`. 429 and 503 wait for `Retry-After` when sent, else back off
 * exponentially with full jitter; other 5xx and dropped connections are retried a bounded number of
 * times; other 4xx and requests that cannot be made never are. The key travels only in the
 * Authorization header and never reaches a message, a log line or an error's cause.
 */





// Backoff without Retry-After, full jitter: up to 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s.
const DEFAULT_RETRY = {
    maxRateLimitAttempts: 8,
    maxFaultAttempts: 4,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 120_000,
};
const REQUEST_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 180_000;
/** A successful body larger than this is refused (a findings page is a few MB at most). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Only the start of an error body is read: its message is capped anyway. */
const MAX_ERROR_BODY_BYTES = 4 * 1024 * 1024;
const HINTS = {
    400: 'the service refused the request as malformed',
    401: 'the key was refused: check the api-key secret',
    403: "the key was refused or its role does not allow code-security scans: check the api-key secret and the key's role",
    404: 'nothing matches the request: check region or api-url',
    413: 'the archive is over the 4.4 MB upload limit: lower max-archive-size',
    415: 'the upload was not sent as application/zip',
    422: 'the service could not read the archive',
};
/**
 * A proxy-aware dispatcher (HTTPS_PROXY, NO_PROXY, read when it is made). Certificates in
 * NODE_EXTRA_CA_CERTS are trusted by Node itself; `ca` adds one more (tests), also through a proxy.
 */
function createDispatcher(ca) {
    return new undici/* EnvHttpProxyAgent */.J2(ca ? { connect: { ca }, requestTls: { ca } } : {});
}
/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), if it is readable. */
function parseRetryAfter(value, now) {
    if (value === undefined || value.trim() === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value.trim()))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
class HttpClient {
    retry;
    dispatcher;
    options;
    constructor(options) {
        // The key is never sent in clear, whatever the caller passed.
        if (new URL(options.baseUrl).protocol !== 'https:')
            throw new errors/* ConfigurationError */.j1(`The service address must be https://, not ${options.baseUrl}`);
        this.options = options;
        this.retry = options.retry ?? DEFAULT_RETRY;
        this.dispatcher = options.dispatcher ?? createDispatcher();
    }
    async call(call) {
        const url = new URL(this.options.baseUrl + call.path);
        for (const [key, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(key, String(value));
        }
        const deadline = call.deadline ?? Number.POSITIVE_INFINITY;
        const counts = { rateLimited: 0, faults: 0, startedAt: this.options.now() };
        for (;;) {
            const left = deadline - this.options.now();
            if (left <= 0)
                throw new errors/* DeadlineError */.j3(`${call.label}: no time was left within the timeout`);
            const limit = call.timeoutMs ?? this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
            const attempt = await this.attempt(call, url, Math.min(limit, left));
            if (attempt.kind === 'ok')
                return this.parse(call, attempt.json);
            if (attempt.kind === 'fail')
                throw attempt.error;
            const { waitMs, used, max } = this.waitBeforeRetry(call, attempt, counts, deadline);
            this.options.log(`${call.label}: attempt ${used} of ${max} failed (${attempt.why}); retrying in ${(0,plural/* formatCount */.B)(waitMs)} ms`);
            await this.options.sleep(waitMs);
            if (!attempt.safe && call.beforeUnsafeRetry) {
                const found = await call.beforeUnsafeRetry();
                if (found !== undefined)
                    return found;
            }
        }
    }
    /** How long to wait before the next attempt; throws when no attempt is left or time is up. */
    waitBeforeRetry(call, attempt, counts, deadline) {
        const used = attempt.rateLimited ? ++counts.rateLimited : ++counts.faults;
        const max = attempt.rateLimited ? this.retry.maxRateLimitAttempts : this.retry.maxFaultAttempts;
        if (used >= max) {
            const seconds = Math.round((this.options.now() - counts.startedAt) / 1000);
            const why = attempt.status === 429
                ? `rate limited by the service (429) for ${seconds} s, still after ${used} attempts; try again later or run fewer scans at once`
                : `${attempt.why}, still after ${used} attempts; the service may be down, try again later`;
            throw new errors/* NetworkError */.Dr(`${call.label}: ${why}`, {
                cause: attempt.cause,
                status: attempt.status,
            });
        }
        const backoff = this.options.random() *
            Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (used - 1));
        const wanted = Math.round(attempt.waitMs !== undefined ? Math.min(attempt.waitMs, this.retry.maxRetryAfterMs) : backoff);
        const left = deadline - this.options.now();
        // A wait that would end at or past the deadline leaves no time for the next attempt.
        if (wanted >= left) {
            throw new errors/* DeadlineError */.j3(`${call.label}: ${attempt.why} (attempt ${used} of ${max}), and the next attempt would come after the timeout`, { cause: attempt.cause, status: attempt.status });
        }
        return { waitMs: wanted, used, max };
    }
    parse(call, json) {
        const parsed = call.schema.safeParse(json);
        if (parsed.success)
            return parsed.data;
        const issue = parsed.error.issues[0];
        throw new errors/* ResponseShapeError */.RD(`${call.method} ${call.path} answered with an unexpected shape at ` +
            `${issue?.path.join('.') || '(root)'}: ${(0,sanitize/* capText */.yA)(issue?.message ?? 'invalid', 200)}`);
    }
    async attempt(call, url, timeoutMs) {
        let response;
        const signal = AbortSignal.timeout(timeoutMs);
        try {
            response = await (0,undici/* request */.Em)(url, {
                method: call.method,
                dispatcher: this.dispatcher,
                headers: {
                    authorization: `Bearer ${this.options.apiKey}`,
                    accept: 'application/json',
                    ...(call.contentType ? { 'content-type': call.contentType } : {}),
                },
                body: call.body,
                signal,
            });
        }
        catch (error) {
            return classifyNetworkError(error, timeoutMs, 'request');
        }
        const status = response.statusCode;
        const ok = status >= 200 && status < 300;
        const body = await readBody(response.body, ok ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES, ok).catch((error) => classifyNetworkError(error, timeoutMs, 'body'));
        if (typeof body !== 'string')
            return body;
        if (ok) {
            try {
                return { kind: 'ok', json: body === '' ? {} : JSON.parse(body) };
            }
            catch (error) {
                return {
                    kind: 'fail',
                    error: new errors/* ResponseShapeError */.RD(`${call.method} ${call.path} answered ${status} with a body that is not JSON`, { cause: error, status }),
                };
            }
        }
        const said = serviceError(body);
        if (status === 429 || status === 503) {
            const header = response.headers['retry-after'];
            const waitMs = parseRetryAfter(Array.isArray(header) ? header[0] : header, this.options.now());
            const why = `${status} ${said.message ?? ''}`.trim();
            // Rate limiting and overload: the service says it did not take the request.
            return { kind: 'retry', why, waitMs, rateLimited: true, safe: true, status };
        }
        if (status >= 500) {
            const why = `${status} ${said.code ?? ''} ${said.message ?? ''}`.replace(/\s+/g, ' ').trim();
            return { kind: 'retry', why, rateLimited: false, safe: false, status };
        }
        return {
            kind: 'fail',
            error: new errors/* ApiError */.hD({
                method: call.method,
                path: call.path,
                status,
                code: said.code,
                serviceMessage: said.message,
                hint: HINTS[status],
            }),
        };
    }
}


/***/ }),

/***/ 12113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fw: () => (/* binding */ ErrorBody),
/* harmony export */   Z9: () => (/* binding */ UploadResponse),
/* harmony export */   kQ: () => (/* binding */ FindingList),
/* harmony export */   o7: () => (/* binding */ ScanList),
/* harmony export */   sr: () => (/* binding */ Scan)
/* harmony export */ });
/* unused harmony exports PageMeta, ScanSummary */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38816);
/**
 * The service's response shapes, validated at the boundary. They accept both the documented and
 * the live forms (numbers or numeric strings in `meta`, `detectionId` or `detectionID`, missing
 * summary counters) and turn anything else into one clear error. Findings are read one by one
 * (src/api/finding.ts), so one malformed finding never costs the others.
 */

const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d+$/).transform(Number),
]);
/** A count the service may send as null or leave out: both read as "not given". */
const optionalCount = zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((value) => (value === null ? undefined : value), count.optional());
const optionalText = zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((value) => (value === null ? undefined : value), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional());
const PageMeta = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    page: count.optional(),
    perPage: count.optional(),
    total: count.optional(),
    hasNextPage: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
const UploadResponse = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    meta: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ scanId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), artifactName: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }),
});
const ScanSummary = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
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
const Scan = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    artifactName: optionalText,
    createdAt: optionalText,
    /** Only SUCCESS and FAILURE are documented; anything else (or nothing) means still running. */
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .preprocess */ .vkY((value) => (typeof value === 'string' ? value : 'UNKNOWN'), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    summary: ScanSummary.nullish().catch(undefined),
});
/** A scans page: each entry is read on its own, so one odd entry never costs the others. */
const ScanList = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()), meta: PageMeta.optional() });
/** A findings page: each entry is read on its own. */
const FindingList = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()), meta: PageMeta.optional() });
/** Any of the service's three error body shapes. */
const ErrorBody = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).loose()),
    })
        .loose(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).loose(),
    })
        .loose(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).loose(),
]);


/***/ })

};
