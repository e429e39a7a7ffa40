export const id = 980;
export const ids = [980];
export const modules = {

/***/ 73980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishOnGitHub: () => (/* binding */ publishOnGitHub),
  publishRun: () => (/* binding */ publishRun),
  reportArtifactName: () => (/* binding */ reportArtifactName)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(71013);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/engine/findings/run-report.ts
var run_report = __webpack_require__(34251);
// EXTERNAL MODULE: ./src/action/surfaces/step/annotation-text.ts
var annotation_text = __webpack_require__(63325);
;// CONCATENATED MODULE: ./src/action/surfaces/step/annotations.ts



function annotationLevel(finding) {
    if (finding.severity === 'CRITICAL' || finding.severity === 'HIGH')
        return 'error';
    return finding.severity === 'MEDIUM' ? 'warning' : 'notice';
}
function toAnnotation(finding) {
    return {
        level: annotationLevel(finding),
        message: (0,annotation_text/* annotationMessage */.L)(finding),
        properties: {
            title: (0,annotation_text/* annotationTitle */.q)(finding),
            ...(finding.file
                ? {
                    file: finding.file,
                    ...(finding.hasLines ? { startLine: finding.startLine, endLine: finding.endLine } : {}),
                }
                : {}),
        },
    };
}
/**
 * The annotations to write, within `room` per level, and the overflow notice (whose slot is
 * counted in `room.notice`). Findings come sorted most severe first.
 */
function planAnnotations(findings, room, 
/** What each other place holds (`describeHoldings`); by default, the JSON report's all. */
holdings) {
    const shown = findings.filter((f) => !f.suppression);
    const ordered = (0,run_report/* inReviewOrder */.W$)(shown);
    const fits = (budget) => ordered.filter((f) => {
        const level = annotationLevel(f);
        if (budget[level] <= 0)
            return false;
        budget[level]--;
        return true;
    }).length;
    // The overflow notice takes a notice slot itself, when there is one to take.
    const overflowing = fits({ ...room }) < ordered.length;
    const left = { ...room, notice: overflowing ? Math.max(0, room.notice - 1) : room.notice };
    const annotations = [];
    for (const finding of ordered) {
        const level = annotationLevel(finding);
        if (left[level] <= 0)
            continue;
        left[level]--;
        annotations.push(toAnnotation(finding));
    }
    const more = ordered.length - annotations.length;
    const overflow = more > 0
        ? `${describeOverflow(more)} ${holdings ?? `JSON report: all ${(0,plural/* formatCount */.B)(ordered.length)}`}.`
        : undefined;
    return { annotations, overflow, more };
}
/** The overflow in one sentence, as the notice and the summary's note both say it. */
function describeOverflow(more) {
    return `${(0,plural/* plural */.L)(more, 'more finding')} than GitHub shows as annotations.`;
}
/** The slots a plan needs, claimed now so that nothing said before they are written takes them. */
function claimAnnotationSlots(log, plan) {
    for (const level of ['error', 'warning', 'notice']) {
        const notices = level === 'notice' && plan.overflow !== undefined ? 1 : 0;
        log.claim(level, plan.annotations.filter((a) => a.level === level).length + notices);
    }
}

// EXTERNAL MODULE: ./src/action/surfaces/step/annotation-room.ts
var annotation_room = __webpack_require__(65101);
// EXTERNAL MODULE: ./src/action/github/github-session.ts
var github_session = __webpack_require__(18132);
// EXTERNAL MODULE: ./src/action/github/github-client.ts
var github_client = __webpack_require__(6197);
// EXTERNAL MODULE: ./src/action/github/github-octokit.ts
var github_octokit = __webpack_require__(11849);
;// CONCATENATED MODULE: ./src/action/surfaces/comments/github-comments.ts
/**
 * The pull-request comment on GitHub: found again by its hidden marker among the action's own
 * comments, the newest edited in place or posted anew when the edit is refused, the older ones
 * deleted, and reported as data (a refusal is a warning, never a failed job; a rate limit is
 * called by its name).
 */


const COMMENTS_PER_PAGE = 100;
/** Edit refusals after which a fresh comment is posted: locked, deleted meanwhile, unprocessable. */
const REPLACE_AFTER_EDIT_STATUSES = new Set([403, 404, 422]);
const PERMISSION_HINT = 'Give the workflow the permission pull-requests: write.';
/** The ids of the action's own comments holding `marker`, oldest first. */
async function findOwnComments(request) {
    const { client, issueNumber, marker } = request;
    const pages = client.octokit.paginate.iterator(client.octokit.rest.issues.listComments, {
        owner: client.owner,
        repo: client.repo,
        issue_number: issueNumber,
        per_page: COMMENTS_PER_PAGE,
    });
    const ids = [];
    for await (const { data } of pages) {
        for (const comment of data) {
            if (!comment.body?.includes(marker))
                continue;
            if ((0,github_client/* isOwnAuthor */.sT)(await client.identity(), comment.user))
                ids.push(comment.id);
        }
    }
    return ids;
}
/** Deletes the action's other comments (one after another), so one stays live; says what it could not. */
async function deleteOthers(request, ids) {
    const { client } = request;
    const kept = [];
    for (const id of ids) {
        try {
            await client.octokit.rest.issues.deleteComment({
                owner: client.owner,
                repo: client.repo,
                comment_id: id,
            });
        }
        catch (error) {
            kept.push(`${id} (${(0,github_client/* statusOf */.c2)(error) ?? (0,errors/* describeError */.Uc)(error)})`);
        }
    }
    return kept.length === 0 ? '' : ` Older comments could not be deleted: ${kept.join(', ')}.`;
}
async function updateComment(request, id) {
    const { client } = request;
    const { data } = await client.octokit.rest.issues.updateComment({
        owner: client.owner,
        repo: client.repo,
        comment_id: id,
        body: request.body,
    });
    return data.html_url;
}
async function createComment(request) {
    const { client } = request;
    const { data } = await client.octokit.rest.issues.createComment({
        owner: client.owner,
        repo: client.repo,
        issue_number: request.issueNumber,
        body: request.body,
    });
    return data.html_url;
}
function refusal(prefix, error, untrusted) {
    const status = (0,github_client/* statusOf */.c2)(error);
    if (untrusted)
        return {
            outcome: 'refused',
            level: 'notice',
            status,
            message: 'No pull-request comment: a pull request from a fork gets a read-only token.',
        };
    if ((0,github_octokit/* isRateLimited */.Jz)(error))
        return {
            outcome: 'failed',
            level: 'warning',
            status,
            message: `${prefix}rate limited by GitHub (${status ?? 'no status'}), beyond the time left to wait.`,
        };
    if ((0,github_client/* isPermissionRefusal */.MA)(error))
        return {
            outcome: 'refused',
            level: 'warning',
            status,
            message: `${prefix}GitHub refused it (${status ?? 'no status'}). ${PERMISSION_HINT}`,
        };
    return { outcome: 'failed', level: 'warning', status, message: prefix + (0,errors/* describeError */.Uc)(error) };
}
/**
 * Edits the action's newest comment or creates one; never throws. An edit refused (locked,
 * deleted meanwhile, or written by another app of the same `Bot` identity) posts a fresh comment.
 * Either way the action's other comments are deleted afterwards: one live comment per marker.
 */
async function publishComment(request) {
    let refusedEdit;
    try {
        const own = await findOwnComments(request);
        const newest = own.at(-1);
        if (newest !== undefined) {
            try {
                const url = await updateComment(request, newest);
                const note = await deleteOthers(request, own.slice(0, -1));
                return {
                    outcome: 'updated',
                    level: 'info',
                    message: `Pull-request comment updated.${note}`,
                    url,
                };
            }
            catch (error) {
                const status = (0,github_client/* statusOf */.c2)(error);
                if (status === undefined ||
                    !REPLACE_AFTER_EDIT_STATUSES.has(status) ||
                    (0,github_octokit/* isRateLimited */.Jz)(error))
                    throw error;
                refusedEdit = { text: `editing comment ${newest} was refused (${status})`, status };
            }
        }
        const url = await createComment(request);
        const note = await deleteOthers(request, own);
        if (refusedEdit === undefined)
            return {
                outcome: 'created',
                level: 'info',
                message: `Pull-request comment created.${note}`,
                url,
            };
        const message = `Pull-request comment posted anew: ${refusedEdit.text}.${note}`;
        return { outcome: 'replaced', level: 'info', status: refusedEdit.status, message, url };
    }
    catch (error) {
        const prefix = `No pull-request comment: ${refusedEdit ? `${refusedEdit.text}, then ` : ''}`;
        return refusal(prefix, error, request.untrusted);
    }
}

// EXTERNAL MODULE: ./src/action/github-context.ts
var github_context = __webpack_require__(98141);
;// CONCATENATED MODULE: ./src/action/surfaces/code-scanning/code-scanning-target.ts
/**
 * What the code scanning upload names (pure): the commit and ref of the tree that was scanned,
 * the run's stable category, whether `auto` uploads at all, and where the analysis is shown.
 */

/**
 * A privileged run's SARIF describes the commit it scanned, on that commit's pull ref. The default
 * pull-request checkout is GitHub's merge commit (`GITHUB_SHA` on the merge ref); a checkout of the
 * head (`HEAD` is `pull_request.head.sha`) is `refs/pull/<n>/head`; anything else is the pushed
 * ref and its commit.
 */
function planUploadTarget(github, surfaces, checkedOut) {
    const { ref, scannedCommit } = surfaces;
    if (scannedCommit)
        return { commitSha: scannedCommit.sha, ref: scannedCommit.ref };
    const pr = github.pullRequestNumber;
    if (pr !== undefined) {
        const headScanned = checkedOut === github.headSha || (0,github_context/* isPrivilegedEvent */.O0)(github.eventName);
        if (headScanned)
            return { commitSha: github.headSha, ref: `refs/pull/${pr}/head` };
        return { commitSha: github.sha, ref: ref || `refs/pull/${pr}/merge` };
    }
    return { commitSha: checkedOut ?? github.sha, ref };
}
/**
 * The run's category: the `sarif-category` (or the tool's) and the scanned path, so two paths of a
 * matrix never replace each other's alerts; never a sha or a run id, so re-runs replace their own.
 */
function uploadCategory(sarifCategory, scanPath) {
    const base = (sarifCategory ?? 'plerion-iac').replace(/\/+$/, '');
    return `${base}/path:${scanPath}`;
}
/**
 * Why `upload-sarif: auto` does not upload here, or undefined when it does. In privileged modes
 * it does not: their job holds the secrets while it reads an untrusted pull request, so it keeps
 * to the permissions docs/pull-requests.md gives it (no `security-events: write`); `true` uploads there, on
 * the scanned commit's pull ref.
 */
function autoUploadSkip(github) {
    if (github.isUntrustedPullRequest)
        return 'a pull request from a fork or by Dependabot gets a read-only token';
    if ((0,github_context/* isPrivilegedEvent */.O0)(github.eventName))
        return `on ${github.eventName} the scanned pull request may be a fork's (set upload-sarif: true to upload its results to its pull request)`;
    return undefined;
}
/** The code scanning page of the alerts of this upload's ref. */
function codeScanningUrl(github, target) {
    const pr = github.pullRequestNumber;
    const query = pr !== undefined ? `pr:${pr}` : `branch:${target.ref.replace(/^refs\/(heads|tags)\//, '')}`;
    return `${github.serverUrl}/${github.repository}/security/code-scanning?query=${encodeURIComponent(`is:open ${query}`)}`;
}

// EXTERNAL MODULE: ./src/in-chunks.ts
var in_chunks = __webpack_require__(35075);
;// CONCATENATED MODULE: ./src/engine/formats/sarif/line-hash.ts
/**
 * `primaryLocationLineHash`, computed exactly as github/codeql-action's upload-sarif computes it
 * (src/fingerprints.ts there): a rolling hash (base 37, 64-bit wrap-around) over the next 100
 * characters from the start of each line, spaces and tabs skipped, CR and CRLF read as LF, an end
 * marker and NUL padding after the text, and `:<n>` numbering identical hashes in order. Code
 * scanning matches alerts across commits with it; ours keeps the upload-sarif value so an alert
 * keeps its identity when a workflow moves from the two-step upload to ours.
 */
const BLOCK_CHARS = 100;
const MOD = 37n;
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
/** The end-of-text marker upload-sarif feeds after the last character. */
const END_OF_TEXT = 65535;
const TWO_32 = 2 ** 32;
const MOD_NUMBER = Number(MOD);
const FIRST_MOD = BigInt.asUintN(64, MOD ** BigInt(BLOCK_CHARS));
/** MOD^BLOCK_CHARS mod 2^64 as two unsigned 32-bit halves. */
const FIRST_MOD_HI = Number(FIRST_MOD >> 32n);
const FIRST_MOD_LO = Number(FIRST_MOD & 0xffffffffn);
/**
 * The rolling state of one text: the window of the last 100 characters taken, the line starting at
 * each of them, and the 64-bit hash as two unsigned 32-bit halves (the same wrap-around as
 * upload-sarif's Long, without a BigInt a character). Each line's hash is kept as its two halves
 * (index = line number); the text form is made only for the lines asked for.
 */
class RollingHash {
    his = new Uint32Array(1024);
    los = new Uint32Array(1024);
    window = new Int32Array(BLOCK_CHARS);
    lineAt = new Int32Array(BLOCK_CHARS).fill(-1);
    hi = 0;
    lo = 0;
    index = 0;
    line = 0;
    lineStart = true;
    previousCr = false;
    /** Takes one UTF-16 code unit of the text, as upload-sarif's `processCharacter`. */
    take(code) {
        if (code === SPACE || code === TAB || (this.previousCr && code === LF)) {
            this.previousCr = false;
            return;
        }
        this.previousCr = code === CR;
        const current = code === CR ? LF : code;
        if (this.lineAt[this.index] !== -1)
            this.output();
        if (this.lineStart) {
            this.lineStart = false;
            this.lineAt[this.index] = ++this.line;
        }
        if (current === LF)
            this.lineStart = true;
        this.update(current);
    }
    /** The end marker, then NUL padding until every line's hash is out. */
    finish() {
        this.take(END_OF_TEXT);
        for (let i = 0; i < BLOCK_CHARS; i++) {
            if (this.lineAt[this.index] !== -1)
                this.output();
            this.update(0);
        }
    }
    output() {
        const line = this.lineAt[this.index];
        if (line >= this.his.length) {
            const his = new Uint32Array(this.his.length * 2);
            const los = new Uint32Array(this.los.length * 2);
            his.set(this.his);
            los.set(this.los);
            this.his = his;
            this.los = los;
        }
        this.his[line] = this.hi;
        this.los[line] = this.lo;
        this.lineAt[this.index] = -1;
    }
    /** hash = MOD * hash + current - FIRST_MOD * leaving (mod 2^64); every product is exact. */
    update(current) {
        const leaving = this.window[this.index];
        this.window[this.index] = current;
        const low = MOD_NUMBER * this.lo + current;
        let lo = low % TWO_32;
        let hi = (Math.imul(MOD_NUMBER, this.hi) + Math.floor(low / TWO_32)) >>> 0;
        if (leaving !== 0) {
            const product = leaving * FIRST_MOD_LO;
            const subLo = product % TWO_32;
            const subHi = (Math.imul(leaving, FIRST_MOD_HI) + Math.floor(product / TWO_32)) >>> 0;
            const borrow = lo < subLo ? 1 : 0;
            lo = lo - subLo + borrow * TWO_32;
            hi = (hi - subHi - borrow) >>> 0;
        }
        this.hi = hi;
        this.lo = lo;
        this.index = this.index + 1 === BLOCK_CHARS ? 0 : this.index + 1;
    }
}
/**
 * The hash of each line of `text` in `wanted` (every line when it is not given), by 1-based line
 * number (a text of n line breaks has n+1). `:<n>` counts every earlier line with the same hash,
 * but only lines whose low half matches a wanted one are ever written out as text.
 */
function hashLines(text, wanted) {
    const rolling = new RollingHash();
    for (let i = 0; i < text.length; i++)
        rolling.take(text.charCodeAt(i));
    rolling.finish();
    const { his, los, line: lines } = rolling;
    const asked = (line) => wanted === undefined || wanted.has(line);
    const lowHalves = new Set();
    for (let line = 1; line <= lines; line++)
        if (asked(line))
            lowHalves.add(los[line]);
    const seen = new Map();
    const hashes = new Map();
    for (let line = 1; line <= lines; line++) {
        const lo = los[line];
        if (!lowHalves.has(lo))
            continue;
        const hi = his[line];
        const value = hi === 0 ? lo.toString(16) : hi.toString(16) + lo.toString(16).padStart(8, '0');
        const count = (seen.get(value) ?? 0) + 1;
        seen.set(value, count);
        if (asked(line))
            hashes.set(line, `${value}:${count}`);
    }
    return hashes;
}

;// CONCATENATED MODULE: ./src/engine/formats/sarif/sarif-line-hashes.ts
/**
 * Reads the files SARIF results point at and hashes their lines as upload-sarif would, so the
 * SARIF file carries `primaryLocationLineHash` itself. The text comes from the tree that was
 * scanned (its `text`: the workspace's files, or a commit's objects on a privileged run, whose
 * workspace holds the base branch). Each file is read once; a missing or unreadable file gets no
 * hash, as upload-sarif gives it none.
 */


/**
 * How many files are read whole at once: a commit's reader reads them in one git process (and
 * has mostly read them already, for the inline suppressions); few enough that the texts held at
 * once stay small (each at most the trees' MAX_TEXT_READ_BYTES).
 */
const READ_TOGETHER = 32;
/** Hashes the `wanted` lines of each file (workspace-relative) and returns the lookup. */
async function readLineHashes(read, wanted) {
    const byFile = new Map();
    await (0,in_chunks/* mapInChunks */.u)([...wanted], READ_TOGETHER, async ([file, lines]) => {
        const text = await read(file);
        if (text !== undefined)
            byFile.set(file, hashLines(text, lines));
    });
    return (file, line) => byFile.get(file)?.get(line);
}

// EXTERNAL MODULE: ./src/engine/scan/trees/work-tree.ts + 2 modules
var work_tree = __webpack_require__(87356);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/action/surfaces/check-run/check-run-publish.ts + 2 modules
var check_run_publish = __webpack_require__(83380);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/sentence.ts
var sentence = __webpack_require__(20358);
;// CONCATENATED MODULE: ./src/action/surfaces/code-scanning/code-scanning-upload.ts
/**
 * Uploads the SARIF file to code scanning (`POST /repos/{o}/{r}/code-scanning/sarifs`, gzipped
 * then base64) and waits for GitHub to process it on an injected clock. A refusal or a failed
 * processing is an outcome naming the cause and the fix, never an exception: it does not change
 * the gate.
 */





/**
 * The status is read at once (as upload-sarif does), then after 5 s, each wait 1.5 times the last
 * up to 30 s, for 2 minutes at most: 0, 5, 12.5, 23.75, 40.6, 65.9, 95.9, 120 s.
 */
const PROCESSING_FIRST_DELAY_MS = 5_000;
const PROCESSING_MAX_DELAY_MS = 30_000;
const PROCESSING_MAX_WAIT_MS = 120_000;
const PROCESSING_BACKOFF = 1.5;
/** What to check when GitHub was never reached (no answer to quote). */
const UNREACHABLE_FIX = "Check GITHUB_API_URL and the runner's network to it (a proxy goes in HTTPS_PROXY); the findings are in the job summary and the JSON report.";
/** The fix for a refusal, by what GitHub said: a missing permission, or code scanning is off. */
function refusalFix(message) {
    if (/advanced security|code scanning is not enabled|not enabled/i.test(message))
        return 'enable code scanning for the repository (GitHub Advanced Security on a private repository), or set upload-sarif: false';
    if (/resource not accessible|forbidden|not found/i.test(message))
        return 'give the job `permissions: security-events: write` (a pull request from a fork never has it), or set upload-sarif: false';
    return 'check that code scanning is enabled and the job has `permissions: security-events: write`, or set upload-sarif: false';
}
/** Uploads and waits; never throws for GitHub's answers. */
async function uploadSarif(upload) {
    const { client } = upload;
    let sarifId;
    try {
        const { data } = await client.octokit.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', {
            owner: client.owner,
            repo: client.repo,
            commit_sha: upload.target.commitSha,
            ref: upload.target.ref,
            sarif: (0,external_node_zlib_.gzipSync)(upload.sarifJson).toString('base64'),
            checkout_uri: upload.checkoutUri,
            tool_name: upload.toolName,
        });
        sarifId = String(data.id ?? '');
    }
    catch (error) {
        const said = (0,errors/* describeError */.Uc)(error);
        return {
            outcome: 'refused',
            level: 'notice',
            message: (0,github_octokit/* isGitHubUnreachable */.Q$)(error)
                ? `The SARIF file was not uploaded to code scanning: ${said}. ${UNREACHABLE_FIX}`
                : `The SARIF file was not uploaded to code scanning: GitHub answered ${said}. To show the findings in code scanning, ${refusalFix(said)}.`,
        };
    }
    return waitForProcessing(upload, sarifId);
}
async function waitForProcessing(upload, sarifId) {
    const started = upload.now();
    let delay = PROCESSING_FIRST_DELAY_MS;
    for (;;) {
        const status = await readStatus(upload, sarifId);
        if (status.kind === 'unreadable')
            return {
                outcome: 'pending',
                sarifId,
                level: 'notice',
                message: `The SARIF file was uploaded to code scanning (id ${sarifId}), but its processing status could not be read: ${(0,sentence/* asSentence */.K)(status.reason)} Its alerts appear once GitHub has processed it.`,
            };
        if (status.kind === 'complete')
            return { outcome: 'complete', sarifId };
        if (status.kind === 'failed')
            return {
                outcome: 'failed',
                sarifId,
                level: 'warning',
                message: `Code scanning could not process the uploaded SARIF file (id ${sarifId}): ${status.errors.join('; ') || 'no reason given'}. Check the SARIF file (the workflow artifact) against code scanning's rules; the findings are in the job summary and the JSON report.`,
            };
        // Two minutes at most, and never past publishing's deadline.
        const left = Math.min(PROCESSING_MAX_WAIT_MS - (upload.now() - started), upload.client.deadline() - upload.client.now());
        if (left <= 0)
            break;
        await upload.sleep(Math.min(delay, left));
        delay = Math.min(delay * PROCESSING_BACKOFF, PROCESSING_MAX_DELAY_MS);
    }
    return {
        outcome: 'pending',
        sarifId,
        level: 'notice',
        message: `The SARIF file was uploaded to code scanning (id ${sarifId}) and is still being processed after ${PROCESSING_MAX_WAIT_MS / 1000} s: its alerts appear once GitHub has processed it.`,
    };
}
/** One read of the upload's processing status; 404 (not listed yet) reads as pending. */
async function readStatus(upload, sarifId) {
    const { client } = upload;
    try {
        const { data } = await client.octokit.request('GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}', { owner: client.owner, repo: client.repo, sarif_id: sarifId });
        if (data.processing_status === 'complete')
            return { kind: 'complete' };
        if (data.processing_status === 'failed')
            return { kind: 'failed', errors: data.errors ?? [] };
        return { kind: 'pending' };
    }
    catch (error) {
        if ((0,github_client/* statusOf */.c2)(error) === 404)
            return { kind: 'pending' };
        return { kind: 'unreadable', reason: (0,errors/* describeError */.Uc)(error) };
    }
}

;// CONCATENATED MODULE: ./src/action/surfaces/code-scanning/code-scanning.ts
/**
 * Code scanning in one step: decides whether `upload-sarif` uploads here, uploads the SARIF file
 * the action wrote with the commit and ref of the tree scanned, waits for processing, and says how
 * it went in one log line, notice or warning. Never changes the gate.
 */




/** True when `upload-sarif` asks for an upload on this run (`auto`: not on forks or Dependabot). */
function wantsSarifUpload(surfaces, github, log) {
    if (surfaces.uploadSarif === 'false')
        return false;
    if (surfaces.uploadSarif === 'true')
        return true;
    const skip = autoUploadSkip(github);
    if (skip)
        log?.info(`upload-sarif: auto does not upload to code scanning here: ${skip}.`);
    return skip === undefined;
}
/** Uploads `sarifJson`; returns the outputs when GitHub took it, else undefined (logged). */
async function publishCodeScanning(options) {
    const { github, log, ports } = options;
    const target = planUploadTarget(github, options.surfaces, await ports.checkedOut());
    const outcome = await uploadSarif({
        client: options.client,
        sarifJson: options.sarifJson,
        target,
        // A URL, not `file://` and the path: a space or `#` in the path must be percent-encoded.
        checkoutUri: (0,external_node_url_.pathToFileURL)(options.workspace).href,
        toolName: version/* TOOL_NAME */.lH,
        sleep: ports.sleep,
        now: ports.now,
    });
    const url = codeScanningUrl(github, target);
    if (outcome.outcome === 'complete') {
        log.info(`Code scanning: the SARIF file was uploaded and processed (id ${outcome.sarifId}): ${url}`);
        return { sarifId: outcome.sarifId, url };
    }
    log.annotate(outcome.level, outcome.message, {}, true);
    return outcome.sarifId ? { sarifId: outcome.sarifId, url } : undefined;
}

;// CONCATENATED MODULE: ./src/action/surfaces/review/diff-hunks.ts
/**
 * The lines of a pull request's diff a review comment may sit on (pure): the right-side line
 * ranges of every hunk of each file, read from `pulls/{n}/files` patches or from a local
 * `git diff`, and the anchor of a finding's lines clamped to one hunk.
 */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
/** The hunks of one file's unified-diff patch. */
function parsePatchHunks(patch) {
    const hunks = [];
    for (const line of patch.split('\n')) {
        const m = HUNK_HEADER.exec(line);
        if (!m)
            continue;
        const start = Number(m[1]);
        const count = m[2] === undefined ? 1 : Number(m[2]);
        if (count > 0)
            hunks.push([start, start + count - 1]);
    }
    return hunks;
}
/** The hunks of every file of a whole `git diff` output, by the file's new path. */
function parseGitDiff(diff) {
    const files = new Map();
    let file;
    let patch = [];
    const flush = () => {
        if (file !== undefined)
            files.set(file, parsePatchHunks(patch.join('\n')));
        patch = [];
    };
    for (const line of diff.split('\n')) {
        if (line.startsWith('diff --git ')) {
            flush();
            file = undefined;
        }
        else if (line.startsWith('+++ ')) {
            const name = line.slice(4);
            file = name === '/dev/null' ? undefined : name.replace(/^b\//, '');
        }
        else
            patch.push(line);
    }
    flush();
    return files;
}
function anchorIn(hunks, first, last) {
    const overlapping = hunks.filter(([from, to]) => first <= to && last >= from);
    const hunk = overlapping.find(([from, to]) => first >= from && first <= to) ?? overlapping[0];
    if (!hunk)
        return undefined;
    const start = Math.max(first, hunk[0]);
    const end = Math.min(last, hunk[1]);
    return { startLine: start < end ? start : undefined, line: end };
}

;// CONCATENATED MODULE: ./src/action/surfaces/review/pull-diff.ts

const MAX_LISTED_FILES = 3_000;
const FILES_PER_PAGE = 100;
/** The hunks of every file of the pull request, by path. */
async function readPullHunks(source) {
    const { client } = source;
    const files = await client.octokit.paginate(client.octokit.rest.pulls.listFiles, {
        owner: client.owner,
        repo: client.repo,
        pull_number: source.pullNumber,
        per_page: FILES_PER_PAGE,
    });
    const hunks = new Map();
    for (const file of files)
        if (file.patch !== undefined)
            hunks.set(file.filename, parsePatchHunks(file.patch));
    if (files.length < MAX_LISTED_FILES || source.baseSha === undefined)
        return hunks;
    const local = await source.git.run(['diff', '--text', '--no-color', '-U3', `${source.baseSha}...${source.headSha}`], { cwd: source.workspace });
    if (local.code !== 0)
        return hunks;
    for (const [path, fileHunks] of parseGitDiff(local.stdout.toString('utf8')))
        if (!hunks.has(path))
            hunks.set(path, fileHunks);
    return hunks;
}

// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(25540);
;// CONCATENATED MODULE: ./src/action/surfaces/review/review-comments.ts
/**
 * The review comments on new findings (pure): at most 30 a review, only on new findings whose
 * lines are in the pull request's diff, a multi-line finding anchored on its range clamped to one
 * hunk, each body through the Markdown sanitiser with a hidden marker holding the finding's
 * fingerprint, so a finding commented on once is never commented on again.
 */




const MAX_REVIEW_COMMENTS = 30;
const MARKER_PREFIX = 'plerion-iac-review';
/** The key of one workflow, job and path: a matrix leg never touches another leg's comments. */
function reviewScope(github, scanPath) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([github.repository, github.workflow, github.job, scanPath].join('\u0000'))
        .digest('hex')
        .slice(0, 12);
}
function reviewMarker(scope, fingerprint) {
    return `<!-- ${MARKER_PREFIX} ${scope} ${fingerprint.replace(/[^A-Za-z0-9:_-]/g, '')} -->`;
}
/** The fingerprint in a body holding this scope's marker, or undefined. */
function markedFingerprint(body, scope) {
    const m = new RegExp(`<!-- ${MARKER_PREFIX} ${scope} ([A-Za-z0-9:_-]+) -->`).exec(body);
    return m?.[1];
}
function renderBody(finding, scope) {
    const link = (0,sanitize/* forMarkdownUrl */.sU)(finding.dashboardUrl);
    return [
        `**${finding.severity}** · new in this pull request: ${(0,sanitize/* forMarkdown */.Bm)(finding.title)} (${(0,sanitize/* forMarkdownCode */.m6)(finding.detectionId, 200)})`,
        '',
        `Resource: ${(0,sanitize/* forMarkdownCode */.m6)(finding.resource || 'n/a', 300)}`,
        link ? `\n[Details in Plerion](${link})` : '',
        '',
        reviewMarker(scope, finding.fingerprint),
    ].join('\n');
}
/** The comments of this run's review: new findings on lines of the diff, not commented before. */
function planReview(options) {
    const comments = [];
    let overflow = 0;
    let alreadyCommented = 0;
    for (const finding of (0,run_report/* newFindings */.FN)(options.findings)) {
        const hunks = finding.file === undefined ? undefined : options.hunks.get(finding.file);
        const first = finding.hasLines ? finding.startLine : 1;
        const anchor = hunks && anchorIn(hunks, first, finding.hasLines ? finding.endLine : 1);
        if (!anchor || finding.file === undefined)
            continue;
        if (options.commented.has(finding.fingerprint)) {
            alreadyCommented++;
            continue;
        }
        if (comments.length >= MAX_REVIEW_COMMENTS) {
            overflow++;
            continue;
        }
        comments.push({
            path: finding.file,
            line: anchor.line,
            side: 'RIGHT',
            ...(anchor.startLine === undefined
                ? {}
                : { start_line: anchor.startLine, start_side: 'RIGHT' }),
            body: renderBody(finding, options.scope),
        });
    }
    return { comments, overflow, alreadyCommented };
}

;// CONCATENATED MODULE: ./src/action/surfaces/review/pull-review.ts





const pull_review_COMMENTS_PER_PAGE = 100;
const pull_review_PERMISSION_HINT = 'Give the job `permissions: pull-requests: write`, or set pr-review: off.';
/** The action's own marked comments of this scope, and the ids someone replied to. */
async function readThreads(request) {
    const { client } = request;
    const comments = await client.octokit.paginate(client.octokit.rest.pulls.listReviewComments, {
        owner: client.owner,
        repo: client.repo,
        pull_number: request.pullNumber,
        per_page: pull_review_COMMENTS_PER_PAGE,
    });
    const replied = new Set(comments.flatMap((c) => c.in_reply_to_id ?? []));
    const marked = comments.flatMap((c) => {
        const fingerprint = markedFingerprint(c.body, request.scope);
        return fingerprint === undefined ? [] : [{ c, fingerprint }];
    });
    if (marked.length === 0)
        return { own: [], replied };
    const identity = await client.identity();
    const own = marked
        .filter(({ c }) => (0,github_client/* isOwnAuthor */.sT)(identity, c.user))
        .map(({ c, fingerprint }) => ({ id: c.id, fingerprint }));
    return { own, replied };
}
async function plan(request, commented) {
    const hunks = await readPullHunks({ ...request, pullNumber: request.pullNumber });
    return planReview({ findings: request.findings, hunks, commented, scope: request.scope });
}
async function postReview(request, review) {
    const { client } = request;
    await client.octokit.rest.pulls.createReview({
        owner: client.owner,
        repo: client.repo,
        pull_number: request.pullNumber,
        commit_id: request.headSha,
        event: 'COMMENT',
        body: `Plerion IaC scan: ${(0,plural/* plural */.L)(review.comments.length, 'new finding')} on lines of this pull request. The pull request's comment lists every finding.`,
        comments: [...review.comments],
    });
}
/** Deletes the action's comments on findings that are gone and that nobody replied to. */
async function deleteStale(request, own, replied) {
    const current = new Set(request.findings.map((f) => f.fingerprint));
    const { client } = request;
    let deleted = 0;
    for (const comment of own) {
        if (current.has(comment.fingerprint) || replied.has(comment.id))
            continue;
        try {
            await client.octokit.rest.pulls.deleteReviewComment({
                owner: client.owner,
                repo: client.repo,
                comment_id: comment.id,
            });
            deleted++;
        }
        catch (error) {
            if ((0,github_client/* statusOf */.c2)(error) !== 404)
                throw error;
        }
    }
    return deleted;
}
/** Posts this run's review and tidies the action's stale comments. */
async function publishReview(request) {
    try {
        const { own, replied } = await readThreads(request);
        const commented = new Set(own.map((c) => c.fingerprint));
        let review = await plan(request, commented);
        let retried = false;
        if (review.comments.length > 0) {
            try {
                await postReview(request, review);
            }
            catch (error) {
                if ((0,github_client/* statusOf */.c2)(error) !== 422)
                    throw error;
                retried = true;
                review = await plan(request, commented);
                if (review.comments.length > 0)
                    await postReview(request, review);
            }
        }
        const deleted = request.scanComplete ? await deleteStale(request, own, replied) : 0;
        const parts = [
            `${(0,plural/* plural */.L)(review.comments.length, 'review comment')} on new findings`,
            review.alreadyCommented > 0 ? `${review.alreadyCommented} already commented on` : '',
            review.overflow > 0 ? `${review.overflow} more only in the pull request's comment` : '',
            deleted > 0 ? `${(0,plural/* plural */.L)(deleted, 'comment')} on fixed findings deleted` : '',
            retried ? 'posted after re-reading a diff that changed' : '',
        ].filter(Boolean);
        return {
            outcome: review.comments.length > 0 ? 'posted' : 'none',
            level: 'info',
            message: `Pull-request review: ${parts.join('; ')}.`,
        };
    }
    catch (error) {
        const refused = (0,github_client/* isPermissionRefusal */.MA)(error);
        return {
            outcome: refused ? 'refused' : 'failed',
            level: refused ? 'notice' : 'warning',
            message: `Could not post the review comments on new findings: ${(0,errors/* describeError */.Uc)(error)}.${refused ? ` ${pull_review_PERMISSION_HINT}` : ''} The pull request's comment lists every finding.`,
            status: (0,github_client/* statusOf */.c2)(error),
        };
    }
}

;// CONCATENATED MODULE: ./src/action/surfaces/review/review-publish.ts



/** Posts the review of this run when `pr-review` asks for one here. */
async function reviewPullRequest(options) {
    const { settings, report, log } = options;
    const { github } = settings;
    const pullNumber = github.pullRequestNumber;
    if (settings.surfaces.prReview !== 'new' || pullNumber === undefined)
        return;
    if (!settings.githubToken || github.isUntrustedPullRequest) {
        log.info('No review comments: this token cannot write to the pull request.');
        return;
    }
    if (report.baseline?.status !== 'compared' || report.verdict === 'skipped') {
        log.info('No review comments: without a baseline no finding is known to be new.');
        return;
    }
    const result = await publishReview({
        client: await options.session.client(),
        pullNumber,
        headSha: github.headSha,
        baseSha: (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(github.event, 'pull_request', 'base', 'sha')),
        findings: report.findings,
        scope: reviewScope(github, report.scanPath),
        scanComplete: report.complete,
        git: options.git,
        workspace: settings.workspace,
    });
    if (result.level === 'info')
        log.info(result.message);
    else
        log.annotate(result.level, result.message, {}, true);
}

;// CONCATENATED MODULE: ./src/action/surfaces/publish-surfaces.ts
/**
 * Where reviewers look, past the files and the comment: the code scanning upload, the review
 * comments on new findings and the check run, each on its own (one that fails never undoes the
 * others), in that order so the check run's summary is the last word.
 */





/**
 * True when the action uploads this run's SARIF file: asked for, with a token, and for a complete
 * scan (`RunReport.complete`; an incomplete one would close code scanning's alerts of everything
 * it did not read, whatever its verdict: a `fail` can come from a half-done scan).
 */
function willUploadSarif(settings, report, log, ports) {
    if (!ports.codeScanning || settings.githubToken === '')
        return false;
    if (!wantsSarifUpload(settings.surfaces, settings.github, log))
        return false;
    if (!report.complete)
        log.info('The SARIF file is not uploaded to code scanning: the scan did not complete.');
    return report.complete;
}
async function guarded(log, what, work) {
    try {
        await work();
    }
    catch (error) {
        log.annotate('warning', `Could not publish ${what}: ${(0,errors/* describeError */.Uc)(error)}`, {}, true);
    }
}
/** Uploads the SARIF file (when `uploading`), posts the review, completes the check run. */
async function publishSurfaces(options) {
    const { settings, report, log, ports } = options;
    let codeScanning;
    const scanning = ports.codeScanning;
    if (options.sarif.uploading && scanning)
        await guarded(log, 'the SARIF file to code scanning', async () => {
            codeScanning = await publishCodeScanning({
                client: await ports.session.client(),
                github: settings.github,
                surfaces: settings.surfaces,
                workspace: settings.workspace,
                sarifJson: await promises_.readFile(options.sarif.file, 'utf8'),
                log,
                ports: scanning,
            });
        });
    const { git, checkRun } = ports;
    if (git && !ports.unexpected)
        await guarded(log, 'the review comments', () => reviewPullRequest({ settings, report, log, git, session: ports.session }));
    if (checkRun && !checkRun.isCompleted)
        await (0,check_run_publish.publishCheckRun)({ checkRun, report, settings, log, unexpected: ports.unexpected });
    return codeScanning;
}

;// CONCATENATED MODULE: ./src/engine/formats/holdings.ts
/**
 * One sentence that says exactly what each place holds when there are more findings than some
 * place shows: the SARIF file (and what code scanning keeps of it), the JSON report and the job
 * summary. Every reporter that mentions a cut quotes it, so no two places contradict each other.
 */
/** Results of one run that code scanning stores and shows, most severe first. */
const CODE_SCANNING_STORED_RESULTS = 5_000;
const count = (n) => n.toLocaleString('en-US');
function part(place, held, total) {
    return held >= total
        ? `${place}: all ${count(total)}`
        : `${place}: the ${count(held)} most severe`;
}
/** E.g. "SARIF: the 25,000 most severe of 30,000 (code scanning stores 5,000 of a run); JSON report: all 30,000; summary: the 100 most severe". */
function describeHoldings(h) {
    const sarif = h.inSarif >= h.total
        ? `SARIF: all ${count(h.total)}`
        : `${part('SARIF', h.inSarif, h.total)} of ${count(h.total)}`;
    const stored = h.inSarif > CODE_SCANNING_STORED_RESULTS
        ? ` (code scanning stores ${count(CODE_SCANNING_STORED_RESULTS)} of a run)`
        : '';
    return `${sarif}${stored}; JSON report: all ${count(h.total)}; ${part('summary', Math.min(h.inSummary, h.total), h.total)}`;
}
/** True when some place holds fewer than all findings, so the sentence is worth saying. */
function isCut(h) {
    return h.inSarif < h.total || h.inSummary < h.total || h.inSarif > CODE_SCANNING_STORED_RESULTS;
}

;// CONCATENATED MODULE: ./src/engine/formats/sarif/sarif-notes.ts
/**
 * What the SARIF file holds of a run, as the other places say it: how many results it kept (the
 * holdings sentence every place quotes when some place holds fewer than all findings) and how many
 * it moved onto a file of their archive. The Action's publishing and the command line's report
 * files add the same notes, so the two never describe one SARIF file differently.
 */

/**
 * What each place holds of `total` findings, given the SARIF file's plan and the finding rows the
 * summary lists (`summaryListed`: with a baseline, new and existing findings have a table each).
 */
function sarifHoldings(total, plan, inSummary) {
    return { total, inSarif: total - plan.omitted, inSummary };
}
/** The notes the plan calls for: what was cut, and what was moved; none when neither. */
function sarifNotes(total, plan, inSummary) {
    const holdings = sarifHoldings(total, plan, inSummary);
    return [
        ...(isCut(holdings) ? [`${describeHoldings(holdings)}.`] : []),
        ...(plan.relocated > 0
            ? [
                `${plan.relocated} findings had no usable path from the service: the SARIF file shows them on a file of the archive they came from.`,
            ]
            : []),
    ];
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/formats/text-sink.ts
/**
 * Writes a document given as a sequence of text chunks to a file, atomically (a temporary file
 * renamed into place), so a report of any size is never held whole in memory nor passes V8's
 * maximum string length. Chunks are gathered into blocks of about 256 KB and redacted as one
 * stream (a secret split across two chunks or two blocks is still found), each block written at
 * once: the report is the only work left when it is written, so blocking writes cost nothing and
 * spare a stream's overhead. Standard output (the command line's reports) gets the same blocks,
 * through its stream.
 */




/** Text gathered before one write to the file. */
const WRITE_BUFFER_CHARS = 256 * 1024;
/**
 * The chunks gathered into blocks of about `WRITE_BUFFER_CHARS`, redacted as one stream: a secret
 * split across two chunks or two blocks is still found. The last block may be empty.
 */
function* redactedBlocks(chunks) {
    const redactor = (0,sanitize/* streamRedactor */.fx)();
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size < WRITE_BUFFER_CHARS)
            continue;
        yield redactor.push(pending.join(''));
        pending = [];
        size = 0;
    }
    yield redactor.push(pending.join(''));
    yield redactor.end();
}
/**
 * Writes `chunks` into `file`; the file appears only once complete. A target that is no regular
 * file (`/dev/null`, `/dev/stdout`, a named pipe) is written into as it is: renaming a temporary
 * file over it would replace the device itself (as root, `--format json=/dev/null` replaced
 * `/dev/null` with a regular file for the whole machine).
 */
async function text_sink_writeChunksAtomic(file, chunks) {
    const stat = await external_node_fs_.promises.stat(file).catch(() => undefined);
    const special = stat !== undefined && !stat.isFile() && !stat.isDirectory();
    if (!special)
        await external_node_fs_.promises.mkdir(external_node_path_.dirname(file), { recursive: true });
    const temporary = special ? file : `${file}.${process.pid}.tmp`;
    const fd = external_node_fs_.openSync(temporary, 'w');
    let open = true;
    const write = (text) => {
        const bytes = Buffer.from(text);
        for (let at = 0; at < bytes.length;)
            at += external_node_fs_.writeSync(fd, bytes, at);
    };
    try {
        for (const block of redactedBlocks(chunks))
            write(block);
        open = false;
        external_node_fs_.closeSync(fd);
        if (!special)
            await external_node_fs_.promises.rename(temporary, file);
    }
    catch (error) {
        // Closed here only if still open: after an await the number may belong to another file.
        if (open)
            external_node_fs_.closeSync(fd);
        if (!special)
            await external_node_fs_.promises.rm(temporary, { force: true });
        throw error;
    }
}
/**
 * Writes `chunks` to `stream` (standard output) redacted as `writeChunksAtomic` writes a file,
 * waiting for the stream to drain after each block, so a slow reader holds one block in memory.
 * A reader that stops reading (`| head`: the pipe is closed) ends the writing quietly, as for any
 * command-line tool; any other failure of the stream rejects instead of hanging.
 */
async function writeChunksToStream(stream, chunks) {
    try {
        for (const block of redactedBlocks(chunks)) {
            if (stream.destroyed)
                return;
            if (block === '' || stream.write(block))
                continue;
            await once(stream, 'drain');
        }
    }
    catch (error) {
        if (error.code !== 'EPIPE')
            throw error;
    }
}
/** `JSON.stringify(value, null, 2)` for a value nested `depth` spaces deep. */
function indentedJson(value, depth) {
    return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}

// EXTERNAL MODULE: ./src/engine/formats/files-sent.ts
var files_sent = __webpack_require__(98297);
;// CONCATENATED MODULE: ./src/engine/formats/json-report.ts




/** The version of the report's shape; `saved/read-json-report.ts` reads this one. */
const JSON_REPORT_SCHEMA_VERSION = 1;
/** The name the report's `tool` carries (the Action's and the command line's alike). */
const JSON_REPORT_TOOL = 'plerion-iac-scan-action';
/**
 * The settings the report publishes, by name and in this order: an explicit list, so a field
 * added to `Settings` (a key, a token, a password) is never written unless it is added here.
 * Never the key, the token, the run's origin (its public parts are written by their own names
 * below) or the suppressions read (their file's name is). docs/cli.md "Reports" lists the same names.
 * Some are the adapter's surfaces (`annotations`, `prComment`, `uploadArtifact`, `trackingIssue`,
 * `surfaces`, `changeRequest`): the adapter's settings object carries them.
 */
const PUBLISHED_SETTINGS = [
    'baseUrl',
    'workspace',
    'scanRoot',
    'scanPath',
    'include',
    'exclude',
    'artifactBase',
    'artifactNamed',
    'maxArchiveBytes',
    'failOn',
    'skipDetections',
    'annotations',
    'prComment',
    'sarifFile',
    'reportFile',
    'sarifCategory',
    'uploadArtifact',
    'timeoutSeconds',
    'onServiceError',
    'baseline',
    'prSuppressions',
    'trackingIssue',
    'dryRun',
    'tempDir',
    'surfaces',
    'changeRequest',
];
/** What the report adds after the listed settings, from the run: none of it a setting's value. */
const PUBLISHED_RUN_FIELDS = (/* unused pure expression or super */ null && ([
    'suppressionsFile',
    'repository',
    'sha',
    'event',
    'serverUrl',
    'pullRequest',
]));
/** The settings as the report prints them: the listed ones, then where the run ran. */
function settingsJson(report, settings) {
    const { origin } = report;
    const run = {
        suppressionsFile: report.suppressions.file,
        repository: origin.repository,
        sha: origin.commit,
        event: origin.trigger,
        serverUrl: origin.serverUrl,
        pullRequest: origin.changeNumber ?? null,
    };
    const values = settings;
    return {
        ...Object.fromEntries(PUBLISHED_SETTINGS.map((name) => [name, values[name]])),
        ...run,
    };
}
/**
 * The service's severity and the override that changed it, when one did (`severity` is the one
 * applied): the JSON report's finding fields, and SARIF's result properties.
 */
function severityOverrideJson(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return {};
    return {
        serviceSeverity: finding.serviceSeverity,
        severityOverride: {
            reason: override.reason === undefined ? null : (0,sanitize/* forReport */.E4)(override.reason),
            file: (0,sanitize/* forReport */.E4)(override.file, 300),
            line: override.line,
            entryNumber: override.entryNumber,
            ...(override.expires !== undefined && { expires: override.expires }),
        },
    };
}
function findingJson(finding) {
    const state = 'baselineState' in finding && finding.baselineState
        ? {
            baseline: finding.baselineState === 'new' ? 'new' : 'existing',
            ...('inChangedResource' in finding && finding.inChangedResource
                ? { inChangedResource: true }
                : {}),
        }
        : {};
    const suppression = 'suppression' in finding && finding.suppression ? { suppression: finding.suppression } : {};
    const proposed = 'proposedSuppression' in finding && finding.proposedSuppression
        ? { proposedSuppression: finding.proposedSuppression }
        : {};
    return {
        id: (0,sanitize/* forReport */.E4)(finding.id, 200),
        detectionId: (0,sanitize/* forReport */.E4)(finding.detectionId, 200),
        title: (0,sanitize/* forReport */.E4)(finding.title),
        severity: finding.severity,
        ...severityOverrideJson(finding),
        file: finding.file ?? null,
        reportedFile: (0,sanitize/* forReport */.E4)(finding.reportedFile),
        startLine: finding.hasLines ? finding.startLine : null,
        endLine: finding.hasLines ? finding.endLine : null,
        resource: (0,sanitize/* forReport */.E4)(finding.resource),
        type: (0,sanitize/* forReport */.E4)(finding.type, 100),
        scanId: (0,sanitize/* forReport */.E4)(finding.scanId, 200),
        artifactName: finding.artifactName,
        dashboardUrl: finding.dashboardUrl === undefined ? null : (0,sanitize/* forReport */.E4)(finding.dashboardUrl),
        fingerprint: finding.fingerprint,
        codeBlock: finding.codeBlock.map(([line, text]) => [line, (0,sanitize/* forReport */.E4)(text)]),
        ...state,
        ...suppression,
        ...proposed,
    };
}
/** IaC not uploaded, so not judged: every file, with why and how to fix it. */
function unjudgedJson(unjudged) {
    return {
        gates: unjudged.gates,
        scope: unjudged.scope,
        note: unjudged.note === undefined ? null : (0,sanitize/* forReport */.E4)(unjudged.note, 4_000),
        files: unjudged.files.map((f) => ({ path: (0,sanitize/* forReport */.E4)(f.path), reason: f.reason, fix: f.fix })),
        notices: (unjudged.notices ?? []).map((f) => ({
            path: (0,sanitize/* forReport */.E4)(f.path),
            reason: f.reason,
            fix: f.fix,
        })),
    };
}
function archiveJson(archive) {
    return {
        ...archive,
        scanId: archive.scanId === undefined ? undefined : (0,sanitize/* forReport */.E4)(archive.scanId, 200),
    };
}
function countsJson(report) {
    const { baseline } = report;
    let suppressed = 0;
    let existing = 0;
    let inChangedResources = 0;
    for (const f of report.findings) {
        if (f.suppression)
            suppressed++;
        if (f.baselineState === 'unchanged')
            existing++;
        if (f.baselineState === 'unchanged' && f.inChangedResource)
            inChangedResources++;
    }
    return {
        ...report.counts,
        failed: report.findings.length,
        passed: report.passed,
        skippedByDetection: report.skippedByDetection,
        gated: report.gated,
        suppressed,
        ...(baseline?.status === 'compared'
            ? {
                new: (0,run_report/* newFindings */.FN)(report.findings).length,
                existing,
                inChangedResources,
                fixed: baseline.fixed.length,
            }
            : {}),
    };
}
/**
 * The report as chunks of JSON text, one finding at a time: the same document `JSON.stringify`
 * would give (indented by two), never held whole.
 */
function jsonReportChunks(report, settings, toolVersion) {
    return reportJsonChunks(report, settingsJson(report, settings), toolVersion);
}
/** The report as chunks, with the settings as `settingsJson` made them (or a saved report has them). */
function* reportJsonChunks(report, settings, toolVersion) {
    const { baseline } = report;
    const head = JSON.stringify({
        schemaVersion: JSON_REPORT_SCHEMA_VERSION,
        tool: { name: JSON_REPORT_TOOL, version: toolVersion },
        ...(report.configHash !== undefined && { configHash: report.configHash }),
        verdict: report.verdict,
        reason: (0,sanitize/* forReport */.E4)(report.reason, 4_000),
        complete: report.complete,
        incomplete: report.incomplete.map((why) => (0,sanitize/* forReport */.E4)(why, 4_000)),
        settings,
        counts: countsJson(report),
        baseline: baseline
            ? {
                label: baseline.label,
                sha: baseline.sha,
                status: baseline.status,
                note: baseline.note ?? null,
                archives: baseline.archives.map(archiveJson),
                fixed: baseline.fixed.map(findingJson),
            }
            : null,
        archives: report.archives.map(archiveJson),
        notes: report.notes.map((n) => (0,sanitize/* forReport */.E4)(n, 4_000)),
        unjudged: report.unjudged ? unjudgedJson(report.unjudged) : null,
    }, null, 2);
    yield `${head.slice(0, -2)},\n  "findings": [`;
    let first = true;
    for (const finding of report.findings) {
        // One line per finding: a smaller file, and one string made per finding.
        yield `${first ? '' : ','}\n    ${JSON.stringify(findingJson(finding))}`;
        first = false;
    }
    const tail = JSON.stringify({
        findingsReadWithProblems: report.problems.map((p) => ({
            id: (0,sanitize/* forReport */.E4)(p.id, 200),
            scanId: (0,sanitize/* forReport */.E4)(p.scanId, 200),
            problems: p.problems.map((text) => (0,sanitize/* forReport */.E4)(text, 300)),
        })),
        suppressions: {
            file: report.suppressions.file,
            expired: report.suppressions.expired,
            unused: report.suppressions.unused,
            ...(report.suppressions.pullRequest && { pullRequest: report.suppressions.pullRequest }),
        },
        ...(report.filesSent && {
            filesSent: (0,files_sent/* filesSentJson */.mI)(report.filesSent, report.dryRun === true),
        }),
    }, null, 2);
    yield `${first ? '' : '\n  '}],${tail.slice(1)}\n`;
}
/** The whole report as one string (small reports and tests; the action streams it). */
function renderJsonReport(report, settings, toolVersion) {
    return redact([...jsonReportChunks(report, settings, toolVersion)].join(''));
}
/** Writes the report to `file` one finding at a time. */
function writeJsonReport(file, report, settings, toolVersion) {
    return text_sink_writeChunksAtomic(file, jsonReportChunks(report, settings, toolVersion));
}

// EXTERNAL MODULE: ./src/engine/formats/body.ts + 1 modules
var body = __webpack_require__(27340);
// EXTERNAL MODULE: ./src/engine/formats/links.ts
var links = __webpack_require__(41468);
// EXTERNAL MODULE: ./src/engine/formats/markdown.ts
var markdown = __webpack_require__(51444);
;// CONCATENATED MODULE: ./src/action/surfaces/comments/pr-comment.ts
/**
 * One pull-request comment per repository, workflow, job and path, found again by a hidden marker
 * and edited in place, also once the findings are gone. New findings come first; it always fits
 * GitHub's 65,536-character limit, cutting the lists and saying so.
 */




const MAX_COMMENT_CHARS = 65_536 - 1_024;
const COMMENT_FINDINGS = 30;
function markerKey(github, scanPath, kind) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([kind, github.repository, github.workflow, github.job, scanPath].join('\u0000'))
        .digest('hex')
        .slice(0, 16);
}
function commentMarker(github, scanPath) {
    return `<!-- plerion-iac-scan:${markerKey(github, scanPath, 'comment')} -->`;
}
/** The tracking issue's marker: different from the comment's, so neither is taken for the other. */
function issueMarker(github, scanPath) {
    return `<!-- plerion-iac-scan-issue:${markerKey(github, scanPath, 'issue')} -->`;
}
function render(report, marker, rows, elsewhere) {
    const run = (0,links/* runLink */.ut)(report.origin);
    return ([
        marker,
        `### ${(0,markdown/* scanTitle */.YC)(report)}`,
        ...(0,body/* renderBody */.l)(report, { level: '####', rows, elsewhere }),
        (0,markdown/* notesBlock */.bY)(report.notes),
        run ? `[Full results in the job summary](${run})` : '',
    ]
        .filter((part) => part !== '')
        .join('\n\n') + '\n');
}
function renderComment(report, marker) {
    return (0,markdown/* fitToLimit */.Qt)({
        render: (rows) => render(report, marker, rows, 'see the job summary and the SARIF file'),
        fullRows: COMMENT_FINDINGS,
        max: MAX_COMMENT_CHARS,
        cutNote: "The comment was cut to fit GitHub's size limit: see the job summary.",
    });
}
/** The tracking issue of scheduled scans: the same tables, and the marker that finds it again. */
function renderIssue(report, marker) {
    const title = `IaC scan: ${report.gated} ${report.gated === 1 ? 'finding' : 'findings'} in ${report.scanPath}`;
    const body = (0,markdown/* fitToLimit */.Qt)({
        render: (rows) => render(report, marker, rows, 'see the latest run'),
        fullRows: COMMENT_FINDINGS * 2,
        max: MAX_COMMENT_CHARS,
        cutNote: "The issue was cut to fit GitHub's size limit: see the latest run.",
    });
    return { title, body };
}

// EXTERNAL MODULE: ./src/action/surfaces/step/publish.ts
var publish = __webpack_require__(68037);
// EXTERNAL MODULE: ./src/engine/formats/proposed.ts
var proposed = __webpack_require__(88871);
// EXTERNAL MODULE: ./src/severity.ts
var src_severity = __webpack_require__(21012);
;// CONCATENATED MODULE: ./src/engine/formats/unjudged-entries.ts
function entryOf(file, level) {
    return { ...file, level, text: `${file.path}: not judged (${file.reason}): ${file.fix}` };
}
/** Every file not judged, those that decide or warn first, then the notices. */
function unjudgedEntries(unjudged) {
    if (unjudged === undefined)
        return [];
    const level = unjudged.gates ? 'error' : 'warning';
    return [
        ...unjudged.files.map((file) => entryOf(file, level)),
        ...(unjudged.notices ?? []).map((file) => entryOf(file, 'notice')),
    ];
}

;// CONCATENATED MODULE: ./src/engine/formats/sarif/sarif.ts
/**
 * Renders SARIF 2.1.0 that GitHub code scanning accepts: one run for all archives, one rule per
 * detection with a string `security-severity`, normalised repository-relative percent-encoded URIs
 * (no `.` or `..` segments), line regions with snippets, fingerprints unique within the run that
 * ignore line numbers, `baselineState` against the baseline and `suppressions` with their reason.
 * Code scanning needs a location on every result: a finding whose path is empty or leaves the
 * repository is located on the first file of the archive it came from, and its message says the
 * service reported no usable path. Stays within code scanning's limits, cutting the least severe
 * results first.
 */








const MAX_SARIF_RESULTS = 25_000;
const MAX_SARIF_GZIP_BYTES = 10 * 1024 * 1024;
const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * Our own key: detection, file and resource (numbered when one resource has several), so an alert
 * survives its resource being edited or moved within its file. v1 also hashed the code.
 */
const FINGERPRINT_KEY = 'plerionFinding/v2';
/** The key code scanning's own upload computes; ours is computed the same way (line-hash.ts). */
const LINE_HASH_KEY = 'primaryLocationLineHash';
const SECURITY_SEVERITY = {
    CRITICAL: '9.5',
    HIGH: '8.0',
    MEDIUM: '5.5',
    LOW: '3.0',
};
const LEVEL = {
    CRITICAL: 'error',
    HIGH: 'error',
    MEDIUM: 'warning',
    LOW: 'note',
};
/** Files not judged the SARIF file lists (the JSON report lists them all). */
const MAX_SARIF_NOTIFICATIONS = 1_000;
const NOTIFICATION_LEVEL = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/** The run's invocation, listing each IaC file not judged; undefined when there is none. */
function invocationOf(unjudged) {
    const entries = unjudgedEntries(unjudged).slice(0, MAX_SARIF_NOTIFICATIONS);
    if (entries.length === 0)
        return undefined;
    return {
        executionSuccessful: true,
        toolExecutionNotifications: entries.map((entry) => ({
            descriptor: { id: 'plerion-iac/unjudged' },
            level: NOTIFICATION_LEVEL[entry.level],
            message: { text: (0,sanitize/* forReport */.E4)(entry.text, 2_000) },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: (0,links/* encodePath */.O0)(entry.path), uriBaseId: '%SRCROOT%' },
                    },
                },
            ],
        })),
    };
}
function rule(findings) {
    const first = findings[0];
    const severity = findings.reduce((worst, f) => ((0,src_severity/* severityRank */.qs)(f.severity) < (0,src_severity/* severityRank */.qs)(worst) ? f.severity : worst), first.severity);
    const types = [...new Set(findings.map((f) => (0,sanitize/* forReport */.E4)(f.type, 100)).filter(Boolean))].sort();
    const service = findings.reduce((worst, f) => {
        const given = f.serviceSeverity ?? f.severity;
        return (0,src_severity/* severityRank */.qs)(given) < (0,src_severity/* severityRank */.qs)(worst) ? given : worst;
    }, first.serviceSeverity ?? first.severity);
    const title = (0,sanitize/* forReport */.E4)(first.title);
    return {
        // No `name`: SARIF wants it different from the id when present, and the service has none.
        id: (0,sanitize/* forReport */.E4)(first.detectionId, 200),
        shortDescription: { text: title },
        fullDescription: { text: `${title} (${(0,sanitize/* forReport */.E4)(first.detectionId, 200)})` },
        help: { text: `${title}. See the finding's details in Plerion for remediation.` },
        defaultConfiguration: { level: LEVEL[severity] },
        properties: {
            'security-severity': SECURITY_SEVERITY[severity],
            tags: [...new Set(['security', 'iac', ...types])],
            precision: 'high',
            // A severity override changed it: what the service said, beside the applied one above.
            ...(service !== severity && { serviceSeverity: service }),
        },
    };
}
/** The file and line a result points at: its own, or line 1 of the archive when it has none. */
function anchorOf(finding, archiveFile) {
    const path = finding.file ?? finding.normalizedFile;
    if (path !== undefined)
        return { uri: path, line: finding.hasLines ? finding.startLine : 1, relocated: false };
    const fallback = archiveFile(finding.artifactName);
    return fallback === undefined ? undefined : { uri: fallback, line: 1, relocated: true };
}
function sarif_location(finding, options) {
    const anchor = anchorOf(finding, options.archiveFile);
    if (anchor === undefined)
        return undefined;
    const { uri, line, relocated } = anchor;
    return { uri, relocated, lineHash: options.lineHash?.(uri, line) };
}
/**
 * The lines the SARIF file may carry a line hash for, by file: those of the results it may hold
 * (the most severe `MAX_SARIF_RESULTS`), so no other file is read or hashed.
 */
function linesToHash(findings, archiveFile) {
    const wanted = new Map();
    for (const finding of findings.slice(0, MAX_SARIF_RESULTS)) {
        const anchor = anchorOf(finding, archiveFile);
        if (anchor === undefined)
            continue;
        const lines = wanted.get(anchor.uri);
        if (lines)
            lines.add(anchor.line);
        else
            wanted.set(anchor.uri, new Set([anchor.line]));
    }
    return wanted;
}
/** ` Severity LOW (the service's: HIGH), by severity-overrides entry 2 of <file>: <reason>.` */
function overrideSentence(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return '';
    const why = override.reason === undefined ? '' : `: ${(0,sanitize/* forReport */.E4)(override.reason)}`;
    return ` Severity ${finding.severity} (the service's: ${finding.serviceSeverity}), by severity-overrides entry ${override.entryNumber} of ${(0,sanitize/* forReport */.E4)(override.file, 300)}${why}.`;
}
function result(finding, ruleIndex, where) {
    const snippet = (0,sanitize/* forReport */.E4)(finding.codeBlock.map(([, text]) => text).join(''), 5_000);
    const lines = finding.startLine === finding.endLine
        ? `line ${finding.startLine}`
        : `lines ${finding.startLine}-${finding.endLine}`;
    const resource = (0,sanitize/* forReport */.E4)(finding.resource, 300) || 'this file';
    const text = `${(0,sanitize/* forReport */.E4)(finding.title)} (${(0,sanitize/* forReport */.E4)(finding.detectionId, 200)}) in ${resource}` +
        (where.relocated
            ? `. The service reported no usable path (${JSON.stringify((0,sanitize/* forReport */.E4)(finding.reportedFile, 300))}): shown on a file of the archive it came from.`
            : finding.hasLines
                ? `, ${lines}.`
                : '.') +
        overrideSentence(finding) +
        (finding.dashboardUrl ? ` Details: ${(0,sanitize/* forReport */.E4)(finding.dashboardUrl)}` : '');
    const region = where.relocated || !finding.hasLines
        ? { startLine: 1 }
        : {
            startLine: finding.startLine,
            endLine: finding.endLine,
            ...(snippet ? { snippet: { text: snippet } } : {}),
        };
    const { suppression } = finding;
    return {
        ruleId: (0,sanitize/* forReport */.E4)(finding.detectionId, 200),
        ruleIndex,
        level: LEVEL[finding.severity],
        message: { text },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: (0,links/* encodePath */.O0)(where.uri), uriBaseId: '%SRCROOT%' },
                    region,
                },
            },
        ],
        partialFingerprints: {
            [FINGERPRINT_KEY]: finding.fingerprint,
            ...(where.lineHash ? { [LINE_HASH_KEY]: where.lineHash } : {}),
        },
        ...(finding.baselineState ? { baselineState: finding.baselineState } : {}),
        ...(suppression
            ? {
                suppressions: [
                    {
                        kind: suppression.kind,
                        status: 'accepted',
                        justification: (0,sanitize/* forReport */.E4)(suppression.justification),
                    },
                ],
            }
            : {}),
        properties: {
            severity: finding.severity,
            ...severityOverrideJson(finding),
            resource: (0,sanitize/* forReport */.E4)(finding.resource, 300),
            scanId: (0,sanitize/* forReport */.E4)(finding.scanId, 200),
            artifactName: finding.artifactName,
            ...(finding.dashboardUrl ? { dashboardUrl: (0,sanitize/* forReport */.E4)(finding.dashboardUrl) } : {}),
            ...(finding.file
                ? {}
                : { reportedFile: (0,sanitize/* forReport */.E4)(finding.reportedFile, 300), mappedToUploadedFile: false }),
            // A suppression the change adds that was not applied: it is no SARIF suppression (the
            // result is not suppressed, and code scanning must not close its alert).
            ...(finding.proposedSuppression
                ? {
                    proposedSuppression: {
                        kind: finding.proposedSuppression.kind,
                        justification: (0,sanitize/* forReport */.E4)(finding.proposedSuppression.justification),
                        where: (0,sanitize/* forReport */.E4)((0,proposed/* suppressionPlace */.LQ)(finding.proposedSuppression), 600),
                        applied: false,
                    },
                }
                : {}),
        },
    };
}
/** Results deflated together when the cut is planned. */
const SIZE_BATCH_RESULTS = 256;
/** Room kept in the gzip budget for the run's header, rules and the gzip format's own bytes. */
const SARIF_OVERHEAD_BYTES = 64 * 1024;
/**
 * Plans the cut: at most `MAX_SARIF_RESULTS`, and as many as fit the gzip limit when each
 * result's deflated size (an upper bound of its share of the whole, which compresses better) is
 * added up. Nothing is rendered twice into one string.
 */
function planSarif(findings, options) {
    const candidates = Math.min(findings.length, MAX_SARIF_RESULTS);
    let budget = MAX_SARIF_GZIP_BYTES - SARIF_OVERHEAD_BYTES;
    budget -= (0,external_node_zlib_.deflateRawSync)(JSON.stringify(rulesOf(findings.slice(0, candidates)).rules)).length;
    let kept = 0;
    let unlocated = 0;
    let relocated = 0;
    // Deflated a batch at a time: each batch's size is an upper bound of its share of the whole.
    let batch = [];
    let batchUnlocated = 0;
    let batchRelocated = 0;
    for (let i = 0; i < candidates; i++) {
        const finding = findings[i];
        const where = sarif_location(finding, options);
        if (!where)
            batchUnlocated++;
        else {
            batch.push(JSON.stringify(result(finding, 0, where)));
            if (where.relocated)
                batchRelocated++;
        }
        if (batch.length < SIZE_BATCH_RESULTS && i < candidates - 1)
            continue;
        const size = batch.length === 0 ? 0 : (0,external_node_zlib_.deflateRawSync)(batch.join(',')).length;
        if (size > budget)
            return cutWithin(findings, options, budget, { kept, unlocated, relocated });
        budget -= size;
        unlocated += batchUnlocated;
        relocated += batchRelocated;
        kept = i + 1;
        batch = [];
        batchUnlocated = 0;
        batchRelocated = 0;
    }
    return { kept, omitted: findings.length - kept + unlocated, relocated };
}
/** The last batch did not fit: from `from.kept`, results are added one by one (each deflated alone). */
function cutWithin(findings, options, budget, from) {
    let left = budget;
    let { kept, unlocated, relocated } = from;
    for (; kept < findings.length; kept++) {
        const finding = findings[kept];
        const where = sarif_location(finding, options);
        if (!where) {
            unlocated++;
            continue;
        }
        left -= (0,external_node_zlib_.deflateRawSync)(JSON.stringify(result(finding, 0, where))).length;
        if (left < 0)
            break;
        if (where.relocated)
            relocated++;
    }
    return { kept, omitted: findings.length - kept + unlocated, relocated };
}
function rulesOf(findings) {
    const byRule = new Map();
    for (const f of findings) {
        const list = byRule.get(f.detectionId);
        if (list)
            list.push(f);
        else
            byRule.set(f.detectionId, [f]);
    }
    const ruleIds = [...byRule.keys()].sort();
    return {
        rules: ruleIds.map((id) => rule(byRule.get(id) ?? [])),
        index: new Map(ruleIds.map((id, i) => [id, i])),
    };
}
/** The SARIF document as chunks of text, one result at a time, as `plan` says. */
function* sarifChunks(findings, options, plan) {
    const kept = findings.slice(0, plan.kept);
    const { rules, index } = rulesOf(kept);
    const driver = {
        name: options.toolName,
        version: options.toolVersion,
        semanticVersion: options.toolVersion,
        informationUri: options.informationUri,
        rules,
    };
    const automation = options.category
        ? `      "automationDetails": ${indentedJson({ id: `${options.category.replace(/\/+$/, '')}/` }, 6)},\n`
        : '';
    yield `{\n  "$schema": ${JSON.stringify(SCHEMA_URI)},\n  "version": "2.1.0",\n  "runs": [\n    {\n`;
    const invocation = invocationOf(options.unjudged);
    const invocations = invocation ? `      "invocations": ${indentedJson([invocation], 6)},\n` : '';
    yield `      "tool": ${indentedJson({ driver }, 6)},\n${automation}${invocations}      "results": [`;
    let first = true;
    for (const finding of kept) {
        const where = sarif_location(finding, options);
        if (!where)
            continue;
        const entry = result(finding, index.get(finding.detectionId) ?? 0, where);
        // One line per result: a smaller file, and one string made per result.
        yield `${first ? '' : ','}\n        ${JSON.stringify(entry)}`;
        first = false;
    }
    const properties = {
        ...(options.configHash !== undefined && { configHash: options.configHash }),
        ...(plan.omitted > 0 && {
            omittedResults: plan.omitted,
            omittedReason: "code scanning's limits on results per run and upload size, or no location at all",
        }),
    };
    yield `${first ? '' : '\n      '}],\n      "columnKind": "utf16CodeUnits",\n`;
    yield `      "properties": ${indentedJson(properties, 6)}\n    }\n  ]\n}`;
}
/** Findings come sorted most severe first; what is cut is cut from the end. Small runs and tests. */
function renderSarif(findings, options) {
    const plan = planSarif(findings, options);
    const json = redact([...sarifChunks(findings, options, plan)].join(''));
    return { sarif: JSON.parse(json), json, ...plan };
}
/** Writes the SARIF file one result at a time; returns what it holds. */
async function writeSarif(file, findings, options) {
    const plan = planSarif(findings, options);
    await writeChunksAtomic(file, sarifChunks(findings, options, plan));
    return plan;
}

// EXTERNAL MODULE: ./src/engine/formats/summary.ts
var summary = __webpack_require__(18237);
;// CONCATENATED MODULE: ./src/action/surfaces/comments/tracking-issue.ts
/**
 * One tracking issue per workflow, job and path for scans nobody watches (scheduled runs): found
 * again in one call, the repository's issues with the label the action owns (open and closed
 * alike, most recently updated first), then created, edited, reopened when the findings come back
 * and closed when they are gone. Only before creating one does it also search for its hidden
 * marker, so an issue that lost its label (or an older one without it) is taken up again rather
 * than doubled. Never a new issue per run, and no edit when only the run link changed.
 */


/** Issues one call returns: the action's labelled issues are one per workflow, job and path. */
const ISSUES_PER_PAGE = 100;
/** The label the action puts on its tracking issues, which finds them again in one call. */
const TRACKING_LABEL = 'plerion-iac-scan';
/** Events whose runs nobody watches: `tracking-issue: auto` keeps an issue for them only. */
const TRACKED_EVENTS = new Set(['schedule', 'workflow_dispatch']);
const REOPEN_COMMENT = 'Reopened by the IaC scan: findings at a fail-on severity are back. The description lists them.';
const CLOSE_COMMENT = 'Closed by the IaC scan: no findings at a fail-on severity remain. The description shows the latest results.';
/** Whether this run keeps the tracking issue: `auto` on scheduled and manual runs only. */
function shouldTrackIssue(setting, eventName) {
    if (setting === 'auto')
        return TRACKED_EVENTS.has(eventName);
    return setting === 'true';
}
/** The action's own issues among `issues` holding the marker: the first open and the first closed. */
async function pickOwn(request, issues) {
    const { client, marker } = request;
    const found = {};
    for (const issue of issues) {
        // Lists of issues hold pull requests too.
        if (issue.pull_request || !issue.body?.includes(marker))
            continue;
        if (!(0,github_client/* isOwnAuthor */.sT)(await client.identity(), issue.user))
            continue;
        const own = {
            number: issue.number,
            title: issue.title,
            body: issue.body,
            htmlUrl: issue.html_url,
        };
        if (issue.state === 'open')
            found.open ??= own;
        else
            found.closed ??= own;
    }
    return { open: found.open, closed: found.closed };
}
/** One call: the issues with the action's label, most recently updated first. */
async function findLabelled(request) {
    const { client } = request;
    const { data } = await client.octokit.rest.issues.listForRepo({
        owner: client.owner,
        repo: client.repo,
        labels: TRACKING_LABEL,
        state: 'all',
        sort: 'updated',
        direction: 'desc',
        per_page: ISSUES_PER_PAGE,
    });
    return pickOwn(request, data);
}
/** One call: a search for the marker's words (an issue without the label, from before it). */
async function searchMarker(request) {
    const { client, marker } = request;
    // The marker's words, quoted: search ignores the comment's punctuation; the body is checked after.
    const words = marker.replace(/^<!--\s*|\s*-->$/g, '');
    const { data } = await client.octokit.rest.search.issuesAndPullRequests({
        q: `repo:${client.owner}/${client.repo} is:issue in:body "${words}"`,
        sort: 'updated',
        order: 'desc',
        per_page: ISSUES_PER_PAGE,
    });
    return pickOwn(request, data.items);
}
/** Puts the action's label (back) on an issue found by its marker alone; other labels stay. */
async function label(request, issueNumber) {
    const { client } = request;
    // Best effort: without the label the issue is still found, by the search, at one more call.
    await client.octokit.rest.issues
        .addLabels({
        owner: client.owner,
        repo: client.repo,
        issue_number: issueNumber,
        labels: [TRACKING_LABEL],
    })
        .catch(() => undefined);
}
/** A body without the line that links the run: it differs on every run and says nothing new. */
function withoutRunLink(body) {
    return body.replace(/^.*\/actions\/runs\/\d+.*$/gm, '');
}
async function apply(request) {
    const { client, title, body } = request;
    const repo = { owner: client.owner, repo: client.repo };
    const done = (outcome, issue, message) => ({
        outcome,
        level: 'info',
        message: `Tracking issue #${issue.number} ${message}.`,
        issueNumber: issue.number,
        url: issue.htmlUrl,
    });
    const labelled = await findLabelled(request);
    // Only when it is about to create an issue: one more look, for one that lost its label.
    const unlabelled = !labelled.open && !labelled.closed && request.gated > 0;
    const { open, closed } = unlabelled ? await searchMarker(request) : labelled;
    if (request.gated === 0) {
        if (!request.complete)
            return {
                outcome: 'none',
                level: 'info',
                message: 'Tracking issue left as it is: the scan did not complete.',
            };
        if (!open)
            return { outcome: 'none', level: 'info', message: 'No tracking issue needed.' };
        await client.octokit.rest.issues.createComment({
            ...repo,
            issue_number: open.number,
            body: CLOSE_COMMENT,
        });
        await client.octokit.rest.issues.update({
            ...repo,
            issue_number: open.number,
            title,
            body,
            state: 'closed',
            state_reason: 'completed',
        });
        return done('closed', open, 'closed: the findings are gone');
    }
    if (open) {
        if (open.title === title && withoutRunLink(open.body) === withoutRunLink(body))
            return done('unchanged', open, 'is up to date');
        await client.octokit.rest.issues.update({ ...repo, issue_number: open.number, title, body });
        if (unlabelled)
            await label(request, open.number);
        return done('updated', open, 'updated');
    }
    if (closed) {
        const issue_number = closed.number;
        await client.octokit.rest.issues.update({ ...repo, issue_number, title, body, state: 'open' });
        if (unlabelled)
            await label(request, issue_number);
        await client.octokit.rest.issues.createComment({ ...repo, issue_number, body: REOPEN_COMMENT });
        return done('reopened', closed, 'reopened: the findings came back');
    }
    const { data } = await client.octokit.rest.issues.create({
        ...repo,
        title,
        body,
        labels: [TRACKING_LABEL],
    });
    return done('created', { number: data.number, title, body, htmlUrl: data.html_url }, 'created');
}
/** Brings the tracking issue in line with this run's findings; never throws. */
async function syncTrackingIssue(request) {
    try {
        return await apply(request);
    }
    catch (error) {
        const status = (0,github_client/* statusOf */.c2)(error);
        if (status === 410)
            return {
                outcome: 'refused',
                level: 'warning',
                status,
                message: 'No tracking issue: issues are disabled in this repository. Enable them, or set tracking-issue: false.',
            };
        if ((0,github_octokit/* isRateLimited */.Jz)(error))
            return {
                outcome: 'failed',
                level: 'warning',
                status,
                message: `No tracking issue: rate limited by GitHub (${status ?? 'no status'}), beyond the time left to wait.`,
            };
        if ((0,github_client/* isPermissionRefusal */.MA)(error))
            return {
                outcome: 'refused',
                level: 'warning',
                status,
                message: `No tracking issue: GitHub refused it (${status ?? 'no status'}). Give the workflow the permission issues: write.`,
            };
        const message = `No tracking issue: ${(0,errors/* describeError */.Uc)(error)}`;
        return { outcome: 'failed', level: 'warning', status, message };
    }
}

;// CONCATENATED MODULE: ./src/action/surfaces/publish-run.ts
/**
 * Publishes one run's report everywhere, in an order that keeps GitHub's budgets: the SARIF file
 * and the JSON report, the job summary, the pull-request comment, the tracking issue, the
 * artifact, the code scanning upload, the review, the check run, and last the findings' annotations
 * (none when the check run has them), planned before the summary in the room the step has left
 * (the verdict's slot and publishing's share stay reserved) and written into the slots claimed for
 * them then, so every place gives the same counts. Returns the files written.
 */





















async function publish_run_guarded(log, what, work) {
    try {
        await work();
    }
    catch (error) {
        log.annotate('warning', `Could not write ${what}: ${(0,errors/* describeError */.Uc)(error)}`, {}, true);
    }
}
function logPublication(log, result) {
    if (result.level === 'info')
        log.info(result.message);
    else
        log.annotate(result.level, result.message, {}, true);
}
/** The pull-request comment and the tracking issue, when this run has them; may throw. */
async function publishOnGitHub(settings, report, log, session = (0,github_session/* gitHubSessionFor */.X)(settings, (message) => log.info(message))) {
    const { github } = settings;
    const wantsComment = settings.prComment && github.pullRequestNumber !== undefined;
    const wantsIssue = shouldTrackIssue(settings.trackingIssue, github.eventName);
    if (!settings.githubToken || (!wantsComment && !wantsIssue))
        return;
    const client = await session.client();
    if (wantsComment && github.pullRequestNumber !== undefined) {
        const marker = commentMarker(github, report.scanPath);
        logPublication(log, await publishComment({
            client,
            issueNumber: github.pullRequestNumber,
            marker,
            body: renderComment(report, marker),
            untrusted: github.isUntrustedPullRequest,
        }));
    }
    if (wantsIssue && report.verdict === 'skipped') {
        // A scan that did not happen says nothing about the findings: the issue stays as it is.
        log.info('Tracking issue left as it is: the scan was skipped.');
    }
    else if (wantsIssue) {
        const marker = issueMarker(github, report.scanPath);
        const { title, body } = renderIssue(report, marker);
        const { gated, complete } = report;
        logPublication(log, await syncTrackingIssue({ client, marker, title, body, gated, complete }));
    }
}
/**
 * The workflow artifact's name: unique per job, scanned folder, SARIF file and run attempt, so a
 * matrix, two steps of one job or a re-run never collide.
 */
function reportArtifactName(settings, scanPath) {
    const { github } = settings;
    const key = (0,external_node_crypto_.createHash)('sha256')
        .update([github.workflow, github.job, scanPath, settings.sarifFile].join('\u0000'))
        .digest('hex')
        .slice(0, 8);
    return `iac-scan-${settings.artifactBase}-${key}-${github.runAttempt}`;
}
async function publishRun(settings, report, log, options) {
    const notes = [...report.notes];
    const session = options.session ?? (0,github_session/* gitHubSessionFor */.X)(settings, (message) => log.info(message));
    session.startPublishing();
    const uploading = willUploadSarif(settings, report, log, options);
    const sarifOptions = {
        toolName: version/* TOOL_NAME */.lH,
        toolVersion: version/* TOOL_VERSION */.wr,
        informationUri: version/* TOOL_URI */.qH,
        category: uploading
            ? uploadCategory(settings.sarifCategory, report.scanPath)
            : settings.sarifCategory,
        archiveFile: options.archiveFile,
        unjudged: report.unjudged,
        configHash: report.configHash,
        lineHash: await readLineHashes(options.text ?? (0,work_tree/* workTreeText */.pD)(settings.workspace).read, linesToHash(report.findings, options.archiveFile)),
    };
    // Planned first (from each result's size), written once below: the notes can say what it holds.
    const sarif = planSarif(report.findings, sarifOptions);
    const holdings = sarifHoldings(report.findings.length, sarif, (0,summary/* summaryListed */.kU)(report));
    notes.push(...sarifNotes(report.findings.length, sarif, (0,summary/* summaryListed */.kU)(report)));
    // Planned once, now, and their slots claimed: the summary's count of what did not fit is the
    // notice's, whatever publishing says before they are written, last (see annotation-room.ts).
    const { checkRun } = options;
    (0,annotation_room/* holdPublishingSlots */.k8)(log);
    const room = {
        error: log.room('error'),
        warning: log.room('warning'),
        notice: log.room('notice'),
    };
    const annotated = settings.annotations && !checkRun
        ? planAnnotations(report.findings, room, describeHoldings(holdings))
        : { annotations: [], overflow: undefined, more: 0 };
    claimAnnotationSlots(log, annotated);
    if (annotated.more > 0)
        notes.push(
        // The holdings sentence is a note of its own when some place is cut: said once.
        `GitHub shows 10 annotations of each level per step: ${describeOverflow(annotated.more)}${isCut(holdings) ? '' : ` ${describeHoldings(holdings)}.`}`);
    const full = { ...report, notes };
    await text_sink_writeChunksAtomic(settings.sarifFile, sarifChunks(report.findings, sarifOptions, sarif));
    await writeJsonReport(settings.reportFile, full, settings, version/* TOOL_VERSION */.wr);
    log.info(`SARIF file: ${settings.sarifFile}`);
    log.info(`JSON report: ${settings.reportFile}`);
    // Past the two files, each place is on its own: one that fails never undoes the others.
    await publish_run_guarded(log, 'the job summary', () => (0,publish/* writeJobSummary */.j7)((0,summary/* renderSummary */.Br)(full)));
    await publish_run_guarded(log, 'the pull-request comment or the tracking issue', () => publishOnGitHub(settings, full, log, session));
    if (settings.uploadArtifact)
        await (0,publish/* uploadReportArtifact */.qw)(log, {
            name: reportArtifactName(settings, report.scanPath),
            files: [settings.sarifFile, settings.reportFile],
            root: external_node_path_.dirname(settings.sarifFile),
        });
    const codeScanning = await publishSurfaces({
        settings,
        report: full,
        log,
        ports: { ...options, session },
        sarif: { file: settings.sarifFile, uploading },
    });
    (0,publish/* writeAnnotations */.UA)(log, annotated.annotations, annotated.overflow);
    return { sarifFile: settings.sarifFile, reportFile: settings.reportFile, codeScanning };
}


/***/ })

};
