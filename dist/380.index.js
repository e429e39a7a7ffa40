export const id = 380;
export const ids = [380];
export const modules = {

/***/ 83380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openCheckRun: () => (/* binding */ openCheckRun),
  publishCheckRun: () => (/* binding */ publishCheckRun)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(25540);
// EXTERNAL MODULE: ./src/engine/findings/run-report.ts
var run_report = __webpack_require__(34251);
// EXTERNAL MODULE: ./src/action/surfaces/step/annotation-text.ts
var annotation_text = __webpack_require__(63325);
// EXTERNAL MODULE: ./src/engine/findings/unjudged-gate.ts
var unjudged_gate = __webpack_require__(13647);
;// CONCATENATED MODULE: ./src/action/surfaces/check-run/check-run-annotations.ts




const ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's limit on a check run's summary (it counts characters; bytes are never fewer). */
const MAX_CHECK_RUN_SUMMARY_BYTES = 65_535;
const MAX_TITLE_CHARS = 255;
const MAX_MESSAGE_CHARS = 4_000;
const MAX_NAME_CHARS = 200;
const LEVEL = {
    CRITICAL: 'failure',
    HIGH: 'failure',
    MEDIUM: 'warning',
    LOW: 'notice',
};
/** The check run's name: one per workflow, job and scanned path, so matrix legs never collide. */
function checkRunName(github, scanPath) {
    const name = `Plerion IaC scan: ${scanPath} (${github.workflow} / ${github.job})`;
    return (0,sanitize/* forAnnotation */.Jc)(name, MAX_NAME_CHARS);
}
function toCheckAnnotation(finding, path) {
    return {
        path,
        start_line: finding.hasLines ? finding.startLine : 1,
        end_line: finding.hasLines ? finding.endLine : 1,
        annotation_level: LEVEL[finding.severity],
        title: (0,sanitize/* forAnnotation */.Jc)((0,annotation_text/* annotationTitle */.q)(finding), MAX_TITLE_CHARS),
        message: (0,sanitize/* forAnnotation */.Jc)((0,annotation_text/* annotationMessage */.L)(finding), MAX_MESSAGE_CHARS),
    };
}
/** The annotations to send, within `cap`, new findings first, then the most severe. */
function planCheckRunAnnotations(findings, cap) {
    const shown = findings.filter((f) => !f.suppression);
    const ordered = (0,run_report/* inReviewOrder */.W$)(shown);
    const placed = ordered.flatMap((f) => {
        const path = f.file ?? f.normalizedFile;
        return path === undefined ? [] : [toCheckAnnotation(f, path)];
    });
    return {
        annotations: placed.slice(0, cap),
        leftOut: Math.max(0, placed.length - cap),
        unplaced: ordered.length - placed.length,
    };
}
/** `items` in consecutive batches of at most `size`. */
function batches(items, size = ANNOTATIONS_PER_REQUEST) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** The same annotation, as a key for not sending it twice to one check run. */
function annotationKey(a) {
    return [a.path, a.start_line, a.end_line, a.title, a.message].join('\u0000');
}
/**
 * The gate's conclusion: `failure` when gated (or the scan could not complete under
 * `on-service-error: fail`, or a pull request's IaC was not judged, whatever that input says),
 * `neutral` when only ungated findings (or a warned service error, or a skipped scan), `success`
 * when there are none.
 */
function checkConclusion(report, onServiceError) {
    if (report.verdict === 'fail')
        return 'failure';
    if (report.verdict === 'error')
        return (0,unjudged_gate/* serviceErrorPolicy */.Mz)(report, onServiceError) === 'warn' ? 'neutral' : 'failure';
    if (report.verdict === 'skipped')
        return 'neutral';
    return report.findings.some((f) => !f.suppression) ? 'neutral' : 'success';
}
/** The notes the check run's summary adds: what did not fit on it. */
function checkRunNotes(plan, cap) {
    const notes = [];
    if (plan.leftOut > 0)
        notes.push(`${plan.leftOut} findings were left out of this check run's annotations (check-run-annotations: ${cap}); the SARIF file and the JSON report hold them all.`);
    if (plan.unplaced > 0)
        notes.push(`${plan.unplaced} findings have no path a check run can show; the summary, the SARIF file and the JSON report hold them.`);
    return notes;
}

// EXTERNAL MODULE: ./src/action/github/github-client.ts
var github_client = __webpack_require__(6197);
// EXTERNAL MODULE: ./src/action/github/github-octokit.ts
var github_octokit = __webpack_require__(11849);
;// CONCATENATED MODULE: ./src/action/surfaces/check-run/check-run.ts
/**
 * The check run on GitHub: created (or, on a re-run, taken up again) `in_progress` on the reviewed
 * commit when the scan starts, given its annotations in batches of 50 sent one after another
 * (annotations a re-run already sent are not sent twice), and completed with the gate's
 * conclusion. Completing is idempotent and never throws, so every path out of the run can do it:
 * a check run is never left `in_progress`.
 */





const ANNOTATIONS_PER_PAGE = 100;
const MAX_OUTPUT_TITLE_CHARS = 200;
class CheckRun {
    completed = false;
    sent = new Set();
    start;
    id;
    url;
    constructor(start, id, url) {
        this.start = start;
        this.id = id;
        this.url = url;
    }
    /** Creates the check run, or takes up the one of the same name on the same commit. */
    static async open(start) {
        const { client } = start;
        const fields = {
            owner: client.owner,
            repo: client.repo,
            status: 'in_progress',
            details_url: start.detailsUrl,
            started_at: start.now().toISOString(),
            output: { title: 'Scanning', summary: 'The IaC scan is running.' },
        };
        try {
            const { data: found } = await client.octokit.rest.checks.listForRef({
                owner: client.owner,
                repo: client.repo,
                ref: start.headSha,
                check_name: start.name,
                filter: 'latest',
            });
            const existing = found.check_runs.find((r) => r.name === start.name);
            if (existing) {
                await client.octokit.rest.checks.update({ ...fields, check_run_id: existing.id });
                const checkRun = new CheckRun(start, existing.id, existing.html_url ?? undefined);
                await checkRun.readSent();
                return { kind: 'opened', checkRun };
            }
            const { data } = await client.octokit.rest.checks.create({
                ...fields,
                name: start.name,
                head_sha: start.headSha,
            });
            return { kind: 'opened', checkRun: new CheckRun(start, data.id, data.html_url ?? undefined) };
        }
        catch (error) {
            return {
                kind: (0,github_client/* isPermissionRefusal */.MA)(error) ? 'refused' : 'failed',
                reason: (0,errors/* describeError */.Uc)(error),
                ...((0,github_octokit/* isGitHubUnreachable */.Q$)(error) && { unreachable: true }),
            };
        }
    }
    /** Annotations this check run already has (a re-run on the same commit). */
    async readSent() {
        const { client } = this.start;
        const pages = client.octokit.paginate.iterator(client.octokit.rest.checks.listAnnotations, {
            owner: client.owner,
            repo: client.repo,
            check_run_id: this.id,
            per_page: ANNOTATIONS_PER_PAGE,
        });
        for await (const page of pages)
            for (const a of page.data)
                this.sent.add(annotationKey({
                    path: a.path,
                    start_line: a.start_line,
                    end_line: a.end_line,
                    title: a.title ?? '',
                    message: a.message ?? '',
                }));
    }
    /** Appends the annotations not sent before, 50 a request, one request after another. */
    async annotate(annotations, output) {
        const fresh = annotations.filter((a) => !this.sent.has(annotationKey(a)));
        const { client } = this.start;
        let count = 0;
        for (const batch of batches(fresh)) {
            await client.octokit.rest.checks.update({
                owner: client.owner,
                repo: client.repo,
                check_run_id: this.id,
                output: { ...clip(output), annotations: batch },
            });
            for (const a of batch)
                this.sent.add(annotationKey(a));
            count += batch.length;
        }
        return count;
    }
    /** Completes the check run once; a failure to do so is logged, never thrown. */
    async complete(log, result) {
        if (this.completed)
            return;
        this.completed = true;
        const { client } = this.start;
        try {
            await client.octokit.rest.checks.update({
                owner: client.owner,
                repo: client.repo,
                check_run_id: this.id,
                status: 'completed',
                conclusion: result.conclusion,
                completed_at: this.start.now().toISOString(),
                output: clip(result),
            });
            log.info(`Check run ${result.conclusion}: ${this.url ?? this.start.name}`);
        }
        catch (error) {
            log.annotate('warning', `Could not complete the check run: ${(0,errors/* describeError */.Uc)(error)}`, {}, true);
        }
    }
    get isCompleted() {
        return this.completed;
    }
}
/** The title as one plain line (redacted, capped); the summary is Markdown rendered already. */
function clip(output) {
    return { title: (0,sanitize/* forLog */.Ig)(output.title, MAX_OUTPUT_TITLE_CHARS), summary: (0,sanitize/* redact */.E$)(output.summary) };
}

// EXTERNAL MODULE: ./src/action/github/github-session.ts
var github_session = __webpack_require__(18132);
// EXTERNAL MODULE: ./src/engine/formats/summary.ts
var formats_summary = __webpack_require__(18237);
;// CONCATENATED MODULE: ./src/action/surfaces/check-run/check-run-publish.ts
/**
 * The check run's part of a run: opened when the scan starts (or a notice and the fallback to
 * workflow-command annotations when GitHub refuses), then given every finding and completed with
 * the gate's conclusion and the job summary's text within the check run's limit.
 */





/**
 * Opens the check run when `check-run` asks for it and the token may write checks; undefined means
 * the findings go to workflow-command annotations (a refusal says so in one notice).
 */
async function openCheckRun(settings, log, now, session = (0,github_session/* gitHubSessionFor */.X)(settings)) {
    const { github } = settings;
    if (settings.surfaces.checkRun === 'false')
        return undefined;
    if (!settings.githubToken) {
        log.info('No check run: there is no github-token; the findings are workflow annotations.');
        return undefined;
    }
    const opening = await CheckRun.open({
        client: await session.client(),
        name: checkRunName(github, settings.scanPath),
        headSha: github.headSha,
        detailsUrl: `${github.serverUrl}/${github.repository}/actions/runs/${github.runId}`,
        now,
    });
    if (opening.kind === 'opened') {
        log.info(`Check run started: ${opening.checkRun.url ?? checkRunName(github, settings.scanPath)}`);
        return opening.checkRun;
    }
    const fix = opening.kind === 'refused'
        ? ' Give the job `permissions: checks: write` to see every finding on a check run, or set check-run: false.'
        : '';
    // Asked for outright (`check-run: true`), a refusal is worth a warning; on `auto`, a notice.
    log.annotate(settings.surfaces.checkRun === 'true' ? 'warning' : 'notice', `No check run (${opening.unreachable ? opening.reason : `GitHub answered ${opening.reason}`}): the findings are shown as workflow annotations, which GitHub caps at 10 per level.${fix}`);
    return undefined;
}
/** Sends the findings to the check run and completes it; never throws. */
async function publishCheckRun(options) {
    const { checkRun, report, settings, log } = options;
    // `annotations: false`: the check run keeps its summary and conclusion, without annotations.
    const cap = settings.annotations ? settings.surfaces.checkRunAnnotations : 0;
    const plan = planCheckRunAnnotations(report.findings, cap);
    const summary = (0,formats_summary/* renderSummary */.Br)({
        ...report,
        notes: settings.annotations ? [...report.notes, ...checkRunNotes(plan, cap)] : report.notes,
    }, MAX_CHECK_RUN_SUMMARY_BYTES);
    const conclusion = options.unexpected
        ? 'failure'
        : checkConclusion(report, settings.onServiceError);
    let reason = report.reason;
    try {
        // The batches carry a short summary: the full one goes once, with the conclusion.
        const sent = await checkRun.annotate(plan.annotations, {
            title: 'Annotating',
            summary: `Sending ${plan.annotations.length} annotations; the summary follows when done.`,
        });
        log.info(`Check run: ${sent} annotations sent, ${plan.annotations.length - sent} already there.`);
    }
    catch (error) {
        reason = `${reason}; some annotations could not be sent (${(0,errors/* describeError */.Uc)(error)})`;
        log.annotate('warning', `Could not annotate the check run: ${(0,errors/* describeError */.Uc)(error)}`, {}, true);
    }
    finally {
        await checkRun.complete(log, { conclusion, title: reason, summary });
    }
}


/***/ }),

/***/ 63325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ annotationMessage),
/* harmony export */   q: () => (/* binding */ annotationTitle)
/* harmony export */ });
/** `HIGH: S3 bucket ACL allows public access (PLERION-TF-S3-PUBLIC-ACL)`. */
function annotationTitle(finding) {
    return `${finding.severity}: ${finding.title} (${finding.detectionId})`;
}
function lines(finding) {
    if (!finding.hasLines)
        return 'the whole file';
    return finding.startLine === finding.endLine
        ? `line ${finding.startLine}`
        : `lines ${finding.startLine}-${finding.endLine}`;
}
/** `Severity LOW, changed from the service's HIGH by .plerion-iac.yml entry 2: <reason>.` */
function overrideLine(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return undefined;
    const why = override.reason === undefined ? '' : `: ${override.reason}`;
    return `Severity ${finding.severity}, changed from the service's ${finding.serviceSeverity} by severity-overrides entry ${override.entryNumber} of ${override.file}${why}.`;
}
/**
 * The message lines under the title: new or not, resource and lines, the reported path, a
 * severity override, the link.
 */
function annotationMessage(finding) {
    return [
        finding.baselineState === 'new' ? 'New: the baseline does not have it.' : undefined,
        finding.baselineState === 'unchanged' && finding.inChangedResource
            ? 'Existing, in a resource this change edits: the baseline has it, so it is not gated.'
            : undefined,
        `Resource: ${finding.resource || 'n/a'}, ${lines(finding)}.`,
        finding.file ? undefined : `The service reported the path ${finding.reportedFile || '(none)'}.`,
        overrideLine(finding),
        finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : undefined,
    ]
        .filter(Boolean)
        .join('\n');
}


/***/ }),

/***/ 27340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ renderBody)
});

// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(25540);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/engine/formats/markdown.ts
var markdown = __webpack_require__(51444);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/render-suppression-changes.ts
var render_suppression_changes = __webpack_require__(75433);
// EXTERNAL MODULE: ./src/engine/formats/proposed.ts
var proposed = __webpack_require__(88871);
;// CONCATENATED MODULE: ./src/engine/formats/unjudged-section.ts
/**
 * The section of the summary, the pull-request comment, the tracking issue and the check run on
 * IaC that was not uploaded, so not judged: each file, why it stayed home and how to fix it; then,
 * apart, the files no deployer reads either (notices: a dangling link, a JSON file no deployer can
 * parse), which decide nothing. Paths come from the repository: they go through the Markdown
 * sanitiser, in code spans.
 */



function table(files, rows) {
    const shown = files.slice(0, rows);
    return [
        [
            '| File | Why it was not uploaded | How to fix it |',
            '| --- | --- | --- |',
            ...shown.map((f) => `| ${(0,sanitize/* forMarkdownCode */.m6)(f.path, 300)} | ${(0,sanitize/* forMarkdown */.Bm)(f.reason)} | ${(0,sanitize/* forMarkdown */.Bm)(f.fix, 500)} |`),
        ].join('\n'),
        files.length > shown.length
            ? (0,sanitize/* forMarkdown */.Bm)(`…and ${files.length - shown.length} more in the JSON report.`)
            : '',
    ]
        .filter((part) => part !== '')
        .join('\n\n');
}
/** The files that decide (or warn); `''` when there are none. */
function filesPart(unjudged, options) {
    const { files } = unjudged;
    if (files.length === 0)
        return '';
    const lead = unjudged.gates
        ? unjudged.scope === 'changed'
            ? 'This pull request adds or changes IaC that was not uploaded, so no scan judged it: the result is an error until each file is fixed.'
            : 'Which files this pull request changed is not known, so every IaC file of the scanned tree that was not uploaded counts: the result is an error until each is fixed.'
        : 'IaC of the scanned tree that was not uploaded, so no scan judged it. On a pull request that adds or changes one of these, the result is an error.';
    return [
        `${options.level} IaC not judged: ${(0,plural/* plural */.L)(files.length, 'file')}`,
        lead,
        unjudged.note === undefined ? '' : `> ${(0,sanitize/* forMarkdown */.Bm)(unjudged.note, 1_000)}`,
        table(files, options.rows),
    ]
        .filter((part) => part !== '')
        .join('\n\n');
}
/** The notices, collapsed; `''` when there are none. */
function noticesPart(unjudged, rows) {
    const notices = unjudged.notices ?? [];
    if (notices.length === 0)
        return '';
    return (0,markdown/* details */.zH)(`Not uploaded, and no deployer reads them either (notices): ${(0,plural/* plural */.L)(notices.length, 'file')}`, table(notices, rows));
}
/** The section, or `''` when every IaC file was uploaded. */
function renderUnjudged(unjudged, options) {
    if (unjudged === undefined)
        return '';
    return [filesPart(unjudged, options), noticesPart(unjudged, options.rows)]
        .filter((part) => part !== '')
        .join('\n\n');
}

;// CONCATENATED MODULE: ./src/engine/formats/body.ts
/**
 * The body the job summary, the pull-request comment and the tracking issue share: verdict, the
 * IaC that was not judged, counts, then what this change introduced (new findings first when
 * there is a baseline), the existing findings in resources it changes (apart, not gated), what it
 * fixed and what was already there (collapsed), the suppressions, and notes. The caller fits it
 * to its place's size limit through `rows`.
 */






function limited(report, findings, rows, elsewhere) {
    const shown = findings.slice(0, rows);
    return [(0,markdown/* findingsTable */.f9)(report, shown), (0,markdown/* moreLine */.g0)(findings.length - shown.length, elsewhere)]
        .filter(Boolean)
        .join('\n\n');
}
function changeName(report) {
    return (0,proposed/* changeSubject */.Xg)(report);
}
/** The findings sections: new / fixed / existing with a baseline, else one table. */
function findingsSections(report, options) {
    const open = report.findings.filter((f) => !f.suppression);
    const { baseline } = report;
    if (baseline?.status !== 'compared') {
        if (open.length === 0)
            return [];
        return [
            `${options.level} Findings, most severe first`,
            limited(report, open, options.rows, options.elsewhere),
        ];
    }
    const fresh = open.filter((f) => f.baselineState === 'new');
    const touched = open.filter((f) => f.baselineState !== 'new' && f.inChangedResource === true);
    const existing = open.filter((f) => f.baselineState !== 'new' && f.inChangedResource !== true);
    const base = (0,sanitize/* forMarkdownCode */.m6)(baseline.label);
    // Markdown is not rendered inside <summary>: the label is HTML-escaped there instead.
    const baseInHtml = (0,sanitize/* forHtmlText */.OB)(baseline.label, 200);
    return [
        `${options.level} New in ${changeName(report)}: ${(0,plural/* plural */.L)(fresh.length, 'finding')}`,
        fresh.length > 0
            ? limited(report, fresh, options.rows, options.elsewhere)
            : `No new findings against ${base}.`,
        // Old debt the reviewer touched: shown apart, never gated.
        ...(touched.length > 0
            ? [
                `${options.level} Existing, in a resource ${changeName(report)} changes: ${(0,plural/* plural */.L)(touched.length, 'finding')}`,
                `Already on ${base}, so not gated; listed because ${changeName(report)} edits, renames or moves the resource.`,
                limited(report, touched, options.rows, options.elsewhere),
            ]
            : []),
        (0,markdown/* details */.zH)(`Fixed by ${changeName(report)}: ${baseline.fixed.length}`, 
        // The fixed lines are on the base, not at this commit: no line links.
        [
            (0,markdown/* findingsTable */.f9)(report, baseline.fixed.slice(0, options.rows), { linked: false }),
            (0,markdown/* moreLine */.g0)(baseline.fixed.length - Math.min(options.rows, baseline.fixed.length), options.elsewhere),
        ]
            .filter(Boolean)
            .join('\n\n')),
        (0,markdown/* details */.zH)(`Already on ${baseInHtml}: ${existing.length}`, limited(report, existing, options.rows, options.elsewhere)),
    ];
}
function renderBody(report, options) {
    const suppressed = report.findings.filter((f) => f.suppression);
    return [
        (0,markdown/* verdictLine */.MT)(report),
        // IaC not judged (issue 31): why, and how to fix each, before anything else.
        renderUnjudged(report.unjudged, options),
        // Pull requests (issue 21): what the pull request does to the suppressions comes first.
        (0,render_suppression_changes/* renderSuppressionChanges */.J4)(report.suppressions.pullRequest, {
            ...options,
            subject: (0,proposed/* changeSubject */.Xg)(report),
        }),
        (0,markdown/* countsTable */.Po)(report),
        (0,markdown/* comparisonLine */.iF)(report),
        ...findingsSections(report, options),
        (0,markdown/* details */.zH)(`Suppressed: ${suppressed.length}`, (0,markdown/* suppressedTable */.$P)(suppressed.slice(0, options.rows)) +
            (suppressed.length > options.rows
                ? `\n\n${(0,sanitize/* forMarkdown */.Bm)(`…and ${suppressed.length - options.rows} more in the JSON report.`)}`
                : '')),
    ].filter((part) => part !== '');
}


/***/ }),

/***/ 98297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ renderFilesSent),
/* harmony export */   mI: () => (/* binding */ filesSentJson)
/* harmony export */ });
/* unused harmony export MAX_FILES_SENT_SUMMARY_BYTES */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89133);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25540);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51444);



/** Most bytes of the summary's file list (GitHub's whole summary may hold 1 MiB). */
const MAX_FILES_SENT_SUMMARY_BYTES = 200 * 1024;
/** The longest path shown in the summary. */
const MAX_SHOWN_PATH_CHARS = 500;
function countFiles(files) {
    return files.archives.reduce((n, a) => n + a.paths.length, 0);
}
/**
 * The summary's collapsed section, within `maxBytes`; empty when nothing was sent. On a dry run
 * (`dryRun`, the report's flag) it lists what a real run would send.
 */
function renderFilesSent(files, maxBytes = MAX_FILES_SENT_SUMMARY_BYTES, dryRun = false) {
    const count = countFiles(files);
    if (count === 0)
        return '';
    const lines = [];
    let bytes = 0;
    let shown = 0;
    outer: for (const archive of files.archives) {
        const head = `**${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(archive.name)}** (${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(archive.paths.length, 'file')}, ${archive.bytes.toLocaleString('en-US')} bytes)`;
        lines.push('', head, '');
        for (const path of archive.paths) {
            const line = `- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(path, MAX_SHOWN_PATH_CHARS)}`;
            bytes += Buffer.byteLength(line) + 1;
            if (bytes > maxBytes)
                break outer;
            lines.push(line);
            shown += 1;
        }
    }
    if (shown < count)
        lines.push('', `…and ${count - shown} more: the JSON report lists every file.`);
    const what = dryRun ? 'Files a real run would send' : 'Files sent to the service';
    const title = `${what}: ${count} in ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(files.archives.length, 'archive')}`;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)(title, lines.join('\n').trim());
}
/** The JSON report's `filesSent`: every archive with every path, and the report's dry-run flag. */
function filesSentJson(files, dryRun = false) {
    return {
        dryRun,
        count: countFiles(files),
        archives: files.archives.map((archive) => ({
            name: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forReport */ .E4)(archive.name, 300),
            bytes: archive.bytes,
            files: archive.paths.map((path) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forReport */ .E4)(path, 4_096)),
        })),
    };
}


/***/ }),

/***/ 41468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O0: () => (/* binding */ encodePath),
/* harmony export */   lz: () => (/* binding */ lineLink),
/* harmony export */   ut: () => (/* binding */ runLink)
/* harmony export */ });
/** A repository path made safe for a URL, segment by segment. */
function encodePath(file) {
    return file.split('/').map(encodeURIComponent).join('/');
}
function lineLink(origin, finding) {
    if (!finding.file || !origin.repository || !origin.commit)
        return undefined;
    const lines = !finding.hasLines
        ? ''
        : finding.startLine === finding.endLine
            ? `#L${finding.startLine}`
            : `#L${finding.startLine}-L${finding.endLine}`;
    return `${origin.serverUrl}/${origin.repository}/blob/${origin.commit}/${encodePath(finding.file)}${lines}`;
}
/** The run that made the report, when the adapter knows its page. */
function runLink(origin) {
    return origin.runUrl;
}


/***/ }),

/***/ 51444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ suppressedTable),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   Po: () => (/* binding */ countsTable),
/* harmony export */   Qt: () => (/* binding */ fitToLimit),
/* harmony export */   YC: () => (/* binding */ scanTitle),
/* harmony export */   bY: () => (/* binding */ notesBlock),
/* harmony export */   f9: () => (/* binding */ findingsTable),
/* harmony export */   g0: () => (/* binding */ moreLine),
/* harmony export */   iF: () => (/* binding */ comparisonLine),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony exports FINDINGS_TABLE_HEAD, severityCell, findingRow */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25540);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21012);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41468);
/* harmony import */ var _findings_run_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34251);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89133);
/**
 * Markdown pieces the job summary, the pull-request comment and the tracking issue share. Every
 * value that came from the service or the repository goes through the Markdown sanitiser here, so
 * it renders as written: no heading, HTML, link, mention or shifted table cell can come from it.
 */





const VERDICT = {
    pass: '✅ Passed',
    fail: '❌ Failed',
    error: '⚠️ Error',
    skipped: '⏭️ Skipped',
};
/** The heading text of the summary, the comment and the issue. */
function scanTitle(report) {
    return `Plerion IaC scan: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(report.scanPath)}`;
}
function verdictLine(report) {
    return `${VERDICT[report.verdict]}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(report.reason, 2_000)}`;
}
function countsTable(report) {
    const head = `| ${_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.join(' | ')} | Passed checks |`;
    const rule = `|${' ---: |'.repeat(_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.length + 1)}`;
    const row = `| ${_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .SEVERITIES */ .oC.map((s) => String(report.counts[s])).join(' | ')} | ${report.passed} |`;
    return [head, rule, row].join('\n');
}
/** One line on what the comparison and the suppressions did, if either did anything. */
function comparisonLine(report) {
    const suppressed = report.findings.filter((f) => f.suppression).length;
    const parts = [];
    const { baseline } = report;
    if (baseline?.status === 'compared') {
        const isNew = (0,_findings_run_report_js__WEBPACK_IMPORTED_MODULE_2__/* .newFindings */ .FN)(report.findings).length;
        const existing = report.findings.filter((f) => f.baselineState === 'unchanged').length;
        const touched = (0,_findings_run_report_js__WEBPACK_IMPORTED_MODULE_2__/* .touchedFindings */ .N$)(report.findings).length;
        parts.push(`**${isNew} new**`, `${baseline.fixed.length} fixed`, `${existing} already on ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(baseline.label)}${touched > 0 ? ` (${touched} in resources it changes)` : ''}`);
    }
    if (suppressed > 0)
        parts.push(`${suppressed} suppressed`);
    return parts.join(' · ');
}
const FINDINGS_TABLE_HEAD = [
    '| Severity | Detection | Resource | Location |',
    '| --- | --- | --- | --- |',
];
function place(report, finding, linked) {
    const text = finding.file
        ? `${finding.file}${finding.hasLines ? `:${finding.startLine}` : ''}`
        : finding.reportedFile || '(no file)';
    const link = linked ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownUrl */ .sU)((0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .lineLink */ .lz)(report.origin, finding)) : undefined;
    return link ? `[${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text, 300)}](${link})` : (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(text, 300);
}
/**
 * The severity applied, and when a severity override changed it, the service's and the reason:
 * `LOW (the service's: HIGH; <reason>)`.
 */
function severityCell(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return finding.severity;
    const why = override.reason === undefined ? '' : `; ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(override.reason, 300)}`;
    return `${finding.severity} (the service's: ${finding.serviceSeverity}${why})`;
}
/** One table row; `linked`: the location links to its lines at the commit scanned. */
function findingRow(report, finding, linked = true) {
    const dashboard = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownUrl */ .sU)(finding.dashboardUrl);
    const title = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(finding.title, 300);
    const titled = dashboard ? `[${title}](${dashboard})` : title;
    return `| ${severityCell(finding)} | ${titled} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(finding.detectionId, 200)}) | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(finding.resource, 300)} | ${place(report, finding, linked)} |`;
}
function findingsTable(report, findings, options = {}) {
    if (findings.length === 0)
        return '';
    return [
        ...FINDINGS_TABLE_HEAD,
        ...findings.map((f) => findingRow(report, f, options.linked)),
    ].join('\n');
}
/** A collapsed section; empty when there is nothing in it. */
function details(summary, body) {
    if (body.trim() === '')
        return '';
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function suppressedTable(findings) {
    const rows = findings
        .filter((f) => f.suppression)
        .map((f) => {
        const s = f.suppression;
        const source = s.kind === 'inSource'
            ? `inline, ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`${s.file}:${s.line}`, 300)}`
            : `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`${s.file}`, 300)} entry ${s.entryNumber}`;
        const expires = s.kind === 'external' && s.expires ? s.expires : 'never';
        return `| ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(f.detectionId, 200)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(f.file ?? f.reportedFile, 300)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(f.resource, 300)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(s.justification, 500)} | ${expires} | ${source} |`;
    });
    if (rows.length === 0)
        return '';
    return [
        '| Detection | File | Resource | Reason | Expires | Suppressed by |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
    ].join('\n');
}
/** Notes as a quoted block, each capped and escaped. */
function notesBlock(notes) {
    return notes.map((n) => `> ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(n, 2_000)}`).join('\n>\n');
}
/** The "…and N more" line under a cut list. */
function moreLine(more, where) {
    return more > 0 ? `…and ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(more, 'more finding')}: ${where}.` : '';
}
/**
 * Renders with as many rows as fit in `max`: `render(rows)` is called with fewer rows each
 * time (halving, so it ends), and a text still too long without rows is cut hard. The result
 * always fits, and the key and token are never in it.
 */
function fitToLimit(options) {
    const measure = options.measure ?? ((text) => text.length);
    for (let rows = options.fullRows;; rows = Math.floor(rows / 2)) {
        const text = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(options.render(rows));
        if (measure(text) <= options.max)
            return text;
        if (rows === 0) {
            // Still too long without any row: cut it hard (4 bytes a character at most).
            const room = Math.max(0, Math.floor(options.max / 4) - options.cutNote.length - 2);
            return `${text.slice(0, room)}\n\n${options.cutNote}`;
        }
    }
}


/***/ }),

/***/ 88871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ suppressionPlace),
/* harmony export */   Xg: () => (/* binding */ changeSubject)
/* harmony export */ });
/* unused harmony export describeWithheld */
/* harmony import */ var _suppressions_pull_request_render_suppression_changes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75433);

/** What the change under review is called in the reports. */
function changeSubject(report) {
    return report.origin?.changeNumber !== undefined ? 'this pull request' : 'this change';
}
/** Where a suppression is: `inline at infra/sg.tf:3` or `.plerion-ignore.yml entry 2`. */
function suppressionPlace(suppression) {
    return suppression.kind === 'inSource'
        ? `inline at ${suppression.file}:${suppression.line}`
        : `${suppression.file} entry ${suppression.entryNumber}`;
}
/** `suppression proposed by this change, not applied: <reason> (<where>)`, or undefined. */
function describeWithheld(finding, subject) {
    const s = finding.proposedSuppression;
    if (s === undefined)
        return undefined;
    return `suppression ${proposedBy(subject)}: ${s.justification} (${suppressionPlace(s)})`;
}


/***/ }),

/***/ 18237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   kU: () => (/* binding */ summaryListed)
/* harmony export */ });
/* unused harmony exports MAX_SUMMARY_BYTES, SUMMARY_FINDINGS */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25540);
/* harmony import */ var _body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27340);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51444);
/* harmony import */ var _files_sent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98297);
/**
 * The job summary (Markdown with a little HTML): verdict, counts by severity, new findings first
 * when there is a baseline, one row per archive, suppressions and their audit, findings the service
 * sent in a shape that could not be read, and notes. It always fits GitHub's 1 MiB summary limit.
 */




const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const SUMMARY_FINDINGS = 100;
const SUMMARY_PROBLEMS = 50;
function archivesTable(title, archives) {
    if (archives.length === 0)
        return '';
    const rows = archives.map((a) => {
        const time = a.waitedMs === undefined ? '' : `${(a.waitedMs / 1000).toFixed(1)} s`;
        const status = a.alreadyScanned ? `${a.status} (reused)` : a.status;
        return `| ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(a.name)} | ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(a.scanId ?? '')} | ${a.files} | ${a.bytes.toLocaleString('en-US')} | ${status} | ${time} |`;
    });
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .details */ .zH)(title, [
        '| Archive | Scan id | Files | Bytes | Status | Time |',
        '| --- | --- | ---: | ---: | --- | ---: |',
        ...rows,
    ].join('\n'));
}
function auditSection(report) {
    const { expired, unused, file } = report.suppressions;
    const lines = [
        ...expired.map(({ entry }) => `- expired ${entry.expires}: entry ${entry.entryNumber} of ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(file)} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(entry.detection)}): it suppresses nothing now`),
        ...unused.map((entry) => `- unused: entry ${entry.entryNumber} of ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(file)} (${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(entry.detection)}${entry.path ? `, path ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(entry.path)}` : ''}) matched no finding in this run`),
    ];
    return lines.length > 0 ? `### Suppressions to review\n\n${lines.join('\n')}` : '';
}
function problemsSection(report) {
    const { problems } = report;
    if (problems.length === 0)
        return '';
    const lines = problems
        .slice(0, SUMMARY_PROBLEMS)
        .map((p) => `- ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdownCode */ .m6)(p.id, 200)}: ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(p.problems.join('; '), 500)}`);
    if (problems.length > SUMMARY_PROBLEMS)
        lines.push(`- …and ${problems.length - SUMMARY_PROBLEMS} more in the JSON report`);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .details */ .zH)(`Findings read with problems: ${problems.length}`, lines.join('\n'));
}
/**
 * How many findings the summary lists in its tables at `rows` rows a table: new, existing in a
 * changed resource and the other existing apart when compared with a baseline (a table each),
 * suppressed ones in theirs. The holdings sentence
 * quotes it, so the summary never says it lists another number than its tables hold.
 */
function summaryListed(report, rows = SUMMARY_FINDINGS) {
    const open = report.findings.filter((f) => !f.suppression);
    const suppressed = report.findings.length - open.length;
    const fresh = open.filter((f) => f.baselineState === 'new').length;
    const touched = open.filter((f) => f.baselineState !== 'new' && f.inChangedResource === true).length;
    const listedOpen = report.baseline?.status === 'compared'
        ? Math.min(fresh, rows) +
            Math.min(touched, rows) +
            Math.min(open.length - fresh - touched, rows)
        : Math.min(open.length, rows);
    return listedOpen + Math.min(suppressed, rows);
}
/** The summary within `maxBytes` (the job summary's limit by default; a check run's is smaller). */
function renderSummary(report, maxBytes = MAX_SUMMARY_BYTES) {
    const render = (rows) => [
        `## ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .scanTitle */ .YC)(report)}`,
        ...(0,_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderBody */ .l)(report, {
            level: '###',
            rows,
            elsewhere: 'see the SARIF file and the JSON report',
        }),
        archivesTable(`Archives: ${report.archives.length}`, report.archives),
        report.baseline
            ? archivesTable(`Base archives: ${report.baseline.archives.length}`, report.baseline.archives)
            : '',
        auditSection(report),
        problemsSection(report),
        // At most a quarter of the budget, so a check run's summary keeps room for the findings.
        report.filesSent
            ? (0,_files_sent_js__WEBPACK_IMPORTED_MODULE_3__/* .renderFilesSent */ .AK)(report.filesSent, Math.floor(maxBytes / 4), report.dryRun === true)
            : '',
        (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .notesBlock */ .bY)(report.notes),
    ]
        .filter((part) => part !== '')
        .join('\n\n') + '\n';
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fitToLimit */ .Qt)({
        render,
        fullRows: SUMMARY_FINDINGS,
        max: maxBytes,
        measure: (text) => Buffer.byteLength(text),
        cutNote: "> The summary was cut to fit GitHub's summary size limit; the JSON report has everything.",
    });
}


/***/ })

};
