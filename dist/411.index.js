export const id = 411;
export const ids = [411];
export const modules = {

/***/ 42912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YT: () => (/* binding */ BLOB_BATCH_MAX_BYTES),
/* harmony export */   nF: () => (/* binding */ createBlobReader)
/* harmony export */ });
/* unused harmony exports planBatches, parseBatchOutput */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99141);
/**
 * Reads blob contents straight from the object database with `git cat-file --batch`, many blobs
 * per process. The bytes are exactly the blob's bytes: no eol conversion, no smudge or textconv
 * filter is applied. They equal what a checkout writes unless `.gitattributes` asks for
 * `eol=crlf` (or `text` with `core.autocrlf`) or a filter such as Git LFS, where the checkout's
 * bytes differ and so would archives packed from it.
 */

/** One `cat-file` process reads at most this much (a bigger single blob goes alone). */
const BLOB_BATCH_MAX_BYTES = 32 * 1024 * 1024;
/** Groups distinct blobs into batches of at most `maxBytes` of content each. */
function planBatches(blobs, maxBytes) {
    const seen = new Set();
    const batches = [];
    let current = [];
    let bytes = 0;
    for (const { objectId, size } of blobs) {
        if (seen.has(objectId))
            continue;
        seen.add(objectId);
        if (current.length > 0 && bytes + size > maxBytes) {
            batches.push(current);
            current = [];
            bytes = 0;
        }
        current.push(objectId);
        bytes += size;
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}
/** Splits `cat-file --batch` output (`<id> blob <size>\n<bytes>\n` per object) by id. */
function parseBatchOutput(output, ids) {
    const contents = new Map();
    let at = 0;
    for (const id of ids) {
        const newline = output.indexOf(0x0a, at);
        const header = output.toString('utf8', at, newline === -1 ? output.length : newline);
        const [gotId, type, size] = header.split(' ');
        if (gotId !== id || type !== 'blob' || size === undefined || newline === -1) {
            throw new Error(`git cat-file could not read blob ${id}: it answered '${header}'`);
        }
        const start = newline + 1;
        const end = start + Number(size);
        if (end > output.length)
            throw new Error(`git cat-file cut blob ${id} short`);
        contents.set(id, output.subarray(start, end));
        at = end + 1;
    }
    return contents;
}
/** A reader over the repository at `cwd`; only full object ids are ever asked for. */
function createBlobReader(git, cwd, options = {}) {
    const maxBatchBytes = options.maxBatchBytes ?? BLOB_BATCH_MAX_BYTES;
    async function readAll(blobs, keep) {
        for (const { objectId } of blobs) {
            if (!(0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(objectId))
                throw new Error(`Not a full object id: '${objectId}'`);
        }
        const contents = new Map();
        for (const ids of planBatches(blobs, maxBatchBytes)) {
            const args = ['cat-file', '--batch'];
            const result = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
            if (result.code !== 0)
                throw new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR(args, result);
            for (const [id, content] of parseBatchOutput(result.stdout, ids)) {
                contents.set(id, keep(content));
            }
        }
        return blobs.map(({ objectId }) => contents.get(objectId));
    }
    return {
        read: (blobs) => readAll(blobs, (content) => content),
        // A copy, so the batch's whole output is not kept alive by a few small heads.
        readHeads: (blobs, maxBytes) => readAll(blobs, (content) => Buffer.from(content.subarray(0, maxBytes))),
    };
}


/***/ }),

/***/ 27262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ locateFolder),
/* harmony export */   PX: () => (/* binding */ folderExists),
/* harmony export */   me: () => (/* binding */ listBaseTree)
/* harmony export */ });
/* unused harmony export parseTreeListing */
/* harmony import */ var _discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56244);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99141);
/**
 * The tracked files of a commit under a folder, read from git objects with `git ls-tree`: the
 * base side of a comparison never checks anything out. Symbolic links and submodules are listed
 * as skipped and never read, like the workspace side skips links; a name the workspace listing
 * refuses (not valid UTF-8, a tab, a line break, a backslash) is refused here too, by its rule.
 */


/** Finds the repository holding `dir`, and `dir` relative to its top level; undefined outside one. */
async function locateFolder(git, dir) {
    const args = ['rev-parse', '--show-toplevel', '--show-prefix'];
    const result = await git.run(args, { cwd: dir });
    if (result.code !== 0)
        return undefined;
    // One line each, not trimmed: a folder name may end in a space.
    const [root = '', prefix = ''] = result.stdout.toString('utf8').split('\n');
    return { root, folder: prefix.replace(/\/+$/, '') };
}
function treeOf(sha, folder) {
    if (!(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isObjectId */ .TS)(sha))
        throw new Error(`Not a full commit id: '${sha}'`);
    return folder === '' ? `${sha}^{tree}` : `${sha}:${folder}`;
}
/** True when `folder` is a folder (a tree, not a file) of the commit `sha`. */
async function folderExists(git, options) {
    const args = ['cat-file', '-t', treeOf(options.sha, options.folder)];
    const result = await git.run(args, { cwd: options.cwd });
    return result.code === 0 && result.stdout.toString('utf8').trim() === 'tree';
}
const MODE_SYMLINK = '120000';
const MODE_SUBMODULE = '160000';
/** Parses `ls-tree -r -z -l` records: `<mode> <type> <id> <size>\t<name>\0`. */
function parseTreeListing(output, folder) {
    const files = [];
    const skipped = [];
    let at = 0;
    while (at < output.length) {
        const end = output.indexOf(0, at);
        const record = output.subarray(at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const tab = record.indexOf(0x09);
        if (tab === -1)
            continue;
        const [mode = '', , objectId = '', size = ''] = record.toString('latin1', 0, tab).split(/ +/);
        const name = (0,_discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .readName */ .MQ)(record.subarray(tab + 1));
        const path = folder === '' ? name.text : `${folder}/${name.text}`;
        if (mode === MODE_SYMLINK)
            skipped.push({ path, reason: 'symlink' });
        else if (mode === MODE_SUBMODULE)
            skipped.push({ path, reason: 'submodule' });
        else if (!name.valid)
            skipped.push({ path, reason: 'name is not valid UTF-8' });
        else if (mode.startsWith('100'))
            files.push({ path, mode, objectId, size: Number(size) });
    }
    return { files, skipped };
}
/**
 * Lists the tracked files of commit `sha` under `folder` (repository-relative), by listing the
 * folder's own tree (`<sha>:<folder>`): an exact path, never a pattern.
 */
async function listBaseTree(git, options) {
    if (!(await folderExists(git, options)))
        return { exists: false, files: [], skipped: [] };
    // --full-tree: run from a subfolder, ls-tree would list only that subfolder of the tree given.
    const args = ['ls-tree', '--full-tree', '-r', '-z', '-l', treeOf(options.sha, options.folder)];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommandError */ .iR(args, result);
    return { exists: true, ...parseTreeListing(result.stdout, options.folder) };
}


/***/ }),

/***/ 1792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BASE_ANCHOR_WAIT_MS: () => (/* binding */ BASE_ANCHOR_WAIT_MS),
  UPLOAD_CONCURRENCY: () => (/* reexport */ UPLOAD_CONCURRENCY),
  describeUnfinished: () => (/* reexport */ tree_scan/* describeUnfinished */.ds),
  scanWorkspace: () => (/* binding */ scanWorkspace)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(99141);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
// EXTERNAL MODULE: ./src/scratch-folder.ts
var scratch_folder = __webpack_require__(67106);
;// CONCATENATED MODULE: ./src/engine/scan/service/poll-schedule.ts
/**
 * When to look at a scan again (pure). Waiting trades status calls against lateness, and a fixed
 * backoff cannot win both; a schedule that knows when a scan is likely to end can. With an
 * estimate E of the scan's duration, polls double their spacing (to at most 4 times `maxDelayMs`,
 * 60 s) up to just before E, come densely (every `near` = 6% of E, at least the minimum delay)
 * from E - near to 1.5 E, then fall back to the schedule without an estimate:
 *   E = 60 s:  0.5  1  2  4  8  16  32  56.4  60  63.6 … s   (9 polls to see a scan ready at 60 s)
 *   E = 5 s:   0.5  1  2  4  4.5  5  5.5 … s                 (6 polls)
 * Without an estimate (no history) the delay grows with the time already waited, so a ready scan
 * is seen within about a quarter of its duration and the number of polls grows only with the
 * logarithm of that duration:
 *   elapsed  0.5   1.0   2.0   4.0   8.0   16    32    60+ s
 *   delay    0.5   0.5   0.5   1.0   2.0   4.0   8.0   15 s
 * Every delay is jittered downwards (times 0.85 to 1.0), so the bounds above still hold.
 */
const DEFAULT_POLL = {
    minDelayMs: 500,
    maxDelayMs: 15_000,
    growth: 0.25,
    nearShare: 0.06,
    firstProbeMs: 8_000,
};
/** With several scans pending, one status call answers for all of them, so polls come up to this
 *  many times as often (the delay divided by the scans pending, at most by this) at no more status
 *  calls per scan; only without an estimate. */
const MAX_BATCH_SPEEDUP = 4;
/** Samples used for one estimate: the nearest in size. */
const SAMPLES_PER_ESTIMATE = 5;
/**
 * The likely duration of a scan of `bytes`: the median duration of the finished scans nearest in
 * size (by ratio), or undefined without history.
 */
function estimateDurationMs(bytes, history) {
    const usable = history.filter((s) => s.bytes > 0 && s.durationMs > 0);
    if (usable.length === 0)
        return undefined;
    const distance = (s) => Math.abs(Math.log(s.bytes / Math.max(1, bytes)));
    const nearest = [...usable]
        .sort((a, b) => distance(a) - distance(b) || a.durationMs - b.durationMs)
        .slice(0, SAMPLES_PER_ESTIMATE)
        .map((s) => s.durationMs)
        .sort((a, b) => a - b);
    return nearest[Math.floor((nearest.length - 1) / 2)];
}
function delayWithoutEstimate(input, options) {
    const single = Math.min(options.maxDelayMs, Math.max(options.minDelayMs, input.elapsedMs * options.growth));
    return single / Math.min(MAX_BATCH_SPEEDUP, Math.max(1, input.pending));
}
function delayWithEstimate(elapsed, estimate, options) {
    const near = Math.max(options.minDelayMs, estimate * options.nearShare);
    const denseFrom = estimate - near;
    if (elapsed < denseFrom) {
        const doubling = Math.max(options.minDelayMs, elapsed);
        return Math.min(options.maxDelayMs * 4, doubling, Math.max(options.minDelayMs, denseFrom - elapsed));
    }
    return near;
}
/** Milliseconds until the next look at a scan. */
function nextPollDelayMs(input, options, random) {
    const estimate = input.estimateMs;
    const base = estimate !== undefined && input.elapsedMs < 1.5 * estimate
        ? delayWithEstimate(input.elapsedMs, estimate, options)
        : delayWithoutEstimate(input, options);
    // Jitter only downwards, so the latency bounds above still hold.
    return Math.round(base * (0.85 + 0.15 * random()));
}

// EXTERNAL MODULE: ./src/engine/git/base-commit.ts
var base_commit = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(14781);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/engine/settings.ts
var engine_settings = __webpack_require__(94441);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
// EXTERNAL MODULE: ./src/engine/discovery/rules.ts + 2 modules
var rules = __webpack_require__(31616);
// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(15591);
;// CONCATENATED MODULE: ./src/engine/git/blob-content-reader.ts
/**
 * The content reader of a commit's files: bytes straight from git objects, read ahead in batches
 * of files in the order packing asks for them (one `git cat-file --batch` per batch, not one per
 * file). Contents discovery already read (YAML and JSON heads it had to sniff whole) are handed
 * over once and then dropped. A batch git could not read is a `TreeReadError`: the commit's
 * objects are unreadable, which stops packing (the tree is not judged) rather than leaving files out.
 */


/** Bytes of blobs asked of git at once, at most (a larger single blob goes alone). */
const BLOB_PREFETCH_MAX_BYTES = 8 * 1024 * 1024;
/** A reader of `files` (in packing's order) whose blobs `blobOf` names. */
function createBlobContentReader(options) {
    const position = new Map(options.files.map((file, i) => [file.path, i]));
    const pending = new Map();
    const known = options.known ?? new Map();
    /** Starts reading `from` and the files after it that fit one batch and are not read yet. */
    const fetchBatch = (from) => {
        const batch = [];
        let bytes = 0;
        for (let i = from; i < options.files.length; i++) {
            const file = options.files[i];
            if (pending.has(file.path) || known.has(file.path))
                continue;
            if (batch.length > 0 && bytes + file.size > BLOB_PREFETCH_MAX_BYTES)
                break;
            batch.push(file);
            bytes += file.size;
        }
        const read = options.blobs.read(batch.map(options.blobOf)).catch((error) => {
            throw new content_reader/* TreeReadError */.Re(`git could not read the commit's files: ${(0,errors/* describeError */.Uc)(error)}`, {
                cause: error,
            });
        });
        batch.forEach((file, i) => {
            const content = read.then((contents) => contents[i]);
            // Packing stops at the first failed file: the batch's later files are never asked for.
            content.catch(() => undefined);
            pending.set(file.path, content);
        });
    };
    return {
        read: async (file) => {
            const had = known.get(file.path);
            if (had !== undefined) {
                known.delete(file.path);
                return had;
            }
            if (!pending.has(file.path)) {
                const at = position.get(file.path);
                if (at === undefined)
                    throw new Error(`${file.path} is not a file of this commit`);
                fetchBatch(at);
            }
            const content = pending.get(file.path);
            pending.delete(file.path);
            return content;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/git/blob-reader.ts
var blob_reader = __webpack_require__(42912);
// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(27262);
;// CONCATENATED MODULE: ./src/engine/scan/trees/discover-base.ts
/**
 * The base commit's IaC files, chosen by exactly the workspace's discovery rules from git objects
 * (the tree's modes and sizes, the blobs' bytes), never by touching the work tree. Nothing is
 * written to disk: the chosen files come with a content reader of their blobs, so the very packer
 * of the workspace packs them, and the same tree gives the same archives, byte for byte, as a run
 * on a checkout of that commit.
 */






/** Lists of blobs of at most one batch's bytes each, in order. */
function chunks(blobs) {
    const out = [];
    let current = [];
    let bytes = 0;
    for (const blob of blobs) {
        if (current.length > 0 && bytes + blob.size > blob_reader/* BLOB_BATCH_MAX_BYTES */.YT) {
            out.push(current);
            current = [];
            bytes = 0;
        }
        current.push(blob);
        bytes += blob.size;
    }
    if (current.length > 0)
        out.push(current);
    return out;
}
async function discoverBaseFiles(options) {
    const { git, scanRoot } = options;
    const location = await (0,git_tree/* locateFolder */.$c)(git, scanRoot);
    if (!location)
        throw new Error('the scanned folder is not in a git checkout');
    const tree = await (0,git_tree/* listBaseTree */.me)(git, {
        cwd: scanRoot,
        sha: options.sha,
        folder: location.folder,
    });
    if (!tree.exists)
        return { exists: false };
    const prefix = location.folder === '' ? '' : `${location.folder}/`;
    const local = (repoPath) => repoPath.slice(prefix.length);
    const byPath = new Map(tree.files.map((f) => [local(f.path), f]));
    const linkLike = new Map(tree.skipped.map((s) => [local(s.path), s.reason]));
    const stat = (relative) => {
        const file = byPath.get(relative);
        if (file)
            return { type: 'file', size: file.size };
        const skipped = linkLike.get(relative);
        return { type: skipped === 'symlink' ? 'symlink' : skipped ? 'other' : 'missing' };
    };
    const plan = (0,rules/* planDiscovery */.Y3)({
        paths: [
            ...byPath.keys(),
            ...[...linkLike].filter(([, r]) => r !== 'name is not valid UTF-8').map(([p]) => p),
        ].sort(),
        problems: tree.skipped
            .filter((s) => s.reason === 'name is not valid UTF-8')
            .map((s) => ({ path: local(s.path), reason: 'name is not valid UTF-8' })),
        isIncluded: (0,classify/* compilePatterns */.xi)(options.include),
        isExcluded: (0,classify/* compilePatterns */.xi)(options.exclude),
    }, stat);
    const reader = (0,blob_reader/* createBlobReader */.nF)(git, scanRoot);
    const contents = new Map();
    for (const chunk of chunks(plan.pending.map((p) => ({ ...byPath.get(p.path), relative: p.path })))) {
        const read = await reader.read(chunk);
        chunk.forEach((blob, i) => contents.set(blob.relative, read[i]));
    }
    const outcome = (0,rules/* settleDiscovery */.k3)(plan, (relative) => {
        const content = contents.get(relative);
        if (!content)
            throw new Error(`no content for ${relative}`);
        return content;
    });
    // The scanned folder, relative to the workspace, as the workspace's discovery names entries:
    // from the two paths the workspace's discovery starts from, never from git's top level, which
    // git writes resolved (macOS's /private/var for /var, Windows' long names for RUNNER~1).
    const scanPrefix = (0,paths/* relativePosix */.Y)(options.workspace, scanRoot);
    const files = outcome.files.map((file) => {
        const workspacePath = scanPrefix === '' ? file.path : `${scanPrefix}/${file.path}`;
        // Where the bytes are: a git object name (`<sha>:<repository path>`), never a file on disk.
        return { ...file, path: workspacePath, absolutePath: `${options.sha}:${prefix}${file.path}` };
    });
    const scanRelative = new Map(files.map((file, i) => [file.path, outcome.files[i]?.path ?? '']));
    const known = new Map();
    for (const file of files) {
        const content = contents.get(scanRelative.get(file.path) ?? '');
        if (content)
            known.set(file.path, content);
    }
    return {
        exists: true,
        discovery: {
            files,
            skipped: outcome.skipped,
            rejected: outcome.rejected,
            source: 'git',
            candidates: byPath.size,
        },
        reader: createBlobContentReader({
            blobs: reader,
            files,
            blobOf: (file) => byPath.get(scanRelative.get(file.path) ?? ''),
            known,
        }),
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/commit-tree.ts

/** The tree of commit `sha`; its reader reads the files its `discover` found. */
function commitTree(options) {
    let reader;
    return {
        label: options.label,
        sha: options.sha,
        baseName: options.baseName,
        discover: async () => {
            const files = await discoverBaseFiles({
                git: options.git,
                sha: options.sha,
                ...options.rules,
            });
            if (!files.exists)
                return undefined;
            reader = files.reader;
            return files.discovery;
        },
        reader: {
            read: (file) => {
                if (!reader)
                    throw new Error(`${file.path}: the tree of ${options.label} was not listed`);
                return reader.read(file);
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/prepare-base.ts
/**
 * The base side of a run: which commit, and its tree, named so that its archives are those a push
 * run of that commit made (`<repo>-<short base sha>` by default), which the service then answers
 * "already scanned" for. Never throws: a base that cannot be had is a reason (one warning; the
 * gate then counts every finding).
 */





/** Why there is no base on a runner without git (a checkout by download has no history). */
const GIT_MISSING = 'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
    'with no history). To compare with the base, install git before actions/checkout; or set ' +
    'baseline: none.';
/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git, cwd) {
    return (await git.run(['--version'], { cwd })).missing === true;
}
async function prepareBase(settings, git) {
    try {
        const commit = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            eventName: settings.github.eventName,
            event: settings.github.event,
        });
        if (commit.status === 'unavailable' && (await isGitMissing(git, settings.scanRoot)))
            return { status: 'unavailable', reason: GIT_MISSING, gitMissing: true };
        if (commit.status !== 'found')
            return commit;
        const { sha, label } = commit;
        if ((await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD')) === sha)
            return {
                status: 'unavailable',
                label,
                sha,
                reason: `the baseline ${label} is the commit being scanned, so nothing could count as new: set baseline to the branch this change goes into (or none)`,
            };
        return readyBase(settings, git, { sha, label });
    }
    catch (error) {
        return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
    }
}
/** The base commit `sha`, its tree read from git objects and named as a push run of it names it. */
function readyBase(settings, git, commit) {
    const { sha, label } = commit;
    const baseName = settings.artifactNamed
        ? `${settings.artifactBase}-base`
        : (0,engine_settings/* defaultArtifactName */.Vb)(settings.github.repository, sha, settings.scanPath);
    const rules = {
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        include: settings.include,
        exclude: settings.exclude,
    };
    return { status: 'ready', label, sha, tree: commitTree({ git, sha, label, baseName, rules }) };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/pull-request-trees.ts
/**
 * The trees of a privileged run (issue 21): the verified pull request's commit (GitHub's test
 * merge commit, or its head) and the base it is compared with, both read from git objects like
 * any commit. The workspace holds the base branch there: it is neither scanned nor touched, and
 * no blob of the pull request is written to disk.
 */




/** The pull request's tree; a scanned folder it does not have holds no IaC file. */
function pullRequestTree(settings, git, pullRequest) {
    const tree = commitTree({
        git,
        sha: pullRequest.head.sha,
        label: pullRequest.head.label,
        baseName: settings.artifactBase,
        rules: {
            workspace: settings.workspace,
            scanRoot: settings.scanRoot,
            include: settings.include,
            exclude: settings.exclude,
        },
    });
    const none = {
        files: [],
        skipped: new Map(),
        rejected: [],
        source: 'git',
        candidates: 0,
    };
    return { ...tree, discover: async () => (await tree.discover()) ?? none };
}
/**
 * The pull request's base (or the commit `baseline` names), read from git objects like any base
 * and named as a push run of it. The workspace's HEAD is the base branch here, never the change.
 */
async function preparePullRequestBase(settings, git, pullRequest) {
    try {
        if (settings.baseline.kind !== 'ref')
            return readyBase(settings, git, pullRequest.base);
        const named = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            eventName: settings.github.eventName,
            event: settings.github.event,
        });
        return named.status === 'found' ? readyBase(settings, git, named) : named;
    }
    catch (error) {
        return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
    }
}

// EXTERNAL MODULE: ./src/engine/scan/trees/log-discovery.ts
var log_discovery = __webpack_require__(36217);
;// CONCATENATED MODULE: ./src/engine/scan/service/arrivals.ts
/**
 * Scans as they are uploaded, for the waiting loop that runs beside the upload pool: take what
 * has arrived, wait for the next arrival, and know when no more will come.
 */
class Arrivals {
    queue = [];
    closed = false;
    wake;
    arrived = this.nextArrival();
    nextArrival() {
        return new Promise((resolve) => (this.wake = resolve));
    }
    push(item) {
        this.queue.push(item);
        this.signal();
    }
    /** No more items will come. */
    close() {
        this.closed = true;
        this.signal();
    }
    get done() {
        return this.closed && this.queue.length === 0;
    }
    /** Everything that arrived since the last take. */
    take() {
        return this.queue.splice(0);
    }
    /** Resolves at the next push or at close (at once when something is waiting or it is closed). */
    next() {
        return this.queue.length > 0 || this.closed ? Promise.resolve() : this.arrived;
    }
    /** Resolves at the next push; never once closed (for racing against a sleep). */
    arrival() {
        if (this.queue.length > 0)
            return Promise.resolve();
        return this.closed ? new Promise(() => undefined) : this.arrived;
    }
    signal() {
        const wake = this.wake;
        this.arrived = this.nextArrival();
        wake?.();
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/service/upload-pool.ts

/** HTTP statuses that refuse one archive, not the caller: malformed, too large, unreadable. */
const ARCHIVE_REFUSALS = new Set([413, 415, 422]);
/** True when a failed upload says nothing about the others. */
function refusesOnlyThisArchive(error) {
    return error instanceof errors/* ApiError */.hD && ARCHIVE_REFUSALS.has(error.status);
}
async function uploadArchives(archives, options) {
    const outcomes = [];
    const iterator = Symbol.asyncIterator in archives
        ? archives[Symbol.asyncIterator]()
        : archives[Symbol.iterator]();
    let deadline;
    let stopped = false;
    const worker = async () => {
        while (!stopped) {
            let next;
            try {
                next = await iterator.next();
            }
            catch (error) {
                // The producer failed (packing): nothing more comes; what was uploaded is still read.
                stopped = true;
                options.onSourceFailed?.(error);
                return;
            }
            if (next.done || stopped)
                return;
            const archive = next.value;
            deadline ??= options.onFirstUpload();
            try {
                const upload = await options.api.uploadArchive(archive.file, archive.name, { deadline });
                const how = upload.alreadyScanned
                    ? ' (already scanned: reusing its results)'
                    : upload.recovered
                        ? ' (found by name after a failed attempt: not uploaded twice)'
                        : '';
                options.log(`${archive.name}: uploaded, scan ${upload.scanId}${how}`);
                const uploaded = { archive, upload, uploadedAt: options.now() };
                outcomes.push(uploaded);
                options.onUploaded?.(uploaded);
            }
            catch (error) {
                const stoppedPool = !refusesOnlyThisArchive(error);
                if (stoppedPool)
                    stopped = true;
                outcomes.push({
                    archive,
                    error: (0,errors/* describeError */.Uc)(error),
                    kind: (0,errors/* describeFailureKind */.Wg)(error),
                    stoppedPool,
                });
            }
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
    }
    finally {
        // Stop the producer (no more archives are written once an upload was refused).
        await Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
    return outcomes.sort((a, b) => a.archive.index - b.archive.index);
}

// EXTERNAL MODULE: ./src/engine/api/code-security.ts + 2 modules
var code_security = __webpack_require__(76048);
;// CONCATENATED MODULE: ./src/engine/scan/service/findings-cursor.ts


/** Whole passes over a scan's pages its reads may cost (a first read, a restart, and resumes). */
const READ_PASSES = 3;
/** Requests beyond those passes, for resumed re-reads while the service catches up. */
const READ_EXTRA_REQUESTS = 60;
/** The most findings requests for one scan whose list counts `total` at `pageSize` a page. */
function readBudget(total, pageSize) {
    return READ_PASSES * Math.ceil(total / Math.max(1, pageSize)) + READ_EXTRA_REQUESTS;
}
/** The scan's reads have cost all the requests its total allows. */
class ReadBudgetError extends Error {
    requests;
    constructor(requests) {
        super(`its findings reads reached their bound of ${requests} requests`);
        this.requests = requests;
        this.name = 'ReadBudgetError';
    }
}
class FindingsCursor {
    from;
    requests = 0;
    budget = Number.POSITIVE_INFINITY;
    api;
    scanId;
    constructor(api, scanId) {
        this.api = api;
        this.scanId = scanId;
    }
    /** Reads from where the last read left off; throws `ReadBudgetError` once the budget is spent. */
    async read(time) {
        if (this.requests >= this.budget)
            throw new ReadBudgetError(this.requests);
        const read = await this.api.listFailedFindings(this.scanId, time, this.from);
        this.requests += read.requests ?? 1;
        const pageSize = read.pageSize || this.from?.pageSize || code_security.MAX_PAGE_SIZE;
        if (read.total !== undefined)
            this.budget = Math.min(this.budget, readBudget(Math.max(read.total, 1), pageSize));
        this.from = read.resumeAt === undefined ? undefined : { page: read.resumeAt, pageSize };
        return read;
    }
    /**
     * After the findings of a read were kept (`known` distinct in all): when the list ended short of
     * its own total, the next read starts at page one again, and this says so for the log.
     */
    settle(read, known) {
        if (!read.reachedEnd || read.total === undefined || known >= read.total)
            return undefined;
        this.from = undefined;
        return `the service lists ${(0,plural/* formatCount */.B)(known)} of the ${(0,plural/* formatCount */.B)(read.total)} FAILED findings it counts; reading again from page 1`;
    }
    /** Requests spent so far on this scan's findings. */
    get spent() {
        return this.requests;
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/service/open-scan.ts

/** How long the first look at an already-scanned archive waits for the uploads beside it. */
const KNOWN_SCAN_GATHER_MS = 250;
function uniqueById(findings) {
    return [...new Map(findings.map((f) => [f.id, f])).values()];
}
/** What a finished scan says about how long scans of its size take. */
function sampleOf(scan, fallbackBytes) {
    const { startedAt, stoppedAt, totalFileSize } = scan.summary ?? {};
    if (scan.status !== 'SUCCESS' || startedAt === undefined || stoppedAt === undefined)
        return undefined;
    const bytes = totalFileSize ?? fallbackBytes;
    return bytes === undefined ? undefined : { bytes, durationMs: stoppedAt - startedAt };
}
/** The state of a scan just uploaded, first looked at on the poll schedule. */
function openScan(u, poll, api) {
    return {
        ...u,
        notes: [...u.notes],
        // An archive scanned before is likely done already: look soon, once the uploads around it
        // have come in too, so that one status call answers for all of them.
        nextPollAt: u.uploadedAt + (u.alreadyScanned ? KNOWN_SCAN_GATHER_MS : poll.minDelayMs),
        nextProbeAt: u.uploadedAt + poll.firstProbeMs,
        lastProbeTotal: undefined,
        summary: undefined,
        findings: [],
        problems: [],
        catchingUp: false,
        expectedTotal: undefined,
        cursor: new FindingsCursor(api, u.scanId),
        result: undefined,
    };
}
/** What was read is never lost: a later read that stops short adds to the earlier ones. */
function keepRead(scan, read) {
    scan.findings = uniqueById([...scan.findings, ...read.findings]);
    scan.problems = [...new Map([...scan.problems, ...read.problems].map((p) => [p.id, p])).values()];
    if (read.total !== undefined)
        scan.expectedTotal = Math.max(scan.expectedTotal ?? 0, read.total);
    if (read.stoppedEarly && !scan.notes.includes(read.stoppedEarly))
        scan.notes.push(read.stoppedEarly);
}

;// CONCATENATED MODULE: ./src/engine/scan/types.ts
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/engine/scan/service/wait-for-scans.ts






const WAIT_LOG_EVERY_MS = 10_000;
/** Waits for every scan that arrives and reads its findings; `run` resolves once all are done. */
class ScanWaiter {
    history = [];
    sampled = new Set();
    scans = [];
    lastWaitLog = Number.NEGATIVE_INFINITY;
    arrivals;
    ports;
    options;
    constructor(arrivals, ports, options) {
        this.arrivals = arrivals;
        this.ports = ports;
        this.options = options;
    }
    /** The loop: admit, then sleep until one is due, or poll every open scan. */
    async run() {
        for (;;) {
            this.scans.push(...this.arrivals.take().map((u) => this.admit(u)));
            const open = this.scans.filter((s) => !s.result);
            if (open.length === 0) {
                if (this.arrivals.done)
                    break;
                await this.arrivals.next();
                continue;
            }
            const now = this.ports.now();
            if (now >= this.deadline()) {
                for (const scan of open)
                    this.finishOutOfTime(scan);
                continue;
            }
            if (!open.some((s) => s.nextPollAt <= now)) {
                await this.sleepUntilDue(open, now);
                continue;
            }
            this.logWaiting(open, now);
            // One list call answers for every open scan, so all of them are looked at whenever one is due.
            await this.pollOnce(open);
            this.schedule(open.filter((scan) => !scan.result));
        }
        return this.scans.map((s) => s.result);
    }
    deadline() {
        return this.options.deadline();
    }
    admit(u) {
        return openScan(u, this.options.poll, this.ports.api);
    }
    /** Sleeps until the first open scan is due; a scan uploaded meanwhile wakes it. */
    async sleepUntilDue(open, now) {
        const wake = Math.min(this.deadline(), ...open.map((s) => s.nextPollAt));
        const stop = new AbortController();
        await Promise.race([this.ports.sleep(wake - now, stop.signal), this.arrivals.arrival()]);
        stop.abort();
    }
    logWaiting(open, now) {
        if (now - this.lastWaitLog < WAIT_LOG_EVERY_MS)
            return;
        this.lastWaitLog = now;
        this.ports.log(`waiting for ${(0,plural/* plural */.L)(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${seconds(Math.max(0, this.deadline() - now))} left of the timeout`);
    }
    /** When each scan still open is looked at next. */
    schedule(stillOpen) {
        const after = this.ports.now();
        for (const scan of stillOpen) {
            const delay = nextPollDelayMs({
                elapsedMs: after - scan.uploadedAt,
                estimateMs: estimateDurationMs(scan.archive.bytes, this.history),
                pending: stillOpen.length,
            }, this.options.poll, this.ports.random);
            scan.nextPollAt = after + delay;
        }
    }
    /** One status call for all open scans, then a look at each. */
    async pollOnce(open) {
        let listed;
        try {
            const ids = open.map((s) => s.scanId);
            const scans = await this.ports.api.listScans(ids, { deadline: this.deadline() });
            listed = new Map(scans.map((s) => [s.id, s]));
        }
        catch (error) {
            for (const scan of open)
                this.fail(scan, error);
            return;
        }
        for (const scan of open)
            this.learn(scan, listed.get(scan.scanId));
        await Promise.all(open.map((scan) => this.look(scan, listed.get(scan.scanId))));
    }
    /** A finished scan's duration teaches the schedule how long scans of its size take. */
    learn(scan, listed) {
        const sample = listed && !this.sampled.has(scan.scanId) && sampleOf(listed, scan.archive.bytes);
        if (!sample)
            return;
        this.sampled.add(scan.scanId);
        this.history.push(sample);
    }
    async look(scan, entry) {
        try {
            if (entry?.status === 'FAILURE') {
                scan.summary = entry.summary ?? undefined;
                return this.finish(scan, 'FAILURE', 'ended FAILURE');
            }
            if (entry?.status === 'SUCCESS') {
                scan.summary = entry.summary ?? undefined;
                return await this.readFindings(scan);
            }
            // Listed with any other status: still running. Not listed: maybe done, maybe not.
            if (entry === undefined)
                await this.probe(scan, this.ports.now());
        }
        catch (error) {
            this.fail(scan, error);
        }
    }
    /** The one place pages of findings are read: every read adds to what was read before. */
    async readFindingsPages(scan, resume = false) {
        const time = { deadline: this.deadline() };
        const read = resume
            ? await scan.cursor.read(time)
            : await this.ports.api.listFailedFindings(scan.scanId, time);
        keepRead(scan, read);
        if (resume) {
            const short = scan.cursor.settle(read, scan.findings.length);
            if (short)
                this.ports.log(`${scan.archive.name}: ${short}`);
        }
        return read;
    }
    async readFindings(scan) {
        const read = await this.readFindingsPages(scan, true);
        if (read.failure !== undefined)
            return this.fail(scan, read.failure);
        // Complete when as many were read as the summary counts and as the list's own total says.
        const expected = Math.max(scan.summary?.totalFailedFindings ?? 0, scan.expectedTotal ?? 0);
        if (scan.findings.length < expected) {
            scan.catchingUp = true;
            this.ports.log(`${scan.archive.name}: the service counts ${(0,plural/* formatCount */.B)(expected)} FAILED findings, ${(0,plural/* formatCount */.B)(scan.findings.length)} read so far; reading again`);
        }
        else
            this.finish(scan, 'SUCCESS');
    }
    /** A scan the list does not show yet: its findings are complete once their total holds still. */
    async probe(scan, now) {
        if (now < scan.nextProbeAt)
            return;
        const read = await this.readFindingsPages(scan);
        const total = read.total ?? read.findings.length;
        const complete = read.findings.length >= total && read.failure === undefined;
        if (complete && read.findings.length > 0 && total === scan.lastProbeTotal)
            return this.finish(scan, 'SUCCESS');
        scan.lastProbeTotal = read.findings.length > 0 ? total : undefined;
        scan.nextProbeAt =
            read.findings.length > 0 ? now : scan.uploadedAt + 2 * (now - scan.uploadedAt);
    }
    /** Ends a scan whose call failed: out of time, or an error of its own. */
    fail(scan, error) {
        if (error instanceof errors/* DeadlineError */.j3)
            return this.finishOutOfTime(scan, error.message);
        if (error instanceof ReadBudgetError)
            return this.finishOutOfTime(scan, error.message, 'INCOMPLETE');
        this.finish(scan, 'ERROR', `reading it failed: ${(0,errors/* describeError */.Uc)(error)}`);
    }
    finishOutOfTime(scan, detail, cause) {
        const within = cause ? '' : `within ${this.options.timeoutSeconds} s`;
        const limit = `${within}${detail ? ` (${detail})` : ''}`.trim();
        if (scan.catchingUp) {
            const expected = scan.summary?.totalFailedFindings ?? scan.expectedTotal;
            return this.finish(scan, 'INCOMPLETE', `${expected === undefined ? 'the service listed more' : `the service counts ${(0,plural/* formatCount */.B)(expected)}`} FAILED findings, only ${(0,plural/* formatCount */.B)(scan.findings.length)} could be read ${limit}`);
        }
        if (scan.summary !== undefined)
            return this.finish(scan, 'INCOMPLETE', `it finished, but its findings could not be read ${limit}`);
        this.finish(scan, 'TIMEOUT', `did not finish ${limit}`);
    }
    finish(scan, status, reason) {
        const waitedMs = this.ports.now() - scan.uploadedAt;
        scan.result = {
            index: scan.archive.index,
            tree: scan.archive.tree,
            artifactName: scan.archive.name,
            scanId: scan.scanId,
            alreadyScanned: scan.alreadyScanned,
            status,
            summary: scan.summary,
            findings: scan.findings,
            waitedMs,
            reason,
            problems: scan.problems,
            notes: scan.notes,
        };
        const read = (0,plural/* plural */.L)(scan.findings.length, 'FAILED finding');
        this.ports.log(`${scan.archive.name}: scan ${scan.scanId} ${status} after ${seconds(waitedMs)}, ${read} read${reason ? `: ${reason}` : ''}`);
    }
}
/** Waits for every scan that arrives and reads its findings (see `ScanWaiter`). */
function waitForScans(arrivals, ports, options) {
    return new ScanWaiter(arrivals, ports, options).run();
}

;// CONCATENATED MODULE: ./src/engine/scan/service/run-scans.ts
/**
 * The scan phase: upload archives as they come and, at the same time, wait for every scan
 * uploaded and read its findings. `timeout` bounds the whole phase from the first upload: every
 * call, retry and wait is cut to what is left of it. Every archive gets a result, in plan order,
 * whatever happened to the others.
 */




function notUploaded(archive, reason) {
    return {
        index: archive.index,
        tree: archive.tree,
        artifactName: archive.name,
        scanId: undefined,
        alreadyScanned: false,
        status: 'NOT_UPLOADED',
        summary: undefined,
        findings: [],
        waitedMs: undefined,
        reason,
        problems: [],
        notes: [],
    };
}
/**
 * Scans `archives` (all of `planned`, handed out as they are written). Archives the pool never
 * took, because an upload before them was refused, are NOT_UPLOADED.
 */
async function runScans(archives, 
/** Every archive of the plan; asked once the pool is done (later ones may be planned late). */
planned, ports, options) {
    let deadline = Number.POSITIVE_INFINITY;
    let sourceFailure;
    const arrivals = new Arrivals();
    const uploading = uploadArchives(archives, {
        api: ports.api,
        concurrency: options.uploadConcurrency,
        now: ports.now,
        log: ports.log,
        onFirstUpload: () => (deadline = ports.now() + options.timeoutMs),
        onUploaded: ({ archive, upload, uploadedAt }) => arrivals.push({
            archive,
            scanId: upload.scanId,
            alreadyScanned: upload.alreadyScanned,
            uploadedAt,
            notes: upload.recovered
                ? [
                    'the upload failed after sending; the scan it had started was found by name and reused',
                ]
                : [],
        }),
        onSourceFailed: (error) => (sourceFailure = (0,errors/* describeError */.Uc)(error)),
    }).finally(() => arrivals.close());
    const [outcomes, waited] = await Promise.all([
        uploading,
        waitForScans(arrivals, ports, {
            deadline: () => deadline,
            timeoutSeconds: Math.round(options.timeoutMs / 1000),
            poll: options.poll,
        }),
    ]);
    const results = [...waited];
    for (const outcome of outcomes)
        if ('error' in outcome)
            results.push({
                ...notUploaded(outcome.archive, `was not uploaded: ${outcome.error}`),
                failureKind: outcome.kind,
                ...(outcome.stoppedPool && { stoppedUploads: true }),
            });
    const refused = outcomes.find((o) => 'error' in o && o.stoppedPool)?.archive.name;
    const why = refused
        ? `the upload of ${refused} failed first`
        : `its archive could not be written (${sourceFailure ?? 'packing stopped'})`;
    for (const archive of planned())
        if (!outcomes.some((o) => o.archive.index === archive.index))
            results.push(notUploaded(archive, `was not uploaded: ${why}`));
    return results.sort((a, b) => a.index - b.index);
}

// EXTERNAL MODULE: ./src/engine/packing/plan.ts + 3 modules
var plan = __webpack_require__(55008);
// EXTERNAL MODULE: ./src/engine/scan/trees/pack-tree.ts + 6 modules
var pack_tree = __webpack_require__(86144);
// EXTERNAL MODULE: ./src/engine/scan/trees/warn-packing.ts
var warn_packing = __webpack_require__(54328);
;// CONCATENATED MODULE: ./src/engine/scan/tree-archives.ts
/**
 * The archives of every tree, in upload order, numbered across trees: each tree's archives as they
 * are written, the next tree's after them. With `anchorWaitMs`, a base found in time goes first,
 * so that the head (the first tree at hand) is planned on it.
 *
 * Invariant: this iteration never throws. A tree whose packing fails (a read of its source, zlib,
 * a write) keeps what it handed out and records why it stopped (`Pipeline.packingFailure`); the
 * next tree is still packed; the pool reads every archive handed out. A tree is complete only
 * when its packing reached the plan's end (`PackedTree.complete()`).
 */





/** How far a tree's packing got, in words: `before its first archive`, `after 2 archives`. */
function packedSoFar(pipeline) {
    const handedOut = pipeline.packed?.planned().length ?? 0;
    return handedOut === 0 ? 'before its first archive' : `after ${(0,plural/* plural */.L)(handedOut, 'archive')}`;
}
class TreeArchives {
    nextIndex = 0;
    /** Why the iteration itself ended early, when it did (not one tree's packing). */
    failure;
    pipelines;
    atHand;
    later;
    ports;
    options;
    constructor(pipelines, atHand, later, ports, options) {
        this.pipelines = pipelines;
        this.atHand = atHand;
        this.later = later;
        this.ports = ports;
        this.options = options;
    }
    async *all() {
        try {
            yield* this.inOrder();
        }
        catch (error) {
            this.failure = (0,errors/* describeError */.Uc)(error);
            this.options.log.info(`Packing stopped: ${this.failure}`);
        }
    }
    /** Every archive handed out so far, by tree. */
    planned() {
        return this.pipelines.flatMap((p) => p.packed?.planned() ?? []);
    }
    async *inOrder() {
        const [firstLater, ...rest] = this.later;
        const base = await this.foundInTime(firstLater);
        if (base)
            yield* this.laterTree(firstLater);
        const anchor = base?.packed?.complete() ? (0,plan/* boundariesOf */._t)(base.packed.plan()) : undefined;
        for (const pipeline of this.atHand) {
            const discovery = pipeline.discovery;
            if (discovery === undefined || discovery.files.length === 0)
                continue;
            yield* this.packed(pipeline, discovery, pipeline === this.atHand[0] ? anchor : undefined);
        }
        for (const found of base ? rest : this.later)
            yield* this.laterTree(found);
    }
    async *packed(pipeline, discovery, anchor) {
        const { options } = this;
        const packed = (0,pack_tree/* packTree */.A)(discovery.files, {
            maxArchiveBytes: options.maxArchiveBytes,
            baseName: pipeline.tree.baseName,
            dir: `${options.dir}/${this.pipelines.indexOf(pipeline)}`,
            reader: pipeline.tree.reader,
            label: pipeline.tree.label,
            indexFrom: this.nextIndex,
            log: options.log,
            ...(anchor && { anchor }),
        });
        pipeline.packed = packed;
        try {
            yield* packed.archives;
        }
        catch (error) {
            // What was handed out is still uploaded and read; the tree is not complete, and says why.
            pipeline.packingFailure = (0,errors/* describeError */.Uc)(error);
            options.log.info(`Packing ${pipeline.tree.label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`);
            return;
        }
        finally {
            this.nextIndex += packed.planned().length;
        }
        (0,warn_packing/* warnPacking */.M)(packed.plan(), {
            maxArchiveBytes: options.maxArchiveBytes,
            log: options.log,
            notes: options.notes,
            tree: pipeline === this.pipelines[0] ? undefined : pipeline.tree.label,
        });
    }
    async *laterTree(found) {
        const pipeline = await found;
        if (!pipeline?.discovery || pipeline.discovery.files.length === 0)
            return;
        yield* this.packed(pipeline, pipeline.discovery);
    }
    /** The first tree still being found, if it is found within `anchorWaitMs`. */
    async foundInTime(found) {
        if (found === undefined || this.options.anchorWaitMs === undefined)
            return undefined;
        const stop = new AbortController();
        const late = this.ports.sleep(this.options.anchorWaitMs, stop.signal).then(() => undefined);
        const pipeline = await Promise.race([found, late]);
        stop.abort();
        return pipeline;
    }
}

// EXTERNAL MODULE: ./src/engine/scan/tree-scan.ts
var tree_scan = __webpack_require__(66408);
;// CONCATENATED MODULE: ./src/engine/scan/scan-trees.ts
/**
 * One pipeline per tree: discover, pack, and feed the archives to one shared upload pool and one
 * waiting loop. A tree at hand (the workspace) is discovered first, in its own log group; its
 * archives are uploaded as they are written, while later files are still being deflated. A tree
 * still being found (the base, while git works) is discovered as soon as it is found and packed
 * after the others. Results come back per tree, tagged by tree.
 */







const UPLOAD_CONCURRENCY = 6;
/**
 * Scans `trees` (`head` first, then trees still being found; a tree that resolves to undefined
 * is none). The outcomes are in the order of the trees that exist.
 */
async function scanTrees(trees, ports, options) {
    const { log } = options;
    const pipelines = [];
    // Trees at hand: discovered now, in their log group; packed while the first archives upload.
    const later = [];
    for (const entry of trees) {
        if (entry instanceof Promise) {
            later.push(entry.then((tree) => tree && discoverLater(tree, pipelines)));
            continue;
        }
        const pipeline = { tree: entry };
        pipelines.push(pipeline);
        await log.group('Discover IaC files', () => discoverNow(pipeline));
        if (pipeline.discovery)
            (0,log_discovery/* logDiscovery */.hg)(pipeline.discovery, log, options.notes);
        else
            log.info(`Discovery failed: ${pipeline.failure ?? 'no reason given'}`);
    }
    const atHand = pipelines.slice();
    const archives = new TreeArchives(pipelines, atHand, later, ports, options);
    const hasFiles = atHand.some((p) => (p.discovery?.files.length ?? 0) > 0);
    const results = !hasFiles && later.length === 0
        ? []
        : await log.group('Pack and scan', () => runScans(archives.all(), () => archives.planned(), { ...ports, log: (m) => log.info(m) }, {
            timeoutMs: options.timeoutMs,
            uploadConcurrency: UPLOAD_CONCURRENCY,
            poll: options.poll,
        }));
    await Promise.all(later);
    const stop = whyUploadsStopped(results) ?? archives.failure;
    return pipelines.map((pipeline) => outcomeOf(pipeline, results, stop));
}
/**
 * A failure of the tree's source (git, the disk): the tree's outcome, never a crash. Anything
 * else (a bug) is thrown, for the run's unexpected-error path.
 */
function isSourceFailure(error) {
    if (error instanceof content_reader/* TreeReadError */.Re || error instanceof git_git/* GitCommandError */.iR)
        return true;
    return error instanceof Error && typeof error.code === 'string';
}
/** What the tree's source says where that is (a commit's id), for the reasons given. */
function at(tree) {
    return tree.sha ? ` (${tree.sha.slice(0, 7)})` : '';
}
/** Discovers a tree at hand; a failure of its source (git, the disk) is its outcome. */
async function discoverNow(pipeline) {
    const { tree } = pipeline;
    try {
        const discovery = await tree.discover();
        if (discovery === undefined)
            throw new Error(`the scanned folder is not in ${tree.label}`);
        pipeline.discovery = discovery;
    }
    catch (error) {
        if (!isSourceFailure(error))
            throw error;
        pipeline.failure = `the files of ${tree.label}${at(tree)} could not be listed: ${(0,errors/* describeError */.Uc)(error)}`;
    }
}
/** Discovers a tree as soon as it is found; a failure is the tree's outcome. */
async function discoverLater(tree, pipelines) {
    const pipeline = { tree };
    pipelines.push(pipeline);
    try {
        const discovery = await tree.discover();
        if (discovery === undefined)
            pipeline.noFolder = true;
        else
            pipeline.discovery = discovery;
    }
    catch (error) {
        pipeline.failure = `the files of ${tree.label}${at(tree)} could not be read from git: ${(0,errors/* describeError */.Uc)(error)}`;
    }
    return pipeline;
}
/** The upload whose failure stopped all uploads, in words, when one did. */
function whyUploadsStopped(results) {
    const stopper = results.find((r) => r.stoppedUploads);
    return stopper && `uploads stopped when ${(0,tree_scan/* describeUnfinished */.ds)(stopper)}`;
}
/** Why a tree's plan was not carried out to its end; empty when it was. */
function stoppedShort(pipeline, discovery, stop) {
    const { label } = pipeline.tree;
    if (pipeline.packingFailure !== undefined)
        return [`packing ${label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`];
    if (discovery.files.length === 0 || pipeline.packed?.complete())
        return [];
    const what = pipeline.packed === undefined
        ? `none of the files of ${label} were packed`
        : `packing ${label} stopped ${packedSoFar(pipeline)}`;
    return [`${what}: ${stop ?? 'the uploads stopped early'}`];
}
function outcomeOf(pipeline, results, stop) {
    const { tree } = pipeline;
    if (pipeline.failure !== undefined)
        return { status: 'unavailable', tree, reason: pipeline.failure };
    if (pipeline.noFolder)
        return { status: 'no-folder', tree };
    const discovery = pipeline.discovery;
    const own = results.filter((r) => r.tree === tree.label);
    const stopped = stoppedShort(pipeline, discovery, stop);
    return {
        status: 'scanned',
        tree,
        scan: (0,tree_scan/* describeTree */.cn)(discovery, pipeline.packed?.plan(), own, stopped),
    };
}

// EXTERNAL MODULE: ./src/engine/scan/trees/tree.ts + 2 modules
var tree = __webpack_require__(28108);
;// CONCATENATED MODULE: ./src/engine/scan/unjudged/change-range.ts
/**
 * Which commits bound what a pull request changes, for the unjudged rule: on a privileged event
 * the verified pull request's base and scanned commit (its merge commit or its head); on
 * `pull_request` the tree it merges into (the merge commit's first parent, or the merge base)
 * and the workspace's HEAD, found as `baseline: auto` finds them whatever `baseline` says. Other
 * events are no pull request. Never throws: a base that cannot be had is a reason.
 */



/** Events whose runs are about a pull request. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
async function resolveChangeRange(settings, git, pullRequest) {
    if (pullRequest)
        return { kind: 'pull request', baseSha: pullRequest.base.sha, headSha: pullRequest.head.sha };
    const { eventName, event } = settings.github;
    if (!PULL_REQUEST_EVENTS.has(eventName))
        return { kind: 'tree' };
    try {
        const base = await (0,base_commit/* resolveBaseCommit */.F)({
            git,
            cwd: settings.scanRoot,
            baseline: { kind: 'auto' },
            eventName,
            event,
        });
        if (base.status !== 'found')
            return {
                kind: 'pull request',
                unavailable: base.status === 'unavailable' ? base.reason : 'the pull request has no base commit',
            };
        const head = await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD');
        if (head === undefined)
            return { kind: 'pull request', unavailable: 'the workspace has no commit checked out' };
        return { kind: 'pull request', baseSha: base.sha, headSha: head };
    }
    catch (error) {
        return { kind: 'pull request', unavailable: (0,errors/* describeError */.Uc)(error) };
    }
}

// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(56244);
;// CONCATENATED MODULE: ./src/engine/scan/unjudged/changed-entries.ts
/**
 * What a pull request adds or changes under the scanned folder, from git alone: `git diff --raw`
 * between its base and the scanned commit, renames off (a moved file is a new file), names read
 * as bytes and judged by the workspace listing's own rule. Folders discovery never enters
 * (`node_modules/`, `.terraform/`) need no walk: git names their changed files. Also whether the
 * scanned folder itself is still a folder.
 */


const TYPES = {
    '100644': 'file',
    '100755': 'file',
    '120000': 'link',
    '160000': 'submodule',
};
/**
 * Parses `diff --raw -z` records (`:<mode> <mode> <old> <new> <status>\0<path>\0`), keeping what
 * the scanned commit has under `folder` (repository-relative, `''` for the top), and marking the
 * links and submodules that stand where the base had a folder.
 */
function parseChangedEntries(output, folder) {
    const prefix = Buffer.from(folder === '' ? '' : `${folder}/`);
    const kept = [];
    const deleted = [];
    let at = 0;
    while (at < output.length) {
        const metaEnd = output.indexOf(0, at);
        const pathEnd = metaEnd === -1 ? -1 : output.indexOf(0, metaEnd + 1);
        if (pathEnd === -1)
            break;
        const [, newMode = '', , newId = '', status = ''] = output
            .toString('latin1', at + 1, metaEnd)
            .split(' ');
        const raw = output.subarray(metaEnd + 1, pathEnd);
        at = pathEnd + 1;
        if (!raw.subarray(0, prefix.length).equals(prefix))
            continue;
        const name = (0,file_names/* readName */.MQ)(raw.subarray(prefix.length));
        if (status.startsWith('D'))
            deleted.push(name.text);
        const type = TYPES[newMode];
        if (status.startsWith('D') || type === undefined || !(0,git_git/* isObjectId */.TS)(newId))
            continue;
        kept.push({ path: name.text, nameValid: name.valid, type, objectId: newId });
    }
    return kept.map((entry) => ({
        ...entry,
        replacedFolder: entry.type !== 'file' && deleted.some((path) => path.startsWith(`${entry.path}/`)),
    }));
}
/** The entries the pull request adds or changes under `folder`; throws when git cannot tell. */
async function readChangedEntries(git, options) {
    const args = [
        'diff',
        '--raw',
        '-z',
        '--no-renames',
        '--no-abbrev',
        options.baseSha,
        options.headSha,
    ];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    return parseChangedEntries(result.stdout, options.folder);
}
/** What stands at `folder` in commit `sha`: a folder, something else, or nothing. */
async function entryAt(git, options) {
    if (!(0,git_git/* isObjectId */.TS)(options.sha))
        throw new Error(`Not a full commit id: '${options.sha}'`);
    const result = await git.run(['cat-file', '-t', `${options.sha}:${options.folder}`], {
        cwd: options.cwd,
    });
    if (result.code !== 0)
        return 'missing';
    return result.stdout.toString('utf8').trim() === 'tree' ? 'folder' : 'other';
}

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
;// CONCATENATED MODULE: ./src/engine/scan/unjudged/judge-entry.ts
/**
 * The rule of unjudged IaC, pure: whether a file that was not uploaded is IaC by its name or its
 * content, and then why it stayed home. What discovery and packing decided about the scanned tree
 * is passed in as facts; a file discovery never read (a secret-like or built-in-folder name) is
 * judged by its content when its name needs one, so a `credentials.yaml` manifest is IaC too. A
 * file `exclude` or a chart's `.helmignore` leaves out was left out on purpose and is not counted.
 */



const NEVER = {
    secret: 'secret-like name',
    'terraform state': 'terraform state',
    'built-in folder': 'built-in folder',
};
/** Left out on purpose: uploaded, excluded, or ignored the way helm packages a chart. */
function leftOutOnPurpose(candidate, facts) {
    const { path } = candidate;
    if (facts.uploaded(path) || facts.isExcluded(path))
        return true;
    const skip = facts.skipped.get(path);
    return skip === 'excluded' || skip === 'ignored by .helmignore';
}
function namedLikeIac(path, facts) {
    return ((0,classify/* kindByName */.vt)(path) !== undefined ||
        facts.isIncluded(path) ||
        posix_.basename(path) === 'Chart.yaml' ||
        (0,classify/* chartFolderOf */.yf)(path, facts.charts) !== undefined);
}
/** A link named like IaC, which is judged when it points at a file that was uploaded. */
function isIacLink(candidate, facts) {
    const { path } = candidate;
    return candidate.type === 'link' && (namedLikeIac(path, facts) || (0,classify/* needsContentCheck */.BM)(path));
}
/**
 * True when the rule needs the entry's bytes to decide: a YAML/JSON file discovery never read, or
 * a link named like IaC (its bytes are its target).
 */
function needsContent(candidate, facts) {
    const { path } = candidate;
    if (leftOutOnPurpose(candidate, facts))
        return false;
    if (isIacLink(candidate, facts))
        return candidate.replacedFolder !== true;
    if (candidate.type !== 'file')
        return false;
    if (namedLikeIac(path, facts) || !(0,classify/* needsContentCheck */.BM)(path) || facts.rejected.has(path))
        return false;
    const skip = facts.skipped.get(path);
    return skip !== 'git lfs pointer' && skip !== 'unreadable';
}
/**
 * True when a link's target (its bytes) is a file of the tree that was uploaded: that file was
 * judged where it is. A target outside the scanned folder, or never uploaded, was not.
 */
function pointsAtUploaded(path, target, facts) {
    if (target === undefined)
        return false;
    const to = posix_.normalize(posix_.join(posix_.dirname(path), Buffer.from(target).toString('utf8')));
    return !to.startsWith('../') && !posix_.isAbsolute(to) && facts.uploaded(to);
}
/** What the content says: IaC, IaC that does not parse, or not IaC (unknown when unread). */
function byContent(candidate, facts, content) {
    const { path } = candidate;
    if (!(0,classify/* needsContentCheck */.BM)(path))
        return undefined;
    if (facts.rejected.has(path))
        return facts.rejected.get(path) === 'unparsable' ? 'unparsable' : undefined;
    // A file that cannot be read may be anything: fail closed.
    if (facts.skipped.get(path) === 'unreadable')
        return 'iac';
    if (content === undefined)
        return undefined;
    const verdict = (0,classify/* classifyContent */.CQ)(path, content);
    if ('kind' in verdict)
        return 'iac';
    return verdict.category === 'unparsable' ? 'unparsable' : undefined;
}
/**
 * Why an IaC file was not uploaded, or undefined when it was, when it is not IaC, or when it was
 * left out on purpose. `content` is the entry's bytes when `needsContent` asked for them.
 */
function judgeCandidate(candidate, facts, content) {
    const { path } = candidate;
    if (leftOutOnPurpose(candidate, facts))
        return undefined;
    const named = namedLikeIac(path, facts);
    if (candidate.type === 'link' || candidate.type === 'submodule') {
        if (candidate.replacedFolder === true)
            return 'link or submodule';
        if (!isIacLink(candidate, facts))
            return undefined;
        return pointsAtUploaded(path, content, facts) ? undefined : 'link or submodule';
    }
    const skip = facts.skipped.get(path);
    const pointer = skip === 'git lfs pointer' || (content !== undefined && (0,lfs_pointer/* isLfsPointer */.N)(content));
    const read = pointer ? undefined : byContent(candidate, facts, content);
    if (!named && !pointer && read === undefined)
        return undefined;
    if (!candidate.nameValid)
        return 'name a zip cannot carry';
    const never = (0,classify/* neverUploadReason */.qg)(path);
    if (never !== undefined && NEVER[never] !== undefined)
        return NEVER[never];
    if (pointer)
        return 'git lfs pointer';
    const packed = facts.notPacked.get(path);
    if (packed === 'too large')
        return 'larger than max-archive-size';
    if (read === 'unparsable')
        return 'unparsable';
    if (skip === 'unreadable' || packed === 'unreadable' || candidate.type === 'other')
        return 'unreadable';
    return 'not in the scanned files';
}

;// CONCATENATED MODULE: ./src/engine/scan/unjudged/read-contents.ts
/**
 * The bytes the unjudged rule asks for: YAML/JSON files discovery never read (a secret-like or
 * built-in-folder name). A changed file is read by its blob id; a file of the scanned tree by its
 * path, from the work tree (never through a link) or from the scanned commit's objects.
 */





/** The blobs `ids` name, in order (an id git does not hold as a blob reads as undefined). */
async function readBlobs(git, cwd, ids) {
    if (ids.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const checked = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
    if (checked.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, checked);
    const sizes = new Map();
    for (const line of checked.stdout.toString('utf8').split('\n')) {
        const [id = '', type, size] = line.split(' ');
        if (type === 'blob')
            sizes.set(id, Number(size));
    }
    const blobs = ids.filter((id) => sizes.has(id));
    const read = await (0,blob_reader/* createBlobReader */.nF)(git, cwd).read(blobs.map((objectId) => ({ objectId, size: sizes.get(objectId) ?? 0 })));
    const byId = new Map(blobs.map((id, i) => [id, read[i]]));
    return ids.map((id) => byId.get(id));
}
/**
 * Reads the work tree's entries under `scanRoot` as git stores them: a regular file's bytes, a
 * link's target (never what it points at); anything else reads as none.
 */
function workTreeFiles(scanRoot) {
    return async (relative) => {
        const file = external_node_path_.join(scanRoot, relative);
        try {
            const stat = await promises_.lstat(file);
            if (stat.isSymbolicLink())
                return await promises_.readlink(file, { encoding: 'buffer' });
            if (!stat.isFile())
                return undefined;
            return await promises_.readFile(file);
        }
        catch {
            return undefined;
        }
    };
}
/** Reads the files of commit `sha` under the scanned folder, from git objects. */
function commitFiles(git, options) {
    let folder;
    return async (relative) => {
        folder ??= (0,git_tree/* locateFolder */.$c)(git, options.scanRoot).then((l) => l?.folder);
        const at = await folder;
        if (at === undefined)
            return undefined;
        const object = `${options.sha}:${at === '' ? '' : `${at}/`}${relative}`;
        const result = await git.run(['cat-file', 'blob', object], { cwd: options.scanRoot });
        return result.code === 0 ? result.stdout : undefined;
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/unjudged/unjudged.ts
/**
 * IaC that was not judged (issue 31): a file that is IaC by its name or its content but was not
 * uploaded, so no scan said anything about it. On a pull request, such a file that the pull
 * request adds or changes makes the result `error` (a green gate means every IaC change was
 * judged); on other runs every such file of the tree is a warning. Each comes with why it stayed
 * home and what makes it judged. Data only: the verdict, the summary, the JSON report and the
 * check run read it from the run report.
 */
/** What makes each kind of file judged. */
const FIXES = {
    'secret-like name': 'rename it: a file named like a secret (.env*, *.pem, *.key, credentials…) is never uploaded, whatever include says',
    'terraform state': 'rename it: Terraform state (*.tfstate, *.tfstate.backup) is never uploaded',
    'built-in folder': 'move it out of node_modules/, .terraform/ and .git/: those folders are never scanned, whatever include says',
    'larger than max-archive-size': 'raise max-archive-size (at most 4400000), or split the file',
    unparsable: 'make it parse as its own tooling reads it (YAML nested deeper than the parser reads, JSON that is not valid), or add it to exclude if it is not IaC',
    'name a zip cannot carry': 'rename it: a name with a tab, a line break, a backslash, another control character or bytes that are not UTF-8 cannot be uploaded',
    'git lfs pointer': 'fetch the LFS objects before the scan (lfs: true on actions/checkout), or keep IaC out of Git LFS: a run on a fork pull request reads git objects, where only the pointer is',
    'link or submodule': 'commit the files themselves, or point the link at a file under path that is scanned: links and submodules are never followed',
    unreadable: "make it readable by the runner's user",
    'not in the scanned files': 'keep the file in the workspace: an earlier step removed it or made git ignore it',
    'scanned folder removed': 'the folder path names is gone in this pull request: if that is meant, change path (or remove this step) on the base branch first',
    'scanned folder replaced': 'the folder path names is a link, a file or a submodule in this pull request, which is never followed: keep it a folder',
};
/** An unjudged file, with its fix. */
function unjudgedFile(path, reason) {
    return { path, reason, fix: FIXES[reason] };
}

;// CONCATENATED MODULE: ./src/engine/scan/unjudged/find-unjudged.ts
/**
 * Finds the IaC a run leaves unjudged (issue 31). On a pull request: the files it adds or changes
 * under the scanned folder (from git, between its base and the scanned commit) that are IaC by
 * name or content and were not uploaded, and the scanned folder itself when the base has it and
 * the pull request removed it or put a link or submodule in its place. When git cannot say what
 * the pull request changed, every IaC file discovery saw and did not upload counts (fail closed).
 * On other runs, that whole-tree list is a warning. A git failure is never an exception here: it
 * is the reason the whole tree counts.
 */







const SKIP_TYPES = {
    symlink: 'link',
    'not a regular file': 'other',
};
function chartsOf(discovery) {
    const charts = discovery.files.filter((f) => f.unit.startsWith('helm:'));
    return new Set(charts.map((f) => f.unit.slice('helm:'.length)));
}
/** The facts of the scanned tree, by path relative to the scanned folder. */
function factsOf(options) {
    const { head, scanPath } = options;
    const prefix = scanPath === '.' ? '' : `${scanPath}/`;
    const local = (workspacePath) => workspacePath.slice(prefix.length);
    const chosen = new Set(head.discovery.files.map((file) => file.path));
    const skipped = new Map();
    for (const [reason, paths] of head.discovery.skipped)
        for (const path of paths)
            skipped.set(path, reason);
    return {
        uploaded: (relative) => chosen.has(`${prefix}${relative}`) && !head.notPacked?.has(`${prefix}${relative}`),
        isIncluded: (0,classify/* compilePatterns */.xi)(options.include),
        isExcluded: (0,classify/* compilePatterns */.xi)(options.exclude),
        skipped,
        rejected: new Map(head.discovery.rejected.map((r) => [r.path, r.category])),
        notPacked: new Map([...(head.notPacked ?? [])].map(([path, why]) => [local(path), why])),
        charts: chartsOf(head.discovery),
    };
}
/** Every path discovery and packing saw and did not upload: the whole-tree candidates. */
function treeCandidates(facts) {
    const paths = new Set([
        ...facts.skipped.keys(),
        ...facts.rejected.keys(),
        ...facts.notPacked.keys(),
    ]);
    return [...paths].sort().flatMap((path) => {
        const skip = facts.skipped.get(path);
        if (skip === 'unreadable folder')
            return [];
        const type = SKIP_TYPES[skip ?? ''] ?? 'file';
        return [{ path, nameValid: skip !== 'name is not valid UTF-8', type }];
    });
}
/** The workspace-relative path of a path relative to the scanned folder. */
function workspacePath(scanPath, relative) {
    return scanPath === '.' ? relative : `${scanPath}/${relative}`;
}
/** Judges each candidate, reading the bytes of those whose names do not decide. */
async function unjudgedOf(candidates, options, read) {
    const facts = factsOf(options);
    const wanted = candidates.filter((c) => needsContent(c, facts));
    const bytes = await read(wanted);
    const contents = new Map(wanted.map((c, i) => [c, bytes[i]]));
    return candidates.flatMap((candidate) => {
        const reason = judgeCandidate(candidate, facts, contents.get(candidate));
        return reason ? [unjudgedFile(workspacePath(options.scanPath, candidate.path), reason)] : [];
    });
}
/** The scanned folder, repository-relative, as the workspace names it (never through a link). */
async function repositoryFolder(options) {
    const location = await (0,git_tree/* locateFolder */.$c)(options.git, options.workspace);
    if (!location)
        throw new Error('the workspace is not in a git checkout');
    const parts = [location.folder, options.scanPath === '.' ? '' : options.scanPath];
    return parts.filter((part) => part !== '').join('/');
}
/** The pull request's changed IaC that was not uploaded, and the scanned folder if it is gone. */
async function changedUnjudged(options, range) {
    const { git, scanRoot: cwd } = options;
    const folder = await repositoryFolder(options);
    const files = [];
    if (folder !== '' && (await (0,git_tree/* folderExists */.PX)(git, { cwd, sha: range.baseSha, folder }))) {
        const now = await entryAt(git, { cwd, sha: range.headSha, folder });
        if (now !== 'folder')
            files.push(unjudgedFile(options.scanPath, now === 'missing' ? 'scanned folder removed' : 'scanned folder replaced'));
    }
    const entries = await readChangedEntries(git, { cwd, ...range, folder });
    files.push(...(await unjudgedOf(entries, options, (wanted) => readBlobs(git, cwd, wanted.map((entry) => entry.objectId)))));
    return files;
}
async function findUnjudged(options) {
    const { range } = options;
    const gates = range.kind === 'pull request';
    let note;
    if ('baseSha' in range) {
        try {
            return { files: await changedUnjudged(options, range), gates, scope: 'changed' };
        }
        catch (error) {
            note = `which files this pull request changed could not be read from git (${(0,errors/* describeError */.Uc)(error).split('\n')[0]})`;
        }
    }
    else if ('unavailable' in range)
        note = range.unavailable;
    const candidates = treeCandidates(factsOf(options));
    const files = await unjudgedOf(candidates, options, (wanted) => Promise.all(wanted.map((c) => options.readFile(c.path))));
    return { files, gates, scope: 'tree', ...(note !== undefined && { note }) };
}

;// CONCATENATED MODULE: ./src/engine/scan/unjudged/log-unjudged.ts

/** Files named in the warning. */
const MAX_NAMED_FILES = 10;
function logUnjudged(unjudged, log) {
    const { files } = unjudged;
    if (unjudged.note !== undefined && unjudged.gates)
        log.info(`Every IaC file of the scanned tree that was not uploaded counts as changed: ${unjudged.note}.`);
    if (files.length === 0)
        return;
    for (const file of files)
        log.info(`Not judged: ${file.path} (${file.reason}): ${file.fix}.`);
    if (unjudged.gates)
        return;
    const named = files
        .slice(0, MAX_NAMED_FILES)
        .map((f) => `${f.path} (${f.reason})`)
        .join(', ');
    const more = files.length > MAX_NAMED_FILES ? `, and ${files.length - MAX_NAMED_FILES} more` : '';
    log.warning(`${(0,plural/* plural */.L)(files.length, 'IaC file')} of the scanned tree were not uploaded, so no scan judged them: ${named}${more}. The job summary says how to fix each; on a pull request that changes one, the result is error.`);
}

;// CONCATENATED MODULE: ./src/engine/scan/scan-workspace.ts
/**
 * The job as a numbered recipe: 1 the workspace's tree (on a privileged event, the verified pull
 * request's commit from git objects instead), 2 the base's tree (when there is a baseline), found
 * by git while the head is discovered and packed, 3 both scanned through one upload pool and one
 * waiting loop, 4 the results by tree, 5 the IaC left unjudged (what a pull request changed and
 * did not upload). Service errors do not escape: each archive's result says what happened to it.
 */
















/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
const BASE_ANCHOR_WAIT_MS = 60_000;

/** 5. The IaC the run leaves unjudged: on a pull request, what it changed and did not upload. */
async function scan_workspace_unjudgedOf(settings, ports, head) {
    const { git, pr } = ports;
    const unjudged = await findUnjudged({
        git,
        head,
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        scanPath: settings.scanPath,
        include: settings.include,
        exclude: settings.exclude,
        range: await resolveChangeRange(settings, git, pr),
        readFile: pr
            ? commitFiles(git, { scanRoot: settings.scanRoot, sha: pr.head.sha })
            : workTreeFiles(settings.scanRoot),
    });
    logUnjudged(unjudged, ports.log);
    return unjudged;
}
async function scanWorkspace(settings, ports, poll = DEFAULT_POLL) {
    const { log } = ports;
    const notes = [];
    const timeoutMs = settings.timeoutSeconds * 1000;
    const dir = await promises_.mkdtemp(external_node_path_.join(settings.tempDir, 'iac-scan-'));
    // Ends what the scan started and may leave behind on its way out (an error included): the
    // base's time limit and any git still working for it. Left running, either kept the process
    // alive until `timeout`.
    const done = new AbortController();
    try {
        const git = ports.git ??
            (0,git_git/* createGitCli */.hn)({ timeoutMs: Math.min(git_git/* GIT_TIMEOUT_MS */.eS, timeoutMs), signal: done.signal });
        // 1. The workspace's tree, or the pull request's commit on a privileged event (issue 21).
        const pr = ports.pullRequest;
        const head = pr
            ? pullRequestTree(settings, git, pr)
            : (0,tree/* workspaceTree */.O)(settings, settings.artifactBase);
        // 2. The base's tree, found while the head is discovered and packed, within the timeout.
        const base = findBase(settings, { ...ports, done: done.signal }, () => pr ? preparePullRequestBase(settings, git, pr) : prepareBase(settings, git));
        // 3. Both scanned through one upload pool and one waiting loop.
        const baseTree = base.then((b) => (b.status === 'ready' ? b.tree : undefined));
        const outcomes = await scanTrees(settings.baseline.kind === 'none' ? [head] : [head, baseTree], ports, {
            maxArchiveBytes: settings.maxArchiveBytes,
            timeoutMs,
            poll,
            dir,
            log,
            notes,
            anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
        });
        // 4. The results by tree.
        const [headOutcome, baseOutcome] = outcomes;
        logReuse(outcomes, log, notes);
        const headTree = headScan(headOutcome);
        const unjudged = await scan_workspace_unjudgedOf(settings, { git, log, pr }, headTree);
        return { head: headTree, base: baseScan(await base, baseOutcome), notes, unjudged };
    }
    finally {
        done.abort();
        await (0,scratch_folder/* removeScratch */.ZU)(dir, {
            log,
            sleep: (ms) => ports.sleep(ms),
            ...(ports.removeFolder && { remove: ports.removeFolder }),
        });
    }
}
/** The head's scan; a head whose files could not be listed is a scan that stopped at once. */
function headScan(outcome) {
    if (outcome?.status === 'scanned')
        return outcome.scan;
    if (outcome?.status === 'unavailable')
        return (0,tree_scan/* unlistedTree */.pZ)(outcome.reason, outcome.tree.sha ? 'git' : 'walker');
    throw new Error(`the scanned folder is not in ${outcome?.tree.label ?? 'the change'}`);
}
/**
 * The base commit and its tree, or why there is none: finding it (git, maybe one fetch) and
 * reading its files both end within the scan's timeout.
 */
async function findBase(settings, ports, prepare) {
    if (settings.baseline.kind === 'none')
        return { status: 'none' };
    const reason = `finding and reading the base took longer than the timeout (${settings.timeoutSeconds} s)`;
    const stopTimer = new AbortController();
    // The scan may end before the base's files are listed (the head failed): the timer ends then.
    ports.done.addEventListener('abort', () => stopTimer.abort(), { once: true });
    const timeUp = ports
        .sleep(settings.timeoutSeconds * 1000, stopTimer.signal)
        .then(() => (stopTimer.signal.aborted ? new Promise(() => undefined) : reason));
    const found = await Promise.race([
        prepare(),
        timeUp.then((why) => ({ status: 'unavailable', reason: why })),
    ]);
    if (found.status !== 'ready') {
        stopTimer.abort();
        return found;
    }
    const { tree } = found;
    const discover = () => Promise.race([tree.discover(), timeUp.then((why) => Promise.reject(new Error(why)))]).finally(() => stopTimer.abort());
    return { ...found, tree: { ...tree, discover } };
}
/** Notes of each scan, and how many scans the service's memory saved (only when it saved some). */
function logReuse(outcomes, log, notes) {
    const results = outcomes.flatMap((o) => (o.status === 'scanned' ? o.scan.results : []));
    for (const result of results)
        for (const note of result.notes)
            notes.push(`${result.artifactName}: ${note}`);
    const reused = results.filter((r) => r.alreadyScanned).length;
    if (reused > 0)
        log.info(`The service already knew ${(0,plural/* formatCount */.B)(reused)} of ${(0,plural/* plural */.L)(results.length, 'archive')} (byte-identical to ones it scanned before): reused without a new scan, which saved ${(0,plural/* plural */.L)(reused, 'scan')}.`);
}
/** The base side's outcome: scanned, or why not. */
function baseScan(prepared, outcome) {
    if (prepared.status !== 'ready')
        return prepared;
    const { label, sha } = prepared;
    if (outcome === undefined)
        return { status: 'unavailable', label, sha, reason: 'its tree was not scanned' };
    if (outcome.status === 'no-folder')
        return { status: 'no-folder', label, sha };
    if (outcome.status === 'unavailable')
        return { status: 'unavailable', label, sha, reason: outcome.reason };
    return { status: 'scanned', label, sha, tree: outcome.scan };
}


/***/ })

};
