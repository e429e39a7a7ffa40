export const id = 966;
export const ids = [966,433];
export const modules = {

/***/ 10202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ commitTargets),
/* harmony export */   gQ: () => (/* binding */ workTreeTargets)
/* harmony export */ });
/* unused harmony export parseFollowed */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99141);
/* harmony import */ var _git_git_output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53551);
/* harmony import */ var _git_git_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27262);
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

/***/ 20681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ji: () => (/* binding */ workTreeLinks),
/* harmony export */   NW: () => (/* binding */ commitLinks)
/* harmony export */ });
/* unused harmony export parseIndexLinks */
/* harmony import */ var _discovery_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56244);
/* harmony import */ var _git_git_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53551);
/* harmony import */ var _git_git_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27262);
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

/***/ 34513:
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
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _dockerfile_content_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28453);
/* harmony import */ var _kustomize_kustomize_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40820);
/* harmony import */ var _content_content_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93295);
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

/***/ 93295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ classifyContent)
});

// UNUSED EXPORTS: kindByContent

// EXTERNAL MODULE: external "node:path/posix"
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./src/engine/discovery/dockerfile-content.ts
var dockerfile_content = __webpack_require__(28453);
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
var json_dialect = __webpack_require__(10628);
// EXTERNAL MODULE: ./src/engine/discovery/content/json-stream.ts
var json_stream = __webpack_require__(95732);
// EXTERNAL MODULE: ./src/engine/discovery/content/key-words.ts
var key_words = __webpack_require__(57306);
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
var yaml_lenient = __webpack_require__(86424);
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
var dist = __webpack_require__(38815);
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
var yaml_readings = __webpack_require__(26314);
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

/***/ 10628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseLenientJson)
/* harmony export */ });
/* unused harmony export escapeControlsInStrings */
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9679);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99547);
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

/***/ 95732:
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

/***/ 57306:
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
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
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

/***/ 86424:
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

/***/ 26314:
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
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
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

/***/ 28453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S2: () => (/* binding */ isDockerfileName),
/* harmony export */   TB: () => (/* binding */ mayBeDockerfile),
/* harmony export */   cl: () => (/* binding */ readDockerfileContent)
/* harmony export */ });
/* unused harmony export startsLikeDockerfile */
/* harmony import */ var _content_key_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57306);
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

/***/ 64394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ac: () => (/* binding */ applyHelmIgnores),
/* harmony export */   Ws: () => (/* binding */ helmRootOf),
/* harmony export */   q$: () => (/* binding */ helmIgnoreFiles)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _helmignore_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32816);
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
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _classify_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34513);
/* harmony import */ var _content_content_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93295);
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

/***/ 32816:
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

/***/ 52533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ kustomizationReferences),
/* harmony export */   v: () => (/* binding */ kustomizationCharts)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _content_yaml_readings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26314);
/* harmony import */ var _content_yaml_lenient_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86424);
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

/***/ 40820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ findKustomizeInputs),
/* harmony export */   H7: () => (/* binding */ KUSTOMIZATION_NAMES),
/* harmony export */   Qp: () => (/* binding */ asKustomizeInput),
/* harmony export */   Sv: () => (/* binding */ isKustomization)
/* harmony export */ });
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53916);
/* harmony import */ var node_path_posix__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path_posix__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _kustomization_references_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52533);
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
var posix_ = __webpack_require__(53916);
// EXTERNAL MODULE: ./src/engine/discovery/classify.ts
var classify = __webpack_require__(34513);
// EXTERNAL MODULE: ./src/engine/discovery/content/content.ts + 10 modules
var content = __webpack_require__(93295);
// EXTERNAL MODULE: ./src/engine/discovery/helm/chart-files.ts
var chart_files = __webpack_require__(64394);
// EXTERNAL MODULE: ./src/engine/discovery/helm/helm-ignore-scope.ts
var helm_ignore_scope = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/engine/discovery/lfs-pointer.ts
var lfs_pointer = __webpack_require__(21948);
// EXTERNAL MODULE: ./src/engine/discovery/kustomize/kustomize-inputs.ts
var kustomize_inputs = __webpack_require__(40820);
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
/* harmony import */ var _git_output_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53551);
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

/***/ 17234:
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

/***/ 87356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pD: () => (/* binding */ workTreeText),
  OX: () => (/* binding */ workspaceTree)
});

// UNUSED EXPORTS: workTreeFiles

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
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
// EXTERNAL MODULE: ./src/engine/git/git.ts
var git_git = __webpack_require__(99141);
// EXTERNAL MODULE: ./src/engine/git/git-output.ts
var git_output = __webpack_require__(53551);
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
var content_reader = __webpack_require__(15591);
// EXTERNAL MODULE: ./src/engine/change/links/link-targets.ts
var link_targets = __webpack_require__(10202);
// EXTERNAL MODULE: ./src/engine/change/links/tree-links.ts
var tree_links = __webpack_require__(20681);
// EXTERNAL MODULE: ./src/engine/scan/trees/tree.ts
var tree = __webpack_require__(17234);
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


/***/ }),

/***/ 35075:
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


/***/ })

};
