/**
 * The planner's targets (issue 34, restated from issue 24's proof) and the lines that print the
 * simulation's figures beside them (bench/plan-sim.ts). Each line ends "met" or "MISSED"; the
 * bench prints, it never fails.
 */

/** Share of edits that change at most 2 archives, over all counts and at the lowest count. */
export interface KindFigures {
  readonly kind: string;
  readonly share: number;
  readonly lowest: number;
}

/** What the free-plan targets are checked on (4.4 MB archives). */
export interface FreePlanFigures {
  readonly kinds: readonly KindFigures[];
  /** Edits that changed more than 4 archives or a quarter of them, whichever is more. */
  readonly beyondWorst: number;
  readonly edits: number;
  readonly overCap: number;
  readonly plans: number;
}

/** What the head targets are checked on. */
export interface HeadFigures {
  /** Cells (kind and count) where the planner missed the target on an edit a head could meet. */
  readonly cellsBelowCeiling: readonly string[];
  readonly cells: number;
  /** Pushes of a growing branch adding at most 2 archives the service has not seen. */
  readonly branchShare: number;
  readonly overCap: number;
  readonly heads: number;
}

const SINGLE_UNIT = ['modify', 'add', 'delete'];
const FOLDERS = ['add-folder', 'delete-folder'];

const pct = (share: number): string => `${(100 * share).toFixed(1)} %`;
const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

/** The most archives an edit may change: 4, or a quarter of the plan's archives if more. */
export function worstAllowed(archives: number): number {
  return Math.max(4, archives / 4);
}

/** Free plans at 4.4 MB against their targets, one line each. */
export function freePlanTargetLines(figures: FreePlanFigures): string[] {
  const lines = ['targets, free plans at 4.4 MB:'];
  for (const { kind, share, lowest } of figures.kinds) {
    if (SINGLE_UNIT.includes(kind))
      lines.push(
        `  ${kind}: <= 2 archives in ${pct(share)} (target >= 98 %), ${pct(lowest)} at the lowest count (target >= 94 % at every count): ${verdict(share >= 0.98 && lowest >= 0.94)}`,
      );
    if (FOLDERS.includes(kind))
      lines.push(
        `  ${kind} (10 units): <= 2 archives in ${pct(share)} (target >= 84 %): ${verdict(share >= 0.84)}`,
      );
  }
  lines.push(
    `  edits changing more than 4 archives or a quarter of them: ${figures.beyondWorst} of ${figures.edits} (target 0): ${verdict(figures.beyondWorst === 0)}`,
    `  plans over the lower bound + 20 %: ${figures.overCap} of ${figures.plans} (target 0): ${verdict(figures.overCap === 0)}`,
  );
  return lines;
}

/** Heads on their base against their targets at `capacityMb`, one line each. */
export function headTargetLines(capacityMb: number, figures: HeadFigures): string[] {
  const branchTarget = capacityMb < 2 ? 0.97 : 0.995;
  const below = figures.cellsBelowCeiling;
  return [
    `targets, heads at ${capacityMb.toFixed(1)} MB:`,
    `  cells below the ceiling of any planner within the cap: ${below.length} of ${figures.cells}${below.length > 0 ? ` (${below.join(', ')})` : ''} (target 0): ${verdict(below.length === 0)}`,
    `  growing branch: pushes adding <= 2 new archives ${pct(figures.branchShare)} (target >= ${pct(branchTarget)}): ${verdict(figures.branchShare >= branchTarget)}`,
    `  heads over the lower bound + 20 %: ${figures.overCap} of ${figures.heads} (target 0): ${verdict(figures.overCap === 0)}`,
  ];
}
