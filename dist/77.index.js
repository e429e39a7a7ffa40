export const id = 77;
export const ids = [77];
export const modules = {

/***/ 20077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51193);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24225);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14038);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5613);
/* harmony import */ var bottleneck__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(bottleneck__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38192);
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
        if (n >= _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RATE_LIMIT_RETRIES */ .bN || limits.now() + waitMs > limits.deadline()) {
            limits.log(`GitHub's ${kind} rate limit on ${call}: no time left to wait ${retryAfterSeconds} s`);
            return false;
        }
        limits.log(`GitHub's ${kind} rate limit on ${call}: waiting ${retryAfterSeconds} s (attempt ${n + 1})`);
        return true;
    };
    const msPerSecond = limits.msPerSecond ?? 1_000;
    return _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        baseUrl,
        throttle: {
            onRateLimit: wait('primary'),
            onSecondaryRateLimit: wait('secondary'),
            retryAfterBaseValue: msPerSecond,
            write: new (bottleneck__WEBPACK_IMPORTED_MODULE_1___default().Group)({
                maxConcurrent: 1,
                minTime: limits.writeSpacingMs ?? _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .WRITE_SPACING_MS */ .XI,
            }),
            // Writes that notify people (a new comment, an issue): GitHub's secondary limits are
            // strictest there, so they are spaced further apart.
            notifications: new (bottleneck__WEBPACK_IMPORTED_MODULE_1___default().Group)({
                maxConcurrent: 1,
                minTime: limits.writeSpacingMs ?? _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTIFYING_WRITE_SPACING_MS */ .Zz,
            }),
        },
        retry: { doNotRetry: _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .DO_NOT_RETRY */ .Hm, retryAfterBaseValue: msPerSecond },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
}


/***/ })

};
