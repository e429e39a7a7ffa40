export const id = 345;
export const ids = [345];
export const modules = {

/***/ 29345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createLineReader: () => (/* binding */ createLineReader)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8431);
/**
 * The real `ReadLines`: streams a workspace file line by line and stops after the last line
 * wanted, so a finding near the top of a big file costs only its first lines.
 */




/** A reader of lines of files inside `workspace`; undefined for anything outside or unreadable. */
function createLineReader(workspace) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace);
    return async (file, fromLine, toLine) => {
        const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, file);
        if (resolved === root || !(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(root, resolved))
            return undefined;
        try {
            const real = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.realpath(resolved);
            if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.realpath(root), real))
                return undefined;
            return await readSpan(real, fromLine, toLine);
        }
        catch {
            return undefined;
        }
    };
}
async function readSpan(file, fromLine, toLine) {
    const stream = node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream(file, { encoding: 'utf8' });
    const lines = node_readline__WEBPACK_IMPORTED_MODULE_2__.createInterface({ input: stream, crlfDelay: Infinity });
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


/***/ })

};
