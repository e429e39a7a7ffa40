/**
 * Finds the IaC files under the scanned folder: the candidates `.gitignore` lets through (plus
 * what `include` names, which reaches past `.gitignore`), minus the built-in skips and `exclude`,
 * checked one by one with `lstat` so that no link is followed and only regular files go.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  CONTENT_SNIFF_BYTES,
  chartFolderOf,
  compilePatterns,
  helmChartFolders,
  kindByContent,
  kindByName,
  needsContentCheck,
  neverUploadReason,
  type IacKind,
  type SkipReason,
} from './classify.ts';
import { listCandidateFiles, walkFiles, type ListingSource } from './list-files.ts';

/** A file chosen for upload. */
export interface DiscoveredFile {
  /** Workspace-relative POSIX path: the zip entry name and the path findings map back to. */
  readonly path: string;
  readonly absolutePath: string;
  readonly size: number;
  readonly kind: IacKind;
  /** Files of one unit (a Terraform folder, a Helm chart) go into one archive when they can. */
  readonly unit: string;
}

export interface Discovery {
  readonly files: DiscoveredFile[];
  readonly skipped: ReadonlyMap<SkipReason | 'excluded', string[]>;
  readonly source: ListingSource;
  readonly candidates: number;
}

export interface DiscoverOptions {
  readonly workspace: string;
  readonly scanRoot: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

const sniffBuffer = Buffer.alloc(CONTENT_SNIFF_BYTES);

/** The first bytes of a file. Synchronous on purpose: thousands of tiny reads are several times
 *  faster without thread-pool round trips, and nothing else runs during discovery. */
function readHead(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const bytesRead = fs.readSync(fd, sniffBuffer, 0, CONTENT_SNIFF_BYTES, 0);
    return sniffBuffer.toString('utf8', 0, bytesRead);
  } finally {
    fs.closeSync(fd);
  }
}

function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}

function unitOf(relative: string, kind: IacKind, chart: string | undefined): string {
  if (chart !== undefined) return `helm:${chart}`;
  if (kind === 'terraform') return `terraform:${path.posix.dirname(relative)}`;
  return `file:${relative}`;
}

export async function discoverFiles(options: DiscoverOptions): Promise<Discovery> {
  const { scanRoot } = options;
  const listing = await listCandidateFiles(scanRoot);
  const isIncluded = compilePatterns(options.include);
  const isExcluded = compilePatterns(options.exclude);
  const extra =
    options.include.length > 0
      ? (await walkFiles(scanRoot, { gitignore: false })).filter(isIncluded)
      : [];
  const candidates = [...new Set([...listing.files, ...extra])].sort();

  const skipped = new Map<SkipReason | 'excluded', string[]>();
  const skip = (reason: SkipReason | 'excluded', relative: string): void => {
    const list = skipped.get(reason);
    if (list) list.push(relative);
    else skipped.set(reason, [relative]);
  };
  const allowed = candidates.filter((relative) => {
    const reason = neverUploadReason(relative) ?? (isExcluded(relative) ? 'excluded' : undefined);
    if (reason) skip(reason, relative);
    return reason === undefined;
  });
  const charts = helmChartFolders(allowed);

  const chosen = allowed.map((relative): DiscoveredFile | undefined => {
    const chart = chartFolderOf(relative, charts);
    let kind: IacKind | undefined = chart !== undefined ? 'helm' : kindByName(relative);
    if (!kind && isIncluded(relative)) kind = 'included';
    if (!kind && !needsContentCheck(relative)) return undefined;
    const absolutePath = path.join(scanRoot, relative);
    const stat = lstat(absolutePath);
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return void skip('symlink', relative);
    if (!stat.isFile()) return void skip('not a regular file', relative);
    if (!kind) kind = kindByContent(relative, readHead(absolutePath));
    if (!kind) return undefined;
    return {
      path: path.relative(options.workspace, absolutePath).split(path.sep).join('/'),
      absolutePath,
      size: stat.size,
      kind,
      unit: unitOf(relative, kind, chart),
    };
  });
  return {
    files: chosen.filter((file): file is DiscoveredFile => file !== undefined),
    skipped,
    source: listing.source,
    candidates: candidates.length,
  };
}
