export const id = 474;
export const ids = [474];
export const modules = {

/***/ 6474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configCommand: () => (/* reexport */ configCommand),
  convertCommand: () => (/* reexport */ convertCommand),
  gateCommand: () => (/* reexport */ gateCommand),
  scanCommand: () => (/* reexport */ scanCommand)
});

// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(5540);
// EXTERNAL MODULE: ./src/severity.ts
var src_severity = __webpack_require__(1012);
// EXTERNAL MODULE: ./src/engine/config/refusal.ts
var refusal = __webpack_require__(5581);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/engine/git/base-commit.ts
var base_commit = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/engine/settings.ts
var engine_settings = __webpack_require__(4441);
;// CONCATENATED MODULE: ./src/engine/config/values.ts
/**
 * The pure validators of the settings both adapters read: the service's address, whole numbers
 * with their unit, severities, glob patterns, choices, the baseline and the archives' name. Each
 * takes the value as text and the label its adapter names the setting by, and returns the parsed
 * value or throws one `ConfigurationError` (see `refusal.ts`).
 */






/** The longest `timeout`: six hours, GitHub's limit for a job. */
const MAX_TIMEOUT_SECONDS = 6 * 60 * 60;
/** The longest include or exclude pattern. */
const MAX_PATTERN_CHARS = 1_000;
/** What `fail-on` accepts, in the words of a refusal. */
const FAIL_ON_ACCEPTED = 'a comma-separated list of CRITICAL, HIGH, MEDIUM, LOW (any case), or none';
/** Splits a list on newlines and commas, dropping blanks. */
function splitList(value) {
    return value
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/**
 * The service's base address: `api-url` when given (https only, no credentials, query or
 * fragment), else the region's. The region is validated even when the address replaces it: a
 * typo must never pass silently.
 */
function parseBaseUrl(region, apiUrl) {
    const name = region.value.trim().toLowerCase();
    if (!engine_settings/* REGIONS */.ij.includes(name))
        (0,refusal/* refuseValue */.ss)(region.label, name, `one of ${engine_settings/* REGIONS */.ij.join(', ')}`);
    const given = apiUrl.value.trim();
    if (given === '')
        return `https://${name}.api.plerion.com`;
    (0,refusal/* refuseControls */.dB)(apiUrl.label, given, 'a full https:// address on one line');
    let url;
    try {
        url = new URL(given);
    }
    catch {
        return (0,refusal/* refuseValue */.ss)(apiUrl.label, given, 'a full https:// address such as https://au.api.plerion.com');
    }
    if (url.protocol !== 'https:')
        (0,refusal/* refuseValue */.ss)(apiUrl.label, given, 'an https:// address (the key is never sent over plain http)');
    if (url.username || url.password || url.search || url.hash)
        (0,refusal/* refuseValue */.ss)(apiUrl.label, given, 'an https:// address without credentials, query or fragment');
    return url.href.replace(/\/+$/, '');
}
/** A whole number from `min` to `max`, in `unit`. */
function parseWholeNumber(label, value, range) {
    const text = value.trim();
    const number = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(number) || number < range.min || number > range.max)
        (0,refusal/* refuseValue */.ss)(label, text, `a whole number of ${range.unit} from ${range.min} to ${range.max}`);
    return number;
}
/** Severities that gate, or none (`none`). */
function parseFailOn(label, value) {
    const items = splitList(value).map((item) => item.toUpperCase());
    if (items.length === 1 && items[0] === 'NONE')
        return [];
    if (items.length === 0)
        (0,refusal/* refuseValue */.ss)(label, value, FAIL_ON_ACCEPTED);
    for (const item of items)
        if (!(0,src_severity/* isSeverity */._Z)(item))
            (0,refusal/* refuseValue */.ss)(label, value, FAIL_ON_ACCEPTED);
    return [...new Set(items)];
}
/**
 * Splits a list of glob patterns on newlines and on the commas that separate patterns: a comma
 * inside braces (`{secrets,private}/**`) or brackets, or escaped (`\,`), belongs to its pattern.
 * A brace or bracket left open keeps the rest of its line in one pattern, which `parsePatterns`
 * refuses.
 */
function splitPatternList(value) {
    const patterns = [];
    for (const line of value.split('\n')) {
        let depth = 0;
        let from = 0;
        for (let i = 0; i < line.length; i += 1) {
            const c = line[i];
            if (c === '\\')
                i += 1;
            else if (c === '{' || c === '[')
                depth += 1;
            else if ((c === '}' || c === ']') && depth > 0)
                depth -= 1;
            else if (c === ',' && depth === 0) {
                patterns.push(line.slice(from, i));
                from = i + 1;
            }
        }
        patterns.push(line.slice(from));
    }
    return patterns.map((item) => item.trim()).filter((item) => item !== '');
}
/** True when a pattern opens a brace or bracket it does not close (escapes aside). */
function leavesOpen(pattern) {
    let braces = 0;
    let brackets = 0;
    for (let i = 0; i < pattern.length; i += 1) {
        const c = pattern[i];
        if (c === '\\')
            i += 1;
        else if (c === '{')
            braces += 1;
        else if (c === '}' && braces > 0)
            braces -= 1;
        else if (c === '[')
            brackets += 1;
        else if (c === ']' && brackets > 0)
            brackets -= 1;
    }
    return braces > 0 || brackets > 0;
}
/** A list of glob patterns (see `splitPatternList`), validated by `parsePatterns`. */
function parsePatternList(label, value) {
    return parsePatterns(label, splitPatternList(value));
}
/** Glob patterns relative to the scanned folder, that cannot reach out of it. */
function parsePatterns(label, patterns) {
    const accepted = `glob patterns relative to path, without .. or a leading /, of at most ${MAX_PATTERN_CHARS} characters, each { and [ closed (a comma inside braces, {a,b}, belongs to the pattern)`;
    for (const pattern of patterns) {
        (0,refusal/* refuseControls */.dB)(label, pattern, accepted);
        if (leavesOpen(pattern))
            (0,refusal/* refuseValue */.ss)(label, pattern, accepted);
        if (pattern.length > MAX_PATTERN_CHARS ||
            external_node_path_.isAbsolute(pattern) ||
            pattern.split('/').includes('..'))
            (0,refusal/* refuseValue */.ss)(label, pattern, accepted);
        try {
            picomatch_default()(pattern, { dot: true });
        }
        catch {
            (0,refusal/* refuseValue */.ss)(label, pattern, accepted);
        }
    }
    return [...patterns];
}
/** One of `choices`, in any case. */
function parseChoice(label, value, choices) {
    const text = value.trim().toLowerCase();
    if (!choices.includes(text))
        (0,refusal/* refuseValue */.ss)(label, text, choices.join(' or '));
    return text;
}
/**
 * What suppressions a change adds or changes do: `apply` (they take effect) or `propose` (listed
 * as the change's own, not applied; their findings gate). The Action's `pr-suppressions` and the
 * command line's `--pr-suppressions` take exactly these, refused in the same words.
 */
const PR_SUPPRESSIONS_MODES = ['apply', 'propose'];
function parsePrSuppressions(label, value) {
    return parseChoice(label, value, PR_SUPPRESSIONS_MODES);
}
/** `auto`, `none`, or a git ref or commit safe to hand to git. */
function parseBaseline(label, value) {
    const baseline = (0,base_commit/* parseBaselineInput */.bZ)(value);
    if (baseline.kind === 'invalid')
        return (0,refusal/* refuseValue */.ss)(label, value, baseline.expected);
    return baseline;
}
/** The archives' base name as cleaned; refused when nothing is left of it. */
function refuseEmptyArtifactName(label, given, cleaned) {
    if (cleaned === '')
        (0,refusal/* refuseValue */.ss)(label, given, 'a name with letters, digits, . _ or -');
    return cleaned;
}

;// CONCATENATED MODULE: ./src/engine/config/table/setting-kinds.ts
/**
 * What a setting's value is, as the configuration file, its JSON Schema and the effective table
 * need to know it, and the parsers of the kinds whose refusals the Action's inputs and the command
 * line's flags already share (`../values.ts`). Each parser takes the label its adapter names the
 * setting by (`input 'fail-on'`, `--fail-on`, `key 'fail-on' at .plerion-iac.yml:3`) and the value
 * as text (an input, a flag) or as a YAML list's items (the file): one item is one value, never
 * split again, while text is split as the input is (commas and lines; braces kept whole).
 */



/** What a glob list accepts, as a refusal of the wrong YAML type says it. */
const GLOB_ACCEPTED = 'glob patterns relative to path, as a YAML list or comma-separated (a comma inside braces, {a,b}, belongs to the pattern)';
/** What a kind accepts, in the words of a refusal (the same words the shared validators use). */
function acceptedOf(kind) {
    switch (kind.type) {
        case 'text':
            return kind.accepted;
        case 'choice':
            return kind.accepted ?? kind.choices.join(' or ');
        case 'boolean':
            return 'true or false';
        case 'integer':
            return `a whole number of ${kind.unit} from ${kind.min} to ${kind.max}`;
        case 'list':
            return kind.items === 'severity'
                ? FAIL_ON_ACCEPTED
                : kind.items === 'glob'
                    ? GLOB_ACCEPTED
                    : 'detection ids, as a YAML list or comma-separated';
        case 'overrides':
            return 'a list of overrides, each with detection, severity and reason';
        case 'secret':
            return 'a secret, never written in a file';
    }
}
/** The value as text: a list's items one per line (how a repeated flag is joined too). */
function textOf(raw) {
    return typeof raw === 'string' ? raw : raw.join('\n');
}
/** `true` or `false` as `core.getBooleanInput` reads them (the YAML 1.2 core schema's words). */
function parseBoolean(label, raw) {
    const text = textOf(raw).trim();
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    return (0,refusal/* refuseValue */.ss)(label, text, 'true or false');
}
function parseInteger(kind) {
    return (label, raw) => parseWholeNumber(label, textOf(raw), kind);
}
function parseChoiceOf(choices) {
    return (label, raw) => parseChoice(label, textOf(raw), choices);
}
/** Severities that gate, or none: text as the input takes it, or a list of severities / [none]. */
function parseSeverityList(label, raw) {
    if (typeof raw === 'string')
        return parseFailOn(label, raw);
    const items = raw.map((item) => item.trim().toUpperCase());
    if (items.length === 1 && items[0] === 'NONE')
        return [];
    if (items.length === 0)
        (0,refusal/* refuseValue */.ss)(label, '[]', FAIL_ON_ACCEPTED);
    for (const [i, item] of items.entries())
        if (!(0,src_severity/* isSeverity */._Z)(item))
            (0,refusal/* refuseValue */.ss)(label, raw[i] ?? '', FAIL_ON_ACCEPTED);
    return src_severity/* SEVERITIES */.oC.filter((s) => items.includes(s));
}
/** Glob patterns: text split as the input splits it, or a list's items, each one pattern. */
function parseGlobList(label, raw) {
    if (typeof raw === 'string')
        return parsePatternList(label, raw);
    return parsePatterns(label, raw.map((item) => item.trim()));
}
/** Plain ids: text split on commas and lines, or a list's items; blanks dropped from text only. */
function parseIdList(label, raw) {
    if (typeof raw === 'string')
        return splitList(raw);
    return raw.map((item) => {
        const id = item.trim();
        if (id === '')
            (0,refusal/* refuseValue */.ss)(label, item, 'detection ids, one per item');
        return id;
    });
}
/** Control characters `refuseControls` refuses, as a regular expression's class body. */
const CONTROLS_CLASS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
/**
 * Text that, trimmed, has none of the control characters `refuseControls` refuses (a line break
 * would end a log line); space around it is trimmed away, as the validators trim.
 */
const ONE_LINE_PATTERN = `^\\s*(?:[^${CONTROLS_CLASS}]*[^\\s${CONTROLS_CLASS}])?\\s*$`;
/** `ONE_LINE_PATTERN`, ending with `suffix` (a regular expression) before the space trimmed. */
function oneLineEndingWith(suffix) {
    return `^\\s*[^${CONTROLS_CLASS}]*${suffix}\\s*$`;
}

// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/engine/config/table/setting-spec.ts
/**
 * How the settings table describes one setting (`SettingSpec`), and the validators several
 * settings share: text on one line, a secret kept only as set or not, a file of the workspace, the
 * Action's true/false and auto/true/false surfaces. Pure: paths are checked as written, against a
 * stand-in workspace, before there is a workspace to resolve them in.
 */




/** Infers a spec's value type from its parser. */
function setting(spec) {
    return spec;
}
/** The Action's answers for surfaces it may or may not use. */
const AUTO_TRUE_FALSE = ['auto', 'true', 'false'];
/** Text on one line (trimmed), refused in `accepted`'s words when it holds a line break. */
const oneLine = (accepted) => (label, raw) => {
    const text = textOf(raw).trim();
    (0,refusal/* refuseControls */.dB)(label, text, accepted);
    return text;
};
/** A secret is validated as a header carries it and kept as set or not: never its value. */
const parseSecret = (label, raw) => {
    const text = textOf(raw).trim();
    (0,refusal/* refuseUnsendableSecret */.Ax)(label, text, 'Check the secret for a pasted line break.');
    return text === '' ? 'not set' : 'set';
};
/** One of the Action's true/false inputs. */
const actionBoolean = (input, defaultValue, description) => setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'boolean' },
    default: defaultValue,
    hashed: false,
    description,
    parse: parseBoolean,
});
/** One of the Action's auto/true/false inputs. */
const actionAutoTrueFalse = (input, description) => setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
    default: 'auto',
    hashed: false,
    description,
    parse: parseChoiceOf(AUTO_TRUE_FALSE),
});
/** `given` relative to a workspace it stays inside ('' for the workspace itself), else undefined. */
function relativeInside(given) {
    const root = external_node_path_.resolve('/workspace');
    const resolved = external_node_path_.resolve(root, given);
    return (0,paths/* isInside */.F)(root, resolved) ? external_node_path_.relative(root, resolved) : undefined;
}
/** A file of the workspace as written: one line, inside it, not the workspace itself. */
function parseWorkspaceFile(accepted, check = () => true) {
    return (label, raw) => {
        const given = textOf(raw).trim();
        (0,refusal/* refuseControls */.dB)(label, given, accepted);
        const inside = relativeInside(given);
        if (inside === undefined || inside === '' || !check(given))
            (0,refusal/* refuseValue */.ss)(label, given, accepted);
        return given;
    };
}

;// CONCATENATED MODULE: ./src/engine/config/table/action-settings.ts
/**
 * The settings table's Action part: its token and the surfaces where reviewers look, under the
 * configuration file's `action:` section (named here as data: the engine knows no platform).
 */


/** The most check-run annotations (the Action's `check-run-annotations`). */
const MAX_CHECK_RUN_ANNOTATIONS = 50_000;
const SARIF_FILE_ACCEPTED = 'a file name ending in .sarif, inside the workspace (also through links)';
const ANNOTATIONS = {
    type: 'integer',
    min: 0,
    max: MAX_CHECK_RUN_ANNOTATIONS,
    unit: 'annotations',
};
const ACTION_SETTINGS = {
    'github-token': setting({
        input: 'github-token',
        scope: 'action',
        inFile: false,
        kind: { type: 'secret' },
        default: '${{ github.token }}',
        hashed: false,
        description: "The token of the GitHub surfaces (the job's by default), never a file.",
        parse: parseSecret,
    }),
    annotations: actionBoolean('annotations', 'true', 'Annotate the lines of the findings.'),
    'pr-comment': actionBoolean('pr-comment', 'true', 'One pull-request comment, kept up to date.'),
    'check-run': actionAutoTrueFalse('check-run', 'A check run with every finding as an annotation.'),
    'check-run-annotations': setting({
        input: 'check-run-annotations',
        scope: 'action',
        inFile: true,
        kind: ANNOTATIONS,
        default: '1000',
        hashed: false,
        description: `Most annotations on the check run (0 to ${MAX_CHECK_RUN_ANNOTATIONS}).`,
        parse: parseInteger(ANNOTATIONS),
    }),
    'pr-review': setting({
        input: 'pr-review',
        scope: 'action',
        inFile: true,
        kind: { type: 'choice', choices: ['off', 'new'] },
        default: 'off',
        hashed: false,
        description: 'Review comments on new findings on the lines of the diff: off or new.',
        parse: parseChoiceOf(['off', 'new']),
    }),
    'upload-sarif': actionAutoTrueFalse('upload-sarif', 'Upload the SARIF file to code scanning.'),
    'sarif-file': setting({
        input: 'sarif-file',
        scope: 'action',
        inFile: true,
        kind: {
            type: 'text',
            accepted: SARIF_FILE_ACCEPTED,
            pattern: oneLineEndingWith('\\.sarif'),
        },
        default: 'iac-scan-results.sarif',
        hashed: false,
        description: 'Where the SARIF file is written (the JSON report beside it).',
        parse: parseWorkspaceFile(SARIF_FILE_ACCEPTED, (given) => given.endsWith('.sarif')),
    }),
    'sarif-category': setting({
        input: 'sarif-category',
        flag: 'sarif-category',
        scope: 'action',
        inFile: true,
        kind: { type: 'text', accepted: 'a category on one line', pattern: ONE_LINE_PATTERN },
        default: '',
        emptyMeans: 'none',
        hashed: false,
        description: "The SARIF run's automationDetails.id.",
        parse: oneLine('a category on one line'),
    }),
    'upload-artifact': actionBoolean('upload-artifact', 'true', 'Upload the SARIF file and the JSON report as a workflow artifact.'),
    'tracking-issue': setting({
        input: 'tracking-issue',
        scope: 'action',
        inFile: true,
        kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
        default: 'auto',
        hashed: false,
        description: 'Keep one issue up to date with the gated findings.',
        parse: parseChoiceOf(AUTO_TRUE_FALSE),
    }),
};

;// CONCATENATED MODULE: ./src/engine/config/table/cli-settings.ts
/** The settings table's command line part: flags of `plerion-iac scan` only, never in the file. */


const CLI_SETTINGS = {
    'api-key-file': setting({
        flag: 'api-key-file',
        scope: 'cli',
        inFile: false,
        kind: { type: 'text', accepted: 'the path of a file holding the key' },
        default: undefined,
        hashed: false,
        description: 'Reads the key from this file instead of PLERION_API_KEY.',
        parse: oneLine('the path of a file holding the key'),
    }),
    commit: setting({
        flag: 'commit',
        scope: 'cli',
        inFile: false,
        kind: { type: 'text', accepted: 'a commit of the scanned repository' },
        default: undefined,
        hashed: false,
        description: "Scan this commit's tree and its configuration file from git objects instead of the work tree.",
        parse: oneLine('a commit of the scanned repository'),
    }),
    'exit-zero': setting({
        flag: 'exit-zero',
        scope: 'cli',
        inFile: false,
        kind: { type: 'boolean' },
        default: 'false',
        hashed: false,
        description: 'Write every report, then exit 0 whatever was found.',
        parse: parseBoolean,
    }),
    format: setting({
        flag: 'format',
        scope: 'cli',
        inFile: false,
        kind: { type: 'text', accepted: '<format>[=<file>]' },
        default: 'text',
        hashed: false,
        description: 'A report to write, to a file or standard output.',
        parse: (label, raw) => (typeof raw === 'string' ? [raw] : [...raw]),
    }),
};

// EXTERNAL MODULE: ./src/engine/suppressions/file-name.ts
var file_name = __webpack_require__(8713);
// EXTERNAL MODULE: ./src/engine/config/severity-overrides.ts
var severity_overrides = __webpack_require__(9750);
;// CONCATENATED MODULE: ./src/engine/config/table/gate-settings.ts
/**
 * The settings table's second part: how findings gate (fail-on, skip-detections, severity
 * overrides, the baseline, suppressions, waiting, service errors, a change's suppressions, a
 * dry run).
 */






const SUPPRESSIONS_ACCEPTED = 'a YAML file inside the workspace, relative to it';
const TIMEOUT = { type: 'integer', min: 1, max: MAX_TIMEOUT_SECONDS, unit: 'seconds' };
const GATE_SETTINGS = {
    'fail-on': setting({
        input: 'fail-on',
        flag: 'fail-on',
        scope: 'engine',
        inFile: true,
        kind: { type: 'list', items: 'severity' },
        default: 'CRITICAL,HIGH',
        hashed: true,
        description: 'Severities whose findings fail the run, or none.',
        parse: parseSeverityList,
    }),
    'skip-detections': setting({
        input: 'skip-detections',
        flag: 'skip-detections',
        scope: 'engine',
        inFile: true,
        kind: { type: 'list', items: 'id' },
        default: '',
        hashed: true,
        description: 'Detection ids whose findings are dropped from the gate and every report.',
        parse: parseIdList,
    }),
    'severity-overrides': setting({
        scope: 'engine',
        inFile: true,
        kind: { type: 'overrides' },
        default: '',
        emptyMeans: 'none',
        hashed: true,
        description: "Detections whose findings take another severity than the service's, with a reason.",
        parse: (label, raw) => {
            if (textOf(raw).trim() !== '')
                (0,refusal/* refuseValue */.ss)(label, textOf(raw), severity_overrides/* OVERRIDES_ACCEPTED */.wi);
            return [];
        },
    }),
    baseline: setting({
        input: 'baseline',
        flag: 'baseline',
        scope: 'engine',
        inFile: true,
        kind: {
            type: 'text',
            accepted: 'auto, none, or a git branch, tag or commit sha such as origin/main',
            pattern: '^\\s*(?:(?!.*\\.\\.)[A-Za-z0-9_.@{}~^][A-Za-z0-9_./@{}~^-]{0,254})?\\s*$',
        },
        default: 'auto',
        hashed: true,
        description: 'What findings are compared with, so that only new ones gate: auto, none or a ref.',
        parse: (label, raw) => {
            const baseline = parseBaseline(label, textOf(raw));
            return baseline.kind === 'ref' ? baseline.ref : baseline.kind;
        },
    }),
    suppressions: setting({
        input: 'suppressions',
        flag: 'suppressions',
        scope: 'engine',
        inFile: true,
        kind: { type: 'text', accepted: SUPPRESSIONS_ACCEPTED, pattern: ONE_LINE_PATTERN },
        default: file_name/* DEFAULT_SUPPRESSIONS_FILE */.M,
        hashed: true,
        description: 'The suppressions file (reason and expiry per entry), relative to the workspace.',
        parse: (label, raw) => parseWorkspaceFile(SUPPRESSIONS_ACCEPTED)(label, textOf(raw).trim() || file_name/* DEFAULT_SUPPRESSIONS_FILE */.M),
    }),
    timeout: setting({
        input: 'timeout',
        flag: 'timeout',
        scope: 'engine',
        inFile: true,
        kind: TIMEOUT,
        default: '600',
        hashed: false,
        description: 'Seconds to wait for all scans, from the first upload.',
        parse: parseInteger(TIMEOUT),
    }),
    'on-service-error': setting({
        input: 'on-service-error',
        flag: 'on-service-error',
        scope: 'engine',
        inFile: true,
        kind: { type: 'choice', choices: ['fail', 'warn'] },
        default: 'fail',
        hashed: true,
        description: 'What a scan that could not complete does: fail, or warn.',
        parse: parseChoiceOf(['fail', 'warn']),
    }),
    'pr-suppressions': setting({
        input: 'pr-suppressions',
        flag: 'pr-suppressions',
        scope: 'engine',
        inFile: true,
        kind: { type: 'choice', choices: PR_SUPPRESSIONS_MODES },
        default: '',
        emptyMeans: 'by event: propose where a change is not trusted',
        hashed: true,
        description: 'What suppressions a change adds do: apply, or propose (listed, not applied).',
        parse: (label, raw) => textOf(raw).trim() === '' ? '' : parsePrSuppressions(label, textOf(raw)),
    }),
    'dry-run': setting({
        input: 'dry-run',
        flag: 'dry-run',
        scope: 'engine',
        inFile: true,
        kind: { type: 'boolean' },
        default: 'false',
        hashed: true,
        description: 'Discover and pack as a real run would, upload nothing.',
        parse: parseBoolean,
    }),
};

// EXTERNAL MODULE: ./src/engine/limits.ts
var limits = __webpack_require__(7100);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/engine/config/workspace-paths.ts
/**
 * Paths a user names relative to the workspace, checked as the file system resolves them: the
 * scanned folder must exist and stay inside the workspace also through links, and a file the run
 * writes must land inside it. Shared by both adapters; refusals name the setting by its label.
 */




const INSIDE = 'a folder inside the workspace, relative to it';
/**
 * The folder to scan as written, checked without the file system (the configuration file's
 * `path` is checked before there is a workspace to resolve it in): one line, relative, never out.
 */
function checkRelativeFolder(label, value) {
    const given = value.trim();
    (0,refusal/* refuseControls */.dB)(label, given, INSIDE);
    const root = external_node_path_.resolve('/workspace');
    if (!(0,paths/* isInside */.F)(root, external_node_path_.resolve(root, given)))
        (0,refusal/* refuseValue */.ss)(label, given, INSIDE);
    return given;
}
/** The folder to scan: `value` resolved against the workspace, an existing folder inside it. */
function resolveScanRoot(label, workspace, value) {
    const given = checkRelativeFolder(label, value);
    const resolved = external_node_path_.resolve(workspace, given);
    if (!(0,paths/* isInside */.F)(workspace, resolved))
        (0,refusal/* refuseValue */.ss)(label, given, INSIDE);
    let real;
    try {
        real = external_node_fs_.realpathSync(resolved);
    }
    catch {
        return (0,refusal/* refuseValue */.ss)(label, given, 'an existing folder inside the workspace');
    }
    if (!(0,paths/* isInside */.F)(external_node_fs_.realpathSync(workspace), real))
        (0,refusal/* refuseValue */.ss)(label, given, 'a folder inside the workspace (it resolves outside through a link)');
    if (!external_node_fs_.statSync(real).isDirectory())
        (0,refusal/* refuseValue */.ss)(label, given, 'a folder, not a file');
    return resolved;
}
/**
 * True when `file` stays inside `workspace` on disk: its nearest existing ancestor, resolved
 * through links, is inside the workspace's real path (a folder link must not lead outside).
 */
function staysInside(workspace, file) {
    let existing = path.dirname(file);
    while (!fs.existsSync(existing) && existing !== path.dirname(existing))
        existing = path.dirname(existing);
    try {
        return isInside(fs.realpathSync(workspace), fs.realpathSync(existing));
    }
    catch {
        return false;
    }
}
/** A file the run writes, relative to the workspace, that stays inside it (also through links). */
function resolveWorkspaceFile(label, workspace, value, accepted) {
    const given = value.trim();
    refuseControls(label, given, accepted);
    const file = path.resolve(workspace, given);
    if (!isInside(workspace, file) || file === workspace || !staysInside(workspace, file))
        refuseValue(label, given, accepted);
    return file;
}

;// CONCATENATED MODULE: ./src/engine/config/table/org-config-ref.ts
/**
 * Where the organisation's file is (`org-config`): a path in the repository, or a file of another
 * repository written `owner/repo/path@ref` (the Action reads it with the job's token, the command
 * line with the token its environment holds). Pure: the form is checked here, before anything is read.
 */




const ORG_CONFIG_ACCEPTED = 'a YAML file in the repository, relative to it, or owner/repo/path@ref such as octo-org/.github/plerion-iac.yml@main';
const REPOSITORY_FILE = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})\/([^@]+)@([^@]+)$/;
/** A relative path that stays inside its root, without `..` or a leading `/`. */
function isRelativeInside(file) {
    const root = external_node_path_.resolve('/repository');
    const resolved = external_node_path_.resolve(root, file);
    return (!file.startsWith('/') &&
        !file.split('/').includes('..') &&
        resolved !== root &&
        (0,paths/* isInside */.F)(root, resolved));
}
/** The reference as written and checked; undefined when `value` is empty (no organisation file). */
function orgConfigRefOf(label, value) {
    const given = value.trim();
    if (given === '')
        return undefined;
    (0,refusal/* refuseControls */.dB)(label, given, ORG_CONFIG_ACCEPTED);
    if (!given.includes('@')) {
        if (!isRelativeInside(given))
            (0,refusal/* refuseValue */.ss)(label, given, ORG_CONFIG_ACCEPTED);
        return { kind: 'path', path: given };
    }
    const match = REPOSITORY_FILE.exec(given);
    const [, owner = '', repo = '', file = '', ref = ''] = match ?? [];
    const safeRef = (0,base_commit/* parseBaselineInput */.bZ)(ref);
    if (!match || !isRelativeInside(file) || safeRef.kind !== 'ref' || repo === '.' || repo === '..')
        (0,refusal/* refuseValue */.ss)(label, given, ORG_CONFIG_ACCEPTED);
    return { kind: 'repository', owner, repo, path: file, ref };
}
/** The validator of `org-config`: the reference as written, checked (`orgConfigRefOf`). */
function parseOrgConfigRef(label, raw) {
    const given = (typeof raw === 'string' ? raw : raw.join('\n')).trim();
    orgConfigRefOf(label, given);
    return given;
}

;// CONCATENATED MODULE: ./src/engine/config/table/scan-settings.ts
/**
 * The settings table's first part: the key, the configuration file itself, the organisation's
 * file, and what is scanned (the service, the folder, the patterns, the archives).
 */







const ARCHIVE_SIZE = { type: 'integer', min: 1, max: limits/* MAX_ARCHIVE_BYTES */.I, unit: 'bytes' };
const SCAN_SETTINGS = {
    'api-key': setting({
        input: 'api-key',
        env: 'PLERION_API_KEY',
        scope: 'engine',
        inFile: false,
        kind: { type: 'secret' },
        default: undefined,
        hashed: false,
        description: 'The tenant API key: a secret (input) or PLERION_API_KEY, never a file.',
        parse: parseSecret,
    }),
    config: setting({
        input: 'config',
        flag: 'config',
        scope: 'engine',
        inFile: false,
        kind: {
            type: 'text',
            accepted: 'a YAML file inside the repository, relative to it',
            pattern: ONE_LINE_PATTERN,
        },
        default: '',
        emptyMeans: '.plerion-iac.yml or .plerion-iac.yaml, when there is one',
        hashed: false,
        description: 'The configuration file to read instead of .plerion-iac.yml.',
        parse: oneLine('a YAML file inside the repository, relative to it'),
    }),
    'org-config': setting({
        input: 'org-config',
        flag: 'org-config',
        scope: 'engine',
        inFile: true,
        kind: { type: 'text', accepted: ORG_CONFIG_ACCEPTED, pattern: ONE_LINE_PATTERN },
        default: '',
        emptyMeans: 'none',
        hashed: false,
        description: "The organisation's file: its keys are defaults, its require: floors a repository cannot loosen.",
        parse: parseOrgConfigRef,
    }),
    region: setting({
        input: 'region',
        flag: 'region',
        scope: 'engine',
        inFile: true,
        kind: { type: 'choice', choices: engine_settings/* REGIONS */.ij, accepted: `one of ${engine_settings/* REGIONS */.ij.join(', ')}` },
        default: 'au',
        hashed: true,
        description: "The service's region: https://<region>.api.plerion.com.",
        parse: (label, raw) => {
            parseBaseUrl({ label, value: textOf(raw) }, { label, value: '' });
            return textOf(raw).trim().toLowerCase();
        },
    }),
    'api-url': setting({
        input: 'api-url',
        flag: 'api-url',
        scope: 'engine',
        inFile: true,
        kind: {
            type: 'text',
            accepted: 'a full https:// address such as https://au.api.plerion.com',
            pattern: '^\\s*(?:[hH][tT][tT][pP][sS]://[^\\s?#@]+)?\\s*$',
        },
        default: '',
        emptyMeans: "the region's address",
        hashed: true,
        description: 'A full https:// address that replaces the region address.',
        parse: (label, raw) => textOf(raw).trim() === ''
            ? ''
            : parseBaseUrl({ label: 'region', value: 'au' }, { label, value: textOf(raw) }),
    }),
    path: setting({
        input: 'path',
        scope: 'engine',
        inFile: true,
        kind: {
            type: 'text',
            accepted: 'a folder inside the workspace, relative to it',
            pattern: ONE_LINE_PATTERN,
        },
        default: '.',
        hashed: true,
        description: 'The folder to scan, relative to the workspace (the command line: its [path]).',
        parse: (label, raw) => checkRelativeFolder(label, textOf(raw)),
    }),
    include: setting({
        input: 'include',
        flag: 'include',
        scope: 'engine',
        inFile: true,
        kind: { type: 'list', items: 'glob' },
        default: '',
        hashed: true,
        description: 'Extra glob patterns of files to scan besides the built-in IaC kinds.',
        parse: parseGlobList,
    }),
    exclude: setting({
        input: 'exclude',
        flag: 'exclude',
        scope: 'engine',
        inFile: true,
        kind: { type: 'list', items: 'glob' },
        default: '',
        hashed: true,
        description: 'Glob patterns of files or folders to leave out, on top of .gitignore.',
        parse: parseGlobList,
    }),
    'artifact-name': setting({
        input: 'artifact-name',
        flag: 'artifact-name',
        scope: 'engine',
        inFile: true,
        kind: {
            type: 'text',
            accepted: 'a name with letters, digits, . _ or -',
            pattern: '^\\s*$|[A-Za-z0-9_]',
        },
        default: '',
        emptyMeans: '<repo>-<short sha>',
        hashed: false,
        description: 'Base name of the uploaded archives.',
        parse: (label, raw) => {
            const given = textOf(raw).trim();
            if (given !== '')
                refuseEmptyArtifactName(label, given, (0,engine_settings/* cleanArtifactName */.rU)(given));
            return given;
        },
    }),
    'max-archive-size': setting({
        input: 'max-archive-size',
        flag: 'max-archive-size',
        scope: 'engine',
        inFile: true,
        kind: ARCHIVE_SIZE,
        default: String(limits/* MAX_ARCHIVE_BYTES */.I),
        hashed: true,
        description: `Bytes per archive, 1 to ${limits/* MAX_ARCHIVE_BYTES */.I}.`,
        parse: parseInteger(ARCHIVE_SIZE),
    }),
};

;// CONCATENATED MODULE: ./src/engine/config/table/settings-table.ts
/**
 * The one table of settings: every setting the Action's inputs, the command line's flags and the
 * configuration file (`.plerion-iac.yml`) hold, with its names on each surface, its kind, its
 * default, its validator (the shared ones of `../values.ts`, so a refusal reads the same word for
 * word whichever surface gave the value) and whether it is a secret. The file loader, the
 * precedence resolver, the config hash, the effective table and the JSON Schema all read it, so a
 * new setting is added here once. Tests hold action.yml and the flags' table to it.
 *
 * Invariants: a `file` key is the input's name (kebab-case); `scope: 'action'` keys sit under the
 * file's `action:` section; `scope: 'cli'` ones (flags of the command line only), secrets and
 * `config` itself are never keys of the file. The engine knows no platform: the Action's section
 * is data here, named as the file names it.
 */





/** The settings, in the order the effective table and the docs list them. */
const SETTINGS = {
    ...SCAN_SETTINGS,
    ...GATE_SETTINGS,
    ...ACTION_SETTINGS,
    ...CLI_SETTINGS,
};
/** The keys, in the table's order. */
const SETTING_KEYS = Object.keys(SETTINGS);
/** The spec of `key`, typed loosely (for code that walks every setting). */
function specOf(key) {
    return SETTINGS[key];
}
/** The keys the file accepts at its top level, and under `action:`. */
const TOP_LEVEL_KEYS = SETTING_KEYS.filter((key) => specOf(key).inFile && specOf(key).scope === 'engine');
const ACTION_KEYS = SETTING_KEYS.filter((key) => specOf(key).inFile && specOf(key).scope === 'action');
/** True for a key or token: never in the file, never shown, never hashed. */
function isSecret(key) {
    return specOf(key).kind.type === 'secret';
}
/** Every setting's default value, validated by its own parser (a test checks they all parse). */
function defaultValues() {
    return Object.fromEntries(SETTING_KEYS.map((key) => {
        const spec = specOf(key);
        if (isSecret(key))
            return [key, spec.default === undefined ? 'not set' : 'set'];
        return [key, spec.parse(`the default of '${key}'`, spec.default ?? '')];
    }));
}

;// CONCATENATED MODULE: ./src/engine/config/effective/render-config.ts
/**
 * The effective configuration as a table, pure: every setting that applies on a surface with its
 * value and where it came from (`default`, a file and line, an input, a flag, the environment),
 * the settings the organisation's floors hold marked as such, the severity overrides, the floors
 * and the config hash. Plain text for a terminal or a log group; Markdown for a collapsed section
 * of a job summary. Values come from files a pull request can edit: each passes through its
 * place's sanitiser, and a secret is only ever `set` or `not set`.
 */


/** The longest value a cell shows. */
const MAX_VALUE_CHARS = 200;
/** The settings that apply on `surface`, in the table's order. */
function keysShownOn(surface) {
    return SETTING_KEYS.filter((key) => {
        const spec = specOf(key);
        if (surface === 'action')
            return spec.input !== undefined || (spec.inFile && spec.scope !== 'cli');
        return spec.flag !== undefined || spec.scope === 'engine';
    });
}
/** A value as the table shows it (before its place's sanitiser). */
function shownSetting(key, value) {
    const spec = specOf(key);
    if (Array.isArray(value)) {
        if (spec.kind.type === 'overrides')
            return value.length === 0 ? 'none' : `${value.length} (below)`;
        return value.length === 0 ? (key === 'fail-on' ? 'none' : '(none)') : value.join(', ');
    }
    const text = String(value);
    return text === '' ? `(${spec.emptyMeans ?? 'empty'})` : text;
}
/** Where a value came from, with the organisation's part in it. */
function shownFrom(setting) {
    const { floor } = setting;
    if (floor === undefined)
        return setting.from;
    return floor.raised
        ? `${setting.from} (the organisation's floor)`
        : `${setting.from}; held by the organisation's floor ${floor.file}:${floor.line}`;
}
function overrideLine(entry) {
    const where = entry.path === undefined ? '' : ` under ${entry.path}`;
    const until = entry.expires === undefined ? '' : ` until ${entry.expires}`;
    const why = entry.reason === undefined ? '' : `: ${entry.reason}`;
    return `${entry.detection} -> ${entry.severity}${where}${until}${why} (${entry.file}:${entry.line})`;
}
function floorLines(config) {
    const floors = config.floors;
    if (floors === undefined)
        return [];
    return Object.entries(floors.floors).map(([key, floor]) => {
        const value = Array.isArray(floor.value)
            ? floor.value.join(', ') || 'none'
            : String(floor.value);
        return `${key}: ${value} (${floors.file}:${floor.line})`;
    });
}
function rowsOf(config, surface) {
    return keysShownOn(surface).map((key) => {
        const setting = config.settings[key];
        return { key, value: shownSetting(key, setting.value), from: shownFrom(setting) };
    });
}
/** The table as plain text, one line per setting, columns aligned. */
function renderConfigText(config, options) {
    const rows = rowsOf(config, options.surface).map((row) => ({
        key: row.key,
        value: (0,sanitize/* forLog */.Ig)(row.value, MAX_VALUE_CHARS),
        from: (0,sanitize/* forLog */.Ig)(row.from, 500),
    }));
    const keyWidth = Math.max(7, ...rows.map((r) => r.key.length));
    const valueWidth = Math.max(5, ...rows.map((r) => r.value.length));
    const line = (a, b, c) => `${a.padEnd(keyWidth)}  ${b.padEnd(valueWidth)}  ${c}`.trimEnd();
    const overrides = config.settings['severity-overrides'].value;
    const floors = floorLines(config);
    return [
        line('setting', 'value', 'from'),
        ...rows.map((r) => line(r.key, r.value, r.from)),
        ...(overrides.length > 0
            ? [
                '',
                'severity-overrides (the first that matches a finding applies):',
                ...overrides.map((o, i) => `  ${i + 1}. ${(0,sanitize/* forLog */.Ig)(overrideLine(o), 1_000)}`),
            ]
            : []),
        ...(floors.length > 0
            ? [
                '',
                `The organisation's floors (require:), which no repository setting loosens:`,
                ...floors.map((f) => `  ${(0,sanitize/* forLog */.Ig)(f, 500)}`),
            ]
            : []),
        ...(options.hash ? ['', `config hash: ${options.hash}`] : []),
    ].join('\n');
}
/** The table as a collapsed Markdown section (a job summary's). */
function renderConfigMarkdown(config, options) {
    const code = (text, max = MAX_VALUE_CHARS) => forMarkdownCode(text, max) || '';
    const rows = rowsOf(config, options.surface).map((r) => `| \`${r.key}\` | ${code(r.value)} | ${forMarkdown(r.from, 500)} |`);
    const overrides = config.settings['severity-overrides'].value;
    const floors = floorLines(config);
    const body = [
        '| Setting | Value | From |',
        '| --- | --- | --- |',
        ...rows,
        ...(overrides.length > 0
            ? [
                '',
                '**Severity overrides** (the first that matches a finding applies):',
                '',
                ...overrides.map((o, i) => `${i + 1}. ${forMarkdown(overrideLine(o), 1_000)}`),
            ]
            : []),
        ...(floors.length > 0
            ? [
                '',
                "**The organisation's floors** (`require:`), which no repository setting loosens:",
                '',
                ...floors.map((f) => `- ${forMarkdown(f, 500)}`),
            ]
            : []),
        ...(options.hash ? ['', `Config hash: ${code(options.hash, 100)}`] : []),
    ].join('\n');
    return `<details><summary>Effective configuration</summary>\n\n${body}\n\n</details>`;
}

// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/engine/config/effective/resolve-config.ts
/**
 * Precedence, one rule, pure: for every setting, the value the user set (an input or a flag that
 * was given; an adapter passes only those, so an input left at its default is not set) or the
 * environment's (`PLERION_API_KEY`), else the repository's file, else the organisation's file,
 * else the default. Then the organisation's floors (`require:`): a value that would loosen one
 * does not apply, the stricter one does, with one warning naming the key and both places; the
 * setting is marked as fixed by the organisation whenever a floor holds it.
 *
 * Secrets are held as set or not set (`SecretPresence`), never as their value.
 */


function fromFile(config, key, source) {
    const located = config.values[key];
    return located && { value: located.value, source, from: `${config.file}:${located.line}` };
}
function chosen(layers, key, fallback) {
    const given = layers.given?.[key];
    if (given)
        return { value: given.value, source: given.source, from: given.name };
    return ((layers.file && fromFile(layers.file, key, 'file')) ??
        (layers.org && fromFile(layers.org, key, 'org')) ?? {
        value: fallback,
        source: 'default',
        from: 'default',
    });
}
const list = (severities) => severities.join(', ') || 'none';
/** True when the value came from the repository or its user (a floor's warning is about them). */
const fromRepository = (setting) => setting.source !== 'default' && setting.source !== 'org';
/** Applies one floor: `stricter` is the value that keeps it (the same value when it holds). */
function hold(settings, key, floor, stricter, warnings, describe) {
    const current = settings[key];
    const raised = JSON.stringify(stricter) !== JSON.stringify(current.value);
    if (raised && fromRepository(current))
        warnings.push(`${key}: ${current.from} sets ${describe(current.value)}, which the organisation's file ${floor.file}:${floor.line} does not allow; ${describe(stricter)} applies.`);
    settings[key] = {
        ...(raised
            ? { value: stricter, source: 'org', from: `${floor.file}:${floor.line}` }
            : current),
        floor: { file: floor.file, line: floor.line, raised },
    };
}
function applyFloors(settings, org, warnings) {
    const { floors, file } = org;
    const failOn = floors['fail-on'];
    if (failOn && failOn.value.length > 0) {
        const current = settings['fail-on'].value;
        const union = src_severity/* SEVERITIES */.oC.filter((s) => current.includes(s) || failOn.value.includes(s));
        hold(settings, 'fail-on', { file, line: failOn.line }, union.length === current.length ? current : union, warnings, (v) => `fail-on ${list(v)}`);
        // A floor on the gate needs a gate: a dry run judges nothing, so a file cannot choose one.
        hold(settings, 'dry-run', { file, line: failOn.line }, false, warnings, (v) => v ? 'dry-run true (a dry run gates nothing)' : 'dry-run false');
    }
    const onError = floors['on-service-error'];
    if (onError)
        hold(settings, 'on-service-error', { file, line: onError.line }, 'fail', warnings, (v) => `on-service-error ${v}`);
    const prSuppressions = floors['pr-suppressions'];
    if (prSuppressions)
        hold(settings, 'pr-suppressions', { file, line: prSuppressions.line }, 'propose', warnings, (v) => `pr-suppressions ${v || '(by event)'}`);
}
/** The effective value of every setting, with its source, the organisation's floors applied. */
function resolveConfig(layers) {
    const defaults = defaultValues();
    const settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, chosen(layers, key, defaults[key])]));
    const warnings = [];
    const floors = layers.org?.floors;
    if (floors)
        applyFloors(settings, floors, warnings);
    return { settings, ...(floors && { floors }), warnings };
}
/** The engine's `severityOverrides` setting from the effective configuration. */
function severityOverridesOf(config) {
    const lowering = config.floors?.floors['lower-severity'];
    return {
        entries: config.settings['severity-overrides'].value,
        ...(lowering?.value === false && {
            loweringForbiddenBy: `${config.floors?.file}:${lowering.line}`,
        }),
    };
}

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
;// CONCATENATED MODULE: ./src/engine/config/effective/suppression-max-days.ts
/**
 * The organisation's `require: suppression-max-days` applied to the suppressions read: an entry of
 * the suppressions file that never expires, or expires further ahead than the organisation allows,
 * suppresses nothing (the stricter choice: its findings gate), and one warning names the floor, the
 * suppressions file, the organisation's file and the entries. Pure: the clock is passed in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries a warning names; the rest are counted. */
const MAX_ENTRIES_NAMED = 5;
/** `YYYY-MM-DD` of the last day a suppression may expire on, `days` after `now` (UTC). */
function latestExpiry(now, days) {
    return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
function describe(entry) {
    const when = entry.expires === undefined ? 'no expiry' : `expires ${entry.expires}`;
    return `entry ${entry.entryNumber} (${entry.detection}, ${when})`;
}
/** The suppressions that keep to the floor, and the warning about those that do not. */
function limitSuppressionExpiry(suppressions, org, now) {
    const floor = org?.floors['suppression-max-days'];
    if (org === undefined || floor === undefined)
        return { suppressions };
    const latest = latestExpiry(now, floor.value);
    const tooLong = (entry) => entry.expires === undefined || entry.expires > latest;
    const refused = suppressions.entries.filter(tooLong);
    if (refused.length === 0)
        return { suppressions };
    const named = refused.slice(0, MAX_ENTRIES_NAMED).map(describe).join('; ');
    const more = refused.length > MAX_ENTRIES_NAMED ? `; and ${refused.length - MAX_ENTRIES_NAMED} more` : '';
    return {
        suppressions: { ...suppressions, entries: suppressions.entries.filter((e) => !tooLong(e)) },
        warning: `suppression-max-days: the organisation's file ${org.file}:${floor.line} allows suppressions of at most ${(0,plural/* plural */.L)(floor.value, 'day')} (expires on or before ${latest}); ` +
            `${refused.length === 1 ? '1 entry' : `${refused.length} entries`} of ${suppressions.file} ${refused.length === 1 ? 'does' : 'do'} not keep to it and suppress${refused.length === 1 ? 'es' : ''} nothing: ${named}${more}. Set an earlier expires.`,
    };
}

// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(4781);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/read-suppression-changes.ts
var read_suppression_changes = __webpack_require__(7077);
// EXTERNAL MODULE: ./src/engine/suppressions/read-file.ts
var read_file = __webpack_require__(850);
;// CONCATENATED MODULE: ./src/cli/change-request.ts
/** The change the run is about; undefined when the baseline names none. */
function changeRequestOf(chosen) {
    const { changeRequest, baseline } = chosen;
    if (changeRequest === undefined)
        return undefined;
    const ref = baseline.kind === 'ref' ? baseline.ref : '';
    // GitLab's base is a merge base: the target branch's tip is named apart (`suppressionsAt`).
    const at = chosen.suppressionsAt;
    const tip = at === undefined ? ref || undefined : 'ref' in at ? at.ref : undefined;
    return {
        origin: chosen.from ?? 'flag',
        baseLabel: ref,
        base: { kind: 'ref', ref },
        baseTip: tip,
        ...(at !== undefined && 'unavailable' in at && { baseTipUnknown: at.unavailable }),
        ...(changeRequest.unavailable !== undefined && { unusable: changeRequest.unavailable }),
    };
}

;// CONCATENATED MODULE: ./src/cli/ci-baseline.ts
/**
 * Which commit the command line compares with (pure): `--baseline <ref>` or `none` wins; without
 * it (or with `auto`) the base of the change request the CI is building, from the CI's own
 * variables, in this order: GitHub `GITHUB_BASE_REF`, GitLab `CI_MERGE_REQUEST_DIFF_BASE_SHA`,
 * Azure Pipelines `SYSTEM_PULLREQUEST_TARGETBRANCH`, Jenkins `CHANGE_TARGET`, Bitbucket
 * `BITBUCKET_PR_DESTINATION_BRANCH`; else none. A branch is compared as origin's (`origin/main`),
 * which git finds in the checkout or fetches once. The answer says where it came from, for the log.
 * In a pre-commit pre-push hook (`PRE_COMMIT_HOOK_STAGE`), the base is what the remote has
 * (`PRE_COMMIT_FROM_REF`), before any CI variable: the push is the change.
 *
 * A CI's value that is not safe to hand to git (a leading `-`, `..`, `:`) is not used: the run
 * goes on without a baseline and says why, since the user cannot fix a variable the CI sets.
 *
 * A base known either way makes the run a change request: IaC the change adds or changes that
 * was not uploaded gates (exit 3) as on a pull request, and suppressions it adds are proposed
 * (`--pr-suppressions`). The suppressions applied are the target branch tip's: the baseline's
 * commit when it names the target (a branch, `--baseline <ref>`), GitLab's target branch when the
 * baseline is its merge base. A CI's unusable base still says a change request is being built: then
 * every IaC file left unjudged counts (fail closed).
 */


/** The CI variables that name a change request's base, and what each names. */
const CI_BASE_VARIABLES = [
    { variable: 'GITHUB_BASE_REF', ci: 'GitHub Actions', kind: 'branch' },
    { variable: 'CI_MERGE_REQUEST_DIFF_BASE_SHA', ci: 'GitLab CI', kind: 'commit' },
    { variable: 'SYSTEM_PULLREQUEST_TARGETBRANCH', ci: 'Azure Pipelines', kind: 'branch' },
    { variable: 'CHANGE_TARGET', ci: 'Jenkins', kind: 'branch' },
    { variable: 'BITBUCKET_PR_DESTINATION_BRANCH', ci: 'Bitbucket Pipelines', kind: 'branch' },
];
/** `refs/heads/main` (Azure) and `main` both name origin's `main`. */
function branchOnOrigin(value) {
    return `origin/${value.replace(/^refs\/heads\//, '')}`;
}
/** The baseline from `--baseline` (undefined when not given) and the environment. */
function chooseBaseline(flag, env) {
    const given = flag === undefined ? { kind: 'auto' } : parseBaseline('--baseline', flag);
    if (given.kind === 'none')
        return { baseline: given, said: 'Baseline: none (--baseline none): every finding gates.' };
    if (given.kind === 'ref')
        return {
            baseline: given,
            said: `Baseline: ${given.ref} (--baseline).`,
            changeRequest: {},
            from: 'flag',
        };
    const pushed = prePushBase(env);
    if (pushed !== undefined)
        return pushed;
    for (const { variable, ci, kind } of CI_BASE_VARIABLES) {
        const value = env[variable]?.trim();
        if (!value)
            continue;
        const ref = kind === 'branch' ? branchOnOrigin(value) : value;
        const parsed = (0,base_commit/* parseBaselineInput */.bZ)(ref);
        if (parsed.kind !== 'ref')
            return {
                baseline: { kind: 'none' },
                unusable: true,
                said: `Baseline: none: ${ci}'s ${variable} names a base that is not a safe git ref, so every finding gates. Pass --baseline <ref> to compare with it.`,
                changeRequest: {
                    unavailable: `${ci}'s ${variable} names a base that is not a safe git ref`,
                },
                from: 'ci variables',
            };
        const what = kind === 'branch' ? `its target branch ${value}` : `its base commit`;
        return {
            baseline: parsed,
            said: `Baseline: ${ref}, ${what} from ${ci} (${variable}).`,
            changeRequest: {},
            from: 'ci variables',
            ...(kind === 'commit' && { suppressionsAt: gitLabTargetTip(env) }),
        };
    }
    return {
        baseline: { kind: 'none' },
        said: `Baseline: none (no --baseline, and none of ${CI_BASE_VARIABLES.map((v) => v.variable).join(', ')} is set): every finding gates.`,
    };
}
/**
 * GitLab's target branch tip, where a merge request's suppressions are read:
 * `CI_MERGE_REQUEST_TARGET_BRANCH_SHA` (merged results pipelines), else origin's
 * `CI_MERGE_REQUEST_TARGET_BRANCH_NAME`; else why it is unknown.
 */
function gitLabTargetTip(env) {
    const sha = env.CI_MERGE_REQUEST_TARGET_BRANCH_SHA?.trim();
    const branch = env.CI_MERGE_REQUEST_TARGET_BRANCH_NAME?.trim();
    const ref = sha || (branch ? branchOnOrigin(branch) : undefined);
    if (ref === undefined)
        return {
            unavailable: "GitLab CI sets neither CI_MERGE_REQUEST_TARGET_BRANCH_SHA nor CI_MERGE_REQUEST_TARGET_BRANCH_NAME, so the target branch's tip is unknown",
        };
    if ((0,base_commit/* parseBaselineInput */.bZ)(ref).kind !== 'ref')
        return { unavailable: `GitLab CI's target branch ${ref} is not a safe git ref` };
    return { ref };
}
/**
 * In a pre-push hook, what the remote has (`PRE_COMMIT_FROM_REF`): the push is the change. pre-commit
 * sets its refs for other stages too (`pre-commit run --from-ref`), where they name no push.
 */
function prePushBase(env) {
    const value = env.PRE_COMMIT_FROM_REF?.trim();
    if (!value || !isPrePush(env))
        return undefined;
    const parsed = (0,base_commit/* parseBaselineInput */.bZ)(value);
    if (parsed.kind !== 'ref')
        return {
            baseline: { kind: 'none' },
            unusable: true,
            said: "Baseline: none: pre-commit's PRE_COMMIT_FROM_REF is not a safe git ref, so every finding gates.",
            changeRequest: { unavailable: "pre-commit's PRE_COMMIT_FROM_REF is not a safe git ref" },
            from: 'hook',
        };
    const remote = env.PRE_COMMIT_REMOTE_NAME?.trim() || 'the remote';
    return {
        baseline: parsed,
        said: `Baseline: ${value}, what ${remote} has (pre-commit's PRE_COMMIT_FROM_REF): what the push adds gates.`,
        changeRequest: {},
        from: 'hook',
    };
}
/** True in pre-commit's pre-push stage (`pre-push`; `push` before pre-commit 3). */
function isPrePush(env) {
    const stage = env.PRE_COMMIT_HOOK_STAGE?.trim();
    return stage === 'pre-push' || stage === 'push';
}
/**
 * The commit a pre-push hook pushes (`PRE_COMMIT_TO_REF`, else the local branch pushed), or
 * undefined outside one: the hook scans it from git objects, never the work tree.
 */
function pushedCommit(env) {
    if (!isPrePush(env))
        return undefined;
    return env.PRE_COMMIT_TO_REF?.trim() || env.PRE_COMMIT_LOCAL_BRANCH?.trim() || undefined;
}

;// CONCATENATED MODULE: ./src/github-file.ts
/**
 * One file of a GitHub repository at a ref, read through the contents API (`application/vnd.github.raw`):
 * how both adapters read an organisation's configuration file written `owner/repo/path@ref`. The
 * address must be https (plain http only to this machine's loopback, where a test's fake GitHub
 * listens); the token is sent as a header and never appears in a message. Every failure is one
 * `ConfigurationError` naming the file, GitHub's status and what to do.
 */

const TIMEOUT_MS = 30_000;
function isLoopback(url) {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
/** The address of the file, refused unless it is https (or loopback http). */
function addressOf(request) {
    const base = request.apiUrl.replace(/\/+$/, '');
    let url;
    try {
        url = new URL(`${base}/repos/${encodeURIComponent(request.owner)}/${encodeURIComponent(request.repo)}/contents/${request.path
            .split('/')
            .map(encodeURIComponent)
            .join('/')}`);
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`Invalid GitHub API address '${base}' for ${request.label}. Expected an https:// address.`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
        throw new errors/* ConfigurationError */.j1(`Refused to read ${request.label} from ${url.origin}: the token is only sent over https. Expected an https:// GitHub API address.`);
    url.searchParams.set('ref', request.ref);
    return url;
}
/** The file's bytes; throws a `ConfigurationError` saying why it could not be read. */
async function readGitHubFile(request) {
    const url = addressOf(request);
    const shown = `${request.owner}/${request.repo}/${request.path}@${request.ref}`;
    const fail = (why) => {
        throw new errors/* ConfigurationError */.j1(`Could not read the organisation's file ${shown} (${request.label}): ${why}.`);
    };
    let response;
    try {
        response = await fetch(url, {
            headers: {
                accept: 'application/vnd.github.raw',
                'user-agent': 'plerion-iac',
                'x-github-api-version': '2022-11-28',
                ...(request.token !== '' && { authorization: `Bearer ${request.token}` }),
            },
            redirect: 'error',
            signal: AbortSignal.timeout(TIMEOUT_MS),
        });
    }
    catch (error) {
        return fail(`GitHub could not be reached (${whyUnreachable(error)})`);
    }
    const refuse = (why) => {
        // The answer is not read: dropped, so a stalled body holds neither the socket nor the process.
        void response.body?.cancel().catch(() => undefined);
        return fail(why);
    };
    if (response.status === 404 || response.status === 401 || response.status === 403)
        refuse(`GitHub answered ${response.status}: the file does not exist at that ref, or the token cannot read that repository. ${request.tokenAdvice}`);
    if (!response.ok)
        refuse(`GitHub answered ${response.status}`);
    const tooLong = (bytes) => refuse(`it has ${bytes} bytes, more than ${request.maxBytes}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > request.maxBytes)
        tooLong(length);
    return readCapped(response, request.maxBytes, tooLong, (error) => fail(`GitHub's answer was cut off (${whyUnreachable(error)})`));
}
/**
 * The body's bytes, the read stopped (and the answer dropped) as soon as it passes `maxBytes`;
 * an answer that breaks off is `cutOff`.
 */
async function readCapped(response, maxBytes, tooLong, cutOff) {
    const chunks = [];
    let bytes = 0;
    const reader = response.body?.getReader();
    while (reader) {
        const read = await reader.read().catch(cutOff);
        if (read.done)
            break;
        bytes += read.value.byteLength;
        if (bytes > maxBytes) {
            void reader.cancel().catch(() => undefined); // the stream is the reader's to drop now
            tooLong(bytes);
        }
        chunks.push(read.value);
    }
    return Buffer.concat(chunks);
}
/**
 * Why fetch failed, in words a person can act on: the error's name and the system's code
 * (ECONNREFUSED, a certificate's), and only a code that looks like one (it reaches the log).
 */
function whyUnreachable(error) {
    const failure = error;
    const code = failure.cause?.code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,64}$/.test(code))
        return `${failure.name}: ${code}`;
    return failure.name;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/engine/config/file/read-yaml.ts
/**
 * A configuration file's bytes as one YAML document, with line numbers, or one
 * `ConfigurationError` saying what is wrong with the file as a whole. The file is the repository's
 * (or its organisation's) and may be hostile: it is refused when larger than
 * `MAX_CONFIG_FILE_BYTES`, when it is not UTF-8, when it nests deeper than `MAX_CONFIG_DEPTH`
 * (counted on the lexer's tokens before anything recursive runs, so a megabyte of `[` costs
 * milliseconds and no stack), when it expands aliases past `MAX_ALIAS_COUNT` (an alias bomb), when
 * a map repeats a key, when it holds several documents, or on any YAML error or warning (an
 * unknown tag is refused, not read as text). YAML 1.2, core schema: `yes` is text, not true.
 */



/** A configuration file is a page of settings; anything bigger is a wrong file or an attack. */
const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** The file's structure is four deep (`severity-overrides`, an entry, a field); room to spare. */
const MAX_CONFIG_DEPTH = 16;
/** Aliases resolved when the document becomes data (the `yaml` package's own default). */
const MAX_ALIAS_COUNT = 100;
function refuse(file, problem, expected) {
    throw new errors/* ConfigurationError */.j1(`Invalid configuration file '${(0,refusal/* shownValue */.JJ)(file)}': ${problem}. Expected ${expected}.`);
}
const ONE_MAP = 'one YAML map of settings, such as fail-on: CRITICAL,HIGH';
/** The text of the bytes, refused unless they are UTF-8 (a byte order mark is dropped). */
function decode(file, bytes) {
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        return refuse(file, 'it is not UTF-8 text', `${ONE_MAP}, in UTF-8`);
    }
}
/** Refuses flow nesting (`[[[[…`, `{a: {b: …}}`) deeper than the limit, from tokens alone. */
function refuseDeepFlow(file, text) {
    let depth = 0;
    let offset = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        if (token === '[' || token === '{')
            depth++;
        else if (token === ']' || token === '}')
            depth = Math.max(0, depth - 1);
        if (depth > MAX_CONFIG_DEPTH) {
            const line = text.slice(0, offset).split('\n').length;
            refuse(file, `it nests deeper than ${MAX_CONFIG_DEPTH} levels (line ${line})`, ONE_MAP);
        }
        offset += token.length;
    }
}
/** Refuses data nested deeper than the limit (block nesting, which the lexer does not count). */
function refuseDeepData(file, value, depth = 0) {
    if (value === null || typeof value !== 'object')
        return;
    if (depth >= MAX_CONFIG_DEPTH)
        refuse(file, `it nests deeper than ${MAX_CONFIG_DEPTH} levels`, ONE_MAP);
    for (const child of Object.values(value))
        refuseDeepData(file, child, depth + 1);
}
const FIRST_LINE = (message) => (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
/** Parses a configuration file named `file` (as messages show it) from its bytes. */
function parseConfigYaml(file, bytes) {
    if (bytes.length > MAX_CONFIG_FILE_BYTES)
        refuse(file, `it has ${bytes.length} bytes`, `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (${ONE_MAP})`);
    const text = decode(file, bytes);
    const lines = new dist/* LineCounter */.HN();
    refuseDeepFlow(file, text);
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        version: '1.2',
        schema: 'core',
        lineCounter: lines,
        uniqueKeys: true,
        merge: false,
    });
    const problem = doc.errors[0] ?? doc.warnings[0];
    if (problem) {
        const line = problem.linePos?.[0]?.line;
        const where = line === undefined ? '' : ` at line ${line}`;
        const what = problem.code === 'DUPLICATE_KEY'
            ? 'a key is repeated in one map'
            : problem.code === 'MULTIPLE_DOCS'
                ? 'it holds several YAML documents'
                : problem.code === 'TAG_RESOLVE_FAILED'
                    ? `an unknown YAML tag (${FIRST_LINE(problem.message)})`
                    : `it is not valid YAML (${FIRST_LINE(problem.message)})`;
        refuse(file, `${what}${where}`, ONE_MAP);
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        refuse(file, `its aliases expand too far (${FIRST_LINE(error.message)})`, `${ONE_MAP}, with at most ${MAX_ALIAS_COUNT} aliases resolved`);
    }
    refuseDeepData(file, data);
    return { doc, lines, data };
}

;// CONCATENATED MODULE: ./src/engine/config/load/given-values.ts

/** The settings given, each validated; throws the first refusal (a `ConfigurationError`). */
function readGivenValues(reading) {
    const given = {};
    for (const key of SETTING_KEYS) {
        const raw = reading.read(key);
        if (raw === undefined)
            continue;
        const name = reading.labelOf(key);
        given[key] = { value: specOf(key).parse(name, raw), source: reading.source, name };
    }
    return given;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(1535);
;// CONCATENATED MODULE: ./src/engine/config/effective/config-hash.ts
/**
 * The config hash: sha256 of the effective configuration's canonical form, so that "the laptop
 * and CI ran the same configuration" is checked by comparing two reports' `configHash`.
 *
 * What enters it is what changes which findings are judged and how they gate: the settings the
 * table marks `hashed` (the service's address, the folder and patterns scanned, the archive size,
 * fail-on, skip-detections, the baseline, the suppressions file, on-service-error,
 * pr-suppressions, dry-run, the severity overrides) and the organisation's floors
 * (`require:`). Left out: secrets; where a value came from; the Action's surfaces and the command
 * line's own flags (where reports go, not what they say); `timeout` (how long to wait: a scan that
 * times out says so as incomplete); `artifact-name` (names only); `org-config` (a reference: what
 * it changes is in the values and floors).
 *
 * Canonical: keys sorted at every level, lists whose order means nothing sorted and without
 * repeats (fail-on by severity, globs and ids as text), `path` normalised (`./infra/` is `infra`),
 * `region` and `api-url` folded into the one address the run calls, overrides in their order (the
 * first that matches applies) with their fields as validated but not where they are written. So the same configuration written in
 * another key order, or a list in its comma form instead of a YAML list, hashes alike.
 */





/** Names the canonical form; raised when what enters the hash changes. */
const CONFIG_HASH_VERSION = 'plerion-iac-config/1';
/** JSON with keys sorted at every level (arrays keep their order). */
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object')
        return `{${Object.keys(value)
            .filter((key) => value[key] !== undefined)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
            .join(',')}}`;
    return JSON.stringify(value);
}
const sortedUnique = (items) => [...new Set(items)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
/** A hashed setting's value in canonical form. */
function canonicalValue(key, value) {
    if (key === 'fail-on')
        return src_severity/* SEVERITIES */.oC.filter((s) => value.includes(s));
    if (key === 'path')
        return posix_.normalize(`${String(value).replace(/\\/g, '/')}/`).replace(/\/+$/, '') || '.';
    if (specOf(key).kind.type === 'list')
        return sortedUnique(value);
    if (key === 'severity-overrides')
        // Where an entry is written (file, line, number) is not what it does.
        return value.map(({ detection, severity, reason, path, expires }) => ({
            detection,
            severity,
            reason,
            path,
            expires,
        }));
    return value;
}
/** The canonical form the hash is taken of (also what a test or a person can diff). */
function canonicalConfig(config) {
    const { settings } = config;
    const values = {};
    for (const key of SETTING_KEYS) {
        if (!specOf(key).hashed || key === 'region' || key === 'api-url')
            continue;
        values[key] = canonicalValue(key, settings[key].value);
    }
    values.service = parseBaseUrl({ label: 'region', value: settings.region.value }, { label: 'api-url', value: settings['api-url'].value });
    const floors = Object.fromEntries(Object.entries(config.floors?.floors ?? {}).map(([key, floor]) => [
        key,
        key === 'fail-on' ? canonicalValue('fail-on', floor.value) : floor.value,
    ]));
    return { version: CONFIG_HASH_VERSION, settings: values, require: floors };
}
/** sha256 (hex) of the canonical effective configuration. */
function configHash(config) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(canonicalJson(canonicalConfig(config)))
        .digest('hex');
}

;// CONCATENATED MODULE: ./src/engine/config/file/file-value.ts
/**
 * One key's YAML value as its setting's validator takes it: scalars as text (`true`, `600`), a
 * list as its items (for list settings only), and the wrong shape refused in the validator's
 * words: "Invalid key 'timeout' at .plerion-iac.yml:4: '[1, 2]'. Expected a whole number of
 * seconds from 1 to 21600." A whole number is written as a YAML number and anything else as text:
 * `timeout: "600"` and `artifact-name: 2024` are refused (the JSON Schema checks a number's
 * range, not a text's, so the two agree), except the words true and false where a setting takes
 * them. A key without a value is refused rather than read as absent.
 */


/** How a refusal shows a YAML value that is not text: a list or a map in flow style. */
function shownYaml(value) {
    if (Array.isArray(value))
        return `[${value.map(shownYaml).join(', ')}]`;
    if (value !== null && typeof value === 'object')
        return `{${Object.entries(value)
            .map(([k, v]) => `${k}: ${shownYaml(v)}`)
            .join(', ')}}`;
    return String(value);
}
/** True when a YAML boolean is one of a choice's words (`upload-sarif: false`). */
function takesBoolean(kind) {
    return kind.type === 'boolean' || (kind.type === 'choice' && kind.choices.includes('true'));
}
/** The value of a key of kind `kind` as text or a list's items; refused when its shape is wrong. */
function rawValueOf(label, kind, value) {
    const accepted = acceptedOf(kind);
    if (value === null || value === undefined)
        return (0,refusal/* refuseValue */.ss)(label, '', `${accepted} (the key has no value: write one, or remove the key)`);
    if (Array.isArray(value)) {
        if (kind.type !== 'list')
            return (0,refusal/* refuseValue */.ss)(label, shownYaml(value), accepted);
        if (!value.every((item) => typeof item === 'string'))
            (0,refusal/* refuseValue */.ss)(label, shownYaml(value), `${accepted}, each item written as text`);
        return value;
    }
    if (kind.type === 'integer') {
        if (typeof value === 'number')
            return String(value);
    }
    else if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean' && takesBoolean(kind))
        return String(value);
    const form = kind.type === 'integer' ? 'written as a number (without quotes)' : 'written as text';
    return (0,refusal/* refuseValue */.ss)(label, shownYaml(value), `${accepted}, ${form}`);
}

// EXTERNAL MODULE: ./src/engine/config/file/nearest-name.ts
var nearest_name = __webpack_require__(8148);
;// CONCATENATED MODULE: ./src/engine/config/effective/org-floors.ts
/**
 * The organisation's floors: its file's `require:` section, which a repository can tighten but
 * never loosen.
 *
 * ```yaml
 * require:
 *   fail-on: [CRITICAL, HIGH]     # these severities stay in the gate
 *   on-service-error: fail        # a scan that could not complete fails
 *   pr-suppressions: propose      # a change never applies the suppressions it adds
 *   suppression-max-days: 90      # a suppression expires at most 90 days ahead
 *   lower-severity: false         # no severity override may lower a finding
 * ```
 *
 * Parsing is here; `resolve-config.ts` applies the first three to the effective values (a value
 * that would loosen one does not apply: the stricter one does, with one warning naming the key
 * and both files; a `fail-on` floor also holds `dry-run` to false, since a dry run gates nothing), `limitSuppressionExpiry` the fourth to the suppressions read, and the findings'
 * override step the fifth (`SeverityOverrides.loweringForbiddenBy`).
 */





/** The longest expiry an organisation may allow: ten years, in days. */
const MAX_SUPPRESSION_DAYS = 3_650;
const FLOOR_DAYS = { type: 'integer', min: 1, max: MAX_SUPPRESSION_DAYS, unit: 'days' };
/** The floors `require:` takes, as data (the schema is generated from it too). */
const FLOOR_SPECS = {
    'fail-on': {
        kind: { type: 'list', items: 'severity' },
        description: 'Severities that must stay in the gate (fail-on).',
        parse: parseSeverityList,
    },
    'on-service-error': {
        kind: { type: 'choice', choices: ['fail'] },
        description: 'A scan that could not complete fails: on-service-error is fail.',
        parse: parseChoiceOf(['fail']),
    },
    'pr-suppressions': {
        kind: { type: 'choice', choices: ['propose'] },
        description: 'Suppressions a change adds are proposed, never applied.',
        parse: parseChoiceOf(['propose']),
    },
    'suppression-max-days': {
        kind: FLOOR_DAYS,
        description: 'The longest a suppression may last: its expires is at most this many days ahead.',
        parse: parseInteger(FLOOR_DAYS),
    },
    'lower-severity': {
        kind: { type: 'boolean' },
        description: 'false: no severity override may lower a finding.',
        parse: parseBoolean,
    },
};
const FLOOR_KEYS = Object.keys(FLOOR_SPECS);
/** The `require:` section of the organisation's file `file`; `data` is the section's value. */
function parseFloors(data, where) {
    const line = where.lineOf(['require']);
    if (data === null)
        return { file: where.file, floors: {} };
    if (typeof data !== 'object' || Array.isArray(data))
        (0,refusal/* refuseValue */.ss)(`key 'require' at ${where.file}:${line}`, String(data), 'a map of floors such as fail-on: [CRITICAL, HIGH]');
    const floors = {};
    for (const [key, value] of Object.entries(data)) {
        const at = where.lineOf(['require', key]);
        const spec = Object.hasOwn(FLOOR_SPECS, key)
            ? FLOOR_SPECS[key]
            : undefined;
        if (spec === undefined)
            throw new errors/* ConfigurationError */.j1(`Unknown key 'require.${key}' at ${where.file}:${at}; the closest valid name is '${(0,nearest_name/* nearestName */.q)(key, FLOOR_KEYS)}'. Accepted under require: ${FLOOR_KEYS.join(', ')}.`);
        const label = `key 'require.${key}' at ${where.file}:${at}`;
        floors[key] = { value: spec.parse(label, rawValueOf(label, spec.kind, value)), line: at };
    }
    return { file: where.file, floors: floors };
}

;// CONCATENATED MODULE: ./src/engine/config/file/parse-config-file.ts
/**
 * A configuration file (`.plerion-iac.yml`, or an organisation's) as validated values with their
 * lines, or one `ConfigurationError` for the first thing wrong, naming the file and line:
 *
 * - an unknown key, with the closest valid name (also under `action:` and `require:`);
 * - a key in the wrong place: the Action's under the top level, the engine's under `action:`;
 * - `api-key` or `github-token`, refused without ever showing the value;
 * - a command line flag (`format`), `config` itself, `require:` in a repository's file,
 *   `org-config` in an organisation's;
 * - a value of the wrong type or out of range, in the words its input or flag would get.
 *
 * The file's hostile forms (size, encoding, nesting, aliases, duplicates, several documents) are
 * refused before this by `read-yaml.ts`. An empty file is a file with no settings.
 */









/** The sections of the file besides the settings. */
const ACTION_SECTION = 'action';
const REQUIRE_SECTION = 'require';
function fail(message) {
    throw new errors/* ConfigurationError */.j1(message);
}
/** Why `key` is refused where it is, or undefined when it is a setting of that place. */
function misplaced(key, section, role) {
    // Own keys only: `constructor` or `__proto__` in a file is an unknown key, not Object's.
    if (!Object.hasOwn(SETTINGS, key))
        return undefined;
    const spec = specOf(key);
    if (isSecret(key))
        return `is refused, and its value is not shown: a ${key === 'api-key' ? 'key' : 'token'} is never read from a file, which everyone who can read the repository reads. Pass it as a secret (the input '${spec.input}'${spec.env ? ` or ${spec.env}` : ''}), and rotate the one written here`;
    if (spec.scope === 'cli')
        return `is a flag of the command line only (--${spec.flag}), not a key of the file`;
    if (!spec.inFile)
        return 'names the configuration file itself: it is given as an input or flag, not in a file';
    if (key === 'org-config' && role === 'organisation')
        return "is not read in an organisation's file: it names no other";
    if (spec.scope === 'action' && section === 'top')
        return `belongs under ${ACTION_SECTION}: (a setting of the Action)`;
    if (spec.scope === 'engine' && section === 'action')
        return 'belongs at the top level, not under action:';
    return undefined;
}
function unknownKey(key, shown, at, accepted) {
    return fail(`Unknown key '${(0,refusal/* shownValue */.JJ)(shown)}' at ${at}; the closest valid name is '${(0,nearest_name/* nearestName */.q)(key, accepted)}'. Accepted: ${accepted.join(', ')}.`);
}
/** Reads the pairs of one map of settings (`section` says which). */
function readPairs(reading, pairs, data, section) {
    const { file, role, lineOf } = reading;
    const prefix = section === 'action' ? [ACTION_SECTION] : [];
    const accepted = section === 'action'
        ? ACTION_KEYS
        : [
            ...TOP_LEVEL_KEYS,
            ACTION_SECTION,
            ...(role === 'organisation' ? [REQUIRE_SECTION] : []),
        ].filter((k) => !(role === 'organisation' && k === 'org-config'));
    let floors;
    for (const pair of pairs) {
        const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
        const line = lineOf([...prefix, key]);
        const at = `${file}:${line}`;
        const shown = [...prefix, key].join('.');
        const why = misplaced(key, section, role);
        if (why !== undefined)
            fail(`Key '${shown}' at ${at} ${why}.`);
        if (section === 'top' && key === ACTION_SECTION) {
            const value = data[key];
            if (value === null)
                continue;
            if (!(0,dist/* isMap */.jh)(pair.value))
                fail(`Invalid key '${shown}' at ${at}: expected a map of the Action's settings, such as pr-comment: false.`);
            readPairs(reading, pair.value.items, value, 'action');
            continue;
        }
        if (section === 'top' && key === REQUIRE_SECTION) {
            if (role !== 'organisation')
                fail(`Key '${shown}' at ${at} belongs in the organisation's file (org-config) only: a repository does not set its own floors.`);
            floors = parseFloors(data[key], { file, lineOf });
            continue;
        }
        if (!accepted.includes(key))
            unknownKey(key, shown, at, accepted);
        const spec = specOf(key);
        const label = `key '${shown}' at ${at}`;
        const value = spec.kind.type === 'overrides'
            ? (0,severity_overrides/* parseSeverityOverrides */.AD)(data[key], { file, lineOf, key: [key] })
            : spec.parse(label, rawValueOf(label, spec.kind, data[key]));
        reading.values[key] = { value, line };
    }
    return floors;
}
/** The line of the node at `path` in the parsed file (the key's own line for a map's key). */
function lineFinder(parsed) {
    return (path) => {
        const parentPath = path.slice(0, -1);
        const last = path[path.length - 1];
        const parent = parentPath.length === 0 ? parsed.doc.contents : parsed.doc.getIn(parentPath, true);
        let node = undefined;
        if ((0,dist/* isMap */.jh)(parent) && last !== undefined) {
            const pair = parent.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(last));
            node = pair?.key ?? pair?.value;
        }
        else if (last !== undefined)
            node = parsed.doc.getIn(path, true);
        const range = node?.range;
        return range ? parsed.lines.linePos(range[0]).line : 1;
    };
}
/**
 * Parses a configuration file from its bytes. `file` is how messages name it (workspace-relative,
 * or the organisation's reference); `role` says whether `require:` may be in it.
 */
function parseConfigFile(options) {
    const { file, role } = options;
    const parsed = parseConfigYaml(file, options.bytes);
    if (parsed.data === null || parsed.data === undefined)
        return { file, role, values: {} };
    if (!(0,dist/* isMap */.jh)(parsed.doc.contents))
        fail(`Invalid configuration file '${(0,refusal/* shownValue */.JJ)(file)}': it is ${Array.isArray(parsed.data) ? 'a list' : 'a single value'}. Expected one YAML map of settings, such as fail-on: CRITICAL,HIGH.`);
    const reading = { file, role, lineOf: lineFinder(parsed), values: {} };
    const floors = readPairs(reading, parsed.doc.contents.items, parsed.data, 'top');
    return { file, role, values: reading.values, ...(floors && { floors }) };
}

;// CONCATENATED MODULE: ./src/engine/config/file/find-config-file.ts
/**
 * Finding and reading the repository's configuration file from disk: the file `config` names
 * (relative to the repository's root; it must exist), else `.plerion-iac.yml` or
 * `.plerion-iac.yaml` in the folder scanned or the nearest folder above it, up to the root (the
 * command line walks up from the scanned path; the Action starts at the root). Both names in one
 * folder is an error (which one counts would be a guess), and so is a file that leads out of the
 * repository through a link, is not a regular file, or is larger than the limit (checked before
 * it is read).
 */






/** The names looked for, in each folder from the scanned one up to the root. */
const CONFIG_FILE_NAMES = ['.plerion-iac.yml', '.plerion-iac.yaml'];
const NAMED_ACCEPTED = 'a YAML file inside the repository, relative to its root';
/** The configuration file of one folder, if any; refused when both names are there. */
function fileIn(folder, label) {
    const found = CONFIG_FILE_NAMES.map((name) => external_node_path_.join(folder, name)).filter((file) => external_node_fs_.lstatSync(file, { throwIfNoEntry: false }));
    if (found.length > 1)
        (0,refusal/* refuseValue */.ss)(label, found.map((file) => external_node_path_.basename(file)).join(' and '), `one configuration file per folder: keep ${CONFIG_FILE_NAMES[0]} and remove the other`);
    return found[0];
}
/**
 * The configuration file to read (absolute), or undefined when there is none. `named` is the
 * `config` input or flag ('' when not given), relative to `root`; `from` is the folder scanned.
 */
function findConfigFile(options) {
    const root = external_node_path_.resolve(options.root);
    const named = options.named?.trim() ?? '';
    if (named !== '') {
        (0,refusal/* refuseControls */.dB)(options.label, named, NAMED_ACCEPTED);
        const file = external_node_path_.resolve(root, named);
        if (!(0,paths/* isInside */.F)(root, file) || file === root)
            (0,refusal/* refuseValue */.ss)(options.label, named, NAMED_ACCEPTED);
        if (!external_node_fs_.lstatSync(file, { throwIfNoEntry: false }))
            (0,refusal/* refuseValue */.ss)(options.label, named, `${NAMED_ACCEPTED} (it does not exist)`);
        return file;
    }
    let folder = external_node_path_.resolve(options.from ?? root);
    if (!(0,paths/* isInside */.F)(root, folder))
        folder = root;
    for (;;) {
        const file = fileIn(folder, options.label);
        if (file !== undefined || folder === root)
            return file;
        folder = external_node_path_.dirname(folder);
    }
}
/** Reads and parses the configuration file `file` (absolute) of the repository at `root`. */
function readConfigFile(options) {
    const root = external_node_path_.resolve(options.root);
    const shown = (0,paths/* relativePosix */.Y)(root, options.file);
    let real;
    try {
        real = external_node_fs_.realpathSync(options.file);
    }
    catch (error) {
        return (0,refusal/* refuseValue */.ss)(options.label, shown, `${NAMED_ACCEPTED} (${error.code ?? 'unreadable'})`);
    }
    if (!(0,paths/* isInside */.F)(external_node_fs_.realpathSync(root), real))
        (0,refusal/* refuseValue */.ss)(options.label, shown, `${NAMED_ACCEPTED} (it leads out of it through a link)`);
    const stat = external_node_fs_.statSync(real);
    if (!stat.isFile())
        (0,refusal/* refuseValue */.ss)(options.label, shown, `${NAMED_ACCEPTED} (it is not a regular file)`);
    if (stat.size > MAX_CONFIG_FILE_BYTES)
        (0,refusal/* refuseValue */.ss)(options.label, shown, `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (it has ${stat.size})`);
    return parseConfigFile({ file: shown, bytes: external_node_fs_.readFileSync(real), role: options.role });
}

// EXTERNAL MODULE: ./src/engine/git/git-output.ts
var git_output = __webpack_require__(3551);
;// CONCATENATED MODULE: ./src/engine/config/load/read-at-commit.ts
/**
 * A configuration file as a commit has it, read from git objects (never the work tree): how a
 * privileged run reads the repository's file from the base branch's tip, whatever the workspace
 * holds. A link, a folder or a submodule at the path is refused (its target is not the file), a
 * blob past the size limit is refused before it is read; no entry is "no file".
 */




/** The bytes of the repository-relative `file` at `commit`, or undefined when it has none. */
async function readFileAtCommit(commit, file) {
    const { git, cwd, sha } = commit;
    // Literal: `:x/…` or `*` in a name is that name, never git's pathspec magic or a pattern.
    const args = ['ls-tree', '-z', '--long', sha, '--', `:(literal)${file}`];
    const listing = await git.run(args, { cwd });
    if (listing.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, listing);
    // Only the entry at exactly this path counts (git normalises `./` and the like on its side).
    const entry = (0,git_output/* parseLsTree */.$v)(listing.stdout).find((e) => e.name.equals(Buffer.from(file, 'utf8')));
    if (entry === undefined)
        return undefined;
    const { mode, type, objectId: object } = entry;
    const size = entry.size ?? 0;
    if (type !== 'blob' || mode === '120000')
        throw new errors/* ConfigurationError */.j1(`Invalid configuration file '${file}' in ${commit.label}: it is ${mode === '120000' ? 'a link' : `a ${type}`}, not a file. Expected a regular YAML file.`);
    if (size > MAX_CONFIG_FILE_BYTES)
        throw new errors/* ConfigurationError */.j1(`Invalid configuration file '${file}' in ${commit.label}: it has ${size} bytes. Expected a file of at most ${MAX_CONFIG_FILE_BYTES} bytes.`);
    const blob = await git.run(['cat-file', 'blob', object], { cwd });
    if (blob.code !== 0)
        throw new git_git/* GitCommandError */.iR(['cat-file', 'blob', object], blob);
    return blob.stdout;
}

;// CONCATENATED MODULE: ./src/engine/config/load/load-config.ts
/**
 * The one loader both adapters call: the repository's file (found in the work tree from the
 * folder scanned up to the root, or read from a commit when the work tree is not to be trusted),
 * the organisation's file it or the user names (a path in the repository, or `owner/repo/path@ref`
 * read through the adapter's port), what the user set, and from them the effective configuration
 * and its hash. Everything wrong ends as one `ConfigurationError`, before anything is uploaded.
 */










const ACCEPTED = 'a YAML file inside the repository, relative to it';
/** A repository-relative path as written, refused when it climbs out or is absolute. */
function relativeFile(label, given) {
    const normal = external_node_path_.posix.normalize(given.replace(/\\/g, '/'));
    if (external_node_path_.posix.isAbsolute(normal) || normal === '.' || normal.split('/').includes('..'))
        (0,refusal/* refuseValue */.ss)(label, given, ACCEPTED);
    return normal;
}
/**
 * The repository's file as `commit` has it (the `config` input or flag's file, else the default
 * names at the root), from git objects; undefined when the commit has none. With a commit, the
 * loader looks as it looks on disk: from the folder scanned up to the root.
 */
function readConfigFileAt(commit, named, label) {
    return fileAtCommit({ named, labels: { config: label } }, commit);
}
/** The folders a file is looked for in: `folder` (repository-relative), then each above it. */
function foldersUp(folder) {
    const folders = [folder];
    while (folders.at(-1) !== '') {
        const above = external_node_path_.posix.dirname(folders.at(-1));
        folders.push(above === '.' ? '' : above);
    }
    return folders;
}
async function fileAtCommit(options, commit) {
    const named = options.named.trim();
    const groups = named !== ''
        ? [[relativeFile(options.labels.config, named)]]
        : foldersUp(options.folder ?? '').map((folder) => CONFIG_FILE_NAMES.map((name) => (folder === '' ? name : `${folder}/${name}`)));
    for (const candidates of groups) {
        const found = [];
        for (const file of candidates) {
            const bytes = await readFileAtCommit(commit, file);
            if (bytes !== undefined)
                found.push({ file, bytes });
        }
        if (found.length > 1)
            (0,refusal/* refuseValue */.ss)(options.labels.config, found.map((f) => f.file).join(' and '), `one configuration file per folder: keep ${CONFIG_FILE_NAMES[0]} and remove the other`);
        const [first] = found;
        if (first)
            return parseConfigFile({ file: first.file, bytes: first.bytes, role: 'repository' });
    }
    if (named !== '')
        (0,refusal/* refuseValue */.ss)(options.labels.config, named, `${ACCEPTED} (${commit.label} has no such file)`);
    return undefined;
}
/** The folder scanned, relative to the root, when it is inside it ('' for the root). */
function scannedFolder(options) {
    if (options.from === undefined)
        return '';
    const relative = external_node_path_.relative(external_node_path_.resolve(options.root), external_node_path_.resolve(options.from));
    if (relative === '' || relative.split(external_node_path_.sep)[0] === '..' || external_node_path_.isAbsolute(relative))
        return '';
    return relative.split(external_node_path_.sep).join('/');
}
function repositoryFile(options) {
    if (options.commit)
        return fileAtCommit({ ...options, folder: scannedFolder(options) }, options.commit);
    const found = findConfigFile({
        root: options.root,
        ...(options.from !== undefined && { from: options.from }),
        named: options.named,
        label: options.labels.config,
    });
    if (found === undefined)
        return undefined;
    return readConfigFile({
        root: options.root,
        file: found,
        role: 'repository',
        label: options.labels.config,
    });
}
/** The organisation's reference, from the user or the repository's file, and its label. */
function orgReference(options, file) {
    const given = options.given['org-config'];
    if (given)
        return { value: given.value, label: given.name };
    const inFile = file?.values['org-config'];
    if (inFile)
        return { value: inFile.value, label: `key 'org-config' at ${file?.file}:${inFile.line}` };
    return undefined;
}
async function orgFile(options, file) {
    const reference = orgReference(options, file);
    const ref = reference && orgConfigRefOf(reference.label, reference.value);
    if (!reference || !ref)
        return undefined;
    if (ref.kind === 'repository') {
        const bytes = await options.fetchRepositoryFile(ref);
        if (bytes.byteLength > MAX_CONFIG_FILE_BYTES)
            (0,refusal/* refuseValue */.ss)(reference.label, reference.value, `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes`);
        const shown = `${ref.owner}/${ref.repo}/${ref.path}@${ref.ref}`;
        return parseConfigFile({ file: shown, bytes, role: 'organisation' });
    }
    const fromDisk = options.givenOrgOnDisk === true && options.given['org-config'] !== undefined;
    if (options.commit && !fromDisk) {
        const at = relativeFile(reference.label, ref.path);
        const bytes = await readFileAtCommit(options.commit, at);
        if (bytes === undefined)
            (0,refusal/* refuseValue */.ss)(reference.label, reference.value, `${ACCEPTED} (${options.commit.label} has no such file)`);
        return parseConfigFile({ file: at, bytes, role: 'organisation' });
    }
    return readConfigFile({
        root: options.root,
        file: external_node_path_.resolve(options.root, ref.path),
        role: 'organisation',
        label: reference.label,
    });
}
/** Reads both files and resolves the effective configuration; throws a `ConfigurationError`. */
async function loadConfig(options) {
    const file = await repositoryFile(options);
    const org = await orgFile(options, file);
    if (org !== undefined && file !== undefined && org.file === file.file)
        throw new errors/* ConfigurationError */.j1(`The organisation's file (org-config) is the repository's own configuration file ${file.file}. Expected another file: the organisation's, whose floors the repository cannot loosen.`);
    const effective = resolveConfig({
        ...(org && { org }),
        ...(file && { file }),
        given: options.given,
    });
    return {
        effective,
        given: options.given,
        hash: configHash(effective),
        ...(file && { file }),
        ...(org && { org }),
    };
}

;// CONCATENATED MODULE: ./src/cli/config/cli-config.ts
/**
 * The command line's configuration: the flags the user gave (a flag left out is not set), the
 * key's presence in the environment, the repository's `.plerion-iac.yml` (looked for from the
 * scanned folder up to the repository's root, or `--config <file>` relative to the current
 * folder) and the organisation's file (`--org-config`, or the file's `org-config`: a path of the
 * repository, or `owner/repo/path@ref` read through GitHub's API with `GITHUB_TOKEN`), resolved by
 * the engine's one rule. When a commit is scanned (`--commit`, the pre-push hook), the
 * repository's files are the commit's, as the files scanned are (an organisation's file the user
 * names stays the one on disk). `scan` and `config` both read it here, so the two cannot disagree.
 */







/** What the user gave on the command line, as the precedence rule takes it. */
function givenOnCommandLine(options) {
    const { values } = options;
    const given = readGivenValues({
        source: 'flag',
        labelOf: (key) => (key === 'path' ? 'path' : `--${specOf(key).flag ?? key}`),
        read: (key) => {
            if (key === 'path')
                return options.folder.given
                    ? external_node_path_.relative(options.root, options.folder.path) || '.'
                    : undefined;
            const flag = specOf(key).flag;
            if (flag === undefined || specOf(key).scope === 'cli')
                return undefined;
            const value = values[flag];
            if (value === undefined)
                return undefined;
            // One line per value given, as the scan's reader joins them: a comma still separates.
            return Array.isArray(value) ? value.join('\n') : String(value);
        },
    });
    if (!options.keySet)
        return given;
    return { ...given, 'api-key': { value: 'set', source: 'env', name: 'PLERION_API_KEY' } };
}
/** The file `--config` names, relative to the repository's root; '' when not given. */
function namedFile(options) {
    const named = options.values.config;
    if (typeof named !== 'string' || named.trim() === '')
        return '';
    return external_node_path_.relative(options.root, external_node_path_.resolve(options.cwd, named.trim())) || named;
}
/** Reads `owner/repo/path@ref` through GitHub's API with `GITHUB_TOKEN` (never shown). */
function fetchWithToken(env) {
    return (ref) => {
        const token = env.GITHUB_TOKEN?.trim() ?? '';
        if (token !== '')
            (0,sanitize/* registerSecret */.cl)(token);
        return readGitHubFile({
            apiUrl: env.GITHUB_API_URL?.trim() || 'https://api.github.com',
            token,
            ...ref,
            maxBytes: MAX_CONFIG_FILE_BYTES,
            label: '--org-config',
            tokenAdvice: 'Set GITHUB_TOKEN to a token that can read that repository (contents: read), or pass a local copy of the file: --org-config <path>.',
        });
    };
}
/** The effective configuration of a command line run; throws a `ConfigurationError`. */
function loadCliConfig(options) {
    return loadConfig({
        root: options.root,
        from: options.folder.path,
        named: namedFile(options),
        labels: { config: '--config', orgConfig: '--org-config' },
        given: givenOnCommandLine(options),
        ...(options.commit && { commit: options.commit, givenOrgOnDisk: true }),
        fetchRepositoryFile: fetchWithToken(options.env),
    });
}

;// CONCATENATED MODULE: ./src/engine/config/load/setting-text.ts
/** The text an input holding `value` for `key` would hold. */
function textOfSetting(key, value) {
    if (Array.isArray(value)) {
        if (key === 'fail-on')
            return value.length === 0 ? 'none' : value.join(',');
        return value.map(String).join('\n');
    }
    return String(value);
}

;// CONCATENATED MODULE: ./src/cli/config/configured-values.ts


/** `values` with each of the table's flags holding its effective value. */
function configuredValues(values, loaded) {
    const configured = { ...values };
    for (const key of SETTING_KEYS) {
        const spec = specOf(key);
        if (spec.flag === undefined || spec.scope === 'cli' || spec.kind.type === 'secret')
            continue;
        if (key === 'config' || key === 'org-config')
            continue;
        const setting = loaded.effective.settings[key];
        const { value } = setting;
        if (spec.kind.type === 'boolean')
            configured[spec.flag] = value === true ? true : undefined;
        else if (spec.kind.type === 'list' && key !== 'fail-on')
            configured[spec.flag] = value.length > 0 ? [...value] : undefined;
        // `auto` left to the reader: the CI's own base, a pre-push hook's remote.
        else if (key === 'baseline' && value === 'auto')
            configured[spec.flag] = undefined;
        else
            configured[spec.flag] = textOfSetting(key, value);
    }
    return configured;
}

// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __webpack_require__(5377);
;// CONCATENATED MODULE: ./src/cli/repository.ts
/**
 * Where the command line stands: the repository the scanned folder is in (its top level is the
 * workspace, as `GITHUB_WORKSPACE` is the Action's, so archive entries and report paths are
 * repository-relative and the same as the Action's), the commit checked out, and the repository's
 * name for the archives' default name (`<repo>-<short sha>`, as the Action names them). Outside a
 * git repository the scanned folder is its own workspace and the archives are named after it.
 */


/** The repository's name as the CI calls it, else its folder's name. */
function repositoryName(env, root) {
    const fromCi = (env.GITHUB_ACTIONS === 'true' ? env.GITHUB_REPOSITORY : undefined) ||
        env.CI_PROJECT_PATH ||
        env.BUILD_REPOSITORY_NAME ||
        env.BITBUCKET_REPO_FULL_NAME;
    return fromCi?.trim() || external_node_path_.basename(root);
}
/** The repository holding `folder` (an existing folder), read with git. */
async function findRepository(git, folder, env) {
    // git says where the folder is inside its repository: no comparison of two spellings of one
    // path (a link, or Windows' short names) can put it outside.
    const top = await git.run(['rev-parse', '--show-toplevel', '--show-prefix'], { cwd: folder });
    const [root = '', prefix = ''] = top.code === 0 ? top.stdout.toString('utf8').split('\n') : [];
    if (root === '')
        return { root: folder, folder: '.', sha: '', name: repositoryName(env, folder), inGit: false };
    const sha = (await (0,git_history/* resolveLocalCommit */.z_)(git, folder, 'HEAD')) ?? '';
    return {
        root: external_node_path_.resolve(root),
        folder: prefix.replace(/\/+$/, '') || '.',
        sha,
        name: repositoryName(env, root),
        inGit: true,
    };
}

// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/render-suppression-changes.ts
var render_suppression_changes = __webpack_require__(5433);
;// CONCATENATED MODULE: ./src/engine/formats/proposed.ts

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
    return `suppression ${(0,render_suppression_changes/* proposedBy */._H)(subject)}: ${s.justification} (${suppressionPlace(s)})`;
}

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

;// CONCATENATED MODULE: ./src/engine/formats/gitlab-codequality.ts
/**
 * GitLab's code quality report (`artifacts:reports:codequality`): a JSON array with one issue per
 * finding, each with the fields GitLab requires (`description`, `check_name`, `fingerprint`,
 * `severity`, `location.path`, `location.lines.begin`). GitLab compares a merge request's issues
 * with its target's by `fingerprint`, so it is the finding's own (detection, path, resource and
 * code, never line numbers): unchanged findings are not shown as new when lines move. It is
 * unique within the report (GitLab drops issues that share one); a repeat, which the findings
 * model never makes, is numbered.
 *
 * Severities: CRITICAL blocker, HIGH critical, MEDIUM major, LOW minor; a suppressed finding is
 * `info`, its description saying who suppressed it and why, so the exception stays visible; a
 * finding the change suppresses and that still gates (`propose`) says so in its description.
 * IaC no scan judged follows, one issue per file (`blocker` when it decides the result).
 * Written one issue at a time; text goes through the report sanitiser (capped, redacted).
 */




const CODE_QUALITY_SEVERITY = {
    CRITICAL: 'blocker',
    HIGH: 'critical',
    MEDIUM: 'major',
    LOW: 'minor',
};
function description(finding, subject) {
    const resource = finding.resource ? ` in ${finding.resource}` : '';
    const base = `${finding.title} (${finding.detectionId})${resource}`;
    const { suppression } = finding;
    if (suppression)
        return `Suppressed: ${base}. Reason: ${suppression.justification}`;
    const withheld = describeWithheld(finding, subject);
    if (withheld !== undefined)
        return `${base}. Gated: the ${withheld}`;
    if (finding.baselineState !== 'unchanged')
        return base;
    return finding.inChangedResource
        ? `${base}. Already on the base, in a resource this change edits.`
        : `${base}. Already on the base.`;
}
function issueOf(finding, fingerprint, options) {
    const path = finding.file ??
        finding.normalizedFile ??
        (options.archiveFile(finding.artifactName) || undefined) ??
        '.';
    return {
        type: 'issue',
        description: (0,sanitize/* forReport */.E4)(description(finding, options.subject), 2_000),
        check_name: (0,sanitize/* forReport */.E4)(finding.detectionId, 200),
        fingerprint,
        severity: finding.suppression ? 'info' : CODE_QUALITY_SEVERITY[finding.severity],
        categories: ['Security'],
        location: {
            path: (0,sanitize/* forReport */.E4)(path, 4_096),
            lines: { begin: finding.hasLines ? finding.startLine : 1 },
        },
    };
}
/**
 * An IaC file no scan judged (the run report's `unjudged`), as an issue a merge request shows:
 * `blocker` when it decides the result (a change request's), else `info`. Its fingerprint is its
 * path and reason, so it stays one issue across pipelines.
 */
function unjudgedIssueOf(entry) {
    const fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${entry.path}\0${entry.reason}`).digest('hex');
    return {
        type: 'issue',
        description: (0,sanitize/* forReport */.E4)(entry.text, 2_000),
        check_name: 'plerion-iac/unjudged',
        fingerprint: `unjudged-${fingerprint.slice(0, 40)}`,
        severity: entry.level === 'error' ? 'blocker' : 'info',
        categories: ['Security'],
        location: { path: (0,sanitize/* forReport */.E4)(entry.path, 4_096), lines: { begin: 1 } },
    };
}
/** The report as chunks of JSON text, one issue per line: the findings, then IaC not judged. */
function* codeQualityChunks(report, options) {
    const subject = changeSubject(report);
    const seen = new Map();
    yield '[';
    let first = true;
    for (const finding of report.findings) {
        const repeats = seen.get(finding.fingerprint) ?? 0;
        seen.set(finding.fingerprint, repeats + 1);
        const fingerprint = repeats === 0 ? finding.fingerprint : `${finding.fingerprint}#${repeats + 1}`;
        yield `${first ? '' : ','}\n  ${JSON.stringify(issueOf(finding, fingerprint, { ...options, subject }))}`;
        first = false;
    }
    for (const entry of unjudgedEntries(report.unjudged)) {
        yield `${first ? '' : ','}\n  ${JSON.stringify(unjudgedIssueOf(entry))}`;
        first = false;
    }
    yield first ? ']\n' : '\n]\n';
}

// EXTERNAL MODULE: ./src/engine/findings/run-report.ts
var run_report = __webpack_require__(4251);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
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
            await (0,external_node_events_.once)(stream, 'drain');
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

;// CONCATENATED MODULE: ./src/engine/formats/links.ts
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

;// CONCATENATED MODULE: ./src/engine/formats/markdown.ts
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
    return `Plerion IaC scan: ${(0,sanitize/* forMarkdownCode */.m6)(report.scanPath)}`;
}
function verdictLine(report) {
    return `${VERDICT[report.verdict]}: ${(0,sanitize/* forMarkdown */.Bm)(report.reason, 2_000)}`;
}
function countsTable(report) {
    const head = `| ${src_severity/* SEVERITIES */.oC.join(' | ')} | Passed checks |`;
    const rule = `|${' ---: |'.repeat(src_severity/* SEVERITIES */.oC.length + 1)}`;
    const row = `| ${src_severity/* SEVERITIES */.oC.map((s) => String(report.counts[s])).join(' | ')} | ${report.passed} |`;
    return [head, rule, row].join('\n');
}
/** One line on what the comparison and the suppressions did, if either did anything. */
function comparisonLine(report) {
    const suppressed = report.findings.filter((f) => f.suppression).length;
    const parts = [];
    const { baseline } = report;
    if (baseline?.status === 'compared') {
        const isNew = (0,run_report/* newFindings */.FN)(report.findings).length;
        const existing = report.findings.filter((f) => f.baselineState === 'unchanged').length;
        const touched = (0,run_report/* touchedFindings */.N$)(report.findings).length;
        parts.push(`**${isNew} new**`, `${baseline.fixed.length} fixed`, `${existing} already on ${(0,sanitize/* forMarkdownCode */.m6)(baseline.label)}${touched > 0 ? ` (${touched} in resources it changes)` : ''}`);
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
    const link = linked ? (0,sanitize/* forMarkdownUrl */.sU)(lineLink(report.origin, finding)) : undefined;
    return link ? `[${(0,sanitize/* forMarkdown */.Bm)(text, 300)}](${link})` : (0,sanitize/* forMarkdown */.Bm)(text, 300);
}
/**
 * The severity applied, and when a severity override changed it, the service's and the reason:
 * `LOW (the service's: HIGH; <reason>)`.
 */
function severityCell(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return finding.severity;
    const why = override.reason === undefined ? '' : `; ${(0,sanitize/* forMarkdown */.Bm)(override.reason, 300)}`;
    return `${finding.severity} (the service's: ${finding.serviceSeverity}${why})`;
}
/** One table row; `linked`: the location links to its lines at the commit scanned. */
function findingRow(report, finding, linked = true) {
    const dashboard = (0,sanitize/* forMarkdownUrl */.sU)(finding.dashboardUrl);
    const title = (0,sanitize/* forMarkdown */.Bm)(finding.title, 300);
    const titled = dashboard ? `[${title}](${dashboard})` : title;
    return `| ${severityCell(finding)} | ${titled} (${(0,sanitize/* forMarkdownCode */.m6)(finding.detectionId, 200)}) | ${(0,sanitize/* forMarkdown */.Bm)(finding.resource, 300)} | ${place(report, finding, linked)} |`;
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
            ? `inline, ${(0,sanitize/* forMarkdown */.Bm)(`${s.file}:${s.line}`, 300)}`
            : `${(0,sanitize/* forMarkdown */.Bm)(`${s.file}`, 300)} entry ${s.entryNumber}`;
        const expires = s.kind === 'external' && s.expires ? s.expires : 'never';
        return `| ${(0,sanitize/* forMarkdownCode */.m6)(f.detectionId, 200)} | ${(0,sanitize/* forMarkdown */.Bm)(f.file ?? f.reportedFile, 300)} | ${(0,sanitize/* forMarkdown */.Bm)(f.resource, 300)} | ${(0,sanitize/* forMarkdown */.Bm)(s.justification, 500)} | ${expires} | ${source} |`;
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
    return notes.map((n) => `> ${(0,sanitize/* forMarkdown */.Bm)(n, 2_000)}`).join('\n>\n');
}
/** The "…and N more" line under a cut list. */
function moreLine(more, where) {
    return more > 0 ? `…and ${(0,plural/* plural */.L)(more, 'more finding')}: ${where}.` : '';
}
/**
 * Renders with as many rows as fit in `max`: `render(rows)` is called with fewer rows each
 * time (halving, so it ends), and a text still too long without rows is cut hard. The result
 * always fits, and the key and token are never in it.
 */
function fitToLimit(options) {
    const measure = options.measure ?? ((text) => text.length);
    for (let rows = options.fullRows;; rows = Math.floor(rows / 2)) {
        const text = (0,sanitize/* redact */.E$)(options.render(rows));
        if (measure(text) <= options.max)
            return text;
        if (rows === 0) {
            // Still too long without any row: cut it hard (4 bytes a character at most).
            const room = Math.max(0, Math.floor(options.max / 4) - options.cutNote.length - 2);
            return `${text.slice(0, room)}\n\n${options.cutNote}`;
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/formats/files-sent.ts



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
        const head = `**${(0,sanitize/* forMarkdownCode */.m6)(archive.name)}** (${(0,plural/* plural */.L)(archive.paths.length, 'file')}, ${archive.bytes.toLocaleString('en-US')} bytes)`;
        lines.push('', head, '');
        for (const path of archive.paths) {
            const line = `- ${(0,sanitize/* forMarkdownCode */.m6)(path, MAX_SHOWN_PATH_CHARS)}`;
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
    const title = `${what}: ${count} in ${(0,plural/* plural */.L)(files.archives.length, 'archive')}`;
    return details(title, lines.join('\n').trim());
}
/** The JSON report's `filesSent`: every archive with every path, and the report's dry-run flag. */
function filesSentJson(files, dryRun = false) {
    return {
        dryRun,
        count: countFiles(files),
        archives: files.archives.map((archive) => ({
            name: (0,sanitize/* forReport */.E4)(archive.name, 300),
            bytes: archive.bytes,
            files: archive.paths.map((path) => (0,sanitize/* forReport */.E4)(path, 4_096)),
        })),
    };
}

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
            filesSent: filesSentJson(report.filesSent, report.dryRun === true),
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
    return writeChunksAtomic(file, jsonReportChunks(report, settings, toolVersion));
}

// EXTERNAL MODULE: ./src/engine/findings/completeness.ts
var completeness = __webpack_require__(3625);
;// CONCATENATED MODULE: ./src/engine/formats/junit.ts





/** The testsuite's name for a scanned folder. */
function suiteName(report) {
    return `Plerion IaC scan: ${report.scanPath}`;
}
/** Where a finding is, as a testcase names it. */
function placeOf(finding) {
    const path = finding.file ?? finding.normalizedFile ?? finding.reportedFile;
    return { path: path || '(no file)', line: finding.hasLines ? finding.startLine : undefined };
}
function lines(finding) {
    if (!finding.hasLines)
        return '';
    return finding.startLine === finding.endLine
        ? `:${finding.startLine}`
        : `:${finding.startLine}-${finding.endLine}`;
}
/** The details of a finding, as the body of its failure or its system-out. */
function detailsOf(finding) {
    const { path } = placeOf(finding);
    const state = finding.baselineState === 'unchanged'
        ? finding.inChangedResource
            ? 'already on the base, in a resource this change edits'
            : 'already on the base'
        : finding.baselineState === 'new'
            ? 'new against the base'
            : undefined;
    const code = finding.codeBlock.map(([n, text]) => `${n}: ${text.replace(/\n$/, '')}`).join('\n');
    return (0,sanitize/* forXmlText */.wS)([
        `${finding.severity} ${finding.detectionId}: ${finding.title}`,
        `Resource: ${finding.resource || '(none)'}`,
        `Location: ${path}${lines(finding)}`,
        state === undefined ? '' : `Baseline: ${state}`,
        finding.dashboardUrl ? `Details: ${finding.dashboardUrl}` : '',
        code === '' ? '' : `\n${code}`,
    ]
        .filter(Boolean)
        .join('\n'), 8_000);
}
function testcaseOf(finding, failOn, subject) {
    const { path, line } = placeOf(finding);
    const name = `[${finding.severity}] ${finding.detectionId} ${finding.resource || finding.title}${lines(finding)}`;
    const open = `    <testcase name="${(0,sanitize/* forXmlAttribute */.p$)(name, 600)}" classname="${(0,sanitize/* forXmlAttribute */.p$)(path, 500)}"` +
        ` file="${(0,sanitize/* forXmlAttribute */.p$)(path, 500)}"${line === undefined ? '' : ` line="${line}"`} time="0">`;
    const message = (0,sanitize/* forXmlAttribute */.p$)(`${finding.title} (${finding.detectionId})`, 600);
    const { suppression } = finding;
    let body;
    if (suppression) {
        const by = suppression.kind === 'inSource'
            ? `inline at ${suppression.file}:${suppression.line}`
            : `${suppression.file} entry ${suppression.entryNumber}${suppression.expires ? `, expires ${suppression.expires}` : ''}`;
        body = `<skipped message="${(0,sanitize/* forXmlAttribute */.p$)(`suppressed: ${suppression.justification} (${by})`, 1_200)}"/>`;
    }
    else if ((0,run_report/* isGated */.m3)(finding, failOn)) {
        const withheld = describeWithheld(finding, subject);
        const why = withheld === undefined ? '' : `${(0,sanitize/* forXmlText */.wS)(`Gated: the ${withheld}.`, 1_200)}\n`;
        body = `<failure type="${finding.severity}" message="${message}">${why}${detailsOf(finding)}</failure>`;
    }
    else {
        const why = finding.baselineState === 'unchanged'
            ? 'Not gated: already on the base.'
            : `Not gated: ${finding.severity} is not in fail-on.`;
        body = `<system-out>${(0,sanitize/* forXmlText */.wS)(why)}\n${detailsOf(finding)}</system-out>`;
    }
    return `\n${open}\n      ${body}\n    </testcase>`;
}
function archiveCase(archive, report) {
    const name = (0,sanitize/* forXmlAttribute */.p$)(`archive ${archive.name}`, 400);
    const time = archive.waitedMs === undefined ? '0' : (archive.waitedMs / 1000).toFixed(3);
    const open = `\n    <testcase name="${name}" classname="plerion-iac.archives" time="${time}">`;
    if ((0,completeness/* isArchiveComplete */.OT)(archive, report))
        return `${open}</testcase>`;
    const scan = archive.scanId ? `scan ${archive.scanId} of ` : '';
    const message = (0,sanitize/* forXmlAttribute */.p$)(`${scan}${archive.name} ended ${archive.status}: its findings were not all read`, 600);
    return `${open}\n      <error type="${(0,sanitize/* forXmlAttribute */.p$)(archive.status, 100)}" message="${message}"/>\n    </testcase>`;
}
/**
 * An IaC file not judged: a `<failure>` when it decides the result (a pull request's), passing
 * with its words in `<system-out>` when it is a warning or a notice.
 */
function unjudgedCase(entry) {
    const name = (0,sanitize/* forXmlAttribute */.p$)(`not judged ${entry.path}`, 600);
    const open = `\n    <testcase name="${name}" classname="plerion-iac.unjudged" time="0">`;
    const text = (0,sanitize/* forXmlText */.wS)(entry.text, 2_000);
    const body = entry.level === 'error'
        ? `<failure type="not judged" message="${(0,sanitize/* forXmlAttribute */.p$)(entry.text, 1_200)}">${text}</failure>`
        : `<system-out>${(0,sanitize/* forXmlText */.wS)(`${entry.level}: `)}${text}</system-out>`;
    return `${open}\n      ${body}\n    </testcase>`;
}
function tally(report) {
    let failures = 0;
    let skipped = 0;
    for (const finding of report.findings) {
        if (finding.suppression)
            skipped++;
        else if ((0,run_report/* isGated */.m3)(finding, report.failOn))
            failures++;
    }
    const unjudged = unjudgedEntries(report.unjudged);
    failures += unjudged.filter((e) => e.level === 'error').length;
    const archiveErrors = report.archives.filter((a) => !(0,completeness/* isArchiveComplete */.OT)(a, report)).length;
    const runError = report.verdict === 'error' && archiveErrors === 0 && !unjudged.some((e) => e.level === 'error');
    const errors = archiveErrors + (runError ? 1 : 0);
    const tests = report.findings.length + report.archives.length + unjudged.length + (runError ? 1 : 0);
    return { failures, skipped, errors, tests, runError };
}
/** The JUnit document as chunks of text, one testcase at a time. */
function* junitChunks(report) {
    const t = tally(report);
    const counts = `tests="${t.tests}" failures="${t.failures}" errors="${t.errors}"`;
    const name = (0,sanitize/* forXmlAttribute */.p$)(suiteName(report), 600);
    yield '<?xml version="1.0" encoding="UTF-8"?>\n';
    yield `<testsuites name="${name}" ${counts} time="0">\n`;
    yield `  <testsuite name="${name}" ${counts} skipped="${t.skipped}" time="0">\n`;
    yield '    <properties>\n';
    const properties = [
        ['verdict', report.verdict],
        ['reason', report.reason],
        ['fail-on', report.failOn.join(',') || 'none'],
        ...(report.baseline
            ? [['baseline', `${report.baseline.label} (${report.baseline.status})`]]
            : []),
    ];
    for (const [key, value] of properties)
        yield `      <property name="${key}" value="${(0,sanitize/* forXmlAttribute */.p$)(value, 4_000)}"/>\n`;
    yield '    </properties>';
    const subject = changeSubject(report);
    for (const finding of report.findings)
        yield testcaseOf(finding, report.failOn, subject);
    for (const archive of report.archives)
        yield archiveCase(archive, report);
    for (const entry of unjudgedEntries(report.unjudged))
        yield unjudgedCase(entry);
    if (t.runError) {
        const message = (0,sanitize/* forXmlAttribute */.p$)(report.reason, 4_000);
        yield `\n    <testcase name="scan" classname="plerion-iac.run" time="0">\n      <error type="error" message="${message}"/>\n    </testcase>`;
    }
    yield '\n  </testsuite>\n</testsuites>\n';
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
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
                        artifactLocation: { uri: encodePath(entry.path), uriBaseId: '%SRCROOT%' },
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
                    artifactLocation: { uri: encodePath(where.uri), uriBaseId: '%SRCROOT%' },
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
                        where: (0,sanitize/* forReport */.E4)(suppressionPlace(finding.proposedSuppression), 600),
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
    return details(`Not uploaded, and no deployer reads them either (notices): ${(0,plural/* plural */.L)(notices.length, 'file')}`, table(notices, rows));
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
    return [findingsTable(report, shown), moreLine(findings.length - shown.length, elsewhere)]
        .filter(Boolean)
        .join('\n\n');
}
function changeName(report) {
    return changeSubject(report);
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
        details(`Fixed by ${changeName(report)}: ${baseline.fixed.length}`, 
        // The fixed lines are on the base, not at this commit: no line links.
        [
            findingsTable(report, baseline.fixed.slice(0, options.rows), { linked: false }),
            moreLine(baseline.fixed.length - Math.min(options.rows, baseline.fixed.length), options.elsewhere),
        ]
            .filter(Boolean)
            .join('\n\n')),
        details(`Already on ${baseInHtml}: ${existing.length}`, limited(report, existing, options.rows, options.elsewhere)),
    ];
}
function renderBody(report, options) {
    const suppressed = report.findings.filter((f) => f.suppression);
    return [
        verdictLine(report),
        // IaC not judged (issue 31): why, and how to fix each, before anything else.
        renderUnjudged(report.unjudged, options),
        // Pull requests (issue 21): what the pull request does to the suppressions comes first.
        (0,render_suppression_changes/* renderSuppressionChanges */.J4)(report.suppressions.pullRequest, {
            ...options,
            subject: changeSubject(report),
        }),
        countsTable(report),
        comparisonLine(report),
        ...findingsSections(report, options),
        details(`Suppressed: ${suppressed.length}`, suppressedTable(suppressed.slice(0, options.rows)) +
            (suppressed.length > options.rows
                ? `\n\n${(0,sanitize/* forMarkdown */.Bm)(`…and ${suppressed.length - options.rows} more in the JSON report.`)}`
                : '')),
    ].filter((part) => part !== '');
}

;// CONCATENATED MODULE: ./src/engine/formats/summary.ts
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
        return `| ${(0,sanitize/* forMarkdownCode */.m6)(a.name)} | ${(0,sanitize/* forMarkdownCode */.m6)(a.scanId ?? '')} | ${a.files} | ${a.bytes.toLocaleString('en-US')} | ${status} | ${time} |`;
    });
    return details(title, [
        '| Archive | Scan id | Files | Bytes | Status | Time |',
        '| --- | --- | ---: | ---: | --- | ---: |',
        ...rows,
    ].join('\n'));
}
function auditSection(report) {
    const { expired, unused, file } = report.suppressions;
    const lines = [
        ...expired.map(({ entry }) => `- expired ${entry.expires}: entry ${entry.entryNumber} of ${(0,sanitize/* forMarkdownCode */.m6)(file)} (${(0,sanitize/* forMarkdownCode */.m6)(entry.detection)}): it suppresses nothing now`),
        ...unused.map((entry) => `- unused: entry ${entry.entryNumber} of ${(0,sanitize/* forMarkdownCode */.m6)(file)} (${(0,sanitize/* forMarkdownCode */.m6)(entry.detection)}${entry.path ? `, path ${(0,sanitize/* forMarkdownCode */.m6)(entry.path)}` : ''}) matched no finding in this run`),
    ];
    return lines.length > 0 ? `### Suppressions to review\n\n${lines.join('\n')}` : '';
}
function problemsSection(report) {
    const { problems } = report;
    if (problems.length === 0)
        return '';
    const lines = problems
        .slice(0, SUMMARY_PROBLEMS)
        .map((p) => `- ${(0,sanitize/* forMarkdownCode */.m6)(p.id, 200)}: ${(0,sanitize/* forMarkdown */.Bm)(p.problems.join('; '), 500)}`);
    if (problems.length > SUMMARY_PROBLEMS)
        lines.push(`- …and ${problems.length - SUMMARY_PROBLEMS} more in the JSON report`);
    return details(`Findings read with problems: ${problems.length}`, lines.join('\n'));
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
        `## ${scanTitle(report)}`,
        ...renderBody(report, {
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
            ? renderFilesSent(report.filesSent, Math.floor(maxBytes / 4), report.dryRun === true)
            : '',
        notesBlock(report.notes),
    ]
        .filter((part) => part !== '')
        .join('\n\n') + '\n';
    return fitToLimit({
        render,
        fullRows: SUMMARY_FINDINGS,
        max: maxBytes,
        measure: (text) => Buffer.byteLength(text),
        cutNote: "> The summary was cut to fit GitHub's summary size limit; the JSON report has everything.",
    });
}

;// CONCATENATED MODULE: ./src/engine/formats/text.ts
/**
 * The plain-text report a person reads in a terminal or a CI log: the verdict, the counts, the
 * comparison with the base, one block per finding (most severe first; gated, suppressed or left
 * out by the gate, said on its line, with a suppression the change proposed and that was not
 * applied), the suppressions the change adds, on a dry run every file a real run would send, the
 * archives that did not complete, and the notes.
 *
 * Every value goes through the log sanitiser (`forLog`), so service or repository text can put no
 * escape sequence on a terminal, no second line and no workflow command in a CI log; colour is
 * added after that by the caller's `TextStyle` (the command line's, which honours NO_COLOR), never
 * by the text itself. Written one finding at a time.
 */







const PLAIN_STYLE = {
    severity: (_severity, text) => text,
    verdict: (_verdict, text) => text,
    dim: (text) => text,
};
const VERDICT_WORD = {
    pass: 'PASS',
    fail: 'FAIL',
    error: 'ERROR',
    skipped: 'SKIPPED',
};
function where(finding) {
    const path = finding.file ?? finding.normalizedFile ?? (finding.reportedFile || '(no file)');
    if (!finding.hasLines)
        return path;
    return finding.startLine === finding.endLine
        ? `${path}:${finding.startLine}`
        : `${path}:${finding.startLine}-${finding.endLine}`;
}
/** `the service's severity HIGH, changed by .plerion-iac.yml entry 2: <reason>`. */
function overrideTag(finding) {
    const override = finding.severityOverride;
    if (finding.serviceSeverity === undefined || override === undefined)
        return '';
    const why = override.reason === undefined ? '' : `: ${override.reason}`;
    return `the service's severity ${finding.serviceSeverity}, changed by ${override.file} entry ${override.entryNumber}${why}`;
}
function tags(finding, report) {
    const { suppression } = finding;
    const parts = [
        overrideTag(finding),
        suppression ? `suppressed: ${suppression.justification}` : '',
        describeWithheld(finding, changeSubject(report)) ?? '',
        !suppression && (0,run_report/* isGated */.m3)(finding, report.failOn) ? 'gated' : '',
        finding.baselineState === 'new' ? 'new' : '',
        finding.baselineState === 'unchanged'
            ? finding.inChangedResource
                ? 'already on the base, in a resource this change edits'
                : 'already on the base'
            : '',
    ].filter(Boolean);
    return parts.length > 0 ? ` [${parts.join(', ')}]` : '';
}
function findingLines(finding, report, style) {
    const severity = style.severity(finding.severity, finding.severity.padEnd(8));
    const head = `${severity} ${(0,sanitize/* forLog */.Ig)(where(finding), 500)}  ${(0,sanitize/* forLog */.Ig)(finding.detectionId, 200)}  ${(0,sanitize/* forLog */.Ig)(finding.resource, 300)}`;
    const title = `         ${(0,sanitize/* forLog */.Ig)(finding.title, 300)}${style.dim((0,sanitize/* forLog */.Ig)(tags(finding, report), 600))}`;
    return `${head}\n${title}\n`;
}
function headLines(report, style) {
    const verdict = style.verdict(report.verdict, VERDICT_WORD[report.verdict]);
    const counts = src_severity/* SEVERITIES */.oC.map((s) => style.severity(s, `${s} ${report.counts[s]}`)).join('  ');
    const lines = [
        `Plerion IaC scan of ${(0,sanitize/* forLog */.Ig)(report.scanPath, 500)}: ${verdict}: ${(0,sanitize/* forLog */.Ig)(report.reason, 2_000)}`,
    ];
    // A skipped scan counted nothing: a row of zeros would read as a clean result.
    if (report.verdict !== 'skipped')
        lines.push(`${counts}  passed checks ${report.passed}`);
    const { baseline } = report;
    if (baseline?.status === 'compared') {
        const existing = report.findings.filter((f) => f.baselineState === 'unchanged').length;
        lines.push(`Against ${(0,sanitize/* forLog */.Ig)(baseline.label, 200)}: ${(0,run_report/* newFindings */.FN)(report.findings).length} new, ${baseline.fixed.length} fixed, ${existing} already there`);
    }
    else if (baseline)
        lines.push(`Baseline ${(0,sanitize/* forLog */.Ig)(baseline.label, 200)} could not be used: ${(0,sanitize/* forLog */.Ig)(baseline.note ?? 'unavailable', 1_000)}`);
    return lines;
}
/** The suppressions the change adds or changes, each with whether it applies (as the summary lists them). */
function* changeSuppressionLines(report) {
    const audit = report.suppressions.pullRequest;
    if (audit === undefined)
        return;
    const { changes } = audit;
    const count = changes.entries.length + changes.inline.length;
    if (count === 0 && changes.problems.length === 0)
        return;
    const subject = changeSubject(report);
    const status = (applied) => (applied ? 'applied' : (0,render_suppression_changes/* proposedBy */._H)(subject));
    yield `
Suppressions ${subject} adds or changes: ${count}
`;
    for (const { entry, change } of changes.entries)
        yield `  ${(0,sanitize/* forLog */.Ig)(`${changes.file} entry ${entry.entryNumber}`, 300)}  ${(0,sanitize/* forLog */.Ig)(entry.detection, 200)}  ${change}, ${status(audit.entriesApplied)}: ${(0,sanitize/* forLog */.Ig)(entry.reason, 500)}
`;
    for (const d of changes.inline)
        yield `  ${(0,sanitize/* forLog */.Ig)(`inline ${d.file}:${d.line}`, 300)}  ${(0,sanitize/* forLog */.Ig)(d.detectionId ?? '(none)', 200)}  ${d.change}, ${status(audit.inlineApplied)}: ${(0,sanitize/* forLog */.Ig)(d.reason ?? '(no reason: suppresses nothing)', 500)}
`;
    for (const problem of changes.problems)
        yield `  ${(0,sanitize/* forLog */.Ig)(problem, 1_000)}
`;
}
/** A dry run lists every file a real run would send, by archive: what a pre-commit hook shows. */
function* dryRunFiles(report) {
    const sent = report.filesSent;
    if (report.dryRun !== true || sent === undefined)
        return;
    const count = sent.archives.reduce((n, a) => n + a.paths.length, 0);
    yield `\nFiles a real run would send: ${(0,plural/* plural */.L)(count, 'file')} in ${(0,plural/* plural */.L)(sent.archives.length, 'archive')}\n`;
    for (const archive of sent.archives) {
        yield `  ${(0,sanitize/* forLog */.Ig)(archive.name, 300)} (${archive.bytes.toLocaleString('en-US')} bytes)\n`;
        for (const path of archive.paths)
            yield `    ${(0,sanitize/* forLog */.Ig)(path, 4_096)}\n`;
    }
}
/** The text report as chunks, one finding at a time. */
function* textChunks(report, style = PLAIN_STYLE) {
    yield `${headLines(report, style).join('\n')}\n`;
    if (report.findings.length > 0)
        yield `\n${(0,plural/* plural */.L)(report.findings.length, 'finding')}, most severe first:\n`;
    for (const finding of report.findings)
        yield findingLines(finding, report, style);
    yield* changeSuppressionLines(report);
    yield* dryRunFiles(report);
    const unfinished = report.archives.filter((a) => !(0,completeness/* isArchiveComplete */.OT)(a, report));
    if (unfinished.length > 0) {
        yield `\nArchives whose findings were not all read: ${unfinished.length} of ${report.archives.length}\n`;
        for (const a of unfinished)
            yield `  ${(0,sanitize/* forLog */.Ig)(a.name, 300)}  ${(0,sanitize/* forLog */.Ig)(a.status, 200)}${a.scanId ? `  scan ${(0,sanitize/* forLog */.Ig)(a.scanId, 200)}` : ''}\n`;
    }
    if (report.notes.length > 0) {
        yield '\nNotes:\n';
        for (const note of report.notes)
            yield `  ${(0,sanitize/* forLog */.Ig)(note, 2_000)}\n`;
    }
}

// EXTERNAL MODULE: ./src/engine/formats/report-formats.ts
var report_formats = __webpack_require__(8846);
;// CONCATENATED MODULE: ./src/engine/formats/report-files.ts
/**
 * Writes one run's report in the formats asked for, each to its file (atomically) or to a stream
 * (standard output), each one finding at a time through the text sink (redacted as a stream):
 * `text`, `json` (the Action's JSON report), `sarif` (as the Action writes it), `junit`,
 * `gitlab-codequality` and `markdown` (the Action's job summary). The SARIF file is planned first,
 * so the notes of every other format can say what it holds when it had to cut, as the Action's do.
 */










/** A format's document as chunks. `sarif` is the SARIF plan, made once for every format. */
function chunksOf(target, report, context, sarif) {
    switch (target.format) {
        case 'text':
            return textChunks(report, target.file === undefined ? context.textStyle : PLAIN_STYLE);
        case 'json':
            return reportJsonChunks(report, context.settings, context.toolVersion);
        case 'sarif':
            return sarifChunks(report.findings, { ...context.sarif, unjudged: report.unjudged, configHash: report.configHash }, sarif);
        case 'junit':
            return junitChunks(report);
        case 'gitlab-codequality':
            return codeQualityChunks(report, { archiveFile: context.sarif.archiveFile });
        case 'markdown':
            return [renderSummary(report)];
    }
}
/** The report with the notes of what the SARIF file holds, when it had to cut or move results. */
function withSarifNotes(report, sarif) {
    const notes = sarifNotes(report.findings.length, sarif, summaryListed(report));
    return notes.length === 0 ? report : { ...report, notes: [...report.notes, ...notes] };
}
/**
 * Writes every target in order; returns the report as written (with the SARIF notes). A target
 * that fails stops the rest: the caller says which, and the files already written stay whole.
 */
async function writeReports(report, targets, context, stream) {
    const wantsSarif = targets.some((t) => t.format === 'sarif');
    const plan = wantsSarif
        ? planSarif(report.findings, context.sarif)
        : { kept: report.findings.length, omitted: 0, relocated: 0 };
    const written = wantsSarif ? withSarifNotes(report, plan) : report;
    for (const target of targets) {
        const chunks = chunksOf(target, written, context, plan);
        if (target.file === undefined)
            await writeChunksToStream(stream, chunks);
        else
            await text_sink_writeChunksAtomic(target.file, chunks);
    }
    return written;
}
/** Describes a target for a log line: `junit report.xml`, `text (standard output)`. */
function describeTarget(target) {
    return `${target.format} ${target.file === undefined ? '(standard output)' : (0,sanitize/* forReport */.E4)(target.file, 500)}`;
}

;// CONCATENATED MODULE: ./src/cli/targets.ts
/**
 * Where the reports go, from the repeatable `--format <format>[=<file>]`: each a format the engine
 * writes, to a file (relative to the current folder) or to standard output. Checked before
 * anything is scanned: a format that does not exist, two reports to one file, more than one to
 * standard output, or a file that is a folder is one clear error. Without `--format`, the text
 * report goes to standard output.
 */




const targets_ACCEPTED = `one of ${report_formats/* REPORT_FORMATS */.E.join(', ')}, optionally followed by =<file> (--format junit=report.xml)`;
function isFormat(value) {
    return report_formats/* REPORT_FORMATS */.E.includes(value);
}
function parseTarget(value, cwd) {
    (0,refusal/* refuseControls */.dB)('--format', value, targets_ACCEPTED);
    const at = value.indexOf('=');
    const format = (at < 0 ? value : value.slice(0, at)).trim().toLowerCase();
    if (!isFormat(format))
        return (0,refusal/* refuseValue */.ss)('--format', value, targets_ACCEPTED);
    if (at < 0)
        return { format, file: undefined };
    const given = value.slice(at + 1).trim();
    if (given === '' || given === '-')
        return { format, file: undefined };
    const file = external_node_path_.resolve(cwd, given);
    if (external_node_fs_.statSync(file, { throwIfNoEntry: false })?.isDirectory())
        (0,refusal/* refuseValue */.ss)('--format', value, `${targets_ACCEPTED}; ${given} is a folder, not a file`);
    return { format, file };
}
/** The targets of `--format` (text to standard output when none is given). */
function parseTargets(given, cwd) {
    const values = Array.isArray(given)
        ? given
        : typeof given === 'string'
            ? [given]
            : [];
    const list = values.length === 0
        ? [{ format: 'text', file: undefined }]
        : values.map((v) => parseTarget(v, cwd));
    const toStdout = list.filter((t) => t.file === undefined);
    if (toStdout.length > 1)
        (0,refusal/* refuseValue */.ss)('--format', toStdout.map((t) => t.format).join(', '), 'at most one report on standard output: give the others a file (--format json=report.json)');
    const files = new Set();
    for (const target of list) {
        if (target.file === undefined)
            continue;
        if (files.has(target.file))
            (0,refusal/* refuseValue */.ss)('--format', target.file, 'one report per file: two reports name this file');
        files.add(target.file);
    }
    return { list, fileOf: (format) => list.find((t) => t.format === format)?.file };
}

;// CONCATENATED MODULE: ./src/cli/settings.ts
/**
 * The command line's only reader of flags and environment for a scan: everything is validated
 * here, before any file is packed or any call made, into the engine's frozen `Settings` literal
 * (the Action's surfaces are not the command line's: it has none), and the change under review
 * resolved once (`change-request.ts`). A bad value is one `ConfigurationError` naming the
 * flag, the value and what is accepted, in the Action's words (the validators are shared).
 *
 * The key comes from `PLERION_API_KEY` or `--api-key-file`, never from a flag value; it is
 * registered with the sanitiser before anything else, so no line, message or file can carry it.
 */























/** A key file is one line; anything bigger is a wrong path. */
const MAX_KEY_FILE_BYTES = 64 * 1024;
/** A flag's value as given, else its default. */
function flag(values, name) {
    const value = values[name];
    // One line per value given: a comma inside a brace glob must not join two flags' patterns.
    if (Array.isArray(value))
        return value.join('\n');
    if (typeof value === 'string')
        return value;
    const spec = flags/* SCAN_FLAGS */.Gw[name];
    return spec.default ?? '';
}
/** The key from `--api-key-file`, else `PLERION_API_KEY`; '' when neither is set. */
function readKey(values, env, cwd) {
    const file = values['api-key-file'];
    if (typeof file !== 'string')
        return env.PLERION_API_KEY?.trim() ?? '';
    const accepted = `a readable file of at most ${MAX_KEY_FILE_BYTES} bytes holding the key`;
    const resolved = external_node_path_.resolve(cwd, file);
    const stat = external_node_fs_.statSync(resolved, { throwIfNoEntry: false });
    // Nothing there: the value may be the key itself, given where its file goes. Never shown.
    if (stat === undefined)
        throw new errors/* ConfigurationError */.j1(`Invalid --api-key-file: no file is there (the value is not shown: it may be the key itself). Expected ${accepted}: the path of the file, never the key.`);
    if (!stat.isFile() || stat.size > MAX_KEY_FILE_BYTES)
        (0,refusal/* refuseValue */.ss)('--api-key-file', file, accepted);
    let text;
    try {
        text = external_node_fs_.readFileSync(resolved, 'utf8');
    }
    catch (error) {
        return (0,refusal/* refuseValue */.ss)('--api-key-file', file, `${accepted} (${error.code ?? 'unreadable'})`);
    }
    const key = text.trim();
    if (key === '')
        (0,refusal/* refuseValue */.ss)('--api-key-file', file, 'a file holding the key (it is empty)');
    return key;
}
function requireKey(apiKey, dryRun) {
    if (apiKey !== '' || dryRun)
        return;
    throw new errors/* ConfigurationError */.j1('No API key: set PLERION_API_KEY to a tenant API key with code-security access (from a CI ' +
        'secret variable), or pass --api-key-file <file>; or run with --dry-run to see what would ' +
        'be sent, without a key.');
}
/** The folder to scan: an existing folder, named relative to the current one. */
function scanFolder(given, cwd) {
    const value = given ?? '.';
    const folder = external_node_path_.resolve(cwd, value);
    const stat = external_node_fs_.statSync(folder, { throwIfNoEntry: false });
    if (!stat?.isDirectory())
        (0,refusal/* refuseValue */.ss)('path', value, 'an existing folder to scan');
    return external_node_fs_.realpathSync(folder);
}
/**
 * Where the run is, for links to lines: a GitHub repository only when the command runs in GitHub
 * Actions (its variables name it); elsewhere no repository, so no link leads nowhere.
 */
function originOf(env, repository) {
    const onGitHub = env.GITHUB_ACTIONS === 'true';
    return {
        repository: onGitHub ? (env.GITHUB_REPOSITORY ?? '') : '',
        commit: repository.sha,
        serverUrl: ((onGitHub && env.GITHUB_SERVER_URL) || 'https://github.com').replace(/\/+$/, ''),
        runUrl: undefined,
        trigger: '',
        changeNumber: undefined,
    };
}
/**
 * What the JSON report publishes for the Action's surfaces, which the command line has none of:
 * the report's published form is one for both adapters (`PUBLISHED_SETTINGS`), so a saved report
 * reads the same whichever wrote it. Only the report reads this; the engine never does.
 */
const PUBLISHED_SURFACES_OFF = {
    annotations: false,
    prComment: false,
    uploadArtifact: false,
    trackingIssue: 'false',
    surfaces: Object.freeze({
        checkRun: 'false',
        checkRunAnnotations: 0,
        prReview: 'off',
        uploadSarif: 'false',
        ref: '',
    }),
};
/** The repository, the workspace (its top level), its configuration and the folder to scan. */
async function locate(options) {
    const { positionals, env, cwd, git } = options;
    if (positionals.length > 1)
        throw new errors/* ConfigurationError */.j1(`plerion-iac scan takes one folder to scan; got ${positionals.length}. Expected: plerion-iac scan [path] [flags].`);
    const folder = scanFolder(positionals[0], cwd);
    const repository = await findRepository(git, folder, env);
    const workspace = repository.root;
    // The commit first: what is scanned from it is configured by its own file, not the work tree's.
    const commit = await scannedCommit(options, repository);
    const config = await loadCliConfig({
        values: options.values,
        env,
        cwd,
        root: workspace,
        // As git names it (a commit's tree is case-sensitive, a Mac's disk is not): the same folder.
        folder: { path: external_node_path_.join(workspace, repository.folder), given: positionals[0] !== undefined },
        keySet: options.keySet,
        ...(commit && { commit: { git, cwd: workspace, sha: commit.sha, label: commit.label } }),
    });
    const dryRun = config.effective.settings['dry-run'];
    if (commit && dryRun.value === true)
        refuseDryRun(commit.asked, dryRun);
    // Without a [path], the configuration's `path` (relative to the repository's root) is scanned.
    const pathSetting = config.effective.settings.path;
    const scanned = positionals[0] === undefined && pathSetting.source !== 'default'
        ? pathSetting.value
        : repository.folder;
    const label = pathSetting.source === 'file' || pathSetting.source === 'org'
        ? `key 'path' at ${pathSetting.from}`
        : 'path';
    const scanRoot = resolveScanRoot(label, workspace, scanned);
    const scanPath = (0,paths/* relativePosix */.Y)(workspace, scanRoot) || '.';
    return { repository, workspace, scanRoot, scanPath, config, commit };
}
/** The key, registered with the sanitiser at once; required unless nothing is uploaded. */
function readApiKey(options) {
    const apiKey = readKey(options.values, options.env, options.cwd);
    if (apiKey !== '') {
        (0,sanitize/* registerSecret */.cl)(apiKey);
        (0,refusal/* refuseUnsendableSecret */.Ax)('PLERION_API_KEY', apiKey, 'Check the variable or file for a pasted line break.');
    }
    return apiKey;
}
function artifactBase(values, repository, scanPath) {
    const given = flag(values, 'artifact-name').trim();
    return refuseEmptyArtifactName('--artifact-name', given, given
        ? (0,engine_settings/* cleanArtifactName */.rU)(given)
        : (0,engine_settings/* defaultArtifactName */.Vb)(repository.name, repository.sha, scanPath));
}
const COMMIT_ACCEPTED = 'a commit of the scanned repository: a branch, tag or commit sha';
/**
 * A commit is scanned from git objects; a dry run lists the work tree: the two never meet. The
 * `--dry-run` flag is refused before anything is read, the commit's configuration's `dry-run` once
 * that is read.
 */
function refuseDryRun(asked, fromFile) {
    const accepted = `no commit with --dry-run, which lists the work tree; ${COMMIT_ACCEPTED}`;
    if (fromFile?.source === 'file' || fromFile?.source === 'org')
        return (0,refusal/* refuseValue */.ss)(`key 'dry-run' at ${fromFile.from}`, 'true', `false when a commit is scanned (${asked.label} ${asked.ref}): a dry run lists the work tree`);
    return (0,refusal/* refuseValue */.ss)(asked.label, asked.ref, accepted);
}
/**
 * The commit `--commit` names, or the one a pre-push hook pushes: resolved to a full sha of this
 * repository, refused (before anything is read) when it is none or when the run is a dry run (a
 * dry run lists the work tree).
 */
async function scannedCommit(options, repository) {
    const { values, env, git } = options;
    const given = typeof values.commit === 'string' ? values.commit.trim() : undefined;
    const pushed = given === undefined ? pushedCommit(env) : undefined;
    const ref = given ?? pushed;
    if (ref === undefined)
        return undefined;
    const label = given === undefined ? "pre-commit's PRE_COMMIT_TO_REF" : '--commit';
    if (values['dry-run'] === true)
        refuseDryRun({ label, ref });
    if (!repository.inGit)
        (0,refusal/* refuseValue */.ss)(label, ref, `${COMMIT_ACCEPTED} (the folder is not in git)`);
    const safe = (0,base_commit/* parseBaselineInput */.bZ)(ref);
    const sha = safe.kind === 'ref' ? await (0,git_history/* resolveLocalCommit */.z_)(git, repository.root, safe.ref) : undefined;
    if (sha === undefined)
        return (0,refusal/* refuseValue */.ss)(label, ref, COMMIT_ACCEPTED);
    const short = sha.slice(0, 12);
    const asked = { label, ref };
    return given === undefined
        ? {
            sha,
            asked,
            label: `the pushed commit ${short}`,
            said: `Scanning what is pushed: commit ${short} (pre-commit's PRE_COMMIT_TO_REF), read from git objects; the work tree and what is not committed are not scanned.`,
        }
        : {
            sha,
            asked,
            label: `commit ${short}`,
            said: `Scanning commit ${short} (--commit ${ref}), read from git objects; the work tree and what is not committed are not scanned.`,
        };
}
/**
 * The suppressions file, validated as a path of the workspace; read from the commit scanned when
 * one is (its own file, not the work tree's).
 */
async function suppressionsOf(options, at) {
    const inWorkTree = await (0,read_file/* readSuppressionsFile */.X_)({
        workspace: at.workspace,
        value: flag(options.values, 'suppressions'),
        label: '--suppressions',
        unset: 'pass no --suppressions',
    });
    if (at.commit === undefined)
        return inWorkTree;
    const { file } = inWorkTree;
    try {
        return await (0,read_suppression_changes/* readSuppressionsAt */.uW)(options.git, at.workspace, {
            sha: at.commit.sha,
            repoPath: file,
            file,
            label: '--suppressions',
        });
    }
    catch (error) {
        if (error instanceof errors/* ConfigurationError */.j1)
            throw error;
        return (0,refusal/* refuseValue */.ss)('--suppressions', file, `a readable file in ${at.commit.label} (${(0,errors/* describeError */.Uc)(error)})`);
    }
}
/**
 * The suppressions with the organisation's longest expiry applied: an entry past it suppresses
 * nothing, with one warning among the configuration's.
 */
async function limitedSuppressions(options, config, at) {
    const { effective } = config;
    const limited = limitSuppressionExpiry(await suppressionsOf(options, at), effective.floors, new Date());
    if (limited.warning === undefined)
        return { suppressions: limited.suppressions, config };
    const warnings = [...effective.warnings, limited.warning];
    return {
        suppressions: limited.suppressions,
        config: { ...config, effective: { ...effective, warnings } },
    };
}
/** Reads and validates every flag of `scan`; registers the key before anything else happens. */
/** The organisation's `suppression-max-days` as a limit on any suppressions file. */
const expiryLimitOf = (config) => (file) => limitSuppressionExpiry(file, config.effective.floors, new Date());
async function readScanSetup(given) {
    const { env, cwd } = given;
    const apiKey = readApiKey(given);
    const targets = parseTargets(given.values.format, cwd);
    const located = await locate({ ...given, keySet: apiKey !== '' });
    // From here on, every flag the settings table knows holds its effective value.
    const values = configuredValues(given.values, located.config);
    const options = { ...given, values };
    requireKey(apiKey, values['dry-run'] === true);
    const { workspace, scanRoot, scanPath, commit } = located;
    // Named and linked as the commit scanned, not the one checked out.
    const repository = commit ? { ...located.repository, sha: commit.sha } : located.repository;
    const sarifCategory = flag(values, 'sarif-category').trim();
    (0,refusal/* refuseControls */.dB)('--sarif-category', sarifCategory, 'a category on one line');
    const baseline = chooseBaseline(typeof values.baseline === 'string' ? values.baseline : undefined, env);
    const limited = await limitedSuppressions(options, located.config, { workspace, commit });
    const settings = Object.freeze({
        apiKey,
        baseUrl: parseBaseUrl({ label: '--region', value: flag(values, 'region') }, { label: '--api-url', value: flag(values, 'api-url') }),
        workspace,
        scanRoot,
        scanPath,
        include: parsePatternList('--include', flag(values, 'include')),
        exclude: parsePatternList('--exclude', flag(values, 'exclude')),
        artifactBase: artifactBase(values, repository, scanPath),
        artifactNamed: flag(values, 'artifact-name').trim() !== '',
        maxArchiveBytes: parseWholeNumber('--max-archive-size', flag(values, 'max-archive-size'), {
            min: 1,
            max: engine_settings/* MAX_ARCHIVE_BYTES */.Ip,
            unit: 'bytes',
        }),
        failOn: parseFailOn('--fail-on', flag(values, 'fail-on')),
        skipDetections: splitList(flag(values, 'skip-detections')),
        sarifFile: targets.fileOf('sarif') ?? '',
        reportFile: targets.fileOf('json') ?? '',
        sarifCategory: sarifCategory || undefined,
        timeoutSeconds: parseWholeNumber('--timeout', flag(values, 'timeout'), {
            min: 1,
            max: MAX_TIMEOUT_SECONDS,
            unit: 'seconds',
        }),
        onServiceError: parseChoice('--on-service-error', flag(values, 'on-service-error'), [
            'fail',
            'warn',
        ]),
        baseline: baseline.baseline,
        // Left out: propose, as the Action does where the change under review is not trusted.
        prSuppressions: parsePrSuppressions('--pr-suppressions', flag(values, 'pr-suppressions') || 'propose'),
        suppressions: limited.suppressions,
        severityOverrides: severityOverridesOf(limited.config.effective),
        limitSuppressions: expiryLimitOf(limited.config),
        dryRun: values['dry-run'] === true,
        tempDir: external_node_os_.tmpdir(),
        origin: originOf(env, repository),
    });
    return {
        settings,
        published: Object.freeze({
            ...settings,
            ...PUBLISHED_SURFACES_OFF,
            ...(baseline.changeRequest && { changeRequest: baseline.changeRequest }),
        }),
        change: changeRequestOf(baseline),
        targets,
        exitZero: values['exit-zero'] === true,
        baseline,
        ...(commit && { commit }),
        config: limited.config,
    };
}
/** The effective configuration `scan` would run with (`plerion-iac config`); needs no key. */
async function readEffectiveConfig(options) {
    const apiKey = readApiKey(options);
    return (await locate({ ...options, keySet: apiKey !== '' })).config;
}

;// CONCATENATED MODULE: ./src/cli/commands/config.ts
/**
 * `plerion-iac config [path]`: the effective configuration `scan` would run with, read the same
 * way (the same flags, the file found from the folder up to the repository's root, the
 * organisation's file): every setting's value and where it came from, the organisation's floors,
 * the severity overrides and the config hash the reports carry. A floor that overruled a value is
 * one warning on standard error. Needs no key; uploads nothing.
 */





async function configCommand(parsed, io) {
    const loaded = await readEffectiveConfig({
        values: parsed.values,
        positionals: parsed.positionals,
        env: io.env,
        cwd: io.cwd,
        git: (0,git_git/* createGitCli */.hn)(),
    });
    for (const warning of loaded.effective.warnings)
        io.stderr.write(`plerion-iac: warning: ${(0,sanitize/* forLog */.Ig)(warning)}\n`);
    io.stdout.write(`${renderConfigText(loaded.effective, { surface: 'cli', hash: loaded.hash })}\n`);
    return exit_codes/* EXIT_PASS */.rc;
}

// EXTERNAL MODULE: ./src/version.ts + 1 modules
var version = __webpack_require__(1013);
;// CONCATENATED MODULE: ./src/cli/terminal.ts

/** Whether to colour a stream, from the environment and whether it is a terminal. */
function wantsColor(env, stream) {
    const force = env.FORCE_COLOR;
    if (force !== undefined && force !== '0' && force !== 'false')
        return true;
    if (env.NO_COLOR !== undefined && env.NO_COLOR !== '')
        return false;
    return stream.isTTY === true;
}
const paint = (code) => (text) => `\u001b[${code}m${text}\u001b[0m`;
const RED = paint(31);
const YELLOW = paint(33);
const BLUE = paint(34);
const GREEN = paint(32);
const DIM = paint(2);
const BOLD_RED = paint(91);
const SEVERITY_COLOUR = {
    CRITICAL: BOLD_RED,
    HIGH: RED,
    MEDIUM: YELLOW,
    LOW: BLUE,
};
const VERDICT_COLOUR = {
    pass: GREEN,
    fail: RED,
    error: YELLOW,
    skipped: DIM,
};
/** The text report's colours, or none. */
function textStyle(color) {
    if (!color)
        return undefined;
    return {
        severity: (severity, text) => SEVERITY_COLOUR[severity](text),
        verdict: (verdict, text) => VERDICT_COLOUR[verdict](text),
        dim: DIM,
    };
}
const LEVEL_COLOUR = {
    error: RED,
    warning: YELLOW,
    notice: BLUE,
};
/**
 * The log on a terminal: a progress line on a TTY, plain lines elsewhere. Every line goes through
 * the log sanitiser here. Warnings, notices and errors are lines with their level, all of them:
 * GitHub's budget of annotations is the Action's, not a terminal's.
 */
function terminalLog(options) {
    const { stream, color, verbose } = options;
    const tty = stream.isTTY === true;
    let phase = '';
    let progress = false;
    const clear = () => {
        if (progress)
            stream.write('\r\u001b[K');
        progress = false;
    };
    const line = (text) => {
        clear();
        stream.write(`${text}\n`);
    };
    const status = (text) => {
        const width = Math.max(20, (stream.columns ?? 80) - 1);
        const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text;
        stream.write(`\r\u001b[K${color ? DIM(shown) : shown}`);
        progress = true;
    };
    const levelled = (level, message) => line(`${color ? LEVEL_COLOUR[level](level) : level}: ${(0,sanitize/* forLog */.Ig)(message)}`);
    return {
        // Inside a phase a TTY shows the latest line in place; outside one every line stays.
        info: (message) => {
            const text = (0,sanitize/* forLog */.Ig)(message);
            if (tty && phase)
                status(`${phase}: ${text}`);
            else
                line(text);
        },
        debug: (message) => {
            if (verbose)
                line(color ? DIM((0,sanitize/* forLog */.Ig)(message)) : (0,sanitize/* forLog */.Ig)(message));
        },
        warning: (message) => levelled('warning', message),
        notice: (message) => levelled('notice', message),
        error: (message) => levelled('error', message),
        group: async (name, fn) => {
            phase = (0,sanitize/* forLog */.Ig)(name);
            if (tty)
                status(`${phase}…`);
            else
                line(`== ${phase}`);
            try {
                return await fn();
            }
            finally {
                phase = '';
                clear();
            }
        },
        finish: clear,
    };
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./src/engine/findings/unjudged-gate.ts
var unjudged_gate = __webpack_require__(3647);
// EXTERNAL MODULE: ./src/engine/scan/types.ts
var types = __webpack_require__(9043);
;// CONCATENATED MODULE: ./src/engine/formats/saved/check-consistency.ts
/**
 * Whether a saved report agrees with itself (pure), before `gate` or `convert` trusts it. A scan
 * writes its verdict, `complete`, the counts and the findings from one run report, so in a report
 * as written each of them follows from the others. A report edited by hand or cut short can say
 * `pass` (or `skipped`, or `complete: true`) while its own findings or archive rows say otherwise:
 * the gate must not take the summary's word over the data. What can be re-derived is (gated
 * findings from the findings' own severity, baseline state and suppression under the report's own
 * `fail-on`; completeness from the archive rows) and compared with what the report claims; the
 * first contradiction is returned as a phrase, and the reader refuses the file with it.
 *
 * The README's rules for `pass` ("What a green gate guarantees") are checked the same way, from
 * the report's own data (issue 39): a pass planned at least one archive, and every archive that
 * ended `SUCCESS` has the scan that says so; a dry run's report is `skipped`, whatever else it
 * says; `skipped` never stands over unjudged IaC that gates; a finding is `existing` only against
 * a base that was compared, and a base is compared only when its scan ended `SUCCESS`; a finding is
 * never suppressed by an inline comment the report lists as proposed by the change, not applied.
 * A report written before these rules were checked (plerion-iac 1.0.0) keeps to them: its fields
 * are the same.
 */





/** The counts by severity agree with the findings listed (a list cut short does not). */
function countsContradiction(report) {
    for (const severity of src_severity/* SEVERITIES */.oC) {
        const listed = report.findings.filter((f) => f.severity === severity).length;
        if (report.counts[severity] !== listed)
            return `counts.${severity} is ${report.counts[severity]} but ${listed} ${severity} findings are listed`;
    }
    return undefined;
}
/** `complete` agrees with the archive rows and the reasons given. */
function completenessContradiction(report) {
    if (!report.complete)
        return report.verdict === 'pass' ? 'verdict is pass but complete is false' : undefined;
    if (report.incomplete.length > 0)
        return `complete is true but incomplete gives ${report.incomplete.length} reason(s)`;
    const unfinished = report.archives.find((a) => !(0,completeness/* isArchiveComplete */.OT)(a, report));
    return unfinished
        ? `complete is true but archive ${unfinished.name} ended ${unfinished.status}`
        : undefined;
}
/** The verdict and `counts.gated` agree with the findings that gate under the report's fail-on. */
function verdictContradiction(report) {
    const gated = report.findings.filter((f) => (0,run_report/* isGated */.m3)(f, report.failOn)).length;
    const failOn = report.failOn.join(', ') || 'none';
    if (report.verdict === 'fail' && gated === 0)
        return `verdict is fail but no finding gates at its fail-on (${failOn})`;
    if (report.verdict !== 'fail' && gated > 0)
        return `verdict is ${report.verdict} but ${gated} finding(s) gate at its fail-on (${failOn})`;
    const expected = report.verdict === 'fail' ? gated : 0;
    if (report.gated !== expected)
        return `counts.gated is ${report.gated} but the findings listed make it ${expected}`;
    if (report.verdict === 'pass' && (0,unjudged_gate/* unjudgedGates */.H1)(report.unjudged))
        return `verdict is pass but ${report.unjudged.files.length} unjudged IaC file(s) gate`;
    if (report.verdict === 'skipped') {
        // Only a dry run's skipped report lists archives, and none of them has a scan.
        const scanned = report.archives.find((a) => report.dryRun !== true || a.scanId !== undefined);
        if (scanned)
            return `verdict is skipped but archive ${scanned.name} was uploaded`;
    }
    return undefined;
}
/** A dry run's report: `skipped`, whatever else was edited (nothing was uploaded). */
function dryRunContradiction(report, settings) {
    const dryRun = settings.dryRun === true ||
        report.dryRun === true ||
        report.archives.some((a) => a.status === types/* DRY_RUN_STATUS */.J);
    return dryRun && report.verdict !== 'skipped'
        ? `verdict is ${report.verdict} but the report is a dry run's (nothing was uploaded)`
        : undefined;
}
/** A pass scanned something, with scans that say so; a skip stands over no unjudged IaC. */
function archivesContradiction(report) {
    if (report.verdict === 'pass' && report.archives.length === 0)
        return 'verdict is pass but no archive was planned (nothing was scanned)';
    const unscanned = report.archives.find((a) => a.status === 'SUCCESS' && !a.scanId);
    if (unscanned)
        return `archive ${unscanned.name} ended SUCCESS but has no scan id`;
    if (report.verdict === 'skipped' && (0,unjudged_gate/* unjudgedGates */.H1)(report.unjudged))
        return `verdict is skipped but ${report.unjudged.files.length} unjudged IaC file(s) gate`;
    return undefined;
}
/** `existing` findings stand on a base that was compared, and a compared base was scanned whole. */
function baselineContradiction(report) {
    const { baseline } = report;
    const existing = report.findings.find((f) => f.baselineState === 'unchanged');
    if (existing && baseline === undefined)
        return `finding ${existing.id} is marked existing, but the report has no baseline`;
    if (existing && baseline?.status !== 'compared')
        return `finding ${existing.id} is marked existing, but the baseline ${baseline?.label} was not compared (${baseline?.status})`;
    if (baseline?.status !== 'compared')
        return undefined;
    const failed = baseline.archives.find((a) => a.status !== 'SUCCESS' || !a.scanId);
    return failed
        ? `baseline archive ${failed.name} ended ${failed.status}, but findings are compared with it`
        : undefined;
}
/** No finding is suppressed by an inline comment the report lists as the change's, not applied. */
function proposedContradiction(report) {
    const audit = report.suppressions.pullRequest;
    if (audit === undefined)
        return undefined;
    const { changes } = audit;
    if (audit.inlineApplied)
        return undefined;
    // Entries are not compared: a proposed entry is the change's file's, an applied one the base's.
    const byProposed = report.findings.find(({ suppression: s }) => s?.kind === 'inSource' &&
        (changes.baseUnknown === true ||
            changes.uncompared.includes(s.file) ||
            changes.inline.some((d) => d.file === s.file && d.line === s.line)));
    return byProposed
        ? `finding ${byProposed.id} is suppressed by an inline comment the report lists as proposed by the change, not applied`
        : undefined;
}
/** The first thing the report says that its own data contradicts, or undefined. */
function findContradiction(report, settings = {}) {
    return (countsContradiction(report) ??
        completenessContradiction(report) ??
        verdictContradiction(report) ??
        dryRunContradiction(report, settings) ??
        archivesContradiction(report) ??
        baselineContradiction(report) ??
        proposedContradiction(report));
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./src/engine/change/unjudged.ts
var unjudged = __webpack_require__(6641);
// EXTERNAL MODULE: ./src/engine/findings/findings.ts
var findings = __webpack_require__(7459);
;// CONCATENATED MODULE: ./src/engine/formats/saved/report-schema.ts
/**
 * The shape of a saved JSON report (`json-report.ts` writes it), as zod schemas, and how each part
 * becomes what the renderers read: the schemas are the types, so a field the writer adds is one
 * line here. A run-report field carried as it is (`verdict`, `reason`) goes in `CARRIED`; the
 * reader copies every key of it into the `RunReport`.
 *
 * The file is the user's own, but it is still text from elsewhere: every string is rendered later
 * through its place's sanitiser, as the scan's are; here it is only checked for shape.
 */




const report_schema_text = schemas/* string */.YjP();
const line = schemas/* number */.aig().int().nonnegative();
const severity = schemas/* enum */.k5n(src_severity/* SEVERITIES */.oC);
/** Run-report fields the JSON report carries at its top level as they are: one line each. */
const CARRIED = {
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'error', 'skipped']),
    reason: report_schema_text,
    complete: schemas/* boolean */.zMY(),
    incomplete: schemas/* array */.YOg(report_schema_text),
};
/** IaC that was not uploaded, so not judged (`change/unjudged.ts`); null when none was looked for. */
const UnjudgedFileJson = schemas/* object */.Ikc({
    path: report_schema_text,
    // Every reason the rule gives, so no saved report is refused for one.
    reason: schemas/* enum */.k5n(unjudged/* UNJUDGED_REASONS */.TH),
    fix: report_schema_text,
});
const UnjudgedJson = schemas/* object */.Ikc({
    gates: schemas/* boolean */.zMY(),
    scope: schemas/* enum */.k5n(['changed', 'tree']),
    note: report_schema_text.nullable(),
    files: schemas/* array */.YOg(UnjudgedFileJson),
    /** Files no deployer reads either: notices, never an error (issue 40). */
    notices: schemas/* array */.YOg(UnjudgedFileJson).default([]),
})
    .nullable();
const SuppressionJson = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('inSource'),
        justification: report_schema_text,
        detectionId: report_schema_text,
        file: report_schema_text,
        line,
    }),
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('external'),
        justification: report_schema_text,
        detectionId: report_schema_text,
        file: report_schema_text,
        line,
        entryNumber: line,
        expires: report_schema_text.optional(),
    }),
]);
/** The severity override applied to a finding: its reason and where it is written. */
const OverrideJson = schemas/* object */.Ikc({
    reason: report_schema_text.nullable(),
    file: report_schema_text,
    line,
    entryNumber: line,
    expires: report_schema_text.optional(),
});
const FindingJson = schemas/* object */.Ikc({
    id: report_schema_text,
    detectionId: report_schema_text,
    title: report_schema_text,
    severity,
    // Written since issue 42 when a severity override changed the severity; reports before have none.
    serviceSeverity: severity.optional(),
    severityOverride: OverrideJson.optional(),
    file: report_schema_text.nullable(),
    reportedFile: report_schema_text,
    startLine: line.nullable(),
    endLine: line.nullable(),
    resource: report_schema_text,
    type: report_schema_text,
    scanId: report_schema_text,
    artifactName: report_schema_text,
    dashboardUrl: report_schema_text.nullable(),
    fingerprint: report_schema_text,
    codeBlock: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* number */.aig().int(), report_schema_text])),
    baseline: schemas/* enum */.k5n(['new', 'existing']).optional(),
    /** Existing, in a resource the change edits, renames or moves (listed apart, never gated). */
    inChangedResource: schemas/* literal */.euz(true).optional(),
    suppression: SuppressionJson.optional(),
    // Written since issue 39; reports saved before have none.
    proposedSuppression: SuppressionJson.optional(),
});
const ArchiveJson = schemas/* object */.Ikc({
    name: report_schema_text,
    files: line,
    bytes: line,
    scanId: report_schema_text.optional(),
    status: report_schema_text,
    alreadyScanned: schemas/* boolean */.zMY(),
    waitedMs: schemas/* number */.aig().nonnegative().optional(),
});
const EntryJson = schemas/* object */.Ikc({
    entryNumber: line,
    line,
    detection: report_schema_text,
    path: report_schema_text.optional(),
    resource: report_schema_text.optional(),
    reason: report_schema_text,
    expires: report_schema_text.optional(),
});
const ChangesJson = schemas/* object */.Ikc({
    file: report_schema_text,
    entries: schemas/* array */.YOg(schemas/* object */.Ikc({ entry: EntryJson, change: schemas/* enum */.k5n(['added', 'changed']) })),
    inline: schemas/* array */.YOg(schemas/* object */.Ikc({
        file: report_schema_text,
        line,
        detectionId: report_schema_text.optional(),
        reason: report_schema_text.optional(),
        change: schemas/* enum */.k5n(['added', 'changed', 'covers changed lines']),
    })),
    uncompared: schemas/* array */.YOg(report_schema_text),
    problems: schemas/* array */.YOg(report_schema_text),
    baseUnknown: schemas/* boolean */.zMY().optional(),
});
/** Everything before the findings: the verdict, the settings, counts, baseline, archives, notes. */
const HeadJson = schemas/* object */.Ikc({
    schemaVersion: schemas/* number */.aig().int().optional(),
    tool: schemas/* object */.Ikc({ name: report_schema_text, version: report_schema_text }),
    configHash: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    ...CARRIED,
    settings: schemas/* object */.Ikc({
        failOn: schemas/* array */.YOg(severity),
        scanPath: report_schema_text,
        repository: report_schema_text.default(''),
        sha: report_schema_text.default(''),
        event: report_schema_text.default(''),
        serverUrl: report_schema_text.default('https://github.com'),
        pullRequest: schemas/* number */.aig().int().nullable().default(null),
    })
        .catchall(schemas/* unknown */.L5J()),
    counts: schemas/* object */.Ikc({
        CRITICAL: line,
        HIGH: line,
        MEDIUM: line,
        LOW: line,
        passed: line,
        skippedByDetection: line,
        gated: line,
    }),
    baseline: schemas/* object */.Ikc({
        label: report_schema_text,
        sha: report_schema_text,
        status: schemas/* enum */.k5n(['compared', 'unavailable']),
        note: report_schema_text.nullable(),
        archives: schemas/* array */.YOg(ArchiveJson),
        fixed: schemas/* array */.YOg(FindingJson),
    })
        .nullable(),
    archives: schemas/* array */.YOg(ArchiveJson),
    notes: schemas/* array */.YOg(report_schema_text),
    unjudged: UnjudgedJson.default(null),
});
/** Everything after the findings: problems, the suppressions audit, the files sent. */
const TailJson = schemas/* object */.Ikc({
    findingsReadWithProblems: schemas/* array */.YOg(schemas/* object */.Ikc({ id: report_schema_text, scanId: report_schema_text, problems: schemas/* array */.YOg(report_schema_text) })),
    suppressions: schemas/* object */.Ikc({
        file: report_schema_text,
        expired: schemas/* array */.YOg(schemas/* object */.Ikc({ entry: EntryJson, matchingFindings: line })),
        unused: schemas/* array */.YOg(EntryJson),
        pullRequest: schemas/* object */.Ikc({
            mode: schemas/* enum */.k5n(['apply', 'propose']),
            entriesApplied: schemas/* boolean */.zMY(),
            inlineApplied: schemas/* boolean */.zMY(),
            changes: ChangesJson,
        })
            .optional(),
    }),
    filesSent: schemas/* object */.Ikc({
        dryRun: schemas/* boolean */.zMY(),
        archives: schemas/* array */.YOg(schemas/* object */.Ikc({ name: report_schema_text, bytes: line, files: schemas/* array */.YOg(report_schema_text) })),
    })
        .optional(),
});
function suppressionOf(json) {
    if (json === undefined || json.kind === 'inSource')
        return json;
    return { ...json, expires: json.expires };
}
/** An archive's row (the JSON leaves out what is undefined). */
function archiveOf(json) {
    return { ...json, scanId: json.scanId, waitedMs: json.waitedMs };
}
/** A finding as the renderers read it, from its JSON line (what the JSON does not hold is derived). */
function findingOf(json) {
    const normalizedFile = (0,findings/* normalizeReportedPath */.wZ)(json.reportedFile);
    const finding = {
        id: json.id,
        detectionId: json.detectionId,
        title: json.title,
        severity: json.severity,
        ...(json.serviceSeverity &&
            json.severityOverride && {
            serviceSeverity: json.serviceSeverity,
            severityOverride: {
                ...json.severityOverride,
                reason: json.severityOverride.reason ?? undefined,
                expires: json.severityOverride.expires,
            },
        }),
        file: json.file ?? undefined,
        reportedFile: json.reportedFile,
        normalizedFile,
        startLine: json.startLine ?? 1,
        endLine: json.endLine ?? json.startLine ?? 1,
        hasLines: json.startLine !== null,
        codeBlock: json.codeBlock,
        resource: json.resource,
        type: json.type,
        scanId: json.scanId,
        artifactName: json.artifactName,
        dashboardUrl: json.dashboardUrl ?? undefined,
        fingerprint: json.fingerprint,
    };
    return {
        ...finding,
        baselineState: json.baseline === undefined ? undefined : json.baseline === 'new' ? 'new' : 'unchanged',
        ...(json.baseline === 'existing' && json.inChangedResource && { inChangedResource: true }),
        suppression: suppressionOf(json.suppression),
        ...(json.proposedSuppression && {
            proposedSuppression: suppressionOf(json.proposedSuppression),
        }),
    };
}

;// CONCATENATED MODULE: ./src/engine/formats/saved/read-json-report.ts
/**
 * Reads a saved JSON report back into what the renderers and the gate read (`convert`, `gate`),
 * with no request to anyone. The report as `json-report.ts` writes it is read line by line (one
 * finding a line, each parsed and checked alone), so a report of a million findings is never one
 * string; a report reformatted by another tool (`jq .`, `jq -S`, minified: any whitespace, any
 * key order) is parsed whole. A file that is not a report, one of a schema version this build
 * does not know, or one that contradicts itself (`check-consistency.ts`: a verdict, `complete` or
 * counts its own findings and archive rows disprove) is one `ConfigurationError` naming the file,
 * the first thing wrong and what is accepted.
 */







/** The line that opens the findings in a report as written, and the one that closes them. */
const FINDINGS_OPEN = '  "findings": [';
const FINDINGS_CLOSE = '  ],';
function read_json_report_refuse(file, what) {
    throw new errors/* ConfigurationError */.j1(`${file} is not a JSON report this plerion-iac can read: ${(0,sanitize/* capText */.yA)(what, 400)}. Expected the JSON report a scan wrote (--format json, or the Action's report-file).`);
}
function check(file, schema, value, where) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const at = [where, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
    return read_json_report_refuse(file, `${at || 'the document'}: ${issue?.message ?? 'unexpected shape'}`);
}
function parseJson(file, text, where) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        return read_json_report_refuse(file, `${where} is not JSON (${error.message})`);
    }
}
/** Refuses a version this build does not read before anything else is checked. */
function checkVersion(file, head) {
    const version = head?.schemaVersion;
    if (version === undefined || version === JSON_REPORT_SCHEMA_VERSION)
        return;
    throw new errors/* ConfigurationError */.j1(`${file} has schemaVersion ${(0,sanitize/* capText */.yA)(JSON.stringify(version), 40)}, which this plerion-iac does not read: it reads version ${JSON_REPORT_SCHEMA_VERSION}. Render it with the plerion-iac that wrote it, or run the scan again.`);
}
/** A document of any layout, parsed whole: the findings apart, the rest as head and tail alike. */
async function readWhole(file) {
    const text = await external_node_fs_.promises.readFile(file, 'utf8');
    const whole = parseJson(file, text, 'the file');
    if (typeof whole !== 'object' || whole === null || Array.isArray(whole))
        return read_json_report_refuse(file, 'the file is not a JSON object');
    const { findings: all, ...rest } = whole;
    return { head: rest, findings: Array.isArray(all) ? all : undefined, tail: rest };
}
/** A line of the findings as written: one whole finding, or undefined when the layout is another. */
function parseFindingLine(line) {
    try {
        return JSON.parse(line.replace(/,$/, ''));
    }
    catch {
        return undefined;
    }
}
/**
 * The report's three parts, line by line when it has the written layout, else parsed whole. Keys
 * may come in any order: the head and the tail are read as one object.
 */
async function readParts(file) {
    const parts = await readLines(file);
    if (parts === undefined)
        return readWhole(file);
    const merged = { ...parts.head, ...parts.tail };
    return { head: merged, findings: parts.findings, tail: merged };
}
/** The written layout's parts; undefined when a findings line is not one finding (another layout). */
async function readLines(file) {
    const head = [];
    const findings = [];
    const tail = [];
    let part = 'head';
    const input = external_node_fs_.createReadStream(file, 'utf8');
    try {
        for await (const line of external_node_readline_.createInterface({ input })) {
            if (part === 'head' && line.startsWith(FINDINGS_OPEN)) {
                part = line === FINDINGS_OPEN ? 'findings' : 'tail';
                if (part === 'tail')
                    tail.push(`{${line.slice(FINDINGS_OPEN.length + 2)}`);
            }
            else if (part === 'head')
                head.push(line);
            else if (part === 'findings' && line === FINDINGS_CLOSE) {
                part = 'tail';
                tail.push('{');
            }
            else if (part === 'findings') {
                const finding = parseFindingLine(line);
                if (finding === undefined || typeof finding !== 'object')
                    return undefined;
                findings.push(finding);
            }
            else
                tail.push(line);
        }
    }
    finally {
        input.destroy();
    }
    if (part === 'head')
        return undefined;
    const headText = `${head.join('\n').replace(/,\s*$/, '')}\n}`;
    return {
        head: parseJson(file, headText, 'the part before the findings'),
        findings,
        tail: parseJson(file, tail.join('\n'), 'the part after the findings'),
    };
}
/** Where the saved run was, as its settings published it (no link to the run is published). */
function read_json_report_originOf(settings) {
    return {
        repository: settings.repository,
        commit: settings.sha,
        serverUrl: settings.serverUrl,
        runUrl: undefined,
        trigger: settings.event,
        changeNumber: settings.pullRequest ?? undefined,
    };
}
function read_json_report_suppressionsOf(tail) {
    const entry = (e) => ({
        ...e,
        path: e.path,
        resource: e.resource,
        expires: e.expires,
    });
    const { file, expired, unused, pullRequest } = tail.suppressions;
    return {
        file,
        expired: expired.map((e) => ({ ...e, entry: entry(e.entry) })),
        unused: unused.map(entry),
        ...(pullRequest && {
            pullRequest: {
                ...pullRequest,
                changes: {
                    ...pullRequest.changes,
                    entries: pullRequest.changes.entries.map((c) => ({ ...c, entry: entry(c.entry) })),
                    inline: pullRequest.changes.inline.map((d) => ({
                        ...d,
                        detectionId: d.detectionId,
                        reason: d.reason,
                    })),
                },
            },
        }),
    };
}
/** Reads `file` (a saved JSON report); refuses anything else in one clear error. */
async function readJsonReport(file) {
    let parts;
    try {
        parts = await readParts(file);
    }
    catch (error) {
        if (error instanceof errors/* ConfigurationError */.j1)
            throw error;
        return read_json_report_refuse(file, `it could not be read (${error.message})`);
    }
    checkVersion(file, parts.head);
    if (parts.findings === undefined)
        return read_json_report_refuse(file, 'it has no findings list');
    const head = check(file, HeadJson, parts.head, '');
    const tail = check(file, TailJson, parts.tail, '');
    const findings = parts.findings.map((f, i) => findingOf(check(file, FindingJson, f, `findings[${i}]`)));
    const carried = Object.fromEntries(Object.keys(CARRIED).map((key) => [key, head[key]]));
    const { CRITICAL, HIGH, MEDIUM, LOW, passed, skippedByDetection, gated } = head.counts;
    const report = {
        ...carried,
        failOn: head.settings.failOn,
        gated,
        findings,
        counts: { CRITICAL, HIGH, MEDIUM, LOW },
        passed,
        skippedByDetection,
        problems: tail.findingsReadWithProblems,
        baseline: head.baseline
            ? {
                ...head.baseline,
                note: head.baseline.note ?? undefined,
                archives: head.baseline.archives.map(archiveOf),
                fixed: head.baseline.fixed.map(findingOf),
            }
            : undefined,
        suppressions: read_json_report_suppressionsOf(tail),
        archives: head.archives.map(archiveOf),
        scanPath: head.settings.scanPath,
        notes: head.notes,
        origin: read_json_report_originOf(head.settings),
        ...(head.configHash !== undefined && { configHash: head.configHash }),
        ...(head.unjudged && {
            unjudged: {
                gates: head.unjudged.gates,
                scope: head.unjudged.scope,
                note: head.unjudged.note ?? undefined,
                files: head.unjudged.files,
                ...(head.unjudged.notices.length > 0 && { notices: head.unjudged.notices }),
            },
        }),
        // A dry run's report says so in its files sent (the published flag since schema 1).
        dryRun: tail.filesSent?.dryRun === true,
        ...(tail.filesSent && {
            filesSent: {
                archives: tail.filesSent.archives.map((a) => ({
                    name: a.name,
                    bytes: a.bytes,
                    paths: a.files,
                })),
            },
        }),
    };
    const dryRun = head.settings.dryRun === true;
    const contradiction = findContradiction(report, { dryRun });
    if (contradiction !== undefined)
        throw new errors/* ConfigurationError */.j1(`${file} contradicts itself: ${(0,sanitize/* capText */.yA)(contradiction, 400)}. A report edited by hand or cut short is not gated: run the scan again, or gate the report it wrote.`);
    return {
        schemaVersion: head.schemaVersion ?? JSON_REPORT_SCHEMA_VERSION,
        toolVersion: head.tool.version,
        // As the file has them, in its order: a report converted to JSON is the report it was.
        settings: parts.head.settings,
        report,
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/saved-report.ts
/** The one saved report `convert` and `gate` take: exactly one path, read with no request. */



async function readSavedReport(parsed, cwd) {
    const [file, ...extra] = parsed.positionals;
    if (file === undefined || extra.length > 0)
        throw new errors/* ConfigurationError */.j1(`plerion-iac ${parsed.command} takes one saved JSON report; got ${parsed.positionals.length}. Expected: plerion-iac ${parsed.command} <report.json> [flags].`);
    return readJsonReport(external_node_path_.resolve(cwd, file));
}

;// CONCATENATED MODULE: ./src/cli/commands/convert.ts
/**
 * `plerion-iac convert <report.json> --format …`: renders a saved JSON report in other formats
 * with no request to the service (a GitLab job that scanned once, then wants JUnit too). The
 * SARIF file is the scan's, without upload-sarif's line hashes, which need the files' lines; a
 * finding without a usable path is placed on the first file of its archive, as the report lists
 * them. Exits 0 once every report is written (the gate is `plerion-iac gate`).
 */







async function convertCommand(parsed, io) {
    const targets = parseTargets(parsed.values.format, io.cwd);
    const given = parsed.values['sarif-category'];
    if (typeof given === 'string')
        (0,refusal/* refuseControls */.dB)('--sarif-category', given, 'a category on one line');
    const saved = await readSavedReport(parsed, io.cwd);
    const firstFiles = new Map((saved.report.filesSent?.archives ?? []).map((a) => [a.name, a.paths[0]]));
    const saidCategory = saved.settings.sarifCategory;
    await writeReports(saved.report, targets.list, {
        settings: saved.settings,
        toolVersion: saved.toolVersion,
        sarif: {
            toolName: version/* TOOL_NAME */.lH,
            toolVersion: saved.toolVersion,
            informationUri: version/* TOOL_URI */.qH,
            category: typeof given === 'string'
                ? given.trim() || undefined
                : typeof saidCategory === 'string'
                    ? saidCategory
                    : undefined,
            archiveFile: (name) => firstFiles.get(name),
        },
        textStyle: textStyle(wantsColor(io.env, io.stdout)),
    }, io.stdout);
    return exit_codes/* EXIT_PASS */.rc;
}

;// CONCATENATED MODULE: ./src/cli/commands/gate.ts
/**
 * `plerion-iac gate <report.json> [--fail-on …]`: the gate again, from a saved report, with the
 * scan's exit codes (GitLab ignores the reports of a failed job, so the report job exits 0 with
 * `--exit-zero` and a later job gates). `--fail-on` and `--on-service-error` default to what the
 * scan ran with. No request is made.
 */




async function gateCommand(parsed, io) {
    const { values } = parsed;
    const failOn = typeof values['fail-on'] === 'string' ? parseFailOn('--fail-on', values['fail-on']) : undefined;
    const onServiceError = typeof values['on-service-error'] === 'string'
        ? parseChoice('--on-service-error', values['on-service-error'], ['fail', 'warn'])
        : undefined;
    const saved = await readSavedReport(parsed, io.cwd);
    const said = saved.settings.onServiceError;
    const decision = (0,exit_codes/* decideExit */.DP)(saved.report, {
        failOn: failOn ?? saved.report.failOn,
        onServiceError: onServiceError ?? (said === 'warn' ? 'warn' : 'fail'),
    });
    io.stderr.write(`${(0,sanitize/* forLog */.Ig)(`plerion-iac gate: exit ${decision.code}: ${decision.said}`)}\n`);
    return decision.code;
}

;// CONCATENATED MODULE: ./src/engine/findings/error-report.ts
/**
 * The report of a run that stopped on an unexpected error: the report assembled so far when there
 * was one (its verdict stays `fail` when gated findings were read, else becomes `error`, and the
 * reason says what happened too), else an empty report that says why. Reports are still written
 * from it, so the error is on record where the findings would be.
 */

function errorReport(settings, reason, known) {
    if (known)
        return {
            ...known,
            verdict: known.verdict === 'fail' ? 'fail' : 'error',
            reason: `${known.reason}; also, ${reason}`,
            // What happened after the report was assembled may have cut the scan short: never complete.
            complete: false,
            incomplete: [...known.incomplete, reason],
        };
    return {
        verdict: 'error',
        reason,
        complete: false,
        incomplete: [reason],
        gated: 0,
        failOn: settings.failOn,
        findings: [],
        counts: (0,src_severity/* zeroCounts */.Nd)(),
        passed: 0,
        skippedByDetection: 0,
        problems: [],
        baseline: undefined,
        suppressions: { file: settings.suppressions.file, expired: [], unused: [] },
        archives: [],
        scanPath: settings.scanPath,
        notes: [],
        origin: settings.origin,
    };
}

// EXTERNAL MODULE: ./src/in-chunks.ts
var in_chunks = __webpack_require__(5075);
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

// EXTERNAL MODULE: ./src/engine/scan/trees/commit-tree.ts + 2 modules
var commit_tree = __webpack_require__(2994);
// EXTERNAL MODULE: ./src/engine/scan/trees/work-tree.ts + 2 modules
var work_tree = __webpack_require__(7356);
;// CONCATENATED MODULE: ./src/cli/knobs.ts
/** How a shallow CI clone gets the history: what each CI calls its depth. */
const DEEPEN = 'fetch more history first (git fetch --unshallow; in GitLab CI set GIT_DEPTH: 0, elsewhere the CI clone depth setting)';
const CLI_KNOBS = {
    setting: (name) => `--${name}`,
    scanned: 'the scanned folder',
    scannedFolder: 'the scanned folder',
    changeScanned: 'scan another folder (or stop scanning this one) on the target branch first',
    widenScanned: 'scan a folder that holds both, or scan the kustomization where the folder holds what it reads',
    scanElsewhere: (what) => `scan ${what} where the scanned folder holds it`,
    lfs: 'git lfs pull',
    readsGitObjects: 'a scan of a commit (--commit, a pre-push hook)',
    base: {
        noCheckout: 'Run the scan in a git clone with a commit checked out, or pass --baseline none.',
        fetchCommit: `Make sure git can fetch from origin here (the CI job's credentials), or ${DEEPEN}.`,
        fetchRef: `Pass --baseline a branch, tag or full commit sha that origin has, or ${DEEPEN}.`,
        noGit: 'To compare with the base, install git; or pass --baseline none.',
        fetchTip: 'fetch the target branch before the scan: git fetch origin <branch>',
        isHead: 'pass --baseline the branch this change goes into (or none)',
    },
};

;// CONCATENATED MODULE: ./src/cli/commands/scan.ts
/**
 * `plerion-iac scan [path]`, as a numbered recipe: 1 the flags and environment read into the
 * Action's settings literal (a bad one exits 2 before anything is packed), 2 the engine's pipeline
 * (discover, pack, upload, wait, baseline, suppressions, verdict), 3 every report written, 4 the
 * exit code decided from the report (`--exit-zero` makes it 0 once the reports are written).
 * A run that stops on an unexpected error still writes its reports, saying so, and exits 3.
 */














/** Writes the reports of `report`; returns false (and says so) when one could not be written. */
async function writeAll(setup, report, archiveFile, io) {
    const { settings, targets } = setup;
    const sarif = targets.list.some((t) => t.format === 'sarif');
    const lineHash = sarif
        ? await readLineHashes(io.text.read, linesToHash(report.findings, archiveFile))
        : undefined;
    try {
        await writeReports(report, targets.list, {
            settings: settingsJson(report, setup.published),
            toolVersion: version/* TOOL_VERSION */.wr,
            sarif: {
                toolName: version/* TOOL_NAME */.lH,
                toolVersion: version/* TOOL_VERSION */.wr,
                informationUri: version/* TOOL_URI */.qH,
                category: settings.sarifCategory,
                archiveFile,
                ...(lineHash && { lineHash }),
            },
            textStyle: textStyle(wantsColor(io.env, io.stdout)),
        }, io.stdout);
    }
    catch (error) {
        io.log.error(`Could not write the reports: ${(0,errors/* describeError */.Uc)(error)}`);
        return false;
    }
    for (const target of targets.list)
        if (target.file !== undefined)
            io.log.info(`Report: ${describeTarget(target)}`);
    return true;
}
/**
 * What the engine is given besides the log: the command line's knobs, the change under review
 * (resolved once from the flags, the hook or the CI's variables) and the commit scanned instead of
 * the work tree.
 */
function enginePorts(setup) {
    const { commit } = setup;
    return {
        knobs: CLI_KNOBS,
        change: setup.change,
        ...(commit && { commit: { sha: commit.sha, label: commit.label } }),
    };
}
async function scanCommand(parsed, io, clock = {}) {
    // 1. Settings: a bad flag throws a ConfigurationError here, before anything is packed.
    const git = (0,git_git/* createGitCli */.hn)();
    const setup = await readScanSetup({
        values: parsed.values,
        positionals: parsed.positionals,
        env: io.env,
        cwd: io.cwd,
        git,
    });
    const log = terminalLog({
        stream: io.stderr,
        color: wantsColor(io.env, io.stderr),
        verbose: parsed.values.verbose === true,
    });
    if (setup.baseline.unusable)
        log.warning(setup.baseline.said);
    else
        log.info(setup.baseline.said);
    if (setup.commit)
        log.info(setup.commit.said);
    for (const warning of setup.config.effective.warnings)
        log.warning(warning);
    const { hash } = setup.config;
    // 2. The engine's pipeline, loaded once the settings are read (a refusal starts small); "eager"
    // keeps it in the commands' file (`commands/commands.ts`), not a file of its own.
    const { runScan } = await Promise.resolve(/* import() eager */).then(__webpack_require__.bind(__webpack_require__, 5126));
    const progress = {};
    let report;
    let crashed;
    try {
        report = (await runScan(setup.settings, { log, ...clock, ...enginePorts(setup) }, progress))
            .report;
    }
    catch (error) {
        crashed = error;
        report = errorReport(setup.settings, `plerion-iac failed unexpectedly: ${(0,errors/* describeError */.Uc)(error)}`, progress.report);
    }
    report = { ...report, configHash: hash };
    log.finish();
    // 3. The reports, each to its file or to standard output.
    const archiveFile = (name) => progress.scan?.head.archiveFiles.get(name);
    // The scanned tree's text (the SARIF's line hashes): the scan's, or the tree it would have read.
    const text = progress.scan?.text ??
        (setup.commit
            ? (0,commit_tree/* commitText */.t)({ git, workspace: setup.settings.workspace, sha: setup.commit.sha })
            : (0,work_tree/* workTreeText */.pD)(setup.settings.workspace));
    const written = await writeAll(setup, report, archiveFile, { ...io, log, text });
    log.finish();
    // 4. The exit code.
    if (crashed !== undefined) {
        if (crashed instanceof Error && crashed.stack)
            log.debug(crashed.stack);
        log.error(report.reason);
        return exit_codes/* EXIT_INCOMPLETE */.A;
    }
    if (!written)
        return exit_codes/* EXIT_INCOMPLETE */.A;
    const decision = (0,exit_codes/* decideExit */.DP)(report, setup.settings);
    const line = `Plerion IaC scan ${report.verdict}: ${decision.said}`;
    if (decision.warned)
        log.warning(line);
    else
        log.info(line);
    if (setup.exitZero && decision.code !== exit_codes/* EXIT_PASS */.rc) {
        log.info(`--exit-zero: exiting 0 instead of ${decision.code}; decide later with plerion-iac gate.`);
        return exit_codes/* EXIT_PASS */.rc;
    }
    return decision.code;
}

;// CONCATENATED MODULE: ./src/cli/commands/commands.ts
/**
 * Every command, in one module the entry loads only when a command runs: the bundler makes it
 * (with the engine) the one file beside `dist/cli.js`, so `--help` and `--version` load none of it.
 */






/***/ }),

/***/ 202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ commitTargets),
/* harmony export */   gQ: () => (/* binding */ workTreeTargets)
/* harmony export */ });
/* unused harmony export parseFollowed */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9141);
/* harmony import */ var _git_git_output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3551);
/* harmony import */ var _git_git_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7262);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8431);
/**
 * What a link (or a submodule) of the scanned tree leads to, for the unjudged rule: a folder, a
 * file, somewhere out of the repository, or nothing. Links are never followed to scan what they
 * point at; this only asks where they point, so that a link to a folder of IaC (or a submodule)
 * is not passed over in silence. In a commit git answers (`cat-file --batch-check
 * --follow-symlinks`, which resolves links inside the tree and says `symlink` for one that leaves
 * it); in the work tree the file system does, and a target outside the repository's top is
 * `outside` wherever it lands.
 */






/**
 * Parses `cat-file --batch-check --follow-symlinks` output for `count` requests: `<id> <type>
 * <size>`, `<name> missing`, or `symlink|dangling|loop|notdir <size>` followed by that many bytes
 * and a line break (a link leaving the repository, with its target; a target that is not there).
 */
function parseFollowed(output, count) {
    return (0,_git_git_output_js__WEBPACK_IMPORTED_MODULE_5__/* .parseBatchCheckFollowed */ .kH)(output, count).map((answer) => {
        if (answer.kind === 'unresolved')
            return answer.why === 'symlink' ? 'outside' : 'missing';
        // A submodule's commit, or any object this repository does not hold: a folder (fail closed).
        return answer.kind === 'object' && answer.info.type === 'blob' ? 'file' : 'folder';
    });
}
/** Where entries of commit `sha` under the scanned folder lead, asked of git in one batch. */
function commitTargets(git, options) {
    return async (relatives) => {
        if (relatives.length === 0)
            return [];
        const location = await (0,_git_git_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .locateFolder */ .$c)(git, options.scanRoot);
        const prefix = location?.folder ? `${location.folder}/` : '';
        // A name git's line-based batch cannot carry: where it leads is unknown (fail closed).
        const askable = relatives.filter((r) => !r.includes('\n'));
        const args = ['cat-file', '--batch-check', '--follow-symlinks'];
        const input = askable.map((r) => `${options.sha}:${prefix}${r}\n`).join('');
        const result = await git.run(args, { cwd: options.scanRoot, input });
        if (result.code !== 0)
            throw new _git_git_js__WEBPACK_IMPORTED_MODULE_2__/* .GitCommandError */ .iR(args, result);
        const answers = parseFollowed(result.stdout, askable.length);
        const byPath = new Map(askable.map((r, i) => [r, answers[i]]));
        return relatives.map((r) => byPath.get(r) ?? 'outside');
    };
}
/**
 * Where entries of the work tree lead; `root` is the repository's top. A link whose text points
 * past the top is `outside` whether or not its target exists, as git says of a commit.
 */
function workTreeTargets(scanRoot, root) {
    return async (relatives) => {
        const top = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath(root).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root));
        const base = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath(scanRoot).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(scanRoot));
        return Promise.all(relatives.map(async (relative) => {
            const entry = node_path__WEBPACK_IMPORTED_MODULE_1__.join(base, relative);
            const text = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink(entry).catch(() => undefined);
            if (text !== undefined && !(0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .F)(top, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(entry), text)))
                return 'outside';
            const target = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath(entry).catch(() => undefined);
            if (target === undefined)
                return 'missing';
            if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .isInside */ .F)(top, target))
                return 'outside';
            const stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat(target).catch(() => undefined);
            if (stat === undefined)
                return 'missing';
            return stat.isDirectory() ? 'folder' : 'file';
        }));
    };
}


/***/ }),

/***/ 681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ji: () => (/* binding */ workTreeLinks),
/* harmony export */   NW: () => (/* binding */ commitLinks)
/* harmony export */ });
/* unused harmony export parseIndexLinks */
/* harmony import */ var _discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6244);
/* harmony import */ var _git_git_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3551);
/* harmony import */ var _git_git_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7262);
/**
 * The links and submodules of the scanned tree, whatever their names, for the unjudged rule's
 * whole-tree list (push and schedule runs, and a pull request whose changes git could not tell).
 * Discovery looks only at names that may be IaC, so a link `modules/edge` or a submodule never
 * reaches it; git's own listing has every entry with its mode. In the work tree that is the index
 * (`ls-files -s`: what was checked out); in a commit, its tree. Without git there is nothing to
 * list (the walker never follows a link, and a folder without git has no submodules).
 */



const TYPES = {
    '120000': 'link',
    '160000': 'submodule',
};
/** Parses `ls-files -s -z` records (`<mode> <id> <stage>\t<path>\0`), keeping links and submodules. */
function parseIndexLinks(output) {
    return (0,_git_git_output_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLsFilesStaged */ .i9)(output).flatMap((entry) => {
        const type = TYPES[entry.mode];
        if (type === undefined)
            return [];
        const name = (0,_discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .readName */ .MQ)(entry.name);
        return [{ path: name.text, nameValid: name.valid, type }];
    });
}
/** The work tree's links and submodules under `scanRoot`, from the index; none without git. */
function workTreeLinks(git, scanRoot) {
    return async () => {
        // Run in the scanned folder, ls-files lists that folder alone, by paths relative to it.
        const result = await git.run(['ls-files', '-s', '-z'], { cwd: scanRoot });
        return result.code === 0 ? parseIndexLinks(result.stdout) : [];
    };
}
/** Commit `sha`'s links and submodules under the scanned folder. */
function commitLinks(git, options) {
    return async () => {
        const location = await (0,_git_git_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .locateFolder */ .$c)(git, options.scanRoot);
        if (location === undefined)
            return [];
        const { folder } = location;
        const tree = await (0,_git_git_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .listBaseTree */ .me)(git, { cwd: options.scanRoot, sha: options.sha, folder });
        const prefix = folder === '' ? '' : `${folder}/`;
        return tree.skipped.flatMap((entry) => {
            if (entry.reason === 'name is not valid UTF-8')
                return [];
            const type = entry.reason === 'symlink' ? 'link' : 'submodule';
            return [{ path: entry.path.slice(prefix.length), nameValid: true, type }];
        });
    };
}


/***/ }),

/***/ 6641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QT: () => (/* binding */ splitNotices),
/* harmony export */   TH: () => (/* binding */ UNJUDGED_REASONS),
/* harmony export */   fG: () => (/* binding */ adviseUnjudged),
/* harmony export */   lI: () => (/* binding */ unjudgedFile)
/* harmony export */ });
/* unused harmony exports NOTICE_REASONS, unjudgedFixes */
/**
 * Reasons that are notices, not errors: a dangling link's target is in no commit, and a file no
 * deployer can parse deploys nothing. Listed apart (`Unjudged.notices`), never gating.
 */
const NOTICE_REASONS = new Set([
    'dangling link',
    'unreadable by any deployer',
]);
/** What makes each kind of file judged, in the words of the surface the scan runs from. */
function unjudgedFixes(k) {
    const include = k.setting('include');
    const exclude = k.setting('exclude');
    return {
        'secret-like name': `rename it: a file named like a secret (.env*, *.pem, *.key, credentials…) is never uploaded, whatever ${include} says`,
        'terraform state': 'rename it: Terraform state (*.tfstate, *.tfstate.backup) is never uploaded',
        'built-in folder': `move it out of node_modules/, .terraform/ and .git/: those folders are never scanned, whatever ${include} says`,
        'larger than max-archive-size': `raise ${k.setting('max-archive-size')} (at most 4400000), or split the file`,
        unparsable: `make it parse as its own tooling reads it (saved as UTF-8, not UTF-16, and checked out as UTF-8: no working-tree-encoding attribute in .gitattributes; YAML nested deeper than the parser reads or aliases past its limit, JSON that is not valid), or add it to ${exclude} if it is not IaC`,
        'ambiguous YAML': `write it so that every YAML reader reads it alike (no duplicate keys, no << merge keys and no tags on its top-level keys or on apiVersion, kind, AWSTemplateFormatVersion or $schema: kubectl keeps the last duplicate key and lets a merge overwrite), or add it to ${exclude} if it is not IaC`,
        'kustomize input, not a resource': `a kustomization builds this file into what it deploys, but it holds no resource the service can judge on its own (a JSON 6902 patch, for instance): write it as a strategic-merge patch (apiVersion, kind, metadata), or add it to ${exclude} to accept it unjudged`,
        'kustomize input out of path': `a kustomization under ${k.scanned} builds this into what it deploys, but it lies outside ${k.scanned}, so this run does not scan it: ${k.widenScanned}`,
        'terraform module out of path': `a Terraform module under ${k.scanned} calls this module (source = "../…"), which Terraform reads in place, but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the module')}`,
        'helm chart out of path': `a chart under ${k.scanned} depends on this chart (repository: file://…), or a kustomization under ${k.scanned} inflates it (helmCharts under helmGlobals.chartHome), but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the chart')}`,
        'excluded, but read by IaC under path': `${exclude} leaves out files, not what IaC under ${k.scanned} reads: a kustomization references this file, or a Terraform module block uses its folder, so it is deployed unjudged; drop the reference, or narrow ${exclude} so that it no longer matches`,
        'remote code, unpinned': 'this change makes the deployer fetch code from outside the repository that no scan reads, at an address whose content can change after review (a branch, no ref, no version, or an image tag of a third-party Dockerfile frontend): pin it to a commit id (?ref=<40 hex>), an exact version or an image digest, and it is listed as a notice instead',
        'name a zip cannot carry': 'rename it: a name with a tab, a line break, a backslash, another control character or bytes that are not UTF-8 cannot be uploaded',
        'git lfs pointer': `fetch the LFS objects before the scan (${k.lfs}), or keep IaC out of Git LFS: ${k.readsGitObjects} reads git objects, where only the pointer is`,
        'link or submodule': `commit the files themselves, or point the link at a file under ${k.scanned} that is scanned: links and submodules are never followed`,
        'ignored by .helmignore': "this pull request also changes the chart's .helmignore or Chart.yaml, which newly leaves the file out (the base's rules did not): drop that .helmignore line, or land the .helmignore on the base branch first",
        submodule: `vendor the module's files (commit them under ${k.scanned}), or scan the submodule in its own repository: submodules are never followed`,
        'link to a folder': `make the link a real folder (commit its files under ${k.scanned}): links are never followed, so the IaC in the folder it points at is not scanned through it`,
        'link out of the repository': `commit the files themselves under ${k.scanned}: a link that leaves the repository (or that git cannot follow) is never followed, and what it points at is not judged`,
        unreadable: "make it readable by the runner's user",
        'not in the scanned files': 'keep the file in the workspace: an earlier step removed it or made git ignore it',
        'scanned folder removed': `${k.scannedFolder} is gone in this pull request: if that is meant, ${k.changeScanned}`,
        'scanned folder replaced': `${k.scannedFolder} is a link, a file or a submodule in this pull request, which is never followed: keep it a folder`,
        'dangling link': 'nothing to do: the link points at a path the repository does not have (each user creates it), so no change holds what it points at; commit the target if it is meant to be deployed',
        'unreadable by any deployer': "nothing to do if it is documentation: neither strict JSON nor ARM's lenient JSON reads it, so no tool can deploy it; if it is meant to be deployed, make it valid JSON",
    };
}
/** Knobs with no words: only to list the reasons. */
const WORDLESS = {
    setting: () => '',
    scanned: '',
    scannedFolder: '',
    changeScanned: '',
    widenScanned: '',
    scanElsewhere: () => '',
    lfs: '',
    readsGitObjects: '',
    base: { noCheckout: '', fetchCommit: '', fetchRef: '', noGit: '', fetchTip: '', isHead: '' },
};
/** Every reason the rule gives, once (the keys of its fixes): what a saved report may say. */
const UNJUDGED_REASONS = Object.keys(unjudgedFixes(WORDLESS));
/** The unjudged files and notices with their fixes worded in the surface's words. */
function adviseUnjudged(unjudged, knobs) {
    const fixes = unjudgedFixes(knobs);
    const advise = (f) => ({ ...f, fix: fixes[f.reason] });
    return {
        ...unjudged,
        files: unjudged.files.map(advise),
        ...(unjudged.notices && { notices: unjudged.notices.map(advise) }),
    };
}
/** The files as gating (or warned) files and notices, by their reasons. */
function splitNotices(files) {
    return {
        files: files.filter((f) => !NOTICE_REASONS.has(f.reason)),
        notices: files.filter((f) => NOTICE_REASONS.has(f.reason)),
    };
}
/**
 * An unjudged file. Its fix is worded once the surface is known (`adviseUnjudged`), or here from
 * its knobs.
 */
function unjudgedFile(path, reason, knobs) {
    return { path, reason, fix: knobs === undefined ? '' : unjudgedFixes(knobs)[reason] };
}


/***/ }),

/***/ 5581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ refuseUnsendableSecret),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   dB: () => (/* binding */ refuseControls),
/* harmony export */   ss: () => (/* binding */ refuseValue)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5540);
/**
 * How a bad setting is refused, whichever adapter read it: one `ConfigurationError` naming the
 * setting as its adapter spells it (`input 'region'` for the Action, `--region` for the command
 * line), the value as the user gave it (one line, capped) and what is accepted. The validators in
 * this folder are pure and shared by both adapters, so the two refuse the same values in the same
 * words; only the label differs.
 */


/** The longest part of a refused value that a message shows. */
const MAX_SHOWN_VALUE_CHARS = 200;
/** The value as a refusal shows it: one line, capped. */
function shownValue(value) {
    const line = value.replace(_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROLS */ .VH, (c) => c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : '?');
    return line.length > MAX_SHOWN_VALUE_CHARS ? `${line.slice(0, MAX_SHOWN_VALUE_CHARS)}…` : line;
}
/**
 * Throws the refusal of `value` for the setting `label`: "Invalid <label>: '<value>'. Expected
 * <accepted>."
 */
function refuseValue(label, value, accepted) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Invalid ${label}: '${shownValue(value)}'. Expected ${accepted}.`);
}
/** Refuses a value holding a line break or another control character (they end a log line). */
function refuseControls(label, value, accepted) {
    if (new RegExp(_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROLS */ .VH.source).test(value))
        refuseValue(label, value, accepted);
}
/**
 * A key or token as an HTTP header carries it: printable ASCII without spaces. A line break or
 * another control character would make the HTTP client refuse the header; the value is never
 * shown, only the position of the first bad character.
 */
function refuseUnsendableSecret(label, value, fix) {
    const bad = [...value].findIndex((c) => c < '!' || c > '~');
    if (bad < 0)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Invalid ${label}: character ${bad + 1} of the value (not shown) is a line break, a space, ` +
        'a control character or a non-ASCII letter. Expected the value exactly as it was issued: ' +
        `printable ASCII characters without spaces. ${fix}`);
}


/***/ }),

/***/ 9750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ parseSeverityOverrides),
/* harmony export */   SN: () => (/* binding */ NO_SEVERITY_OVERRIDES),
/* harmony export */   wi: () => (/* binding */ OVERRIDES_ACCEPTED)
/* harmony export */ });
/* unused harmony export OVERRIDE_FIELDS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1012);
/* harmony import */ var _suppressions_expiry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3120);
/* harmony import */ var _refusal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5581);
/**
 * The configuration file's `severity-overrides`: a list of entries that change the severity the
 * service gave a detection's findings, optionally only under a path glob and until a date.
 *
 * ```yaml
 * severity-overrides:
 *   - detection: PLERION-TF-S3-VERSIONING     # required: a detection id, exactly as reported
 *     severity: HIGH                           # required: CRITICAL, HIGH, MEDIUM or LOW (any case)
 *     reason: Versioning is our ransomware control (SEC-88)   # required unless severity: CRITICAL
 *     path: infra/prod/**                      # optional: a glob relative to the workspace
 *     expires: 2027-03-31                      # optional: YYYY-MM-DD, until the end of that day UTC
 * ```
 *
 * Invariants: a `reason` is required for every severity but CRITICAL, since every other one may
 * lower a finding (which severity the service gives is known only after the scan, and a bad file
 * is refused before anything is uploaded); an entry's fields are the five above and nothing else.
 * Among entries that match a finding, the first live one in the file applies, as for suppressions:
 * put narrower paths first. Pure: parsing only; `findings/override-severities.ts` applies them.
 */




/** No overrides: the default of `Settings.severityOverrides`. */
const NO_SEVERITY_OVERRIDES = Object.freeze({ entries: [] });
const OVERRIDE_FIELDS = ['detection', 'severity', 'reason', 'path', 'expires'];
/** What the list accepts, in the words of a refusal. */
const OVERRIDES_ACCEPTED = 'a list of entries, each with detection: <id>, severity: CRITICAL|HIGH|MEDIUM|LOW and reason: <why> (optional path: <glob>, expires: YYYY-MM-DD)';
/** Throws the refusal of one field of one entry: file:line, the entry, the field, what is accepted. */
function refuseField(at, problem) {
    const named = at.detection ? ` (${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(at.detection)})` : '';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Invalid key 'severity-overrides' at ${at.file}:${at.line}: entry ${at.entry}${named} ${problem}.`);
}
/** A string field's text, trimmed; undefined when absent. Numbers and booleans are refused. */
function textField(entry, field, refuse, accepted) {
    const value = entry[field];
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string')
        refuse(`has ${field}: '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(String(value))}'. Expected ${accepted}`);
    const text = value.trim();
    if (text === '')
        refuse(`has an empty ${field}. Expected ${accepted}`);
    return text;
}
function expiresOf(value, refuse) {
    if (value === undefined)
        return undefined;
    // Text only: a YAML `!!timestamp` is refused, as the schema refuses it (editors see no date type).
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text === undefined || !(0,_suppressions_expiry_js__WEBPACK_IMPORTED_MODULE_2__/* .isCalendarDate */ .tf)(text))
        refuse(`has expires: '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(String(value))}'. Expected a real calendar date written YYYY-MM-DD, such as 2027-03-31`);
    return text;
}
function parseEntry(item, index, where) {
    const line = where.lineOf([...where.key, index]);
    const at = { file: where.file, line, entry: index + 1 };
    const refuseHere = (problem) => refuseField(at, problem);
    if (item === null || typeof item !== 'object' || Array.isArray(item))
        refuseHere(`is not a map. Expected ${OVERRIDES_ACCEPTED}`);
    const entry = item;
    const detection = entry.detection;
    const named = { ...at, ...(typeof detection === 'string' && { detection: detection.trim() }) };
    const refuse = (problem, field) => refuseField(field === undefined ? named : { ...named, line: where.lineOf([...where.key, index, field]) }, problem);
    const unknown = Object.keys(entry).find((k) => !OVERRIDE_FIELDS.includes(k));
    if (unknown !== undefined)
        refuse(`has the unknown field '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(unknown)}' (accepted fields: ${OVERRIDE_FIELDS.join(', ')})`, unknown);
    const field = (name, accepted) => textField(entry, name, (problem) => refuse(problem, name), accepted);
    const id = field('detection', 'a detection id such as PLERION-TF-S3-PUBLIC-ACL') ??
        refuse(`has no detection. Expected ${OVERRIDES_ACCEPTED}`);
    if (/\s/.test(id))
        refuse(`has detection: '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(id)}'. Expected one detection id, without spaces`, 'detection');
    const given = field('severity', _severity_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC.join(', ')) ??
        refuse(`has no severity. Expected one of ${_severity_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC.join(', ')}`);
    const severity = given.toUpperCase();
    if (!(0,_severity_js__WEBPACK_IMPORTED_MODULE_3__/* .isSeverity */ ._Z)(severity))
        return refuse(`has severity: '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(given)}'. Expected one of ${_severity_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITIES */ .oC.join(', ')} (any case)`, 'severity');
    const reason = field('reason', 'text saying why the severity is changed');
    if (reason === undefined && severity !== 'CRITICAL')
        refuse(`sets severity ${severity} without a reason: it may lower a finding's severity. Expected reason: <why>, such as a review or ticket`);
    const path = field('path', 'a glob relative to the workspace, such as infra/prod/**');
    if (path !== undefined && (path.startsWith('/') || path.split('/').includes('..')))
        refuse(`has path: '${(0,_refusal_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(path)}'. Expected a glob relative to the workspace, without .. or a leading /`, 'path');
    const expires = expiresOf(entry.expires, (problem) => refuse(problem, 'expires'));
    return {
        file: where.file,
        entryNumber: index + 1,
        line,
        detection: id,
        severity,
        reason,
        path,
        expires,
    };
}
/**
 * The entries of `severity-overrides` as read from a YAML file named `file`: `data` is the key's
 * value (a list of maps), `lineOf` finds the line of a node from the file's root, `key` is the
 * path of the list in the file. Throws one `ConfigurationError` for the first bad entry.
 */
function parseSeverityOverrides(data, where) {
    if (!Array.isArray(data))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Invalid key 'severity-overrides' at ${where.file}:${where.lineOf(where.key)}: not a list. Expected ${OVERRIDES_ACCEPTED}.`);
    return data.map((item, index) => parseEntry(item, index, where));
}


/***/ }),

/***/ 4513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ needsContentCheck),
/* harmony export */   CQ: () => (/* reexport safe */ _content_content_js__WEBPACK_IMPORTED_MODULE_4__.C),
/* harmony export */   hV: () => (/* binding */ PRUNED_FOLDERS),
/* harmony export */   qg: () => (/* binding */ neverUploadReason),
/* harmony export */   u2: () => (/* binding */ helmChartFolders),
/* harmony export */   vt: () => (/* binding */ kindByName),
/* harmony export */   xi: () => (/* binding */ compilePatterns),
/* harmony export */   yf: () => (/* binding */ chartFolderOf)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1535);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _dockerfile_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _kustomize_kustomize_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(820);
/* harmony import */ var _content_content_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3295);
/**
 * Pure rules of what is scanned and what never leaves the machine. Paths here are POSIX paths
 * relative to the scanned folder.
 */




/** Folders never entered, wherever they are. */
const PRUNED_FOLDERS = new Set(['.git', 'node_modules', '.terraform']);
const SECRET_NAMES = picomatch__WEBPACK_IMPORTED_MODULE_3___default()([
    // `.env`, `.env.local`, `.envrc`, `.env-prod`, `.env_local`: every name starting with `.env`.
    '.env*',
    '*.pem',
    '*.key',
    '*.p12',
    '*.pfx',
    '*.jks',
    '*.keystore',
    'id_rsa*',
    'id_dsa*',
    'id_ecdsa*',
    'id_ed25519*',
    'credentials',
    'credentials.*',
    '*.credentials',
    '*-credentials.json',
    '.netrc',
    '.pgpass',
    '.git-credentials',
], { dot: true, nocase: true });
/**
 * Terraform state and its backups (`terraform.tfstate`, `terraform.tfstate.backup`, and the
 * `terraform.tfstate.<timestamp>.backup` files `terraform state` commands leave), never a
 * Terraform file whose name merely holds `.tfstate` (`admin.tfstate.tf` is scanned).
 */
const STATE_FILE = /\.tfstate(?:\.(?:\d+\.)?backup)?$/;
/** Why a path must never be uploaded, or undefined when it may be. */
function neverUploadReason(relativePath) {
    const parts = relativePath.split('/');
    if (parts.some((part) => PRUNED_FOLDERS.has(part)))
        return 'built-in folder';
    const base = parts.at(-1) ?? '';
    if (STATE_FILE.test(base))
        return 'terraform state';
    if (SECRET_NAMES(base))
        return 'secret';
    return undefined;
}
/**
 * Terraform's file names, and OpenTofu's own (`.tofu`, `.tofu.json`: OpenTofu reads `x.tofu` instead
 * of a `x.tf` beside it, Terraform ignores it). Both are HCL of one folder, so both go, in its unit.
 */
const TERRAFORM_NAME = /\.(tf|tf\.json|tofu|tofu\.json|tfvars|tfvars\.json)$/;
/** The IaC kind a file's name alone decides, if any. */
function kindByName(relativePath) {
    const base = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(relativePath);
    if ((0,_kustomize_kustomize_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .isKustomization */ .Sv)(base))
        return 'kubernetes';
    if (TERRAFORM_NAME.test(base))
        return 'terraform';
    if (base.endsWith('.bicep'))
        return 'bicep';
    if ((0,_dockerfile_content_js__WEBPACK_IMPORTED_MODULE_1__/* .isDockerfileName */ .S2)(base))
        return 'dockerfile';
    return undefined;
}
/**
 * YAML and JSON files need a look inside to decide, and so do CloudFormation's `.template` files
 * (`aws cloudformation deploy` takes any name; AWS Quick Starts use `.template`) and a file named
 * like a Dockerfile with another type's extension (`Dockerfile.go`: `dockerfile-content.ts`).
 */
function needsContentCheck(relativePath) {
    return (/\.(ya?ml|json|template)$/i.test(relativePath) || (0,_dockerfile_content_js__WEBPACK_IMPORTED_MODULE_1__/* .mayBeDockerfile */ .TB)(node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(relativePath)));
}

/** Chart folders: the folder of every `Chart.yaml` among the paths. */
function helmChartFolders(relativePaths) {
    return new Set(relativePaths
        .filter((p) => p === 'Chart.yaml' || p.endsWith('/Chart.yaml'))
        .map((p) => node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(p)));
}
/** The innermost chart folder holding a path, if any (its nearest ancestor that is a chart). */
function chartFolderOf(relativePath, charts) {
    if (charts.size === 0)
        return undefined;
    for (let dir = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(relativePath);; dir = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(dir)) {
        if (charts.has(dir))
            return dir;
        if (dir === '.' || dir === '/')
            return undefined;
    }
}
/**
 * A matcher for `include`/`exclude` patterns: a pattern without a `/` matches a name at any depth,
 * and a pattern matching a folder matches everything below it.
 */
function compilePatterns(patterns) {
    if (patterns.length === 0)
        return () => false;
    const matchers = patterns.map((pattern) => {
        const cleaned = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
        return picomatch__WEBPACK_IMPORTED_MODULE_3___default()(cleaned.includes('/') ? cleaned : `**/${cleaned}`, { dot: true });
    });
    return (relativePath) => {
        const parts = relativePath.split('/');
        for (let i = parts.length; i > 0; i--) {
            const candidate = parts.slice(0, i).join('/');
            if (matchers.some((match) => match(candidate)))
                return true;
        }
        return false;
    };
}


/***/ }),

/***/ 3295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ classifyContent)
});

// UNUSED EXPORTS: kindByContent

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(1535);
// EXTERNAL MODULE: ./src/engine/discovery/dockerfile-content.ts
var dockerfile_content = __webpack_require__(8453);
;// CONCATENATED MODULE: ./src/engine/discovery/content/holds-iac-keys.ts
/**
 * Whether a YAML/JSON file that does not parse holds the keys of an IaC top level anywhere in its
 * text. Our parser refuses files that the kind's own tooling reads (kubectl's libyaml takes a flow
 * map whose continuation line is not indented; quoted keys `"kind": Pod` come after it), so a file
 * that does not parse is judged IaC left home whenever its keys say so, wherever they are: fail
 * closed. `startsLikeIac` (`likely-iac.ts`) only decides whether the log warns.
 *
 * A key may be written with escapes the kind's reader decodes (`"\u0061piVersion"` in JSON, also
 * `\x61` and `\U00000061` or a `\` line join in double-quoted YAML): the text is matched as written
 * and, when it holds an escape, once more with the escapes decoded.
 *
 * Invariant: this reads the whole text, never a head: a fork can put any amount of text before
 * the keys. Each pattern is linear (no nested quantifiers), so the cost is one pass per key.
 */
/** A key as a YAML or JSON top level writes it: at a line start or after `{`/`,`, plain or quoted, spaces before the colon. */
function keyPattern(key) {
    return new RegExp(`(?:^|[{,])[ \\t]*(["']?)${key}\\1[ \\t]*:`, 'm');
}
const API_VERSION = keyPattern('apiVersion');
const KIND = keyPattern('kind');
const CLOUDFORMATION_VERSION = keyPattern('AWSTemplateFormatVersion');
const RESOURCES = keyPattern('Resources');
/**
 * A resource type of CloudFormation, quoted or not: `Type: AWS::S3::Bucket`, a third party's
 * `Alexa::ASK::Skill`, a custom resource's `Custom::Seed` (all `Vendor::Name`).
 */
const RESOURCE_TYPE = /(["']?)Type\1[ \t]*:[ \t]*["']?[A-Za-z0-9]+::[A-Za-z0-9]/;
/** An ARM deployment template's `$schema`, quoted or not. */
const ARM_SCHEMA = /(["']?)\$schema\1[ \t]*:[ \t]*["']?[^"'\r\n]*deploymentTemplate\.json/i;
/**
 * True when the text holds a top-level-looking IaC key: `apiVersion` with `kind` (Kubernetes),
 * `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…` (CloudFormation), or an ARM
 * deployment template's `$schema`.
 */
function holdsIacKeys(text) {
    return asWrittenOrDecoded(text, (t) => {
        if (API_VERSION.test(t) && KIND.test(t))
            return true;
        return holdsCloudFormationKeysAsWritten(t) || ARM_SCHEMA.test(t);
    });
}
/** True when the text holds CloudFormation's keys: `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…`. */
function holdsCloudFormationKeys(text) {
    return asWrittenOrDecoded(text, holdsCloudFormationKeysAsWritten);
}
function holdsCloudFormationKeysAsWritten(text) {
    return CLOUDFORMATION_VERSION.test(text) || (RESOURCES.test(text) && RESOURCE_TYPE.test(text));
}
/** An escape that writes a character (JSON's and YAML's hex escapes), or a double-quoted line join. */
const ESCAPE = /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|U([0-9a-fA-F]{8})|\r?\n[ \t]*)/g;
/** The text with its hex escapes decoded and its `\` line joins joined. */
function decodeEscapes(text) {
    return text.replace(ESCAPE, (_, u, x, big) => {
        const hex = u ?? x ?? big;
        if (hex === undefined)
            return '';
        const code = Number.parseInt(hex, 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}
/** The test on the text as written, then, when it holds an escape, on the text decoded. */
function asWrittenOrDecoded(text, test) {
    if (test(text))
        return true;
    const decoded = decodeEscapes(text);
    return decoded !== text && test(decoded);
}

// EXTERNAL MODULE: ./src/engine/discovery/content/json-dialect.ts
var json_dialect = __webpack_require__(628);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-stream.ts
var json_stream = __webpack_require__(5732);
// EXTERNAL MODULE: ./src/engine/discovery/content/key-words.ts
var key_words = __webpack_require__(7306);
;// CONCATENATED MODULE: ./src/engine/discovery/likely-iac.ts
/**
 * When a YAML/JSON file that is not uploaded deserves a warning: only when a reader would call it
 * IaC. A warning that fires on every run of a healthy repository teaches people to ignore
 * warnings, so neither a file's name (`template.yaml`, `azuredeploy.json`) nor a word in it
 * decides; its structure does (see `structure.ts` for the near misses of each kind), and a file
 * that does not parse counts only when its first lines are an IaC top level. Files in places that
 * hold look-alikes on purpose are never warned of: test and fixture folders (deliberately broken
 * templates), CI folders (workflows and their templates) and PSRule's rule files (shaped like
 * manifests, read by PSRule).
 *
 * Invariant: nothing here uploads or refuses a file; it only decides warning or debug line. A
 * quiet place never changes a refusal's category, which judges the file (`content.ts`).
 */
/** How much of a file's start is looked at for an IaC top level. */
const HEAD_BYTES = 4096;
/** Folder names (split at `-`, `_`, `.`) that hold tests and their fixtures. */
const TEST_WORDS = new Set([
    'test',
    'tests',
    'testdata',
    'fixture',
    'fixtures',
    'spec',
    'specs',
    'snapshots',
]);
/** Folders of CI systems: workflows, workflow templates, issue forms, pipeline definitions. */
const CI_FOLDERS = new Set([
    '.github',
    '.gitea',
    '.forgejo',
    '.gitlab',
    '.circleci',
    '.buildkite',
    '.azure-pipelines',
    '.azuredevops',
]);
/** PSRule: rules, baselines and selectors in `.ps-rule/` or named `*.Rule.yaml`, and its options. */
const PSRULE_NAME = /\.rule\.(?:ya?ml|jsonc?)$|^ps-rule\.ya?ml$/i;
/**
 * Why no warning is given for a file at this path (relative to the scanned folder), or undefined.
 * Only folders count for tests, so a template named `test.yaml` beside real ones is still read.
 */
function quietPlace(relativePath) {
    const parts = relativePath.split('/');
    const name = parts.pop() ?? '';
    const folders = parts;
    if (folders.some((f) => CI_FOLDERS.has(f.toLowerCase())))
        return 'in a CI folder';
    if (folders.includes('.ps-rule') || PSRULE_NAME.test(name))
        return 'a PSRule file';
    const isTest = (folder) => folder
        .toLowerCase()
        .split(/[-_.]+/)
        .some((word) => TEST_WORDS.has(word));
    if (folders.some(isTest))
        return 'in a test or fixture folder';
    return undefined;
}
/**
 * True for a string a reader takes for a Kubernetes `apiVersion`, right or slightly wrong
 * (`apps/v1`, `apps/V1`, `v1.0`): at most one `/`, and a version starting `v` and a digit.
 * PSRule's `github.com/microsoft/PSRule/v1` is not one.
 */
function isNearKubernetesApiVersion(value) {
    if (typeof value !== 'string' || /\s/.test(value.trim()))
        return false;
    const parts = value.trim().split('/');
    return parts.length <= 2 && /^v\d/i.test(parts.at(-1) ?? '');
}
/** A top-level key at column 0 of a YAML line, with its plain or quoted one-line value. */
function yamlTopValue(text, key) {
    const match = new RegExp(`^${key}:[ \\t]*["']?([^"'#\\r\\n]*?)["']?[ \\t]*(?:#.*)?$`, 'm').exec(text);
    return match?.[1];
}
/** JSON whitespace and comments before the first key. */
const JSON_LEAD = String.raw `^\uFEFF?(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*\{(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*`;
/** The first key of a JSON object that says IaC: an ARM `$schema`, CloudFormation's version. */
const JSON_IAC_HEAD = [
    new RegExp(`${JSON_LEAD}"\\$schema"\\s*:\\s*"[^"]*deploymentTemplate\\.json`, 'i'),
    new RegExp(`${JSON_LEAD}"AWSTemplateFormatVersion"\\s*:`),
];
/**
 * True when the first bytes of a file that does not parse are an IaC top level: a YAML document
 * with `apiVersion` (Kubernetes' form, near enough) and `kind`, or `AWSTemplateFormatVersion`, at
 * column 0; a JSON object whose first key is an ARM deployment `$schema`, CloudFormation's
 * version, or `apiVersion`/`kind` of a manifest.
 */
function startsLikeIac(bytes) {
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEAD_BYTES));
    const text = head.toString('utf8');
    if (JSON_IAC_HEAD.some((pattern) => pattern.test(text)))
        return true;
    const jsonApiVersion = new RegExp(`${JSON_LEAD}"(?:apiVersion|kind)"\\s*:`).test(text);
    if (jsonApiVersion) {
        const version = /"apiVersion"\s*:\s*"([^"]*)"/.exec(text)?.[1];
        return /"kind"\s*:/.test(text) && isNearKubernetesApiVersion(version);
    }
    if (/^AWSTemplateFormatVersion:/m.test(text))
        return true;
    const kind = yamlTopValue(text, 'kind');
    return (kind !== undefined &&
        kind !== '' &&
        isNearKubernetesApiVersion(yamlTopValue(text, 'apiVersion')));
}

;// CONCATENATED MODULE: ./src/engine/discovery/tool-configs.ts
/**
 * Tool configurations that are shaped like Kubernetes manifests (an `apiVersion` of the form
 * `group/version` and a `kind`) but are read by a developer tool, never applied to a cluster, so
 * they are not uploaded. One entry per API group, each with what reads it. A kustomize
 * `Kustomization` is not here on purpose: teams ship their manifests with it.
 */
/** The API groups of tool configurations, with the tool that reads each. */
const TOOL_CONFIG_GROUPS = new Map([
    // kind (Kubernetes in Docker): `kind: Cluster` describes local test nodes.
    ['kind.x-k8s.io', 'a kind cluster configuration'],
    // Skaffold: `apiVersion: skaffold/v4beta11`, the build-and-deploy loop of a developer.
    ['skaffold', 'a Skaffold configuration'],
    // k3d: `kind: Simple` describes a local k3s cluster in Docker.
    ['k3d.io', 'a k3d cluster configuration'],
    // kubeadm: InitConfiguration, ClusterConfiguration, JoinConfiguration given to `kubeadm init`.
    ['kubeadm.k8s.io', 'a kubeadm configuration'],
    // The kubelet's own configuration file (KubeletConfiguration), read by the node agent.
    ['kubelet.config.k8s.io', 'a kubelet configuration'],
    // kube-proxy's configuration file, which travels with kubeadm's in one file.
    ['kubeproxy.config.k8s.io', 'a kube-proxy configuration'],
    // Backstage's software catalog: `catalog-info.yaml` describes a component, not a resource.
    ['backstage.io', 'a Backstage catalog descriptor'],
]);
/** What reads a document of this `apiVersion`, when it is a tool configuration. */
function toolConfigOf(apiVersion) {
    if (typeof apiVersion !== 'string')
        return undefined;
    const slash = apiVersion.indexOf('/');
    return slash < 0 ? undefined : TOOL_CONFIG_GROUPS.get(apiVersion.slice(0, slash));
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/structure.ts


/** `v<N>`, `v<N>alpha<M>` or `v<N>beta<M>`. */
const KUBERNETES_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;
/** A DNS subdomain (RFC 1123), the form of an API group. */
const DNS_SUBDOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?)*$/;
/** `Vendor::Service::Resource`, a registry module's `…::MODULE`, and a custom resource's `Custom::Name`. */
const CLOUDFORMATION_TYPE = /^(?:[A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+(?:::MODULE)?|Custom::[A-Za-z0-9_@-]{1,60})$/;
const SAM_TRANSFORM = /^AWS::Serverless-/;
const structure_ARM_SCHEMA = /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/(?:deploymentTemplate|subscriptionDeploymentTemplate|managementGroupDeploymentTemplate|tenantDeploymentTemplate)\.json#?$/i;
const ARM_PARAMETERS_SCHEMA = /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/deploymentParameters\.json#?$/i;
/** A JSON Schema names its dialect at json-schema.org: it describes documents, it is none. */
const JSON_SCHEMA_DIALECT = /^https?:\/\/json-schema\.org\//i;
/** Quotes the whole deciding value: a long one (an ARM `$schema`) is told apart at its end. */
const MAX_QUOTED_CHARS = 500;
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function field(value, key) {
    return isMapping(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
function quote(value) {
    if (typeof value === 'object' && value !== null)
        return Array.isArray(value) ? 'a list' : 'a mapping';
    const text = String(value);
    return JSON.stringify(text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS)}…` : text);
}
/** True for `v1`, `apps/v1`, `networking.k8s.io/v1beta1`; false for `v1/beta`, `a/b/v1`, `1.0`. */
function isKubernetesApiVersion(value) {
    if (typeof value !== 'string')
        return false;
    const parts = value.split('/');
    if (parts.length === 1)
        return KUBERNETES_VERSION.test(value);
    const [group = '', version = ''] = parts;
    return parts.length === 2 && DNS_SUBDOMAIN.test(group) && KUBERNETES_VERSION.test(version);
}
function hasTypedResource(resources) {
    if (!isMapping(resources))
        return false;
    return Object.values(resources).some((resource) => {
        const type = field(resource, 'Type');
        return typeof type === 'string' && CLOUDFORMATION_TYPE.test(type);
    });
}
function isSamTransform(transform) {
    const names = Array.isArray(transform) ? transform : [transform];
    return names.some((name) => typeof name === 'string' && SAM_TRANSFORM.test(name));
}
function isCloudFormation(top) {
    if (Object.hasOwn(top, 'AWSTemplateFormatVersion'))
        return true;
    const resources = field(top, 'Resources');
    return (hasTypedResource(resources) || (isMapping(resources) && isSamTransform(field(top, 'Transform'))));
}
const nearMiss = (reason) => ({ reason, category: 'looks like IaC' });
/** Why a document with `apiVersion` and `kind` is no manifest; a near miss when it nearly is. */
function whyNotManifest(apiVersion, kind) {
    if (!isKubernetesApiVersion(apiVersion)) {
        const reason = `apiVersion ${quote(apiVersion)} is not of Kubernetes' form [group/]v<N>[alpha|beta<M>]`;
        return isNearKubernetesApiVersion(apiVersion) ? nearMiss(reason) : { reason };
    }
    if (apiVersion === 'v1' && kind === 'Config')
        return { reason: 'a kubeconfig (credentials), not a manifest', category: 'kubeconfig' };
    return nearMiss(`kind ${quote(kind)} is not a non-empty string`);
}
/** Why a document with a `$schema` is no ARM template; a near miss when it names one. */
function whyNotArm(schema) {
    if (typeof schema === 'string' && ARM_PARAMETERS_SCHEMA.test(schema))
        return {
            reason: `an ARM parameters file ($schema ${quote(schema)}), not a template`,
            category: 'parameters file',
        };
    if (structure_ARM_SCHEMA.test(String(schema)))
        return nearMiss(`an ARM deployment template $schema (${quote(schema)}) without resources`);
    const reason = `$schema ${quote(schema)} is not an ARM deployment template`;
    if (typeof schema === 'string' && JSON_SCHEMA_DIALECT.test(schema))
        return { reason: `a JSON Schema ($schema ${quote(schema)}), not a template` };
    return /deploymentTemplate\.json/i.test(String(schema)) ? nearMiss(reason) : { reason };
}
/** Why `Resources` makes no CloudFormation template; a near miss when a `Type` has `::`. */
function whyNotCloudFormation(resources) {
    const types = isMapping(resources)
        ? Object.values(resources).map((resource) => field(resource, 'Type'))
        : [];
    const near = types.find((type) => typeof type === 'string' && type.includes('::'));
    return near === undefined
        ? { reason: 'Resources has no entry whose Type is of the form Vendor::Service::Resource' }
        : nearMiss(`the Type ${quote(near)} in Resources is not of the form Vendor::Service::Resource`);
}
function whyNot(top) {
    const apiVersion = field(top, 'apiVersion');
    const kind = field(top, 'kind');
    const schema = field(top, '$schema');
    if (apiVersion !== undefined && kind !== undefined)
        return whyNotManifest(apiVersion, kind);
    if (schema !== undefined)
        return whyNotArm(schema);
    const resources = field(top, 'Resources');
    if (resources !== undefined)
        return whyNotCloudFormation(resources);
    return {
        reason: 'its top level has no apiVersion and kind, AWSTemplateFormatVersion, Resources or $schema',
    };
}
/** The IaC kind of a document from its top level (plain values, as JSON.parse gives them). */
function classifyTopLevel(top) {
    if (top === null || top === undefined)
        return { reason: 'the document is empty' };
    if (!isMapping(top))
        return { reason: 'its top level is not a mapping' };
    const apiVersion = field(top, 'apiVersion');
    const kind = field(top, 'kind');
    if (isKubernetesApiVersion(apiVersion) && typeof kind === 'string' && kind !== '') {
        const tool = toolConfigOf(apiVersion);
        if (tool !== undefined)
            return {
                reason: `${tool} (apiVersion ${quote(apiVersion)}, kind ${quote(kind)}), not a cluster resource`,
                category: 'tool configuration',
            };
        // A kubeconfig has this shape too, and holds cluster credentials.
        if (!(apiVersion === 'v1' && kind === 'Config'))
            return { kind: 'kubernetes' };
    }
    if (isCloudFormation(top))
        return { kind: 'cloudformation' };
    const schema = field(top, '$schema');
    const resources = field(top, 'resources');
    if (typeof schema === 'string' && structure_ARM_SCHEMA.test(schema)) {
        if (Array.isArray(resources) || isMapping(resources))
            return { kind: 'arm' };
    }
    return whyNot(top);
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/verdict.ts
const KIND_NAMES = {
    terraform: 'a Terraform file',
    bicep: 'a Bicep file',
    dockerfile: 'a Dockerfile',
    helm: 'a Helm chart file',
    kubernetes: 'a Kubernetes manifest',
    cloudformation: 'a CloudFormation template',
    arm: 'an ARM template',
    included: 'a file',
};

// EXTERNAL MODULE: ./src/engine/discovery/content/yaml-lenient.ts
var yaml_lenient = __webpack_require__(6424);
;// CONCATENATED MODULE: ./src/engine/discovery/content/kubectl-split.ts
/**
 * Where kubectl ends a YAML document and YAML readers do not. kubectl v1.32 cuts a YAML stream
 * into documents by lines before any parser sees it (`YAMLReader.Read`, k8s.io/apimachinery
 * pkg/util/yaml/decoder.go): a line (ended by LF) that starts with `---` and whose rest, trimmed
 * of `unicode.IsSpace`, is empty or a `#` comment ends a document. YAML's document marker needs a
 * space, a tab or a line break after `---`, so `---` followed by a no-break space (U+00A0),
 * U+3000, a vertical tab … or directly by `#` is text to every YAML parser, the service's
 * included: inside a block scalar it is one more line of a string, and the manifest after it is
 * never read, while kubectl applies it.
 *
 * Only those lines matter here: where kubectl and YAML split alike the readings agree.
 */
/** Go's `unicode.IsSpace` characters a YAML parser does not take for white space after `---`. */
const KUBECTL_ONLY_SPACE = '\\v\\f\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_SPACE = `[\\t \\r${KUBECTL_ONLY_SPACE}]`;
/**
 * A line kubectl takes for a document separator: `---`, then what Go's `strings.TrimSpace` leaves
 * empty or starting with `#` (a comment). Groups: the spaces after `---`, the comment.
 */
const KUBECTL_SEPARATOR = new RegExp(`^---(${GO_SPACE}*)(#[\\s\\S]*)?$`);
/** …a character only Go calls a space. */
const KUBECTL_ONLY = new RegExp(`[${KUBECTL_ONLY_SPACE}]`);
/** A quick test before any split: a line only kubectl takes for a separator exists at all. */
const ANY_KUBECTL_ONLY_SEPARATOR = new RegExp(`(?:^|\\n)---(?:${GO_SPACE}*[${KUBECTL_ONLY_SPACE}]|#)`);
/**
 * What on a separator line (its spaces after `---`, its comment) makes it kubectl's alone: a space
 * only Go takes for one, or a comment right after `---` (YAML's marker needs white space first);
 * undefined when YAML readers split there too.
 */
function kubectlOnly(spaces, comment) {
    if (KUBECTL_ONLY.test(spaces))
        return codePoints(spaces.replace(/[\t \r]/g, ''));
    if (comment !== undefined && spaces === '')
        return '#';
    return undefined;
}
/**
 * kubectl's documents of `text`, when a line ends a document for kubectl and not for YAML readers;
 * undefined otherwise (the readings split alike).
 */
function splitAsKubectl(text) {
    if (!ANY_KUBECTL_ONLY_SEPARATOR.test(text))
        return undefined;
    const documents = [];
    let current = [];
    let first;
    const lines = text.split('\n');
    lines.forEach((line, i) => {
        const separator = KUBECTL_SEPARATOR.exec(line);
        if (!separator) {
            current.push(line);
            return;
        }
        const characters = kubectlOnly(separator[1] ?? '', separator[2]);
        if (first === undefined && characters !== undefined)
            first = { line: i + 1, characters };
        if (current.some((l) => l !== ''))
            documents.push(current.join('\n'));
        current = [];
    });
    if (current.some((l) => l !== ''))
        documents.push(current.join('\n'));
    return first === undefined ? undefined : { documents, ...first };
}
function codePoints(text) {
    return [...new Set(text)]
        .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
        .join(', ');
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/engine/discovery/content/nesting.ts
var nesting = __webpack_require__(9679);
;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-tags.ts
/** The short forms of `Fn::…`, `Ref`, `Condition` and the rule functions of CloudFormation. */
const CLOUDFORMATION_TAG_NAMES = [
    'And',
    'Base64',
    'Cidr',
    'Condition',
    'Contains',
    'EachMemberEquals',
    'EachMemberIn',
    'Equals',
    'FindInMap',
    'ForEach',
    'GetAtt',
    'GetAZs',
    'If',
    'ImportValue',
    'Join',
    'Length',
    'Not',
    'Or',
    'Ref',
    'RefAll',
    'Select',
    'Split',
    'Sub',
    'ToJsonString',
    'Transform',
    'ValueOf',
    'ValueOfAll',
];
/** Tags for `customTags`: every name as a scalar, a sequence and a mapping. */
const CLOUDFORMATION_TAGS = CLOUDFORMATION_TAG_NAMES.flatMap((name) => [
    { tag: `!${name}`, resolve: (value) => value },
    { tag: `!${name}`, collection: 'seq' },
    { tag: `!${name}`, collection: 'map' },
]);
/** Error codes of tags yaml could not resolve: the node keeps its plain value, so they are safe. */
const TOLERATED_YAML_ERRORS = new Set([
    'TAG_RESOLVE_FAILED',
    'BAD_COLLECTION_TYPE',
]);

// EXTERNAL MODULE: ./src/engine/discovery/content/yaml-readings.ts
var yaml_readings = __webpack_require__(6314);
;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-documents.ts
/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Nested levels below what the classification reads are
 * cut short. Each document is read as kubectl reads it (`yaml-readings.ts`: the last duplicate key
 * wins, `<<` merges in order, `!!binary` decoded), and, when it has duplicate keys or merges, as
 * the other readers deployers use read it; a reading that differs on a key classification decides
 * by is given too, so that the caller uploads the document when any reading is IaC. A document is
 * `uncertain` when its readings differ on such a key, or when a tag (other than `!!str`) stands on
 * a top-level key or on the value of `apiVersion`, `kind`, `AWSTemplateFormatVersion` or
 * `$schema` (`%TAG` directives included): readers could resolve it otherwise, and the caller counts
 * such a document as not judged unless a reading is IaC. Aliases are resolved within
 * `MAX_ALIAS_NODES` per reading: a document whose aliases expand past it (an alias bomb) does not
 * parse.
 */





const TOO_MANY_ALIASES = `its aliases expand past ${yaml_readings/* MAX_ALIAS_NODES */.U7.toLocaleString('en-US')} nodes`;
/** The top-level keys the classification decides by (`structure.ts`). */
const DECIDING_KEYS = [
    'apiVersion',
    'kind',
    'AWSTemplateFormatVersion',
    'Resources',
    'Transform',
    '$schema',
    'resources',
];
/** The keys whose scalar value decides by itself, and so must carry no tag readers may differ on. */
const TAG_FREE_VALUES = new Set([
    'apiVersion',
    'kind',
    'AWSTemplateFormatVersion',
    '$schema',
]);
const STR_TAG = 'tag:yaml.org,2002:str';
/** The first line of a yaml error, which names the problem and its line and column. */
function describe(error) {
    return error.message.split('\n', 1)[0]?.replace(/:$/, '') ?? error.code;
}
function yaml_documents_field(top, key) {
    return typeof top === 'object' && top !== null && Object.hasOwn(top, key)
        ? top[key]
        : undefined;
}
/** The deciding keys on which two readings differ. */
function differingKeys(one, other) {
    return DECIDING_KEYS.filter((key) => JSON.stringify(yaml_documents_field(one, key)) !== JSON.stringify(yaml_documents_field(other, key)));
}
/** Why a tag at the top level makes the document uncertain, if one does. */
function taggedTopLevel(doc) {
    if (!(0,dist/* isMap */.jh)(doc.contents))
        return undefined;
    let targets;
    const unalias = (node) => (0,dist/* isAlias */.Vj)(node) ? (targets ??= (0,yaml_readings/* aliasTargets */.PK)(doc)).get(node) : node;
    for (const pair of doc.contents.items) {
        const key = unalias(pair.key);
        if (!(0,dist/* isScalar */.jn)(key) || (0,yaml_readings/* isMergeKey */.yJ)(key))
            continue;
        const name = typeof key.value === 'string' ? key.value : undefined;
        if (key.tag !== undefined && key.tag !== STR_TAG)
            return `the tag ${key.tag} on a top-level key`;
        const value = unalias(pair.value);
        if (name !== undefined && TAG_FREE_VALUES.has(name) && (0,dist/* isScalar */.jn)(value))
            if (value.tag !== undefined && value.tag !== STR_TAG)
                return `the tag ${value.tag} on the value of ${name}`;
    }
    return undefined;
}
/** A parsed document's readings, and why it is uncertain. */
function readTop(doc) {
    const kubectl = (0,yaml_readings/* readDocument */.u0)(doc, yaml_readings/* KUBECTL_READING */.kC);
    const tagged = taggedTopLevel(doc);
    const others = [];
    const differing = new Set();
    if (kubectl.sensitive)
        for (const policy of yaml_readings/* OTHER_READINGS */.fA) {
            const { top } = (0,yaml_readings/* readDocument */.u0)(doc, policy);
            const keys = differingKeys(kubectl.top, top);
            if (keys.length === 0)
                continue;
            others.push(top);
            for (const key of keys)
                differing.add(key);
        }
    const uncertain = differing.size > 0
        ? `YAML readers read ${[...differing].join(', ')} differently (duplicate keys or << merges: kubectl keeps the last key and merges in order, other readers keep the first or let keys set explicitly win)`
        : tagged === undefined
            ? undefined
            : `${tagged}, which YAML readers may resolve differently`;
    return {
        top: kubectl.top,
        ...(others.length > 0 && { others }),
        ...(uncertain !== undefined && { uncertain }),
    };
}
/** Yields each document's top level in order; after a document that does not parse, stops. */
function* readYamlDocuments(text) {
    const composer = new dist/* Composer */.Dk({ customTags: [...CLOUDFORMATION_TAGS], uniqueKeys: false });
    const documents = composer.compose(new dist/* Parser */.iX().parse(text));
    for (;;) {
        let next;
        try {
            next = documents.next();
        }
        catch (error) {
            // The parser recurses: a deep enough document overflows it (see nesting.ts).
            if (!(0,nesting/* isStackOverflow */.fF)(error))
                throw error;
            yield { error: nesting/* TOO_DEEP */.gZ };
            return;
        }
        if (next.done)
            return;
        const doc = next.value;
        const error = doc.errors.find((e) => !TOLERATED_YAML_ERRORS.has(e.code));
        if (error || (0,nesting/* yamlTooDeep */.up)(doc.contents)) {
            yield { error: error && !(0,nesting/* isStackOverflow */.fF)(error.message) ? describe(error) : nesting/* TOO_DEEP */.gZ };
            return;
        }
        let read;
        try {
            read = readTop(doc);
        }
        catch (error) {
            if (!(error instanceof yaml_readings/* AliasBomb */.hz))
                throw error;
            yield { error: TOO_MANY_ALIASES };
            return;
        }
        yield read;
    }
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-simple-top.ts
/**
 * A fast reading of the first YAML document's top level, for the plain style most manifests use:
 * a block mapping at column 0, one `key: value` entry per column-0 line. In such a document every
 * column-0 line is an entry, a comment or a document marker (YAML requires nested content, block
 * scalars and continuation lines to be indented), so the keys and their one-line values can be
 * read without a parser. Anything else (directives, complex keys, `<<` merge keys, duplicate
 * keys, flow values, templating at column 0 or where a nested node starts, tabs …) gives
 * undefined, and a value that cannot be read exactly is UNREAD: the
 * caller then parses.
 * Nested lines are not checked, so an error inside a nested value goes unseen. It exists because
 * composing every manifest with yaml (about 1 µs a token) triples discovery of a large monorepo.
 */
/** A value this reading does not resolve: nested, multi-line, tagged, anchored, not a string. */
const UNREAD = Symbol('unread');
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`\s]/;
const KEY_COLON = /:(?=[ \t]|$)/;
const DOCUMENT_START = /^---(?:[ \t]|$)/;
const DOCUMENT_END = /^\.\.\.(?:[ \t]|$)/;
const TAB_INDENT = /^ *\t/;
const BARE_DOCUMENT_START = /^---[ \t]*(?:#.*)?$/;
/**
 * Templating where a nested line's node starts (the line's start, after `- ` or after `key: `),
 * which YAML reads as a flow mapping: the parser decides. Inside a scalar (`description: e.g.
 * {{workflow.name}}`, a quoted or folded line) it is text and changes nothing: the large CRDs
 * that quote templating in their descriptions are read without parsing megabytes.
 */
const TEMPLATE_AT_VALUE = /(?:^[ \t]*|[:-][ \t]+)\{[{%]/;
/** Plain scalars the core schema resolves to null, booleans or numbers rather than strings. */
const CORE_NOT_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
function readQuoted(text) {
    const quote = text[0];
    const close = text.indexOf(quote ?? '', 1);
    if (close < 0)
        return undefined;
    const inner = text.slice(1, close);
    // Escapes (`\"`, `''`) are left to the parser.
    if ((quote === '"' && inner.includes('\\')) || (quote === "'" && text[close + 1] === "'"))
        return undefined;
    return { inner, after: text.slice(close + 1) };
}
/** What makes the whole reading decline: the parser must look (it may find an error there). */
const DECLINE = Symbol('decline');
function readValue(rest) {
    const text = rest.trim();
    if (text === '')
        return UNREAD; // nested on the next lines, or null
    if (text[0] === '"' || text[0] === "'") {
        const quoted = readQuoted(text);
        const after = quoted?.after.trim();
        return quoted && (after === '' || after?.startsWith('#')) ? quoted.inner : DECLINE;
    }
    if (text[0] === '[' || text[0] === '{')
        return DECLINE; // flow collections may span lines
    if (!PLAIN_START.test(text))
        return UNREAD;
    const plain = text.replace(/[ \t]#.*$/, '').trimEnd();
    if (/:(?:[ \t]|$)/.test(plain))
        return DECLINE; // a compact nested mapping: an error
    return CORE_NOT_STRING.test(plain) ? UNREAD : plain;
}
function readEntry(line) {
    let key;
    let rest;
    if (line[0] === '"' || line[0] === "'") {
        const quoted = readQuoted(line);
        const colon = quoted && /^[ \t]*:/.exec(quoted.after);
        if (!quoted || !colon)
            return undefined;
        key = quoted.inner;
        rest = quoted.after.slice(colon[0].length);
    }
    else {
        const colon = PLAIN_START.test(line) ? KEY_COLON.exec(line) : null;
        if (!colon)
            return undefined;
        key = line.slice(0, colon.index).trimEnd();
        rest = line.slice(colon.index + 1);
        // A `<<` merge key brings keys in from elsewhere: the parser resolves it.
        if (/[ \t]#/.test(key) || key === '<<')
            return undefined;
    }
    const value = readValue(rest);
    return value === DECLINE ? undefined : { key, value };
}
/** The first document's top-level keys and one-line values, or undefined when unsure. */
function readSimpleTopLevel(text) {
    const top = Object.create(null);
    let started = false;
    let entries = 0;
    let previous; // the entry whose one-line value an indented line may extend
    let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (start < text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        const line = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
        start = end + 1;
        if (line.trim() === '')
            continue;
        // Tab indentation, and templating ({{ }}, {% %}) where YAML would read a flow collection, are
        // for the parser to refuse or accept.
        if (TAB_INDENT.test(line))
            return undefined;
        if (line[0] === ' ' ? TEMPLATE_AT_VALUE.test(line) : line.includes('{{') || line.includes('{%'))
            return undefined;
        if (line[0] === ' ') {
            if (entries === 0 && !line.trimStart().startsWith('#'))
                return undefined;
            if (previous !== undefined)
                top[previous] = UNREAD;
            previous = undefined;
            continue;
        }
        previous = undefined;
        if (line[0] === '#')
            continue;
        if (DOCUMENT_START.test(line) || DOCUMENT_END.test(line)) {
            if (started)
                break;
            if (!BARE_DOCUMENT_START.test(line))
                return undefined;
            started = true;
            continue;
        }
        const entry = readEntry(line);
        if (!entry)
            return undefined;
        started = true;
        entries += 1;
        // Readers keep different ones of duplicate keys (kubectl the last): the parser reads them all.
        if (Object.hasOwn(top, entry.key))
            return undefined;
        top[entry.key] = entry.value;
        if (entry.value !== UNREAD)
            previous = entry.key;
    }
    return entries > 0 ? top : undefined;
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/yaml-verdict.ts
/**
 * A YAML text's verdict: IaC when any document is IaC under any reading a deployer's parser could
 * give it, else the first telling refusal. Most manifests are recognised without a parser
 * (`yaml-simple-top.ts`, trusted only for a yes); the others are composed one document at a time
 * (`yaml-documents.ts`: kubectl's reading and, where readers differ, the others), and when that
 * finds no IaC, the text is read again as YAML 1.1 readers see it (`yaml-lenient.ts`), again only
 * for a yes. A document whose readings may differ and none of which is IaC is `ambiguous`, which
 * leaves it not judged, like `unparsable`, and outranks every other refusal of the file.
 */





/**
 * The verdict of a YAML text (without its byte order mark). A line where kubectl ends a document
 * and YAML readers do not (`kubectl-split.ts`) makes a text whose kubectl documents hold a
 * manifest `ambiguous`: kubectl applies what the service would read otherwise.
 */
function classifyYaml(text) {
    const split = splitAsKubectl(text);
    if (split !== undefined) {
        const manifest = split.documents.findIndex((document) => {
            const verdict = classifyYamlReadings(document);
            return 'kind' in verdict && verdict.kind === 'kubernetes';
        });
        if (manifest >= 0)
            return {
                reason: `kubectl ends a document at line ${split.line} (--- followed by ${split.characters}), which YAML readers, the service's included, read as text, and applies document ${manifest + 1} of its reading, a Kubernetes manifest: write the separator as --- alone`,
                category: 'ambiguous',
            };
    }
    return classifyYamlReadings(text);
}
/** The verdict of a YAML text by the readings of YAML parsers. */
function classifyYamlReadings(text) {
    // Most manifests are plain enough to be recognised without a parser; only a yes is trusted.
    const simple = readSimpleTopLevel(text);
    if (simple) {
        const verdict = classifyTopLevel(simple);
        if ('kind' in verdict)
            return verdict;
    }
    const verdict = classifyYamlDocuments(text);
    if ('kind' in verdict)
        return verdict;
    // The readings of YAML 1.1 readers (kubectl's go-yaml v2, PyYAML): a yes, or a doubt, counts.
    let doubt;
    for (const other of (0,yaml_lenient/* yaml11Readings */.LP)(text, verdict.parseError === true)) {
        const alternative = classifyYamlDocuments(other);
        if ('kind' in alternative)
            return alternative;
        if (alternative.category === 'ambiguous')
            doubt ??= alternative;
    }
    return rank(verdict) < 2 && doubt !== undefined ? doubt : verdict;
}
/** How much a refusal says: not judged (2) before a category (1) before plain "not IaC" (0). */
function rank(verdict) {
    if (verdict.category === 'ambiguous' || verdict.category === 'unparsable')
        return 2;
    return verdict.category === undefined ? 0 : 1;
}
/** A document's verdict: IaC when any reading is, else kubectl's reading's refusal. */
function classifyDocument(document) {
    const verdict = classifyTopLevel(document.top);
    if ('kind' in verdict)
        return verdict;
    for (const other of document.others ?? []) {
        const alternative = classifyTopLevel(other);
        if ('kind' in alternative)
            return alternative;
    }
    if (document.uncertain === undefined)
        return verdict;
    return {
        reason: `${document.uncertain}; as kubectl reads it, ${verdict.reason}`,
        category: 'ambiguous',
    };
}
function classifyYamlDocuments(text) {
    let documents = 0;
    let first;
    let flagged;
    for (const document of readYamlDocuments(text)) {
        if ('error' in document) {
            const where = documents > 0 ? ` (document ${documents + 1})` : '';
            return {
                reason: `does not parse as YAML${where}: ${document.error}`,
                category: 'unparsable',
                parseError: true,
            };
        }
        documents += 1;
        const verdict = classifyDocument(document);
        if ('kind' in verdict)
            return verdict;
        first ??= verdict;
        if (rank(verdict) > (flagged === undefined ? 0 : rank(flagged.verdict)))
            flagged = { at: documents, verdict };
    }
    if (documents <= 1 || first === undefined)
        return first ?? { reason: 'the file is empty' };
    // The document that says most: the first not judged, near miss or recognised one, else the first.
    const { at, verdict } = flagged ?? { at: 1, verdict: first };
    return {
        reason: `none of its ${documents} documents is IaC, document ${at}: ${verdict.reason}`,
        ...(verdict.category === undefined ? {} : { category: verdict.category }),
    };
}

;// CONCATENATED MODULE: ./src/engine/discovery/content/content.ts
/**
 * Classifies a YAML/JSON file by the top level of its documents. The cost is bounded, never the
 * coverage: a byte search for the key words (or an escape that could write one: `key-words.ts`)
 * picks the candidates, and only candidates are parsed, in full (a multi-megabyte synthesised
 * template is classified like a small one). A file saved as UTF-16 is decoded to be classified. YAML documents
 * are composed one at a time up to the first IaC one; JSON is parsed whole.
 *
 * Invariant: a refusal's category is the judgement (`unparsable` makes IaC left home unjudged,
 * which gates a pull request) and never depends on where the file is. The place decides only
 * whether discovery's log warns: a quiet place (`likely-iac.ts`: test folders, CI folders, PSRule
 * files) marks the refusal `quiet`, so a fork cannot drop a UTF-16 manifest in `k8s-spec/` to
 * pass unjudged. A file that does not parse is `unparsable` when its text holds IaC keys anywhere
 * (`holds-iac-keys.ts`: kubectl reads YAML our parser refuses), wherever it is; it is warned of
 * only when its first lines are an IaC top level (else it is `quiet`). A file named like a
 * Dockerfile with another type's extension is read for its first instruction first
 * (`dockerfile-content.ts`).
 */











const MAX_REASON_CHARS = 200;
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = message.split('\n', 1)[0] ?? '';
    return line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS)}…` : line;
}
/**
 * JSON in the dialect of its kind: ARM's engine takes comments, trailing commas and line breaks
 * inside strings; CloudFormation and kubectl take strict JSON, so such a file would be refused by
 * its own tooling and is reported as unparsable rather than uploaded. A text that is not one value
 * may be a stream of values kubectl applies one by one (`json-stream.ts`).
 */
function classifyJson(text) {
    const read = (0,json_dialect/* parseLenientJson */.R)(text);
    if ('error' in read) {
        const stream = (0,json_stream/* startsLikeJson */.r)(text) ? classifyJsonStream(text) : undefined;
        if (stream !== undefined)
            return stream;
        return {
            reason: `does not parse as JSON: ${read.error}`,
            category: 'unparsable',
            parseError: true,
        };
    }
    const verdict = classifyTopLevel(read.value);
    if (!('kind' in verdict) || verdict.kind === 'arm' || read.lenient.length === 0)
        return verdict;
    return {
        reason: `${KIND_NAMES[verdict.kind]} in JSON with ${read.lenient.join(', ')}, which only ARM's JSON allows`,
        category: 'unparsable',
    };
}
/**
 * A text kubectl reads as a stream of several JSON values: not judged when one of them is a
 * resource, since every reader of one JSON value per file (the service's) refuses or reads less
 * of it; not IaC when the whole stream reads and no value is. Undefined when the text is one
 * value, or a value failed and none before it is IaC (the caller's refusal decides).
 */
function classifyJsonStream(text) {
    const { values, error } = (0,json_stream/* readJsonStream */.T)(text);
    if (values.length === 0 || (values.length === 1 && error === undefined))
        return undefined;
    const at = values.findIndex((value) => 'kind' in classifyTopLevel(value));
    if (at < 0)
        return error === undefined
            ? { reason: `a stream of ${values.length} JSON values, none of them IaC` }
            : undefined;
    const verdict = classifyTopLevel(values[at]);
    const what = 'kind' in verdict ? KIND_NAMES[verdict.kind] : 'IaC';
    const count = error === undefined ? `${values.length} JSON values` : `JSON values (${error})`;
    return {
        reason: `a stream of ${count}, value ${at + 1} ${what}: kubectl applies each value, while readers of one JSON value per file (the service's) refuse the stream; save each value as a file of its own`,
        category: 'unparsable',
    };
}
/** The categories that are warnings, which a quiet place (a test folder …) turns into debug lines. */
const WARNED = new Set(['looks like IaC', 'unparsable', 'ambiguous']);
/** Why a file that does not parse, with IaC keys past its first lines, gives no warning. */
const KEYS_PAST_THE_TOP = 'its first lines are not an IaC top level';
/**
 * The kind of a `.yaml`/`.yml`/`.json` file (or a `Dockerfile.go`) from its whole content, or why
 * it is not IaC. A file that does not parse is `unparsable` when it holds IaC keys anywhere, and
 * `quiet` unless its first lines are an IaC top level; in a quiet place (a test folder, a CI
 * folder, a PSRule file) a refusal keeps its category but is `quiet`.
 */
function classifyContent(relativePath, content, options = {}) {
    const bytes = typeof content === 'string'
        ? Buffer.from(content)
        : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const kustomized = options.kustomized === true;
    if (!kustomized && (0,dockerfile_content/* mayBeDockerfile */.TB)(posix_.basename(relativePath))) {
        const dockerfile = classifyDockerfile(relativePath, bytes);
        if (dockerfile !== undefined)
            return dockerfile;
    }
    const verdict = classifyBytes(readingOf(relativePath, kustomized), bytes);
    if ('kind' in verdict || verdict.category === undefined || !WARNED.has(verdict.category))
        return verdict;
    const place = quietPlace(relativePath);
    const reason = place === undefined ? verdict.reason : `${verdict.reason}; no warning: ${place}`;
    const pastTheTop = verdict.parseError === true && !startsLikeIac(bytes);
    // Judged by its keys anywhere (`holds-iac-keys.ts`), warned of by its first lines.
    if (pastTheTop && verdict.holdsIacKeys !== true)
        return { reason };
    const quiet = place ?? (pastTheTop ? KEYS_PAST_THE_TOP : undefined);
    return { reason, category: verdict.category, ...(quiet !== undefined && { quiet }) };
}
/**
 * A file named like a Dockerfile with another type's extension, by its first instruction: a
 * Dockerfile, one saved as UTF-16 (unparsable), or for a YAML/JSON name undefined (read on as
 * YAML/JSON), for any other name not IaC.
 */
function classifyDockerfile(relativePath, bytes) {
    const content = (0,dockerfile_content/* readDockerfileContent */.cl)(bytes);
    if (content === 'dockerfile')
        return { kind: 'dockerfile' };
    if (content !== undefined)
        return {
            reason: `${KIND_NAMES.dockerfile} saved as ${content.toUpperCase()}, which the service does not read: save it as UTF-8`,
            category: 'unparsable',
        };
    if (/\.(?:ya?ml|json)$/i.test(relativePath))
        return undefined;
    return { reason: 'named like a Dockerfile, but its first instruction is not FROM or ARG' };
}
/** CloudFormation's own extension (AWS Quick Starts' `.template`): read for CloudFormation only. */
const TEMPLATE_NAME = /\.template$/i;
function readingOf(relativePath, kustomized) {
    if (/\.json$/i.test(relativePath))
        return 'json';
    return !kustomized && TEMPLATE_NAME.test(relativePath) ? 'template' : 'yaml';
}
function classifyBytes(reading, bytes) {
    const utf16 = (0,key_words/* utf16Encoding */.C0)(bytes);
    if (utf16 !== undefined)
        return classifyUtf16(reading, bytes, utf16);
    if (!(0,key_words/* mayHoldIac */.I)(bytes))
        return { reason: `it names none of ${key_words/* KEY_WORDS */.cm.join(', ')}` };
    let text;
    try {
        text = bytes.toString('utf8');
    }
    catch (error) {
        // Past V8's longest string (about 512 MiB).
        return { reason: `cannot be read as text: ${firstLine(error)}` };
    }
    return classifyText(reading, text);
}
function classifyText(reading, text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const template = reading === 'template';
    // `aws cloudformation deploy` reads a template as JSON when it parses as JSON, else as YAML.
    const json = reading === 'json' || (template && /^\s*\{/.test(body));
    const verdict = json ? classifyJson(body) : classifyYamlOrStream(body, reading);
    // Keys at the start of a line as YAML 1.1 breaks lines (a NEL, a lone CR) count too.
    const holds = (keys) => keys(body) || keys((0,yaml_lenient/* withYaml11Breaks */.sZ)(body));
    if (template)
        return onlyCloudFormation(verdict, () => holds(holdsCloudFormationKeys));
    return verdict.parseError === true ? { ...verdict, holdsIacKeys: holds(holdsIacKeys) } : verdict;
}
/**
 * YAML, and, when its first character past white space is `{`, the JSON stream kubectl reads
 * instead (`json-stream.ts`): several values one of which is IaC are not judged; a single value
 * that is IaC where the YAML reading is not is uploaded.
 */
function classifyYamlOrStream(body, reading) {
    const json = reading === 'yaml' && (0,json_stream/* startsLikeJson */.r)(body);
    const stream = json ? classifyJsonStream(body) : undefined;
    if (stream !== undefined)
        return stream;
    const verdict = classifyYaml(body);
    if ('kind' in verdict || !json)
        return verdict;
    const read = (0,json_stream/* readJsonStream */.T)(body);
    const single = read.values.length === 1 ? classifyTopLevel(read.values[0]) : undefined;
    return single !== undefined && 'kind' in single ? single : verdict;
}
/**
 * The verdict of a `.template` file, which only CloudFormation reads: IaC of another kind is not
 * uploaded, and a refusal says more than "not IaC" only when the text holds CloudFormation's keys.
 */
function onlyCloudFormation(verdict, holdsKeys) {
    if ('kind' in verdict)
        return verdict.kind === 'cloudformation'
            ? verdict
            : {
                reason: `${KIND_NAMES[verdict.kind]} saved as .template, which only CloudFormation reads`,
            };
    if (verdict.category === undefined)
        return verdict;
    if (!holdsKeys())
        return { reason: verdict.reason };
    return verdict.parseError === true ? { ...verdict, holdsIacKeys: true } : verdict;
}
/**
 * A file saved as UTF-16 (with its byte order mark) is decoded and classified, and IaC in it is
 * not uploaded but refused as `unparsable`: the service reads UTF-8, and would judge nothing.
 */
function classifyUtf16(reading, bytes, encoding) {
    const verdict = classifyText(reading, (0,key_words/* decodeUtf16 */.zA)(bytes, encoding));
    if (!('kind' in verdict))
        return verdict;
    return {
        reason: `${KIND_NAMES[verdict.kind]} saved as ${encoding.toUpperCase()}, which the service does not read: save it as UTF-8`,
        category: 'unparsable',
    };
}
/** The IaC kind of a YAML/JSON file's content, if it is IaC. */
function kindByContent(relativePath, content) {
    const verdict = classifyContent(relativePath, content);
    return 'kind' in verdict ? verdict.kind : undefined;
}


/***/ }),

/***/ 628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseLenientJson)
/* harmony export */ });
/* unused harmony export escapeControlsInStrings */
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9679);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9547);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_1__);
/**
 * JSON as the IaC tools read it. ARM's template engine (JSON.NET) accepts `//` and `/* *\/`
 * comments, trailing commas and line breaks inside strings; CloudFormation and kubectl read strict
 * JSON. A file is parsed once in the lenient dialect (jsonc-parser, whose error list decides
 * whether it is readable at all) and told which of the lenient features it needed, so that the
 * kind's own rule can refuse what its tooling refuses.
 */


const MAX_ERRORS_SHOWN = 3;
/**
 * Escapes control characters (line breaks, tabs) inside string literals, which JSON.NET keeps as
 * they are and jsonc-parser refuses; everything outside strings, comments included, is untouched,
 * so offsets stay meaningful. Returns the text and whether anything was escaped.
 */
function escapeControlsInStrings(text) {
    let out = '';
    let from = 0;
    let escaped = false;
    let i = 0;
    const n = text.length;
    while (i < n) {
        const c = text[i];
        if (c === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            i = end < 0 ? n : end;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end < 0 ? n : end + 2;
        }
        else if (c === '"') {
            i += 1;
            while (i < n && text[i] !== '"') {
                const code = text.charCodeAt(i);
                if (text[i] === '\\')
                    i += 2;
                else if (code < 0x20) {
                    out += text.slice(from, i) + `\\u${code.toString(16).padStart(4, '0')}`;
                    from = i + 1;
                    escaped = true;
                    i += 1;
                }
                else
                    i += 1;
            }
            i += 1;
        }
        else
            i += 1;
    }
    return { text: escaped ? out + text.slice(from) : text, escaped };
}
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1))
        line += 1;
    return line;
}
function describeErrors(text, errors) {
    const shown = errors
        .slice(0, MAX_ERRORS_SHOWN)
        .map((e) => `${(0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.printParseErrorCode)(e.error)} at line ${lineOf(text, e.offset)}`);
    const more = errors.length > MAX_ERRORS_SHOWN ? `, and ${errors.length - MAX_ERRORS_SHOWN} more` : '';
    return shown.join(', ') + more;
}
/** The error codes a text raises when one lenient feature is turned off. */
function errorCodes(text, options) {
    const errors = [];
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parse)(text, errors, {
        disallowComments: !options.comments,
        allowTrailingComma: options.trailingCommas,
    });
    return errors.map((e) => (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.printParseErrorCode)(e.error));
}
/** Which lenient features a text that JSON.parse refused needed (checked only on refusal). */
function lenientFeatures(text, escaped) {
    const features = [];
    if (errorCodes(text, { comments: false, trailingCommas: true }).includes('InvalidCommentToken'))
        features.push('comments');
    const strict = errorCodes(text, { comments: true, trailingCommas: false });
    if (strict.includes('PropertyNameExpected') || strict.includes('ValueExpected'))
        features.push('trailing commas');
    if (escaped)
        features.push('line breaks or tabs inside strings');
    return features.length > 0 ? features : ['a form strict JSON refuses'];
}
/** Parses JSON as ARM's engine does; a text jsonc-parser reports any error for is unreadable. */
function parseLenientJson(text) {
    let strict;
    try {
        strict = JSON.parse(text);
    }
    catch {
        // Not strict JSON: the lenient reading decides.
        return parseLenient(text);
    }
    return (0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonTooDeep */ .fJ)(strict) ? { error: _nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .TOO_DEEP */ .gZ } : { value: strict, lenient: [] };
}
function parseLenient(text) {
    const prepared = escapeControlsInStrings(text);
    const errors = [];
    let value;
    try {
        value = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parse)(prepared.text, errors, {
            allowTrailingComma: true,
            disallowComments: false,
            allowEmptyContent: false,
        });
    }
    catch (error) {
        // jsonc-parser recurses: a deep enough document overflows it (see nesting.ts).
        if ((0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .isStackOverflow */ .fF)(error))
            return { error: _nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .TOO_DEEP */ .gZ };
        throw error;
    }
    if (errors.length > 0)
        return { error: describeErrors(prepared.text, errors) };
    if ((0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonTooDeep */ .fJ)(value))
        return { error: _nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .TOO_DEEP */ .gZ };
    return { value, lenient: lenientFeatures(prepared.text, prepared.escaped) };
}


/***/ }),

/***/ 5732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readJsonStream),
/* harmony export */   r: () => (/* binding */ startsLikeJson)
/* harmony export */ });
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9679);
/**
 * A file as kubectl reads it when its first character past white space is `{`: a *stream* of JSON
 * values, one after another (`{…}\n{…}`), each applied on its own. kubectl v1.32 decodes such a
 * file with `yaml.NewYAMLOrJSONDecoder` (k8s.io/apimachinery pkg/util/yaml/decoder.go), which
 * sniffs the first non-space byte (`unicode.IsSpace`, so a byte order mark is no space) and then
 * reads values with Go's `encoding/json` Decoder until the stream ends or a value fails; the values
 * before a failure are applied. Go's JSON decodes escapes (`"\u0061piVersion"` is `apiVersion`)
 * and keeps the last of duplicate keys, as `JSON.parse` does.
 *
 * `JSON.parse` and every JSON reader that expects one value per file (CloudFormation, ARM, the
 * service's) refuse such a stream, so a stream whose values hold a resource is one file read two
 * ways: the caller counts it not judged.
 */

/** Go's `unicode.IsSpace`: what kubectl skips before it looks for `{`. */
const UNICODE_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;
/** True when kubectl reads the text as JSON: its first character past white space is `{`. */
function startsLikeJson(text) {
    const skipped = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
    return text[skipped] === '{';
}
/** Where the JSON value starting at `from` ends (past its last character), or -1 if it never does. */
function valueEnd(text, from) {
    const first = text[from];
    if (first === '"')
        return stringEnd(text, from);
    if (first !== '{' && first !== '[') {
        // A number, true, false or null: up to the next delimiter.
        let i = from;
        while (i < text.length && !/[\s{}[\],"]/.test(text[i] ?? ''))
            i += 1;
        return i;
    }
    let depth = 0;
    for (let i = from; i < text.length; i += 1) {
        const c = text[i];
        if (c === '"') {
            const end = stringEnd(text, i);
            if (end < 0)
                return -1;
            i = end - 1;
        }
        else if (c === '{' || c === '[')
            depth += 1;
        else if (c === '}' || c === ']') {
            depth -= 1;
            if (depth === 0)
                return i + 1;
        }
    }
    return -1;
}
/** Past the closing quote of the string opening at `from`, or -1 when it is never closed. */
function stringEnd(text, from) {
    for (let i = from + 1; i < text.length; i += 1) {
        if (text[i] === '\\')
            i += 1;
        else if (text[i] === '"')
            return i + 1;
    }
    return -1;
}
/**
 * Reads `text` (without its byte order mark) as a stream of JSON values, as Go's JSON decoder
 * reads it: each value parsed strictly, white space between them, the values before the first
 * failure kept. A value nested too deep is a failure.
 */
function readJsonStream(text) {
    const values = [];
    // What kubectl skipped to find the `{` is skipped too (Go's decoder might refuse a U+3000 there,
    // or a newer kubectl read on as YAML): this reading may find more than kubectl, never less.
    let at = UNICODE_SPACE.exec(text)?.[0].length ?? 0;
    for (;;) {
        // JSON's white space between values: Go's decoder skips only these.
        while (at < text.length && /[\t\n\r ]/.test(text[at] ?? ''))
            at += 1;
        if (at >= text.length)
            return { values };
        const end = valueEnd(text, at);
        if (end < 0)
            return { values, error: `value ${values.length + 1} is never closed` };
        let value;
        try {
            value = JSON.parse(text.slice(at, end));
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return { values, error: `value ${values.length + 1}: ${message.split('\n', 1)[0]}` };
        }
        if ((0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonTooDeep */ .fJ)(value))
            return { values, error: `value ${values.length + 1} nests too deep` };
        values.push(value);
        at = end;
    }
}


/***/ }),

/***/ 7306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ utf16Encoding),
/* harmony export */   I: () => (/* binding */ mayHoldIac),
/* harmony export */   cm: () => (/* binding */ KEY_WORDS),
/* harmony export */   zA: () => (/* binding */ decodeUtf16)
/* harmony export */ });
/* unused harmony export mayEscapeKeyWords */
/**
 * The byte test that decides which YAML/JSON files are parsed at all, and the text encodings a
 * file may come in. The test is a fast path, never a rule: it may only send a file to the parser,
 * and a file it lets go without parsing must hold no IaC top level a parser would find. Every IaC
 * top level names one of `KEY_WORDS`, and the only ways to write a key without its bytes are
 * escapes (`"\u006bind"`, `"apiVers\x69on"`, a `\` line continuation in double-quoted YAML),
 * `!!binary` (base64, which go-yaml v2 decodes for kubectl, on keys too) and another encoding
 * (UTF-16): a file with any of them is parsed (or decoded) whatever its words. A tag can name
 * `!!binary` only through the `!!` handle, a verbatim `!<…>` tag or a `%TAG` directive (`!b!…`,
 * its suffix even %-escaped), so a file holding `!!`, `!<` or `%TAG` is parsed.
 */
/** Every IaC top level names one of these (as a key or, for `$schema`, in its name). */
const KEY_WORDS = [
    'apiVersion',
    'AWSTemplateFormatVersion',
    'Resources',
    '$schema',
];
const BACKSLASH = 0x5c;
/** After a backslash: `u`, `U`, `x` (a code point written in hex) and a line break (a join). */
const LETTER_ESCAPES = new Set([0x75, 0x55, 0x78, 0x0a, 0x0d]);
/**
 * True when an escape in the bytes could write a letter of a key word: a backslash followed by
 * `u`, `U`, `x` or a line break. A `\\u` in a Windows path is taken for one too; it only costs a
 * parse.
 */
function mayEscapeKeyWords(bytes) {
    for (let at = bytes.indexOf(BACKSLASH); at >= 0; at = bytes.indexOf(BACKSLASH, at + 1)) {
        const next = bytes[at + 1];
        if (next !== undefined && LETTER_ESCAPES.has(next))
            return true;
    }
    return false;
}
/** What a tag that may name `!!binary` starts with (and a directive that may define one). */
const TAG_MARKS = ['!!', '!<', '%TAG'];
/**
 * True when the file may hold an IaC top level: it names a key word, may write one escaped, or
 * carries a tag that may be `!!binary`.
 */
function mayHoldIac(bytes) {
    return (KEY_WORDS.some((word) => bytes.includes(word)) ||
        mayEscapeKeyWords(bytes) ||
        TAG_MARKS.some((mark) => bytes.includes(mark)));
}
/** The UTF-16 byte order a file's byte order mark announces, if it has one. */
function utf16Encoding(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    return undefined;
}
/** The text of a file with a UTF-16 byte order mark, without the mark (bad units as U+FFFD). */
function decodeUtf16(bytes, encoding) {
    return new TextDecoder(encoding).decode(bytes);
}


/***/ }),

/***/ 9679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fF: () => (/* binding */ isStackOverflow),
/* harmony export */   fJ: () => (/* binding */ jsonTooDeep),
/* harmony export */   gZ: () => (/* binding */ TOO_DEEP),
/* harmony export */   up: () => (/* binding */ yamlTooDeep)
/* harmony export */ });
/* unused harmony export MAX_NESTING_LEVELS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * How deep a YAML or JSON document may nest before it counts as unparsable. The parsers recurse,
 * so past some depth they overflow the stack, and where that happens depends on whether V8 has
 * compiled them yet (seen here: 900 levels failing in a cold process, 1,100 passing once warm).
 * A file must get the same verdict on every run, so the limit is ours and far below any stack:
 * a document nested deeper than `MAX_NESTING_LEVELS` does not parse, whether the parser
 * overflowed or measured it. No real template or manifest comes near it.
 */

const MAX_NESTING_LEVELS = 200;
/** The reason a document nested too deep gives, the same whichever way it was found. */
const TOO_DEEP = `nested deeper than ${MAX_NESTING_LEVELS} levels`;
/** True for the error a recursive parser throws when the stack runs out. */
function isStackOverflow(error) {
    return error instanceof RangeError || /Maximum call stack size exceeded/.test(String(error));
}
/** True when a parsed JSON value nests deeper than the limit (walked without recursion). */
function jsonTooDeep(value) {
    return tooDeep(value, (node) => node !== null && typeof node === 'object' ? Object.values(node) : undefined);
}
/** True when a composed YAML node nests deeper than the limit (walked without recursion). */
function yamlTooDeep(node) {
    return tooDeep(node, (n) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(n) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(n))
            return n.items;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(n))
            return [n.key, n.value];
        return undefined;
    });
}
function tooDeep(root, children) {
    const stack = [[root, 0]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        const kids = children(node);
        if (kids === undefined)
            continue;
        if (depth >= MAX_NESTING_LEVELS)
            return true;
        for (const kid of kids)
            stack.push([kid, depth + 1]);
    }
    return false;
}


/***/ }),

/***/ 6424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LP: () => (/* binding */ yaml11Readings),
/* harmony export */   sZ: () => (/* binding */ withYaml11Breaks)
/* harmony export */ });
/* unused harmony export indentContinuations */
/**
 * The same YAML text as YAML 1.1 readers see it (libyaml, go-yaml v2 in kubectl, PyYAML in
 * aws-cli), written so that the yaml package (strict YAML 1.2) reads it alike. Two differences
 * matter for classification:
 *
 * - line breaks: YAML 1.1 breaks lines at a lone CR, NEL (U+0085), LS (U+2028) and PS (U+2029)
 *   too (go-yaml v2 `is_break`), so a manifest written with them is a manifest to kubectl and one
 *   long line to yaml. The reading writes them as LF;
 * - indentation inside a quoted scalar or a flow collection: libyaml checks none (a continuation
 *   line of a double-quoted `description:` may stand left of its key, as Gatekeeper's templates in
 *   Google's terraform-example-foundation do), yaml refuses such a line. The reading indents each
 *   such line past the column that opened the scalar or the collection, which changes no value:
 *   every reader drops a continuation line's leading white space.
 *
 * Readings are tried only to find IaC the first reading missed (a yes uploads the file): a file
 * this module reads wrongly is at worst uploaded, never left home.
 */
/** Characters YAML 1.1 takes for a line break and YAML 1.2 does not. */
const YAML11_BREAKS = /\r(?!\n)|[\u0085\u2028\u2029]/g;
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:[ \t]|$)/;
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*(?:[ \t]+#.*|[ \t]*)$/;
function isSpace(c) {
    return c === ' ' || c === '\t';
}
/** True when a quote or bracket at `i` starts a token (rather than standing inside a plain scalar). */
function startsToken(line, i, inFlow) {
    const before = line[i - 1];
    if (before === undefined)
        return true;
    if (inFlow && (before === '[' || before === '{' || before === ',' || before === ':'))
        return true;
    if (!isSpace(before))
        return false;
    let j = i - 1;
    while (j >= 0 && isSpace(line[j]))
        j -= 1;
    if (j < 0)
        return true;
    const c = line[j];
    if (c === ':' || (inFlow && (c === ',' || c === '[' || c === '{')))
        return true;
    if ((c === '-' || c === '?') && (j === 0 || isSpace(line[j - 1])))
        return true;
    // After an anchor or a tag: `&a "x"`, `!t [a`.
    let w = j;
    while (w > 0 && !isSpace(line[w - 1]))
        w -= 1;
    return line[w] === '&' || line[w] === '!';
}
/** The column a block scalar's content must pass: its key's, or its sequence entry's dash's. */
function blockParentOf(line, at) {
    let column = line.length - line.trimStart().length;
    for (;;) {
        if (line[column] !== '-' || !isSpace(line[column + 1]))
            return column;
        let next = column + 1;
        while (isSpace(line[next]))
            next += 1;
        if (next >= at)
            return column;
        column = next;
    }
}
/** Scans one line from `from`, updating where the scan stands. */
function scanLine(line, from, state) {
    for (let i = from; i < line.length; i += 1) {
        const c = line[i];
        if (state.quote === '"') {
            if (c === '\\')
                i += 1;
            else if (c === '"')
                state.quote = undefined;
            continue;
        }
        if (state.quote === "'") {
            if (c === "'" && line[i + 1] === "'")
                i += 1;
            else if (c === "'")
                state.quote = undefined;
            continue;
        }
        const inFlow = state.depth > 0;
        if (c === '#' && (i === 0 || isSpace(line[i - 1])))
            return;
        if ((c === '"' || c === "'") && startsToken(line, i, inFlow)) {
            if (!inFlow)
                state.spanColumn = i;
            state.quote = c;
        }
        else if ((c === '[' || c === '{') && (inFlow || startsToken(line, i, false))) {
            if (!inFlow)
                state.spanColumn = i;
            state.depth += 1;
        }
        else if (inFlow && (c === ']' || c === '}'))
            state.depth -= 1;
        else if (!inFlow && (c === '|' || c === '>') && startsToken(line, i, false)) {
            if (BLOCK_SCALAR_HEADER.test(line.slice(i)))
                state.blockParent = blockParentOf(line, i);
            return;
        }
    }
}
/**
 * The text with every continuation line of a quoted scalar or flow collection indented past the
 * column that opened it, or undefined when no line needed it (or a document marker stands inside
 * one, which every reader refuses).
 */
function indentContinuations(text) {
    const lines = text.split('\n');
    const state = { depth: 0, quote: undefined, spanColumn: 0, blockParent: undefined };
    let changed = false;
    for (let n = 0; n < lines.length; n += 1) {
        let line = lines[n] ?? '';
        const indent = line.length - line.trimStart().length;
        const blank = line.trim() === '';
        if (state.blockParent !== undefined) {
            if (blank || indent > state.blockParent)
                continue;
            state.blockParent = undefined;
        }
        if (state.depth > 0 || state.quote !== undefined) {
            if (DOCUMENT_MARKER.test(line))
                return undefined;
            const wanted = state.spanColumn + 1;
            let spaces = 0;
            while (line[spaces] === ' ')
                spaces += 1;
            if (!blank && spaces < wanted) {
                line = ' '.repeat(wanted - spaces) + line;
                lines[n] = line;
                changed = true;
            }
            scanLine(line, 0, state);
        }
        else
            scanLine(line, indent, state);
    }
    return changed ? lines.join('\n') : undefined;
}
/** The text with YAML 1.1's line breaks (a lone CR, NEL, LS, PS) written as LF. */
function withYaml11Breaks(text) {
    return text.replace(YAML11_BREAKS, '\n');
}
/**
 * The texts to read again when the yaml package's reading found no IaC: with YAML 1.1's line
 * breaks written as LF (when the text has any), and, when it did not parse, with continuation
 * lines indented as libyaml would take them.
 */
function yaml11Readings(text, parseError) {
    const readings = [];
    const broken = withYaml11Breaks(text);
    if (broken !== text)
        readings.push(broken);
    if (parseError) {
        const indented = indentContinuations(broken);
        if (indented !== undefined)
            readings.push(indented);
    }
    return readings;
}


/***/ }),

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PK: () => (/* binding */ aliasTargets),
/* harmony export */   U7: () => (/* binding */ MAX_ALIAS_NODES),
/* harmony export */   fA: () => (/* binding */ OTHER_READINGS),
/* harmony export */   hz: () => (/* binding */ AliasBomb),
/* harmony export */   kC: () => (/* binding */ KUBECTL_READING),
/* harmony export */   u0: () => (/* binding */ readDocument),
/* harmony export */   yJ: () => (/* binding */ isMergeKey)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * A composed YAML document as plain values, as one YAML reader reads it. The readers deployers use
 * agree on what classification looks at except in two places, where each reading is one policy:
 *
 * - duplicate keys: go-yaml v2 (kubectl, through sigs.k8s.io/yaml: decode.go `mapping` sets each
 *   key in turn, `Unmarshal` is not strict) and PyYAML (aws-cli) keep the last; the yaml package's
 *   `get` keeps the first (go-yaml v3, kustomize's kyaml, refuses them);
 * - `<<` merge keys: go-yaml v2 applies each merge where it stands, overwriting what the mapping
 *   holds so far, explicit nulls included, and later keys overwrite the merged ones (decode.go
 *   `merge` unmarshals the source into the same map; a list is applied last to first, so its first
 *   source wins); YAML's merge spec, go-yaml v3, PyYAML and js-yaml let every explicit key win and
 *   merged keys only fill in, the first source first.
 *
 * Every reading decodes `!!binary` (go-yaml v2 `scalar`: base64 to a string) on keys and values, and
 * takes a `<<` as a merge when it is plain or tagged `!!merge` (go-yaml v2 `isMerge`), never quoted.
 * Aliases are read as their anchors' nodes, within `MAX_ALIAS_NODES` (see yaml-documents.ts).
 */

/** kubectl's reading: go-yaml v2 through sigs.k8s.io/yaml (kubectl v1.32, sigs.k8s.io/yaml v1.4). */
const KUBECTL_READING = { duplicates: 'last', merges: 'in order' };
/** The yaml package's and go-yaml v3's (first key, explicit keys win); PyYAML's (last, explicit win). */
const OTHER_READINGS = [
    { duplicates: 'first', merges: 'fill' },
    { duplicates: 'last', merges: 'fill' },
];
/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** Nodes read through aliases in one reading of a document, at most. */
const MAX_ALIAS_NODES = 10_000;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT = Object.freeze({});
/** Thrown when the aliases of a document expand past the limit. */
class AliasBomb extends Error {
}
/** The node each alias names: the last node with that anchor before the alias, in text order. */
function aliasTargets(doc) {
    const anchors = new Map();
    const targets = new Map();
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Node(_key, node) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
                targets.set(node, anchors.get(node.source));
            else if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    return targets;
}
function countAliased(reading) {
    reading.aliased += 1;
    if (reading.aliased > MAX_ALIAS_NODES)
        throw new AliasBomb();
}
/** The node an alias stands for (counted against the limit); any other node as it is. */
function unalias(node, reading) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
        return node;
    reading.targets ??= aliasTargets(reading.doc);
    countAliased(reading);
    return reading.targets.get(node);
}
/** A `<<` merge key: plain `<<` (the yaml package reads it as a string) or tagged `!!merge`. */
function isMergeKey(key) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key))
        return false;
    const { value } = key;
    if (typeof value === 'symbol')
        return value.description === '<<';
    return value === '<<' && key.type === 'PLAIN';
}
/** A scalar's value, `!!binary` decoded to text as go-yaml v2 decodes it. */
function scalarValue(value) {
    return value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : value;
}
function readMap(node, depth, reading, inAlias) {
    const out = Object.create(null);
    const { duplicates, merges } = reading.policy;
    const later = [];
    for (const pair of node.items) {
        const keyNode = unalias(pair.key, reading);
        if (isMergeKey(keyNode)) {
            reading.sensitive = true;
            if (merges === 'in order')
                mergeInto(out, pair.value, { depth, reading, inAlias, overwrite: true });
            else
                later.push(pair.value);
            continue;
        }
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(keyNode) ? scalarValue(keyNode.value) : undefined;
        if (typeof key !== 'string')
            continue;
        if (Object.hasOwn(out, key)) {
            reading.sensitive = true;
            if (duplicates === 'first')
                continue;
        }
        out[key] = toPlain(pair.value, depth + 1, reading, inAlias);
    }
    for (const value of later)
        mergeInto(out, value, { depth, reading, inAlias, overwrite: false });
    return out;
}
/**
 * Merges a `<<` value (a mapping, or a list of them) into `out`: overwriting, a list's last source
 * first so that its first wins (go-yaml v2), or filling in, its first source first.
 */
function mergeInto(out, value, at) {
    const source = unalias(value, at.reading);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(source) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(source))
        return;
    const sources = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(source) ? [...source.items] : [source];
    if (at.overwrite)
        sources.reverse();
    for (const one of sources) {
        const plain = toPlain(one, at.depth, at.reading, at.inAlias || source !== value);
        if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
            continue;
        for (const [key, entry] of Object.entries(plain))
            if (at.overwrite || !Object.hasOwn(out, key))
                out[key] = entry;
    }
}
/** A node as plain values, to MAX_DEPTH; `aliased` when it is read through an alias. */
function toPlain(raw, depth, reading, aliased = false) {
    const node = unalias(raw, reading);
    const inAlias = aliased || node !== raw;
    if (aliased)
        countAliased(reading);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return scalarValue(node.value);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return depth >= MAX_DEPTH ? CUT : readMap(node, depth, reading, inAlias);
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1, reading, inAlias));
    return undefined; // an empty node, or an alias with no anchor before it
}
/** One reading of a document's contents, and whether another policy may read it otherwise. */
function readDocument(doc, policy) {
    const reading = { doc, policy, aliased: 0, sensitive: false };
    const top = toPlain(doc.contents, 0, reading);
    return { top, sensitive: reading.sensitive };
}


/***/ }),

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S2: () => (/* binding */ isDockerfileName),
/* harmony export */   TB: () => (/* binding */ mayBeDockerfile),
/* harmony export */   cl: () => (/* binding */ readDockerfileContent)
/* harmony export */ });
/* unused harmony export startsLikeDockerfile */
/* harmony import */ var _content_key_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7306);
/**
 * What makes a file a Dockerfile: its name, and for a name that also ends in another file type's
 * extension (`Dockerfile.go`, `Dockerfile.node.js`, `Dockerfile.yaml`), its content. A Dockerfile
 * variant names a target, and targets are named after languages, so such a name decides nothing:
 * it is a Dockerfile when its first instruction is `FROM` or `ARG` (the only instructions
 * `docker build` accepts first), and a parser's source or the Dockerfile's documentation
 * (`dockerfile_parser.go`, `Dockerfile.md`) stays home.
 *
 * Invariant: the whole leading run of blank lines, comments and parser directives is skipped,
 * however long (a fork can write any number of comment lines before `FROM`), in one pass up to the
 * first instruction.
 */

/**
 * Dockerfiles, in any case: `docker build` reads `Dockerfile` and, when there is none, `dockerfile`,
 * and on macOS and Windows `DOCKERFILE` is the same file; podman reads `Containerfile`. Variants
 * named for a target go too, for both names and with each separator in use (`Dockerfile.dev`,
 * `Dockerfile-prod`, `Dockerfile_prod`, `api.Dockerfile`, `Containerfile.prod`), but not an ignore
 * file (BuildKit's `Dockerfile.dockerignore`, podman's `.containerignore`).
 */
const DOCKERFILE_NAME = /^(?:dockerfile|containerfile)(?:$|[.\-_])|\.(?:dockerfile|containerfile)$/i;
const DOCKERIGNORE_NAME = /\.(?:dockerignore|containerignore)$/i;
/**
 * Extensions of other file types: a Dockerfile's documentation, a script, a parser's source
 * (`Dockerfile.md`, `dockerfile_parser.go`, `Dockerfile-lint.yml`), or a Dockerfile for a target
 * named after its language (`Dockerfile.go`). Such a name is read to decide.
 */
const OTHER_TYPE_EXTENSION = /\.(?:md|markdown|txt|rst|adoc|html?|go|py|js|mjs|cjs|ts|tsx|jsx|java|kt|rb|rs|c|cc|cpp|h|hpp|cs|php|sh|bash|ps1|bat|json|ya?ml|toml|ini|xml|lock|log|orig|bak|swp|png|jpe?g|gif|svg)$/i;
function namedLikeDockerfile(base) {
    return DOCKERFILE_NAME.test(base) && !DOCKERIGNORE_NAME.test(base);
}
/** True when a file's name (its base name) alone makes it a Dockerfile. */
function isDockerfileName(base) {
    return namedLikeDockerfile(base) && !OTHER_TYPE_EXTENSION.test(base);
}
/** True when a file named like a Dockerfile ends in another type's extension: its content decides. */
function mayBeDockerfile(base) {
    return namedLikeDockerfile(base) && OTHER_TYPE_EXTENSION.test(base);
}
/** The first instruction of a Dockerfile: `FROM` or `ARG`, any case, then an argument. */
const FIRST_INSTRUCTION = /^(?:from|arg)[ \t]+\S/i;
/**
 * True when the text reads as a Dockerfile: its first line that is not blank, a comment or a
 * parser directive (`# syntax=…`, `# escape=…`, both comments to the reader) is `FROM` or `ARG`.
 */
function startsLikeDockerfile(text) {
    let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (at < text.length) {
        const end = text.indexOf('\n', at);
        const line = text.slice(at, end === -1 ? text.length : end).trim();
        if (line !== '' && !line.startsWith('#'))
            return FIRST_INSTRUCTION.test(line);
        if (end === -1)
            return false;
        at = end + 1;
    }
    return false;
}
/** Reads a file that `mayBeDockerfile` sent: whether its content is a Dockerfile's. */
function readDockerfileContent(bytes) {
    const utf16 = (0,_content_key_words_js__WEBPACK_IMPORTED_MODULE_0__/* .utf16Encoding */ .C0)(bytes);
    if (utf16 !== undefined)
        return startsLikeDockerfile((0,_content_key_words_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeUtf16 */ .zA)(bytes, utf16)) ? utf16 : undefined;
    return startsLikeDockerfile(bytes.toString('utf8')) ? 'dockerfile' : undefined;
}


/***/ }),

/***/ 6244:
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

/***/ 4394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ applyHelmIgnores),
/* harmony export */   Ws: () => (/* binding */ helmRootOf),
/* harmony export */   q$: () => (/* binding */ helmIgnoreFiles)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1535);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _helmignore_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2816);
/**
 * A Helm chart's files as helm installs them: the chart folder minus what its `.helmignore` (and
 * helm's default rule) leaves out. helm reads one `.helmignore`, the one of the folder it is given
 * (`LoadDir`, pkg/chart/loader/directory.go, helm v3): its rules apply to every path below it,
 * subcharts' included, and a subchart folder (`charts/<name>/`) is loaded from that file list with
 * no `.helmignore` of its own (`LoadFiles`, load.go). So the rules that apply to a file are those
 * of its chart's root (`helmRootOf`): the chart itself, or, for a subchart, the chart whose
 * `charts/` it sits in, followed up. A chart kept in another chart's folder elsewhere (an
 * `examples/demo/` with its own `Chart.yaml`) is a root of its own: `helm install` of it never
 * reads the outer chart's rules. Vendored `.tgz` files are sent as they are, unless a rule
 * ignores them.
 */


/**
 * The chart whose `.helmignore` helm applies to a chart's files: the chart itself, or, while it is
 * a subchart (`<parent>/charts/<name>`, the parent a chart), its parent's root.
 */
function helmRootOf(chart, charts) {
    let root = chart;
    for (;;) {
        const up = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(root);
        if (node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(up) !== 'charts')
            return root;
        const parent = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(up);
        if (!charts.has(parent))
            return root;
        root = parent;
    }
}
/** The regular `.helmignore` file of each root chart folder (`helmRootOf`) that has one. */
function helmIgnoreFiles(charts, paths, stat) {
    const listed = new Set(paths);
    const found = new Map();
    for (const chart of charts) {
        if (helmRootOf(chart, charts) !== chart)
            continue;
        const file = chart === '.' ? _helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .HELMIGNORE */ .$i : `${chart}/${_helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .HELMIGNORE */ .$i}`;
        if (!listed.has(file))
            continue;
        const entry = stat(file);
        if (entry.type === 'file')
            found.set(chart, { path: file, size: entry.size });
    }
    return found;
}
/** The rules text without its negation lines. */
function withoutNegations(text) {
    return text
        .split(/\r?\n/)
        .filter((line) => !line.trim().startsWith('!'))
        .join('\n');
}
function relativeTo(chart, file) {
    return chart === '.' ? file : file.slice(chart.length + 1);
}
/** Drops the chart files `helm package` would leave out; other files pass untouched. */
function applyHelmIgnores(files, helmIgnores, read) {
    const charts = new Set(files.filter((f) => f.unit.startsWith('helm:')).map((f) => f.unit.slice('helm:'.length)));
    const warnings = [];
    const rules = new Map();
    const roots = new Set([...charts].map((chart) => helmRootOf(chart, charts)));
    for (const chart of roots) {
        const file = helmIgnores.get(chart);
        let text;
        if (file !== undefined) {
            try {
                text = Buffer.from(read(file)).toString('utf8');
            }
            catch {
                warnings.push(`${file} could not be read: the chart is sent without its rules.`);
            }
        }
        let parsed = (0,_helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .readHelmIgnore */ .dd)(text);
        for (const problem of parsed.problems)
            warnings.push(`${file ?? _helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .HELMIGNORE */ .$i}: ${problem}; helm refuses this line, so it was not applied.`);
        if (text !== undefined && parsed.ignores('Chart.yaml')) {
            // helm package would fail on this chart; its author meant the lines that name files.
            warnings.push(`${file ?? _helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .HELMIGNORE */ .$i} ignores the chart's own Chart.yaml, so helm could not package it: in a .helmignore, "!pattern" ignores every path the pattern does not match (it never re-includes, as it does in .gitignore). Only its lines without "!" were applied.`);
            parsed = (0,_helmignore_js__WEBPACK_IMPORTED_MODULE_1__/* .readHelmIgnore */ .dd)(withoutNegations(text));
        }
        rules.set(chart, parsed);
    }
    const kept = [];
    const ignored = [];
    for (const file of files) {
        const chart = file.unit.startsWith('helm:') ? file.unit.slice('helm:'.length) : undefined;
        const root = chart === undefined ? undefined : helmRootOf(chart, charts);
        const out = root !== undefined && rules.get(root)?.ignores(relativeTo(root, file.path)) === true;
        if (out)
            ignored.push(file.path);
        else
            kept.push(file);
    }
    return { files: kept, ignored, warnings };
}


/***/ }),

/***/ 2288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JD: () => (/* binding */ readsForHelmIgnore),
/* harmony export */   PR: () => (/* binding */ keptDespiteHelmIgnore),
/* harmony export */   Se: () => (/* binding */ isChartContent)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1535);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4513);
/* harmony import */ var _content_content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3295);
/**
 * What a chart's `.helmignore` may leave out of the scan. helm reads it to decide what goes into a
 * chart package; it is no reason to leave IaC of another kind unscanned, and a pull request can
 * bring both the file and the `.helmignore` that hides it. So a file it ignores still goes when it
 * is IaC by name (Terraform, OpenTofu, Bicep, a Dockerfile, a kustomization) or, outside its
 * chart's `templates/`, a YAML/JSON file whose content is a Kubernetes manifest or a CloudFormation
 * or ARM template. Inside `templates/` files are helm's templates, and helm's rules stand.
 *
 * Invariant: `readsForHelmIgnore` names every file `keptDespiteHelmIgnore` reads, so a source that
 * reads in batches (git cat-file) reads them with the other pending files.
 */



/** The path below its chart folder. */
function withinChart(relative, chart) {
    return chart === '.' ? relative : relative.slice(chart.length + 1);
}
/** True for a file in its chart's `templates/` folder (at any depth below it). */
function inTemplates(relative, chart) {
    return withinChart(relative, chart).startsWith('templates/');
}
/**
 * True when a chart file must be read to know whether a `.helmignore` may leave it out: YAML or
 * JSON not named like IaC, outside its (innermost) chart's `templates/`.
 */
function readsForHelmIgnore(relative, chart) {
    return ((0,_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .kindByName */ .vt)(relative) === undefined &&
        (0,_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .needsContentCheck */ .BM)(relative) &&
        !inTemplates(relative, chart));
}
/** True when a chart file a `.helmignore` ignores is IaC of another kind, and goes all the same. */
function keptDespiteHelmIgnore(relative, chart, read) {
    if ((0,_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .kindByName */ .vt)(relative) !== undefined)
        return true;
    if (!readsForHelmIgnore(relative, chart))
        return false;
    let bytes;
    try {
        bytes = read(relative);
    }
    catch {
        return false; // unreadable: left out as helm would, and reported as ignored
    }
    return 'kind' in (0,_content_content_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyContent */ .C)(relative, bytes);
}
/** Folders of a chart whose files helm renders or installs: templates, CRDs, subcharts. */
const CHART_CONTENT_FOLDERS = ['templates/', 'crds/', 'charts/'];
/** Names a chart reads outside those folders: values, schemas, Chart.yaml, helpers. */
const CHART_CONTENT_NAME = /\.(?:ya?ml|json|tpl)$/i;
/**
 * True when a file helm would carry in a chart package is chart content: a template, a CRD, a
 * subchart, or YAML/JSON/`.tpl` (values, schemas). A README, a licence or a dotfile is not.
 */
function isChartContent(relative, chart) {
    const inside = withinChart(relative, chart);
    return (CHART_CONTENT_FOLDERS.some((folder) => inside.startsWith(folder)) ||
        CHART_CONTENT_NAME.test(node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(inside)));
}


/***/ }),

/***/ 2816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ HELMIGNORE),
/* harmony export */   dd: () => (/* binding */ readHelmIgnore)
/* harmony export */ });
/* unused harmony exports compileGoGlob, ignoresEntry, parseRules */
/**
 * A chart's `.helmignore`, read by helm's own rules (helm's pkg/ignore), not git's: patterns are
 * Go `filepath.Match` globs (`**` is refused); a pattern without `/` matches the last name only; a
 * leading `/` anchors it to the chart folder; a trailing `/` matches folders only; rules are tried
 * in order and the first that matches ignores the path; and a negation `!p` does not re-include:
 * it ignores every path that does NOT match `p` (and every file, when `p` ends in `/`). As `helm
 * package` walks the chart, a folder that is ignored is not entered, so a file is ignored when it or
 * any folder above it is. `templates/.?*` (dotfiles in templates) is always ignored, as helm adds it.
 */
/** The name helm reads its rules from, in the chart folder. */
const HELMIGNORE = '.helmignore';
/** The rule `helm` adds to every chart's own. */
const DEFAULT_RULES = ['templates/.?*'];
/** One literal character in a `u` regular expression, in a class or out of one. */
function escapeRegExp(char) {
    return /^[A-Za-z0-9_]$/.test(char) ? char : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
}
/** A character class of Go's `filepath.Match`, from after `[` to its `]`; throws when malformed. */
function translateClass(pattern, start) {
    let i = start;
    let negate = false;
    if (pattern[i] === '^') {
        negate = true;
        i += 1;
    }
    const ranges = [];
    const take = () => {
        const c = pattern[i];
        if (c === undefined || c === '-' || c === ']')
            throw new Error('bad character class');
        if (c === '\\') {
            i += 1;
            if (pattern[i] === undefined)
                throw new Error('trailing \\ in a character class');
        }
        return String.fromCodePoint(pattern.codePointAt(i) ?? 0);
    };
    for (let first = true; first || pattern[i] !== ']'; first = false) {
        if (i >= pattern.length)
            throw new Error('unclosed character class');
        const lo = take();
        i += lo.length;
        let hi = lo;
        if (pattern[i] === '-') {
            i += 1;
            hi = take();
            i += hi.length;
        }
        // Go matches nothing for a reversed range; a JavaScript class would throw.
        if (lo <= hi)
            ranges.push(lo === hi ? escapeRegExp(lo) : `${escapeRegExp(lo)}-${escapeRegExp(hi)}`);
    }
    const body = ranges.join('');
    const source = negate ? `[^${body}]` : body === '' ? '(?!)' : `[${body}]`;
    return { source, end: i + 1 };
}
/** Go's `filepath.Match` (on `/` paths) as a regular expression; throws when malformed. */
function compileGoGlob(pattern) {
    let source = '';
    for (let i = 0; i < pattern.length;) {
        const c = pattern[i];
        if (c === '*') {
            source += '[^/]*';
            i += 1;
        }
        else if (c === '?') {
            source += '[^/]';
            i += 1;
        }
        else if (c === '[') {
            const cls = translateClass(pattern, i + 1);
            source += cls.source;
            i = cls.end;
        }
        else if (c === '\\') {
            if (i + 1 >= pattern.length)
                throw new Error('trailing \\');
            const next = String.fromCodePoint(pattern.codePointAt(i + 1) ?? 0);
            source += escapeRegExp(next);
            i += 1 + next.length;
        }
        else {
            const char = String.fromCodePoint(pattern.codePointAt(i) ?? 0);
            source += escapeRegExp(char);
            i += char.length;
        }
    }
    return new RegExp(`^${source}$`, 'su');
}
/** Go's `filepath.Base` on `/` paths. */
function baseName(path) {
    const trimmed = path.replace(/\/+$/, '');
    if (trimmed === '')
        return path === '' ? '.' : '/';
    return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}
/** One line as helm's parseRule reads it; undefined for blanks and comments; throws when refused. */
function parseRule(line) {
    let rule = line.trim();
    if (rule === '' || rule.startsWith('#'))
        return undefined;
    if (rule.includes('**'))
        throw new Error('double-star (**) syntax is not supported');
    compileGoGlob(rule);
    const negate = rule.startsWith('!');
    if (negate)
        rule = rule.slice(1);
    const mustDir = rule.endsWith('/');
    if (mustDir)
        rule = rule.slice(0, -1);
    if (rule.startsWith('/')) {
        const glob = compileGoGlob(rule.slice(1));
        return { negate, mustDir, match: (path) => glob.test(path) };
    }
    const glob = compileGoGlob(rule);
    if (rule.includes('/'))
        return { negate, mustDir, match: (path) => glob.test(path) };
    return { negate, mustDir, match: (path) => glob.test(baseName(path)) };
}
/** helm's `Rules.Ignore` for one path, a folder or a file. */
function ignoresEntry(rules, path, isDir) {
    if (path === '' || path === '.' || path === './')
        return false;
    for (const rule of rules) {
        if (rule.negate) {
            if (rule.mustDir && !isDir)
                return true;
            if (!rule.match(path))
                return true;
            continue;
        }
        if (rule.mustDir && !isDir)
            continue;
        if (rule.match(path))
            return true;
    }
    return false;
}
/** Parses rules text (one rule per line); refused lines are left out and named in `problems`. */
function parseRules(text) {
    const rules = [];
    const problems = [];
    text.split(/\r?\n/).forEach((line, index) => {
        try {
            const rule = parseRule(line);
            if (rule)
                rules.push(rule);
        }
        catch (error) {
            problems.push(`line ${index + 1} (${JSON.stringify(line.trim())}): ${error.message}`);
        }
    });
    return { rules, problems };
}
/** A chart's rules: its `.helmignore` text (undefined when it has none) and helm's default. */
function readHelmIgnore(text) {
    const own = parseRules(text ?? '');
    const rules = [...own.rules, ...parseRules(DEFAULT_RULES.join('\n')).rules];
    const ignores = (relativePath) => {
        const parts = relativePath.split('/');
        // helm's walk skips an ignored folder whole, so every folder above the file is tried first.
        for (let i = 1; i < parts.length; i++)
            if (ignoresEntry(rules, parts.slice(0, i).join('/'), true))
                return true;
        return ignoresEntry(rules, relativePath, false);
    };
    return { ignores, problems: own.problems };
}


/***/ }),

/***/ 2533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ kustomizationReferences),
/* harmony export */   v: () => (/* binding */ kustomizationCharts)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _content_yaml_readings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6314);
/* harmony import */ var _content_yaml_lenient_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6424);
/**
 * What a kustomization file references, as kustomize (v5, the one inside kubectl v1.32) reads it:
 * the entries of `resources` (and its old name `bases`), `components`, `crds` and
 * `patchesStrategicMerge`, the `path` of each entry of `patches`, `patchesJson6902` and
 * `replacements`, and, since what they hold changes what is deployed, the plugin configurations
 * of `transformers`, `generators` and `validators` and the values files of `helmCharts`. The files
 * `configMapGenerator` and `secretGenerator` read become data, not resources, and are not listed.
 * A `helmCharts` entry with no `repo` is a chart folder kustomize inflates (`kustomize build
 * --enable-helm`): `<chartHome>/<name>`, `helmGlobals.chartHome` defaulting to `charts`; one with
 * a `repo` is fetched from that chart repository (`kustomizationCharts`).
 * An entry may name a file, a folder (another kustomization) or a remote target (a git or HTTP
 * URL); some may also hold an inline patch or configuration. Which is which is for the caller, who
 * knows the tree: kustomize itself tries a local path first.
 *
 * kustomize reads a kustomization with sigs.k8s.io/yaml (go-yaml v2): a `!!binary` key or entry
 * is decoded, and a number or boolean where a path goes becomes its text. Every reading is taken
 * together (fail closed): the text as the yaml package reads it and as YAML 1.1 readers see it
 * (`yaml-lenient.ts`), duplicate keys all read (kustomize refuses them), aliases and `<<` merges
 * followed one level. A file no reading parses references nothing here (kustomize refuses it too).
 */



/** Keys whose list entries are paths (or, for some, inline content). */
const PATH_LISTS = new Set([
    'resources',
    'bases',
    'components',
    'crds',
    'patchesStrategicMerge',
    'transformers',
    'generators',
    'validators',
]);
/** Keys whose list entries are mappings naming files under these keys. */
const FILE_FIELDS = {
    patches: ['path'],
    patchesJson6902: ['path'],
    replacements: ['path'],
    helmCharts: ['valuesFile', 'additionalValuesFiles'],
};
/** Every reading of the text that parses. */
function parseKustomization(text) {
    return [text, ...(0,_content_yaml_lenient_js__WEBPACK_IMPORTED_MODULE_2__/* .yaml11Readings */ .LP)(text, true)]
        .map((candidate) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(candidate, { uniqueKeys: false }))
        .filter((doc) => doc.errors.length === 0);
}
/** The texts a scalar may stand for where a path goes: as written, and as go-yaml v2 decodes it. */
function textsOf(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return [];
    const { value } = node;
    if (value instanceof Uint8Array)
        return [Buffer.from(value).toString('utf8')];
    if (typeof value === 'string')
        return [value];
    if (typeof value === 'number' || typeof value === 'boolean')
        return [String(value), ...(node.source === undefined ? [] : [String(node.source)])];
    return [];
}
/** The references and charts of one reading. */
function referencesOf(doc) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
        return { references: [], charts: [] };
    let targets;
    const resolve = (node) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) ? (targets ??= (0,_content_yaml_readings_js__WEBPACK_IMPORTED_MODULE_1__/* .aliasTargets */ .PK)(doc)).get(node) : node;
    const texts = (node) => textsOf(resolve(node));
    const list = (node) => {
        const value = resolve(node);
        return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? value.items.map(resolve) : [value];
    };
    const references = [];
    const charts = [];
    const chartHomes = [];
    const readCharts = (name, item) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item))
            return;
        const field = (key) => texts(item.get(key, true))[0];
        if (name === 'helmGlobals') {
            const home = field('chartHome');
            if (home !== undefined)
                chartHomes.push(home);
            return;
        }
        const chart = field('name');
        if (chart === undefined)
            return;
        const repo = field('repo');
        const version = field('version');
        charts.push({
            name: chart,
            ...(repo !== undefined && repo !== '' && { repo }),
            ...(version !== undefined && { version }),
        });
    };
    const readMap = (map, depth) => {
        for (const pair of map.items) {
            const key = resolve(pair.key);
            if ((0,_content_yaml_readings_js__WEBPACK_IMPORTED_MODULE_1__/* .isMergeKey */ .yJ)(key)) {
                if (depth === 0)
                    for (const source of list(pair.value))
                        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(source))
                            readMap(source, 1);
                continue;
            }
            for (const name of texts(key)) {
                const fields = FILE_FIELDS[name];
                for (const item of list(pair.value)) {
                    if (name === 'helmCharts' || name === 'helmGlobals')
                        readCharts(name, item);
                    if (PATH_LISTS.has(name))
                        references.push(...texts(item));
                    else if (fields !== undefined && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item))
                        for (const field of fields)
                            for (const value of list(item.get(field, true)))
                                references.push(...texts(value));
                }
            }
        }
    };
    readMap(doc.contents, 0);
    // A local chart is the folder `<chartHome>/<name>`; kustomize's default chartHome is `charts`.
    const homes = chartHomes.length > 0 ? chartHomes : ['charts'];
    for (const chart of charts)
        if (chart.repo === undefined)
            for (const home of homes)
                references.push(`${home.replace(/\/+$/, '')}/${chart.name}`);
    return { references, charts };
}
function readAll(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    return parseKustomization(body).map(referencesOf);
}
/** The references of a kustomization, as written (relative to its folder, or remote). */
function kustomizationReferences(text) {
    const all = readAll(text).flatMap((read) => read.references);
    return [...new Set(all.map((reference) => reference.trim()).filter((r) => r !== ''))];
}
/** The charts a kustomization inflates (`helmCharts`), every reading's, each once. */
function kustomizationCharts(text) {
    const seen = new Map();
    for (const chart of readAll(text).flatMap((read) => read.charts))
        seen.set(JSON.stringify(chart), chart);
    return [...seen.values()];
}


/***/ }),

/***/ 820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ findKustomizeInputs),
/* harmony export */   H7: () => (/* binding */ KUSTOMIZATION_NAMES),
/* harmony export */   Qp: () => (/* binding */ asKustomizeInput),
/* harmony export */   Sv: () => (/* binding */ isKustomization)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1535);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _kustomization_references_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2533);
/**
 * The files kustomizations under the scanned folder build into what they deploy (`kubectl apply
 * -k` reads a resource whatever its extension: `resources: [priv.conf]`), and what they reference
 * out of the scanned folder. A reference is resolved as kustomize resolves it, local first: a
 * listed file is an input, a listed folder is another kustomization (discovered on its own), and
 * anything else is remote (a git or HTTP URL) or missing, neither of which is in the repository.
 * A reference out of the scanned folder cannot be told apart here (the listing stops at the
 * folder): the change analysis judges it against what a pull request changed.
 */


/** The names kustomize reads as a kustomization (with or without apiVersion and kind). */
const KUSTOMIZATION_NAMES = new Set([
    'kustomization.yaml',
    'kustomization.yml',
    'Kustomization',
]);
/** True for a kustomization file's path. */
function isKustomization(relativePath) {
    return KUSTOMIZATION_NAMES.has(node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(relativePath));
}
/** Remote targets kustomize fetches (a URL, an scp-like git address): never a path here. */
const REMOTE = /^[a-z][a-z0-9+.-]*:\/\/|^git@|^ssh:/i;
/**
 * What `kustomizations` reference among the listed `paths` (both relative to the scanned folder).
 * `read` gives a kustomization's bytes (and may throw: an unreadable one references nothing here;
 * discovery reports it).
 */
function findKustomizeInputs(options) {
    const { paths, kustomizations, read } = options;
    const files = new Set();
    const outside = [];
    if (kustomizations.length === 0)
        return { files, outside };
    const listed = new Set(paths);
    for (const kustomization of kustomizations) {
        let text;
        try {
            text = Buffer.from(read(kustomization)).toString('utf8');
        }
        catch {
            continue;
        }
        for (const reference of (0,_kustomization_references_js__WEBPACK_IMPORTED_MODULE_1__/* .kustomizationReferences */ .q)(text)) {
            if (REMOTE.test(reference) || node_path_posix__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(reference))
                continue;
            const target = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.normalize(node_path_posix__WEBPACK_IMPORTED_MODULE_0__.join(node_path_posix__WEBPACK_IMPORTED_MODULE_0__.dirname(kustomization), reference));
            const clean = target.replace(/\/+$/, '');
            if (clean === '..' || clean.startsWith('../'))
                outside.push({ kustomization, target: clean });
            // Anything else under the folder is another kustomization's folder, remote, or missing.
            else if (listed.has(clean))
                files.add(clean);
        }
    }
    return { files, outside };
}
/**
 * The category of a refusal of a file a kustomization reads: what kustomize builds from a file
 * that holds no resource (a JSON 6902 patch) is judged by nobody, so it is a `kustomize input`
 * (not judged on a pull request), unless its refusal already leaves it not judged.
 */
function asKustomizeInput(category) {
    return category === 'unparsable' || category === 'ambiguous' ? category : 'kustomize input';
}


/***/ }),

/***/ 1948:
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

/***/ 1148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mm: () => (/* binding */ applyDiscoveryRules),
  Y3: () => (/* binding */ planDiscovery),
  Uf: () => (/* reexport */ planKustomizeInputs),
  k3: () => (/* binding */ settleDiscovery)
});

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(1535);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(4513);
// EXTERNAL MODULE: ./src/engine/discovery/content/content.ts + 10 modules
var content = __webpack_require__(3295);
// EXTERNAL MODULE: ./src/engine/discovery/helm/chart-files.ts
var chart_files = __webpack_require__(4394);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helm-ignore-scope.ts
var helm_ignore_scope = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(1948);
// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomize-inputs.ts
var kustomize_inputs = __webpack_require__(820);
;// CONCATENATED MODULE: ./src/engine/discovery/kustomize/kustomize-plan.ts

const pathOrder = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * Reads the plan's kustomizations (among its `pending` files) for what they reference, and adds
 * the regular files they read that nothing chose or skipped yet (`priv.conf`) as files whose
 * content decides. `paths` is the whole listing (what the plan did not choose included). A source
 * that reads in batches reads the new `pending` files before it settles.
 */
function planKustomizeInputs(plan, paths, probe) {
    const kustomizations = plan.pending.map((p) => p.path).filter(kustomize_inputs/* isKustomization */.Sv);
    if (kustomizations.length === 0)
        return plan;
    const known = new Set(plan.entries.map((entry) => entry.path));
    const skipped = new Set([...plan.skipped.values()].flat());
    const kustomize = (0,kustomize_inputs/* findKustomizeInputs */.Ax)({ paths, kustomizations, read: probe.read });
    const added = [];
    for (const path of kustomize.files) {
        if (known.has(path) || skipped.has(path))
            continue;
        const entry = probe.stat(path);
        if (entry.type === 'file')
            added.push({ path, size: entry.size });
    }
    return {
        ...plan,
        entries: [...plan.entries, ...added].sort(pathOrder),
        pending: [...plan.pending, ...added].sort(pathOrder),
        kustomize,
    };
}

;// CONCATENATED MODULE: ./src/engine/discovery/terragrunt.ts
/**
 * Terragrunt's files, which the service does not scan (it reads Terraform, not Terragrunt's HCL)
 * but which users deploy with: named once, in a notice, with what is scanned instead. A unit
 * deploys the Terraform module a `terraform { source = "…" }` names (its own `terragrunt.hcl`, or
 * a file it includes): a local module under the scanned folder is scanned as Terraform (its `.tf`
 * files go by name), and one out of it, remote (`git::`, `tfr://`, a registry address) or written
 * with an interpolation (`${local.base}`) is not scanned by this run.
 *
 * Terragrunt's files: `terragrunt.hcl` (and `.json`), `terragrunt.stack.hcl`, `root.hcl` by
 * name, and, in a tree that has one of those, every other `.hcl` file (`env.hcl`, `region.hcl`,
 * read through `read_terragrunt_config`) but Packer's, Nomad's, Terraform's own (`.tftest.hcl`,
 * `.tfmock.hcl`, `.terraform.lock.hcl`) and Terraform's variable definitions.
 */

/** The names Terragrunt reads as a unit's or a stack's configuration, or as the root include. */
const TERRAGRUNT_NAMES = new Set([
    'terragrunt.hcl',
    'terragrunt.hcl.json',
    'terragrunt.stack.hcl',
    'root.hcl',
]);
/** `.hcl` files of other tools: Packer, Nomad, Terraform's tests, mocks and lock file. */
const OTHER_HCL = /\.(?:pkr|nomad|tftest|tfmock|tfquery)\.hcl$|^\.terraform\.lock\.hcl$/;
/** Paths named in the notice, at most, per list. */
const MAX_NAMED = 10;
/** The Terragrunt files of a listing (relative to the scanned folder), or undefined when none. */
function findTerragruntFiles(paths) {
    const named = paths.filter((path) => TERRAGRUNT_NAMES.has(posix_.basename(path)));
    if (named.length === 0)
        return undefined;
    const files = paths.filter((path) => {
        const base = posix_.basename(path);
        return TERRAGRUNT_NAMES.has(base) || (base.endsWith('.hcl') && !OTHER_HCL.test(base));
    });
    return { files };
}
/** The `source` of a `terraform` block (HCL, or Terragrunt's JSON form), if the text has one. */
function terragruntSource(text) {
    const json = /"terraform"\s*:\s*\{[^{}]*?"source"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
    if (json)
        return json[1];
    const block = /^[ \t]*terraform[ \t]*\{/m.exec(text);
    if (!block)
        return undefined;
    let depth = 1;
    let end = block.index + block[0].length;
    while (end < text.length && depth > 0) {
        const c = text[end];
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth -= 1;
        end += 1;
    }
    const body = text.slice(block.index + block[0].length, end);
    return /^[ \t]*source[ \t]*=[ \t]*"((?:[^"\\]|\\.)*)"/m.exec(body)?.[1];
}
function locateModule(unit, source, terraformFolders) {
    if (source.includes('${'))
        return { kind: 'unresolved', source };
    if (!source.startsWith('./') && !source.startsWith('../'))
        return { kind: 'remote', source };
    // go-getter's `//` marks a subfolder of what is fetched; locally it is a plain folder.
    const folder = posix_.normalize(posix_.join(posix_.dirname(unit), source.replace(/\/\/+/g, '/')));
    const clean = folder.replace(/\/+$/, '');
    if (clean === '..' || clean.startsWith('../'))
        return { kind: 'outside', folder: clean };
    return { kind: terraformFolders.has(clean) ? 'scanned' : 'no terraform', folder: clean };
}
function named(paths) {
    const shown = paths.slice(0, MAX_NAMED).join(', ');
    return paths.length > MAX_NAMED ? `${shown} and ${paths.length - MAX_NAMED} more` : shown;
}
/**
 * The notice naming Terragrunt's files and what is scanned instead. `read` gives a file's bytes
 * (it may throw: the file then names no module); `terraformFolders` are the folders whose
 * Terraform files are uploaded, relative to the scanned folder.
 */
function describeTerragrunt(found, read, terraformFolders) {
    const where = new Map();
    const add = (key, item) => {
        const list = where.get(key);
        if (list === undefined)
            where.set(key, [item]);
        else if (!list.includes(item))
            list.push(item);
    };
    for (const file of found.files) {
        let source;
        try {
            source = terragruntSource(Buffer.from(read(file)).toString('utf8'));
        }
        catch {
            source = undefined;
        }
        if (source === undefined)
            continue;
        const module = locateModule(file, source, terraformFolders);
        add(module.kind, 'folder' in module ? module.folder : module.source);
    }
    const count = found.files.length;
    const parts = [
        `Terragrunt: ${count === 1 ? '1 file is' : `${count} files are`} Terragrunt configuration, which the service does not scan (${named(found.files)}).`,
    ];
    const say = (key, text) => {
        const items = where.get(key);
        if (items !== undefined)
            parts.push(`${text}: ${named(items)}.`);
    };
    say('scanned', 'Scanned as Terraform instead: the modules they call under path');
    if (where.size === 0)
        parts.push('None of them names a terraform source.');
    say('no terraform', 'Not scanned: modules under path with no Terraform file');
    say('outside', 'Not scanned by this run: modules out of path (scan them with a path that holds them)');
    say('remote', 'Not scanned: remote modules');
    say('unresolved', 'Not scanned: module sources this run cannot resolve');
    return parts.join(' ');
}

;// CONCATENATED MODULE: ./src/engine/discovery/rules.ts
/**
 * The per-file rules of discovery, apart from any file system: from a listing of paths relative to
 * the scanned folder and a probe that answers for one entry (its type and size, its bytes), which
 * files go, which are skipped and why, and which YAML/JSON were read and refused. The workspace
 * (lstat and reads) is one source of listings and probes; a git commit (ls-tree modes and sizes,
 * cat-file contents) can be another, with the same outcome for the same tree. Three steps: the
 * plan (paths and types), the kustomizations' inputs (`planKustomizeInputs`: the files they read,
 * whatever their extension, are read too), then the settlement (contents).
 */










const SKIP_BY_TYPE = {
    symlink: 'symlink',
    other: 'not a regular file',
    unreadable: 'unreadable',
};
function unitOf(relative, kind, chart) {
    if (chart !== undefined)
        return `helm:${chart}`;
    if (kind === 'terraform')
        return `terraform:${posix_.dirname(relative)}`;
    return `file:${relative}`;
}
const rules_pathOrder = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
function addSkip(skipped, reason, relative) {
    const list = skipped.get(reason);
    if (list)
        list.push(relative);
    else
        skipped.set(reason, [relative]);
}
/**
 * The rules that need no content, in order: never-upload, exclude, chart, name, include, type.
 * A source that reads in batches (git cat-file) reads the `pending` files, then settles.
 */
function planDiscovery(input, stat) {
    const { isIncluded, isExcluded } = input;
    const skipped = new Map();
    const ruledOut = (relative) => (0,classify/* neverUploadReason */.qg)(relative) ?? (isExcluded(relative) ? 'excluded' : undefined);
    for (const problem of input.problems ?? [])
        addSkip(skipped, ruledOut(problem.path) ?? problem.reason, problem.path);
    const allowed = input.paths.filter((relative) => {
        const reason = ruledOut(relative);
        if (reason)
            addSkip(skipped, reason, relative);
        return reason === undefined;
    });
    const charts = (0,classify/* helmChartFolders */.u2)(allowed);
    const entries = [];
    const helmIgnores = (0,chart_files/* helmIgnoreFiles */.q$)(charts, input.paths, stat);
    const pending = [...helmIgnores.values()];
    const terragrunt = findTerragruntFiles(allowed);
    for (const path of terragrunt?.files ?? []) {
        const entry = stat(path);
        if (entry.type === 'file')
            pending.push({ path, size: entry.size });
    }
    const ruledCharts = new Set(helmIgnores.keys());
    for (const relative of allowed) {
        const chart = (0,classify/* chartFolderOf */.yf)(relative, charts);
        let kind = chart !== undefined ? 'helm' : (0,classify/* kindByName */.vt)(relative);
        if (!kind && isIncluded(relative))
            kind = 'included';
        if (!kind && !(0,classify/* needsContentCheck */.BM)(relative))
            continue;
        const entry = stat(relative);
        if (entry.type !== 'file') {
            if (entry.type !== 'missing')
                addSkip(skipped, SKIP_BY_TYPE[entry.type], relative);
            continue;
        }
        if (kind) {
            entries.push({ path: relative, size: entry.size, kind, unit: unitOf(relative, kind, chart) });
            // Small enough to be a Git LFS pointer: read, so a pointer is never taken for the file.
            // A chart file a .helmignore may leave out is read too, in case it is IaC of another kind,
            // and every kustomization, for what it reads.
            const ruled = chart !== undefined && (0,classify/* chartFolderOf */.yf)(relative, ruledCharts) !== undefined;
            if (entry.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X ||
                (ruled && (0,helm_ignore_scope/* readsForHelmIgnore */.JD)(relative, chart)) ||
                (0,kustomize_inputs/* isKustomization */.Sv)(relative))
                pending.push({ path: relative, size: entry.size });
        }
        else {
            const file = { path: relative, size: entry.size };
            entries.push(file);
            pending.push(file);
        }
    }
    return {
        entries,
        pending: pending.sort(rules_pathOrder),
        skipped,
        helmIgnores: new Map([...helmIgnores].map(([chart, file]) => [chart, file.path])),
        ...(terragrunt && { terragrunt }),
    };
}
/** Classifies the pending files by their content; a file `read` throws for is skipped. */
function settleDiscovery(plan, read) {
    const skipped = new Map([...plan.skipped].map(([k, v]) => [k, [...v]]));
    const rejected = [];
    const files = [];
    for (const entry of plan.entries) {
        if ('kind' in entry) {
            files.push(entry);
            continue;
        }
        let bytes;
        try {
            bytes = read(entry.path);
        }
        catch {
            addSkip(skipped, 'unreadable', entry.path);
            continue;
        }
        if ((0,lfs_pointer/* isLfsPointer */.N)(bytes)) {
            addSkip(skipped, 'git lfs pointer', entry.path);
            continue;
        }
        const kustomized = plan.kustomize?.files.has(entry.path) === true;
        const verdict = (0,content/* classifyContent */.C)(entry.path, bytes, { kustomized });
        if ('reason' in verdict) {
            const category = kustomized ? (0,kustomize_inputs/* asKustomizeInput */.Qp)(verdict.category) : verdict.category;
            rejected.push({ path: entry.path, ...verdict, ...(category && { category }) });
        }
        else
            files.push({
                ...entry,
                kind: verdict.kind,
                unit: unitOf(entry.path, verdict.kind, undefined),
            });
    }
    const charted = keepIacOfOtherKinds(files, (0,chart_files/* applyHelmIgnores */.Ac)(files, plan.helmIgnores, read), read);
    for (const path of charted.ignored)
        addSkip(skipped, 'ignored by .helmignore', path);
    // Chosen by name, small enough to be a Git LFS pointer: read after .helmignore, to refuse one.
    const byName = new Set(plan.entries.filter((e) => 'kind' in e && e.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X).map((e) => e.path));
    const uploaded = charted.files.filter((file) => {
        if (!byName.has(file.path))
            return true;
        const why = pointerOrUnreadable(file.path, read);
        if (why)
            addSkip(skipped, why, file.path);
        return why === undefined;
    });
    const terraform = new Set(uploaded.filter((f) => f.kind === 'terraform').map((f) => posix_.dirname(f.path)));
    return {
        files: uploaded,
        skipped,
        rejected,
        warnings: charted.warnings,
        ...(plan.terragrunt && { notices: [describeTerragrunt(plan.terragrunt, read, terraform)] }),
        ...(plan.kustomize && { kustomize: plan.kustomize }),
    };
}
/**
 * A `.helmignore` decides what goes into a chart package, never that IaC of another kind stays
 * home: the ignored files that are (`helm-ignore-scope.ts`) go back, in path order.
 */
function keepIacOfOtherKinds(files, charted, read) {
    if (charted.ignored.length === 0)
        return charted;
    const byPath = new Map(files.map((file) => [file.path, file]));
    const kept = new Set(charted.ignored.filter((path) => {
        const unit = byPath.get(path)?.unit ?? '';
        const chart = unit.startsWith('helm:') ? unit.slice('helm:'.length) : '.';
        return (0,helm_ignore_scope/* keptDespiteHelmIgnore */.PR)(path, chart, read);
    }));
    if (kept.size === 0)
        return charted;
    const ignored = charted.ignored.filter((path) => !kept.has(path));
    const out = new Set(ignored);
    return { ...charted, files: files.filter((file) => !out.has(file.path)), ignored };
}
/** Why a small file chosen by its name is not uploaded after all: a Git LFS pointer, unreadable. */
function pointerOrUnreadable(path, read) {
    try {
        return (0,lfs_pointer/* isLfsPointer */.N)(read(path)) ? 'git lfs pointer' : undefined;
    }
    catch {
        return 'unreadable';
    }
}
/** Every rule, for a source that can read one file at a time (the work tree). */
function applyDiscoveryRules(input, probe) {
    const plan = planDiscovery(input, probe.stat);
    return settleDiscovery(planKustomizeInputs(plan, input.paths, probe), probe.read);
}


/***/ }),

/***/ 3625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OT: () => (/* binding */ isArchiveComplete),
/* harmony export */   wf: () => (/* binding */ completenessOf)
/* harmony export */ });
/* unused harmony export describeParsingErrors */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9133);
/* harmony import */ var _scan_tree_scan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6408);
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
 *
 * A scan that ended SUCCESS whose summary counts parsing errors (`totalParsingErrors`: files the
 * service's parser refused, HCL newer than it reads for one) judged less than its archive: it is
 * not complete either. The service gives only the count, never which files, so the archive is
 * named. The base's scan is an exception (`parsingErrors: 'ignored'`): a finding the base did not
 * read counts as new in the change, which only gates more.
 */


/**
 * Why a scan that ended SUCCESS did not judge its whole archive: the files its summary says the
 * service could not parse. Undefined when it counts none.
 */
function describeParsingErrors(result) {
    const count = result.summary?.totalParsingErrors ?? 0;
    if (result.status !== 'SUCCESS' || count <= 0)
        return undefined;
    const which = result.scanId
        ? `scan ${result.scanId} (${result.artifactName})`
        : result.artifactName;
    return `${which} could not parse ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(count, 'file')} of its archive (the service's summary counts ${count} parsing ${count === 1 ? 'error' : 'errors'} and does not say which files), so what ${count === 1 ? 'it holds' : 'they hold'} was not judged: make every file of the archive parse as the service reads it, or exclude the file to accept it unjudged`;
}
/**
 * The completeness of `tree`'s scan; without a tree (nothing scanned), `why` says why. A base's
 * scan is read with `parsingErrors: 'ignored'` (see the module's comment).
 */
function completenessOf(tree, why = 'nothing was scanned', options = {}) {
    if (tree === undefined)
        return { complete: false, incomplete: [why] };
    const byName = new Map(tree.results.map((r) => [r.artifactName, r]));
    const unread = tree.archives
        .filter((archive) => byName.get(archive.name) === undefined)
        .map((archive) => `${archive.name} has no scan`);
    const unfinished = tree.results.filter((r) => r.status !== 'SUCCESS').map(_scan_tree_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .describeUnfinished */ .ds);
    const unparsed = options.parsingErrors === 'ignored'
        ? []
        : tree.results.flatMap((r) => describeParsingErrors(r) ?? []);
    const incomplete = [...tree.stopped, ...unfinished, ...unparsed, ...unread];
    return { complete: incomplete.length === 0, incomplete };
}
/**
 * True when one archive's scan ended SUCCESS with every finding read, or the report is a dry
 * run's (its archives were never meant to be read): the JUnit report's error testcases and the
 * text report's rows read this.
 */
function isArchiveComplete(archive, report) {
    return report.dryRun === true || archive.status === 'SUCCESS';
}


/***/ }),

/***/ 7459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   nH: () => (/* binding */ buildFindings),
/* harmony export */   wZ: () => (/* binding */ normalizeReportedPath)
/* harmony export */ });
/* unused harmony export indexUploaded */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1535);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1012);
/**
 * The findings model every reporter renders: one `Finding` per FAILED finding, mapped back to the
 * workspace path that was uploaded, `skip-detections` applied once, duplicates merged, each with a
 * fingerprint of what it is (detection, file, resource), never of its lines or its code, so editing
 * or moving a resource within its file keeps it (several findings of one detection on one resource
 * told apart by their order), in a stable order (severity, then file, then line).
 */



/**
 * The service's path as a repository path: `\` as `/`, without a leading `/` or `./`, with `.` and
 * `..` segments resolved; undefined when nothing is left or it leaves the repository.
 */
function normalizeReportedPath(file) {
    const stripped = file.replace(/\\/g, '/').replace(/^(\.\/|\/)+/, '');
    if (stripped === '')
        return undefined;
    const normalized = node_path_posix__WEBPACK_IMPORTED_MODULE_1__.normalize(stripped).replace(/\/+$/, '');
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
    return ((0,_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .qs)(a.severity) - (0,_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .qs)(b.severity) ||
        byText(a.file ?? `\uffff${a.reportedFile}`, b.file ?? `\uffff${b.reportedFile}`) ||
        a.startLine - b.startLine ||
        byText(a.detectionId, b.detectionId) ||
        byText(a.resource, b.resource) ||
        byText(a.id, b.id));
}
/** What a finding is, without where it is or what its code says: detection, path, resource. */
function identityOf(finding) {
    // One-shot hashing: no hash object per finding (the same digest as createHash's).
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', [finding.detectionId, finding.file ?? finding.normalizedFile ?? '', finding.resource].join('\u0000')).slice(0, 32);
}
/**
 * Fingerprints for findings in file-and-line order: several findings of one detection on one
 * resource are numbered by their order, so each keeps its own identity. Written into the
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
    const counts = (0,_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .zeroCounts */ .Nd)();
    for (const finding of findings)
        counts[finding.severity]++;
    const passed = scans.reduce((sum, s) => sum + (s.summary?.totalPassedFindings ?? 0), 0);
    const problems = [
        ...scans.flatMap((s) => s.problems.map((p) => ({ ...p, scanId: s.scanId ?? '' }))),
        ...odd,
    ];
    return { findings, counts, skippedByDetection, passed, problems };
}
/** The order every report lists findings in: severity, then file, line, detection, resource. */
const compareFindings = compare;


/***/ }),

/***/ 2224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LB: () => (/* binding */ obtainCommit),
/* harmony export */   _m: () => (/* binding */ resolveMergeTarget),
/* harmony export */   bZ: () => (/* binding */ parseBaselineInput),
/* harmony export */   qE: () => (/* binding */ resolveRef)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9141);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4781);


const MAX_REF_LENGTH = 255;
const SAFE_REF = /^[A-Za-z0-9_.@{}~^][A-Za-z0-9_./@{}~^-]*$/;
/** Reads the `baseline` input: `auto`, `none`, or a ref/sha safe to pass to git as a revision. */
function parseBaselineInput(value) {
    const trimmed = value.trim();
    const lower = trimmed.toLowerCase();
    if (lower === '' || lower === 'auto')
        return { kind: 'auto' };
    if (lower === 'none')
        return { kind: 'none' };
    // No leading '-' (an option to git), no ':' (a refspec that would write a local ref), no '..'.
    if (trimmed.length > MAX_REF_LENGTH || !SAFE_REF.test(trimmed) || trimmed.includes('..')) {
        return {
            kind: 'invalid',
            expected: 'auto, none, or a git branch, tag or commit sha such as origin/main',
        };
    }
    return { kind: 'ref', ref: trimmed };
}
const NO_CHECKOUT = {
    status: 'unavailable',
    reason: 'The scanned folder is not in a git checkout with a commit, so there is no base to compare with.',
    fix: 'noCheckout',
};
/**
 * The tree a change merges into, from its platform's base tip and head commits: when the checkout
 * is the platform's test merge commit (two parents, the first the base tip or the second the head),
 * its first parent; else the merge base of the base tip and HEAD (the base tip itself when the
 * history at hand cannot tell). `label` names the base branch.
 */
async function resolveMergeTarget(git, cwd, change) {
    const { baseSha, headSha, label } = change;
    const head = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalCommit */ .z_)(git, cwd, 'HEAD');
    if (head === undefined)
        return NO_CHECKOUT;
    // The platform's merge commit (the default checkout): its first parent is the tree it merges into.
    const parents = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .readParents */ .Wn)(git, cwd, head);
    const [first, second] = parents;
    if (parents.length === 2 && first && (first === baseSha || second === headSha)) {
        const got = await obtainCommit(git, cwd, first);
        if (!got.ok)
            return fetchFailed(first, got.gitSaid);
        return {
            status: 'found',
            sha: first,
            label,
            source: 'merge-commit-parent',
            fetched: got.fetched,
        };
    }
    // A checkout of the head commit: the merge base when the history at hand has it.
    const got = await obtainCommit(git, cwd, baseSha);
    if (!got.ok)
        return fetchFailed(baseSha, got.gitSaid);
    const mergeBase = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .findMergeBase */ .fe)(git, cwd, baseSha, head);
    return {
        status: 'found',
        sha: mergeBase ?? baseSha,
        label,
        source: mergeBase === undefined ? 'pull-request-base' : 'merge-base',
        fetched: got.fetched,
    };
}
function fetchFailed(sha, gitSaid) {
    return {
        status: 'unavailable',
        reason: `The pull request's base commit ${sha.slice(0, 7)} is not in this checkout and fetching it from origin failed (git: ${gitSaid}).`,
        fix: 'fetchCommit',
    };
}
/** Makes commit `sha` local: it is there, or one fetch from origin brings it. */
async function obtainCommit(git, cwd, sha) {
    if ((await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalCommit */ .z_)(git, cwd, sha)) === sha)
        return { ok: true, fetched: false };
    const fetched = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchFromOrigin */ .FU)(git, cwd, sha);
    return fetched.ok ? { ok: true, fetched: true } : fetched;
}
/** `origin/main` and `refs/remotes/origin/main` name origin's `main`; fetch it by that name. */
function nameOnOrigin(ref) {
    for (const prefix of ['refs/remotes/origin/', 'origin/']) {
        if (ref.startsWith(prefix))
            return ref.slice(prefix.length);
    }
    return ref;
}
/** The commit a ref names: in the checkout, as origin's branch of that name, or fetched once. */
async function resolveRef(git, cwd, ref) {
    if ((await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalCommit */ .z_)(git, cwd, 'HEAD')) === undefined)
        return NO_CHECKOUT;
    // The ref itself, else origin's branch of that name, as the checkout already has it.
    const onOrigin = (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(ref) ? undefined : `refs/remotes/origin/${nameOnOrigin(ref)}`;
    for (const candidate of onOrigin === undefined ? [ref] : [ref, onOrigin]) {
        const local = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveLocalCommit */ .z_)(git, cwd, candidate);
        if (local !== undefined)
            return { status: 'found', sha: local, label: ref, source: 'ref', fetched: false };
    }
    const fetched = await (0,_history_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchFromOrigin */ .FU)(git, cwd, (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(ref) ? ref : nameOnOrigin(ref));
    if (fetched.ok)
        return { status: 'found', sha: fetched.sha, label: ref, source: 'ref', fetched: true };
    const shortSha = /^[0-9a-f]{4,39}$/i.test(ref)
        ? ' A short sha can only be fetched by its full 40 characters.'
        : '';
    return {
        status: 'unavailable',
        reason: `The baseline '${ref}' is not a commit in this checkout and fetching it from origin failed (git: ${fetched.gitSaid}).${shortSha}`,
        fix: 'fetchRef',
    };
}


/***/ }),

/***/ 2912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YT: () => (/* binding */ BLOB_BATCH_MAX_BYTES),
/* harmony export */   ZY: () => (/* binding */ checkObjects),
/* harmony export */   b4: () => (/* binding */ readBlobs),
/* harmony export */   nF: () => (/* binding */ createBlobReader)
/* harmony export */ });
/* unused harmony exports planBatches, parseBatchOutput */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9141);
/* harmony import */ var _git_output_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3551);
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
/**
 * What the objects `names` are (ids, or `<commit>:<path>` names), in order, from one
 * `cat-file --batch-check`; undefined for a name git does not hold. Throws when git fails.
 */
async function checkObjects(git, cwd, names) {
    if (names.length === 0)
        return [];
    const args = ['cat-file', '--batch-check'];
    const result = await git.run(args, { cwd, input: names.map((name) => `${name}\n`).join('') });
    if (result.code !== 0)
        throw new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitCommandError */ .iR(args, result);
    return (0,_git_output_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBatchCheck */ .q_)(result.stdout, names.length);
}
/**
 * The blobs `ids` name (ids, or `<commit>:<path>` names without a line break), in order: one
 * git does not hold as a blob, or larger than `maxBytes`, reads as undefined.
 */
async function readBlobs(git, cwd, ids, options = {}) {
    const maxBytes = options.maxBytes ?? Infinity;
    const infos = (await checkObjects(git, cwd, ids)).map((info) => info?.type === 'blob' && info.size <= maxBytes ? info : undefined);
    const blobs = infos.flatMap((info) => (info ? [info] : []));
    const read = await createBlobReader(git, cwd).read(blobs.map(({ objectId, size }) => ({ objectId, size })));
    const byId = new Map(blobs.map((info, i) => [info.objectId, read[i]]));
    return infos.map((info) => (info ? byId.get(info.objectId) : undefined));
}


/***/ }),

/***/ 3551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ parseLsTree),
/* harmony export */   Ev: () => (/* binding */ parseLsFiles),
/* harmony export */   LP: () => (/* binding */ parseRawDiff),
/* harmony export */   i9: () => (/* binding */ parseLsFilesStaged),
/* harmony export */   kH: () => (/* binding */ parseBatchCheckFollowed),
/* harmony export */   q_: () => (/* binding */ parseBatchCheck)
/* harmony export */ });
/**
 * The parsers of git's machine output, each format written once: NUL-separated records (`-z`),
 * `ls-tree -r -z [-l]`, `ls-files [-s] -z`, `diff --raw -z` (with or without renames) and
 * `cat-file --batch-check` (also with `--follow-symlinks`). Pure: bytes in, records out. Names
 * stay bytes (`Buffer`): git writes them as the file system has them, and each caller reads them by
 * its own rule (`discovery/file-names.ts` for names a zip must carry, UTF-8 text elsewhere). The
 * fields before a name are ASCII, read as `latin1` so that no byte is ever lost.
 */
/** The NUL-terminated records of `-z` output, as bytes; empty records (the last one) dropped. */
function nulRecords(output) {
    const records = [];
    for (let at = 0; at < output.length;) {
        let end = output.indexOf(0, at);
        if (end === -1)
            end = output.length;
        if (end > at)
            records.push(output.subarray(at, end));
        at = end + 1;
    }
    return records;
}
/** Parses `ls-tree -r -z [-l]` records: `<mode> <type> <id>[ <size>]\t<name>\0`. */
function parseLsTree(output) {
    const entries = [];
    for (const record of nulRecords(output)) {
        const tab = record.indexOf(0x09);
        if (tab === -1)
            continue;
        // `-l` pads the size to the right: fields are split on runs of spaces.
        const [mode = '', type = '', objectId = '', size] = record
            .toString('latin1', 0, tab)
            .split(/ +/);
        const bytes = size === undefined || size === '-' ? undefined : Number(size);
        entries.push({ mode, type, objectId, size: bytes, name: record.subarray(tab + 1) });
    }
    return entries;
}
/** Parses `ls-files -s -z` records: `<mode> <id> <stage>\t<name>\0`. */
function parseLsFilesStaged(output) {
    const entries = [];
    for (const record of nulRecords(output)) {
        const tab = record.indexOf(0x09);
        if (tab === -1)
            continue;
        const [mode = '', objectId = '', stage = ''] = record.toString('latin1', 0, tab).split(' ');
        entries.push({ mode, objectId, stage, name: record.subarray(tab + 1) });
    }
    return entries;
}
/** Parses `ls-files -z` (no `-s`): one name per record. */
function parseLsFiles(output) {
    return nulRecords(output);
}
/**
 * Parses `diff --raw -z` records: `:<mode> <mode> <old> <new> <status>\0<path>\0`, and for a
 * rename or copy `:<mode> <mode> <old> <new> R<score>\0<old path>\0<new path>\0`.
 */
function parseRawDiff(output) {
    const fields = nulRecordsKeepingEmpty(output);
    const records = [];
    for (let i = 0; i < fields.length;) {
        const meta = fields[i]?.toString('latin1') ?? '';
        if (!meta.startsWith(':'))
            break;
        const [oldMode = '', newMode = '', oldId = '', newId = '', status = ''] = meta
            .slice(1)
            .split(' ');
        const twoPaths = status.startsWith('R') || status.startsWith('C');
        const first = fields[i + 1];
        const second = twoPaths ? fields[i + 2] : undefined;
        if (first === undefined || (twoPaths && second === undefined))
            break;
        records.push(twoPaths
            ? { oldMode, newMode, oldId, newId, status, path: second, from: first }
            : { oldMode, newMode, oldId, newId, status, path: first });
        i += twoPaths ? 3 : 2;
    }
    return records;
}
/** The NUL-separated fields of `output`, empty ones kept (a path is never empty, but be exact). */
function nulRecordsKeepingEmpty(output) {
    const fields = [];
    for (let at = 0; at < output.length;) {
        let end = output.indexOf(0, at);
        if (end === -1)
            end = output.length;
        fields.push(output.subarray(at, end));
        at = end + 1;
    }
    return fields;
}
const OBJECT_LINE = /^([0-9a-f]{40}|[0-9a-f]{64}) (\w+) (\d+)$/;
/**
 * Parses `cat-file --batch-check` output for `count` requests, one line each: `<id> <type>
 * <size>`, or `<request> missing` (and `ambiguous`), which reads as undefined.
 */
function parseBatchCheck(output, count) {
    const lines = output.toString('utf8').split('\n');
    return Array.from({ length: count }, (_, i) => {
        const match = OBJECT_LINE.exec(lines[i] ?? '');
        return match
            ? { objectId: match[1], type: match[2], size: Number(match[3]) }
            : undefined;
    });
}
const FOLLOW_FAILED = /^(symlink|dangling|loop|notdir) (\d+)$/;
/**
 * Parses `cat-file --batch-check --follow-symlinks` output for `count` requests: `<id> <type>
 * <size>`, `<name> missing`, or `symlink|dangling|loop|notdir <size>` followed by that many bytes
 * and a line break. Requests git never answered (output cut short) are missing.
 */
function parseBatchCheckFollowed(output, count) {
    const answers = [];
    let at = 0;
    while (answers.length < count && at < output.length) {
        const end = output.indexOf(0x0a, at);
        const line = output.toString('utf8', at, end === -1 ? output.length : end);
        at = end === -1 ? output.length : end + 1;
        const failed = FOLLOW_FAILED.exec(line);
        if (failed) {
            const size = Number(failed[2]);
            const why = failed[1];
            answers.push({ kind: 'unresolved', why, text: output.subarray(at, at + size) });
            at += size + 1;
            continue;
        }
        const match = OBJECT_LINE.exec(line);
        answers.push(match
            ? {
                kind: 'object',
                info: {
                    objectId: match[1],
                    type: match[2],
                    size: Number(match[3]),
                },
            }
            : { kind: 'missing' });
    }
    while (answers.length < count)
        answers.push({ kind: 'missing' });
    return answers;
}


/***/ }),

/***/ 7262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ locateFolder),
/* harmony export */   PX: () => (/* binding */ folderExists),
/* harmony export */   me: () => (/* binding */ listBaseTree)
/* harmony export */ });
/* unused harmony export parseTreeListing */
/* harmony import */ var _discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6244);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9141);
/* harmony import */ var _git_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3551);
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
    for (const { mode, objectId, size, name: bytes } of (0,_git_output_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLsTree */ .$v)(output)) {
        const name = (0,_discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .readName */ .MQ)(bytes);
        const path = folder === '' ? name.text : `${folder}/${name.text}`;
        if (mode === MODE_SYMLINK)
            skipped.push({ path, reason: 'symlink' });
        else if (mode === MODE_SUBMODULE)
            skipped.push({ path, reason: 'submodule' });
        else if (!name.valid)
            skipped.push({ path, reason: 'name is not valid UTF-8' });
        else if (mode.startsWith('100'))
            files.push({ path, mode, objectId, size: size ?? 0 });
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

/***/ 9141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ gitArguments),
/* harmony export */   TS: () => (/* binding */ isObjectId),
/* harmony export */   UU: () => (/* binding */ gitSaid),
/* harmony export */   _K: () => (/* binding */ gitEnvironment),
/* harmony export */   eS: () => (/* binding */ GIT_TIMEOUT_MS),
/* harmony export */   hn: () => (/* binding */ createGitCli),
/* harmony export */   iR: () => (/* binding */ GitCommandError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5540);
/**
 * The one door to the `git` binary: a small port, so tests can record the commands while still
 * running real git. Nothing here touches the index or the work tree; the callers only read
 * objects and, at most, fetch one commit.
 *
 * Every git child (this port's, and discovery's `ls-files`) is started from here, with
 * {@link gitEnvironment} and {@link gitArguments}:
 * - The environment holds no secret: `PLERION_API_KEY`, the Action's inputs (`INPUT_*`: the key
 *   and the token), the runner's own tokens, and any variable holding a secret the sanitiser
 *   knows are withheld. Git needs none of them (a fetch authenticates with the checkout's own
 *   persisted credentials or the user's credential helper).
 * - No command the repository's configuration names runs where a read needs none. Per git
 *   command we run: `ls-files` and `check-ignore` ask `core.fsmonitor` (a command, and one that
 *   can tell git a file has not changed): off. `diff` runs `diff.external`, `GIT_EXTERNAL_DIFF`
 *   and textconv drivers: `--no-ext-diff --no-textconv` on every diff (and
 *   `--ignore-submodules=none`: what a diff lists is never trimmed by the repository's say). Hooks
 *   (`reference-transaction`, `pre-auto-gc`): `core.hooksPath` points at nothing. `fetch` may start
 *   `gc`/`maintenance` and submodule fetches: off; `ext::` URLs run a command: refused. Filters
 *   (`filter.*.clean/smudge/process`) run only between the work tree and the index, which no
 *   command here reads (`cat-file` without `--filters`, diffs of commits and blobs). What a fetch
 *   needs to reach origin (`core.sshCommand`, credential helpers, `GIT_ASKPASS`) is the user's
 *   transport and stays: without it the base could not be fetched.
 */


/** Variables no git child gets: the key, the Action's inputs, the runner's tokens. */
const WITHHELD = /^(?:PLERION_API_KEY|INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN)$/i;
/** The environment of a git child: `base` (the process's) without a secret, prompts off. */
function gitEnvironment(base = process.env) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value === undefined || WITHHELD.test(name) || (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .holdsSecret */ .hK)(value))
            continue;
        env[name] = value;
    }
    return { ...env, GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never' };
}
/** Configuration that keeps the repository's configured commands from running (see above). */
const SAFE_CONFIG = [
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'protocol.ext.allow=never',
    'gc.auto=0',
    'maintenance.auto=false',
    'fetch.recurseSubmodules=false',
    'submodule.recurse=false',
].flatMap((setting) => ['-c', setting]);
/**
 * Options every `diff` gets: no external diff program, no textconv driver, and every submodule
 * (a `.gitmodules` the change itself brings can say `ignore = all`, which `git diff` honours between
 * two commits too and would hide a submodule it bumps).
 */
const DIFF_OPTIONS = ['--no-ext-diff', '--no-textconv', '--ignore-submodules=none'];
/** The whole argument list of a git child for the command `args` (`['ls-files', …]`). */
function gitArguments(args) {
    const [command, ...rest] = args;
    const extra = command === 'diff' ? DIFF_OPTIONS : [];
    return [
        '--no-pager',
        ...SAFE_CONFIG,
        ...(command === undefined ? [] : [command]),
        ...extra,
        ...rest,
    ];
}
/** A fetch over a slow network is the longest call; nothing else comes near it. */
const GIT_TIMEOUT_MS = 5 * 60 * 1000;
/**
 * The real adapter: spawns `git` with prompts off, so a fetch without credentials fails fast, with
 * no secret in its environment and the repository's configured commands off (see the header).
 * The time limit is a timer of its own, cleared when the child closes: spawn's `timeout` option
 * clears its timer only on `exit`, which a git that could not start never emits, so a runner
 * without git kept the process alive for the whole limit after the run had finished.
 */
function createGitCli(options = {}) {
    // Built for each child: a secret registered after the port was made is withheld too.
    const limitMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
    return {
        run: (args, { cwd, input }) => new Promise((resolve) => {
            let child;
            try {
                child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', gitArguments(args), {
                    cwd,
                    env: gitEnvironment(options.env ?? process.env),
                    stdio: ['pipe', 'pipe', 'pipe'],
                    ...(options.signal && { signal: options.signal }),
                });
            }
            catch (error) {
                // Arguments the system refuses (too long: E2BIG; a NUL byte) fail as a git that failed.
                resolve({
                    stdout: Buffer.alloc(0),
                    stderr: `git could not run: ${error.message}`,
                    code: -1,
                });
                return;
            }
            let stopped = false;
            const timer = setTimeout(() => {
                stopped = true;
                // A helper git started (ssh, a credential helper) may keep the pipes open: close them.
                child.once('exit', () => [child.stdout, child.stderr].forEach((s) => s.destroy()));
                child.kill('SIGTERM');
            }, limitMs);
            const stdout = [];
            const stderr = [];
            let failure;
            child.stdout.on('data', (chunk) => stdout.push(chunk));
            child.stderr.on('data', (chunk) => stderr.push(chunk));
            // git may exit before reading all its input (a failing command): EPIPE is not ours to raise.
            child.stdin.on('error', () => undefined);
            child.on('error', (error) => (failure = error));
            child.on('close', (code, signal) => {
                clearTimeout(timer);
                const said = Buffer.concat(stderr).toString('utf8');
                const limit = stopped ? ' after its time limit' : '';
                const why = signal ? `git was stopped (${signal})${limit}\n` : '';
                resolve({
                    stdout: Buffer.concat(stdout),
                    stderr: failure ? `git could not run: ${failure.message}` : why + said,
                    code: failure !== undefined || code === null ? -1 : code,
                    ...(failure?.code === 'ENOENT' ? { missing: true } : {}),
                });
            });
            child.stdin.end(input ?? '');
        }),
    };
}
/** A git command that had to succeed and did not; the message quotes the line that says why. */
class GitCommandError extends Error {
    name = 'GitCommandError';
    args;
    code;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed (exit ${result.code}): ${gitSaid(result.stderr)}`);
        this.args = args;
        this.code = result.code;
    }
}
/** The lines that say what failed: git's own, and this adapter's when git could not finish. */
const TELLING_LINE = /^(?:fatal|error): |^git (?:was stopped|could not run)/;
/**
 * The line of git's stderr that says what failed: the first `fatal:` or `error:` line (git's
 * last lines are often advice, "Please make sure you have the correct access rights / and the
 * repository exists."), else the last non-blank line.
 */
function gitSaid(text) {
    const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    return lines.find((line) => TELLING_LINE.test(line)) ?? lines.at(-1) ?? 'no message';
}
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** True for a full SHA-1 or SHA-256 object id in lower case. */
function isObjectId(value) {
    return OBJECT_ID.test(value);
}


/***/ }),

/***/ 4781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FU: () => (/* binding */ fetchFromOrigin),
/* harmony export */   Wn: () => (/* binding */ readParents),
/* harmony export */   fe: () => (/* binding */ findMergeBase),
/* harmony export */   z_: () => (/* binding */ resolveLocalCommit)
/* harmony export */ });
/* unused harmony export isShallow */
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9141);
/**
 * What the local history can say about commits, and the one fetch that may complete it. Reads
 * use the object database only (`cat-file`, `rev-parse`, `merge-base`). The fetch changes nothing
 * later steps of the job see: it writes objects and `FETCH_HEAD` only (no remote-tracking ref is
 * updated), and it asks for depth 1 only of a repository that is shallow already, so a full
 * clone never becomes shallow.
 */

/** The parents a commit object names, even when a shallow clone does not hold them. */
async function readParents(git, cwd, commit) {
    // `cat-file commit` shows the raw object: a shallow clone grafts parents away from `HEAD^1`,
    // never from the object itself.
    const result = await git.run(['cat-file', 'commit', commit], { cwd });
    if (result.code !== 0)
        return [];
    const header = result.stdout.toString('utf8').split('\n\n', 1)[0] ?? '';
    return header
        .split('\n')
        .filter((line) => line.startsWith('parent '))
        .map((line) => line.slice('parent '.length));
}
/** The full id of a commit the local history holds, or undefined. */
async function resolveLocalCommit(git, cwd, revision) {
    const result = await git.run(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
        cwd,
    });
    const sha = result.stdout.toString('utf8').trim();
    return result.code === 0 && (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(sha) ? sha : undefined;
}
/** The best common ancestor in the history at hand, or undefined when it cannot tell. */
async function findMergeBase(git, cwd, a, b) {
    const result = await git.run(['merge-base', a, b], { cwd });
    const sha = result.stdout.toString('utf8').trim();
    return result.code === 0 && (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(sha) ? sha : undefined;
}
/** True when the repository is a shallow clone (its history cut at some commits). */
async function isShallow(git, cwd) {
    const result = await git.run(['rev-parse', '--is-shallow-repository'], { cwd });
    return result.code === 0 && result.stdout.toString('utf8').trim() === 'true';
}
/**
 * Fetches one commit or ref from `origin` into `FETCH_HEAD` alone (`--refmap=` keeps git from
 * updating `refs/remotes/origin/*` on the side), at depth 1 only when the clone is shallow, and
 * returns the commit it brought.
 */
async function fetchFromOrigin(git, cwd, what) {
    const depth = (await isShallow(git, cwd)) ? ['--depth=1'] : [];
    const args = ['fetch', '--no-tags', '--refmap=', ...depth, 'origin', what];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        return { ok: false, gitSaid: (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitSaid */ .UU)(result.stderr) };
    const sha = await resolveLocalCommit(git, cwd, (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .isObjectId */ .TS)(what) ? what : 'FETCH_HEAD');
    return sha ? { ok: true, sha } : { ok: false, gitSaid: `origin did not send ${what}` };
}


/***/ }),

/***/ 5591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Re: () => (/* binding */ TreeReadError),
/* harmony export */   U: () => (/* binding */ describeReadError),
/* harmony export */   lJ: () => (/* binding */ diskReader)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Where packing reads a file's bytes: a port, so that files can come from the disk (the
 * default) or from elsewhere, such as a base commit's git blobs. Entry names are always the
 * file's `path`; a reader only supplies bytes.
 */

/**
 * The reader's source failed as a whole (git could not read the commit's objects), not one file:
 * packing stops with this error, so a tree that could not be read is never taken for one whose
 * few unreadable files were left out.
 */
class TreeReadError extends Error {
    name = 'TreeReadError';
}
/** Bytes read at a time from a large file. */
const STREAM_CHUNK_BYTES = 1024 * 1024;
/** Reads `absolutePath` from the disk. */
const diskReader = {
    // Synchronous on purpose: measured faster than fs.promises (whose open, stat, read and close
    // each take a trip to the thread pool), and nothing else runs while packing.
    read: async (file) => node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file.absolutePath),
    stream: (file) => node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream(file.absolutePath, { highWaterMark: STREAM_CHUNK_BYTES }),
};
const REASONS = {
    ENOENT: 'it no longer exists',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
    EIO: 'input/output error',
};
/** Why a file could not be read, in words (the system's code in brackets). */
function describeReadError(error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    const known = REASONS[code];
    if (known)
        return `${known} (${code})`;
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runScan: () => (/* binding */ runScan)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/severity.ts
var severity = __webpack_require__(1012);
;// CONCATENATED MODULE: ./src/engine/api/finding.ts
/**
 * Reads one finding of the service, field by field: what can be read is kept (a line given as
 * `"3"` is line 3), what cannot is dropped from that finding with a problem naming it, and the
 * finding itself is kept, so it still reaches the counts, the gate and every report. Unknown
 * severities map to a documented level: informational ones to LOW, any other to MEDIUM.
 */

/** A fresh interner (one per read of a scan's findings, so it lives as long as that read). */
function createIntern() {
    const known = new Map();
    return (text) => {
        const seen = known.get(text);
        if (seen !== undefined)
            return seen;
        known.set(text, text);
        return text;
    };
}
const INFORMATIONAL = new Set(['INFO', 'INFORMATIONAL', 'INFORMATION', 'NOTE', 'NONE']);
/** A line number: a positive safe integer, or a string of digits that is one. */
function lineNumber(value) {
    const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
function finding_text(value) {
    if (typeof value === 'string')
        return value;
    return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}
function severityOf(value, problems) {
    const given = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
    // The constant, not the string read: one copy for every finding.
    if (given !== undefined && (0,severity/* isSeverity */._Z)(given))
        return severity/* SEVERITIES */.oC[(0,severity/* severityRank */.qs)(given)] ?? given;
    const shown = given === undefined ? 'no severity' : `severity '${given.slice(0, 40)}'`;
    const mapped = given !== undefined && INFORMATIONAL.has(given) ? 'LOW' : 'MEDIUM';
    problems.push(`${shown}, reported as ${mapped}`);
    return mapped;
}
function lineRangeOf(value, problems) {
    if (value === undefined || value === null)
        return undefined;
    const [first, last] = Array.isArray(value) ? value.map(lineNumber) : [];
    if (Array.isArray(value) && value.length === 2 && first !== undefined && last !== undefined)
        return [first, last];
    problems.push('a line range that is not two line numbers (reported without lines)');
    return undefined;
}
function codeBlockOf(value, problems) {
    if (!Array.isArray(value)) {
        if (value !== undefined && value !== null)
            problems.push('a code block that is not a list');
        return [];
    }
    const lines = [];
    for (const entry of value) {
        const line = Array.isArray(entry) ? lineNumber(entry[0]) : undefined;
        const code = Array.isArray(entry) ? entry[1] : undefined;
        if (line !== undefined && typeof code === 'string')
            lines.push([line, code]);
    }
    if (lines.length < value.length)
        problems.push(`${value.length - lines.length} unreadable code lines`);
    return lines;
}
/** Reads entry `index` of a findings page; `intern` keeps one copy of repeated texts. */
function readFinding(raw, index, intern = (text) => text) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return { finding: undefined, id: `entry ${index + 1}`, problems: ['not an object'] };
    }
    const r = raw;
    const problems = [];
    const id = finding_text(r.id) || `entry ${index + 1}`;
    if (!finding_text(r.id))
        problems.push('no id');
    const detectionId = finding_text(r.detectionId) ?? finding_text(r.detectionID);
    if (!detectionId)
        problems.push('no detection id');
    const optional = (key) => {
        const value = r[key];
        if (value === undefined || value === null)
            return undefined;
        const read = finding_text(value);
        if (read === undefined)
            problems.push(`'${key}' is not text`);
        return read;
    };
    const repeated = (key) => {
        const read = optional(key);
        return read === undefined ? undefined : intern(read);
    };
    const finding = {
        id,
        detectionId: intern(detectionId || 'UNKNOWN-DETECTION'),
        detectionTitle: repeated('detectionTitle'),
        type: repeated('type'),
        result: repeated('result'),
        severityLevel: severityOf(r.severityLevel, problems),
        file: repeated('file'),
        resource: optional('resource'),
        lineRange: lineRangeOf(r.lineRange, problems),
        codeBlock: codeBlockOf(r.codeBlock, problems),
        dashboardURL: optional('dashboardURL'),
    };
    return { finding, id, problems };
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/sanitize.ts
var sanitize = __webpack_require__(5540);
// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(9133);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/engine/api/schemas.ts
/**
 * The service's response shapes, validated at the boundary. They accept both the documented and
 * the live forms (numbers or numeric strings in `meta`, `detectionId` or `detectionID`, missing
 * summary counters) and turn anything else into one clear error. Findings are read one by one
 * (src/api/finding.ts), so one malformed finding never costs the others.
 */

const count = schemas/* union */.KCZ([
    schemas/* number */.aig().int().nonnegative(),
    schemas/* string */.YjP().regex(/^\d+$/).transform(Number),
]);
/** A count the service may send as null or leave out: both read as "not given". */
const optionalCount = schemas/* preprocess */.vkY((value) => (value === null ? undefined : value), count.optional());
const optionalText = schemas/* preprocess */.vkY((value) => (value === null ? undefined : value), schemas/* string */.YjP().optional());
const PageMeta = schemas/* object */.Ikc({
    page: count.optional(),
    perPage: count.optional(),
    total: count.optional(),
    hasNextPage: schemas/* boolean */.zMY().optional(),
});
const UploadResponse = schemas/* object */.Ikc({
    data: schemas/* string */.YjP().optional(),
    meta: schemas/* object */.Ikc({ scanId: schemas/* string */.YjP().min(1), artifactName: schemas/* string */.YjP().optional() }),
});
const ScanSummary = schemas/* object */.Ikc({
    startedAt: optionalCount,
    stoppedAt: optionalCount,
    totalFileSize: optionalCount,
    totalFindings: optionalCount,
    totalResources: optionalCount,
    totalParsingErrors: optionalCount,
    totalFailedFindings: optionalCount,
    totalPassedFindings: optionalCount,
    totalSkippedFindings: optionalCount,
});
const Scan = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().min(1),
    artifactName: optionalText,
    createdAt: optionalText,
    /** Only SUCCESS and FAILURE are documented; anything else (or nothing) means still running. */
    status: schemas/* preprocess */.vkY((value) => (typeof value === 'string' ? value : 'UNKNOWN'), schemas/* string */.YjP()),
    summary: ScanSummary.nullish().catch(undefined),
});
/** A scans page: each entry is read on its own, so one odd entry never costs the others. */
const ScanList = schemas/* object */.Ikc({ data: schemas/* array */.YOg(schemas/* unknown */.L5J()), meta: PageMeta.optional() });
/** A findings page: each entry is read on its own. */
const FindingList = schemas/* object */.Ikc({ data: schemas/* array */.YOg(schemas/* unknown */.L5J()), meta: PageMeta.optional() });
/** Any of the service's three error body shapes. */
const ErrorBody = schemas/* union */.KCZ([
    schemas/* object */.Ikc({
        errors: schemas/* array */.YOg(schemas/* object */.Ikc({ code: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() }).loose()),
    })
        .loose(),
    schemas/* object */.Ikc({
        errors: schemas/* object */.Ikc({ code: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() }).loose(),
    })
        .loose(),
    schemas/* object */.Ikc({ message: schemas/* string */.YjP(), code: schemas/* string */.YjP().optional() }).loose(),
]);

;// CONCATENATED MODULE: ./src/engine/api/http-failures.ts



/** Failures before anything reached the service: it cannot have acted on the request. */
const BEFORE_SENDING = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ENETUNREACH',
    'EHOSTUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** The request itself cannot be made (a header the client refuses): retrying cannot help. */
const CANNOT_SEND = new Set(['UND_ERR_INVALID_ARG', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_CHAR']);
const CERTIFICATE = /^(CERT_|ERR_TLS_CERT|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT)/;
/** Turns a thrown network error into an attempt result. `phase`: before or after the answer began. */
function classifyNetworkError(error, timeoutMs, phase) {
    if (error instanceof errors/* ResponseShapeError */.RD)
        return { kind: 'fail', error };
    const e = (error ?? {});
    if (e.name === 'TimeoutError' || e.name === 'AbortError') {
        return {
            kind: 'retry',
            why: `no answer within ${timeoutMs} ms`,
            rateLimited: false,
            safe: false,
            cause: error,
        };
    }
    const code = e.code ?? e.cause?.code;
    if ((code && CANNOT_SEND.has(code)) || e.name === 'InvalidArgumentError') {
        return {
            kind: 'fail',
            error: new errors/* NetworkError */.Dr(`the request could not be made (${code ?? e.name}); it was not retried`, { cause: error }),
        };
    }
    if (code && CERTIFICATE.test(code)) {
        return {
            kind: 'fail',
            error: new errors/* NetworkError */.Dr(`the service's certificate was not trusted (${code}): behind a TLS-inspecting proxy, add its CA with NODE_EXTRA_CA_CERTS`, { cause: error }),
        };
    }
    const why = code ? `connection failed (${code})` : 'connection failed';
    return {
        kind: 'retry',
        why,
        rateLimited: false,
        safe: phase === 'request' && code !== undefined && BEFORE_SENDING.has(code),
        cause: error,
    };
}
/**
 * The body as text. A successful body over `limitBytes` is refused; an error body is cut to it
 * (only its start is needed for the message).
 */
async function readBody(body, limitBytes, refuseOverLimit = false) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const buffer = chunk;
        if (size + buffer.length > limitBytes) {
            chunks.push(buffer.subarray(0, limitBytes - size));
            body.destroy();
            if (refuseOverLimit)
                throw new errors/* ResponseShapeError */.RD(`the service answered with more than ${limitBytes} bytes`);
            break;
        }
        chunks.push(buffer);
        size += buffer.length;
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** The service's own error code and message, from any of its error body shapes (capped). */
function serviceError(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return text.trim() ? { message: (0,sanitize/* capText */.yA)(text.trim(), 300) } : {};
    }
    const body = ErrorBody.safeParse(parsed);
    if (!body.success)
        return {};
    const data = body.data;
    const first = Array.isArray(data.errors) ? data.errors[0] : data.errors;
    const entry = (first ?? data);
    return {
        ...(entry.code === undefined ? {} : { code: (0,sanitize/* capText */.yA)(entry.code, 200) }),
        ...(entry.message === undefined ? {} : { message: (0,sanitize/* capText */.yA)(entry.message) }),
    };
}

;// CONCATENATED MODULE: ./src/engine/api/http-client.ts
/**
 * HTTPS client of the service (undici). Every call has a time limit and, when the caller passes
 * one, a deadline that bounds the call, its retries and every wait (`Retry-After` included): what
 * is left of the scan phase's `timeout`. 429 and 503 wait for `Retry-After` when sent, else back off
 * exponentially with full jitter; other 5xx and dropped connections are retried a bounded number of
 * times; other 4xx and requests that cannot be made never are. The key travels only in the
 * Authorization header and never reaches a message, a log line or an error's cause.
 */





// Backoff without Retry-After, full jitter: up to 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s.
const DEFAULT_RETRY = {
    maxRateLimitAttempts: 8,
    maxFaultAttempts: 4,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 120_000,
};
const REQUEST_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 180_000;
/** A successful body larger than this is refused (a findings page is a few MB at most). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Only the start of an error body is read: its message is capped anyway. */
const MAX_ERROR_BODY_BYTES = 4 * 1024 * 1024;
const HINTS = {
    400: 'the service refused the request as malformed',
    401: 'the key was refused: check the api-key secret',
    403: "the key was refused or its role does not allow code-security scans: check the api-key secret and the key's role",
    404: 'nothing matches the request: check region or api-url',
    413: 'the archive is over the 4.4 MB upload limit: lower max-archive-size',
    415: 'the upload was not sent as application/zip',
    422: 'the service could not read the archive',
};
/**
 * A proxy-aware dispatcher (HTTPS_PROXY, NO_PROXY, read when it is made). Certificates in
 * NODE_EXTRA_CA_CERTS are trusted by Node itself; `ca` adds one more (tests), also through a proxy.
 */
function createDispatcher(ca) {
    return new undici/* EnvHttpProxyAgent */.J2(ca ? { connect: { ca }, requestTls: { ca } } : {});
}
/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), if it is readable. */
function parseRetryAfter(value, now) {
    if (value === undefined || value.trim() === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(value.trim()))
        return Number(value) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
class HttpClient {
    retry;
    dispatcher;
    options;
    constructor(options) {
        // The key is never sent in clear, whatever the caller passed.
        if (new URL(options.baseUrl).protocol !== 'https:')
            throw new errors/* ConfigurationError */.j1(`The service address must be https://, not ${options.baseUrl}`);
        this.options = options;
        this.retry = options.retry ?? DEFAULT_RETRY;
        this.dispatcher = options.dispatcher ?? createDispatcher();
    }
    async call(call) {
        const url = new URL(this.options.baseUrl + call.path);
        for (const [key, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(key, String(value));
        }
        const deadline = call.deadline ?? Number.POSITIVE_INFINITY;
        const counts = { rateLimited: 0, faults: 0, startedAt: this.options.now() };
        for (;;) {
            const left = deadline - this.options.now();
            if (left <= 0)
                throw new errors/* DeadlineError */.j3(`${call.label}: no time was left within the timeout`);
            const limit = call.timeoutMs ?? this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
            const attempt = await this.attempt(call, url, Math.min(limit, left));
            if (attempt.kind === 'ok')
                return this.parse(call, attempt.json);
            if (attempt.kind === 'fail')
                throw attempt.error;
            const { waitMs, used, max } = this.waitBeforeRetry(call, attempt, counts, deadline);
            this.options.log(`${call.label}: attempt ${used} of ${max} failed (${attempt.why}); retrying in ${(0,plural/* formatCount */.B)(waitMs)} ms`);
            await this.options.sleep(waitMs);
            if (!attempt.safe && call.beforeUnsafeRetry) {
                const found = await call.beforeUnsafeRetry();
                if (found !== undefined)
                    return found;
            }
        }
    }
    /** How long to wait before the next attempt; throws when no attempt is left or time is up. */
    waitBeforeRetry(call, attempt, counts, deadline) {
        const used = attempt.rateLimited ? ++counts.rateLimited : ++counts.faults;
        const max = attempt.rateLimited ? this.retry.maxRateLimitAttempts : this.retry.maxFaultAttempts;
        if (used >= max) {
            const seconds = Math.round((this.options.now() - counts.startedAt) / 1000);
            const why = attempt.status === 429
                ? `rate limited by the service (429) for ${seconds} s, still after ${used} attempts; try again later or run fewer scans at once`
                : `${attempt.why}, still after ${used} attempts; the service may be down, try again later`;
            throw new errors/* NetworkError */.Dr(`${call.label}: ${why}`, {
                cause: attempt.cause,
                status: attempt.status,
            });
        }
        const backoff = this.options.random() *
            Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (used - 1));
        const wanted = Math.round(attempt.waitMs !== undefined ? Math.min(attempt.waitMs, this.retry.maxRetryAfterMs) : backoff);
        const left = deadline - this.options.now();
        // A wait that would end at or past the deadline leaves no time for the next attempt.
        if (wanted >= left) {
            throw new errors/* DeadlineError */.j3(`${call.label}: ${attempt.why} (attempt ${used} of ${max}), and the next attempt would come after the timeout`, { cause: attempt.cause, status: attempt.status });
        }
        return { waitMs: wanted, used, max };
    }
    parse(call, json) {
        const parsed = call.schema.safeParse(json);
        if (parsed.success)
            return parsed.data;
        const issue = parsed.error.issues[0];
        throw new errors/* ResponseShapeError */.RD(`${call.method} ${call.path} answered with an unexpected shape at ` +
            `${issue?.path.join('.') || '(root)'}: ${(0,sanitize/* capText */.yA)(issue?.message ?? 'invalid', 200)}`);
    }
    async attempt(call, url, timeoutMs) {
        let response;
        const signal = AbortSignal.timeout(timeoutMs);
        try {
            response = await (0,undici/* request */.Em)(url, {
                method: call.method,
                dispatcher: this.dispatcher,
                headers: {
                    authorization: `Bearer ${this.options.apiKey}`,
                    accept: 'application/json',
                    ...(call.contentType ? { 'content-type': call.contentType } : {}),
                },
                body: call.body,
                signal,
            });
        }
        catch (error) {
            return classifyNetworkError(error, timeoutMs, 'request');
        }
        const status = response.statusCode;
        const ok = status >= 200 && status < 300;
        const body = await readBody(response.body, ok ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES, ok).catch((error) => classifyNetworkError(error, timeoutMs, 'body'));
        if (typeof body !== 'string')
            return body;
        if (ok) {
            try {
                return { kind: 'ok', json: body === '' ? {} : JSON.parse(body) };
            }
            catch (error) {
                return {
                    kind: 'fail',
                    error: new errors/* ResponseShapeError */.RD(`${call.method} ${call.path} answered ${status} with a body that is not JSON`, { cause: error, status }),
                };
            }
        }
        const said = serviceError(body);
        if (status === 429 || status === 503) {
            const header = response.headers['retry-after'];
            const waitMs = parseRetryAfter(Array.isArray(header) ? header[0] : header, this.options.now());
            const why = `${status} ${said.message ?? ''}`.trim();
            // Rate limiting and overload: the service says it did not take the request.
            return { kind: 'retry', why, waitMs, rateLimited: true, safe: true, status };
        }
        if (status >= 500) {
            const why = `${status} ${said.code ?? ''} ${said.message ?? ''}`.replace(/\s+/g, ' ').trim();
            return { kind: 'retry', why, rateLimited: false, safe: false, status };
        }
        return {
            kind: 'fail',
            error: new errors/* ApiError */.hD({
                method: call.method,
                path: call.path,
                status,
                code: said.code,
                serviceMessage: said.message,
                hint: HINTS[status],
            }),
        };
    }
}

;// CONCATENATED MODULE: ./src/engine/api/pages.ts
/** Pages beyond what `total` / page size needs before reading stops. */
const PAGE_SLACK = 2;
/** The most pages read when the service sends no total (then pages are read one at a time). */
const MAX_PAGES = 1_000;
/** Pages in flight at once once the total is known. */
const PAGE_CONCURRENCY = 4;
/** The last page worth asking for, from the first page read. */
function lastPageFor(start, first, knownSize) {
    const total = first.meta?.total;
    const size = knownSize || first.items.length;
    if (total === undefined || size === 0)
        return start + MAX_PAGES - 1;
    return Math.max(start, Math.ceil(total / size)) + PAGE_SLACK;
}
const signatureOf = (page) => page.items.map(page.key).join('\u0000');
/** Reads from `startPage` until the service says there is no next page, `total` allows no more, or a page repeats. */
async function readPages(fetchPage, options = {}) {
    const start = options.startPage ?? 1;
    const first = await fetchPage(start);
    const total = first.meta?.total;
    const pageSize = first.meta?.hasNextPage ? first.items.length : (options.pageSize ?? 0);
    const lastPage = lastPageFor(start, first, options.pageSize);
    const concurrency = total === undefined ? 1 : (options.concurrency ?? PAGE_CONCURRENCY);
    const items = [...first.items];
    const done = new Map();
    let requests = 1;
    let cursor = start + 1;
    let previous = signatureOf(first);
    let next = start + 1;
    let stop = !first.meta?.hasNextPage || first.items.length === 0 ? { end: true, at: start } : undefined;
    /** Takes pages in order as they arrive, so a repeat and the end are seen where they are. */
    const advance = () => {
        for (let page = done.get(cursor); page && !stop; page = done.get(cursor)) {
            done.delete(cursor);
            const signature = signatureOf(page);
            if (signature !== '' && signature === previous) {
                stop = { reason: `page ${cursor} repeated page ${cursor - 1}`, at: cursor };
                return;
            }
            previous = signature;
            items.push(...page.items);
            if (!page.meta?.hasNextPage || page.items.length === 0)
                stop = { end: true, at: cursor };
            else if (cursor >= lastPage) {
                const of = total === undefined ? '' : ` for a total of ${total}`;
                const reason = `the service still announced a next page after ${cursor} pages${of}`;
                stop = { reason, at: cursor };
            }
            cursor++;
        }
    };
    const readNext = async () => {
        const page = next++;
        try {
            done.set(page, await fetchPage(page));
        }
        catch (error) {
            stop ??= { reason: `page ${page} could not be read`, failure: error, at: page };
        }
        requests++;
        advance();
    };
    // Pages the total needs go a few at a time; the slack beyond them, one at a time.
    const needed = lastPage - PAGE_SLACK;
    const worker = async () => {
        while (!stop && next <= needed)
            await readNext();
    };
    // The second page alone first: a service that repeats its first page costs two calls only.
    if (!stop && next <= lastPage)
        await readNext();
    await Promise.all(Array.from({ length: concurrency }, worker));
    while (!stop && next <= lastPage)
        await readNext();
    // Pages read past a failure are kept too (their items are deduplicated by the caller).
    if (stop?.failure !== undefined)
        for (const page of done.values())
            items.push(...page.items);
    const ended = stop ?? { at: cursor - 1 };
    return {
        items,
        total,
        stoppedEarly: ended.reason,
        ...(ended.failure === undefined ? {} : { failure: ended.failure }),
        pageSize,
        resumeAt: ended.at,
        reachedEnd: ended.end === true,
        requests,
    };
}

;// CONCATENATED MODULE: ./src/engine/api/code-security.ts
/** The three code-security endpoints the action calls (service-api.md 4.8-4.10). */





const MAX_PAGE_SIZE = 1000;
const SCAN_IDS_PER_LIST_CALL = 50;
const ALREADY_SCANNED = /already been scanned/i;
/** A scan of the same name created this long before the upload began may still be ours (clock skew). */
const UPLOAD_CLOCK_SKEW_MS = 120_000;
const createdAtMs = (scan) => {
    const at = scan.createdAt === undefined ? NaN : Date.parse(scan.createdAt);
    return Number.isNaN(at) ? scan.summary?.startedAt : at;
};
/** Lists scans matching `query`, page by page. */
function listScansWhere(http, query, label, time) {
    return readPages(async (page) => {
        const response = await http.call({
            method: 'GET',
            path: '/v1/tenant/shiftleft/iac/scans',
            query: { ...query, page, perPage: MAX_PAGE_SIZE },
            schema: ScanList,
            label: `${label} page ${page}`,
            deadline: time.deadline,
        });
        // An entry that cannot be read (no id) is left out: its scan counts as not listed yet.
        const items = response.data.flatMap((entry) => {
            const scan = Scan.safeParse(entry);
            return scan.success ? [scan.data] : [];
        });
        return { items, meta: response.meta, key: (scan) => scan.id };
    });
}
/**
 * After a failure the service may have acted on, the scan this upload started, if any: one of
 * this name, made since the upload began, whose summary says it holds an archive of this very
 * size. A scan of the same name with other evidence (another step's archive) is never adopted.
 */
async function findEarlierAttempt(http, upload, time) {
    const { artifactName } = upload;
    const { items } = await listScansWhere(http, { artifactNames: artifactName }, `scans named ${artifactName}`, time);
    return items
        .filter((scan) => scan.artifactName === artifactName)
        .filter((scan) => (createdAtMs(scan) ?? 0) >= upload.startedAt - UPLOAD_CLOCK_SKEW_MS)
        .filter((scan) => scan.summary?.totalFileSize === upload.bytes)
        .sort((a, b) => (createdAtMs(b) ?? 0) - (createdAtMs(a) ?? 0))[0];
}
/** The findings of one page, each read on its own; what could not be read goes to `problems`. */
function readFindingsPage(entries, page, intern, problems) {
    const items = [];
    entries.forEach((raw, index) => {
        const entry = readFinding(raw, (page - 1) * MAX_PAGE_SIZE + index, intern);
        if (entry.problems.length > 0)
            problems.push({ id: entry.id, problems: entry.problems });
        if (entry.finding)
            items.push(entry.finding);
    });
    return items;
}
function createCodeSecurityApi(http, now) {
    return {
        async uploadArchive(file, artifactName, time) {
            const body = await external_node_fs_promises_.readFile(file);
            const attempt = { artifactName, bytes: body.length, startedAt: now() };
            let recovered = false;
            // After a failure the service may have acted on, the scan it started is reused, not doubled.
            const recover = async () => {
                const ours = await findEarlierAttempt(http, attempt, time);
                if (!ours)
                    return undefined;
                recovered = true;
                return { meta: { scanId: ours.id, artifactName } };
            };
            const response = await http.call({
                method: 'POST',
                path: '/v1/tenant/shiftleft/iac/scan',
                query: { artifactName },
                body,
                contentType: 'application/zip',
                timeoutMs: UPLOAD_TIMEOUT_MS,
                schema: UploadResponse,
                label: `upload ${artifactName}`,
                deadline: time.deadline,
                beforeUnsafeRetry: recover,
            });
            return {
                scanId: response.meta.scanId,
                alreadyScanned: ALREADY_SCANNED.test(response.data ?? ''),
                recovered,
            };
        },
        async listScans(scanIds, time) {
            const scans = [];
            for (let i = 0; i < scanIds.length; i += SCAN_IDS_PER_LIST_CALL) {
                const ids = scanIds.slice(i, i + SCAN_IDS_PER_LIST_CALL).join(',');
                const read = await listScansWhere(http, { ids }, 'scan status', time);
                if (read.failure !== undefined)
                    throw read.failure;
                scans.push(...read.items);
            }
            return scans;
        },
        async listFailedFindings(scanId, time, from) {
            const problems = [];
            const intern = createIntern();
            const read = await readPages(async (page) => {
                const response = await http.call({
                    method: 'GET',
                    path: `/v1/tenant/shiftleft/iac/scans/${encodeURIComponent(scanId)}/findings`,
                    query: { results: 'FAILED', page, perPage: MAX_PAGE_SIZE },
                    schema: FindingList,
                    label: `findings of ${scanId} page ${page}`,
                    deadline: time.deadline,
                });
                const items = readFindingsPage(response.data, page, intern, problems);
                return { items, meta: response.meta, key: (finding) => finding.id };
            }, from && { startPage: from.page, pageSize: from.pageSize });
            return {
                findings: read.items,
                total: read.total,
                problems,
                stoppedEarly: read.stoppedEarly,
                ...(read.failure === undefined ? {} : { failure: read.failure }),
                resumeAt: read.resumeAt,
                pageSize: read.pageSize,
                reachedEnd: read.reachedEnd,
                requests: read.requests,
            };
        },
    };
}

// EXTERNAL MODULE: ./src/in-chunks.ts
var in_chunks = __webpack_require__(5075);
// EXTERNAL MODULE: ./src/engine/suppressions/inline.ts
var inline = __webpack_require__(8894);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(4513);
// EXTERNAL MODULE: ./src/engine/suppressions/expiry.ts
var expiry = __webpack_require__(3120);
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
/**
 * Applies the suppressions to a run's findings: reads, through the `readLines` port, only the
 * lines around the findings of each file that has some (once per file, many files at once), then
 * matches.
 */



/** How many files are read at once (a commit's reader reads them in one git process). */
const READ_TOGETHER = 256;
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
    await (0,in_chunks/* mapInChunks */.u)([...byFile], READ_TOGETHER, async ([file, findings]) => {
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
    });
    return matchSuppressions({ ...options, windows });
}

// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/render-suppression-changes.ts
var render_suppression_changes = __webpack_require__(5433);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/changed-lines.ts
var changed_lines = __webpack_require__(1765);
// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/suppression-changes.ts
var suppression_changes = __webpack_require__(6260);
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
 * The active findings an entry the change adds or changes would suppress, had it been applied
 * (`propose` leaves the change's entries out: the file applied is the base's).
 */
function withheldEntries(active, pr, now) {
    if (pr.entriesApplied || pr.changes.entries.length === 0)
        return [];
    return [
        ...matchSuppressions({
            findings: active,
            suppressions: { file: pr.changes.file, entries: pr.changes.entries.map((c) => c.entry) },
            windows: new Map(),
            now,
        }).suppressed,
    ];
}
/**
 * Takes back, in `propose` mode, the suppressions that are the pull request's own: its inline
 * comments, and the base's comments over code it changed. `covering` lists the latter in any mode;
 * `withheld` the findings that gate although the change suppresses them; `reclaimed` those a base
 * comment accepted until the change edited their code (the change's own now).
 */
function withdrawProposed(outcome, pr, now) {
    if (pr === undefined)
        return { ...outcome, covering: [], withheld: [], reclaimed: [] };
    const inline = outcome.suppressed.filter((s) => s.suppression.kind === 'inSource');
    const own = inline.filter(({ suppression: s }) => (0,suppression_changes/* isProposedInline */.sY)(pr.changes, s.file, s.line));
    const covered = inline.filter((s) => !own.includes(s) && coversChangedLines(pr, s));
    const covering = coveringDirectives(covered);
    const proposed = [...own, ...covered];
    if (pr.mode === 'apply')
        return { ...outcome, covering, withheld: [], reclaimed: [] };
    const again = matchSuppressions({
        findings: proposed.map((p) => p.finding),
        suppressions: pr.file,
        windows: new Map(),
        now,
    });
    const active = [...outcome.active, ...again.active];
    const byEntry = withheldEntries(active.filter((f) => !proposed.some((p) => p.finding === f)), pr, now);
    return {
        ...outcome,
        active,
        suppressed: [...outcome.suppressed.filter((s) => !proposed.includes(s)), ...again.suppressed],
        covering,
        withheld: [...proposed.filter((p) => again.active.includes(p.finding)), ...byEntry],
        reclaimed: covered.map((c) => c.finding).filter((f) => again.active.includes(f)),
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/apply-suppressions.ts




async function applySuppressions(findings, log, options) {
    const { suppressions } = options;
    const pr = options.pullRequest;
    const outcome = withdrawProposed(await suppressFindings({
        findings,
        suppressions: pr?.file ?? suppressions,
        readLines: options.readLines,
        now: options.now,
    }), pr, options.now);
    const prAudit = pr && auditOf(pr, outcome.covering);
    const proposed = (0,render_suppression_changes/* describeProposed */._J)(prAudit, options.subject);
    if (proposed)
        log.notice(proposed);
    for (const { entry, matchingFindings } of outcome.expired)
        log.warning(`Suppression expired on ${entry.expires}: entry ${entry.entryNumber} of ${suppressions.file} (${entry.detection}) no longer suppresses ${(0,plural/* plural */.L)(matchingFindings, 'finding')}. Renew or remove it.`);
    for (const problem of outcome.problems)
        log.warning(`${problem.file}:${problem.line}: ${problem.message}`);
    return {
        suppressed: new Map(outcome.suppressed.map((s) => [s.finding, s.suppression])),
        withheld: new Map(outcome.withheld.map((s) => [s.finding, s.suppression])),
        reclaimed: new Set(outcome.reclaimed),
        audit: {
            file: suppressions.file,
            expired: outcome.expired,
            unused: outcome.unused,
            ...(prAudit && { pullRequest: prAudit }),
        },
    };
}

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(1535);
;// CONCATENATED MODULE: ./src/engine/findings/identity/moved-blocks.ts
/**
 * Terraform's `moved` blocks (pure): `moved { from = aws_s3_bucket.old  to = aws_s3_bucket.new }`
 * tells Terraform that a renamed resource is the same object, so its state (and its findings)
 * carry over. Read from a module's `.tf` text (HCL: comments and strings skipped) or `.tf.json`
 * (`"moved": [{ "from": …, "to": … }]`). Only addresses within the module are kept (a move into or
 * out of a child module, `module.x.…`, names a resource of another folder).
 */
/** An address of this module's own resources: `type.name`, with an optional index. */
const LOCAL_ADDRESS = /^(?!module\.)(?:data\.)?[A-Za-z_][\w-]*\.[A-Za-z_][\w-]*(?:\[[^\]]*\])?$/;
/** The text without comments (`#`, `//`, `/* … *\/`); strings are kept as they are. */
function stripHclComments(text) {
    let out = '';
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            const end = endOfString(text, i);
            out += text.slice(i, end);
            i = end;
        }
        else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
            const end = text.indexOf('\n', i);
            i = end === -1 ? text.length : end;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? text.length : end + 2;
            out += ' ';
        }
        else {
            out += c;
            i++;
        }
    }
    return out;
}
/** Where the string opened at `start` ends (after its closing quote, or at its line's end). */
function endOfString(text, start) {
    for (let i = start + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text[i] === '"')
            return i + 1;
        else if (text[i] === '\n')
            return i;
    }
    return text.length;
}
/** The body of the block whose `{` is at `open`, up to its matching `}` (strings skipped). */
function blockBody(text, open) {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
        const c = text[i];
        if (c === '"')
            i = endOfString(text, i) - 1;
        else if (c === '{')
            depth++;
        else if (c === '}' && --depth === 0)
            return text.slice(open + 1, i);
    }
    return undefined;
}
function attribute(body, name) {
    const match = new RegExp(`(?:^|[\\s;])${name}\\s*=\\s*([^\\s;]+)`).exec(body);
    const value = match?.[1];
    return value !== undefined && LOCAL_ADDRESS.test(value) ? value : undefined;
}
/** The `moved` blocks of one `.tf` file's text. */
function parseHclMoves(text) {
    const clean = stripHclComments(text);
    const moves = [];
    const heads = /(?:^|\n)[ \t]*moved[ \t]*\{/g;
    for (let head = heads.exec(clean); head !== null; head = heads.exec(clean)) {
        const body = blockBody(clean, head.index + head[0].length - 1);
        if (body === undefined)
            break;
        const from = attribute(body, 'from');
        const to = attribute(body, 'to');
        if (from !== undefined && to !== undefined && from !== to)
            moves.push({ from, to });
    }
    return moves;
}
/** The `moved` entries of one `.tf.json` file's text (none when it is not JSON). */
function parseJsonMoves(text) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return [];
    }
    const moved = parsed?.moved;
    const entries = Array.isArray(moved) ? moved : [moved];
    return entries.flatMap((entry) => {
        const { from, to } = (entry ?? {});
        if (typeof from !== 'string' || typeof to !== 'string' || from === to)
            return [];
        return LOCAL_ADDRESS.test(from) && LOCAL_ADDRESS.test(to) ? [{ from, to }] : [];
    });
}
/** The moves of one Terraform file, by its name. */
function parseMoves(path, text) {
    return /\.json$/i.test(path) ? parseJsonMoves(text) : parseHclMoves(text);
}
/** The most moves followed from one address (chains `a → b → c`; a loop stops here). */
const MAX_CHAINED_MOVES = 16;
/**
 * The address `resource` has after `moves`: `from` itself, or one of its instances
 * (`from[0]`, `from["a"]`), becomes `to` (with the same index); chains are followed.
 */
function applyMoves(resource, moves) {
    let current = resource;
    for (let step = 0; step < MAX_CHAINED_MOVES; step++) {
        const move = moves.find((m) => current === m.from || current.startsWith(`${m.from}[`));
        if (move === undefined)
            return current;
        current = `${move.to}${current.slice(move.from.length)}`;
    }
    return current;
}

;// CONCATENATED MODULE: ./src/engine/findings/identity/pair-findings.ts
/** Past this many candidate pairs in one group, findings pair in line order (no similarity). */
const MAX_SCORED_PAIRS = 250_000;
/** The code of a finding as compared: trimmed lines, blank lines dropped. */
function codeLines(finding) {
    return finding.codeBlock.map(([, text]) => text.trim()).filter((text) => text !== '');
}
/** The code of a finding as one text: equal for code re-indented or given blank lines. */
function normalizedCode(finding) {
    return codeLines(finding).join('\n');
}
/** How unlike two findings' code is: 0 when equal, towards 1 as fewer lines are shared. */
function codeDistance(a, b) {
    if (a.length === b.length && a.every((line, i) => line === b[i]))
        return 0;
    const counts = new Map();
    for (const line of a)
        counts.set(line, (counts.get(line) ?? 0) + 1);
    let shared = 0;
    for (const line of b) {
        const left = counts.get(line) ?? 0;
        if (left > 0) {
            shared++;
            counts.set(line, left - 1);
        }
    }
    // Never 0 for code that differs: identical code always wins over code that only shares lines.
    return 1 - shared / (Math.max(a.length, b.length) + 1);
}
/** Pairs of indexes into `base` and `head`: `[baseIndex, headIndex]`, in base order. */
function pairNearest(base, head) {
    if (base.length === 1 && head.length === 1)
        return [[0, 0]];
    if (base.length * head.length > MAX_SCORED_PAIRS)
        return pairInOrder(base, head);
    const baseCode = base.map(codeLines);
    const headCode = head.map(codeLines);
    const candidates = [];
    baseCode.forEach((bCode, i) => headCode.forEach((hCode, j) => candidates.push({
        base: i,
        head: j,
        distance: codeDistance(bCode, hCode),
        lines: Math.abs(base[i].startLine - head[j].startLine),
    })));
    candidates.sort((x, y) => x.distance - y.distance || x.lines - y.lines || x.base - y.base || x.head - y.head);
    const takenBase = new Set();
    const takenHead = new Set();
    const pairs = [];
    for (const c of candidates) {
        if (takenBase.has(c.base) || takenHead.has(c.head))
            continue;
        takenBase.add(c.base);
        takenHead.add(c.head);
        pairs.push([c.base, c.head]);
    }
    return pairs.sort((x, y) => x[0] - y[0]);
}
/** Huge groups: the n-th finding of the base (in line order) with the n-th of the head. */
function pairInOrder(base, head) {
    // A stable sort: findings on one line keep their order.
    const order = (list) => list.map((f, i) => [f.startLine, i]).sort((a, b) => a[0] - b[0]);
    const b = order(base);
    const h = order(head);
    return b.slice(0, h.length).map(([, i], k) => [i, h[k][1]]);
}

;// CONCATENATED MODULE: ./src/engine/findings/compare.ts
/**
 * Compares this run's findings with the base's (pure). A finding is the same on both sides when
 * its detection, its file (following the renames git detected) and its resource match; its code
 * and its lines never make an existing finding new, so a tag added, a `RUN` line or a label, or a
 * comment shifting the lines, leaves the gate alone. Several findings of one detection on one
 * resource pair by nearest code and position (`identity/pair-findings.ts`): only the unpaired ones
 * are new or fixed. Then, in Terraform, where a resource's identity is its module (folder) and its
 * address: what is left pairs across the files of one module (a resource moved to another file),
 * through the head's `moved` blocks (a resource renamed with `moved { from, to }`). A resource
 * renamed without one is new, and a rule on a new resource is new whatever other resources have.
 *
 * Paired findings whose resource the change edited (its code), renamed or moved are `changed`:
 * old debt the reviewer touched, listed apart and never gated.
 */



/** Terraform and OpenTofu files, where a resource belongs to its folder (module), not its file. */
const TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;
function pathOf(finding) {
    return finding.file ?? finding.normalizedFile ?? '';
}
/** True for a finding in a Terraform file: its identity is its module's. */
function isTerraform(finding) {
    return TERRAFORM_FILE.test(pathOf(finding));
}
/** The module folder of a Terraform file (`.` for the top). */
function moduleOf(path) {
    return posix_.dirname(path);
}
/**
 * The resource as named after a rename of its file: a resource named by its file's path (or by
 * its file's name, as Dockerfile findings are) follows the file.
 */
function renamedResource(resource, from, to) {
    const byPath = resource.split(from).join(to);
    if (byPath !== resource)
        return byPath;
    return resource === posix_.basename(from) ? posix_.basename(to) : resource;
}
/**
 * Pairs `base` and `head` findings whose keys are equal (a side without a key takes no part);
 * returns the pairs and removes them from both lists.
 */
function pairBy(base, head, baseKey, headKey = baseKey) {
    const groups = new Map();
    const group = (k) => {
        let g = groups.get(k);
        if (g === undefined)
            groups.set(k, (g = { base: [], head: [] }));
        return g;
    };
    for (const side of base) {
        const k = baseKey(side);
        if (k !== undefined)
            group(k).base.push(side);
    }
    for (const side of head) {
        const k = headKey(side);
        if (k !== undefined)
            group(k).head.push(side);
    }
    const pairs = [];
    for (const g of groups.values()) {
        if (g.base.length === 0 || g.head.length === 0)
            continue;
        const matched = pairNearest(g.base.map((s) => s.finding), g.head.map((s) => s.finding));
        for (const [b, h] of matched)
            pairs.push({ base: g.base[b], head: g.head[h] });
    }
    const pairedBase = new Set(pairs.map((p) => p.base));
    const pairedHead = new Set(pairs.map((p) => p.head));
    remove(base, pairedBase);
    remove(head, pairedHead);
    return pairs;
}
function remove(list, gone) {
    const kept = list.filter((item) => !gone.has(item));
    list.splice(0, list.length, ...kept);
}
const join = (...parts) => parts.join('\u0000');
/** The base's findings as the head would name them: files renamed, resources following them. */
function baseSides(base, renames) {
    return base.map((finding) => {
        const from = pathOf(finding);
        const to = renames.get(from);
        if (to === undefined)
            return { finding, path: from, resource: finding.resource };
        return { finding, path: to, resource: renamedResource(finding.resource, from, to) };
    });
}
function compareWithBase(current, base, hints = {}) {
    const renames = hints.renames ?? new Map();
    const moves = hints.moves ?? new Map();
    const baseLeft = baseSides(base, renames);
    const headLeft = current.map((finding) => ({
        finding,
        path: pathOf(finding),
        resource: finding.resource,
    }));
    // 1. Same detection, same file (after renames), same resource.
    const same = pairBy(baseLeft, headLeft, (s) => join(s.finding.detectionId, s.path, s.resource));
    // 2. Terraform: same detection and module, the address after the head's `moved` blocks.
    const address = (moved) => (s) => {
        if (!isTerraform(s.finding))
            return undefined;
        const folder = moduleOf(s.path);
        const resource = moved ? applyMoves(s.resource, moves.get(folder) ?? []) : s.resource;
        return join(s.finding.detectionId, folder, resource);
    };
    const inModule = pairBy(baseLeft, headLeft, address(true), address(false));
    const states = new Map(current.map((f) => [f, 'new']));
    const changed = new Map();
    const carried = [];
    for (const { base: b, head: h } of [...same, ...inModule]) {
        states.set(h.finding, 'unchanged');
        const by = carriedBy(b, h);
        if (by !== undefined)
            carried.push({ from: b.finding, to: h.finding, by });
        if (by !== undefined || normalizedCode(b.finding) !== normalizedCode(h.finding))
            changed.set(h.finding, b.finding);
    }
    return { states, changed, fixed: baseLeft.map((s) => s.finding), carried };
}
/** How a pair kept its identity across a change of file or address; undefined when neither changed. */
function carriedBy(base, head) {
    if (base.resource !== head.resource)
        return 'moved block';
    if (base.path !== head.path)
        return 'moved within its module';
    if (pathOf(base.finding) !== head.path)
        return 'renamed file';
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/findings/completeness.ts
var findings_completeness = __webpack_require__(3625);
// EXTERNAL MODULE: ./src/engine/findings/findings.ts
var findings_findings = __webpack_require__(7459);
;// CONCATENATED MODULE: ./src/engine/findings/base-comparison.ts





/** Findings named in a note on how findings kept their identity. */
const NOTE_NAMES = 5;
/** The comparison's hints from what git and the head's Terraform files say. */
function identityHints(identity) {
    if (identity === undefined)
        return {};
    const moves = new Map();
    for (const [path, text] of identity.terraformTexts) {
        const found = parseMoves(path, text);
        if (found.length === 0)
            continue;
        const folder = moduleOf(path);
        moves.set(folder, [...(moves.get(folder) ?? []), ...found]);
    }
    return { renames: identity.renames, moves };
}
function where(finding) {
    return finding.file ?? finding.reportedFile;
}
/** One note per way findings kept their identity (a renamed file, a `moved` block, a move). */
function carriedNotes(carried) {
    const say = (by, lead, name) => {
        const these = carried.filter((c) => c.by === by);
        if (these.length === 0)
            return [];
        const named = [...new Set(these.map(name))];
        const more = named.length > NOTE_NAMES ? `, and ${named.length - NOTE_NAMES} more` : '';
        return [
            `${(0,plural/* plural */.L)(these.length, 'finding')} ${lead}: ${named.slice(0, NOTE_NAMES).join(', ')}${more}.`,
        ];
    };
    return [
        ...say('moved block', 'kept their identity through a Terraform moved block (the same resource, renamed), so they are not new', (c) => `${c.from.resource} → ${c.to.resource} (${where(c.to)})`),
        ...say('renamed file', 'kept their identity through a file git sees renamed, so they are not new', (c) => `${where(c.from)} → ${where(c.to)}`),
        ...say('moved within its module', 'kept their identity: their resource moved to another file of its Terraform module', (c) => `${c.to.resource} (${where(c.from)} → ${where(c.to)})`),
    ];
}
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
    // A base is compared only when its scan is complete, by the same rule as this change's; files
    // the service could not parse there only make more of the change's findings new.
    const baseDone = (0,findings_completeness/* completenessOf */.wf)(base.tree, undefined, { parsingErrors: 'ignored' });
    if (!baseDone.complete)
        return unavailable(log, `the scan of ${base.label} (${base.sha.slice(0, 7)}) did not complete: ${baseDone.incomplete.join('; ')}`, { label: base.label, sha: base.sha, archives: base.tree.archives });
    const baseModel = (0,findings_findings/* buildFindings */.nH)(base.tree.results, base.tree.uploadedPaths, settings.skipDetections);
    const comparison = compareWithBase(current, baseModel.findings, identityHints(scan.identity));
    // A finding missing from a scan of this change that did not complete is not fixed: unknown.
    const { headComplete } = settings;
    const notes = headComplete
        ? []
        : [
            'Fixed findings are not listed: the scan of this change did not complete, so a finding it did not read may still be there.',
        ];
    notes.push(...carriedNotes(comparison.carried));
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
        changed: comparison.changed,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/engine/findings/override-severities.ts





function ruleOf(entry, now) {
    const inPath = entry.path === undefined ? undefined : (0,classify/* compilePatterns */.xi)([entry.path]);
    return {
        entry,
        matches: (finding) => finding.detectionId === entry.detection &&
            (inPath === undefined || (finding.file !== undefined && inPath(finding.file))),
        live: !(0,expiry/* isExpired */._d)(entry.expires, now),
        expiredMatches: 0,
        blocked: 0,
    };
}
const lowers = (entry, finding) => (0,severity/* severityRank */.qs)(entry.severity) > (0,severity/* severityRank */.qs)(finding.severity);
/** The override that applies to `finding`, counting the rules that match and do not apply. */
function applicable(finding, rules, forbidLowering) {
    let applied;
    for (const rule of rules) {
        if (!rule.matches(finding))
            continue;
        if (!rule.live)
            rule.expiredMatches++;
        else if (applied !== undefined)
            continue;
        else if (forbidLowering && lowers(rule.entry, finding))
            rule.blocked++;
        else
            applied = rule.entry;
    }
    return applied;
}
const named = (entry) => `entry ${entry.entryNumber} of ${entry.file} (${entry.detection} -> ${entry.severity})`;
function warn(rules, overrides, log) {
    for (const { entry, live, expiredMatches } of rules)
        if (!live)
            log.warning(`Severity override expired on ${entry.expires}: ${named(entry)} no longer changes the severity of ${(0,plural/* plural */.L)(expiredMatches, 'finding')}. Renew or remove it.`);
    for (const { entry, blocked } of rules)
        if (blocked > 0)
            log.warning(`Severity override not applied: ${named(entry)} would lower ${(0,plural/* plural */.L)(blocked, 'finding')}, which the organisation's file ${overrides.loweringForbiddenBy} does not allow (require: lower-severity: false); they keep the service's severity.`);
}
/** The model with the overrides applied (the same model when none changes a severity). */
function overrideSeverities(model, overrides, log, now) {
    if (overrides.entries.length === 0)
        return model;
    const rules = overrides.entries.map((entry) => ruleOf(entry, now));
    const forbidLowering = overrides.loweringForbiddenBy !== undefined;
    let raised = 0;
    let lowered = 0;
    const findings = model.findings.map((finding) => {
        const entry = applicable(finding, rules, forbidLowering);
        if (entry === undefined || entry.severity === finding.severity)
            return finding;
        if (lowers(entry, finding))
            lowered++;
        else
            raised++;
        const { reason, file, line, entryNumber, expires } = entry;
        return {
            ...finding,
            severity: entry.severity,
            serviceSeverity: finding.severity,
            severityOverride: { reason, file, line, entryNumber, expires },
        };
    });
    warn(rules, overrides, log);
    if (raised + lowered === 0)
        return model;
    log.info(`Severity overrides changed ${(0,plural/* plural */.L)(raised + lowered, 'finding')} (${raised} raised, ${lowered} lowered); the reports show the service's severity beside the one applied.`);
    const counts = (0,severity/* zeroCounts */.Nd)();
    for (const finding of findings)
        counts[finding.severity]++;
    return { ...model, findings: findings.sort(findings_findings/* compareFindings */.Eg), counts };
}

// EXTERNAL MODULE: ./src/engine/config/severity-overrides.ts
var severity_overrides = __webpack_require__(9750);
// EXTERNAL MODULE: ./src/engine/findings/run-report.ts
var run_report = __webpack_require__(4251);
// EXTERNAL MODULE: ./src/engine/findings/unjudged-gate.ts
var unjudged_gate = __webpack_require__(3647);
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
/** Why a dry run is skipped: nothing was sent, and what a real run would send. */
function dryRunReason(head) {
    const archives = head?.filesByArchive ?? [];
    const files = archives.reduce((n, a) => n + a.paths.length, 0);
    return `dry run: nothing was uploaded; a real run would send ${(0,plural/* plural */.L)(files, 'file')} in ${(0,plural/* plural */.L)(archives.length, 'archive')}`;
}
async function assembleReport(settings, scan, log, options) {
    const head = scan?.head;
    const model = overrideSeverities((0,findings_findings/* buildFindings */.nH)(head?.results ?? [], head?.uploadedPaths ?? new Set(), settings.skipDetections), settings.severityOverrides ?? severity_overrides/* NO_SEVERITY_OVERRIDES */.SN, log, options.now);
    const first = model.problems[0];
    if (first)
        log.warning(`${model.problems.length} finding(s) came from the service with fields that could not be read; they are reported with what could be (first: ${first.id}: ${first.problems.join('; ')}). The JSON report lists them all.`);
    // One notion of complete, decided once: the comparison and the verdict read it from here. A
    // dry run scanned nothing: never complete, and its base is not compared.
    const dryRun = settings.dryRun === true;
    const skipped = dryRun
        ? dryRunReason(head)
        : settings.apiKey === ''
            ? SKIPPED_UNTRUSTED
            : undefined;
    const completeness = dryRun
        ? { complete: false, incomplete: [skipped, ...(head?.stopped ?? [])] }
        : (0,findings_completeness/* completenessOf */.wf)(head, skipped);
    const compared = scan && !dryRun
        ? compareBase(scan, model.findings, log, { ...settings, headComplete: completeness.complete })
        : { baseline: undefined, states: undefined, notes: [] };
    const suppressed = await applySuppressions(model.findings, log, {
        ...options,
        suppressions: settings.suppressions,
        subject: settings.origin.changeNumber === undefined ? 'this change' : 'this pull request',
    });
    const findings = markFindings(model.findings, compared, suppressed);
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
        origin: settings.origin,
        dryRun,
        ...(head && { filesSent: filesSentOf(head) }),
        ...(scan?.unjudged && { unjudged: scan.unjudged }),
    };
}
/**
 * Each finding with its state against the base and its suppression. One copy of each finding,
 * made here: at 100,000 findings every copy costs megabytes. A finding a base comment accepted
 * until this change edited its code is the change's own.
 */
function markFindings(findings, compared, suppressed) {
    return findings.map((f) => {
        const baselineState = compared.states && suppressed.reclaimed.has(f) ? 'new' : compared.states?.get(f);
        return {
            ...f,
            baselineState,
            ...(baselineState === 'unchanged' &&
                compared.changed?.has(f) && { inChangedResource: true }),
            suppression: suppressed.suppressed.get(f),
            ...(suppressed.withheld.has(f) && { proposedSuppression: suppressed.withheld.get(f) }),
        };
    });
}
function filesSentOf(head) {
    const uploaded = new Set(head.archives.filter((a) => a.status !== 'NOT_UPLOADED').map((a) => a.name));
    return { archives: head.filesByArchive.filter((a) => uploaded.has(a.name)) };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/engine/api/dry-run-service.ts
/**
 * The service of a dry run: the null `CodeSecurityApi` the real pipeline runs against when nothing
 * may leave the machine. The scan is the real one (the same trees, the same plan of the head on
 * its base, the same archives written to the end), so what a dry run lists is what a real run
 * sends, by construction. Each archive handed to it is read whole, as an upload reads it, and
 * kept as its SHA-256; the answer is "dry run": there is no scan to wait for, so no scan and no
 * finding is ever listed. What it kept says which archives of a change are its base's byte for
 * byte: those a real service answers "already scanned" for.
 */


function createDryRunService() {
    const kept = new Map();
    return {
        kept,
        async uploadArchive(file, artifactName) {
            const digest = (0,external_node_crypto_.createHash)('sha256')
                .update(await external_node_fs_promises_.readFile(file))
                .digest('hex');
            kept.set(artifactName, digest);
            return { dryRun: true };
        },
        listScans: () => Promise.resolve([]),
        listFailedFindings: () => Promise.resolve({ findings: [], total: 0, problems: [], stoppedEarly: undefined }),
    };
}

;// CONCATENATED MODULE: ./src/sentence.ts
/**
 * Messages built by joining phrases: a reason that is a whole sentence already (it ends with a
 * period, as git's advice and the base's reasons do) must not gain a second one (`history..`).
 */
/** `text` ending with one full stop (or the `?`/`!` it has): `'a.'` and `'a'` both give `'a.'`. */
function asSentence(text) {
    const trimmed = text.trimEnd();
    return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(9141);
;// CONCATENATED MODULE: ./src/scratch-folder.ts
/**
 * Removing a scratch folder (archives, spools, a dry run's output) without letting it decide the
 * run. On Windows a file just written is often still held open by an antivirus scanner or the
 * search indexer for a moment: removing its folder answers EBUSY, EPERM or ENOTEMPTY, and a moment
 * later succeeds. So the removal is tried again with a growing pause, and a folder that is still
 * there after the last try is a sentence for a warning, never an error: the scan it served is
 * complete, and the runner empties its temporary folder at the end of the job anyway.
 */


/** Tries in all: the pauses between them are 100, 200, 300, 400 and 500 ms (1.5 s at most). */
const SCRATCH_REMOVE_ATTEMPTS = 6;
/** The first pause; each later one is longer by as much. */
const SCRATCH_REMOVE_DELAY_MS = 100;
/** The codes a removal fails with while another process still holds a file. */
const TRANSIENT_CODES = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE']);
/**
 * Removes `folder`, trying again while the system says a file is busy. Never throws: returns
 * undefined once the folder is gone, else why it is still there (for one warning).
 */
async function removeScratchFolder(folder, options = {}) {
    const remove = options.remove ?? external_node_fs_promises_.rm;
    const sleep = options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms));
    for (let attempt = 1;; attempt++) {
        try {
            await remove(folder, { recursive: true, force: true });
            return undefined;
        }
        catch (error) {
            const code = error?.code ?? '';
            if (!TRANSIENT_CODES.has(code) || attempt >= SCRATCH_REMOVE_ATTEMPTS)
                return `${folder} could not be removed after ${attempt} ${attempt === 1 ? 'try' : 'tries'} (${code || String(error)})`;
            await sleep(SCRATCH_REMOVE_DELAY_MS * attempt);
        }
    }
}
/** Removes a scratch folder; one that stays is one warning that says the scan is not affected. */
async function removeScratch(folder, options) {
    const left = await removeScratchFolder(folder, options);
    if (left !== undefined)
        options.log.warning(`The scratch folder was left behind: ${left}. The scan is not affected; the runner empties its temporary folder after the job.`);
}

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

// EXTERNAL MODULE: ./src/engine/settings.ts
var engine_settings = __webpack_require__(4441);
// EXTERNAL MODULE: ./src/engine/scan/trees/commit-tree.ts + 2 modules
var commit_tree = __webpack_require__(2994);
;// CONCATENATED MODULE: ./src/engine/scan/trees/prepare-base.ts


function rulesOf(settings) {
    const { workspace, scanRoot, include, exclude } = settings;
    return { workspace, scanRoot, include, exclude };
}
/** The base the findings are compared with, and its tree read from git objects. */
async function prepareBase(settings, gits, resolution) {
    const base = await resolution.findingsBase();
    if (base.status !== 'found')
        return base;
    const { sha, label } = base;
    const baseName = settings.artifactNamed
        ? `${settings.artifactBase}-base`
        : (0,engine_settings/* defaultArtifactName */.Vb)(settings.origin.repository, sha, settings.scanPath);
    const tree = (0,commit_tree/* commitTree */.S)({ ...gits, sha, label, baseName, rules: rulesOf(settings) });
    return { status: 'ready', label, sha, tree };
}
/**
 * The tree of a commit scanned instead of the workspace; a scanned folder it does not have holds
 * no IaC file.
 */
function scannedCommitTree(settings, gits, head) {
    const tree = (0,commit_tree/* commitTree */.S)({
        ...gits,
        sha: head.sha,
        label: head.label,
        baseName: settings.artifactBase,
        rules: rulesOf(settings),
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

// EXTERNAL MODULE: ./src/engine/scan/types.ts
var types = __webpack_require__(9043);
// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(5591);
;// CONCATENATED MODULE: ./src/engine/scan/trees/log-discovery.ts

/** Paths named in one line, for a group that can surprise. */
const MAX_NAMED_PATHS = 10;
/** A refusal's reason in a warning is cut here: the debug log of a local run has it whole. */
const MAX_REASON_CHARS = 200;
/** The group with its words in the surface's knobs. */
function worded(group, knobs) {
    const say = (w) => (typeof w === 'string' ? w : w(knobs));
    const { advice, ...rest } = group;
    return { ...rest, why: say(group.why), ...(advice !== undefined && { advice: say(advice) }) };
}
/**
 * The groups, in the order the log gives them. Keys are skip reasons and refusal categories; the
 * words that name a knob are the surface's (`Worded`).
 */
const GROUPS = {
    'built-in folder': { noun: 'file', why: 'inside .git, node_modules or .terraform' },
    'terraform state': { noun: 'Terraform state file', why: '(state is never uploaded)' },
    secret: { noun: 'file', why: 'with a secret-like name', named: true },
    excluded: { noun: 'file', why: (k) => `matched by ${k.setting('exclude')}` },
    'ignored by .helmignore': { noun: 'chart file', why: 'left out by .helmignore, as helm does' },
    'not a regular file': { noun: 'special file', why: '(not a regular file)' },
    'tool configuration': {
        noun: 'tool configuration',
        why: 'shaped like a manifest but read by a developer tool (kind, Skaffold, k3d, kubeadm, kubelet, Backstage)',
    },
    'parameters file': { noun: 'ARM parameters file', why: '(parameters, not templates)' },
    kubeconfig: { noun: 'kubeconfig', why: '(cluster credentials, never uploaded)' },
    'not IaC': { noun: 'YAML/JSON file', why: 'whose content is not IaC' },
    'kustomize input': {
        noun: 'file',
        why: 'that a kustomization reads but that holds no resource to judge on its own (a patch): a pull request that changes one is not judged',
    },
    symlink: {
        noun: 'symbolic link',
        why: 'named like IaC files (links are never followed)',
        warned: true,
    },
    unreadable: { noun: 'file', why: 'that could not be read', warned: true },
    'unreadable folder': { noun: 'folder', why: 'that could not be read', warned: true },
    'name is not valid UTF-8': {
        noun: 'file',
        why: 'whose names a zip cannot carry to the service faithfully (not valid UTF-8, a backslash or a control character)',
        warned: true,
    },
    unparsable: {
        noun: 'file',
        why: 'looking like IaC but not parsable as their own tooling reads them',
        warned: true,
        withReasons: true,
    },
    ambiguous: {
        noun: 'file',
        why: 'whose IaC keys YAML readers read differently (none of the readings is IaC, so the one its deployer uses may be)',
        warned: true,
        withReasons: true,
    },
    'looks like IaC': {
        noun: 'file',
        why: 'shaped like IaC but not IaC, for the reason named',
        warned: true,
        withReasons: true,
        advice: (k) => `Fix the detail named, or add the path to ${k.setting('exclude')} if it is not meant to be IaC.`,
    },
    'git lfs pointer': {
        noun: 'file',
        why: (k) => `stored in Git LFS (only the pointer was at hand; ${k.lfs} fetches the files)`,
        named: true,
        warned: true,
    },
};
/** A refusal's group: its category, or plain "not IaC" (also for a quiet place's refusals). */
function groupOf(rejection) {
    return rejection.quiet === undefined ? (rejection.category ?? 'not IaC') : 'not IaC';
}
/** Skipped and refused paths by group, in the order of GROUPS, each with its reason if read. */
function skipsByGroup(discovery) {
    const all = new Map(Object.keys(GROUPS).map((key) => [key, []]));
    const add = (key, entry) => {
        const list = all.get(key);
        if (list)
            list.push(entry);
        else
            all.set(key, [entry]);
    };
    for (const [reason, paths] of discovery.skipped)
        for (const path of paths)
            add(reason, { path, reason });
    for (const rejection of discovery.rejected)
        add(groupOf(rejection), rejection);
    return all;
}
function cut(text) {
    return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS)}…` : text;
}
function describeGroup(group, entries) {
    const head = `${(0,plural/* plural */.L)(entries.length, group.noun)} ${group.why}`;
    if (!group.named && !group.warned)
        return head;
    const shown = entries
        .slice(0, MAX_NAMED_PATHS)
        .map((e) => (group.withReasons ? `${e.path}: ${cut(e.reason)}` : e.path));
    const more = entries.length > MAX_NAMED_PATHS
        ? `${group.withReasons ? ';' : ','} and ${(0,plural/* formatCount */.B)(entries.length - MAX_NAMED_PATHS)} more (the debug log names them)`
        : '';
    const advice = group.advice === undefined ? '' : `. ${group.advice}`;
    return `${head}: ${shown.join(group.withReasons ? '; ' : ', ')}${more}${advice}`;
}
function countKinds(discovery) {
    const kinds = new Map();
    for (const file of discovery.files)
        kinds.set(file.kind, (kinds.get(file.kind) ?? 0) + 1);
    return [...kinds]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([kind, n]) => `${kind} ${(0,plural/* formatCount */.B)(n)}`)
        .join(', ');
}
/**
 * Logs one tree's discovery; each warning (bar links') and notice is also added to `notes` (the
 * summary's). The advice names the knobs of the surface the scan runs from.
 */
function logDiscovery(discovery, log, notes, knobs) {
    const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
    log.info(`${(0,plural/* plural */.L)(discovery.files.length, 'IaC file')} of ${(0,plural/* formatCount */.B)(discovery.candidates)} listed by ${discovery.source}${kinds}.`);
    for (const [key, entries] of skipsByGroup(discovery)) {
        if (entries.length === 0)
            continue;
        const group = worded(GROUPS[key] ?? { noun: 'file', why: `(${key})` }, knobs);
        const text = describeGroup(group, entries);
        if (group.warned) {
            log.warning(`Not uploaded: ${text}`);
            if (key !== 'symlink')
                notes.push(`Not uploaded: ${text}`);
        }
        else
            log.info(`Skipped ${text}.`);
        const listed = group.named || group.warned ? MAX_NAMED_PATHS : 0;
        for (const entry of entries.slice(listed)) {
            const why = entry.reason === key ? group.why : entry.reason;
            log.debug(`not uploaded: ${entry.path}: ${why}`);
        }
    }
    for (const warning of discovery.warnings ?? []) {
        log.warning(warning);
        notes.push(warning);
    }
    for (const notice of discovery.notices ?? []) {
        log.notice(notice);
        notes.push(notice);
    }
}

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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/engine/scan/service/upload-pool.ts
/**
 * Uploads archives a few at once as they come (the packer hands them out while it writes later
 * ones). The service refusing one archive (it cannot read it, it is too large) is that archive's
 * error only: the others are still uploaded. Any other failure (a refused key, a service that
 * stays down) stops the pool from taking new archives: the scans already started are still
 * waited for and read. An archive whose bytes equal one uploaded before in this run (a pull
 * request's head archive the base has byte for byte) is not sent again: its scan is that one's.
 * A dry run's service keeps each archive instead, and nothing is waited for.
 */



/** HTTP statuses that refuse one archive, not the caller: malformed, too large, unreadable. */
const ARCHIVE_REFUSALS = new Set([413, 415, 422]);
/** True when a failed upload says nothing about the others. */
function refusesOnlyThisArchive(error) {
    return error instanceof errors/* ApiError */.hD && ARCHIVE_REFUSALS.has(error.status);
}
/**
 * The archive's bytes' digest; undefined when the file cannot be read (the upload says why).
 * Synchronous on purpose, like the packer's reads: an archive is at most a few megabytes, and the
 * digests are then taken in the order the archives are handed out, so the first of two twins is
 * always the one uploaded.
 */
function digestOf(file) {
    try {
        return (0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(file)).digest('hex');
    }
    catch {
        return undefined;
    }
}
/**
 * Uploads one archive; a twin of an archive uploaded before in this run (the same digest) waits
 * for that upload and reuses its scan, and is sent on its own only when that upload failed.
 */
function uploaderByBytes(options) {
    const byDigest = new Map();
    return async (archive, deadline) => {
        const digest = digestOf(archive.file);
        const twin = digest === undefined ? undefined : byDigest.get(digest);
        if (twin === undefined) {
            const sent = options.api.uploadArchive(archive.file, archive.name, { deadline });
            if (digest !== undefined)
                byDigest.set(digest, { name: archive.name, upload: sent.catch(() => undefined) });
            const answered = await sent;
            if ('dryRun' in answered)
                return answered;
            const how = answered.alreadyScanned
                ? ' (already scanned: reusing its results)'
                : answered.recovered
                    ? ' (found by name after a failed attempt: not uploaded twice)'
                    : '';
            options.log(`${archive.name}: uploaded, scan ${answered.scanId}${how}`);
            return answered;
        }
        const earlier = await twin.upload;
        // The first failed: this one is sent on its own (its failure is its own to report).
        if (earlier === undefined || 'dryRun' in earlier) {
            const answered = await options.api.uploadArchive(archive.file, archive.name, { deadline });
            if (!('dryRun' in answered))
                options.log(`${archive.name}: uploaded, scan ${answered.scanId}`);
            return answered;
        }
        options.log(`${archive.name}: not uploaded again: byte-identical to ${twin.name}, whose scan ${earlier.scanId} is reused`);
        return { ...earlier, alreadyScanned: true, recovered: false };
    };
}
async function uploadArchives(archives, options) {
    const outcomes = [];
    const iterator = Symbol.asyncIterator in archives
        ? archives[Symbol.asyncIterator]()
        : archives[Symbol.iterator]();
    const upload = uploaderByBytes(options);
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
                const answered = await upload(archive, deadline);
                if ('dryRun' in answered) {
                    outcomes.push({ archive, kept: true });
                    continue;
                }
                const uploaded = { archive, upload: answered, uploadedAt: options.now() };
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
        const pageSize = read.pageSize || this.from?.pageSize || MAX_PAGE_SIZE;
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
        this.ports.log(`waiting for ${(0,plural/* plural */.L)(open.length, 'scan')} (${open.map((s) => s.scanId).join(', ')}), ${(0,types/* seconds */.Y)(Math.max(0, this.deadline() - now))} left of the timeout`);
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
        this.ports.log(`${scan.archive.name}: scan ${scan.scanId} ${status} after ${(0,types/* seconds */.Y)(waitedMs)}, ${read} read${reason ? `: ${reason}` : ''}`);
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
 * whatever happened to the others (on a dry run, DRY_RUN: kept by the dry run's service, unread).
 */





/** The result of an archive that has no scan: never uploaded (and why), or kept by a dry run. */
function noScan(archive, status, reason) {
    return {
        index: archive.index,
        tree: archive.tree,
        artifactName: archive.name,
        scanId: undefined,
        alreadyScanned: false,
        status,
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
        if ('kept' in outcome)
            results.push(noScan(outcome.archive, types/* DRY_RUN_STATUS */.J));
        else if ('error' in outcome)
            results.push({
                ...noScan(outcome.archive, 'NOT_UPLOADED', `was not uploaded: ${outcome.error}`),
                failureKind: outcome.kind,
                ...(outcome.stoppedPool && { stoppedUploads: true }),
            });
    const refused = outcomes.find((o) => 'error' in o && o.stoppedPool)?.archive.name;
    const why = refused
        ? `the upload of ${refused} failed first`
        : `its archive could not be written (${sourceFailure ?? 'packing stopped'})`;
    for (const archive of planned())
        if (!outcomes.some((o) => o.archive.index === archive.index))
            results.push(noScan(archive, 'NOT_UPLOADED', `was not uploaded: ${why}`));
    return results.sort((a, b) => a.index - b.index);
}

;// CONCATENATED MODULE: ./src/engine/packing/cut-points.ts
/**
 * Where an archive ends: the pure rule a push run's plan is made by (cut-stream.ts streams it
 * and repairs the cap), and the cap on the count both planners keep.
 *
 * Items (scan units, in path order) are never reordered; an archive is a run of them. An archive
 * may end after any item that brings it to MIN_FILL of the capacity without passing it, and it
 * ends after the item that wins a race: each candidate draws a time -ln(u) / w from the hash u
 * of its key, where the weight w = exp(FILL_TILT * fill) favours fuller archives. The winner depends
 * on the candidates' keys and a smooth function of their fill, so an edit that shifts an
 * archive's start or removes bytes from it rarely changes the winner (the same item keeps the
 * smallest time), and when it does, the next archive mostly ends on the same item as before:
 * the plans agree again (content-defined chunking, with every archive's size exact).
 *
 * Nothing global takes part (no total, no count): a cut needs the items of one capacity ahead,
 * so archives can be written and uploaded while later files are still deflated. The one
 * exception is the hard cap on the count (archiveBudget).
 */

/**
 * An archive may end once it holds this share of the capacity (unless the next item cannot
 * fit). Trades the emptiest archive the race can cut against its choice: lower gives the race
 * more candidates, so fewer edits move a cut, but allows emptier archives (at the tilt below a
 * candidate at 30 % weighs e^-5.6 of a full one, so the floor rarely decides).
 */
const MIN_FILL = 0.3;
/**
 * How strongly the race favours fuller archives: a candidate's weight is exp(FILL_TILT * fill).
 * Exponential, so that shifting every candidate by the same bytes (an edit before them) scales
 * all weights alike and leaves the winner alone; only items entering or leaving the window can
 * change it. Archives end on average about 1 / FILL_TILT of the capacity short of full.
 * Trades fill against stability: chosen by `node bench/plan-sim.ts` at 6, 7, 8 and 10 (issue
 * 24): 7 helped free plans but hurt heads (their base sits nearer the cap), 10 missed the folder
 * targets (85.3 % and 82.7 % of folder edits changing at most 2 archives, against 84 %).
 */
const FILL_TILT = 8;
/**
 * The cap on the count: the lower bound plus this share, rounded down (at least one more).
 * Trades the archives a first run uploads against stability: the tighter the cap, the more
 * often the repair must pack archives again and move cuts an edit did not touch.
 */
const CAP_HEADROOM_PERCENT = 20;
/** ceil(total / capacity), at least 1: no plan can use fewer archives. */
function archiveLowerBound(totalBytes, capacityBytes) {
    return Math.max(1, Math.ceil(totalBytes / capacityBytes));
}
/** The most archives a plan may use: the lower bound plus 20 % (rounded down), at least one more. */
function archiveCap(lowerBound) {
    return lowerBound + Math.max(1, Math.floor((lowerBound * CAP_HEADROOM_PERCENT) / 100));
}
/** The cap for `totalBytes` of entries. */
function archiveBudget(totalBytes, capacityBytes) {
    return archiveCap(archiveLowerBound(totalBytes, capacityBytes));
}
/**
 * The fewest bytes the first `count` archives must hold when another follows: with e bytes in
 * them, the whole holds more than e, so its lower bound is at least floor(e / capacity) + 1 and
 * `count` + 1 archives are within its cap.
 */
function minBytesBefore(count, capacityBytes) {
    let bound = 1;
    while (archiveCap(bound) < count + 1)
        bound++;
    return (bound - 1) * capacityBytes;
}
/** The hash of a key as a number in (0, 1). */
function keyHash(key) {
    return ((0,external_node_crypto_.createHash)('sha256').update(key).digest().readUIntBE(0, 6) + 1) / (2 ** 48 + 1);
}
/**
 * The exclusive end index of the archive starting at `start`, or undefined when the items given
 * do not yet reach past one capacity and more may follow (`complete` false).
 */
function findCut(window, complete) {
    const { items, start, capacityBytes, draws } = window;
    const floor = MIN_FILL * capacityBytes;
    let fill = 0;
    let next = start;
    let best = -1;
    let bestTime = Infinity;
    while (next < items.length && fill + items[next].bytes <= capacityBytes) {
        const item = items[next];
        fill += item.bytes;
        if (fill >= floor) {
            const time = draws[next] / Math.exp((FILL_TILT * fill) / capacityBytes);
            if (time < bestTime) {
                bestTime = time;
                best = next;
            }
        }
        next++;
    }
    if (next === items.length)
        return complete ? next : undefined;
    // No candidate (a big item follows): the fullest archive possible.
    return best >= 0 ? best + 1 : Math.max(next, start + 1);
}
/** Ends of the archives from `start` to `end` when each is filled as full as it goes (the fewest). */
function fullestEnds(items, start, capacityBytes, end = items.length) {
    const ends = [];
    let fill = 0;
    for (let i = start; i < end; i++) {
        const bytes = items[i].bytes;
        if (fill + bytes > capacityBytes && fill > 0) {
            ends.push(i);
            fill = 0;
        }
        fill += bytes;
    }
    if (start < end)
        ends.push(end);
    return ends;
}
/** The plan without the cap (for the benchmark's count of fallbacks). */
function chooseCutsFree(items, capacityBytes, hash = keyHash) {
    const ends = [];
    const draws = items.map((item) => -Math.log(hash(item.key)));
    for (let start = 0; start < items.length;) {
        start = findCut({ items, start, capacityBytes, draws }, true);
        ends.push(start);
    }
    return ends;
}

;// CONCATENATED MODULE: ./src/engine/packing/head-bins.ts
/** Archives to scan that packing `from` into `count` new ones adds (those it held were new already). */
function addedBy(from, count) {
    return count - from.filter((bin) => !bin.kept).length;
}
/** Item sizes and the capacity: what packing head archives again needs. */
class BinPacker {
    items;
    capacityBytes;
    constructor(items, capacityBytes) {
        this.items = items;
        this.capacityBytes = capacityBytes;
    }
    size(i) {
        return this.items[i].bytes;
    }
    bytesOf(members) {
        return members.reduce((sum, i) => sum + this.size(i), 0);
    }
    /** Item indices by size, largest first (then in path order). */
    largestFirst(members) {
        return [...members].sort((a, b) => this.size(b) - this.size(a) || a - b);
    }
    /**
     * The items of `run` in at most `count` archives (largest first, each into the first with
     * room), standing for the first `count` of the run's homes; undefined when they do not fit.
     */
    packInto(run, count) {
        if (run.reduce((sum, bin) => sum + bin.bytes, 0) > count * this.capacityBytes)
            return undefined;
        const packed = Array.from({ length: count }, (_, k) => ({
            members: [],
            bytes: 0,
            kept: false,
            home: run[Math.min(k, run.length - 1)].home,
        }));
        for (const i of this.largestFirst(run.flatMap((bin) => bin.members))) {
            const bin = packed.find((b) => b.bytes + this.size(i) <= this.capacityBytes);
            if (!bin)
                return undefined;
            bin.members.push(i);
            bin.bytes += this.size(i);
        }
        return packed.filter((bin) => bin.members.length > 0);
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/shortest-repack.ts
/**
 * The one search for the shortest run of neighbouring archives that fits in one archive fewer
 * (pure). Both planners repair the cap on the count with it, and each passes in what differs:
 * - a push run's cuts (cut-points.ts): archives are runs of path order, a run is packed again
 *   in order as full as it goes, and of the runs of one length the last is taken (ranked by
 *   where it starts, so an edit early in the tree leaves the repair where it was);
 * - a pull request's head (anchor-placer.ts): archives are sets of units in the order of the
 *   base archives they stand for, a run is packed again largest first, and of the runs of one
 *   length the one that adds the fewest archives to scan is taken.
 *
 * Shorter runs first, because a run of n archives packed into n - 1 changes every one of them.
 * Of one length, runs are tried lowest rank first (ranks compare element by element; ties go to
 * the run that starts first), and the first that packs wins: a run is packed only when no run
 * ranked better fits, so the search costs little where short runs fit.
 */
/** Whether rank `a` is below rank `b` (element by element; equal is not below). */
function rankedBelow(a, b) {
    for (let k = 0; k < a.length; k++)
        if (a[k] !== b[k])
            return a[k] < b[k];
    return false;
}
/** The shortest run that fits in one archive fewer, the best ranked of its length; or none. */
function findShortestRepack(search) {
    const { count } = search;
    if (count < 2)
        return undefined;
    if (search.wholeFirst && search.pack(0, count) === undefined)
        return undefined;
    const longest = Math.min(count, search.longest);
    for (let length = Math.max(2, search.shortest); length <= longest; length++) {
        const found = bestRunOf(search, length);
        if (found)
            return found;
    }
    return undefined;
}
/** Of the runs of `length`, the best ranked that packs (and is below `search.below`). */
function bestRunOf(search, length) {
    const runs = Array.from({ length: search.count - length + 1 }, (_, first) => ({
        first,
        rank: search.rank(first, length),
    }));
    runs.sort((a, b) => (rankedBelow(a.rank, b.rank) ? -1 : rankedBelow(b.rank, a.rank) ? 1 : 0));
    for (const { first, rank } of runs) {
        if (search.below && !rankedBelow(rank, search.below))
            return undefined;
        const packed = search.pack(first, length);
        if (packed !== undefined)
            return { first, length, rank, packed };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/packing/head-repacks.ts
/**
 * How a pull request's head comes back within the cap on the count (pure): the repacks that take
 * archives apart and pack their items into one archive fewer, and how they are ranked. Runs of
 * neighbours are found by the planners' one search (shortest-repack.ts); a head may also repack
 * archives that are not neighbours (pairs, and triples around a changed archive), because its
 * archives are sets of units, not runs of path order.
 */


/**
 * Runs of up to this many neighbours are ranked with the pairs and triples by their cost; longer
 * runs are tried only when none of those fits. Trades search time (each run length is another
 * pass over the archives) against finding a cheaper repack than a pair or triple.
 */
const MAX_SHORT_RUN_ARCHIVES = 4;
/**
 * Runs longer than this are not tried: the search grows with the run's length times the count,
 * and a head that only a longer run could bring within the cap stays one over (as a plan whose
 * units are too big for it can). Trades time against heads over the cap: a contrived head of
 * 1,200 archives planned in 23 s with no limit, 0.07 s with it (one over the cap); none of the
 * simulation's 25,200 heads needs more than 24.
 */
const MAX_RUN_ARCHIVES = 24;
/**
 * Pairs to merge are sought among this many of the emptiest changed and of the emptiest
 * archives. Trades time (quadratic in the pool) against a pair that fits outside it, which is
 * rare: a pair that fits is found among the emptiest. A head of 2,600 archives that all shrank
 * planned in 1 s with it, 50-90 s searching every pair.
 */
const PAIR_POOL_ARCHIVES = 32;
/**
 * A triple is one of this many emptiest changed archives with two of this many emptiest
 * (cubic in the pool: 8 x 28 packings at most, 8 x 120 for the last repack).
 */
const TRIPLE_POOL_ARCHIVES = 8;
/**
 * Of the pairs (among the emptiest) that fit in one, the runs of 3-4 neighbours and the
 * emptiest changed archives each with two of the emptiest (for the last repack, `last`, also
 * with two other changed ones) that fit in one fewer: the lowest RepackCost.
 */
function cheapestRepack(bins, packer, last) {
    let best;
    const byBytes = [...bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
    // Pairs among the emptiest archives, changed ones first: a pair that fits is found there,
    // and the search stays quadratic in a bounded number, not in the archive count.
    const changed = byBytes.filter((bin) => !bin.kept);
    const pool = [
        ...new Set([...changed.slice(0, PAIR_POOL_ARCHIVES), ...byBytes.slice(0, PAIR_POOL_ARCHIVES)]),
    ];
    for (let x = 0; x < pool.length; x++)
        for (let y = x + 1; y < pool.length; y++) {
            const a = pool[x];
            const b = pool[y];
            if (a.bytes + b.bytes > packer.capacityBytes)
                continue;
            const cost = [
                addedBy([a, b], 1),
                2,
                Math.abs(a.home - b.home),
                Math.min(a.bytes, b.bytes),
            ];
            if (!best || rankedBelow(cost, best.cost))
                best = { from: [a, b], cost };
        }
    const order = inOrder(bins);
    for (let length = 3; length <= MAX_SHORT_RUN_ARCHIVES; length++) {
        const run = findShortestRepack({
            ...runsOf(order, packer),
            shortest: length,
            longest: length,
            rank: (first) => {
                const from = order.slice(first, first + length);
                const span = from.at(-1).home - from[0].home;
                return [addedBy(from, length - 1), length, span, 0];
            },
            ...(best && { below: best.cost }),
        });
        if (run)
            best = {
                from: order.slice(run.first, run.first + length),
                cost: run.rank,
                into: run.packed,
            };
    }
    // A changed archive with two of the emptiest, wherever they are; for the last repack also
    // with changed ones (taken earlier, such a repack can use up the room a later one needs).
    const emptiest = [
        ...new Set([
            ...byBytes.slice(0, TRIPLE_POOL_ARCHIVES),
            ...(last ? changed.slice(0, TRIPLE_POOL_ARCHIVES) : []),
        ]),
    ];
    for (const one of changed.slice(0, TRIPLE_POOL_ARCHIVES))
        for (let x = 0; x < emptiest.length; x++)
            for (let y = x + 1; y < emptiest.length; y++) {
                const from = [one, emptiest[x], emptiest[y]];
                if (new Set(from).size < 3)
                    continue;
                const homes = from.map((bin) => bin.home);
                const cost = [addedBy(from, 2), 3, Math.max(...homes) - Math.min(...homes), 0];
                if (best && !rankedBelow(cost, best.cost))
                    continue;
                const into = packer.packInto(from, 2);
                if (into)
                    best = { from, cost, into };
            }
    if (!best)
        return undefined;
    return { from: best.from, into: best.into ?? packer.packInto(best.from, 1) ?? [] };
}
/**
 * The shortest run of more than MAX_SHORT_RUN_ARCHIVES (and at most MAX_RUN_ARCHIVES) neighbours
 * that fits in one archive fewer; of one length, the one that adds the fewest archives to scan.
 */
function longRunRepack(bins, packer) {
    const order = inOrder(bins);
    const run = findShortestRepack({
        ...runsOf(order, packer),
        shortest: MAX_SHORT_RUN_ARCHIVES + 1,
        longest: MAX_RUN_ARCHIVES,
        wholeFirst: true,
        rank: (first, length) => [addedBy(order.slice(first, first + length), length - 1)],
    });
    return run && { from: order.slice(run.first, run.first + run.length), into: run.packed };
}
/** Archives by the base archive they stand for: runs of neighbours are taken from it. */
function inOrder(bins) {
    return [...bins].sort((a, b) => a.home - b.home);
}
/** Runs of neighbours in `order` for the search, packed largest first. */
function runsOf(order, packer) {
    return {
        count: order.length,
        pack: (first, length) => packer.packInto(order.slice(first, first + length), length - 1),
    };
}

;// CONCATENATED MODULE: ./src/engine/packing/anchor-placer.ts
/**
 * Where a pull request's head puts what no longer fits, and how it comes back within the cap on
 * the count, changing as few archives as it can (see anchor.ts). Pure: it moves item indices
 * between archives being formed (head-bins.ts); the repacks are in head-repacks.ts.
 */



/** Places items that overflowed and merges archives, changing as few archives as it can. */
class Placer {
    /** The archives being formed (the ones given, changed in place, and those opened). */
    bins;
    packer;
    capacityBytes;
    budget;
    /**
     * How a group that no archive has room for is placed at the cap: item by item, each where it
     * fits (`spread`), or together in an archive of its own past the cap, for the merge to make
     * room (a later edit that changes the archives around it then leaves it where it is).
     */
    spread;
    /** A group was given an archive of its own past the cap. */
    deferred = false;
    constructor(bins, items, capacityBytes, budget, spread = true) {
        this.bins = bins;
        this.packer = new BinPacker(items, capacityBytes);
        this.capacityBytes = capacityBytes;
        this.budget = budget;
        this.spread = spread;
    }
    /** Within the cap, or past it with no group deferred (spreading would place the same). */
    get settled() {
        return this.bins.length <= this.budget || !this.deferred;
    }
    /** The archive nearest to `home` (the lower on a tie) that `accepts`, if any. */
    nearest(home, accepts) {
        let best;
        for (const bin of this.bins) {
            if (!accepts(bin))
                continue;
            const distance = Math.abs(bin.home - home);
            const bestDistance = best ? Math.abs(best.home - home) : Infinity;
            if (distance < bestDistance || (distance === bestDistance && bin.home < best.home))
                best = bin;
        }
        return best;
    }
    /**
     * Puts `members` (from the base archive `home`) where they add the fewest archives to scan: an
     * archive of their own while the count is within the cap (it depends on nothing else, so later
     * edits elsewhere leave it alone), else the nearest changed archive with room, else the
     * nearest with room, else (see `spread`) one of their own past the cap or item by item.
     */
    place(members, home) {
        if (members.length === 0)
            return;
        const bytes = this.packer.bytesOf(members);
        if (bytes > this.capacityBytes && members.length > 1) {
            // More than one archive holds: in groups that each fit, in order.
            let from = 0;
            for (const end of fullestEnds(members.map((i) => this.packer.items[i]), 0, this.capacityBytes)) {
                this.place(members.slice(from, end), home);
                from = end;
            }
            return;
        }
        const room = (bin) => bin.bytes + bytes <= this.capacityBytes;
        const target = (this.bins.length < this.budget ? this.open(home) : undefined) ??
            this.nearest(home, (bin) => !bin.kept && room(bin)) ??
            this.nearest(home, room);
        if (!target && members.length > 1 && this.spread) {
            for (const i of this.packer.largestFirst(members))
                this.place([i], home);
            return;
        }
        // Fits nowhere whole and not spread: an archive of its own past the cap.
        if (!target)
            this.deferred ||= members.length > 1;
        const bin = target ?? this.open(home);
        bin.members.push(...members);
        bin.bytes += bytes;
        bin.kept = false;
    }
    open(home) {
        const bin = { members: [], bytes: 0, kept: false, home };
        this.bins.push(bin);
        return bin;
    }
    /**
     * Until within the cap: the repack that adds the fewest archives to scan (see cheapestRepack),
     * else the shortest longer run of neighbours that fits in one archive fewer (not when a group
     * was deferred: spreading it is cheaper than the long search).
     */
    merge() {
        while (this.bins.length > this.budget) {
            const last = this.bins.length === this.budget + 1;
            const best = cheapestRepack(this.bins, this.packer, last) ??
                (this.deferred ? undefined : longRunRepack(this.bins, this.packer));
            if (!best)
                return;
            for (const bin of best.from)
                this.bins.splice(this.bins.indexOf(bin), 1);
            this.bins.push(...best.into);
        }
    }
    /** Archives to scan: those not kept as the base had them. */
    get fresh() {
        return this.bins.filter((bin) => !bin.kept).length;
    }
    /**
     * The head made afresh from these archives (all kept as the base had them) and the items
     * `rest`: the emptiest archives given up as the cap asks, and `rest` with their items packed
     * into the fewest archives that hold them (largest first). Undefined unless that leaves fewer
     * than `limit` archives to scan.
     */
    afresh(rest, limit) {
        const kept = [...this.bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
        const loose = {
            members: [...rest],
            bytes: this.packer.bytesOf(rest),
            kept: false,
            home: 0,
        };
        const fewest = Math.max(1, Math.ceil(loose.bytes / this.capacityBytes));
        for (let count = fewest; count < limit && count <= this.budget; count++) {
            const given = kept.slice(0, Math.max(0, kept.length + count - this.budget));
            const into = this.packer.packInto([loose, ...given], count);
            if (into)
                return [...kept.slice(given.length), ...into];
        }
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/cut-stream.ts
/**
 * A push run's plan, one item at a time (pure): the cuts of cut-points.ts as the items arrive,
 * each archive handed out as soon as it is final, and the cap on the count repaired at the end.
 *
 * The free plan is kept when it is within the cap; when it is not, the shortest run of
 * archives not yet final that fits in one fewer is packed again (shortest-repack.ts), as often
 * as needed, so an edit that tips the count over the cap changes a few archives, not the tail.
 * An archive is final when it, with all before it, keeps room for one more within any cap (and
 * a margin): the repair never touches it, so it is handed out before the total is known.
 */


/**
 * Beyond the room for one more archive, the bytes (as a share of the capacity) the archives
 * before a final one must hold: the archives after it may be cut short of full where the cap
 * rounds down, and with this margin the repair behind them mostly has room (`node
 * bench/plan-sim.ts` counts plans over the cap: none of 21,600 at 4.4 MB; 326 at 1 MB, where a
 * unit can fill 60 % of an archive). Trades how early archives are uploaded against the room the
 * repair has: larger, later uploads and fewer plans over the cap.
 */
const FINAL_MARGIN = 0.25;
/**
 * Whether `count` archives holding `bytes` can be final: they leave room for one more, and a
 * margin, within any cap to come. The first archive always can, so it is uploaded at once.
 */
function keepsRoom(count, bytes, capacityBytes) {
    const margin = count > 1 ? FINAL_MARGIN * capacityBytes : 0;
    return bytes >= minBytesBefore(count, capacityBytes) + margin;
}
/**
 * Cuts items given one at a time. An archive is final (`take` hands it out) once its cut is
 * decided and it, with all before it, keeps room (see keepsRoom): the cap's repair never
 * touches such archives. `finish` decides the rest: the free cuts when within the cap, else the
 * free cuts with the fewest archives packed again that bring the count within it.
 */
class CutStream {
    items = [];
    draws = [];
    ends = [];
    bytesCut = 0;
    /** Bytes given after the last cut: no cut is due before they pass the capacity. */
    uncut = 0;
    total = 0;
    /** Archives final so far; `taken` of them handed out. */
    final = 0;
    taken = 0;
    capacityBytes;
    hash;
    constructor(capacityBytes, hash = keyHash) {
        this.capacityBytes = capacityBytes;
        this.hash = hash;
    }
    /** Adds the next item in path order (at most the capacity). */
    push(item) {
        this.items.push(item);
        this.draws.push(-Math.log(this.hash(item.key)));
        this.total += item.bytes;
        this.uncut += item.bytes;
        if (this.uncut > this.capacityBytes)
            this.cut(false);
    }
    /** Exclusive ends of the archives that became final since the last call. */
    take() {
        const out = this.ends.slice(this.taken, this.final);
        this.taken = this.final;
        return out;
    }
    /** Every item given: the exclusive ends of the archives not yet taken. */
    finish() {
        this.cut(true);
        this.repair();
        this.final = this.ends.length;
        return this.take();
    }
    cut(complete) {
        const { items, capacityBytes, draws } = this;
        for (;;) {
            const start = this.ends.at(-1) ?? 0;
            if (start >= items.length)
                return;
            const end = findCut({ items, start, capacityBytes, draws }, complete);
            if (end === undefined)
                return;
            for (let i = start; i < end; i++) {
                this.bytesCut += items[i].bytes;
                this.uncut -= items[i].bytes;
            }
            this.ends.push(end);
            if (end < items.length && keepsRoom(this.ends.length, this.bytesCut, capacityBytes))
                this.final = this.ends.length;
        }
    }
    /**
     * Brings the count within the cap while changing few archives: each time, the shortest run of
     * archives not yet final that fits in one archive fewer (the last such run when several do) is
     * packed again, as full as it goes; an edit elsewhere leaves that run alone. The archives
     * after the last final one, taken together, are such a run whenever any is.
     */
    repair() {
        const budget = archiveBudget(this.total, this.capacityBytes);
        if (this.ends.length <= budget)
            return;
        const bytesBefore = [0];
        for (const item of this.items)
            bytesBefore.push(bytesBefore.at(-1) + item.bytes);
        while (this.ends.length > budget) {
            const run = this.shortestShrinkingRun(bytesBefore);
            // None (units too big against an archive can make the cap unreachable): left as it is.
            if (run === undefined)
                return;
            const [first, last, ends] = run;
            this.ends.splice(first, last - first + 1, ...ends);
        }
    }
    /**
     * The archives first..last (inclusive) and their new ends, or undefined when no run fits;
     * `bytesBefore[i]` is the bytes of the items before item i. Runs are of the archives not yet
     * final; of the shortest that fit, the last (see shortest-repack.ts).
     */
    shortestShrinkingRun(bytesBefore) {
        const { items, ends, capacityBytes, final } = this;
        const startOf = (archive) => archive === 0 ? 0 : ends[archive - 1];
        const run = findShortestRepack({
            count: ends.length - final,
            shortest: 2,
            longest: Infinity,
            wholeFirst: true,
            rank: (first) => [-first],
            pack: (first, length) => {
                const from = startOf(final + first);
                const to = ends[final + first + length - 1];
                const bytes = bytesBefore[to] - bytesBefore[from];
                if (bytes > (length - 1) * capacityBytes)
                    return undefined;
                const packed = fullestEnds(items, from, capacityBytes, to);
                return packed.length < length ? packed : undefined;
            },
        });
        return run && [final + run.first, final + run.first + run.length - 1, run.packed];
    }
}
/** Splits `items` (each at most `capacityBytes`) into archives: the exclusive end of each. */
function chooseCuts(items, capacityBytes, hash = keyHash) {
    const stream = new CutStream(capacityBytes, hash);
    for (const item of items)
        stream.push(item);
    return [...stream.take(), ...stream.finish()];
}

;// CONCATENATED MODULE: ./src/engine/packing/anchor.ts
/**
 * A pull request's head planned on its base's plan (pure): the base's archives are a memory of
 * what the service has scanned. Each head item goes to the base archive that held it (a new
 * item, to the archive of the item before it in path order); a base archive whose items are
 * unchanged is kept as it was, byte for byte, and each changed one is made again from its own
 * items. A head archive is a set of items, not a run of path order, so an edit changes the
 * archives it touches and rarely another:
 * - a changed archive that no longer fits keeps what fits of the items it had and passes the
 *   rest on with all new ones, as one group where it can: to an archive of its own while the
 *   count is within the cap, else to the nearest archive with room (nearness is between the
 *   base archives they stand for), else still to one of its own, past the cap, when a short
 *   repack makes room (else it is spread item by item);
 * - when the head passes the cap on the count (the tree shrank, or what overflowed found no
 *   room), archives are packed again into fewer, choosing the repack that adds the fewest
 *   archives to scan: two into one, a changed archive with two of the emptiest (or, for the
 *   last repack, two other changed ones) into two, or a run of neighbours into one fewer;
 * - when the edit touched one base archive and the cap still made it cost more than two, the
 *   head is made afresh if that costs fewer: the base archives left intact kept (the emptiest
 *   given up as the cap asks) and all else packed into the fewest archives.
 */



/**
 * Archives to scan a head should cost at most (the issue's target for one edit): a head whose
 * placing and merging cost more is also made afresh (see AFRESH_MAX_TOUCHED).
 */
const TARGET_NEW_ARCHIVES = 2;
/**
 * A head is made afresh only when its edits touched at most this many base archives. Trades a
 * single edit's cost against a growing branch's: made afresh, a head packs everything outside
 * the intact base archives together, which for edits in several places (pushes of a branch)
 * moves what earlier pushes placed (allowed at 2, a growing branch at 1 MB lost 0.3 points of
 * pushes within 2 new archives).
 */
const AFRESH_MAX_TOUCHED = 1;
/** Item indices of each archive of a plan given by exclusive ends. */
function rangesOf(ends) {
    let from = 0;
    return ends.map((end) => {
        const range = Array.from({ length: end - from }, (_, k) => from + k);
        from = end;
        return range;
    });
}
/**
 * The head's archives as sorted item indices, ordered by their first item. A base archive whose
 * items are unchanged is among them unless the cap leaves no other room: for what overflowed
 * elsewhere, or for a merge when the head needs fewer archives.
 */
function anchorGroups(items, base, capacityBytes, hash = keyHash) {
    if (base.length === 0)
        return rangesOf(chooseCuts(items, capacityBytes, hash));
    const total = items.reduce((sum, item) => sum + item.bytes, 0);
    const budget = archiveBudget(total, capacityBytes);
    const { bins, spills, intact, rest, touched } = binsOf(items, base, capacityBytes);
    const copy = bins.map((bin) => ({ ...bin, members: [...bin.members] }));
    const placed = (from, spread) => {
        const placer = new Placer(from, items, capacityBytes, budget, spread);
        for (const spill of spills)
            placer.place(spill.members, spill.home);
        placer.merge();
        return placer;
    };
    // What fits nowhere whole stays together where a short repack makes room for it; else it is
    // spread unit by unit. Kept together, a group can cost this push one archive more than spread
    // over archives it changed anyway (the repack making room takes an unchanged one apart), and
    // saves later pushes that would move it again: taking the spread head when it costs fewer
    // left no head worse than before this rule in 20,000 fuzzed heads, but a growing branch at
    // 1 MB fell from 97.3 % to 96.9 % of pushes within 2 new archives (worst 5 to 7).
    const together = placed(bins, false);
    const placer = together.settled ? together : placed(copy, true);
    // An edit in one archive that the cap made cost more than the target: the same head made
    // afresh, if that costs fewer.
    const afresh = touched <= AFRESH_MAX_TOUCHED && placer.fresh > TARGET_NEW_ARCHIVES
        ? new Placer(intact, items, capacityBytes, budget).afresh(rest, placer.fresh)
        : undefined;
    return (afresh ?? placer.bins)
        .filter((bin) => bin.members.length > 0)
        .map((bin) => [...bin.members].sort((a, b) => a - b))
        .sort((a, b) => a[0] - b[0]);
}
/**
 * Head items by base archive. One that overflows keeps what fits of its own items and passes on
 * the rest with every new one: it stays as the base had it unless its own items changed, and
 * later new items change only the group passed on.
 */
function binsOf(items, base, capacityBytes) {
    const slotOfKey = new Map();
    base.forEach((archive, slot) => archive.items.forEach((item) => slotOfKey.set(item.key, slot)));
    const held = base.map(() => []);
    let slot = 0;
    items.forEach((item, i) => {
        slot = slotOfKey.get(item.key) ?? slot;
        held[slot].push(i);
    });
    const bytesOf = (group) => group.reduce((sum, i) => sum + items[i].bytes, 0);
    const out = { bins: [], spills: [], intact: [], rest: [] };
    let touched = 0;
    held.forEach((members, home) => {
        if (members.length === 0)
            return;
        const signatures = new Map(base[home].items.map((b) => [b.key, b.signature]));
        const same = (group) => group.length === signatures.size &&
            group.every((i) => signatures.get(items[i].key) === items[i]?.signature);
        const own = members.filter((i) => signatures.has(items[i].key));
        const fresh = members.filter((i) => !signatures.has(items[i].key));
        const ownIntact = same(own);
        const unchanged = same(members);
        if (ownIntact)
            out.intact.push({ members: own, bytes: bytesOf(own), kept: true, home });
        out.rest.push(...(ownIntact ? fresh : members));
        if (!unchanged)
            touched++;
        const bytes = bytesOf(members);
        if (bytes <= capacityBytes) {
            out.bins.push({ members, bytes, kept: unchanged, home });
            return;
        }
        const bin = { members: [], bytes: 0, kept: false, home };
        const spill = [];
        for (const i of own) {
            const size = items[i].bytes;
            if (bin.bytes + size <= capacityBytes) {
                bin.members.push(i);
                bin.bytes += size;
            }
            else
                spill.push(i);
        }
        spill.push(...fresh);
        // New items that all move out leave the base archive as it was; none of its own left
        // (all gone or changed past the capacity), no archive.
        bin.kept = same(bin.members);
        if (bin.members.length > 0)
            out.bins.push(bin);
        out.spills.push({ members: spill, home });
    });
    return { ...out, touched };
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/zip-format.ts
/**
 * The zip records the action writes (PKWARE APPNOTE 6.3.10, sections 4.3.7, 4.3.12, 4.3.16), as
 * pure functions, so every archive's size is known to the byte before it is written. Entries are
 * deflated, with sizes and CRC in the local header (no data descriptor), a fixed 1980-01-01 time,
 * mode 0644, and the UTF-8 flag on every name. No extra fields, comments or zip64: an archive is
 * at most 4.4 MB.
 */
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_RECORD_BYTES = 46;
const END_OF_CENTRAL_DIRECTORY_BYTES = 22;
const VERSION_NEEDED = 20; // 2.0: deflate
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, so the mode below is read
const FLAG_UTF8_NAMES = 0x0800;
const METHOD_DEFLATE = 8;
const DOS_TIME_MIDNIGHT = 0;
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0;
/** Bytes one entry adds to an archive: local header, name, data, central record, name again. */
function entryBytes(name, compressedBytes) {
    const nameBytes = Buffer.byteLength(name, 'utf8');
    return LOCAL_HEADER_BYTES + CENTRAL_RECORD_BYTES + 2 * nameBytes + compressedBytes;
}
/** The fields the local header and the central record share, in the same order in both. */
function writeEntryFields(record, at, entry, nameBytes) {
    record.writeUInt16LE(VERSION_NEEDED, at);
    record.writeUInt16LE(FLAG_UTF8_NAMES, at + 2);
    record.writeUInt16LE(METHOD_DEFLATE, at + 4);
    record.writeUInt16LE(DOS_TIME_MIDNIGHT, at + 6);
    record.writeUInt16LE(DOS_DATE_1980_01_01, at + 8);
    record.writeUInt32LE(entry.crc32 >>> 0, at + 10);
    record.writeUInt32LE(entry.compressedSize, at + 14);
    record.writeUInt32LE(entry.size, at + 18);
    record.writeUInt16LE(nameBytes, at + 22);
    // then: extra field length 0 (and in the central record comment length, disk, internal attributes 0)
}
function localHeader(entry) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = Buffer.alloc(LOCAL_HEADER_BYTES);
    header.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(header, 4, entry, name.length);
    return Buffer.concat([header, name]);
}
function centralRecord(entry, localHeaderOffset) {
    const name = Buffer.from(entry.name, 'utf8');
    const record = Buffer.alloc(CENTRAL_RECORD_BYTES);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION_MADE_BY, 4);
    writeEntryFields(record, 6, entry, name.length);
    record.writeUInt32LE(UNIX_FILE_0644, 38);
    record.writeUInt32LE(localHeaderOffset, 42);
    return Buffer.concat([record, name]);
}
function endOfCentralDirectory(entries, directoryBytes, directoryOffset) {
    const record = Buffer.alloc(END_OF_CENTRAL_DIRECTORY_BYTES);
    record.writeUInt32LE(0x06054b50, 0);
    record.writeUInt16LE(entries, 8);
    record.writeUInt16LE(entries, 10);
    record.writeUInt32LE(directoryBytes, 12);
    record.writeUInt32LE(directoryOffset, 16);
    return record;
}

;// CONCATENATED MODULE: ./src/engine/packing/plan.ts
/**
 * Plans archives from exact entry sizes (pure and deterministic), one unit at a time. Scan units
 * are taken in path order and kept whole; archive boundaries fall where cut-points.ts puts them,
 * so an edit changes the archive holding it and rarely more. A pull request's head is planned on
 * its base's archives instead (anchor.ts), as sets of units. A unit too big for one archive is
 * split into its files (boundaries between them chosen the same way); a file too big for any
 * archive is left out.
 */



/** What makes an entry's bytes: its name and its deflated data (by CRC and sizes). */
const entrySignature = (e) => `${e.path}\u0000${e.crc32}\u0000${e.size}\u0000${e.compressedSize}`;
const withSignature = (item) => ({
    ...item,
    signature: item.entries.map(entrySignature).join('\n'),
});
/** A plan's archives as the anchor of another plan (a pull request's head on its base). */
function boundariesOf(plan) {
    const split = new Set(plan.splitUnits);
    return plan.archives.map((archive) => {
        const items = new Map();
        for (const entry of archive.entries) {
            const key = split.has(entry.unit) ? entry.path : entry.unit;
            const held = items.get(key);
            if (held)
                held.push(entry);
            else
                items.set(key, [entry]);
        }
        return {
            items: [...items].map(([key, entries]) => ({
                key,
                signature: entries.map(entrySignature).join('\n'),
            })),
        };
    });
}
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** `<base>.zip` for the only archive, else `<base>-<i>.zip` (no count: it is not known yet). */
function archiveName(base, index, only) {
    return only ? `${base}.zip` : `${base}-${index + 1}.zip`;
}
/** Units in the order of their first path, each with its files in path order (the plan's order). */
function orderUnits(files) {
    const units = new Map();
    for (const file of [...files].sort((a, b) => byText(a.path, b.path))) {
        const unit = units.get(file.unit);
        if (unit)
            unit.push(file);
        else
            units.set(file.unit, [file]);
    }
    return [...units.values()];
}
/**
 * Plans archives unit by unit, in the order of `orderUnits`: each archive is planned as soon as
 * its cut is final (see cut-points.ts), so it can be written while later files are deflated.
 */
class PlanBuilder {
    capacity;
    baseName;
    cuts;
    items = [];
    archives = [];
    tooLarge = [];
    splitUnits = [];
    /** Items before this index are in archives already made. */
    cutAt = 0;
    anchor;
    constructor(options) {
        this.anchor = options.anchor;
        this.capacity = options.maxArchiveBytes - END_OF_CENTRAL_DIRECTORY_BYTES;
        this.baseName = options.baseName;
        this.cuts = new CutStream(this.capacity);
    }
    /** Adds the next unit's files (those read); returns the archives it made final. */
    addUnit(inputs) {
        const entries = [];
        for (const input of inputs) {
            const bytes = entryBytes(input.path, input.compressedSize);
            if (bytes > this.capacity || input.spoolOffset === undefined)
                this.tooLarge.push({ path: input.path, bytes: bytes + END_OF_CENTRAL_DIRECTORY_BYTES });
            else
                entries.push({ ...input, name: input.path, spoolOffset: input.spoolOffset, bytes });
        }
        if (entries.length === 0)
            return [];
        const bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
        const added = bytes <= this.capacity
            ? [{ key: entries[0].unit, bytes, entries }]
            : entries.map((entry) => ({ key: entry.path, bytes: entry.bytes, entries: [entry] }));
        if (bytes > this.capacity)
            this.splitUnits.push(entries[0].unit);
        for (const item of added) {
            this.items.push(item);
            if (!this.anchor)
                this.cuts.push(item);
        }
        return this.anchor ? [] : this.made(this.cuts.take(), false);
    }
    /** Every unit added: the last archives and the whole plan. */
    finish(unreadable = []) {
        const first = this.archives.length === 0;
        const last = this.anchor
            ? this.make(anchorGroups(this.items.map(withSignature), this.anchor, this.capacity).map((group) => group.map((i) => this.items[i])), first)
            : this.made(this.cuts.finish(), first);
        return {
            last,
            plan: {
                archives: this.archives,
                tooLarge: this.tooLarge.sort((a, b) => byText(a.path, b.path)),
                splitUnits: this.splitUnits.sort(byText),
                unreadable: [...unreadable].sort((a, b) => byText(a.path, b.path)),
            },
        };
    }
    /** Archives ending at `ends` (exclusive), from the first item not yet in one. */
    made(ends, first) {
        const groups = ends.map((end) => {
            const held = this.items.slice(this.cutAt, end);
            this.cutAt = end;
            return held;
        });
        return this.make(groups, first);
    }
    /** Archives holding the given items, in the order given. */
    make(groups, first) {
        return groups.map((held) => {
            const entries = held.flatMap((item) => item.entries).sort((a, b) => byText(a.path, b.path));
            const archive = {
                name: archiveName(this.baseName, this.archives.length, first && groups.length === 1),
                entries,
                bytes: held.reduce((sum, item) => sum + item.bytes, END_OF_CENTRAL_DIRECTORY_BYTES),
            };
            this.archives.push(archive);
            return archive;
        });
    }
}
/** Plans archives of at most `maxArchiveBytes` holding every input that fits one. */
function planArchives(inputs, options) {
    const builder = new PlanBuilder(options);
    for (const unit of orderUnits(inputs))
        builder.addUnit(unit);
    return builder.finish(options.unreadable).plan;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/engine/packing/read-ahead.ts
/**
 * Reads files through the reader port in order, a few ahead (so a slow reader, such as one of
 * git objects, works while earlier files deflate), within a bound on bytes.
 */

/**
 * Files larger than this are read and deflated in chunks (when the reader can stream): memory
 * against the cost of a stream per file.
 */
const STREAM_THRESHOLD_BYTES = 8 * 1024 * 1024;
/**
 * Bytes read ahead but not yet deflated, at most (one larger file may exceed it alone): peak
 * memory against keeping a slow reader busy.
 */
const MAX_READ_AHEAD_BYTES = 8 * 1024 * 1024;
/** Files read ahead at most; more only raised the peak memory with the disk reader. */
const MAX_READ_AHEAD_FILES = 4;
/** A failed read as a result: one file left out, or (a `TreeReadError`) packing stopped. */
function failedRead(error) {
    return error instanceof content_reader/* TreeReadError */.Re ? { broken: error } : { failed: (0,content_reader/* describeReadError */.U)(error) };
}
/** Starts reading `file`; never rejects (a failure is a result). */
function startRead(reader, file) {
    try {
        if (file.size > STREAM_THRESHOLD_BYTES && reader.stream)
            return Promise.resolve({ stream: reader.stream(file) });
        return reader.read(file).then((data) => ({ data }), failedRead);
    }
    catch (error) {
        return Promise.resolve(failedRead(error));
    }
}
/** The reads of `files`, in their order. */
async function* readAhead(files, reader) {
    const queue = [];
    let queuedBytes = 0;
    let next = 0;
    while (next < files.length || queue.length > 0) {
        while (next < files.length &&
            (queue.length === 0 ||
                (queue.length < MAX_READ_AHEAD_FILES &&
                    queuedBytes + files[next].size <= MAX_READ_AHEAD_BYTES))) {
            const file = files[next];
            const bytes = Math.min(file.size, STREAM_THRESHOLD_BYTES);
            queue.push({ index: next++, bytes, result: startRead(reader, file) });
            queuedBytes += bytes;
        }
        const head = queue.shift();
        queuedBytes -= head.bytes;
        yield { index: head.index, result: await head.result };
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/compress.ts
/**
 * Deflates every file exactly once into the spool, so that archives are planned on exact sizes
 * and assembled without compressing anything twice.
 *
 * Two kinds of thread deflate at once. Node's asynchronous zlib runs on libuv's thread pool
 * (UV_THREADPOOL_SIZE threads, 4 by default): files of ASYNC_MIN_BYTES or more go there while
 * the bytes already there stay under `maxPoolBytes`; every other file is deflated synchronously
 * on the main thread, which yields to the event loop every YIELD_EVERY_MS to collect finished
 * pool work. A pool call costs a stream and a round trip, about as much as deflating a small
 * file, hence the split. Measured on 2 cores and 282 MB: main thread alone 103 MB/s, pool
 * alone 75 MB/s, both 126 MB/s; worker threads were as fast but cost 30 to 50 MB each. Every
 * file gets a fresh zlib stream at level 6, so its bytes are the same whichever thread deflated
 * it, whatever the pool size.
 */





/** zlib's level: Info-ZIP's default, the throughput the bench compares with (higher: smaller, slower). */
const DEFLATE_LEVEL = 6;
/**
 * Bytes on the thread pool at most, by default: enough to keep it busy between yields (more only
 * holds more input in memory while it waits).
 */
const MAX_POOL_BYTES = 1024 * 1024;
/** Smaller files are cheaper to deflate here than to send to the pool. */
const ASYNC_MIN_BYTES = 16 * 1024;
/** Deflates on the pool at once, at most: each thread that deflates grows its own malloc arena. */
const MAX_POOL_TASKS = 4;
/** How long the main thread deflates before collecting pool work: longer starves the pool. */
const YIELD_EVERY_MS = 2;
/**
 * zlib's output buffer, allocated per call: sized to the file between these, so it is rarely
 * garbage (smaller: more calls for a big file; larger: memory wasted on small ones).
 */
const MAX_OUTPUT_CHUNK_BYTES = 64 * 1024;
const MIN_OUTPUT_CHUNK_BYTES = 1024;
const deflateRawAsync = (0,external_node_util_.promisify)(external_node_zlib_.deflateRaw);
/** With one core, the pool would only take turns with the main thread. */
function defaultMaxPoolBytes() {
    return external_node_os_.availableParallelism() > 1 ? MAX_POOL_BYTES : 0;
}
/** An eighth of the input: typical IaC text deflates into one such chunk. */
function outputChunkFor(size) {
    const eighth = 2 ** Math.ceil(Math.log2((size >> 3) + 1));
    return Math.min(MAX_OUTPUT_CHUNK_BYTES, Math.max(MIN_OUTPUT_CHUNK_BYTES, eighth));
}
/** Deflates a file given in chunks; keeps its deflated bytes only while within `capBytes`. */
async function deflateStream(chunks, capBytes) {
    let crc32 = 0;
    let size = 0;
    let compressedSize = 0;
    const kept = [];
    const deflate = external_node_zlib_.createDeflateRaw({
        level: DEFLATE_LEVEL,
        chunkSize: MAX_OUTPUT_CHUNK_BYTES,
    });
    const done = new Promise((resolve, reject) => {
        deflate.on('error', reject);
        deflate.on('end', resolve);
    });
    deflate.on('data', (chunk) => {
        compressedSize += chunk.length;
        // Past the cap the file cannot fit any archive: count its bytes, keep none.
        if (compressedSize <= capBytes)
            kept.push(chunk);
        else
            kept.length = 0;
    });
    try {
        for await (const chunk of chunks) {
            crc32 = external_node_zlib_.crc32(chunk, crc32);
            size += chunk.length;
            if (!deflate.write(chunk))
                await new Promise((resolve) => deflate.once('drain', resolve));
        }
    }
    catch (error) {
        deflate.destroy();
        if (error instanceof content_reader/* TreeReadError */.Re)
            throw error;
        return { unreadable: (0,content_reader/* describeReadError */.U)(error) };
    }
    deflate.end();
    await done;
    const deflated = compressedSize <= capBytes ? Buffer.concat(kept) : undefined;
    return { crc32, size, compressedSize, deflated };
}
/**
 * Deflates `files` into `spool`, keeping at most `capBytes` of deflated data per file, and
 * returns their outcomes in the order of `files`. A file the reader cannot supply is an
 * outcome, not an error; a `TreeReadError` of the reader, zlib or spool failures reject.
 */
async function compressAll(files, options) {
    const { spool, capBytes } = options;
    const maxPoolBytes = options.maxPoolBytes ?? defaultMaxPoolBytes();
    const outcomes = new Array(files.length);
    const settle = (index, outcome) => {
        outcomes[index] = outcome;
        options.onDone?.(index, outcome);
    };
    const onPool = new Set();
    let failure;
    let poolBytes = 0;
    let lastYield = performance.now();
    const spooled = (crc32, size, compressedSize, deflated) => ({
        crc32,
        size,
        compressedSize,
        spoolOffset: deflated && compressedSize <= capBytes ? spool.append(deflated) : undefined,
    });
    try {
        for await (const { index, result } of readAhead(files, options.reader)) {
            if (options.stopped?.())
                break;
            if ('broken' in result) {
                throw result.broken;
            }
            else if ('failed' in result) {
                settle(index, { unreadable: result.failed });
            }
            else if ('stream' in result) {
                const s = await deflateStream(result.stream, capBytes);
                settle(index, 'unreadable' in s ? s : spooled(s.crc32, s.size, s.compressedSize, s.deflated));
            }
            else {
                const { data } = result;
                const crc32 = external_node_zlib_.crc32(data);
                const zlibOptions = { level: DEFLATE_LEVEL, chunkSize: outputChunkFor(data.length) };
                if (data.length >= ASYNC_MIN_BYTES &&
                    poolBytes + data.length <= maxPoolBytes &&
                    onPool.size < MAX_POOL_TASKS) {
                    poolBytes += data.length;
                    const task = deflateRawAsync(data, zlibOptions)
                        .then((out) => settle(index, spooled(crc32, data.length, out.length, out)))
                        .catch((error) => void (failure ??= error))
                        .finally(() => {
                        onPool.delete(task);
                        poolBytes -= data.length;
                    });
                    onPool.add(task);
                }
                else {
                    const out = external_node_zlib_.deflateRawSync(data, zlibOptions);
                    settle(index, spooled(crc32, data.length, out.length, out));
                }
            }
            if (performance.now() - lastYield >= YIELD_EVERY_MS) {
                await new Promise((resolve) => setImmediate(resolve));
                lastYield = performance.now();
            }
        }
    }
    finally {
        await Promise.all(onPool);
    }
    if (failure !== undefined)
        throw failure;
    return outcomes;
}

;// CONCATENATED MODULE: ./src/engine/packing/plan-stream.ts


/** Yields archive plans as they become final; returns the whole plan. Leaving early stops deflating. */
async function* plan_stream_streamPlans(files, options) {
    const units = orderUnits(files);
    const ordered = units.flat();
    const unitOf = new Int32Array(ordered.length);
    const pending = units.map((unit) => unit.length);
    let at = 0;
    units.forEach((unit, u) => unit.forEach(() => (unitOf[at++] = u)));
    const builder = new PlanBuilder(options);
    const ready = [];
    const unreadable = [];
    let frontier = 0;
    let unitStart = 0;
    let wake;
    let stopped = false;
    const outcomes = new Array(ordered.length);
    const onDone = (index, outcome) => {
        outcomes[index] = outcome;
        const u = unitOf[index];
        pending[u] = pending[u] - 1;
        while (frontier < units.length && pending[frontier] === 0) {
            const unit = units[frontier];
            const inputs = [];
            unit.forEach((file, i) => {
                const outcome = outcomes[unitStart + i];
                if (!outcome)
                    throw new Error(`packing lost ${file.path}`);
                if ('unreadable' in outcome)
                    unreadable.push({ path: file.path, reason: outcome.unreadable });
                else
                    inputs.push({ path: file.path, unit: file.unit, ...outcome });
            });
            ready.push(...builder.addUnit(inputs));
            unitStart += unit.length;
            frontier++;
        }
        if (ready.length > 0)
            wake?.();
    };
    let finished = false;
    let failure;
    const compressing = compressAll(ordered, {
        ...options,
        capBytes: options.maxArchiveBytes,
        onDone,
        stopped: () => stopped,
    }).then(() => {
        finished = true;
        wake?.();
    }, (error) => {
        failure = { error };
        wake?.();
    });
    try {
        for (;;) {
            if (failure)
                throw failure.error;
            const next = ready.shift();
            if (next)
                yield next;
            else if (finished)
                break;
            else
                await new Promise((resolve) => (wake = resolve));
        }
    }
    finally {
        stopped = true;
        await compressing;
    }
    const { last, plan } = builder.finish(unreadable);
    for (const archive of last)
        yield archive;
    return plan;
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/spool.ts
/**
 * An append-only file of deflated data, read back by offset: every file is deflated once, its
 * bytes wait here while archives are planned, and archives are then assembled by copying.
 * Synchronous on purpose: appends are small and ordered by the one thread that owns the file.
 */

class spool_Spool {
    file;
    fd;
    end = 0;
    closed = false;
    constructor(file) {
        this.file = file;
        this.fd = external_node_fs_.openSync(file, 'w+');
    }
    /** Appends `data`; returns where it starts. */
    append(data) {
        const offset = this.end;
        external_node_fs_.writeSync(this.fd, data, 0, data.length, offset);
        this.end += data.length;
        return offset;
    }
    read(offset, length) {
        const data = Buffer.allocUnsafe(length);
        const read = external_node_fs_.readSync(this.fd, data, 0, length, offset);
        if (read !== length)
            throw new Error(`spool ${this.file}: read ${read} of ${length} bytes`);
        return data;
    }
    /** Closes and deletes the spool file; safe to call more than once. */
    dispose() {
        if (this.closed)
            return;
        this.closed = true;
        external_node_fs_.closeSync(this.fd);
        try {
            external_node_fs_.rmSync(this.file, { force: true });
        }
        catch {
            // A file Windows still holds (EBUSY): the scratch folder's removal tries again after the scan.
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/packing/zip/write-archives.ts
/**
 * Assembles planned archives from the spool of deflated files: local headers and data in plan
 * order, then the central directory and its end record. Nothing is compressed here, so this is
 * disk copying; each written file is checked against the size the plan computed.
 */



/** Bytes gathered per write (one system call), so memory stays small whatever the archive. */
const COPY_BATCH_BYTES = 1024 * 1024;
/** Writes all of `data` (a write may take only part of it). */
async function writeAll(out, data) {
    for (let done = 0; done < data.length;)
        done += (await out.write(data, done, data.length - done)).bytesWritten;
}
/** Writes one planned archive to `file` and checks its size. */
async function writeArchive(plan, spool, file) {
    const out = await external_node_fs_promises_.open(file, 'w');
    try {
        let offset = 0;
        let batch = [];
        let batchBytes = 0;
        const central = [];
        for (const entry of plan.entries) {
            const header = localHeader(entry);
            const data = spool.read(entry.spoolOffset, entry.compressedSize);
            batch.push(header, data);
            batchBytes += header.length + data.length;
            central.push(centralRecord(entry, offset));
            offset += header.length + data.length;
            if (batchBytes >= COPY_BATCH_BYTES) {
                await writeAll(out, Buffer.concat(batch, batchBytes));
                batch = [];
                batchBytes = 0;
            }
        }
        const directory = Buffer.concat(central);
        batch.push(directory, endOfCentralDirectory(plan.entries.length, directory.length, offset));
        await writeAll(out, Buffer.concat(batch));
    }
    finally {
        await out.close();
    }
    const written = (await external_node_fs_promises_.stat(file)).size;
    if (written !== plan.bytes)
        throw new Error(`${plan.name} is ${written} bytes, not the ${plan.bytes} planned`);
    return { plan, file };
}
/** Writes the archives into `dir` one after another, each handed out as soon as it is complete. */
async function* write_archives_writeArchives(plans, spool, dir) {
    for (const plan of plans)
        yield await writeArchive(plan, spool, path.join(dir, plan.name));
}

;// CONCATENATED MODULE: ./src/engine/packing/pack.ts
/**
 * Packing, end to end: 1 deflate every file once into a spool (in parallel), 2 plan archives to
 * the byte, 3 write them one after another, handing each out as soon as it is complete, so an
 * upload can start while later archives are still being written.
 *
 * Cleanup: the spool (`<dir>/.spool`) is closed and deleted when the iteration of `archives`
 * ends: after the last archive, on an error, or when the consumer leaves a `for await` loop
 * early (break, return or throw). A consumer that stops calling `next()` without leaving such a
 * loop calls `close()`. The archives themselves stay in `dir` until the caller removes it.
 */






async function packFiles(files, options) {
    const reader = options.reader ?? diskReader;
    await fs.mkdir(options.dir, { recursive: true });
    const spool = new Spool(path.join(options.dir, '.spool'));
    let plan;
    try {
        const plans = streamPlans(files, { ...options, reader, spool });
        let step = await plans.next();
        while (!step.done)
            step = await plans.next();
        plan = step.value;
    }
    catch (error) {
        spool.dispose();
        throw error;
    }
    const written = writeArchives(plan.archives, spool, options.dir);
    async function* handOut() {
        try {
            yield* written;
        }
        finally {
            spool.dispose();
        }
    }
    const archives = handOut();
    return {
        plan,
        archives,
        close: async () => {
            await archives.return();
            spool.dispose();
        },
    };
}
/** Packs files and hands out each archive as soon as it is complete (uploads start while packing). */
function packStreaming(files, options) {
    let settle;
    const plan = new Promise((resolve, reject) => (settle = { resolve, reject }));
    plan.catch(() => { }); // the iteration reports the error; this only avoids an unhandled one
    async function* handOut() {
        await external_node_fs_promises_.mkdir(options.dir, { recursive: true });
        const spool = new spool_Spool(external_node_path_.join(options.dir, '.spool'));
        try {
            const plans = plan_stream_streamPlans(files, { ...options, spool });
            try {
                let step = await plans.next();
                for (; !step.done; step = await plans.next())
                    yield await writeArchive(step.value, spool, external_node_path_.join(options.dir, step.value.name));
                settle.resolve(step.value);
            }
            finally {
                await plans.return(undefined);
            }
        }
        catch (error) {
            settle.reject(error);
            throw error;
        }
        finally {
            // Left before the end: the plan is never whole (a no-op once it resolved).
            settle.reject(new Error('packing stopped before the last archive'));
            spool.dispose();
        }
    }
    const archives = handOut();
    return { archives, plan, close: async () => void (await archives.return()) };
}
/** Writes every archive and returns them all, for callers that need no streaming. */
async function collectArchives(packing) {
    const all = [];
    for await (const archive of packing.archives)
        all.push(archive);
    return all;
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/pack-tree.ts



function packTree(files, options) {
    const from = options.indexFrom ?? 0;
    const packing = packStreaming(files, { ...options, reader: options.reader ?? content_reader/* diskReader */.lJ });
    const tag = options.label === undefined ? {} : { tree: options.label };
    const handedOut = [];
    let whole;
    const toScan = (plan, i, file) => ({
        index: from + i,
        name: plan.name,
        file,
        bytes: plan.bytes,
        ...tag,
    });
    async function* archives() {
        try {
            for await (const archive of packing.archives) {
                const { plan } = archive;
                options.log.info(`${plan.name}: ${(0,plural/* plural */.L)(plan.entries.length, 'file')}, ${(0,plural/* plural */.L)(plan.bytes, 'byte')}`);
                handedOut.push(plan);
                yield toScan(plan, handedOut.length - 1, archive.file);
            }
            whole = await packing.plan;
        }
        finally {
            await packing.close();
        }
    }
    return {
        archives: archives(),
        planned: () => handedOut.map((plan, i) => toScan(plan, i, '')),
        plan: () => whole ?? { archives: [...handedOut], tooLarge: [], splitUnits: [], unreadable: [] },
        complete: () => whole !== undefined,
    };
}

;// CONCATENATED MODULE: ./src/engine/scan/trees/warn-packing.ts

function warnPacking(plan, options) {
    const { log, notes } = options;
    const side = options.tree === undefined ? '' : ` (on ${options.tree})`;
    for (const file of plan.tooLarge) {
        const note = `Not scanned${side}: ${file.path} needs ${(0,plural/* plural */.L)(file.bytes, 'byte')} compressed, more than max-archive-size (${(0,plural/* formatCount */.B)(options.maxArchiveBytes)}).`;
        log.warning(note);
        notes.push(note);
    }
    const unreadable = plan.unreadable;
    if (unreadable.length > 0) {
        const note = `Not uploaded${side}: ${(0,plural/* plural */.L)(unreadable.length, 'file')} that could not be read while packing: ${unreadable
            .slice(0, 5)
            .map((u) => `${u.path} (${u.reason})`)
            .join(', ')}`;
        log.warning(note);
        notes.push(note);
    }
    for (const unit of plan.splitUnits)
        log.warning(`${unit.replace(/^[a-z]+:/, '')}${side} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`);
}

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
        const anchor = base?.packed?.complete() ? boundariesOf(base.packed.plan()) : undefined;
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
        const packed = packTree(discovery.files, {
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
        if (anchor)
            pipeline.anchored = true;
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
        warnPacking(packed.plan(), {
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
var tree_scan = __webpack_require__(6408);
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
            logDiscovery(pipeline.discovery, log, options.notes, options.knobs);
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
    const scan = (0,tree_scan/* describeTree */.cn)(discovery, pipeline.packed?.plan(), own, stopped);
    return { status: 'scanned', tree, scan: pipeline.anchored ? { ...scan, anchored: true } : scan };
}

// EXTERNAL MODULE: ./src/engine/scan/trees/work-tree.ts + 2 modules
var work_tree = __webpack_require__(7356);
;// CONCATENATED MODULE: ./src/engine/scan/find-base.ts
/**
 * How long the head waits for its base to be found (git, maybe one fetch) before it is packed on
 * its own: a base found in time is packed first and the head planned on it, so a pull request
 * uploads only the archives it changed (issue 24); a slow base costs the head no more than this.
 */
const BASE_ANCHOR_WAIT_MS = 60_000;
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

// EXTERNAL MODULE: ./src/engine/git/base-commit.ts
var base_commit = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/engine/git/history.ts
var git_history = __webpack_require__(4781);
;// CONCATENATED MODULE: ./src/engine/change/resolve-change.ts
/**
 * The one rule from a change request to commits, read by the three things that hang on the base:
 * - the findings baseline: `baseline: none` none; a ref, its commit; `auto`, the change's merge
 *   base (given; the platform's merge commit's first parent, or the merge base; or the ref's
 *   commit) and no base when there is no change request;
 * - the unjudged range: from the change's merge base (for a ref, its merge base with the head, so
 *   what the target branch did since the change branched is not the change's) to the head (the
 *   scanned commit, else HEAD), whatever `baseline` says;
 * - the suppressions' base: the target branch's tip (`baseTip`), never a merge base. When the
 *   change's base is a ref other than the tip (a merge base the author chose: GitLab's diff base),
 *   what the change adds is read against that ref and what applies at the tip (`tip`), or, the
 *   tip unknown, none applies.
 * Each is found once (git, maybe one fetch at depth 1 in a shallow clone) and shared; a base that
 * cannot be had is a reason with the surface's fix (`Knobs`), never an exception.
 */




/** Memoises an async answer: each base is looked for once per run. */
function once(find) {
    let answer;
    return () => (answer ??= find());
}
/** The reason of a base that cannot be had, with the surface's fix. */
function reasonOf(base, knobs) {
    return base.fix === undefined ? base.reason : `${base.reason} ${knobs.base[base.fix]}`;
}
function resolveChange(options) {
    const { git, cwd, change, knobs } = options;
    const refs = new Map();
    /** A ref's commit, found once however many of the three ask for it. */
    const ref = (name) => {
        let found = refs.get(name);
        if (found === undefined)
            refs.set(name, (found = once(() => (0,base_commit/* resolveRef */.qE)(git, cwd, name))));
        return found();
    };
    const changeBase = once(async () => {
        if (change === undefined)
            return { status: 'none' };
        if (change.unusable !== undefined)
            return { status: 'unavailable', reason: change.unusable };
        const { base, baseLabel: label } = change;
        if (base.kind === 'commit')
            return { status: 'found', sha: base.sha, label, source: 'given', fetched: false };
        if (base.kind === 'ref')
            return ref(base.ref);
        return (0,base_commit/* resolveMergeTarget */._m)(git, cwd, { ...base, label });
    });
    const head = once(async () => options.headSha ?? (await (0,git_history/* resolveLocalCommit */.z_)(git, cwd, 'HEAD')));
    const gitMissing = once(() => isGitMissing(git, cwd));
    /** Without git no base can be read, whatever else looked wrong: the fix is git itself. */
    const noGit = GIT_MISSING + knobs.base.noGit;
    const findingsBase = once(async () => {
        const { baseline } = options;
        if (baseline.kind === 'none')
            return { status: 'none' };
        try {
            const found = await (baseline.kind === 'ref' ? ref(baseline.ref) : changeBase());
            if (found.status === 'unavailable' && (await gitMissing()))
                return { status: 'unavailable', reason: noGit, gitMissing: true };
            if (found.status === 'none')
                return found;
            if (found.status === 'unavailable')
                return { status: 'unavailable', reason: reasonOf(found, knobs) };
            const { sha, label } = found;
            if (found.source === 'given' || (await head()) !== sha)
                return { status: 'found', sha, label };
            const why = `the baseline ${label} is the commit being scanned, so nothing could count as new`;
            return { status: 'unavailable', label, sha, reason: `${why}: ${knobs.base.isHead}` };
        }
        catch (error) {
            return { status: 'unavailable', reason: (0,errors/* describeError */.Uc)(error) };
        }
    });
    const range = once(async () => {
        if (change === undefined)
            return { kind: 'tree' };
        const unavailable = (why) => ({ kind: 'pull request', unavailable: why });
        try {
            const base = await changeBase();
            if (base.status === 'unavailable' && (await gitMissing()))
                return unavailable(noGit);
            if (base.status !== 'found')
                return unavailable(base.status === 'unavailable' ? reasonOf(base, knobs) : 'the change has no base commit');
            const to = await head();
            if (to === undefined)
                return unavailable((await gitMissing()) ? noGit : 'the workspace has no commit checked out');
            // A ref names the target branch: the change starts where it branched from it.
            const from = base.source === 'ref'
                ? ((await (0,git_history/* findMergeBase */.fe)(git, cwd, base.sha, to)) ?? base.sha)
                : base.sha;
            return { kind: 'pull request', baseSha: from, headSha: to };
        }
        catch (error) {
            return unavailable((0,errors/* describeError */.Uc)(error));
        }
    });
    const commitOf = (tip) => tipCommit(tip, ref, () => (0,base_commit/* obtainCommit */.LB)(git, cwd, tip));
    const suppressionsBase = once(() => findSuppressionsBase(change, commitOf, knobs.base.fetchTip));
    return { findingsBase, range, suppressionsBase };
}
/** A tip's commit, fetched when the checkout lacks it; undefined when it cannot be had. */
async function tipCommit(tip, ref, obtain) {
    try {
        if (!(0,git_git/* isObjectId */.TS)(tip)) {
            const found = await ref(tip);
            return found.status === 'found' ? found.sha : undefined;
        }
        return (await obtain()).ok ? tip : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The suppressions' base (`ChangeResolution.suppressionsBase`), each commit found by `commitOf`;
 * `fix` is the surface's words for a target branch tip it could not fetch.
 */
async function findSuppressionsBase(change, commitOf, fix) {
    if (change === undefined || change.unusable !== undefined)
        return { baseSha: undefined };
    const { base, baseTip } = change;
    // The change's base is the tip itself: both are read there.
    if (base.kind !== 'ref' || base.ref === baseTip)
        return { baseSha: baseTip === undefined ? undefined : await commitOf(baseTip) };
    const baseSha = await commitOf(base.ref);
    if (baseTip === undefined)
        return {
            baseSha,
            tip: { unavailable: change.baseTipUnknown ?? "the target branch's tip is unknown" },
        };
    const tipSha = await commitOf(baseTip);
    if (tipSha !== undefined)
        return { baseSha, tip: { sha: tipSha } };
    const why = `${baseTip} is not in this checkout and could not be fetched from origin (${fix})`;
    return { baseSha, tip: { unavailable: why } };
}
/** Why there is no base on a machine without git (a checkout made by download has no history). */
const GIT_MISSING = 'git is not on the PATH, so the base cannot be read (a checkout made without git is a download ' +
    'with no history). ';
/** True when no git could be started here (asked only once a base was needed and not found). */
async function isGitMissing(git, cwd) {
    return (await git.run(['--version'], { cwd })).missing === true;
}

// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(7262);
// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(6244);
// EXTERNAL MODULE: ./src/engine/git/git-output.ts
var git_output = __webpack_require__(3551);
;// CONCATENATED MODULE: ./src/engine/change/changed-entries.ts
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
/** Parses `diff --raw -z` records into every changed path and its new mode, wherever it is. */
function parseChangedPaths(output) {
    return new Map((0,git_output/* parseRawDiff */.LP)(output).map((r) => [r.path.toString('utf8'), r.newMode]));
}
/**
 * Parses `diff --raw -z` records (`:<mode> <mode> <old> <new> <status>\0<path>\0`), keeping what
 * the scanned commit has under `folder` (repository-relative, `''` for the top), and marking the
 * links and submodules that stand where the base had a folder.
 */
function parseChangedEntries(output, folder) {
    const prefix = Buffer.from(folder === '' ? '' : `${folder}/`);
    const kept = [];
    const deleted = [];
    for (const { newMode, newId, status, path: raw } of (0,git_output/* parseRawDiff */.LP)(output)) {
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
/**
 * The entries the pull request adds or changes under `folder`, and every path it changed anywhere
 * (one repository-wide diff serves both); throws when git cannot tell.
 */
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
    return {
        entries: parseChangedEntries(result.stdout, options.folder),
        everywhere: parseChangedPaths(result.stdout),
    };
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

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helm-ignore-scope.ts
var helm_ignore_scope = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomize-inputs.ts
var kustomize_inputs = __webpack_require__(820);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(1948);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-dialect.ts
var json_dialect = __webpack_require__(628);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-stream.ts
var json_stream = __webpack_require__(5732);
// EXTERNAL MODULE: ./src/engine/discovery/content/nesting.ts
var nesting = __webpack_require__(9679);
;// CONCATENATED MODULE: ./src/engine/change/deployer-unreadable.ts
/**
 * The one rule of "no deployer could read it either" (issue 40): a file we cannot parse is not
 * judged, and on a pull request that is an error, because a deployer might read what we refuse.
 * Where no deployer can read it either, nothing it holds can be deployed, so it is a notice, never
 * an error: documentation fragments such as ARM JSON with `...` placeholders. Only JSON is decided
 * here, where both readings deployers use are known: strict JSON (CloudFormation, kubectl) and
 * ARM's lenient JSON (comments, trailing commas, line breaks in strings), and both refuse it. YAML
 * is never decided here: kubectl's YAML (go-yaml) reads some text ours refuses, so an unparsable
 * YAML file stays not judged. kubectl reads a `.json` file by its content, not its name: as YAML
 * when its first character past white space is not `{`, else as a stream of JSON values
 * (`json-stream.ts`); either reading it may give keeps the file not judged. A text too deep for
 * our parser, or not UTF-8, stays not judged too.
 */




/** JSON by name: what strict and ARM's lenient reading both apply to. */
const JSON_NAME = /\.json$/i;
/** True when neither strict JSON nor ARM's lenient JSON reads `content`: no deployer can. */
function unreadableByAnyDeployer(path, content) {
    if (content === undefined || !JSON_NAME.test(path) || !(0,external_node_buffer_.isUtf8)(content))
        return false;
    const text = Buffer.from(content)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
    const read = (0,json_dialect/* parseLenientJson */.R)(text);
    if (!('error' in read) || read.error === nesting/* TOO_DEEP */.gZ)
        return false;
    // kubectl reads it as YAML, or as a stream of JSON values of which it reads one at least.
    return (0,json_stream/* startsLikeJson */.r)(text) && (0,json_stream/* readJsonStream */.T)(text).values.length === 0;
}

;// CONCATENATED MODULE: ./src/engine/change/references/documentation.ts
/**
 * Files no deployer reads: documentation and pictures. A change to one of them inside a folder the
 * deployed code reads (a module folder behind a link, a chart a reference leads to) is no reason to
 * count the folder not judged (issue 40: not judged means a deployer could read it). The list is a
 * short deny-list, so anything else (a `.txt` a Lambda's archive packs, a script `user_data`
 * reads, a JSON policy `file()` loads) still counts: fail closed.
 */

/** Documentation and picture extensions. */
const DOCUMENT_EXTENSION = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|png|jpe?g|gif|svg|ico|webp)$/i;
/** Documentation by name, bare or as text (`README`, `LICENSE.txt`; a `security.yaml` is not). */
const DOCUMENT_NAME = /^(?:readme|licen[cs]e|copying|notice|authors|contributors|changelog|changes|history|contributing|code_of_conduct|security|codeowners|owners)(?:\.(?:md|txt|rst|adoc))?$/i;
/** True for documentation or a picture: a file no deployer reads. */
function isDocumentation(path) {
    const name = posix_.basename(path);
    return DOCUMENT_EXTENSION.test(name) || DOCUMENT_NAME.test(name);
}

;// CONCATENATED MODULE: ./src/engine/change/judge-entry.ts
/**
 * The rule of unjudged IaC, pure: whether a file that was not uploaded is IaC by its name or its
 * content, and then why it stayed home. What discovery and packing decided about the scanned tree
 * is passed in as facts; a file discovery never read (a secret-like or built-in-folder name) is
 * judged by its content when its name needs one, so a `credentials.yaml` manifest is IaC too. A
 * file `exclude` or a chart's `.helmignore` leaves out was left out on purpose and is not counted,
 * except chart content a `.helmignore` leaves out when the pull request also changed that chart's
 * `.helmignore` or `Chart.yaml`: a pull request cannot bring both a file and the rule that hides it.
 * Nor is a file `exclude` matches that the deployed code reads all the same (a kustomization under
 * the folder references it, or a module block under it uses its folder): exclude leaves out files,
 * not what IaC under the folder reads, so such a file is not judged.
 * Links are never followed, so a submodule, a link to a folder and a link out of the repository
 * count too (what they lead to is asked separately, as `target`), and on a pull request a link
 * git cannot follow (dangling, into a submodule); a link to a file that is not IaC by name is
 * silent (its target is judged where it is, if it is IaC).
 */








const NEVER = {
    secret: 'secret-like name',
    'terraform state': 'terraform state',
    'built-in folder': 'built-in folder',
};
/** The folder above a path whose `.helmignore` or `Chart.yaml` the pull request changed. */
function chartWithChangedRules(path, facts) {
    const { changed } = facts;
    if (changed === undefined)
        return undefined;
    for (let dir = posix_.dirname(path);; dir = posix_.dirname(dir)) {
        const prefix = dir === '.' ? '' : `${dir}/`;
        if (changed.has(`${prefix}.helmignore`) || changed.has(`${prefix}Chart.yaml`))
            return dir;
        if (dir === '.' || dir === '/')
            return undefined;
    }
}
/**
 * True for chart content a `.helmignore` left out that the pull request changed the rules of:
 * left out by the pull request itself, so not on purpose.
 */
function hiddenByChangedRules(path, facts) {
    if (facts.skipped.get(path) !== 'ignored by .helmignore')
        return false;
    if (facts.hiddenOnBase?.has(path) === true)
        return false;
    const ruled = chartWithChangedRules(path, facts);
    if (ruled === undefined)
        return false;
    return (0,helm_ignore_scope/* isChartContent */.Se)(path, (0,classify/* chartFolderOf */.yf)(path, facts.charts) ?? ruled);
}
/**
 * A file `exclude` leaves out that the deployed code reads all the same: a kustomization's input,
 * or a file of a module folder a module block under the scanned folder uses (documentation aside).
 */
function excludedButRead(candidate, facts) {
    const { path } = candidate;
    if (candidate.type !== 'file' || facts.uploaded(path))
        return false;
    if (!facts.isExcluded(path) && facts.skipped.get(path) !== 'excluded')
        return false;
    if (facts.kustomized?.has(path) === true)
        return true;
    if (isDocumentation(path))
        return false;
    for (const folder of facts.moduleFolders ?? [])
        if (folder === '' || path.startsWith(`${folder}/`))
            return true;
    return false;
}
/** Left out on purpose: uploaded, excluded, or ignored the way helm packages a chart. */
function leftOutOnPurpose(candidate, facts) {
    const { path } = candidate;
    if (facts.uploaded(path))
        return true;
    if (excludedButRead(candidate, facts))
        return false;
    if (facts.isExcluded(path))
        return true;
    const skip = facts.skipped.get(path);
    if (skip === 'ignored by .helmignore')
        return !hiddenByChangedRules(path, facts);
    return skip === 'excluded';
}
function namedLikeIac(path, facts) {
    return ((0,classify/* kindByName */.vt)(path) !== undefined ||
        facts.isIncluded(path) ||
        posix_.basename(path) === 'Chart.yaml' ||
        (0,classify/* chartFolderOf */.yf)(path, facts.charts) !== undefined);
}
/** A path whose content decides: YAML/JSON, a `.template`, and whatever a kustomization reads. */
function readsContent(path, facts) {
    return (0,classify/* needsContentCheck */.BM)(path) || facts.kustomized?.has(path) === true;
}
/** A link named like IaC, which is judged when it points at a file that was uploaded. */
function isIacLink(candidate, facts) {
    const { path } = candidate;
    return candidate.type === 'link' && (namedLikeIac(path, facts) || readsContent(path, facts));
}
/**
 * A file named like IaC (its name alone decides: `*.tf`, a Dockerfile …) that was uploaded, whose
 * encoding is checked: discovery never reads such files, and the service reads UTF-8 only.
 */
function uploadedByName(candidate, facts) {
    const { path } = candidate;
    return candidate.type === 'file' && facts.uploaded(path) && (0,classify/* kindByName */.vt)(path) !== undefined;
}
/**
 * True when the rule needs the entry's bytes to decide: a YAML/JSON file discovery never read, a
 * link named like IaC (its bytes are its target), or an uploaded file named like IaC (to check
 * that it is UTF-8; only the pull request's changed files are ever asked about uploaded files).
 */
function needsContent(candidate, facts) {
    const { path } = candidate;
    if (uploadedByName(candidate, facts))
        return true;
    if (leftOutOnPurpose(candidate, facts) || excludedButRead(candidate, facts))
        return false;
    if (isIacLink(candidate, facts))
        return candidate.replacedFolder !== true;
    if (candidate.type !== 'file')
        return false;
    // An unparsable JSON file is read to tell whether any deployer could read it.
    if (facts.rejected.get(path) === 'unparsable')
        return /\.json$/i.test(path);
    if (namedLikeIac(path, facts) || !readsContent(path, facts) || facts.rejected.has(path))
        return false;
    const skip = facts.skipped.get(path);
    return skip !== 'git lfs pointer' && skip !== 'unreadable';
}
/**
 * True when the rule needs to know where the entry leads: a link not named like IaC (a link named
 * like IaC is judged by its bytes), or a special file (in the work tree, a submodule's folder).
 */
function needsTarget(candidate, facts) {
    if (leftOutOnPurpose(candidate, facts) || candidate.replacedFolder === true)
        return false;
    if (candidate.type === 'other')
        return true;
    return candidate.type === 'link' && !isIacLink(candidate, facts);
}
/** Why a link or submodule not named like IaC leaves IaC unjudged, or undefined when it does not. */
function linkReason(candidate, facts) {
    if (candidate.type === 'submodule')
        return 'submodule';
    if (candidate.type === 'other')
        return candidate.target === 'folder' ? 'submodule' : undefined;
    if (candidate.target === 'folder')
        return 'link to a folder';
    if (candidate.target === 'missing' && facts.linksMustResolve === true)
        return 'link out of the repository';
    return candidate.target === 'outside' ? 'link out of the repository' : undefined;
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
/** Refusals that leave a file not judged rather than not IaC: the reason each is named by. */
const JUDGING_REFUSALS = {
    unparsable: 'unparsable',
    ambiguous: 'ambiguous YAML',
    'kustomize input': 'kustomize input, not a resource',
};
/**
 * Why a refusal leaves a file not judged, if it does. A kustomization's input that holds no
 * resource counts on a pull request only: on other runs it would warn on every run of a healthy
 * repository that uses JSON 6902 patches.
 */
function judgingRefusal(category, facts) {
    if (category === undefined)
        return undefined;
    if (category === 'kustomize input' && facts.pullRequest !== true)
        return undefined;
    return JUDGING_REFUSALS[category];
}
/**
 * What the content says: IaC, why IaC-like content was not judged, or not IaC (unknown when
 * unread).
 */
function byContent(candidate, facts, content) {
    const { path } = candidate;
    if (!readsContent(path, facts))
        return undefined;
    if (facts.rejected.has(path))
        return judgingRefusal(facts.rejected.get(path), facts);
    // A file that cannot be read may be anything: fail closed.
    if (facts.skipped.get(path) === 'unreadable')
        return 'iac';
    if (content === undefined)
        return undefined;
    const kustomized = facts.kustomized?.has(path) === true;
    const verdict = (0,classify/* classifyContent */.CQ)(path, content, { kustomized });
    if ('kind' in verdict)
        return 'iac';
    return judgingRefusal(kustomized ? (0,kustomize_inputs/* asKustomizeInput */.Qp)(verdict.category) : verdict.category, facts);
}
/**
 * Why an IaC file was not uploaded, or undefined when it was, when it is not IaC, or when it was
 * left out on purpose. `content` is the entry's bytes when `needsContent` asked for them.
 */
function judgeCandidate(candidate, facts, content) {
    const { path } = candidate;
    // Uploaded, but in an encoding the service cannot read (UTF-16 from PowerShell's `>`): not judged.
    if (uploadedByName(candidate, facts) && content !== undefined && !(0,external_node_buffer_.isUtf8)(content))
        return 'unparsable';
    if (leftOutOnPurpose(candidate, facts))
        return undefined;
    if (excludedButRead(candidate, facts))
        return 'excluded, but read by IaC under path';
    if (candidate.type === 'file' && hiddenByChangedRules(path, facts))
        return 'ignored by .helmignore';
    const named = namedLikeIac(path, facts);
    if (candidate.type === 'link' || candidate.type === 'submodule') {
        if (candidate.replacedFolder === true)
            return 'link or submodule';
        if (!isIacLink(candidate, facts))
            return linkReason(candidate, facts);
        return pointsAtUploaded(path, content, facts) ? undefined : 'link or submodule';
    }
    if (candidate.type === 'other' && linkReason(candidate, facts) !== undefined)
        return 'submodule';
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
        return unreadableByAnyDeployer(path, content) ? 'unreadable by any deployer' : 'unparsable';
    if (read !== undefined && read !== 'iac')
        return read;
    if (skip === 'unreadable' || packed === 'unreadable' || candidate.type === 'other')
        return 'unreadable';
    return 'not in the scanned files';
}

// EXTERNAL MODULE: ./src/engine/git/blob-reader.ts
var blob_reader = __webpack_require__(2912);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/engine/change/references/chart-dependencies.ts
/**
 * The dependencies a Helm chart declares (`dependencies:` in `Chart.yaml`, or in `requirements.yaml`
 * for an `apiVersion: v1` chart): `repository: file://<path>` is a chart folder of the repository
 * that `helm dependency build` packs into this chart (a path relative to the chart), anything else
 * a chart fetched from a chart repository (`https://`, `oci://`, a repository alias `@name`).
 * A text that does not parse declares nothing here (helm refuses it too).
 */

/** The file names a chart declares its dependencies in. */
const CHART_DEPENDENCY_FILES = ['Chart.yaml', 'requirements.yaml'];
/** The dependencies a `Chart.yaml` (or `requirements.yaml`) text declares. */
function chartDependencies(text) {
    const doc = (0,dist/* parseDocument */.Tp)(text.replace(/^\uFEFF/, ''), { uniqueKeys: false });
    if (doc.errors.length > 0 || !(0,dist/* isMap */.jh)(doc.contents))
        return [];
    const list = doc.contents.get('dependencies', true);
    if (!(0,dist/* isSeq */.oP)(list))
        return [];
    const found = [];
    for (const item of list.items) {
        if (!(0,dist/* isMap */.jh)(item))
            continue;
        const text = (key) => {
            const node = item.get(key, true);
            return (0,dist/* isScalar */.jn)(node) && node.value !== null ? String(node.value) : undefined;
        };
        const name = text('name');
        const repository = text('repository');
        if (name === undefined || repository === undefined || repository === '')
            continue;
        const version = text('version');
        found.push({ name, repository, ...(version !== undefined && { version }) });
    }
    return found;
}
/** The path of a `file://` repository, relative to the chart; undefined for a remote one. */
function localChartPath(repository) {
    return repository.startsWith('file://') ? repository.slice('file://'.length) : undefined;
}

// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomization-references.ts
var kustomization_references = __webpack_require__(2533);
;// CONCATENATED MODULE: ./src/engine/change/references/remote-references.ts
/**
 * Code a deployer fetches from outside the repository, which no scan of the repository reads: a
 * Terraform module from a git host, an archive or a registry, a kustomize resource at a URL, a
 * Dockerfile's `# syntax=` frontend image (BuildKit runs it, and it decides what the instructions
 * mean), a Helm dependency or a kustomize `helmCharts` chart from a chart repository. Each address
 * is told apart by how firmly it names what is fetched:
 *
 * - `pinned`: a commit id (`?ref=<40 hex>`), an image digest (`@sha256:`), an archive checksum
 *   (`?checksum=`), or an exact version of a registry module or chart;
 * - `versioned`: a version-like tag (`?ref=v1.2.3`), a version constraint (`~> 5.0`), or the
 *   standard Dockerfile frontend (`docker/dockerfile:1`);
 * - `unpinned`: a branch (any ref that is neither a commit id nor named like a version), no ref
 *   (the default branch), no version, or an image tag of anyone else's frontend: what is fetched
 *   can change after review, by whoever owns the address.
 *
 * Pure: the caller reads the files and decides what each level means for the gate.
 */
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
const VERSION_TAG = /^v?\d+(?:\.\d+){0,3}(?:[-+][0-9A-Za-z.-]+)?$/;
const EXACT_VERSION = /^=?\s*v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
/** A host name at the start of an address without a scheme: `github.com/…`, `gitlab.example.org/…`. */
const HOST_FIRST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\//i;
/** An address with a scheme, an scp-like git address, or go-getter's forced getter (`git::`). */
const SCHEMED = /^(?:[a-z][a-z0-9+.-]*::)?(?:[a-z][a-z0-9+.-]*:\/\/|git@|ssh:)/i;
/** The value of a query parameter of an address (`ref`, `version`, `checksum`). */
function queryValue(address, name) {
    const query = address.slice(address.indexOf('?') + 1);
    if (!address.includes('?'))
        return undefined;
    for (const pair of query.split('&')) {
        const [key, value = ''] = pair.split('=');
        if (key === name)
            return decodeURIComponentSafe(value);
    }
    return undefined;
}
function decodeURIComponentSafe(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** How a git ref pins what is fetched. */
function pinOfRef(address, ref) {
    if (ref === undefined || ref === '')
        return { address, pin: 'unpinned', detail: 'no ref, so the default branch' };
    if (COMMIT.test(ref))
        return { address, pin: 'pinned', detail: `ref=${ref}, a commit` };
    if (VERSION_TAG.test(ref))
        return { address, pin: 'versioned', detail: `ref=${ref}, a version tag` };
    return {
        address,
        pin: 'unpinned',
        detail: `ref=${ref}, a branch (or a tag not named like a version)`,
    };
}
/** True for an address fetched from elsewhere: a scheme, `git@`, `git::`, or a host name first. */
function isRemoteAddress(address) {
    return SCHEMED.test(address) || HOST_FIRST.test(address) || /^[a-z0-9]+::/i.test(address);
}
/** An address that fetches a git repository (rather than an archive or a single file). */
function isGitAddress(address) {
    return (/^git::|^git@|^ssh:|^git:\/\//i.test(address) ||
        /^(?:https?:\/\/)?(?:github\.com|gitlab\.com|bitbucket\.org)\//i.test(address) ||
        /\.git(?:$|[/?])/i.test(address));
}
/** A Terraform module source that is not local (`./`, `../`), with its `version` if any. */
function moduleAddress(source, version) {
    if (source.includes('${'))
        return { address: source, pin: 'unpinned', detail: 'written with an interpolation' };
    if (isGitAddress(source) || /^hg::/i.test(source))
        return pinOfRef(source, queryValue(source, 'ref'));
    const checksum = queryValue(source, 'checksum');
    if (SCHEMED.test(source) || /^(?:s3|gcs)::/i.test(source))
        return checksum !== undefined
            ? { address: source, pin: 'pinned', detail: 'an archive with a checksum' }
            : { address: source, pin: 'unpinned', detail: 'an archive at an address, with no checksum' };
    // A registry address (`namespace/name/provider`, a host first for a private registry).
    if (version === undefined)
        return {
            address: source,
            pin: 'unpinned',
            detail: 'a registry module with no version: the newest',
        };
    return EXACT_VERSION.test(version.trim())
        ? { address: source, pin: 'pinned', detail: `version ${version}` }
        : { address: source, pin: 'versioned', detail: `version constraint ${version}` };
}
/** A kustomize reference to a remote target (a git repository, or a file at a URL). */
function kustomizeAddress(reference) {
    const ref = queryValue(reference, 'ref') ?? queryValue(reference, 'version');
    if (isGitAddress(reference) ||
        ref !== undefined ||
        /\/\//.test(reference.replace(/^[a-z]+:\/\//i, '')))
        return pinOfRef(reference, ref);
    // A single file at a URL: pinned only when its path names a commit.
    return reference.split(/[/?#]/).some((part) => COMMIT.test(part))
        ? { address: reference, pin: 'pinned', detail: 'a file at a commit' }
        : { address: reference, pin: 'unpinned', detail: 'a file at a URL, not at a commit' };
}
/** The images Docker publishes as the standard Dockerfile frontend. */
const STANDARD_FRONTEND = /^(?:docker\.io\/)?docker\/dockerfile(?:-upstream)?(?::[\w.-]+)?$/i;
/** A Dockerfile `# syntax=` frontend image. */
function frontendAddress(image) {
    if (/@sha256:[0-9a-f]{64}$/i.test(image))
        return { address: image, pin: 'pinned', detail: 'an image digest' };
    if (STANDARD_FRONTEND.test(image))
        return { address: image, pin: 'versioned', detail: "Docker's standard frontend, by tag" };
    return {
        address: image,
        pin: 'unpinned',
        detail: "an image tag, not Docker's standard frontend: its owner decides what the instructions mean",
    };
}
/** A chart from a chart repository (a Helm dependency, a kustomize `helmCharts` entry). */
function chartAddress(repository, name, version) {
    const address = `${repository.replace(/\/+$/, '')}/${name}`;
    if (version === undefined || version.trim() === '')
        return { address, pin: 'unpinned', detail: 'no version: the newest' };
    return EXACT_VERSION.test(version.trim())
        ? { address, pin: 'pinned', detail: `version ${version}` }
        : { address, pin: 'versioned', detail: `version range ${version}` };
}
/**
 * A Dockerfile's `# syntax=` parser directive: parser directives stand before any instruction,
 * comment or blank line, one per line (`# key=value`, the key in any case).
 */
function dockerfileSyntax(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    for (const line of body.split(/\r?\n/)) {
        const directive = /^#[ \t]*([A-Za-z_]+)[ \t]*=[ \t]*(\S*)[ \t]*$/.exec(line);
        if (!directive)
            return undefined;
        if (directive[1]?.toLowerCase() === 'syntax')
            return directive[2] === '' ? undefined : directive[2];
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/change/references/terraform-sources.ts
/**
 * The modules a Terraform file calls: each `module "<name>" { source = "…", version = "…" }`, read
 * from HCL (`.tf`) or its JSON form (`.tf.json`). The reading is lexical and bounded (one pass, no
 * evaluation): a block is found by its header at a line start, its body to the matching brace
 * (strings, comments and heredocs skipped), and `source`/`version` at its top level. A source
 * written with an interpolation cannot be followed and is kept as written (the caller decides).
 */
const MODULE_HEADER = /^[ \t]*module[ \t]+"((?:[^"\\\n]|\\.)*)"[ \t]*\{/gm;
const ATTRIBUTE = (name) => new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*"((?:[^"\\\\\\n]|\\\\.)*)"`, 'm');
/** The string, comment or heredoc that starts at `i`, if one does: braces inside it are text. */
function lexemeAt(text, i) {
    const c = text[i];
    if (c === '"') {
        let j = i + 1;
        while (j < text.length && text[j] !== '"' && text[j] !== '\n')
            j += text[j] === '\\' ? 2 : 1;
        return { kind: 'string', end: Math.min(j + 1, text.length) };
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) {
        const end = text.indexOf('\n', i);
        return { kind: 'comment', end: end < 0 ? text.length : end };
    }
    if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        return { kind: 'comment', end: end < 0 ? text.length : end + 2 };
    }
    if (c === '<' && text.startsWith('<<', i)) {
        const heredoc = /^<<-?([A-Za-z_][A-Za-z0-9_]*)[ \t]*\n/.exec(text.slice(i, i + 80));
        if (!heredoc)
            return undefined;
        const close = new RegExp(`^[ \\t]*${heredoc[1]}[ \\t]*$`, 'm');
        const found = close.exec(text.slice(i + heredoc[0].length));
        const end = found ? i + heredoc[0].length + found.index + found[0].length : text.length;
        return { kind: 'heredoc', end };
    }
    return undefined;
}
/** Where the block whose `{` is just before `from` ends (at its `}`), skipping strings and comments. */
function blockEnd(text, from) {
    let depth = 1;
    for (let i = from; i < text.length;) {
        const lexeme = lexemeAt(text, i);
        if (lexeme) {
            i = lexeme.end;
            continue;
        }
        if (text[i] === '{')
            depth += 1;
        else if (text[i] === '}' && --depth === 0)
            return i;
        i += 1;
    }
    return text.length;
}
/**
 * The body's top level only: nested blocks, comments and heredocs blanked out (their line breaks
 * kept), so only what Terraform reads as this block's own attributes is read. A brace inside a
 * string or a heredoc is text, as the block's end is found.
 */
function topLevel(body) {
    let out = '';
    let depth = 0;
    for (let i = 0; i < body.length;) {
        const lexeme = lexemeAt(body, i);
        if (lexeme) {
            const span = body.slice(i, lexeme.end);
            out += depth === 0 && lexeme.kind === 'string' ? span : span.replace(/[^\n]/g, '');
            i = lexeme.end;
            continue;
        }
        const c = body[i];
        if (c === '{')
            depth += 1;
        else if (c === '}')
            depth = Math.max(0, depth - 1);
        else if (depth === 0 || c === '\n')
            out += c;
        i += 1;
    }
    return out;
}
function unquote(text) {
    return text.replace(/\\(.)/g, '$1');
}
/** The module calls of an HCL file. */
function hclModuleCalls(text) {
    const calls = [];
    for (const header of text.matchAll(MODULE_HEADER)) {
        const start = header.index + header[0].length;
        const body = topLevel(text.slice(start, blockEnd(text, start)));
        const source = ATTRIBUTE('source').exec(body)?.[1];
        if (source === undefined)
            continue;
        const version = ATTRIBUTE('version').exec(body)?.[1];
        calls.push({
            name: unquote(header[1] ?? ''),
            source: unquote(source),
            ...(version !== undefined && { version: unquote(version) }),
        });
    }
    return calls;
}
/** The module calls of a `.tf.json` file (`{"module": {"<name>": {"source": …}}}`, or a list). */
function jsonModuleCalls(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return [];
    }
    const modules = value?.module;
    const blocks = Array.isArray(modules) ? modules : [modules];
    const calls = [];
    for (const block of blocks) {
        if (typeof block !== 'object' || block === null)
            continue;
        for (const [name, raw] of Object.entries(block)) {
            for (const body of Array.isArray(raw) ? raw : [raw]) {
                const { source, version } = (body ?? {});
                if (typeof source !== 'string')
                    continue;
                calls.push({ name, source, ...(typeof version === 'string' && { version }) });
            }
        }
    }
    return calls;
}
/** The module calls of a Terraform file, by its name (`.tf.json` is JSON, anything else HCL). */
function moduleCalls(path, text) {
    return /\.tf\.json$/i.test(path) ? jsonModuleCalls(text) : hclModuleCalls(text);
}
/** True for a local module source: Terraform reads `./…` and `../…` in place, never fetched. */
function isLocalSource(source) {
    return source.startsWith('./') || source.startsWith('../');
}
/** True for a Terraform file by name (`*.tf`, `*.tf.json`, OpenTofu's `*.tofu`). */
function isTerraformFile(path) {
    return /\.(?:tf|tofu)(?:\.json)?$/.test(path);
}

;// CONCATENATED MODULE: ./src/engine/change/references/reference-graph.ts
/**
 * What the deployed code under the scanned folder reads from out of it, followed as its deployers
 * follow it, in the scanned commit: a kustomization's resources, components and patches (a folder
 * is another kustomization, read for its own references), a Terraform module's local module calls
 * (`source = "../modules/net"`, read in place), a Helm chart's `file://` dependencies and the local
 * charts a kustomization inflates (`helmCharts` under `helmGlobals.chartHome`). The walk is
 * transitive, breadth first, each path once (cycles end there), and bounded (`MAX_FOLLOWED`):
 * past the bound it is `exhausted` and the caller fails closed. A reference that leads back under
 * the scanned folder ends there (what is there is judged there), one that leaves the repository or
 * is remote leads to nothing a change in the repository holds.
 *
 * What is read: a kustomization reads its own file and exactly what it references (`files`); a
 * Terraform module or a Helm chart reads its folder (`folders`: every file below it, documentation
 * aside, since `file()`, `templatefile()` and a chart's `.Files` read any name).
 */






/** Paths followed, at most: a bound on the work, far past real repositories' graphs. */
const MAX_FOLLOWED = 400;
/** True for `path` at or under `folder` (`''`, the top, holds every path). */
function isUnder(folder, path) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/**
 * A path written relative to `from` (a folder), repository-relative; undefined when it leaves the
 * repository, is absolute or remote. go-getter's `//` (a subfolder of what is fetched) is a plain
 * folder locally.
 */
function resolveReference(from, written) {
    if (written === '' || posix_.isAbsolute(written) || isRemoteAddress(written))
        return undefined;
    const joined = posix_.normalize(posix_.join(from === '' ? '.' : from, written.replace(/\/\/+/g, '/')));
    const clean = joined.replace(/\/+$/, '');
    if (clean === '..' || clean.startsWith('../'))
        return undefined;
    return clean === '.' ? '' : clean;
}
/** Walks the references out of `folder` in `commit` (see the module's comment). */
async function walkReferences(commit, seeds, folder) {
    const read = { files: new Map(), folders: new Map(), exhausted: false };
    const all = await commit.files();
    const seen = new Set();
    let queue = [...seeds];
    while (queue.length > 0) {
        const next = [];
        for (const reference of queue) {
            const { target } = reference;
            if (seen.has(target) || (folder !== '' && isUnder(folder, target)))
                continue;
            if (seen.size >= MAX_FOLLOWED)
                return { ...read, exhausted: true };
            seen.add(target);
            next.push(...(await follow(commit, all, reference, read)));
        }
        queue = next;
    }
    return read;
}
/** Records what one reference leads to, and returns the references found there. */
async function follow(commit, all, reference, read) {
    const { target, kind } = reference;
    if (all.has(target)) {
        read.files.set(target, kind);
        return [];
    }
    const inside = (name) => (target === '' ? name : `${target}/${name}`);
    const kustomization = [...kustomize_inputs/* KUSTOMIZATION_NAMES */.H7].map(inside).find((path) => all.has(path));
    if (kind === 'kustomize' && kustomization !== undefined) {
        read.files.set(kustomization, 'kustomize');
        const text = (await commit.read([kustomization])).get(kustomization) ?? '';
        return (0,kustomization_references/* kustomizationReferences */.q)(text).flatMap((written) => {
            const to = resolveReference(target, written);
            return to === undefined ? [] : [{ kind: 'kustomize', target: to }];
        });
    }
    if (all.has(inside('Chart.yaml'))) {
        read.folders.set(target, 'helm chart');
        const texts = await commit.read(CHART_DEPENDENCY_FILES.map(inside));
        return [...texts.values()].flatMap((text) => chartDependencies(text ?? '').flatMap((dependency) => {
            const path = localChartPath(dependency.repository);
            const to = path === undefined ? undefined : resolveReference(target, path);
            return to === undefined ? [] : [{ kind: 'helm chart', target: to }];
        }));
    }
    read.folders.set(target, kind);
    if (kind !== 'terraform module')
        return [];
    const sources = (await commit.filesIn(target)).filter(isTerraformFile);
    const texts = await commit.read(sources);
    return sources.flatMap((file) => moduleCalls(file, texts.get(file) ?? '').flatMap((call) => {
        const to = isLocalSource(call.source) ? resolveReference(target, call.source) : undefined;
        return to === undefined ? [] : [{ kind: 'terraform module', target: to }];
    }));
}

;// CONCATENATED MODULE: ./src/engine/change/references/references-from-path.ts
/**
 * The references the deployed code under the scanned folder writes, as repository paths: what
 * its kustomizations name (discovery read them: `kustomize.outside`, local `helmCharts` folders
 * included), the local modules its Terraform files call (`source = "./…"`, `"../…"`) and the
 * `file://` dependencies its charts declare. Reading the Terraform files and the charts'
 * `Chart.yaml` costs one read each, so the caller asks only when a change could reach one. A file
 * that cannot be read references nothing here (discovery reported it).
 */




const scanRelative = (folder, path) => folder === '' ? path : path.slice(folder.length + 1);
/** The references out of the scanned folder and the module folders in it (see the module's comment). */
async function readPathReferences(input) {
    const { folder } = input;
    const inRepository = (relative) => (folder === '' ? relative : `${folder}/${relative}`);
    const outside = [];
    const moduleFolders = new Set();
    const add = (kind, target) => {
        if (target === undefined)
            return;
        if (isUnder(folder, target)) {
            if (kind === 'terraform module')
                moduleFolders.add(scanRelative(folder, target));
        }
        else
            outside.push({ kind, target });
    };
    for (const reference of input.kustomizeOutside)
        add('kustomize', resolveReference(folder, reference.target));
    const texts = await Promise.all(input.terraformFiles.map((file) => input.readFile(file)));
    input.terraformFiles.forEach((file, i) => {
        const bytes = texts[i];
        if (bytes === undefined)
            return;
        const dir = posix_.dirname(file);
        const from = dir === '.' ? folder : inRepository(dir);
        for (const call of moduleCalls(file, Buffer.from(bytes).toString('utf8')))
            if (isLocalSource(call.source))
                add('terraform module', resolveReference(from, call.source));
    });
    for (const chart of input.charts) {
        const files = CHART_DEPENDENCY_FILES.map((name) => (chart === '.' ? name : `${chart}/${name}`));
        const read = await Promise.all(files.map((file) => input.readFile(file)));
        for (const bytes of read) {
            if (bytes === undefined)
                continue;
            for (const dependency of chartDependencies(Buffer.from(bytes).toString('utf8'))) {
                const path = localChartPath(dependency.repository);
                const from = chart === '.' ? folder : inRepository(chart);
                if (path !== undefined)
                    add('helm chart', resolveReference(from, path));
            }
        }
    }
    return { outside, moduleFolders };
}

// EXTERNAL MODULE: ./src/engine/change/unjudged.ts
var change_unjudged = __webpack_require__(6641);
;// CONCATENATED MODULE: ./src/engine/change/judge-candidates.ts
/**
 * The unjudged rule's shared machinery: the options a run passes, the facts of the scanned tree
 * (what discovery and packing decided), the whole tree's candidates, and judging a set of
 * candidates by reading what their names do not decide and asking where links lead. The ways of
 * choosing candidates (a pull request's changes from git, a platform's list of them, the whole
 * tree) are in `find-unjudged.ts`.
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
function factsOf(options, scope = {}) {
    const { changed, hidden, moduleFolders } = scope;
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
        ...(changed !== undefined && { changed }),
        ...(hidden !== undefined && { hiddenOnBase: hidden }),
        ...(moduleFolders !== undefined && { moduleFolders }),
        kustomized: head.discovery.kustomize?.files ?? new Set(),
        pullRequest: options.range.kind === 'pull request',
        linksMustResolve: options.range.kind === 'pull request',
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
/**
 * Judges each candidate, reading the bytes of those whose names do not decide, and asking where
 * the links and special files lead.
 */
async function unjudgedOf(candidates, options, readers, scope = {}) {
    const facts = factsOf(options, scope);
    const wanted = candidates.filter((c) => needsContent(c, facts));
    const bytes = await readers.read(wanted);
    const contents = new Map(wanted.map((c, i) => [c, bytes[i]]));
    const links = candidates.filter((c) => needsTarget(c, facts));
    const leads = await readers.probe(links.map((c) => c.path));
    const targets = new Map(links.map((c, i) => [c, leads[i]]));
    return candidates.flatMap((candidate) => {
        const target = targets.get(candidate);
        const judged = target === undefined ? candidate : { ...candidate, target };
        const reason = judgeCandidate(judged, facts, contents.get(candidate));
        return reason ? [(0,change_unjudged/* unjudgedFile */.lI)(workspacePath(options.scanPath, candidate.path), reason)] : [];
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
/**
 * The links the pull request left alone that lead to something it changed out of the scanned
 * folder, judged as links are (a link named like IaC by its text, any other by its target).
 */
async function linksBehindUnjudged(behind, options, changed) {
    const facts = factsOf(options, { changed });
    const { git, scanRoot } = options;
    const texts = await (0,blob_reader/* readBlobs */.b4)(git, scanRoot, behind.map((link) => link.objectId));
    return behind.flatMap((link, i) => {
        const candidate = { ...link, type: 'link', target: link.target };
        const reason = judgeCandidate(candidate, facts, texts[i]);
        return reason ? [(0,change_unjudged/* unjudgedFile */.lI)(workspacePath(options.scanPath, link.path), reason)] : [];
    });
}
/** Every path discovery and packing saw and did not upload, and every link and submodule. */
async function wholeTree(options) {
    const seen = treeCandidates(factsOf(options));
    const known = new Set(seen.map((c) => c.path));
    // A tree git cannot list has failed discovery already (that is the run's error): its links too.
    const listed = await options.listLinks().catch(() => []);
    const links = listed.filter((link) => !known.has(link.path));
    return [...seen, ...links].sort((a, b) => (a.path < b.path ? -1 : 1));
}
function treeReaders(options) {
    return {
        read: (wanted) => Promise.all(wanted.map((c) => options.readFile(c.path))),
        // Where a link leads, when git cannot say, is unknown: it counts (fail closed).
        probe: (relatives) => options.probeTargets(relatives).catch(() => relatives.map(() => 'outside')),
    };
}
/**
 * The references the deployed code under the scanned folder writes (`references-from-path.ts`):
 * its kustomizations', its Terraform files' local module calls, its charts' `file://` dependencies.
 * Reads every Terraform file and `Chart.yaml` under the folder: ask only when a change could reach
 * one. `folder` is the scanned folder, repository-relative.
 */
function pathReferences(options, folder) {
    const { head, scanPath } = options;
    const prefix = scanPath === '.' ? '' : `${scanPath}/`;
    return readPathReferences({
        folder,
        kustomizeOutside: head.discovery.kustomize?.outside ?? [],
        terraformFiles: head.discovery.files
            .filter((file) => file.kind === 'terraform' && file.path.startsWith(prefix))
            .map((file) => file.path.slice(prefix.length)),
        charts: chartsOf(head.discovery),
        readFile: options.readFile,
    });
}

// EXTERNAL MODULE: ./src/engine/change/links/link-targets.ts
var link_targets = __webpack_require__(202);
;// CONCATENATED MODULE: ./src/engine/change/links/link-resolver.ts
/**
 * Where the links of one commit lead, pure: each link's text is walked one part at a time from its
 * folder, following every link of the whole tree met on the way (as the kernel would, `..` after
 * the link before it), and stopping at a submodule (its inside is another repository's).
 *
 * Invariants a newcomer should know:
 * - Each link is resolved once (memoised), so work grows with the tree, never with the paths
 *   through it: links `l_k -> l_{k-1}/l_{k-1}` cost one step each, not 2^k.
 * - Follows are counted as the kernel counts them (a memoised link still adds all the follows its
 *   own resolution took); past {@link MAX_LINK_FOLLOWS} the link is `exhausted`, as is a loop, and
 *   so is every link once {@link MAX_RESOLUTION_STEPS} steps are spent on the tree. The caller
 *   counts an exhausted link (fail closed): where it leads was not worked out.
 * - Every resolution lists the links it passed, so a link the pull request retargeted on the way
 *   is seen even when the final target is not a change.
 */

/** Follows one link may take, as the kernel's own limit (`ELOOP` past 40). */
const MAX_LINK_FOLLOWS = 40;
/** Path parts walked over the whole tree before every unresolved link counts as exhausted. */
const MAX_RESOLUTION_STEPS = 100_000;
/**
 * A resolver over `texts` (every link of the tree by repository path, with its text) and
 * `submodules` (every gitlink's path). A path that is not a link resolves to itself.
 */
function createLinkResolver(texts, submodules = new Set()) {
    const memo = new Map();
    let steps = 0;
    function walk(start, text, follows) {
        const passed = [];
        if (posix_.isAbsolute(text))
            return { kind: 'outside', passed };
        let stack = start;
        const parts = text.split('/');
        for (let i = 0; i < parts.length; i++) {
            const part = parts[i] ?? '';
            if (++steps > MAX_RESOLUTION_STEPS)
                return { kind: 'exhausted', passed };
            if (part === '' || part === '.')
                continue;
            if (part === '..') {
                if (stack.length === 0)
                    return { kind: 'outside', passed };
                stack = stack.slice(0, -1);
                continue;
            }
            stack = [...stack, part];
            const at = stack.join('/');
            // Inside a submodule is another repository: the submodule itself is what it leads to.
            if (submodules.has(at))
                return { kind: 'path', to: at, follows, passed };
            if (!texts.has(at))
                continue;
            const through = resolve(at);
            passed.push(at, ...through.passed);
            if (through.kind !== 'path')
                return { ...through, passed };
            follows += through.follows;
            if (follows > MAX_LINK_FOLLOWS)
                return { kind: 'exhausted', passed };
            stack = through.to === '' ? [] : through.to.split('/');
        }
        return { kind: 'path', to: stack.join('/'), follows, passed };
    }
    function resolve(link) {
        const known = memo.get(link);
        if (known === 'in progress')
            return { kind: 'exhausted', passed: [] };
        if (known !== undefined)
            return known;
        const text = texts.get(link);
        if (text === undefined)
            return { kind: 'path', to: link, follows: 0, passed: [] };
        memo.set(link, 'in progress');
        const folder = posix_.dirname(link);
        const result = walk(folder === '.' ? [] : folder.split('/'), text, 1);
        memo.set(link, result);
        return result;
    }
    return { resolve, steps: () => steps };
}

;// CONCATENATED MODULE: ./src/engine/change/links/links-behind.ts
/**
 * Links the pull request did not touch that lead to something it changed (issue 31): the base has
 * `infra/modules/edge -> ../../platform/edge`, used as a module, and the pull request changes only
 * `platform/edge/main.tf`. Links are never followed, so that change reaches the deployed code through
 * `path` without any scan reading it. Each link under the scanned folder of the scanned commit is
 * resolved by its text through every link and submodule of the commit's whole tree
 * (`link-resolver.ts`), and it is a candidate when a changed path stands at its final target,
 * above it (a bumped submodule, a folder replaced by a link) or under it, or at any link passed on
 * the way (a link the fork retargeted), out of the folder. Inside the folder too (issue 39): the
 * base has `infra/network/extra.tf -> extra.txt` and the pull request changes only `extra.txt`,
 * which Terraform loads as `.tf` through the link while discovery reads it by its own name; a link
 * whose final target inside the folder is a file the pull request changed is a candidate (the rule
 * then stays silent when that file was uploaded). A folder inside is judged where it is, file by
 * file. A link that leaves the repository through links the pull request left alone leads to
 * nothing it can change; one whose resolution was not worked out (a loop, more follows than the
 * kernel allows) counts. A change to documentation in a folder a link leads to (a README, a
 * licence, pictures: `documentation.ts`) is read by no deployer and does not count. Git is asked
 * twice at most, in batches (one `ls-tree` of the whole tree, one read of the links' texts), and
 * only when the pull request changed something. A git failure throws: the caller fails closed.
 */







/** Modes of a regular file, or a deletion (`000000`): a target there is no folder. */
const FILE_MODES = new Set(['100644', '100755', '000000']);
/**
 * The resolver over a commit's tree as `git ls-tree -r` listed it (`listing`): the text of every
 * link in `links`, read in one batch, and every gitlink, so a path through a submodule is known.
 */
async function treeLinkResolver(git, cwd, listing, links) {
    const bytes = await (0,blob_reader/* readBlobs */.b4)(git, cwd, links.map((l) => l.objectId));
    const texts = new Map(links.map((l, i) => [l.path, Buffer.from(bytes[i] ?? []).toString('utf8')]));
    const submodules = new Set(parseTreeLinks(listing, '160000').map((s) => s.path));
    return createLinkResolver(texts, submodules);
}
/**
 * Parses `ls-tree -r -z` records (`<mode> <type> <id>\t<path>\0`), keeping those of `mode`: the
 * links (`120000`), or the submodules (`160000`, `objectId` then their commit).
 */
function parseTreeLinks(output, mode = '120000') {
    return (0,git_output/* parseLsTree */.$v)(output).flatMap((entry) => {
        if (entry.mode !== mode || !(0,git_git/* isObjectId */.TS)(entry.objectId))
            return [];
        const name = (0,file_names/* readName */.MQ)(entry.name);
        return [{ path: name.text, nameValid: name.valid, objectId: entry.objectId }];
    });
}
/** The changed path at, above or under `to` (outside `folder`), and what `to` then is. */
function changeAt(to, folder, changed) {
    const mode = changed.get(to);
    // A file the pull request changed or deleted; a link or submodule there leads anywhere.
    if (mode !== undefined)
        return { target: FILE_MODES.has(mode) ? 'file' : 'folder', changed: to };
    // A submodule bumped, or a folder replaced by a link or a file, above the target.
    for (let up = posix_.dirname(to); up !== '.'; up = posix_.dirname(up))
        if (changed.has(up))
            return { target: 'folder', changed: up };
    // The top (`''`) is a folder too; what the pull request changed under `folder` is judged there.
    // Documentation in the folder is read by no deployer (`documentation.ts`): no reason to count.
    const inside = [...changed.keys()].find((p) => (to === '' || p.startsWith(`${to}/`)) && !links_behind_isUnder(folder, p) && !isDocumentation(p));
    return inside === undefined ? undefined : { target: 'folder', changed: inside };
}
/**
 * What a resolved link leads to that the pull request changed: its final target (or a path above
 * or under it), or any link passed on the way (retargeted, or standing where a folder was).
 */
function changeBehind(resolution, folder, changed) {
    const leadsTo = resolution.kind === 'path' ? 'folder' : 'outside';
    for (const passed of resolution.passed) {
        const behind = changeAt(passed, folder, changed);
        if (behind !== undefined && !links_behind_isUnder(folder, behind.changed))
            return { target: leadsTo, changed: behind.changed };
    }
    // Where it leads was not worked out (a loop, too many follows): it counts (fail closed).
    if (resolution.kind === 'exhausted')
        return { target: 'outside', changed: '' };
    if (resolution.kind === 'outside')
        return undefined;
    if (links_behind_isUnder(folder, resolution.to))
        return changedFileAt(resolution.to, changed);
    return changeAt(resolution.to, folder, changed);
}
/** A file inside the folder the pull request added or changed (not deleted), at `to`. */
function changedFileAt(to, changed) {
    const mode = changed.get(to);
    return mode !== undefined && mode !== '000000' && FILE_MODES.has(mode)
        ? { target: 'file', changed: to }
        : undefined;
}
/** True for `path` at or under `folder` (`''`, the top, holds every path). */
function links_behind_isUnder(folder, path) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/**
 * The links under `folder` (repository-relative, `''` for the top) of commit `headSha` that lead
 * out of it to something `changed` holds, or inside it to a file `changed` holds, except those in
 * `skip` (judged already as changed entries).
 */
async function findLinksBehind(git, options) {
    const { folder, changed } = options;
    if (changed.size === 0)
        return [];
    if (!(0,git_git/* isObjectId */.TS)(options.headSha))
        throw new Error(`Not a full commit id: '${options.headSha}'`);
    // The whole tree: a link out of the folder may lead on through links anywhere in the repository.
    const args = ['ls-tree', '--full-tree', '-r', '-z', options.headSha];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const all = parseTreeLinks(result.stdout);
    const links = all.filter((l) => l.nameValid && links_behind_isUnder(folder, l.path) && l.path !== folder);
    const prefix = folder === '' ? 0 : folder.length + 1;
    if (links.length === 0)
        return [];
    const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
    return links.flatMap((link) => {
        const relative = link.path.slice(prefix);
        if (options.skip.has(relative))
            return [];
        const behind = changeBehind(resolver.resolve(link.path), folder, changed);
        return behind ? [{ ...link, path: relative, ...behind }] : [];
    });
}

;// CONCATENATED MODULE: ./src/engine/change/links/dangling-links.ts
/**
 * Which links of a commit are dangling (issue 40): their text, followed through every link and
 * submodule of the commit's whole tree (`link-resolver.ts`), ends at a path inside the repository
 * that the commit does not have. What such a link points at is in no commit, so no change can hold
 * it (terraform-example-foundation's `common.auto.tfvars -> ../../common.auto.tfvars`, a file each
 * user creates): the link is a notice that says so, never an error. A link into a submodule is not
 * dangling (the submodule's files are another repository's), nor one that leaves the repository
 * or whose resolution was not worked out (those stay counted: fail closed). One `ls-tree` of the
 * whole commit and one read of the links' texts; a git failure throws (the caller keeps the
 * links counted).
 */



/** Every path of a commit's tree (files, links, submodules) and every folder above one. */
function pathsOf(output) {
    const paths = new Set(['']);
    for (const entry of (0,git_output/* parseLsTree */.$v)(output)) {
        const path = entry.name.toString('utf8');
        paths.add(path);
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1))
            paths.add(path.slice(0, at));
    }
    return paths;
}
/** The links of `links` (repository-relative paths) that dangle in commit `sha`. */
async function findDanglingLinks(git, options) {
    if (options.links.length === 0)
        return new Set();
    if (!(0,git_git/* isObjectId */.TS)(options.sha))
        throw new Error(`Not a full commit id: '${options.sha}'`);
    const args = ['ls-tree', '--full-tree', '-r', '-z', options.sha];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const all = parseTreeLinks(result.stdout);
    const resolver = await treeLinkResolver(git, options.cwd, result.stdout, all);
    const exists = pathsOf(result.stdout);
    const isLink = new Set(all.map((l) => l.path));
    return new Set(options.links.filter((link) => {
        if (!isLink.has(link))
            return false;
        const resolution = resolver.resolve(link);
        return resolution.kind === 'path' && !exists.has(resolution.to);
    }));
}

// EXTERNAL MODULE: ./src/engine/discovery/helm/chart-files.ts
var chart_files = __webpack_require__(4394);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helmignore.ts
var helmignore = __webpack_require__(2816);
;// CONCATENATED MODULE: ./src/engine/change/hidden-on-base.ts
/**
 * Which chart files a `.helmignore` hid on the base already (issue 40). A pull request that edits
 * such a file, or bumps its chart's `Chart.yaml`, leaves it where it was: outside the chart, as
 * `helm package` leaves it on the base. Only content the change newly hides (a `.helmignore` line
 * it adds, a chart it brings with its own rules) counts as not judged. The base's rules are read
 * from git objects (`cat-file`), by helm's own reading (`helmignore.ts`) and scope (the rules of
 * the file's root chart, `helmRootOf`: helm applies no subchart's own `.helmignore`), when the base
 * has that chart (a `Chart.yaml` there); a chart the base does not have hid nothing.
 */





/** The root chart whose rules helm applies to a path (relative to the scanned folder), if any. */
function rootAbove(path, charts) {
    const chart = (0,classify/* chartFolderOf */.yf)(path, charts);
    return chart === undefined ? undefined : (0,chart_files/* helmRootOf */.Ws)(chart, charts);
}
function inChart(chart, name) {
    return chart === '.' ? name : `${chart}/${name}`;
}
/**
 * The object ids `names` (`<sha>:<path>`) have, in order; undefined for a name the commit does not
 * hold (or that is not a blob).
 */
async function blobIds(git, cwd, names) {
    const infos = await (0,blob_reader/* checkObjects */.ZY)(git, cwd, names);
    return infos.map((info) => (info?.type === 'blob' ? info.objectId : undefined));
}
/**
 * The paths of `hidden` (chart files the head's `.helmignore` rules leave out, relative to the
 * scanned folder) that the base's rules left out too. `folder` is the scanned folder,
 * repository-relative; throws when git cannot read the base (the caller fails closed).
 */
async function hiddenOnBase(git, options) {
    const { hidden, charts } = options;
    if (hidden.length === 0)
        return new Set();
    if (!(0,git_git/* isObjectId */.TS)(options.baseSha))
        throw new Error(`Not a full commit id: '${options.baseSha}'`);
    const wanted = [...new Set(hidden.flatMap((path) => rootAbove(path, charts) ?? []))];
    const prefix = options.folder === '' ? '' : `${options.folder}/`;
    const name = (chart, file) => `${options.baseSha}:${prefix}${inChart(chart, file)}`;
    const ids = await blobIds(git, options.cwd, [
        ...wanted.map((chart) => name(chart, 'Chart.yaml')),
        ...wanted.map((chart) => name(chart, helmignore/* HELMIGNORE */.$i)),
    ]);
    const ruleIds = ids.slice(wanted.length);
    const texts = await (0,blob_reader/* readBlobs */.b4)(git, options.cwd, ruleIds.filter((id) => id !== undefined));
    const byId = new Map(ruleIds
        .filter((id) => id !== undefined)
        .map((id, i) => [id, Buffer.from(texts[i] ?? []).toString('utf8')]));
    const rules = new Map();
    wanted.forEach((chart, i) => {
        // A chart the base does not have hid nothing there.
        if (ids[i] === undefined)
            return;
        const id = ruleIds[i];
        rules.set(chart, (0,helmignore/* readHelmIgnore */.dd)(id === undefined ? undefined : byId.get(id)));
    });
    return new Set(hidden.filter((path) => {
        const chart = rootAbove(path, charts);
        if (chart === undefined)
            return false;
        const relative = chart === '.' ? path : path.slice(chart.length + 1);
        return rules.get(chart)?.ignores(relative) === true;
    }));
}

;// CONCATENATED MODULE: ./src/engine/change/references/commit-files.ts
/**
 * A commit's whole tree, read lazily for the reference rules: one `ls-tree` of the commit (every
 * path and its blob), then the texts asked for, in batches. The rules follow references anywhere
 * in the repository (a module folder out of the scanned folder, a kustomization two references
 * away), so the listing is the whole commit's, not the scanned folder's. A git failure throws:
 * the caller fails closed.
 */




/** The listing of `ls-tree -r -z` output (parsed by `parseLsTree`). */
function parseCommitFiles(output) {
    const files = new Map();
    const paths = new Set();
    for (const { mode, type, objectId, name: raw } of (0,git_output/* parseLsTree */.$v)(output)) {
        const name = (0,file_names/* readName */.MQ)(raw);
        paths.add(name.text);
        if (type !== 'blob' || mode === '120000' || !(0,git_git/* isObjectId */.TS)(objectId) || !name.valid)
            continue;
        files.set(name.text, objectId);
    }
    return { files, paths };
}
/** The files of one commit, repository-relative. */
class CommitFiles {
    listing;
    texts = new Map();
    git;
    cwd;
    sha;
    constructor(git, cwd, sha) {
        this.git = git;
        this.cwd = cwd;
        this.sha = sha;
    }
    /** Every regular file of the commit and its blob. */
    async files() {
        this.listing ??= this.list();
        return (await this.listing).files;
    }
    /** Every path of the commit (as discovery names files), links and submodules included. */
    async paths() {
        this.listing ??= this.list();
        return (await this.listing).paths;
    }
    async list() {
        if (!(0,git_git/* isObjectId */.TS)(this.sha))
            throw new Error(`Not a full commit id: '${this.sha}'`);
        const args = ['ls-tree', '--full-tree', '-r', '-z', this.sha];
        const result = await this.git.run(args, { cwd: this.cwd });
        if (result.code !== 0)
            throw new git_git/* GitCommandError */.iR(args, result);
        return parseCommitFiles(result.stdout);
    }
    /** The regular files directly in `folder` (`''` for the top). */
    async filesIn(folder) {
        const prefix = folder === '' ? '' : `${folder}/`;
        return [...(await this.files()).keys()].filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
    }
    /** The texts of `paths` (UTF-8), undefined for a path the commit has no regular file at. */
    async read(paths) {
        const files = await this.files();
        const wanted = paths.filter((path) => !this.texts.has(path));
        const ids = wanted.map((path) => files.get(path));
        const known = wanted.filter((_, i) => ids[i] !== undefined);
        const blobs = await (0,blob_reader/* readBlobs */.b4)(this.git, this.cwd, ids.filter((id) => id !== undefined));
        known.forEach((path, i) => {
            const blob = blobs[i];
            this.texts.set(path, blob === undefined ? undefined : Buffer.from(blob).toString('utf8'));
        });
        for (const path of wanted)
            if (!this.texts.has(path))
                this.texts.set(path, undefined);
        return new Map(paths.map((path) => [path, this.texts.get(path)]));
    }
}

;// CONCATENATED MODULE: ./src/engine/change/references/references-out-of-path.ts
/**
 * What the deployed code under the scanned folder reads from out of it, judged against a change
 * (issue 39, round three): a kustomization's bases and patches, a Terraform local module
 * (`source = "../modules/net"`: Terraform reads it in place), a Helm `file://` dependency, a local
 * chart a kustomization inflates, each followed further (`reference-graph.ts`). This run never
 * scans what lies there, so a change to a file the deployer reads there is not judged (fail
 * closed: whether another step scans it cannot be known here). What no deployer reads is not
 * counted: a file a kustomization does not reference, documentation in a module or chart folder
 * (`documentation.ts`). Without the scanned commit to follow references through, a change at or
 * under a reference's target counts; when what the change holds is unknown, every reference out
 * of the scanned folder counts.
 */




/** The reason each kind of reference gives. */
const REASONS = {
    kustomize: 'kustomize input out of path',
    'terraform module': 'terraform module out of path',
    'helm chart': 'helm chart out of path',
};
/** A repository path as the workspace names it (`../x` when it lies above the workspace). */
function workspacePathOf(path, options) {
    const relative = posix_.relative(options.folder === '' ? '.' : options.folder, path || '.');
    return posix_.normalize(posix_.join(options.scanPath, relative || '.'));
}
/** How the deployer reads a changed path, if it reads it at all. */
function readAs(path, read) {
    const direct = read.files.get(path);
    if (direct !== undefined)
        return direct;
    if (isDocumentation(path))
        return undefined;
    for (const [folder, kind] of read.folders)
        if (isUnder(folder, path))
            return kind;
    return undefined;
}
/** Without the commit: what a reference's target holds is read (documentation aside). */
function targetsOnly(references) {
    const read = { files: new Map(), folders: new Map(), exhausted: false };
    for (const { target, kind } of references)
        read.folders.set(target, kind);
    return read;
}
/** The changes out of the scanned folder that the deployed code reads (see the module's comment). */
async function referencesOutOfPath(references, options) {
    const outside = references.filter((r) => !isUnder(options.folder, r.target));
    if (outside.length === 0)
        return [];
    const seen = new Set();
    const files = [];
    const add = (path, kind) => {
        const named = workspacePathOf(path, options);
        if (seen.has(named))
            return;
        seen.add(named);
        files.push((0,change_unjudged/* unjudgedFile */.lI)(named, REASONS[kind]));
    };
    if (options.changed === 'unknown') {
        for (const { target, kind } of outside)
            add(target, kind);
        return files;
    }
    const changed = [...options.changed.keys()].filter((path) => !isUnder(options.folder, path));
    if (changed.length === 0)
        return [];
    const read = options.commit === undefined
        ? targetsOnly(outside)
        : await walkReferences(options.commit, outside, options.folder);
    const first = outside[0]?.kind ?? 'kustomize';
    for (const path of changed) {
        const kind = readAs(path, read) ?? (read.exhausted && !isDocumentation(path) ? first : undefined);
        if (kind !== undefined)
            add(path, kind);
    }
    return files;
}

;// CONCATENATED MODULE: ./src/engine/change/references/remote-added.ts
/**
 * Code from outside the repository that a change makes the deployer fetch (`remote-references.ts`):
 * in the files it adds or changes under the scanned folder, each remote address that the base's
 * version of the same file did not name (by what names it and the address as written). Read from
 * git objects: the changed blobs, and the base's blobs at the same paths. Terraform files (module
 * sources), kustomizations (remote resources, `helmCharts` from a repository), Dockerfiles (the
 * `# syntax=` frontend) and a chart's `Chart.yaml`/`requirements.yaml` (dependencies from a chart
 * repository) are read; nothing else names remote code this run can tell. A git failure throws.
 */









function readerOf(path) {
    if ((0,kustomize_inputs/* isKustomization */.Sv)(path))
        return 'kustomization';
    if (isTerraformFile(path))
        return 'terraform';
    if ((0,classify/* kindByName */.vt)(path) === 'dockerfile')
        return 'dockerfile';
    return CHART_DEPENDENCY_FILES.includes(posix_.basename(path))
        ? 'chart'
        : undefined;
}
/** The remote addresses one file's text names. */
function remoteCodeIn(file, text) {
    const reader = readerOf(file);
    const found = [];
    if (reader === 'terraform')
        for (const call of moduleCalls(file, text))
            if (!isLocalSource(call.source))
                found.push({ what: `module "${call.name}"`, ...moduleAddress(call.source, call.version) });
    if (reader === 'kustomization') {
        for (const reference of (0,kustomization_references/* kustomizationReferences */.q)(text))
            if (isRemoteAddress(reference))
                found.push({ what: 'a resource', ...kustomizeAddress(reference) });
        for (const chart of (0,kustomization_references/* kustomizationCharts */.v)(text))
            if (chart.repo !== undefined)
                found.push({
                    what: `helmCharts "${chart.name}"`,
                    ...chartAddress(chart.repo, chart.name, chart.version),
                });
    }
    if (reader === 'dockerfile') {
        const syntax = dockerfileSyntax(text);
        if (syntax !== undefined)
            found.push({ what: '# syntax=', ...frontendAddress(syntax) });
    }
    if (reader === 'chart')
        for (const dependency of chartDependencies(text))
            if (localChartPath(dependency.repository) === undefined)
                found.push({
                    what: `dependency "${dependency.name}"`,
                    ...chartAddress(dependency.repository, dependency.name, dependency.version),
                });
    return found.map((code) => ({ file, ...code }));
}
const keyOf = (code) => `${code.what}\0${code.address}`;
/** The remote addresses the changed entries name that the base's same files did not. */
async function remoteCodeAdded(git, options) {
    const wanted = options.entries.filter((e) => e.type === 'file' && readerOf(e.path) !== undefined);
    if (wanted.length === 0)
        return [];
    if (!(0,git_git/* isObjectId */.TS)(options.baseSha))
        throw new Error(`Not a full commit id: '${options.baseSha}'`);
    const prefix = options.folder === '' ? '' : `${options.folder}/`;
    const baseIds = (await (0,blob_reader/* checkObjects */.ZY)(git, options.cwd, wanted.map((e) => `${options.baseSha}:${prefix}${e.path}`))).map((info) => (info?.type === 'blob' ? info.objectId : undefined));
    const heads = await (0,blob_reader/* readBlobs */.b4)(git, options.cwd, wanted.map((e) => e.objectId));
    const known = baseIds.filter((id) => id !== undefined);
    const bases = await (0,blob_reader/* readBlobs */.b4)(git, options.cwd, known);
    const baseText = new Map(known.map((id, i) => [id, Buffer.from(bases[i] ?? []).toString('utf8')]));
    return wanted.flatMap((entry, i) => {
        const head = remoteCodeIn(entry.path, Buffer.from(heads[i] ?? []).toString('utf8'));
        const id = baseIds[i];
        const before = new Set(id === undefined ? [] : remoteCodeIn(entry.path, baseText.get(id) ?? '').map(keyOf));
        return head.filter((code) => !before.has(keyOf(code)));
    });
}

;// CONCATENATED MODULE: ./src/engine/change/find-unjudged.ts
/**
 * Finds the IaC a run leaves unjudged (issue 31). On a pull request: the files it adds or changes
 * under the scanned folder (from git, between its base and the scanned commit) that are IaC by
 * name or content and were not uploaded, and the scanned folder itself when the base has it and
 * the pull request removed it or put a link or submodule in its place, the links under it the
 * pull request left alone that lead out of it to something it changed, and what its
 * kustomizations read from outside it that the pull request changed. Chart files the base's
 * `.helmignore` hid already stay hidden (`hidden-on-base.ts`). When git cannot say what the pull
 * request changed, the platform's list of its files (a port the adapter fills in) says it; without
 * a whole list, every IaC file discovery saw and did not upload counts (fail closed). On other
 * runs, that whole-tree list is a warning. Dangling links and files no deployer can parse are
 * notices, apart from the files that count (`Unjudged.notices`). The whole-tree list also has every link and
 * submodule git lists under the scanned folder (discovery looks only at names that may be IaC). A
 * git failure is never an exception here: it is the reason the whole tree counts.
 */













/**
 * The pull request's changed IaC that was not uploaded, the scanned folder if it is gone, what the
 * deployed code reads out of the folder that it changed, the untracked files of the work tree the
 * scan read and left unjudged, and the code from outside the repository it adds.
 */
async function changedUnjudged(options, range) {
    const { git, scanRoot: cwd } = options;
    const folder = await repositoryFolder(options);
    const files = [];
    const now = folder === '' ? 'folder' : await entryAt(git, { cwd, sha: range.headSha, folder });
    if (now !== 'folder' && (await (0,git_tree/* folderExists */.PX)(git, { cwd, sha: range.baseSha, folder })))
        files.push((0,change_unjudged/* unjudgedFile */.lI)(options.scanPath, now === 'missing' ? 'scanned folder removed' : 'scanned folder replaced'));
    const { entries, everywhere } = await readChangedEntries(git, { cwd, ...range, folder });
    const commit = new CommitFiles(git, cwd, range.headSha);
    const untracked = now === 'folder' ? await untrackedCandidates(options, commit, folder) : [];
    const changed = new Set([...entries, ...untracked].map((entry) => entry.path));
    const facts = factsOf(options, { changed });
    const hidden = await hiddenOnBase(git, {
        cwd,
        baseSha: range.baseSha,
        folder,
        charts: facts.charts,
        hidden: [...changed].filter((path) => facts.skipped.get(path) === 'ignored by .helmignore'),
    });
    const references = await referencesIfNeeded(options, folder, everywhere, facts);
    const scope = { changed, hidden, moduleFolders: references?.moduleFolders };
    files.push(...(await unjudgedOf(entries, options, {
        read: (wanted) => readChanged(git, cwd, wanted, {
            uploaded: facts.uploaded,
            readFile: options.readFile,
        }),
        probe: (0,link_targets/* commitTargets */.KR)(git, { scanRoot: cwd, sha: range.headSha }),
    }, scope)), ...(await unjudgedOf(untracked, options, treeReaders(options), scope)));
    const remote = await remoteCodeAdded(git, { cwd, baseSha: range.baseSha, folder, entries });
    files.push(...remoteUnjudged(remote, options.scanPath));
    const notices = remote.map((code) => remoteNotice(code, options.scanPath));
    // No links stand under a folder the scanned commit does not have (that is its own reason).
    if (now !== 'folder')
        return { files, remote: notices };
    files.push(...(await referencesOutOfPath(references?.outside ?? [], {
        folder,
        scanPath: options.scanPath,
        changed: everywhere,
        commit,
    })));
    const behind = await findLinksBehind(git, {
        cwd,
        headSha: range.headSha,
        folder,
        changed: everywhere,
        skip: changed,
    });
    files.push(...(await linksBehindUnjudged(behind, options, changed)));
    return { files, remote: notices };
}
/**
 * The references the deployed code under the folder writes, read only when a change could reach
 * one: a path it holds out of the folder, or one `exclude` leaves out under it.
 */
async function referencesIfNeeded(options, folder, changed, facts) {
    const prefix = folder === '' ? '' : `${folder}/`;
    const reaches = [...changed.keys()].some((path) => path.startsWith(prefix) ? facts.isExcluded(path.slice(prefix.length)) : true);
    return reaches ? pathReferences(options, folder) : undefined;
}
/**
 * The files discovery and packing saw in the work tree and did not upload that the scanned commit
 * does not hold: generated (`cdk synth` into a folder `include` names) or ignored, so in no diff,
 * yet scanned as part of this change. None when the scan read the commit itself.
 */
async function untrackedCandidates(options, commit, folder) {
    const seen = treeCandidates(factsOf(options)).filter((c) => c.type === 'file');
    if (seen.length === 0)
        return [];
    const tracked = await commit.paths();
    const prefix = folder === '' ? '' : `${folder}/`;
    return seen.filter((c) => !tracked.has(`${prefix}${c.path}`));
}
async function findUnjudged(options) {
    const { range } = options;
    const gates = range.kind === 'pull request';
    let note;
    if ('baseSha' in range) {
        try {
            const { files, remote } = await changedUnjudged(options, range);
            return withNotices(await markDangling(files, options, range.headSha), {
                gates,
                scope: 'changed',
                ...(remote.length > 0 && { remote }),
            });
        }
        catch (error) {
            note = `which files this pull request changed could not be read from git (${(0,errors/* describeError */.Uc)(error).split('\n')[0]})`;
        }
    }
    else if ('unavailable' in range)
        note = range.unavailable;
    // Git cannot say what the pull request changed: the platform's list of its files, if it has one.
    const listed = gates ? await listedChanges(options) : undefined;
    if (listed !== undefined && listed.complete) {
        const files = await listedUnjudged(options, listed.paths).catch(() => undefined);
        if (files !== undefined)
            return withNotices(await markDangling(files, options, options.headCommit), {
                gates,
                scope: 'changed',
                note: `git could not say which files this pull request changed (${note ?? 'no base'}), so they came from ${listed.source}`,
            });
    }
    else if (listed !== undefined)
        note = `${note ?? 'git could not say which files this pull request changed'}; ${listed.source} lists fewer files than the pull request has`;
    const files = await unjudgedOf(await wholeTree(options), options, treeReaders(options));
    // What a pull request changed out of the scanned folder is unknown: every reference there counts.
    if (gates)
        files.push(...(await everyReferenceOut(options)));
    return withNotices(await markDangling(files, options, options.headCommit), {
        gates,
        scope: 'tree',
        ...(note !== undefined && { note }),
    });
}
/**
 * The bytes of the changed entries the rule asks for: a file that was uploaded, as the scanned
 * tree holds it (the bytes uploaded: in the work tree, after checkout filters such as
 * `working-tree-encoding` or `eol`, which can make a UTF-8 blob a UTF-16 file); anything else by
 * its blob. A file judged by the bytes uploaded is not UTF-8 there: not judged (`judge-entry.ts`).
 */
async function readChanged(git, cwd, wanted, tree) {
    const sent = (entry) => entry.type === 'file' && tree.uploaded(entry.path);
    const blobs = await (0,blob_reader/* readBlobs */.b4)(git, cwd, wanted.filter((entry) => !sent(entry)).map((entry) => entry.objectId));
    let next = 0;
    return Promise.all(wanted.map((entry) => (sent(entry) ? tree.readFile(entry.path) : blobs[next++])));
}
/** The unjudged files apart from the notices (a dangling link, a file no deployer can parse). */
function withNotices(files, rest) {
    const split = (0,change_unjudged/* splitNotices */.QT)(files);
    return {
        ...rest,
        files: split.files,
        ...(split.notices.length > 0 && { notices: split.notices }),
    };
}
/** The platform's list of the change's files; undefined when it has none or it failed. */
async function listedChanges(options) {
    if (options.listChanges === undefined)
        return undefined;
    return options.listChanges().catch(() => undefined);
}
/**
 * The files a listed change holds under the scanned folder, judged as the whole tree's are (what
 * discovery and packing left home, and every link and submodule), and the links it left alone that
 * lead out of the folder to something it changed. Throws when git cannot tell (the caller counts
 * the whole tree).
 */
async function listedUnjudged(options, paths) {
    const folder = await repositoryFolder(options);
    const prefix = folder === '' ? '' : `${folder}/`;
    const local = new Set(paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)));
    const facts = factsOf(options, { changed: local });
    const inChange = (await wholeTree(options)).filter((c) => local.has(c.path));
    const known = new Set(inChange.map((c) => c.path));
    // Uploaded files named like IaC that the change holds: their encoding is checked.
    const uploaded = [...local]
        .filter((path) => !known.has(path) && facts.uploaded(path))
        .map((path) => ({ path, nameValid: true, type: 'file' }));
    const everywhere = new Map(paths.map((p) => [p, '100644']));
    const references = await referencesIfNeeded(options, folder, everywhere, facts);
    const files = await unjudgedOf([...inChange, ...uploaded], options, treeReaders(options), {
        changed: local,
        moduleFolders: references?.moduleFolders,
    });
    const head = options.headCommit;
    if (folder === '' || head === undefined)
        return files;
    files.push(...(await referencesOutOfPath(references?.outside ?? [], {
        folder,
        scanPath: options.scanPath,
        changed: everywhere,
        commit: new CommitFiles(options.git, options.scanRoot, head),
    })));
    const behind = await findLinksBehind(options.git, {
        cwd: options.scanRoot,
        headSha: head,
        folder,
        changed: everywhere,
        skip: local,
    });
    return [...files, ...(await linksBehindUnjudged(behind, options, local))];
}
/**
 * The links counted for where they lead (`link or submodule`, `link out of the repository`) whose
 * target the scanned commit does not have: dangling, a notice. Without the commit, or when git
 * cannot tell, they stay counted.
 */
async function markDangling(files, options, headSha) {
    const linkReasons = new Set(['link or submodule', 'link out of the repository']);
    const links = files.filter((f) => linkReasons.has(f.reason));
    if (links.length === 0 || headSha === undefined)
        return files;
    try {
        const folder = await repositoryFolder(options);
        const scanPrefix = options.scanPath === '.' ? '' : `${options.scanPath}/`;
        const repoPath = (workspacePath) => {
            const relative = workspacePath.slice(scanPrefix.length);
            return folder === '' ? relative : `${folder}/${relative}`;
        };
        const dangling = await findDanglingLinks(options.git, {
            cwd: options.scanRoot,
            sha: headSha,
            links: links.map((f) => repoPath(f.path)),
        });
        return files.map((f) => linkReasons.has(f.reason) && dangling.has(repoPath(f.path))
            ? (0,change_unjudged/* unjudgedFile */.lI)(f.path, 'dangling link')
            : f);
    }
    catch {
        return files;
    }
}
/**
 * Every reference out of the scanned folder, when what the change holds is unknown: each counts.
 * Without git, the scanned folder is taken for the repository's.
 */
async function everyReferenceOut(options) {
    const folder = await repositoryFolder(options).catch(() => options.scanPath === '.' ? '' : options.scanPath);
    const { outside } = await pathReferences(options, folder);
    return referencesOutOfPath(outside, { folder, scanPath: options.scanPath, changed: 'unknown' });
}
/** The unpinned code from outside the repository a change adds: not judged. */
function remoteUnjudged(remote, scanPath) {
    const paths = new Set(remote
        .filter((code) => code.pin === 'unpinned')
        .map((code) => workspacePath(scanPath, code.file)));
    return [...paths].map((path) => (0,change_unjudged/* unjudgedFile */.lI)(path, 'remote code, unpinned'));
}
function remoteNotice(code, scanPath) {
    const { what, address, pin, detail } = code;
    return { path: workspacePath(scanPath, code.file), what, address, pin, detail };
}

;// CONCATENATED MODULE: ./src/engine/change/log-unjudged.ts


/** Files named in the warning. */
const MAX_NAMED_FILES = 10;
/** Addresses named in the sentence, at most. */
const MAX_NAMED_ADDRESSES = 20;
/**
 * The sentence naming the code from outside the repository a change adds, which no scan reads:
 * each address, the file and what names it, and how firmly it is pinned.
 */
function describeRemoteCode(remote) {
    const named = remote
        .slice(0, MAX_NAMED_ADDRESSES)
        .map((code) => `${code.path}: ${code.what} ${code.address} (${code.pin}: ${code.detail})`)
        .join('; ');
    const more = remote.length > MAX_NAMED_ADDRESSES ? `; and ${remote.length - MAX_NAMED_ADDRESSES} more` : '';
    const unpinned = remote.some((code) => code.pin === 'unpinned')
        ? ' The unpinned ones are not judged: pin each to a commit, an exact version or a digest.'
        : '';
    return `This change makes the deployer fetch code from outside the repository, which no scan reads: ${named}${more}.${unpinned}`;
}
function logUnjudged(unjudged, log) {
    const { files } = unjudged;
    if ((unjudged.remote ?? []).length > 0)
        log.notice(describeRemoteCode(unjudged.remote ?? []));
    const notices = unjudged.notices ?? [];
    if (notices.length > 0)
        log.notice(`${(0,plural/* plural */.L)(notices.length, 'file')} not uploaded that no deployer reads either, so nothing is left unjudged: ${notices
            .slice(0, MAX_NAMED_FILES)
            .map((f) => `${f.path} (${f.reason})`)
            .join(', ')}${notices.length > MAX_NAMED_FILES ? `, and ${notices.length - MAX_NAMED_FILES} more` : ''}.`);
    if (unjudged.note !== undefined && unjudged.gates)
        log.info(asSentence(`Every IaC file of the scanned tree that was not uploaded counts as changed: ${unjudged.note}`));
    if (files.length === 0)
        return;
    for (const file of files)
        log.info(asSentence(`Not judged: ${file.path} (${file.reason}): ${file.fix}`));
    if (unjudged.gates)
        return;
    const named = files
        .slice(0, MAX_NAMED_FILES)
        .map((f) => `${f.path} (${f.reason})`)
        .join(', ');
    const more = files.length > MAX_NAMED_FILES ? `, and ${files.length - MAX_NAMED_FILES} more` : '';
    log.warning(`${(0,plural/* plural */.L)(files.length, 'IaC file')} of the scanned tree were not uploaded, so no scan judged them: ${named}${more}. The job summary says how to fix each; on a pull request that changes one, the result is error.`);
}

// EXTERNAL MODULE: ./src/engine/suppressions/pull-request/read-suppression-changes.ts
var read_suppression_changes = __webpack_require__(7077);
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
    const own = await (0,read_suppression_changes/* readSuppressionChanges */.nD)(options);
    if (options.tipSha === options.baseSha)
        return own;
    const atTip = await (0,read_suppression_changes/* readSuppressionChanges */.nD)({ ...options, baseSha: options.tipSha });
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



async function prepareChangeSuppressions(settings, options) {
    const { git, change, baseSha, headSha } = options;
    const { workspace, suppressions: file } = settings;
    // A change judged where the job holds secrets is untrusted: what it adds is proposed.
    const mode = change.origin === 'privileged event' ? 'propose' : settings.prSuppressions;
    const subject = change.number === undefined ? 'this change' : 'this pull request';
    const fromBase = mode === 'propose';
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
                `Which suppressions ${subject} adds could not be told (${why})${fromBase ? ': none of the suppressions file or of inline comments is applied' : ''}.`,
            ],
            baseUnknown: true,
        },
        changedLines: new Map(),
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
        const { headText } = options;
        const spec = {
            git,
            workspace,
            baseSha,
            headSha,
            file: file.file,
            ...(headText?.source === 'work tree' && { headText: headText.read }),
        };
        const read = fromBase && tip !== undefined && 'sha' in tip
            ? await readSuppressionChangesAtTip({ ...spec, tipSha: tip.sha })
            : await (0,read_suppression_changes/* readSuppressionChanges */.nD)(spec);
        if (tipUnknown !== undefined) {
            // What the change adds is still listed; nothing of the base applies (fail closed).
            const problems = [...read.changes.problems, tipUnknown];
            return { ...unknown(''), changes: { ...read.changes, problems, baseUnknown: true } };
        }
        // The base's file applies instead of the workspace's: the organisation's longest expiry too.
        const limited = fromBase
            ? (settings.limitSuppressions?.(read.base) ?? { suppressions: read.base })
            : { suppressions: file };
        const problems = limited.warning === undefined
            ? read.changes.problems
            : [...read.changes.problems, limited.warning];
        return {
            mode,
            file: limited.suppressions,
            entriesApplied: !fromBase,
            changes: { ...read.changes, problems },
            changedLines: read.changedLines,
        };
    }
    catch (error) {
        return unknown(`reading them from git failed: ${(0,errors/* describeError */.Uc)(error).split('\n')[0]}`);
    }
}

;// CONCATENATED MODULE: ./src/engine/git/tree-changes.ts
/**
 * What git says changed between a base commit and the scanned tree (`git diff -M`, git's own
 * similarity rule for renames: at least half the file the same): the files renamed, so that a
 * finding keeps its identity when its file is renamed or moved, and the files added or modified
 * (where a Terraform `moved` block the change brings can be). The scanned tree is a commit (a
 * privileged run reads the pull request's commit) or the work tree (tracked files as they are on
 * disk). Paths come back relative to `folder` (the workspace within its repository); paths
 * outside it are left out.
 */


/**
 * The renames and the changed files of `diff --raw -z -M` output, by repository-relative path: a
 * rename (or copy) names two paths, a deleted file none.
 */
function readRenames(output) {
    const renames = new Map();
    const changed = [];
    for (const { status, path, from } of (0,git_output/* parseRawDiff */.LP)(output)) {
        const to = path.toString('utf8');
        if (status.startsWith('R') && from !== undefined)
            renames.set(from.toString('utf8'), to);
        if (!status.startsWith('D'))
            changed.push(to);
    }
    return { renames, changed };
}
/** The part of `path` under `folder` (`''` the top), or undefined when it is outside. */
function under(folder, path) {
    if (folder === '')
        return path;
    return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}
/**
 * The changes from commit `baseSha` to commit `headSha`, or to the work tree when `headSha` is
 * undefined; throws when git cannot tell (the caller goes on without them).
 */
async function readTreeChanges(git, options) {
    const { baseSha, headSha } = options;
    if (!(0,git_git/* isObjectId */.TS)(baseSha))
        throw new Error(`Not a full commit id: '${baseSha}'`);
    if (headSha !== undefined && !(0,git_git/* isObjectId */.TS)(headSha))
        throw new Error(`Not a full commit id: '${headSha}'`);
    const args = [
        'diff',
        '--raw',
        '-z',
        '-M',
        '--no-abbrev',
        baseSha,
        ...(headSha === undefined ? [] : [headSha]),
        '--',
    ];
    const result = await git.run(args, { cwd: options.cwd });
    if (result.code !== 0)
        throw new git_git/* GitCommandError */.iR(args, result);
    const parsed = readRenames(result.stdout);
    const renames = new Map();
    for (const [from, to] of parsed.renames) {
        const a = under(options.folder, from);
        const b = under(options.folder, to);
        if (a !== undefined && b !== undefined)
            renames.set(a, b);
    }
    const changed = parsed.changed.flatMap((path) => under(options.folder, path) ?? []);
    return { renames, changed };
}

;// CONCATENATED MODULE: ./src/engine/scan/change-identity.ts
/**
 * What the comparison with the base needs to know of the change besides the findings, read while
 * the trees can still be read: the files git saw renamed (a finding keeps its identity through a
 * rename), and the text of the Terraform files the change added or modified that may hold a
 * `moved` block (a resource renamed with one keeps its identity). Only changed files are read: a
 * `moved` block the base already had cannot carry a base finding (Terraform refuses a move from
 * an address that still exists). Git failing is no error: the comparison goes on without renames,
 * and the log says why.
 */



/** Terraform files, where `moved` blocks are. */
const change_identity_TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;
/** A file that may hold a `moved` block (HCL or JSON). */
const MENTIONS_MOVED = /\bmoved\b/;
const NO_CHANGE_IDENTITY = { renames: new Map(), terraformTexts: new Map() };
async function readChangeIdentity(options) {
    const { git, workspace, log } = options;
    try {
        const location = await (0,git_tree/* locateFolder */.$c)(git, workspace);
        if (location === undefined)
            return NO_CHANGE_IDENTITY;
        const changes = await readTreeChanges(git, {
            cwd: workspace,
            baseSha: options.baseSha,
            headSha: options.headSha,
            folder: location.folder,
        });
        const byPath = new Map(options.files.map((f) => [f.path, f]));
        const terraformTexts = new Map();
        for (const path of changes.changed) {
            const file = byPath.get(path);
            if (file === undefined || !change_identity_TERRAFORM_FILE.test(path))
                continue;
            const text = await options.reader
                .read(file)
                .then((bytes) => bytes.toString('utf8'))
                .catch(() => undefined);
            if (text !== undefined && MENTIONS_MOVED.test(text))
                terraformTexts.set(path, text);
        }
        if (changes.renames.size > 0)
            log.info(`Git sees ${changes.renames.size} file(s) renamed since the base: their findings keep their identity.`);
        return { renames: changes.renames, terraformTexts };
    }
    catch (error) {
        log.info(`Renamed files could not be read from git (${(0,errors/* describeError */.Uc)(error).split('\n')[0]}): a finding in a renamed file counts as new there.`);
        return NO_CHANGE_IDENTITY;
    }
}

;// CONCATENATED MODULE: ./src/engine/scan/scan-workspace.ts
/**
 * The job as a numbered recipe: 1 the scanned tree (the workspace's, or a commit read from git
 * objects: a privileged run's pull request, the command line's `--commit`), 2 the base's tree (when
 * there is a baseline), found by the change request's one rule while the head is discovered and
 * packed, 3 both scanned through one upload pool and one waiting loop, 4 the results by tree, 5
 * the IaC left unjudged (what a change request changed and did not upload), 6 the change's own
 * suppressions, read against the base's tip. Service errors do not escape: each archive's result
 * says what happened to it. The service is a port: the real client, or a dry run's that keeps each
 * archive (`dry-run.ts`), so a dry run is this very recipe.
 */






















/** 5. The IaC the run leaves unjudged: on a change request, what it changed and did not upload. */
async function scan_workspace_unjudgedOf(settings, ports, head) {
    const found = await findUnjudged({
        git: ports.git,
        head: head.scan,
        workspace: settings.workspace,
        scanRoot: settings.scanRoot,
        scanPath: settings.scanPath,
        include: settings.include,
        exclude: settings.exclude,
        range: await ports.resolution.range(),
        ...head.tree.entries,
        headCommit: ports.headCommit,
        listChanges: ports.listChanges,
    });
    const unjudged = (0,change_unjudged/* adviseUnjudged */.fG)(found, ports.knobs);
    logUnjudged(unjudged, ports.log);
    if (unjudged.remote !== undefined)
        ports.notes.push(describeRemoteCode(unjudged.remote));
    return unjudged;
}
async function scanWorkspace(settings, ports, poll = DEFAULT_POLL) {
    const { log } = ports;
    const notes = [];
    const timeoutMs = settings.timeoutSeconds * 1000;
    const dir = await external_node_fs_promises_.mkdtemp(external_node_path_.join(settings.tempDir, 'iac-scan-'));
    // Ends what the scan started and may leave behind on its way out (an error included): the base's
    // time limit and any git still working for it (left running, either kept the process alive).
    const done = new AbortController();
    try {
        const gitLimit = Math.min(git_git/* GIT_TIMEOUT_MS */.eS, timeoutMs);
        const git = ports.git ?? (0,git_git/* createGitCli */.hn)({ timeoutMs: gitLimit, signal: done.signal });
        // The scanned tree's text is read after the scan too (suppressions, line hashes).
        const textGit = ports.git ?? (0,git_git/* createGitCli */.hn)({ timeoutMs: gitLimit });
        // 1. The scanned tree: the workspace's, or the commit the adapter asked for.
        const { commit } = ports;
        const head = commit
            ? scannedCommitTree(settings, { git, textGit }, commit)
            : (0,work_tree/* workspaceTree */.OX)(settings, settings.artifactBase, textGit);
        const resolution = resolveChange({
            git,
            cwd: settings.scanRoot,
            baseline: settings.baseline,
            change: ports.change,
            headSha: commit?.sha,
            knobs: ports.knobs,
        });
        // 2. The base's tree, found while the head is discovered and packed, within the timeout.
        const base = findBase(settings, { ...ports, done: done.signal }, () => prepareBase(settings, { git }, resolution));
        // 3. Both scanned through one upload pool and one waiting loop.
        const baseTree = base.then((b) => (b.status === 'ready' ? b.tree : undefined));
        const outcomes = await scanTrees(settings.baseline.kind === 'none' ? [head] : [head, baseTree], ports, {
            maxArchiveBytes: settings.maxArchiveBytes,
            timeoutMs,
            poll,
            dir,
            log,
            knobs: ports.knobs,
            notes,
            anchorWaitMs: Math.min(BASE_ANCHOR_WAIT_MS, timeoutMs),
        });
        // 4. The results by tree.
        logReuse(outcomes, log, notes);
        const headTree = headScan(outcomes[0]);
        const baseScanned = baseScan(await base, outcomes[1]);
        // 5-6. What the change leaves unjudged, and its own suppressions.
        const reading = { ...ports, git, resolution, notes };
        const change = await readChange(settings, reading, { head, headTree });
        // Read before the scan's git is stopped: the head may be a commit read from git objects.
        const identity = await identityOf(settings, { git, log, headSha: commit?.sha }, { head, headTree, baseScanned });
        return {
            head: headTree,
            base: baseScanned,
            notes,
            text: head.text,
            ...change,
            ...(identity && { identity }),
        };
    }
    finally {
        done.abort();
        await removeScratch(dir, {
            log,
            sleep: (ms) => ports.sleep(ms),
            ...(ports.removeFolder && { remove: ports.removeFolder }),
        });
    }
}
/**
 * 5. The IaC left unjudged (when looked for), and 6. the change's own suppressions, read against
 * the base's tip (or a merge base, with what applies read at the tip).
 */
async function readChange(settings, ports, trees) {
    const { git, log, resolution, change } = ports;
    const headCommit = ports.commit?.sha ??
        (ports.lookForUnjudged !== false
            ? await (0,git_history/* resolveLocalCommit */.z_)(git, settings.scanRoot, 'HEAD').catch(() => undefined)
            : undefined);
    const looking = ports.now();
    const unjudged = ports.lookForUnjudged === false
        ? undefined
        : await scan_workspace_unjudgedOf(settings, { ...ports, headCommit }, { tree: trees.head, scan: trees.headTree });
    if (unjudged)
        log.info(`Looked for IaC left unjudged in ${(0,types/* seconds */.Y)(ports.now() - looking)}.`);
    // A dry run judges nothing: it settles no suppressions, as it looks for no unjudged IaC.
    const at = change && ports.lookForUnjudged !== false && (await resolution.suppressionsBase());
    const suppressions = change &&
        at &&
        (await prepareChangeSuppressions(settings, {
            git,
            change,
            baseSha: at.baseSha,
            ...(at.tip && { tip: at.tip }),
            headSha: headCommit,
            headText: trees.head.text,
        }));
    return { ...(unjudged && { unjudged }), ...(suppressions && { suppressions }) };
}
/** What the comparison needs of the change besides findings (renames, moved blocks). */
async function identityOf(settings, ports, trees) {
    const { baseScanned } = trees;
    if (baseScanned.status !== 'scanned')
        return undefined;
    return readChangeIdentity({
        git: ports.git,
        workspace: settings.workspace,
        baseSha: baseScanned.sha,
        headSha: ports.headSha,
        files: trees.headTree.discovery.files,
        reader: trees.head.reader,
        log: ports.log,
    });
}
/** The head's scan; a head whose files could not be listed is a scan that stopped at once. */
function headScan(outcome) {
    if (outcome?.status === 'scanned')
        return outcome.scan;
    if (outcome?.status === 'unavailable')
        return (0,tree_scan/* unlistedTree */.pZ)(outcome.reason, outcome.tree.sha ? 'git' : 'walker');
    throw new Error(`the scanned folder is not in ${outcome?.tree.label ?? 'the change'}`);
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

;// CONCATENATED MODULE: ./src/engine/scan/dry-run.ts
/**
 * A dry run: the real scan (`scanWorkspace`: the same trees, the same plan of a pull request's
 * head on its base, the same archives written to the end) against a service that keeps each
 * archive and sends nothing (`api/dry-run-service.ts`), so what it lists is what a real run sends,
 * by construction; no key is needed. It looks for no unjudged IaC (it judges nothing), and says in
 * one line (log and notes) whether the head was planned on its base and how many of its archives
 * are the base's byte for byte (a real run's service answers "already scanned" for those), or why
 * the head was planned without it.
 */




/** Scans the workspace (and its base) as a real run would, and sends nothing. */
async function scanDryRun(settings, ports) {
    const service = createDryRunService();
    const scan = await scanWorkspace(settings, { ...ports, api: service, lookForUnjudged: false });
    const anchorWaitMs = Math.min(BASE_ANCHOR_WAIT_MS, settings.timeoutSeconds * 1000);
    const planned = describeDryRunPlan(scan, service.kept, anchorWaitMs);
    if (planned === undefined)
        return scan;
    ports.log.info(planned);
    return { ...scan, notes: [...scan.notes, planned] };
}
/** The line; undefined when there is no base to speak of (no baseline, none found). */
function describeDryRunPlan(scan, kept, anchorWaitMs) {
    const { head, base } = scan;
    const without = (why) => asSentence(`Planned without a base, as a real run would: ${why}`);
    if (base.status === 'none' || head.plannedArchives === 0)
        return undefined;
    if (base.status === 'unavailable')
        return without(base.reason);
    const label = `${base.label} (${base.sha.slice(0, 7)})`;
    const noFiles = `${label} has no files to scan in the scanned folder`;
    if (base.status === 'no-folder')
        return without(noFiles);
    if (head.anchored) {
        const digestsOf = (names) => names.map((archive) => kept.get(archive.name));
        const baseDigests = new Set(digestsOf(base.tree.archives));
        const same = digestsOf(head.archives).filter((d) => d && baseDigests.has(d)).length;
        return `Planned on the base ${label} as a real run plans it: ${same} of ${(0,plural/* plural */.L)(head.plannedArchives, 'archive')} byte-identical to the base's (a real run's service answers "already scanned" for those).`;
    }
    if (base.tree.discovery.files.length === 0)
        return without(noFiles);
    const [stopped] = base.tree.stopped;
    if (stopped !== undefined)
        return without(stopped);
    return without(`the base was not found within ${anchorWaitMs / 1000} s (a real run waits as long)`);
}

;// CONCATENATED MODULE: ./src/engine/run-scan.ts
/**
 * The pipeline both adapters run, as a numbered recipe: 1 the scanned tree (the workspace, or the
 * commit the adapter names) and its base, when there is a baseline, are scanned through the
 * service, or on a dry run through a service that keeps each
 * archive and sends nothing (the same scan, so the same plan, by construction); 2 what was read
 * becomes one `RunReport`: the findings, the comparison with the base, the suppressions and the
 * verdict (a dry run's says so in `dryRun`). It publishes nothing and sets no exit code: the Action
 * writes its surfaces and outputs from the report, the command line its files and exit code.
 *
 * Invariants: nothing is uploaded without a key (no key means a dry run or a skipped scan); a
 * service failure never escapes as an exception (each archive's result says what happened, and
 * the verdict reads them); `progress` always holds what is known so far, so an adapter that meets
 * an unexpected error can still report what was read.
 */






const realSleep = (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
/** Runs the pipeline on `settings`; never publishes. */
async function runScan(settings, ports, progress = {}) {
    const { log } = ports;
    // 1. The workspace and its base through the service (skipped without a key), or a dry run's.
    const scan = settings.dryRun || settings.apiKey !== ''
        ? await scanThroughService(settings, ports)
        : undefined;
    progress.scan = scan;
    // Only a listing that worked can say there was nothing (a failed one is the report's error).
    if (scan && scan.head.discovery.files.length === 0 && scan.head.stopped.length === 0)
        log.notice(`No IaC files found under ${settings.scanPath}: nothing was uploaded.`);
    // 2. The report: findings, base comparison, suppressions (the scanned tree's text), verdict.
    const report = await assembleReport(settings, scan, log, {
        readLines: scan ? scan.text.lines : async () => undefined,
        now: new Date(clockOf(ports).now()),
        pullRequest: scan?.suppressions,
    });
    progress.report = report;
    return { scan, report };
}
/** The real clock, unless the caller brings its own. */
function clockOf(ports) {
    return {
        sleep: ports.sleep ?? realSleep,
        now: ports.now ?? (() => Date.now()),
        random: ports.random ?? Math.random,
    };
}
/** The service's client, with the key, on the run's clock. */
function serviceClient(settings, ports) {
    const clock = clockOf(ports);
    const http = new HttpClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        ...clock,
        log: (message) => ports.log.info(message),
    });
    return createCodeSecurityApi(http, clock.now);
}
/**
 * The scan through the service, or on a dry run through one that keeps each archive; what
 * resolving the change noticed comes first in the notes.
 */
async function scanThroughService(settings, ports) {
    const scanPorts = {
        ...clockOf(ports),
        log: ports.log,
        knobs: ports.knobs,
        change: ports.change,
        commit: ports.commit,
        listChanges: ports.listChanges,
    };
    const scanned = settings.dryRun
        ? await scanDryRun(settings, scanPorts)
        : await scanWorkspace(settings, { ...scanPorts, api: serviceClient(settings, ports) });
    return { ...scanned, notes: [...(ports.notes ?? []), ...scanned.notes] };
}


/***/ }),

/***/ 6408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cn: () => (/* binding */ describeTree),
/* harmony export */   ds: () => (/* binding */ describeUnfinished),
/* harmony export */   pZ: () => (/* binding */ unlistedTree)
/* harmony export */ });
/**
 * The scan of a tree from its discovery, its plan and its archives' results (matched by name);
 * `stopped` says why the plan was not carried out to its end, when it was not.
 */
function describeTree(discovery, plan, results, stopped = []) {
    const plans = plan?.archives ?? [];
    const byName = new Map(results.map((r) => [r.artifactName, r]));
    return {
        discovery,
        stopped,
        plannedArchives: plans.length,
        results,
        archives: plans.map((archive) => {
            const result = byName.get(archive.name);
            return {
                name: archive.name,
                files: archive.entries.length,
                bytes: archive.bytes,
                scanId: result?.scanId,
                status: result?.failureKind
                    ? `${result.status} (${result.failureKind})`
                    : (result?.status ?? 'NOT_UPLOADED'),
                alreadyScanned: result?.alreadyScanned ?? false,
                waitedMs: result?.waitedMs,
            };
        }),
        uploadedPaths: new Set(plans.flatMap((archive) => archive.entries.map((e) => e.path))),
        archiveFiles: new Map(plans.map((a) => [a.name, a.entries[0]?.path ?? ''])),
        filesByArchive: plans.map((a) => ({
            name: a.name,
            bytes: a.bytes,
            paths: a.entries.map((e) => e.path),
        })),
        notPacked: new Map([
            ...(plan?.tooLarge ?? []).map((f) => [f.path, 'too large']),
            ...(plan?.unreadable ?? []).map((f) => [f.path, 'unreadable']),
        ]),
    };
}
/** Why a scan did not give all its findings, in words that name it. */
function describeUnfinished(result) {
    const which = result.scanId
        ? `scan ${result.scanId} (${result.artifactName})`
        : result.artifactName;
    const kind = result.failureKind === undefined ? '' : ` (${result.failureKind})`;
    return `${which} ${result.reason ?? `ended ${result.status}`}${kind}`;
}
/** A tree whose files could not even be listed: nothing of it was packed or scanned. */
function unlistedTree(reason, source) {
    const discovery = {
        files: [],
        skipped: new Map(),
        rejected: [],
        source,
        candidates: 0,
    };
    return describeTree(discovery, undefined, [], [reason]);
}


/***/ }),

/***/ 2994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ commitText),
  S: () => (/* binding */ commitTree)
});

// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/engine/git/blob-reader.ts
var blob_reader = __webpack_require__(2912);
// EXTERNAL MODULE: ./src/engine/git/git-tree.ts
var git_tree = __webpack_require__(7262);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(4513);
// EXTERNAL MODULE: ./src/engine/discovery/rules.ts + 2 modules
var rules = __webpack_require__(1148);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(5591);
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

// EXTERNAL MODULE: ./src/paths.ts
var src_paths = __webpack_require__(8431);
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
/** Reads the blobs of planned files in batches, and answers for what it read. */
function planReader(git, scanRoot, byPath) {
    const reader = (0,blob_reader/* createBlobReader */.nF)(git, scanRoot);
    const contents = new Map();
    const readAll = async (pending) => {
        const wanted = pending.filter((p) => !contents.has(p.path));
        for (const chunk of chunks(wanted.map((p) => ({ ...byPath.get(p.path), relative: p.path })))) {
            const read = await reader.read(chunk);
            chunk.forEach((blob, i) => contents.set(blob.relative, read[i]));
        }
    };
    const readKnown = (relative) => {
        const content = contents.get(relative);
        if (!content)
            throw new Error(`no content for ${relative}`);
        return content;
    };
    return { reader, contents, readAll, readKnown };
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
    const paths = [
        ...byPath.keys(),
        ...[...linkLike].filter(([, r]) => r !== 'name is not valid UTF-8').map(([p]) => p),
    ].sort();
    const plan = (0,rules/* planDiscovery */.Y3)({
        paths,
        problems: tree.skipped
            .filter((s) => s.reason === 'name is not valid UTF-8')
            .map((s) => ({ path: local(s.path), reason: 'name is not valid UTF-8' })),
        isIncluded: (0,classify/* compilePatterns */.xi)(options.include),
        isExcluded: (0,classify/* compilePatterns */.xi)(options.exclude),
    }, stat);
    const { reader, contents, readAll, readKnown } = planReader(git, scanRoot, byPath);
    await readAll(plan.pending);
    // The files the kustomizations read are known once the kustomizations are: a second batch.
    const extended = (0,rules/* planKustomizeInputs */.Uf)(plan, paths, { stat, read: readKnown });
    await readAll(extended.pending);
    const outcome = (0,rules/* settleDiscovery */.k3)(extended, readKnown);
    // The scanned folder, relative to the workspace, as the workspace's discovery names entries:
    // from the two paths the workspace's discovery starts from, never from git's top level, which
    // git writes resolved (macOS's /private/var for /var, Windows' long names for RUNNER~1).
    const scanPrefix = (0,src_paths/* relativePosix */.Y)(options.workspace, scanRoot);
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
            ...(outcome.notices && { notices: outcome.notices }),
            ...(outcome.kustomize && { kustomize: outcome.kustomize }),
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

// EXTERNAL MODULE: ./src/engine/change/links/link-targets.ts
var link_targets = __webpack_require__(202);
// EXTERNAL MODULE: ./src/engine/change/links/tree-links.ts
var tree_links = __webpack_require__(681);
// EXTERNAL MODULE: ./src/engine/scan/trees/tree.ts
var tree = __webpack_require__(7234);
;// CONCATENATED MODULE: ./src/engine/scan/trees/commit-tree.ts
/**
 * A commit's tree, read from git objects: listed with `git ls-tree`, probed by its modes and
 * sizes, read with `git cat-file --batch`. Any commit will do (a pull request's base, its merge
 * commit, the commit the command line was asked to scan): the caller names it and labels it. Its
 * text is its blobs' (in privileged modes the findings are in the pull request's commit, which the
 * workspace, the base branch, does not hold), each file read once and kept for the run's other
 * readers of it.
 */







/** The tree of commit `sha`; its reader reads the files its `discover` found. */
function commitTree(options) {
    let reader;
    const { git, sha, rules } = options;
    const textGit = options.textGit ?? git;
    return {
        label: options.label,
        sha,
        baseName: options.baseName,
        discover: async () => {
            const files = await discoverBaseFiles({ git, sha, ...rules });
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
        text: commitText({ git: textGit, workspace: rules.workspace, sha }),
        entries: {
            readFile: commitFiles(textGit, { scanRoot: rules.scanRoot, sha }),
            probeTargets: (0,link_targets/* commitTargets */.KR)(textGit, { scanRoot: rules.scanRoot, sha }),
            listLinks: (0,tree_links/* commitLinks */.NW)(textGit, { scanRoot: rules.scanRoot, sha }),
        },
    };
}
/**
 * The text of workspace-relative files as commit `sha` has them (none when it has none, or past
 * MAX_TEXT_READ_BYTES): what inline suppressions and the SARIF's line hashes are read from when
 * the scan read a commit. Reads asked for in the same turn share two git processes (one
 * `cat-file --batch-check`, one `--batch`): callers that read many files ask for them together.
 */
function commitText(options) {
    const { git, workspace, sha } = options;
    if (!(0,git_git/* isObjectId */.TS)(sha))
        throw new Error(`Not a full commit id: '${sha}'`);
    let prefix;
    const objectsOf = async (files) => {
        prefix ??= (0,git_tree/* locateFolder */.$c)(git, workspace).then((l) => l === undefined ? undefined : l.folder === '' ? '' : `${l.folder}/`);
        const folder = await prefix;
        // A NUL would end the name where git reads it (another file's text); `..` would climb out.
        return files.map((file) => folder === undefined || file.includes('\0') || file.split('/').includes('..')
            ? undefined
            : `${sha}:${folder}${file}`);
    };
    /** A name a batch cannot carry (a line break in it), read on its own. */
    const readAlone = async (name) => {
        const size = await git.run(['cat-file', '-s', name], { cwd: workspace });
        if (size.code !== 0 || Number(size.stdout.toString('utf8')) > tree/* MAX_TEXT_READ_BYTES */.YA)
            return undefined;
        const result = await git.run(['cat-file', 'blob', name], { cwd: workspace });
        return result.code === 0 ? result.stdout.toString('utf8') : undefined;
    };
    const readTexts = async (files) => {
        const names = await objectsOf(files);
        const alone = (name) => /[\r\n]/.test(name);
        const asked = names.flatMap((name) => (name === undefined || alone(name) ? [] : [name]));
        const read = await (0,blob_reader/* readBlobs */.b4)(git, workspace, asked, { maxBytes: tree/* MAX_TEXT_READ_BYTES */.YA });
        const byName = new Map(asked.map((name, i) => [name, read[i]?.toString('utf8')]));
        return Promise.all(names.map(async (name) => {
            if (name === undefined)
                return undefined;
            // One name git cannot take (too long to pass) costs only its own text.
            if (alone(name))
                return readAlone(name).catch(() => undefined);
            return byName.get(name);
        }));
    };
    const texts = new Map();
    let waiting = [];
    const readWaiting = () => {
        const batch = waiting;
        waiting = [];
        // A file git cannot read has no text, as before: no inline suppression, no line hash.
        readTexts(batch.map(({ file }) => file)).then((read) => batch.forEach(({ settle }, i) => settle(read[i])), () => batch.forEach(({ settle }) => settle(undefined)));
    };
    const read = (file) => {
        let text = texts.get(file);
        if (text === undefined) {
            text = new Promise((settle) => {
                if (waiting.length === 0)
                    setImmediate(readWaiting);
                waiting.push({ file, settle });
            });
            texts.set(file, text);
        }
        return text;
    };
    return {
        source: 'git',
        read,
        lines: async (file, fromLine, toLine) => {
            const text = await read(file);
            return text === undefined ? undefined : (0,tree/* spanOf */.ee)(text, fromLine, toLine);
        },
    };
}
/** Reads the entries of commit `sha` under the scanned folder (blobs), by scan-relative path. */
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


/***/ }),

/***/ 7234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YA: () => (/* binding */ MAX_TEXT_READ_BYTES),
/* harmony export */   b8: () => (/* binding */ WORKSPACE_LABEL),
/* harmony export */   ee: () => (/* binding */ spanOf)
/* harmony export */ });
/**
 * A file bigger than this is not read whole as text, from the work tree or a commit (none of its
 * findings gets a SARIF line hash; its inline suppressions are still read line by line from the
 * work tree, as far as its findings reach).
 */
const MAX_TEXT_READ_BYTES = 8 * 1024 * 1024;
/** The label of the workspace's tree: the change being scanned. */
const WORKSPACE_LABEL = 'this change';
/** Reads lines `fromLine`..`toLine` out of a whole text (a byte order mark dropped). */
function spanOf(text, fromLine, toLine) {
    return text
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .slice(fromLine - 1, toLine);
}


/***/ }),

/***/ 7356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pD: () => (/* binding */ workTreeText),
  OX: () => (/* binding */ workspaceTree)
});

// UNUSED EXPORTS: workTreeFiles

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(4513);
// EXTERNAL MODULE: ./src/paths.ts
var src_paths = __webpack_require__(8431);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/engine/git/git-output.ts
var git_output = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(6244);
;// CONCATENATED MODULE: ./src/engine/discovery/list-files.ts
/**
 * Lists candidate files under the scanned folder, as POSIX paths relative to it. In a git work
 * tree git itself decides what `.gitignore` hides (nested files, `.git/info/exclude`, global
 * excludes); elsewhere a pruning walker applies every `.gitignore` it meets with `ignore`.
 * Nothing here follows a symbolic link. Names are read as bytes: one that is not valid UTF-8, and
 * a folder or `.gitignore` that cannot be read, is returned as a problem instead of dropped.
 */









const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const GIT_MAX_BUFFER_BYTES = 256 * 1024 * 1024;
const WALK_BATCH_FOLDERS = 64;
const GITIGNORE = Buffer.from('.gitignore');
/** Runs git as every git child runs (`git.ts`: no secret, no configured command). */
async function git(root, args) {
    try {
        // LC_ALL=C: git's warnings about unreadable folders are read below, in English.
        return await run('git', (0,git_git/* gitArguments */.D5)(args), {
            cwd: root,
            maxBuffer: GIT_MAX_BUFFER_BYTES,
            encoding: 'buffer',
            env: { ...(0,git_git/* gitEnvironment */._K)(), LC_ALL: 'C' },
        });
    }
    catch {
        return undefined;
    }
}
/** The work tree prefix of `root` when git answers for it and does not ignore it as a whole. */
async function gitPrefix(root) {
    const answer = await git(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix']);
    const [inside, prefix = ''] = answer?.stdout.toString('utf8').split('\n') ?? [];
    if (inside !== 'true')
        return undefined;
    // `git check-ignore` exits 0 when the folder is ignored (cdk.out/ and the like): then walk it.
    return (await git(root, ['check-ignore', '-q', '.'])) === undefined ? prefix : undefined;
}
function splitBytes(bytes, separator) {
    const parts = [];
    for (let start = 0; start < bytes.length;) {
        let end = bytes.indexOf(separator, start);
        if (end < 0)
            end = bytes.length;
        if (end > start)
            parts.push(bytes.subarray(start, end));
        start = end + 1;
    }
    return parts;
}
/** `git ls-files` skips what it cannot read with a warning on stderr (paths from the top level). */
const GIT_WARNING = /^warning: (could not open directory|unable to access) '(.+)': /;
function gitWarnings(stderr, prefix) {
    const problems = [];
    for (const line of splitBytes(stderr, 0x0a)) {
        const match = GIT_WARNING.exec(line.toString('latin1'));
        if (!match?.[2])
            continue;
        const name = (0,file_names/* readName */.MQ)(Buffer.from(match[2], 'latin1'));
        const full = name.text.replace(/\/$/, '');
        if (!full.startsWith(prefix))
            continue;
        const relative = full.slice(prefix.length) || '.';
        const folder = match[1] === 'could not open directory';
        problems.push({ path: relative, reason: folder ? 'unreadable folder' : 'unreadable' });
    }
    return problems;
}
async function listWithGit(root, prefix) {
    const answer = await git(root, [
        '-c',
        'core.quotePath=off',
        'ls-files',
        '-z',
        '--cached',
        '--others',
        '--exclude-standard',
        '--',
        '.',
    ]);
    if (answer === undefined)
        return undefined;
    const files = new Set();
    const problems = gitWarnings(answer.stderr, prefix);
    for (const bytes of (0,git_output/* parseLsFiles */.Ev)(answer.stdout)) {
        const name = (0,file_names/* readName */.MQ)(bytes);
        if (name.valid)
            files.add(name.text);
        else
            problems.push({ path: name.text, reason: 'name is not valid UTF-8' });
    }
    return { files: [...files], problems };
}
function ignoredBy(rules, relative, isDir) {
    let ignored = false;
    for (const { base, ig } of rules) {
        const local = base === '' ? relative : relative.slice(base.length + 1);
        const result = ig.test(isDir ? `${local}/` : local);
        if (result.ignored)
            ignored = true;
        else if (result.unignored)
            ignored = false;
    }
    return ignored;
}
const readFolder = (absolute) => promises_.readdir(absolute, { withFileTypes: true, encoding: 'buffer' });
/** Walks `root` without following links, pruning built-in folders and, if asked, ignored paths. */
async function walkFiles(root, options) {
    const readdir = options.readdir ?? readFolder;
    const files = [];
    const problems = [];
    const queue = [{ dir: '', rules: [] }];
    const visit = async ({ dir, rules }) => {
        const absolute = external_node_path_.join(root, dir);
        let entries;
        try {
            entries = await readdir(absolute);
        }
        catch {
            problems.push({ path: dir || '.', reason: 'unreadable folder' });
            return;
        }
        let active = rules;
        // Like git, a `.gitignore` that is a link is not followed.
        if (options.gitignore && entries.some((e) => e.isFile() && e.name.equals(GITIGNORE))) {
            const file = dir === '' ? '.gitignore' : `${dir}/.gitignore`;
            try {
                active = [
                    ...rules,
                    { base: dir, ig: ignore_default()().add(await promises_.readFile(external_node_path_.join(root, file), 'utf8')) },
                ];
            }
            catch {
                problems.push({ path: file, reason: 'unreadable' });
            }
        }
        for (const entry of entries) {
            const name = (0,file_names/* readName */.MQ)(entry.name);
            const relative = dir === '' ? name.text : `${dir}/${name.text}`;
            const isDir = entry.isDirectory();
            if (isDir && classify/* PRUNED_FOLDERS */.hV.has(name.text))
                continue;
            if (options.gitignore && ignoredBy(active, relative, isDir))
                continue;
            if (!name.valid)
                problems.push({ path: relative, reason: 'name is not valid UTF-8' });
            else if (isDir)
                queue.push({ dir: relative, rules: active });
            else
                files.push(relative);
        }
    };
    while (queue.length > 0)
        await Promise.all(queue.splice(0, WALK_BATCH_FOLDERS).map(visit));
    return { files, problems };
}
/** Files `.gitignore` lets through, from git when it can answer, else from the walker. */
async function listCandidateFiles(root) {
    const prefix = await gitPrefix(root);
    if (prefix !== undefined) {
        const listing = await listWithGit(root, prefix);
        if (listing)
            return { ...listing, source: 'git' };
    }
    return { ...(await walkFiles(root, { gitignore: true })), source: 'walker' };
}

// EXTERNAL MODULE: ./src/engine/discovery/rules.ts + 2 modules
var rules = __webpack_require__(1148);
;// CONCATENATED MODULE: ./src/engine/discovery/discover.ts
/**
 * Finds the IaC files under the scanned folder of the workspace: the candidates `.gitignore` lets
 * through (plus what `include` names, which reaches past `.gitignore`), put through the discovery
 * rules with a probe that checks each candidate with `lstat`, so that no link is followed and
 * only regular files go. Nothing aborts discovery: what cannot be read is skipped and reported.
 */






const READ_BUFFER_INITIAL_BYTES = 256 * 1024;
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR']);
/** Reads whole files into one buffer that grows as needed and is reused by the next read. */
function createReader() {
    let buffer = Buffer.alloc(READ_BUFFER_INITIAL_BYTES);
    return (file) => {
        const fd = external_node_fs_.openSync(file, 'r');
        try {
            let length = 0;
            for (;;) {
                if (length === buffer.length) {
                    const bigger = Buffer.alloc(buffer.length * 2);
                    buffer.copy(bigger, 0, 0, length);
                    buffer = bigger;
                }
                const n = external_node_fs_.readSync(fd, buffer, length, buffer.length - length, null);
                if (n === 0)
                    return buffer.subarray(0, length);
                length += n;
            }
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
    };
}
/**
 * Answers for files of the work tree. Synchronous on purpose: thousands of small reads are
 * several times faster without thread-pool round trips, and nothing else runs during discovery;
 * one reused read buffer spares the collector the whole of every YAML/JSON file.
 */
function workspaceProbe(scanRoot) {
    const read = createReader();
    return {
        stat(relative) {
            const file = external_node_path_.join(scanRoot, relative);
            let stat;
            try {
                stat = external_node_fs_.lstatSync(file);
            }
            catch (error) {
                const code = error?.code;
                return { type: MISSING_CODES.has(code) ? 'missing' : 'unreadable' };
            }
            if (stat.isSymbolicLink())
                return { type: 'symlink' };
            if (!stat.isFile())
                return { type: 'other' };
            try {
                external_node_fs_.accessSync(file, external_node_fs_.constants.R_OK);
            }
            catch {
                return { type: 'unreadable' };
            }
            return { type: 'file', size: stat.size };
        },
        read: (relative) => read(external_node_path_.join(scanRoot, relative)),
    };
}
function uniqueProblems(problems) {
    const seen = new Set();
    const unique = [];
    for (const problem of problems) {
        const key = `${problem.reason}\0${problem.path}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(problem);
    }
    return unique;
}
/** Lists the scanned folder and applies the discovery rules to every file, reading from disk. */
async function discoverFiles(options) {
    const { scanRoot } = options;
    const isIncluded = (0,classify/* compilePatterns */.xi)(options.include);
    const isExcluded = (0,classify/* compilePatterns */.xi)(options.exclude);
    const listing = await listCandidateFiles(scanRoot);
    const extra = options.include.length > 0 ? await walkFiles(scanRoot, { gitignore: false }) : undefined;
    const paths = [...new Set([...listing.files, ...(extra?.files.filter(isIncluded) ?? [])])].sort();
    const extraProblems = (extra?.problems ?? []).filter((p) => p.reason === 'unreadable folder' || isIncluded(p.path));
    const outcome = (0,rules/* applyDiscoveryRules */.Mm)({
        paths,
        problems: uniqueProblems([...listing.problems, ...extraProblems]),
        isIncluded,
        isExcluded,
    }, workspaceProbe(scanRoot));
    const prefix = (0,src_paths/* relativePosix */.Y)(options.workspace, scanRoot);
    return {
        files: outcome.files.map((file) => ({
            ...file,
            path: prefix === '' ? file.path : `${prefix}/${file.path}`,
            absolutePath: external_node_path_.join(scanRoot, file.path),
        })),
        skipped: outcome.skipped,
        rejected: outcome.rejected,
        warnings: outcome.warnings,
        ...(outcome.notices && { notices: outcome.notices }),
        ...(outcome.kustomize && { kustomize: outcome.kustomize }),
        source: listing.source,
        candidates: paths.length,
    };
}

// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(5591);
// EXTERNAL MODULE: ./src/engine/change/links/link-targets.ts
var link_targets = __webpack_require__(202);
// EXTERNAL MODULE: ./src/engine/change/links/tree-links.ts
var tree_links = __webpack_require__(681);
// EXTERNAL MODULE: ./src/engine/scan/trees/tree.ts
var tree = __webpack_require__(7234);
;// CONCATENATED MODULE: ./src/engine/scan/trees/work-tree.ts
/**
 * The workspace's tree: files listed and read on disk. Its text is read inside the workspace only
 * (also through links that stay inside it, as the scanned files were found), a file's lines
 * streamed and the reading stopped after the last line wanted, so a finding near the top of a big
 * file costs only its first lines. Its entries, for the unjudged rule, are read as git stores them:
 * a regular file's bytes, a link's target (never what it points at).
 */










/** The workspace's tree; `git` lists its links (the index), when there is a checkout. */
function workspaceTree(rules, baseName, git = (0,git_git/* createGitCli */.hn)()) {
    return {
        label: tree/* WORKSPACE_LABEL */.b8,
        sha: undefined,
        baseName,
        discover: () => discoverFiles(rules),
        reader: content_reader/* diskReader */.lJ,
        text: workTreeText(rules.workspace),
        entries: {
            readFile: workTreeFiles(rules.scanRoot),
            probeTargets: (0,link_targets/* workTreeTargets */.gQ)(rules.scanRoot, rules.workspace),
            listLinks: (0,tree_links/* workTreeLinks */.Ji)(git, rules.scanRoot),
        },
    };
}
/** The real path of a workspace-relative file that stays inside the workspace, or undefined. */
async function insideWorkspace(root, file) {
    const resolved = external_node_path_.resolve(root, file);
    if (resolved === root || !(0,src_paths/* isInside */.F)(root, resolved))
        return undefined;
    try {
        const real = await external_node_fs_.promises.realpath(resolved);
        return (0,src_paths/* isInside */.F)(await external_node_fs_.promises.realpath(root), real) ? real : undefined;
    }
    catch {
        return undefined;
    }
}
/** The text of the workspace's files on disk, inside it only. */
function workTreeText(workspace) {
    const root = external_node_path_.resolve(workspace);
    return {
        source: 'work tree',
        read: async (file) => {
            const real = await insideWorkspace(root, file);
            if (real === undefined)
                return undefined;
            try {
                const stat = await external_node_fs_.promises.stat(real);
                if (!stat.isFile() || stat.size > tree/* MAX_TEXT_READ_BYTES */.YA)
                    return undefined;
                return await external_node_fs_.promises.readFile(real, 'utf8');
            }
            catch {
                return undefined;
            }
        },
        lines: async (file, fromLine, toLine) => {
            const real = await insideWorkspace(root, file);
            if (real === undefined)
                return undefined;
            try {
                return await readSpan(real, fromLine, toLine);
            }
            catch {
                return undefined;
            }
        },
    };
}
async function readSpan(file, fromLine, toLine) {
    const stream = external_node_fs_.createReadStream(file, { encoding: 'utf8' });
    const lines = external_node_readline_.createInterface({ input: stream, crlfDelay: Infinity });
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
/**
 * Reads the work tree's entries under `scanRoot` as git stores them: a regular file's bytes, a
 * link's target (never what it points at); anything else reads as none.
 */
function workTreeFiles(scanRoot) {
    return async (relative) => {
        const file = external_node_path_.join(scanRoot, relative);
        try {
            const stat = await external_node_fs_.promises.lstat(file);
            if (stat.isSymbolicLink())
                return await external_node_fs_.promises.readlink(file, { encoding: 'buffer' });
            if (!stat.isFile())
                return undefined;
            return await external_node_fs_.promises.readFile(file);
        }
        catch {
            return undefined;
        }
    };
}


/***/ }),

/***/ 9043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ DRY_RUN_STATUS),
/* harmony export */   Y: () => (/* binding */ seconds)
/* harmony export */ });
/**
 * What the archives table says of an archive a dry run's service kept and did not send. A row's
 * status, for people: whether a run was a dry run is `RunReport.dryRun`, never read from here.
 */
const DRY_RUN_STATUS = 'DRY_RUN';
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 4441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* reexport safe */ _limits_js__WEBPACK_IMPORTED_MODULE_1__.I),
/* harmony export */   Vb: () => (/* binding */ defaultArtifactName),
/* harmony export */   ij: () => (/* binding */ REGIONS),
/* harmony export */   rU: () => (/* binding */ cleanArtifactName)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7100);
/**
 * The engine's settings of one run, as one frozen literal: only what the engine reads (discovery,
 * packing, the service, waiting, the gate, the baseline, suppressions, the formats), and where the
 * run is (`origin`), for links and names. Each adapter builds it from its own surface (the Action's
 * inputs in `action/inputs.ts`, the command line's flags in `cli/settings.ts`) and keeps its own
 * surfaces beside it; nothing here reads the environment. Also the archives' default name, which
 * the adapters and the base's tree share.
 */

const REGIONS = ['au', 'sg1', 'in1', 'us1'];

/** An archive base name cleaned to [A-Za-z0-9._-], without `.zip`; '' when nothing is left. */
function cleanArtifactName(raw) {
    return raw
        .replace(/\.zip$/i, '')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, 100);
}
/**
 * `<repo>-<short sha>`, the default base name of the archives of a commit, with a short hash of
 * the scanned folder when it is not the workspace (`<repo>-<short sha>-<hash>`): two steps that
 * scan different folders of one commit must not share names, or one could adopt the other's scan.
 */
function defaultArtifactName(repository, sha, scanPath = '.') {
    const folder = scanPath === '.' ? '' : `-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(scanPath).digest('hex').slice(0, 6)}`;
    return cleanArtifactName(`${repository.split('/').pop() || 'iac-scan'}-${sha.slice(0, 7)}${folder}`);
}


/***/ }),

/***/ 3120:
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
    const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // Date.UTC rolls 2027-02-30 over to March (and years below 100 into the 1900s): a real date
    // survives the round trip back to text.
    return new Date(start).toISOString().slice(0, 10) === date ? start : undefined;
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

/***/ 1088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseSuppressions: () => (/* binding */ parseSuppressions)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _expiry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3120);
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
function validateEntries(named, located, items) {
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
        throw invalid(named, problems);
    return entries;
}
/** `named`: the file and the setting that names it, `'.plerion-ignore.yml' (--suppressions)`. */
function invalid(named, problems) {
    const listed = problems.slice(0, MAX_PROBLEMS_LISTED).map((problem) => `\n  - ${problem}`);
    const more = problems.length - listed.length;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`Invalid suppressions file ${named}:${listed.join('')}` +
        (more > 0 ? `\n  - and ${more} more` : '') +
        `\nEach entry needs ${EXAMPLE}; see docs/suppressions.md for the format.`);
}
function firstLineOf(message) {
    return (message.split('\n')[0] ?? message).replace(/:$/, '');
}
/**
 * Parses and validates the text of a suppressions file named `file` (workspace-relative); a
 * refusal names the setting as `label` says (the command line's `--suppressions`).
 */
function parseSuppressions(file, source, label = "input 'suppressions'") {
    const named = `'${file}' (${label})`;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(source, { version: '1.2', schema: 'core', lineCounter: lines });
    if (doc.errors.length > 0) {
        throw invalid(named, doc.errors.map((error) => `not valid YAML: ${firstLineOf(error.message)}`));
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw invalid(named, [`not valid YAML: ${firstLineOf(error.message)}`]);
    }
    if (data === null || data === undefined)
        return { file, entries: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(doc.contents) ? 'a list' : 'a single value';
        throw invalid(named, [`the file is ${found}; expected a map whose one key is 'suppressions:'`]);
    }
    const unknown = Object.keys(data).filter((key) => key !== 'suppressions');
    if (unknown.length > 0) {
        const keys = unknown.map((key) => `'${key}'`).join(', ');
        throw invalid(named, [`unknown top-level key ${keys} (the only key is 'suppressions')`]);
    }
    const list = data.suppressions;
    if (list === null || list === undefined)
        return { file, entries: [] };
    if (!Array.isArray(list)) {
        throw invalid(named, ["'suppressions' must be a list of entries, each starting with '- '"]);
    }
    return { file, entries: validateEntries(named, { lines, doc }, list) };
}


/***/ }),

/***/ 8894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ commentPrefixesOf),
/* harmony export */   A: () => (/* binding */ directivesFor),
/* harmony export */   Kc: () => (/* binding */ planLineSpan),
/* harmony export */   hP: () => (/* binding */ parseInlineDirective)
/* harmony export */ });
/* unused harmony export MAX_LEADING_COMMENT_LINES */
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1535);
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

/***/ 1765:
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

/***/ 7077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nD: () => (/* binding */ readSuppressionChanges),
/* harmony export */   uW: () => (/* binding */ readSuppressionsAt)
/* harmony export */ });
/* unused harmony exports MAX_COMPARED_FILE_BYTES, parseRawDiff, CHANGED_FILES_BATCH_BYTES */
/* harmony import */ var _git_blob_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2912);
/* harmony import */ var _git_git_output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3551);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9141);
/* harmony import */ var _git_git_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7262);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _discovery_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1948);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1088);
/* harmony import */ var _read_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(850);
/* harmony import */ var _changed_lines_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1765);
/* harmony import */ var _suppression_changes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6260);
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
    return (0,_git_git_output_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRawDiff */ .LP)(output).flatMap(({ oldId, newId, status, path }) => status.startsWith('D') || !(0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isObjectId */ .TS)(newId) || /^0+$/.test(newId)
        ? []
        : [{ path: path.toString('utf8'), oldId: /^0+$/.test(oldId) ? undefined : oldId, newId }]);
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
/** The sizes of the blobs `names` name, by blob id. */
async function sizesOf(git, cwd, names) {
    const infos = await (0,_git_blob_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .checkObjects */ .ZY)(git, cwd, names);
    return new Map(infos.flatMap((i) => (i?.type === 'blob' ? [[i.objectId, i.size]] : [])));
}
/**
 * The suppressions file `file` (workspace-relative; `repoPath` is it repository-relative) as commit
 * `sha` has it, from git objects; none when the commit has no such file. Throws when it is too
 * big or malformed (a refusal names the setting as `label` says). Also the command line's read of
 * a commit it scans instead of the work tree.
 */
async function readSuppressionsAt(git, cwd, spec) {
    const object = `${spec.sha}:${spec.repoPath}`;
    // batch-check names the blob by its id, not by `<sha>:<path>`: the one answer is it.
    const bytes = [...(await sizesOf(git, cwd, [object])).values()][0];
    if (bytes === undefined)
        return { file: spec.file, entries: [] };
    if (bytes > _read_file_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SUPPRESSIONS_FILE_BYTES */ .Fk)
        throw new Error(`${spec.file} has ${bytes} bytes, more than ${_read_file_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SUPPRESSIONS_FILE_BYTES */ .Fk}`);
    const args = ['cat-file', 'blob', object];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommandError */ .iR(args, result);
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_4__.parseSuppressions)(spec.file, result.stdout.toString('utf8'), spec.label);
}
/**
 * The lines of a file the pull request changed, from `git diff -U0` of its two blobs, read as text
 * whatever git thinks of them (`--text`; no diff driver runs, see `git.ts`): a NUL byte makes
 * git call a blob binary and give no hunk, and two different blobs with no hunk parsed count as
 * wholly changed, never as unchanged.
 */
async function readChangedLines(git, cwd, file) {
    if (file.oldId === undefined)
        return _changed_lines_js__WEBPACK_IMPORTED_MODULE_6__/* .WHOLE_FILE */ .JZ;
    // A mode change alone (the same blob): no line changed.
    if (file.oldId === file.newId)
        return { added: [], deletedAfter: [] };
    const args = ['diff', '--text', '--no-color', '-U0', file.oldId, file.newId];
    const result = await git.run(args, { cwd });
    if (result.code !== 0)
        throw new _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommandError */ .iR(args, result);
    const changed = (0,_changed_lines_js__WEBPACK_IMPORTED_MODULE_6__/* .parseHunks */ .FS)(result.stdout.toString('utf8'));
    return changed.added.length + changed.deletedAfter.length === 0 ? _changed_lines_js__WEBPACK_IMPORTED_MODULE_6__/* .WHOLE_FILE */ .JZ : changed;
}
/** The files of a batch whose new blob is a Git LFS pointer (only a small blob can be one). */
async function lfsPointersOf(reader, batch, sizes) {
    const small = batch.filter((f) => (sizes.get(f.newId) ?? Infinity) < _discovery_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_9__/* .MAX_LFS_POINTER_BYTES */ .X);
    if (small.length === 0)
        return new Set();
    const blobs = await reader.read(small.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })));
    const pointers = small.filter((_, i) => blobs[i] !== undefined && (0,_discovery_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_9__/* .isLfsPointer */ .N)(blobs[i]));
    return new Set(pointers.map((f) => f.path));
}
/** The suppressions of both sides and what the pull request changes; throws on a git failure. */
async function readSuppressionChanges(options) {
    const { git, workspace, baseSha, headSha, file } = options;
    const location = await (0,_git_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .locateFolder */ .$c)(git, workspace);
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
        problems.push(`The pull request's ${file} could not be read, so its entries are not listed: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .Uc)(error).split('\n')[0]}`);
    }
    const args = ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', baseSha, headSha];
    const diff = await git.run(args, { cwd: workspace });
    if (diff.code !== 0)
        throw new _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitCommandError */ .iR(args, diff);
    const changed = parseRawDiff(diff.stdout)
        .filter((f) => f.path.startsWith(prefix))
        .map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
    const sizes = await sizesOf(git, workspace, changed.map((f) => f.newId));
    const uncompared = changed
        .filter((f) => (sizes.get(f.newId) ?? Infinity) > MAX_COMPARED_FILE_BYTES)
        .map((f) => f.path);
    const compared = changed.filter((f) => !uncompared.includes(f.path));
    const reader = (0,_git_blob_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .createBlobReader */ .nF)(git, workspace);
    const { headText } = options;
    const readHeads = async (batch) => headText
        ? Promise.all(batch.map((f) => headText(f.path)))
        : (await reader.read(batch.map((f) => ({ objectId: f.newId, size: sizes.get(f.newId) ?? 0 })))).map((bytes) => bytes.toString('utf8'));
    const inline = [];
    const changedLines = new Map();
    // A batch of files at a time: a pull request that changes thousands of files is never held whole.
    for (const batch of batchesOf(compared, (f) => sizes.get(f.newId) ?? 0)) {
        const heads = await readHeads(batch);
        const lfs = await lfsPointersOf(reader, batch, sizes);
        for (const [i, changedFile] of batch.entries()) {
            // What was scanned could not be read as text (or is too big to compare), or its blob is a
            // Git LFS pointer (the lines compared would be the pointer's): not compared.
            const text = lfs.has(changedFile.path) ? undefined : heads[i];
            if (text === undefined || Buffer.byteLength(text) > MAX_COMPARED_FILE_BYTES) {
                uncompared.push(changedFile.path);
                continue;
            }
            if (!MARKER.test(text))
                continue;
            const old = changedFile.oldId === undefined
                ? undefined
                : (await reader.read([{ objectId: changedFile.oldId, size: 0 }]))[0]?.toString('utf8');
            inline.push(...(0,_suppression_changes_js__WEBPACK_IMPORTED_MODULE_7__/* .changedDirectives */ .NY)(changedFile.path, old, text));
            changedLines.set(changedFile.path, await readChangedLines(git, workspace, changedFile));
        }
    }
    return {
        base,
        head,
        changes: {
            file,
            entries: head ? (0,_suppression_changes_js__WEBPACK_IMPORTED_MODULE_7__/* .changedEntries */ .bF)(base, head) : [],
            inline,
            uncompared,
            problems,
        },
        changedLines,
    };
}


/***/ }),

/***/ 5433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ renderSuppressionChanges),
/* harmony export */   _H: () => (/* binding */ proposedBy),
/* harmony export */   _J: () => (/* binding */ describeProposed)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9133);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5540);
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


/***/ }),

/***/ 6260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NY: () => (/* binding */ changedDirectives),
/* harmony export */   bF: () => (/* binding */ changedEntries),
/* harmony export */   sY: () => (/* binding */ isProposedInline)
/* harmony export */ });
/* harmony import */ var _inline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8894);

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


/***/ }),

/***/ 850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ MAX_SUPPRESSIONS_FILE_BYTES),
/* harmony export */   X_: () => (/* binding */ readSuppressionsFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8431);
/* harmony import */ var _file_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8713);
/**
 * Reads the suppressions file named by the input `suppressions` (a path relative to the
 * workspace that must stay inside it, through links too), with the other inputs, so that a bad
 * file stops the run before anything is uploaded. The parser (yaml and zod) is loaded only when
 * there is a file to parse: start-up stays small.
 */





/** The file read when the input is empty or names it (`file-name.ts`). */

/** A suppressions file is a short list; anything bigger is a mistake (a wrong path). */
const MAX_SUPPRESSIONS_FILE_BYTES = 1024 * 1024;
/** How the Action names the setting; the command line passes `--suppressions`. */
const INPUT_LABEL = "input 'suppressions'";
/**
 * The suppressions of the workspace. `value` is the raw input: empty, or the default name (which
 * the runner fills in from action.yml), means the default file, which may be absent; any other
 * file must exist. Throws a `ConfigurationError` for a bad path or a malformed file.
 */
async function readSuppressionsFile(options) {
    const label = options.label ?? INPUT_LABEL;
    const unset = options.unset ?? 'leave the input empty';
    const refuse = (value, accepted) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`Invalid ${label}: '${value}'. Expected ${accepted}.`);
    };
    const value = options.value.trim() || _file_name_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_SUPPRESSIONS_FILE */ .M;
    const isDefault = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(value.replace(/\\/g, '/')) === _file_name_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_SUPPRESSIONS_FILE */ .M;
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(options.workspace);
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace, value);
    const inside = 'a YAML file inside the workspace, relative to it';
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(workspace, resolved) || resolved === workspace)
        refuse(value, inside);
    const relative = (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativePosix */ .Y)(workspace, resolved);
    let real;
    try {
        real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(resolved);
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
            refuse(value, `a readable file (${code})`);
        if (isDefault)
            return { file: relative, entries: [] };
        return refuse(value, `${inside}; it does not exist (${unset} to use ${_file_name_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_SUPPRESSIONS_FILE */ .M} when there is one)`);
    }
    if (!(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .F)(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync(workspace), real)) {
        refuse(value, `${inside} (it resolves outside the workspace through a link)`);
    }
    const stat = node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(real);
    if (!stat.isFile())
        refuse(value, `${inside}; it is not a regular file`);
    if (stat.size > MAX_SUPPRESSIONS_FILE_BYTES) {
        refuse(value, `a file of at most ${MAX_SUPPRESSIONS_FILE_BYTES} bytes (it has ${stat.size})`);
    }
    let source;
    try {
        source = node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(real, 'utf8');
    }
    catch (error) {
        return refuse(value, `a readable file (${error.code ?? 'unreadable'})`);
    }
    const { parseSuppressions } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1088));
    return parseSuppressions(relative, source, label);
}


/***/ }),

/***/ 5075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ mapInChunks)
/* harmony export */ });
/**
 * Maps items through an async function `size` at a time: enough at once for a batching reader
 * to gather a turn's requests into one git process, few enough that thousands of files never
 * hold thousands of open descriptors. Results keep the items' order.
 */
async function mapInChunks(items, size, map) {
    if (!Number.isInteger(size) || size < 1)
        throw new RangeError(`Not a chunk size: ${size}`);
    const results = [];
    for (let at = 0; at < items.length; at += size) {
        results.push(...(await Promise.all(items.slice(at, at + size).map(map))));
    }
    return results;
}


/***/ }),

/***/ 8431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   Y: () => (/* binding */ relativePosix)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Paths as the action reports them: relative, with `/` separators, on every system. The path
 * module is a parameter so tests can check Windows forms (`path.win32`) on any machine.
 */

/** `to` relative to `from`, with `/` separators; `''` when they are the same folder. */
function relativePosix(from, to, api = node_path__WEBPACK_IMPORTED_MODULE_0__) {
    return api.relative(from, to).split(api.sep).join('/');
}
/** True when `child` is `parent` or inside it (a path check, not a string prefix check). */
function isInside(parent, child, api = node_path__WEBPACK_IMPORTED_MODULE_0__) {
    const relative = api.relative(parent, child);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${api.sep}`) && !api.isAbsolute(relative)));
}


/***/ }),

/***/ 1012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nd: () => (/* binding */ zeroCounts),
/* harmony export */   _Z: () => (/* binding */ isSeverity),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/** Severity levels of the service, most severe first, with what each becomes on GitHub. */
const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
/** Rank for sorting: CRITICAL is 0. */
function severityRank(severity) {
    return SEVERITIES.indexOf(severity);
}
function isSeverity(value) {
    return SEVERITIES.includes(value);
}
function zeroCounts() {
    return { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 };
}


/***/ })

};
