/**
 * One sentence that says exactly what each place holds when there are more findings than some
 * place shows: the SARIF file (and what code scanning keeps of it), the JSON report and the job
 * summary. Every reporter that mentions a cut quotes it, so no two places contradict each other.
 */
/** Results of one run that code scanning stores and shows, most severe first. */
export const CODE_SCANNING_STORED_RESULTS = 5_000;

export interface Holdings {
  /** Every FAILED finding of the run. */
  readonly total: number;
  /** Results in the SARIF file. */
  readonly inSarif: number;
  /** Finding rows the job summary lists. */
  readonly inSummary: number;
}

const count = (n: number): string => n.toLocaleString('en-US');

function part(place: string, held: number, total: number): string {
  return held >= total
    ? `${place}: all ${count(total)}`
    : `${place}: the ${count(held)} most severe`;
}

/** E.g. "SARIF: the 25,000 most severe of 30,000 (code scanning stores 5,000 of a run); JSON report: all 30,000; summary: the 100 most severe". */
export function describeHoldings(h: Holdings): string {
  const sarif =
    h.inSarif >= h.total
      ? `SARIF: all ${count(h.total)}`
      : `${part('SARIF', h.inSarif, h.total)} of ${count(h.total)}`;
  const stored =
    h.inSarif > CODE_SCANNING_STORED_RESULTS
      ? ` (code scanning stores ${count(CODE_SCANNING_STORED_RESULTS)} of a run)`
      : '';
  return `${sarif}${stored}; JSON report: all ${count(h.total)}; ${part('summary', Math.min(h.inSummary, h.total), h.total)}`;
}

/** True when some place holds fewer than all findings, so the sentence is worth saying. */
export function isCut(h: Holdings): boolean {
  return h.inSarif < h.total || h.inSummary < h.total || h.inSarif > CODE_SCANNING_STORED_RESULTS;
}
