/**
 * One pipeline per tree: discover, pack, and feed the archives to one shared upload pool and one
 * waiting loop. A tree at hand (the workspace) is discovered first, in its own log group; its
 * archives are uploaded as they are written, while later files are still being deflated. A tree
 * still being found (the base, while git works) is discovered as soon as it is found and packed
 * after the others. Results come back per tree, tagged by tree.
 */
import { describeError } from '../../errors.ts';
import type { Discovery } from '../discovery/discover.ts';
import { boundariesOf } from '../packing/plan.ts';
import type { ArchiveBoundaries } from '../packing/anchor.ts';
import type { StepLog } from '../../log.ts';
import { logDiscovery } from './trees/log-discovery.ts';
import { packTree, type PackedTree } from './trees/pack-tree.ts';
import type { PollOptions } from './service/poll-schedule.ts';
import { runScans, type ScanPorts } from './service/run-scans.ts';
import { describeTree, type TreeScan } from './tree-scan.ts';
import type { Tree } from './trees/tree.ts';
import type { ArchiveToScan, ScanResult } from './types.ts';
import { warnPacking } from './trees/warn-packing.ts';

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
  /**
   * A pull request's head is planned on its base (issue 24): the base is packed first, by the
   * plan a push run of it makes, and the head keeps every base archive whose files it did not
   * change. The head waits at most this long for the base to be found, then packs on its own.
   */
  readonly anchorWaitMs?: number;
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
 * The archives of every tree, in upload order, numbered across trees: each tree's archives as they
 * are written, the next tree's after them. With `anchorWaitMs`, a base found in time goes first,
 * so that the head (the first tree at hand) is planned on it.
 */
class TreeArchives {
  private nextIndex = 0;
  private readonly pipelines: Pipeline[];
  private readonly atHand: readonly Pipeline[];
  private readonly later: readonly Promise<Pipeline | undefined>[];
  private readonly ports: Pick<ScanPorts, 'sleep'>;
  private readonly options: ScanTreesOptions;

  constructor(
    pipelines: Pipeline[],
    atHand: readonly Pipeline[],
    later: readonly Promise<Pipeline | undefined>[],
    ports: Pick<ScanPorts, 'sleep'>,
    options: ScanTreesOptions,
  ) {
    this.pipelines = pipelines;
    this.atHand = atHand;
    this.later = later;
    this.ports = ports;
    this.options = options;
  }

  async *all(): AsyncGenerator<ArchiveToScan> {
    const [firstLater, ...rest] = this.later;
    const base = await this.foundInTime(firstLater);
    if (base) yield* this.laterTree(firstLater as Promise<Pipeline | undefined>);
    const anchor = base?.packed?.complete() ? boundariesOf(base.packed.plan()) : undefined;
    for (const pipeline of this.atHand) {
      const discovery = pipeline.discovery as Discovery;
      if (discovery.files.length === 0) continue;
      yield* this.packed(pipeline, discovery, pipeline === this.atHand[0] ? anchor : undefined);
    }
    for (const found of base ? rest : this.later) yield* this.laterTree(found);
  }

  /** Every archive handed out so far, by tree. */
  planned(): ArchiveToScan[] {
    return this.pipelines.flatMap((p) => p.packed?.planned() ?? []);
  }

  private async *packed(pipeline: Pipeline, discovery: Discovery, anchor?: ArchiveBoundaries) {
    const { options } = this;
    const packed = packTree(discovery.files, {
      maxArchiveBytes: options.maxArchiveBytes,
      baseName: pipeline.tree.baseName,
      dir: `${options.dir}/${this.pipelines.indexOf(pipeline)}`,
      reader: pipeline.tree.reader,
      label: pipeline.tree.label,
      indexFrom: this.nextIndex,
      log: options.log,
      ...(anchor && { anchor }),
    });
    pipeline.packed = packed;
    yield* packed.archives;
    this.nextIndex += packed.planned().length;
    warnPacking(packed.plan(), {
      maxArchiveBytes: options.maxArchiveBytes,
      log: options.log,
      notes: options.notes,
      tree: pipeline === this.pipelines[0] ? undefined : pipeline.tree.label,
    });
  }

  private async *laterTree(found: Promise<Pipeline | undefined>): AsyncGenerator<ArchiveToScan> {
    const pipeline = await found;
    if (!pipeline?.discovery || pipeline.discovery.files.length === 0) return;
    try {
      yield* this.packed(pipeline, pipeline.discovery);
    } catch (error) {
      pipeline.failure = `packing its files failed: ${describeError(error)}`;
    }
  }

  /** The first tree still being found, if it is found within `anchorWaitMs`. */
  private async foundInTime(
    found: Promise<Pipeline | undefined> | undefined,
  ): Promise<Pipeline | undefined> {
    if (found === undefined || this.options.anchorWaitMs === undefined) return undefined;
    const stop = new AbortController();
    const late = this.ports.sleep(this.options.anchorWaitMs, stop.signal).then(() => undefined);
    const pipeline = await Promise.race([found, late]);
    stop.abort();
    return pipeline;
  }
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
  // Trees at hand: discovered now, in their log group; packed while the first archives upload.
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
  return { status: 'scanned', tree, scan: describeTree(discovery, pipeline.packed?.plan(), own) };
}
