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
import * as posix from 'node:path/posix';

/** The names Terragrunt reads as a unit's or a stack's configuration, or as the root include. */
const TERRAGRUNT_NAMES: ReadonlySet<string> = new Set([
  'terragrunt.hcl',
  'terragrunt.hcl.json',
  'terragrunt.stack.hcl',
  'root.hcl',
]);
/** `.hcl` files of other tools: Packer, Nomad, Terraform's tests, mocks and lock file. */
const OTHER_HCL = /\.(?:pkr|nomad|tftest|tfmock|tfquery)\.hcl$|^\.terraform\.lock\.hcl$/;
/** Paths named in the notice, at most, per list. */
const MAX_NAMED = 10;

/** Terragrunt's files among the allowed paths (each read for a `terraform { source }`). */
export interface TerragruntFiles {
  readonly files: readonly string[];
}

/** The Terragrunt files of a listing (relative to the scanned folder), or undefined when none. */
export function findTerragruntFiles(paths: readonly string[]): TerragruntFiles | undefined {
  const named = paths.filter((path) => TERRAGRUNT_NAMES.has(posix.basename(path)));
  if (named.length === 0) return undefined;
  const files = paths.filter((path) => {
    const base = posix.basename(path);
    return TERRAGRUNT_NAMES.has(base) || (base.endsWith('.hcl') && !OTHER_HCL.test(base));
  });
  return { files };
}

/** The `source` of a `terraform` block (HCL, or Terragrunt's JSON form), if the text has one. */
export function terragruntSource(text: string): string | undefined {
  const json = /"terraform"\s*:\s*\{[^{}]*?"source"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
  if (json) return json[1];
  const block = /^[ \t]*terraform[ \t]*\{/m.exec(text);
  if (!block) return undefined;
  let depth = 1;
  let end = block.index + block[0].length;
  while (end < text.length && depth > 0) {
    const c = text[end];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    end += 1;
  }
  const body = text.slice(block.index + block[0].length, end);
  return /^[ \t]*source[ \t]*=[ \t]*"((?:[^"\\]|\\.)*)"/m.exec(body)?.[1];
}

/** Where a unit's module is, for this run: scanned, out of the folder, remote or unresolved. */
type ModuleWhere =
  | { readonly kind: 'scanned' | 'no terraform' | 'outside'; readonly folder: string }
  | { readonly kind: 'remote' | 'unresolved'; readonly source: string };

function locateModule(
  unit: string,
  source: string,
  terraformFolders: ReadonlySet<string>,
): ModuleWhere {
  if (source.includes('${')) return { kind: 'unresolved', source };
  if (!source.startsWith('./') && !source.startsWith('../')) return { kind: 'remote', source };
  // go-getter's `//` marks a subfolder of what is fetched; locally it is a plain folder.
  const folder = posix.normalize(posix.join(posix.dirname(unit), source.replace(/\/\/+/g, '/')));
  const clean = folder.replace(/\/+$/, '');
  if (clean === '..' || clean.startsWith('../')) return { kind: 'outside', folder: clean };
  return { kind: terraformFolders.has(clean) ? 'scanned' : 'no terraform', folder: clean };
}

function named(paths: readonly string[]): string {
  const shown = paths.slice(0, MAX_NAMED).join(', ');
  return paths.length > MAX_NAMED ? `${shown} and ${paths.length - MAX_NAMED} more` : shown;
}

/**
 * The notice naming Terragrunt's files and what is scanned instead. `read` gives a file's bytes
 * (it may throw: the file then names no module); `terraformFolders` are the folders whose
 * Terraform files are uploaded, relative to the scanned folder.
 */
export function describeTerragrunt(
  found: TerragruntFiles,
  read: (relativePath: string) => Uint8Array,
  terraformFolders: ReadonlySet<string>,
): string {
  const where = new Map<string, string[]>();
  const add = (key: string, item: string): void => {
    const list = where.get(key);
    if (list === undefined) where.set(key, [item]);
    else if (!list.includes(item)) list.push(item);
  };
  for (const file of found.files) {
    let source: string | undefined;
    try {
      source = terragruntSource(Buffer.from(read(file)).toString('utf8'));
    } catch {
      source = undefined;
    }
    if (source === undefined) continue;
    const module = locateModule(file, source, terraformFolders);
    add(module.kind, 'folder' in module ? module.folder : module.source);
  }
  const count = found.files.length;
  const parts = [
    `Terragrunt: ${count === 1 ? '1 file is' : `${count} files are`} Terragrunt configuration, which the service does not scan (${named(found.files)}).`,
  ];
  const say = (key: string, text: string): void => {
    const items = where.get(key);
    if (items !== undefined) parts.push(`${text}: ${named(items)}.`);
  };
  say('scanned', 'Scanned as Terraform instead: the modules they call under path');
  if (where.size === 0) parts.push('None of them names a terraform source.');
  say('no terraform', 'Not scanned: modules under path with no Terraform file');
  say(
    'outside',
    'Not scanned by this run: modules out of path (scan them with a path that holds them)',
  );
  say('remote', 'Not scanned: remote modules');
  say('unresolved', 'Not scanned: module sources this run cannot resolve');
  return parts.join(' ');
}
