export const id = 433;
export const ids = [433];
export const modules = {

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


/***/ })

};
