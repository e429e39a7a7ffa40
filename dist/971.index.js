export const id = 971;
export const ids = [971];
export const modules = {

/***/ 40971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_LISTED_FILES: () => (/* binding */ MAX_LISTED_FILES),
/* harmony export */   pullRequestFiles: () => (/* binding */ pullRequestFiles)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98141);
/**
 * The pull request's files from GitHub's API (`GET /repos/{owner}/{repo}/pulls/{n}/files`, every
 * page), for the unjudged rule when git cannot reach the base: what the pull request changed is
 * then still known, and only the files it changed count, not the whole tree. GitHub lists at most
 * 3,000 files: a pull request with more (or one whose event counts more files than the list
 * holds) is listed as incomplete, and the engine counts the whole tree (fail closed). A failure
 * of the API is no list (the whole tree counts). Renamed files are named by both paths.
 */

/** The most files GitHub's list of a pull request's files holds. */
const MAX_LISTED_FILES = 3_000;
const FILES_PER_PAGE = 100;
/** The port, or undefined when the run is not about a pull request (or has no token). */
function pullRequestFiles(settings, session) {
    const pullNumber = settings.github.pullRequestNumber;
    if (pullNumber === undefined || !settings.githubToken)
        return undefined;
    const counted = (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(settings.github.event, 'pull_request', 'changed_files');
    return async () => {
        const client = await session.client();
        const files = await client.octokit.paginate(client.octokit.rest.pulls.listFiles, {
            owner: client.owner,
            repo: client.repo,
            pull_number: pullNumber,
            per_page: FILES_PER_PAGE,
        });
        const paths = files.flatMap((f) => f.previous_filename === undefined ? [f.filename] : [f.filename, f.previous_filename]);
        const complete = files.length < MAX_LISTED_FILES && !(typeof counted === 'number' && counted > files.length);
        return { paths, complete, source: "GitHub's list of the pull request's files" };
    };
}


/***/ })

};
