/**
 * Deflating and planning together: files are deflated unit by unit in the plan's order, and each
 * archive's plan is handed out as soon as its cut is final, while later files are still being
 * deflated. The plan never depends on which thread finished first.
 */
import type { ArchiveBoundaries } from './anchor.ts';
import { compressAll, type CompressOutcome } from './zip/compress.ts';
import type { ContentReader, PackableFile } from './content-reader.ts';
import {
  orderUnits,
  PlanBuilder,
  type ArchivePlan,
  type PackingPlan,
  type PlanInput,
} from './plan.ts';
import type { Spool } from './zip/spool.ts';

export interface PlanStreamOptions<F extends PackableFile> {
  readonly maxArchiveBytes: number;
  readonly baseName: string;
  readonly reader: ContentReader<F>;
  readonly spool: Spool;
  readonly maxPoolBytes?: number;
  readonly anchor?: ArchiveBoundaries;
}

/** Yields archive plans as they become final; returns the whole plan. Leaving early stops deflating. */
export async function* streamPlans<F extends PackableFile>(
  files: readonly F[],
  options: PlanStreamOptions<F>,
): AsyncGenerator<ArchivePlan, PackingPlan, undefined> {
  const units = orderUnits(files);
  const ordered = units.flat();
  const unitOf = new Int32Array(ordered.length);
  const pending = units.map((unit) => unit.length);
  let at = 0;
  units.forEach((unit, u) => unit.forEach(() => (unitOf[at++] = u)));

  const builder = new PlanBuilder(options);
  const ready: ArchivePlan[] = [];
  const unreadable: { path: string; reason: string }[] = [];
  let frontier = 0;
  let unitStart = 0;
  let wake: (() => void) | undefined;
  let stopped = false;
  const outcomes = new Array<CompressOutcome>(ordered.length);
  const onDone = (index: number, outcome: CompressOutcome): void => {
    outcomes[index] = outcome;
    const u = unitOf[index] as number;
    pending[u] = (pending[u] as number) - 1;
    while (frontier < units.length && pending[frontier] === 0) {
      const unit = units[frontier] as F[];
      const inputs: PlanInput[] = [];
      unit.forEach((file, i) => {
        const outcome = outcomes[unitStart + i];
        if (!outcome) throw new Error(`packing lost ${file.path}`);
        if ('unreadable' in outcome)
          unreadable.push({ path: file.path, reason: outcome.unreadable });
        else inputs.push({ path: file.path, unit: file.unit, ...outcome });
      });
      ready.push(...builder.addUnit(inputs));
      unitStart += unit.length;
      frontier++;
    }
    if (ready.length > 0) wake?.();
  };
  let finished = false;
  let failure: { error: unknown } | undefined;
  const compressing = compressAll(ordered, {
    ...options,
    capBytes: options.maxArchiveBytes,
    onDone,
    stopped: () => stopped,
  }).then(
    () => {
      finished = true;
      wake?.();
    },
    (error: unknown) => {
      failure = { error };
      wake?.();
    },
  );
  try {
    for (;;) {
      if (failure) throw failure.error;
      const next = ready.shift();
      if (next) yield next;
      else if (finished) break;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stopped = true;
    await compressing;
  }
  const { last, plan } = builder.finish(unreadable);
  for (const archive of last) yield archive;
  return plan;
}
