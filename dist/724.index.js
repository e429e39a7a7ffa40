export const id = 724;
export const ids = [724,88];
export const modules = {

/***/ 63724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describePullRequestScan: () => (/* binding */ describePullRequestScan),
  ignoreApplyWhenPrivileged: () => (/* binding */ ignoreApplyWhenPrivileged),
  ignoreWarnWhenPrivileged: () => (/* binding */ ignoreWarnWhenPrivileged),
  pullRequestSuppressionsFor: () => (/* binding */ pullRequestSuppressionsFor),
  scannedTextOf: () => (/* binding */ scannedTextOf),
  settingsForPullRequest: () => (/* binding */ settingsForPullRequest)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(99141);
// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(27262);
;// CONCATENATED MODULE: ./src/engine/git/commit-line-reader.ts
/**
 * A `ReadLines` over a commit's files, read from git objects: in privileged modes the findings are
 * in the pull request's tree, which the workspace (the base branch) does not hold. Each file is
 * read once and kept for the run's other findings in it. The text reader under it serves the
 * SARIF's line hashes there too.
 */


/** A file bigger than this is not read for inline comments (none of its findings is suppressed inline). */
const MAX_LINE_READ_BYTES = 8 * 1024 * 1024;
/**
 * Reads the whole text of workspace-relative files as commit `sha` has them (undefined when it
 * has none, or past MAX_LINE_READ_BYTES): also the text the SARIF's line hashes are computed on.
 */
function createCommitTextReader(options) {
    const { git, workspace, sha } = options;
    if (!(0,git_git/* isObjectId */.TS)(sha))
        throw new Error(`Not a full commit id: '${sha}'`);
    let prefix;
    return async (file) => {
        prefix ??= (0,git_tree/* locateFolder */.$c)(git, workspace).then((l) => l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`);
        const folder = await prefix;
        if (folder === undefined || file.split('/').includes('..'))
            return undefined;
        const object = `${sha}:${folder}${file}`;
        const size = await git.run(['cat-file', '-s', object], { cwd: workspace });
        if (size.code !== 0 || Number(size.stdout.toString('utf8')) > MAX_LINE_READ_BYTES)
            return undefined;
        const result = await git.run(['cat-file', 'blob', object], { cwd: workspace });
        return result.code === 0 ? result.stdout.toString('utf8') : undefined;
    };
}
/** Reads lines of workspace-relative files as commit `sha` has them; undefined when it has none. */
function createCommitLineReader(options) {
    const read = createCommitTextReader(options);
    const texts = new Map();
    const load = async (file) => (await read(file))?.replace(/^\uFEFF/, '').split(/\r?\n/);
    return async (file, fromLine, toLine) => {
        let text = texts.get(file);
        if (text === undefined)
            texts.set(file, (text = load(file)));
        return (await text)?.slice(fromLine - 1, toLine);
    };
}

// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(14781);
// EXTERNAL MODULE: ./src/github-context.ts
var github_context = __webpack_require__(68886);
// EXTERNAL MODULE: ./src/action/inputs.ts + 6 modules
var inputs = __webpack_require__(21751);
;// CONCATENATED MODULE: ./src/action/pull-request/github-lookup.ts
/** Pull requests that share one head branch are few; one page holds them. */
const PULLS_PER_PAGE = 100;
/** A lookup of the client's repository's pull requests (needs `pull-requests: read`). */
function createPullRequestLookup(client) {
    const octokit = async () => (await client()).octokit;
    const repository = async () => {
        const { owner, repo } = await client();
        return { owner, repo };
    };
    return {
        listOpenByHead: async (headOwner, branch) => {
            const head = `${headOwner}:${branch}`;
            const pulls = (await octokit()).rest.pulls;
            const { data } = await pulls.list({
                ...(await repository()),
                state: 'open',
                head,
                per_page: PULLS_PER_PAGE,
            });
            return data;
        },
        get: async (number) => {
            const pulls = (await octokit()).rest.pulls;
            const { data } = await pulls.get({ ...(await repository()), pull_number: number });
            return data;
        },
    };
}

// EXTERNAL MODULE: ./src/action/github/github-session.ts
var github_session = __webpack_require__(18132);
// EXTERNAL MODULE: ./src/engine/git/blob-reader.ts
var blob_reader = __webpack_require__(42912);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
// EXTERNAL MODULE: ./src/engine/suppressions/format.ts
var format = __webpack_require__(41088);
// EXTERNAL MODULE: ./src/engine/suppressions/read-file.ts
var read_file = __webpack_require__(50850);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/changed-lines.ts
var changed_lines = __webpack_require__(81765);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/suppression-changes.ts
var suppression_changes = __webpack_require__(46260);
;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/read-suppression-changes.ts
/**
 * Reads, from git objects only, what a pull request does to the suppressions: the suppressions
 * file at its base and at its head, the `plerion:ignore` comments in the files it changes
 * (`git diff --raw` between the two commits, renames off so a moved comment counts as new), and
 * which lines of those files it changed (`git diff -U0` of the two blobs), so that a base's
 * comment no longer speaks for code the pull request edited next to it.
 */









/**
 * A changed file bigger than this is not compared: its comments count as the pull request's. So
 * is a file whose new blob is a Git LFS pointer: the scan reads the checkout's smudged file, whose
 * comments no blob compared here holds.
 */
const MAX_COMPARED_FILE_BYTES = 2 * 1024 * 1024;
const MARKER = /plerion:ignore/i;
/** Parses `diff --raw -z` records: `:<mode> <mode> <old> <new> <status>\0<path>\0`. */
function parseRawDiff(output) {
    const fields = output.toString('utf8').split('\0');
    const files = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [, , oldId = '', newId = '', status = ''] = (fields[i] ?? '').slice(1).split(' ');
        const path = fields[i + 1] ?? '';
        if (status.startsWith('D') || !(0,git_git/* isObjectId */.TS)(newId) || /^0+$/.test(newId))
            continue;
        files.push({ path, oldId: /^0+$/.test(oldId) ? undefined : oldId, newId });
    }
    return files;
}
/** Bytes of changed files read at once. */
const CHANGED_FILES_BATCH_BYTES = 16 * 1024 * 1024;
/** Consecutive groups of items whose sizes add up to at most one batch (a bigger item goes alone). */
function batchesOf(items, sizeOf) {
    const batches = [];
    let current = [];
    let bytes = 0;
    for (const item of items) {
        if (current.length > 0 && bytes + sizeOf(item) > CHANGED_FILES_BATCH_BYTES) {
            batches.push(current);
            current = [];
            bytes = 0;
        }
        current.push(item);
        bytes += sizeOf(item);
    }
    if (current.length > 0)
        batches.push(current);
    return batches;
}
async function sizesOf(git, cwd, ids) {
    const args = ['cat-file', '--batch-check'];
    const result = await git.run(args, { cwd, input: ids.map((id) => `${id}\n`).join('') });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const sizes = new Map();
    for (const line of result.stdout.toString('utf8').split('\n')) {
        const [id = '', type, size] = line.split(' ');
        if (type === 'blob')
            sizes.set(id, Number(size));
    }
    return sizes;
}
/**
 * The suppressions file `file` (workspace-relative; `repoPath` is it repository-relative) as commit
 * `sha` has it, from git objects; none when the commit has no such file. Throws when it is too
 * big or malformed. Also the command line's read of a commit it scans instead of the work tree.
 */
async function readSuppressionsAt(git, cwd, spec) {
    const object = `${spec.sha}:${spec.repoPath}`;
    // batch-check names the blob by its id, not by `<sha>:<path>`: the one answer is it.
    const bytes = [...(await sizesOf(git, cwd, [object])).values()][0];
    if (bytes === undefined)
        return { file: spec.file, entries: [] };
    if (bytes > read_file/* MAX_SUPPRESSIONS_FILE_BYTES */.Fk)
        throw new Error(`${spec.file} has ${bytes} bytes, more than ${read_file/* MAX_SUPPRESSIONS_FILE_BYTES */.Fk}`);
    const args = ['cat-file', 'blob', object];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    return (0,format.parseSuppressions)(spec.file, result.stdout.toString('utf8'));
}
/**
 * The lines of a file the pull request changed, from `git diff -U0` of its two blobs, read as text
 * whatever git thinks of them (`--text`; no diff driver runs, see `git.ts`): a NUL byte makes
 * git call a blob binary and give no hunk, and two different blobs with no hunk parsed count as
 * wholly changed, never as unchanged.
 */
async function readChangedLines(git, cwd, file) {
    if (file.oldId === undefined)
        return changed_lines/* WHOLE_FILE */.JZ;
    // A mode change alone (the same blob): no line changed.
    if (file.oldId === file.newId)
        return { added: [], deletedAfter: [] };
    const args = ['diff', '--text', '--no-color', '-U0', file.oldId, file.newId];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const changed = (0,changed_lines/* parseHunks */.FS)(result.stdout.toString('utf8'));
    return changed.added.length + changed.deletedAfter.length === 0 ? changed_lines/* WHOLE_FILE */.JZ : changed;
}
/** The suppressions of both sides and what the pull request changes; throws on a git failure. */
async function readSuppressionChanges(options) {
    const { git, workspace, baseSha, headSha, file } = options;
    const location = await (0,git_tree/* locateFolder */.$c)(git, workspace);
    if (!location)
        throw new Error('the workspace is not in a git checkout');
    const prefix = location.folder === '' ? '' : `${location.folder}/`;
    const repoPath = `${prefix}${file}`;
    const base = await readSuppressionsAt(git, workspace, { sha: baseSha, repoPath, file });
    const problems = [];
    let head;
    try {
        head = await readSuppressionsAt(git, workspace, { sha: headSha, repoPath, file });
    }
    catch (error) {
        problems.push(`The pull request's ${file} could not be read, so its entries are not listed: ${(0,errors/* describeError */.Uc)(error).split('\n')[0]}`);
    }
    const args = ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', baseSha, headSha];
    const diff = await git.run(args, { cwd: workspace });
    if (diff.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, diff);
    const changed = parseRawDiff(diff.stdout)
        .filter((f) => f.path.startsWith(prefix))
        .map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
    const sizes = await sizesOf(git, workspace, changed.map((f) => f.newId));
    const uncompared = changed
        .filter((f) => (sizes.get(f.newId) ?? Infinity) > MAX_COMPARED_FILE_BYTES)
        .map((f) => f.path);
    const compared = changed.filter((f) => !uncompared.includes(f.path));
    const reader = (0,blob_reader/* createBlobReader */.nF)(git, workspace);
    const inline = [];
    const changedLines = new Map();
    // A batch of files at a time: a pull request that changes thousands of files is never held whole.
    for (const batch of batchesOf(compared, (f) => sizes.get(f.newId) ?? 0)) {
        const heads = await reader.read(batch.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })));
        for (const [i, changedFile] of batch.entries()) {
            // A Git LFS pointer is not the text scanned (the checkout's smudged file is): uncompared.
            if (heads[i] !== undefined && (0,lfs_pointer/* isLfsPointer */.N)(heads[i])) {
                uncompared.push(changedFile.path);
                continue;
            }
            const text = heads[i]?.toString('utf8') ?? '';
            if (!MARKER.test(text))
                continue;
            const old = changedFile.oldId === undefined
                ? undefined
                : (await reader.read([{ objectId: changedFile.oldId, size: 0 }]))[0]?.toString('utf8');
            inline.push(...(0,suppression_changes/* changedDirectives */.NY)(changedFile.path, old, text));
            changedLines.set(changedFile.path, await readChangedLines(git, workspace, changedFile));
        }
    }
    return {
        base,
        head,
        changes: {
            file,
            entries: head ? (0,suppression_changes/* changedEntries */.bF)(base, head) : [],
            inline,
            uncompared,
            problems,
        },
        changedLines,
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/read-at-target-tip.ts
/**
 * The suppressions a change request is judged with when its base is a merge base (a CI that
 * names the commit the author branched from, which the author chooses). What the change itself
 * edits is read against that base (its own comments, the lines it changed), but what applies is
 * the target branch's tip: its suppressions file, and only the inline comments the tip holds as
 * they are. An entry or comment the target revoked after the
 * branch point is listed as the change's own (against the target, the change brings it back) and
 * never applied: an exception security removed from main cannot be borrowed from an old branch.
 */

const placeOf = (d) => `${d.file}:${d.line}`;
/** The changes against `baseSha`, with the file and the comments that apply taken at `tipSha`. */
async function readSuppressionChangesAtTip(options) {
    const own = await readSuppressionChanges(options);
    if (options.tipSha === options.baseSha)
        return own;
    const atTip = await readSuppressionChanges({ ...options, baseSha: options.tipSha });
    const listed = new Set(own.changes.inline.map(placeOf));
    const union = (a, b) => [...new Set([...a, ...b])];
    return {
        base: atTip.base,
        head: own.head,
        changes: {
            ...own.changes,
            // Entries against the file that applies: one the target no longer has is the change's.
            entries: atTip.changes.entries,
            inline: [
                ...own.changes.inline,
                ...atTip.changes.inline.filter((d) => !listed.has(placeOf(d))),
            ],
            uncompared: union(own.changes.uncompared, atTip.changes.uncompared),
            problems: union(own.changes.problems, atTip.changes.problems),
        },
        // Only the change's own edits take a base comment's code from it.
        changedLines: own.changedLines,
    };
}

;// CONCATENATED MODULE: ./src/engine/suppressions/pull-request/prepare-suppressions.ts




async function preparePullRequestSuppressions(options) {
    const { git, workspace, file, privileged, baseSha, headSha } = options;
    // A privileged run's pull request is untrusted: what it adds is proposed, whatever was asked.
    const mode = privileged ? 'propose' : options.mode;
    const fromBase = privileged || mode === 'propose';
    const readLines = privileged && headSha !== undefined
        ? createCommitLineReader({ git, workspace, sha: headSha })
        : undefined;
    const unknown = (why) => ({
        mode,
        file: fromBase ? { file: file.file, entries: [] } : file,
        entriesApplied: !fromBase,
        changes: {
            file: file.file,
            entries: [],
            inline: [],
            uncompared: [],
            problems: [
                `Which suppressions ${options.subject ?? 'this pull request'} adds could not be told (${why})${fromBase ? ': none of the suppressions file or of inline comments is applied' : ''}.`,
            ],
            baseUnknown: true,
        },
        changedLines: new Map(),
        readLines,
    });
    const { tip } = options;
    const tipUnknown = fromBase && tip !== undefined && 'unavailable' in tip
        ? `The target branch's tip, where the suppressions that apply are read, could not be had (${tip.unavailable}): none of the suppressions file or of inline comments is applied.`
        : undefined;
    if (baseSha === undefined || headSha === undefined) {
        // Applying the workspace's own: nothing to list without a base, and the gate is as asked.
        if (!fromBase)
            return { ...unknown(''), changes: { ...unknown('').changes, problems: [] } };
        return unknown('its base is unknown');
    }
    try {
        const spec = { git, workspace, baseSha, headSha, file: file.file };
        const read = fromBase && tip !== undefined && 'sha' in tip
            ? await readSuppressionChangesAtTip({ ...spec, tipSha: tip.sha })
            : await readSuppressionChanges(spec);
        if (tipUnknown !== undefined) {
            // What the change adds is still listed; nothing of the base applies (fail closed).
            const problems = [...read.changes.problems, tipUnknown];
            return { ...unknown(''), changes: { ...read.changes, problems, baseUnknown: true } };
        }
        return {
            mode,
            file: fromBase ? read.base : file,
            entriesApplied: !fromBase,
            changes: read.changes,
            changedLines: read.changedLines,
            readLines,
        };
    }
    catch (error) {
        return unknown(`reading them from git failed: ${(0,errors/* describeError */.Uc)(error).split('\n')[0]}`);
    }
}

// EXTERNAL MODULE: ./src/sentence.ts
var sentence = __webpack_require__(20358);
;// CONCATENATED MODULE: ./src/action/pull-request/fetch-pull-request.ts
/**
 * Brings a pull request's commits into the object store without letting them near anything else:
 * `git ls-remote` reads what `refs/pull/<n>/merge` and `refs/pull/<n>/head` point at, and the
 * commits are fetched by id (`--no-write-fetch-head`), so no ref, no FETCH_HEAD, no index and no
 * work-tree file changes. GitHub's test merge commit is used only when its parents are the base
 * tip and the event's head; else the head itself, at exactly the event's head commit. A head that
 * moved on since the event is an error: a newer run scans the newer head.
 */


async function isShallow(git, cwd) {
    const result = await git.run(['rev-parse', '--is-shallow-repository'], { cwd });
    return result.stdout.toString('utf8').trim() === 'true';
}
/** What origin's pull refs point at, by ref name; throws when origin cannot be asked. */
async function readPullRefs(git, cwd, number) {
    const refs = [`refs/pull/${number}/merge`, `refs/pull/${number}/head`];
    const args = ['ls-remote', '--quiet', 'origin', ...refs];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new Error(`git ls-remote origin failed (exit ${result.code}): ${(0,git_git/* gitSaid */.UU)(result.stderr)}`);
    const found = new Map();
    for (const line of result.stdout.toString('utf8').split('\n')) {
        const [sha = '', ref = ''] = line.split('\t');
        if ((0,git_git/* isObjectId */.TS)(sha) && refs.includes(ref))
            found.set(ref, sha);
    }
    return found;
}
/** Makes `sha` local by fetching exactly that commit (deep enough for its parents when shallow). */
async function obtain(git, cwd, sha, depth) {
    if ((await (0,git_history/* resolveLocalCommit */.z_)(git, cwd, sha)) === sha)
        return;
    const args = [
        'fetch',
        '--no-tags',
        '--no-write-fetch-head',
        ...(depth === undefined ? [] : [`--depth=${depth}`]),
        'origin',
        sha,
    ];
    const result = await git.run(args, { cwd });
    if (result.code !== 0 || (await (0,git_history/* resolveLocalCommit */.z_)(git, cwd, sha)) !== sha)
        throw new Error(`fetching ${sha.slice(0, 12)} from origin failed: ${(0,git_git/* gitSaid */.UU)(result.stderr)}`);
}
/** Fetches and verifies the commits of a pull request; a failed check is an error, never a pass. */
async function fetchPullRequest(options) {
    const { git, cwd, pullRequest: pr } = options;
    const refs = await readPullRefs(git, cwd, pr.number);
    const head = refs.get(`refs/pull/${pr.number}/head`);
    if (head === undefined)
        return {
            status: 'error',
            check: 'head ref',
            reason: `origin has no refs/pull/${pr.number}/head, so pull request #${pr.number} cannot be read`,
        };
    if (head !== pr.headSha)
        return {
            status: 'error',
            check: 'head sha',
            reason: `pull request #${pr.number} moved on: its head is now ${head.slice(0, 12)}, not the ${pr.headSha.slice(0, 12)} this run is for (the run for the new head scans it)`,
        };
    const depth = (await isShallow(git, cwd)) ? 2 : undefined;
    const merge = refs.get(`refs/pull/${pr.number}/merge`);
    let whyNotMerge = 'origin has no refs/pull/<n>/merge (the pull request has merge conflicts)';
    if (merge !== undefined) {
        await obtain(git, cwd, merge, depth);
        const [first, second, ...more] = await (0,git_history/* readParents */.Wn)(git, cwd, merge);
        if (first && options.baseTips.includes(first) && second === pr.headSha && more.length === 0)
            return { status: 'ok', sha: merge, source: 'merge-ref', baseSha: first, notes: [] };
        whyNotMerge = `refs/pull/<n>/merge (${merge.slice(0, 12)}) does not merge the event's head into the event's base tip (GitHub has not updated it yet)`;
    }
    await obtain(git, cwd, pr.headSha, depth);
    await obtain(git, cwd, pr.baseSha, depth);
    const mergeBase = await (0,git_history/* findMergeBase */.fe)(git, cwd, pr.baseSha, pr.headSha);
    const notes = [
        `Scanned the head of pull request #${pr.number} (${pr.headSha.slice(0, 12)}) rather than its merge into the base: ${whyNotMerge.replace('<n>', String(pr.number))}.`,
    ];
    if (mergeBase === undefined)
        notes.push(`The history at hand does not reach where the pull request branched, so it is compared with the base branch's tip ${pr.baseSha.slice(0, 12)}.`);
    return {
        status: 'ok',
        sha: pr.headSha,
        source: 'head-ref',
        baseSha: mergeBase ?? pr.baseSha,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/action/pull-request/privileged-event.ts
/**
 * What a privileged event says about the pull request to scan: `pull_request_target` carries it in
 * its payload; `workflow_run` carries only the head commit, and the pull request is looked up and
 * validated before anything is trusted. Every text of the event is untrusted: only object ids and
 * numbers pass through as they are, checked here.
 */


function pullRequestTarget(event) {
    const number = (0,github_context/* field */.ZZ)(event, 'pull_request', 'number');
    const baseSha = (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'pull_request', 'base', 'sha')) ?? '';
    const headSha = (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'pull_request', 'head', 'sha')) ?? '';
    const missing = [
        typeof number === 'number' && Number.isSafeInteger(number) && number > 0
            ? undefined
            : 'pull_request.number',
        (0,git_git/* isObjectId */.TS)(baseSha) ? undefined : 'pull_request.base.sha',
        (0,git_git/* isObjectId */.TS)(headSha) ? undefined : 'pull_request.head.sha',
    ].filter((name) => name !== undefined);
    if (missing.length > 0)
        return {
            kind: 'invalid',
            reason: `the pull_request_target event lacks a valid ${missing.join(', ')}, so the pull request cannot be identified`,
        };
    return {
        kind: 'pull_request_target',
        number: number,
        baseSha,
        headSha,
        baseRef: (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'pull_request', 'base', 'ref')) ?? baseSha.slice(0, 7),
    };
}
function workflowRun(event) {
    const headSha = (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'workflow_run', 'head_sha')) ?? '';
    if (!(0,git_git/* isObjectId */.TS)(headSha))
        return {
            kind: 'invalid',
            reason: 'the workflow_run event lacks a valid workflow_run.head_sha, so the commit to scan is unknown',
        };
    return {
        kind: 'workflow_run',
        headSha,
        triggeringEvent: (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'workflow_run', 'event')) ?? '',
        headOwner: (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'workflow_run', 'head_repository', 'owner', 'login')),
        headBranch: (0,github_context/* text */.Qq)((0,github_context/* field */.ZZ)(event, 'workflow_run', 'head_branch')),
    };
}
/** Reads the pull request a privileged event is about; `unprivileged` on every other event. */
function readPrivilegedEvent(eventName, event) {
    if (eventName === 'pull_request_target')
        return pullRequestTarget(event);
    if (eventName === 'workflow_run')
        return workflowRun(event);
    return { kind: 'unprivileged' };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(38816);
;// CONCATENATED MODULE: ./src/action/pull-request/validate-workflow-run.ts
/**
 * `workflow_run` after a `pull_request` workflow: the event names a head commit and, for a fork,
 * no pull request at all (`workflow_run.pull_requests` is empty). The pull request is looked up
 * by the head's owner and branch and then checked before anything about it is trusted: base
 * repository is this one, state open, head commit equal to the run's, event `pull_request`. Any
 * failed check is an error naming it (fail closed), never a pass.
 */

/** A pull request as GitHub's REST API gives it; only the fields checked here. */
const ApiPullRequestSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    state: schemas/* string */.YjP(),
    head: schemas/* object */.Ikc({ sha: schemas/* string */.YjP() }),
    base: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP(),
        ref: schemas/* string */.YjP(),
        repo: schemas/* object */.Ikc({ full_name: schemas/* string */.YjP() }).nullable(),
    }),
});
function invalid(check, reason) {
    return { status: 'invalid', check, reason };
}
/** The checks a pull request must pass to be the subject of this run; pure. */
function checkPullRequest(pr, expected) {
    const number = `pull request #${pr.number}`;
    if (pr.base.repo?.full_name.toLowerCase() !== expected.repository.toLowerCase())
        return invalid('base repository', `${number} does not go into ${expected.repository}`);
    if (pr.state !== 'open')
        return invalid('state', `${number} is ${pr.state}, not open`);
    if (pr.head.sha !== expected.headSha)
        return invalid('head sha', `${number}'s head is now ${pr.head.sha.slice(0, 12)}, not the ${expected.headSha.slice(0, 12)} the workflow run tested (the pull request moved on: the run for its new head scans it)`);
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(pr.base.sha))
        return invalid('base sha', `${number} has no valid base commit`);
    return {
        status: 'valid',
        number: pr.number,
        baseSha: pr.base.sha,
        baseRef: pr.base.ref,
        headSha: pr.head.sha,
    };
}
function parsed(value) {
    const result = ApiPullRequestSchema.safeParse(value);
    return result.success ? result.data : undefined;
}
/** Finds and validates the pull request a `workflow_run` event follows. */
async function findWorkflowRunPullRequest(event, options) {
    if (event.triggeringEvent !== 'pull_request')
        return invalid('event', `the workflow run this job follows was started by '${event.triggeringEvent}', not by pull_request`);
    if (event.headOwner === undefined || event.headBranch === undefined)
        return invalid('head repository', 'the workflow_run event names no head repository owner or head branch to find the pull request by');
    const listed = await options.lookup.listOpenByHead(event.headOwner, event.headBranch);
    const candidates = listed.map(parsed).filter((pr) => pr !== undefined);
    const matching = candidates.filter((pr) => pr.head.sha === event.headSha);
    const chosen = matching[0] ?? candidates[0];
    if (chosen === undefined)
        return invalid('pull request', `no open pull request of ${options.repository} has the head ${event.headSha.slice(0, 12)} this workflow run tested`);
    if (matching.length > 1)
        return invalid('pull request', `${matching.length} open pull requests have the head ${event.headSha.slice(0, 12)}; the one to report on is ambiguous`);
    // Read again by number: the list may lag behind a push or a close.
    const current = parsed(await options.lookup.get(chosen.number));
    if (current === undefined)
        return invalid('pull request', `pull request #${chosen.number} could not be read`);
    return checkPullRequest(current, { repository: options.repository, headSha: event.headSha });
}

;// CONCATENATED MODULE: ./src/action/pull-request/resolve-pull-request.ts
/**
 * The trees a privileged run scans: on `pull_request_target` and on `workflow_run` after a
 * `pull_request` workflow, the pull request's commit read from git objects (never the workspace,
 * which holds the base branch) and the base it is compared with. Whatever cannot be verified ends
 * as an error naming the failed check (fail closed); on other events there is nothing to resolve.
 */







function failed(check, reason) {
    return { status: 'error', check, reason };
}
/** Finds, fetches and verifies the pull request a privileged event is about. */
async function resolvePullRequest(options) {
    const event = readPrivilegedEvent(options.eventName, options.event);
    if (event.kind === 'unprivileged')
        return { status: 'unprivileged' };
    if (event.kind === 'invalid')
        return failed('event', event.reason);
    let pr;
    const baseTips = [];
    let baseTip;
    if (event.kind === 'pull_request_target') {
        pr = event;
        baseTips.push(event.baseSha, options.sha);
        baseTip = await currentBaseTip(options, event.baseSha);
    }
    else {
        let found;
        try {
            found = await findWorkflowRunPullRequest(event, {
                repository: options.repository,
                lookup: options.lookup(),
            });
        }
        catch (error) {
            return failed('pull request', `looking it up on GitHub failed: ${(0,errors/* describeError */.Uc)(error)}`);
        }
        if (found.status === 'invalid')
            return failed(found.check, found.reason);
        pr = found;
        baseTips.push(found.baseSha);
        // GitHub's answer of now: the pull request's base as the base branch has it.
        baseTip = found.baseSha;
    }
    try {
        const fetched = await fetchPullRequest({
            git: options.git,
            cwd: options.cwd,
            pullRequest: pr,
            baseTips,
        });
        if (fetched.status === 'error')
            return failed(fetched.check, fetched.reason);
        return {
            status: 'ready',
            mode: event.kind,
            number: pr.number,
            headSha: pr.headSha,
            head: {
                sha: fetched.sha,
                label: `pull request #${pr.number}`,
                fromGit: true,
                source: fetched.source,
            },
            base: { sha: fetched.baseSha, label: pr.baseRef, fromGit: true },
            baseTip,
            notes: fetched.notes,
        };
    }
    catch (error) {
        return failed('fetch', `reading pull request #${pr.number} from origin failed: ${(0,errors/* describeError */.Uc)(error)}`);
    }
}
/**
 * The base branch's tip on `pull_request_target`: the commit the workflow runs on (GITHUB_SHA,
 * the checkout: the base branch when the run started, so the event's `base.sha` or newer), else
 * the event's `base.sha`.
 */
async function currentBaseTip(options, eventBase) {
    if (!(0,git_git/* isObjectId */.TS)(options.sha))
        return eventBase;
    const local = await (0,git_history/* resolveLocalCommit */.z_)(options.git, options.cwd, options.sha);
    return local === options.sha ? local : eventBase;
}
/** One line for the log and the verdict: which check failed and why. */
function describeResolutionError(resolution) {
    return `${(0,sentence/* asSentence */.K)(`the pull request could not be verified (check failed: ${resolution.check}): ${resolution.reason}`)} Nothing was scanned, and this is not a pass.`;
}

;// CONCATENATED MODULE: ./src/action/pull-request/pull-request-run.ts
/**
 * The few places a run meets its pull request, kept here so the recipe (`run()` in
 * `action/run.ts`) and the scan change by a line each: resolving the pull request of a privileged
 * event (an error stops the run as `result=error`), pointing the comment and the gate at its head,
 * and settling the suppressions it adds. Its trees are read from git objects by
 * `engine/scan/trees/pull-request-trees.ts`.
 */










function gitFor(settings) {
    return (0,git_git/* createGitCli */.hn)({ timeoutMs: Math.min(git_git/* GIT_TIMEOUT_MS */.eS, settings.timeoutSeconds * 1000) });
}
/**
 * The settings a privileged run goes on with: the comment and the links go to the pull request
 * and its head commit, the archives are named after that commit, and a SARIF upload names the
 * commit scanned and its pull ref. Unchanged on other events;
 * throws `PullRequestError` naming the failed check.
 */
async function settingsForPullRequest(settings, git = gitFor(settings), session = (0,github_session/* gitHubSessionFor */.X)(settings)) {
    if (settings.apiKey === '')
        return { settings, pullRequest: undefined };
    const { github } = settings;
    const resolution = await resolvePullRequest({
        git,
        cwd: settings.scanRoot,
        eventName: github.eventName,
        event: github.event,
        repository: github.repository,
        sha: github.sha,
        lookup: () => createPullRequestLookup(() => session.client()),
    });
    if (resolution.status === 'unprivileged')
        return { settings, pullRequest: undefined };
    if (resolution.status === 'error')
        throw new errors/* PullRequestError */.v6(describeResolutionError(resolution));
    return {
        pullRequest: resolution,
        settings: Object.freeze({
            ...settings,
            artifactBase: settings.artifactNamed
                ? settings.artifactBase
                : (0,inputs/* defaultArtifactName */.Vb)(github.repository, resolution.headSha, settings.scanPath),
            github: { ...github, pullRequestNumber: resolution.number, headSha: resolution.headSha },
            surfaces: {
                ...settings.surfaces,
                scannedCommit: {
                    sha: resolution.head.sha,
                    ref: `refs/pull/${resolution.number}/${resolution.head.source === 'merge-ref' ? 'merge' : 'head'}`,
                },
            },
        }),
    };
}
/**
 * The base of a `pull_request` (or `merge_group`) event's suppressions: the event's
 * `pull_request.base.sha` (`merge_group.base_sha`), the base branch's tip, whatever the findings
 * are compared with (`baseline: none` included), fetched from origin when the checkout lacks it;
 * undefined when it cannot be had.
 */
async function eventBase(git, settings) {
    const { eventName, event } = settings.github;
    const sha = (0,github_context/* readChangeEvent */.bM)(eventName, event)?.baseSha;
    if (sha === undefined || !(0,git_git/* isObjectId */.TS)(sha))
        return undefined;
    if ((await (0,git_history/* resolveLocalCommit */.z_)(git, settings.workspace, sha)) === sha)
        return sha;
    const fetched = await (0,git_history/* fetchFromOrigin */.FU)(git, settings.workspace, sha);
    return fetched.ok ? fetched.sha : undefined;
}
/**
 * How this pull request's suppressions are treated, or undefined when the run is not about a
 * pull request or a merge queue's group. Their base is the base branch's tip (the resolved one on
 * a privileged event, the event's own on `pull_request` and `merge_group`), never a merge base or
 * the findings' baseline.
 */
async function pullRequestSuppressionsFor(settings, options) {
    const { pullRequestNumber, eventName, event } = settings.github;
    const reviewed = pullRequestNumber !== undefined || (0,github_context/* readChangeEvent */.bM)(eventName, event) !== undefined;
    if (!reviewed || settings.apiKey === '')
        return undefined;
    const git = options.git ?? gitFor(settings);
    const privileged = options.pullRequest !== undefined;
    return preparePullRequestSuppressions({
        git,
        workspace: settings.workspace,
        file: settings.suppressions,
        mode: settings.prSuppressions,
        privileged,
        baseSha: options.pullRequest?.baseTip ?? (await eventBase(git, settings)),
        headSha: options.pullRequest?.head.sha ?? (await (0,git_history/* resolveLocalCommit */.z_)(git, settings.workspace, 'HEAD')),
    });
}
/** One log line on what a privileged run scans instead of the workspace. */
function describePullRequestScan(pullRequest) {
    const { head, base, number, headSha } = pullRequest;
    const what = head.source === 'merge-ref'
        ? `GitHub's test merge commit ${head.sha.slice(0, 12)} (head ${headSha.slice(0, 12)} into ${base.sha.slice(0, 12)})`
        : `its head ${headSha.slice(0, 12)}`;
    return `Scanning pull request #${number} from git objects: ${what}; the workspace (the base branch) is not scanned, and nothing of the pull request is checked out or run.`;
}
/**
 * On a privileged event (`pull_request_target`, `workflow_run`) and in the merge queue
 * (`merge_group`, whose queued pull requests may be forks') a scan that could not complete
 * fails the job whatever `on-service-error` says, with one notice saying so: under `warn` a fork
 * could add a file the service refuses and end green (exit 0, check run `neutral`).
 */
function ignoreWarnWhenPrivileged(settings, log) {
    const { eventName } = settings.github;
    if (settings.onServiceError !== 'warn' || !(0,github_context/* holdsSecretsForUntrustedChange */.Ny)(eventName))
        return settings;
    log.notice(`on-service-error: warn is ignored on ${eventName}: the pull request scanned here is untrusted, so a scan that could not complete fails the job.`);
    return Object.freeze({ ...settings, onServiceError: 'fail' });
}
/**
 * On a privileged event and on `merge_group` `pr-suppressions: apply` is not honoured: the run
 * goes on as `propose`, with one notice saying so. The pull request under review wrote its own
 * inline comments and suppressions entries; applying them would let a fork take its own findings
 * out of the gate.
 */
function ignoreApplyWhenPrivileged(settings, log) {
    const { eventName } = settings.github;
    if (settings.prSuppressions !== 'apply' || !(0,github_context/* holdsSecretsForUntrustedChange */.Ny)(eventName))
        return settings;
    log.notice(`pr-suppressions: apply is ignored on ${eventName}: the pull request scanned here is untrusted, so the suppressions it adds are listed as proposed and their findings still gate.`);
    return Object.freeze({ ...settings, prSuppressions: 'propose' });
}
/** The text of the scanned commit's files (for the SARIF's line hashes), read from git objects. */
function scannedTextOf(settings, pullRequest) {
    return createCommitTextReader({
        git: gitFor(settings),
        workspace: settings.workspace,
        sha: pullRequest.head.sha,
    });
}


/***/ }),

/***/ 56244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MQ: () => (/* binding */ readName)
/* harmony export */ });
/* unused harmony exports decodeName, renderName */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * File names as the file system and git give them: bytes. Zip entry names are UTF-8, so a name
 * that is not valid UTF-8 can never be uploaded; nor can one the zip cannot carry faithfully to
 * the service: a backslash (the service reads it as a folder separator, so `a\\b.tf` would come
 * back as `a/b.tf`, another file) or a control character. Such names are reported under a
 * readable rendering, those bytes written as `\xHH`.
 */

const MAX_UTF8_SEQUENCE_BYTES = 4;
/** Bytes a zip entry name cannot carry faithfully: control characters, DEL and the backslash. */
const isUncarried = (byte) => byte < 0x20 || byte === 0x7f || byte === 0x5c;
/** The name as text when its bytes are valid UTF-8 the zip carries faithfully, else undefined. */
function decodeName(bytes) {
    if (bytes.some(isUncarried))
        return undefined;
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes) ? Buffer.from(bytes).toString('utf8') : undefined;
}
/** The name with every byte that is not part of valid UTF-8, or not carried, written as `\xHH`. */
function renderName(bytes) {
    let out = '';
    let i = 0;
    while (i < bytes.length) {
        let length = 0;
        for (let n = 1; n <= MAX_UTF8_SEQUENCE_BYTES && i + n <= bytes.length; n++) {
            if (isUncarried(bytes[i] ?? 0))
                break;
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes.subarray(i, i + n))) {
                length = n;
                break;
            }
        }
        if (length > 0) {
            out += Buffer.from(bytes.subarray(i, i + length)).toString('utf8');
            i += length;
        }
        else {
            out += `\\x${(bytes[i] ?? 0).toString(16).padStart(2, '0')}`;
            i += 1;
        }
    }
    return out;
}
/** The name as text, or its rendering when it cannot be uploaded (then `valid` is false). */
function readName(bytes) {
    const text = decodeName(bytes);
    return text === undefined ? { text: renderName(bytes), valid: false } : { text, valid: true };
}


/***/ }),

/***/ 21948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ isLfsPointer),
/* harmony export */   X: () => (/* binding */ MAX_LFS_POINTER_BYTES)
/* harmony export */ });
/**
 * Git LFS pointers: the small text file git holds in place of a file stored in LFS. A checkout
 * without `lfs: true`, and every tree read from git objects, has the pointer, not the file: a
 * pointer named `main.tf` is no Terraform, and scanning it would judge nothing. The format is
 * git-lfs's spec: UTF-8 `key value` lines, `version` first, with `oid sha256:` and `size`, the
 * whole under 1024 bytes (git-lfs refuses to read a larger one as a pointer).
 */
/** git-lfs never reads a file of this size or more as a pointer. */
const MAX_LFS_POINTER_BYTES = 1024;
/** The `version` lines git-lfs writes (the first is the spec's; the second its old name). */
const VERSIONS = [
    'version https://git-lfs.github.com/spec/v1\n',
    'version https://hawser.github.com/spec/v1\n',
];
/** True when `bytes` is a Git LFS pointer rather than the file it stands for. */
function isLfsPointer(bytes) {
    if (bytes.byteLength >= MAX_LFS_POINTER_BYTES)
        return false;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    if (!VERSIONS.some((version) => text.startsWith(version)))
        return false;
    return /^oid sha256:[0-9a-f]{64}$/m.test(text) && /^size \d+$/m.test(text);
}


/***/ }),

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

/***/ 41088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseSuppressions: () => (/* binding */ parseSuppressions)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38816);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _expiry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73120);
/**
 * The suppressions file: its format, its schema and the parser that turns its text into entries
 * or one `ConfigurationError` listing every problem (file, entry, field, what is accepted).
 *
 * ```yaml
 * # .plerion-ignore.yml (input `suppressions`): findings accepted on purpose, and why.
 * suppressions:
 *   - detection: PLERION-TF-S3-PUBLIC-ACL    # required: a detection id, exactly as reported
 *     path: infra/public-site/**             # optional: a glob relative to the workspace
 *     resource: aws_s3_bucket.site           # optional: the finding's resource, exactly
 *     reason: Public website bucket, reviewed by security (SEC-123)   # required
 *     expires: 2027-03-31                    # optional: YYYY-MM-DD, until the end of that day UTC
 * ```
 *
 * An entry suppresses the findings of its `detection` that match every field it gives. A `path`
 * without `/` matches a file name at any depth; a folder matches everything below it. After
 * `expires` the entry suppresses nothing and the run warns about it. The file holds one map with
 * the one key `suppressions`; an empty file or an empty list suppresses nothing. Any other key,
 * in the map or in an entry, is an error (so `reson:` is caught). The file is read as YAML 1.2
 * (core schema): an unquoted date stays text, and an explicit `!!timestamp` date is accepted.
 */




const FIELDS = ['detection', 'path', 'resource', 'reason', 'expires'];
const EXAMPLE = 'detection: <id> and reason: <why it is accepted>';
/** Problems listed in one error; the rest are counted. */
const MAX_PROBLEMS_LISTED = 20;
function text(accepted) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({
        error: (issue) => (issue.input === undefined ? 'is required' : `must be ${accepted}`),
    })
        .trim()
        .min(1, `must not be empty: expected ${accepted}`);
}
const Entry = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    // `*`, not `+`: a blank id is refused once, as empty, not also as "with spaces".
    detection: text('a detection id such as PLERION-TF-S3-PUBLIC-ACL').regex(/^\S*$/, 'must be one detection id, without spaces'),
    path: text('a glob relative to the workspace, such as infra/site/**')
        .refine((glob) => !glob.startsWith('/') && !glob.split('/').includes('..'), {
        message: 'must be a glob relative to the workspace, without .. or a leading /',
    })
        .optional(),
    resource: text("the finding's resource, such as aws_s3_bucket.site").optional(),
    reason: text('text saying why the finding is accepted, such as a review or ticket'),
    expires: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6U()])
        .transform((value) => (typeof value === 'string' ? value.trim() : (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .calendarDateOf */ .oc)(value)))
        .refine((value) => value !== undefined && (0,_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .isCalendarDate */ .tf)(value), {
        message: 'must be a real calendar date written YYYY-MM-DD, such as 2027-03-31',
    })
        .optional(),
});
const KEY_HINT = `accepted fields: ${FIELDS.join(', ')}`;
function describeIssue(issue) {
    if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((key) => `'${key}'`).join(', ');
        return `unknown field ${keys} (${KEY_HINT})`;
    }
    if (issue.path.length === 0)
        return `must be a map with ${EXAMPLE}`;
    if (issue.path[0] === 'expires' && issue.code === 'invalid_union') {
        return "field 'expires' must be a real calendar date written YYYY-MM-DD, such as 2027-03-31";
    }
    return `field '${String(issue.path[0])}' ${issue.message}`;
}
function lineOf(located, path) {
    const node = located.doc.getIn(path, true);
    return node?.range ? located.lines.linePos(node.range[0]).line : undefined;
}
function validateEntries(file, located, items) {
    const entries = [];
    const problems = [];
    items.forEach((item, index) => {
        const line = lineOf(located, ['suppressions', index]) ?? 1;
        const parsed = Entry.safeParse(item);
        if (parsed.success) {
            const { detection, path, resource, reason, expires } = parsed.data;
            entries.push({ entryNumber: index + 1, line, detection, path, resource, reason, expires });
            return;
        }
        const detection = item?.detection;
        const named = typeof detection === 'string' && detection.trim() ? ` (${detection.trim()})` : '';
        for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            const at = typeof field === 'string' ? lineOf(located, ['suppressions', index, field]) : line;
            problems.push(`entry ${index + 1}${named}, line ${at ?? line}: ${describeIssue(issue)}`);
        }
    });
    if (problems.length > 0)
        throw invalid(file, problems);
    return entries;
}
function invalid(file, problems) {
    const listed = problems.slice(0, MAX_PROBLEMS_LISTED).map((problem) => `\n  - ${problem}`);
    const more = problems.length - listed.length;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Invalid suppressions file '${file}' (input 'suppressions'):${listed.join('')}` +
        (more > 0 ? `\n  - and ${more} more` : '') +
        `\nEach entry needs ${EXAMPLE}; see docs/suppressions.md for the format.`);
}
function firstLineOf(message) {
    return (message.split('\n')[0] ?? message).replace(/:$/, '');
}
/** Parses and validates the text of a suppressions file named `file` (workspace-relative). */
function parseSuppressions(file, source) {
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(source, { version: '1.2', schema: 'core', lineCounter: lines });
    if (doc.errors.length > 0) {
        throw invalid(file, doc.errors.map((error) => `not valid YAML: ${firstLineOf(error.message)}`));
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw invalid(file, [`not valid YAML: ${firstLineOf(error.message)}`]);
    }
    if (data === null || data === undefined)
        return { file, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(doc.contents) ? 'a list' : 'a single value';
        throw invalid(file, [`the file is ${found}; expected a map whose one key is 'suppressions:'`]);
    }
    const unknown = Object.keys(data).filter((key) => key !== 'suppressions');
    if (unknown.length > 0) {
        const keys = unknown.map((key) => `'${key}'`).join(', ');
        throw invalid(file, [`unknown top-level key ${keys} (the only key is 'suppressions')`]);
    }
    const list = data.suppressions;
    if (list === null || list === undefined)
        return { file, entries: [] };
    if (!Array.isArray(list)) {
        throw invalid(file, ["'suppressions' must be a list of entries, each starting with '- '"]);
    }
    return { file, entries: validateEntries(file, { lines, doc }, list) };
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
