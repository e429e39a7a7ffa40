/**
 * The files a release carries besides the action itself: the command line as package.json ships
 * it, read from the one place its list comes from (so a new CLI file is released without touching
 * the workflow): the files `bin` names, and the JavaScript files beside them that `files` ships
 * (the chunks an entry loads: `dist/cli-<id>.js`); and `SHA256SUMS` over them in `sha256sum`
 * form, which the provenance attestation and `sha256sum -c` both read. No `bin` yet means no
 * assets.
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

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : [];

const posix = (file: string): string => path.posix.normalize(file.replace(/\\/g, '/'));

/**
 * The files `bin` names (a string or a map of commands), and the `.js` files of their folders in
 * `root` that `files` ships, each once, in a stable order.
 */
export function releaseAssets(
  packageJson: { readonly bin?: unknown; readonly files?: unknown },
  root: string,
): ReleaseAsset[] {
  const bins = strings(packageJson.bin).map(posix);
  const patterns = strings(packageJson.files).map(posix);
  // Node's own glob matching: the publish job installs no package.
  const shipped = (file: string) => patterns.some((p) => path.posix.matchesGlob(file, p));
  const beside = [...new Set(bins.map((bin) => path.posix.dirname(bin)))].flatMap((folder) =>
    (fs.existsSync(path.join(root, folder)) ? fs.readdirSync(path.join(root, folder)) : [])
      .map((name) => path.posix.join(folder, name))
      .filter((file) => file.endsWith('.js') && shipped(file)),
  );
  const sources = [...new Set([...bins, ...beside])];
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
