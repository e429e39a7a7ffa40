export const id = 127;
export const ids = [127];
export const modules = {

/***/ 56244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MQ: () => (/* binding */ readName)
/* harmony export */ });
/* unused harmony exports decodeName, renderName */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * File names as the file system and git give them: bytes. Zip entry names are UTF-8, so a name
 * that is not valid UTF-8 can never be uploaded; nor can one the zip cannot carry faithfully to
 * the service: a backslash (the service reads it as a folder separator, so `a\\b.tf` would come
 * back as `a/b.tf`, another file) or a control character. Such names are reported under a
 * readable rendering, those bytes written as `\xHH`.
 */

const MAX_UTF8_SEQUENCE_BYTES = 4;
/** Bytes a zip entry name cannot carry faithfully: control characters, DEL and the backslash. */
const isUncarried = (byte) => byte < 0x20 || byte === 0x7f || byte === 0x5c;
/** The name as text when its bytes are valid UTF-8 the zip carries faithfully, else undefined. */
function decodeName(bytes) {
    if (bytes.some(isUncarried))
        return undefined;
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes) ? Buffer.from(bytes).toString('utf8') : undefined;
}
/** The name with every byte that is not part of valid UTF-8, or not carried, written as `\xHH`. */
function renderName(bytes) {
    let out = '';
    let i = 0;
    while (i < bytes.length) {
        let length = 0;
        for (let n = 1; n <= MAX_UTF8_SEQUENCE_BYTES && i + n <= bytes.length; n++) {
            if (isUncarried(bytes[i] ?? 0))
                break;
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(i, i + n))) {
                length = n;
                break;
            }
        }
        if (length > 0) {
            out += Buffer.from(bytes.subarray(i, i + length)).toString('utf8');
            i += length;
        }
        else {
            out += `\\x${(bytes[i] ?? 0).toString(16).padStart(2, '0')}`;
            i += 1;
        }
    }
    return out;
}
/** The name as text, or its rendering when it cannot be uploaded (then `valid` is false). */
function readName(bytes) {
    const text = decodeName(bytes);
    return text === undefined ? { text: renderName(bytes), valid: false } : { text, valid: true };
}


/***/ }),

/***/ 21948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ isLfsPointer),
/* harmony export */   X: () => (/* binding */ MAX_LFS_POINTER_BYTES)
/* harmony export */ });
/**
 * Git LFS pointers: the small text file git holds in place of a file stored in LFS. A checkout
 * without `lfs: true`, and every tree read from git objects, has the pointer, not the file: a
 * pointer named `main.tf` is no Terraform, and scanning it would judge nothing. The format is
 * git-lfs's spec: UTF-8 `key value` lines, `version` first, with `oid sha256:` and `size`, the
 * whole under 1024 bytes (git-lfs refuses to read a larger one as a pointer).
 */
/** git-lfs never reads a file of this size or more as a pointer. */
const MAX_LFS_POINTER_BYTES = 1024;
/** The `version` lines git-lfs writes (the first is the spec's; the second its old name). */
const VERSIONS = [
    'version https://git-lfs.github.com/spec/v1\n',
    'version https://hawser.github.com/spec/v1\n',
];
/** True when `bytes` is a Git LFS pointer rather than the file it stands for. */
function isLfsPointer(bytes) {
    if (bytes.byteLength >= MAX_LFS_POINTER_BYTES)
        return false;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (!VERSIONS.some((version) => text.startsWith(version)))
        return false;
    return /^oid sha256:[0-9a-f]{64}$/m.test(text) && /^size \d+$/m.test(text);
}


/***/ }),

/***/ 42912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YT: () => (/* binding */ BLOB_BATCH_MAX_BYTES),
/* harmony export */   nF: () => (/* binding */ createBlobReader)
/* harmony export */ });
/* unused harmony exports planBatches, parseBatchOutput */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99141);
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
            if (!(0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(objectId))
                throw new Error(`Not a full object id: '${objectId}'`);
        }
        const contents = new Map();
        for (const ids of planBatches(blobs, maxBatchBytes)) {
            const args = ['cat-file', '--batch'];
            const result = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
            if (result.code !== 0)
                throw new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR(args, result);
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


/***/ }),

/***/ 27262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ locateFolder),
/* harmony export */   PX: () => (/* binding */ folderExists),
/* harmony export */   me: () => (/* binding */ listBaseTree)
/* harmony export */ });
/* unused harmony export parseTreeListing */
/* harmony import */ var _discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56244);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99141);
/**
 * The tracked files of a commit under a folder, read from git objects with `git ls-tree`: the
 * base side of a comparison never checks anything out. Symbolic links and submodules are listed
 * as skipped and never read, like the workspace side skips links; a name the workspace listing
 * refuses (not valid UTF-8, a tab, a line break, a backslash) is refused here too, by its rule.
 */


/** Finds the repository holding `dir`, and `dir` relative to its top level; undefined outside one. */
async function locateFolder(git, dir) {
    const args = ['rev-parse', '--show-toplevel', '--show-prefix'];
    const result = await git.run(args, { cwd: dir });
    if (result.code !== 0)
        return undefined;
    // One line each, not trimmed: a folder name may end in a space.
    const [root = '', prefix = ''] = result.stdout.toString('utf8').split('\n');
    return { root, folder: prefix.replace(/\/+$/, '') };
}
function treeOf(sha, folder) {
    if (!(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isObjectId */ .TS)(sha))
        throw new Error(`Not a full commit id: '${sha}'`);
    return folder === '' ? `${sha}^{tree}` : `${sha}:${folder}`;
}
/** True when `folder` is a folder (a tree, not a file) of the commit `sha`. */
async function folderExists(git, options) {
    const args = ['cat-file', '-t', treeOf(options.sha, options.folder)];
    const result = await git.run(args, { cwd: options.cwd });
    return result.code === 0 && result.stdout.toString('utf8').trim() === 'tree';
}
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';
/** Parses `ls-tree -r -z -l` records: `<mode> <type> <id> <size>\t<name>\0`. */
function parseTreeListing(output, folder) {
    const files = [];
    const skipped = [];
    let at = 0;
    while (at < output.length) {
        const end = output.indexOf(0, at);
        const record = output.subarray(at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const tab = record.indexOf(0x09);
        if (tab === -1)
            continue;
        const [mode = '', , objectId = '', size = ''] = record.toString('latin1', 0, tab).split(/ +/);
        const name = (0,_discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .readName */ .MQ)(record.subarray(tab + 1));
        const path = folder === '' ? name.text : `${folder}/${name.text}`;
        if (mode === MODE_SYMLINK)
            skipped.push({ path, reason: 'symlink' });
        else if (mode === MODE_SUBMODULE)
            skipped.push({ path, reason: 'submodule' });
        else if (!name.valid)
            skipped.push({ path, reason: 'name is not valid UTF-8' });
        else if (mode.startsWith('100'))
            files.push({ path, mode, objectId, size: Number(size) });
    }
    return { files, skipped };
}
/**
 * Lists the tracked files of commit `sha` under `folder` (repository-relative), by listing the
 * folder's own tree (`<sha>:<folder>`): an exact path, never a pattern.
 */
async function listBaseTree(git, options) {
    if (!(await folderExists(git, options)))
        return { exists: false, files: [], skipped: [] };
    // --full-tree: run from a subfolder, ls-tree would list only that subfolder of the tree given.
    const args = ['ls-tree', '--full-tree', '-r', '-z', '-l', treeOf(options.sha, options.folder)];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommandError */ .iR(args, result);
    return { exists: true, ...parseTreeListing(result.stdout, options.folder) };
}


/***/ }),

/***/ 2127:
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
var schemas = __webpack_require__(38816);
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

// EXTERNAL MODULE: ./src/engine/suppressions/inline.ts
var inline = __webpack_require__(18894);
// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/engine/discovery/content/key-words.ts
/**
 * The byte test that decides which YAML/JSON files are parsed at all, and the text encodings a
 * file may come in. The test is a fast path, never a rule: it may only send a file to the parser,
 * and a file it lets go without parsing must hold no IaC top level a parser would find. Every IaC
 * top level names one of `KEY_WORDS`, and the only ways to write a key without its bytes are
 * escapes (`"\u006bind"`, `"apiVers\x69on"`, a `\` line continuation in double-quoted YAML),
 * `!!binary` (base64, which go-yaml v2 decodes for kubectl, on keys too) and another encoding
 * (UTF-16): a file with any of them is parsed (or decoded) whatever its words. A tag can name
 * `!!binary` only through the `!!` handle, a verbatim `!<…>` tag or a `%TAG` directive (`!b!…`,
 * its suffix even %-escaped), so a file holding `!!`, `!<` or `%TAG` is parsed.
 */
/** Every IaC top level names one of these (as a key or, for `$schema`, in its name). */
const KEY_WORDS = [
    'apiVersion',
    'AWSTemplateFormatVersion',
    'Resources',
    '$schema',
];
const BACKSLASH = 0x5c;
/** After a backslash: `u`, `U`, `x` (a code point written in hex) and a line break (a join). */
const LETTER_ESCAPES = new Set([0x75, 0x55, 0x78, 0x0a, 0x0d]);
/**
 * True when an escape in the bytes could write a letter of a key word: a backslash followed by
 * `u`, `U`, `x` or a line break. A `\\u` in a Windows path is taken for one too; it only costs a
 * parse.
 */
function mayEscapeKeyWords(bytes) {
    for (let at = bytes.indexOf(BACKSLASH); at >= 0; at = bytes.indexOf(BACKSLASH, at + 1)) {
        const next = bytes[at + 1];
        if (next !== undefined && LETTER_ESCAPES.has(next))
            return true;
    }
    return false;
}
/** What a tag that may name `!!binary` starts with (and a directive that may define one). */
const TAG_MARKS = ['!!', '!<', '%TAG'];
/**
 * True when the file may hold an IaC top level: it names a key word, may write one escaped, or
 * carries a tag that may be `!!binary`.
 */
function mayHoldIac(bytes) {
    return (KEY_WORDS.some((word) => bytes.includes(word)) ||
        mayEscapeKeyWords(bytes) ||
        TAG_MARKS.some((mark) => bytes.includes(mark)));
}
/** The UTF-16 byte order a file's byte order mark announces, if it has one. */
function utf16Encoding(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    return undefined;
}
/** The text of a file with a UTF-16 byte order mark, without the mark (bad units as U+FFFD). */
function decodeUtf16(bytes, encoding) {
    return new TextDecoder(encoding).decode(bytes);
}

;// CONCATENATED MODULE: ./src/engine/discovery/dockerfile-content.ts
/**
 * What makes a file a Dockerfile: its name, and for a name that also ends in another file type's
 * extension (`Dockerfile.go`, `Dockerfile.node.js`, `Dockerfile.yaml`), its content. A Dockerfile
 * variant names a target, and targets are named after languages, so such a name decides nothing:
 * it is a Dockerfile when its first instruction is `FROM` or `ARG` (the only instructions
 * `docker build` accepts first), and a parser's source or the Dockerfile's documentation
 * (`dockerfile_parser.go`, `Dockerfile.md`) stays home.
 *
 * Invariant: the whole leading run of blank lines, comments and parser directives is skipped,
 * however long (a fork can write any number of comment lines before `FROM`), in one pass up to the
 * first instruction.
 */

/**
 * Dockerfiles, in any case: `docker build` reads `Dockerfile` and, when there is none, `dockerfile`,
 * and on macOS and Windows `DOCKERFILE` is the same file; podman reads `Containerfile`. Variants
 * named for a target go too, for both names and with each separator in use (`Dockerfile.dev`,
 * `Dockerfile-prod`, `Dockerfile_prod`, `api.Dockerfile`, `Containerfile.prod`), but not an ignore
 * file (BuildKit's `Dockerfile.dockerignore`, podman's `.containerignore`).
 */
const DOCKERFILE_NAME = /^(?:dockerfile|containerfile)(?:$|[.\-_])|\.(?:dockerfile|containerfile)$/i;
const DOCKERIGNORE_NAME = /\.(?:dockerignore|containerignore)$/i;
/**
 * Extensions of other file types: a Dockerfile's documentation, a script, a parser's source
 * (`Dockerfile.md`, `dockerfile_parser.go`, `Dockerfile-lint.yml`), or a Dockerfile for a target
 * named after its language (`Dockerfile.go`). Such a name is read to decide.
 */
const OTHER_TYPE_EXTENSION = /\.(?:md|markdown|txt|rst|adoc|html?|go|py|js|mjs|cjs|ts|tsx|jsx|java|kt|rb|rs|c|cc|cpp|h|hpp|cs|php|sh|bash|ps1|bat|json|ya?ml|toml|ini|xml|lock|log|orig|bak|swp|png|jpe?g|gif|svg)$/i;
function namedLikeDockerfile(base) {
    return DOCKERFILE_NAME.test(base) && !DOCKERIGNORE_NAME.test(base);
}
/** True when a file's name (its base name) alone makes it a Dockerfile. */
function isDockerfileName(base) {
    return namedLikeDockerfile(base) && !OTHER_TYPE_EXTENSION.test(base);
}
/** True when a file named like a Dockerfile ends in another type's extension: its content decides. */
function mayBeDockerfile(base) {
    return namedLikeDockerfile(base) && OTHER_TYPE_EXTENSION.test(base);
}
/** The first instruction of a Dockerfile: `FROM` or `ARG`, any case, then an argument. */
const FIRST_INSTRUCTION = /^(?:from|arg)[ \t]+\S/i;
/**
 * True when the text reads as a Dockerfile: its first line that is not blank, a comment or a
 * parser directive (`# syntax=…`, `# escape=…`, both comments to the reader) is `FROM` or `ARG`.
 */
function startsLikeDockerfile(text) {
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (at < text.length) {
        const end = text.indexOf('\n', at);
        const line = text.slice(at, end === -1 ? text.length : end).trim();
        if (line !== '' && !line.startsWith('#'))
            return FIRST_INSTRUCTION.test(line);
        if (end === -1)
            return false;
        at = end + 1;
    }
    return false;
}
/** Reads a file that `mayBeDockerfile` sent: whether its content is a Dockerfile's. */
function readDockerfileContent(bytes) {
    const utf16 = utf16Encoding(bytes);
    if (utf16 !== undefined)
        return startsLikeDockerfile(decodeUtf16(bytes, utf16)) ? utf16 : undefined;
    return startsLikeDockerfile(bytes.toString('utf8')) ? 'dockerfile' : undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-readings.ts
/**
 * A composed YAML document as plain values, as one YAML reader reads it. The readers deployers use
 * agree on what classification looks at except in two places, where each reading is one policy:
 *
 * - duplicate keys: go-yaml v2 (kubectl, through sigs.k8s.io/yaml: decode.go `mapping` sets each
 *   key in turn, `Unmarshal` is not strict) and PyYAML (aws-cli) keep the last; the yaml package's
 *   `get` keeps the first (go-yaml v3, kustomize's kyaml, refuses them);
 * - `<<` merge keys: go-yaml v2 applies each merge where it stands, overwriting what the mapping
 *   holds so far, explicit nulls included, and later keys overwrite the merged ones (decode.go
 *   `merge` unmarshals the source into the same map; a list is applied last to first, so its first
 *   source wins); YAML's merge spec, go-yaml v3, PyYAML and js-yaml let every explicit key win and
 *   merged keys only fill in, the first source first.
 *
 * Every reading decodes `!!binary` (go-yaml v2 `scalar`: base64 to a string) on keys and values, and
 * takes a `<<` as a merge when it is plain or tagged `!!merge` (go-yaml v2 `isMerge`), never quoted.
 * Aliases are read as their anchors' nodes, within `MAX_ALIAS_NODES` (see yaml-documents.ts).
 */

/** kubectl's reading: go-yaml v2 through sigs.k8s.io/yaml (kubectl v1.32, sigs.k8s.io/yaml v1.4). */
const KUBECTL_READING = { duplicates: 'last', merges: 'in order' };
/** The yaml package's and go-yaml v3's (first key, explicit keys win); PyYAML's (last, explicit win). */
const OTHER_READINGS = [
    { duplicates: 'first', merges: 'fill' },
    { duplicates: 'last', merges: 'fill' },
];
/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** Nodes read through aliases in one reading of a document, at most. */
const MAX_ALIAS_NODES = 10_000;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT = Object.freeze({});
/** Thrown when the aliases of a document expand past the limit. */
class AliasBomb extends Error {
}
/** The node each alias names: the last node with that anchor before the alias, in text order. */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    (0,dist/* visit */.YR)(doc, {
        Node(_key, node) {
            if ((0,dist/* isAlias */.Vj)(node))
                targets.set(node, anchors.get(node.source));
            else if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    return targets;
}
function countAliased(reading) {
    reading.aliased += 1;
    if (reading.aliased > MAX_ALIAS_NODES)
        throw new AliasBomb();
}
/** The node an alias stands for (counted against the limit); any other node as it is. */
function unalias(node, reading) {
    if (!(0,dist/* isAlias */.Vj)(node))
        return node;
    reading.targets ??= aliasTargets(reading.doc);
    countAliased(reading);
    return reading.targets.get(node);
}
/** A `<<` merge key: plain `<<` (the yaml package reads it as a string) or tagged `!!merge`. */
function isMergeKey(key) {
    if (!(0,dist/* isScalar */.jn)(key))
        return false;
    const { value } = key;
    if (typeof value === 'symbol')
        return value.description === '<<';
    return value === '<<' && key.type === 'PLAIN';
}
/** A scalar's value, `!!binary` decoded to text as go-yaml v2 decodes it. */
function scalarValue(value) {
    return value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value;
}
function readMap(node, depth, reading, inAlias) {
    const out = Object.create(null);
    const { duplicates, merges } = reading.policy;
    const later = [];
    for (const pair of node.items) {
        const keyNode = unalias(pair.key, reading);
        if (isMergeKey(keyNode)) {
            reading.sensitive = true;
            if (merges === 'in order')
                mergeInto(out, pair.value, { depth, reading, inAlias, overwrite: true });
            else
                later.push(pair.value);
            continue;
        }
        const key = (0,dist/* isScalar */.jn)(keyNode) ? scalarValue(keyNode.value) : undefined;
        if (typeof key !== 'string')
            continue;
        if (Object.hasOwn(out, key)) {
            reading.sensitive = true;
            if (duplicates === 'first')
                continue;
        }
        out[key] = toPlain(pair.value, depth + 1, reading, inAlias);
    }
    for (const value of later)
        mergeInto(out, value, { depth, reading, inAlias, overwrite: false });
    return out;
}
/**
 * Merges a `<<` value (a mapping, or a list of them) into `out`: overwriting, a list's last source
 * first so that its first wins (go-yaml v2), or filling in, its first source first.
 */
function mergeInto(out, value, at) {
    const source = unalias(value, at.reading);
    if (!(0,dist/* isSeq */.oP)(source) && !(0,dist/* isMap */.jh)(source))
        return;
    const sources = (0,dist/* isSeq */.oP)(source) ? [...source.items] : [source];
    if (at.overwrite)
        sources.reverse();
    for (const one of sources) {
        const plain = toPlain(one, at.depth, at.reading, at.inAlias || source !== value);
        if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
            continue;
        for (const [key, entry] of Object.entries(plain))
            if (at.overwrite || !Object.hasOwn(out, key))
                out[key] = entry;
    }
}
/** A node as plain values, to MAX_DEPTH; `aliased` when it is read through an alias. */
function toPlain(raw, depth, reading, aliased = false) {
    const node = unalias(raw, reading);
    const inAlias = aliased || node !== raw;
    if (aliased)
        countAliased(reading);
    if ((0,dist/* isScalar */.jn)(node))
        return scalarValue(node.value);
    if ((0,dist/* isMap */.jh)(node))
        return depth >= MAX_DEPTH ? CUT : readMap(node, depth, reading, inAlias);
    if ((0,dist/* isSeq */.oP)(node))
        return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1, reading, inAlias));
    return undefined; // an empty node, or an alias with no anchor before it
}
/** One reading of a document's contents, and whether another policy may read it otherwise. */
function readDocument(doc, policy) {
    const reading = { doc, policy, aliased: 0, sensitive: false };
    const top = toPlain(doc.contents, 0, reading);
    return { top, sensitive: reading.sensitive };
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-lenient.ts
/**
 * The same YAML text as YAML 1.1 readers see it (libyaml, go-yaml v2 in kubectl, PyYAML in
 * aws-cli), written so that the yaml package (strict YAML 1.2) reads it alike. Two differences
 * matter for classification:
 *
 * - line breaks: YAML 1.1 breaks lines at a lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029)
 *   too (go-yaml v2 `is_break`), so a manifest written with them is a manifest to kubectl and one
 *   long line to yaml. The reading writes them as LF;
 * - indentation inside a quoted scalar or a flow collection: libyaml checks none (a continuation
 *   line of a double-quoted `description:` may stand left of its key, as Gatekeeper's templates in
 *   Google's terraform-example-foundation do), yaml refuses such a line. The reading indents each
 *   such line past the column that opened the scalar or the collection, which changes no value:
 *   every reader drops a continuation line's leading white space.
 *
 * Readings are tried only to find IaC the first reading missed (a yes uploads the file): a file
 * this module reads wrongly is at worst uploaded, never left home.
 */
/** Characters YAML 1.1 takes for a line break and YAML 1.2 does not. */
const YAML11_BREAKS = /\r(?!\n)|[\u0085\u2028\u2029]/g;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:[ \t]|$)/;
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*(?:[ \t]+#.*|[ \t]*)$/;
function isSpace(c) {
    return c === ' ' || c === '\t';
}
/** True when a quote or bracket at `i` starts a token (rather than standing inside a plain scalar). */
function startsToken(line, i, inFlow) {
    const before = line[i - 1];
    if (before === undefined)
        return true;
    if (inFlow && (before === '[' || before === '{' || before === ',' || before === ':'))
        return true;
    if (!isSpace(before))
        return false;
    let j = i - 1;
    while (j >= 0 && isSpace(line[j]))
        j -= 1;
    if (j < 0)
        return true;
    const c = line[j];
    if (c === ':' || (inFlow && (c === ',' || c === '[' || c === '{')))
        return true;
    if ((c === '-' || c === '?') && (j === 0 || isSpace(line[j - 1])))
        return true;
    // After an anchor or a tag: `&a "x"`, `!t [a`.
    let w = j;
    while (w > 0 && !isSpace(line[w - 1]))
        w -= 1;
    return line[w] === '&' || line[w] === '!';
}
/** The column a block scalar's content must pass: its key's, or its sequence entry's dash's. */
function blockParentOf(line, at) {
    let column = line.length - line.trimStart().length;
    for (;;) {
        if (line[column] !== '-' || !isSpace(line[column + 1]))
            return column;
        let next = column + 1;
        while (isSpace(line[next]))
            next += 1;
        if (next >= at)
            return column;
        column = next;
    }
}
/** Scans one line from `from`, updating where the scan stands. */
function scanLine(line, from, state) {
    for (let i = from; i < line.length; i += 1) {
        const c = line[i];
        if (state.quote === '"') {
            if (c === '\\')
                i += 1;
            else if (c === '"')
                state.quote = undefined;
            continue;
        }
        if (state.quote === "'") {
            if (c === "'" && line[i + 1] === "'")
                i += 1;
            else if (c === "'")
                state.quote = undefined;
            continue;
        }
        const inFlow = state.depth > 0;
        if (c === '#' && (i === 0 || isSpace(line[i - 1])))
            return;
        if ((c === '"' || c === "'") && startsToken(line, i, inFlow)) {
            if (!inFlow)
                state.spanColumn = i;
            state.quote = c;
        }
        else if ((c === '[' || c === '{') && (inFlow || startsToken(line, i, false))) {
            if (!inFlow)
                state.spanColumn = i;
            state.depth += 1;
        }
        else if (inFlow && (c === ']' || c === '}'))
            state.depth -= 1;
        else if (!inFlow && (c === '|' || c === '>') && startsToken(line, i, false)) {
            if (BLOCK_SCALAR_HEADER.test(line.slice(i)))
                state.blockParent = blockParentOf(line, i);
            return;
        }
    }
}
/**
 * The text with every continuation line of a quoted scalar or flow collection indented past the
 * column that opened it, or undefined when no line needed it (or a document marker stands inside
 * one, which every reader refuses).
 */
function indentContinuations(text) {
    const lines = text.split('\n');
    const state = { depth: 0, quote: undefined, spanColumn: 0, blockParent: undefined };
    let changed = false;
    for (let n = 0; n < lines.length; n += 1) {
        let line = lines[n] ?? '';
        const indent = line.length - line.trimStart().length;
        const blank = line.trim() === '';
        if (state.blockParent !== undefined) {
            if (blank || indent > state.blockParent)
                continue;
            state.blockParent = undefined;
        }
        if (state.depth > 0 || state.quote !== undefined) {
            if (DOCUMENT_MARKER.test(line))
                return undefined;
            const wanted = state.spanColumn + 1;
            let spaces = 0;
            while (line[spaces] === ' ')
                spaces += 1;
            if (!blank && spaces < wanted) {
                line = ' '.repeat(wanted - spaces) + line;
                lines[n] = line;
                changed = true;
            }
            scanLine(line, 0, state);
        }
        else
            scanLine(line, indent, state);
    }
    return changed ? lines.join('\n') : undefined;
}
/** The text with YAML 1.1's line breaks (a lone CR, NEL, LS, PS) written as LF. */
function withYaml11Breaks(text) {
    return text.replace(YAML11_BREAKS, '\n');
}
/**
 * The texts to read again when the yaml package's reading found no IaC: with YAML 1.1's line
 * breaks written as LF (when the text has any), and, when it did not parse, with continuation
 * lines indented as libyaml would take them.
 */
function yaml11Readings(text, parseError) {
    const readings = [];
    const broken = withYaml11Breaks(text);
    if (broken !== text)
        readings.push(broken);
    if (parseError) {
        const indented = indentContinuations(broken);
        if (indented !== undefined)
            readings.push(indented);
    }
    return readings;
}

;// CONCATENATED MODULE: ./src/engine/discovery/kustomize/kustomization-references.ts
/**
 * What a kustomization file references, as kustomize (v5, the one inside kubectl v1.32) reads it:
 * the entries of `resources` (and its old name `bases`), `components`, `crds` and
 * `patchesStrategicMerge`, the `path` of each entry of `patches`, `patchesJson6902` and
 * `replacements`, and, since what they hold changes what is deployed, the plugin configurations
 * of `transformers`, `generators` and `validators` and the values files of `helmCharts`. The files
 * `configMapGenerator` and `secretGenerator` read become data, not resources, and are not listed.
 * A `helmCharts` entry with no `repo` is a chart folder kustomize inflates (`kustomize build
 * --enable-helm`): `<chartHome>/<name>`, `helmGlobals.chartHome` defaulting to `charts`; one with
 * a `repo` is fetched from that chart repository (`kustomizationCharts`).
 * An entry may name a file, a folder (another kustomization) or a remote target (a git or HTTP
 * URL); some may also hold an inline patch or configuration. Which is which is for the caller, who
 * knows the tree: kustomize itself tries a local path first.
 *
 * kustomize reads a kustomization with sigs.k8s.io/yaml (go-yaml v2): a `!!binary` key or entry
 * is decoded, and a number or boolean where a path goes becomes its text. Every reading is taken
 * together (fail closed): the text as the yaml package reads it and as YAML 1.1 readers see it
 * (`yaml-lenient.ts`), duplicate keys all read (kustomize refuses them), aliases and `<<` merges
 * followed one level. A file no reading parses references nothing here (kustomize refuses it too).
 */



/** Keys whose list entries are paths (or, for some, inline content). */
const PATH_LISTS = new Set([
    'resources',
    'bases',
    'components',
    'crds',
    'patchesStrategicMerge',
    'transformers',
    'generators',
    'validators',
]);
/** Keys whose list entries are mappings naming files under these keys. */
const FILE_FIELDS = {
    patches: ['path'],
    patchesJson6902: ['path'],
    replacements: ['path'],
    helmCharts: ['valuesFile', 'additionalValuesFiles'],
};
/** Every reading of the text that parses. */
function parseKustomization(text) {
    return [text, ...yaml11Readings(text, true)]
        .map((candidate) => (0,dist/* parseDocument */.Tp)(candidate, { uniqueKeys: false }))
        .filter((doc) => doc.errors.length === 0);
}
/** The texts a scalar may stand for where a path goes: as written, and as go-yaml v2 decodes it. */
function textsOf(node) {
    if (!(0,dist/* isScalar */.jn)(node))
        return [];
    const { value } = node;
    if (value instanceof Uint8Array)
        return [Buffer.from(value).toString('utf8')];
    if (typeof value === 'string')
        return [value];
    if (typeof value === 'number' || typeof value === 'boolean')
        return [String(value), ...(node.source === undefined ? [] : [String(node.source)])];
    return [];
}
/** The references and charts of one reading. */
function referencesOf(doc) {
    if (!(0,dist/* isMap */.jh)(doc.contents))
        return { references: [], charts: [] };
    let targets;
    const resolve = (node) => (0,dist/* isAlias */.Vj)(node) ? (targets ??= aliasTargets(doc)).get(node) : node;
    const texts = (node) => textsOf(resolve(node));
    const list = (node) => {
        const value = resolve(node);
        return (0,dist/* isSeq */.oP)(value) ? value.items.map(resolve) : [value];
    };
    const references = [];
    const charts = [];
    const chartHomes = [];
    const readCharts = (name, item) => {
        if (!(0,dist/* isMap */.jh)(item))
            return;
        const field = (key) => texts(item.get(key, true))[0];
        if (name === 'helmGlobals') {
            const home = field('chartHome');
            if (home !== undefined)
                chartHomes.push(home);
            return;
        }
        const chart = field('name');
        if (chart === undefined)
            return;
        const repo = field('repo');
        const version = field('version');
        charts.push({
            name: chart,
            ...(repo !== undefined && repo !== '' && { repo }),
            ...(version !== undefined && { version }),
        });
    };
    const readMap = (map, depth) => {
        for (const pair of map.items) {
            const key = resolve(pair.key);
            if (isMergeKey(key)) {
                if (depth === 0)
                    for (const source of list(pair.value))
                        if ((0,dist/* isMap */.jh)(source))
                            readMap(source, 1);
                continue;
            }
            for (const name of texts(key)) {
                const fields = FILE_FIELDS[name];
                for (const item of list(pair.value)) {
                    if (name === 'helmCharts' || name === 'helmGlobals')
                        readCharts(name, item);
                    if (PATH_LISTS.has(name))
                        references.push(...texts(item));
                    else if (fields !== undefined && (0,dist/* isMap */.jh)(item))
                        for (const field of fields)
                            for (const value of list(item.get(field, true)))
                                references.push(...texts(value));
                }
            }
        }
    };
    readMap(doc.contents, 0);
    // A local chart is the folder `<chartHome>/<name>`; kustomize's default chartHome is `charts`.
    const homes = chartHomes.length > 0 ? chartHomes : ['charts'];
    for (const chart of charts)
        if (chart.repo === undefined)
            for (const home of homes)
                references.push(`${home.replace(/\/+$/, '')}/${chart.name}`);
    return { references, charts };
}
function readAll(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return parseKustomization(body).map(referencesOf);
}
/** The references of a kustomization, as written (relative to its folder, or remote). */
function kustomizationReferences(text) {
    const all = readAll(text).flatMap((read) => read.references);
    return [...new Set(all.map((reference) => reference.trim()).filter((r) => r !== ''))];
}
/** The charts a kustomization inflates (`helmCharts`), every reading's, each once. */
function kustomizationCharts(text) {
    const seen = new Map();
    for (const chart of readAll(text).flatMap((read) => read.charts))
        seen.set(JSON.stringify(chart), chart);
    return [...seen.values()];
}

;// CONCATENATED MODULE: ./src/engine/discovery/kustomize/kustomize-inputs.ts
/**
 * The files kustomizations under the scanned folder build into what they deploy (`kubectl apply
 * -k` reads a resource whatever its extension: `resources: [priv.conf]`), and what they reference
 * out of the scanned folder. A reference is resolved as kustomize resolves it, local first: a
 * listed file is an input, a listed folder is another kustomization (discovered on its own), and
 * anything else is remote (a git or HTTP URL) or missing, neither of which is in the repository.
 * A reference out of the scanned folder cannot be told apart here (the listing stops at the
 * folder): the change analysis judges it against what a pull request changed.
 */


/** The names kustomize reads as a kustomization (with or without apiVersion and kind). */
const KUSTOMIZATION_NAMES = new Set([
    'kustomization.yaml',
    'kustomization.yml',
    'Kustomization',
]);
/** True for a kustomization file's path. */
function isKustomization(relativePath) {
    return KUSTOMIZATION_NAMES.has(posix_.basename(relativePath));
}
/** Remote targets kustomize fetches (a URL, an scp-like git address): never a path here. */
const REMOTE = /^[a-z][a-z0-9+.-]*:\/\/|^git@|^ssh:/i;
/**
 * What `kustomizations` reference among the listed `paths` (both relative to the scanned folder).
 * `read` gives a kustomization's bytes (and may throw: an unreadable one references nothing here;
 * discovery reports it).
 */
function findKustomizeInputs(options) {
    const { paths, kustomizations, read } = options;
    const files = new Set();
    const outside = [];
    if (kustomizations.length === 0)
        return { files, outside };
    const listed = new Set(paths);
    for (const kustomization of kustomizations) {
        let text;
        try {
            text = Buffer.from(read(kustomization)).toString('utf8');
        }
        catch {
            continue;
        }
        for (const reference of kustomizationReferences(text)) {
            if (REMOTE.test(reference) || posix_.isAbsolute(reference))
                continue;
            const target = posix_.normalize(posix_.join(posix_.dirname(kustomization), reference));
            const clean = target.replace(/\/+$/, '');
            if (clean === '..' || clean.startsWith('../'))
                outside.push({ kustomization, target: clean });
            // Anything else under the folder is another kustomization's folder, remote, or missing.
            else if (listed.has(clean))
                files.add(clean);
        }
    }
    return { files, outside };
}
/**
 * The category of a refusal of a file a kustomization reads: what kustomize builds from a file
 * that holds no resource (a JSON 6902 patch) is judged by nobody, so it is a `kustomize input`
 * (not judged on a pull request), unless its refusal already leaves it not judged.
 */
function asKustomizeInput(category) {
    return category === 'unparsable' || category === 'ambiguous' ? category : 'kustomize input';
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/holds-iac-keys.ts
/**
 * Whether a YAML/JSON file that does not parse holds the keys of an IaC top level anywhere in its
 * text. Our parser refuses files that the kind's own tooling reads (kubectl's libyaml takes a flow
 * map whose continuation line is not indented; quoted keys `"kind": Pod` come after it), so a file
 * that does not parse is judged IaC left home whenever its keys say so, wherever they are: fail
 * closed. `startsLikeIac` (`likely-iac.ts`) only decides whether the log warns.
 *
 * A key may be written with escapes the kind's reader decodes (`"\u0061piVersion"` in JSON, also
 * `\x61` and `\U00000061` or a `\` line join in double-quoted YAML): the text is matched as written
 * and, when it holds an escape, once more with the escapes decoded.
 *
 * Invariant: this reads the whole text, never a head: a fork can put any amount of text before
 * the keys. Each pattern is linear (no nested quantifiers), so the cost is one pass per key.
 */
/** A key as a YAML or JSON top level writes it: at a line start or after `{`/`,`, plain or quoted, spaces before the colon. */
function keyPattern(key) {
    return new RegExp(`(?:^|[{,])[ \\t]*(["']?)${key}\\1[ \\t]*:`, 'm');
}
const API_VERSION = keyPattern('apiVersion');
const KIND = keyPattern('kind');
const CLOUDFORMATION_VERSION = keyPattern('AWSTemplateFormatVersion');
const RESOURCES = keyPattern('Resources');
/**
 * A resource type of CloudFormation, quoted or not: `Type: AWS::S3::Bucket`, a third party's
 * `Alexa::ASK::Skill`, a custom resource's `Custom::Seed` (all `Vendor::Name`).
 */
const RESOURCE_TYPE = /(["']?)Type\1[ \t]*:[ \t]*["']?[A-Za-z0-9]+::[A-Za-z0-9]/;
/** An ARM deployment template's `$schema`, quoted or not. */
const ARM_SCHEMA = /(["']?)\$schema\1[ \t]*:[ \t]*["']?[^"'\r\n]*deploymentTemplate\.json/i;
/**
 * True when the text holds a top-level-looking IaC key: `apiVersion` with `kind` (Kubernetes),
 * `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…` (CloudFormation), or an ARM
 * deployment template's `$schema`.
 */
function holdsIacKeys(text) {
    return asWrittenOrDecoded(text, (t) => {
        if (API_VERSION.test(t) && KIND.test(t))
            return true;
        return holdsCloudFormationKeysAsWritten(t) || ARM_SCHEMA.test(t);
    });
}
/** True when the text holds CloudFormation's keys: `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…`. */
function holdsCloudFormationKeys(text) {
    return asWrittenOrDecoded(text, holdsCloudFormationKeysAsWritten);
}
function holdsCloudFormationKeysAsWritten(text) {
    return CLOUDFORMATION_VERSION.test(text) || (RESOURCES.test(text) && RESOURCE_TYPE.test(text));
}
/** An escape that writes a character (JSON's and YAML's hex escapes), or a double-quoted line join. */
const ESCAPE = /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|U([0-9a-fA-F]{8})|\r?\n[ \t]*)/g;
/** The text with its hex escapes decoded and its `\` line joins joined. */
function decodeEscapes(text) {
    return text.replace(ESCAPE, (_, u, x, big) => {
        const hex = u ?? x ?? big;
        if (hex === undefined)
            return '';
        const code = Number.parseInt(hex, 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}
/** The test on the text as written, then, when it holds an escape, on the text decoded. */
function asWrittenOrDecoded(text, test) {
    if (test(text))
        return true;
    const decoded = decodeEscapes(text);
    return decoded !== text && test(decoded);
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/nesting.ts
/**
 * How deep a YAML or JSON document may nest before it counts as unparsable. The parsers recurse,
 * so past some depth they overflow the stack, and where that happens depends on whether V8 has
 * compiled them yet (seen here: 900 levels failing in a cold process, 1,100 passing once warm).
 * A file must get the same verdict on every run, so the limit is ours and far below any stack:
 * a document nested deeper than `MAX_NESTING_LEVELS` does not parse, whether the parser
 * overflowed or measured it. No real template or manifest comes near it.
 */

const MAX_NESTING_LEVELS = 200;
/** The reason a document nested too deep gives, the same whichever way it was found. */
const TOO_DEEP = `nested deeper than ${MAX_NESTING_LEVELS} levels`;
/** True for the error a recursive parser throws when the stack runs out. */
function isStackOverflow(error) {
    return error instanceof RangeError || /Maximum call stack size exceeded/.test(String(error));
}
/** True when a parsed JSON value nests deeper than the limit (walked without recursion). */
function jsonTooDeep(value) {
    return tooDeep(value, (node) => node !== null && typeof node === 'object' ? Object.values(node) : undefined);
}
/** True when a composed YAML node nests deeper than the limit (walked without recursion). */
function yamlTooDeep(node) {
    return tooDeep(node, (n) => {
        if ((0,dist/* isMap */.jh)(n) || (0,dist/* isSeq */.oP)(n))
            return n.items;
        if ((0,dist/* isPair */.tO)(n))
            return [n.key, n.value];
        return undefined;
    });
}
function tooDeep(root, children) {
    const stack = [[root, 0]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        const kids = children(node);
        if (kids === undefined)
            continue;
        if (depth >= MAX_NESTING_LEVELS)
            return true;
        for (const kid of kids)
            stack.push([kid, depth + 1]);
    }
    return false;
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
;// CONCATENATED MODULE: ./src/engine/discovery/content/json-dialect.ts
/**
 * JSON as the IaC tools read it. ARM's template engine (JSON.NET) accepts `//` and `/* *\/`
 * comments, trailing commas and line breaks inside strings; CloudFormation and kubectl read strict
 * JSON. A file is parsed once in the lenient dialect (jsonc-parser, whose error list decides
 * whether it is readable at all) and told which of the lenient features it needed, so that the
 * kind's own rule can refuse what its tooling refuses.
 */


const MAX_ERRORS_SHOWN = 3;
/**
 * Escapes control characters (line breaks, tabs) inside string literals, which JSON.NET keeps as
 * they are and jsonc-parser refuses; everything outside strings, comments included, is untouched,
 * so offsets stay meaningful. Returns the text and whether anything was escaped.
 */
function escapeControlsInStrings(text) {
    let out = '';
    let from = 0;
    let escaped = false;
    let i = 0;
    const n = text.length;
    while (i < n) {
        const c = text[i];
        if (c === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            i = end < 0 ? n : end;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end < 0 ? n : end + 2;
        }
        else if (c === '"') {
            i += 1;
            while (i < n && text[i] !== '"') {
                const code = text.charCodeAt(i);
                if (text[i] === '\\')
                    i += 2;
                else if (code < 0x20) {
                    out += text.slice(from, i) + `\\u${code.toString(16).padStart(4, '0')}`;
                    from = i + 1;
                    escaped = true;
                    i += 1;
                }
                else
                    i += 1;
            }
            i += 1;
        }
        else
            i += 1;
    }
    return { text: escaped ? out + text.slice(from) : text, escaped };
}
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line += 1;
    return line;
}
function describeErrors(text, errors) {
    const shown = errors
        .slice(0, MAX_ERRORS_SHOWN)
        .map((e) => `${(0,main.printParseErrorCode)(e.error)} at line ${lineOf(text, e.offset)}`);
    const more = errors.length > MAX_ERRORS_SHOWN ? `, and ${errors.length - MAX_ERRORS_SHOWN} more` : '';
    return shown.join(', ') + more;
}
/** The error codes a text raises when one lenient feature is turned off. */
function errorCodes(text, options) {
    const errors = [];
    (0,main.parse)(text, errors, {
        disallowComments: !options.comments,
        allowTrailingComma: options.trailingCommas,
    });
    return errors.map((e) => (0,main.printParseErrorCode)(e.error));
}
/** Which lenient features a text that JSON.parse refused needed (checked only on refusal). */
function lenientFeatures(text, escaped) {
    const features = [];
    if (errorCodes(text, { comments: false, trailingCommas: true }).includes('InvalidCommentToken'))
        features.push('comments');
    const strict = errorCodes(text, { comments: true, trailingCommas: false });
    if (strict.includes('PropertyNameExpected') || strict.includes('ValueExpected'))
        features.push('trailing commas');
    if (escaped)
        features.push('line breaks or tabs inside strings');
    return features.length > 0 ? features : ['a form strict JSON refuses'];
}
/** Parses JSON as ARM's engine does; a text jsonc-parser reports any error for is unreadable. */
function parseLenientJson(text) {
    let strict;
    try {
        strict = JSON.parse(text);
    }
    catch {
        // Not strict JSON: the lenient reading decides.
        return parseLenient(text);
    }
    return jsonTooDeep(strict) ? { error: TOO_DEEP } : { value: strict, lenient: [] };
}
function parseLenient(text) {
    const prepared = escapeControlsInStrings(text);
    const errors = [];
    let value;
    try {
        value = (0,main.parse)(prepared.text, errors, {
            allowTrailingComma: true,
            disallowComments: false,
            allowEmptyContent: false,
        });
    }
    catch (error) {
        // jsonc-parser recurses: a deep enough document overflows it (see nesting.ts).
        if (isStackOverflow(error))
            return { error: TOO_DEEP };
        throw error;
    }
    if (errors.length > 0)
        return { error: describeErrors(prepared.text, errors) };
    if (jsonTooDeep(value))
        return { error: TOO_DEEP };
    return { value, lenient: lenientFeatures(prepared.text, prepared.escaped) };
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/json-stream.ts
/**
 * A file as kubectl reads it when its first character past white space is `{`: a *stream* of JSON
 * values, one after another (`{…}\n{…}`), each applied on its own. kubectl v1.32 decodes such a
 * file with `yaml.NewYAMLOrJSONDecoder` (k8s.io/apimachinery pkg/util/yaml/decoder.go), which
 * sniffs the first non-space byte (`unicode.IsSpace`, so a byte order mark is no space) and then
 * reads values with Go's `encoding/json` Decoder until the stream ends or a value fails; the values
 * before a failure are applied. Go's JSON decodes escapes (`"\u0061piVersion"` is `apiVersion`)
 * and keeps the last of duplicate keys, as `JSON.parse` does.
 *
 * `JSON.parse` and every JSON reader that expects one value per file (CloudFormation, ARM, the
 * service's) refuse such a stream, so a stream whose values hold a resource is one file read two
 * ways: the caller counts it not judged.
 */

/** Go's `unicode.IsSpace`: what kubectl skips before it looks for `{`. */
const UNICODE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;
/** True when kubectl reads the text as JSON: its first character past white space is `{`. */
function startsLikeJson(text) {
    const skipped = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
    return text[skipped] === '{';
}
/** Where the JSON value starting at `from` ends (past its last character), or -1 if it never does. */
function valueEnd(text, from) {
    const first = text[from];
    if (first === '"')
        return stringEnd(text, from);
    if (first !== '{' && first !== '[') {
        // A number, true, false or null: up to the next delimiter.
        let i = from;
        while (i < text.length && !/[\s{}[\],"]/.test(text[i] ?? ''))
            i += 1;
        return i;
    }
    let depth = 0;
    for (let i = from; i < text.length; i += 1) {
        const c = text[i];
        if (c === '"') {
            const end = stringEnd(text, i);
            if (end < 0)
                return -1;
            i = end - 1;
        }
        else if (c === '{' || c === '[')
            depth += 1;
        else if (c === '}' || c === ']') {
            depth -= 1;
            if (depth === 0)
                return i + 1;
        }
    }
    return -1;
}
/** Past the closing quote of the string opening at `from`, or -1 when it is never closed. */
function stringEnd(text, from) {
    for (let i = from + 1; i < text.length; i += 1) {
        if (text[i] === '\\')
            i += 1;
        else if (text[i] === '"')
            return i + 1;
    }
    return -1;
}
/**
 * Reads `text` (without its byte order mark) as a stream of JSON values, as Go's JSON decoder
 * reads it: each value parsed strictly, white space between them, the values before the first
 * failure kept. A value nested too deep is a failure.
 */
function readJsonStream(text) {
    const values = [];
    // What kubectl skipped to find the `{` is skipped too (Go's decoder might refuse a U+3000 there,
    // or a newer kubectl read on as YAML): this reading may find more than kubectl, never less.
    let at = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
    for (;;) {
        // JSON's white space between values: Go's decoder skips only these.
        while (at < text.length && /[\t\n\r ]/.test(text[at] ?? ''))
            at += 1;
        if (at >= text.length)
            return { values };
        const end = valueEnd(text, at);
        if (end < 0)
            return { values, error: `value ${values.length + 1} is never closed` };
        let value;
        try {
            value = JSON.parse(text.slice(at, end));
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return { values, error: `value ${values.length + 1}: ${message.split('\n', 1)[0]}` };
        }
        if (jsonTooDeep(value))
            return { values, error: `value ${values.length + 1} nests too deep` };
        values.push(value);
        at = end;
    }
}

;// CONCATENATED MODULE: ./src/engine/discovery/likely-iac.ts
/**
 * When a YAML/JSON file that is not uploaded deserves a warning: only when a reader would call it
 * IaC. A warning that fires on every run of a healthy repository teaches people to ignore
 * warnings, so neither a file's name (`template.yaml`, `azuredeploy.json`) nor a word in it
 * decides; its structure does (see `structure.ts` for the near misses of each kind), and a file
 * that does not parse counts only when its first lines are an IaC top level. Files in places that
 * hold look-alikes on purpose are never warned of: test and fixture folders (deliberately broken
 * templates), CI folders (workflows and their templates) and PSRule's rule files (shaped like
 * manifests, read by PSRule).
 *
 * Invariant: nothing here uploads or refuses a file; it only decides warning or debug line. A
 * quiet place never changes a refusal's category, which judges the file (`content.ts`).
 */
/** How much of a file's start is looked at for an IaC top level. */
const HEAD_BYTES = 4096;
/** Folder names (split at `-`, `_`, `.`) that hold tests and their fixtures. */
const TEST_WORDS = new Set([
    'test',
    'tests',
    'testdata',
    'fixture',
    'fixtures',
    'spec',
    'specs',
    'snapshots',
]);
/** Folders of CI systems: workflows, workflow templates, issue forms, pipeline definitions. */
const CI_FOLDERS = new Set([
    '.github',
    '.gitea',
    '.forgejo',
    '.gitlab',
    '.circleci',
    '.buildkite',
    '.azure-pipelines',
    '.azuredevops',
]);
/** PSRule: rules, baselines and selectors in `.ps-rule/` or named `*.Rule.yaml`, and its options. */
const PSRULE_NAME = /\.rule\.(?:ya?ml|jsonc?)$|^ps-rule\.ya?ml$/i;
/**
 * Why no warning is given for a file at this path (relative to the scanned folder), or undefined.
 * Only folders count for tests, so a template named `test.yaml` beside real ones is still read.
 */
function quietPlace(relativePath) {
    const parts = relativePath.split('/');
    const name = parts.pop() ?? '';
    const folders = parts;
    if (folders.some((f) => CI_FOLDERS.has(f.toLowerCase())))
        return 'in a CI folder';
    if (folders.includes('.ps-rule') || PSRULE_NAME.test(name))
        return 'a PSRule file';
    const isTest = (folder) => folder
        .toLowerCase()
        .split(/[-_.]+/)
        .some((word) => TEST_WORDS.has(word));
    if (folders.some(isTest))
        return 'in a test or fixture folder';
    return undefined;
}
/**
 * True for a string a reader takes for a Kubernetes `apiVersion`, right or slightly wrong
 * (`apps/v1`, `apps/V1`, `v1.0`): at most one `/`, and a version starting `v` and a digit.
 * PSRule's `github.com/microsoft/PSRule/v1` is not one.
 */
function isNearKubernetesApiVersion(value) {
    if (typeof value !== 'string' || /\s/.test(value.trim()))
        return false;
    const parts = value.trim().split('/');
    return parts.length <= 2 && /^v\d/i.test(parts.at(-1) ?? '');
}
/** A top-level key at column 0 of a YAML line, with its plain or quoted one-line value. */
function yamlTopValue(text, key) {
    const match = new RegExp(`^${key}:[ \\t]*["']?([^"'#\\r\\n]*?)["']?[ \\t]*(?:#.*)?$`, 'm').exec(text);
    return match?.[1];
}
/** JSON whitespace and comments before the first key. */
const JSON_LEAD = String.raw `^\uFEFF?(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*\{(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*`;
/** The first key of a JSON object that says IaC: an ARM `$schema`, CloudFormation's version. */
const JSON_IAC_HEAD = [
    new RegExp(`${JSON_LEAD}"\\$schema"\\s*:\\s*"[^"]*deploymentTemplate\\.json`, 'i'),
    new RegExp(`${JSON_LEAD}"AWSTemplateFormatVersion"\\s*:`),
];
/**
 * True when the first bytes of a file that does not parse are an IaC top level: a YAML document
 * with `apiVersion` (Kubernetes' form, near enough) and `kind`, or `AWSTemplateFormatVersion`, at
 * column 0; a JSON object whose first key is an ARM deployment `$schema`, CloudFormation's
 * version, or `apiVersion`/`kind` of a manifest.
 */
function startsLikeIac(bytes) {
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEAD_BYTES));
    const text = head.toString('utf8');
    if (JSON_IAC_HEAD.some((pattern) => pattern.test(text)))
        return true;
    const jsonApiVersion = new RegExp(`${JSON_LEAD}"(?:apiVersion|kind)"\\s*:`).test(text);
    if (jsonApiVersion) {
        const version = /"apiVersion"\s*:\s*"([^"]*)"/.exec(text)?.[1];
        return /"kind"\s*:/.test(text) && isNearKubernetesApiVersion(version);
    }
    if (/^AWSTemplateFormatVersion:/m.test(text))
        return true;
    const kind = yamlTopValue(text, 'kind');
    return (kind !== undefined &&
        kind !== '' &&
        isNearKubernetesApiVersion(yamlTopValue(text, 'apiVersion')));
}

;// CONCATENATED MODULE: ./src/engine/discovery/tool-configs.ts
/**
 * Tool configurations that are shaped like Kubernetes manifests (an `apiVersion` of the form
 * `group/version` and a `kind`) but are read by a developer tool, never applied to a cluster, so
 * they are not uploaded. One entry per API group, each with what reads it. A kustomize
 * `Kustomization` is not here on purpose: teams ship their manifests with it.
 */
/** The API groups of tool configurations, with the tool that reads each. */
const TOOL_CONFIG_GROUPS = new Map([
    // kind (Kubernetes in Docker): `kind: Cluster` describes local test nodes.
    ['kind.x-k8s.io', 'a kind cluster configuration'],
    // Skaffold: `apiVersion: skaffold/v4beta11`, the build-and-deploy loop of a developer.
    ['skaffold', 'a Skaffold configuration'],
    // k3d: `kind: Simple` describes a local k3s cluster in Docker.
    ['k3d.io', 'a k3d cluster configuration'],
    // kubeadm: InitConfiguration, ClusterConfiguration, JoinConfiguration given to `kubeadm init`.
    ['kubeadm.k8s.io', 'a kubeadm configuration'],
    // The kubelet's own configuration file (KubeletConfiguration), read by the node agent.
    ['kubelet.config.k8s.io', 'a kubelet configuration'],
    // kube-proxy's configuration file, which travels with kubeadm's in one file.
    ['kubeproxy.config.k8s.io', 'a kube-proxy configuration'],
    // Backstage's software catalog: `catalog-info.yaml` describes a component, not a resource.
    ['backstage.io', 'a Backstage catalog descriptor'],
]);
/** What reads a document of this `apiVersion`, when it is a tool configuration. */
function toolConfigOf(apiVersion) {
    if (typeof apiVersion !== 'string')
        return undefined;
    const slash = apiVersion.indexOf('/');
    return slash < 0 ? undefined : TOOL_CONFIG_GROUPS.get(apiVersion.slice(0, slash));
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/structure.ts


/** `v<N>`, `v<N>alpha<M>` or `v<N>beta<M>`. */
const KUBERNETES_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;
/** A DNS subdomain (RFC 1123), the form of an API group. */
const DNS_SUBDOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?)*$/;
/** `Vendor::Service::Resource`, a registry module's `…::MODULE`, and a custom resource's `Custom::Name`. */
const CLOUDFORMATION_TYPE = /^(?:[A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+(?:::MODULE)?|Custom::[A-Za-z0-9_@-]{1,60})$/;
const SAM_TRANSFORM = /^AWS::Serverless-/;
const structure_ARM_SCHEMA = /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/(?:deploymentTemplate|subscriptionDeploymentTemplate|managementGroupDeploymentTemplate|tenantDeploymentTemplate)\.json#?$/i;
const ARM_PARAMETERS_SCHEMA = /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/deploymentParameters\.json#?$/i;
/** A JSON Schema names its dialect at json-schema.org: it describes documents, it is none. */
const JSON_SCHEMA_DIALECT = /^https?:\/\/json-schema\.org\//i;
/** Quotes the whole deciding value: a long one (an ARM `$schema`) is told apart at its end. */
const MAX_QUOTED_CHARS = 500;
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function field(value, key) {
    return isMapping(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
function quote(value) {
    if (typeof value === 'object' && value !== null)
        return Array.isArray(value) ? 'a list' : 'a mapping';
    const text = String(value);
    return JSON.stringify(text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text);
}
/** True for `v1`, `apps/v1`, `networking.k8s.io/v1beta1`; false for `v1/beta`, `a/b/v1`, `1.0`. */
function isKubernetesApiVersion(value) {
    if (typeof value !== 'string')
        return false;
    const parts = value.split('/');
    if (parts.length === 1)
        return KUBERNETES_VERSION.test(value);
    const [group = '', version = ''] = parts;
    return parts.length === 2 && DNS_SUBDOMAIN.test(group) && KUBERNETES_VERSION.test(version);
}
function hasTypedResource(resources) {
    if (!isMapping(resources))
        return false;
    return Object.values(resources).some((resource) => {
        const type = field(resource, 'Type');
        return typeof type === 'string' && CLOUDFORMATION_TYPE.test(type);
    });
}
function isSamTransform(transform) {
    const names = Array.isArray(transform) ? transform : [transform];
    return names.some((name) => typeof name === 'string' && SAM_TRANSFORM.test(name));
}
function isCloudFormation(top) {
    if (Object.hasOwn(top, 'AWSTemplateFormatVersion'))
        return true;
    const resources = field(top, 'Resources');
    return (hasTypedResource(resources) || (isMapping(resources) && isSamTransform(field(top, 'Transform'))));
}
const nearMiss = (reason) => ({ reason, category: 'looks like IaC' });
/** Why a document with `apiVersion` and `kind` is no manifest; a near miss when it nearly is. */
function whyNotManifest(apiVersion, kind) {
    if (!isKubernetesApiVersion(apiVersion)) {
        const reason = `apiVersion ${quote(apiVersion)} is not of Kubernetes' form [group/]v<N>[alpha|beta<M>]`;
        return isNearKubernetesApiVersion(apiVersion) ? nearMiss(reason) : { reason };
    }
    if (apiVersion === 'v1' && kind === 'Config')
        return { reason: 'a kubeconfig (credentials), not a manifest', category: 'kubeconfig' };
    return nearMiss(`kind ${quote(kind)} is not a non-empty string`);
}
/** Why a document with a `$schema` is no ARM template; a near miss when it names one. */
function whyNotArm(schema) {
    if (typeof schema === 'string' && ARM_PARAMETERS_SCHEMA.test(schema))
        return {
            reason: `an ARM parameters file ($schema ${quote(schema)}), not a template`,
            category: 'parameters file',
        };
    if (structure_ARM_SCHEMA.test(String(schema)))
        return nearMiss(`an ARM deployment template $schema (${quote(schema)}) without resources`);
    const reason = `$schema ${quote(schema)} is not an ARM deployment template`;
    if (typeof schema === 'string' && JSON_SCHEMA_DIALECT.test(schema))
        return { reason: `a JSON Schema ($schema ${quote(schema)}), not a template` };
    return /deploymentTemplate\.json/i.test(String(schema)) ? nearMiss(reason) : { reason };
}
/** Why `Resources` makes no CloudFormation template; a near miss when a `Type` has `::`. */
function whyNotCloudFormation(resources) {
    const types = isMapping(resources)
        ? Object.values(resources).map((resource) => field(resource, 'Type'))
        : [];
    const near = types.find((type) => typeof type === 'string' && type.includes('::'));
    return near === undefined
        ? { reason: 'Resources has no entry whose Type is of the form Vendor::Service::Resource' }
        : nearMiss(`the Type ${quote(near)} in Resources is not of the form Vendor::Service::Resource`);
}
function whyNot(top) {
    const apiVersion = field(top, 'apiVersion');
    const kind = field(top, 'kind');
    const schema = field(top, '$schema');
    if (apiVersion !== undefined && kind !== undefined)
        return whyNotManifest(apiVersion, kind);
    if (schema !== undefined)
        return whyNotArm(schema);
    const resources = field(top, 'Resources');
    if (resources !== undefined)
        return whyNotCloudFormation(resources);
    return {
        reason: 'its top level has no apiVersion and kind, AWSTemplateFormatVersion, Resources or $schema',
    };
}
/** The IaC kind of a document from its top level (plain values, as JSON.parse gives them). */
function classifyTopLevel(top) {
    if (top === null || top === undefined)
        return { reason: 'the document is empty' };
    if (!isMapping(top))
        return { reason: 'its top level is not a mapping' };
    const apiVersion = field(top, 'apiVersion');
    const kind = field(top, 'kind');
    if (isKubernetesApiVersion(apiVersion) && typeof kind === 'string' && kind !== '') {
        const tool = toolConfigOf(apiVersion);
        if (tool !== undefined)
            return {
                reason: `${tool} (apiVersion ${quote(apiVersion)}, kind ${quote(kind)}), not a cluster resource`,
                category: 'tool configuration',
            };
        // A kubeconfig has this shape too, and holds cluster credentials.
        if (!(apiVersion === 'v1' && kind === 'Config'))
            return { kind: 'kubernetes' };
    }
    if (isCloudFormation(top))
        return { kind: 'cloudformation' };
    const schema = field(top, '$schema');
    const resources = field(top, 'resources');
    if (typeof schema === 'string' && structure_ARM_SCHEMA.test(schema)) {
        if (Array.isArray(resources) || isMapping(resources))
            return { kind: 'arm' };
    }
    return whyNot(top);
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/verdict.ts
const KIND_NAMES = {
    terraform: 'a Terraform file',
    bicep: 'a Bicep file',
    dockerfile: 'a Dockerfile',
    helm: 'a Helm chart file',
    kubernetes: 'a Kubernetes manifest',
    cloudformation: 'a CloudFormation template',
    arm: 'an ARM template',
    included: 'a file',
};

;// CONCATENATED MODULE: ./src/engine/discovery/content/kubectl-split.ts
/**
 * Where kubectl ends a YAML document and YAML readers do not. kubectl v1.32 cuts a YAML stream
 * into documents by lines before any parser sees it (`YAMLReader.Read`, k8s.io/apimachinery
 * pkg/util/yaml/decoder.go): a line (ended by LF) that starts with `---` and whose rest is all
 * `unicode.IsSpace` ends a document. YAML's document marker needs a space, a tab or a line break
 * after `---`, so `---` followed by a no-break space (U+00A0), U+3000, a vertical tab … is text to
 * every YAML parser, the service's included: inside a block scalar it is one more line of a string,
 * and the manifest after it is never read, while kubectl applies it.
 *
 * Only those lines matter here: where kubectl and YAML split alike the readings agree.
 */
/** Go's `unicode.IsSpace` characters a YAML parser does not take for white space after `---`. */
const KUBECTL_ONLY_SPACE = '\\v\\f\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** A line kubectl takes for a document separator: `---`, then `unicode.IsSpace` only. */
const KUBECTL_SEPARATOR = new RegExp(`^---[\\t \\r${KUBECTL_ONLY_SPACE}]*$`);
/** …one that YAML readers do not take for one: a character only Go calls a space. */
const KUBECTL_ONLY = new RegExp(`[${KUBECTL_ONLY_SPACE}]`);
/** A quick test before any split: such a line exists at all. */
const ANY_KUBECTL_ONLY_SEPARATOR = new RegExp(`(?:^|\\n)---[\\t \\r${KUBECTL_ONLY_SPACE}]*[${KUBECTL_ONLY_SPACE}][\\t \\r${KUBECTL_ONLY_SPACE}]*(?:\\n|$)`);
/**
 * kubectl's documents of `text`, when a line ends a document for kubectl and not for YAML readers;
 * undefined otherwise (the readings split alike).
 */
function splitAsKubectl(text) {
    if (!ANY_KUBECTL_ONLY_SEPARATOR.test(text))
        return undefined;
    const documents = [];
    let current = [];
    let first;
    const lines = text.split('\n');
    lines.forEach((line, i) => {
        if (!KUBECTL_SEPARATOR.test(line)) {
            current.push(line);
            return;
        }
        if (first === undefined && KUBECTL_ONLY.test(line))
            first = { line: i + 1, characters: codePoints(line.slice(3).replace(/[\t \r]/g, '')) };
        if (current.some((l) => l !== ''))
            documents.push(current.join('\n'));
        current = [];
    });
    if (current.some((l) => l !== ''))
        documents.push(current.join('\n'));
    return first === undefined ? undefined : { documents, ...first };
}
function codePoints(text) {
    return [...new Set(text)]
        .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-tags.ts
/** The short forms of `Fn::…`, `Ref`, `Condition` and the rule functions of CloudFormation. */
const CLOUDFORMATION_TAG_NAMES = [
    'And',
    'Base64',
    'Cidr',
    'Condition',
    'Contains',
    'EachMemberEquals',
    'EachMemberIn',
    'Equals',
    'FindInMap',
    'ForEach',
    'GetAtt',
    'GetAZs',
    'If',
    'ImportValue',
    'Join',
    'Length',
    'Not',
    'Or',
    'Ref',
    'RefAll',
    'Select',
    'Split',
    'Sub',
    'ToJsonString',
    'Transform',
    'ValueOf',
    'ValueOfAll',
];
/** Tags for `customTags`: every name as a scalar, a sequence and a mapping. */
const CLOUDFORMATION_TAGS = CLOUDFORMATION_TAG_NAMES.flatMap((name) => [
    { tag: `!${name}`, resolve: (value) => value },
    { tag: `!${name}`, collection: 'seq' },
    { tag: `!${name}`, collection: 'map' },
]);
/** Error codes of tags yaml could not resolve: the node keeps its plain value, so they are safe. */
const TOLERATED_YAML_ERRORS = new Set([
    'TAG_RESOLVE_FAILED',
    'BAD_COLLECTION_TYPE',
]);

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-documents.ts
/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Nested levels below what the classification reads are
 * cut short. Each document is read as kubectl reads it (`yaml-readings.ts`: the last duplicate key
 * wins, `<<` merges in order, `!!binary` decoded), and, when it has duplicate keys or merges, as
 * the other readers deployers use read it; a reading that differs on a key classification decides
 * by is given too, so that the caller uploads the document when any reading is IaC. A document is
 * `uncertain` when its readings differ on such a key, or when a tag (other than `!!str`) stands on
 * a top-level key or on the value of `apiVersion`, `kind`, `AWSTemplateFormatVersion` or
 * `$schema` (`%TAG` directives included): readers could resolve it otherwise, and the caller counts
 * such a document as not judged unless a reading is IaC. Aliases are resolved within
 * `MAX_ALIAS_NODES` per reading: a document whose aliases expand past it (an alias bomb) does not
 * parse.
 */





const TOO_MANY_ALIASES = `its aliases expand past ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes`;
/** The top-level keys the classification decides by (`structure.ts`). */
const DECIDING_KEYS = [
    'apiVersion',
    'kind',
    'AWSTemplateFormatVersion',
    'Resources',
    'Transform',
    '$schema',
    'resources',
];
/** The keys whose scalar value decides by itself, and so must carry no tag readers may differ on. */
const TAG_FREE_VALUES = new Set([
    'apiVersion',
    'kind',
    'AWSTemplateFormatVersion',
    '$schema',
]);
const STR_TAG = 'tag:yaml.org,2002:str';
/** The first line of a yaml error, which names the problem and its line and column. */
function describe(error) {
    return error.message.split('\n', 1)[0]?.replace(/:$/, '') ?? error.code;
}
function yaml_documents_field(top, key) {
    return typeof top === 'object' && top !== null && Object.hasOwn(top, key)
        ? top[key]
        : undefined;
}
/** The deciding keys on which two readings differ. */
function differingKeys(one, other) {
    return DECIDING_KEYS.filter((key) => JSON.stringify(yaml_documents_field(one, key)) !== JSON.stringify(yaml_documents_field(other, key)));
}
/** Why a tag at the top level makes the document uncertain, if one does. */
function taggedTopLevel(doc) {
    if (!(0,dist/* isMap */.jh)(doc.contents))
        return undefined;
    let targets;
    const unalias = (node) => (0,dist/* isAlias */.Vj)(node) ? (targets ??= aliasTargets(doc)).get(node) : node;
    for (const pair of doc.contents.items) {
        const key = unalias(pair.key);
        if (!(0,dist/* isScalar */.jn)(key) || isMergeKey(key))
            continue;
        const name = typeof key.value === 'string' ? key.value : undefined;
        if (key.tag !== undefined && key.tag !== STR_TAG)
            return `the tag ${key.tag} on a top-level key`;
        const value = unalias(pair.value);
        if (name !== undefined && TAG_FREE_VALUES.has(name) && (0,dist/* isScalar */.jn)(value))
            if (value.tag !== undefined && value.tag !== STR_TAG)
                return `the tag ${value.tag} on the value of ${name}`;
    }
    return undefined;
}
/** A parsed document's readings, and why it is uncertain. */
function readTop(doc) {
    const kubectl = readDocument(doc, KUBECTL_READING);
    const tagged = taggedTopLevel(doc);
    const others = [];
    const differing = new Set();
    if (kubectl.sensitive)
        for (const policy of OTHER_READINGS) {
            const { top } = readDocument(doc, policy);
            const keys = differingKeys(kubectl.top, top);
            if (keys.length === 0)
                continue;
            others.push(top);
            for (const key of keys)
                differing.add(key);
        }
    const uncertain = differing.size > 0
        ? `YAML readers read ${[...differing].join(', ')} differently (duplicate keys or << merges: kubectl keeps the last key and merges in order, other readers keep the first or let keys set explicitly win)`
        : tagged === undefined
            ? undefined
            : `${tagged}, which YAML readers may resolve differently`;
    return {
        top: kubectl.top,
        ...(others.length > 0 && { others }),
        ...(uncertain !== undefined && { uncertain }),
    };
}
/** Yields each document's top level in order; after a document that does not parse, stops. */
function* readYamlDocuments(text) {
    const composer = new dist/* Composer */.Dk({ customTags: [...CLOUDFORMATION_TAGS], uniqueKeys: false });
    const documents = composer.compose(new dist/* Parser */.iX().parse(text));
    for (;;) {
        let next;
        try {
            next = documents.next();
        }
        catch (error) {
            // The parser recurses: a deep enough document overflows it (see nesting.ts).
            if (!isStackOverflow(error))
                throw error;
            yield { error: TOO_DEEP };
            return;
        }
        if (next.done)
            return;
        const doc = next.value;
        const error = doc.errors.find((e) => !TOLERATED_YAML_ERRORS.has(e.code));
        if (error || yamlTooDeep(doc.contents)) {
            yield { error: error && !isStackOverflow(error.message) ? describe(error) : TOO_DEEP };
            return;
        }
        let read;
        try {
            read = readTop(doc);
        }
        catch (error) {
            if (!(error instanceof AliasBomb))
                throw error;
            yield { error: TOO_MANY_ALIASES };
            return;
        }
        yield read;
    }
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-simple-top.ts
/**
 * A fast reading of the first YAML document's top level, for the plain style most manifests use:
 * a block mapping at column 0, one `key: value` entry per column-0 line. In such a document every
 * column-0 line is an entry, a comment or a document marker (YAML requires nested content, block
 * scalars and continuation lines to be indented), so the keys and their one-line values can be
 * read without a parser. Anything else (directives, complex keys, `<<` merge keys, duplicate
 * keys, flow values, templating at column 0 or where a nested node starts, tabs …) gives
 * undefined, and a value that cannot be read exactly is UNREAD: the
 * caller then parses.
 * Nested lines are not checked, so an error inside a nested value goes unseen. It exists because
 * composing every manifest with yaml (about 1 µs a token) triples discovery of a large monorepo.
 */
/** A value this reading does not resolve: nested, multi-line, tagged, anchored, not a string. */
const UNREAD = Symbol('unread');
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`\s]/;
const KEY_COLON = /:(?=[ \t]|$)/;
const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
const TAB_INDENT = /^ *\t/;
const BARE_DOCUMENT_START = /^---[ \t]*(?:#.*)?$/;
/**
 * Templating where a nested line's node starts (the line's start, after `- ` or after `key: `),
 * which YAML reads as a flow mapping: the parser decides. Inside a scalar (`description: e.g.
 * {{workflow.name}}`, a quoted or folded line) it is text and changes nothing: the large CRDs
 * that quote templating in their descriptions are read without parsing megabytes.
 */
const TEMPLATE_AT_VALUE = /(?:^[ \t]*|[:-][ \t]+)\{[{%]/;
/** Plain scalars the core schema resolves to null, booleans or numbers rather than strings. */
const CORE_NOT_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
function readQuoted(text) {
    const quote = text[0];
    const close = text.indexOf(quote ?? '', 1);
    if (close < 0)
        return undefined;
    const inner = text.slice(1, close);
    // Escapes (`\"`, `''`) are left to the parser.
    if ((quote === '"' && inner.includes('\\')) || (quote === "'" && text[close + 1] === "'"))
        return undefined;
    return { inner, after: text.slice(close + 1) };
}
/** What makes the whole reading decline: the parser must look (it may find an error there). */
const DECLINE = Symbol('decline');
function readValue(rest) {
    const text = rest.trim();
    if (text === '')
        return UNREAD; // nested on the next lines, or null
    if (text[0] === '"' || text[0] === "'") {
        const quoted = readQuoted(text);
        const after = quoted?.after.trim();
        return quoted && (after === '' || after?.startsWith('#')) ? quoted.inner : DECLINE;
    }
    if (text[0] === '[' || text[0] === '{')
        return DECLINE; // flow collections may span lines
    if (!PLAIN_START.test(text))
        return UNREAD;
    const plain = text.replace(/[ \t]#.*$/, '').trimEnd();
    if (/:(?:[ \t]|$)/.test(plain))
        return DECLINE; // a compact nested mapping: an error
    return CORE_NOT_STRING.test(plain) ? UNREAD : plain;
}
function readEntry(line) {
    let key;
    let rest;
    if (line[0] === '"' || line[0] === "'") {
        const quoted = readQuoted(line);
        const colon = quoted && /^[ \t]*:/.exec(quoted.after);
        if (!quoted || !colon)
            return undefined;
        key = quoted.inner;
        rest = quoted.after.slice(colon[0].length);
    }
    else {
        const colon = PLAIN_START.test(line) ? KEY_COLON.exec(line) : null;
        if (!colon)
            return undefined;
        key = line.slice(0, colon.index).trimEnd();
        rest = line.slice(colon.index + 1);
        // A `<<` merge key brings keys in from elsewhere: the parser resolves it.
        if (/[ \t]#/.test(key) || key === '<<')
            return undefined;
    }
    const value = readValue(rest);
    return value === DECLINE ? undefined : { key, value };
}
/** The first document's top-level keys and one-line values, or undefined when unsure. */
function readSimpleTopLevel(text) {
    const top = Object.create(null);
    let started = false;
    let entries = 0;
    let previous; // the entry whose one-line value an indented line may extend
    let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const line = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
        start = end + 1;
        if (line.trim() === '')
            continue;
        // Tab indentation, and templating ({{ }}, {% %}) where YAML would read a flow collection, are
        // for the parser to refuse or accept.
        if (TAB_INDENT.test(line))
            return undefined;
        if (line[0] === ' ' ? TEMPLATE_AT_VALUE.test(line) : line.includes('{{') || line.includes('{%'))
            return undefined;
        if (line[0] === ' ') {
            if (entries === 0 && !line.trimStart().startsWith('#'))
                return undefined;
            if (previous !== undefined)
                top[previous] = UNREAD;
            previous = undefined;
            continue;
        }
        previous = undefined;
        if (line[0] === '#')
            continue;
        if (DOCUMENT_START.test(line) || DOCUMENT_END.test(line)) {
            if (started)
                break;
            if (!BARE_DOCUMENT_START.test(line))
                return undefined;
            started = true;
            continue;
        }
        const entry = readEntry(line);
        if (!entry)
            return undefined;
        started = true;
        entries += 1;
        // Readers keep different ones of duplicate keys (kubectl the last): the parser reads them all.
        if (Object.hasOwn(top, entry.key))
            return undefined;
        top[entry.key] = entry.value;
        if (entry.value !== UNREAD)
            previous = entry.key;
    }
    return entries > 0 ? top : undefined;
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-verdict.ts
/**
 * A YAML text's verdict: IaC when any document is IaC under any reading a deployer's parser could
 * give it, else the first telling refusal. Most manifests are recognised without a parser
 * (`yaml-simple-top.ts`, trusted only for a yes); the others are composed one document at a time
 * (`yaml-documents.ts`: kubectl's reading and, where readers differ, the others), and when that
 * finds no IaC, the text is read again as YAML 1.1 readers see it (`yaml-lenient.ts`), again only
 * for a yes. A document whose readings may differ and none of which is IaC is `ambiguous`, which
 * leaves it not judged, like `unparsable`, and outranks every other refusal of the file.
 */





/**
 * The verdict of a YAML text (without its byte order mark). A line where kubectl ends a document
 * and YAML readers do not (`kubectl-split.ts`) makes a text whose kubectl documents hold a
 * manifest `ambiguous`: kubectl applies what the service would read otherwise.
 */
function classifyYaml(text) {
    const split = splitAsKubectl(text);
    if (split !== undefined) {
        const manifest = split.documents.findIndex((document) => {
            const verdict = classifyYamlReadings(document);
            return 'kind' in verdict && verdict.kind === 'kubernetes';
        });
        if (manifest >= 0)
            return {
                reason: `kubectl ends a document at line ${split.line} (--- followed by ${split.characters}), which YAML readers, the service's included, read as text, and applies document ${manifest + 1} of its reading, a Kubernetes manifest: write the separator as --- alone`,
                category: 'ambiguous',
            };
    }
    return classifyYamlReadings(text);
}
/** The verdict of a YAML text by the readings of YAML parsers. */
function classifyYamlReadings(text) {
    // Most manifests are plain enough to be recognised without a parser; only a yes is trusted.
    const simple = readSimpleTopLevel(text);
    if (simple) {
        const verdict = classifyTopLevel(simple);
        if ('kind' in verdict)
            return verdict;
    }
    const verdict = classifyYamlDocuments(text);
    if ('kind' in verdict)
        return verdict;
    // The readings of YAML 1.1 readers (kubectl's go-yaml v2, PyYAML): a yes, or a doubt, counts.
    let doubt;
    for (const other of yaml11Readings(text, verdict.parseError === true)) {
        const alternative = classifyYamlDocuments(other);
        if ('kind' in alternative)
            return alternative;
        if (alternative.category === 'ambiguous')
            doubt ??= alternative;
    }
    return rank(verdict) < 2 && doubt !== undefined ? doubt : verdict;
}
/** How much a refusal says: not judged (2) before a category (1) before plain "not IaC" (0). */
function rank(verdict) {
    if (verdict.category === 'ambiguous' || verdict.category === 'unparsable')
        return 2;
    return verdict.category === undefined ? 0 : 1;
}
/** A document's verdict: IaC when any reading is, else kubectl's reading's refusal. */
function classifyDocument(document) {
    const verdict = classifyTopLevel(document.top);
    if ('kind' in verdict)
        return verdict;
    for (const other of document.others ?? []) {
        const alternative = classifyTopLevel(other);
        if ('kind' in alternative)
            return alternative;
    }
    if (document.uncertain === undefined)
        return verdict;
    return {
        reason: `${document.uncertain}; as kubectl reads it, ${verdict.reason}`,
        category: 'ambiguous',
    };
}
function classifyYamlDocuments(text) {
    let documents = 0;
    let first;
    let flagged;
    for (const document of readYamlDocuments(text)) {
        if ('error' in document) {
            const where = documents > 0 ? ` (document ${documents + 1})` : '';
            return {
                reason: `does not parse as YAML${where}: ${document.error}`,
                category: 'unparsable',
                parseError: true,
            };
        }
        documents += 1;
        const verdict = classifyDocument(document);
        if ('kind' in verdict)
            return verdict;
        first ??= verdict;
        if (rank(verdict) > (flagged === undefined ? 0 : rank(flagged.verdict)))
            flagged = { at: documents, verdict };
    }
    if (documents <= 1 || first === undefined)
        return first ?? { reason: 'the file is empty' };
    // The document that says most: the first not judged, near miss or recognised one, else the first.
    const { at, verdict } = flagged ?? { at: 1, verdict: first };
    return {
        reason: `none of its ${documents} documents is IaC, document ${at}: ${verdict.reason}`,
        ...(verdict.category === undefined ? {} : { category: verdict.category }),
    };
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/content.ts
/**
 * Classifies a YAML/JSON file by the top level of its documents. The cost is bounded, never the
 * coverage: a byte search for the key words (or an escape that could write one: `key-words.ts`)
 * picks the candidates, and only candidates are parsed, in full (a multi-megabyte synthesised
 * template is classified like a small one). A file saved as UTF-16 is decoded to be classified. YAML documents
 * are composed one at a time up to the first IaC one; JSON is parsed whole.
 *
 * Invariant: a refusal's category is the judgement (`unparsable` makes IaC left home unjudged,
 * which gates a pull request) and never depends on where the file is. The place decides only
 * whether discovery's log warns: a quiet place (`likely-iac.ts`: test folders, CI folders, PSRule
 * files) marks the refusal `quiet`, so a fork cannot drop a UTF-16 manifest in `k8s-spec/` to
 * pass unjudged. A file that does not parse is `unparsable` when its text holds IaC keys anywhere
 * (`holds-iac-keys.ts`: kubectl reads YAML our parser refuses), wherever it is; it is warned of
 * only when its first lines are an IaC top level (else it is `quiet`). A file named like a
 * Dockerfile with another type's extension is read for its first instruction first
 * (`dockerfile-content.ts`).
 */











const MAX_REASON_CHARS = 200;
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = message.split('\n', 1)[0] ?? '';
    return line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS)}…` : line;
}
/**
 * JSON in the dialect of its kind: ARM's engine takes comments, trailing commas and line breaks
 * inside strings; CloudFormation and kubectl take strict JSON, so such a file would be refused by
 * its own tooling and is reported as unparsable rather than uploaded. A text that is not one value
 * may be a stream of values kubectl applies one by one (`json-stream.ts`).
 */
function classifyJson(text) {
    const read = parseLenientJson(text);
    if ('error' in read) {
        const stream = startsLikeJson(text) ? classifyJsonStream(text) : undefined;
        if (stream !== undefined)
            return stream;
        return {
            reason: `does not parse as JSON: ${read.error}`,
            category: 'unparsable',
            parseError: true,
        };
    }
    const verdict = classifyTopLevel(read.value);
    if (!('kind' in verdict) || verdict.kind === 'arm' || read.lenient.length === 0)
        return verdict;
    return {
        reason: `${KIND_NAMES[verdict.kind]} in JSON with ${read.lenient.join(', ')}, which only ARM's JSON allows`,
        category: 'unparsable',
    };
}
/**
 * A text kubectl reads as a stream of several JSON values: not judged when one of them is a
 * resource, since every reader of one JSON value per file (the service's) refuses or reads less
 * of it; not IaC when the whole stream reads and no value is. Undefined when the text is one
 * value, or a value failed and none before it is IaC (the caller's refusal decides).
 */
function classifyJsonStream(text) {
    const { values, error } = readJsonStream(text);
    if (values.length === 0 || (values.length === 1 && error === undefined))
        return undefined;
    const at = values.findIndex((value) => 'kind' in classifyTopLevel(value));
    if (at < 0)
        return error === undefined
            ? { reason: `a stream of ${values.length} JSON values, none of them IaC` }
            : undefined;
    const verdict = classifyTopLevel(values[at]);
    const what = 'kind' in verdict ? KIND_NAMES[verdict.kind] : 'IaC';
    const count = error === undefined ? `${values.length} JSON values` : `JSON values (${error})`;
    return {
        reason: `a stream of ${count}, value ${at + 1} ${what}: kubectl applies each value, while readers of one JSON value per file (the service's) refuse the stream; save each value as a file of its own`,
        category: 'unparsable',
    };
}
/** The categories that are warnings, which a quiet place (a test folder …) turns into debug lines. */
const WARNED = new Set(['looks like IaC', 'unparsable', 'ambiguous']);
/** Why a file that does not parse, with IaC keys past its first lines, gives no warning. */
const KEYS_PAST_THE_TOP = 'its first lines are not an IaC top level';
/**
 * The kind of a `.yaml`/`.yml`/`.json` file (or a `Dockerfile.go`) from its whole content, or why
 * it is not IaC. A file that does not parse is `unparsable` when it holds IaC keys anywhere, and
 * `quiet` unless its first lines are an IaC top level; in a quiet place (a test folder, a CI
 * folder, a PSRule file) a refusal keeps its category but is `quiet`.
 */
function classifyContent(relativePath, content, options = {}) {
    const bytes = typeof content === 'string'
        ? Buffer.from(content)
        : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const kustomized = options.kustomized === true;
    if (!kustomized && mayBeDockerfile(posix_.basename(relativePath))) {
        const dockerfile = classifyDockerfile(relativePath, bytes);
        if (dockerfile !== undefined)
            return dockerfile;
    }
    const verdict = classifyBytes(readingOf(relativePath, kustomized), bytes);
    if ('kind' in verdict || verdict.category === undefined || !WARNED.has(verdict.category))
        return verdict;
    const place = quietPlace(relativePath);
    const reason = place === undefined ? verdict.reason : `${verdict.reason}; no warning: ${place}`;
    const pastTheTop = verdict.parseError === true && !startsLikeIac(bytes);
    // Judged by its keys anywhere (`holds-iac-keys.ts`), warned of by its first lines.
    if (pastTheTop && verdict.holdsIacKeys !== true)
        return { reason };
    const quiet = place ?? (pastTheTop ? KEYS_PAST_THE_TOP : undefined);
    return { reason, category: verdict.category, ...(quiet !== undefined && { quiet }) };
}
/**
 * A file named like a Dockerfile with another type's extension, by its first instruction: a
 * Dockerfile, one saved as UTF-16 (unparsable), or for a YAML/JSON name undefined (read on as
 * YAML/JSON), for any other name not IaC.
 */
function classifyDockerfile(relativePath, bytes) {
    const content = readDockerfileContent(bytes);
    if (content === 'dockerfile')
        return { kind: 'dockerfile' };
    if (content !== undefined)
        return {
            reason: `${KIND_NAMES.dockerfile} saved as ${content.toUpperCase()}, which the service does not read: save it as UTF-8`,
            category: 'unparsable',
        };
    if (/\.(?:ya?ml|json)$/i.test(relativePath))
        return undefined;
    return { reason: 'named like a Dockerfile, but its first instruction is not FROM or ARG' };
}
/** CloudFormation's own extension (AWS Quick Starts' `.template`): read for CloudFormation only. */
const TEMPLATE_NAME = /\.template$/i;
function readingOf(relativePath, kustomized) {
    if (/\.json$/i.test(relativePath))
        return 'json';
    return !kustomized && TEMPLATE_NAME.test(relativePath) ? 'template' : 'yaml';
}
function classifyBytes(reading, bytes) {
    const utf16 = utf16Encoding(bytes);
    if (utf16 !== undefined)
        return classifyUtf16(reading, bytes, utf16);
    if (!mayHoldIac(bytes))
        return { reason: `it names none of ${KEY_WORDS.join(', ')}` };
    let text;
    try {
        text = bytes.toString('utf8');
    }
    catch (error) {
        // Past V8's longest string (about 512 MiB).
        return { reason: `cannot be read as text: ${firstLine(error)}` };
    }
    return classifyText(reading, text);
}
function classifyText(reading, text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const template = reading === 'template';
    // `aws cloudformation deploy` reads a template as JSON when it parses as JSON, else as YAML.
    const json = reading === 'json' || (template && /^\s*\{/.test(body));
    const verdict = json ? classifyJson(body) : classifyYamlOrStream(body, reading);
    // Keys at the start of a line as YAML 1.1 breaks lines (a NEL, a lone CR) count too.
    const holds = (keys) => keys(body) || keys(withYaml11Breaks(body));
    if (template)
        return onlyCloudFormation(verdict, () => holds(holdsCloudFormationKeys));
    return verdict.parseError === true ? { ...verdict, holdsIacKeys: holds(holdsIacKeys) } : verdict;
}
/**
 * YAML, and, when its first character past white space is `{`, the JSON stream kubectl reads
 * instead (`json-stream.ts`): several values one of which is IaC are not judged; a single value
 * that is IaC where the YAML reading is not is uploaded.
 */
function classifyYamlOrStream(body, reading) {
    const json = reading === 'yaml' && startsLikeJson(body);
    const stream = json ? classifyJsonStream(body) : undefined;
    if (stream !== undefined)
        return stream;
    const verdict = classifyYaml(body);
    if ('kind' in verdict || !json)
        return verdict;
    const read = readJsonStream(body);
    const single = read.values.length === 1 ? classifyTopLevel(read.values[0]) : undefined;
    return single !== undefined && 'kind' in single ? single : verdict;
}
/**
 * The verdict of a `.template` file, which only CloudFormation reads: IaC of another kind is not
 * uploaded, and a refusal says more than "not IaC" only when the text holds CloudFormation's keys.
 */
function onlyCloudFormation(verdict, holdsKeys) {
    if ('kind' in verdict)
        return verdict.kind === 'cloudformation'
            ? verdict
            : {
                reason: `${KIND_NAMES[verdict.kind]} saved as .template, which only CloudFormation reads`,
            };
    if (verdict.category === undefined)
        return verdict;
    if (!holdsKeys())
        return { reason: verdict.reason };
    return verdict.parseError === true ? { ...verdict, holdsIacKeys: true } : verdict;
}
/**
 * A file saved as UTF-16 (with its byte order mark) is decoded and classified, and IaC in it is
 * not uploaded but refused as `unparsable`: the service reads UTF-8, and would judge nothing.
 */
function classifyUtf16(reading, bytes, encoding) {
    const verdict = classifyText(reading, decodeUtf16(bytes, encoding));
    if (!('kind' in verdict))
        return verdict;
    return {
        reason: `${KIND_NAMES[verdict.kind]} saved as ${encoding.toUpperCase()}, which the service does not read: save it as UTF-8`,
        category: 'unparsable',
    };
}
/** The IaC kind of a YAML/JSON file's content, if it is IaC. */
function kindByContent(relativePath, content) {
    const verdict = classifyContent(relativePath, content);
    return 'kind' in verdict ? verdict.kind : undefined;
}

;// CONCATENATED MODULE: ./src/engine/discovery/classify.ts
/**
 * Pure rules of what is scanned and what never leaves the machine. Paths here are POSIX paths
 * relative to the scanned folder.
 */




/** Folders never entered, wherever they are. */
const PRUNED_FOLDERS = new Set(['.git', 'node_modules', '.terraform']);
const SECRET_NAMES = picomatch_default()([
    // `.env`, `.env.local`, `.envrc`, `.env-prod`, `.env_local`: every name starting with `.env`.
    '.env*',
    '*.pem',
    '*.key',
    '*.p12',
    '*.pfx',
    '*.jks',
    '*.keystore',
    'id_rsa*',
    'id_dsa*',
    'id_ecdsa*',
    'id_ed25519*',
    'credentials',
    'credentials.*',
    '*.credentials',
    '*-credentials.json',
    '.netrc',
    '.pgpass',
    '.git-credentials',
], { dot: true, nocase: true });
/**
 * Terraform state and its backups (`terraform.tfstate`, `terraform.tfstate.backup`, and the
 * `terraform.tfstate.<timestamp>.backup` files `terraform state` commands leave), never a
 * Terraform file whose name merely holds `.tfstate` (`admin.tfstate.tf` is scanned).
 */
const STATE_FILE = /\.tfstate(?:\.(?:\d+\.)?backup)?$/;
/** Why a path must never be uploaded, or undefined when it may be. */
function neverUploadReason(relativePath) {
    const parts = relativePath.split('/');
    if (parts.some((part) => PRUNED_FOLDERS.has(part)))
        return 'built-in folder';
    const base = parts.at(-1) ?? '';
    if (STATE_FILE.test(base))
        return 'terraform state';
    if (SECRET_NAMES(base))
        return 'secret';
    return undefined;
}
/**
 * Terraform's file names, and OpenTofu's own (`.tofu`, `.tofu.json`: OpenTofu reads `x.tofu` instead
 * of a `x.tf` beside it, Terraform ignores it). Both are HCL of one folder, so both go, in its unit.
 */
const TERRAFORM_NAME = /\.(tf|tf\.json|tofu|tofu\.json|tfvars|tfvars\.json)$/;
/** The IaC kind a file's name alone decides, if any. */
function kindByName(relativePath) {
    const base = posix_.basename(relativePath);
    if (isKustomization(base))
        return 'kubernetes';
    if (TERRAFORM_NAME.test(base))
        return 'terraform';
    if (base.endsWith('.bicep'))
        return 'bicep';
    if (isDockerfileName(base))
        return 'dockerfile';
    return undefined;
}
/**
 * YAML and JSON files need a look inside to decide, and so do CloudFormation's `.template` files
 * (`aws cloudformation deploy` takes any name; AWS Quick Starts use `.template`) and a file named
 * like a Dockerfile with another type's extension (`Dockerfile.go`: `dockerfile-content.ts`).
 */
function needsContentCheck(relativePath) {
    return (/\.(ya?ml|json|template)$/i.test(relativePath) || mayBeDockerfile(posix_.basename(relativePath)));
}

/** Chart folders: the folder of every `Chart.yaml` among the paths. */
function helmChartFolders(relativePaths) {
    return new Set(relativePaths
        .filter((p) => p === 'Chart.yaml' || p.endsWith('/Chart.yaml'))
        .map((p) => posix_.dirname(p)));
}
/** The innermost chart folder holding a path, if any (its nearest ancestor that is a chart). */
function chartFolderOf(relativePath, charts) {
    if (charts.size === 0)
        return undefined;
    for (let dir = posix_.dirname(relativePath);; dir = posix_.dirname(dir)) {
        if (charts.has(dir))
            return dir;
        if (dir === '.' || dir === '/')
            return undefined;
    }
}
/**
 * A matcher for `include`/`exclude` patterns: a pattern without a `/` matches a name at any depth,
 * and a pattern matching a folder matches everything below it.
 */
function compilePatterns(patterns) {
    if (patterns.length === 0)
        return () => false;
    const matchers = patterns.map((pattern) => {
        const cleaned = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
        return picomatch_default()(cleaned.includes('/') ? cleaned : `**/${cleaned}`, { dot: true });
    });
    return (relativePath) => {
        const parts = relativePath.split('/');
        for (let i = parts.length; i > 0; i--) {
            const candidate = parts.slice(0, i).join('/');
            if (matchers.some((match) => match(candidate)))
                return true;
        }
        return false;
    };
}

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
    const inPath = entry.path === undefined ? undefined : compilePatterns([entry.path]);
    return (finding) => finding.detectionId === entry.detection &&
        (entry.resource === undefined || finding.resource === entry.resource) &&
        (inPath === undefined || (finding.file !== undefined && inPath(finding.file)));
}
function inlineSuppression(finding, windows, problems) {
    const window = finding.file === undefined ? undefined : windows.get(finding.file);
    if (window === undefined)
        return undefined;
    let found;
    for (const directive of (0,inline/* directivesFor */.A)(finding, window)) {
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
    for (const [file, findings] of byFile) {
        const { from, to } = (0,inline/* planLineSpan */.Kc)(findings);
        let lines;
        try {
            lines = await options.readLines(file, from, to);
        }
        catch {
            lines = undefined; // A file that cannot be read has no inline suppression.
        }
        if (lines !== undefined)
            windows.set(file, { fromLine: from, lines });
    }
    return matchSuppressions({ ...options, windows });
}

// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/render-suppression-changes.ts
var render_suppression_changes = __webpack_require__(75433);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/changed-lines.ts
var changed_lines = __webpack_require__(81765);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/suppression-changes.ts
var suppression_changes = __webpack_require__(46260);
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
    const { from, to } = (0,changed_lines/* suppressionSpan */.Ux)(finding, suppression.line);
    return (0,changed_lines/* touchesSpan */.Yp)(pr.changedLines.get(suppression.file), from, to);
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
    const own = inline.filter(({ suppression: s }) => (0,suppression_changes/* isProposedInline */.sY)(pr.changes, s.file, s.line));
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
        readLines: pr?.readLines ?? options.readLines,
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
    const inPath = entry.path === undefined ? undefined : compilePatterns([entry.path]);
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
        subject: settings.github.pullRequestNumber === undefined ? 'this change' : 'this pull request',
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
        github: settings.github,
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

// EXTERNAL MODULE: ./src/engine/git/base-commit.ts
var base_commit = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(14781);
// EXTERNAL MODULE: ./src/engine/settings.ts
var engine_settings = __webpack_require__(94441);
;// CONCATENATED MODULE: ./src/engine/discovery/helm/helmignore.ts
/**
 * A chart's `.helmignore`, read by helm's own rules (helm's pkg/ignore), not git's: patterns are
 * Go `filepath.Match` globs (`**` is refused); a pattern without `/` matches the last name only; a
 * leading `/` anchors it to the chart folder; a trailing `/` matches folders only; rules are tried
 * in order and the first that matches ignores the path; and a negation `!p` does not re-include:
 * it ignores every path that does NOT match `p` (and every file, when `p` ends in `/`). As `helm
 * package` walks the chart, a folder that is ignored is not entered, so a file is ignored when it or
 * any folder above it is. `templates/.?*` (dotfiles in templates) is always ignored, as helm adds it.
 */
/** The name helm reads its rules from, in the chart folder. */
const HELMIGNORE = '.helmignore';
/** The rule `helm` adds to every chart's own. */
const DEFAULT_RULES = ['templates/.?*'];
/** One literal character in a `u` regular expression, in a class or out of one. */
function escapeRegExp(char) {
    return /^[A-Za-z0-9_]$/.test(char) ? char : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
}
/** A character class of Go's `filepath.Match`, from after `[` to its `]`; throws when malformed. */
function translateClass(pattern, start) {
    let i = start;
    let negate = false;
    if (pattern[i] === '^') {
        negate = true;
        i += 1;
    }
    const ranges = [];
    const take = () => {
        const c = pattern[i];
        if (c === undefined || c === '-' || c === ']')
            throw new Error('bad character class');
        if (c === '\\') {
            i += 1;
            if (pattern[i] === undefined)
                throw new Error('trailing \\ in a character class');
        }
        return String.fromCodePoint(pattern.codePointAt(i) ?? 0);
    };
    for (let first = true; first || pattern[i] !== ']'; first = false) {
        if (i >= pattern.length)
            throw new Error('unclosed character class');
        const lo = take();
        i += lo.length;
        let hi = lo;
        if (pattern[i] === '-') {
            i += 1;
            hi = take();
            i += hi.length;
        }
        // Go matches nothing for a reversed range; a JavaScript class would throw.
        if (lo <= hi)
            ranges.push(lo === hi ? escapeRegExp(lo) : `${escapeRegExp(lo)}-${escapeRegExp(hi)}`);
    }
    const body = ranges.join('');
    const source = negate ? `[^${body}]` : body === '' ? '(?!)' : `[${body}]`;
    return { source, end: i + 1 };
}
/** Go's `filepath.Match` (on `/` paths) as a regular expression; throws when malformed. */
function compileGoGlob(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length;) {
        const c = pattern[i];
        if (c === '*') {
            source += '[^/]*';
            i += 1;
        }
        else if (c === '?') {
            source += '[^/]';
            i += 1;
        }
        else if (c === '[') {
            const cls = translateClass(pattern, i + 1);
            source += cls.source;
            i = cls.end;
        }
        else if (c === '\\') {
            if (i + 1 >= pattern.length)
                throw new Error('trailing \\');
            const next = String.fromCodePoint(pattern.codePointAt(i + 1) ?? 0);
            source += escapeRegExp(next);
            i += 1 + next.length;
        }
        else {
            const char = String.fromCodePoint(pattern.codePointAt(i) ?? 0);
            source += escapeRegExp(char);
            i += char.length;
        }
    }
    return new RegExp(`^${source}$`, 'su');
}
/** Go's `filepath.Base` on `/` paths. */
function baseName(path) {
    const trimmed = path.replace(/\/+$/, '');
    if (trimmed === '')
        return path === '' ? '.' : '/';
    return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}
/** One line as helm's parseRule reads it; undefined for blanks and comments; throws when refused. */
function parseRule(line) {
    let rule = line.trim();
    if (rule === '' || rule.startsWith('#'))
        return undefined;
    if (rule.includes('**'))
        throw new Error('double-star (**) syntax is not supported');
    compileGoGlob(rule);
    const negate = rule.startsWith('!');
    if (negate)
        rule = rule.slice(1);
    const mustDir = rule.endsWith('/');
    if (mustDir)
        rule = rule.slice(0, -1);
    if (rule.startsWith('/')) {
        const glob = compileGoGlob(rule.slice(1));
        return { negate, mustDir, match: (path) => glob.test(path) };
    }
    const glob = compileGoGlob(rule);
    if (rule.includes('/'))
        return { negate, mustDir, match: (path) => glob.test(path) };
    return { negate, mustDir, match: (path) => glob.test(baseName(path)) };
}
/** helm's `Rules.Ignore` for one path, a folder or a file. */
function ignoresEntry(rules, path, isDir) {
    if (path === '' || path === '.' || path === './')
        return false;
    for (const rule of rules) {
        if (rule.negate) {
            if (rule.mustDir && !isDir)
                return true;
            if (!rule.match(path))
                return true;
            continue;
        }
        if (rule.mustDir && !isDir)
            continue;
        if (rule.match(path))
            return true;
    }
    return false;
}
/** Parses rules text (one rule per line); refused lines are left out and named in `problems`. */
function parseRules(text) {
    const rules = [];
    const problems = [];
    text.split(/\r?\n/).forEach((line, index) => {
        try {
            const rule = parseRule(line);
            if (rule)
                rules.push(rule);
        }
        catch (error) {
            problems.push(`line ${index + 1} (${JSON.stringify(line.trim())}): ${error.message}`);
        }
    });
    return { rules, problems };
}
/** A chart's rules: its `.helmignore` text (undefined when it has none) and helm's default. */
function readHelmIgnore(text) {
    const own = parseRules(text ?? '');
    const rules = [...own.rules, ...parseRules(DEFAULT_RULES.join('\n')).rules];
    const ignores = (relativePath) => {
        const parts = relativePath.split('/');
        // helm's walk skips an ignored folder whole, so every folder above the file is tried first.
        for (let i = 1; i < parts.length; i++)
            if (ignoresEntry(rules, parts.slice(0, i).join('/'), true))
                return true;
        return ignoresEntry(rules, relativePath, false);
    };
    return { ignores, problems: own.problems };
}

;// CONCATENATED MODULE: ./src/engine/discovery/helm/chart-files.ts
/**
 * A Helm chart's files as helm installs them: the chart folder minus what its `.helmignore` (and
 * helm's default rule) leaves out. helm reads one `.helmignore`, the one of the folder it is given
 * (`LoadDir`, pkg/chart/loader/directory.go, helm v3): its rules apply to every path below it,
 * subcharts' included, and a subchart folder (`charts/<name>/`) is loaded from that file list with
 * no `.helmignore` of its own (`LoadFiles`, load.go). So the rules that apply to a file are those
 * of its chart's root (`helmRootOf`): the chart itself, or, for a subchart, the chart whose
 * `charts/` it sits in, followed up. A chart kept in another chart's folder elsewhere (an
 * `examples/demo/` with its own `Chart.yaml`) is a root of its own: `helm install` of it never
 * reads the outer chart's rules. Vendored `.tgz` files are sent as they are, unless a rule
 * ignores them.
 */


/**
 * The chart whose `.helmignore` helm applies to a chart's files: the chart itself, or, while it is
 * a subchart (`<parent>/charts/<name>`, the parent a chart), its parent's root.
 */
function helmRootOf(chart, charts) {
    let root = chart;
    for (;;) {
        const up = posix_.dirname(root);
        if (posix_.basename(up) !== 'charts')
            return root;
        const parent = posix_.dirname(up);
        if (!charts.has(parent))
            return root;
        root = parent;
    }
}
/** The regular `.helmignore` file of each root chart folder (`helmRootOf`) that has one. */
function helmIgnoreFiles(charts, paths, stat) {
    const listed = new Set(paths);
    const found = new Map();
    for (const chart of charts) {
        if (helmRootOf(chart, charts) !== chart)
            continue;
        const file = chart === '.' ? HELMIGNORE : `${chart}/${HELMIGNORE}`;
        if (!listed.has(file))
            continue;
        const entry = stat(file);
        if (entry.type === 'file')
            found.set(chart, { path: file, size: entry.size });
    }
    return found;
}
/** The rules text without its negation lines. */
function withoutNegations(text) {
    return text
        .split(/\r?\n/)
        .filter((line) => !line.trim().startsWith('!'))
        .join('\n');
}
function relativeTo(chart, file) {
    return chart === '.' ? file : file.slice(chart.length + 1);
}
/** Drops the chart files `helm package` would leave out; other files pass untouched. */
function applyHelmIgnores(files, helmIgnores, read) {
    const charts = new Set(files.filter((f) => f.unit.startsWith('helm:')).map((f) => f.unit.slice('helm:'.length)));
    const warnings = [];
    const rules = new Map();
    const roots = new Set([...charts].map((chart) => helmRootOf(chart, charts)));
    for (const chart of roots) {
        const file = helmIgnores.get(chart);
        let text;
        if (file !== undefined) {
            try {
                text = Buffer.from(read(file)).toString('utf8');
            }
            catch {
                warnings.push(`${file} could not be read: the chart is sent without its rules.`);
            }
        }
        let parsed = readHelmIgnore(text);
        for (const problem of parsed.problems)
            warnings.push(`${file ?? HELMIGNORE}: ${problem}; helm refuses this line, so it was not applied.`);
        if (text !== undefined && parsed.ignores('Chart.yaml')) {
            // helm package would fail on this chart; its author meant the lines that name files.
            warnings.push(`${file ?? HELMIGNORE} ignores the chart's own Chart.yaml, so helm could not package it: in a .helmignore, "!pattern" ignores every path the pattern does not match (it never re-includes, as it does in .gitignore). Only its lines without "!" were applied.`);
            parsed = readHelmIgnore(withoutNegations(text));
        }
        rules.set(chart, parsed);
    }
    const kept = [];
    const ignored = [];
    for (const file of files) {
        const chart = file.unit.startsWith('helm:') ? file.unit.slice('helm:'.length) : undefined;
        const root = chart === undefined ? undefined : helmRootOf(chart, charts);
        const out = root !== undefined && rules.get(root)?.ignores(relativeTo(root, file.path)) === true;
        if (out)
            ignored.push(file.path);
        else
            kept.push(file);
    }
    return { files: kept, ignored, warnings };
}

;// CONCATENATED MODULE: ./src/engine/discovery/helm/helm-ignore-scope.ts
/**
 * What a chart's `.helmignore` may leave out of the scan. helm reads it to decide what goes into a
 * chart package; it is no reason to leave IaC of another kind unscanned, and a pull request can
 * bring both the file and the `.helmignore` that hides it. So a file it ignores still goes when it
 * is IaC by name (Terraform, OpenTofu, Bicep, a Dockerfile, a kustomization) or, outside its
 * chart's `templates/`, a YAML/JSON file whose content is a Kubernetes manifest or a CloudFormation
 * or ARM template. Inside `templates/` files are helm's templates, and helm's rules stand.
 *
 * Invariant: `readsForHelmIgnore` names every file `keptDespiteHelmIgnore` reads, so a source that
 * reads in batches (git cat-file) reads them with the other pending files.
 */



/** The path below its chart folder. */
function withinChart(relative, chart) {
    return chart === '.' ? relative : relative.slice(chart.length + 1);
}
/** True for a file in its chart's `templates/` folder (at any depth below it). */
function inTemplates(relative, chart) {
    return withinChart(relative, chart).startsWith('templates/');
}
/**
 * True when a chart file must be read to know whether a `.helmignore` may leave it out: YAML or
 * JSON not named like IaC, outside its (innermost) chart's `templates/`.
 */
function readsForHelmIgnore(relative, chart) {
    return (kindByName(relative) === undefined &&
        needsContentCheck(relative) &&
        !inTemplates(relative, chart));
}
/** True when a chart file a `.helmignore` ignores is IaC of another kind, and goes all the same. */
function keptDespiteHelmIgnore(relative, chart, read) {
    if (kindByName(relative) !== undefined)
        return true;
    if (!readsForHelmIgnore(relative, chart))
        return false;
    let bytes;
    try {
        bytes = read(relative);
    }
    catch {
        return false; // unreadable: left out as helm would, and reported as ignored
    }
    return 'kind' in classifyContent(relative, bytes);
}
/** Folders of a chart whose files helm renders or installs: templates, CRDs, subcharts. */
const CHART_CONTENT_FOLDERS = ['templates/', 'crds/', 'charts/'];
/** Names a chart reads outside those folders: values, schemas, Chart.yaml, helpers. */
const CHART_CONTENT_NAME = /\.(?:ya?ml|json|tpl)$/i;
/**
 * True when a file helm would carry in a chart package is chart content: a template, a CRD, a
 * subchart, or YAML/JSON/`.tpl` (values, schemas). A README, a licence or a dotfile is not.
 */
function isChartContent(relative, chart) {
    const inside = withinChart(relative, chart);
    return (CHART_CONTENT_FOLDERS.some((folder) => inside.startsWith(folder)) ||
        CHART_CONTENT_NAME.test(posix_.basename(inside)));
}

// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
;// CONCATENATED MODULE: ./src/engine/discovery/kustomize/kustomize-plan.ts

const pathOrder = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * Reads the plan's kustomizations (among its `pending` files) for what they reference, and adds
 * the regular files they read that nothing chose or skipped yet (`priv.conf`) as files whose
 * content decides. `paths` is the whole listing (what the plan did not choose included). A source
 * that reads in batches reads the new `pending` files before it settles.
 */
function planKustomizeInputs(plan, paths, probe) {
    const kustomizations = plan.pending.map((p) => p.path).filter(isKustomization);
    if (kustomizations.length === 0)
        return plan;
    const known = new Set(plan.entries.map((entry) => entry.path));
    const skipped = new Set([...plan.skipped.values()].flat());
    const kustomize = findKustomizeInputs({ paths, kustomizations, read: probe.read });
    const added = [];
    for (const path of kustomize.files) {
        if (known.has(path) || skipped.has(path))
            continue;
        const entry = probe.stat(path);
        if (entry.type === 'file')
            added.push({ path, size: entry.size });
    }
    return {
        ...plan,
        entries: [...plan.entries, ...added].sort(pathOrder),
        pending: [...plan.pending, ...added].sort(pathOrder),
        kustomize,
    };
}

;// CONCATENATED MODULE: ./src/engine/discovery/terragrunt.ts
/**
 * Terragrunt's files, which the service does not scan (it reads Terraform, not Terragrunt's HCL)
 * but which users deploy with: named once, in a notice, with what is scanned instead. A unit
 * deploys the Terraform module a `terraform { source = "…" }` names (its own `terragrunt.hcl`, or
 * a file it includes): a local module under the scanned folder is scanned as Terraform (its `.tf`
 * files go by name), and one out of it, remote (`git::`, `tfr://`, a registry address) or written
 * with an interpolation (`${local.base}`) is not scanned by this run.
 *
 * Terragrunt's files: `terragrunt.hcl` (and `.json`), `terragrunt.stack.hcl`, `root.hcl` by
 * name, and, in a tree that has one of those, every other `.hcl` file (`env.hcl`, `region.hcl`,
 * read through `read_terragrunt_config`) but Packer's, Nomad's, Terraform's own (`.tftest.hcl`,
 * `.tfmock.hcl`, `.terraform.lock.hcl`) and Terraform's variable definitions.
 */

/** The names Terragrunt reads as a unit's or a stack's configuration, or as the root include. */
const TERRAGRUNT_NAMES = new Set([
    'terragrunt.hcl',
    'terragrunt.hcl.json',
    'terragrunt.stack.hcl',
    'root.hcl',
]);
/** `.hcl` files of other tools: Packer, Nomad, Terraform's tests, mocks and lock file. */
const OTHER_HCL = /\.(?:pkr|nomad|tftest|tfmock|tfquery)\.hcl$|^\.terraform\.lock\.hcl$/;
/** Paths named in the notice, at most, per list. */
const MAX_NAMED = 10;
/** The Terragrunt files of a listing (relative to the scanned folder), or undefined when none. */
function findTerragruntFiles(paths) {
    const named = paths.filter((path) => TERRAGRUNT_NAMES.has(posix_.basename(path)));
    if (named.length === 0)
        return undefined;
    const files = paths.filter((path) => {
        const base = posix_.basename(path);
        return TERRAGRUNT_NAMES.has(base) || (base.endsWith('.hcl') && !OTHER_HCL.test(base));
    });
    return { files };
}
/** The `source` of a `terraform` block (HCL, or Terragrunt's JSON form), if the text has one. */
function terragruntSource(text) {
    const json = /"terraform"\s*:\s*\{[^{}]*?"source"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
    if (json)
        return json[1];
    const block = /^[ \t]*terraform[ \t]*\{/m.exec(text);
    if (!block)
        return undefined;
    let depth = 1;
    let end = block.index + block[0].length;
    while (end < text.length && depth > 0) {
        const c = text[end];
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth -= 1;
        end += 1;
    }
    const body = text.slice(block.index + block[0].length, end);
    return /^[ \t]*source[ \t]*=[ \t]*"((?:[^"\\]|\\.)*)"/m.exec(body)?.[1];
}
function locateModule(unit, source, terraformFolders) {
    if (source.includes('${'))
        return { kind: 'unresolved', source };
    if (!source.startsWith('./') && !source.startsWith('../'))
        return { kind: 'remote', source };
    // go-getter's `//` marks a subfolder of what is fetched; locally it is a plain folder.
    const folder = posix_.normalize(posix_.join(posix_.dirname(unit), source.replace(/\/\/+/g, '/')));
    const clean = folder.replace(/\/+$/, '');
    if (clean === '..' || clean.startsWith('../'))
        return { kind: 'outside', folder: clean };
    return { kind: terraformFolders.has(clean) ? 'scanned' : 'no terraform', folder: clean };
}
function terragrunt_named(paths) {
    const shown = paths.slice(0, MAX_NAMED).join(', ');
    return paths.length > MAX_NAMED ? `${shown} and ${paths.length - MAX_NAMED} more` : shown;
}
/**
 * The notice naming Terragrunt's files and what is scanned instead. `read` gives a file's bytes
 * (it may throw: the file then names no module); `terraformFolders` are the folders whose
 * Terraform files are uploaded, relative to the scanned folder.
 */
function describeTerragrunt(found, read, terraformFolders) {
    const where = new Map();
    const add = (key, item) => {
        const list = where.get(key);
        if (list === undefined)
            where.set(key, [item]);
        else if (!list.includes(item))
            list.push(item);
    };
    for (const file of found.files) {
        let source;
        try {
            source = terragruntSource(Buffer.from(read(file)).toString('utf8'));
        }
        catch {
            source = undefined;
        }
        if (source === undefined)
            continue;
        const module = locateModule(file, source, terraformFolders);
        add(module.kind, 'folder' in module ? module.folder : module.source);
    }
    const count = found.files.length;
    const parts = [
        `Terragrunt: ${count === 1 ? '1 file is' : `${count} files are`} Terragrunt configuration, which the service does not scan (${terragrunt_named(found.files)}).`,
    ];
    const say = (key, text) => {
        const items = where.get(key);
        if (items !== undefined)
            parts.push(`${text}: ${terragrunt_named(items)}.`);
    };
    say('scanned', 'Scanned as Terraform instead: the modules they call under path');
    if (where.size === 0)
        parts.push('None of them names a terraform source.');
    say('no terraform', 'Not scanned: modules under path with no Terraform file');
    say('outside', 'Not scanned by this run: modules out of path (scan them with a path that holds them)');
    say('remote', 'Not scanned: remote modules');
    say('unresolved', 'Not scanned: module sources this run cannot resolve');
    return parts.join(' ');
}

;// CONCATENATED MODULE: ./src/engine/discovery/rules.ts
/**
 * The per-file rules of discovery, apart from any file system: from a listing of paths relative to
 * the scanned folder and a probe that answers for one entry (its type and size, its bytes), which
 * files go, which are skipped and why, and which YAML/JSON were read and refused. The workspace
 * (lstat and reads) is one source of listings and probes; a git commit (ls-tree modes and sizes,
 * cat-file contents) can be another, with the same outcome for the same tree. Three steps: the
 * plan (paths and types), the kustomizations' inputs (`planKustomizeInputs`: the files they read,
 * whatever their extension, are read too), then the settlement (contents).
 */










const SKIP_BY_TYPE = {
    symlink: 'symlink',
    other: 'not a regular file',
    unreadable: 'unreadable',
};
function unitOf(relative, kind, chart) {
    if (chart !== undefined)
        return `helm:${chart}`;
    if (kind === 'terraform')
        return `terraform:${posix_.dirname(relative)}`;
    return `file:${relative}`;
}
const rules_pathOrder = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
function addSkip(skipped, reason, relative) {
    const list = skipped.get(reason);
    if (list)
        list.push(relative);
    else
        skipped.set(reason, [relative]);
}
/**
 * The rules that need no content, in order: never-upload, exclude, chart, name, include, type.
 * A source that reads in batches (git cat-file) reads the `pending` files, then settles.
 */
function planDiscovery(input, stat) {
    const { isIncluded, isExcluded } = input;
    const skipped = new Map();
    const ruledOut = (relative) => neverUploadReason(relative) ?? (isExcluded(relative) ? 'excluded' : undefined);
    for (const problem of input.problems ?? [])
        addSkip(skipped, ruledOut(problem.path) ?? problem.reason, problem.path);
    const allowed = input.paths.filter((relative) => {
        const reason = ruledOut(relative);
        if (reason)
            addSkip(skipped, reason, relative);
        return reason === undefined;
    });
    const charts = helmChartFolders(allowed);
    const entries = [];
    const helmIgnores = helmIgnoreFiles(charts, input.paths, stat);
    const pending = [...helmIgnores.values()];
    const terragrunt = findTerragruntFiles(allowed);
    for (const path of terragrunt?.files ?? []) {
        const entry = stat(path);
        if (entry.type === 'file')
            pending.push({ path, size: entry.size });
    }
    const ruledCharts = new Set(helmIgnores.keys());
    for (const relative of allowed) {
        const chart = chartFolderOf(relative, charts);
        let kind = chart !== undefined ? 'helm' : kindByName(relative);
        if (!kind && isIncluded(relative))
            kind = 'included';
        if (!kind && !needsContentCheck(relative))
            continue;
        const entry = stat(relative);
        if (entry.type !== 'file') {
            if (entry.type !== 'missing')
                addSkip(skipped, SKIP_BY_TYPE[entry.type], relative);
            continue;
        }
        if (kind) {
            entries.push({ path: relative, size: entry.size, kind, unit: unitOf(relative, kind, chart) });
            // Small enough to be a Git LFS pointer: read, so a pointer is never taken for the file.
            // A chart file a .helmignore may leave out is read too, in case it is IaC of another kind,
            // and every kustomization, for what it reads.
            const ruled = chart !== undefined && chartFolderOf(relative, ruledCharts) !== undefined;
            if (entry.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X ||
                (ruled && readsForHelmIgnore(relative, chart)) ||
                isKustomization(relative))
                pending.push({ path: relative, size: entry.size });
        }
        else {
            const file = { path: relative, size: entry.size };
            entries.push(file);
            pending.push(file);
        }
    }
    return {
        entries,
        pending: pending.sort(rules_pathOrder),
        skipped,
        helmIgnores: new Map([...helmIgnores].map(([chart, file]) => [chart, file.path])),
        ...(terragrunt && { terragrunt }),
    };
}
/** Classifies the pending files by their content; a file `read` throws for is skipped. */
function settleDiscovery(plan, read) {
    const skipped = new Map([...plan.skipped].map(([k, v]) => [k, [...v]]));
    const rejected = [];
    const files = [];
    for (const entry of plan.entries) {
        if ('kind' in entry) {
            files.push(entry);
            continue;
        }
        let bytes;
        try {
            bytes = read(entry.path);
        }
        catch {
            addSkip(skipped, 'unreadable', entry.path);
            continue;
        }
        if ((0,lfs_pointer/* isLfsPointer */.N)(bytes)) {
            addSkip(skipped, 'git lfs pointer', entry.path);
            continue;
        }
        const kustomized = plan.kustomize?.files.has(entry.path) === true;
        const verdict = classifyContent(entry.path, bytes, { kustomized });
        if ('reason' in verdict) {
            const category = kustomized ? asKustomizeInput(verdict.category) : verdict.category;
            rejected.push({ path: entry.path, ...verdict, ...(category && { category }) });
        }
        else
            files.push({
                ...entry,
                kind: verdict.kind,
                unit: unitOf(entry.path, verdict.kind, undefined),
            });
    }
    const charted = keepIacOfOtherKinds(files, applyHelmIgnores(files, plan.helmIgnores, read), read);
    for (const path of charted.ignored)
        addSkip(skipped, 'ignored by .helmignore', path);
    // Chosen by name, small enough to be a Git LFS pointer: read after .helmignore, to refuse one.
    const byName = new Set(plan.entries.filter((e) => 'kind' in e && e.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X).map((e) => e.path));
    const uploaded = charted.files.filter((file) => {
        if (!byName.has(file.path))
            return true;
        const why = pointerOrUnreadable(file.path, read);
        if (why)
            addSkip(skipped, why, file.path);
        return why === undefined;
    });
    const terraform = new Set(uploaded.filter((f) => f.kind === 'terraform').map((f) => posix_.dirname(f.path)));
    return {
        files: uploaded,
        skipped,
        rejected,
        warnings: charted.warnings,
        ...(plan.terragrunt && { notices: [describeTerragrunt(plan.terragrunt, read, terraform)] }),
        ...(plan.kustomize && { kustomize: plan.kustomize }),
    };
}
/**
 * A `.helmignore` decides what goes into a chart package, never that IaC of another kind stays
 * home: the ignored files that are (`helm-ignore-scope.ts`) go back, in path order.
 */
function keepIacOfOtherKinds(files, charted, read) {
    if (charted.ignored.length === 0)
        return charted;
    const byPath = new Map(files.map((file) => [file.path, file]));
    const kept = new Set(charted.ignored.filter((path) => {
        const unit = byPath.get(path)?.unit ?? '';
        const chart = unit.startsWith('helm:') ? unit.slice('helm:'.length) : '.';
        return keptDespiteHelmIgnore(path, chart, read);
    }));
    if (kept.size === 0)
        return charted;
    const ignored = charted.ignored.filter((path) => !kept.has(path));
    const out = new Set(ignored);
    return { ...charted, files: files.filter((file) => !out.has(file.path)), ignored };
}
/** Why a small file chosen by its name is not uploaded after all: a Git LFS pointer, unreadable. */
function pointerOrUnreadable(path, read) {
    try {
        return (0,lfs_pointer/* isLfsPointer */.N)(read(path)) ? 'git lfs pointer' : undefined;
    }
    catch {
        return 'unreadable';
    }
}
/** Every rule, for a source that can read one file at a time (the work tree). */
function applyDiscoveryRules(input, probe) {
    const plan = planDiscovery(input, probe.stat);
    return settleDiscovery(planKustomizeInputs(plan, input.paths, probe), probe.read);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/packing/content-reader.ts
/**
 * Where packing reads a file's bytes: a port, so that files can come from the disk (the
 * default) or from elsewhere, such as a base commit's git blobs. Entry names are always the
 * file's `path`; a reader only supplies bytes.
 */

/**
 * The reader's source failed as a whole (git could not read the commit's objects), not one file:
 * packing stops with this error, so a tree that could not be read is never taken for one whose
 * few unreadable files were left out.
 */
class TreeReadError extends Error {
    name = 'TreeReadError';
}
/** Bytes read at a time from a large file. */
const STREAM_CHUNK_BYTES = 1024 * 1024;
/** Reads `absolutePath` from the disk. */
const content_reader_diskReader = {
    // Synchronous on purpose: measured faster than fs.promises (whose open, stat, read and close
    // each take a trip to the thread pool), and nothing else runs while packing.
    read: async (file) => external_node_fs_.readFileSync(file.absolutePath),
    stream: (file) => external_node_fs_.createReadStream(file.absolutePath, { highWaterMark: STREAM_CHUNK_BYTES }),
};
const REASONS = {
    ENOENT: 'it no longer exists',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
    EIO: 'input/output error',
};
/** Why a file could not be read, in words (the system's code in brackets). */
function describeReadError(error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const known = REASONS[code];
    if (known)
        return `${known} (${code})`;
    return error instanceof Error ? error.message : String(error);
}

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
            throw new TreeReadError(`git could not read the commit's files: ${(0,errors/* describeError */.Uc)(error)}`, {
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

// EXTERNAL MODULE: ./src/engine/git/blob-reader.ts
var blob_reader = __webpack_require__(42912);
// EXTERNAL MODULE: ./src/paths.ts
var src_paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(27262);
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
        if (current.length > 0 && bytes + blob.size > blob_reader/* BLOB_BATCH_MAX_BYTES */.YT) {
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
    const reader = (0,blob_reader/* createBlobReader */.nF)(git, scanRoot);
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
    const plan = planDiscovery({
        paths,
        problems: tree.skipped
            .filter((s) => s.reason === 'name is not valid UTF-8')
            .map((s) => ({ path: local(s.path), reason: 'name is not valid UTF-8' })),
        isIncluded: compilePatterns(options.include),
        isExcluded: compilePatterns(options.exclude),
    }, stat);
    const { reader, contents, readAll, readKnown } = planReader(git, scanRoot, byPath);
    await readAll(plan.pending);
    // The files the kustomizations read are known once the kustomizations are: a second batch.
    const extended = planKustomizeInputs(plan, paths, { stat, read: readKnown });
    await readAll(extended.pending);
    const outcome = settleDiscovery(extended, readKnown);
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

;// CONCATENATED MODULE: ./src/engine/scan/trees/commit-tree.ts

/** The tree of commit `sha`; its reader reads the files its `discover` found. */
function commitTree(options) {
    let reader;
    return {
        label: options.label,
        sha: options.sha,
        baseName: options.baseName,
        discover: async () => {
            const files = await discoverBaseFiles({
                git: options.git,
                sha: options.sha,
                ...options.rules,
            });
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
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/prepare-base.ts
/**
 * The base side of a run: which commit, and its tree, named so that its archives are those a push
 * run of that commit made (`<repo>-<short base sha>` by default), which the service then answers
 * "already scanned" for. Never throws: a base that cannot be had is a reason (one warning; the
 * gate then counts every finding).
 */





/** Why there is no base on a runner without git (a checkout by download has no history). */
const GIT_MISSING = 'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
    'with no history). To compare with the base, install git before actions/checkout; or set ' +
    'baseline: none.';
/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git, cwd) {
    return (await git.run(['--version'], { cwd })).missing === true;
}
async function prepareBase(settings, git) {
    try {
        const commit = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            eventName: settings.github.eventName,
            event: settings.github.event,
        });
        if (commit.status === 'unavailable' && (await isGitMissing(git, settings.scanRoot)))
            return { status: 'unavailable', reason: GIT_MISSING, gitMissing: true };
        if (commit.status !== 'found')
            return commit;
        const { sha, label } = commit;
        if ((await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD')) === sha)
            return {
                status: 'unavailable',
                label,
                sha,
                reason: `the baseline ${label} is the commit being scanned, so nothing could count as new: set baseline to the branch this change goes into (or none)`,
            };
        return readyBase(settings, git, { sha, label });
    }
    catch (error) {
        return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
    }
}
/** The base commit `sha`, its tree read from git objects and named as a push run of it names it. */
function readyBase(settings, git, commit) {
    const { sha, label } = commit;
    const baseName = settings.artifactNamed
        ? `${settings.artifactBase}-base`
        : (0,engine_settings/* defaultArtifactName */.Vb)(settings.github.repository, sha, settings.scanPath);
    const rules = {
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        include: settings.include,
        exclude: settings.exclude,
    };
    return { status: 'ready', label, sha, tree: commitTree({ git, sha, label, baseName, rules }) };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/pull-request-trees.ts
/**
 * The trees of a privileged run (issue 21): the verified pull request's commit (GitHub's test
 * merge commit, or its head) and the base it is compared with, both read from git objects like
 * any commit. The workspace holds the base branch there: it is neither scanned nor touched, and
 * no blob of the pull request is written to disk.
 */




/** The pull request's tree; a scanned folder it does not have holds no IaC file. */
function pullRequestTree(settings, git, pullRequest) {
    return scannedCommitTree(settings, git, pullRequest.head);
}
/**
 * The tree of a commit scanned instead of the workspace (a privileged run's pull request, or the
 * command line's `--commit`, what a pre-push hook pushes); a scanned folder it does not have
 * holds no IaC file.
 */
function scannedCommitTree(settings, git, head) {
    const tree = commitTree({
        git,
        sha: head.sha,
        label: head.label,
        baseName: settings.artifactBase,
        rules: {
            workspace: settings.workspace,
            scanRoot: settings.scanRoot,
            include: settings.include,
            exclude: settings.exclude,
        },
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
/**
 * The pull request's base (or the commit `baseline` names), read from git objects like any base
 * and named as a push run of it. The workspace's HEAD is the base branch here, never the change.
 */
async function preparePullRequestBase(settings, git, pullRequest) {
    try {
        if (settings.baseline.kind !== 'ref')
            return readyBase(settings, git, pullRequest.base);
        const named = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            eventName: settings.github.eventName,
            event: settings.github.event,
        });
        return named.status === 'found' ? readyBase(settings, git, named) : named;
    }
    catch (error) {
        return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
    }
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
const log_discovery_MAX_REASON_CHARS = 200;
/** The groups, in the order the log gives them. Keys are skip reasons and refusal categories. */
const GROUPS = {
    'built-in folder': { noun: 'file', why: 'inside .git, node_modules or .terraform' },
    'terraform state': { noun: 'Terraform state file', why: '(state is never uploaded)' },
    secret: { noun: 'file', why: 'with a secret-like name', named: true },
    excluded: { noun: 'file', why: 'matched by exclude' },
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
        advice: 'Fix the detail named, or add the path to exclude if it is not meant to be IaC.',
    },
    'git lfs pointer': {
        noun: 'file',
        why: 'stored in Git LFS (only the pointer was at hand; lfs: true on actions/checkout fetches the files)',
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
    return text.length > log_discovery_MAX_REASON_CHARS ? `${text.slice(0, log_discovery_MAX_REASON_CHARS)}…` : text;
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
 * summary's).
 */
function logDiscovery(discovery, log, notes) {
    const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
    log.info(`${(0,plural/* plural */.L)(discovery.files.length, 'IaC file')} of ${(0,plural/* formatCount */.B)(discovery.candidates)} listed by ${discovery.source}${kinds}.`);
    for (const [key, entries] of skipsByGroup(discovery)) {
        if (entries.length === 0)
            continue;
        const group = GROUPS[key] ?? { noun: 'file', why: `(${key})` };
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
    return error instanceof TreeReadError ? { broken: error } : { failed: describeReadError(error) };
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
        if (error instanceof TreeReadError)
            throw error;
        return { unreadable: describeReadError(error) };
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
    const packing = packStreaming(files, { ...options, reader: options.reader ?? content_reader_diskReader });
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
            logDiscovery(pipeline.discovery, log, options.notes);
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
    if (error instanceof TreeReadError || error instanceof git_git/* GitCommandError */.iR)
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(56244);
;// CONCATENATED MODULE: ./src/engine/discovery/list-files.ts
/**
 * Lists candidate files under the scanned folder, as POSIX paths relative to it. In a git work
 * tree git itself decides what `.gitignore` hides (nested files, `.git/info/exclude`, global
 * excludes); elsewhere a pruning walker applies every `.gitignore` it meets with `ignore`.
 * Nothing here follows a symbolic link. Names are read as bytes: one that is not valid UTF-8, and
 * a folder or `.gitignore` that cannot be read, is returned as a problem instead of dropped.
 */








const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const GIT_MAX_BUFFER_BYTES = 256 * 1024 * 1024;
const WALK_BATCH_FOLDERS = 64;
const GITIGNORE = Buffer.from('.gitignore');
/** Runs git as every git child runs (`git.ts`: no secret, no configured command). */
async function git(root, args) {
    try {
        // LC_ALL=C: git's warnings about unreadable folders are read below, in English.
        return await run('git', (0,git_git/* gitArguments */.D5)(args), {
            cwd: root,
            maxBuffer: GIT_MAX_BUFFER_BYTES,
            encoding: 'buffer',
            env: { ...(0,git_git/* gitEnvironment */._K)(), LC_ALL: 'C' },
        });
    }
    catch {
        return undefined;
    }
}
/** The work tree prefix of `root` when git answers for it and does not ignore it as a whole. */
async function gitPrefix(root) {
    const answer = await git(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix']);
    const [inside, prefix = ''] = answer?.stdout.toString('utf8').split('\n') ?? [];
    if (inside !== 'true')
        return undefined;
    // `git check-ignore` exits 0 when the folder is ignored (cdk.out/ and the like): then walk it.
    return (await git(root, ['check-ignore', '-q', '.'])) === undefined ? prefix : undefined;
}
function splitBytes(bytes, separator) {
    const parts = [];
    for (let start = 0; start < bytes.length;) {
        let end = bytes.indexOf(separator, start);
        if (end < 0)
            end = bytes.length;
        if (end > start)
            parts.push(bytes.subarray(start, end));
        start = end + 1;
    }
    return parts;
}
/** `git ls-files` skips what it cannot read with a warning on stderr (paths from the top level). */
const GIT_WARNING = /^warning: (could not open directory|unable to access) '(.+)': /;
function gitWarnings(stderr, prefix) {
    const problems = [];
    for (const line of splitBytes(stderr, 0x0a)) {
        const match = GIT_WARNING.exec(line.toString('latin1'));
        if (!match?.[2])
            continue;
        const name = (0,file_names/* readName */.MQ)(Buffer.from(match[2], 'latin1'));
        const full = name.text.replace(/\/$/, '');
        if (!full.startsWith(prefix))
            continue;
        const relative = full.slice(prefix.length) || '.';
        const folder = match[1] === 'could not open directory';
        problems.push({ path: relative, reason: folder ? 'unreadable folder' : 'unreadable' });
    }
    return problems;
}
async function listWithGit(root, prefix) {
    const answer = await git(root, [
        '-c',
        'core.quotePath=off',
        'ls-files',
        '-z',
        '--cached',
        '--others',
        '--exclude-standard',
        '--',
        '.',
    ]);
    if (answer === undefined)
        return undefined;
    const files = new Set();
    const problems = gitWarnings(answer.stderr, prefix);
    for (const bytes of splitBytes(answer.stdout, 0)) {
        const name = (0,file_names/* readName */.MQ)(bytes);
        if (name.valid)
            files.add(name.text);
        else
            problems.push({ path: name.text, reason: 'name is not valid UTF-8' });
    }
    return { files: [...files], problems };
}
function ignoredBy(rules, relative, isDir) {
    let ignored = false;
    for (const { base, ig } of rules) {
        const local = base === '' ? relative : relative.slice(base.length + 1);
        const result = ig.test(isDir ? `${local}/` : local);
        if (result.ignored)
            ignored = true;
        else if (result.unignored)
            ignored = false;
    }
    return ignored;
}
const readFolder = (absolute) => external_node_fs_promises_.readdir(absolute, { withFileTypes: true, encoding: 'buffer' });
/** Walks `root` without following links, pruning built-in folders and, if asked, ignored paths. */
async function walkFiles(root, options) {
    const readdir = options.readdir ?? readFolder;
    const files = [];
    const problems = [];
    const queue = [{ dir: '', rules: [] }];
    const visit = async ({ dir, rules }) => {
        const absolute = external_node_path_.join(root, dir);
        let entries;
        try {
            entries = await readdir(absolute);
        }
        catch {
            problems.push({ path: dir || '.', reason: 'unreadable folder' });
            return;
        }
        let active = rules;
        // Like git, a `.gitignore` that is a link is not followed.
        if (options.gitignore && entries.some((e) => e.isFile() && e.name.equals(GITIGNORE))) {
            const file = dir === '' ? '.gitignore' : `${dir}/.gitignore`;
            try {
                active = [
                    ...rules,
                    { base: dir, ig: ignore_default()().add(await external_node_fs_promises_.readFile(external_node_path_.join(root, file), 'utf8')) },
                ];
            }
            catch {
                problems.push({ path: file, reason: 'unreadable' });
            }
        }
        for (const entry of entries) {
            const name = (0,file_names/* readName */.MQ)(entry.name);
            const relative = dir === '' ? name.text : `${dir}/${name.text}`;
            const isDir = entry.isDirectory();
            if (isDir && PRUNED_FOLDERS.has(name.text))
                continue;
            if (options.gitignore && ignoredBy(active, relative, isDir))
                continue;
            if (!name.valid)
                problems.push({ path: relative, reason: 'name is not valid UTF-8' });
            else if (isDir)
                queue.push({ dir: relative, rules: active });
            else
                files.push(relative);
        }
    };
    while (queue.length > 0)
        await Promise.all(queue.splice(0, WALK_BATCH_FOLDERS).map(visit));
    return { files, problems };
}
/** Files `.gitignore` lets through, from git when it can answer, else from the walker. */
async function listCandidateFiles(root) {
    const prefix = await gitPrefix(root);
    if (prefix !== undefined) {
        const listing = await listWithGit(root, prefix);
        if (listing)
            return { ...listing, source: 'git' };
    }
    return { ...(await walkFiles(root, { gitignore: true })), source: 'walker' };
}

;// CONCATENATED MODULE: ./src/engine/discovery/discover.ts
/**
 * Finds the IaC files under the scanned folder of the workspace: the candidates `.gitignore` lets
 * through (plus what `include` names, which reaches past `.gitignore`), put through the discovery
 * rules with a probe that checks each candidate with `lstat`, so that no link is followed and
 * only regular files go. Nothing aborts discovery: what cannot be read is skipped and reported.
 */






const READ_BUFFER_INITIAL_BYTES = 256 * 1024;
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR']);
/** Reads whole files into one buffer that grows as needed and is reused by the next read. */
function createReader() {
    let buffer = Buffer.alloc(READ_BUFFER_INITIAL_BYTES);
    return (file) => {
        const fd = external_node_fs_.openSync(file, 'r');
        try {
            let length = 0;
            for (;;) {
                if (length === buffer.length) {
                    const bigger = Buffer.alloc(buffer.length * 2);
                    buffer.copy(bigger, 0, 0, length);
                    buffer = bigger;
                }
                const n = external_node_fs_.readSync(fd, buffer, length, buffer.length - length, null);
                if (n === 0)
                    return buffer.subarray(0, length);
                length += n;
            }
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
    };
}
/**
 * Answers for files of the work tree. Synchronous on purpose: thousands of small reads are
 * several times faster without thread-pool round trips, and nothing else runs during discovery;
 * one reused read buffer spares the collector the whole of every YAML/JSON file.
 */
function workspaceProbe(scanRoot) {
    const read = createReader();
    return {
        stat(relative) {
            const file = external_node_path_.join(scanRoot, relative);
            let stat;
            try {
                stat = external_node_fs_.lstatSync(file);
            }
            catch (error) {
                const code = error?.code;
                return { type: MISSING_CODES.has(code) ? 'missing' : 'unreadable' };
            }
            if (stat.isSymbolicLink())
                return { type: 'symlink' };
            if (!stat.isFile())
                return { type: 'other' };
            try {
                external_node_fs_.accessSync(file, external_node_fs_.constants.R_OK);
            }
            catch {
                return { type: 'unreadable' };
            }
            return { type: 'file', size: stat.size };
        },
        read: (relative) => read(external_node_path_.join(scanRoot, relative)),
    };
}
function uniqueProblems(problems) {
    const seen = new Set();
    const unique = [];
    for (const problem of problems) {
        const key = `${problem.reason}\0${problem.path}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(problem);
    }
    return unique;
}
/** Lists the scanned folder and applies the discovery rules to every file, reading from disk. */
async function discoverFiles(options) {
    const { scanRoot } = options;
    const isIncluded = compilePatterns(options.include);
    const isExcluded = compilePatterns(options.exclude);
    const listing = await listCandidateFiles(scanRoot);
    const extra = options.include.length > 0 ? await walkFiles(scanRoot, { gitignore: false }) : undefined;
    const paths = [...new Set([...listing.files, ...(extra?.files.filter(isIncluded) ?? [])])].sort();
    const extraProblems = (extra?.problems ?? []).filter((p) => p.reason === 'unreadable folder' || isIncluded(p.path));
    const outcome = applyDiscoveryRules({
        paths,
        problems: uniqueProblems([...listing.problems, ...extraProblems]),
        isIncluded,
        isExcluded,
    }, workspaceProbe(scanRoot));
    const prefix = (0,src_paths/* relativePosix */.Y)(options.workspace, scanRoot);
    return {
        files: outcome.files.map((file) => ({
            ...file,
            path: prefix === '' ? file.path : `${prefix}/${file.path}`,
            absolutePath: external_node_path_.join(scanRoot, file.path),
        })),
        skipped: outcome.skipped,
        rejected: outcome.rejected,
        warnings: outcome.warnings,
        ...(outcome.notices && { notices: outcome.notices }),
        ...(outcome.kustomize && { kustomize: outcome.kustomize }),
        source: listing.source,
        candidates: paths.length,
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/tree.ts


/** The label of the workspace's tree: the change being scanned. */
const WORKSPACE_LABEL = 'this change';
/** The workspace's tree: files listed and read on disk. */
function workspaceTree(rules, baseName) {
    return {
        label: WORKSPACE_LABEL,
        sha: undefined,
        baseName,
        discover: () => discoverFiles(rules),
        reader: content_reader_diskReader,
    };
}

// EXTERNAL MODULE: ./src/github-context.ts
var github_context = __webpack_require__(68886);
;// CONCATENATED MODULE: ./src/engine/change/change-range.ts
/**
 * Which commits bound what a pull request changes, for the unjudged rule: on a privileged event
 * the verified pull request's base and scanned commit (its merge commit or its head); on
 * `pull_request` (its review events too) and `merge_group` the tree it merges into (the merge
 * commit's first parent, or the merge base) and the workspace's HEAD, found as `baseline: auto`
 * finds them whatever `baseline` says. The command line's change request (`changeRequest`) is bounded by the baseline's commit (the merge
 * base with HEAD when history has it, so what the target branch did since is not the change's)
 * and HEAD (or the commit scanned instead of the work tree). Anything else is no pull request.
 * Never throws: a base that cannot be had is a reason.
 */




async function resolveChangeRange(settings, git, pullRequest, 
/** The commit scanned instead of the workspace (the command line's `--commit`); else HEAD. */
scannedCommit) {
    if (pullRequest)
        return { kind: 'pull request', baseSha: pullRequest.base.sha, headSha: pullRequest.head.sha };
    if (settings.changeRequest)
        return changeRequestRange(settings, git, scannedCommit ?? 'HEAD');
    const { eventName, event } = settings.github;
    if ((0,github_context/* readChangeEvent */.bM)(eventName, event) === undefined)
        return { kind: 'tree' };
    try {
        const base = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: { kind: 'auto' },
            eventName,
            event,
        });
        if (base.status !== 'found')
            return {
                kind: 'pull request',
                unavailable: base.status === 'unavailable' ? base.reason : 'the pull request has no base commit',
            };
        const head = await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD');
        if (head === undefined)
            return { kind: 'pull request', unavailable: 'the workspace has no commit checked out' };
        return { kind: 'pull request', baseSha: base.sha, headSha: head };
    }
    catch (error) {
        return { kind: 'pull request', unavailable: (0,errors/* describeError */.Uc)(error) };
    }
}
/**
 * The command line's change request: from the baseline's commit (or its merge base) to HEAD, or
 * to the commit scanned (`--commit`).
 */
async function changeRequestRange(settings, git, scanned) {
    const { unavailable } = settings.changeRequest ?? {};
    if (unavailable !== undefined)
        return { kind: 'pull request', unavailable };
    try {
        const cwd = settings.scanRoot;
        const base = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd,
            baseline: settings.baseline,
            eventName: '',
            event: {},
        });
        if (base.status !== 'found')
            return {
                kind: 'pull request',
                unavailable: base.status === 'unavailable' ? base.reason : 'the change has no base commit',
            };
        const head = await (0,git_history/* resolveLocalCommit */.z_)(git, cwd, scanned);
        if (head === undefined)
            return {
                kind: 'pull request',
                unavailable: scanned === 'HEAD'
                    ? 'the workspace has no commit checked out'
                    : `the repository has no commit ${scanned}`,
            };
        const from = (await (0,git_history/* findMergeBase */.fe)(git, cwd, base.sha, head)) ?? base.sha;
        return { kind: 'pull request', baseSha: from, headSha: head };
    }
    catch (error) {
        return { kind: 'pull request', unavailable: (0,errors/* describeError */.Uc)(error) };
    }
}

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
    const paths = new Map();
    let at = 0;
    while (at < output.length) {
        const metaEnd = output.indexOf(0, at);
        const pathEnd = metaEnd === -1 ? -1 : output.indexOf(0, metaEnd + 1);
        if (pathEnd === -1)
            break;
        const [, newMode = ''] = output.toString('latin1', at + 1, metaEnd).split(' ');
        paths.set(output.toString('utf8', metaEnd + 1, pathEnd), newMode);
        at = pathEnd + 1;
    }
    return paths;
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
    let at = 0;
    while (at < output.length) {
        const metaEnd = output.indexOf(0, at);
        const pathEnd = metaEnd === -1 ? -1 : output.indexOf(0, metaEnd + 1);
        if (pathEnd === -1)
            break;
        const [, newMode = '', , newId = '', status = ''] = output
            .toString('latin1', at + 1, metaEnd)
            .split(' ');
        const raw = output.subarray(metaEnd + 1, pathEnd);
        at = pathEnd + 1;
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
    const read = parseLenientJson(text);
    if (!('error' in read) || read.error === TOO_DEEP)
        return false;
    // kubectl reads it as YAML, or as a stream of JSON values of which it reads one at least.
    return startsLikeJson(text) && readJsonStream(text).values.length === 0;
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
    return isChartContent(path, chartFolderOf(path, facts.charts) ?? ruled);
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
    return (kindByName(path) !== undefined ||
        facts.isIncluded(path) ||
        posix_.basename(path) === 'Chart.yaml' ||
        chartFolderOf(path, facts.charts) !== undefined);
}
/** A path whose content decides: YAML/JSON, a `.template`, and whatever a kustomization reads. */
function readsContent(path, facts) {
    return needsContentCheck(path) || facts.kustomized?.has(path) === true;
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
    return candidate.type === 'file' && facts.uploaded(path) && kindByName(path) !== undefined;
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
    const verdict = classifyContent(path, content, { kustomized });
    if ('kind' in verdict)
        return 'iac';
    return judgingRefusal(kustomized ? asKustomizeInput(verdict.category) : verdict.category, facts);
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
    const never = neverUploadReason(path);
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

;// CONCATENATED MODULE: ./src/engine/change/read-contents.ts
/**
 * The bytes the unjudged rule asks for: YAML/JSON files discovery never read (a secret-like or
 * built-in-folder name). A changed file is read by its blob id; a file of the scanned tree by its
 * path, from the work tree (never through a link) or from the scanned commit's objects.
 */





/** The blobs `ids` name, in order (an id git does not hold as a blob reads as undefined). */
async function readBlobs(git, cwd, ids) {
    if (ids.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const checked = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
    if (checked.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, checked);
    const sizes = new Map();
    for (const line of checked.stdout.toString('utf8').split('\n')) {
        const [id = '', type, size] = line.split(' ');
        if (type === 'blob')
            sizes.set(id, Number(size));
    }
    const blobs = ids.filter((id) => sizes.has(id));
    const read = await (0,blob_reader/* createBlobReader */.nF)(git, cwd).read(blobs.map((objectId) => ({ objectId, size: sizes.get(objectId) ?? 0 })));
    const byId = new Map(blobs.map((id, i) => [id, read[i]]));
    return ids.map((id) => byId.get(id));
}
/**
 * Reads the work tree's entries under `scanRoot` as git stores them: a regular file's bytes, a
 * link's target (never what it points at); anything else reads as none.
 */
function workTreeFiles(scanRoot) {
    return async (relative) => {
        const file = external_node_path_.join(scanRoot, relative);
        try {
            const stat = await external_node_fs_promises_.lstat(file);
            if (stat.isSymbolicLink())
                return await external_node_fs_promises_.readlink(file, { encoding: 'buffer' });
            if (!stat.isFile())
                return undefined;
            return await external_node_fs_promises_.readFile(file);
        }
        catch {
            return undefined;
        }
    };
}
/** Reads the files of commit `sha` under the scanned folder, from git objects. */
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
/** Where the block whose `{` is just before `from` ends (at its `}`), skipping strings and comments. */
function blockEnd(text, from) {
    let depth = 1;
    let i = from;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            i += 1;
            while (i < text.length && text[i] !== '"' && text[i] !== '\n')
                i += text[i] === '\\' ? 2 : 1;
        }
        else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
            const end = text.indexOf('\n', i);
            i = end < 0 ? text.length : end;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end < 0 ? text.length : end + 1;
        }
        else if (c === '<' && text.startsWith('<<', i)) {
            const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)[ \t]*\n/.exec(text.slice(i, i + 80));
            if (heredoc) {
                const close = new RegExp(`^[ \\t]*${heredoc[1]}[ \\t]*$`, 'm');
                const rest = text.slice(i + heredoc[0].length);
                const found = close.exec(rest);
                i = found ? i + heredoc[0].length + found.index + found[0].length : text.length;
            }
        }
        else if (c === '{')
            depth += 1;
        else if (c === '}') {
            depth -= 1;
            if (depth === 0)
                return i;
        }
        i += 1;
    }
    return text.length;
}
/** The body's top level only: nested blocks blanked out, so their attributes are not read. */
function topLevel(body) {
    let out = '';
    let depth = 0;
    for (const c of body) {
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth = Math.max(0, depth - 1);
        else if (depth === 0)
            out += c;
        else if (c === '\n')
            out += c;
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
    const kustomization = [...KUSTOMIZATION_NAMES].map(inside).find((path) => all.has(path));
    if (kind === 'kustomize' && kustomization !== undefined) {
        read.files.set(kustomization, 'kustomize');
        const text = (await commit.read([kustomization])).get(kustomization) ?? '';
        return kustomizationReferences(text).flatMap((written) => {
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
 * IaC that was not judged (issue 31): a file that is IaC by its name or its content but was not
 * uploaded, so no scan said anything about it. On a pull request, such a file that the pull
 * request adds or changes makes the result `error` (a green gate means every IaC change was
 * judged); on other runs every such file of the tree is a warning. Each comes with why it stayed
 * home and what makes it judged. Data only: the verdict, the summary, the JSON report and the
 * check run read it from the run report.
 */
/**
 * Reasons that are notices, not errors: a dangling link's target is in no commit, and a file no
 * deployer can parse deploys nothing. Listed apart (`Unjudged.notices`), never gating.
 */
const NOTICE_REASONS = new Set([
    'dangling link',
    'unreadable by any deployer',
]);
/** What makes each kind of file judged. */
const FIXES = {
    'secret-like name': 'rename it: a file named like a secret (.env*, *.pem, *.key, credentials…) is never uploaded, whatever include says',
    'terraform state': 'rename it: Terraform state (*.tfstate, *.tfstate.backup) is never uploaded',
    'built-in folder': 'move it out of node_modules/, .terraform/ and .git/: those folders are never scanned, whatever include says',
    'larger than max-archive-size': 'raise max-archive-size (at most 4400000), or split the file',
    unparsable: 'make it parse as its own tooling reads it (saved as UTF-8, not UTF-16, and checked out as UTF-8: no working-tree-encoding attribute in .gitattributes; YAML nested deeper than the parser reads or aliases past its limit, JSON that is not valid), or add it to exclude if it is not IaC',
    'ambiguous YAML': 'write it so that every YAML reader reads it alike (no duplicate keys, no << merge keys and no tags on its top-level keys or on apiVersion, kind, AWSTemplateFormatVersion or $schema: kubectl keeps the last duplicate key and lets a merge overwrite), or add it to exclude if it is not IaC',
    'kustomize input, not a resource': 'a kustomization builds this file into what it deploys, but it holds no resource the service can judge on its own (a JSON 6902 patch, for instance): write it as a strategic-merge patch (apiVersion, kind, metadata), or add it to exclude to accept it unjudged',
    'kustomize input out of path': 'a kustomization under path builds this into what it deploys, but it lies outside path, so this run does not scan it: widen path to hold both, or scan the kustomization in a step whose path holds what it reads',
    'terraform module out of path': 'a Terraform module under path calls this module (source = "../…"), which Terraform reads in place, but it lies outside path, so this run does not scan it: widen path to hold both, or scan the module in a step whose path holds it',
    'helm chart out of path': 'a chart under path depends on this chart (repository: file://…), or a kustomization under path inflates it (helmCharts under helmGlobals.chartHome), but it lies outside path, so this run does not scan it: widen path to hold both, or scan the chart in a step whose path holds it',
    'excluded, but read by IaC under path': 'exclude leaves out files, not what IaC under path reads: a kustomization references this file, or a Terraform module block uses its folder, so it is deployed unjudged; drop the reference, or narrow exclude so that it no longer matches',
    'remote code, unpinned': 'this change makes the deployer fetch code from outside the repository that no scan reads, at an address whose content can change after review (a branch, no ref, no version, or an image tag of a third-party Dockerfile frontend): pin it to a commit id (?ref=<40 hex>), an exact version or an image digest, and it is listed as a notice instead',
    'name a zip cannot carry': 'rename it: a name with a tab, a line break, a backslash, another control character or bytes that are not UTF-8 cannot be uploaded',
    'git lfs pointer': 'fetch the LFS objects before the scan (lfs: true on actions/checkout), or keep IaC out of Git LFS: a run on a fork pull request reads git objects, where only the pointer is',
    'link or submodule': 'commit the files themselves, or point the link at a file under path that is scanned: links and submodules are never followed',
    'ignored by .helmignore': "this pull request also changes the chart's .helmignore or Chart.yaml, which newly leaves the file out (the base's rules did not): drop that .helmignore line, or land the .helmignore on the base branch first",
    submodule: "vendor the module's files (commit them under path), or scan the submodule in its own repository: submodules are never followed",
    'link to a folder': 'make the link a real folder (commit its files under path): links are never followed, so the IaC in the folder it points at is not scanned through it',
    'link out of the repository': 'commit the files themselves under path: a link that leaves the repository (or that git cannot follow) is never followed, and what it points at is not judged',
    unreadable: "make it readable by the runner's user",
    'not in the scanned files': 'keep the file in the workspace: an earlier step removed it or made git ignore it',
    'scanned folder removed': 'the folder path names is gone in this pull request: if that is meant, change path (or remove this step) on the base branch first',
    'scanned folder replaced': 'the folder path names is a link, a file or a submodule in this pull request, which is never followed: keep it a folder',
    'dangling link': 'nothing to do: the link points at a path the repository does not have (each user creates it), so no change holds what it points at; commit the target if it is meant to be deployed',
    'unreadable by any deployer': "nothing to do if it is documentation: neither strict JSON nor ARM's lenient JSON reads it, so no tool can deploy it; if it is meant to be deployed, make it valid JSON",
};
/** The files as gating (or warned) files and notices, by their reasons. */
function splitNotices(files) {
    return {
        files: files.filter((f) => !NOTICE_REASONS.has(f.reason)),
        notices: files.filter((f) => NOTICE_REASONS.has(f.reason)),
    };
}
/** An unjudged file, with its fix. */
function unjudgedFile(path, reason) {
    return { path, reason, fix: FIXES[reason] };
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
        isIncluded: compilePatterns(options.include),
        isExcluded: compilePatterns(options.exclude),
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

;// CONCATENATED MODULE: ./src/engine/change/links/link-targets.ts
/**
 * What a link (or a submodule) of the scanned tree leads to, for the unjudged rule: a folder, a
 * file, somewhere out of the repository, or nothing. Links are never followed to scan what they
 * point at; this only asks where they point, so that a link to a folder of IaC (or a submodule)
 * is not passed over in silence. In a commit git answers (`cat-file --batch-check
 * --follow-symlinks`, which resolves links inside the tree and says `symlink` for one that leaves
 * it); in the work tree the file system does, and a target outside the repository's top is
 * `outside` wherever it lands.
 */





const FOLLOW_FAILED = /^(symlink|dangling|loop|notdir) (\d+)$/;
const FOUND = /^[0-9a-f]{40,64} (\w+) \d+$/;
/**
 * Parses `cat-file --batch-check --follow-symlinks` output for `count` requests: `<id> <type>
 * <size>`, `<name> missing`, or `symlink|dangling|loop|notdir <size>` followed by that many bytes
 * and a line break (a link leaving the repository, with its target; a target that is not there).
 */
function parseFollowed(output, count) {
    const targets = [];
    let at = 0;
    while (targets.length < count && at < output.length) {
        const end = output.indexOf(0x0a, at);
        const line = output.toString('utf8', at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const failed = FOLLOW_FAILED.exec(line);
        if (failed) {
            at += Number(failed[2]) + 1;
            targets.push(failed[1] === 'symlink' ? 'outside' : 'missing');
            continue;
        }
        const type = FOUND.exec(line)?.[1];
        // A submodule's commit, or any object this repository does not hold: a folder (fail closed).
        targets.push(type === 'blob' ? 'file' : 'folder');
    }
    while (targets.length < count)
        targets.push('folder');
    return targets;
}
/** Where entries of commit `sha` under the scanned folder lead, asked of git in one batch. */
function commitTargets(git, options) {
    return async (relatives) => {
        if (relatives.length === 0)
            return [];
        const location = await (0,git_tree/* locateFolder */.$c)(git, options.scanRoot);
        const prefix = location?.folder ? `${location.folder}/` : '';
        // A name git's line-based batch cannot carry: where it leads is unknown (fail closed).
        const askable = relatives.filter((r) => !r.includes('\n'));
        const args = ['cat-file', '--batch-check', '--follow-symlinks'];
        const input = askable.map((r) => `${options.sha}:${prefix}${r}\n`).join('');
        const result = await git.run(args, { cwd: options.scanRoot, input });
        if (result.code !== 0)
            throw new git_git/* GitCommandError */.iR(args, result);
        const answers = parseFollowed(result.stdout, askable.length);
        const byPath = new Map(askable.map((r, i) => [r, answers[i]]));
        return relatives.map((r) => byPath.get(r) ?? 'outside');
    };
}
/**
 * Where entries of the work tree lead; `root` is the repository's top. A link whose text points
 * past the top is `outside` whether or not its target exists, as git says of a commit.
 */
function workTreeTargets(scanRoot, root) {
    return async (relatives) => {
        const top = await external_node_fs_promises_.realpath(root).catch(() => external_node_path_.resolve(root));
        const base = await external_node_fs_promises_.realpath(scanRoot).catch(() => external_node_path_.resolve(scanRoot));
        return Promise.all(relatives.map(async (relative) => {
            const entry = external_node_path_.join(base, relative);
            const text = await external_node_fs_promises_.readlink(entry).catch(() => undefined);
            if (text !== undefined && !(0,src_paths/* isInside */.F)(top, external_node_path_.resolve(external_node_path_.dirname(entry), text)))
                return 'outside';
            const target = await external_node_fs_promises_.realpath(entry).catch(() => undefined);
            if (target === undefined)
                return 'missing';
            if (!(0,src_paths/* isInside */.F)(top, target))
                return 'outside';
            const stat = await external_node_fs_promises_.stat(target).catch(() => undefined);
            if (stat === undefined)
                return 'missing';
            return stat.isDirectory() ? 'folder' : 'file';
        }));
    };
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
 * Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`), keeping those of `mode`: the
 * links (`120000`), or the submodules (`160000`, `objectId` then their commit).
 */
function parseTreeLinks(output, mode = '120000') {
    const links = [];
    let at = 0;
    while (at < output.length) {
        const end = output.indexOf(0, at);
        const record = output.subarray(at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const tab = record.indexOf(0x09);
        const [entryMode, , objectId = ''] = record.toString('latin1', 0, Math.max(tab, 0)).split(' ');
        if (tab === -1 || entryMode !== mode || !(0,git_git/* isObjectId */.TS)(objectId))
            continue;
        const name = (0,file_names/* readName */.MQ)(record.subarray(tab + 1));
        links.push({ path: name.text, nameValid: name.valid, objectId });
    }
    return links;
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
    const bytes = await readBlobs(git, options.cwd, all.map((l) => l.objectId));
    const texts = new Map(all.map((l, i) => [l.path, Buffer.from(bytes[i] ?? []).toString('utf8')]));
    const submodules = new Set(parseTreeLinks(result.stdout, '160000').map((s) => s.path));
    const resolver = createLinkResolver(texts, submodules);
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
    for (const record of output.toString('utf8').split('\0')) {
        const tab = record.indexOf('\t');
        if (tab === -1)
            continue;
        const path = record.slice(tab + 1);
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
    const bytes = await readBlobs(git, options.cwd, all.map((l) => l.objectId));
    const texts = new Map(all.map((l, i) => [l.path, Buffer.from(bytes[i] ?? []).toString('utf8')]));
    const submodules = new Set(parseTreeLinks(result.stdout, '160000').map((s) => s.path));
    const resolver = createLinkResolver(texts, submodules);
    const exists = pathsOf(result.stdout);
    return new Set(options.links.filter((link) => {
        if (!texts.has(link))
            return false;
        const resolution = resolver.resolve(link);
        return resolution.kind === 'path' && !exists.has(resolution.to);
    }));
}

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
    const chart = chartFolderOf(path, charts);
    return chart === undefined ? undefined : helmRootOf(chart, charts);
}
function inChart(chart, name) {
    return chart === '.' ? name : `${chart}/${name}`;
}
/**
 * The object ids `names` (`<sha>:<path>`) have, in order; undefined for a name the commit does not
 * hold (or that is not a blob).
 */
async function blobIds(git, cwd, names) {
    if (names.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const result = await git.run(args, { cwd, input: names.map((n) => `${n}\n`).join('') });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const lines = result.stdout.toString('utf8').split('\n');
    return names.map((_, i) => {
        const [id = '', type] = (lines[i] ?? '').split(' ');
        return type === 'blob' && (0,git_git/* isObjectId */.TS)(id) ? id : undefined;
    });
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
        ...wanted.map((chart) => name(chart, HELMIGNORE)),
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
        rules.set(chart, readHelmIgnore(id === undefined ? undefined : byId.get(id)));
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



/** Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`). */
function parseCommitFiles(output) {
    const files = new Map();
    const paths = new Set();
    let at = 0;
    while (at < output.length) {
        const end = output.indexOf(0, at);
        const record = output.subarray(at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const tab = record.indexOf(0x09);
        if (tab === -1)
            continue;
        const [mode, type, objectId = ''] = record.toString('latin1', 0, tab).split(' ');
        const name = (0,file_names/* readName */.MQ)(record.subarray(tab + 1));
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
const references_out_of_path_REASONS = {
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
        files.push(unjudgedFile(named, references_out_of_path_REASONS[kind]));
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
    if (isKustomization(path))
        return 'kustomization';
    if (isTerraformFile(path))
        return 'terraform';
    if (kindByName(path) === 'dockerfile')
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
        for (const reference of kustomizationReferences(text))
            if (isRemoteAddress(reference))
                found.push({ what: 'a resource', ...kustomizeAddress(reference) });
        for (const chart of kustomizationCharts(text))
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
/** The blob ids of `names` (`<sha>:<path>`), undefined for a name that is no blob there. */
async function remote_added_blobIds(git, cwd, names) {
    if (names.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const result = await git.run(args, { cwd, input: names.map((n) => `${n}\n`).join('') });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const lines = result.stdout.toString('utf8').split('\n');
    return names.map((_, i) => {
        const [id = '', type] = (lines[i] ?? '').split(' ');
        return type === 'blob' && (0,git_git/* isObjectId */.TS)(id) ? id : undefined;
    });
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
    const baseIds = await remote_added_blobIds(git, options.cwd, wanted.map((e) => `${options.baseSha}:${prefix}${e.path}`));
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
        probe: commitTargets(git, { scanRoot: cwd, sha: range.headSha }),
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

;// CONCATENATED MODULE: ./src/engine/change/links/tree-links.ts
/**
 * The links and submodules of the scanned tree, whatever their names, for the unjudged rule's
 * whole-tree list (push and schedule runs, and a pull request whose changes git could not tell).
 * Discovery looks only at names that may be IaC, so a link `modules/edge` or a submodule never
 * reaches it; git's own listing has every entry with its mode. In the work tree that is the index
 * (`ls-files -s`: what was checked out); in a commit, its tree. Without git there is nothing to
 * list (the walker never follows a link, and a folder without git has no submodules).
 */


const tree_links_TYPES = {
    '120000': 'link',
    '160000': 'submodule',
};
/** Parses `ls-files -s -z` records (`<mode> <id> <stage>\t<path>\0`), keeping links and submodules. */
function parseIndexLinks(output) {
    const links = [];
    let at = 0;
    while (at < output.length) {
        const end = output.indexOf(0, at);
        const record = output.subarray(at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const tab = record.indexOf(0x09);
        const type = tree_links_TYPES[record.toString('latin1', 0, record.indexOf(0x20))];
        if (tab === -1 || type === undefined)
            continue;
        const name = (0,file_names/* readName */.MQ)(record.subarray(tab + 1));
        links.push({ path: name.text, nameValid: name.valid, type });
    }
    return links;
}
/** The work tree's links and submodules under `scanRoot`, from the index; none without git. */
function workTreeLinks(git, scanRoot) {
    return async () => {
        // Run in the scanned folder, ls-files lists that folder alone, by paths relative to it.
        const result = await git.run(['ls-files', '-s', '-z'], { cwd: scanRoot });
        return result.code === 0 ? parseIndexLinks(result.stdout) : [];
    };
}
/** Commit `sha`'s links and submodules under the scanned folder. */
function commitLinks(git, options) {
    return async () => {
        const location = await (0,git_tree/* locateFolder */.$c)(git, options.scanRoot);
        if (location === undefined)
            return [];
        const { folder } = location;
        const tree = await (0,git_tree/* listBaseTree */.me)(git, { cwd: options.scanRoot, sha: options.sha, folder });
        const prefix = folder === '' ? '' : `${folder}/`;
        return tree.skipped.flatMap((entry) => {
            if (entry.reason === 'name is not valid UTF-8')
                return [];
            const type = entry.reason === 'symlink' ? 'link' : 'submodule';
            return [{ path: entry.path.slice(prefix.length), nameValid: true, type }];
        });
    };
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
 * Parses `diff --name-status -z -M` output: `<status>\0<path>\0`, or `R<score>\0<old>\0<new>\0`
 * for a rename (and a copy), into repository-relative paths.
 */
function parseNameStatus(output) {
    const fields = output.toString('utf8').split('\0');
    const renames = new Map();
    const changed = [];
    for (let i = 0; i < fields.length;) {
        const status = fields[i] ?? '';
        if (status === '')
            break;
        // Renames and copies name two paths; every other status names one.
        if (status.startsWith('R') || status.startsWith('C')) {
            const from = fields[i + 1] ?? '';
            const to = fields[i + 2] ?? '';
            if (status.startsWith('R'))
                renames.set(from, to);
            changed.push(to);
            i += 3;
        }
        else {
            if (!status.startsWith('D'))
                changed.push(fields[i + 1] ?? '');
            i += 2;
        }
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
        '--name-status',
        '-z',
        '-M',
        '--no-ext-diff',
        '--no-textconv',
        baseSha,
        ...(headSha === undefined ? [] : [headSha]),
        '--',
    ];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const parsed = parseNameStatus(result.stdout);
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
 * The job as a numbered recipe: 1 the workspace's tree (on a privileged event, the verified pull
 * request's commit from git objects instead), 2 the base's tree (when there is a baseline), found
 * by git while the head is discovered and packed, 3 both scanned through one upload pool and one
 * waiting loop, 4 the results by tree, 5 the IaC left unjudged (what a pull request changed and
 * did not upload). Service errors do not escape: each archive's result says what happened to it.
 * The service is a port: the real client, or a dry run's that keeps each archive (`dry-run.ts`),
 * so a dry run is this very recipe.
 */





















/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
const BASE_ANCHOR_WAIT_MS = 60_000;

/** 5. The IaC the run leaves unjudged: on a pull request, what it changed and did not upload. */
async function scan_workspace_unjudgedOf(settings, ports, head) {
    const { git, pr } = ports;
    // The commit scanned instead of the work tree, when one is: its files, links and targets.
    const scanned = pr?.head ?? ports.commit;
    const headCommit = scanned
        ? scanned.sha
        : await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD').catch(() => undefined);
    const unjudged = await findUnjudged({
        git,
        head,
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        scanPath: settings.scanPath,
        include: settings.include,
        exclude: settings.exclude,
        range: await resolveChangeRange(settings, git, pr, ports.commit?.sha),
        readFile: scanned
            ? commitFiles(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
            : workTreeFiles(settings.scanRoot),
        probeTargets: scanned
            ? commitTargets(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
            : workTreeTargets(settings.scanRoot, settings.workspace),
        listLinks: scanned
            ? commitLinks(git, { scanRoot: settings.scanRoot, sha: scanned.sha })
            : workTreeLinks(git, settings.scanRoot),
        headCommit,
        listChanges: ports.listChanges,
    });
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
    // Ends what the scan started and may leave behind on its way out (an error included): the
    // base's time limit and any git still working for it. Left running, either kept the process
    // alive until `timeout`.
    const done = new AbortController();
    try {
        const git = ports.git ??
            (0,git_git/* createGitCli */.hn)({ timeoutMs: Math.min(git_git/* GIT_TIMEOUT_MS */.eS, timeoutMs), signal: done.signal });
        // 1. The workspace's tree, or the pull request's commit on a privileged event (issue 21), or
        // the commit the command line was asked to scan.
        const pr = ports.pullRequest;
        const scanned = pr?.head ?? ports.commit;
        const head = scanned
            ? scannedCommitTree(settings, git, scanned)
            : workspaceTree(settings, settings.artifactBase);
        // 2. The base's tree, found while the head is discovered and packed, within the timeout.
        const base = findBase(settings, { ...ports, done: done.signal }, () => pr ? preparePullRequestBase(settings, git, pr) : prepareBase(settings, git));
        // 3. Both scanned through one upload pool and one waiting loop.
        const baseTree = base.then((b) => (b.status === 'ready' ? b.tree : undefined));
        const outcomes = await scanTrees(settings.baseline.kind === 'none' ? [head] : [head, baseTree], ports, {
            maxArchiveBytes: settings.maxArchiveBytes,
            timeoutMs,
            poll,
            dir,
            log,
            notes,
            anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
        });
        // 4. The results by tree.
        const [headOutcome, baseOutcome] = outcomes;
        logReuse(outcomes, log, notes);
        const headTree = headScan(headOutcome);
        const looking = ports.now();
        const unjudged = ports.lookForUnjudged === false
            ? undefined
            : await scan_workspace_unjudgedOf(settings, { git, log, pr, commit: ports.commit, listChanges: ports.listChanges, notes }, headTree);
        if (unjudged)
            log.info(`Looked for IaC left unjudged in ${seconds(ports.now() - looking)}.`);
        const baseScanned = baseScan(await base, baseOutcome);
        // Read before the scan's git is stopped: the head may be a commit read from git objects.
        const identity = await scan_workspace_identityOf(settings, { git, log, headSha: pr?.head.sha ?? ports.commit?.sha }, { head, headTree, baseScanned });
        return {
            head: headTree,
            base: baseScanned,
            notes,
            ...(unjudged && { unjudged }),
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

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
;// CONCATENATED MODULE: ./src/engine/suppressions/line-reader.ts
/**
 * The real `ReadLines`: streams a workspace file line by line and stops after the last line
 * wanted, so a finding near the top of a big file costs only its first lines.
 */




/** A reader of lines of files inside `workspace`; undefined for anything outside or unreadable. */
function createLineReader(workspace) {
    const root = external_node_path_.resolve(workspace);
    return async (file, fromLine, toLine) => {
        const resolved = external_node_path_.resolve(root, file);
        if (resolved === root || !(0,src_paths/* isInside */.F)(root, resolved))
            return undefined;
        try {
            const real = await external_node_fs_.promises.realpath(resolved);
            if (!(0,src_paths/* isInside */.F)(await external_node_fs_.promises.realpath(root), real))
                return undefined;
            return await readSpan(real, fromLine, toLine);
        }
        catch {
            return undefined;
        }
    };
}
async function readSpan(file, fromLine, toLine) {
    const stream = external_node_fs_.createReadStream(file, { encoding: 'utf8' });
    const lines = external_node_readline_.createInterface({ input: stream, crlfDelay: Infinity });
    const span = [];
    let number = 0;
    try {
        for await (const text of lines) {
            number++;
            if (number > toLine)
                break;
            if (number >= fromLine)
                span.push(number === 1 ? text.replace(/^\uFEFF/, '') : text);
        }
    }
    finally {
        lines.close();
        stream.destroy();
    }
    return span;
}

;// CONCATENATED MODULE: ./src/engine/run-scan.ts
/**
 * The pipeline both adapters run, as a numbered recipe: 1 the workspace (and its base, when there
 * is a baseline) is scanned through the service, or on a dry run through a service that keeps each
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
    // 2. The report: findings, base comparison, suppressions, verdict.
    const baseSha = scan && 'sha' in scan.base ? scan.base.sha : undefined;
    const report = await assembleReport(settings, scan, log, {
        readLines: ports.readLines ?? createLineReader(settings.workspace),
        now: new Date(clockOf(ports).now()),
        pullRequest: await ports.suppressionsFor?.(baseSha),
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
 * resolving a privileged pull request noticed comes first in the notes.
 */
async function scanThroughService(settings, ports) {
    const scanPorts = {
        ...clockOf(ports),
        log: ports.log,
        ...(ports.pullRequest && { pullRequest: ports.pullRequest }),
        ...(ports.commit && { commit: ports.commit }),
        ...(ports.listChanges && { listChanges: ports.listChanges }),
    };
    const scanned = settings.dryRun
        ? await scanDryRun(settings, scanPorts)
        : await scanWorkspace(settings, { ...scanPorts, api: serviceClient(settings, ports) });
    const before = ports.pullRequest?.notes ?? [];
    return { ...scanned, notes: [...before, ...scanned.notes] };
}


/***/ }),

/***/ 18894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ commentPrefixesOf),
/* harmony export */   A: () => (/* binding */ directivesFor),
/* harmony export */   Kc: () => (/* binding */ planLineSpan),
/* harmony export */   hP: () => (/* binding */ parseInlineDirective)
/* harmony export */ });
/* unused harmony export MAX_LEADING_COMMENT_LINES */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
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
    const base = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(file).toLowerCase();
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


/***/ }),

/***/ 81765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ parseHunks),
/* harmony export */   JZ: () => (/* binding */ WHOLE_FILE),
/* harmony export */   Ux: () => (/* binding */ suppressionSpan),
/* harmony export */   Yp: () => (/* binding */ touchesSpan)
/* harmony export */ });
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


/***/ }),

/***/ 75433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ renderSuppressionChanges),
/* harmony export */   _J: () => (/* binding */ describeProposed)
/* harmony export */ });
/* unused harmony export proposedBy */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89133);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25540);
/**
 * The section reviewers read first on a pull request: the suppressions it adds or changes (file
 * entries and inline comments) with their reasons, and whether each is applied or only proposed.
 * Every text in it comes from the repository and goes through the Markdown sanitiser.
 */


/** The status of a suppression the change adds and that does not take effect. */
function proposedBy(subject = 'this pull request') {
    return `proposed by ${subject}, not applied`;
}
/** The section, or `''` when the pull request changes no suppression. */
function renderSuppressionChanges(audit, options) {
    if (audit === undefined)
        return '';
    const subject = options.subject ?? 'this pull request';
    const PROPOSED = proposedBy(subject);
    const { changes } = audit;
    const count = changes.entries.length + changes.inline.length;
    if (count === 0 && changes.uncompared.length === 0 && changes.problems.length === 0)
        return '';
    const status = (applied) => (applied ? 'applied' : PROPOSED);
    const rows = [
        ...changes.entries.map(({ entry, change }) => `| ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`${changes.file} entry ${entry.entryNumber}`, 300)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(entry.detection, 200)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(entry.reason, 500)} | ${change} | ${status(audit.entriesApplied)} |`),
        ...changes.inline.map((d) => `| ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`inline, ${d.file}:${d.line}`, 300)} | ${d.detectionId ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(d.detectionId, 200) : '(none)'} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(d.reason ?? '(no reason: suppresses nothing)', 500)} | ${d.change} | ${status(audit.inlineApplied)} |`),
    ];
    const shown = rows.slice(0, options.rows);
    const withheld = !audit.entriesApplied && changes.entries.length > 0;
    const lines = [
        `${options.level} Suppressions ${subject} adds or changes: ${count}`,
        withheld || (!audit.inlineApplied && changes.inline.length > 0)
            ? `Suppressions marked “${PROPOSED}” do not hide their findings: those still gate until the change reaches the base branch.`
            : '',
        changes.inline.some((d) => d.change === 'covers changed lines')
            ? `A comment marked “covers changed lines” is the base’s, but ${subject} changed the code it covers (or a line between the two), so it counts as ${subject}’s.`
            : '',
        shown.length > 0
            ? [
                '| Where | Detection | Reason | Change | Status |',
                '| --- | --- | --- | --- | --- |',
                ...shown,
            ].join('\n')
            : '',
        rows.length > shown.length
            ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`…and ${rows.length - shown.length} more in the JSON report.`)
            : '',
        changes.uncompared.length > 0
            ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(changes.uncompared.length, 'changed file')} too large to compare or stored in Git LFS: any inline suppression in them is treated as ${PROPOSED}.`)
            : '',
        ...changes.problems.map((p) => `> ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(p, 1_000)}`),
    ];
    return lines.filter((line) => line !== '').join('\n\n');
}
/** One log line on what the pull request proposes, or undefined when it proposes nothing. */
function describeProposed(audit, subject = 'this pull request') {
    if (audit === undefined)
        return undefined;
    const entries = audit.entriesApplied ? 0 : audit.changes.entries.length;
    const inline = audit.inlineApplied ? 0 : audit.changes.inline.length;
    if (entries + inline === 0)
        return undefined;
    const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
    return `${Subject} adds or changes ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(entries + inline, 'suppression')} (${entries} in ${audit.changes.file}, ${inline} inline): ${proposedBy(subject)}, so the findings they name still gate.`;
}


/***/ }),

/***/ 46260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NY: () => (/* binding */ changedDirectives),
/* harmony export */   bF: () => (/* binding */ changedEntries),
/* harmony export */   sY: () => (/* binding */ isProposedInline)
/* harmony export */ });
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18894);

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
    const prefixes = (0,_inline_js__WEBPACK_IMPORTED_MODULE_0__/* .commentPrefixesOf */ .$w)(file);
    const found = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const parsed = (0,_inline_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInlineDirective */ .hP)(raw, prefixes);
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


/***/ })

};
