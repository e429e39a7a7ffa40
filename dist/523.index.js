export const id = 523;
export const ids = [523];
export const modules = {

/***/ 21523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkedOutCommit: () => (/* binding */ checkedOutCommit)
/* harmony export */ });
/** `git rev-parse HEAD` in `workspace`; undefined when it is no git work tree. */
async function checkedOutCommit(git, workspace) {
    const result = await git.run(['rev-parse', '--verify', '-q', 'HEAD'], { cwd: workspace });
    const sha = result.stdout.toString('utf8').trim();
    return result.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}


/***/ })

};
