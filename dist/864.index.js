export const id = 864;
export const ids = [864];
export const modules = {

/***/ 48864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOctokit: () => (/* binding */ createOctokit)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 19 modules
var utils = __webpack_require__(85555);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/bottleneck/lib/index.js
var lib = __webpack_require__(62203);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./src/action/github/github-octokit.ts
var github_octokit = __webpack_require__(11849);
;// CONCATENATED MODULE: ./src/action/github/bounded-fetch.ts
/**
 * The fetch every GitHub request goes through, under Octokit's retry and throttling plugins, so it
 * sees each attempt: none starts once publishing's deadline has passed, none outlives it, and a
 * failure no retry can change is not retried. Those end as a `GitHubUnreachableError` naming what
 * happened (nothing answered), never as "GitHub answered 500". Failures a retry may cure (a reset
 * connection, a timeout on the way) are left to the retry plugin, within the deadline.
 */

/** The longest delay a Node timer takes (a longer one would fire at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Error codes of a connection that no retry will make: nothing listens, no such host, a bad certificate. */
const PERMANENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_FAIL',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'ERR_TLS_CERT_ALTNAME_INVALID',
]);
/** What undici says when the client itself refuses a port (the fetch standard's "bad ports"). */
const REFUSED_BY_CLIENT = /^bad port$/i;
function causeOf(error) {
    const cause = error?.cause ?? error;
    const code = cause?.code;
    const message = String(cause?.message ?? cause);
    return { ...(typeof code === 'string' && { code }), message };
}
/** Why a failed attempt can never succeed, in words, or undefined when a retry may. */
function permanentFailure(error) {
    const { code, message } = causeOf(error);
    if (REFUSED_BY_CLIENT.test(message))
        return 'the HTTP client refuses to connect to that port (a port the fetch standard blocks), so no request was sent';
    if (code === 'ECONNREFUSED')
        return `connection refused: nothing listens there (${message})`;
    if (code === 'ENOTFOUND' || code === 'EAI_FAIL')
        return `the host name does not resolve (${message})`;
    if (code !== undefined && PERMANENT_CODES.has(code))
        return message;
    return undefined;
}
function originOf(url) {
    try {
        return new URL(url).origin;
    }
    catch {
        return 'GITHUB_API_URL';
    }
}
/** `fetch` bounded by `limits.deadline()`, with unreachable failures ended at once. */
function boundedFetch(fetch, limits) {
    return async (url, init = {}) => {
        const where = `GitHub's API at ${originOf(url)}`;
        const leftMs = limits.deadline() - limits.now();
        if (leftMs <= 0)
            throw new github_octokit/* GitHubUnreachableError */.WD(`${where} was not asked: publishing's time (from timeout) had run out`);
        const timer = new AbortController();
        const timeout = setTimeout(() => timer.abort(), Math.min(leftMs, MAX_TIMER_MS));
        const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
        try {
            return await fetch(url, { ...init, signal });
        }
        catch (error) {
            if (timer.signal.aborted)
                throw new github_octokit/* GitHubUnreachableError */.WD(`${where} did not answer within publishing's time (from timeout)`, { cause: error });
            const why = permanentFailure(error);
            if (why !== undefined)
                throw new github_octokit/* GitHubUnreachableError */.WD(`${where} could not be reached: ${why}`, { cause: error });
            throw error;
        }
        finally {
            clearTimeout(timeout);
        }
    };
}

;// CONCATENATED MODULE: ./src/action/github/octokit-factory.ts
/**
 * Builds the action's Octokit with its retry and throttling plugins (see `github-octokit.ts`).
 * Loaded with `import()` when a GitHub call is first to be made: a run that makes none never
 * loads Octokit.
 */







/** Creates an Octokit for `baseUrl` that waits out GitHub's rate limits within `limits`. */
function createOctokit(token, baseUrl, limits) {
    const wait = (kind) => (retryAfterSeconds, request, _o, n) => {
        const waitMs = retryAfterSeconds * 1_000;
        const call = `${request.method} ${request.url}`;
        if (n >= github_octokit/* MAX_RATE_LIMIT_RETRIES */.bN || limits.now() + waitMs > limits.deadline()) {
            limits.log(`GitHub's ${kind} rate limit on ${call}: no time left to wait ${retryAfterSeconds} s`);
            return false;
        }
        limits.log(`GitHub's ${kind} rate limit on ${call}: waiting ${retryAfterSeconds} s (attempt ${n + 1})`);
        return true;
    };
    const msPerSecond = limits.msPerSecond ?? 1_000;
    // @actions/github's own fetch (through the runner's proxy), bounded by the deadline.
    const fetch = utils/* defaults */.NT.request?.fetch ?? globalThis.fetch;
    return github/* getOctokit */.Q(token, {
        baseUrl,
        request: { ...utils/* defaults */.NT.request, fetch: boundedFetch(fetch, limits) },
        throttle: {
            onRateLimit: wait('primary'),
            onSecondaryRateLimit: wait('secondary'),
            retryAfterBaseValue: msPerSecond,
            write: new (lib_default()).Group({
                maxConcurrent: 1,
                minTime: limits.writeSpacingMs ?? github_octokit/* WRITE_SPACING_MS */.XI,
            }),
            // Writes that notify people (a new comment, an issue): GitHub's secondary limits are
            // strictest there, so they are spaced further apart.
            notifications: new (lib_default()).Group({
                maxConcurrent: 1,
                minTime: limits.writeSpacingMs ?? github_octokit/* NOTIFYING_WRITE_SPACING_MS */.Zz,
            }),
            search: new (lib_default()).Group({
                maxConcurrent: 1,
                minTime: limits.searchSpacingMs ?? github_octokit/* SEARCH_SPACING_MS */.cR,
            }),
        },
        retry: { doNotRetry: github_octokit/* DO_NOT_RETRY */.Hm, retryAfterBaseValue: msPerSecond },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}


/***/ })

};
