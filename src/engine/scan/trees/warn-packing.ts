/** What packing could not do, in warnings: files too large, unreadable, units split. */
import type { Log } from '../../../log.ts';
import type { PackingPlan } from '../../packing/plan.ts';
import { formatCount, plural } from '../../../plural.ts';

export function warnPacking(
  plan: PackingPlan,
  options: {
    readonly maxArchiveBytes: number;
    readonly log: Log;
    readonly notes: string[];
    /** The tree's label when it is not the change being scanned. */
    readonly tree: string | undefined;
  },
): void {
  const { log, notes } = options;
  const side = options.tree === undefined ? '' : ` (on ${options.tree})`;
  for (const file of plan.tooLarge) {
    const note = `Not scanned${side}: ${file.path} needs ${plural(file.bytes, 'byte')} compressed, more than max-archive-size (${formatCount(options.maxArchiveBytes)}).`;
    log.warning(note);
    notes.push(note);
  }
  const unreadable = plan.unreadable;
  if (unreadable.length > 0) {
    const note = `Not uploaded${side}: ${plural(unreadable.length, 'file')} that could not be read while packing: ${unreadable
      .slice(0, 5)
      .map((u) => `${u.path} (${u.reason})`)
      .join(', ')}`;
    log.warning(note);
    notes.push(note);
  }
  for (const unit of plan.splitUnits)
    log.warning(
      `${unit.replace(/^[a-z]+:/, '')}${side} is larger than one archive: its files were split across archives, so cross-file checks may miss references.`,
    );
}
