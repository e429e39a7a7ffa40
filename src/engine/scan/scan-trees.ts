/**
 * One pipeline per tree: discover, pack, and feed the archives to one shared upload pool and one
 * waiting loop. A tree at hand (the workspace) is discovered first, in its own log group; its
 * archives are uploaded as they are written, while later files are still being deflated. A tree
 * still being found (the base, while git works) is discovered as soon as it is found and packed
 * after the others. Results come back per tree, tagged by tree.
 */
import { describeError } from '../../errors.ts';
import type { Discovery } from '../discovery/discover.ts';
import { GitCommandError } from '../git/git.ts';
import { TreeReadError } from '../packing/content-reader.ts';
import { logDiscovery } from './trees/log-discovery.ts';
import { runScans, type ScanPorts } from './service/run-scans.ts';
import {
  packedSoFar,
  TreeArchives,
  type Pipeline,
  type ScanTreesOptions,
} from './tree-archives.ts';
import { describeTree, describeUnfinished, type TreeScan } from './tree-scan.ts';
import type { Tree } from './trees/tree.ts';
import type { ScanResult } from './types.ts';

export type { ScanTreesOptions } from './tree-archives.ts';

export const UPLOAD_CONCURRENCY = 6;

/** What became of one tree. */
export type TreeOutcome =
  | { readonly status: 'scanned'; readonly tree: Tree; readonly scan: TreeScan }
  /** The scanned folder is not in this tree. */
  | { readonly status: 'no-folder'; readonly tree: Tree }
  | { readonly status: 'unavailable'; readonly tree: Tree; readonly reason: string };

/**
 * Scans `trees` (`head` first, then trees still being found; a tree that resolves to undefined
 * is none). The outcomes are in the order of the trees that exist.
 */
export async function scanTrees(
  trees: readonly (Tree | Promise<Tree | undefined>)[],
  ports: Omit<ScanPorts, 'log'>,
  options: ScanTreesOptions,
): Promise<TreeOutcome[]> {
  const { log } = options;
  const pipelines: Pipeline[] = [];
  // Trees at hand: discovered now, in their log group; packed while the first archives upload.
  const later: Promise<Pipeline | undefined>[] = [];
  for (const entry of trees) {
    if (entry instanceof Promise) {
      later.push(entry.then((tree) => tree && discoverLater(tree, pipelines)));
      continue;
    }
    const pipeline: Pipeline = { tree: entry };
    pipelines.push(pipeline);
    await log.group('Discover IaC files', () => discoverNow(pipeline));
    if (pipeline.discovery) logDiscovery(pipeline.discovery, log, options.notes, options.knobs);
    else log.info(`Discovery failed: ${pipeline.failure ?? 'no reason given'}`);
  }
  const atHand = pipelines.slice();
  const archives = new TreeArchives(pipelines, atHand, later, ports, options);
  const hasFiles = atHand.some((p) => (p.discovery?.files.length ?? 0) > 0);
  const results =
    !hasFiles && later.length === 0
      ? []
      : await log.group('Pack and scan', () =>
          runScans(
            archives.all(),
            () => archives.planned(),
            { ...ports, log: (m) => log.info(m) },
            {
              timeoutMs: options.timeoutMs,
              uploadConcurrency: UPLOAD_CONCURRENCY,
              poll: options.poll,
            },
          ),
        );
  await Promise.all(later);
  const stop = whyUploadsStopped(results) ?? archives.failure;
  return pipelines.map((pipeline) => outcomeOf(pipeline, results, stop));
}

/**
 * A failure of the tree's source (git, the disk): the tree's outcome, never a crash. Anything
 * else (a bug) is thrown, for the run's unexpected-error path.
 */
function isSourceFailure(error: unknown): boolean {
  if (error instanceof TreeReadError || error instanceof GitCommandError) return true;
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}

/** What the tree's source says where that is (a commit's id), for the reasons given. */
function at(tree: Tree): string {
  return tree.sha ? ` (${tree.sha.slice(0, 7)})` : '';
}

/** Discovers a tree at hand; a failure of its source (git, the disk) is its outcome. */
async function discoverNow(pipeline: Pipeline): Promise<void> {
  const { tree } = pipeline;
  try {
    const discovery = await tree.discover();
    if (discovery === undefined) throw new Error(`the scanned folder is not in ${tree.label}`);
    pipeline.discovery = discovery;
  } catch (error) {
    if (!isSourceFailure(error)) throw error;
    pipeline.failure = `the files of ${tree.label}${at(tree)} could not be listed: ${describeError(error)}`;
  }
}

/** Discovers a tree as soon as it is found; a failure is the tree's outcome. */
async function discoverLater(tree: Tree, pipelines: Pipeline[]): Promise<Pipeline> {
  const pipeline: Pipeline = { tree };
  pipelines.push(pipeline);
  try {
    const discovery = await tree.discover();
    if (discovery === undefined) pipeline.noFolder = true;
    else pipeline.discovery = discovery;
  } catch (error) {
    pipeline.failure = `the files of ${tree.label}${at(tree)} could not be read from git: ${describeError(error)}`;
  }
  return pipeline;
}

/** The upload whose failure stopped all uploads, in words, when one did. */
function whyUploadsStopped(results: readonly ScanResult[]): string | undefined {
  const stopper = results.find((r) => r.stoppedUploads);
  return stopper && `uploads stopped when ${describeUnfinished(stopper)}`;
}

/** Why a tree's plan was not carried out to its end; empty when it was. */
function stoppedShort(
  pipeline: Pipeline,
  discovery: Discovery,
  stop: string | undefined,
): string[] {
  const { label } = pipeline.tree;
  if (pipeline.packingFailure !== undefined)
    return [`packing ${label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`];
  if (discovery.files.length === 0 || pipeline.packed?.complete()) return [];
  const what =
    pipeline.packed === undefined
      ? `none of the files of ${label} were packed`
      : `packing ${label} stopped ${packedSoFar(pipeline)}`;
  return [`${what}: ${stop ?? 'the uploads stopped early'}`];
}

function outcomeOf(
  pipeline: Pipeline,
  results: readonly ScanResult[],
  stop: string | undefined,
): TreeOutcome {
  const { tree } = pipeline;
  if (pipeline.failure !== undefined)
    return { status: 'unavailable', tree, reason: pipeline.failure };
  if (pipeline.noFolder) return { status: 'no-folder', tree };
  const discovery = pipeline.discovery as Discovery;
  const own = results.filter((r) => r.tree === tree.label);
  const stopped = stoppedShort(pipeline, discovery, stop);
  const scan = describeTree(discovery, pipeline.packed?.plan(), own, stopped);
  return { status: 'scanned', tree, scan: pipeline.anchored ? { ...scan, anchored: true } : scan };
}
