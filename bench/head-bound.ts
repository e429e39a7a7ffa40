/**
 * Whether any head within the cap can have at most `limit` archives the base lacks (for the
 * simulation: the share of heads that no planner can bring within the target is the target's
 * ceiling on that base).
 *
 * A head archive the base has is a base archive whose units are all in the head, unchanged
 * ("intact"); the others are new. So a head with `b` new archives keeps at most cap - b intact
 * archives, and its new ones hold every unit outside them: at least the units of no intact
 * archive plus those of the emptiest intact ones it gives up. When those bytes pass `b`
 * archives for every `b` up to `limit`, no head does it. When largest-first packing fits them,
 * one does. Otherwise the bound cannot tell (`unknown`).
 */
import { archiveBudget } from '../src/engine/packing/cut-points.ts';
import { unitSignature as signature, type SimUnit } from './plan-trees.ts';

export type Reach = 'possible' | 'impossible' | 'unknown';

const bytesOf = (units: readonly SimUnit[]): number => units.reduce((sum, u) => sum + u.bytes, 0);

export function headWithin(
  base: readonly (readonly SimUnit[])[],
  head: readonly SimUnit[],
  limit: number,
  capacity: number,
): Reach {
  const present = new Set(head.map(signature));
  const intact = base
    .filter((archive) => archive.every((u) => present.has(signature(u))))
    .sort((a, b) => bytesOf(a) - bytesOf(b));
  const inIntact = new Set(intact.flatMap((archive) => archive.map(signature)));
  const rest = head.filter((u) => !inIntact.has(signature(u)));
  const cap = archiveBudget(bytesOf(head), capacity);
  if (rest.length === 0 && intact.length <= cap) return 'possible';
  let reach: Reach = 'impossible';
  for (let b = 1; b <= limit; b++) {
    const given = Math.max(0, intact.length + b - cap);
    if (given > intact.length) continue;
    const sizes = [...rest, ...intact.slice(0, given).flat()].map((u) => u.bytes);
    if (sizes.reduce((sum, x) => sum + x, 0) > b * capacity) continue;
    if (fitsLargestFirst(sizes, b, capacity)) return 'possible';
    reach = 'unknown';
  }
  return reach;
}

function fitsLargestFirst(sizes: readonly number[], count: number, capacity: number): boolean {
  const fill = new Array<number>(count).fill(0);
  for (const size of [...sizes].sort((a, b) => b - a)) {
    const at = fill.findIndex((f) => f + size <= capacity);
    if (at < 0) return false;
    fill[at] = (fill[at] as number) + size;
  }
  return true;
}
