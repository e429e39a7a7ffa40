/**
 * The files a release carries besides the action itself: the command-line bundle(s) that
 * package.json's `bin` names (the one place the list comes from, so a new CLI entry is released
 * without touching the workflow), and `SHA256SUMS` over them in `sha256sum` form, which the
 * provenance attestation and `sha256sum -c` both read. No `bin` yet means no assets.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const CHECKSUMS_FILE = 'SHA256SUMS';

/** One file to attach: where it is in the repository and the name it is released under. */
export interface ReleaseAsset {
  readonly source: string;
  readonly name: string;
}

/** The files `bin` names (a string or a map of commands), each once, in a stable order. */
export function releaseAssets(packageJson: { readonly bin?: unknown }): ReleaseAsset[] {
  const { bin } = packageJson;
  const files =
    typeof bin === 'string'
      ? [bin]
      : bin && typeof bin === 'object'
        ? Object.values(bin).filter((v): v is string => typeof v === 'string')
        : [];
  const sources = [...new Set(files.map((f) => path.posix.normalize(f.replace(/\\/g, '/'))))];
  const assets = sources.sort().map((source) => ({ source, name: path.posix.basename(source) }));
  const names = new Set(assets.map((a) => a.name));
  if (names.size !== assets.length)
    throw new Error(`package.json's bin names two files of one name: ${sources.join(', ')}`);
  return assets;
}

/** `sha256sum`'s line for each file: the digest, two spaces, the name. */
export function checksumLines(files: readonly { name: string; bytes: Buffer }[]): string {
  return files
    .map((f) => `${createHash('sha256').update(f.bytes).digest('hex')}  ${f.name}\n`)
    .join('');
}

/**
 * Copies each asset from `root` into `out` under its release name and writes SHA256SUMS beside
 * them; a `bin` file that is missing or not a regular file is refused by name.
 */
export function writeAssets(root: string, assets: readonly ReleaseAsset[], out: string): string[] {
  fs.mkdirSync(out, { recursive: true });
  const files = assets.map(({ source, name }) => {
    const file = path.join(root, source);
    if (source.startsWith('../') || !fs.lstatSync(file, { throwIfNoEntry: false })?.isFile())
      throw new Error(`package.json's bin names ${source}, which is not a file of the repository`);
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(path.join(out, name), bytes);
    return { name, bytes };
  });
  fs.writeFileSync(path.join(out, CHECKSUMS_FILE), checksumLines(files));
  return [...files.map((f) => f.name), CHECKSUMS_FILE];
}

/** The names SHA256SUMS lists whose file in `dir` is missing or has other bytes. */
export function mismatchedChecksums(dir: string): string[] {
  const listed = fs.readFileSync(path.join(dir, CHECKSUMS_FILE), 'utf8').split('\n');
  const bad: string[] = [];
  for (const line of listed.filter(Boolean)) {
    const [digest, name = ''] = line.split('  ');
    const file = path.join(dir, name);
    const ok =
      name !== '' &&
      !name.includes('/') &&
      fs.existsSync(file) &&
      createHash('sha256').update(fs.readFileSync(file)).digest('hex') === digest;
    if (!ok) bad.push(name || line);
  }
  return bad;
}
