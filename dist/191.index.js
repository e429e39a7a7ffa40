export const id = 191;
export const ids = [191];
export const modules = {

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
