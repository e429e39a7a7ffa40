export const id = 782;
export const ids = [782,88];
export const modules = {

/***/ 58782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runScan: () => (/* binding */ runScan)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
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

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(25540);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(16435);
;// CONCATENATED MODULE: ./src/engine/api/schemas.ts
/**
 * The service's response shapes, validated at the boundary. They accept both the documented and
 * the live forms (numbers or numeric strings in `meta`, `detectionId` or `detectionID`, missing
 * summary counters) and turn anything else into one clear error. Findings are read one by one
 * (src/api/finding.ts), so one malformed finding never costs the others.
 */

const count = schemas/* union */.KCZ([
    schemas/* number */.aig().int().nonnegative(),
    schemas/* string */.YjP().regex(/^\d+$/).transform(Number),
]);
/** A count the service may send as null or leave out: both read as "not given". */
const optionalCount = schemas/* preprocess */.vkY((value) => (value === null ? undefined : value), count.optional());
const optionalText = schemas/* preprocess */.vkY((value) => (value === null ? undefined : value), schemas/* string */.YjP().optional());
const PageMeta = schemas/* object */.Ikc({
    page: count.optional(),
    perPage: count.optional(),
    total: count.optional(),
    hasNextPage: schemas/* boolean */.zMY().optional(),
});
const UploadResponse = schemas/* object */.Ikc({
    data: schemas/* string */.YjP().optional(),
    meta: schemas/* object */.Ikc({ scanId: schemas/* string */.YjP().min(1), artifactName: schemas/* string */.YjP().optional() }),
});
const ScanSummary = schemas/* object */.Ikc({
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
const Scan = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().min(1),
    artifactName: optionalText,
    createdAt: optionalText,
    /** Only SUCCESS and FAILURE are documented; anything else (or nothing) means still running. */
    status: schemas/* preprocess */.vkY((value) => (typeof value === 'string' ? value : 'UNKNOWN'), schemas/* string */.YjP()),
    summary: ScanSummary.nullish().catch(undefined),
});
/** A scans page: each entry is read on its own, so one odd entry never costs the others. */
const ScanList = schemas/* object */.Ikc({ data: schemas/* array */.YOg(schemas/* unknown */.L5J()), meta: PageMeta.optional() });
/** A findings page: each entry is read on its own. */
const FindingList = schemas/* object */.Ikc({ data: schemas/* array */.YOg(schemas/* unknown */.L5J()), meta: PageMeta.optional() });
/** Any of the service's three error body shapes. */
const ErrorBody = schemas/* union */.KCZ([
    schemas/* object */.Ikc({
        errors: schemas/* array */.YOg(schemas/* object */.Ikc({ code: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() }).loose()),
    })
        .loose(),
    schemas/* object */.Ikc({
        errors: schemas/* object */.Ikc({ code: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() }).loose(),
    })
        .loose(),
    schemas/* object */.Ikc({ message: schemas/* string */.YjP(), code: schemas/* string */.YjP().optional() }).loose(),
]);

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
    const body = ErrorBody.safeParse(parsed);
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
            const body = await external_node_fs_promises_.readFile(file);
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
                    schema: FindingList,
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

// EXTERNAL MODULE: ./src/in-chunks.ts
var in_chunks = __webpack_require__(35075);
// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
;// CONCATENATED MODULE: ./src/engine/suppressions/inline.ts
/**
 * Pure rules of inline suppressions: `# plerion:ignore <detection-id> <reason>` (or `// …` in
 * Bicep and JSON-with-comments such as ARM templates; Terraform accepts both) in the contiguous
 * comment lines right above a finding's first line, or on any line of its range (a trailing
 * comment counts there). Only the lines around findings are ever read.
 */

/** How far above a finding a block of comment lines may reach and still belong to it. */
const MAX_LEADING_COMMENT_LINES = 20;
/** The comment prefixes a file's language has, from its name. */
function commentPrefixesOf(file) {
    const base = posix_.basename(file).toLowerCase();
    if (/\.(tf|tofu|tfvars|hcl)$/.test(base))
        return ['#', '//'];
    if (/\.(bicep|json|jsonc)$/.test(base))
        return ['//'];
    return ['#'];
}
const patterns = new Map();
/** The marker's pattern for a set of comment prefixes, built once per set. */
function markerPattern(prefixes) {
    const key = prefixes.join(' ');
    let pattern = patterns.get(key);
    if (pattern === undefined) {
        const alternatives = prefixes.map((prefix) => (prefix === '#' ? '#' : '\\/\\/')).join('|');
        pattern = new RegExp(`(?:^|\\s)(?:${alternatives})\\s*plerion:ignore(?:\\s+(.*))?$`, 'i');
        patterns.set(key, pattern);
    }
    return pattern;
}
/** The directive a line holds, whole-line or trailing, if any. */
function parseInlineDirective(text, prefixes) {
    const match = markerPattern(prefixes).exec(text);
    if (!match)
        return undefined;
    const rest = (match[1] ?? '').trim();
    const [detectionId, ...words] = rest.split(/\s+/);
    const reason = words.join(' ').trim();
    return { detectionId: detectionId || undefined, reason: reason || undefined };
}
function isCommentLine(text, prefixes) {
    const trimmed = text.trimStart();
    return prefixes.some((prefix) => trimmed.startsWith(prefix));
}
/** The line span to read from a file for the findings in it: their ranges and comments above. */
function planLineSpan(findings) {
    const first = findings.reduce((min, f) => Math.min(min, f.startLine), Infinity);
    const last = findings.reduce((max, f) => Math.max(max, f.endLine), 1);
    return { from: Math.max(1, first - MAX_LEADING_COMMENT_LINES), to: last };
}
/**
 * The directives that apply to a finding, top to bottom: those in the comment block right above
 * its first line, then those on the lines of its range.
 */
function directivesFor(finding, window) {
    const file = finding.file;
    if (file === undefined)
        return [];
    const prefixes = commentPrefixesOf(file);
    const lineAt = (line) => window.lines[line - window.fromLine];
    const lines = [];
    for (let line = finding.startLine - 1; line >= finding.startLine - MAX_LEADING_COMMENT_LINES; line--) {
        const text = lineAt(line);
        if (text === undefined || !isCommentLine(text, prefixes))
            break;
        lines.unshift(line);
    }
    // Only the lines that were read: a range the service gives can be absurdly long.
    const lastRead = window.fromLine + window.lines.length - 1;
    for (let line = finding.startLine; line <= Math.min(finding.endLine, lastRead); line++)
        lines.push(line);
    const directives = [];
    for (const line of lines) {
        const text = lineAt(line);
        const parsed = text === undefined ? undefined : parseInlineDirective(text, prefixes);
        if (parsed)
            directives.push({ file, line, ...parsed });
    }
    return directives;
}

// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
// EXTERNAL MODULE: ./src/engine/suppressions/expiry.ts
var expiry = __webpack_require__(73120);
;// CONCATENATED MODULE: ./src/engine/suppressions/match.ts
/**
 * Pure matching of findings against suppressions, with the clock passed in. An inline comment
 * wins over the file when both match a finding (the exception sits next to the code it excuses);
 * among file entries the first in the file wins. Expired entries suppress nothing and are
 * returned to be warned about; live entries that matched nothing are returned as unused.
 */



function entryMatcher(entry) {
    const inPath = entry.path === undefined ? undefined : (0,classify/* compilePatterns */.xi)([entry.path]);
    return (finding) => finding.detectionId === entry.detection &&
        (entry.resource === undefined || finding.resource === entry.resource) &&
        (inPath === undefined || (finding.file !== undefined && inPath(finding.file)));
}
function inlineSuppression(finding, windows, problems) {
    const window = finding.file === undefined ? undefined : windows.get(finding.file);
    if (window === undefined)
        return undefined;
    let found;
    for (const directive of directivesFor(finding, window)) {
        const { file, line, detectionId, reason } = directive;
        if (detectionId === undefined || reason === undefined) {
            const what = detectionId === undefined ? 'names no detection id' : `${detectionId} has no reason`;
            const message = `plerion:ignore ${what}, so it suppresses nothing; write plerion:ignore <detection-id> <reason>`;
            problems.set(`${file}:${line}`, { file, line, message });
        }
        else if (detectionId === finding.detectionId && found === undefined) {
            found = { kind: 'inSource', justification: reason, detectionId, file, line };
        }
    }
    return found;
}
/** Decides each finding's live suppression, if any, at the time `now`. */
function matchSuppressions(options) {
    const { findings, suppressions, windows, now } = options;
    const entries = suppressions.entries.map((entry) => ({
        entry,
        matches: entryMatcher(entry),
        live: !(0,expiry/* isExpired */._d)(entry.expires, now),
        used: 0,
    }));
    const problems = new Map();
    const active = [];
    const suppressed = [];
    for (const finding of findings) {
        const matching = entries.filter((candidate) => candidate.matches(finding));
        for (const candidate of matching)
            candidate.used++;
        const fromFile = matching.find((candidate) => candidate.live)?.entry;
        const suppression = inlineSuppression(finding, windows, problems) ??
            (fromFile && {
                kind: 'external',
                justification: fromFile.reason,
                detectionId: fromFile.detection,
                file: suppressions.file,
                line: fromFile.line,
                entryNumber: fromFile.entryNumber,
                expires: fromFile.expires,
            });
        if (suppression)
            suppressed.push({ finding, suppression });
        else
            active.push(finding);
    }
    return {
        active,
        suppressed,
        expired: entries
            .filter((e) => !e.live)
            .map((e) => ({ entry: e.entry, matchingFindings: e.used })),
        unused: entries.filter((e) => e.live && e.used === 0).map((e) => e.entry),
        problems: [...problems.values()],
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/suppress.ts
/**
 * Applies the suppressions to a run's findings: reads, through the `readLines` port, only the
 * lines around the findings of each file that has some (once per file, many files at once), then
 * matches.
 */



/** How many files are read at once (a commit's reader reads them in one git process). */
const READ_TOGETHER = 256;
/** The findings split into active and suppressed, with expired, unused and malformed ones. */
async function suppressFindings(options) {
    const byFile = new Map();
    for (const finding of options.findings) {
        if (finding.file === undefined)
            continue;
        const inFile = byFile.get(finding.file);
        if (inFile)
            inFile.push(finding);
        else
            byFile.set(finding.file, [finding]);
    }
    const windows = new Map();
    await (0,in_chunks/* mapInChunks */.u)([...byFile], READ_TOGETHER, async ([file, findings]) => {
        const { from, to } = planLineSpan(findings);
        let lines;
        try {
            lines = await options.readLines(file, from, to);
        }
        catch {
            lines = undefined; // A file that cannot be read has no inline suppression.
        }
        if (lines !== undefined)
            windows.set(file, { fromLine: from, lines });
    });
    return matchSuppressions({ ...options, windows });
}

// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/render-suppression-changes.ts
var render_suppression_changes = __webpack_require__(75433);
;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/changed-lines.ts
/**
 * Which lines of a file a pull request changed, and whether an inline suppression's reach holds
 * any of them (pure). A base's `plerion:ignore` comment vouches for the code it sat next to on the
 * base: once the pull request edits that code, or the lines between the comment and it, the
 * comment no longer speaks for what is there now (an open security group inserted right under
 * it, the comment moved onto new code, the resource it covers widened). Lines are the head's,
 * 1-based, as the findings give them.
 */
/** A file the base does not have: every line is the pull request's. */
const WHOLE_FILE = { added: [[1, Number.MAX_SAFE_INTEGER]], deletedAfter: [] };
/** `@@ -<a>[,<b>] +<c>[,<d>] @@` of a unified diff; a count left out is 1. */
const HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
/** The changed lines of one file from its `git diff -U0` (only the hunk headers are read). */
function parseHunks(diff) {
    const added = [];
    const deletedAfter = [];
    for (const line of diff.split('\n')) {
        const match = HUNK.exec(line);
        if (!match)
            continue;
        const start = Number(match[1]);
        const count = match[2] === undefined ? 1 : Number(match[2]);
        // With no line added, git gives the line before the deletion as the hunk's start; lines
        // replaced by fewer are covered by the replacing lines themselves.
        if (count === 0)
            deletedAfter.push(start);
        else
            added.push([start, start + count - 1]);
    }
    return { added, deletedAfter };
}
/**
 * True when the pull request changed a line from `from` to `to` (inclusive), or deleted lines
 * between two of them: a deletion right after `to` (or before `from`) changes nothing inside.
 */
function touchesSpan(changed, from, to) {
    if (changed === undefined)
        return false;
    if (changed.added.some(([first, last]) => first <= to && last >= from))
        return true;
    return changed.deletedAfter.some((after) => after >= from && after < to);
}
/**
 * The lines an inline suppression speaks for: from the comment to the end of the finding it
 * suppresses (the comment sits above the finding, or on one of its lines).
 */
function suppressionSpan(finding, commentLine) {
    return {
        from: Math.min(commentLine, finding.startLine),
        to: Math.max(commentLine, finding.endLine),
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/suppression-changes.ts

function entryKey(entry) {
    return JSON.stringify([entry.detection, entry.path, entry.resource, entry.reason, entry.expires]);
}
function scopeKey(entry) {
    return JSON.stringify([entry.detection, entry.path, entry.resource]);
}
/** Entries of `head` that `base` does not have word for word; `changed` when it scopes the same findings. */
function changedEntries(base, head) {
    const known = new Set(base.entries.map(entryKey));
    const scopes = new Set(base.entries.map(scopeKey));
    return head.entries
        .filter((entry) => !known.has(entryKey(entry)))
        .map((entry) => ({ entry, change: scopes.has(scopeKey(entry)) ? 'changed' : 'added' }));
}
function directiveLines(file, text) {
    const prefixes = commentPrefixesOf(file);
    const found = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const parsed = parseInlineDirective(raw, prefixes);
        if (parsed)
            found.push({ line: index + 1, text: raw.trim(), ...parsed });
    });
    return found;
}
/**
 * The `plerion:ignore` comments of `head` (a file's text in the pull request) that the base's
 * text of the same file (undefined when the file is new) does not account for.
 */
function changedDirectives(file, base, head) {
    const before = base === undefined ? [] : directiveLines(file, base);
    const counts = new Map();
    for (const { text } of before)
        counts.set(text, (counts.get(text) ?? 0) + 1);
    const after = directiveLines(file, head);
    const inHead = new Map();
    for (const { text } of after)
        inHead.set(text, (inHead.get(text) ?? 0) + 1);
    const baseIds = new Set(before.map((d) => d.detectionId));
    return after
        .filter(({ text }) => (inHead.get(text) ?? 0) > (counts.get(text) ?? 0))
        .map(({ line, detectionId, reason }) => ({
        file,
        line,
        detectionId,
        reason,
        change: detectionId !== undefined && baseIds.has(detectionId) ? 'changed' : 'added',
    }));
}
/** True when the inline comment at `file:line` is the pull request's (added, changed or uncompared). */
function isProposedInline(changes, file, line) {
    return (changes.baseUnknown === true ||
        changes.uncompared.includes(file) ||
        changes.inline.some((d) => d.file === file && d.line === line));
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/settle-suppressions.ts



/** The audit the reports render, with the base comments whose code the pull request changed. */
function auditOf(pr, covering = []) {
    return {
        mode: pr.mode,
        entriesApplied: pr.entriesApplied,
        inlineApplied: pr.mode === 'apply',
        changes: covering.length === 0
            ? pr.changes
            : { ...pr.changes, inline: [...pr.changes.inline, ...covering] },
    };
}
/** True when the pull request changed a line the inline suppression of `suppressed` speaks for. */
function coversChangedLines(pr, { finding, suppression }) {
    const { from, to } = suppressionSpan(finding, suppression.line);
    return touchesSpan(pr.changedLines.get(suppression.file), from, to);
}
/** The base's comments, one each, whose code the pull request changed. */
function coveringDirectives(covering) {
    const byPlace = new Map();
    for (const { suppression: s } of covering)
        byPlace.set(`${s.file}:${s.line}`, {
            file: s.file,
            line: s.line,
            detectionId: s.detectionId,
            reason: s.justification,
            change: 'covers changed lines',
        });
    return [...byPlace.values()];
}
/**
 * The active findings an entry the change adds or changes would suppress, had it been applied
 * (`propose` leaves the change's entries out: the file applied is the base's).
 */
function withheldEntries(active, pr, now) {
    if (pr.entriesApplied || pr.changes.entries.length === 0)
        return [];
    return [
        ...matchSuppressions({
            findings: active,
            suppressions: { file: pr.changes.file, entries: pr.changes.entries.map((c) => c.entry) },
            windows: new Map(),
            now,
        }).suppressed,
    ];
}
/**
 * Takes back, in `propose` mode, the suppressions that are the pull request's own: its inline
 * comments, and the base's comments over code it changed. `covering` lists the latter in any mode;
 * `withheld` the findings that gate although the change suppresses them; `reclaimed` those a base
 * comment accepted until the change edited their code (the change's own now).
 */
function withdrawProposed(outcome, pr, now) {
    if (pr === undefined)
        return { ...outcome, covering: [], withheld: [], reclaimed: [] };
    const inline = outcome.suppressed.filter((s) => s.suppression.kind === 'inSource');
    const own = inline.filter(({ suppression: s }) => isProposedInline(pr.changes, s.file, s.line));
    const covered = inline.filter((s) => !own.includes(s) && coversChangedLines(pr, s));
    const covering = coveringDirectives(covered);
    const proposed = [...own, ...covered];
    if (pr.mode === 'apply')
        return { ...outcome, covering, withheld: [], reclaimed: [] };
    const again = matchSuppressions({
        findings: proposed.map((p) => p.finding),
        suppressions: pr.file,
        windows: new Map(),
        now,
    });
    const active = [...outcome.active, ...again.active];
    const byEntry = withheldEntries(active.filter((f) => !proposed.some((p) => p.finding === f)), pr, now);
    return {
        ...outcome,
        active,
        suppressed: [...outcome.suppressed.filter((s) => !proposed.includes(s)), ...again.suppressed],
        covering,
        withheld: [...proposed.filter((p) => again.active.includes(p.finding)), ...byEntry],
        reclaimed: covered.map((c) => c.finding).filter((f) => again.active.includes(f)),
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/apply-suppressions.ts




async function applySuppressions(findings, log, options) {
    const { suppressions } = options;
    const pr = options.pullRequest;
    const outcome = withdrawProposed(await suppressFindings({
        findings,
        suppressions: pr?.file ?? suppressions,
        readLines: options.readLines,
        now: options.now,
    }), pr, options.now);
    const prAudit = pr && auditOf(pr, outcome.covering);
    const proposed = (0,render_suppression_changes/* describeProposed */._J)(prAudit, options.subject);
    if (proposed)
        log.notice(proposed);
    for (const { entry, matchingFindings } of outcome.expired)
        log.warning(`Suppression expired on ${entry.expires}: entry ${entry.entryNumber} of ${suppressions.file} (${entry.detection}) no longer suppresses ${(0,plural/* plural */.L)(matchingFindings, 'finding')}. Renew or remove it.`);
    for (const problem of outcome.problems)
        log.warning(`${problem.file}:${problem.line}: ${problem.message}`);
    return {
        suppressed: new Map(outcome.suppressed.map((s) => [s.finding, s.suppression])),
        withheld: new Map(outcome.withheld.map((s) => [s.finding, s.suppression])),
        reclaimed: new Set(outcome.reclaimed),
        audit: {
            file: suppressions.file,
            expired: outcome.expired,
            unused: outcome.unused,
            ...(prAudit && { pullRequest: prAudit }),
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/identity/moved-blocks.ts
/**
 * Terraform's `moved` blocks (pure): `moved { from = aws_s3_bucket.old  to = aws_s3_bucket.new }`
 * tells Terraform that a renamed resource is the same object, so its state (and its findings)
 * carry over. Read from a module's `.tf` text (HCL: comments and strings skipped) or `.tf.json`
 * (`"moved": [{ "from": …, "to": … }]`). Only addresses within the module are kept (a move into or
 * out of a child module, `module.x.…`, names a resource of another folder).
 */
/** An address of this module's own resources: `type.name`, with an optional index. */
const LOCAL_ADDRESS = /^(?!module\.)(?:data\.)?[A-Za-z_][\w-]*\.[A-Za-z_][\w-]*(?:\[[^\]]*\])?$/;
/** The text without comments (`#`, `//`, `/* … *\/`); strings are kept as they are. */
function stripHclComments(text) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            const end = endOfString(text, i);
            out += text.slice(i, end);
            i = end;
        }
        else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
            const end = text.indexOf('\n', i);
            i = end === -1 ? text.length : end;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? text.length : end + 2;
            out += ' ';
        }
        else {
            out += c;
            i++;
        }
    }
    return out;
}
/** Where the string opened at `start` ends (after its closing quote, or at its line's end). */
function endOfString(text, start) {
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text[i] === '"')
            return i + 1;
        else if (text[i] === '\n')
            return i;
    }
    return text.length;
}
/** The body of the block whose `{` is at `open`, up to its matching `}` (strings skipped). */
function blockBody(text, open) {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
        const c = text[i];
        if (c === '"')
            i = endOfString(text, i) - 1;
        else if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return text.slice(open + 1, i);
    }
    return undefined;
}
function attribute(body, name) {
    const match = new RegExp(`(?:^|[\\s;])${name}\\s*=\\s*([^\\s;]+)`).exec(body);
    const value = match?.[1];
    return value !== undefined && LOCAL_ADDRESS.test(value) ? value : undefined;
}
/** The `moved` blocks of one `.tf` file's text. */
function parseHclMoves(text) {
    const clean = stripHclComments(text);
    const moves = [];
    const heads = /(?:^|\n)[ \t]*moved[ \t]*\{/g;
    for (let head = heads.exec(clean); head !== null; head = heads.exec(clean)) {
        const body = blockBody(clean, head.index + head[0].length - 1);
        if (body === undefined)
            break;
        const from = attribute(body, 'from');
        const to = attribute(body, 'to');
        if (from !== undefined && to !== undefined && from !== to)
            moves.push({ from, to });
    }
    return moves;
}
/** The `moved` entries of one `.tf.json` file's text (none when it is not JSON). */
function parseJsonMoves(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return [];
    }
    const moved = parsed?.moved;
    const entries = Array.isArray(moved) ? moved : [moved];
    return entries.flatMap((entry) => {
        const { from, to } = (entry ?? {});
        if (typeof from !== 'string' || typeof to !== 'string' || from === to)
            return [];
        return LOCAL_ADDRESS.test(from) && LOCAL_ADDRESS.test(to) ? [{ from, to }] : [];
    });
}
/** The moves of one Terraform file, by its name. */
function parseMoves(path, text) {
    return /\.json$/i.test(path) ? parseJsonMoves(text) : parseHclMoves(text);
}
/** The most moves followed from one address (chains `a → b → c`; a loop stops here). */
const MAX_CHAINED_MOVES = 16;
/**
 * The address `resource` has after `moves`: `from` itself, or one of its instances
 * (`from[0]`, `from["a"]`), becomes `to` (with the same index); chains are followed.
 */
function applyMoves(resource, moves) {
    let current = resource;
    for (let step = 0; step < MAX_CHAINED_MOVES; step++) {
        const move = moves.find((m) => current === m.from || current.startsWith(`${m.from}[`));
        if (move === undefined)
            return current;
        current = `${move.to}${current.slice(move.from.length)}`;
    }
    return current;
}

;// CONCATENATED MODULE: ./src/engine/findings/identity/pair-findings.ts
/** Past this many candidate pairs in one group, findings pair in line order (no similarity). */
const MAX_SCORED_PAIRS = 250_000;
/** The code of a finding as compared: trimmed lines, blank lines dropped. */
function codeLines(finding) {
    return finding.codeBlock.map(([, text]) => text.trim()).filter((text) => text !== '');
}
/** The code of a finding as one text: equal for code re-indented or given blank lines. */
function normalizedCode(finding) {
    return codeLines(finding).join('\n');
}
/** How unlike two findings' code is: 0 when equal, towards 1 as fewer lines are shared. */
function codeDistance(a, b) {
    if (a.length === b.length && a.every((line, i) => line === b[i]))
        return 0;
    const counts = new Map();
    for (const line of a)
        counts.set(line, (counts.get(line) ?? 0) + 1);
    let shared = 0;
    for (const line of b) {
        const left = counts.get(line) ?? 0;
        if (left > 0) {
            shared++;
            counts.set(line, left - 1);
        }
    }
    // Never 0 for code that differs: identical code always wins over code that only shares lines.
    return 1 - shared / (Math.max(a.length, b.length) + 1);
}
/** Pairs of indexes into `base` and `head`: `[baseIndex, headIndex]`, in base order. */
function pairNearest(base, head) {
    if (base.length === 1 && head.length === 1)
        return [[0, 0]];
    if (base.length * head.length > MAX_SCORED_PAIRS)
        return pairInOrder(base, head);
    const baseCode = base.map(codeLines);
    const headCode = head.map(codeLines);
    const candidates = [];
    baseCode.forEach((bCode, i) => headCode.forEach((hCode, j) => candidates.push({
        base: i,
        head: j,
        distance: codeDistance(bCode, hCode),
        lines: Math.abs(base[i].startLine - head[j].startLine),
    })));
    candidates.sort((x, y) => x.distance - y.distance || x.lines - y.lines || x.base - y.base || x.head - y.head);
    const takenBase = new Set();
    const takenHead = new Set();
    const pairs = [];
    for (const c of candidates) {
        if (takenBase.has(c.base) || takenHead.has(c.head))
            continue;
        takenBase.add(c.base);
        takenHead.add(c.head);
        pairs.push([c.base, c.head]);
    }
    return pairs.sort((x, y) => x[0] - y[0]);
}
/** Huge groups: the n-th finding of the base (in line order) with the n-th of the head. */
function pairInOrder(base, head) {
    // A stable sort: findings on one line keep their order.
    const order = (list) => list.map((f, i) => [f.startLine, i]).sort((a, b) => a[0] - b[0]);
    const b = order(base);
    const h = order(head);
    return b.slice(0, h.length).map(([, i], k) => [i, h[k][1]]);
}

;// CONCATENATED MODULE: ./src/engine/findings/compare.ts
/**
 * Compares this run's findings with the base's (pure). A finding is the same on both sides when
 * its detection, its file (following the renames git detected) and its resource match; its code
 * and its lines never make an existing finding new, so a tag added, a `RUN` line or a label, or a
 * comment shifting the lines, leaves the gate alone. Several findings of one detection on one
 * resource pair by nearest code and position (`identity/pair-findings.ts`): only the unpaired ones
 * are new or fixed. Then, in Terraform, where a resource's identity is its module (folder) and its
 * address: what is left pairs across the files of one module (a resource moved to another file),
 * through the head's `moved` blocks (a resource renamed with `moved { from, to }`). A resource
 * renamed without one is new, and a rule on a new resource is new whatever other resources have.
 *
 * Paired findings whose resource the change edited (its code), renamed or moved are `changed`:
 * old debt the reviewer touched, listed apart and never gated.
 */



/** Terraform and OpenTofu files, where a resource belongs to its folder (module), not its file. */
const TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;
function pathOf(finding) {
    return finding.file ?? finding.normalizedFile ?? '';
}
/** True for a finding in a Terraform file: its identity is its module's. */
function isTerraform(finding) {
    return TERRAFORM_FILE.test(pathOf(finding));
}
/** The module folder of a Terraform file (`.` for the top). */
function moduleOf(path) {
    return posix_.dirname(path);
}
/**
 * The resource as named after a rename of its file: a resource named by its file's path (or by
 * its file's name, as Dockerfile findings are) follows the file.
 */
function renamedResource(resource, from, to) {
    const byPath = resource.split(from).join(to);
    if (byPath !== resource)
        return byPath;
    return resource === posix_.basename(from) ? posix_.basename(to) : resource;
}
/**
 * Pairs `base` and `head` findings whose keys are equal (a side without a key takes no part);
 * returns the pairs and removes them from both lists.
 */
function pairBy(base, head, baseKey, headKey = baseKey) {
    const groups = new Map();
    const group = (k) => {
        let g = groups.get(k);
        if (g === undefined)
            groups.set(k, (g = { base: [], head: [] }));
        return g;
    };
    for (const side of base) {
        const k = baseKey(side);
        if (k !== undefined)
            group(k).base.push(side);
    }
    for (const side of head) {
        const k = headKey(side);
        if (k !== undefined)
            group(k).head.push(side);
    }
    const pairs = [];
    for (const g of groups.values()) {
        if (g.base.length === 0 || g.head.length === 0)
            continue;
        const matched = pairNearest(g.base.map((s) => s.finding), g.head.map((s) => s.finding));
        for (const [b, h] of matched)
            pairs.push({ base: g.base[b], head: g.head[h] });
    }
    const pairedBase = new Set(pairs.map((p) => p.base));
    const pairedHead = new Set(pairs.map((p) => p.head));
    remove(base, pairedBase);
    remove(head, pairedHead);
    return pairs;
}
function remove(list, gone) {
    const kept = list.filter((item) => !gone.has(item));
    list.splice(0, list.length, ...kept);
}
const join = (...parts) => parts.join('\u0000');
/** The base's findings as the head would name them: files renamed, resources following them. */
function baseSides(base, renames) {
    return base.map((finding) => {
        const from = pathOf(finding);
        const to = renames.get(from);
        if (to === undefined)
            return { finding, path: from, resource: finding.resource };
        return { finding, path: to, resource: renamedResource(finding.resource, from, to) };
    });
}
function compareWithBase(current, base, hints = {}) {
    const renames = hints.renames ?? new Map();
    const moves = hints.moves ?? new Map();
    const baseLeft = baseSides(base, renames);
    const headLeft = current.map((finding) => ({
        finding,
        path: pathOf(finding),
        resource: finding.resource,
    }));
    // 1. Same detection, same file (after renames), same resource.
    const same = pairBy(baseLeft, headLeft, (s) => join(s.finding.detectionId, s.path, s.resource));
    // 2. Terraform: same detection and module, the address after the head's `moved` blocks.
    const address = (moved) => (s) => {
        if (!isTerraform(s.finding))
            return undefined;
        const folder = moduleOf(s.path);
        const resource = moved ? applyMoves(s.resource, moves.get(folder) ?? []) : s.resource;
        return join(s.finding.detectionId, folder, resource);
    };
    const inModule = pairBy(baseLeft, headLeft, address(true), address(false));
    const states = new Map(current.map((f) => [f, 'new']));
    const changed = new Map();
    const carried = [];
    for (const { base: b, head: h } of [...same, ...inModule]) {
        states.set(h.finding, 'unchanged');
        const by = carriedBy(b, h);
        if (by !== undefined)
            carried.push({ from: b.finding, to: h.finding, by });
        if (by !== undefined || normalizedCode(b.finding) !== normalizedCode(h.finding))
            changed.set(h.finding, b.finding);
    }
    return { states, changed, fixed: baseLeft.map((s) => s.finding), carried };
}
/** How a pair kept its identity across a change of file or address; undefined when neither changed. */
function carriedBy(base, head) {
    if (base.resource !== head.resource)
        return 'moved block';
    if (base.path !== head.path)
        return 'moved within its module';
    if (pathOf(base.finding) !== head.path)
        return 'renamed file';
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/scan/tree-scan.ts
/**
 * The scan of a tree from its discovery, its plan and its archives' results (matched by name);
 * `stopped` says why the plan was not carried out to its end, when it was not.
 */
function describeTree(discovery, plan, results, stopped = []) {
    const plans = plan?.archives ?? [];
    const byName = new Map(results.map((r) => [r.artifactName, r]));
    return {
        discovery,
        stopped,
        plannedArchives: plans.length,
        results,
        archives: plans.map((archive) => {
            const result = byName.get(archive.name);
            return {
                name: archive.name,
                files: archive.entries.length,
                bytes: archive.bytes,
                scanId: result?.scanId,
                status: result?.failureKind
                    ? `${result.status} (${result.failureKind})`
                    : (result?.status ?? 'NOT_UPLOADED'),
                alreadyScanned: result?.alreadyScanned ?? false,
                waitedMs: result?.waitedMs,
            };
        }),
        uploadedPaths: new Set(plans.flatMap((archive) => archive.entries.map((e) => e.path))),
        archiveFiles: new Map(plans.map((a) => [a.name, a.entries[0]?.path ?? ''])),
        filesByArchive: plans.map((a) => ({
            name: a.name,
            bytes: a.bytes,
            paths: a.entries.map((e) => e.path),
        })),
        notPacked: new Map([
            ...(plan?.tooLarge ?? []).map((f) => [f.path, 'too large']),
            ...(plan?.unreadable ?? []).map((f) => [f.path, 'unreadable']),
        ]),
    };
}
/** Why a scan did not give all its findings, in words that name it. */
function describeUnfinished(result) {
    const which = result.scanId
        ? `scan ${result.scanId} (${result.artifactName})`
        : result.artifactName;
    const kind = result.failureKind === undefined ? '' : ` (${result.failureKind})`;
    return `${which} ${result.reason ?? `ended ${result.status}`}${kind}`;
}
/** A tree whose files could not even be listed: nothing of it was packed or scanned. */
function unlistedTree(reason, source) {
    const discovery = {
        files: [],
        skipped: new Map(),
        rejected: [],
        source,
        candidates: 0,
    };
    return describeTree(discovery, undefined, [], [reason]);
}

;// CONCATENATED MODULE: ./src/engine/findings/completeness.ts
/**
 * Whether a tree's scan is complete (pure): the one notion of "complete" every place that must not
 * act on a half-done scan reads (the verdict, the base comparison, the code scanning upload, the
 * review clean-up, the tracking issue), through `RunReport.complete`. Never inferred from the
 * verdict: a `fail` can come from a scan that stopped half-way.
 *
 * Complete means: the tree's files were listed, the whole packing plan was packed and handed to
 * the uploads (packing did not stop early), and every archive of it has a scan read to the end
 * (status SUCCESS, which the waiting loop gives only once every finding was read). Files discovery
 * chose that packing could not carry (too large, unreadable) are not part of this flag.
 *
 * A scan that ended SUCCESS whose summary counts parsing errors (`totalParsingErrors`: files the
 * service's parser refused, HCL newer than it reads for one) judged less than its archive: it is
 * not complete either. The service gives only the count, never which files, so the archive is
 * named. The base's scan is an exception (`parsingErrors: 'ignored'`): a finding the base did not
 * read counts as new in the change, which only gates more.
 */


/**
 * Why a scan that ended SUCCESS did not judge its whole archive: the files its summary says the
 * service could not parse. Undefined when it counts none.
 */
function describeParsingErrors(result) {
    const count = result.summary?.totalParsingErrors ?? 0;
    if (result.status !== 'SUCCESS' || count <= 0)
        return undefined;
    const which = result.scanId
        ? `scan ${result.scanId} (${result.artifactName})`
        : result.artifactName;
    return `${which} could not parse ${(0,plural/* plural */.L)(count, 'file')} of its archive (the service's summary counts ${count} parsing ${count === 1 ? 'error' : 'errors'} and does not say which files), so what ${count === 1 ? 'it holds' : 'they hold'} was not judged: make every file of the archive parse as the service reads it, or exclude the file to accept it unjudged`;
}
/**
 * The completeness of `tree`'s scan; without a tree (nothing scanned), `why` says why. A base's
 * scan is read with `parsingErrors: 'ignored'` (see the module's comment).
 */
function completenessOf(tree, why = 'nothing was scanned', options = {}) {
    if (tree === undefined)
        return { complete: false, incomplete: [why] };
    const byName = new Map(tree.results.map((r) => [r.artifactName, r]));
    const unread = tree.archives
        .filter((archive) => byName.get(archive.name) === undefined)
        .map((archive) => `${archive.name} has no scan`);
    const unfinished = tree.results.filter((r) => r.status !== 'SUCCESS').map(describeUnfinished);
    const unparsed = options.parsingErrors === 'ignored'
        ? []
        : tree.results.flatMap((r) => describeParsingErrors(r) ?? []);
    const incomplete = [...tree.stopped, ...unfinished, ...unparsed, ...unread];
    return { complete: incomplete.length === 0, incomplete };
}
/**
 * True when one archive's scan ended SUCCESS with every finding read, or the report is a dry
 * run's (its archives were never meant to be read): the JUnit report's error testcases and the
 * text report's rows read this.
 */
function isArchiveComplete(archive, report) {
    return report.dryRun === true || archive.status === 'SUCCESS';
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/findings/findings.ts
/**
 * The findings model every reporter renders: one `Finding` per FAILED finding, mapped back to the
 * workspace path that was uploaded, `skip-detections` applied once, duplicates merged, each with a
 * fingerprint of what it is (detection, file, resource), never of its lines or its code, so editing
 * or moving a resource within its file keeps it (several findings of one detection on one resource
 * told apart by their order), in a stable order (severity, then file, then line).
 */



/**
 * The service's path as a repository path: `\` as `/`, without a leading `/` or `./`, with `.` and
 * `..` segments resolved; undefined when nothing is left or it leaves the repository.
 */
function normalizeReportedPath(file) {
    const stripped = file.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
    if (stripped === '')
        return undefined;
    const normalized = posix_.normalize(stripped).replace(/\/+$/, '');
    if (normalized === '.' || normalized === '..' || normalized.startsWith('../'))
        return undefined;
    return normalized;
}
/** Indexes every tail of every uploaded path once, so each finding maps in constant time. */
function indexUploaded(uploaded) {
    const byTail = new Map();
    for (const path of uploaded) {
        for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
            const tail = path.slice(at + 1);
            byTail.set(tail, byTail.has(tail) ? null : path);
        }
    }
    return byTail;
}
/** The uploaded file a service path names: exactly, or as the one uploaded path ending with it. */
function mapToUploaded(normalized, uploaded, index) {
    if (normalized === undefined)
        return undefined;
    if (uploaded.has(normalized))
        return normalized;
    return index().get(normalized) ?? undefined;
}
function toFinding(raw, scan, place) {
    const reportedFile = raw.file ?? '';
    const { normalizedFile, file } = place(reportedFile);
    const [first, last] = raw.lineRange ?? [];
    let firstCode;
    let lastCode;
    for (const [n] of raw.codeBlock) {
        if (n <= 0)
            continue;
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
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function compare(a, b) {
    return ((0,severity/* severityRank */.qs)(a.severity) - (0,severity/* severityRank */.qs)(b.severity) ||
        byText(a.file ?? `\uffff${a.reportedFile}`, b.file ?? `\uffff${b.reportedFile}`) ||
        a.startLine - b.startLine ||
        byText(a.detectionId, b.detectionId) ||
        byText(a.resource, b.resource) ||
        byText(a.id, b.id));
}
/** What a finding is, without where it is or what its code says: detection, path, resource. */
function identityOf(finding) {
    // One-shot hashing: no hash object per finding (the same digest as createHash's).
    return (0,external_node_crypto_.hash)('sha256', [finding.detectionId, finding.file ?? finding.normalizedFile ?? '', finding.resource].join('\u0000')).slice(0, 32);
}
/**
 * Fingerprints for findings in file-and-line order: several findings of one detection on one
 * resource are numbered by their order, so each keeps its own identity. Written into the
 * findings themselves: at 100,000 findings a copy of each is megabytes and seconds of collection.
 */
function assignFingerprints(findings) {
    const inFileOrder = [...findings].sort((a, b) => byText(a.file ?? a.reportedFile, b.file ?? b.reportedFile) ||
        a.startLine - b.startLine ||
        byText(a.id, b.id));
    const seen = new Map();
    for (const finding of inFileOrder) {
        const identity = identityOf(finding);
        const n = seen.get(identity) ?? 0;
        seen.set(identity, n + 1);
        finding.fingerprint = n === 0 ? identity : `${identity}:${n + 1}`;
    }
    return findings;
}
function buildFindings(scans, uploadedPaths, skipDetections) {
    const skip = new Set(skipDetections);
    const merged = new Map();
    let skippedByDetection = 0;
    const odd = [];
    // Built only when a path does not match exactly, once for all findings.
    let tails;
    const index = () => (tails ??= indexUploaded(uploadedPaths));
    const placements = new Map();
    const place = (reportedFile) => {
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
            if (result === 'PASSED')
                continue;
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
            if (!merged.has(key))
                merged.set(key, finding);
        }
    }
    const findings = assignFingerprints([...merged.values()].sort(compare));
    const counts = (0,severity/* zeroCounts */.Nd)();
    for (const finding of findings)
        counts[finding.severity]++;
    const passed = scans.reduce((sum, s) => sum + (s.summary?.totalPassedFindings ?? 0), 0);
    const problems = [
        ...scans.flatMap((s) => s.problems.map((p) => ({ ...p, scanId: s.scanId ?? '' }))),
        ...odd,
    ];
    return { findings, counts, skippedByDetection, passed, problems };
}
/** The order every report lists findings in: severity, then file, line, detection, resource. */
const compareFindings = compare;

;// CONCATENATED MODULE: ./src/engine/findings/base-comparison.ts





/** Findings named in a note on how findings kept their identity. */
const NOTE_NAMES = 5;
/** The comparison's hints from what git and the head's Terraform files say. */
function identityHints(identity) {
    if (identity === undefined)
        return {};
    const moves = new Map();
    for (const [path, text] of identity.terraformTexts) {
        const found = parseMoves(path, text);
        if (found.length === 0)
            continue;
        const folder = moduleOf(path);
        moves.set(folder, [...(moves.get(folder) ?? []), ...found]);
    }
    return { renames: identity.renames, moves };
}
function where(finding) {
    return finding.file ?? finding.reportedFile;
}
/** One note per way findings kept their identity (a renamed file, a `moved` block, a move). */
function carriedNotes(carried) {
    const say = (by, lead, name) => {
        const these = carried.filter((c) => c.by === by);
        if (these.length === 0)
            return [];
        const named = [...new Set(these.map(name))];
        const more = named.length > NOTE_NAMES ? `, and ${named.length - NOTE_NAMES} more` : '';
        return [
            `${(0,plural/* plural */.L)(these.length, 'finding')} ${lead}: ${named.slice(0, NOTE_NAMES).join(', ')}${more}.`,
        ];
    };
    return [
        ...say('moved block', 'kept their identity through a Terraform moved block (the same resource, renamed), so they are not new', (c) => `${c.from.resource} → ${c.to.resource} (${where(c.to)})`),
        ...say('renamed file', 'kept their identity through a file git sees renamed, so they are not new', (c) => `${where(c.from)} → ${where(c.to)}`),
        ...say('moved within its module', 'kept their identity: their resource moved to another file of its Terraform module', (c) => `${c.to.resource} (${where(c.from)} → ${where(c.to)})`),
    ];
}
/**
 * A base that could not be used: one warning, and no finding is compared. A runner without git
 * gets a notice instead: nothing is wrong with the run, the gate only counts every finding.
 */
function unavailable(log, reason, base = {}) {
    if (base.gitMissing)
        log.notice(`The baseline is skipped, so the gate counts every finding: ${reason}`);
    else
        log.warning(`The baseline could not be used, so the gate counts every finding: ${reason}`);
    return {
        baseline: {
            label: base.label ?? 'the base',
            sha: base.sha ?? '',
            status: 'unavailable',
            note: reason,
            fixed: [],
            // The base's archives that were packed keep their rows (what was uploaded, and how it ended).
            archives: base.archives ?? [],
        },
        states: undefined,
        notes: [`Baseline not used: ${reason}`],
    };
}
/** The scanned folder is new in this change: every finding is new. */
function folderIsNew(base, current, scanPath) {
    const note = `${scanPath} does not exist on ${base.label}: every finding is new.`;
    return {
        baseline: { ...base, status: 'compared', note, fixed: [], archives: [] },
        states: new Map(current.map((f) => [f, 'new'])),
        notes: [note],
    };
}
/** The baseline side: compared, unavailable (warned), or none. */
function compareBase(scan, current, log, settings) {
    const base = scan.base;
    if (base.status === 'none')
        return { baseline: undefined, states: undefined, notes: [] };
    if (base.status === 'unavailable')
        return unavailable(log, base.reason, base);
    if (base.status === 'no-folder')
        return folderIsNew({ label: base.label, sha: base.sha }, current, settings.scanPath);
    // A base is compared only when its scan is complete, by the same rule as this change's; files
    // the service could not parse there only make more of the change's findings new.
    const baseDone = completenessOf(base.tree, undefined, { parsingErrors: 'ignored' });
    if (!baseDone.complete)
        return unavailable(log, `the scan of ${base.label} (${base.sha.slice(0, 7)}) did not complete: ${baseDone.incomplete.join('; ')}`, { label: base.label, sha: base.sha, archives: base.tree.archives });
    const baseModel = buildFindings(base.tree.results, base.tree.uploadedPaths, settings.skipDetections);
    const comparison = compareWithBase(current, baseModel.findings, identityHints(scan.identity));
    // A finding missing from a scan of this change that did not complete is not fixed: unknown.
    const { headComplete } = settings;
    const notes = headComplete
        ? []
        : [
            'Fixed findings are not listed: the scan of this change did not complete, so a finding it did not read may still be there.',
        ];
    notes.push(...carriedNotes(comparison.carried));
    const reused = base.tree.results.filter((r) => r.alreadyScanned).length;
    log.info(`Baseline ${base.label} (${base.sha.slice(0, 7)}): ${(0,plural/* plural */.L)(base.tree.results.length, 'archive')}, ${(0,plural/* formatCount */.B)(reused)} already scanned by the service; ${(0,plural/* plural */.L)(baseModel.findings.length, 'finding')} there.`);
    return {
        baseline: {
            label: base.label,
            sha: base.sha,
            status: 'compared',
            note: undefined,
            fixed: headComplete ? comparison.fixed : [],
            archives: base.tree.archives,
        },
        states: comparison.states,
        changed: comparison.changed,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/override-severities.ts





function ruleOf(entry, now) {
    const inPath = entry.path === undefined ? undefined : (0,classify/* compilePatterns */.xi)([entry.path]);
    return {
        entry,
        matches: (finding) => finding.detectionId === entry.detection &&
            (inPath === undefined || (finding.file !== undefined && inPath(finding.file))),
        live: !(0,expiry/* isExpired */._d)(entry.expires, now),
        expiredMatches: 0,
        blocked: 0,
    };
}
const lowers = (entry, finding) => (0,severity/* severityRank */.qs)(entry.severity) > (0,severity/* severityRank */.qs)(finding.severity);
/** The override that applies to `finding`, counting the rules that match and do not apply. */
function applicable(finding, rules, forbidLowering) {
    let applied;
    for (const rule of rules) {
        if (!rule.matches(finding))
            continue;
        if (!rule.live)
            rule.expiredMatches++;
        else if (applied !== undefined)
            continue;
        else if (forbidLowering && lowers(rule.entry, finding))
            rule.blocked++;
        else
            applied = rule.entry;
    }
    return applied;
}
const named = (entry) => `entry ${entry.entryNumber} of ${entry.file} (${entry.detection} -> ${entry.severity})`;
function warn(rules, overrides, log) {
    for (const { entry, live, expiredMatches } of rules)
        if (!live)
            log.warning(`Severity override expired on ${entry.expires}: ${named(entry)} no longer changes the severity of ${(0,plural/* plural */.L)(expiredMatches, 'finding')}. Renew or remove it.`);
    for (const { entry, blocked } of rules)
        if (blocked > 0)
            log.warning(`Severity override not applied: ${named(entry)} would lower ${(0,plural/* plural */.L)(blocked, 'finding')}, which the organisation's file ${overrides.loweringForbiddenBy} does not allow (require: lower-severity: false); they keep the service's severity.`);
}
/** The model with the overrides applied (the same model when none changes a severity). */
function overrideSeverities(model, overrides, log, now) {
    if (overrides.entries.length === 0)
        return model;
    const rules = overrides.entries.map((entry) => ruleOf(entry, now));
    const forbidLowering = overrides.loweringForbiddenBy !== undefined;
    let raised = 0;
    let lowered = 0;
    const findings = model.findings.map((finding) => {
        const entry = applicable(finding, rules, forbidLowering);
        if (entry === undefined || entry.severity === finding.severity)
            return finding;
        if (lowers(entry, finding))
            lowered++;
        else
            raised++;
        const { reason, file, line, entryNumber, expires } = entry;
        return {
            ...finding,
            severity: entry.severity,
            serviceSeverity: finding.severity,
            severityOverride: { reason, file, line, entryNumber, expires },
        };
    });
    warn(rules, overrides, log);
    if (raised + lowered === 0)
        return model;
    log.info(`Severity overrides changed ${(0,plural/* plural */.L)(raised + lowered, 'finding')} (${raised} raised, ${lowered} lowered); the reports show the service's severity beside the one applied.`);
    const counts = (0,severity/* zeroCounts */.Nd)();
    for (const finding of findings)
        counts[finding.severity]++;
    return { ...model, findings: findings.sort(compareFindings), counts };
}

// EXTERNAL MODULE: ./src/engine/config/severity-overrides.ts
var severity_overrides = __webpack_require__(89750);
// EXTERNAL MODULE: ./src/engine/findings/run-report.ts
var run_report = __webpack_require__(34251);
// EXTERNAL MODULE: ./src/engine/findings/unjudged-gate.ts
var unjudged_gate = __webpack_require__(13647);
;// CONCATENATED MODULE: ./src/engine/findings/verdict.ts
/**
 * The verdict (pure). A step is green only when the scan is complete (`completeness.ts`) and
 * nothing gated was found. Gated findings fail the job even when the scan did not complete: what
 * was found is real, and `on-service-error: warn` must not turn it green. On a pull request, IaC it
 * changed that was not uploaded is an error, whatever the scans said of the rest.
 */




function bySeverity(findings, failOn) {
    return severity/* SEVERITIES */.oC.filter((s) => failOn.includes(s))
        .map((s) => [s, findings.filter((f) => f.severity === s).length])
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${n} ${s}`)
        .join(', ');
}
/** What the gate left out on purpose: findings already on the base, and suppressed ones. */
function leftOut(input) {
    const existing = input.findings.filter((f) => f.baselineState === 'unchanged').length;
    const suppressed = input.findings.filter((f) => f.suppression !== undefined).length;
    const parts = [
        input.baseLabel !== undefined && existing > 0
            ? `${(0,plural/* plural */.L)(existing, 'existing finding')} already on ${input.baseLabel}, not gated`
            : '',
        suppressed > 0 ? `${suppressed} suppressed` : '',
    ].filter(Boolean);
    return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}
function decide(input) {
    const gated = (0,run_report/* gatedFindings */.gl)(input.findings, input.failOn);
    if (input.skipped !== undefined)
        return { verdict: 'skipped', reason: input.skipped, gated: 0 };
    const incomplete = input.complete
        ? undefined
        : `the scan could not complete: ${input.incomplete.join('; ') || 'no reason was given'}`;
    const notJudged = (0,unjudged_gate/* unjudgedGates */.H1)(input.unjudged) ? (0,unjudged_gate/* describeUnjudged */.Q)(input.unjudged) : undefined;
    const errors = [notJudged, incomplete].filter((e) => e !== undefined).join('; also, ');
    if (gated.length > 0) {
        const word = input.baseLabel === undefined ? 'finding' : 'new finding';
        const reason = `${(0,plural/* plural */.L)(gated.length, word)} at a fail-on severity (${bySeverity(gated, input.failOn)})${leftOut(input)}`;
        return {
            verdict: 'fail',
            reason: errors ? `${reason}; also, ${errors}` : reason,
            gated: gated.length,
        };
    }
    if (errors)
        return { verdict: 'error', reason: errors, gated: 0 };
    if (input.plannedArchives === 0) {
        // IaC that could not be scanned is not "nothing to scan": the step must not pass.
        if (input.discoveredFiles > 0 || input.unreadableFiles > 0) {
            const reason = `nothing could be uploaded: every IaC file found ${input.unreadableFiles > 0 ? 'could not be read or ' : ''}is larger than max-archive-size`;
            return { verdict: 'error', reason, gated: 0 };
        }
        return {
            verdict: 'skipped',
            reason: 'no IaC files found to scan; nothing was uploaded',
            gated: 0,
        };
    }
    const failOn = input.failOn.join(', ') || 'none';
    const none = input.baseLabel === undefined ? 'none' : 'no new one';
    const reason = input.findings.length === 0
        ? `no findings (fail-on: ${failOn})`
        : `${(0,plural/* plural */.L)(input.findings.length, 'finding')}, ${none} at a fail-on severity (fail-on: ${failOn})${leftOut(input)}`;
    return { verdict: 'pass', reason, gated: 0 };
}

;// CONCATENATED MODULE: ./src/engine/findings/assemble-report.ts








const SKIPPED_UNTRUSTED = 'no API key on a pull request from a fork or Dependabot (they get no secrets); nothing was uploaded';
/** Why a dry run is skipped: nothing was sent, and what a real run would send. */
function dryRunReason(head) {
    const archives = head?.filesByArchive ?? [];
    const files = archives.reduce((n, a) => n + a.paths.length, 0);
    return `dry run: nothing was uploaded; a real run would send ${(0,plural/* plural */.L)(files, 'file')} in ${(0,plural/* plural */.L)(archives.length, 'archive')}`;
}
async function assembleReport(settings, scan, log, options) {
    const head = scan?.head;
    const model = overrideSeverities(buildFindings(head?.results ?? [], head?.uploadedPaths ?? new Set(), settings.skipDetections), settings.severityOverrides ?? severity_overrides/* NO_SEVERITY_OVERRIDES */.SN, log, options.now);
    const first = model.problems[0];
    if (first)
        log.warning(`${model.problems.length} finding(s) came from the service with fields that could not be read; they are reported with what could be (first: ${first.id}: ${first.problems.join('; ')}). The JSON report lists them all.`);
    // One notion of complete, decided once: the comparison and the verdict read it from here. A
    // dry run scanned nothing: never complete, and its base is not compared.
    const dryRun = settings.dryRun === true;
    const skipped = dryRun
        ? dryRunReason(head)
        : settings.apiKey === ''
            ? SKIPPED_UNTRUSTED
            : undefined;
    const completeness = dryRun
        ? { complete: false, incomplete: [skipped, ...(head?.stopped ?? [])] }
        : completenessOf(head, skipped);
    const compared = scan && !dryRun
        ? compareBase(scan, model.findings, log, { ...settings, headComplete: completeness.complete })
        : { baseline: undefined, states: undefined, notes: [] };
    const suppressed = await applySuppressions(model.findings, log, {
        ...options,
        suppressions: settings.suppressions,
        subject: settings.origin.changeNumber === undefined ? 'this change' : 'this pull request',
    });
    const findings = markFindings(model.findings, compared, suppressed);
    const decision = decide({
        failOn: settings.failOn,
        findings,
        baseLabel: compared.baseline?.status === 'compared' ? compared.baseline.label : undefined,
        skipped,
        discoveredFiles: head?.discovery.files.length ?? 0,
        unreadableFiles: head?.discovery.skipped.get('unreadable')?.length ?? 0,
        plannedArchives: head?.plannedArchives ?? 0,
        ...completeness,
        unjudged: scan?.unjudged,
    });
    return {
        ...decision,
        ...completeness,
        failOn: settings.failOn,
        findings,
        counts: model.counts,
        passed: model.passed,
        skippedByDetection: model.skippedByDetection,
        problems: model.problems,
        baseline: compared.baseline,
        suppressions: suppressed.audit,
        archives: head?.archives ?? [],
        scanPath: settings.scanPath,
        notes: [...(scan?.notes ?? []), ...compared.notes],
        origin: settings.origin,
        dryRun,
        ...(head && { filesSent: filesSentOf(head) }),
        ...(scan?.unjudged && { unjudged: scan.unjudged }),
    };
}
/**
 * Each finding with its state against the base and its suppression. One copy of each finding,
 * made here: at 100,000 findings every copy costs megabytes. A finding a base comment accepted
 * until this change edited its code is the change's own.
 */
function markFindings(findings, compared, suppressed) {
    return findings.map((f) => {
        const baselineState = compared.states && suppressed.reclaimed.has(f) ? 'new' : compared.states?.get(f);
        return {
            ...f,
            baselineState,
            ...(baselineState === 'unchanged' &&
                compared.changed?.has(f) && { inChangedResource: true }),
            suppression: suppressed.suppressed.get(f),
            ...(suppressed.withheld.has(f) && { proposedSuppression: suppressed.withheld.get(f) }),
        };
    });
}
function filesSentOf(head) {
    const uploaded = new Set(head.archives.filter((a) => a.status !== 'NOT_UPLOADED').map((a) => a.name));
    return { archives: head.filesByArchive.filter((a) => uploaded.has(a.name)) };
}

;// CONCATENATED MODULE: ./src/engine/api/dry-run-service.ts
/**
 * The service of a dry run: the null `CodeSecurityApi` the real pipeline runs against when nothing
 * may leave the machine. The scan is the real one (the same trees, the same plan of the head on
 * its base, the same archives written to the end), so what a dry run lists is what a real run
 * sends, by construction. Each archive handed to it is read whole, as an upload reads it, and
 * kept as its SHA-256; the answer is "dry run": there is no scan to wait for, so no scan and no
 * finding is ever listed. What it kept says which archives of a change are its base's byte for
 * byte: those a real service answers "already scanned" for.
 */


function createDryRunService() {
    const kept = new Map();
    return {
        kept,
        async uploadArchive(file, artifactName) {
            const digest = (0,external_node_crypto_.createHash)('sha256')
                .update(await external_node_fs_promises_.readFile(file))
                .digest('hex');
            kept.set(artifactName, digest);
            return { dryRun: true };
        },
        listScans: () => Promise.resolve([]),
        listFailedFindings: () => Promise.resolve({ findings: [], total: 0, problems: [], stoppedEarly: undefined }),
    };
}

// EXTERNAL MODULE: ./src/sentence.ts
var sentence = __webpack_require__(20358);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(99141);
;// CONCATENATED MODULE: ./src/scratch-folder.ts
/**
 * Removing a scratch folder (archives, spools, a dry run's output) without letting it decide the
 * run. On Windows a file just written is often still held open by an antivirus scanner or the
 * search indexer for a moment: removing its folder answers EBUSY, EPERM or ENOTEMPTY, and a moment
 * later succeeds. So the removal is tried again with a growing pause, and a folder that is still
 * there after the last try is a sentence for a warning, never an error: the scan it served is
 * complete, and the runner empties its temporary folder at the end of the job anyway.
 */


/** Tries in all: the pauses between them are 100, 200, 300, 400 and 500 ms (1.5 s at most). */
const SCRATCH_REMOVE_ATTEMPTS = 6;
/** The first pause; each later one is longer by as much. */
const SCRATCH_REMOVE_DELAY_MS = 100;
/** The codes a removal fails with while another process still holds a file. */
const TRANSIENT_CODES = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE']);
/**
 * Removes `folder`, trying again while the system says a file is busy. Never throws: returns
 * undefined once the folder is gone, else why it is still there (for one warning).
 */
async function removeScratchFolder(folder, options = {}) {
    const remove = options.remove ?? external_node_fs_promises_.rm;
    const sleep = options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms));
    for (let attempt = 1;; attempt++) {
        try {
            await remove(folder, { recursive: true, force: true });
            return undefined;
        }
        catch (error) {
            const code = error?.code ?? '';
            if (!TRANSIENT_CODES.has(code) || attempt >= SCRATCH_REMOVE_ATTEMPTS)
                return `${folder} could not be removed after ${attempt} ${attempt === 1 ? 'try' : 'tries'} (${code || String(error)})`;
            await sleep(SCRATCH_REMOVE_DELAY_MS * attempt);
        }
    }
}
/** Removes a scratch folder; one that stays is one warning that says the scan is not affected. */
async function removeScratch(folder, options) {
    const left = await removeScratchFolder(folder, options);
    if (left !== undefined)
        options.log.warning(`The scratch folder was left behind: ${left}. The scan is not affected; the runner empties its temporary folder after the job.`);
}

;// CONCATENATED MODULE: ./src/engine/scan/service/poll-schedule.ts
/**
 * When to look at a scan again (pure). Waiting trades status calls against lateness, and a fixed
 * backoff cannot win both; a schedule that knows when a scan is likely to end can. With an
 * estimate E of the scan's duration, polls double their spacing (to at most 4 times `maxDelayMs`,
 * 60 s) up to just before E, come densely (every `near` = 6% of E, at least the minimum delay)
 * from E - near to 1.5 E, then fall back to the schedule without an estimate:
 *   E = 60 s:  0.5  1  2  4  8  16  32  56.4  60  63.6 … s   (9 polls to see a scan ready at 60 s)
 *   E = 5 s:   0.5  1  2  4  4.5  5  5.5 … s                 (6 polls)
 * Without an estimate (no history) the delay grows with the time already waited, so a ready scan
 * is seen within about a quarter of its duration and the number of polls grows only with the
 * logarithm of that duration:
 *   elapsed  0.5   1.0   2.0   4.0   8.0   16    32    60+ s
 *   delay    0.5   0.5   0.5   1.0   2.0   4.0   8.0   15 s
 * Every delay is jittered downwards (times 0.85 to 1.0), so the bounds above still hold.
 */
const DEFAULT_POLL = {
    minDelayMs: 500,
    maxDelayMs: 15_000,
    growth: 0.25,
    nearShare: 0.06,
    firstProbeMs: 8_000,
};
/** With several scans pending, one status call answers for all of them, so polls come up to this
 *  many times as often (the delay divided by the scans pending, at most by this) at no more status
 *  calls per scan; only without an estimate. */
const MAX_BATCH_SPEEDUP = 4;
/** Samples used for one estimate: the nearest in size. */
const SAMPLES_PER_ESTIMATE = 5;
/**
 * The likely duration of a scan of `bytes`: the median duration of the finished scans nearest in
 * size (by ratio), or undefined without history.
 */
function estimateDurationMs(bytes, history) {
    const usable = history.filter((s) => s.bytes > 0 && s.durationMs > 0);
    if (usable.length === 0)
        return undefined;
    const distance = (s) => Math.abs(Math.log(s.bytes / Math.max(1, bytes)));
    const nearest = [...usable]
        .sort((a, b) => distance(a) - distance(b) || a.durationMs - b.durationMs)
        .slice(0, SAMPLES_PER_ESTIMATE)
        .map((s) => s.durationMs)
        .sort((a, b) => a - b);
    return nearest[Math.floor((nearest.length - 1) / 2)];
}
function delayWithoutEstimate(input, options) {
    const single = Math.min(options.maxDelayMs, Math.max(options.minDelayMs, input.elapsedMs * options.growth));
    return single / Math.min(MAX_BATCH_SPEEDUP, Math.max(1, input.pending));
}
function delayWithEstimate(elapsed, estimate, options) {
    const near = Math.max(options.minDelayMs, estimate * options.nearShare);
    const denseFrom = estimate - near;
    if (elapsed < denseFrom) {
        const doubling = Math.max(options.minDelayMs, elapsed);
        return Math.min(options.maxDelayMs * 4, doubling, Math.max(options.minDelayMs, denseFrom - elapsed));
    }
    return near;
}
/** Milliseconds until the next look at a scan. */
function nextPollDelayMs(input, options, random) {
    const estimate = input.estimateMs;
    const base = estimate !== undefined && input.elapsedMs < 1.5 * estimate
        ? delayWithEstimate(input.elapsedMs, estimate, options)
        : delayWithoutEstimate(input, options);
    // Jitter only downwards, so the latency bounds above still hold.
    return Math.round(base * (0.85 + 0.15 * random()));
}

// EXTERNAL MODULE: ./src/engine/settings.ts
var engine_settings = __webpack_require__(94441);
// EXTERNAL MODULE: ./src/engine/git/git-output.ts
var git_output = __webpack_require__(53551);
;// CONCATENATED MODULE: ./src/engine/git/blob-reader.ts
/**
 * Reads blob contents straight from the object database with `git cat-file --batch`, many blobs
 * per process. The bytes are exactly the blob's bytes: no eol conversion, no smudge or textconv
 * filter is applied. They equal what a checkout writes unless `.gitattributes` asks for
 * `eol=crlf` (or `text` with `core.autocrlf`) or a filter such as Git LFS, where the checkout's
 * bytes differ and so would archives packed from it.
 */


/** One `cat-file` process reads at most this much (a bigger single blob goes alone). */
const BLOB_BATCH_MAX_BYTES = 32 * 1024 * 1024;
/** Groups distinct blobs into batches of at most `maxBytes` of content each. */
function planBatches(blobs, maxBytes) {
    const seen = new Set();
    const batches = [];
    let current = [];
    let bytes = 0;
    for (const { objectId, size } of blobs) {
        if (seen.has(objectId))
            continue;
        seen.add(objectId);
        if (current.length > 0 && bytes + size > maxBytes) {
            batches.push(current);
            current = [];
            bytes = 0;
        }
        current.push(objectId);
        bytes += size;
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}
/** Splits `cat-file --batch` output (`<id> blob <size>\n<bytes>\n` per object) by id. */
function parseBatchOutput(output, ids) {
    const contents = new Map();
    let at = 0;
    for (const id of ids) {
        const newline = output.indexOf(0x0a, at);
        const header = output.toString('utf8', at, newline === -1 ? output.length : newline);
        const [gotId, type, size] = header.split(' ');
        if (gotId !== id || type !== 'blob' || size === undefined || newline === -1) {
            throw new Error(`git cat-file could not read blob ${id}: it answered '${header}'`);
        }
        const start = newline + 1;
        const end = start + Number(size);
        if (end > output.length)
            throw new Error(`git cat-file cut blob ${id} short`);
        contents.set(id, output.subarray(start, end));
        at = end + 1;
    }
    return contents;
}
/** A reader over the repository at `cwd`; only full object ids are ever asked for. */
function createBlobReader(git, cwd, options = {}) {
    const maxBatchBytes = options.maxBatchBytes ?? BLOB_BATCH_MAX_BYTES;
    async function readAll(blobs, keep) {
        for (const { objectId } of blobs) {
            if (!(0,git_git/* isObjectId */.TS)(objectId))
                throw new Error(`Not a full object id: '${objectId}'`);
        }
        const contents = new Map();
        for (const ids of planBatches(blobs, maxBatchBytes)) {
            const args = ['cat-file', '--batch'];
            const result = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
            if (result.code !== 0)
                throw new git_git/* GitCommandError */.iR(args, result);
            for (const [id, content] of parseBatchOutput(result.stdout, ids)) {
                contents.set(id, keep(content));
            }
        }
        return blobs.map(({ objectId }) => contents.get(objectId));
    }
    return {
        read: (blobs) => readAll(blobs, (content) => content),
        // A copy, so the batch's whole output is not kept alive by a few small heads.
        readHeads: (blobs, maxBytes) => readAll(blobs, (content) => Buffer.from(content.subarray(0, maxBytes))),
    };
}
/**
 * What the objects `names` are (ids, or `<commit>:<path>` names), in order, from one
 * `cat-file --batch-check`; undefined for a name git does not hold. Throws when git fails.
 */
async function checkObjects(git, cwd, names) {
    if (names.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const result = await git.run(args, { cwd, input: names.map((name) => `${name}\n`).join('') });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    return (0,git_output/* parseBatchCheck */.q_)(result.stdout, names.length);
}
/**
 * The blobs `ids` name (ids, or `<commit>:<path>` names without a line break), in order: one
 * git does not hold as a blob, or larger than `maxBytes`, reads as undefined.
 */
async function readBlobs(git, cwd, ids, options = {}) {
    const maxBytes = options.maxBytes ?? Infinity;
    const infos = (await checkObjects(git, cwd, ids)).map((info) => info?.type === 'blob' && info.size <= maxBytes ? info : undefined);
    const blobs = infos.flatMap((info) => (info ? [info] : []));
    const read = await createBlobReader(git, cwd).read(blobs.map(({ objectId, size }) => ({ objectId, size })));
    const byId = new Map(blobs.map((info, i) => [info.objectId, read[i]]));
    return infos.map((info) => (info ? byId.get(info.objectId) : undefined));
}

// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(27262);
// EXTERNAL MODULE: ./src/engine/discovery/rules.ts + 2 modules
var rules = __webpack_require__(1148);
// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(15591);
;// CONCATENATED MODULE: ./src/engine/git/blob-content-reader.ts
/**
 * The content reader of a commit's files: bytes straight from git objects, read ahead in batches
 * of files in the order packing asks for them (one `git cat-file --batch` per batch, not one per
 * file). Contents discovery already read (YAML and JSON heads it had to sniff whole) are handed
 * over once and then dropped. A batch git could not read is a `TreeReadError`: the commit's
 * objects are unreadable, which stops packing (the tree is not judged) rather than leaving files out.
 */


/** Bytes of blobs asked of git at once, at most (a larger single blob goes alone). */
const BLOB_PREFETCH_MAX_BYTES = 8 * 1024 * 1024;
/** A reader of `files` (in packing's order) whose blobs `blobOf` names. */
function createBlobContentReader(options) {
    const position = new Map(options.files.map((file, i) => [file.path, i]));
    const pending = new Map();
    const known = options.known ?? new Map();
    /** Starts reading `from` and the files after it that fit one batch and are not read yet. */
    const fetchBatch = (from) => {
        const batch = [];
        let bytes = 0;
        for (let i = from; i < options.files.length; i++) {
            const file = options.files[i];
            if (pending.has(file.path) || known.has(file.path))
                continue;
            if (batch.length > 0 && bytes + file.size > BLOB_PREFETCH_MAX_BYTES)
                break;
            batch.push(file);
            bytes += file.size;
        }
        const read = options.blobs.read(batch.map(options.blobOf)).catch((error) => {
            throw new content_reader/* TreeReadError */.Re(`git could not read the commit's files: ${(0,errors/* describeError */.Uc)(error)}`, {
                cause: error,
            });
        });
        batch.forEach((file, i) => {
            const content = read.then((contents) => contents[i]);
            // Packing stops at the first failed file: the batch's later files are never asked for.
            content.catch(() => undefined);
            pending.set(file.path, content);
        });
    };
    return {
        read: async (file) => {
            const had = known.get(file.path);
            if (had !== undefined) {
                known.delete(file.path);
                return had;
            }
            if (!pending.has(file.path)) {
                const at = position.get(file.path);
                if (at === undefined)
                    throw new Error(`${file.path} is not a file of this commit`);
                fetchBatch(at);
            }
            const content = pending.get(file.path);
            pending.delete(file.path);
            return content;
        },
    };
}

// EXTERNAL MODULE: ./src/paths.ts
var src_paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/engine/scan/trees/discover-base.ts
/**
 * The base commit's IaC files, chosen by exactly the workspace's discovery rules from git objects
 * (the tree's modes and sizes, the blobs' bytes), never by touching the work tree. Nothing is
 * written to disk: the chosen files come with a content reader of their blobs, so the very packer
 * of the workspace packs them, and the same tree gives the same archives, byte for byte, as a run
 * on a checkout of that commit.
 */






/** Lists of blobs of at most one batch's bytes each, in order. */
function chunks(blobs) {
    const out = [];
    let current = [];
    let bytes = 0;
    for (const blob of blobs) {
        if (current.length > 0 && bytes + blob.size > BLOB_BATCH_MAX_BYTES) {
            out.push(current);
            current = [];
            bytes = 0;
        }
        current.push(blob);
        bytes += blob.size;
    }
    if (current.length > 0)
        out.push(current);
    return out;
}
/** Reads the blobs of planned files in batches, and answers for what it read. */
function planReader(git, scanRoot, byPath) {
    const reader = createBlobReader(git, scanRoot);
    const contents = new Map();
    const readAll = async (pending) => {
        const wanted = pending.filter((p) => !contents.has(p.path));
        for (const chunk of chunks(wanted.map((p) => ({ ...byPath.get(p.path), relative: p.path })))) {
            const read = await reader.read(chunk);
            chunk.forEach((blob, i) => contents.set(blob.relative, read[i]));
        }
    };
    const readKnown = (relative) => {
        const content = contents.get(relative);
        if (!content)
            throw new Error(`no content for ${relative}`);
        return content;
    };
    return { reader, contents, readAll, readKnown };
}
async function discoverBaseFiles(options) {
    const { git, scanRoot } = options;
    const location = await (0,git_tree/* locateFolder */.$c)(git, scanRoot);
    if (!location)
        throw new Error('the scanned folder is not in a git checkout');
    const tree = await (0,git_tree/* listBaseTree */.me)(git, {
        cwd: scanRoot,
        sha: options.sha,
        folder: location.folder,
    });
    if (!tree.exists)
        return { exists: false };
    const prefix = location.folder === '' ? '' : `${location.folder}/`;
    const local = (repoPath) => repoPath.slice(prefix.length);
    const byPath = new Map(tree.files.map((f) => [local(f.path), f]));
    const linkLike = new Map(tree.skipped.map((s) => [local(s.path), s.reason]));
    const stat = (relative) => {
        const file = byPath.get(relative);
        if (file)
            return { type: 'file', size: file.size };
        const skipped = linkLike.get(relative);
        return { type: skipped === 'symlink' ? 'symlink' : skipped ? 'other' : 'missing' };
    };
    const paths = [
        ...byPath.keys(),
        ...[...linkLike].filter(([, r]) => r !== 'name is not valid UTF-8').map(([p]) => p),
    ].sort();
    const plan = (0,rules/* planDiscovery */.Y3)({
        paths,
        problems: tree.skipped
            .filter((s) => s.reason === 'name is not valid UTF-8')
            .map((s) => ({ path: local(s.path), reason: 'name is not valid UTF-8' })),
        isIncluded: (0,classify/* compilePatterns */.xi)(options.include),
        isExcluded: (0,classify/* compilePatterns */.xi)(options.exclude),
    }, stat);
    const { reader, contents, readAll, readKnown } = planReader(git, scanRoot, byPath);
    await readAll(plan.pending);
    // The files the kustomizations read are known once the kustomizations are: a second batch.
    const extended = (0,rules/* planKustomizeInputs */.Uf)(plan, paths, { stat, read: readKnown });
    await readAll(extended.pending);
    const outcome = (0,rules/* settleDiscovery */.k3)(extended, readKnown);
    // The scanned folder, relative to the workspace, as the workspace's discovery names entries:
    // from the two paths the workspace's discovery starts from, never from git's top level, which
    // git writes resolved (macOS's /private/var for /var, Windows' long names for RUNNER~1).
    const scanPrefix = (0,src_paths/* relativePosix */.Y)(options.workspace, scanRoot);
    const files = outcome.files.map((file) => {
        const workspacePath = scanPrefix === '' ? file.path : `${scanPrefix}/${file.path}`;
        // Where the bytes are: a git object name (`<sha>:<repository path>`), never a file on disk.
        return { ...file, path: workspacePath, absolutePath: `${options.sha}:${prefix}${file.path}` };
    });
    const scanRelative = new Map(files.map((file, i) => [file.path, outcome.files[i]?.path ?? '']));
    const known = new Map();
    for (const file of files) {
        const content = contents.get(scanRelative.get(file.path) ?? '');
        if (content)
            known.set(file.path, content);
    }
    return {
        exists: true,
        discovery: {
            files,
            skipped: outcome.skipped,
            rejected: outcome.rejected,
            ...(outcome.notices && { notices: outcome.notices }),
            ...(outcome.kustomize && { kustomize: outcome.kustomize }),
            source: 'git',
            candidates: byPath.size,
        },
        reader: createBlobContentReader({
            blobs: reader,
            files,
            blobOf: (file) => byPath.get(scanRelative.get(file.path) ?? ''),
            known,
        }),
    };
}

// EXTERNAL MODULE: ./src/engine/change/links/link-targets.ts
var link_targets = __webpack_require__(10202);
// EXTERNAL MODULE: ./src/engine/change/links/tree-links.ts
var tree_links = __webpack_require__(20681);
// EXTERNAL MODULE: ./src/engine/scan/trees/tree.ts
var tree = __webpack_require__(17234);
;// CONCATENATED MODULE: ./src/engine/scan/trees/commit-tree.ts
/**
 * A commit's tree, read from git objects: listed with `git ls-tree`, probed by its modes and
 * sizes, read with `git cat-file --batch`. Any commit will do (a pull request's base, its merge
 * commit, the commit the command line was asked to scan): the caller names it and labels it. Its
 * text is its blobs' (in privileged modes the findings are in the pull request's commit, which the
 * workspace, the base branch, does not hold), each file read once and kept for the run's other
 * readers of it.
 */







/** The tree of commit `sha`; its reader reads the files its `discover` found. */
function commitTree(options) {
    let reader;
    const { git, sha, rules } = options;
    const textGit = options.textGit ?? git;
    return {
        label: options.label,
        sha,
        baseName: options.baseName,
        discover: async () => {
            const files = await discoverBaseFiles({ git, sha, ...rules });
            if (!files.exists)
                return undefined;
            reader = files.reader;
            return files.discovery;
        },
        reader: {
            read: (file) => {
                if (!reader)
                    throw new Error(`${file.path}: the tree of ${options.label} was not listed`);
                return reader.read(file);
            },
        },
        text: commitText({ git: textGit, workspace: rules.workspace, sha }),
        entries: {
            readFile: commitFiles(textGit, { scanRoot: rules.scanRoot, sha }),
            probeTargets: (0,link_targets/* commitTargets */.KR)(textGit, { scanRoot: rules.scanRoot, sha }),
            listLinks: (0,tree_links/* commitLinks */.NW)(textGit, { scanRoot: rules.scanRoot, sha }),
        },
    };
}
/**
 * The text of workspace-relative files as commit `sha` has them (none when it has none, or past
 * MAX_TEXT_READ_BYTES): what inline suppressions and the SARIF's line hashes are read from when
 * the scan read a commit. Reads asked for in the same turn share two git processes (one
 * `cat-file --batch-check`, one `--batch`): callers that read many files ask for them together.
 */
function commitText(options) {
    const { git, workspace, sha } = options;
    if (!(0,git_git/* isObjectId */.TS)(sha))
        throw new Error(`Not a full commit id: '${sha}'`);
    let prefix;
    const objectsOf = async (files) => {
        prefix ??= (0,git_tree/* locateFolder */.$c)(git, workspace).then((l) => l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`);
        const folder = await prefix;
        // A NUL would end the name where git reads it (another file's text); `..` would climb out.
        return files.map((file) => folder === undefined || file.includes('\0') || file.split('/').includes('..')
            ? undefined
            : `${sha}:${folder}${file}`);
    };
    /** A name a batch cannot carry (a line break in it), read on its own. */
    const readAlone = async (name) => {
        const size = await git.run(['cat-file', '-s', name], { cwd: workspace });
        if (size.code !== 0 || Number(size.stdout.toString('utf8')) > tree/* MAX_TEXT_READ_BYTES */.YA)
            return undefined;
        const result = await git.run(['cat-file', 'blob', name], { cwd: workspace });
        return result.code === 0 ? result.stdout.toString('utf8') : undefined;
    };
    const readTexts = async (files) => {
        const names = await objectsOf(files);
        const alone = (name) => /[\r\n]/.test(name);
        const asked = names.flatMap((name) => (name === undefined || alone(name) ? [] : [name]));
        const read = await readBlobs(git, workspace, asked, { maxBytes: tree/* MAX_TEXT_READ_BYTES */.YA });
        const byName = new Map(asked.map((name, i) => [name, read[i]?.toString('utf8')]));
        return Promise.all(names.map(async (name) => {
            if (name === undefined)
                return undefined;
            // One name git cannot take (too long to pass) costs only its own text.
            if (alone(name))
                return readAlone(name).catch(() => undefined);
            return byName.get(name);
        }));
    };
    const texts = new Map();
    let waiting = [];
    const readWaiting = () => {
        const batch = waiting;
        waiting = [];
        // A file git cannot read has no text, as before: no inline suppression, no line hash.
        readTexts(batch.map(({ file }) => file)).then((read) => batch.forEach(({ settle }, i) => settle(read[i])), () => batch.forEach(({ settle }) => settle(undefined)));
    };
    const read = (file) => {
        let text = texts.get(file);
        if (text === undefined) {
            text = new Promise((settle) => {
                if (waiting.length === 0)
                    setImmediate(readWaiting);
                waiting.push({ file, settle });
            });
            texts.set(file, text);
        }
        return text;
    };
    return {
        source: 'git',
        read,
        lines: async (file, fromLine, toLine) => {
            const text = await read(file);
            return text === undefined ? undefined : (0,tree/* spanOf */.ee)(text, fromLine, toLine);
        },
    };
}
/** Reads the entries of commit `sha` under the scanned folder (blobs), by scan-relative path. */
function commitFiles(git, options) {
    let folder;
    return async (relative) => {
        folder ??= (0,git_tree/* locateFolder */.$c)(git, options.scanRoot).then((l) => l?.folder);
        const at = await folder;
        if (at === undefined)
            return undefined;
        const object = `${options.sha}:${at === '' ? '' : `${at}/`}${relative}`;
        const result = await git.run(['cat-file', 'blob', object], { cwd: options.scanRoot });
        return result.code === 0 ? result.stdout : undefined;
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/prepare-base.ts


function rulesOf(settings) {
    const { workspace, scanRoot, include, exclude } = settings;
    return { workspace, scanRoot, include, exclude };
}
/** The base the findings are compared with, and its tree read from git objects. */
async function prepareBase(settings, gits, resolution) {
    const base = await resolution.findingsBase();
    if (base.status !== 'found')
        return base;
    const { sha, label } = base;
    const baseName = settings.artifactNamed
        ? `${settings.artifactBase}-base`
        : (0,engine_settings/* defaultArtifactName */.Vb)(settings.origin.repository, sha, settings.scanPath);
    const tree = commitTree({ ...gits, sha, label, baseName, rules: rulesOf(settings) });
    return { status: 'ready', label, sha, tree };
}
/**
 * The tree of a commit scanned instead of the workspace; a scanned folder it does not have holds
 * no IaC file.
 */
function scannedCommitTree(settings, gits, head) {
    const tree = commitTree({
        ...gits,
        sha: head.sha,
        label: head.label,
        baseName: settings.artifactBase,
        rules: rulesOf(settings),
    });
    const none = {
        files: [],
        skipped: new Map(),
        rejected: [],
        source: 'git',
        candidates: 0,
    };
    return { ...tree, discover: async () => (await tree.discover()) ?? none };
}

;// CONCATENATED MODULE: ./src/engine/scan/types.ts
/**
 * What the archives table says of an archive a dry run's service kept and did not send. A row's
 * status, for people: whether a run was a dry run is `RunReport.dryRun`, never read from here.
 */
const DRY_RUN_STATUS = 'DRY_RUN';
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/log-discovery.ts

/** Paths named in one line, for a group that can surprise. */
const MAX_NAMED_PATHS = 10;
/** A refusal's reason in a warning is cut here: the debug log of a local run has it whole. */
const MAX_REASON_CHARS = 200;
/** The group with its words in the surface's knobs. */
function worded(group, knobs) {
    const say = (w) => (typeof w === 'string' ? w : w(knobs));
    const { advice, ...rest } = group;
    return { ...rest, why: say(group.why), ...(advice !== undefined && { advice: say(advice) }) };
}
/**
 * The groups, in the order the log gives them. Keys are skip reasons and refusal categories; the
 * words that name a knob are the surface's (`Worded`).
 */
const GROUPS = {
    'built-in folder': { noun: 'file', why: 'inside .git, node_modules or .terraform' },
    'terraform state': { noun: 'Terraform state file', why: '(state is never uploaded)' },
    secret: { noun: 'file', why: 'with a secret-like name', named: true },
    excluded: { noun: 'file', why: (k) => `matched by ${k.setting('exclude')}` },
    'ignored by .helmignore': { noun: 'chart file', why: 'left out by .helmignore, as helm does' },
    'not a regular file': { noun: 'special file', why: '(not a regular file)' },
    'tool configuration': {
        noun: 'tool configuration',
        why: 'shaped like a manifest but read by a developer tool (kind, Skaffold, k3d, kubeadm, kubelet, Backstage)',
    },
    'parameters file': { noun: 'ARM parameters file', why: '(parameters, not templates)' },
    kubeconfig: { noun: 'kubeconfig', why: '(cluster credentials, never uploaded)' },
    'not IaC': { noun: 'YAML/JSON file', why: 'whose content is not IaC' },
    'kustomize input': {
        noun: 'file',
        why: 'that a kustomization reads but that holds no resource to judge on its own (a patch): a pull request that changes one is not judged',
    },
    symlink: {
        noun: 'symbolic link',
        why: 'named like IaC files (links are never followed)',
        warned: true,
    },
    unreadable: { noun: 'file', why: 'that could not be read', warned: true },
    'unreadable folder': { noun: 'folder', why: 'that could not be read', warned: true },
    'name is not valid UTF-8': {
        noun: 'file',
        why: 'whose names a zip cannot carry to the service faithfully (not valid UTF-8, a backslash or a control character)',
        warned: true,
    },
    unparsable: {
        noun: 'file',
        why: 'looking like IaC but not parsable as their own tooling reads them',
        warned: true,
        withReasons: true,
    },
    ambiguous: {
        noun: 'file',
        why: 'whose IaC keys YAML readers read differently (none of the readings is IaC, so the one its deployer uses may be)',
        warned: true,
        withReasons: true,
    },
    'looks like IaC': {
        noun: 'file',
        why: 'shaped like IaC but not IaC, for the reason named',
        warned: true,
        withReasons: true,
        advice: (k) => `Fix the detail named, or add the path to ${k.setting('exclude')} if it is not meant to be IaC.`,
    },
    'git lfs pointer': {
        noun: 'file',
        why: (k) => `stored in Git LFS (only the pointer was at hand; ${k.lfs} fetches the files)`,
        named: true,
        warned: true,
    },
};
/** A refusal's group: its category, or plain "not IaC" (also for a quiet place's refusals). */
function groupOf(rejection) {
    return rejection.quiet === undefined ? (rejection.category ?? 'not IaC') : 'not IaC';
}
/** Skipped and refused paths by group, in the order of GROUPS, each with its reason if read. */
function skipsByGroup(discovery) {
    const all = new Map(Object.keys(GROUPS).map((key) => [key, []]));
    const add = (key, entry) => {
        const list = all.get(key);
        if (list)
            list.push(entry);
        else
            all.set(key, [entry]);
    };
    for (const [reason, paths] of discovery.skipped)
        for (const path of paths)
            add(reason, { path, reason });
    for (const rejection of discovery.rejected)
        add(groupOf(rejection), rejection);
    return all;
}
function cut(text) {
    return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS)}…` : text;
}
function describeGroup(group, entries) {
    const head = `${(0,plural/* plural */.L)(entries.length, group.noun)} ${group.why}`;
    if (!group.named && !group.warned)
        return head;
    const shown = entries
        .slice(0, MAX_NAMED_PATHS)
        .map((e) => (group.withReasons ? `${e.path}: ${cut(e.reason)}` : e.path));
    const more = entries.length > MAX_NAMED_PATHS
        ? `${group.withReasons ? ';' : ','} and ${(0,plural/* formatCount */.B)(entries.length - MAX_NAMED_PATHS)} more (the debug log names them)`
        : '';
    const advice = group.advice === undefined ? '' : `. ${group.advice}`;
    return `${head}: ${shown.join(group.withReasons ? '; ' : ', ')}${more}${advice}`;
}
function countKinds(discovery) {
    const kinds = new Map();
    for (const file of discovery.files)
        kinds.set(file.kind, (kinds.get(file.kind) ?? 0) + 1);
    return [...kinds]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([kind, n]) => `${kind} ${(0,plural/* formatCount */.B)(n)}`)
        .join(', ');
}
/**
 * Logs one tree's discovery; each warning (bar links') and notice is also added to `notes` (the
 * summary's). The advice names the knobs of the surface the scan runs from.
 */
function logDiscovery(discovery, log, notes, knobs) {
    const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
    log.info(`${(0,plural/* plural */.L)(discovery.files.length, 'IaC file')} of ${(0,plural/* formatCount */.B)(discovery.candidates)} listed by ${discovery.source}${kinds}.`);
    for (const [key, entries] of skipsByGroup(discovery)) {
        if (entries.length === 0)
            continue;
        const group = worded(GROUPS[key] ?? { noun: 'file', why: `(${key})` }, knobs);
        const text = describeGroup(group, entries);
        if (group.warned) {
            log.warning(`Not uploaded: ${text}`);
            if (key !== 'symlink')
                notes.push(`Not uploaded: ${text}`);
        }
        else
            log.info(`Skipped ${text}.`);
        const listed = group.named || group.warned ? MAX_NAMED_PATHS : 0;
        for (const entry of entries.slice(listed)) {
            const why = entry.reason === key ? group.why : entry.reason;
            log.debug(`not uploaded: ${entry.path}: ${why}`);
        }
    }
    for (const warning of discovery.warnings ?? []) {
        log.warning(warning);
        notes.push(warning);
    }
    for (const notice of discovery.notices ?? []) {
        log.notice(notice);
        notes.push(notice);
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/service/arrivals.ts
/**
 * Scans as they are uploaded, for the waiting loop that runs beside the upload pool: take what
 * has arrived, wait for the next arrival, and know when no more will come.
 */
class Arrivals {
    queue = [];
    closed = false;
    wake;
    arrived = this.nextArrival();
    nextArrival() {
        return new Promise((resolve) => (this.wake = resolve));
    }
    push(item) {
        this.queue.push(item);
        this.signal();
    }
    /** No more items will come. */
    close() {
        this.closed = true;
        this.signal();
    }
    get done() {
        return this.closed && this.queue.length === 0;
    }
    /** Everything that arrived since the last take. */
    take() {
        return this.queue.splice(0);
    }
    /** Resolves at the next push or at close (at once when something is waiting or it is closed). */
    next() {
        return this.queue.length > 0 || this.closed ? Promise.resolve() : this.arrived;
    }
    /** Resolves at the next push; never once closed (for racing against a sleep). */
    arrival() {
        if (this.queue.length > 0)
            return Promise.resolve();
        return this.closed ? new Promise(() => undefined) : this.arrived;
    }
    signal() {
        const wake = this.wake;
        this.arrived = this.nextArrival();
        wake?.();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/scan/service/upload-pool.ts
/**
 * Uploads archives a few at once as they come (the packer hands them out while it writes later
 * ones). The service refusing one archive (it cannot read it, it is too large) is that archive's
 * error only: the others are still uploaded. Any other failure (a refused key, a service that
 * stays down) stops the pool from taking new archives: the scans already started are still
 * waited for and read. An archive whose bytes equal one uploaded before in this run (a pull
 * request's head archive the base has byte for byte) is not sent again: its scan is that one's.
 * A dry run's service keeps each archive instead, and nothing is waited for.
 */



/** HTTP statuses that refuse one archive, not the caller: malformed, too large, unreadable. */
const ARCHIVE_REFUSALS = new Set([413, 415, 422]);
/** True when a failed upload says nothing about the others. */
function refusesOnlyThisArchive(error) {
    return error instanceof errors/* ApiError */.hD && ARCHIVE_REFUSALS.has(error.status);
}
/**
 * The archive's bytes' digest; undefined when the file cannot be read (the upload says why).
 * Synchronous on purpose, like the packer's reads: an archive is at most a few megabytes, and the
 * digests are then taken in the order the archives are handed out, so the first of two twins is
 * always the one uploaded.
 */
function digestOf(file) {
    try {
        return (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(file)).digest('hex');
    }
    catch {
        return undefined;
    }
}
/**
 * Uploads one archive; a twin of an archive uploaded before in this run (the same digest) waits
 * for that upload and reuses its scan, and is sent on its own only when that upload failed.
 */
function uploaderByBytes(options) {
    const byDigest = new Map();
    return async (archive, deadline) => {
        const digest = digestOf(archive.file);
        const twin = digest === undefined ? undefined : byDigest.get(digest);
        if (twin === undefined) {
            const sent = options.api.uploadArchive(archive.file, archive.name, { deadline });
            if (digest !== undefined)
                byDigest.set(digest, { name: archive.name, upload: sent.catch(() => undefined) });
            const answered = await sent;
            if ('dryRun' in answered)
                return answered;
            const how = answered.alreadyScanned
                ? ' (already scanned: reusing its results)'
                : answered.recovered
                    ? ' (found by name after a failed attempt: not uploaded twice)'
                    : '';
            options.log(`${archive.name}: uploaded, scan ${answered.scanId}${how}`);
            return answered;
        }
        const earlier = await twin.upload;
        // The first failed: this one is sent on its own (its failure is its own to report).
        if (earlier === undefined || 'dryRun' in earlier) {
            const answered = await options.api.uploadArchive(archive.file, archive.name, { deadline });
            if (!('dryRun' in answered))
                options.log(`${archive.name}: uploaded, scan ${answered.scanId}`);
            return answered;
        }
        options.log(`${archive.name}: not uploaded again: byte-identical to ${twin.name}, whose scan ${earlier.scanId} is reused`);
        return { ...earlier, alreadyScanned: true, recovered: false };
    };
}
async function uploadArchives(archives, options) {
    const outcomes = [];
    const iterator = Symbol.asyncIterator in archives
        ? archives[Symbol.asyncIterator]()
        : archives[Symbol.iterator]();
    const upload = uploaderByBytes(options);
    let deadline;
    let stopped = false;
    const worker = async () => {
        while (!stopped) {
            let next;
            try {
                next = await iterator.next();
            }
            catch (error) {
                // The producer failed (packing): nothing more comes; what was uploaded is still read.
                stopped = true;
                options.onSourceFailed?.(error);
                return;
            }
            if (next.done || stopped)
                return;
            const archive = next.value;
            deadline ??= options.onFirstUpload();
            try {
                const answered = await upload(archive, deadline);
                if ('dryRun' in answered) {
                    outcomes.push({ archive, kept: true });
                    continue;
                }
                const uploaded = { archive, upload: answered, uploadedAt: options.now() };
                outcomes.push(uploaded);
                options.onUploaded?.(uploaded);
            }
            catch (error) {
                const stoppedPool = !refusesOnlyThisArchive(error);
                if (stoppedPool)
                    stopped = true;
                outcomes.push({
                    archive,
                    error: (0,errors/* describeError */.Uc)(error),
                    kind: (0,errors/* describeFailureKind */.Wg)(error),
                    stoppedPool,
                });
            }
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
    }
    finally {
        // Stop the producer (no more archives are written once an upload was refused).
        await Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
    return outcomes.sort((a, b) => a.archive.index - b.archive.index);
}

;// CONCATENATED MODULE: ./src/engine/scan/service/findings-cursor.ts


/** Whole passes over a scan's pages its reads may cost (a first read, a restart, and resumes). */
const READ_PASSES = 3;
/** Requests beyond those passes, for resumed re-reads while the service catches up. */
const READ_EXTRA_REQUESTS = 60;
/** The most findings requests for one scan whose list counts `total` at `pageSize` a page. */
function readBudget(total, pageSize) {
    return READ_PASSES * Math.ceil(total / Math.max(1, pageSize)) + READ_EXTRA_REQUESTS;
}
/** The scan's reads have cost all the requests its total allows. */
class ReadBudgetError extends Error {
    requests;
    constructor(requests) {
        super(`its findings reads reached their bound of ${requests} requests`);
        this.requests = requests;
        this.name = 'ReadBudgetError';
    }
}
class FindingsCursor {
    from;
    requests = 0;
    budget = Number.POSITIVE_INFINITY;
    api;
    scanId;
    constructor(api, scanId) {
        this.api = api;
        this.scanId = scanId;
    }
    /** Reads from where the last read left off; throws `ReadBudgetError` once the budget is spent. */
    async read(time) {
        if (this.requests >= this.budget)
            throw new ReadBudgetError(this.requests);
        const read = await this.api.listFailedFindings(this.scanId, time, this.from);
        this.requests += read.requests ?? 1;
        const pageSize = read.pageSize || this.from?.pageSize || MAX_PAGE_SIZE;
        if (read.total !== undefined)
            this.budget = Math.min(this.budget, readBudget(Math.max(read.total, 1), pageSize));
        this.from = read.resumeAt === undefined ? undefined : { page: read.resumeAt, pageSize };
        return read;
    }
    /**
     * After the findings of a read were kept (`known` distinct in all): when the list ended short of
     * its own total, the next read starts at page one again, and this says so for the log.
     */
    settle(read, known) {
        if (!read.reachedEnd || read.total === undefined || known >= read.total)
            return undefined;
        this.from = undefined;
        return `the service lists ${(0,plural/* formatCount */.B)(known)} of the ${(0,plural/* formatCount */.B)(read.total)} FAILED findings it counts; reading again from page 1`;
    }
    /** Requests spent so far on this scan's findings. */
    get spent() {
        return this.requests;
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/service/open-scan.ts

/** How long the first look at an already-scanned archive waits for the uploads beside it. */
const KNOWN_SCAN_GATHER_MS = 250;
function uniqueById(findings) {
    return [...new Map(findings.map((f) => [f.id, f])).values()];
}
/** What a finished scan says about how long scans of its size take. */
function sampleOf(scan, fallbackBytes) {
    const { startedAt, stoppedAt, totalFileSize } = scan.summary ?? {};
    if (scan.status !== 'SUCCESS' || startedAt === undefined || stoppedAt === undefined)
        return undefined;
    const bytes = totalFileSize ?? fallbackBytes;
    return bytes === undefined ? undefined : { bytes, durationMs: stoppedAt - startedAt };
}
/** The state of a scan just uploaded, first looked at on the poll schedule. */
function openScan(u, poll, api) {
    return {
        ...u,
        notes: [...u.notes],
        // An archive scanned before is likely done already: look soon, once the uploads around it
        // have come in too, so that one status call answers for all of them.
        nextPollAt: u.uploadedAt + (u.alreadyScanned ? KNOWN_SCAN_GATHER_MS : poll.minDelayMs),
        nextProbeAt: u.uploadedAt + poll.firstProbeMs,
        lastProbeTotal: undefined,
        summary: undefined,
        findings: [],
        problems: [],
        catchingUp: false,
        expectedTotal: undefined,
        cursor: new FindingsCursor(api, u.scanId),
        result: undefined,
    };
}
/** What was read is never lost: a later read that stops short adds to the earlier ones. */
function keepRead(scan, read) {
    scan.findings = uniqueById([...scan.findings, ...read.findings]);
    scan.problems = [...new Map([...scan.problems, ...read.problems].map((p) => [p.id, p])).values()];
    if (read.total !== undefined)
        scan.expectedTotal = Math.max(scan.expectedTotal ?? 0, read.total);
    if (read.stoppedEarly && !scan.notes.includes(read.stoppedEarly))
        scan.notes.push(read.stoppedEarly);
}

;// CONCATENATED MODULE: ./src/engine/scan/service/wait-for-scans.ts






const WAIT_LOG_EVERY_MS = 10_000;
/** Waits for every scan that arrives and reads its findings; `run` resolves once all are done. */
class ScanWaiter {
    history = [];
    sampled = new Set();
    scans = [];
    lastWaitLog = Number.NEGATIVE_INFINITY;
    arrivals;
    ports;
    options;
    constructor(arrivals, ports, options) {
        this.arrivals = arrivals;
        this.ports = ports;
        this.options = options;
    }
    /** The loop: admit, then sleep until one is due, or poll every open scan. */
    async run() {
        for (;;) {
            this.scans.push(...this.arrivals.take().map((u) => this.admit(u)));
            const open = this.scans.filter((s) => !s.result);
            if (open.length === 0) {
                if (this.arrivals.done)
                    break;
                await this.arrivals.next();
                continue;
            }
            const now = this.ports.now();
            if (now >= this.deadline()) {
                for (const scan of open)
                    this.finishOutOfTime(scan);
                continue;
            }
            if (!open.some((s) => s.nextPollAt <= now)) {
                await this.sleepUntilDue(open, now);
                continue;
            }
            this.logWaiting(open, now);
            // One list call answers for every open scan, so all of them are looked at whenever one is due.
            await this.pollOnce(open);
            this.schedule(open.filter((scan) => !scan.result));
        }
        return this.scans.map((s) => s.result);
    }
    deadline() {
        return this.options.deadline();
    }
    admit(u) {
        return openScan(u, this.options.poll, this.ports.api);
    }
    /** Sleeps until the first open scan is due; a scan uploaded meanwhile wakes it. */
    async sleepUntilDue(open, now) {
        const wake = Math.min(this.deadline(), ...open.map((s) => s.nextPollAt));
        const stop = new AbortController();
        await Promise.race([this.ports.sleep(wake - now, stop.signal), this.arrivals.arrival()]);
        stop.abort();
    }
    logWaiting(open, now) {
        if (now - this.lastWaitLog < WAIT_LOG_EVERY_MS)
            return;
        this.lastWaitLog = now;
        this.ports.log(`waiting for ${(0,plural/* plural */.L)(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${seconds(Math.max(0, this.deadline() - now))} left of the timeout`);
    }
    /** When each scan still open is looked at next. */
    schedule(stillOpen) {
        const after = this.ports.now();
        for (const scan of stillOpen) {
            const delay = nextPollDelayMs({
                elapsedMs: after - scan.uploadedAt,
                estimateMs: estimateDurationMs(scan.archive.bytes, this.history),
                pending: stillOpen.length,
            }, this.options.poll, this.ports.random);
            scan.nextPollAt = after + delay;
        }
    }
    /** One status call for all open scans, then a look at each. */
    async pollOnce(open) {
        let listed;
        try {
            const ids = open.map((s) => s.scanId);
            const scans = await this.ports.api.listScans(ids, { deadline: this.deadline() });
            listed = new Map(scans.map((s) => [s.id, s]));
        }
        catch (error) {
            for (const scan of open)
                this.fail(scan, error);
            return;
        }
        for (const scan of open)
            this.learn(scan, listed.get(scan.scanId));
        await Promise.all(open.map((scan) => this.look(scan, listed.get(scan.scanId))));
    }
    /** A finished scan's duration teaches the schedule how long scans of its size take. */
    learn(scan, listed) {
        const sample = listed && !this.sampled.has(scan.scanId) && sampleOf(listed, scan.archive.bytes);
        if (!sample)
            return;
        this.sampled.add(scan.scanId);
        this.history.push(sample);
    }
    async look(scan, entry) {
        try {
            if (entry?.status === 'FAILURE') {
                scan.summary = entry.summary ?? undefined;
                return this.finish(scan, 'FAILURE', 'ended FAILURE');
            }
            if (entry?.status === 'SUCCESS') {
                scan.summary = entry.summary ?? undefined;
                return await this.readFindings(scan);
            }
            // Listed with any other status: still running. Not listed: maybe done, maybe not.
            if (entry === undefined)
                await this.probe(scan, this.ports.now());
        }
        catch (error) {
            this.fail(scan, error);
        }
    }
    /** The one place pages of findings are read: every read adds to what was read before. */
    async readFindingsPages(scan, resume = false) {
        const time = { deadline: this.deadline() };
        const read = resume
            ? await scan.cursor.read(time)
            : await this.ports.api.listFailedFindings(scan.scanId, time);
        keepRead(scan, read);
        if (resume) {
            const short = scan.cursor.settle(read, scan.findings.length);
            if (short)
                this.ports.log(`${scan.archive.name}: ${short}`);
        }
        return read;
    }
    async readFindings(scan) {
        const read = await this.readFindingsPages(scan, true);
        if (read.failure !== undefined)
            return this.fail(scan, read.failure);
        // Complete when as many were read as the summary counts and as the list's own total says.
        const expected = Math.max(scan.summary?.totalFailedFindings ?? 0, scan.expectedTotal ?? 0);
        if (scan.findings.length < expected) {
            scan.catchingUp = true;
            this.ports.log(`${scan.archive.name}: the service counts ${(0,plural/* formatCount */.B)(expected)} FAILED findings, ${(0,plural/* formatCount */.B)(scan.findings.length)} read so far; reading again`);
        }
        else
            this.finish(scan, 'SUCCESS');
    }
    /** A scan the list does not show yet: its findings are complete once their total holds still. */
    async probe(scan, now) {
        if (now < scan.nextProbeAt)
            return;
        const read = await this.readFindingsPages(scan);
        const total = read.total ?? read.findings.length;
        const complete = read.findings.length >= total && read.failure === undefined;
        if (complete && read.findings.length > 0 && total === scan.lastProbeTotal)
            return this.finish(scan, 'SUCCESS');
        scan.lastProbeTotal = read.findings.length > 0 ? total : undefined;
        scan.nextProbeAt =
            read.findings.length > 0 ? now : scan.uploadedAt + 2 * (now - scan.uploadedAt);
    }
    /** Ends a scan whose call failed: out of time, or an error of its own. */
    fail(scan, error) {
        if (error instanceof errors/* DeadlineError */.j3)
            return this.finishOutOfTime(scan, error.message);
        if (error instanceof ReadBudgetError)
            return this.finishOutOfTime(scan, error.message, 'INCOMPLETE');
        this.finish(scan, 'ERROR', `reading it failed: ${(0,errors/* describeError */.Uc)(error)}`);
    }
    finishOutOfTime(scan, detail, cause) {
        const within = cause ? '' : `within ${this.options.timeoutSeconds} s`;
        const limit = `${within}${detail ? ` (${detail})` : ''}`.trim();
        if (scan.catchingUp) {
            const expected = scan.summary?.totalFailedFindings ?? scan.expectedTotal;
            return this.finish(scan, 'INCOMPLETE', `${expected === undefined ? 'the service listed more' : `the service counts ${(0,plural/* formatCount */.B)(expected)}`} FAILED findings, only ${(0,plural/* formatCount */.B)(scan.findings.length)} could be read ${limit}`);
        }
        if (scan.summary !== undefined)
            return this.finish(scan, 'INCOMPLETE', `it finished, but its findings could not be read ${limit}`);
        this.finish(scan, 'TIMEOUT', `did not finish ${limit}`);
    }
    finish(scan, status, reason) {
        const waitedMs = this.ports.now() - scan.uploadedAt;
        scan.result = {
            index: scan.archive.index,
            tree: scan.archive.tree,
            artifactName: scan.archive.name,
            scanId: scan.scanId,
            alreadyScanned: scan.alreadyScanned,
            status,
            summary: scan.summary,
            findings: scan.findings,
            waitedMs,
            reason,
            problems: scan.problems,
            notes: scan.notes,
        };
        const read = (0,plural/* plural */.L)(scan.findings.length, 'FAILED finding');
        this.ports.log(`${scan.archive.name}: scan ${scan.scanId} ${status} after ${seconds(waitedMs)}, ${read} read${reason ? `: ${reason}` : ''}`);
    }
}
/** Waits for every scan that arrives and reads its findings (see `ScanWaiter`). */
function waitForScans(arrivals, ports, options) {
    return new ScanWaiter(arrivals, ports, options).run();
}

;// CONCATENATED MODULE: ./src/engine/scan/service/run-scans.ts
/**
 * The scan phase: upload archives as they come and, at the same time, wait for every scan
 * uploaded and read its findings. `timeout` bounds the whole phase from the first upload: every
 * call, retry and wait is cut to what is left of it. Every archive gets a result, in plan order,
 * whatever happened to the others (on a dry run, DRY_RUN: kept by the dry run's service, unread).
 */





/** The result of an archive that has no scan: never uploaded (and why), or kept by a dry run. */
function noScan(archive, status, reason) {
    return {
        index: archive.index,
        tree: archive.tree,
        artifactName: archive.name,
        scanId: undefined,
        alreadyScanned: false,
        status,
        summary: undefined,
        findings: [],
        waitedMs: undefined,
        reason,
        problems: [],
        notes: [],
    };
}
/**
 * Scans `archives` (all of `planned`, handed out as they are written). Archives the pool never
 * took, because an upload before them was refused, are NOT_UPLOADED.
 */
async function runScans(archives, 
/** Every archive of the plan; asked once the pool is done (later ones may be planned late). */
planned, ports, options) {
    let deadline = Number.POSITIVE_INFINITY;
    let sourceFailure;
    const arrivals = new Arrivals();
    const uploading = uploadArchives(archives, {
        api: ports.api,
        concurrency: options.uploadConcurrency,
        now: ports.now,
        log: ports.log,
        onFirstUpload: () => (deadline = ports.now() + options.timeoutMs),
        onUploaded: ({ archive, upload, uploadedAt }) => arrivals.push({
            archive,
            scanId: upload.scanId,
            alreadyScanned: upload.alreadyScanned,
            uploadedAt,
            notes: upload.recovered
                ? [
                    'the upload failed after sending; the scan it had started was found by name and reused',
                ]
                : [],
        }),
        onSourceFailed: (error) => (sourceFailure = (0,errors/* describeError */.Uc)(error)),
    }).finally(() => arrivals.close());
    const [outcomes, waited] = await Promise.all([
        uploading,
        waitForScans(arrivals, ports, {
            deadline: () => deadline,
            timeoutSeconds: Math.round(options.timeoutMs / 1000),
            poll: options.poll,
        }),
    ]);
    const results = [...waited];
    for (const outcome of outcomes)
        if ('kept' in outcome)
            results.push(noScan(outcome.archive, DRY_RUN_STATUS));
        else if ('error' in outcome)
            results.push({
                ...noScan(outcome.archive, 'NOT_UPLOADED', `was not uploaded: ${outcome.error}`),
                failureKind: outcome.kind,
                ...(outcome.stoppedPool && { stoppedUploads: true }),
            });
    const refused = outcomes.find((o) => 'error' in o && o.stoppedPool)?.archive.name;
    const why = refused
        ? `the upload of ${refused} failed first`
        : `its archive could not be written (${sourceFailure ?? 'packing stopped'})`;
    for (const archive of planned())
        if (!outcomes.some((o) => o.archive.index === archive.index))
            results.push(noScan(archive, 'NOT_UPLOADED', `was not uploaded: ${why}`));
    return results.sort((a, b) => a.index - b.index);
}

;// CONCATENATED MODULE: ./src/engine/packing/cut-points.ts
/**
 * Where an archive ends: the pure rule a push run's plan is made by (cut-stream.ts streams it
 * and repairs the cap), and the cap on the count both planners keep.
 *
 * Items (scan units, in path order) are never reordered; an archive is a run of them. An archive
 * may end after any item that brings it to MIN_FILL of the capacity without passing it, and it
 * ends after the item that wins a race: each candidate draws a time -ln(u) / w from the hash u
 * of its key, where the weight w = exp(FILL_TILT * fill) favours fuller archives. The winner depends
 * on the candidates' keys and a smooth function of their fill, so an edit that shifts an
 * archive's start or removes bytes from it rarely changes the winner (the same item keeps the
 * smallest time), and when it does, the next archive mostly ends on the same item as before:
 * the plans agree again (content-defined chunking, with every archive's size exact).
 *
 * Nothing global takes part (no total, no count): a cut needs the items of one capacity ahead,
 * so archives can be written and uploaded while later files are still deflated. The one
 * exception is the hard cap on the count (archiveBudget).
 */

/**
 * An archive may end once it holds this share of the capacity (unless the next item cannot
 * fit). Trades the emptiest archive the race can cut against its choice: lower gives the race
 * more candidates, so fewer edits move a cut, but allows emptier archives (at the tilt below a
 * candidate at 30 % weighs e^-5.6 of a full one, so the floor rarely decides).
 */
const MIN_FILL = 0.3;
/**
 * How strongly the race favours fuller archives: a candidate's weight is exp(FILL_TILT * fill).
 * Exponential, so that shifting every candidate by the same bytes (an edit before them) scales
 * all weights alike and leaves the winner alone; only items entering or leaving the window can
 * change it. Archives end on average about 1 / FILL_TILT of the capacity short of full.
 * Trades fill against stability: chosen by `node bench/plan-sim.ts` at 6, 7, 8 and 10 (issue
 * 24): 7 helped free plans but hurt heads (their base sits nearer the cap), 10 missed the folder
 * targets (85.3 % and 82.7 % of folder edits changing at most 2 archives, against 84 %).
 */
const FILL_TILT = 8;
/**
 * The cap on the count: the lower bound plus this share, rounded down (at least one more).
 * Trades the archives a first run uploads against stability: the tighter the cap, the more
 * often the repair must pack archives again and move cuts an edit did not touch.
 */
const CAP_HEADROOM_PERCENT = 20;
/** ceil(total / capacity), at least 1: no plan can use fewer archives. */
function archiveLowerBound(totalBytes, capacityBytes) {
    return Math.max(1, Math.ceil(totalBytes / capacityBytes));
}
/** The most archives a plan may use: the lower bound plus 20 % (rounded down), at least one more. */
function archiveCap(lowerBound) {
    return lowerBound + Math.max(1, Math.floor((lowerBound * CAP_HEADROOM_PERCENT) / 100));
}
/** The cap for `totalBytes` of entries. */
function archiveBudget(totalBytes, capacityBytes) {
    return archiveCap(archiveLowerBound(totalBytes, capacityBytes));
}
/**
 * The fewest bytes the first `count` archives must hold when another follows: with e bytes in
 * them, the whole holds more than e, so its lower bound is at least floor(e / capacity) + 1 and
 * `count` + 1 archives are within its cap.
 */
function minBytesBefore(count, capacityBytes) {
    let bound = 1;
    while (archiveCap(bound) < count + 1)
        bound++;
    return (bound - 1) * capacityBytes;
}
/** The hash of a key as a number in (0, 1). */
function keyHash(key) {
    return ((0,external_node_crypto_.createHash)('sha256').update(key).digest().readUIntBE(0, 6) + 1) / (2 ** 48 + 1);
}
/**
 * The exclusive end index of the archive starting at `start`, or undefined when the items given
 * do not yet reach past one capacity and more may follow (`complete` false).
 */
function findCut(window, complete) {
    const { items, start, capacityBytes, draws } = window;
    const floor = MIN_FILL * capacityBytes;
    let fill = 0;
    let next = start;
    let best = -1;
    let bestTime = Infinity;
    while (next < items.length && fill + items[next].bytes <= capacityBytes) {
        const item = items[next];
        fill += item.bytes;
        if (fill >= floor) {
            const time = draws[next] / Math.exp((FILL_TILT * fill) / capacityBytes);
            if (time < bestTime) {
                bestTime = time;
                best = next;
            }
        }
        next++;
    }
    if (next === items.length)
        return complete ? next : undefined;
    // No candidate (a big item follows): the fullest archive possible.
    return best >= 0 ? best + 1 : Math.max(next, start + 1);
}
/** Ends of the archives from `start` to `end` when each is filled as full as it goes (the fewest). */
function fullestEnds(items, start, capacityBytes, end = items.length) {
    const ends = [];
    let fill = 0;
    for (let i = start; i < end; i++) {
        const bytes = items[i].bytes;
        if (fill + bytes > capacityBytes && fill > 0) {
            ends.push(i);
            fill = 0;
        }
        fill += bytes;
    }
    if (start < end)
        ends.push(end);
    return ends;
}
/** The plan without the cap (for the benchmark's count of fallbacks). */
function chooseCutsFree(items, capacityBytes, hash = keyHash) {
    const ends = [];
    const draws = items.map((item) => -Math.log(hash(item.key)));
    for (let start = 0; start < items.length;) {
        start = findCut({ items, start, capacityBytes, draws }, true);
        ends.push(start);
    }
    return ends;
}

;// CONCATENATED MODULE: ./src/engine/packing/head-bins.ts
/** Archives to scan that packing `from` into `count` new ones adds (those it held were new already). */
function addedBy(from, count) {
    return count - from.filter((bin) => !bin.kept).length;
}
/** Item sizes and the capacity: what packing head archives again needs. */
class BinPacker {
    items;
    capacityBytes;
    constructor(items, capacityBytes) {
        this.items = items;
        this.capacityBytes = capacityBytes;
    }
    size(i) {
        return this.items[i].bytes;
    }
    bytesOf(members) {
        return members.reduce((sum, i) => sum + this.size(i), 0);
    }
    /** Item indices by size, largest first (then in path order). */
    largestFirst(members) {
        return [...members].sort((a, b) => this.size(b) - this.size(a) || a - b);
    }
    /**
     * The items of `run` in at most `count` archives (largest first, each into the first with
     * room), standing for the first `count` of the run's homes; undefined when they do not fit.
     */
    packInto(run, count) {
        if (run.reduce((sum, bin) => sum + bin.bytes, 0) > count * this.capacityBytes)
            return undefined;
        const packed = Array.from({ length: count }, (_, k) => ({
            members: [],
            bytes: 0,
            kept: false,
            home: run[Math.min(k, run.length - 1)].home,
        }));
        for (const i of this.largestFirst(run.flatMap((bin) => bin.members))) {
            const bin = packed.find((b) => b.bytes + this.size(i) <= this.capacityBytes);
            if (!bin)
                return undefined;
            bin.members.push(i);
            bin.bytes += this.size(i);
        }
        return packed.filter((bin) => bin.members.length > 0);
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/shortest-repack.ts
/**
 * The one search for the shortest run of neighbouring archives that fits in one archive fewer
 * (pure). Both planners repair the cap on the count with it, and each passes in what differs:
 * - a push run's cuts (cut-points.ts): archives are runs of path order, a run is packed again
 *   in order as full as it goes, and of the runs of one length the last is taken (ranked by
 *   where it starts, so an edit early in the tree leaves the repair where it was);
 * - a pull request's head (anchor-placer.ts): archives are sets of units in the order of the
 *   base archives they stand for, a run is packed again largest first, and of the runs of one
 *   length the one that adds the fewest archives to scan is taken.
 *
 * Shorter runs first, because a run of n archives packed into n - 1 changes every one of them.
 * Of one length, runs are tried lowest rank first (ranks compare element by element; ties go to
 * the run that starts first), and the first that packs wins: a run is packed only when no run
 * ranked better fits, so the search costs little where short runs fit.
 */
/** Whether rank `a` is below rank `b` (element by element; equal is not below). */
function rankedBelow(a, b) {
    for (let k = 0; k < a.length; k++)
        if (a[k] !== b[k])
            return a[k] < b[k];
    return false;
}
/** The shortest run that fits in one archive fewer, the best ranked of its length; or none. */
function findShortestRepack(search) {
    const { count } = search;
    if (count < 2)
        return undefined;
    if (search.wholeFirst && search.pack(0, count) === undefined)
        return undefined;
    const longest = Math.min(count, search.longest);
    for (let length = Math.max(2, search.shortest); length <= longest; length++) {
        const found = bestRunOf(search, length);
        if (found)
            return found;
    }
    return undefined;
}
/** Of the runs of `length`, the best ranked that packs (and is below `search.below`). */
function bestRunOf(search, length) {
    const runs = Array.from({ length: search.count - length + 1 }, (_, first) => ({
        first,
        rank: search.rank(first, length),
    }));
    runs.sort((a, b) => (rankedBelow(a.rank, b.rank) ? -1 : rankedBelow(b.rank, a.rank) ? 1 : 0));
    for (const { first, rank } of runs) {
        if (search.below && !rankedBelow(rank, search.below))
            return undefined;
        const packed = search.pack(first, length);
        if (packed !== undefined)
            return { first, length, rank, packed };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/packing/head-repacks.ts
/**
 * How a pull request's head comes back within the cap on the count (pure): the repacks that take
 * archives apart and pack their items into one archive fewer, and how they are ranked. Runs of
 * neighbours are found by the planners' one search (shortest-repack.ts); a head may also repack
 * archives that are not neighbours (pairs, and triples around a changed archive), because its
 * archives are sets of units, not runs of path order.
 */


/**
 * Runs of up to this many neighbours are ranked with the pairs and triples by their cost; longer
 * runs are tried only when none of those fits. Trades search time (each run length is another
 * pass over the archives) against finding a cheaper repack than a pair or triple.
 */
const MAX_SHORT_RUN_ARCHIVES = 4;
/**
 * Runs longer than this are not tried: the search grows with the run's length times the count,
 * and a head that only a longer run could bring within the cap stays one over (as a plan whose
 * units are too big for it can). Trades time against heads over the cap: a contrived head of
 * 1,200 archives planned in 23 s with no limit, 0.07 s with it (one over the cap); none of the
 * simulation's 25,200 heads needs more than 24.
 */
const MAX_RUN_ARCHIVES = 24;
/**
 * Pairs to merge are sought among this many of the emptiest changed and of the emptiest
 * archives. Trades time (quadratic in the pool) against a pair that fits outside it, which is
 * rare: a pair that fits is found among the emptiest. A head of 2,600 archives that all shrank
 * planned in 1 s with it, 50-90 s searching every pair.
 */
const PAIR_POOL_ARCHIVES = 32;
/**
 * A triple is one of this many emptiest changed archives with two of this many emptiest
 * (cubic in the pool: 8 x 28 packings at most, 8 x 120 for the last repack).
 */
const TRIPLE_POOL_ARCHIVES = 8;
/**
 * Of the pairs (among the emptiest) that fit in one, the runs of 3-4 neighbours and the
 * emptiest changed archives each with two of the emptiest (for the last repack, `last`, also
 * with two other changed ones) that fit in one fewer: the lowest RepackCost.
 */
function cheapestRepack(bins, packer, last) {
    let best;
    const byBytes = [...bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
    // Pairs among the emptiest archives, changed ones first: a pair that fits is found there,
    // and the search stays quadratic in a bounded number, not in the archive count.
    const changed = byBytes.filter((bin) => !bin.kept);
    const pool = [
        ...new Set([...changed.slice(0, PAIR_POOL_ARCHIVES), ...byBytes.slice(0, PAIR_POOL_ARCHIVES)]),
    ];
    for (let x = 0; x < pool.length; x++)
        for (let y = x + 1; y < pool.length; y++) {
            const a = pool[x];
            const b = pool[y];
            if (a.bytes + b.bytes > packer.capacityBytes)
                continue;
            const cost = [
                addedBy([a, b], 1),
                2,
                Math.abs(a.home - b.home),
                Math.min(a.bytes, b.bytes),
            ];
            if (!best || rankedBelow(cost, best.cost))
                best = { from: [a, b], cost };
        }
    const order = inOrder(bins);
    for (let length = 3; length <= MAX_SHORT_RUN_ARCHIVES; length++) {
        const run = findShortestRepack({
            ...runsOf(order, packer),
            shortest: length,
            longest: length,
            rank: (first) => {
                const from = order.slice(first, first + length);
                const span = from.at(-1).home - from[0].home;
                return [addedBy(from, length - 1), length, span, 0];
            },
            ...(best && { below: best.cost }),
        });
        if (run)
            best = {
                from: order.slice(run.first, run.first + length),
                cost: run.rank,
                into: run.packed,
            };
    }
    // A changed archive with two of the emptiest, wherever they are; for the last repack also
    // with changed ones (taken earlier, such a repack can use up the room a later one needs).
    const emptiest = [
        ...new Set([
            ...byBytes.slice(0, TRIPLE_POOL_ARCHIVES),
            ...(last ? changed.slice(0, TRIPLE_POOL_ARCHIVES) : []),
        ]),
    ];
    for (const one of changed.slice(0, TRIPLE_POOL_ARCHIVES))
        for (let x = 0; x < emptiest.length; x++)
            for (let y = x + 1; y < emptiest.length; y++) {
                const from = [one, emptiest[x], emptiest[y]];
                if (new Set(from).size < 3)
                    continue;
                const homes = from.map((bin) => bin.home);
                const cost = [addedBy(from, 2), 3, Math.max(...homes) - Math.min(...homes), 0];
                if (best && !rankedBelow(cost, best.cost))
                    continue;
                const into = packer.packInto(from, 2);
                if (into)
                    best = { from, cost, into };
            }
    if (!best)
        return undefined;
    return { from: best.from, into: best.into ?? packer.packInto(best.from, 1) ?? [] };
}
/**
 * The shortest run of more than MAX_SHORT_RUN_ARCHIVES (and at most MAX_RUN_ARCHIVES) neighbours
 * that fits in one archive fewer; of one length, the one that adds the fewest archives to scan.
 */
function longRunRepack(bins, packer) {
    const order = inOrder(bins);
    const run = findShortestRepack({
        ...runsOf(order, packer),
        shortest: MAX_SHORT_RUN_ARCHIVES + 1,
        longest: MAX_RUN_ARCHIVES,
        wholeFirst: true,
        rank: (first, length) => [addedBy(order.slice(first, first + length), length - 1)],
    });
    return run && { from: order.slice(run.first, run.first + run.length), into: run.packed };
}
/** Archives by the base archive they stand for: runs of neighbours are taken from it. */
function inOrder(bins) {
    return [...bins].sort((a, b) => a.home - b.home);
}
/** Runs of neighbours in `order` for the search, packed largest first. */
function runsOf(order, packer) {
    return {
        count: order.length,
        pack: (first, length) => packer.packInto(order.slice(first, first + length), length - 1),
    };
}

;// CONCATENATED MODULE: ./src/engine/packing/anchor-placer.ts
/**
 * Where a pull request's head puts what no longer fits, and how it comes back within the cap on
 * the count, changing as few archives as it can (see anchor.ts). Pure: it moves item indices
 * between archives being formed (head-bins.ts); the repacks are in head-repacks.ts.
 */



/** Places items that overflowed and merges archives, changing as few archives as it can. */
class Placer {
    /** The archives being formed (the ones given, changed in place, and those opened). */
    bins;
    packer;
    capacityBytes;
    budget;
    /**
     * How a group that no archive has room for is placed at the cap: item by item, each where it
     * fits (`spread`), or together in an archive of its own past the cap, for the merge to make
     * room (a later edit that changes the archives around it then leaves it where it is).
     */
    spread;
    /** A group was given an archive of its own past the cap. */
    deferred = false;
    constructor(bins, items, capacityBytes, budget, spread = true) {
        this.bins = bins;
        this.packer = new BinPacker(items, capacityBytes);
        this.capacityBytes = capacityBytes;
        this.budget = budget;
        this.spread = spread;
    }
    /** Within the cap, or past it with no group deferred (spreading would place the same). */
    get settled() {
        return this.bins.length <= this.budget || !this.deferred;
    }
    /** The archive nearest to `home` (the lower on a tie) that `accepts`, if any. */
    nearest(home, accepts) {
        let best;
        for (const bin of this.bins) {
            if (!accepts(bin))
                continue;
            const distance = Math.abs(bin.home - home);
            const bestDistance = best ? Math.abs(best.home - home) : Infinity;
            if (distance < bestDistance || (distance === bestDistance && bin.home < best.home))
                best = bin;
        }
        return best;
    }
    /**
     * Puts `members` (from the base archive `home`) where they add the fewest archives to scan: an
     * archive of their own while the count is within the cap (it depends on nothing else, so later
     * edits elsewhere leave it alone), else the nearest changed archive with room, else the
     * nearest with room, else (see `spread`) one of their own past the cap or item by item.
     */
    place(members, home) {
        if (members.length === 0)
            return;
        const bytes = this.packer.bytesOf(members);
        if (bytes > this.capacityBytes && members.length > 1) {
            // More than one archive holds: in groups that each fit, in order.
            let from = 0;
            for (const end of fullestEnds(members.map((i) => this.packer.items[i]), 0, this.capacityBytes)) {
                this.place(members.slice(from, end), home);
                from = end;
            }
            return;
        }
        const room = (bin) => bin.bytes + bytes <= this.capacityBytes;
        const target = (this.bins.length < this.budget ? this.open(home) : undefined) ??
            this.nearest(home, (bin) => !bin.kept && room(bin)) ??
            this.nearest(home, room);
        if (!target && members.length > 1 && this.spread) {
            for (const i of this.packer.largestFirst(members))
                this.place([i], home);
            return;
        }
        // Fits nowhere whole and not spread: an archive of its own past the cap.
        if (!target)
            this.deferred ||= members.length > 1;
        const bin = target ?? this.open(home);
        bin.members.push(...members);
        bin.bytes += bytes;
        bin.kept = false;
    }
    open(home) {
        const bin = { members: [], bytes: 0, kept: false, home };
        this.bins.push(bin);
        return bin;
    }
    /**
     * Until within the cap: the repack that adds the fewest archives to scan (see cheapestRepack),
     * else the shortest longer run of neighbours that fits in one archive fewer (not when a group
     * was deferred: spreading it is cheaper than the long search).
     */
    merge() {
        while (this.bins.length > this.budget) {
            const last = this.bins.length === this.budget + 1;
            const best = cheapestRepack(this.bins, this.packer, last) ??
                (this.deferred ? undefined : longRunRepack(this.bins, this.packer));
            if (!best)
                return;
            for (const bin of best.from)
                this.bins.splice(this.bins.indexOf(bin), 1);
            this.bins.push(...best.into);
        }
    }
    /** Archives to scan: those not kept as the base had them. */
    get fresh() {
        return this.bins.filter((bin) => !bin.kept).length;
    }
    /**
     * The head made afresh from these archives (all kept as the base had them) and the items
     * `rest`: the emptiest archives given up as the cap asks, and `rest` with their items packed
     * into the fewest archives that hold them (largest first). Undefined unless that leaves fewer
     * than `limit` archives to scan.
     */
    afresh(rest, limit) {
        const kept = [...this.bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
        const loose = {
            members: [...rest],
            bytes: this.packer.bytesOf(rest),
            kept: false,
            home: 0,
        };
        const fewest = Math.max(1, Math.ceil(loose.bytes / this.capacityBytes));
        for (let count = fewest; count < limit && count <= this.budget; count++) {
            const given = kept.slice(0, Math.max(0, kept.length + count - this.budget));
            const into = this.packer.packInto([loose, ...given], count);
            if (into)
                return [...kept.slice(given.length), ...into];
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/cut-stream.ts
/**
 * A push run's plan, one item at a time (pure): the cuts of cut-points.ts as the items arrive,
 * each archive handed out as soon as it is final, and the cap on the count repaired at the end.
 *
 * The free plan is kept when it is within the cap; when it is not, the shortest run of
 * archives not yet final that fits in one fewer is packed again (shortest-repack.ts), as often
 * as needed, so an edit that tips the count over the cap changes a few archives, not the tail.
 * An archive is final when it, with all before it, keeps room for one more within any cap (and
 * a margin): the repair never touches it, so it is handed out before the total is known.
 */


/**
 * Beyond the room for one more archive, the bytes (as a share of the capacity) the archives
 * before a final one must hold: the archives after it may be cut short of full where the cap
 * rounds down, and with this margin the repair behind them mostly has room (`node
 * bench/plan-sim.ts` counts plans over the cap: none of 21,600 at 4.4 MB; 326 at 1 MB, where a
 * unit can fill 60 % of an archive). Trades how early archives are uploaded against the room the
 * repair has: larger, later uploads and fewer plans over the cap.
 */
const FINAL_MARGIN = 0.25;
/**
 * Whether `count` archives holding `bytes` can be final: they leave room for one more, and a
 * margin, within any cap to come. The first archive always can, so it is uploaded at once.
 */
function keepsRoom(count, bytes, capacityBytes) {
    const margin = count > 1 ? FINAL_MARGIN * capacityBytes : 0;
    return bytes >= minBytesBefore(count, capacityBytes) + margin;
}
/**
 * Cuts items given one at a time. An archive is final (`take` hands it out) once its cut is
 * decided and it, with all before it, keeps room (see keepsRoom): the cap's repair never
 * touches such archives. `finish` decides the rest: the free cuts when within the cap, else the
 * free cuts with the fewest archives packed again that bring the count within it.
 */
class CutStream {
    items = [];
    draws = [];
    ends = [];
    bytesCut = 0;
    /** Bytes given after the last cut: no cut is due before they pass the capacity. */
    uncut = 0;
    total = 0;
    /** Archives final so far; `taken` of them handed out. */
    final = 0;
    taken = 0;
    capacityBytes;
    hash;
    constructor(capacityBytes, hash = keyHash) {
        this.capacityBytes = capacityBytes;
        this.hash = hash;
    }
    /** Adds the next item in path order (at most the capacity). */
    push(item) {
        this.items.push(item);
        this.draws.push(-Math.log(this.hash(item.key)));
        this.total += item.bytes;
        this.uncut += item.bytes;
        if (this.uncut > this.capacityBytes)
            this.cut(false);
    }
    /** Exclusive ends of the archives that became final since the last call. */
    take() {
        const out = this.ends.slice(this.taken, this.final);
        this.taken = this.final;
        return out;
    }
    /** Every item given: the exclusive ends of the archives not yet taken. */
    finish() {
        this.cut(true);
        this.repair();
        this.final = this.ends.length;
        return this.take();
    }
    cut(complete) {
        const { items, capacityBytes, draws } = this;
        for (;;) {
            const start = this.ends.at(-1) ?? 0;
            if (start >= items.length)
                return;
            const end = findCut({ items, start, capacityBytes, draws }, complete);
            if (end === undefined)
                return;
            for (let i = start; i < end; i++) {
                this.bytesCut += items[i].bytes;
                this.uncut -= items[i].bytes;
            }
            this.ends.push(end);
            if (end < items.length && keepsRoom(this.ends.length, this.bytesCut, capacityBytes))
                this.final = this.ends.length;
        }
    }
    /**
     * Brings the count within the cap while changing few archives: each time, the shortest run of
     * archives not yet final that fits in one archive fewer (the last such run when several do) is
     * packed again, as full as it goes; an edit elsewhere leaves that run alone. The archives
     * after the last final one, taken together, are such a run whenever any is.
     */
    repair() {
        const budget = archiveBudget(this.total, this.capacityBytes);
        if (this.ends.length <= budget)
            return;
        const bytesBefore = [0];
        for (const item of this.items)
            bytesBefore.push(bytesBefore.at(-1) + item.bytes);
        while (this.ends.length > budget) {
            const run = this.shortestShrinkingRun(bytesBefore);
            // None (units too big against an archive can make the cap unreachable): left as it is.
            if (run === undefined)
                return;
            const [first, last, ends] = run;
            this.ends.splice(first, last - first + 1, ...ends);
        }
    }
    /**
     * The archives first..last (inclusive) and their new ends, or undefined when no run fits;
     * `bytesBefore[i]` is the bytes of the items before item i. Runs are of the archives not yet
     * final; of the shortest that fit, the last (see shortest-repack.ts).
     */
    shortestShrinkingRun(bytesBefore) {
        const { items, ends, capacityBytes, final } = this;
        const startOf = (archive) => archive === 0 ? 0 : ends[archive - 1];
        const run = findShortestRepack({
            count: ends.length - final,
            shortest: 2,
            longest: Infinity,
            wholeFirst: true,
            rank: (first) => [-first],
            pack: (first, length) => {
                const from = startOf(final + first);
                const to = ends[final + first + length - 1];
                const bytes = bytesBefore[to] - bytesBefore[from];
                if (bytes > (length - 1) * capacityBytes)
                    return undefined;
                const packed = fullestEnds(items, from, capacityBytes, to);
                return packed.length < length ? packed : undefined;
            },
        });
        return run && [final + run.first, final + run.first + run.length - 1, run.packed];
    }
}
/** Splits `items` (each at most `capacityBytes`) into archives: the exclusive end of each. */
function chooseCuts(items, capacityBytes, hash = keyHash) {
    const stream = new CutStream(capacityBytes, hash);
    for (const item of items)
        stream.push(item);
    return [...stream.take(), ...stream.finish()];
}

;// CONCATENATED MODULE: ./src/engine/packing/anchor.ts
/**
 * A pull request's head planned on its base's plan (pure): the base's archives are a memory of
 * what the service has scanned. Each head item goes to the base archive that held it (a new
 * item, to the archive of the item before it in path order); a base archive whose items are
 * unchanged is kept as it was, byte for byte, and each changed one is made again from its own
 * items. A head archive is a set of items, not a run of path order, so an edit changes the
 * archives it touches and rarely another:
 * - a changed archive that no longer fits keeps what fits of the items it had and passes the
 *   rest on with all new ones, as one group where it can: to an archive of its own while the
 *   count is within the cap, else to the nearest archive with room (nearness is between the
 *   base archives they stand for), else still to one of its own, past the cap, when a short
 *   repack makes room (else it is spread item by item);
 * - when the head passes the cap on the count (the tree shrank, or what overflowed found no
 *   room), archives are packed again into fewer, choosing the repack that adds the fewest
 *   archives to scan: two into one, a changed archive with two of the emptiest (or, for the
 *   last repack, two other changed ones) into two, or a run of neighbours into one fewer;
 * - when the edit touched one base archive and the cap still made it cost more than two, the
 *   head is made afresh if that costs fewer: the base archives left intact kept (the emptiest
 *   given up as the cap asks) and all else packed into the fewest archives.
 */



/**
 * Archives to scan a head should cost at most (the issue's target for one edit): a head whose
 * placing and merging cost more is also made afresh (see AFRESH_MAX_TOUCHED).
 */
const TARGET_NEW_ARCHIVES = 2;
/**
 * A head is made afresh only when its edits touched at most this many base archives. Trades a
 * single edit's cost against a growing branch's: made afresh, a head packs everything outside
 * the intact base archives together, which for edits in several places (pushes of a branch)
 * moves what earlier pushes placed (allowed at 2, a growing branch at 1 MB lost 0.3 points of
 * pushes within 2 new archives).
 */
const AFRESH_MAX_TOUCHED = 1;
/** Item indices of each archive of a plan given by exclusive ends. */
function rangesOf(ends) {
    let from = 0;
    return ends.map((end) => {
        const range = Array.from({ length: end - from }, (_, k) => from + k);
        from = end;
        return range;
    });
}
/**
 * The head's archives as sorted item indices, ordered by their first item. A base archive whose
 * items are unchanged is among them unless the cap leaves no other room: for what overflowed
 * elsewhere, or for a merge when the head needs fewer archives.
 */
function anchorGroups(items, base, capacityBytes, hash = keyHash) {
    if (base.length === 0)
        return rangesOf(chooseCuts(items, capacityBytes, hash));
    const total = items.reduce((sum, item) => sum + item.bytes, 0);
    const budget = archiveBudget(total, capacityBytes);
    const { bins, spills, intact, rest, touched } = binsOf(items, base, capacityBytes);
    const copy = bins.map((bin) => ({ ...bin, members: [...bin.members] }));
    const placed = (from, spread) => {
        const placer = new Placer(from, items, capacityBytes, budget, spread);
        for (const spill of spills)
            placer.place(spill.members, spill.home);
        placer.merge();
        return placer;
    };
    // What fits nowhere whole stays together where a short repack makes room for it; else it is
    // spread unit by unit. Kept together, a group can cost this push one archive more than spread
    // over archives it changed anyway (the repack making room takes an unchanged one apart), and
    // saves later pushes that would move it again: taking the spread head when it costs fewer
    // left no head worse than before this rule in 20,000 fuzzed heads, but a growing branch at
    // 1 MB fell from 97.3 % to 96.9 % of pushes within 2 new archives (worst 5 to 7).
    const together = placed(bins, false);
    const placer = together.settled ? together : placed(copy, true);
    // An edit in one archive that the cap made cost more than the target: the same head made
    // afresh, if that costs fewer.
    const afresh = touched <= AFRESH_MAX_TOUCHED && placer.fresh > TARGET_NEW_ARCHIVES
        ? new Placer(intact, items, capacityBytes, budget).afresh(rest, placer.fresh)
        : undefined;
    return (afresh ?? placer.bins)
        .filter((bin) => bin.members.length > 0)
        .map((bin) => [...bin.members].sort((a, b) => a - b))
        .sort((a, b) => a[0] - b[0]);
}
/**
 * Head items by base archive. One that overflows keeps what fits of its own items and passes on
 * the rest with every new one: it stays as the base had it unless its own items changed, and
 * later new items change only the group passed on.
 */
function binsOf(items, base, capacityBytes) {
    const slotOfKey = new Map();
    base.forEach((archive, slot) => archive.items.forEach((item) => slotOfKey.set(item.key, slot)));
    const held = base.map(() => []);
    let slot = 0;
    items.forEach((item, i) => {
        slot = slotOfKey.get(item.key) ?? slot;
        held[slot].push(i);
    });
    const bytesOf = (group) => group.reduce((sum, i) => sum + items[i].bytes, 0);
    const out = { bins: [], spills: [], intact: [], rest: [] };
    let touched = 0;
    held.forEach((members, home) => {
        if (members.length === 0)
            return;
        const signatures = new Map(base[home].items.map((b) => [b.key, b.signature]));
        const same = (group) => group.length === signatures.size &&
            group.every((i) => signatures.get(items[i].key) === items[i]?.signature);
        const own = members.filter((i) => signatures.has(items[i].key));
        const fresh = members.filter((i) => !signatures.has(items[i].key));
        const ownIntact = same(own);
        const unchanged = same(members);
        if (ownIntact)
            out.intact.push({ members: own, bytes: bytesOf(own), kept: true, home });
        out.rest.push(...(ownIntact ? fresh : members));
        if (!unchanged)
            touched++;
        const bytes = bytesOf(members);
        if (bytes <= capacityBytes) {
            out.bins.push({ members, bytes, kept: unchanged, home });
            return;
        }
        const bin = { members: [], bytes: 0, kept: false, home };
        const spill = [];
        for (const i of own) {
            const size = items[i].bytes;
            if (bin.bytes + size <= capacityBytes) {
                bin.members.push(i);
                bin.bytes += size;
            }
            else
                spill.push(i);
        }
        spill.push(...fresh);
        // New items that all move out leave the base archive as it was; none of its own left
        // (all gone or changed past the capacity), no archive.
        bin.kept = same(bin.members);
        if (bin.members.length > 0)
            out.bins.push(bin);
        out.spills.push({ members: spill, home });
    });
    return { ...out, touched };
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/zip-format.ts
/**
 * The zip records the action writes (PKWARE APPNOTE 6.3.10, sections 4.3.7, 4.3.12, 4.3.16), as
 * pure functions, so every archive's size is known to the byte before it is written. Entries are
 * deflated, with sizes and CRC in the local header (no data descriptor), a fixed 1980-01-01 time,
 * mode 0644, and the UTF-8 flag on every name. No extra fields, comments or zip64: an archive is
 * at most 4.4 MB.
 */
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_RECORD_BYTES = 46;
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;
const VERSION_NEEDED = 20; // 2.0: deflate
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, so the mode below is read
const FLAG_UTF8_NAMES = 0x0800;
const METHOD_DEFLATE = 8;
const DOS_TIME_MIDNIGHT = 0;
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0;
/** Bytes one entry adds to an archive: local header, name, data, central record, name again. */
function entryBytes(name, compressedBytes) {
    const nameBytes = Buffer.byteLength(name, 'utf8');
    return LOCAL_HEADER_BYTES + CENTRAL_RECORD_BYTES + 2 * nameBytes + compressedBytes;
}
/** The fields the local header and the central record share, in the same order in both. */
function writeEntryFields(record, at, entry, nameBytes) {
    record.writeUInt16LE(VERSION_NEEDED, at);
    record.writeUInt16LE(FLAG_UTF8_NAMES, at + 2);
    record.writeUInt16LE(METHOD_DEFLATE, at + 4);
    record.writeUInt16LE(DOS_TIME_MIDNIGHT, at + 6);
    record.writeUInt16LE(DOS_DATE_1980_01_01, at + 8);
    record.writeUInt32LE(entry.crc32 >>> 0, at + 10);
    record.writeUInt32LE(entry.compressedSize, at + 14);
    record.writeUInt32LE(entry.size, at + 18);
    record.writeUInt16LE(nameBytes, at + 22);
    // then: extra field length 0 (and in the central record comment length, disk, internal attributes 0)
}
function localHeader(entry) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(LOCAL_HEADER_BYTES);
    header.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(header, 4, entry, name.length);
    return Buffer.concat([header, name]);
}
function centralRecord(entry, localHeaderOffset) {
    const name = Buffer.from(entry.name, 'utf8');
    const record = Buffer.alloc(CENTRAL_RECORD_BYTES);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION_MADE_BY, 4);
    writeEntryFields(record, 6, entry, name.length);
    record.writeUInt32LE(UNIX_FILE_0644, 38);
    record.writeUInt32LE(localHeaderOffset, 42);
    return Buffer.concat([record, name]);
}
function endOfCentralDirectory(entries, directoryBytes, directoryOffset) {
    const record = Buffer.alloc(END_OF_CENTRAL_DIRECTORY_BYTES);
    record.writeUInt32LE(0x06054b50, 0);
    record.writeUInt16LE(entries, 8);
    record.writeUInt16LE(entries, 10);
    record.writeUInt32LE(directoryBytes, 12);
    record.writeUInt32LE(directoryOffset, 16);
    return record;
}

;// CONCATENATED MODULE: ./src/engine/packing/plan.ts
/**
 * Plans archives from exact entry sizes (pure and deterministic), one unit at a time. Scan units
 * are taken in path order and kept whole; archive boundaries fall where cut-points.ts puts them,
 * so an edit changes the archive holding it and rarely more. A pull request's head is planned on
 * its base's archives instead (anchor.ts), as sets of units. A unit too big for one archive is
 * split into its files (boundaries between them chosen the same way); a file too big for any
 * archive is left out.
 */



/** What makes an entry's bytes: its name and its deflated data (by CRC and sizes). */
const entrySignature = (e) => `${e.path}\u0000${e.crc32}\u0000${e.size}\u0000${e.compressedSize}`;
const withSignature = (item) => ({
    ...item,
    signature: item.entries.map(entrySignature).join('\n'),
});
/** A plan's archives as the anchor of another plan (a pull request's head on its base). */
function boundariesOf(plan) {
    const split = new Set(plan.splitUnits);
    return plan.archives.map((archive) => {
        const items = new Map();
        for (const entry of archive.entries) {
            const key = split.has(entry.unit) ? entry.path : entry.unit;
            const held = items.get(key);
            if (held)
                held.push(entry);
            else
                items.set(key, [entry]);
        }
        return {
            items: [...items].map(([key, entries]) => ({
                key,
                signature: entries.map(entrySignature).join('\n'),
            })),
        };
    });
}
const plan_byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** `<base>.zip` for the only archive, else `<base>-<i>.zip` (no count: it is not known yet). */
function archiveName(base, index, only) {
    return only ? `${base}.zip` : `${base}-${index + 1}.zip`;
}
/** Units in the order of their first path, each with its files in path order (the plan's order). */
function orderUnits(files) {
    const units = new Map();
    for (const file of [...files].sort((a, b) => plan_byText(a.path, b.path))) {
        const unit = units.get(file.unit);
        if (unit)
            unit.push(file);
        else
            units.set(file.unit, [file]);
    }
    return [...units.values()];
}
/**
 * Plans archives unit by unit, in the order of `orderUnits`: each archive is planned as soon as
 * its cut is final (see cut-points.ts), so it can be written while later files are deflated.
 */
class PlanBuilder {
    capacity;
    baseName;
    cuts;
    items = [];
    archives = [];
    tooLarge = [];
    splitUnits = [];
    /** Items before this index are in archives already made. */
    cutAt = 0;
    anchor;
    constructor(options) {
        this.anchor = options.anchor;
        this.capacity = options.maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
        this.baseName = options.baseName;
        this.cuts = new CutStream(this.capacity);
    }
    /** Adds the next unit's files (those read); returns the archives it made final. */
    addUnit(inputs) {
        const entries = [];
        for (const input of inputs) {
            const bytes = entryBytes(input.path, input.compressedSize);
            if (bytes > this.capacity || input.spoolOffset === undefined)
                this.tooLarge.push({ path: input.path, bytes: bytes + END_OF_CENTRAL_DIRECTORY_BYTES });
            else
                entries.push({ ...input, name: input.path, spoolOffset: input.spoolOffset, bytes });
        }
        if (entries.length === 0)
            return [];
        const bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
        const added = bytes <= this.capacity
            ? [{ key: entries[0].unit, bytes, entries }]
            : entries.map((entry) => ({ key: entry.path, bytes: entry.bytes, entries: [entry] }));
        if (bytes > this.capacity)
            this.splitUnits.push(entries[0].unit);
        for (const item of added) {
            this.items.push(item);
            if (!this.anchor)
                this.cuts.push(item);
        }
        return this.anchor ? [] : this.made(this.cuts.take(), false);
    }
    /** Every unit added: the last archives and the whole plan. */
    finish(unreadable = []) {
        const first = this.archives.length === 0;
        const last = this.anchor
            ? this.make(anchorGroups(this.items.map(withSignature), this.anchor, this.capacity).map((group) => group.map((i) => this.items[i])), first)
            : this.made(this.cuts.finish(), first);
        return {
            last,
            plan: {
                archives: this.archives,
                tooLarge: this.tooLarge.sort((a, b) => plan_byText(a.path, b.path)),
                splitUnits: this.splitUnits.sort(plan_byText),
                unreadable: [...unreadable].sort((a, b) => plan_byText(a.path, b.path)),
            },
        };
    }
    /** Archives ending at `ends` (exclusive), from the first item not yet in one. */
    made(ends, first) {
        const groups = ends.map((end) => {
            const held = this.items.slice(this.cutAt, end);
            this.cutAt = end;
            return held;
        });
        return this.make(groups, first);
    }
    /** Archives holding the given items, in the order given. */
    make(groups, first) {
        return groups.map((held) => {
            const entries = held.flatMap((item) => item.entries).sort((a, b) => plan_byText(a.path, b.path));
            const archive = {
                name: archiveName(this.baseName, this.archives.length, first && groups.length === 1),
                entries,
                bytes: held.reduce((sum, item) => sum + item.bytes, END_OF_CENTRAL_DIRECTORY_BYTES),
            };
            this.archives.push(archive);
            return archive;
        });
    }
}
/** Plans archives of at most `maxArchiveBytes` holding every input that fits one. */
function planArchives(inputs, options) {
    const builder = new PlanBuilder(options);
    for (const unit of orderUnits(inputs))
        builder.addUnit(unit);
    return builder.finish(options.unreadable).plan;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/engine/packing/read-ahead.ts
/**
 * Reads files through the reader port in order, a few ahead (so a slow reader, such as one of
 * git objects, works while earlier files deflate), within a bound on bytes.
 */

/**
 * Files larger than this are read and deflated in chunks (when the reader can stream): memory
 * against the cost of a stream per file.
 */
const STREAM_THRESHOLD_BYTES = 8 * 1024 * 1024;
/**
 * Bytes read ahead but not yet deflated, at most (one larger file may exceed it alone): peak
 * memory against keeping a slow reader busy.
 */
const MAX_READ_AHEAD_BYTES = 8 * 1024 * 1024;
/** Files read ahead at most; more only raised the peak memory with the disk reader. */
const MAX_READ_AHEAD_FILES = 4;
/** A failed read as a result: one file left out, or (a `TreeReadError`) packing stopped. */
function failedRead(error) {
    return error instanceof content_reader/* TreeReadError */.Re ? { broken: error } : { failed: (0,content_reader/* describeReadError */.U)(error) };
}
/** Starts reading `file`; never rejects (a failure is a result). */
function startRead(reader, file) {
    try {
        if (file.size > STREAM_THRESHOLD_BYTES && reader.stream)
            return Promise.resolve({ stream: reader.stream(file) });
        return reader.read(file).then((data) => ({ data }), failedRead);
    }
    catch (error) {
        return Promise.resolve(failedRead(error));
    }
}
/** The reads of `files`, in their order. */
async function* readAhead(files, reader) {
    const queue = [];
    let queuedBytes = 0;
    let next = 0;
    while (next < files.length || queue.length > 0) {
        while (next < files.length &&
            (queue.length === 0 ||
                (queue.length < MAX_READ_AHEAD_FILES &&
                    queuedBytes + files[next].size <= MAX_READ_AHEAD_BYTES))) {
            const file = files[next];
            const bytes = Math.min(file.size, STREAM_THRESHOLD_BYTES);
            queue.push({ index: next++, bytes, result: startRead(reader, file) });
            queuedBytes += bytes;
        }
        const head = queue.shift();
        queuedBytes -= head.bytes;
        yield { index: head.index, result: await head.result };
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/compress.ts
/**
 * Deflates every file exactly once into the spool, so that archives are planned on exact sizes
 * and assembled without compressing anything twice.
 *
 * Two kinds of thread deflate at once. Node's asynchronous zlib runs on libuv's thread pool
 * (UV_THREADPOOL_SIZE threads, 4 by default): files of ASYNC_MIN_BYTES or more go there while
 * the bytes already there stay under `maxPoolBytes`; every other file is deflated synchronously
 * on the main thread, which yields to the event loop every YIELD_EVERY_MS to collect finished
 * pool work. A pool call costs a stream and a round trip, about as much as deflating a small
 * file, hence the split. Measured on 2 cores and 282 MB: main thread alone 103 MB/s, pool
 * alone 75 MB/s, both 126 MB/s; worker threads were as fast but cost 30 to 50 MB each. Every
 * file gets a fresh zlib stream at level 6, so its bytes are the same whichever thread deflated
 * it, whatever the pool size.
 */





/** zlib's level: Info-ZIP's default, the throughput the bench compares with (higher: smaller, slower). */
const DEFLATE_LEVEL = 6;
/**
 * Bytes on the thread pool at most, by default: enough to keep it busy between yields (more only
 * holds more input in memory while it waits).
 */
const MAX_POOL_BYTES = 1024 * 1024;
/** Smaller files are cheaper to deflate here than to send to the pool. */
const ASYNC_MIN_BYTES = 16 * 1024;
/** Deflates on the pool at once, at most: each thread that deflates grows its own malloc arena. */
const MAX_POOL_TASKS = 4;
/** How long the main thread deflates before collecting pool work: longer starves the pool. */
const YIELD_EVERY_MS = 2;
/**
 * zlib's output buffer, allocated per call: sized to the file between these, so it is rarely
 * garbage (smaller: more calls for a big file; larger: memory wasted on small ones).
 */
const MAX_OUTPUT_CHUNK_BYTES = 64 * 1024;
const MIN_OUTPUT_CHUNK_BYTES = 1024;
const deflateRawAsync = (0,external_node_util_.promisify)(external_node_zlib_.deflateRaw);
/** With one core, the pool would only take turns with the main thread. */
function defaultMaxPoolBytes() {
    return external_node_os_.availableParallelism() > 1 ? MAX_POOL_BYTES : 0;
}
/** An eighth of the input: typical IaC text deflates into one such chunk. */
function outputChunkFor(size) {
    const eighth = 2 ** Math.ceil(Math.log2((size >> 3) + 1));
    return Math.min(MAX_OUTPUT_CHUNK_BYTES, Math.max(MIN_OUTPUT_CHUNK_BYTES, eighth));
}
/** Deflates a file given in chunks; keeps its deflated bytes only while within `capBytes`. */
async function deflateStream(chunks, capBytes) {
    let crc32 = 0;
    let size = 0;
    let compressedSize = 0;
    const kept = [];
    const deflate = external_node_zlib_.createDeflateRaw({
        level: DEFLATE_LEVEL,
        chunkSize: MAX_OUTPUT_CHUNK_BYTES,
    });
    const done = new Promise((resolve, reject) => {
        deflate.on('error', reject);
        deflate.on('end', resolve);
    });
    deflate.on('data', (chunk) => {
        compressedSize += chunk.length;
        // Past the cap the file cannot fit any archive: count its bytes, keep none.
        if (compressedSize <= capBytes)
            kept.push(chunk);
        else
            kept.length = 0;
    });
    try {
        for await (const chunk of chunks) {
            crc32 = external_node_zlib_.crc32(chunk, crc32);
            size += chunk.length;
            if (!deflate.write(chunk))
                await new Promise((resolve) => deflate.once('drain', resolve));
        }
    }
    catch (error) {
        deflate.destroy();
        if (error instanceof content_reader/* TreeReadError */.Re)
            throw error;
        return { unreadable: (0,content_reader/* describeReadError */.U)(error) };
    }
    deflate.end();
    await done;
    const deflated = compressedSize <= capBytes ? Buffer.concat(kept) : undefined;
    return { crc32, size, compressedSize, deflated };
}
/**
 * Deflates `files` into `spool`, keeping at most `capBytes` of deflated data per file, and
 * returns their outcomes in the order of `files`. A file the reader cannot supply is an
 * outcome, not an error; a `TreeReadError` of the reader, zlib or spool failures reject.
 */
async function compressAll(files, options) {
    const { spool, capBytes } = options;
    const maxPoolBytes = options.maxPoolBytes ?? defaultMaxPoolBytes();
    const outcomes = new Array(files.length);
    const settle = (index, outcome) => {
        outcomes[index] = outcome;
        options.onDone?.(index, outcome);
    };
    const onPool = new Set();
    let failure;
    let poolBytes = 0;
    let lastYield = performance.now();
    const spooled = (crc32, size, compressedSize, deflated) => ({
        crc32,
        size,
        compressedSize,
        spoolOffset: deflated && compressedSize <= capBytes ? spool.append(deflated) : undefined,
    });
    try {
        for await (const { index, result } of readAhead(files, options.reader)) {
            if (options.stopped?.())
                break;
            if ('broken' in result) {
                throw result.broken;
            }
            else if ('failed' in result) {
                settle(index, { unreadable: result.failed });
            }
            else if ('stream' in result) {
                const s = await deflateStream(result.stream, capBytes);
                settle(index, 'unreadable' in s ? s : spooled(s.crc32, s.size, s.compressedSize, s.deflated));
            }
            else {
                const { data } = result;
                const crc32 = external_node_zlib_.crc32(data);
                const zlibOptions = { level: DEFLATE_LEVEL, chunkSize: outputChunkFor(data.length) };
                if (data.length >= ASYNC_MIN_BYTES &&
                    poolBytes + data.length <= maxPoolBytes &&
                    onPool.size < MAX_POOL_TASKS) {
                    poolBytes += data.length;
                    const task = deflateRawAsync(data, zlibOptions)
                        .then((out) => settle(index, spooled(crc32, data.length, out.length, out)))
                        .catch((error) => void (failure ??= error))
                        .finally(() => {
                        onPool.delete(task);
                        poolBytes -= data.length;
                    });
                    onPool.add(task);
                }
                else {
                    const out = external_node_zlib_.deflateRawSync(data, zlibOptions);
                    settle(index, spooled(crc32, data.length, out.length, out));
                }
            }
            if (performance.now() - lastYield >= YIELD_EVERY_MS) {
                await new Promise((resolve) => setImmediate(resolve));
                lastYield = performance.now();
            }
        }
    }
    finally {
        await Promise.all(onPool);
    }
    if (failure !== undefined)
        throw failure;
    return outcomes;
}

;// CONCATENATED MODULE: ./src/engine/packing/plan-stream.ts


/** Yields archive plans as they become final; returns the whole plan. Leaving early stops deflating. */
async function* plan_stream_streamPlans(files, options) {
    const units = orderUnits(files);
    const ordered = units.flat();
    const unitOf = new Int32Array(ordered.length);
    const pending = units.map((unit) => unit.length);
    let at = 0;
    units.forEach((unit, u) => unit.forEach(() => (unitOf[at++] = u)));
    const builder = new PlanBuilder(options);
    const ready = [];
    const unreadable = [];
    let frontier = 0;
    let unitStart = 0;
    let wake;
    let stopped = false;
    const outcomes = new Array(ordered.length);
    const onDone = (index, outcome) => {
        outcomes[index] = outcome;
        const u = unitOf[index];
        pending[u] = pending[u] - 1;
        while (frontier < units.length && pending[frontier] === 0) {
            const unit = units[frontier];
            const inputs = [];
            unit.forEach((file, i) => {
                const outcome = outcomes[unitStart + i];
                if (!outcome)
                    throw new Error(`packing lost ${file.path}`);
                if ('unreadable' in outcome)
                    unreadable.push({ path: file.path, reason: outcome.unreadable });
                else
                    inputs.push({ path: file.path, unit: file.unit, ...outcome });
            });
            ready.push(...builder.addUnit(inputs));
            unitStart += unit.length;
            frontier++;
        }
        if (ready.length > 0)
            wake?.();
    };
    let finished = false;
    let failure;
    const compressing = compressAll(ordered, {
        ...options,
        capBytes: options.maxArchiveBytes,
        onDone,
        stopped: () => stopped,
    }).then(() => {
        finished = true;
        wake?.();
    }, (error) => {
        failure = { error };
        wake?.();
    });
    try {
        for (;;) {
            if (failure)
                throw failure.error;
            const next = ready.shift();
            if (next)
                yield next;
            else if (finished)
                break;
            else
                await new Promise((resolve) => (wake = resolve));
        }
    }
    finally {
        stopped = true;
        await compressing;
    }
    const { last, plan } = builder.finish(unreadable);
    for (const archive of last)
        yield archive;
    return plan;
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/spool.ts
/**
 * An append-only file of deflated data, read back by offset: every file is deflated once, its
 * bytes wait here while archives are planned, and archives are then assembled by copying.
 * Synchronous on purpose: appends are small and ordered by the one thread that owns the file.
 */

class spool_Spool {
    file;
    fd;
    end = 0;
    closed = false;
    constructor(file) {
        this.file = file;
        this.fd = external_node_fs_.openSync(file, 'w+');
    }
    /** Appends `data`; returns where it starts. */
    append(data) {
        const offset = this.end;
        external_node_fs_.writeSync(this.fd, data, 0, data.length, offset);
        this.end += data.length;
        return offset;
    }
    read(offset, length) {
        const data = Buffer.allocUnsafe(length);
        const read = external_node_fs_.readSync(this.fd, data, 0, length, offset);
        if (read !== length)
            throw new Error(`spool ${this.file}: read ${read} of ${length} bytes`);
        return data;
    }
    /** Closes and deletes the spool file; safe to call more than once. */
    dispose() {
        if (this.closed)
            return;
        this.closed = true;
        external_node_fs_.closeSync(this.fd);
        try {
            external_node_fs_.rmSync(this.file, { force: true });
        }
        catch {
            // A file Windows still holds (EBUSY): the scratch folder's removal tries again after the scan.
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/write-archives.ts
/**
 * Assembles planned archives from the spool of deflated files: local headers and data in plan
 * order, then the central directory and its end record. Nothing is compressed here, so this is
 * disk copying; each written file is checked against the size the plan computed.
 */



/** Bytes gathered per write (one system call), so memory stays small whatever the archive. */
const COPY_BATCH_BYTES = 1024 * 1024;
/** Writes all of `data` (a write may take only part of it). */
async function writeAll(out, data) {
    for (let done = 0; done < data.length;)
        done += (await out.write(data, done, data.length - done)).bytesWritten;
}
/** Writes one planned archive to `file` and checks its size. */
async function writeArchive(plan, spool, file) {
    const out = await external_node_fs_promises_.open(file, 'w');
    try {
        let offset = 0;
        let batch = [];
        let batchBytes = 0;
        const central = [];
        for (const entry of plan.entries) {
            const header = localHeader(entry);
            const data = spool.read(entry.spoolOffset, entry.compressedSize);
            batch.push(header, data);
            batchBytes += header.length + data.length;
            central.push(centralRecord(entry, offset));
            offset += header.length + data.length;
            if (batchBytes >= COPY_BATCH_BYTES) {
                await writeAll(out, Buffer.concat(batch, batchBytes));
                batch = [];
                batchBytes = 0;
            }
        }
        const directory = Buffer.concat(central);
        batch.push(directory, endOfCentralDirectory(plan.entries.length, directory.length, offset));
        await writeAll(out, Buffer.concat(batch));
    }
    finally {
        await out.close();
    }
    const written = (await external_node_fs_promises_.stat(file)).size;
    if (written !== plan.bytes)
        throw new Error(`${plan.name} is ${written} bytes, not the ${plan.bytes} planned`);
    return { plan, file };
}
/** Writes the archives into `dir` one after another, each handed out as soon as it is complete. */
async function* write_archives_writeArchives(plans, spool, dir) {
    for (const plan of plans)
        yield await writeArchive(plan, spool, path.join(dir, plan.name));
}

;// CONCATENATED MODULE: ./src/engine/packing/pack.ts
/**
 * Packing, end to end: 1 deflate every file once into a spool (in parallel), 2 plan archives to
 * the byte, 3 write them one after another, handing each out as soon as it is complete, so an
 * upload can start while later archives are still being written.
 *
 * Cleanup: the spool (`<dir>/.spool`) is closed and deleted when the iteration of `archives`
 * ends: after the last archive, on an error, or when the consumer leaves a `for await` loop
 * early (break, return or throw). A consumer that stops calling `next()` without leaving such a
 * loop calls `close()`. The archives themselves stay in `dir` until the caller removes it.
 */






async function packFiles(files, options) {
    const reader = options.reader ?? diskReader;
    await fs.mkdir(options.dir, { recursive: true });
    const spool = new Spool(path.join(options.dir, '.spool'));
    let plan;
    try {
        const plans = streamPlans(files, { ...options, reader, spool });
        let step = await plans.next();
        while (!step.done)
            step = await plans.next();
        plan = step.value;
    }
    catch (error) {
        spool.dispose();
        throw error;
    }
    const written = writeArchives(plan.archives, spool, options.dir);
    async function* handOut() {
        try {
            yield* written;
        }
        finally {
            spool.dispose();
        }
    }
    const archives = handOut();
    return {
        plan,
        archives,
        close: async () => {
            await archives.return();
            spool.dispose();
        },
    };
}
/** Packs files and hands out each archive as soon as it is complete (uploads start while packing). */
function packStreaming(files, options) {
    let settle;
    const plan = new Promise((resolve, reject) => (settle = { resolve, reject }));
    plan.catch(() => { }); // the iteration reports the error; this only avoids an unhandled one
    async function* handOut() {
        await external_node_fs_promises_.mkdir(options.dir, { recursive: true });
        const spool = new spool_Spool(external_node_path_.join(options.dir, '.spool'));
        try {
            const plans = plan_stream_streamPlans(files, { ...options, spool });
            try {
                let step = await plans.next();
                for (; !step.done; step = await plans.next())
                    yield await writeArchive(step.value, spool, external_node_path_.join(options.dir, step.value.name));
                settle.resolve(step.value);
            }
            finally {
                await plans.return(undefined);
            }
        }
        catch (error) {
            settle.reject(error);
            throw error;
        }
        finally {
            // Left before the end: the plan is never whole (a no-op once it resolved).
            settle.reject(new Error('packing stopped before the last archive'));
            spool.dispose();
        }
    }
    const archives = handOut();
    return { archives, plan, close: async () => void (await archives.return()) };
}
/** Writes every archive and returns them all, for callers that need no streaming. */
async function collectArchives(packing) {
    const all = [];
    for await (const archive of packing.archives)
        all.push(archive);
    return all;
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/pack-tree.ts



function packTree(files, options) {
    const from = options.indexFrom ?? 0;
    const packing = packStreaming(files, { ...options, reader: options.reader ?? content_reader/* diskReader */.lJ });
    const tag = options.label === undefined ? {} : { tree: options.label };
    const handedOut = [];
    let whole;
    const toScan = (plan, i, file) => ({
        index: from + i,
        name: plan.name,
        file,
        bytes: plan.bytes,
        ...tag,
    });
    async function* archives() {
        try {
            for await (const archive of packing.archives) {
                const { plan } = archive;
                options.log.info(`${plan.name}: ${(0,plural/* plural */.L)(plan.entries.length, 'file')}, ${(0,plural/* plural */.L)(plan.bytes, 'byte')}`);
                handedOut.push(plan);
                yield toScan(plan, handedOut.length - 1, archive.file);
            }
            whole = await packing.plan;
        }
        finally {
            await packing.close();
        }
    }
    return {
        archives: archives(),
        planned: () => handedOut.map((plan, i) => toScan(plan, i, '')),
        plan: () => whole ?? { archives: [...handedOut], tooLarge: [], splitUnits: [], unreadable: [] },
        complete: () => whole !== undefined,
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/warn-packing.ts

function warnPacking(plan, options) {
    const { log, notes } = options;
    const side = options.tree === undefined ? '' : ` (on ${options.tree})`;
    for (const file of plan.tooLarge) {
        const note = `Not scanned${side}: ${file.path} needs ${(0,plural/* plural */.L)(file.bytes, 'byte')} compressed, more than max-archive-size (${(0,plural/* formatCount */.B)(options.maxArchiveBytes)}).`;
        log.warning(note);
        notes.push(note);
    }
    const unreadable = plan.unreadable;
    if (unreadable.length > 0) {
        const note = `Not uploaded${side}: ${(0,plural/* plural */.L)(unreadable.length, 'file')} that could not be read while packing: ${unreadable
            .slice(0, 5)
            .map((u) => `${u.path} (${u.reason})`)
            .join(', ')}`;
        log.warning(note);
        notes.push(note);
    }
    for (const unit of plan.splitUnits)
        log.warning(`${unit.replace(/^[a-z]+:/, '')}${side} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`);
}

;// CONCATENATED MODULE: ./src/engine/scan/tree-archives.ts
/**
 * The archives of every tree, in upload order, numbered across trees: each tree's archives as they
 * are written, the next tree's after them. With `anchorWaitMs`, a base found in time goes first,
 * so that the head (the first tree at hand) is planned on it.
 *
 * Invariant: this iteration never throws. A tree whose packing fails (a read of its source, zlib,
 * a write) keeps what it handed out and records why it stopped (`Pipeline.packingFailure`); the
 * next tree is still packed; the pool reads every archive handed out. A tree is complete only
 * when its packing reached the plan's end (`PackedTree.complete()`).
 */





/** How far a tree's packing got, in words: `before its first archive`, `after 2 archives`. */
function packedSoFar(pipeline) {
    const handedOut = pipeline.packed?.planned().length ?? 0;
    return handedOut === 0 ? 'before its first archive' : `after ${(0,plural/* plural */.L)(handedOut, 'archive')}`;
}
class TreeArchives {
    nextIndex = 0;
    /** Why the iteration itself ended early, when it did (not one tree's packing). */
    failure;
    pipelines;
    atHand;
    later;
    ports;
    options;
    constructor(pipelines, atHand, later, ports, options) {
        this.pipelines = pipelines;
        this.atHand = atHand;
        this.later = later;
        this.ports = ports;
        this.options = options;
    }
    async *all() {
        try {
            yield* this.inOrder();
        }
        catch (error) {
            this.failure = (0,errors/* describeError */.Uc)(error);
            this.options.log.info(`Packing stopped: ${this.failure}`);
        }
    }
    /** Every archive handed out so far, by tree. */
    planned() {
        return this.pipelines.flatMap((p) => p.packed?.planned() ?? []);
    }
    async *inOrder() {
        const [firstLater, ...rest] = this.later;
        const base = await this.foundInTime(firstLater);
        if (base)
            yield* this.laterTree(firstLater);
        const anchor = base?.packed?.complete() ? boundariesOf(base.packed.plan()) : undefined;
        for (const pipeline of this.atHand) {
            const discovery = pipeline.discovery;
            if (discovery === undefined || discovery.files.length === 0)
                continue;
            yield* this.packed(pipeline, discovery, pipeline === this.atHand[0] ? anchor : undefined);
        }
        for (const found of base ? rest : this.later)
            yield* this.laterTree(found);
    }
    async *packed(pipeline, discovery, anchor) {
        const { options } = this;
        const packed = packTree(discovery.files, {
            maxArchiveBytes: options.maxArchiveBytes,
            baseName: pipeline.tree.baseName,
            dir: `${options.dir}/${this.pipelines.indexOf(pipeline)}`,
            reader: pipeline.tree.reader,
            label: pipeline.tree.label,
            indexFrom: this.nextIndex,
            log: options.log,
            ...(anchor && { anchor }),
        });
        pipeline.packed = packed;
        if (anchor)
            pipeline.anchored = true;
        try {
            yield* packed.archives;
        }
        catch (error) {
            // What was handed out is still uploaded and read; the tree is not complete, and says why.
            pipeline.packingFailure = (0,errors/* describeError */.Uc)(error);
            options.log.info(`Packing ${pipeline.tree.label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`);
            return;
        }
        finally {
            this.nextIndex += packed.planned().length;
        }
        warnPacking(packed.plan(), {
            maxArchiveBytes: options.maxArchiveBytes,
            log: options.log,
            notes: options.notes,
            tree: pipeline === this.pipelines[0] ? undefined : pipeline.tree.label,
        });
    }
    async *laterTree(found) {
        const pipeline = await found;
        if (!pipeline?.discovery || pipeline.discovery.files.length === 0)
            return;
        yield* this.packed(pipeline, pipeline.discovery);
    }
    /** The first tree still being found, if it is found within `anchorWaitMs`. */
    async foundInTime(found) {
        if (found === undefined || this.options.anchorWaitMs === undefined)
            return undefined;
        const stop = new AbortController();
        const late = this.ports.sleep(this.options.anchorWaitMs, stop.signal).then(() => undefined);
        const pipeline = await Promise.race([found, late]);
        stop.abort();
        return pipeline;
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/scan-trees.ts
/**
 * One pipeline per tree: discover, pack, and feed the archives to one shared upload pool and one
 * waiting loop. A tree at hand (the workspace) is discovered first, in its own log group; its
 * archives are uploaded as they are written, while later files are still being deflated. A tree
 * still being found (the base, while git works) is discovered as soon as it is found and packed
 * after the others. Results come back per tree, tagged by tree.
 */







const UPLOAD_CONCURRENCY = 6;
/**
 * Scans `trees` (`head` first, then trees still being found; a tree that resolves to undefined
 * is none). The outcomes are in the order of the trees that exist.
 */
async function scanTrees(trees, ports, options) {
    const { log } = options;
    const pipelines = [];
    // Trees at hand: discovered now, in their log group; packed while the first archives upload.
    const later = [];
    for (const entry of trees) {
        if (entry instanceof Promise) {
            later.push(entry.then((tree) => tree && discoverLater(tree, pipelines)));
            continue;
        }
        const pipeline = { tree: entry };
        pipelines.push(pipeline);
        await log.group('Discover IaC files', () => discoverNow(pipeline));
        if (pipeline.discovery)
            logDiscovery(pipeline.discovery, log, options.notes, options.knobs);
        else
            log.info(`Discovery failed: ${pipeline.failure ?? 'no reason given'}`);
    }
    const atHand = pipelines.slice();
    const archives = new TreeArchives(pipelines, atHand, later, ports, options);
    const hasFiles = atHand.some((p) => (p.discovery?.files.length ?? 0) > 0);
    const results = !hasFiles && later.length === 0
        ? []
        : await log.group('Pack and scan', () => runScans(archives.all(), () => archives.planned(), { ...ports, log: (m) => log.info(m) }, {
            timeoutMs: options.timeoutMs,
            uploadConcurrency: UPLOAD_CONCURRENCY,
            poll: options.poll,
        }));
    await Promise.all(later);
    const stop = whyUploadsStopped(results) ?? archives.failure;
    return pipelines.map((pipeline) => outcomeOf(pipeline, results, stop));
}
/**
 * A failure of the tree's source (git, the disk): the tree's outcome, never a crash. Anything
 * else (a bug) is thrown, for the run's unexpected-error path.
 */
function isSourceFailure(error) {
    if (error instanceof content_reader/* TreeReadError */.Re || error instanceof git_git/* GitCommandError */.iR)
        return true;
    return error instanceof Error && typeof error.code === 'string';
}
/** What the tree's source says where that is (a commit's id), for the reasons given. */
function at(tree) {
    return tree.sha ? ` (${tree.sha.slice(0, 7)})` : '';
}
/** Discovers a tree at hand; a failure of its source (git, the disk) is its outcome. */
async function discoverNow(pipeline) {
    const { tree } = pipeline;
    try {
        const discovery = await tree.discover();
        if (discovery === undefined)
            throw new Error(`the scanned folder is not in ${tree.label}`);
        pipeline.discovery = discovery;
    }
    catch (error) {
        if (!isSourceFailure(error))
            throw error;
        pipeline.failure = `the files of ${tree.label}${at(tree)} could not be listed: ${(0,errors/* describeError */.Uc)(error)}`;
    }
}
/** Discovers a tree as soon as it is found; a failure is the tree's outcome. */
async function discoverLater(tree, pipelines) {
    const pipeline = { tree };
    pipelines.push(pipeline);
    try {
        const discovery = await tree.discover();
        if (discovery === undefined)
            pipeline.noFolder = true;
        else
            pipeline.discovery = discovery;
    }
    catch (error) {
        pipeline.failure = `the files of ${tree.label}${at(tree)} could not be read from git: ${(0,errors/* describeError */.Uc)(error)}`;
    }
    return pipeline;
}
/** The upload whose failure stopped all uploads, in words, when one did. */
function whyUploadsStopped(results) {
    const stopper = results.find((r) => r.stoppedUploads);
    return stopper && `uploads stopped when ${describeUnfinished(stopper)}`;
}
/** Why a tree's plan was not carried out to its end; empty when it was. */
function stoppedShort(pipeline, discovery, stop) {
    const { label } = pipeline.tree;
    if (pipeline.packingFailure !== undefined)
        return [`packing ${label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`];
    if (discovery.files.length === 0 || pipeline.packed?.complete())
        return [];
    const what = pipeline.packed === undefined
        ? `none of the files of ${label} were packed`
        : `packing ${label} stopped ${packedSoFar(pipeline)}`;
    return [`${what}: ${stop ?? 'the uploads stopped early'}`];
}
function outcomeOf(pipeline, results, stop) {
    const { tree } = pipeline;
    if (pipeline.failure !== undefined)
        return { status: 'unavailable', tree, reason: pipeline.failure };
    if (pipeline.noFolder)
        return { status: 'no-folder', tree };
    const discovery = pipeline.discovery;
    const own = results.filter((r) => r.tree === tree.label);
    const stopped = stoppedShort(pipeline, discovery, stop);
    const scan = describeTree(discovery, pipeline.packed?.plan(), own, stopped);
    return { status: 'scanned', tree, scan: pipeline.anchored ? { ...scan, anchored: true } : scan };
}

// EXTERNAL MODULE: ./src/engine/scan/trees/work-tree.ts + 2 modules
var work_tree = __webpack_require__(87356);
;// CONCATENATED MODULE: ./src/engine/scan/find-base.ts
/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
const BASE_ANCHOR_WAIT_MS = 60_000;
/**
 * The base commit and its tree, or why there is none: finding it (git, maybe one fetch) and
 * reading its files both end within the scan's timeout.
 */
async function findBase(settings, ports, prepare) {
    if (settings.baseline.kind === 'none')
        return { status: 'none' };
    const reason = `finding and reading the base took longer than the timeout (${settings.timeoutSeconds} s)`;
    const stopTimer = new AbortController();
    // The scan may end before the base's files are listed (the head failed): the timer ends then.
    ports.done.addEventListener('abort', () => stopTimer.abort(), { once: true });
    const timeUp = ports
        .sleep(settings.timeoutSeconds * 1000, stopTimer.signal)
        .then(() => (stopTimer.signal.aborted ? new Promise(() => undefined) : reason));
    const found = await Promise.race([
        prepare(),
        timeUp.then((why) => ({ status: 'unavailable', reason: why })),
    ]);
    if (found.status !== 'ready') {
        stopTimer.abort();
        return found;
    }
    const { tree } = found;
    const discover = () => Promise.race([tree.discover(), timeUp.then((why) => Promise.reject(new Error(why)))]).finally(() => stopTimer.abort());
    return { ...found, tree: { ...tree, discover } };
}

// EXTERNAL MODULE: ./src/engine/git/base-commit.ts
var base_commit = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(14781);
;// CONCATENATED MODULE: ./src/engine/change/resolve-change.ts
/**
 * The one rule from a change request to commits, read by the three things that hang on the base:
 * - the findings baseline: `baseline: none` none; a ref, its commit; `auto`, the change's merge
 *   base (given; the platform's merge commit's first parent, or the merge base; or the ref's
 *   commit) and no base when there is no change request;
 * - the unjudged range: from the change's merge base (for a ref, its merge base with the head, so
 *   what the target branch did since the change branched is not the change's) to the head (the
 *   scanned commit, else HEAD), whatever `baseline` says;
 * - the suppressions' base: the target branch's tip (`baseTip`), never a merge base. When the
 *   change's base is a ref other than the tip (a merge base the author chose: GitLab's diff base),
 *   what the change adds is read against that ref and what applies at the tip (`tip`), or, the
 *   tip unknown, none applies.
 * Each is found once (git, maybe one fetch at depth 1 in a shallow clone) and shared; a base that
 * cannot be had is a reason with the surface's fix (`Knobs`), never an exception.
 */




/** Memoises an async answer: each base is looked for once per run. */
function once(find) {
    let answer;
    return () => (answer ??= find());
}
/** The reason of a base that cannot be had, with the surface's fix. */
function reasonOf(base, knobs) {
    return base.fix === undefined ? base.reason : `${base.reason} ${knobs.base[base.fix]}`;
}
function resolveChange(options) {
    const { git, cwd, change, knobs } = options;
    const refs = new Map();
    /** A ref's commit, found once however many of the three ask for it. */
    const ref = (name) => {
        let found = refs.get(name);
        if (found === undefined)
            refs.set(name, (found = once(() => (0,base_commit/* resolveRef */.qE)(git, cwd, name))));
        return found();
    };
    const changeBase = once(async () => {
        if (change === undefined)
            return { status: 'none' };
        if (change.unusable !== undefined)
            return { status: 'unavailable', reason: change.unusable };
        const { base, baseLabel: label } = change;
        if (base.kind === 'commit')
            return { status: 'found', sha: base.sha, label, source: 'given', fetched: false };
        if (base.kind === 'ref')
            return ref(base.ref);
        return (0,base_commit/* resolveMergeTarget */._m)(git, cwd, { ...base, label });
    });
    const head = once(async () => options.headSha ?? (await (0,git_history/* resolveLocalCommit */.z_)(git, cwd, 'HEAD')));
    const gitMissing = once(() => isGitMissing(git, cwd));
    /** Without git no base can be read, whatever else looked wrong: the fix is git itself. */
    const noGit = GIT_MISSING + knobs.base.noGit;
    const findingsBase = once(async () => {
        const { baseline } = options;
        if (baseline.kind === 'none')
            return { status: 'none' };
        try {
            const found = await (baseline.kind === 'ref' ? ref(baseline.ref) : changeBase());
            if (found.status === 'unavailable' && (await gitMissing()))
                return { status: 'unavailable', reason: noGit, gitMissing: true };
            if (found.status === 'none')
                return found;
            if (found.status === 'unavailable')
                return { status: 'unavailable', reason: reasonOf(found, knobs) };
            const { sha, label } = found;
            if (found.source === 'given' || (await head()) !== sha)
                return { status: 'found', sha, label };
            const why = `the baseline ${label} is the commit being scanned, so nothing could count as new`;
            return { status: 'unavailable', label, sha, reason: `${why}: ${knobs.base.isHead}` };
        }
        catch (error) {
            return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
        }
    });
    const range = once(async () => {
        if (change === undefined)
            return { kind: 'tree' };
        const unavailable = (why) => ({ kind: 'pull request', unavailable: why });
        try {
            const base = await changeBase();
            if (base.status === 'unavailable' && (await gitMissing()))
                return unavailable(noGit);
            if (base.status !== 'found')
                return unavailable(base.status === 'unavailable' ? reasonOf(base, knobs) : 'the change has no base commit');
            const to = await head();
            if (to === undefined)
                return unavailable((await gitMissing()) ? noGit : 'the workspace has no commit checked out');
            // A ref names the target branch: the change starts where it branched from it.
            const from = base.source === 'ref'
                ? ((await (0,git_history/* findMergeBase */.fe)(git, cwd, base.sha, to)) ?? base.sha)
                : base.sha;
            return { kind: 'pull request', baseSha: from, headSha: to };
        }
        catch (error) {
            return unavailable((0,errors/* describeError */.Uc)(error));
        }
    });
    const commitOf = (tip) => tipCommit(tip, ref, () => (0,base_commit/* obtainCommit */.LB)(git, cwd, tip));
    const suppressionsBase = once(() => findSuppressionsBase(change, commitOf, knobs.base.fetchTip));
    return { findingsBase, range, suppressionsBase };
}
/** A tip's commit, fetched when the checkout lacks it; undefined when it cannot be had. */
async function tipCommit(tip, ref, obtain) {
    try {
        if (!(0,git_git/* isObjectId */.TS)(tip)) {
            const found = await ref(tip);
            return found.status === 'found' ? found.sha : undefined;
        }
        return (await obtain()).ok ? tip : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The suppressions' base (`ChangeResolution.suppressionsBase`), each commit found by `commitOf`;
 * `fix` is the surface's words for a target branch tip it could not fetch.
 */
async function findSuppressionsBase(change, commitOf, fix) {
    if (change === undefined || change.unusable !== undefined)
        return { baseSha: undefined };
    const { base, baseTip } = change;
    // The change's base is the tip itself: both are read there.
    if (base.kind !== 'ref' || base.ref === baseTip)
        return { baseSha: baseTip === undefined ? undefined : await commitOf(baseTip) };
    const baseSha = await commitOf(base.ref);
    if (baseTip === undefined)
        return {
            baseSha,
            tip: { unavailable: change.baseTipUnknown ?? "the target branch's tip is unknown" },
        };
    const tipSha = await commitOf(baseTip);
    if (tipSha !== undefined)
        return { baseSha, tip: { sha: tipSha } };
    const why = `${baseTip} is not in this checkout and could not be fetched from origin (${fix})`;
    return { baseSha, tip: { unavailable: why } };
}
/** Why there is no base on a machine without git (a checkout made by download has no history). */
const GIT_MISSING = 'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
    'with no history). ';
/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git, cwd) {
    return (await git.run(['--version'], { cwd })).missing === true;
}

// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(56244);
;// CONCATENATED MODULE: ./src/engine/change/changed-entries.ts
/**
 * What a pull request adds or changes under the scanned folder, from git alone: `git diff --raw`
 * between its base and the scanned commit, renames off (a moved file is a new file), names read
 * as bytes and judged by the workspace listing's own rule. Folders discovery never enters
 * (`node_modules/`, `.terraform/`) need no walk: git names their changed files. Also whether the
 * scanned folder itself is still a folder.
 */



const TYPES = {
    '100644': 'file',
    '100755': 'file',
    '120000': 'link',
    '160000': 'submodule',
};
/** Parses `diff --raw -z` records into every changed path and its new mode, wherever it is. */
function parseChangedPaths(output) {
    return new Map((0,git_output/* parseRawDiff */.LP)(output).map((r) => [r.path.toString('utf8'), r.newMode]));
}
/**
 * Parses `diff --raw -z` records (`:<mode> <mode> <old> <new> <status>\0<path>\0`), keeping what
 * the scanned commit has under `folder` (repository-relative, `''` for the top), and marking the
 * links and submodules that stand where the base had a folder.
 */
function parseChangedEntries(output, folder) {
    const prefix = Buffer.from(folder === '' ? '' : `${folder}/`);
    const kept = [];
    const deleted = [];
    for (const { newMode, newId, status, path: raw } of (0,git_output/* parseRawDiff */.LP)(output)) {
        if (!raw.subarray(0, prefix.length).equals(prefix))
            continue;
        const name = (0,file_names/* readName */.MQ)(raw.subarray(prefix.length));
        if (status.startsWith('D'))
            deleted.push(name.text);
        const type = TYPES[newMode];
        if (status.startsWith('D') || type === undefined || !(0,git_git/* isObjectId */.TS)(newId))
            continue;
        kept.push({ path: name.text, nameValid: name.valid, type, objectId: newId });
    }
    return kept.map((entry) => ({
        ...entry,
        replacedFolder: entry.type !== 'file' && deleted.some((path) => path.startsWith(`${entry.path}/`)),
    }));
}
/**
 * The entries the pull request adds or changes under `folder`, and every path it changed anywhere
 * (one repository-wide diff serves both); throws when git cannot tell.
 */
async function readChangedEntries(git, options) {
    const args = [
        'diff',
        '--raw',
        '-z',
        '--no-renames',
        '--no-abbrev',
        options.baseSha,
        options.headSha,
    ];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    return {
        entries: parseChangedEntries(result.stdout, options.folder),
        everywhere: parseChangedPaths(result.stdout),
    };
}
/** What stands at `folder` in commit `sha`: a folder, something else, or nothing. */
async function entryAt(git, options) {
    if (!(0,git_git/* isObjectId */.TS)(options.sha))
        throw new Error(`Not a full commit id: '${options.sha}'`);
    const result = await git.run(['cat-file', '-t', `${options.sha}:${options.folder}`], {
        cwd: options.cwd,
    });
    if (result.code !== 0)
        return 'missing';
    return result.stdout.toString('utf8').trim() === 'tree' ? 'folder' : 'other';
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helm-ignore-scope.ts
var helm_ignore_scope = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomize-inputs.ts
var kustomize_inputs = __webpack_require__(40820);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-dialect.ts
var json_dialect = __webpack_require__(10628);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-stream.ts
var json_stream = __webpack_require__(95732);
// EXTERNAL MODULE: ./src/engine/discovery/content/nesting.ts
var nesting = __webpack_require__(9679);
;// CONCATENATED MODULE: ./src/engine/change/deployer-unreadable.ts
/**
 * The one rule of "no deployer could read it either" (issue 40): a file we cannot parse is not
 * judged, and on a pull request that is an error, because a deployer might read what we refuse.
 * Where no deployer can read it either, nothing it holds can be deployed, so it is a notice, never
 * an error: documentation fragments such as ARM JSON with `...` placeholders. Only JSON is decided
 * here, where both readings deployers use are known: strict JSON (CloudFormation, kubectl) and
 * ARM's lenient JSON (comments, trailing commas, line breaks in strings), and both refuse it. YAML
 * is never decided here: kubectl's YAML (go-yaml) reads some text ours refuses, so an unparsable
 * YAML file stays not judged. kubectl reads a `.json` file by its content, not its name: as YAML
 * when its first character past white space is not `{`, else as a stream of JSON values
 * (`json-stream.ts`); either reading it may give keeps the file not judged. A text too deep for
 * our parser, or not UTF-8, stays not judged too.
 */




/** JSON by name: what strict and ARM's lenient reading both apply to. */
const JSON_NAME = /\.json$/i;
/** True when neither strict JSON nor ARM's lenient JSON reads `content`: no deployer can. */
function unreadableByAnyDeployer(path, content) {
    if (content === undefined || !JSON_NAME.test(path) || !(0,external_node_buffer_.isUtf8)(content))
        return false;
    const text = Buffer.from(content)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    const read = (0,json_dialect/* parseLenientJson */.R)(text);
    if (!('error' in read) || read.error === nesting/* TOO_DEEP */.gZ)
        return false;
    // kubectl reads it as YAML, or as a stream of JSON values of which it reads one at least.
    return (0,json_stream/* startsLikeJson */.r)(text) && (0,json_stream/* readJsonStream */.T)(text).values.length === 0;
}

;// CONCATENATED MODULE: ./src/engine/change/references/documentation.ts
/**
 * Files no deployer reads: documentation and pictures. A change to one of them inside a folder the
 * deployed code reads (a module folder behind a link, a chart a reference leads to) is no reason to
 * count the folder not judged (issue 40: not judged means a deployer could read it). The list is a
 * short deny-list, so anything else (a `.txt` a Lambda's archive packs, a script `user_data`
 * reads, a JSON policy `file()` loads) still counts: fail closed.
 */

/** Documentation and picture extensions. */
const DOCUMENT_EXTENSION = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|png|jpe?g|gif|svg|ico|webp)$/i;
/** Documentation by name, bare or as text (`README`, `LICENSE.txt`; a `security.yaml` is not). */
const DOCUMENT_NAME = /^(?:readme|licen[cs]e|copying|notice|authors|contributors|changelog|changes|history|contributing|code_of_conduct|security|codeowners|owners)(?:\.(?:md|txt|rst|adoc))?$/i;
/** True for documentation or a picture: a file no deployer reads. */
function isDocumentation(path) {
    const name = posix_.basename(path);
    return DOCUMENT_EXTENSION.test(name) || DOCUMENT_NAME.test(name);
}

;// CONCATENATED MODULE: ./src/engine/change/judge-entry.ts
/**
 * The rule of unjudged IaC, pure: whether a file that was not uploaded is IaC by its name or its
 * content, and then why it stayed home. What discovery and packing decided about the scanned tree
 * is passed in as facts; a file discovery never read (a secret-like or built-in-folder name) is
 * judged by its content when its name needs one, so a `credentials.yaml` manifest is IaC too. A
 * file `exclude` or a chart's `.helmignore` leaves out was left out on purpose and is not counted,
 * except chart content a `.helmignore` leaves out when the pull request also changed that chart's
 * `.helmignore` or `Chart.yaml`: a pull request cannot bring both a file and the rule that hides it.
 * Nor is a file `exclude` matches that the deployed code reads all the same (a kustomization under
 * the folder references it, or a module block under it uses its folder): exclude leaves out files,
 * not what IaC under the folder reads, so such a file is not judged.
 * Links are never followed, so a submodule, a link to a folder and a link out of the repository
 * count too (what they lead to is asked separately, as `target`), and on a pull request a link
 * git cannot follow (dangling, into a submodule); a link to a file that is not IaC by name is
 * silent (its target is judged where it is, if it is IaC).
 */








const NEVER = {
    secret: 'secret-like name',
    'terraform state': 'terraform state',
    'built-in folder': 'built-in folder',
};
/** The folder above a path whose `.helmignore` or `Chart.yaml` the pull request changed. */
function chartWithChangedRules(path, facts) {
    const { changed } = facts;
    if (changed === undefined)
        return undefined;
    for (let dir = posix_.dirname(path);; dir = posix_.dirname(dir)) {
        const prefix = dir === '.' ? '' : `${dir}/`;
        if (changed.has(`${prefix}.helmignore`) || changed.has(`${prefix}Chart.yaml`))
            return dir;
        if (dir === '.' || dir === '/')
            return undefined;
    }
}
/**
 * True for chart content a `.helmignore` left out that the pull request changed the rules of:
 * left out by the pull request itself, so not on purpose.
 */
function hiddenByChangedRules(path, facts) {
    if (facts.skipped.get(path) !== 'ignored by .helmignore')
        return false;
    if (facts.hiddenOnBase?.has(path) === true)
        return false;
    const ruled = chartWithChangedRules(path, facts);
    if (ruled === undefined)
        return false;
    return (0,helm_ignore_scope/* isChartContent */.Se)(path, (0,classify/* chartFolderOf */.yf)(path, facts.charts) ?? ruled);
}
/**
 * A file `exclude` leaves out that the deployed code reads all the same: a kustomization's input,
 * or a file of a module folder a module block under the scanned folder uses (documentation aside).
 */
function excludedButRead(candidate, facts) {
    const { path } = candidate;
    if (candidate.type !== 'file' || facts.uploaded(path))
        return false;
    if (!facts.isExcluded(path) && facts.skipped.get(path) !== 'excluded')
        return false;
    if (facts.kustomized?.has(path) === true)
        return true;
    if (isDocumentation(path))
        return false;
    for (const folder of facts.moduleFolders ?? [])
        if (folder === '' || path.startsWith(`${folder}/`))
            return true;
    return false;
}
/** Left out on purpose: uploaded, excluded, or ignored the way helm packages a chart. */
function leftOutOnPurpose(candidate, facts) {
    const { path } = candidate;
    if (facts.uploaded(path))
        return true;
    if (excludedButRead(candidate, facts))
        return false;
    if (facts.isExcluded(path))
        return true;
    const skip = facts.skipped.get(path);
    if (skip === 'ignored by .helmignore')
        return !hiddenByChangedRules(path, facts);
    return skip === 'excluded';
}
function namedLikeIac(path, facts) {
    return ((0,classify/* kindByName */.vt)(path) !== undefined ||
        facts.isIncluded(path) ||
        posix_.basename(path) === 'Chart.yaml' ||
        (0,classify/* chartFolderOf */.yf)(path, facts.charts) !== undefined);
}
/** A path whose content decides: YAML/JSON, a `.template`, and whatever a kustomization reads. */
function readsContent(path, facts) {
    return (0,classify/* needsContentCheck */.BM)(path) || facts.kustomized?.has(path) === true;
}
/** A link named like IaC, which is judged when it points at a file that was uploaded. */
function isIacLink(candidate, facts) {
    const { path } = candidate;
    return candidate.type === 'link' && (namedLikeIac(path, facts) || readsContent(path, facts));
}
/**
 * A file named like IaC (its name alone decides: `*.tf`, a Dockerfile …) that was uploaded, whose
 * encoding is checked: discovery never reads such files, and the service reads UTF-8 only.
 */
function uploadedByName(candidate, facts) {
    const { path } = candidate;
    return candidate.type === 'file' && facts.uploaded(path) && (0,classify/* kindByName */.vt)(path) !== undefined;
}
/**
 * True when the rule needs the entry's bytes to decide: a YAML/JSON file discovery never read, a
 * link named like IaC (its bytes are its target), or an uploaded file named like IaC (to check
 * that it is UTF-8; only the pull request's changed files are ever asked about uploaded files).
 */
function needsContent(candidate, facts) {
    const { path } = candidate;
    if (uploadedByName(candidate, facts))
        return true;
    if (leftOutOnPurpose(candidate, facts) || excludedButRead(candidate, facts))
        return false;
    if (isIacLink(candidate, facts))
        return candidate.replacedFolder !== true;
    if (candidate.type !== 'file')
        return false;
    // An unparsable JSON file is read to tell whether any deployer could read it.
    if (facts.rejected.get(path) === 'unparsable')
        return /\.json$/i.test(path);
    if (namedLikeIac(path, facts) || !readsContent(path, facts) || facts.rejected.has(path))
        return false;
    const skip = facts.skipped.get(path);
    return skip !== 'git lfs pointer' && skip !== 'unreadable';
}
/**
 * True when the rule needs to know where the entry leads: a link not named like IaC (a link named
 * like IaC is judged by its bytes), or a special file (in the work tree, a submodule's folder).
 */
function needsTarget(candidate, facts) {
    if (leftOutOnPurpose(candidate, facts) || candidate.replacedFolder === true)
        return false;
    if (candidate.type === 'other')
        return true;
    return candidate.type === 'link' && !isIacLink(candidate, facts);
}
/** Why a link or submodule not named like IaC leaves IaC unjudged, or undefined when it does not. */
function linkReason(candidate, facts) {
    if (candidate.type === 'submodule')
        return 'submodule';
    if (candidate.type === 'other')
        return candidate.target === 'folder' ? 'submodule' : undefined;
    if (candidate.target === 'folder')
        return 'link to a folder';
    if (candidate.target === 'missing' && facts.linksMustResolve === true)
        return 'link out of the repository';
    return candidate.target === 'outside' ? 'link out of the repository' : undefined;
}
/**
 * True when a link's target (its bytes) is a file of the tree that was uploaded: that file was
 * judged where it is. A target outside the scanned folder, or never uploaded, was not.
 */
function pointsAtUploaded(path, target, facts) {
    if (target === undefined)
        return false;
    const to = posix_.normalize(posix_.join(posix_.dirname(path), Buffer.from(target).toString('utf8')));
    return !to.startsWith('../') && !posix_.isAbsolute(to) && facts.uploaded(to);
}
/** Refusals that leave a file not judged rather than not IaC: the reason each is named by. */
const JUDGING_REFUSALS = {
    unparsable: 'unparsable',
    ambiguous: 'ambiguous YAML',
    'kustomize input': 'kustomize input, not a resource',
};
/**
 * Why a refusal leaves a file not judged, if it does. A kustomization's input that holds no
 * resource counts on a pull request only: on other runs it would warn on every run of a healthy
 * repository that uses JSON 6902 patches.
 */
function judgingRefusal(category, facts) {
    if (category === undefined)
        return undefined;
    if (category === 'kustomize input' && facts.pullRequest !== true)
        return undefined;
    return JUDGING_REFUSALS[category];
}
/**
 * What the content says: IaC, why IaC-like content was not judged, or not IaC (unknown when
 * unread).
 */
function byContent(candidate, facts, content) {
    const { path } = candidate;
    if (!readsContent(path, facts))
        return undefined;
    if (facts.rejected.has(path))
        return judgingRefusal(facts.rejected.get(path), facts);
    // A file that cannot be read may be anything: fail closed.
    if (facts.skipped.get(path) === 'unreadable')
        return 'iac';
    if (content === undefined)
        return undefined;
    const kustomized = facts.kustomized?.has(path) === true;
    const verdict = (0,classify/* classifyContent */.CQ)(path, content, { kustomized });
    if ('kind' in verdict)
        return 'iac';
    return judgingRefusal(kustomized ? (0,kustomize_inputs/* asKustomizeInput */.Qp)(verdict.category) : verdict.category, facts);
}
/**
 * Why an IaC file was not uploaded, or undefined when it was, when it is not IaC, or when it was
 * left out on purpose. `content` is the entry's bytes when `needsContent` asked for them.
 */
function judgeCandidate(candidate, facts, content) {
    const { path } = candidate;
    // Uploaded, but in an encoding the service cannot read (UTF-16 from PowerShell's `>`): not judged.
    if (uploadedByName(candidate, facts) && content !== undefined && !(0,external_node_buffer_.isUtf8)(content))
        return 'unparsable';
    if (leftOutOnPurpose(candidate, facts))
        return undefined;
    if (excludedButRead(candidate, facts))
        return 'excluded, but read by IaC under path';
    if (candidate.type === 'file' && hiddenByChangedRules(path, facts))
        return 'ignored by .helmignore';
    const named = namedLikeIac(path, facts);
    if (candidate.type === 'link' || candidate.type === 'submodule') {
        if (candidate.replacedFolder === true)
            return 'link or submodule';
        if (!isIacLink(candidate, facts))
            return linkReason(candidate, facts);
        return pointsAtUploaded(path, content, facts) ? undefined : 'link or submodule';
    }
    if (candidate.type === 'other' && linkReason(candidate, facts) !== undefined)
        return 'submodule';
    const skip = facts.skipped.get(path);
    const pointer = skip === 'git lfs pointer' || (content !== undefined && (0,lfs_pointer/* isLfsPointer */.N)(content));
    const read = pointer ? undefined : byContent(candidate, facts, content);
    if (!named && !pointer && read === undefined)
        return undefined;
    if (!candidate.nameValid)
        return 'name a zip cannot carry';
    const never = (0,classify/* neverUploadReason */.qg)(path);
    if (never !== undefined && NEVER[never] !== undefined)
        return NEVER[never];
    if (pointer)
        return 'git lfs pointer';
    const packed = facts.notPacked.get(path);
    if (packed === 'too large')
        return 'larger than max-archive-size';
    if (read === 'unparsable')
        return unreadableByAnyDeployer(path, content) ? 'unreadable by any deployer' : 'unparsable';
    if (read !== undefined && read !== 'iac')
        return read;
    if (skip === 'unreadable' || packed === 'unreadable' || candidate.type === 'other')
        return 'unreadable';
    return 'not in the scanned files';
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/engine/change/references/chart-dependencies.ts
/**
 * The dependencies a Helm chart declares (`dependencies:` in `Chart.yaml`, or in `requirements.yaml`
 * for an `apiVersion: v1` chart): `repository: file://<path>` is a chart folder of the repository
 * that `helm dependency build` packs into this chart (a path relative to the chart), anything else
 * a chart fetched from a chart repository (`https://`, `oci://`, a repository alias `@name`).
 * A text that does not parse declares nothing here (helm refuses it too).
 */

/** The file names a chart declares its dependencies in. */
const CHART_DEPENDENCY_FILES = ['Chart.yaml', 'requirements.yaml'];
/** The dependencies a `Chart.yaml` (or `requirements.yaml`) text declares. */
function chartDependencies(text) {
    const doc = (0,dist/* parseDocument */.Tp)(text.replace(/^\uFEFF/, ''), { uniqueKeys: false });
    if (doc.errors.length > 0 || !(0,dist/* isMap */.jh)(doc.contents))
        return [];
    const list = doc.contents.get('dependencies', true);
    if (!(0,dist/* isSeq */.oP)(list))
        return [];
    const found = [];
    for (const item of list.items) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const text = (key) => {
            const node = item.get(key, true);
            return (0,dist/* isScalar */.jn)(node) && node.value !== null ? String(node.value) : undefined;
        };
        const name = text('name');
        const repository = text('repository');
        if (name === undefined || repository === undefined || repository === '')
            continue;
        const version = text('version');
        found.push({ name, repository, ...(version !== undefined && { version }) });
    }
    return found;
}
/** The path of a `file://` repository, relative to the chart; undefined for a remote one. */
function localChartPath(repository) {
    return repository.startsWith('file://') ? repository.slice('file://'.length) : undefined;
}

// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomization-references.ts
var kustomization_references = __webpack_require__(52533);
;// CONCATENATED MODULE: ./src/engine/change/references/remote-references.ts
/**
 * Code a deployer fetches from outside the repository, which no scan of the repository reads: a
 * Terraform module from a git host, an archive or a registry, a kustomize resource at a URL, a
 * Dockerfile's `# syntax=` frontend image (BuildKit runs it, and it decides what the instructions
 * mean), a Helm dependency or a kustomize `helmCharts` chart from a chart repository. Each address
 * is told apart by how firmly it names what is fetched:
 *
 * - `pinned`: a commit id (`?ref=<40 hex>`), an image digest (`@sha256:`), an archive checksum
 *   (`?checksum=`), or an exact version of a registry module or chart;
 * - `versioned`: a version-like tag (`?ref=v1.2.3`), a version constraint (`~> 5.0`), or the
 *   standard Dockerfile frontend (`docker/dockerfile:1`);
 * - `unpinned`: a branch (any ref that is neither a commit id nor named like a version), no ref
 *   (the default branch), no version, or an image tag of anyone else's frontend: what is fetched
 *   can change after review, by whoever owns the address.
 *
 * Pure: the caller reads the files and decides what each level means for the gate.
 */
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
const VERSION_TAG = /^v?\d+(?:\.\d+){0,3}(?:[-+][0-9A-Za-z.-]+)?$/;
const EXACT_VERSION = /^=?\s*v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
/** A host name at the start of an address without a scheme: `github.com/…`, `gitlab.example.org/…`. */
const HOST_FIRST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\//i;
/** An address with a scheme, an scp-like git address, or go-getter's forced getter (`git::`). */
const SCHEMED = /^(?:[a-z][a-z0-9+.-]*::)?(?:[a-z][a-z0-9+.-]*:\/\/|git@|ssh:)/i;
/** The value of a query parameter of an address (`ref`, `version`, `checksum`). */
function queryValue(address, name) {
    const query = address.slice(address.indexOf('?') + 1);
    if (!address.includes('?'))
        return undefined;
    for (const pair of query.split('&')) {
        const [key, value = ''] = pair.split('=');
        if (key === name)
            return decodeURIComponentSafe(value);
    }
    return undefined;
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** How a git ref pins what is fetched. */
function pinOfRef(address, ref) {
    if (ref === undefined || ref === '')
        return { address, pin: 'unpinned', detail: 'no ref, so the default branch' };
    if (COMMIT.test(ref))
        return { address, pin: 'pinned', detail: `ref=${ref}, a commit` };
    if (VERSION_TAG.test(ref))
        return { address, pin: 'versioned', detail: `ref=${ref}, a version tag` };
    return {
        address,
        pin: 'unpinned',
        detail: `ref=${ref}, a branch (or a tag not named like a version)`,
    };
}
/** True for an address fetched from elsewhere: a scheme, `git@`, `git::`, or a host name first. */
function isRemoteAddress(address) {
    return SCHEMED.test(address) || HOST_FIRST.test(address) || /^[a-z0-9]+::/i.test(address);
}
/** An address that fetches a git repository (rather than an archive or a single file). */
function isGitAddress(address) {
    return (/^git::|^git@|^ssh:|^git:\/\//i.test(address) ||
        /^(?:https?:\/\/)?(?:github\.com|gitlab\.com|bitbucket\.org)\//i.test(address) ||
        /\.git(?:$|[/?])/i.test(address));
}
/** A Terraform module source that is not local (`./`, `../`), with its `version` if any. */
function moduleAddress(source, version) {
    if (source.includes('${'))
        return { address: source, pin: 'unpinned', detail: 'written with an interpolation' };
    if (isGitAddress(source) || /^hg::/i.test(source))
        return pinOfRef(source, queryValue(source, 'ref'));
    const checksum = queryValue(source, 'checksum');
    if (SCHEMED.test(source) || /^(?:s3|gcs)::/i.test(source))
        return checksum !== undefined
            ? { address: source, pin: 'pinned', detail: 'an archive with a checksum' }
            : { address: source, pin: 'unpinned', detail: 'an archive at an address, with no checksum' };
    // A registry address (`namespace/name/provider`, a host first for a private registry).
    if (version === undefined)
        return {
            address: source,
            pin: 'unpinned',
            detail: 'a registry module with no version: the newest',
        };
    return EXACT_VERSION.test(version.trim())
        ? { address: source, pin: 'pinned', detail: `version ${version}` }
        : { address: source, pin: 'versioned', detail: `version constraint ${version}` };
}
/** A kustomize reference to a remote target (a git repository, or a file at a URL). */
function kustomizeAddress(reference) {
    const ref = queryValue(reference, 'ref') ?? queryValue(reference, 'version');
    if (isGitAddress(reference) ||
        ref !== undefined ||
        /\/\//.test(reference.replace(/^[a-z]+:\/\//i, '')))
        return pinOfRef(reference, ref);
    // A single file at a URL: pinned only when its path names a commit.
    return reference.split(/[/?#]/).some((part) => COMMIT.test(part))
        ? { address: reference, pin: 'pinned', detail: 'a file at a commit' }
        : { address: reference, pin: 'unpinned', detail: 'a file at a URL, not at a commit' };
}
/** The images Docker publishes as the standard Dockerfile frontend. */
const STANDARD_FRONTEND = /^(?:docker\.io\/)?docker\/dockerfile(?:-upstream)?(?::[\w.-]+)?$/i;
/** A Dockerfile `# syntax=` frontend image. */
function frontendAddress(image) {
    if (/@sha256:[0-9a-f]{64}$/i.test(image))
        return { address: image, pin: 'pinned', detail: 'an image digest' };
    if (STANDARD_FRONTEND.test(image))
        return { address: image, pin: 'versioned', detail: "Docker's standard frontend, by tag" };
    return {
        address: image,
        pin: 'unpinned',
        detail: "an image tag, not Docker's standard frontend: its owner decides what the instructions mean",
    };
}
/** A chart from a chart repository (a Helm dependency, a kustomize `helmCharts` entry). */
function chartAddress(repository, name, version) {
    const address = `${repository.replace(/\/+$/, '')}/${name}`;
    if (version === undefined || version.trim() === '')
        return { address, pin: 'unpinned', detail: 'no version: the newest' };
    return EXACT_VERSION.test(version.trim())
        ? { address, pin: 'pinned', detail: `version ${version}` }
        : { address, pin: 'versioned', detail: `version range ${version}` };
}
/**
 * A Dockerfile's `# syntax=` parser directive: parser directives stand before any instruction,
 * comment or blank line, one per line (`# key=value`, the key in any case).
 */
function dockerfileSyntax(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    for (const line of body.split(/\r?\n/)) {
        const directive = /^#[ \t]*([A-Za-z_]+)[ \t]*=[ \t]*(\S*)[ \t]*$/.exec(line);
        if (!directive)
            return undefined;
        if (directive[1]?.toLowerCase() === 'syntax')
            return directive[2] === '' ? undefined : directive[2];
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/change/references/terraform-sources.ts
/**
 * The modules a Terraform file calls: each `module "<name>" { source = "…", version = "…" }`, read
 * from HCL (`.tf`) or its JSON form (`.tf.json`). The reading is lexical and bounded (one pass, no
 * evaluation): a block is found by its header at a line start, its body to the matching brace
 * (strings, comments and heredocs skipped), and `source`/`version` at its top level. A source
 * written with an interpolation cannot be followed and is kept as written (the caller decides).
 */
const MODULE_HEADER = /^[ \t]*module[ \t]+"((?:[^"\\\n]|\\.)*)"[ \t]*\{/gm;
const ATTRIBUTE = (name) => new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*"((?:[^"\\\\\\n]|\\\\.)*)"`, 'm');
/** The string, comment or heredoc that starts at `i`, if one does: braces inside it are text. */
function lexemeAt(text, i) {
    const c = text[i];
    if (c === '"') {
        let j = i + 1;
        while (j < text.length && text[j] !== '"' && text[j] !== '\n')
            j += text[j] === '\\' ? 2 : 1;
        return { kind: 'string', end: Math.min(j + 1, text.length) };
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) {
        const end = text.indexOf('\n', i);
        return { kind: 'comment', end: end < 0 ? text.length : end };
    }
    if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        return { kind: 'comment', end: end < 0 ? text.length : end + 2 };
    }
    if (c === '<' && text.startsWith('<<', i)) {
        const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)[ \t]*\n/.exec(text.slice(i, i + 80));
        if (!heredoc)
            return undefined;
        const close = new RegExp(`^[ \\t]*${heredoc[1]}[ \\t]*$`, 'm');
        const found = close.exec(text.slice(i + heredoc[0].length));
        const end = found ? i + heredoc[0].length + found.index + found[0].length : text.length;
        return { kind: 'heredoc', end };
    }
    return undefined;
}
/** Where the block whose `{` is just before `from` ends (at its `}`), skipping strings and comments. */
function blockEnd(text, from) {
    let depth = 1;
    for (let i = from; i < text.length;) {
        const lexeme = lexemeAt(text, i);
        if (lexeme) {
            i = lexeme.end;
            continue;
        }
        if (text[i] === '{')
            depth += 1;
        else if (text[i] === '}' && --depth === 0)
            return i;
        i += 1;
    }
    return text.length;
}
/**
 * The body's top level only: nested blocks, comments and heredocs blanked out (their line breaks
 * kept), so only what Terraform reads as this block's own attributes is read. A brace inside a
 * string or a heredoc is text, as the block's end is found.
 */
function topLevel(body) {
    let out = '';
    let depth = 0;
    for (let i = 0; i < body.length;) {
        const lexeme = lexemeAt(body, i);
        if (lexeme) {
            const span = body.slice(i, lexeme.end);
            out += depth === 0 && lexeme.kind === 'string' ? span : span.replace(/[^\n]/g, '');
            i = lexeme.end;
            continue;
        }
        const c = body[i];
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth = Math.max(0, depth - 1);
        else if (depth === 0 || c === '\n')
            out += c;
        i += 1;
    }
    return out;
}
function unquote(text) {
    return text.replace(/\\(.)/g, '$1');
}
/** The module calls of an HCL file. */
function hclModuleCalls(text) {
    const calls = [];
    for (const header of text.matchAll(MODULE_HEADER)) {
        const start = header.index + header[0].length;
        const body = topLevel(text.slice(start, blockEnd(text, start)));
        const source = ATTRIBUTE('source').exec(body)?.[1];
        if (source === undefined)
            continue;
        const version = ATTRIBUTE('version').exec(body)?.[1];
        calls.push({
            name: unquote(header[1] ?? ''),
            source: unquote(source),
            ...(version !== undefined && { version: unquote(version) }),
        });
    }
    return calls;
}
/** The module calls of a `.tf.json` file (`{"module": {"<name>": {"source": …}}}`, or a list). */
function jsonModuleCalls(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return [];
    }
    const modules = value?.module;
    const blocks = Array.isArray(modules) ? modules : [modules];
    const calls = [];
    for (const block of blocks) {
        if (typeof block !== 'object' || block === null)
            continue;
        for (const [name, raw] of Object.entries(block)) {
            for (const body of Array.isArray(raw) ? raw : [raw]) {
                const { source, version } = (body ?? {});
                if (typeof source !== 'string')
                    continue;
                calls.push({ name, source, ...(typeof version === 'string' && { version }) });
            }
        }
    }
    return calls;
}
/** The module calls of a Terraform file, by its name (`.tf.json` is JSON, anything else HCL). */
function moduleCalls(path, text) {
    return /\.tf\.json$/i.test(path) ? jsonModuleCalls(text) : hclModuleCalls(text);
}
/** True for a local module source: Terraform reads `./…` and `../…` in place, never fetched. */
function isLocalSource(source) {
    return source.startsWith('./') || source.startsWith('../');
}
/** True for a Terraform file by name (`*.tf`, `*.tf.json`, OpenTofu's `*.tofu`). */
function isTerraformFile(path) {
    return /\.(?:tf|tofu)(?:\.json)?$/.test(path);
}

;// CONCATENATED MODULE: ./src/engine/change/references/reference-graph.ts
/**
 * What the deployed code under the scanned folder reads from out of it, followed as its deployers
 * follow it, in the scanned commit: a kustomization's resources, components and patches (a folder
 * is another kustomization, read for its own references), a Terraform module's local module calls
 * (`source = "../modules/net"`, read in place), a Helm chart's `file://` dependencies and the local
 * charts a kustomization inflates (`helmCharts` under `helmGlobals.chartHome`). The walk is
 * transitive, breadth first, each path once (cycles end there), and bounded (`MAX_FOLLOWED`):
 * past the bound it is `exhausted` and the caller fails closed. A reference that leads back under
 * the scanned folder ends there (what is there is judged there), one that leaves the repository or
 * is remote leads to nothing a change in the repository holds.
 *
 * What is read: a kustomization reads its own file and exactly what it references (`files`); a
 * Terraform module or a Helm chart reads its folder (`folders`: every file below it, documentation
 * aside, since `file()`, `templatefile()` and a chart's `.Files` read any name).
 */






/** Paths followed, at most: a bound on the work, far past real repositories' graphs. */
const MAX_FOLLOWED = 400;
/** True for `path` at or under `folder` (`''`, the top, holds every path). */
function isUnder(folder, path) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/**
 * A path written relative to `from` (a folder), repository-relative; undefined when it leaves the
 * repository, is absolute or remote. go-getter's `//` (a subfolder of what is fetched) is a plain
 * folder locally.
 */
function resolveReference(from, written) {
    if (written === '' || posix_.isAbsolute(written) || isRemoteAddress(written))
        return undefined;
    const joined = posix_.normalize(posix_.join(from === '' ? '.' : from, written.replace(/\/\/+/g, '/')));
    const clean = joined.replace(/\/+$/, '');
    if (clean === '..' || clean.startsWith('../'))
        return undefined;
    return clean === '.' ? '' : clean;
}
/** Walks the references out of `folder` in `commit` (see the module's comment). */
async function walkReferences(commit, seeds, folder) {
    const read = { files: new Map(), folders: new Map(), exhausted: false };
    const all = await commit.files();
    const seen = new Set();
    let queue = [...seeds];
    while (queue.length > 0) {
        const next = [];
        for (const reference of queue) {
            const { target } = reference;
            if (seen.has(target) || (folder !== '' && isUnder(folder, target)))
                continue;
            if (seen.size >= MAX_FOLLOWED)
                return { ...read, exhausted: true };
            seen.add(target);
            next.push(...(await follow(commit, all, reference, read)));
        }
        queue = next;
    }
    return read;
}
/** Records what one reference leads to, and returns the references found there. */
async function follow(commit, all, reference, read) {
    const { target, kind } = reference;
    if (all.has(target)) {
        read.files.set(target, kind);
        return [];
    }
    const inside = (name) => (target === '' ? name : `${target}/${name}`);
    const kustomization = [...kustomize_inputs/* KUSTOMIZATION_NAMES */.H7].map(inside).find((path) => all.has(path));
    if (kind === 'kustomize' && kustomization !== undefined) {
        read.files.set(kustomization, 'kustomize');
        const text = (await commit.read([kustomization])).get(kustomization) ?? '';
        return (0,kustomization_references/* kustomizationReferences */.q)(text).flatMap((written) => {
            const to = resolveReference(target, written);
            return to === undefined ? [] : [{ kind: 'kustomize', target: to }];
        });
    }
    if (all.has(inside('Chart.yaml'))) {
        read.folders.set(target, 'helm chart');
        const texts = await commit.read(CHART_DEPENDENCY_FILES.map(inside));
        return [...texts.values()].flatMap((text) => chartDependencies(text ?? '').flatMap((dependency) => {
            const path = localChartPath(dependency.repository);
            const to = path === undefined ? undefined : resolveReference(target, path);
            return to === undefined ? [] : [{ kind: 'helm chart', target: to }];
        }));
    }
    read.folders.set(target, kind);
    if (kind !== 'terraform module')
        return [];
    const sources = (await commit.filesIn(target)).filter(isTerraformFile);
    const texts = await commit.read(sources);
    return sources.flatMap((file) => moduleCalls(file, texts.get(file) ?? '').flatMap((call) => {
        const to = isLocalSource(call.source) ? resolveReference(target, call.source) : undefined;
        return to === undefined ? [] : [{ kind: 'terraform module', target: to }];
    }));
}

;// CONCATENATED MODULE: ./src/engine/change/references/references-from-path.ts
/**
 * The references the deployed code under the scanned folder writes, as repository paths: what
 * its kustomizations name (discovery read them: `kustomize.outside`, local `helmCharts` folders
 * included), the local modules its Terraform files call (`source = "./…"`, `"../…"`) and the
 * `file://` dependencies its charts declare. Reading the Terraform files and the charts'
 * `Chart.yaml` costs one read each, so the caller asks only when a change could reach one. A file
 * that cannot be read references nothing here (discovery reported it).
 */




const scanRelative = (folder, path) => folder === '' ? path : path.slice(folder.length + 1);
/** The references out of the scanned folder and the module folders in it (see the module's comment). */
async function readPathReferences(input) {
    const { folder } = input;
    const inRepository = (relative) => (folder === '' ? relative : `${folder}/${relative}`);
    const outside = [];
    const moduleFolders = new Set();
    const add = (kind, target) => {
        if (target === undefined)
            return;
        if (isUnder(folder, target)) {
            if (kind === 'terraform module')
                moduleFolders.add(scanRelative(folder, target));
        }
        else
            outside.push({ kind, target });
    };
    for (const reference of input.kustomizeOutside)
        add('kustomize', resolveReference(folder, reference.target));
    const texts = await Promise.all(input.terraformFiles.map((file) => input.readFile(file)));
    input.terraformFiles.forEach((file, i) => {
        const bytes = texts[i];
        if (bytes === undefined)
            return;
        const dir = posix_.dirname(file);
        const from = dir === '.' ? folder : inRepository(dir);
        for (const call of moduleCalls(file, Buffer.from(bytes).toString('utf8')))
            if (isLocalSource(call.source))
                add('terraform module', resolveReference(from, call.source));
    });
    for (const chart of input.charts) {
        const files = CHART_DEPENDENCY_FILES.map((name) => (chart === '.' ? name : `${chart}/${name}`));
        const read = await Promise.all(files.map((file) => input.readFile(file)));
        for (const bytes of read) {
            if (bytes === undefined)
                continue;
            for (const dependency of chartDependencies(Buffer.from(bytes).toString('utf8'))) {
                const path = localChartPath(dependency.repository);
                const from = chart === '.' ? folder : inRepository(chart);
                if (path !== undefined)
                    add('helm chart', resolveReference(from, path));
            }
        }
    }
    return { outside, moduleFolders };
}

;// CONCATENATED MODULE: ./src/engine/change/unjudged.ts
/**
 * Reasons that are notices, not errors: a dangling link's target is in no commit, and a file no
 * deployer can parse deploys nothing. Listed apart (`Unjudged.notices`), never gating.
 */
const NOTICE_REASONS = new Set([
    'dangling link',
    'unreadable by any deployer',
]);
/** What makes each kind of file judged, in the words of the surface the scan runs from. */
function unjudgedFixes(k) {
    const include = k.setting('include');
    const exclude = k.setting('exclude');
    return {
        'secret-like name': `rename it: a file named like a secret (.env*, *.pem, *.key, credentials…) is never uploaded, whatever ${include} says`,
        'terraform state': 'rename it: Terraform state (*.tfstate, *.tfstate.backup) is never uploaded',
        'built-in folder': `move it out of node_modules/, .terraform/ and .git/: those folders are never scanned, whatever ${include} says`,
        'larger than max-archive-size': `raise ${k.setting('max-archive-size')} (at most 4400000), or split the file`,
        unparsable: `make it parse as its own tooling reads it (saved as UTF-8, not UTF-16, and checked out as UTF-8: no working-tree-encoding attribute in .gitattributes; YAML nested deeper than the parser reads or aliases past its limit, JSON that is not valid), or add it to ${exclude} if it is not IaC`,
        'ambiguous YAML': `write it so that every YAML reader reads it alike (no duplicate keys, no << merge keys and no tags on its top-level keys or on apiVersion, kind, AWSTemplateFormatVersion or $schema: kubectl keeps the last duplicate key and lets a merge overwrite), or add it to ${exclude} if it is not IaC`,
        'kustomize input, not a resource': `a kustomization builds this file into what it deploys, but it holds no resource the service can judge on its own (a JSON 6902 patch, for instance): write it as a strategic-merge patch (apiVersion, kind, metadata), or add it to ${exclude} to accept it unjudged`,
        'kustomize input out of path': `a kustomization under ${k.scanned} builds this into what it deploys, but it lies outside ${k.scanned}, so this run does not scan it: ${k.widenScanned}`,
        'terraform module out of path': `a Terraform module under ${k.scanned} calls this module (source = "../…"), which Terraform reads in place, but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the module')}`,
        'helm chart out of path': `a chart under ${k.scanned} depends on this chart (repository: file://…), or a kustomization under ${k.scanned} inflates it (helmCharts under helmGlobals.chartHome), but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the chart')}`,
        'excluded, but read by IaC under path': `${exclude} leaves out files, not what IaC under ${k.scanned} reads: a kustomization references this file, or a Terraform module block uses its folder, so it is deployed unjudged; drop the reference, or narrow ${exclude} so that it no longer matches`,
        'remote code, unpinned': 'this change makes the deployer fetch code from outside the repository that no scan reads, at an address whose content can change after review (a branch, no ref, no version, or an image tag of a third-party Dockerfile frontend): pin it to a commit id (?ref=<40 hex>), an exact version or an image digest, and it is listed as a notice instead',
        'name a zip cannot carry': 'rename it: a name with a tab, a line break, a backslash, another control character or bytes that are not UTF-8 cannot be uploaded',
        'git lfs pointer': `fetch the LFS objects before the scan (${k.lfs}), or keep IaC out of Git LFS: ${k.readsGitObjects} reads git objects, where only the pointer is`,
        'link or submodule': `commit the files themselves, or point the link at a file under ${k.scanned} that is scanned: links and submodules are never followed`,
        'ignored by .helmignore': "this pull request also changes the chart's .helmignore or Chart.yaml, which newly leaves the file out (the base's rules did not): drop that .helmignore line, or land the .helmignore on the base branch first",
        submodule: `vendor the module's files (commit them under ${k.scanned}), or scan the submodule in its own repository: submodules are never followed`,
        'link to a folder': `make the link a real folder (commit its files under ${k.scanned}): links are never followed, so the IaC in the folder it points at is not scanned through it`,
        'link out of the repository': `commit the files themselves under ${k.scanned}: a link that leaves the repository (or that git cannot follow) is never followed, and what it points at is not judged`,
        unreadable: "make it readable by the runner's user",
        'not in the scanned files': 'keep the file in the workspace: an earlier step removed it or made git ignore it',
        'scanned folder removed': `${k.scannedFolder} is gone in this pull request: if that is meant, ${k.changeScanned}`,
        'scanned folder replaced': `${k.scannedFolder} is a link, a file or a submodule in this pull request, which is never followed: keep it a folder`,
        'dangling link': 'nothing to do: the link points at a path the repository does not have (each user creates it), so no change holds what it points at; commit the target if it is meant to be deployed',
        'unreadable by any deployer': "nothing to do if it is documentation: neither strict JSON nor ARM's lenient JSON reads it, so no tool can deploy it; if it is meant to be deployed, make it valid JSON",
    };
}
/** Knobs with no words: only to list the reasons. */
const WORDLESS = {
    setting: () => '',
    scanned: '',
    scannedFolder: '',
    changeScanned: '',
    widenScanned: '',
    scanElsewhere: () => '',
    lfs: '',
    readsGitObjects: '',
    base: { noCheckout: '', fetchCommit: '', fetchRef: '', noGit: '', fetchTip: '', isHead: '' },
};
/** Every reason the rule gives, once (the keys of its fixes): what a saved report may say. */
const UNJUDGED_REASONS = Object.keys(unjudgedFixes(WORDLESS));
/** The unjudged files and notices with their fixes worded in the surface's words. */
function adviseUnjudged(unjudged, knobs) {
    const fixes = unjudgedFixes(knobs);
    const advise = (f) => ({ ...f, fix: fixes[f.reason] });
    return {
        ...unjudged,
        files: unjudged.files.map(advise),
        ...(unjudged.notices && { notices: unjudged.notices.map(advise) }),
    };
}
/** The files as gating (or warned) files and notices, by their reasons. */
function splitNotices(files) {
    return {
        files: files.filter((f) => !NOTICE_REASONS.has(f.reason)),
        notices: files.filter((f) => NOTICE_REASONS.has(f.reason)),
    };
}
/**
 * An unjudged file. Its fix is worded once the surface is known (`adviseUnjudged`), or here from
 * its knobs.
 */
function unjudgedFile(path, reason, knobs) {
    return { path, reason, fix: knobs === undefined ? '' : unjudgedFixes(knobs)[reason] };
}

;// CONCATENATED MODULE: ./src/engine/change/judge-candidates.ts
/**
 * The unjudged rule's shared machinery: the options a run passes, the facts of the scanned tree
 * (what discovery and packing decided), the whole tree's candidates, and judging a set of
 * candidates by reading what their names do not decide and asking where links lead. The ways of
 * choosing candidates (a pull request's changes from git, a platform's list of them, the whole
 * tree) are in `find-unjudged.ts`.
 */






const SKIP_TYPES = {
    symlink: 'link',
    'not a regular file': 'other',
};
function chartsOf(discovery) {
    const charts = discovery.files.filter((f) => f.unit.startsWith('helm:'));
    return new Set(charts.map((f) => f.unit.slice('helm:'.length)));
}
/** The facts of the scanned tree, by path relative to the scanned folder. */
function factsOf(options, scope = {}) {
    const { changed, hidden, moduleFolders } = scope;
    const { head, scanPath } = options;
    const prefix = scanPath === '.' ? '' : `${scanPath}/`;
    const local = (workspacePath) => workspacePath.slice(prefix.length);
    const chosen = new Set(head.discovery.files.map((file) => file.path));
    const skipped = new Map();
    for (const [reason, paths] of head.discovery.skipped)
        for (const path of paths)
            skipped.set(path, reason);
    return {
        uploaded: (relative) => chosen.has(`${prefix}${relative}`) && !head.notPacked?.has(`${prefix}${relative}`),
        isIncluded: (0,classify/* compilePatterns */.xi)(options.include),
        isExcluded: (0,classify/* compilePatterns */.xi)(options.exclude),
        skipped,
        rejected: new Map(head.discovery.rejected.map((r) => [r.path, r.category])),
        notPacked: new Map([...(head.notPacked ?? [])].map(([path, why]) => [local(path), why])),
        charts: chartsOf(head.discovery),
        ...(changed !== undefined && { changed }),
        ...(hidden !== undefined && { hiddenOnBase: hidden }),
        ...(moduleFolders !== undefined && { moduleFolders }),
        kustomized: head.discovery.kustomize?.files ?? new Set(),
        pullRequest: options.range.kind === 'pull request',
        linksMustResolve: options.range.kind === 'pull request',
    };
}
/** Every path discovery and packing saw and did not upload: the whole-tree candidates. */
function treeCandidates(facts) {
    const paths = new Set([
        ...facts.skipped.keys(),
        ...facts.rejected.keys(),
        ...facts.notPacked.keys(),
    ]);
    return [...paths].sort().flatMap((path) => {
        const skip = facts.skipped.get(path);
        if (skip === 'unreadable folder')
            return [];
        const type = SKIP_TYPES[skip ?? ''] ?? 'file';
        return [{ path, nameValid: skip !== 'name is not valid UTF-8', type }];
    });
}
/** The workspace-relative path of a path relative to the scanned folder. */
function workspacePath(scanPath, relative) {
    return scanPath === '.' ? relative : `${scanPath}/${relative}`;
}
/**
 * Judges each candidate, reading the bytes of those whose names do not decide, and asking where
 * the links and special files lead.
 */
async function unjudgedOf(candidates, options, readers, scope = {}) {
    const facts = factsOf(options, scope);
    const wanted = candidates.filter((c) => needsContent(c, facts));
    const bytes = await readers.read(wanted);
    const contents = new Map(wanted.map((c, i) => [c, bytes[i]]));
    const links = candidates.filter((c) => needsTarget(c, facts));
    const leads = await readers.probe(links.map((c) => c.path));
    const targets = new Map(links.map((c, i) => [c, leads[i]]));
    return candidates.flatMap((candidate) => {
        const target = targets.get(candidate);
        const judged = target === undefined ? candidate : { ...candidate, target };
        const reason = judgeCandidate(judged, facts, contents.get(candidate));
        return reason ? [unjudgedFile(workspacePath(options.scanPath, candidate.path), reason)] : [];
    });
}
/** The scanned folder, repository-relative, as the workspace names it (never through a link). */
async function repositoryFolder(options) {
    const location = await (0,git_tree/* locateFolder */.$c)(options.git, options.workspace);
    if (!location)
        throw new Error('the workspace is not in a git checkout');
    const parts = [location.folder, options.scanPath === '.' ? '' : options.scanPath];
    return parts.filter((part) => part !== '').join('/');
}
/**
 * The links the pull request left alone that lead to something it changed out of the scanned
 * folder, judged as links are (a link named like IaC by its text, any other by its target).
 */
async function linksBehindUnjudged(behind, options, changed) {
    const facts = factsOf(options, { changed });
    const { git, scanRoot } = options;
    const texts = await readBlobs(git, scanRoot, behind.map((link) => link.objectId));
    return behind.flatMap((link, i) => {
        const candidate = { ...link, type: 'link', target: link.target };
        const reason = judgeCandidate(candidate, facts, texts[i]);
        return reason ? [unjudgedFile(workspacePath(options.scanPath, link.path), reason)] : [];
    });
}
/** Every path discovery and packing saw and did not upload, and every link and submodule. */
async function wholeTree(options) {
    const seen = treeCandidates(factsOf(options));
    const known = new Set(seen.map((c) => c.path));
    // A tree git cannot list has failed discovery already (that is the run's error): its links too.
    const listed = await options.listLinks().catch(() => []);
    const links = listed.filter((link) => !known.has(link.path));
    return [...seen, ...links].sort((a, b) => (a.path < b.path ? -1 : 1));
}
function treeReaders(options) {
    return {
        read: (wanted) => Promise.all(wanted.map((c) => options.readFile(c.path))),
        // Where a link leads, when git cannot say, is unknown: it counts (fail closed).
        probe: (relatives) => options.probeTargets(relatives).catch(() => relatives.map(() => 'outside')),
    };
}
/**
 * The references the deployed code under the scanned folder writes (`references-from-path.ts`):
 * its kustomizations', its Terraform files' local module calls, its charts' `file://` dependencies.
 * Reads every Terraform file and `Chart.yaml` under the folder: ask only when a change could reach
 * one. `folder` is the scanned folder, repository-relative.
 */
function pathReferences(options, folder) {
    const { head, scanPath } = options;
    const prefix = scanPath === '.' ? '' : `${scanPath}/`;
    return readPathReferences({
        folder,
        kustomizeOutside: head.discovery.kustomize?.outside ?? [],
        terraformFiles: head.discovery.files
            .filter((file) => file.kind === 'terraform' && file.path.startsWith(prefix))
            .map((file) => file.path.slice(prefix.length)),
        charts: chartsOf(head.discovery),
        readFile: options.readFile,
    });
}

;// CONCATENATED MODULE: ./src/engine/change/links/link-resolver.ts
/**
 * Where the links of one commit lead, pure: each link's text is walked one part at a time from its
 * folder, following every link of the whole tree met on the way (as the kernel would, `..` after
 * the link before it), and stopping at a submodule (its inside is another repository's).
 *
 * Invariants a newcomer should know:
 * - Each link is resolved once (memoised), so work grows with the tree, never with the paths
 *   through it: links `l_k -> l_{k-1}/l_{k-1}` cost one step each, not 2^k.
 * - Follows are counted as the kernel counts them (a memoised link still adds all the follows its
 *   own resolution took); past {@link MAX_LINK_FOLLOWS} the link is `exhausted`, as is a loop, and
 *   so is every link once {@link MAX_RESOLUTION_STEPS} steps are spent on the tree. The caller
 *   counts an exhausted link (fail closed): where it leads was not worked out.
 * - Every resolution lists the links it passed, so a link the pull request retargeted on the way
 *   is seen even when the final target is not a change.
 */

/** Follows one link may take, as the kernel's own limit (`ELOOP` past 40). */
const MAX_LINK_FOLLOWS = 40;
/** Path parts walked over the whole tree before every unresolved link counts as exhausted. */
const MAX_RESOLUTION_STEPS = 100_000;
/**
 * A resolver over `texts` (every link of the tree by repository path, with its text) and
 * `submodules` (every gitlink's path). A path that is not a link resolves to itself.
 */
function createLinkResolver(texts, submodules = new Set()) {
    const memo = new Map();
    let steps = 0;
    function walk(start, text, follows) {
        const passed = [];
        if (posix_.isAbsolute(text))
            return { kind: 'outside', passed };
        let stack = start;
        const parts = text.split('/');
        for (let i = 0; i < parts.length; i++) {
            const part = parts[i] ?? '';
            if (++steps > MAX_RESOLUTION_STEPS)
                return { kind: 'exhausted', passed };
            if (part === '' || part === '.')
                continue;
            if (part === '..') {
                if (stack.length === 0)
                    return { kind: 'outside', passed };
                stack = stack.slice(0, -1);
                continue;
            }
            stack = [...stack, part];
            const at = stack.join('/');
            // Inside a submodule is another repository: the submodule itself is what it leads to.
            if (submodules.has(at))
                return { kind: 'path', to: at, follows, passed };
            if (!texts.has(at))
                continue;
            const through = resolve(at);
            passed.push(at, ...through.passed);
            if (through.kind !== 'path')
                return { ...through, passed };
            follows += through.follows;
            if (follows > MAX_LINK_FOLLOWS)
                return { kind: 'exhausted', passed };
            stack = through.to === '' ? [] : through.to.split('/');
        }
        return { kind: 'path', to: stack.join('/'), follows, passed };
    }
    function resolve(link) {
        const known = memo.get(link);
        if (known === 'in progress')
            return { kind: 'exhausted', passed: [] };
        if (known !== undefined)
            return known;
        const text = texts.get(link);
        if (text === undefined)
            return { kind: 'path', to: link, follows: 0, passed: [] };
        memo.set(link, 'in progress');
        const folder = posix_.dirname(link);
        const result = walk(folder === '.' ? [] : folder.split('/'), text, 1);
        memo.set(link, result);
        return result;
    }
    return { resolve, steps: () => steps };
}

;// CONCATENATED MODULE: ./src/engine/change/links/links-behind.ts
/**
 * Links the pull request did not touch that lead to something it changed (issue 31): the base has
 * `infra/modules/edge -> ../../platform/edge`, used as a module, and the pull request changes only
 * `platform/edge/main.tf`. Links are never followed, so that change reaches the deployed code through
 * `path` without any scan reading it. Each link under the scanned folder of the scanned commit is
 * resolved by its text through every link and submodule of the commit's whole tree
 * (`link-resolver.ts`), and it is a candidate when a changed path stands at its final target,
 * above it (a bumped submodule, a folder replaced by a link) or under it, or at any link passed on
 * the way (a link the fork retargeted), out of the folder. Inside the folder too (issue 39): the
 * base has `infra/network/extra.tf -> extra.txt` and the pull request changes only `extra.txt`,
 * which Terraform loads as `.tf` through the link while discovery reads it by its own name; a link
 * whose final target inside the folder is a file the pull request changed is a candidate (the rule
 * then stays silent when that file was uploaded). A folder inside is judged where it is, file by
 * file. A link that leaves the repository through links the pull request left alone leads to
 * nothing it can change; one whose resolution was not worked out (a loop, more follows than the
 * kernel allows) counts. A change to documentation in a folder a link leads to (a README, a
 * licence, pictures: `documentation.ts`) is read by no deployer and does not count. Git is asked
 * twice at most, in batches (one `ls-tree` of the whole tree, one read of the links' texts), and
 * only when the pull request changed something. A git failure throws: the caller fails closed.
 */







/** Modes of a regular file, or a deletion (`000000`): a target there is no folder. */
const FILE_MODES = new Set(['100644', '100755', '000000']);
/**
 * The resolver over a commit's tree as `git ls-tree -r` listed it (`listing`): the text of every
 * link in `links`, read in one batch, and every gitlink, so a path through a submodule is known.
 */
async function treeLinkResolver(git, cwd, listing, links) {
    const bytes = await readBlobs(git, cwd, links.map((l) => l.objectId));
    const texts = new Map(links.map((l, i) => [l.path, Buffer.from(bytes[i] ?? []).toString('utf8')]));
    const submodules = new Set(parseTreeLinks(listing, '160000').map((s) => s.path));
    return createLinkResolver(texts, submodules);
}
/**
 * Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`), keeping those of `mode`: the
 * links (`120000`), or the submodules (`160000`, `objectId` then their commit).
 */
function parseTreeLinks(output, mode = '120000') {
    return (0,git_output/* parseLsTree */.$v)(output).flatMap((entry) => {
        if (entry.mode !== mode || !(0,git_git/* isObjectId */.TS)(entry.objectId))
            return [];
        const name = (0,file_names/* readName */.MQ)(entry.name);
        return [{ path: name.text, nameValid: name.valid, objectId: entry.objectId }];
    });
}
/** The changed path at, above or under `to` (outside `folder`), and what `to` then is. */
function changeAt(to, folder, changed) {
    const mode = changed.get(to);
    // A file the pull request changed or deleted; a link or submodule there leads anywhere.
    if (mode !== undefined)
        return { target: FILE_MODES.has(mode) ? 'file' : 'folder', changed: to };
    // A submodule bumped, or a folder replaced by a link or a file, above the target.
    for (let up = posix_.dirname(to); up !== '.'; up = posix_.dirname(up))
        if (changed.has(up))
            return { target: 'folder', changed: up };
    // The top (`''`) is a folder too; what the pull request changed under `folder` is judged there.
    // Documentation in the folder is read by no deployer (`documentation.ts`): no reason to count.
    const inside = [...changed.keys()].find((p) => (to === '' || p.startsWith(`${to}/`)) && !links_behind_isUnder(folder, p) && !isDocumentation(p));
    return inside === undefined ? undefined : { target: 'folder', changed: inside };
}
/**
 * What a resolved link leads to that the pull request changed: its final target (or a path above
 * or under it), or any link passed on the way (retargeted, or standing where a folder was).
 */
function changeBehind(resolution, folder, changed) {
    const leadsTo = resolution.kind === 'path' ? 'folder' : 'outside';
    for (const passed of resolution.passed) {
        const behind = changeAt(passed, folder, changed);
        if (behind !== undefined && !links_behind_isUnder(folder, behind.changed))
            return { target: leadsTo, changed: behind.changed };
    }
    // Where it leads was not worked out (a loop, too many follows): it counts (fail closed).
    if (resolution.kind === 'exhausted')
        return { target: 'outside', changed: '' };
    if (resolution.kind === 'outside')
        return undefined;
    if (links_behind_isUnder(folder, resolution.to))
        return changedFileAt(resolution.to, changed);
    return changeAt(resolution.to, folder, changed);
}
/** A file inside the folder the pull request added or changed (not deleted), at `to`. */
function changedFileAt(to, changed) {
    const mode = changed.get(to);
    return mode !== undefined && mode !== '000000' && FILE_MODES.has(mode)
        ? { target: 'file', changed: to }
        : undefined;
}
/** True for `path` at or under `folder` (`''`, the top, holds every path). */
function links_behind_isUnder(folder, path) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/**
 * The links under `folder` (repository-relative, `''` for the top) of commit `headSha` that lead
 * out of it to something `changed` holds, or inside it to a file `changed` holds, except those in
 * `skip` (judged already as changed entries).
 */
async function findLinksBehind(git, options) {
    const { folder, changed } = options;
    if (changed.size === 0)
        return [];
    if (!(0,git_git/* isObjectId */.TS)(options.headSha))
        throw new Error(`Not a full commit id: '${options.headSha}'`);
    // The whole tree: a link out of the folder may lead on through links anywhere in the repository.
    const args = ['ls-tree', '--full-tree', '-r', '-z', options.headSha];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const all = parseTreeLinks(result.stdout);
    const links = all.filter((l) => l.nameValid && links_behind_isUnder(folder, l.path) && l.path !== folder);
    const prefix = folder === '' ? 0 : folder.length + 1;
    if (links.length === 0)
        return [];
    const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
    return links.flatMap((link) => {
        const relative = link.path.slice(prefix);
        if (options.skip.has(relative))
            return [];
        const behind = changeBehind(resolver.resolve(link.path), folder, changed);
        return behind ? [{ ...link, path: relative, ...behind }] : [];
    });
}

;// CONCATENATED MODULE: ./src/engine/change/links/dangling-links.ts
/**
 * Which links of a commit are dangling (issue 40): their text, followed through every link and
 * submodule of the commit's whole tree (`link-resolver.ts`), ends at a path inside the repository
 * that the commit does not have. What such a link points at is in no commit, so no change can hold
 * it (terraform-example-foundation's `common.auto.tfvars -> ../../common.auto.tfvars`, a file each
 * user creates): the link is a notice that says so, never an error. A link into a submodule is not
 * dangling (the submodule's files are another repository's), nor one that leaves the repository
 * or whose resolution was not worked out (those stay counted: fail closed). One `ls-tree` of the
 * whole commit and one read of the links' texts; a git failure throws (the caller keeps the
 * links counted).
 */



/** Every path of a commit's tree (files, links, submodules) and every folder above one. */
function pathsOf(output) {
    const paths = new Set(['']);
    for (const entry of (0,git_output/* parseLsTree */.$v)(output)) {
        const path = entry.name.toString('utf8');
        paths.add(path);
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
            paths.add(path.slice(0, at));
    }
    return paths;
}
/** The links of `links` (repository-relative paths) that dangle in commit `sha`. */
async function findDanglingLinks(git, options) {
    if (options.links.length === 0)
        return new Set();
    if (!(0,git_git/* isObjectId */.TS)(options.sha))
        throw new Error(`Not a full commit id: '${options.sha}'`);
    const args = ['ls-tree', '--full-tree', '-r', '-z', options.sha];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const all = parseTreeLinks(result.stdout);
    const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
    const exists = pathsOf(result.stdout);
    const isLink = new Set(all.map((l) => l.path));
    return new Set(options.links.filter((link) => {
        if (!isLink.has(link))
            return false;
        const resolution = resolver.resolve(link);
        return resolution.kind === 'path' && !exists.has(resolution.to);
    }));
}

// EXTERNAL MODULE: ./src/engine/discovery/helm/chart-files.ts
var chart_files = __webpack_require__(64394);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helmignore.ts
var helmignore = __webpack_require__(32816);
;// CONCATENATED MODULE: ./src/engine/change/hidden-on-base.ts
/**
 * Which chart files a `.helmignore` hid on the base already (issue 40). A pull request that edits
 * such a file, or bumps its chart's `Chart.yaml`, leaves it where it was: outside the chart, as
 * `helm package` leaves it on the base. Only content the change newly hides (a `.helmignore` line
 * it adds, a chart it brings with its own rules) counts as not judged. The base's rules are read
 * from git objects (`cat-file`), by helm's own reading (`helmignore.ts`) and scope (the rules of
 * the file's root chart, `helmRootOf`: helm applies no subchart's own `.helmignore`), when the base
 * has that chart (a `Chart.yaml` there); a chart the base does not have hid nothing.
 */





/** The root chart whose rules helm applies to a path (relative to the scanned folder), if any. */
function rootAbove(path, charts) {
    const chart = (0,classify/* chartFolderOf */.yf)(path, charts);
    return chart === undefined ? undefined : (0,chart_files/* helmRootOf */.Ws)(chart, charts);
}
function inChart(chart, name) {
    return chart === '.' ? name : `${chart}/${name}`;
}
/**
 * The object ids `names` (`<sha>:<path>`) have, in order; undefined for a name the commit does not
 * hold (or that is not a blob).
 */
async function blobIds(git, cwd, names) {
    const infos = await checkObjects(git, cwd, names);
    return infos.map((info) => (info?.type === 'blob' ? info.objectId : undefined));
}
/**
 * The paths of `hidden` (chart files the head's `.helmignore` rules leave out, relative to the
 * scanned folder) that the base's rules left out too. `folder` is the scanned folder,
 * repository-relative; throws when git cannot read the base (the caller fails closed).
 */
async function hiddenOnBase(git, options) {
    const { hidden, charts } = options;
    if (hidden.length === 0)
        return new Set();
    if (!(0,git_git/* isObjectId */.TS)(options.baseSha))
        throw new Error(`Not a full commit id: '${options.baseSha}'`);
    const wanted = [...new Set(hidden.flatMap((path) => rootAbove(path, charts) ?? []))];
    const prefix = options.folder === '' ? '' : `${options.folder}/`;
    const name = (chart, file) => `${options.baseSha}:${prefix}${inChart(chart, file)}`;
    const ids = await blobIds(git, options.cwd, [
        ...wanted.map((chart) => name(chart, 'Chart.yaml')),
        ...wanted.map((chart) => name(chart, helmignore/* HELMIGNORE */.$i)),
    ]);
    const ruleIds = ids.slice(wanted.length);
    const texts = await readBlobs(git, options.cwd, ruleIds.filter((id) => id !== undefined));
    const byId = new Map(ruleIds
        .filter((id) => id !== undefined)
        .map((id, i) => [id, Buffer.from(texts[i] ?? []).toString('utf8')]));
    const rules = new Map();
    wanted.forEach((chart, i) => {
        // A chart the base does not have hid nothing there.
        if (ids[i] === undefined)
            return;
        const id = ruleIds[i];
        rules.set(chart, (0,helmignore/* readHelmIgnore */.dd)(id === undefined ? undefined : byId.get(id)));
    });
    return new Set(hidden.filter((path) => {
        const chart = rootAbove(path, charts);
        if (chart === undefined)
            return false;
        const relative = chart === '.' ? path : path.slice(chart.length + 1);
        return rules.get(chart)?.ignores(relative) === true;
    }));
}

;// CONCATENATED MODULE: ./src/engine/change/references/commit-files.ts
/**
 * A commit's whole tree, read lazily for the reference rules: one `ls-tree` of the commit (every
 * path and its blob), then the texts asked for, in batches. The rules follow references anywhere
 * in the repository (a module folder out of the scanned folder, a kustomization two references
 * away), so the listing is the whole commit's, not the scanned folder's. A git failure throws:
 * the caller fails closed.
 */




/** The listing of `ls-tree -r -z` output (parsed by `parseLsTree`). */
function parseCommitFiles(output) {
    const files = new Map();
    const paths = new Set();
    for (const { mode, type, objectId, name: raw } of (0,git_output/* parseLsTree */.$v)(output)) {
        const name = (0,file_names/* readName */.MQ)(raw);
        paths.add(name.text);
        if (type !== 'blob' || mode === '120000' || !(0,git_git/* isObjectId */.TS)(objectId) || !name.valid)
            continue;
        files.set(name.text, objectId);
    }
    return { files, paths };
}
/** The files of one commit, repository-relative. */
class CommitFiles {
    listing;
    texts = new Map();
    git;
    cwd;
    sha;
    constructor(git, cwd, sha) {
        this.git = git;
        this.cwd = cwd;
        this.sha = sha;
    }
    /** Every regular file of the commit and its blob. */
    async files() {
        this.listing ??= this.list();
        return (await this.listing).files;
    }
    /** Every path of the commit (as discovery names files), links and submodules included. */
    async paths() {
        this.listing ??= this.list();
        return (await this.listing).paths;
    }
    async list() {
        if (!(0,git_git/* isObjectId */.TS)(this.sha))
            throw new Error(`Not a full commit id: '${this.sha}'`);
        const args = ['ls-tree', '--full-tree', '-r', '-z', this.sha];
        const result = await this.git.run(args, { cwd: this.cwd });
        if (result.code !== 0)
            throw new git_git/* GitCommandError */.iR(args, result);
        return parseCommitFiles(result.stdout);
    }
    /** The regular files directly in `folder` (`''` for the top). */
    async filesIn(folder) {
        const prefix = folder === '' ? '' : `${folder}/`;
        return [...(await this.files()).keys()].filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
    }
    /** The texts of `paths` (UTF-8), undefined for a path the commit has no regular file at. */
    async read(paths) {
        const files = await this.files();
        const wanted = paths.filter((path) => !this.texts.has(path));
        const ids = wanted.map((path) => files.get(path));
        const known = wanted.filter((_, i) => ids[i] !== undefined);
        const blobs = await readBlobs(this.git, this.cwd, ids.filter((id) => id !== undefined));
        known.forEach((path, i) => {
            const blob = blobs[i];
            this.texts.set(path, blob === undefined ? undefined : Buffer.from(blob).toString('utf8'));
        });
        for (const path of wanted)
            if (!this.texts.has(path))
                this.texts.set(path, undefined);
        return new Map(paths.map((path) => [path, this.texts.get(path)]));
    }
}

;// CONCATENATED MODULE: ./src/engine/change/references/references-out-of-path.ts
/**
 * What the deployed code under the scanned folder reads from out of it, judged against a change
 * (issue 39, round three): a kustomization's bases and patches, a Terraform local module
 * (`source = "../modules/net"`: Terraform reads it in place), a Helm `file://` dependency, a local
 * chart a kustomization inflates, each followed further (`reference-graph.ts`). This run never
 * scans what lies there, so a change to a file the deployer reads there is not judged (fail
 * closed: whether another step scans it cannot be known here). What no deployer reads is not
 * counted: a file a kustomization does not reference, documentation in a module or chart folder
 * (`documentation.ts`). Without the scanned commit to follow references through, a change at or
 * under a reference's target counts; when what the change holds is unknown, every reference out
 * of the scanned folder counts.
 */




/** The reason each kind of reference gives. */
const REASONS = {
    kustomize: 'kustomize input out of path',
    'terraform module': 'terraform module out of path',
    'helm chart': 'helm chart out of path',
};
/** A repository path as the workspace names it (`../x` when it lies above the workspace). */
function workspacePathOf(path, options) {
    const relative = posix_.relative(options.folder === '' ? '.' : options.folder, path || '.');
    return posix_.normalize(posix_.join(options.scanPath, relative || '.'));
}
/** How the deployer reads a changed path, if it reads it at all. */
function readAs(path, read) {
    const direct = read.files.get(path);
    if (direct !== undefined)
        return direct;
    if (isDocumentation(path))
        return undefined;
    for (const [folder, kind] of read.folders)
        if (isUnder(folder, path))
            return kind;
    return undefined;
}
/** Without the commit: what a reference's target holds is read (documentation aside). */
function targetsOnly(references) {
    const read = { files: new Map(), folders: new Map(), exhausted: false };
    for (const { target, kind } of references)
        read.folders.set(target, kind);
    return read;
}
/** The changes out of the scanned folder that the deployed code reads (see the module's comment). */
async function referencesOutOfPath(references, options) {
    const outside = references.filter((r) => !isUnder(options.folder, r.target));
    if (outside.length === 0)
        return [];
    const seen = new Set();
    const files = [];
    const add = (path, kind) => {
        const named = workspacePathOf(path, options);
        if (seen.has(named))
            return;
        seen.add(named);
        files.push(unjudgedFile(named, REASONS[kind]));
    };
    if (options.changed === 'unknown') {
        for (const { target, kind } of outside)
            add(target, kind);
        return files;
    }
    const changed = [...options.changed.keys()].filter((path) => !isUnder(options.folder, path));
    if (changed.length === 0)
        return [];
    const read = options.commit === undefined
        ? targetsOnly(outside)
        : await walkReferences(options.commit, outside, options.folder);
    const first = outside[0]?.kind ?? 'kustomize';
    for (const path of changed) {
        const kind = readAs(path, read) ?? (read.exhausted && !isDocumentation(path) ? first : undefined);
        if (kind !== undefined)
            add(path, kind);
    }
    return files;
}

;// CONCATENATED MODULE: ./src/engine/change/references/remote-added.ts
/**
 * Code from outside the repository that a change makes the deployer fetch (`remote-references.ts`):
 * in the files it adds or changes under the scanned folder, each remote address that the base's
 * version of the same file did not name (by what names it and the address as written). Read from
 * git objects: the changed blobs, and the base's blobs at the same paths. Terraform files (module
 * sources), kustomizations (remote resources, `helmCharts` from a repository), Dockerfiles (the
 * `# syntax=` frontend) and a chart's `Chart.yaml`/`requirements.yaml` (dependencies from a chart
 * repository) are read; nothing else names remote code this run can tell. A git failure throws.
 */









function readerOf(path) {
    if ((0,kustomize_inputs/* isKustomization */.Sv)(path))
        return 'kustomization';
    if (isTerraformFile(path))
        return 'terraform';
    if ((0,classify/* kindByName */.vt)(path) === 'dockerfile')
        return 'dockerfile';
    return CHART_DEPENDENCY_FILES.includes(posix_.basename(path))
        ? 'chart'
        : undefined;
}
/** The remote addresses one file's text names. */
function remoteCodeIn(file, text) {
    const reader = readerOf(file);
    const found = [];
    if (reader === 'terraform')
        for (const call of moduleCalls(file, text))
            if (!isLocalSource(call.source))
                found.push({ what: `module "${call.name}"`, ...moduleAddress(call.source, call.version) });
    if (reader === 'kustomization') {
        for (const reference of (0,kustomization_references/* kustomizationReferences */.q)(text))
            if (isRemoteAddress(reference))
                found.push({ what: 'a resource', ...kustomizeAddress(reference) });
        for (const chart of (0,kustomization_references/* kustomizationCharts */.v)(text))
            if (chart.repo !== undefined)
                found.push({
                    what: `helmCharts "${chart.name}"`,
                    ...chartAddress(chart.repo, chart.name, chart.version),
                });
    }
    if (reader === 'dockerfile') {
        const syntax = dockerfileSyntax(text);
        if (syntax !== undefined)
            found.push({ what: '# syntax=', ...frontendAddress(syntax) });
    }
    if (reader === 'chart')
        for (const dependency of chartDependencies(text))
            if (localChartPath(dependency.repository) === undefined)
                found.push({
                    what: `dependency "${dependency.name}"`,
                    ...chartAddress(dependency.repository, dependency.name, dependency.version),
                });
    return found.map((code) => ({ file, ...code }));
}
const keyOf = (code) => `${code.what}\0${code.address}`;
/** The remote addresses the changed entries name that the base's same files did not. */
async function remoteCodeAdded(git, options) {
    const wanted = options.entries.filter((e) => e.type === 'file' && readerOf(e.path) !== undefined);
    if (wanted.length === 0)
        return [];
    if (!(0,git_git/* isObjectId */.TS)(options.baseSha))
        throw new Error(`Not a full commit id: '${options.baseSha}'`);
    const prefix = options.folder === '' ? '' : `${options.folder}/`;
    const baseIds = (await checkObjects(git, options.cwd, wanted.map((e) => `${options.baseSha}:${prefix}${e.path}`))).map((info) => (info?.type === 'blob' ? info.objectId : undefined));
    const heads = await readBlobs(git, options.cwd, wanted.map((e) => e.objectId));
    const known = baseIds.filter((id) => id !== undefined);
    const bases = await readBlobs(git, options.cwd, known);
    const baseText = new Map(known.map((id, i) => [id, Buffer.from(bases[i] ?? []).toString('utf8')]));
    return wanted.flatMap((entry, i) => {
        const head = remoteCodeIn(entry.path, Buffer.from(heads[i] ?? []).toString('utf8'));
        const id = baseIds[i];
        const before = new Set(id === undefined ? [] : remoteCodeIn(entry.path, baseText.get(id) ?? '').map(keyOf));
        return head.filter((code) => !before.has(keyOf(code)));
    });
}

;// CONCATENATED MODULE: ./src/engine/change/find-unjudged.ts
/**
 * Finds the IaC a run leaves unjudged (issue 31). On a pull request: the files it adds or changes
 * under the scanned folder (from git, between its base and the scanned commit) that are IaC by
 * name or content and were not uploaded, and the scanned folder itself when the base has it and
 * the pull request removed it or put a link or submodule in its place, the links under it the
 * pull request left alone that lead out of it to something it changed, and what its
 * kustomizations read from outside it that the pull request changed. Chart files the base's
 * `.helmignore` hid already stay hidden (`hidden-on-base.ts`). When git cannot say what the pull
 * request changed, the platform's list of its files (a port the adapter fills in) says it; without
 * a whole list, every IaC file discovery saw and did not upload counts (fail closed). On other
 * runs, that whole-tree list is a warning. Dangling links and files no deployer can parse are
 * notices, apart from the files that count (`Unjudged.notices`). The whole-tree list also has every link and
 * submodule git lists under the scanned folder (discovery looks only at names that may be IaC). A
 * git failure is never an exception here: it is the reason the whole tree counts.
 */













/**
 * The pull request's changed IaC that was not uploaded, the scanned folder if it is gone, what the
 * deployed code reads out of the folder that it changed, the untracked files of the work tree the
 * scan read and left unjudged, and the code from outside the repository it adds.
 */
async function changedUnjudged(options, range) {
    const { git, scanRoot: cwd } = options;
    const folder = await repositoryFolder(options);
    const files = [];
    const now = folder === '' ? 'folder' : await entryAt(git, { cwd, sha: range.headSha, folder });
    if (now !== 'folder' && (await (0,git_tree/* folderExists */.PX)(git, { cwd, sha: range.baseSha, folder })))
        files.push(unjudgedFile(options.scanPath, now === 'missing' ? 'scanned folder removed' : 'scanned folder replaced'));
    const { entries, everywhere } = await readChangedEntries(git, { cwd, ...range, folder });
    const commit = new CommitFiles(git, cwd, range.headSha);
    const untracked = now === 'folder' ? await untrackedCandidates(options, commit, folder) : [];
    const changed = new Set([...entries, ...untracked].map((entry) => entry.path));
    const facts = factsOf(options, { changed });
    const hidden = await hiddenOnBase(git, {
        cwd,
        baseSha: range.baseSha,
        folder,
        charts: facts.charts,
        hidden: [...changed].filter((path) => facts.skipped.get(path) === 'ignored by .helmignore'),
    });
    const references = await referencesIfNeeded(options, folder, everywhere, facts);
    const scope = { changed, hidden, moduleFolders: references?.moduleFolders };
    files.push(...(await unjudgedOf(entries, options, {
        read: (wanted) => readChanged(git, cwd, wanted, {
            uploaded: facts.uploaded,
            readFile: options.readFile,
        }),
        probe: (0,link_targets/* commitTargets */.KR)(git, { scanRoot: cwd, sha: range.headSha }),
    }, scope)), ...(await unjudgedOf(untracked, options, treeReaders(options), scope)));
    const remote = await remoteCodeAdded(git, { cwd, baseSha: range.baseSha, folder, entries });
    files.push(...remoteUnjudged(remote, options.scanPath));
    const notices = remote.map((code) => remoteNotice(code, options.scanPath));
    // No links stand under a folder the scanned commit does not have (that is its own reason).
    if (now !== 'folder')
        return { files, remote: notices };
    files.push(...(await referencesOutOfPath(references?.outside ?? [], {
        folder,
        scanPath: options.scanPath,
        changed: everywhere,
        commit,
    })));
    const behind = await findLinksBehind(git, {
        cwd,
        headSha: range.headSha,
        folder,
        changed: everywhere,
        skip: changed,
    });
    files.push(...(await linksBehindUnjudged(behind, options, changed)));
    return { files, remote: notices };
}
/**
 * The references the deployed code under the folder writes, read only when a change could reach
 * one: a path it holds out of the folder, or one `exclude` leaves out under it.
 */
async function referencesIfNeeded(options, folder, changed, facts) {
    const prefix = folder === '' ? '' : `${folder}/`;
    const reaches = [...changed.keys()].some((path) => path.startsWith(prefix) ? facts.isExcluded(path.slice(prefix.length)) : true);
    return reaches ? pathReferences(options, folder) : undefined;
}
/**
 * The files discovery and packing saw in the work tree and did not upload that the scanned commit
 * does not hold: generated (`cdk synth` into a folder `include` names) or ignored, so in no diff,
 * yet scanned as part of this change. None when the scan read the commit itself.
 */
async function untrackedCandidates(options, commit, folder) {
    const seen = treeCandidates(factsOf(options)).filter((c) => c.type === 'file');
    if (seen.length === 0)
        return [];
    const tracked = await commit.paths();
    const prefix = folder === '' ? '' : `${folder}/`;
    return seen.filter((c) => !tracked.has(`${prefix}${c.path}`));
}
async function findUnjudged(options) {
    const { range } = options;
    const gates = range.kind === 'pull request';
    let note;
    if ('baseSha' in range) {
        try {
            const { files, remote } = await changedUnjudged(options, range);
            return withNotices(await markDangling(files, options, range.headSha), {
                gates,
                scope: 'changed',
                ...(remote.length > 0 && { remote }),
            });
        }
        catch (error) {
            note = `which files this pull request changed could not be read from git (${(0,errors/* describeError */.Uc)(error).split('\n')[0]})`;
        }
    }
    else if ('unavailable' in range)
        note = range.unavailable;
    // Git cannot say what the pull request changed: the platform's list of its files, if it has one.
    const listed = gates ? await listedChanges(options) : undefined;
    if (listed !== undefined && listed.complete) {
        const files = await listedUnjudged(options, listed.paths).catch(() => undefined);
        if (files !== undefined)
            return withNotices(await markDangling(files, options, options.headCommit), {
                gates,
                scope: 'changed',
                note: `git could not say which files this pull request changed (${note ?? 'no base'}), so they came from ${listed.source}`,
            });
    }
    else if (listed !== undefined)
        note = `${note ?? 'git could not say which files this pull request changed'}; ${listed.source} lists fewer files than the pull request has`;
    const files = await unjudgedOf(await wholeTree(options), options, treeReaders(options));
    // What a pull request changed out of the scanned folder is unknown: every reference there counts.
    if (gates)
        files.push(...(await everyReferenceOut(options)));
    return withNotices(await markDangling(files, options, options.headCommit), {
        gates,
        scope: 'tree',
        ...(note !== undefined && { note }),
    });
}
/**
 * The bytes of the changed entries the rule asks for: a file that was uploaded, as the scanned
 * tree holds it (the bytes uploaded: in the work tree, after checkout filters such as
 * `working-tree-encoding` or `eol`, which can make a UTF-8 blob a UTF-16 file); anything else by
 * its blob. A file judged by the bytes uploaded is not UTF-8 there: not judged (`judge-entry.ts`).
 */
async function readChanged(git, cwd, wanted, tree) {
    const sent = (entry) => entry.type === 'file' && tree.uploaded(entry.path);
    const blobs = await readBlobs(git, cwd, wanted.filter((entry) => !sent(entry)).map((entry) => entry.objectId));
    let next = 0;
    return Promise.all(wanted.map((entry) => (sent(entry) ? tree.readFile(entry.path) : blobs[next++])));
}
/** The unjudged files apart from the notices (a dangling link, a file no deployer can parse). */
function withNotices(files, rest) {
    const split = splitNotices(files);
    return {
        ...rest,
        files: split.files,
        ...(split.notices.length > 0 && { notices: split.notices }),
    };
}
/** The platform's list of the change's files; undefined when it has none or it failed. */
async function listedChanges(options) {
    if (options.listChanges === undefined)
        return undefined;
    return options.listChanges().catch(() => undefined);
}
/**
 * The files a listed change holds under the scanned folder, judged as the whole tree's are (what
 * discovery and packing left home, and every link and submodule), and the links it left alone that
 * lead out of the folder to something it changed. Throws when git cannot tell (the caller counts
 * the whole tree).
 */
async function listedUnjudged(options, paths) {
    const folder = await repositoryFolder(options);
    const prefix = folder === '' ? '' : `${folder}/`;
    const local = new Set(paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)));
    const facts = factsOf(options, { changed: local });
    const inChange = (await wholeTree(options)).filter((c) => local.has(c.path));
    const known = new Set(inChange.map((c) => c.path));
    // Uploaded files named like IaC that the change holds: their encoding is checked.
    const uploaded = [...local]
        .filter((path) => !known.has(path) && facts.uploaded(path))
        .map((path) => ({ path, nameValid: true, type: 'file' }));
    const everywhere = new Map(paths.map((p) => [p, '100644']));
    const references = await referencesIfNeeded(options, folder, everywhere, facts);
    const files = await unjudgedOf([...inChange, ...uploaded], options, treeReaders(options), {
        changed: local,
        moduleFolders: references?.moduleFolders,
    });
    const head = options.headCommit;
    if (folder === '' || head === undefined)
        return files;
    files.push(...(await referencesOutOfPath(references?.outside ?? [], {
        folder,
        scanPath: options.scanPath,
        changed: everywhere,
        commit: new CommitFiles(options.git, options.scanRoot, head),
    })));
    const behind = await findLinksBehind(options.git, {
        cwd: options.scanRoot,
        headSha: head,
        folder,
        changed: everywhere,
        skip: local,
    });
    return [...files, ...(await linksBehindUnjudged(behind, options, local))];
}
/**
 * The links counted for where they lead (`link or submodule`, `link out of the repository`) whose
 * target the scanned commit does not have: dangling, a notice. Without the commit, or when git
 * cannot tell, they stay counted.
 */
async function markDangling(files, options, headSha) {
    const linkReasons = new Set(['link or submodule', 'link out of the repository']);
    const links = files.filter((f) => linkReasons.has(f.reason));
    if (links.length === 0 || headSha === undefined)
        return files;
    try {
        const folder = await repositoryFolder(options);
        const scanPrefix = options.scanPath === '.' ? '' : `${options.scanPath}/`;
        const repoPath = (workspacePath) => {
            const relative = workspacePath.slice(scanPrefix.length);
            return folder === '' ? relative : `${folder}/${relative}`;
        };
        const dangling = await findDanglingLinks(options.git, {
            cwd: options.scanRoot,
            sha: headSha,
            links: links.map((f) => repoPath(f.path)),
        });
        return files.map((f) => linkReasons.has(f.reason) && dangling.has(repoPath(f.path))
            ? unjudgedFile(f.path, 'dangling link')
            : f);
    }
    catch {
        return files;
    }
}
/**
 * Every reference out of the scanned folder, when what the change holds is unknown: each counts.
 * Without git, the scanned folder is taken for the repository's.
 */
async function everyReferenceOut(options) {
    const folder = await repositoryFolder(options).catch(() => options.scanPath === '.' ? '' : options.scanPath);
    const { outside } = await pathReferences(options, folder);
    return referencesOutOfPath(outside, { folder, scanPath: options.scanPath, changed: 'unknown' });
}
/** The unpinned code from outside the repository a change adds: not judged. */
function remoteUnjudged(remote, scanPath) {
    const paths = new Set(remote
        .filter((code) => code.pin === 'unpinned')
        .map((code) => workspacePath(scanPath, code.file)));
    return [...paths].map((path) => unjudgedFile(path, 'remote code, unpinned'));
}
function remoteNotice(code, scanPath) {
    const { what, address, pin, detail } = code;
    return { path: workspacePath(scanPath, code.file), what, address, pin, detail };
}

;// CONCATENATED MODULE: ./src/engine/change/log-unjudged.ts


/** Files named in the warning. */
const MAX_NAMED_FILES = 10;
/** Addresses named in the sentence, at most. */
const MAX_NAMED_ADDRESSES = 20;
/**
 * The sentence naming the code from outside the repository a change adds, which no scan reads:
 * each address, the file and what names it, and how firmly it is pinned.
 */
function describeRemoteCode(remote) {
    const named = remote
        .slice(0, MAX_NAMED_ADDRESSES)
        .map((code) => `${code.path}: ${code.what} ${code.address} (${code.pin}: ${code.detail})`)
        .join('; ');
    const more = remote.length > MAX_NAMED_ADDRESSES ? `; and ${remote.length - MAX_NAMED_ADDRESSES} more` : '';
    const unpinned = remote.some((code) => code.pin === 'unpinned')
        ? ' The unpinned ones are not judged: pin each to a commit, an exact version or a digest.'
        : '';
    return `This change makes the deployer fetch code from outside the repository, which no scan reads: ${named}${more}.${unpinned}`;
}
function logUnjudged(unjudged, log) {
    const { files } = unjudged;
    if ((unjudged.remote ?? []).length > 0)
        log.notice(describeRemoteCode(unjudged.remote ?? []));
    const notices = unjudged.notices ?? [];
    if (notices.length > 0)
        log.notice(`${(0,plural/* plural */.L)(notices.length, 'file')} not uploaded that no deployer reads either, so nothing is left unjudged: ${notices
            .slice(0, MAX_NAMED_FILES)
            .map((f) => `${f.path} (${f.reason})`)
            .join(', ')}${notices.length > MAX_NAMED_FILES ? `, and ${notices.length - MAX_NAMED_FILES} more` : ''}.`);
    if (unjudged.note !== undefined && unjudged.gates)
        log.info((0,sentence/* asSentence */.K)(`Every IaC file of the scanned tree that was not uploaded counts as changed: ${unjudged.note}`));
    if (files.length === 0)
        return;
    for (const file of files)
        log.info((0,sentence/* asSentence */.K)(`Not judged: ${file.path} (${file.reason}): ${file.fix}`));
    if (unjudged.gates)
        return;
    const named = files
        .slice(0, MAX_NAMED_FILES)
        .map((f) => `${f.path} (${f.reason})`)
        .join(', ');
    const more = files.length > MAX_NAMED_FILES ? `, and ${files.length - MAX_NAMED_FILES} more` : '';
    log.warning(`${(0,plural/* plural */.L)(files.length, 'IaC file')} of the scanned tree were not uploaded, so no scan judged them: ${named}${more}. The job summary says how to fix each; on a pull request that changes one, the result is error.`);
}

// EXTERNAL MODULE: ./src/engine/suppressions/format.ts
var format = __webpack_require__(41088);
// EXTERNAL MODULE: ./src/engine/suppressions/read-file.ts
var read_file = __webpack_require__(50850);
;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/read-suppression-changes.ts
/**
 * Reads, from git objects only, what a pull request does to the suppressions: the suppressions
 * file at its base and at its head, the `plerion:ignore` comments in the files it changes
 * (`git diff --raw` between the two commits, renames off so a moved comment counts as new), and
 * which lines of those files it changed (`git diff -U0` of the two blobs), so that a base's
 * comment no longer speaks for code the pull request edited next to it.
 */










/**
 * A changed file bigger than this is not compared: its comments count as the pull request's. So
 * is a file whose new blob is a Git LFS pointer: the scan reads the checkout's smudged file, whose
 * comments no blob compared here holds.
 */
const MAX_COMPARED_FILE_BYTES = 2 * 1024 * 1024;
const MARKER = /plerion:ignore/i;
/** Parses `diff --raw -z` records: `:<mode> <mode> <old> <new> <status>\0<path>\0`. */
function parseRawDiff(output) {
    return (0,git_output/* parseRawDiff */.LP)(output).flatMap(({ oldId, newId, status, path }) => status.startsWith('D') || !(0,git_git/* isObjectId */.TS)(newId) || /^0+$/.test(newId)
        ? []
        : [{ path: path.toString('utf8'), oldId: /^0+$/.test(oldId) ? undefined : oldId, newId }]);
}
/** Bytes of changed files read at once. */
const CHANGED_FILES_BATCH_BYTES = 16 * 1024 * 1024;
/** Consecutive groups of items whose sizes add up to at most one batch (a bigger item goes alone). */
function batchesOf(items, sizeOf) {
    const batches = [];
    let current = [];
    let bytes = 0;
    for (const item of items) {
        if (current.length > 0 && bytes + sizeOf(item) > CHANGED_FILES_BATCH_BYTES) {
            batches.push(current);
            current = [];
            bytes = 0;
        }
        current.push(item);
        bytes += sizeOf(item);
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}
/** The sizes of the blobs `names` name, by blob id. */
async function sizesOf(git, cwd, names) {
    const infos = await checkObjects(git, cwd, names);
    return new Map(infos.flatMap((i) => (i?.type === 'blob' ? [[i.objectId, i.size]] : [])));
}
/**
 * The suppressions file `file` (workspace-relative; `repoPath` is it repository-relative) as commit
 * `sha` has it, from git objects; none when the commit has no such file. Throws when it is too
 * big or malformed (a refusal names the setting as `label` says). Also the command line's read of
 * a commit it scans instead of the work tree.
 */
async function readSuppressionsAt(git, cwd, spec) {
    const object = `${spec.sha}:${spec.repoPath}`;
    // batch-check names the blob by its id, not by `<sha>:<path>`: the one answer is it.
    const bytes = [...(await sizesOf(git, cwd, [object])).values()][0];
    if (bytes === undefined)
        return { file: spec.file, entries: [] };
    if (bytes > read_file/* MAX_SUPPRESSIONS_FILE_BYTES */.Fk)
        throw new Error(`${spec.file} has ${bytes} bytes, more than ${read_file/* MAX_SUPPRESSIONS_FILE_BYTES */.Fk}`);
    const args = ['cat-file', 'blob', object];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    return (0,format.parseSuppressions)(spec.file, result.stdout.toString('utf8'), spec.label);
}
/**
 * The lines of a file the pull request changed, from `git diff -U0` of its two blobs, read as text
 * whatever git thinks of them (`--text`; no diff driver runs, see `git.ts`): a NUL byte makes
 * git call a blob binary and give no hunk, and two different blobs with no hunk parsed count as
 * wholly changed, never as unchanged.
 */
async function readChangedLines(git, cwd, file) {
    if (file.oldId === undefined)
        return WHOLE_FILE;
    // A mode change alone (the same blob): no line changed.
    if (file.oldId === file.newId)
        return { added: [], deletedAfter: [] };
    const args = ['diff', '--text', '--no-color', '-U0', file.oldId, file.newId];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const changed = parseHunks(result.stdout.toString('utf8'));
    return changed.added.length + changed.deletedAfter.length === 0 ? WHOLE_FILE : changed;
}
/** The files of a batch whose new blob is a Git LFS pointer (only a small blob can be one). */
async function lfsPointersOf(reader, batch, sizes) {
    const small = batch.filter((f) => (sizes.get(f.newId) ?? Infinity) < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X);
    if (small.length === 0)
        return new Set();
    const blobs = await reader.read(small.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })));
    const pointers = small.filter((_, i) => blobs[i] !== undefined && (0,lfs_pointer/* isLfsPointer */.N)(blobs[i]));
    return new Set(pointers.map((f) => f.path));
}
/** The suppressions of both sides and what the pull request changes; throws on a git failure. */
async function readSuppressionChanges(options) {
    const { git, workspace, baseSha, headSha, file } = options;
    const location = await (0,git_tree/* locateFolder */.$c)(git, workspace);
    if (!location)
        throw new Error('the workspace is not in a git checkout');
    const prefix = location.folder === '' ? '' : `${location.folder}/`;
    const repoPath = `${prefix}${file}`;
    const base = await readSuppressionsAt(git, workspace, { sha: baseSha, repoPath, file });
    const problems = [];
    let head;
    try {
        head = await readSuppressionsAt(git, workspace, { sha: headSha, repoPath, file });
    }
    catch (error) {
        problems.push(`The pull request's ${file} could not be read, so its entries are not listed: ${(0,errors/* describeError */.Uc)(error).split('\n')[0]}`);
    }
    const args = ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', baseSha, headSha];
    const diff = await git.run(args, { cwd: workspace });
    if (diff.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, diff);
    const changed = parseRawDiff(diff.stdout)
        .filter((f) => f.path.startsWith(prefix))
        .map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
    const sizes = await sizesOf(git, workspace, changed.map((f) => f.newId));
    const uncompared = changed
        .filter((f) => (sizes.get(f.newId) ?? Infinity) > MAX_COMPARED_FILE_BYTES)
        .map((f) => f.path);
    const compared = changed.filter((f) => !uncompared.includes(f.path));
    const reader = createBlobReader(git, workspace);
    const { headText } = options;
    const readHeads = async (batch) => headText
        ? Promise.all(batch.map((f) => headText(f.path)))
        : (await reader.read(batch.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })))).map((bytes) => bytes.toString('utf8'));
    const inline = [];
    const changedLines = new Map();
    // A batch of files at a time: a pull request that changes thousands of files is never held whole.
    for (const batch of batchesOf(compared, (f) => sizes.get(f.newId) ?? 0)) {
        const heads = await readHeads(batch);
        const lfs = await lfsPointersOf(reader, batch, sizes);
        for (const [i, changedFile] of batch.entries()) {
            // What was scanned could not be read as text (or is too big to compare), or its blob is a
            // Git LFS pointer (the lines compared would be the pointer's): not compared.
            const text = lfs.has(changedFile.path) ? undefined : heads[i];
            if (text === undefined || Buffer.byteLength(text) > MAX_COMPARED_FILE_BYTES) {
                uncompared.push(changedFile.path);
                continue;
            }
            if (!MARKER.test(text))
                continue;
            const old = changedFile.oldId === undefined
                ? undefined
                : (await reader.read([{ objectId: changedFile.oldId, size: 0 }]))[0]?.toString('utf8');
            inline.push(...changedDirectives(changedFile.path, old, text));
            changedLines.set(changedFile.path, await readChangedLines(git, workspace, changedFile));
        }
    }
    return {
        base,
        head,
        changes: {
            file,
            entries: head ? changedEntries(base, head) : [],
            inline,
            uncompared,
            problems,
        },
        changedLines,
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/read-at-target-tip.ts
/**
 * The suppressions a change request is judged with when its base is a merge base (a CI that
 * names the commit the author branched from, which the author chooses). What the change itself
 * edits is read against that base (its own comments, the lines it changed), but what applies is
 * the target branch's tip: its suppressions file, and only the inline comments the tip holds as
 * they are. An entry or comment the target revoked after the
 * branch point is listed as the change's own (against the target, the change brings it back) and
 * never applied: an exception security removed from main cannot be borrowed from an old branch.
 */

const placeOf = (d) => `${d.file}:${d.line}`;
/** The changes against `baseSha`, with the file and the comments that apply taken at `tipSha`. */
async function readSuppressionChangesAtTip(options) {
    const own = await readSuppressionChanges(options);
    if (options.tipSha === options.baseSha)
        return own;
    const atTip = await readSuppressionChanges({ ...options, baseSha: options.tipSha });
    const listed = new Set(own.changes.inline.map(placeOf));
    const union = (a, b) => [...new Set([...a, ...b])];
    return {
        base: atTip.base,
        head: own.head,
        changes: {
            ...own.changes,
            // Entries against the file that applies: one the target no longer has is the change's.
            entries: atTip.changes.entries,
            inline: [
                ...own.changes.inline,
                ...atTip.changes.inline.filter((d) => !listed.has(placeOf(d))),
            ],
            uncompared: union(own.changes.uncompared, atTip.changes.uncompared),
            problems: union(own.changes.problems, atTip.changes.problems),
        },
        // Only the change's own edits take a base comment's code from it.
        changedLines: own.changedLines,
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/prepare-suppressions.ts



async function prepareChangeSuppressions(settings, options) {
    const { git, change, baseSha, headSha } = options;
    const { workspace, suppressions: file } = settings;
    // A change judged where the job holds secrets is untrusted: what it adds is proposed.
    const mode = change.origin === 'privileged event' ? 'propose' : settings.prSuppressions;
    const subject = change.number === undefined ? 'this change' : 'this pull request';
    const fromBase = mode === 'propose';
    const unknown = (why) => ({
        mode,
        file: fromBase ? { file: file.file, entries: [] } : file,
        entriesApplied: !fromBase,
        changes: {
            file: file.file,
            entries: [],
            inline: [],
            uncompared: [],
            problems: [
                `Which suppressions ${subject} adds could not be told (${why})${fromBase ? ': none of the suppressions file or of inline comments is applied' : ''}.`,
            ],
            baseUnknown: true,
        },
        changedLines: new Map(),
    });
    const { tip } = options;
    const tipUnknown = fromBase && tip !== undefined && 'unavailable' in tip
        ? `The target branch's tip, where the suppressions that apply are read, could not be had (${tip.unavailable}): none of the suppressions file or of inline comments is applied.`
        : undefined;
    if (baseSha === undefined || headSha === undefined) {
        // Applying the workspace's own: nothing to list without a base, and the gate is as asked.
        if (!fromBase)
            return { ...unknown(''), changes: { ...unknown('').changes, problems: [] } };
        return unknown('its base is unknown');
    }
    try {
        const { headText } = options;
        const spec = {
            git,
            workspace,
            baseSha,
            headSha,
            file: file.file,
            ...(headText?.source === 'work tree' && { headText: headText.read }),
        };
        const read = fromBase && tip !== undefined && 'sha' in tip
            ? await readSuppressionChangesAtTip({ ...spec, tipSha: tip.sha })
            : await readSuppressionChanges(spec);
        if (tipUnknown !== undefined) {
            // What the change adds is still listed; nothing of the base applies (fail closed).
            const problems = [...read.changes.problems, tipUnknown];
            return { ...unknown(''), changes: { ...read.changes, problems, baseUnknown: true } };
        }
        // The base's file applies instead of the workspace's: the organisation's longest expiry too.
        const limited = fromBase
            ? (settings.limitSuppressions?.(read.base) ?? { suppressions: read.base })
            : { suppressions: file };
        const problems = limited.warning === undefined
            ? read.changes.problems
            : [...read.changes.problems, limited.warning];
        return {
            mode,
            file: limited.suppressions,
            entriesApplied: !fromBase,
            changes: { ...read.changes, problems },
            changedLines: read.changedLines,
        };
    }
    catch (error) {
        return unknown(`reading them from git failed: ${(0,errors/* describeError */.Uc)(error).split('\n')[0]}`);
    }
}

;// CONCATENATED MODULE: ./src/engine/git/tree-changes.ts
/**
 * What git says changed between a base commit and the scanned tree (`git diff -M`, git's own
 * similarity rule for renames: at least half the file the same): the files renamed, so that a
 * finding keeps its identity when its file is renamed or moved, and the files added or modified
 * (where a Terraform `moved` block the change brings can be). The scanned tree is a commit (a
 * privileged run reads the pull request's commit) or the work tree (tracked files as they are on
 * disk). Paths come back relative to `folder` (the workspace within its repository); paths
 * outside it are left out.
 */


/**
 * The renames and the changed files of `diff --raw -z -M` output, by repository-relative path: a
 * rename (or copy) names two paths, a deleted file none.
 */
function readRenames(output) {
    const renames = new Map();
    const changed = [];
    for (const { status, path, from } of (0,git_output/* parseRawDiff */.LP)(output)) {
        const to = path.toString('utf8');
        if (status.startsWith('R') && from !== undefined)
            renames.set(from.toString('utf8'), to);
        if (!status.startsWith('D'))
            changed.push(to);
    }
    return { renames, changed };
}
/** The part of `path` under `folder` (`''` the top), or undefined when it is outside. */
function under(folder, path) {
    if (folder === '')
        return path;
    return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}
/**
 * The changes from commit `baseSha` to commit `headSha`, or to the work tree when `headSha` is
 * undefined; throws when git cannot tell (the caller goes on without them).
 */
async function readTreeChanges(git, options) {
    const { baseSha, headSha } = options;
    if (!(0,git_git/* isObjectId */.TS)(baseSha))
        throw new Error(`Not a full commit id: '${baseSha}'`);
    if (headSha !== undefined && !(0,git_git/* isObjectId */.TS)(headSha))
        throw new Error(`Not a full commit id: '${headSha}'`);
    const args = [
        'diff',
        '--raw',
        '-z',
        '-M',
        '--no-abbrev',
        baseSha,
        ...(headSha === undefined ? [] : [headSha]),
        '--',
    ];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const parsed = readRenames(result.stdout);
    const renames = new Map();
    for (const [from, to] of parsed.renames) {
        const a = under(options.folder, from);
        const b = under(options.folder, to);
        if (a !== undefined && b !== undefined)
            renames.set(a, b);
    }
    const changed = parsed.changed.flatMap((path) => under(options.folder, path) ?? []);
    return { renames, changed };
}

;// CONCATENATED MODULE: ./src/engine/scan/change-identity.ts
/**
 * What the comparison with the base needs to know of the change besides the findings, read while
 * the trees can still be read: the files git saw renamed (a finding keeps its identity through a
 * rename), and the text of the Terraform files the change added or modified that may hold a
 * `moved` block (a resource renamed with one keeps its identity). Only changed files are read: a
 * `moved` block the base already had cannot carry a base finding (Terraform refuses a move from
 * an address that still exists). Git failing is no error: the comparison goes on without renames,
 * and the log says why.
 */



/** Terraform files, where `moved` blocks are. */
const change_identity_TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;
/** A file that may hold a `moved` block (HCL or JSON). */
const MENTIONS_MOVED = /\bmoved\b/;
const NO_CHANGE_IDENTITY = { renames: new Map(), terraformTexts: new Map() };
async function readChangeIdentity(options) {
    const { git, workspace, log } = options;
    try {
        const location = await (0,git_tree/* locateFolder */.$c)(git, workspace);
        if (location === undefined)
            return NO_CHANGE_IDENTITY;
        const changes = await readTreeChanges(git, {
            cwd: workspace,
            baseSha: options.baseSha,
            headSha: options.headSha,
            folder: location.folder,
        });
        const byPath = new Map(options.files.map((f) => [f.path, f]));
        const terraformTexts = new Map();
        for (const path of changes.changed) {
            const file = byPath.get(path);
            if (file === undefined || !change_identity_TERRAFORM_FILE.test(path))
                continue;
            const text = await options.reader
                .read(file)
                .then((bytes) => bytes.toString('utf8'))
                .catch(() => undefined);
            if (text !== undefined && MENTIONS_MOVED.test(text))
                terraformTexts.set(path, text);
        }
        if (changes.renames.size > 0)
            log.info(`Git sees ${changes.renames.size} file(s) renamed since the base: their findings keep their identity.`);
        return { renames: changes.renames, terraformTexts };
    }
    catch (error) {
        log.info(`Renamed files could not be read from git (${(0,errors/* describeError */.Uc)(error).split('\n')[0]}): a finding in a renamed file counts as new there.`);
        return NO_CHANGE_IDENTITY;
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/scan-workspace.ts
/**
 * The job as a numbered recipe: 1 the scanned tree (the workspace's, or a commit read from git
 * objects: a privileged run's pull request, the command line's `--commit`), 2 the base's tree (when
 * there is a baseline), found by the change request's one rule while the head is discovered and
 * packed, 3 both scanned through one upload pool and one waiting loop, 4 the results by tree, 5
 * the IaC left unjudged (what a change request changed and did not upload), 6 the change's own
 * suppressions, read against the base's tip. Service errors do not escape: each archive's result
 * says what happened to it. The service is a port: the real client, or a dry run's that keeps each
 * archive (`dry-run.ts`), so a dry run is this very recipe.
 */






















/** 5. The IaC the run leaves unjudged: on a change request, what it changed and did not upload. */
async function scan_workspace_unjudgedOf(settings, ports, head) {
    const found = await findUnjudged({
        git: ports.git,
        head: head.scan,
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        scanPath: settings.scanPath,
        include: settings.include,
        exclude: settings.exclude,
        range: await ports.resolution.range(),
        ...head.tree.entries,
        headCommit: ports.headCommit,
        listChanges: ports.listChanges,
    });
    const unjudged = adviseUnjudged(found, ports.knobs);
    logUnjudged(unjudged, ports.log);
    if (unjudged.remote !== undefined)
        ports.notes.push(describeRemoteCode(unjudged.remote));
    return unjudged;
}
async function scanWorkspace(settings, ports, poll = DEFAULT_POLL) {
    const { log } = ports;
    const notes = [];
    const timeoutMs = settings.timeoutSeconds * 1000;
    const dir = await external_node_fs_promises_.mkdtemp(external_node_path_.join(settings.tempDir, 'iac-scan-'));
    // Ends what the scan started and may leave behind on its way out (an error included): the base's
    // time limit and any git still working for it (left running, either kept the process alive).
    const done = new AbortController();
    try {
        const gitLimit = Math.min(git_git/* GIT_TIMEOUT_MS */.eS, timeoutMs);
        const git = ports.git ?? (0,git_git/* createGitCli */.hn)({ timeoutMs: gitLimit, signal: done.signal });
        // The scanned tree's text is read after the scan too (suppressions, line hashes).
        const textGit = ports.git ?? (0,git_git/* createGitCli */.hn)({ timeoutMs: gitLimit });
        // 1. The scanned tree: the workspace's, or the commit the adapter asked for.
        const { commit } = ports;
        const head = commit
            ? scannedCommitTree(settings, { git, textGit }, commit)
            : (0,work_tree/* workspaceTree */.OX)(settings, settings.artifactBase, textGit);
        const resolution = resolveChange({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            change: ports.change,
            headSha: commit?.sha,
            knobs: ports.knobs,
        });
        // 2. The base's tree, found while the head is discovered and packed, within the timeout.
        const base = findBase(settings, { ...ports, done: done.signal }, () => prepareBase(settings, { git }, resolution));
        // 3. Both scanned through one upload pool and one waiting loop.
        const baseTree = base.then((b) => (b.status === 'ready' ? b.tree : undefined));
        const outcomes = await scanTrees(settings.baseline.kind === 'none' ? [head] : [head, baseTree], ports, {
            maxArchiveBytes: settings.maxArchiveBytes,
            timeoutMs,
            poll,
            dir,
            log,
            knobs: ports.knobs,
            notes,
            anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
        });
        // 4. The results by tree.
        logReuse(outcomes, log, notes);
        const headTree = headScan(outcomes[0]);
        const baseScanned = baseScan(await base, outcomes[1]);
        // 5-6. What the change leaves unjudged, and its own suppressions.
        const reading = { ...ports, git, resolution, notes };
        const change = await readChange(settings, reading, { head, headTree });
        // Read before the scan's git is stopped: the head may be a commit read from git objects.
        const identity = await scan_workspace_identityOf(settings, { git, log, headSha: commit?.sha }, { head, headTree, baseScanned });
        return {
            head: headTree,
            base: baseScanned,
            notes,
            text: head.text,
            ...change,
            ...(identity && { identity }),
        };
    }
    finally {
        done.abort();
        await removeScratch(dir, {
            log,
            sleep: (ms) => ports.sleep(ms),
            ...(ports.removeFolder && { remove: ports.removeFolder }),
        });
    }
}
/**
 * 5. The IaC left unjudged (when looked for), and 6. the change's own suppressions, read against
 * the base's tip (or a merge base, with what applies read at the tip).
 */
async function readChange(settings, ports, trees) {
    const { git, log, resolution, change } = ports;
    const headCommit = ports.commit?.sha ??
        (ports.lookForUnjudged !== false
            ? await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD').catch(() => undefined)
            : undefined);
    const looking = ports.now();
    const unjudged = ports.lookForUnjudged === false
        ? undefined
        : await scan_workspace_unjudgedOf(settings, { ...ports, headCommit }, { tree: trees.head, scan: trees.headTree });
    if (unjudged)
        log.info(`Looked for IaC left unjudged in ${seconds(ports.now() - looking)}.`);
    // A dry run judges nothing: it settles no suppressions, as it looks for no unjudged IaC.
    const at = change && ports.lookForUnjudged !== false && (await resolution.suppressionsBase());
    const suppressions = change &&
        at &&
        (await prepareChangeSuppressions(settings, {
            git,
            change,
            baseSha: at.baseSha,
            ...(at.tip && { tip: at.tip }),
            headSha: headCommit,
            headText: trees.head.text,
        }));
    return { ...(unjudged && { unjudged }), ...(suppressions && { suppressions }) };
}
/** What the comparison needs of the change besides findings (renames, moved blocks). */
async function scan_workspace_identityOf(settings, ports, trees) {
    const { baseScanned } = trees;
    if (baseScanned.status !== 'scanned')
        return undefined;
    return readChangeIdentity({
        git: ports.git,
        workspace: settings.workspace,
        baseSha: baseScanned.sha,
        headSha: ports.headSha,
        files: trees.headTree.discovery.files,
        reader: trees.head.reader,
        log: ports.log,
    });
}
/** The head's scan; a head whose files could not be listed is a scan that stopped at once. */
function headScan(outcome) {
    if (outcome?.status === 'scanned')
        return outcome.scan;
    if (outcome?.status === 'unavailable')
        return unlistedTree(outcome.reason, outcome.tree.sha ? 'git' : 'walker');
    throw new Error(`the scanned folder is not in ${outcome?.tree.label ?? 'the change'}`);
}
/** Notes of each scan, and how many scans the service's memory saved (only when it saved some). */
function logReuse(outcomes, log, notes) {
    const results = outcomes.flatMap((o) => (o.status === 'scanned' ? o.scan.results : []));
    for (const result of results)
        for (const note of result.notes)
            notes.push(`${result.artifactName}: ${note}`);
    const reused = results.filter((r) => r.alreadyScanned).length;
    if (reused > 0)
        log.info(`The service already knew ${(0,plural/* formatCount */.B)(reused)} of ${(0,plural/* plural */.L)(results.length, 'archive')} (byte-identical to ones it scanned before): reused without a new scan, which saved ${(0,plural/* plural */.L)(reused, 'scan')}.`);
}
/** The base side's outcome: scanned, or why not. */
function baseScan(prepared, outcome) {
    if (prepared.status !== 'ready')
        return prepared;
    const { label, sha } = prepared;
    if (outcome === undefined)
        return { status: 'unavailable', label, sha, reason: 'its tree was not scanned' };
    if (outcome.status === 'no-folder')
        return { status: 'no-folder', label, sha };
    if (outcome.status === 'unavailable')
        return { status: 'unavailable', label, sha, reason: outcome.reason };
    return { status: 'scanned', label, sha, tree: outcome.scan };
}

;// CONCATENATED MODULE: ./src/engine/scan/dry-run.ts
/**
 * A dry run: the real scan (`scanWorkspace`: the same trees, the same plan of a pull request's
 * head on its base, the same archives written to the end) against a service that keeps each
 * archive and sends nothing (`api/dry-run-service.ts`), so what it lists is what a real run sends,
 * by construction; no key is needed. It looks for no unjudged IaC (it judges nothing), and says in
 * one line (log and notes) whether the head was planned on its base and how many of its archives
 * are the base's byte for byte (a real run's service answers "already scanned" for those), or why
 * the head was planned without it.
 */




/** Scans the workspace (and its base) as a real run would, and sends nothing. */
async function scanDryRun(settings, ports) {
    const service = createDryRunService();
    const scan = await scanWorkspace(settings, { ...ports, api: service, lookForUnjudged: false });
    const anchorWaitMs = Math.min(BASE_ANCHOR_WAIT_MS, settings.timeoutSeconds * 1000);
    const planned = describeDryRunPlan(scan, service.kept, anchorWaitMs);
    if (planned === undefined)
        return scan;
    ports.log.info(planned);
    return { ...scan, notes: [...scan.notes, planned] };
}
/** The line; undefined when there is no base to speak of (no baseline, none found). */
function describeDryRunPlan(scan, kept, anchorWaitMs) {
    const { head, base } = scan;
    const without = (why) => (0,sentence/* asSentence */.K)(`Planned without a base, as a real run would: ${why}`);
    if (base.status === 'none' || head.plannedArchives === 0)
        return undefined;
    if (base.status === 'unavailable')
        return without(base.reason);
    const label = `${base.label} (${base.sha.slice(0, 7)})`;
    const noFiles = `${label} has no files to scan in the scanned folder`;
    if (base.status === 'no-folder')
        return without(noFiles);
    if (head.anchored) {
        const digestsOf = (names) => names.map((archive) => kept.get(archive.name));
        const baseDigests = new Set(digestsOf(base.tree.archives));
        const same = digestsOf(head.archives).filter((d) => d && baseDigests.has(d)).length;
        return `Planned on the base ${label} as a real run plans it: ${same} of ${(0,plural/* plural */.L)(head.plannedArchives, 'archive')} byte-identical to the base's (a real run's service answers "already scanned" for those).`;
    }
    if (base.tree.discovery.files.length === 0)
        return without(noFiles);
    const [stopped] = base.tree.stopped;
    if (stopped !== undefined)
        return without(stopped);
    return without(`the base was not found within ${anchorWaitMs / 1000} s (a real run waits as long)`);
}

;// CONCATENATED MODULE: ./src/engine/run-scan.ts
/**
 * The pipeline both adapters run, as a numbered recipe: 1 the scanned tree (the workspace, or the
 * commit the adapter names) and its base, when there is a baseline, are scanned through the
 * service, or on a dry run through a service that keeps each
 * archive and sends nothing (the same scan, so the same plan, by construction); 2 what was read
 * becomes one `RunReport`: the findings, the comparison with the base, the suppressions and the
 * verdict (a dry run's says so in `dryRun`). It publishes nothing and sets no exit code: the Action
 * writes its surfaces and outputs from the report, the command line its files and exit code.
 *
 * Invariants: nothing is uploaded without a key (no key means a dry run or a skipped scan); a
 * service failure never escapes as an exception (each archive's result says what happened, and
 * the verdict reads them); `progress` always holds what is known so far, so an adapter that meets
 * an unexpected error can still report what was read.
 */






const realSleep = (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
/** Runs the pipeline on `settings`; never publishes. */
async function runScan(settings, ports, progress = {}) {
    const { log } = ports;
    // 1. The workspace and its base through the service (skipped without a key), or a dry run's.
    const scan = settings.dryRun || settings.apiKey !== ''
        ? await scanThroughService(settings, ports)
        : undefined;
    progress.scan = scan;
    // Only a listing that worked can say there was nothing (a failed one is the report's error).
    if (scan && scan.head.discovery.files.length === 0 && scan.head.stopped.length === 0)
        log.notice(`No IaC files found under ${settings.scanPath}: nothing was uploaded.`);
    // 2. The report: findings, base comparison, suppressions (the scanned tree's text), verdict.
    const report = await assembleReport(settings, scan, log, {
        readLines: scan ? scan.text.lines : async () => undefined,
        now: new Date(clockOf(ports).now()),
        pullRequest: scan?.suppressions,
    });
    progress.report = report;
    return { scan, report };
}
/** The real clock, unless the caller brings its own. */
function clockOf(ports) {
    return {
        sleep: ports.sleep ?? realSleep,
        now: ports.now ?? (() => Date.now()),
        random: ports.random ?? Math.random,
    };
}
/** The service's client, with the key, on the run's clock. */
function serviceClient(settings, ports) {
    const clock = clockOf(ports);
    const http = new HttpClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        ...clock,
        log: (message) => ports.log.info(message),
    });
    return createCodeSecurityApi(http, clock.now);
}
/**
 * The scan through the service, or on a dry run through one that keeps each archive; what
 * resolving the change noticed comes first in the notes.
 */
async function scanThroughService(settings, ports) {
    const scanPorts = {
        ...clockOf(ports),
        log: ports.log,
        knobs: ports.knobs,
        change: ports.change,
        commit: ports.commit,
        listChanges: ports.listChanges,
    };
    const scanned = settings.dryRun
        ? await scanDryRun(settings, scanPorts)
        : await scanWorkspace(settings, { ...scanPorts, api: serviceClient(settings, ports) });
    return { ...scanned, notes: [...(ports.notes ?? []), ...scanned.notes] };
}


/***/ }),

/***/ 41088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseSuppressions: () => (/* binding */ parseSuppressions)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16435);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _expiry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73120);
/**
 * The suppressions file: its format, its schema and the parser that turns its text into entries
 * or one `ConfigurationError` listing every problem (file, entry, field, what is accepted).
 *
 * ```yaml
 * # .plerion-ignore.yml (input `suppressions`): findings accepted on purpose, and why.
 * suppressions:
 *   - detection: PLERION-TF-S3-PUBLIC-ACL    # required: a detection id, exactly as reported
 *     path: infra/public-site/**             # optional: a glob relative to the workspace
 *     resource: aws_s3_bucket.site           # optional: the finding's resource, exactly
 *     reason: Public website bucket, reviewed by security (SEC-123)   # required
 *     expires: 2027-03-31                    # optional: YYYY-MM-DD, until the end of that day UTC
 * ```
 *
 * An entry suppresses the findings of its `detection` that match every field it gives. A `path`
 * without `/` matches a file name at any depth; a folder matches everything below it. After
 * `expires` the entry suppresses nothing and the run warns about it. The file holds one map with
 * the one key `suppressions`; an empty file or an empty list suppresses nothing. Any other key,
 * in the map or in an entry, is an error (so `reson:` is caught). The file is read as YAML 1.2
 * (core schema): an unquoted date stays text, and an explicit `!!timestamp` date is accepted.
 */




const FIELDS = ['detection', 'path', 'resource', 'reason', 'expires'];
const EXAMPLE = 'detection: <id> and reason: <why it is accepted>';
/** Problems listed in one error; the rest are counted. */
const MAX_PROBLEMS_LISTED = 20;
function text(accepted) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({
        error: (issue) => (issue.input === undefined ? 'is required' : `must be ${accepted}`),
    })
        .trim()
        .min(1, `must not be empty: expected ${accepted}`);
}
const Entry = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    // `*`, not `+`: a blank id is refused once, as empty, not also as "with spaces".
    detection: text('a detection id such as PLERION-TF-S3-PUBLIC-ACL').regex(/^\S*$/, 'must be one detection id, without spaces'),
    path: text('a glob relative to the workspace, such as infra/site/**')
        .refine((glob) => !glob.startsWith('/') && !glob.split('/').includes('..'), {
        message: 'must be a glob relative to the workspace, without .. or a leading /',
    })
        .optional(),
    resource: text("the finding's resource, such as aws_s3_bucket.site").optional(),
    reason: text('text saying why the finding is accepted, such as a review or ticket'),
    expires: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6U()])
        .transform((value) => (typeof value === 'string' ? value.trim() : (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .calendarDateOf */ .oc)(value)))
        .refine((value) => value !== undefined && (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .isCalendarDate */ .tf)(value), {
        message: 'must be a real calendar date written YYYY-MM-DD, such as 2027-03-31',
    })
        .optional(),
});
const KEY_HINT = `accepted fields: ${FIELDS.join(', ')}`;
function describeIssue(issue) {
    if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((key) => `'${key}'`).join(', ');
        return `unknown field ${keys} (${KEY_HINT})`;
    }
    if (issue.path.length === 0)
        return `must be a map with ${EXAMPLE}`;
    if (issue.path[0] === 'expires' && issue.code === 'invalid_union') {
        return "field 'expires' must be a real calendar date written YYYY-MM-DD, such as 2027-03-31";
    }
    return `field '${String(issue.path[0])}' ${issue.message}`;
}
function lineOf(located, path) {
    const node = located.doc.getIn(path, true);
    return node?.range ? located.lines.linePos(node.range[0]).line : undefined;
}
function validateEntries(named, located, items) {
    const entries = [];
    const problems = [];
    items.forEach((item, index) => {
        const line = lineOf(located, ['suppressions', index]) ?? 1;
        const parsed = Entry.safeParse(item);
        if (parsed.success) {
            const { detection, path, resource, reason, expires } = parsed.data;
            entries.push({ entryNumber: index + 1, line, detection, path, resource, reason, expires });
            return;
        }
        const detection = item?.detection;
        const named = typeof detection === 'string' && detection.trim() ? ` (${detection.trim()})` : '';
        for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            const at = typeof field === 'string' ? lineOf(located, ['suppressions', index, field]) : line;
            problems.push(`entry ${index + 1}${named}, line ${at ?? line}: ${describeIssue(issue)}`);
        }
    });
    if (problems.length > 0)
        throw invalid(named, problems);
    return entries;
}
/** `named`: the file and the setting that names it, `'.plerion-ignore.yml' (--suppressions)`. */
function invalid(named, problems) {
    const listed = problems.slice(0, MAX_PROBLEMS_LISTED).map((problem) => `\n  - ${problem}`);
    const more = problems.length - listed.length;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Invalid suppressions file ${named}:${listed.join('')}` +
        (more > 0 ? `\n  - and ${more} more` : '') +
        `\nEach entry needs ${EXAMPLE}; see docs/suppressions.md for the format.`);
}
function firstLineOf(message) {
    return (message.split('\n')[0] ?? message).replace(/:$/, '');
}
/**
 * Parses and validates the text of a suppressions file named `file` (workspace-relative); a
 * refusal names the setting as `label` says (the command line's `--suppressions`).
 */
function parseSuppressions(file, source, label = "input 'suppressions'") {
    const named = `'${file}' (${label})`;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(source, { version: '1.2', schema: 'core', lineCounter: lines });
    if (doc.errors.length > 0) {
        throw invalid(named, doc.errors.map((error) => `not valid YAML: ${firstLineOf(error.message)}`));
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw invalid(named, [`not valid YAML: ${firstLineOf(error.message)}`]);
    }
    if (data === null || data === undefined)
        return { file, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(doc.contents) ? 'a list' : 'a single value';
        throw invalid(named, [`the file is ${found}; expected a map whose one key is 'suppressions:'`]);
    }
    const unknown = Object.keys(data).filter((key) => key !== 'suppressions');
    if (unknown.length > 0) {
        const keys = unknown.map((key) => `'${key}'`).join(', ');
        throw invalid(named, [`unknown top-level key ${keys} (the only key is 'suppressions')`]);
    }
    const list = data.suppressions;
    if (list === null || list === undefined)
        return { file, entries: [] };
    if (!Array.isArray(list)) {
        throw invalid(named, ["'suppressions' must be a list of entries, each starting with '- '"]);
    }
    return { file, entries: validateEntries(named, { lines, doc }, list) };
}


/***/ })

};
