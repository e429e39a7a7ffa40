export const id = 487;
export const ids = [487];
export const modules = {

/***/ 12487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dryRunReport: () => (/* binding */ dryRunReport)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89133);
/** The report of a dry run: skipped, saying what a real run would send. */

function dryRunReport(report, scan) {
    const archives = scan.head.filesByArchive;
    const files = archives.reduce((n, a) => n + a.paths.length, 0);
    const reason = `dry run: nothing was uploaded; a real run would send ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(files, 'file')} in ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(archives.length, 'archive')}`;
    // Nothing was scanned: not complete, for one reason rather than one per archive.
    return { ...report, verdict: 'skipped', gated: 0, reason, complete: false, incomplete: [reason] };
}


/***/ })

};
