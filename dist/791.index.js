export const id = 791;
export const ids = [791];
export const modules = {

/***/ 33791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DRY_RUN_STATUS: () => (/* binding */ DRY_RUN_STATUS),
/* harmony export */   dryRunWorkspace: () => (/* binding */ dryRunWorkspace)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _scratch_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67106);
/* harmony import */ var _trees_log_discovery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36217);
/* harmony import */ var _trees_pack_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86144);
/* harmony import */ var _tree_scan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66408);
/* harmony import */ var _trees_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28108);
/* harmony import */ var _trees_warn_packing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(54328);
/**
 * A dry run: the workspace discovered and packed exactly as a real run does it (the same rules,
 * the same archives, written to the end and then removed), with no upload and no key, so the
 * reports can list what a real run would send. A pull request's base is not looked at: it would
 * only be uploaded beside this change's archives.
 */








/** What the archives table says of an archive a dry run wrote and did not upload. */
const DRY_RUN_STATUS = 'DRY_RUN';
/** Discovers and packs the workspace as a real run would, and uploads nothing. */
async function dryRunWorkspace(settings, log) {
    const notes = [];
    const tree = (0,_trees_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .workspaceTree */ .O)(settings, settings.artifactBase);
    const discovery = await log.group('Discover IaC files', async () => {
        const found = await tree.discover();
        if (found === undefined)
            throw new Error(`the scanned folder is not in ${tree.label}`);
        return found;
    });
    (0,_trees_log_discovery_js__WEBPACK_IMPORTED_MODULE_3__/* .logDiscovery */ .hg)(discovery, log, notes);
    const dir = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_1__.join(settings.tempDir, 'iac-dry-run-'));
    try {
        const packed = await log.group('Pack archives (dry run: nothing is uploaded)', async () => {
            const result = (0,_trees_pack_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .packTree */ .A)(discovery.files, {
                maxArchiveBytes: settings.maxArchiveBytes,
                baseName: tree.baseName,
                dir,
                reader: tree.reader,
                label: tree.label,
                log,
            });
            // Written to the end, as for an upload: a file that fails here would fail a real run too.
            for await (const archive of result.archives)
                void archive;
            return result;
        });
        (0,_trees_warn_packing_js__WEBPACK_IMPORTED_MODULE_6__/* .warnPacking */ .M)(packed.plan(), {
            maxArchiveBytes: settings.maxArchiveBytes,
            log,
            notes,
            tree: undefined,
        });
        const head = (0,_tree_scan_js__WEBPACK_IMPORTED_MODULE_7__/* .describeTree */ .cn)(discovery, packed.plan(), []);
        return {
            head: { ...head, archives: head.archives.map((row) => ({ ...row, status: DRY_RUN_STATUS })) },
            base: { status: 'none' },
            notes,
        };
    }
    finally {
        await (0,_scratch_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .removeScratch */ .ZU)(dir, { log });
    }
}


/***/ })

};
