export const id = 8;
export const ids = [8];
export const modules = {

/***/ 1008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describePullRequestScan: () => (/* binding */ describePullRequestScan),
  ignoreApplyWhenPrivileged: () => (/* binding */ ignoreApplyWhenPrivileged),
  ignoreWarnWhenPrivileged: () => (/* binding */ ignoreWarnWhenPrivileged),
  settingsForPullRequest: () => (/* binding */ settingsForPullRequest)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(99141);
// EXTERNAL MODULE: ./src/action/github-context.ts
var github_context = __webpack_require__(98141);
// EXTERNAL MODULE: ./src/action/inputs.ts + 7 modules
var inputs = __webpack_require__(95173);
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
// EXTERNAL MODULE: ./src/sentence.ts
var sentence = __webpack_require__(20358);
// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(14781);
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
var schemas = __webpack_require__(16435);
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
                source: fetched.source,
            },
            base: { sha: fetched.baseSha, label: pr.baseRef },
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
 * The few places a run meets its pull request, kept here so the recipe in `run.ts` changes by a
 * line each: resolving the pull request of a privileged event (an error stops the run as
 * `result=error`), pointing the comment and the gate at its head, and the settings a privileged
 * run does not honour. What the engine is told of the change is `change-request.ts`'s.
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
    const pointed = { ...github, pullRequestNumber: resolution.number, headSha: resolution.headSha };
    return {
        pullRequest: resolution,
        settings: Object.freeze({
            ...settings,
            artifactBase: settings.artifactNamed
                ? settings.artifactBase
                : (0,inputs/* defaultArtifactName */.Vb)(github.repository, resolution.headSha, settings.scanPath),
            github: pointed,
            origin: (0,inputs/* originOf */.yv)(pointed),
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


/***/ })

};
