/** The roll-up sentence: every place says exactly what it holds. */
import { describe, expect, it } from 'vitest';
import { describeHoldings, isCut } from '../../../src/engine/formats/holdings.ts';
import { SUMMARY_FINDINGS } from '../../../src/engine/formats/summary.ts';

describe('what each place holds', () => {
  it('says the SARIF cut, what code scanning stores, the JSON report and the summary', () => {
    const h = { total: 30_000, inSarif: 25_000, inSummary: SUMMARY_FINDINGS };
    expect(describeHoldings(h)).toBe(
      'SARIF: the 25,000 most severe of 30,000 (code scanning stores 5,000 of a run); JSON report: all 30,000; summary: the 100 most severe',
    );
    expect(isCut(h)).toBe(true);
  });

  it('says "all" where all are held, and nothing of code scanning at 5,000 or fewer', () => {
    const h = { total: 250, inSarif: 250, inSummary: SUMMARY_FINDINGS };
    expect(describeHoldings(h)).toBe(
      'SARIF: all 250; JSON report: all 250; summary: the 100 most severe',
    );
    expect(isCut({ total: 40, inSarif: 40, inSummary: SUMMARY_FINDINGS })).toBe(false);
  });

  it('names code scanning when the SARIF file holds all of more than it stores', () => {
    expect(describeHoldings({ total: 6_000, inSarif: 6_000, inSummary: 100 })).toBe(
      'SARIF: all 6,000 (code scanning stores 5,000 of a run); JSON report: all 6,000; summary: the 100 most severe',
    );
  });
});
