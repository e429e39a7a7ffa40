/**
 * Pure rules of what is scanned and what never leaves the machine. Paths here are POSIX paths
 * relative to the scanned folder.
 */
import * as posix from 'node:path/posix';
import picomatch from 'picomatch';
import { isDockerfileName, mayBeDockerfile } from './dockerfile-content.ts';
import type { IacKind } from './kinds.ts';
import { isKustomization } from './kustomize/kustomize-inputs.ts';

export type { IacKind } from './kinds.ts';

export type SkipReason =
  | 'built-in folder'
  | 'terraform state'
  | 'secret'
  | 'symlink'
  | 'not a regular file'
  | 'unreadable'
  | 'unreadable folder'
  | 'name is not valid UTF-8'
  | 'ignored by .helmignore'
  | 'git lfs pointer';

/** Folders never entered, wherever they are. */
export const PRUNED_FOLDERS: ReadonlySet<string> = new Set(['.git', 'node_modules', '.terraform']);

const SECRET_NAMES = picomatch(
  [
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
  ],
  { dot: true, nocase: true },
);

/**
 * Terraform state and its backups (`terraform.tfstate`, `terraform.tfstate.backup`, and the
 * `terraform.tfstate.<timestamp>.backup` files `terraform state` commands leave), never a
 * Terraform file whose name merely holds `.tfstate` (`admin.tfstate.tf` is scanned).
 */
const STATE_FILE = /\.tfstate(?:\.(?:\d+\.)?backup)?$/;

/** Why a path must never be uploaded, or undefined when it may be. */
export function neverUploadReason(relativePath: string): SkipReason | undefined {
  const parts = relativePath.split('/');
  if (parts.some((part) => PRUNED_FOLDERS.has(part))) return 'built-in folder';
  const base = parts.at(-1) ?? '';
  if (STATE_FILE.test(base)) return 'terraform state';
  if (SECRET_NAMES(base)) return 'secret';
  return undefined;
}

/**
 * Terraform's file names, and OpenTofu's own (`.tofu`, `.tofu.json`: OpenTofu reads `x.tofu` instead
 * of a `x.tf` beside it, Terraform ignores it). Both are HCL of one folder, so both go, in its unit.
 */
const TERRAFORM_NAME = /\.(tf|tf\.json|tofu|tofu\.json|tfvars|tfvars\.json)$/;

/** The IaC kind a file's name alone decides, if any. */
export function kindByName(relativePath: string): IacKind | undefined {
  const base = posix.basename(relativePath);
  if (isKustomization(base)) return 'kubernetes';
  if (TERRAFORM_NAME.test(base)) return 'terraform';
  if (base.endsWith('.bicep')) return 'bicep';
  if (isDockerfileName(base)) return 'dockerfile';
  return undefined;
}

/**
 * YAML and JSON files need a look inside to decide, and so do CloudFormation's `.template` files
 * (`aws cloudformation deploy` takes any name; AWS Quick Starts use `.template`) and a file named
 * like a Dockerfile with another type's extension (`Dockerfile.go`: `dockerfile-content.ts`).
 */
export function needsContentCheck(relativePath: string): boolean {
  return (
    /\.(ya?ml|json|template)$/i.test(relativePath) || mayBeDockerfile(posix.basename(relativePath))
  );
}

export { classifyContent, kindByContent, type ContentVerdict } from './content/content.ts';

/** Chart folders: the folder of every `Chart.yaml` among the paths. */
export function helmChartFolders(relativePaths: readonly string[]): Set<string> {
  return new Set(
    relativePaths
      .filter((p) => p === 'Chart.yaml' || p.endsWith('/Chart.yaml'))
      .map((p) => posix.dirname(p)),
  );
}

/** The innermost chart folder holding a path, if any (its nearest ancestor that is a chart). */
export function chartFolderOf(
  relativePath: string,
  charts: ReadonlySet<string>,
): string | undefined {
  if (charts.size === 0) return undefined;
  for (let dir = posix.dirname(relativePath); ; dir = posix.dirname(dir)) {
    if (charts.has(dir)) return dir;
    if (dir === '.' || dir === '/') return undefined;
  }
}

/**
 * A matcher for `include`/`exclude` patterns: a pattern without a `/` matches a name at any depth,
 * and a pattern matching a folder matches everything below it.
 */
export function compilePatterns(patterns: readonly string[]): (relativePath: string) => boolean {
  if (patterns.length === 0) return () => false;
  const matchers = patterns.map((pattern) => {
    const cleaned = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
    return picomatch(cleaned.includes('/') ? cleaned : `**/${cleaned}`, { dot: true });
  });
  return (relativePath) => {
    const parts = relativePath.split('/');
    for (let i = parts.length; i > 0; i--) {
      const candidate = parts.slice(0, i).join('/');
      if (matchers.some((match) => match(candidate))) return true;
    }
    return false;
  };
}
