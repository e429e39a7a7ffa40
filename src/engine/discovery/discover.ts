/**
 * Finds the IaC files under the scanned folder of the workspace: the candidates `.gitignore` lets
 * through (plus what `include` names, which reaches past `.gitignore`), put through the discovery
 * rules with a probe that checks each candidate with `lstat`, so that no link is followed and
 * only regular files go. Nothing aborts discovery: what cannot be read is skipped and reported.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { compilePatterns, type IacKind, type SkipReason } from './classify.ts';
import { relativePosix } from '../../paths.ts';
import type { KustomizeInputs } from './kustomize/kustomize-inputs.ts';
import { listCandidateFiles, walkFiles, type ListingSource } from './list-files.ts';
import {
  applyDiscoveryRules,
  type EntryStat,
  type FileProbe,
  type ListingProblem,
  type Rejection,
} from './rules.ts';

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

/** What discovery found; skipped and rejected paths are relative to the scanned folder. */
export interface Discovery {
  readonly files: DiscoveredFile[];
  readonly skipped: ReadonlyMap<SkipReason | 'excluded', string[]>;
  /** YAML/JSON files read and found not to be IaC, each with why (one debug line each). */
  readonly rejected: readonly Rejection[];
  /** What a user must hear of beyond the skips (a `.helmignore` line helm would refuse). */
  readonly warnings?: readonly string[];
  /** What a user should know without a warning: Terragrunt's files, and what is scanned instead. */
  readonly notices?: readonly string[];
  /** What the kustomizations read, relative to the scanned folder (for the change analysis). */
  readonly kustomize?: KustomizeInputs;
  readonly source: ListingSource;
  readonly candidates: number;
}

export interface DiscoverOptions {
  readonly workspace: string;
  readonly scanRoot: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

const READ_BUFFER_INITIAL_BYTES = 256 * 1024;
const MISSING_CODES: ReadonlySet<unknown> = new Set(['ENOENT', 'ENOTDIR']);

/** Reads whole files into one buffer that grows as needed and is reused by the next read. */
function createReader(): (file: string) => Uint8Array {
  let buffer = Buffer.alloc(READ_BUFFER_INITIAL_BYTES);
  return (file) => {
    const fd = fs.openSync(file, 'r');
    try {
      let length = 0;
      for (;;) {
        if (length === buffer.length) {
          const bigger = Buffer.alloc(buffer.length * 2);
          buffer.copy(bigger, 0, 0, length);
          buffer = bigger;
        }
        const n = fs.readSync(fd, buffer, length, buffer.length - length, null);
        if (n === 0) return buffer.subarray(0, length);
        length += n;
      }
    } finally {
      fs.closeSync(fd);
    }
  };
}

/**
 * Answers for files of the work tree. Synchronous on purpose: thousands of small reads are
 * several times faster without thread-pool round trips, and nothing else runs during discovery;
 * one reused read buffer spares the collector the whole of every YAML/JSON file.
 */
export function workspaceProbe(scanRoot: string): FileProbe {
  const read = createReader();
  return {
    stat(relative): EntryStat {
      const file = path.join(scanRoot, relative);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | undefined)?.code;
        return { type: MISSING_CODES.has(code) ? 'missing' : 'unreadable' };
      }
      if (stat.isSymbolicLink()) return { type: 'symlink' };
      if (!stat.isFile()) return { type: 'other' };
      try {
        fs.accessSync(file, fs.constants.R_OK);
      } catch {
        return { type: 'unreadable' };
      }
      return { type: 'file', size: stat.size };
    },
    read: (relative) => read(path.join(scanRoot, relative)),
  };
}

function uniqueProblems(problems: readonly ListingProblem[]): ListingProblem[] {
  const seen = new Set<string>();
  const unique: ListingProblem[] = [];
  for (const problem of problems) {
    const key = `${problem.reason}\0${problem.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(problem);
  }
  return unique;
}

/** Lists the scanned folder and applies the discovery rules to every file, reading from disk. */
export async function discoverFiles(options: DiscoverOptions): Promise<Discovery> {
  const { scanRoot } = options;
  const isIncluded = compilePatterns(options.include);
  const isExcluded = compilePatterns(options.exclude);
  const listing = await listCandidateFiles(scanRoot);
  const extra =
    options.include.length > 0 ? await walkFiles(scanRoot, { gitignore: false }) : undefined;
  const paths = [...new Set([...listing.files, ...(extra?.files.filter(isIncluded) ?? [])])].sort();
  const extraProblems = (extra?.problems ?? []).filter(
    (p) => p.reason === 'unreadable folder' || isIncluded(p.path),
  );
  const outcome = applyDiscoveryRules(
    {
      paths,
      problems: uniqueProblems([...listing.problems, ...extraProblems]),
      isIncluded,
      isExcluded,
    },
    workspaceProbe(scanRoot),
  );
  const prefix = relativePosix(options.workspace, scanRoot);
  return {
    files: outcome.files.map((file) => ({
      ...file,
      path: prefix === '' ? file.path : `${prefix}/${file.path}`,
      absolutePath: path.join(scanRoot, file.path),
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
