/**
 * The archives of every tree, in upload order, numbered across trees: each tree's archives as they
 * are written, the next tree's after them. With `anchorWaitMs`, a base found in time goes first,
 * so that the head (the first tree at hand) is planned on it.
 *
 * Invariant: this iteration never throws. A tree whose packing fails (a read of its source, zlib,
 * a write) keeps what it handed out and records why it stopped (`Pipeline.packingFailure`); the
 * next tree is still packed; the pool reads every archive handed out. A tree is complete only
 * when its packing reached the plan's end (`PackedTree.complete()`).
 */
import { describeError } from '../../errors.ts';
import type { Discovery } from '../discovery/discover.ts';
import type { ArchiveBoundaries } from '../packing/anchor.ts';
import { boundariesOf } from '../packing/plan.ts';
import type { Knobs } from '../knobs.ts';
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import type { PollOptions } from './service/poll-schedule.ts';
import type { ScanPorts } from './service/run-scans.ts';
import { packTree, type PackedTree } from './trees/pack-tree.ts';
import type { Tree } from './trees/tree.ts';
import { warnPacking } from './trees/warn-packing.ts';
import type { ArchiveToScan } from './types.ts';

export interface ScanTreesOptions {
  readonly maxArchiveBytes: number;
  readonly timeoutMs: number;
  readonly poll: PollOptions;
  /** A private folder for the archives (one subfolder per tree). */
  readonly dir: string;
  readonly log: Log;
  /** The surface's words for its knobs, in what discovery advises. */
  readonly knobs: Knobs;
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
export interface Pipeline {
  readonly tree: Tree;
  discovery?: Discovery;
  packed?: PackedTree;
  /** Its files could not be listed: nothing of it is scanned. */
  failure?: string;
  /** Why its packing stopped before the plan's end (a read, zlib or write failure). */
  packingFailure?: string;
  noFolder?: boolean;
  /** Planned on the base's plan (the head, its base found in time and packed whole). */
  anchored?: boolean;
}

/** How far a tree's packing got, in words: `before its first archive`, `after 2 archives`. */
export function packedSoFar(pipeline: Pipeline): string {
  const handedOut = pipeline.packed?.planned().length ?? 0;
  return handedOut === 0 ? 'before its first archive' : `after ${plural(handedOut, 'archive')}`;
}

export class TreeArchives {
  private nextIndex = 0;
  /** Why the iteration itself ended early, when it did (not one tree's packing). */
  failure: string | undefined;
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
    try {
      yield* this.inOrder();
    } catch (error) {
      this.failure = describeError(error);
      this.options.log.info(`Packing stopped: ${this.failure}`);
    }
  }

  /** Every archive handed out so far, by tree. */
  planned(): ArchiveToScan[] {
    return this.pipelines.flatMap((p) => p.packed?.planned() ?? []);
  }

  private async *inOrder(): AsyncGenerator<ArchiveToScan> {
    const [firstLater, ...rest] = this.later;
    const base = await this.foundInTime(firstLater);
    if (base) yield* this.laterTree(firstLater as Promise<Pipeline | undefined>);
    const anchor = base?.packed?.complete() ? boundariesOf(base.packed.plan()) : undefined;
    for (const pipeline of this.atHand) {
      const discovery = pipeline.discovery;
      if (discovery === undefined || discovery.files.length === 0) continue;
      yield* this.packed(pipeline, discovery, pipeline === this.atHand[0] ? anchor : undefined);
    }
    for (const found of base ? rest : this.later) yield* this.laterTree(found);
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
    if (anchor) pipeline.anchored = true;
    try {
      yield* packed.archives;
    } catch (error) {
      // What was handed out is still uploaded and read; the tree is not complete, and says why.
      pipeline.packingFailure = describeError(error);
      options.log.info(
        `Packing ${pipeline.tree.label} stopped ${packedSoFar(pipeline)}: ${pipeline.packingFailure}`,
      );
      return;
    } finally {
      this.nextIndex += packed.planned().length;
    }
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
    yield* this.packed(pipeline, pipeline.discovery);
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
