/**
 * What the SARIF file holds of a run, as the other places say it: how many results it kept (the
 * holdings sentence every place quotes when some place holds fewer than all findings) and how many
 * it moved onto a file of their archive. The Action's publishing and the command line's report
 * files add the same notes, so the two never describe one SARIF file differently.
 */
import { describeHoldings, isCut, type Holdings } from '../holdings.ts';
import type { SarifPlan } from './sarif.ts';

/**
 * What each place holds of `total` findings, given the SARIF file's plan and the finding rows the
 * summary lists (`summaryListed`: with a baseline, new and existing findings have a table each).
 */
export function sarifHoldings(
  total: number,
  plan: Pick<SarifPlan, 'omitted'>,
  inSummary: number,
): Holdings {
  return { total, inSarif: total - plan.omitted, inSummary };
}

/** The notes the plan calls for: what was cut, and what was moved; none when neither. */
export function sarifNotes(
  total: number,
  plan: Pick<SarifPlan, 'omitted' | 'relocated'>,
  inSummary: number,
): string[] {
  const holdings = sarifHoldings(total, plan, inSummary);
  return [
    ...(isCut(holdings) ? [`${describeHoldings(holdings)}.`] : []),
    ...(plan.relocated > 0
      ? [
          `${plan.relocated} findings had no usable path from the service: the SARIF file shows them on a file of the archive they came from.`,
        ]
      : []),
  ];
}
