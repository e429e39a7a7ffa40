/**
 * One pipeline per tree: discover, pack, and feed the archives to one shared upload pool and one
 * waiting loop. A tree at hand (the workspace) is discovered and packed first, each phase in its
 * own log group; a tree still being found (the base, while git works) is discovered as soon as it
 * is found and packed while the others upload. Results come back per tree, tagged by tree.
 */
import { describeError } from '../errors.ts';
import type { Discovery } from '../discovery/discover.ts';
import type { StepLog } from '../log.ts';
import { logDiscovery } from './log-discovery.ts';
import { packTree, type PackedTree } from './pack-tree.ts';
import type { PollOptions } from './poll-schedule.ts';
import { runScans, type ScanPorts } from './run-scans.ts';
import { describeTree, type TreeScan } from './tree-scan.ts';
import type { Tree } from './tree.ts';
import type { ArchiveToScan, ScanResult } from './types.ts';
import { warnPacking } from './warn-packing.ts';

export const UPLOAD_CONCURRENCY = 6;

/** What became of one tree. */
export type TreeOutcome =
  | { readonly status: 'scanned'; readonly tree: Tree; readonly scan: TreeScan }
  /** The scanned folder is not in this tree. */
  | { readonly status: 'no-folder'; readonly tree: Tree }
  | { readonly status: 'unavailable'; readonly tree: Tree; readonly reason: string };

export interface ScanTreesOptions {
  readonly maxArchiveBytes: number;
  readonly timeoutMs: number;
  readonly poll: PollOptions;
  /** A private folder for the archives (one subfolder per tree). */
  readonly dir: string;
  readonly log: StepLog;
  /** Warnings worth keeping for the reports are added here. */
  readonly notes: string[];
}

/** One tree on its way: found, discovered, packed. */
interface Pipeline {
  readonly tree: Tree;
  discovery?: Discovery;
  packed?: PackedTree;
  failure?: string;
  noFolder?: boolean;
}

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
  let nextIndex = 0;
  const pack = async (pipeline: Pipeline, discovery: Discovery): Promise<PackedTree> => {
    const packed = await packTree(discovery.files, {
      maxArchiveBytes: options.maxArchiveBytes,
      baseName: pipeline.tree.baseName,
      dir: `${options.dir}/${pipelines.indexOf(pipeline)}`,
      reader: pipeline.tree.reader,
      label: pipeline.tree.label,
      indexFrom: nextIndex,
      log,
    });
    nextIndex += packed.plan.archives.length;
    pipeline.packed = packed;
    warnPacking(packed.plan, {
      maxArchiveBytes: options.maxArchiveBytes,
      log,
      notes: options.notes,
      tree: pipeline === pipelines[0] ? undefined : pipeline.tree.label,
    });
    return packed;
  };
  // Trees at hand: discovered and packed now, each phase in its log group.
  const later: Promise<Pipeline | undefined>[] = [];
  for (const entry of trees) {
    if (entry instanceof Promise) {
      later.push(entry.then((tree) => tree && discoverLater(tree, pipelines)));
      continue;
    }
    const pipeline: Pipeline = { tree: entry };
    pipelines.push(pipeline);
    const discovery = await log.group('Discover IaC files', () => discoverNow(entry));
    pipeline.discovery = discovery;
    logDiscovery(discovery, log, options.notes);
    await log.group('Pack archives', () => pack(pipeline, discovery));
  }
  async function* archives(): AsyncGenerator<ArchiveToScan> {
    for (const pipeline of pipelines) if (pipeline.packed) yield* pipeline.packed.archives;
    for (const found of later) {
      const pipeline = await found;
      if (!pipeline?.discovery || pipeline.discovery.files.length === 0) continue;
      try {
        await pack(pipeline, pipeline.discovery);
      } catch (error) {
        pipeline.failure = `packing its files failed: ${describeError(error)}`;
        continue;
      }
      yield* (pipeline.packed as PackedTree).archives;
    }
  }
  const planned = (): ArchiveToScan[] => pipelines.flatMap((p) => p.packed?.planned ?? []);
  const hasArchives = pipelines.some((p) => (p.packed?.plan.archives.length ?? 0) > 0);
  const results =
    !hasArchives && later.length === 0
      ? []
      : await log.group('Scan', () =>
          runScans(
            archives(),
            planned,
            { ...ports, log: (m) => log.info(m) },
            {
              timeoutMs: options.timeoutMs,
              uploadConcurrency: UPLOAD_CONCURRENCY,
              poll: options.poll,
            },
          ),
        );
  await Promise.all(later);
  return pipelines.map((pipeline) => outcomeOf(pipeline, results, pipelines[0]?.tree.label));
}

function discoverNow(tree: Tree): Promise<Discovery> {
  return tree.discover().then((discovery) => {
    if (discovery === undefined) throw new Error(`the scanned folder is not in ${tree.label}`);
    return discovery;
  });
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
    const at = tree.sha ? ` (${tree.sha.slice(0, 7)})` : '';
    pipeline.failure = `the files of ${tree.label}${at} could not be read from git: ${describeError(error)}`;
  }
  return pipeline;
}

function outcomeOf(
  pipeline: Pipeline,
  results: readonly ScanResult[],
  first: string | undefined,
): TreeOutcome {
  const { tree } = pipeline;
  if (pipeline.failure !== undefined)
    return { status: 'unavailable', tree, reason: pipeline.failure };
  if (pipeline.noFolder) return { status: 'no-folder', tree };
  const discovery = pipeline.discovery as Discovery;
  if (pipeline.packed === undefined && discovery.files.length > 0)
    return {
      status: 'unavailable',
      tree,
      reason: `its archives were not uploaded, because an upload of ${first ?? 'another tree'} failed first`,
    };
  const own = results.filter((r) => r.tree === tree.label);
  return { status: 'scanned', tree, scan: describeTree(discovery, pipeline.packed?.plan, own) };
}
