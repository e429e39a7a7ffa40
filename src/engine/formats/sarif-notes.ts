/**
 * What the SARIF file holds of a run, as the other places say it: how many results it kept (the
 * holdings sentence every place quotes when some place holds fewer than all findings) and how many
 * it moved onto a file of their archive. The Action's publishing and the command line's report
 * files add the same notes, so the two never describe one SARIF file differently.
 */
import { SUMMARY_FINDINGS } from './summary.ts';
import { describeHoldings, isCut, type Holdings } from './holdings.ts';
import type { SarifPlan } from './sarif.ts';

/** What each place holds of `total` findings, given the SARIF file's plan. */
export function sarifHoldings(total: number, plan: Pick<SarifPlan, 'omitted'>): Holdings {
  return {
    total,
    inSarif: total - plan.omitted,
    inSummary: Math.min(total, SUMMARY_FINDINGS),
  };
}

/** The notes the plan calls for: what was cut, and what was moved; none when neither. */
export function sarifNotes(
  total: number,
  plan: Pick<SarifPlan, 'omitted' | 'relocated'>,
): string[] {
  const holdings = sarifHoldings(total, plan);
  return [
    ...(isCut(holdings) ? [`${describeHoldings(holdings)}.`] : []),
    ...(plan.relocated > 0
      ? [
          `${plan.relocated} findings had no usable path from the service: the SARIF file shows them on a file of the archive they came from.`,
        ]
      : []),
  ];
}
