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
const TEST_WORDS: ReadonlySet<string> = new Set([
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
const CI_FOLDERS: ReadonlySet<string> = new Set([
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
export function quietPlace(relativePath: string): string | undefined {
  const parts = relativePath.split('/');
  const name = parts.pop() ?? '';
  const folders = parts;
  if (folders.some((f) => CI_FOLDERS.has(f.toLowerCase()))) return 'in a CI folder';
  if (folders.includes('.ps-rule') || PSRULE_NAME.test(name)) return 'a PSRule file';
  const isTest = (folder: string): boolean =>
    folder
      .toLowerCase()
      .split(/[-_.]+/)
      .some((word) => TEST_WORDS.has(word));
  if (folders.some(isTest)) return 'in a test or fixture folder';
  return undefined;
}

/**
 * True for a string a reader takes for a Kubernetes `apiVersion`, right or slightly wrong
 * (`apps/v1`, `apps/V1`, `v1.0`): at most one `/`, and a version starting `v` and a digit.
 * PSRule's `github.com/microsoft/PSRule/v1` is not one.
 */
export function isNearKubernetesApiVersion(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value.trim())) return false;
  const parts = value.trim().split('/');
  return parts.length <= 2 && /^v\d/i.test(parts.at(-1) ?? '');
}

/** A top-level key at column 0 of a YAML line, with its plain or quoted one-line value. */
function yamlTopValue(text: string, key: string): string | undefined {
  const match = new RegExp(`^${key}:[ \\t]*["']?([^"'#\\r\\n]*?)["']?[ \\t]*(?:#.*)?$`, 'm').exec(
    text,
  );
  return match?.[1];
}

/** JSON whitespace and comments before the first key. */
const JSON_LEAD = String.raw`^\uFEFF?(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*\{(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*`;

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
export function startsLikeIac(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEAD_BYTES));
  const text = head.toString('utf8');
  if (JSON_IAC_HEAD.some((pattern) => pattern.test(text))) return true;
  const jsonApiVersion = new RegExp(`${JSON_LEAD}"(?:apiVersion|kind)"\\s*:`).test(text);
  if (jsonApiVersion) {
    const version = /"apiVersion"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    return /"kind"\s*:/.test(text) && isNearKubernetesApiVersion(version);
  }
  if (/^AWSTemplateFormatVersion:/m.test(text)) return true;
  const kind = yamlTopValue(text, 'kind');
  return (
    kind !== undefined &&
    kind !== '' &&
    isNearKubernetesApiVersion(yamlTopValue(text, 'apiVersion'))
  );
}
