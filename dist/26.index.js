export const id = 26;
export const ids = [26];
export const modules = {

/***/ 34513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ needsContentCheck),
/* harmony export */   CQ: () => (/* reexport safe */ _content_js__WEBPACK_IMPORTED_MODULE_2__.C),
/* harmony export */   hV: () => (/* binding */ PRUNED_FOLDERS),
/* harmony export */   qg: () => (/* binding */ neverUploadReason),
/* harmony export */   u2: () => (/* binding */ helmChartFolders),
/* harmony export */   vt: () => (/* binding */ kindByName),
/* harmony export */   xi: () => (/* binding */ compilePatterns),
/* harmony export */   yf: () => (/* binding */ chartFolderOf)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39557);
/**
 * Pure rules of what is scanned and what never leaves the machine. Paths here are POSIX paths
 * relative to the scanned folder.
 */


/** Folders never entered, wherever they are. */
const PRUNED_FOLDERS = new Set(['.git', 'node_modules', '.terraform']);
const SECRET_NAMES = picomatch__WEBPACK_IMPORTED_MODULE_1___default()([
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
/** The names kustomize reads as a kustomization (with or without apiVersion and kind). */
const KUSTOMIZATION_NAMES = new Set([
    'kustomization.yaml',
    'kustomization.yml',
    'Kustomization',
]);
/**
 * Terraform's file names, and OpenTofu's own (`.tofu`, `.tofu.json`: OpenTofu reads `x.tofu` instead
 * of a `x.tf` beside it, Terraform ignores it). Both are HCL of one folder, so both go, in its unit.
 */
const TERRAFORM_NAME = /\.(tf|tf\.json|tofu|tofu\.json|tfvars|tfvars\.json)$/;
/** The IaC kind a file's name alone decides, if any. */
function kindByName(relativePath) {
    const base = node_path_posix__WEBPACK_IMPORTED_MODULE_0__.basename(relativePath);
    if (KUSTOMIZATION_NAMES.has(base))
        return 'kubernetes';
    if (TERRAFORM_NAME.test(base))
        return 'terraform';
    if (base.endsWith('.bicep'))
        return 'bicep';
    if (/^(Dockerfile|Containerfile)$|^Dockerfile\.|\.Dockerfile$/.test(base))
        return 'dockerfile';
    return undefined;
}
/** YAML and JSON files need a look inside to decide. */
function needsContentCheck(relativePath) {
    return /\.(ya?ml|json)$/i.test(relativePath);
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
        return picomatch__WEBPACK_IMPORTED_MODULE_1___default()(cleaned.includes('/') ? cleaned : `**/${cleaned}`, { dot: true });
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

/***/ 39557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ classifyContent)
});

// UNUSED EXPORTS: kindByContent

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(99547);
;// CONCATENATED MODULE: ./src/engine/discovery/json-dialect.ts
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
        .map((e) => `${(0,main.printParseErrorCode)(e.error)} at line ${lineOf(text, e.offset)}`);
    const more = errors.length > MAX_ERRORS_SHOWN ? `, and ${errors.length - MAX_ERRORS_SHOWN} more` : '';
    return shown.join(', ') + more;
}
/** The error codes a text raises when one lenient feature is turned off. */
function errorCodes(text, options) {
    const errors = [];
    (0,main.parse)(text, errors, {
        disallowComments: !options.comments,
        allowTrailingComma: options.trailingCommas,
    });
    return errors.map((e) => (0,main.printParseErrorCode)(e.error));
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
    try {
        return { value: JSON.parse(text), lenient: [] };
    }
    catch {
        // Not strict JSON: the lenient reading decides.
    }
    const prepared = escapeControlsInStrings(text);
    const errors = [];
    const value = (0,main.parse)(prepared.text, errors, {
        allowTrailingComma: true,
        disallowComments: false,
        allowEmptyContent: false,
    });
    if (errors.length > 0)
        return { error: describeErrors(prepared.text, errors) };
    return { value, lenient: lenientFeatures(prepared.text, prepared.escaped) };
}

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
 * Invariant: nothing here uploads or refuses a file; it only decides warning or debug line.
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

;// CONCATENATED MODULE: ./src/engine/discovery/structure.ts


/** `v<N>`, `v<N>alpha<M>` or `v<N>beta<M>`. */
const KUBERNETES_VERSION = /^v\d+(?:(?:alpha|beta)\d+)?$/;
/** A DNS subdomain (RFC 1123), the form of an API group. */
const DNS_SUBDOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?)*$/;
/** `Vendor::Service::Resource`, a registry module's `…::MODULE`, and a custom resource's `Custom::Name`. */
const CLOUDFORMATION_TYPE = /^(?:[A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+(?:::MODULE)?|Custom::[A-Za-z0-9_@-]{1,60})$/;
const SAM_TRANSFORM = /^AWS::Serverless-/;
const ARM_SCHEMA = /^https?:\/\/schema\.management\.azure\.com\/schemas\/[^/]+\/(?:deploymentTemplate|subscriptionDeploymentTemplate|managementGroupDeploymentTemplate|tenantDeploymentTemplate)\.json#?$/i;
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
    if (ARM_SCHEMA.test(String(schema)))
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
    if (typeof schema === 'string' && ARM_SCHEMA.test(schema)) {
        if (Array.isArray(resources) || isMapping(resources))
            return { kind: 'arm' };
    }
    return whyNot(top);
}

;// CONCATENATED MODULE: ./src/engine/discovery/yaml-simple-top.ts
/**
 * A fast reading of the first YAML document's top level, for the plain style most manifests use:
 * a block mapping at column 0, one `key: value` entry per column-0 line. In such a document every
 * column-0 line is an entry, a comment or a document marker (YAML requires nested content, block
 * scalars and continuation lines to be indented), so the keys and their one-line values can be
 * read without a parser. Anything else (directives, complex keys, flow values, templating, tabs …)
 * gives undefined, and a value that cannot be read exactly is UNREAD: the caller then parses.
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
        if (/[ \t]#/.test(key))
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
        // Templating ({{ }}, {% %}) and tab indentation are for the parser to refuse or accept.
        if (line.includes('{{') || line.includes('{%') || TAB_INDENT.test(line))
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
        if (Object.hasOwn(top, entry.key))
            continue; // the first of duplicate keys wins, as in yaml
        top[entry.key] = entry.value;
        if (entry.value !== UNREAD)
            previous = entry.key;
    }
    return entries > 0 ? top : undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/engine/discovery/yaml-tags.ts
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

;// CONCATENATED MODULE: ./src/engine/discovery/yaml-documents.ts
/**
 * The top level of each document of a YAML stream, composed one document at a time so that the
 * caller stops at the first one it needs. Aliases are never expanded (no alias bomb), and nested
 * levels below what the classification reads are cut short.
 */


/** Levels kept below the document: Resources → entry → Type is the deepest rule. */
const MAX_DEPTH = 3;
/** What stands for a collection deeper than MAX_DEPTH. */
const CUT = Object.freeze({});
function toPlain(node, depth) {
    if ((0,dist/* isScalar */.jn)(node))
        return node.value;
    if ((0,dist/* isMap */.jh)(node)) {
        if (depth >= MAX_DEPTH)
            return CUT;
        const out = Object.create(null);
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : undefined;
            // The first of duplicate keys wins, as it does for yaml's own `get`.
            if (typeof key === 'string' && !Object.hasOwn(out, key))
                out[key] = toPlain(pair.value, depth + 1);
        }
        return out;
    }
    if ((0,dist/* isSeq */.oP)(node))
        return depth >= MAX_DEPTH ? [] : node.items.map((i) => toPlain(i, depth + 1));
    return undefined; // an alias, or an empty node
}
/** The first line of a yaml error, which names the problem and its line and column. */
function describe(error) {
    return error.message.split('\n', 1)[0]?.replace(/:$/, '') ?? error.code;
}
/** Yields each document's top level in order; after a document that does not parse, stops. */
function* readYamlDocuments(text) {
    const composer = new dist/* Composer */.Dk({ customTags: [...CLOUDFORMATION_TAGS], uniqueKeys: false });
    for (const doc of composer.compose(new dist/* Parser */.iX().parse(text))) {
        const error = doc.errors.find((e) => !TOLERATED_YAML_ERRORS.has(e.code));
        if (error) {
            yield { error: describe(error) };
            return;
        }
        yield { top: toPlain(doc.contents, 0) };
    }
}

;// CONCATENATED MODULE: ./src/engine/discovery/content.ts





/** Every IaC top level names one of these, so a file holding none of them is not parsed. */
const KEY_WORDS = ['apiVersion', 'AWSTemplateFormatVersion', 'Resources', '$schema'];
const MAX_REASON_CHARS = 200;
function firstLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = message.split('\n', 1)[0] ?? '';
    return line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS)}…` : line;
}
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
/**
 * JSON in the dialect of its kind: ARM's engine takes comments, trailing commas and line breaks
 * inside strings; CloudFormation and kubectl take strict JSON, so such a file would be refused by
 * its own tooling and is reported as unparsable rather than uploaded.
 */
function classifyJson(text) {
    const read = parseLenientJson(text);
    if ('error' in read)
        return {
            reason: `does not parse as JSON: ${read.error}`,
            category: 'unparsable',
            parseError: true,
        };
    const verdict = classifyTopLevel(read.value);
    if (!('kind' in verdict) || verdict.kind === 'arm' || read.lenient.length === 0)
        return verdict;
    return {
        reason: `${KIND_NAMES[verdict.kind]} in JSON with ${read.lenient.join(', ')}, which only ARM's JSON allows`,
        category: 'unparsable',
    };
}
function classifyYaml(text) {
    // Most manifests are plain enough to be recognised without a parser; only a yes is trusted.
    const simple = readSimpleTopLevel(text);
    if (simple) {
        const verdict = classifyTopLevel(simple);
        if ('kind' in verdict)
            return verdict;
    }
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
        const verdict = classifyTopLevel(document.top);
        if ('kind' in verdict)
            return verdict;
        first ??= verdict;
        if (verdict.category !== undefined)
            flagged ??= { at: documents, verdict };
    }
    if (documents <= 1 || first === undefined)
        return first ?? { reason: 'the file is empty' };
    // The document that says most: the first near miss or recognised one, else the first.
    const { at, verdict } = flagged ?? { at: 1, verdict: first };
    return {
        reason: `none of its ${documents} documents is IaC, document ${at}: ${verdict.reason}`,
        ...(verdict.category === undefined ? {} : { category: verdict.category }),
    };
}
/** The categories that are warnings, which a quiet place (a test folder …) turns into debug lines. */
const WARNED = new Set(['looks like IaC', 'unparsable']);
/**
 * The kind of a `.yaml`/`.yml`/`.json` file from its whole content, or why it is not IaC. A file
 * that does not parse is `unparsable` (a warning) only when its first lines are an IaC top level;
 * in a quiet place (a test folder, a CI folder, a PSRule file) no refusal is a warning.
 */
function classifyContent(relativePath, content) {
    const bytes = typeof content === 'string'
        ? Buffer.from(content)
        : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const verdict = classifyBytes(relativePath, bytes);
    if ('kind' in verdict || verdict.category === undefined || !WARNED.has(verdict.category))
        return verdict;
    const quiet = quietPlace(relativePath);
    if (quiet !== undefined)
        return { reason: `${verdict.reason}; no warning: ${quiet}` };
    if (verdict.parseError && !startsLikeIac(bytes))
        return { reason: verdict.reason };
    return { reason: verdict.reason, category: verdict.category };
}
function classifyBytes(relativePath, bytes) {
    if (!KEY_WORDS.some((word) => bytes.includes(word)))
        return { reason: 'it names none of apiVersion, AWSTemplateFormatVersion, Resources, $schema' };
    let text;
    try {
        text = bytes.toString('utf8');
    }
    catch (error) {
        // Past V8's longest string (about 512 MiB).
        return { reason: `cannot be read as text: ${firstLine(error)}` };
    }
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    return /\.json$/i.test(relativePath) ? classifyJson(text) : classifyYaml(text);
}
/** The IaC kind of a YAML/JSON file's content, if it is IaC. */
function kindByContent(relativePath, content) {
    const verdict = classifyContent(relativePath, content);
    return 'kind' in verdict ? verdict.kind : undefined;
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

/***/ 31616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mm: () => (/* binding */ applyDiscoveryRules),
  Y3: () => (/* binding */ planDiscovery),
  k3: () => (/* binding */ settleDiscovery)
});

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
// EXTERNAL MODULE: ./src/engine/discovery/content.ts + 7 modules
var content = __webpack_require__(39557);
;// CONCATENATED MODULE: ./src/engine/discovery/helmignore.ts
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

;// CONCATENATED MODULE: ./src/engine/discovery/chart-files.ts
/**
 * A Helm chart's files as `helm package` packages them: the chart folder minus what its
 * `.helmignore` (and helm's default rule) leaves out. A chart inside another (`charts/<name>/`)
 * is packaged with its parent, whose rules apply to it as to every path below the parent; its own
 * `.helmignore` applies too, as it does when that chart is packaged on its own (what a vendored
 * `charts/*.tgz` holds). Vendored `.tgz` files are sent as they are, unless a rule ignores them.
 */


/** The regular `.helmignore` file of each chart folder that has one. */
function helmIgnoreFiles(charts, paths, stat) {
    const listed = new Set(paths);
    const found = new Map();
    for (const chart of charts) {
        const file = chart === '.' ? HELMIGNORE : `${chart}/${HELMIGNORE}`;
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
/** Every chart folder holding a path, outermost first. */
function chartsAbove(file, charts) {
    const found = [];
    for (let dir = posix_.dirname(file);; dir = posix_.dirname(dir)) {
        if (charts.has(dir))
            found.unshift(dir);
        if (dir === '.' || dir === '/')
            return found;
    }
}
/** Drops the chart files `helm package` would leave out; other files pass untouched. */
function applyHelmIgnores(files, helmIgnores, read) {
    const charts = new Set(files.filter((f) => f.unit.startsWith('helm:')).map((f) => f.unit.slice('helm:'.length)));
    const warnings = [];
    const rules = new Map();
    for (const chart of charts) {
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
        let parsed = readHelmIgnore(text);
        for (const problem of parsed.problems)
            warnings.push(`${file ?? HELMIGNORE}: ${problem}; helm refuses this line, so it was not applied.`);
        if (text !== undefined && parsed.ignores('Chart.yaml')) {
            // helm package would fail on this chart; its author meant the lines that name files.
            warnings.push(`${file ?? HELMIGNORE} ignores the chart's own Chart.yaml, so helm could not package it: in a .helmignore, "!pattern" ignores every path the pattern does not match (it never re-includes, as it does in .gitignore). Only its lines without "!" were applied.`);
            parsed = readHelmIgnore(withoutNegations(text));
        }
        rules.set(chart, parsed);
    }
    const kept = [];
    const ignored = [];
    for (const file of files) {
        const above = file.unit.startsWith('helm:') ? chartsAbove(file.path, charts) : [];
        const out = above.some((chart) => rules.get(chart)?.ignores(relativeTo(chart, file.path)));
        if (out)
            ignored.push(file.path);
        else
            kept.push(file);
    }
    return { files: kept, ignored, warnings };
}

// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
;// CONCATENATED MODULE: ./src/engine/discovery/rules.ts
/**
 * The per-file rules of discovery, apart from any file system: from a listing of paths relative to
 * the scanned folder and a probe that answers for one entry (its type and size, its bytes), which
 * files go, which are skipped and why, and which YAML/JSON were read and refused. The workspace
 * (lstat and reads) is one source of listings and probes; a git commit (ls-tree modes and sizes,
 * cat-file contents) can be another, with the same outcome for the same tree.
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
    const helmIgnores = helmIgnoreFiles(charts, input.paths, stat);
    const pending = [...helmIgnores.values()];
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
            if (entry.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X)
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
        pending: pending.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
        skipped,
        helmIgnores: new Map([...helmIgnores].map(([chart, file]) => [chart, file.path])),
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
        const verdict = (0,content/* classifyContent */.C)(entry.path, bytes);
        if ('reason' in verdict)
            rejected.push({ path: entry.path, ...verdict });
        else
            files.push({
                ...entry,
                kind: verdict.kind,
                unit: unitOf(entry.path, verdict.kind, undefined),
            });
    }
    const charted = applyHelmIgnores(files, plan.helmIgnores, read);
    for (const path of charted.ignored)
        addSkip(skipped, 'ignored by .helmignore', path);
    // Chosen by name, small enough to be a Git LFS pointer: read after .helmignore, to refuse one.
    const byName = new Set(plan.entries.filter((e) => 'kind' in e && e.size < lfs_pointer/* MAX_LFS_POINTER_BYTES */.X).map((e) => e.path));
    const kept = charted.files.filter((file) => {
        if (!byName.has(file.path))
            return true;
        const why = pointerOrUnreadable(file.path, read);
        if (why)
            addSkip(skipped, why, file.path);
        return why === undefined;
    });
    return { files: kept, skipped, rejected, warnings: charted.warnings };
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
    return settleDiscovery(planDiscovery(input, probe.stat), probe.read);
}


/***/ }),

/***/ 15591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Re: () => (/* binding */ TreeReadError),
/* harmony export */   U: () => (/* binding */ describeReadError),
/* harmony export */   lJ: () => (/* binding */ diskReader)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
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

/***/ 55008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LR: () => (/* binding */ PlanBuilder),
  _t: () => (/* binding */ boundariesOf),
  IM: () => (/* binding */ orderUnits)
});

// UNUSED EXPORTS: archiveName, planArchives

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/packing/cut-points.ts
/**
 * Where archives end, decided one archive at a time from the items ahead alone (pure).
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
 * exception is the hard cap on the count. The free plan is kept when it is within the cap; when
 * it is not, the shortest run of archives that fits in one fewer is packed again, as often as
 * needed, so an edit that tips the count over the cap changes a few archives, not the tail.
 * Archives that, with all before them, keep room for one more within any cap (and a margin) are
 * final: the repair never touches them, so they are handed out before the total is known.
 */

/** An archive may end once it holds this share of the capacity (unless the next item cannot fit). */
const MIN_FILL = 0.3;
/**
 * How strongly the race favours fuller archives: a candidate's weight is exp(FILL_TILT * fill).
 * Exponential, so that shifting every candidate by the same bytes (an edit before them) scales
 * all weights alike and leaves the winner alone; only items entering or leaving the window can
 * change it. Archives end on average about 1 / FILL_TILT of the capacity short of full.
 */
const FILL_TILT = 8;
/** ceil(total / capacity), at least 1: no plan can use fewer archives. */
function archiveLowerBound(totalBytes, capacityBytes) {
    return Math.max(1, Math.ceil(totalBytes / capacityBytes));
}
/** The most archives a plan may use: the lower bound plus 20 % (rounded down), at least one more. */
function archiveCap(lowerBound) {
    return lowerBound + Math.max(1, Math.floor(lowerBound / 5));
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
/**
 * Beyond the room for one more archive, the bytes (as a share of the capacity) the archives
 * before a final one must hold: the archives after it may be cut short of full where the cap
 * rounds down, and with this margin the repair behind them always has room (the benchmark counts
 * plans over the cap: none in tens of thousands).
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
     * `bytesBefore[i]` is the bytes of the items before item i.
     */
    shortestShrinkingRun(bytesBefore) {
        const { items, ends, capacityBytes } = this;
        const startOf = (archive) => archive === 0 ? 0 : ends[archive - 1];
        // Packing in order as full as it goes uses the fewest archives: if the whole tail does not
        // save one, no run of it does (and the search below is not worth its time).
        const tail = ends.length - this.final;
        if (fullestEnds(items, startOf(this.final), capacityBytes).length >= tail)
            return undefined;
        for (let length = 2; length <= tail; length++) {
            for (let first = ends.length - length; first >= this.final; first--) {
                const last = first + length - 1;
                const from = startOf(first);
                const to = ends[last];
                const bytes = bytesBefore[to] - bytesBefore[from];
                if (bytes > (length - 1) * capacityBytes)
                    continue;
                const packed = fullestEnds(items, from, capacityBytes, to);
                if (packed.length < length)
                    return [first, last, packed];
            }
        }
        return undefined;
    }
}
/** Splits `items` (each at most `capacityBytes`) into archives: the exclusive end of each. */
function chooseCuts(items, capacityBytes, hash = keyHash) {
    const stream = new CutStream(capacityBytes, hash);
    for (const item of items)
        stream.push(item);
    return [...stream.take(), ...stream.finish()];
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

;// CONCATENATED MODULE: ./src/engine/packing/anchor-placer.ts
/**
 * Where a pull request's head puts what no longer fits, and how it comes back within the cap on
 * the count, changing as few archives as it can (see anchor.ts). Pure: it moves item indices
 * between archives being formed.
 */

/** Runs of neighbours longer than this are repacked only when no shorter one will do. */
const SHORT_RUN = 4;
/**
 * Runs longer than this are not tried: the search grows with the run's length times the count,
 * and a head that only a longer run could bring within the cap stays one over (as a plan whose
 * units are too big for it can).
 */
const LONGEST_RUN = 24;
/** Pairs to merge are sought among this many of the emptiest changed and emptiest archives. */
const PAIR_POOL = 32;
/** Places items that overflowed and merges archives, changing as few archives as it can. */
class Placer {
    /** The archives being formed (the ones given, changed in place, and those opened). */
    bins;
    items;
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
        this.items = items;
        this.capacityBytes = capacityBytes;
        this.budget = budget;
        this.spread = spread;
    }
    /** Within the cap, or past it with no group deferred (spreading would place the same). */
    get settled() {
        return this.bins.length <= this.budget || !this.deferred;
    }
    size(i) {
        return this.items[i].bytes;
    }
    bytesOf(members) {
        return members.reduce((sum, i) => sum + this.size(i), 0);
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
        const bytes = this.bytesOf(members);
        if (bytes > this.capacityBytes && members.length > 1) {
            // More than one archive holds: in groups that each fit, in order.
            let from = 0;
            for (const end of fullestEnds(members.map((i) => this.items[i]), 0, this.capacityBytes)) {
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
            for (const i of this.largestFirst(members))
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
    /** Item indices by size, largest first (then in path order). */
    largestFirst(members) {
        return [...members].sort((a, b) => this.size(b) - this.size(a) || a - b);
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
            const best = this.cheapestRepack() ?? (this.deferred ? undefined : this.shortestRepack(SHORT_RUN + 1));
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
        const loose = { members: [...rest], bytes: this.bytesOf(rest), kept: false, home: 0 };
        const fewest = Math.max(1, Math.ceil(loose.bytes / this.capacityBytes));
        for (let count = fewest; count < limit && count <= this.budget; count++) {
            const given = kept.slice(0, Math.max(0, kept.length + count - this.budget));
            const into = this.packInto([loose, ...given], count);
            if (into)
                return [...kept.slice(given.length), ...into];
        }
        return undefined;
    }
    /** Archives by the base archive they stand for: runs of neighbours are taken from it. */
    inOrder() {
        return [...this.bins].sort((a, b) => a.home - b.home);
    }
    /**
     * Of the pairs (among the emptiest) that fit in one, the runs of 3-4 neighbours and the eight
     * emptiest changed archives each with two of the eight emptiest (for the last repack, of
     * those and the eight emptiest changed) that fit in one fewer: the fewest archives to scan
     * added, then the fewest taken apart, the nearest, the fewest bytes moved.
     */
    cheapestRepack() {
        const { bins, capacityBytes } = this;
        let best;
        const byBytes = [...bins].sort((a, b) => a.bytes - b.bytes || a.home - b.home);
        // Pairs among the emptiest archives, changed ones first: a pair that fits is found there,
        // and the search stays quadratic in a bounded number, not in the archive count.
        const changed = byBytes.filter((bin) => !bin.kept);
        const pool = [...new Set([...changed.slice(0, PAIR_POOL), ...byBytes.slice(0, PAIR_POOL)])];
        for (let x = 0; x < pool.length; x++)
            for (let y = x + 1; y < pool.length; y++) {
                const a = pool[x];
                const b = pool[y];
                if (a.bytes + b.bytes > capacityBytes)
                    continue;
                const cost = [addedBy([a, b], 1), 2, Math.abs(a.home - b.home), Math.min(a.bytes, b.bytes)];
                if (!best || lexicallyBelow(cost, best.cost))
                    best = { from: [a, b], cost };
            }
        const order = this.inOrder();
        for (let length = 3; length <= SHORT_RUN; length++)
            for (let at = 0; at + length <= order.length; at++) {
                const from = order.slice(at, at + length);
                const span = from.at(-1).home - from[0].home;
                const cost = [addedBy(from, length - 1), length, span, 0];
                if (best && !lexicallyBelow(cost, best.cost))
                    continue;
                const into = this.packInto(from, length - 1);
                if (into)
                    best = { from, cost, into };
            }
        // A changed archive with two of the emptiest, wherever they are; for the last repack also
        // with changed ones (taken earlier, such a repack can use up the room a later one needs).
        const last = bins.length === this.budget + 1;
        const emptiest = [...new Set([...byBytes.slice(0, 8), ...(last ? changed.slice(0, 8) : [])])];
        for (const one of changed.slice(0, 8))
            for (let x = 0; x < emptiest.length; x++)
                for (let y = x + 1; y < emptiest.length; y++) {
                    const from = [one, emptiest[x], emptiest[y]];
                    if (new Set(from).size < 3)
                        continue;
                    const homes = from.map((bin) => bin.home);
                    const cost = [addedBy(from, 2), 3, Math.max(...homes) - Math.min(...homes), 0];
                    if (best && !lexicallyBelow(cost, best.cost))
                        continue;
                    const into = this.packInto(from, 2);
                    if (into)
                        best = { from, cost, into };
                }
        if (!best)
            return undefined;
        return { from: best.from, into: best.into ?? this.packInto(best.from, 1) ?? [] };
    }
    /**
     * The shortest run of at least `minLength` (and at most LONGEST_RUN) neighbours that fits in
     * one archive fewer.
     */
    shortestRepack(minLength) {
        const order = this.inOrder();
        if (!this.packInto(order, order.length - 1))
            return undefined;
        for (let length = minLength; length <= Math.min(order.length, LONGEST_RUN); length++) {
            let best;
            for (let at = 0; at + length <= order.length; at++) {
                const from = order.slice(at, at + length);
                const added = addedBy(from, length - 1);
                if (best && added >= best.added)
                    continue;
                const into = this.packInto(from, length - 1);
                if (into)
                    best = { from, into, added };
            }
            if (best)
                return best;
        }
        return undefined;
    }
    /** The items of `run` in `count` archives (largest first, each into the first with room). */
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
/** Archives to scan that packing `from` into `count` new ones adds (those it held were new already). */
function addedBy(from, count) {
    return count - from.filter((bin) => !bin.kept).length;
}
function lexicallyBelow(a, b) {
    for (let k = 0; k < a.length; k++)
        if (a[k] !== b[k])
            return a[k] < b[k];
    return false;
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
    // spread unit by unit.
    const together = placed(bins, false);
    const placer = together.settled ? together : placed(copy, true);
    // An edit in one archive that the cap made cost more than two: the same head made afresh,
    // if that costs fewer. Only then: with edits in several places (a branch that grows), packing
    // all they touched together would move what earlier pushes placed.
    const afresh = touched <= 1 && placer.fresh > 2
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

// EXTERNAL MODULE: ./src/engine/packing/zip-format.ts
var zip_format = __webpack_require__(78165);
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
        this.capacity = options.maxArchiveBytes - zip_format/* END_OF_CENTRAL_DIRECTORY_BYTES */.mA;
        this.baseName = options.baseName;
        this.cuts = new CutStream(this.capacity);
    }
    /** Adds the next unit's files (those read); returns the archives it made final. */
    addUnit(inputs) {
        const entries = [];
        for (const input of inputs) {
            const bytes = (0,zip_format/* entryBytes */.eD)(input.path, input.compressedSize);
            if (bytes > this.capacity || input.spoolOffset === undefined)
                this.tooLarge.push({ path: input.path, bytes: bytes + zip_format/* END_OF_CENTRAL_DIRECTORY_BYTES */.mA });
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
                bytes: held.reduce((sum, item) => sum + item.bytes, zip_format/* END_OF_CENTRAL_DIRECTORY_BYTES */.mA),
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


/***/ }),

/***/ 78165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ localHeader),
/* harmony export */   Vl: () => (/* binding */ endOfCentralDirectory),
/* harmony export */   dF: () => (/* binding */ centralRecord),
/* harmony export */   eD: () => (/* binding */ entryBytes),
/* harmony export */   mA: () => (/* binding */ END_OF_CENTRAL_DIRECTORY_BYTES)
/* harmony export */ });
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


/***/ }),

/***/ 66408:
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

/***/ 36217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hg: () => (/* binding */ logDiscovery)
/* harmony export */ });
/* unused harmony exports MAX_NAMED_PATHS, skipsByGroup */
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89133);

/** Paths named in one line, for a group that can surprise. */
const MAX_NAMED_PATHS = 10;
/** A refusal's reason in a warning is cut here: the debug log of a local run has it whole. */
const MAX_REASON_CHARS = 200;
/** The groups, in the order the log gives them. Keys are skip reasons and refusal categories. */
const GROUPS = {
    'built-in folder': { noun: 'file', why: 'inside .git, node_modules or .terraform' },
    'terraform state': { noun: 'Terraform state file', why: '(state is never uploaded)' },
    secret: { noun: 'file', why: 'with a secret-like name', named: true },
    excluded: { noun: 'file', why: 'matched by exclude' },
    'ignored by .helmignore': { noun: 'chart file', why: 'left out by .helmignore, as helm does' },
    'not a regular file': { noun: 'special file', why: '(not a regular file)' },
    'tool configuration': {
        noun: 'tool configuration',
        why: 'shaped like a manifest but read by a developer tool (kind, Skaffold, k3d, kubeadm, kubelet, Backstage)',
    },
    'parameters file': { noun: 'ARM parameters file', why: '(parameters, not templates)' },
    kubeconfig: { noun: 'kubeconfig', why: '(cluster credentials, never uploaded)' },
    'not IaC': { noun: 'YAML/JSON file', why: 'whose content is not IaC' },
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
    'looks like IaC': {
        noun: 'file',
        why: 'shaped like IaC but not IaC, for the reason named',
        warned: true,
        withReasons: true,
        advice: 'Fix the detail named, or add the path to exclude if it is not meant to be IaC.',
    },
    'git lfs pointer': {
        noun: 'file',
        why: 'stored in Git LFS (only the pointer was at hand; lfs: true on actions/checkout fetches the files)',
        named: true,
        warned: true,
    },
};
/** A refusal's group: its category, or plain "not IaC". */
function groupOf(rejection) {
    return rejection.category ?? 'not IaC';
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
    const head = `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(entries.length, group.noun)} ${group.why}`;
    if (!group.named && !group.warned)
        return head;
    const shown = entries
        .slice(0, MAX_NAMED_PATHS)
        .map((e) => (group.withReasons ? `${e.path}: ${cut(e.reason)}` : e.path));
    const more = entries.length > MAX_NAMED_PATHS
        ? `${group.withReasons ? ';' : ','} and ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(entries.length - MAX_NAMED_PATHS)} more (the debug log names them)`
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
        .map(([kind, n]) => `${kind} ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(n)}`)
        .join(', ');
}
/** Logs one tree's discovery; each warning is also added to `notes` (the summary's), bar links'. */
function logDiscovery(discovery, log, notes) {
    const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
    log.info(`${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(discovery.files.length, 'IaC file')} of ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(discovery.candidates)} listed by ${discovery.source}${kinds}.`);
    for (const [key, entries] of skipsByGroup(discovery)) {
        if (entries.length === 0)
            continue;
        const group = GROUPS[key] ?? { noun: 'file', why: `(${key})` };
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
}


/***/ }),

/***/ 86144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ packTree)
});

// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(15591);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/engine/packing/read-ahead.ts
/**
 * Reads files through the reader port in order, a few ahead (so a slow reader, such as one of
 * git objects, works while earlier files deflate), within a bound on bytes.
 */

/** Files larger than this are read and deflated in chunks (when the reader can stream). */
const STREAM_THRESHOLD_BYTES = 8 * 1024 * 1024;
/** Bytes read ahead but not yet deflated, at most (one larger file may exceed it alone). */
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

;// CONCATENATED MODULE: ./src/engine/packing/compress.ts
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





const DEFLATE_LEVEL = 6;
/** Bytes on the thread pool at most, by default: enough to keep it busy between yields. */
const MAX_POOL_BYTES = 1024 * 1024;
/** Smaller files are cheaper to deflate here than to send to the pool. */
const ASYNC_MIN_BYTES = 16 * 1024;
/** Deflates on the pool at once, at most: each thread that deflates grows its own malloc arena. */
const MAX_POOL_TASKS = 4;
const YIELD_EVERY_MS = 2;
/** zlib's output buffer, allocated per call: sized to the file, so it is rarely garbage. */
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

// EXTERNAL MODULE: ./src/engine/packing/plan.ts + 3 modules
var packing_plan = __webpack_require__(55008);
;// CONCATENATED MODULE: ./src/engine/packing/plan-stream.ts


/** Yields archive plans as they become final; returns the whole plan. Leaving early stops deflating. */
async function* plan_stream_streamPlans(files, options) {
    const units = (0,packing_plan/* orderUnits */.IM)(files);
    const ordered = units.flat();
    const unitOf = new Int32Array(ordered.length);
    const pending = units.map((unit) => unit.length);
    let at = 0;
    units.forEach((unit, u) => unit.forEach(() => (unitOf[at++] = u)));
    const builder = new packing_plan/* PlanBuilder */.LR(options);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/packing/spool.ts
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

// EXTERNAL MODULE: ./src/engine/packing/zip-format.ts
var zip_format = __webpack_require__(78165);
;// CONCATENATED MODULE: ./src/engine/packing/write-archives.ts
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
    const out = await promises_.open(file, 'w');
    try {
        let offset = 0;
        let batch = [];
        let batchBytes = 0;
        const central = [];
        for (const entry of plan.entries) {
            const header = (0,zip_format/* localHeader */.$B)(entry);
            const data = spool.read(entry.spoolOffset, entry.compressedSize);
            batch.push(header, data);
            batchBytes += header.length + data.length;
            central.push((0,zip_format/* centralRecord */.dF)(entry, offset));
            offset += header.length + data.length;
            if (batchBytes >= COPY_BATCH_BYTES) {
                await writeAll(out, Buffer.concat(batch, batchBytes));
                batch = [];
                batchBytes = 0;
            }
        }
        const directory = Buffer.concat(central);
        batch.push(directory, (0,zip_format/* endOfCentralDirectory */.Vl)(plan.entries.length, directory.length, offset));
        await writeAll(out, Buffer.concat(batch));
    }
    finally {
        await out.close();
    }
    const written = (await promises_.stat(file)).size;
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
        await promises_.mkdir(options.dir, { recursive: true });
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

// EXTERNAL MODULE: ./src/plural.ts
var plural = __webpack_require__(89133);
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


/***/ }),

/***/ 28108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ workspaceTree)
});

// UNUSED EXPORTS: WORKSPACE_LABEL

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
// EXTERNAL MODULE: ./src/paths.ts
var src_paths = __webpack_require__(8431);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __webpack_require__(70298);
var ignore_default = /*#__PURE__*/__webpack_require__.n(ignore);
// EXTERNAL MODULE: ./src/engine/discovery/file-names.ts
var file_names = __webpack_require__(56244);
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
async function git(root, args) {
    try {
        // LC_ALL=C: git's warnings about unreadable folders are read below, in English.
        return await run('git', args, {
            cwd: root,
            maxBuffer: GIT_MAX_BUFFER_BYTES,
            encoding: 'buffer',
            env: { ...process.env, LC_ALL: 'C' },
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
    for (const bytes of splitBytes(answer.stdout, 0)) {
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
var rules = __webpack_require__(31616);
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
        source: listing.source,
        candidates: paths.length,
    };
}

// EXTERNAL MODULE: ./src/engine/packing/content-reader.ts
var content_reader = __webpack_require__(15591);
;// CONCATENATED MODULE: ./src/engine/scan/trees/tree.ts


/** The label of the workspace's tree: the change being scanned. */
const WORKSPACE_LABEL = 'this change';
/** The workspace's tree: files listed and read on disk. */
function workspaceTree(rules, baseName) {
    return {
        label: WORKSPACE_LABEL,
        sha: undefined,
        baseName,
        discover: () => discoverFiles(rules),
        reader: content_reader/* diskReader */.lJ,
    };
}


/***/ }),

/***/ 54328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ warnPacking)
/* harmony export */ });
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89133);

function warnPacking(plan, options) {
    const { log, notes } = options;
    const side = options.tree === undefined ? '' : ` (on ${options.tree})`;
    for (const file of plan.tooLarge) {
        const note = `Not scanned${side}: ${file.path} needs ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(file.bytes, 'byte')} compressed, more than max-archive-size (${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(options.maxArchiveBytes)}).`;
        log.warning(note);
        notes.push(note);
    }
    const unreadable = plan.unreadable;
    if (unreadable.length > 0) {
        const note = `Not uploaded${side}: ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(unreadable.length, 'file')} that could not be read while packing: ${unreadable
            .slice(0, 5)
            .map((u) => `${u.path} (${u.reason})`)
            .join(', ')}`;
        log.warning(note);
        notes.push(note);
    }
    for (const unit of plan.splitUnits)
        log.warning(`${unit.replace(/^[a-z]+:/, '')}${side} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`);
}


/***/ }),

/***/ 67106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZU: () => (/* binding */ removeScratch)
/* harmony export */ });
/* unused harmony exports SCRATCH_REMOVE_ATTEMPTS, SCRATCH_REMOVE_DELAY_MS, removeScratchFolder */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
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
    const remove = options.remove ?? node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm;
    const sleep = options.sleep ?? ((ms) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(ms));
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


/***/ })

};
