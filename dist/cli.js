#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ EXIT_INCOMPLETE),
/* harmony export */   DP: () => (/* binding */ decideExit),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   rc: () => (/* binding */ EXIT_PASS)
/* harmony export */ });
/* unused harmony export EXIT_FINDINGS */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9133);
/* harmony import */ var _engine_findings_unjudged_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3647);
/* harmony import */ var _engine_findings_run_report_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4251);
/**
 * The command line's exit codes, never conflated (pure): 0 the gate passed (also a dry run and a
 * skipped scan), 1 gated findings, 2 a usage or configuration error (nothing was uploaded),
 * 3 the scan could not complete or judge the change (a refused key, an unreachable service, a
 * time-out, an archive whose findings were not all read, IaC that could not be uploaded).
 * Completeness is the report's own `complete` flag, never inferred from the verdict: an incomplete
 * scan exits 3 even when it found gated findings, since its answer is not the whole answer;
 * `--on-service-error warn` makes that a warning, and the code is then the findings'. IaC a pull
 * request changed that was not uploaded (`unjudged` that gates) is never softened. `scan` and
 * `gate` decide with this one function.
 */



const EXIT_PASS = 0;
const EXIT_FINDINGS = 1;
const EXIT_USAGE = 2;
const EXIT_INCOMPLETE = 3;
/** The exit code of a report under `options` (the report's own fail-on, or another). */
function decideExit(report, options) {
    // A dry run sent nothing, so nothing gates (a dry run that failed on the way is an error).
    const dryRun = report.dryRun === true && report.verdict !== 'error';
    if (dryRun || report.verdict === 'skipped')
        return { code: EXIT_PASS, said: report.reason, warned: false };
    if ((0,_engine_findings_unjudged_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .unjudgedGates */ .H1)(report.unjudged))
        return { code: EXIT_INCOMPLETE, said: report.reason, warned: false };
    // An error verdict of a complete scan is IaC that could not be uploaded at all: not judged.
    const complete = report.complete && report.verdict !== 'error';
    const gated = (0,_engine_findings_run_report_js__WEBPACK_IMPORTED_MODULE_1__/* .gatedFindings */ .gl)(report.findings, options.failOn).length;
    const failOn = options.failOn.join(',') || 'none';
    const findings = `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .L)(gated, 'finding')} at a fail-on severity (fail-on: ${failOn})`;
    if (!complete && options.onServiceError === 'fail')
        return {
            code: EXIT_INCOMPLETE,
            said: `the scan could not complete, so it is not judged (${findings} among what was read): ${report.reason}`,
            warned: false,
        };
    const warning = complete
        ? ''
        : ` (the scan could not complete; on-service-error warn: ${report.reason})`;
    if (gated > 0)
        return { code: EXIT_FINDINGS, said: `${findings}${warning}`, warned: !complete };
    return { code: EXIT_PASS, said: `${findings}${warning}`, warned: !complete };
}


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gw: () => (/* binding */ SCAN_FLAGS),
/* harmony export */   Kr: () => (/* binding */ COMMAND_FLAGS),
/* harmony export */   gd: () => (/* binding */ COMMON_FLAGS)
/* harmony export */ });
/* unused harmony exports FORMAT_FLAGS, GATE_FLAGS */
/* harmony import */ var _engine_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7100);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9133);
/* harmony import */ var _engine_formats_report_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8846);
/* harmony import */ var _engine_suppressions_file_name_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8713);
/**
 * The command line's flags as data: `node:util`'s `parseArgs` reads them, `--help` prints them,
 * and the flags table of docs/cli.md is generated from them (`npm run readme`), so the three cannot
 * drift. Each flag of `scan` mirrors one input of the Action (`input` names it) and takes the same
 * values with the same default; the key is never a flag (`PLERION_API_KEY` or `--api-key-file`).
 */




const FORMATS = _engine_formats_report_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_FORMATS */ .E.join(', ');
/** Flags every command takes. */
const COMMON_FLAGS = {
    help: { type: 'boolean', meaning: 'Print this help and exit 0.' },
    version: { type: 'boolean', meaning: 'Print the version and exit 0.' },
    verbose: { type: 'boolean', meaning: 'Also print debug lines: every file skipped and why.' },
};
/** `--format` and what it writes, shared by `scan` and `convert`. */
const FORMAT_FLAGS = {
    format: {
        type: 'string',
        multiple: true,
        default: 'text',
        value: '<format>[=<file>]',
        meaning: `A report to write: ${FORMATS}. To the file after \`=\`, else to standard output (at most one). Repeat it for several; without it, \`text\` goes to standard output.`,
    },
    'sarif-category': {
        type: 'string',
        input: 'sarif-category',
        value: '<category>',
        meaning: "Written as the SARIF run's `automationDetails.id` (`<category>/`).",
    },
};
/** `plerion-iac scan [path]`: the Action's inputs, one flag each. */
const SCAN_FLAGS = {
    region: {
        type: 'string',
        input: 'region',
        default: 'au',
        value: '<region>',
        meaning: "`au`, `sg1`, `in1` or `us1`: the service's address `https://<region>.api.plerion.com`.",
    },
    'api-url': {
        type: 'string',
        input: 'api-url',
        value: '<url>',
        meaning: 'A full `https://` address that replaces the region address (private endpoint, proxy).',
    },
    config: {
        type: 'string',
        input: 'config',
        value: '<file>',
        meaning: "The configuration file to read instead of `.plerion-iac.yml` (or `.yaml`), which is looked for from the scanned folder up to the repository root. A flag given beats the file; the file beats the organisation's file and the defaults.",
    },
    'org-config': {
        type: 'string',
        input: 'org-config',
        value: '<path|owner/repo/path@ref>',
        meaning: "The organisation's file: a path in the repository, or a file of another repository read through GitHub's API with `GITHUB_TOKEN` (https only). Its keys are defaults; its `require:` floors cannot be loosened.",
    },
    'api-key-file': {
        type: 'string',
        value: '<file>',
        meaning: 'Reads the key from this file instead of `PLERION_API_KEY`. The key is never a flag value (shell history, process lists).',
    },
    include: {
        type: 'string',
        multiple: true,
        input: 'include',
        value: '<glob>',
        meaning: 'Extra glob patterns of files to scan besides the built-in IaC kinds (repeat, or comma-separate; a comma inside braces, `{a,b}`, belongs to its pattern).',
    },
    exclude: {
        type: 'string',
        multiple: true,
        input: 'exclude',
        value: '<glob>',
        meaning: 'Glob patterns of files or folders to leave out, on top of `.gitignore` and the built-in skips (repeat, or comma-separate; `{secrets,private}/**` is one pattern).',
    },
    'artifact-name': {
        type: 'string',
        input: 'artifact-name',
        value: '<name>',
        meaning: 'Base name of the uploaded archives; by default `<repo>-<short sha>` as the Action names them.',
    },
    'max-archive-size': {
        type: 'string',
        input: 'max-archive-size',
        default: String(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ARCHIVE_BYTES */ .I),
        value: '<bytes>',
        meaning: `Bytes per archive, 1 to ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B)(_engine_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ARCHIVE_BYTES */ .I)}.`,
    },
    'fail-on': {
        type: 'string',
        input: 'fail-on',
        default: 'CRITICAL,HIGH',
        value: '<severities>',
        meaning: 'Comma-separated severities (any case) that fail the run (exit 1), or `none`.',
    },
    'skip-detections': {
        type: 'string',
        multiple: true,
        input: 'skip-detections',
        value: '<ids>',
        meaning: 'Detection ids whose findings are dropped from the gate and every report.',
    },
    commit: {
        type: 'string',
        value: '<ref>',
        meaning: "Scan this commit's tree and its configuration file, read from git objects, instead of the work tree (what is not committed is not scanned). In a pre-commit pre-push hook, the commit pushed (`PRE_COMMIT_TO_REF`) is scanned without it, compared with what the remote has (`PRE_COMMIT_FROM_REF`).",
    },
    baseline: {
        type: 'string',
        input: 'baseline',
        default: 'auto',
        value: '<ref>',
        meaning: "A git ref or commit to compare with (only new findings gate), `none`, or `auto`: the base the CI's own variables name (GitHub, GitLab, Azure Pipelines, Jenkins, Bitbucket), or in a pre-push hook what the remote has, else none.",
    },
    suppressions: {
        type: 'string',
        input: 'suppressions',
        default: _engine_suppressions_file_name_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SUPPRESSIONS_FILE */ .M,
        value: '<file>',
        meaning: 'Suppressions with reason and expiry, relative to the repository root. A missing default file is fine.',
    },
    'pr-suppressions': {
        type: 'string',
        input: 'pr-suppressions',
        value: 'apply|propose',
        meaning: "On a change request (a CI's base, `--baseline <ref>`, a pre-push hook): what suppressions the change adds or changes do. `propose` (also when left out): they are listed as the change's own, not applied, and their findings gate (the suppressions file applied is the base's). `apply`: they take effect, listed as added. A base's inline comment over code the change touched counts as the change's.",
    },
    timeout: {
        type: 'string',
        input: 'timeout',
        default: '600',
        value: '<seconds>',
        meaning: 'Seconds to wait for all scans, from the first upload.',
    },
    'on-service-error': {
        type: 'string',
        input: 'on-service-error',
        default: 'fail',
        value: 'fail|warn',
        meaning: '`fail`: a scan that could not complete exits 3. `warn`: it is a warning, and the exit code is that of the findings read.',
    },
    'dry-run': {
        type: 'boolean',
        input: 'dry-run',
        meaning: 'Discover and pack as a real run would, upload nothing, need no key and no network; lists the files that would be sent. Exits 0.',
    },
    'exit-zero': {
        type: 'boolean',
        meaning: 'Write every report, then exit 0 whatever was found (a GitLab report job; decide later with `plerion-iac gate`). A usage error still exits 2.',
    },
    ...FORMAT_FLAGS,
};
/** `plerion-iac gate <report.json>`: the gate again, from a saved report. */
const GATE_FLAGS = {
    'fail-on': {
        type: 'string',
        value: '<severities>',
        meaning: "Severities that fail (exit 1), or `none`; by default the report's own `fail-on`.",
    },
    'on-service-error': SCAN_FLAGS['on-service-error'],
};
/** Each command's own flags (the common ones come on top). */
const COMMAND_FLAGS = {
    scan: SCAN_FLAGS,
    convert: FORMAT_FLAGS,
    gate: GATE_FLAGS,
    // What `scan` would run with: the same flags, so a flag's effect shows in the table.
    config: SCAN_FLAGS,
};


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _node_version_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(793);
/* harmony import */ var _heap_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8604);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5950);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8551);
/**
 * The entry of `plerion-iac` (`dist/cli.js`): runs the command line and exits with its code. If the
 * event loop empties while the command has not settled (a call that can never settle), it exits 3
 * rather than 0: a scan that did not happen must not pass.
 */




// A reader that closed the pipe (`| head`) stops the report on standard output, not the run:
// the writer sees the stream destroyed and stops; the exit code stays the gate's.
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
});
let settled = false;
process.once('beforeExit', () => {
    if (settled)
        return;
    process.exitCode = _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_INCOMPLETE */ .A;
    process.stderr.write('plerion-iac stopped before it finished (a call never settled): exiting 3, since a scan that did not happen must not pass.\n');
});
const code = await (0,_main_js__WEBPACK_IMPORTED_MODULE_2__/* .main */ .i)(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
});
settled = true;
process.exitCode = code;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __nccwpck_require__(5540);
// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __nccwpck_require__(1013);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __nccwpck_require__(8551);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./src/engine/config/file/nearest-name.ts
var nearest_name = __nccwpck_require__(8148);
// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __nccwpck_require__(5377);
;// CONCATENATED MODULE: ./src/cli/parse-args.ts
/**
 * Reads the command line with `node:util`'s `parseArgs` (strict: an unknown flag is an error) and
 * turns its errors into one line that names what was wrong and what is accepted, with the nearest
 * flag when a name looks mistyped. `--api-key` is refused before anything else and its value is
 * never repeated: a key typed on a command line stays in shell history and process lists.
 */




const COMMANDS = ['scan', 'convert', 'gate', 'config'];
/** The flags a command accepts, common ones included. */
function flagsOf(command) {
    return { ...flags/* COMMAND_FLAGS */.Kr[command], ...flags/* COMMON_FLAGS */.gd };
}
function accepted(command) {
    return Object.keys(flagsOf(command))
        .map((name) => `--${name}`)
        .join(', ');
}
function unknownFlag(command, flag) {
    const name = flag.replace(/^-+/, '').split('=')[0] ?? '';
    const nearest = Object.keys(flagsOf(command))
        .map((known) => ({ known, d: (0,nearest_name/* editDistance */.Y)(name, known) }))
        .sort((x, y) => x.d - y.d)[0];
    const hint = nearest && nearest.d <= 2 ? ` Did you mean --${nearest.known}?` : '';
    throw new errors/* ConfigurationError */.j1(`Unknown flag '${flag.split('=')[0]}' for plerion-iac ${command}.${hint} Accepted: ${accepted(command)}.`);
}
/** Refuses a key given as a flag, without ever repeating its value. */
function refuseKeyFlag(args) {
    if (!args.some((arg) => /^--?api-key(=|$)/.test(arg)))
        return;
    throw new errors/* ConfigurationError */.j1('The key is never a flag: a key on the command line stays in shell history and process lists. ' +
        'Set PLERION_API_KEY in the environment (a CI secret variable), or pass --api-key-file <file>.');
}
/** The command (`scan` when the first word is not one) and its flags and positionals. */
function parseCommandLine(args) {
    refuseKeyFlag(args);
    const first = args[0];
    const command = COMMANDS.find((c) => c === first) ?? 'scan';
    const rest = command === first ? args.slice(1) : args;
    const flags = flagsOf(command);
    const options = Object.fromEntries(Object.entries(flags).map(([name, flag]) => [
        name,
        { type: flag.type, ...(flag.multiple ? { multiple: true } : {}) },
    ]));
    try {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args: [...rest],
            options,
            strict: true,
            allowPositionals: true,
        });
        return { command, values: values, positionals };
    }
    catch (error) {
        const code = error.code;
        const flag = /'(-[^']*)'/.exec(error.message)?.[1] ?? '';
        if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
            return unknownFlag(command, flag);
        if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
            const name = /--([a-z-]+)/.exec(error.message)?.[1] ?? '';
            const spec = flags[name];
            throw new errors/* ConfigurationError */.j1(spec?.type === 'boolean'
                ? `--${name} takes no value. Accepted: --${name} alone.`
                : `--${name} needs a value: ${spec?.value ?? 'a value'} (${spec?.meaning ?? ''}).`);
        }
        throw new errors/* ConfigurationError */.j1(`${error.message.split('\n')[0]}`);
    }
}

;// CONCATENATED MODULE: ./src/cli/help.ts
/** `--help`: each command's usage and flags, from the same data the parser reads. */


const USAGE = {
    scan: 'plerion-iac [scan] [path] [flags]   scan a folder (the default command)',
    convert: 'plerion-iac convert <report.json> --format <format>[=<file>] ...   render a saved report',
    gate: 'plerion-iac gate <report.json> [--fail-on <severities>]   gate a saved report',
    config: 'plerion-iac config [path] [flags]   print the effective configuration, where each value comes from, and its hash',
};
const EXIT_CODES = [
    'Exit codes: 0 pass (also --dry-run and a skipped scan), 1 gated findings,',
    '2 a usage or configuration error (also a saved report that contradicts itself),',
    '3 the scan could not complete, or IaC a change request changed was not uploaded.',
    'The key comes from PLERION_API_KEY or --api-key-file, never from a flag.',
];
function flagLine(name, flag) {
    const head = `  --${name}${flag.value ? ` ${flag.value}` : ''}`;
    const meaning = flag.meaning.replace(/`/g, '');
    const fallback = flag.default === undefined ? '' : ` (default: ${flag.default})`;
    return `${head.padEnd(34)} ${meaning}${fallback}`;
}
/** The help of one command. */
function renderHelp(command) {
    const flags = Object.entries(flagsOf(command)).map(([name, flag]) => flagLine(name, flag));
    return [
        `plerion-iac ${version/* TOOL_VERSION */.wr}: scan infrastructure-as-code with the Plerion code-security API`,
        '',
        ...Object.values(USAGE).map((u) => `  ${u}`),
        '',
        `Flags of ${command}:`,
        ...flags,
        '',
        ...EXIT_CODES,
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/cli/environment-key.ts
/**
 * The key `PLERION_API_KEY` holds is registered with the sanitiser before any argument is read,
 * whether or not it is the key the run uses: the same key given by mistake as an argument
 * (`--api-key-file "$PLERION_API_KEY"`, a folder, a ref) is then never repeated by the message
 * that refuses it. Kept apart from `settings.ts` so that `--help` and a refused flag start small.
 */

function registerEnvironmentKey(env) {
    const key = env.PLERION_API_KEY?.trim();
    if (key)
        (0,sanitize/* registerSecret */.cl)(key);
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The command line's recipe: read the command and its flags, answer `--help` and `--version`
 * (nothing else is loaded for them: the flags are data, `flags.ts`), run the command, and turn
 * what ended it into an exit code. A usage or configuration error is one line on standard error
 * and exit 2; anything unexpected is one line and exit 3 (a scan that did not happen must never
 * look like a pass). Every line goes through the log sanitiser.
 */







/**
 * The commands loaded only when one runs, so `--help`, `--version` and a refused flag load none
 * of the engine. One module holds them all (`commands/commands.ts`), so the bundler puts them and
 * the engine in two files beside `dist/cli.js` (our code, and the packages it bundles), not one
 * file per command and shared part (`scripts/build-cli.ts`).
 */
const COMMAND = {
    scan: () => Promise.all(/* import() */[__nccwpck_require__.e(397), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6474)).then((m) => m.scanCommand),
    convert: () => Promise.all(/* import() */[__nccwpck_require__.e(397), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6474)).then((m) => m.convertCommand),
    gate: () => Promise.all(/* import() */[__nccwpck_require__.e(397), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6474)).then((m) => m.gateCommand),
    config: () => Promise.all(/* import() */[__nccwpck_require__.e(397), __nccwpck_require__.e(474)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6474)).then((m) => m.configCommand),
};
/**
 * Runs the command line `args`; resolves to the exit code, never rejects. A scan waits on `clock`
 * (the wall clock unless the caller brings its own, as a test does).
 */
async function main(args, io, clock = {}) {
    let parsed;
    try {
        registerEnvironmentKey(io.env);
        parsed = parseCommandLine(args);
        if (parsed.values.help === true) {
            io.stdout.write(renderHelp(parsed.command));
            return exit_codes/* EXIT_PASS */.rc;
        }
        if (parsed.values.version === true) {
            io.stdout.write(`${version/* TOOL_VERSION */.wr}\n`);
            return exit_codes/* EXIT_PASS */.rc;
        }
        const command = await COMMAND[parsed.command]();
        return await command(parsed, io, clock);
    }
    catch (error) {
        if (error instanceof errors/* ConfigurationError */.j1) {
            io.stderr.write(`plerion-iac: ${(0,sanitize/* forLog */.Ig)(error.message)}\n`);
            return exit_codes/* EXIT_USAGE */.Ri;
        }
        io.stderr.write(`plerion-iac failed unexpectedly: ${(0,sanitize/* forLog */.Ig)((0,errors/* describeError */.Uc)(error))}\n`);
        return exit_codes/* EXIT_INCOMPLETE */.A;
    }
}


/***/ }),

/***/ 793:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* unused harmony export MIN_NODE_MAJOR */
/**
 * Refuses a Node older than the one `plerion-iac` is built and tested on, in one line and exit 2,
 * before anything else is loaded: an older Node would fail later, inside a bundled library, with
 * a stack trace that says nothing useful. Imported first by the entry point.
 */
const MIN_NODE_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (!(major >= MIN_NODE_MAJOR)) {
    process.stderr.write(`plerion-iac needs Node ${MIN_NODE_MAJOR} or later; this is Node ${process.versions.node}. Install Node ${MIN_NODE_MAJOR} (or use its container image) and run it again.\n`);
    process.exit(2);
}


/***/ }),

/***/ 8148:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ editDistance),
/* harmony export */   q: () => (/* binding */ nearestName)
/* harmony export */ });
/**
 * The valid name closest to a mistyped one (`fial-on` → `fail-on`), by edit distance: insertions,
 * deletions and substitutions, one each. Names are short, so the quadratic table is nothing.
 */
/** The Levenshtein distance of two strings. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++)
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = row;
    }
    return previous[b.length];
}
/**
 * The name of `names` closest to `given` (case ignored; the first of equals in the list's order),
 * or undefined when there is none to choose from.
 */
function nearestName(given, names) {
    const wanted = given.toLowerCase();
    let best;
    let bestDistance = Infinity;
    for (const name of names) {
        const d = editDistance(wanted, name.toLowerCase());
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}


/***/ }),

/***/ 4251:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ newFindings),
/* harmony export */   N$: () => (/* binding */ touchedFindings),
/* harmony export */   gl: () => (/* binding */ gatedFindings),
/* harmony export */   m3: () => (/* binding */ isGated)
/* harmony export */ });
/* unused harmony export inReviewOrder */
/** True when the gate counts this finding. */
function isGated(finding, failOn) {
    return (failOn.includes(finding.severity) &&
        finding.suppression === undefined &&
        finding.baselineState !== 'unchanged');
}
function gatedFindings(findings, failOn) {
    return findings.filter((f) => isGated(f, failOn));
}
/** Findings already on the base in a resource this change touches: not suppressed. */
function touchedFindings(findings) {
    return findings.filter((f) => f.baselineState === 'unchanged' && f.inChangedResource === true && !f.suppression);
}
/**
 * Findings in the order a reviewer reads them: new ones first, then the existing ones in resources
 * the change touches, then the rest (each part in the order given).
 */
function inReviewOrder(findings) {
    const rank = (f) => f.baselineState === 'new' ? 0 : f.inChangedResource === true ? 1 : 2;
    return [0, 1, 2].flatMap((r) => findings.filter((f) => rank(f) === r));
}
/** Findings new against the baseline that count as new: not suppressed. */
function newFindings(findings) {
    return findings.filter((f) => f.baselineState === 'new' && f.suppression === undefined);
}


/***/ }),

/***/ 3647:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ unjudgedGates),
/* harmony export */   Q: () => (/* binding */ describeUnjudged)
/* harmony export */ });
/* unused harmony exports MAX_NAMED_UNJUDGED, serviceErrorPolicy */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9133);
/**
 * What unjudged IaC does to the gate (pure). On a pull request, IaC it adds or changes that was
 * not uploaded makes the result `error`: the error comes from the content, not from the service,
 * so `on-service-error: warn` does not soften it (nor turn the check run neutral, which would
 * satisfy a required check). Elsewhere it is a warning and a section of the summary.
 */

/** Files named in the verdict's sentence; the summary and the JSON report list them all. */
const MAX_NAMED_UNJUDGED = 5;
/** True when the unjudged files decide the result (`error`). */
function unjudgedGates(unjudged) {
    return unjudged !== undefined && unjudged.gates && unjudged.files.length > 0;
}
/** The verdict's phrase for unjudged files that gate. */
function describeUnjudged(unjudged) {
    const { files } = unjudged;
    const were = files.length === 1 ? 'was' : 'were';
    const which = unjudged.scope === 'changed'
        ? `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(files.length, 'IaC file')} this pull request adds or changes ${were} not uploaded, so no scan judged ${files.length === 1 ? 'it' : 'them'}`
        : `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(files.length, 'IaC file')} of the scanned tree ${were} not uploaded, and which files this pull request changed is not known (${unjudged.note ?? 'no base'})`;
    const named = files
        .slice(0, MAX_NAMED_UNJUDGED)
        .map((f) => `${f.path} (${f.reason})`)
        .join(', ');
    const more = files.length > MAX_NAMED_UNJUDGED ? `, and ${files.length - MAX_NAMED_UNJUDGED} more` : '';
    return `${which}: ${named}${more}; the summary says how to fix each`;
}
/**
 * `on-service-error` as it applies to a report: `fail` whenever unjudged files decide the result,
 * since that error is the content's own.
 */
function serviceErrorPolicy(report, onServiceError) {
    return unjudgedGates(report.unjudged) ? 'fail' : onServiceError;
}


/***/ }),

/***/ 8846:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ REPORT_FORMATS)
/* harmony export */ });
/**
 * The report formats, by name: a leaf, so the command line's flags (`--help` lists them) read the
 * names without loading a renderer.
 */
const REPORT_FORMATS = [
    'text',
    'json',
    'sarif',
    'junit',
    'gitlab-codequality',
    'markdown',
];


/***/ }),

/***/ 7100:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ MAX_ARCHIVE_BYTES)
/* harmony export */ });
/**
 * The service's limits the settings are checked against: a leaf, so the command line's `--help`
 * shows them without loading the engine.
 */
/** The largest archive the service takes, in bytes (`max-archive-size` may only lower it). */
const MAX_ARCHIVE_BYTES = 4_400_000;


/***/ }),

/***/ 8713:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ DEFAULT_SUPPRESSIONS_FILE)
/* harmony export */ });
/**
 * The suppressions file read when the settings name no other (a missing default file is no
 * suppressions): a leaf, so the command line's `--help` shows it without loading the reader.
 */
const DEFAULT_SUPPRESSIONS_FILE = '.plerion-ignore.yml';


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   Wg: () => (/* binding */ describeFailureKind),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   j3: () => (/* binding */ DeadlineError)
/* harmony export */ });
/* unused harmony exports PullRequestError, ServiceError */
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5540);
/**
 * The action's error types. `ConfigurationError` is something the user fixes in the workflow, and
 * `PullRequestError` a pull request a privileged event could not verify;
 * the service errors (`ApiError`, `NetworkError`, `ResponseShapeError`) are what
 * `on-service-error` decides about, like a scan that ends FAILURE or does not end in time (a
 * status of its result, not an exception). Anything else is a bug in the action.
 */

/** A bad input or workspace: the message names the input, the value and what is accepted. */
class ConfigurationError extends Error {
    name = 'ConfigurationError';
}
/** A privileged event whose pull request could not be verified: the run ends `error`, not `pass`. */
class PullRequestError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'PullRequestError';
}
/** Something went wrong on the service's side or on the way to it. */
class ServiceError extends Error {
    /** The HTTP status the service last answered; undefined when it never answered. */
    httpStatus;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.httpStatus = options.status;
    }
}
/** The service answered with an error status; keeps its own code and message. */
class ApiError extends ServiceError {
    name = 'ApiError';
    method;
    path;
    status;
    code;
    serviceMessage;
    constructor(options) {
        // A service message can be megabytes long: the error keeps a capped copy.
        const said = [options.code, options.serviceMessage]
            .filter(Boolean)
            .map((part) => (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(String(part)))
            .join(': ');
        super(`${options.method} ${options.path} answered ${options.status}` +
            (said ? ` (${said})` : '') +
            (options.hint ? `: ${options.hint}` : ''), { status: options.status, cause: options.cause });
        this.method = options.method;
        this.path = options.path;
        this.status = options.status;
        this.code = options.code === undefined ? undefined : (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(options.code);
        this.serviceMessage =
            options.serviceMessage === undefined ? undefined : (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(options.serviceMessage);
    }
}
/** The service could not be reached (refused, reset, timed out) after the allowed retries. */
class NetworkError extends ServiceError {
    name = 'NetworkError';
}
/** The service answered 2xx with a body that does not have the documented shape. */
class ResponseShapeError extends ServiceError {
    name = 'ResponseShapeError';
}
/** The scan phase's `timeout` ran out before a call or a wait could finish. */
class DeadlineError extends ServiceError {
    name = 'DeadlineError';
}
/** The class and HTTP status of a service error, as `ApiError, HTTP 422`; undefined for others. */
function describeFailureKind(error) {
    if (!(error instanceof ServiceError))
        return undefined;
    return error.httpStatus === undefined ? error.name : `${error.name}, HTTP ${error.httpStatus}`;
}
/** Text of any thrown value, whatever it is; never throws (circular objects, BigInt, getters). */
function describeError(error) {
    return (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .toText */ .fE)(error) || 'an error without a message';
}


/***/ }),

/***/ 8604:
/***/ (() => {


;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/heap.ts
/**
 * The action is a guest on the runner: its heap grows as slowly as V8 allows. With
 * `--optimize-for-size` V8 collects before it grows the heap rather than after, which holds the
 * peak RSS of 100,000 findings under 400 MB at the cost of about a second of report time
 * (`npm run bench -- report`). Set at run time because the runner starts `node` without flags; it
 * is the first module the entry point loads, so it applies before anything else is allocated.
 */

(0,external_node_v8_namespaceObject.setFlagsFromString)('--optimize-for-size');


/***/ }),

/***/ 9133:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ formatCount),
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/**
 * A count as the summary writes it, with thousands separators: `1,234`. Whole numbers are grouped
 * here, as `toLocaleString('en-US')` groups them, without it: its first call loads ICU's number
 * data, about 7 MB of memory, which the command line's `--help` would pay for one number.
 */
function formatCount(count) {
    if (!Number.isSafeInteger(count) || Object.is(count, -0))
        return count.toLocaleString('en-US');
    return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
/** `1 finding`, `2 findings`, `1,234 files`: the count with its noun, for log lines and messages. */
function plural(count, noun) {
    return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 5540:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ forMarkdown),
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   E4: () => (/* binding */ forReport),
/* harmony export */   Ig: () => (/* binding */ forLog),
/* harmony export */   OB: () => (/* binding */ forHtmlText),
/* harmony export */   VH: () => (/* binding */ CONTROLS),
/* harmony export */   cl: () => (/* binding */ registerSecret),
/* harmony export */   fE: () => (/* binding */ toText),
/* harmony export */   fx: () => (/* binding */ streamRedactor),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   m6: () => (/* binding */ forMarkdownCode),
/* harmony export */   p$: () => (/* binding */ forXmlAttribute),
/* harmony export */   sU: () => (/* binding */ forMarkdownUrl),
/* harmony export */   wS: () => (/* binding */ forXmlText),
/* harmony export */   yA: () => (/* binding */ capText)
/* harmony export */ });
/* unused harmony exports MAX_FIELD_CHARS, MAX_LOG_LINE_CHARS, clearSecrets, forAnnotation */
/**
 * The one owner of untrusted text: what the service says (titles, ids, resources, messages) and
 * what the repository says (file names). Each place text is published has one function here, and
 * every caller uses it; each function caps the text and redacts the API key and the GitHub token,
 * whatever the service echoed.
 */
/** Longest text of one field (a title, a message, a path) before any rendering. */
const MAX_FIELD_CHARS = 1_000;
/** Longest log line the action writes. */
const MAX_LOG_LINE_CHARS = 4_000;
const REDACTED = '***';
const secrets = new Set();
/** Registers a secret (the key, the token): from now on no rendered string contains it. */
function registerSecret(value) {
    if (value.length < 4)
        return;
    secrets.add(value);
    // The same secret as it appears inside a JSON string (a report, SARIF).
    secrets.add(JSON.stringify(value).slice(1, -1));
}
/** Forgets every secret (tests). */
function clearSecrets() {
    secrets.clear();
}
/** True when `text` holds a registered secret (an environment variable a child must not get). */
function holdsSecret(text) {
    for (const secret of secrets)
        if (text.includes(secret))
            return true;
    return false;
}
/** `text` with every registered secret replaced by `***`. */
function redact(text) {
    let out = text;
    for (const secret of secrets)
        if (out.includes(secret))
            out = out.split(secret).join(REDACTED);
    return out;
}
function streamRedactor() {
    let held = '';
    return {
        push(text) {
            const all = held + text;
            let cut = all.length;
            for (const secret of secrets)
                cut = Math.min(cut, all.length - secret.length + 1);
            cut = Math.max(0, cut);
            // Never inside a secret: one that crosses the cut is held back whole.
            for (let moved = true; moved;) {
                moved = false;
                for (const secret of secrets) {
                    const at = all.indexOf(secret, Math.max(0, cut - secret.length + 1));
                    if (at !== -1 && at < cut) {
                        cut = at;
                        moved = true;
                    }
                }
                // Never between the two halves of a surrogate pair.
                if (splitsPair(all, cut)) {
                    cut -= 1;
                    moved = true;
                }
            }
            held = all.slice(cut);
            return redact(all.slice(0, cut));
        },
        end() {
            const rest = held;
            held = '';
            return redact(rest);
        },
    };
}
/** Whether cutting `text` at `at` would part a surrogate pair (a high surrogate just before). */
function splitsPair(text, at) {
    const code = text.charCodeAt(at - 1);
    return at > 0 && code >= 0xd800 && code <= 0xdbff;
}
/** Cuts `text` to at most `max` characters (never inside a surrogate pair), saying so with `…`. */
function capText(text, max = MAX_FIELD_CHARS) {
    if (text.length <= max)
        return text;
    let end = Math.max(0, max - 1);
    if (splitsPair(text, end))
        end -= 1;
    return `${text.slice(0, end)}…`;
}
/** Any value as text, without ever throwing (getters, circular objects, BigInt). */
function toText(value) {
    try {
        if (typeof value === 'string')
            return value;
        if (value instanceof Error)
            return String(value.message);
        if (value === undefined)
            return '';
        const json = JSON.stringify(value);
        return json === undefined ? String(value) : json;
    }
    catch {
        try {
            return String(value);
        }
        catch {
            return '(a value that cannot be shown)';
        }
    }
}
// C0 and C1 controls, DEL, line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- the same, but for a line break
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
// Bidirectional controls (Trojan Source): removed, so text reads in the order it is stored.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ZERO_WIDTH_JOINER = '\u200d';
function clean(value, max) {
    return capText(redact(toText(value)), max).replace(BIDI, '');
}
/**
 * One line of the step's log: controls flattened to spaces (no second line, so no workflow command
 * can start), a leading `::` and any `##[` (the runner's older command syntax, found anywhere in a
 * line) broken apart, the length capped.
 */
function forLog(value, max = MAX_LOG_LINE_CHARS) {
    return clean(value, max)
        .replace(CONTROLS, ' ')
        .replace(/^(\s*):(?=:)/, `$1:${ZERO_WIDTH_JOINER}`)
        .replace(/##\[/g, `#${ZERO_WIDTH_JOINER}#[`);
}
/**
 * Text of an annotation's title or message. The toolkit escapes what its command syntax needs
 * (`%`, CR, LF, and `:`/`,` in properties); this caps, redacts, removes bidi controls and keeps
 * line breaks (a message may have several lines) while dropping other controls.
 */
function forAnnotation(value, max = MAX_FIELD_CHARS) {
    return clean(value, max).replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE, ' ');
}
/** Markdown punctuation that could start syntax, HTML or an entity anywhere in a line. */
const MARKDOWN_PUNCTUATION = /[\\`*_{}[\]()<>#+!|~&]/g;
/** What starts a list, a rule or a setext heading only at the start of a line. */
const LINE_START_SYNTAX = /^(\s*\d*)([-.=])/;
/**
 * Inline text in Markdown (a paragraph or a table cell) that renders exactly as written: one line,
 * every punctuation that could start syntax escaped with a backslash (CommonMark renders an
 * escaped character as itself, and GitHub's tables read `\|` as a literal bar), and GitHub's
 * automatic links broken with a zero-width joiner: `@mentions`, `#123` references, bare URLs.
 */
function forMarkdown(value, max = MAX_FIELD_CHARS) {
    return clean(value, max)
        .replace(CONTROLS, ' ')
        .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${ZERO_WIDTH_JOINER}`)
        .replace(/(:)(?=\/\/)/g, `$1${ZERO_WIDTH_JOINER}`)
        .replace(/\b(www)\./gi, `$1${ZERO_WIDTH_JOINER}.`)
        .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
        .replace(LINE_START_SYNTAX, '$1\\$2');
}
/**
 * Text in a Markdown code span: rendered literally (no mention, link or HTML inside a code span),
 * on one line, with a fence longer than any run of backticks in it. In a table cell a `|` would
 * still end the cell, so it is escaped (GitHub removes the backslash before rendering the span).
 */
function forMarkdownCode(value, max = MAX_FIELD_CHARS) {
    const text = clean(value, max).replace(CONTROLS, ' ').replace(/\|/g, '\\|');
    if (text === '')
        return '';
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
    return `${fence}${pad}${text}${pad}${fence}`;
}
/**
 * Text inside raw HTML in Markdown (a `<summary>`, where Markdown is not rendered): one line, HTML
 * escaped, with GitHub's automatic links broken as in `forMarkdown`.
 */
function forHtmlText(value, max = MAX_FIELD_CHARS) {
    return clean(value, max)
        .replace(CONTROLS, ' ')
        .replace(/([@#])(?=[\p{L}\p{N}_-])/gu, `$1${ZERO_WIDTH_JOINER}`)
        .replace(/(:)(?=\/\/)/g, `$1${ZERO_WIDTH_JOINER}`)
        .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
/** An https URL from the service, safe as a Markdown link target; undefined for anything else. */
function forMarkdownUrl(value) {
    const text = toText(value);
    if (text.length > MAX_FIELD_CHARS || redact(text) !== text)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.username || url.password)
        return undefined;
    return url.href.replace(/[()<>\s"'|]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** Text kept in SARIF or the JSON report (JSON escapes the rest): capped, redacted, no bidi. */
function forReport(value, max = MAX_FIELD_CHARS) {
    return clean(value, max);
}
// What XML 1.0 cannot carry at all: surrogate halves without their pair, U+FFFE and U+FFFF.
const NOT_XML = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/g;
const XML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
function xmlEscaped(text) {
    return text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}
/**
 * Text in an XML element (a JUnit report's failure body): capped, redacted, no bidi controls, line
 * breaks kept and every other control dropped (XML 1.0 forbids most of them, and a terminal
 * reading the file must not get escape sequences), characters XML cannot hold replaced, and the
 * markup characters escaped, so no text can close an element or open one.
 */
function forXmlText(value, max = MAX_FIELD_CHARS) {
    return xmlEscaped(clean(value, max).replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE, ' '));
}
/** Text in an XML attribute: as `forXmlText`, on one line (a parser would fold a line break). */
function forXmlAttribute(value, max = MAX_FIELD_CHARS) {
    return xmlEscaped(clean(value, max).replace(CONTROLS, ' '));
}


/***/ }),

/***/ 1013:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  lH: () => (/* binding */ TOOL_NAME),
  qH: () => (/* binding */ TOOL_URI),
  wr: () => (/* binding */ TOOL_VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/version.ts
/**
 * The action's name and version, as reported in the SARIF tool driver, the JSON report and the
 * log. The version has one home, package.json: the bundle carries it because ncc inlines the JSON
 * import, and the release workflow refuses a tag that differs from it.
 */

const TOOL_NAME = 'Plerion IaC Scan';
const TOOL_VERSION = package_namespaceObject.rE;
const TOOL_URI = 'https://www.plerion.com';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1535:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path/posix");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 7997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "cli-" + chunkId + ".js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
