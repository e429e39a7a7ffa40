export const id = 322;
export const ids = [322,791];
export const modules = {

/***/ 40322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SKIPPED_UNTRUSTED: () => (/* binding */ SKIPPED_UNTRUSTED),
  assembleReport: () => (/* binding */ assembleReport)
});

// EXTERNAL MODULE: ./src/engine/scan/dry-run.ts
var dry_run = __webpack_require__(33791);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/engine/suppressions/inline.ts
var inline = __webpack_require__(18894);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
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
    const inPath = entry.path === undefined ? undefined : (0,classify/* compilePatterns */.xi)([entry.path]);
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
 * Takes back, in `propose` mode, the suppressions that are the pull request's own: its inline
 * comments, and the base's comments over code it changed. `covering` lists the latter in any mode.
 */
function withdrawProposed(outcome, pr, now) {
    if (pr === undefined)
        return { ...outcome, covering: [] };
    const inline = outcome.suppressed.filter((s) => s.suppression.kind === 'inSource');
    const own = inline.filter(({ suppression: s }) => (0,suppression_changes/* isProposedInline */.sY)(pr.changes, s.file, s.line));
    const covered = inline.filter((s) => !own.includes(s) && coversChangedLines(pr, s));
    const covering = coveringDirectives(covered);
    const proposed = [...own, ...covered];
    if (pr.mode === 'apply' || proposed.length === 0)
        return { ...outcome, covering };
    const again = matchSuppressions({
        findings: proposed.map((p) => p.finding),
        suppressions: pr.file,
        windows: new Map(),
        now,
    });
    return {
        ...outcome,
        active: [...outcome.active, ...again.active],
        suppressed: [...outcome.suppressed.filter((s) => !proposed.includes(s)), ...again.suppressed],
        covering,
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/apply-suppressions.ts




/** Which findings are suppressed, and by what; the findings themselves are not copied. */
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
    const proposed = (0,render_suppression_changes/* describeProposed */._)(prAudit);
    if (proposed)
        log.notice(proposed);
    for (const { entry, matchingFindings } of outcome.expired)
        log.warning(`Suppression expired on ${entry.expires}: entry ${entry.entryNumber} of ${suppressions.file} (${entry.detection}) no longer suppresses ${(0,plural/* plural */.L)(matchingFindings, 'finding')}. Renew or remove it.`);
    for (const problem of outcome.problems)
        log.warning(`${problem.file}:${problem.line}: ${problem.message}`);
    return {
        suppressed: new Map(outcome.suppressed.map((s) => [s.finding, s.suppression])),
        audit: {
            file: suppressions.file,
            expired: outcome.expired,
            unused: outcome.unused,
            ...(prAudit && { pullRequest: prAudit }),
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/compare.ts
/** What stays when a file is renamed: the detection, the resource and the code. */
function contentKey(finding) {
    const code = finding.codeBlock
        .map(([, text]) => text.trim())
        .filter((t) => t !== '')
        .join('\n');
    return [finding.detectionId, finding.resource, code].join('\u0000');
}
function compareWithBase(current, base) {
    const baseFingerprints = new Set(base.map((f) => f.fingerprint));
    const currentFingerprints = new Set(current.map((f) => f.fingerprint));
    const states = new Map(current.map((f) => [f, baseFingerprints.has(f.fingerprint) ? 'unchanged' : 'new']));
    const fixed = base.filter((f) => !currentFingerprints.has(f.fingerprint));
    const fixedByContent = new Map();
    for (const f of fixed) {
        const key = contentKey(f);
        const same = fixedByContent.get(key);
        if (same)
            same.push(f);
        else
            fixedByContent.set(key, [f]);
    }
    const moved = [];
    for (const f of current) {
        if (states.get(f) !== 'new')
            continue;
        const candidates = fixedByContent.get(contentKey(f));
        const from = candidates?.find((c) => (c.file ?? c.normalizedFile) !== (f.file ?? f.normalizedFile));
        if (!from)
            continue;
        candidates.splice(candidates.indexOf(from), 1);
        moved.push({ from, to: f });
    }
    return { states, fixed, moved };
}

// EXTERNAL MODULE: ./src/engine/scan/tree-scan.ts
var tree_scan = __webpack_require__(66408);
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
 */


/** The completeness of `tree`'s scan; without a tree (nothing scanned), `why` says why. */
function completenessOf(tree, why = 'nothing was scanned') {
    if (tree === undefined)
        return { complete: false, incomplete: [why] };
    const byName = new Map(tree.results.map((r) => [r.artifactName, r]));
    const unread = tree.archives
        .filter((archive) => byName.get(archive.name) === undefined)
        .map((archive) => `${archive.name} has no scan`);
    const unfinished = tree.results.filter((r) => r.status !== 'SUCCESS').map(tree_scan/* describeUnfinished */.ds);
    const incomplete = [...tree.stopped, ...unfinished, ...unread];
    return { complete: incomplete.length === 0, incomplete };
}
/**
 * True when one archive's scan ended SUCCESS with every finding read, or it is a dry run's (never
 * meant to be read): the JUnit report's error testcases and the text report's rows read this.
 */
function isArchiveComplete(archive) {
    return archive.status === 'SUCCESS' || archive.status === DRY_RUN_STATUS;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./src/severity.ts
var severity = __webpack_require__(21012);
;// CONCATENATED MODULE: ./src/engine/findings/findings.ts
/**
 * The findings model every reporter renders: one `Finding` per FAILED finding, mapped back to the
 * workspace path that was uploaded, `skip-detections` applied once, duplicates merged, each with a
 * fingerprint that survives lines moving (identical blocks in one file told apart by their order),
 * in a stable order (severity, then file, then line).
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
/** What a finding is, without where it is: detection, path, resource and its code, trimmed. */
function identityOf(finding) {
    const code = finding.codeBlock
        .map(([, text]) => text.trim())
        .filter((t) => t !== '')
        .join('\n');
    // One-shot hashing: no hash object per finding (the same digest as createHash's).
    return (0,external_node_crypto_.hash)('sha256', [
        finding.detectionId,
        finding.file ?? finding.normalizedFile ?? '',
        finding.resource,
        code,
    ].join('\u0000')).slice(0, 32);
}
/**
 * Fingerprints for findings in file-and-line order: identical blocks in one file (same detection,
 * resource and code) are numbered by their order, so each keeps its own identity. Written into the
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

;// CONCATENATED MODULE: ./src/engine/findings/base-comparison.ts




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
    // A base is compared only when its scan is complete, by the same rule as this change's.
    const baseDone = completenessOf(base.tree);
    if (!baseDone.complete)
        return unavailable(log, `the scan of ${base.label} (${base.sha.slice(0, 7)}) did not complete: ${baseDone.incomplete.join('; ')}`, { label: base.label, sha: base.sha, archives: base.tree.archives });
    const baseModel = buildFindings(base.tree.results, base.tree.uploadedPaths, settings.skipDetections);
    const comparison = compareWithBase(current, baseModel.findings);
    // A finding missing from a scan of this change that did not complete is not fixed: unknown.
    const { headComplete } = settings;
    const notes = headComplete
        ? []
        : [
            'Fixed findings are not listed: the scan of this change did not complete, so a finding it did not read may still be there.',
        ];
    if (comparison.moved.length > 0)
        notes.push(`${(0,plural/* plural */.L)(comparison.moved.length, 'finding')} moved to another file (renamed or moved), so each counts as new there and fixed where it was: ${comparison.moved
            .slice(0, 5)
            .map(({ from, to }) => `${from.file ?? from.reportedFile} → ${to.file ?? to.reportedFile}`)
            .join(', ')}`);
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
        notes,
    };
}

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
async function assembleReport(settings, scan, log, options) {
    const head = scan?.head;
    const model = buildFindings(head?.results ?? [], head?.uploadedPaths ?? new Set(), settings.skipDetections);
    const first = model.problems[0];
    if (first)
        log.warning(`${model.problems.length} finding(s) came from the service with fields that could not be read; they are reported with what could be (first: ${first.id}: ${first.problems.join('; ')}). The JSON report lists them all.`);
    // One notion of complete, decided once: the comparison and the verdict read it from here.
    const skipped = settings.apiKey === '' ? SKIPPED_UNTRUSTED : undefined;
    const completeness = completenessOf(head, skipped);
    const compared = scan
        ? compareBase(scan, model.findings, log, { ...settings, headComplete: completeness.complete })
        : { baseline: undefined, states: undefined, notes: [] };
    const suppressed = await applySuppressions(model.findings, log, {
        ...options,
        suppressions: settings.suppressions,
    });
    // One copy of each finding, made here: at 100,000 findings every copy costs megabytes.
    const findings = model.findings.map((f) => ({
        ...f,
        baselineState: compared.states?.get(f),
        suppression: suppressed.suppressed.get(f),
    }));
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
        ...(head && { filesSent: filesSentOf(head) }),
        ...(scan?.unjudged && { unjudged: scan.unjudged }),
    };
}
function filesSentOf(head) {
    const uploaded = new Set(head.archives.filter((a) => a.status !== 'NOT_UPLOADED').map((a) => a.name));
    const dryRun = head.archives.some((a) => a.status === dry_run.DRY_RUN_STATUS);
    return { archives: head.filesByArchive.filter((a) => uploaded.has(a.name)), dryRun };
}


/***/ }),

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


/***/ }),

/***/ 73120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _d: () => (/* binding */ isExpired),
/* harmony export */   oc: () => (/* binding */ calendarDateOf),
/* harmony export */   tf: () => (/* binding */ isCalendarDate)
/* harmony export */ });
/**
 * Calendar dates of `expires`: written `YYYY-MM-DD`, read as a UTC day, and live until the last
 * millisecond of that day, so an exception that "expires 2027-03-31" still holds on that day.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Milliseconds since the epoch of the start of a `YYYY-MM-DD` day in UTC, or undefined. */
function startOfDayUtcMs(date) {
    const match = DATE_PATTERN.exec(date);
    if (!match)
        return undefined;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const start = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2027-02-30 over to March: a real date survives the round trip.
    const roundTrip = new Date(start);
    if (roundTrip.getUTCFullYear() !== year ||
        roundTrip.getUTCMonth() !== month - 1 ||
        roundTrip.getUTCDate() !== day) {
        return undefined;
    }
    return start;
}
/** True for a real calendar date written `YYYY-MM-DD` (2027-02-30 is not one). */
function isCalendarDate(date) {
    return startOfDayUtcMs(date) !== undefined;
}
/**
 * The `YYYY-MM-DD` of a Date that YAML made from an explicit `!!timestamp` date, or undefined
 * when it carries a time of day (an expiry is a whole day, never an instant).
 */
function calendarDateOf(value) {
    if (Number.isNaN(value.getTime()) || value.getTime() % DAY_MS !== 0)
        return undefined;
    const text = value.toISOString().slice(0, 10);
    return isCalendarDate(text) ? text : undefined;
}
/** True when `now` is past the end (23:59:59.999 UTC) of the `expires` day; never without one. */
function isExpired(expires, now) {
    if (expires === undefined)
        return false;
    const start = startOfDayUtcMs(expires);
    if (start === undefined)
        throw new Error(`Bug: unvalidated expiry date '${expires}'`);
    return now.getTime() >= start + DAY_MS;
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
/* harmony export */   J: () => (/* binding */ renderSuppressionChanges),
/* harmony export */   _: () => (/* binding */ describeProposed)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89133);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25540);
/**
 * The section reviewers read first on a pull request: the suppressions it adds or changes (file
 * entries and inline comments) with their reasons, and whether each is applied or only proposed.
 * Every text in it comes from the repository and goes through the Markdown sanitiser.
 */


const PROPOSED = 'proposed by this pull request, not applied';
/** The section, or `''` when the pull request changes no suppression. */
function renderSuppressionChanges(audit, options) {
    if (audit === undefined)
        return '';
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
        `${options.level} Suppressions this pull request adds or changes: ${count}`,
        withheld || (!audit.inlineApplied && changes.inline.length > 0)
            ? `Suppressions marked “${PROPOSED}” do not hide their findings: those still gate until the change reaches the base branch.`
            : '',
        changes.inline.some((d) => d.change === 'covers changed lines')
            ? 'A comment marked “covers changed lines” is the base’s, but this pull request changed the code it covers (or a line between the two), so it counts as this pull request’s.'
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
            ? (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(`${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(changes.uncompared.length, 'changed file')} too large to compare: any inline suppression in them is treated as ${PROPOSED}.`)
            : '',
        ...changes.problems.map((p) => `> ${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .forMarkdown */ .Bm)(p, 1_000)}`),
    ];
    return lines.filter((line) => line !== '').join('\n\n');
}
/** One log line on what the pull request proposes, or undefined when it proposes nothing. */
function describeProposed(audit) {
    if (audit === undefined)
        return undefined;
    const entries = audit.entriesApplied ? 0 : audit.changes.entries.length;
    const inline = audit.inlineApplied ? 0 : audit.changes.inline.length;
    if (entries + inline === 0)
        return undefined;
    return `This pull request adds or changes ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(entries + inline, 'suppression')} (${entries} in ${audit.changes.file}, ${inline} inline): ${PROPOSED}, so the findings they name still gate.`;
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
