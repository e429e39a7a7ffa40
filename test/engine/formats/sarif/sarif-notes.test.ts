/**
 * The notes every place adds about the SARIF file (the Action's publishing and the command line's
 * report files alike): the holdings sentence when some place holds fewer than all findings, and
 * how many results were moved onto a file of their archive; nothing when neither happened.
 */
import { describe, expect, it } from 'vitest';
import { sarifHoldings, sarifNotes } from '../../../../src/engine/formats/sarif/sarif-notes.ts';

describe('the notes about the SARIF file', () => {
  it('says nothing of a small run that lost nothing', () => {
    expect(sarifNotes(40, { omitted: 0, relocated: 0 }, 40)).toEqual([]);
  });

  it('quotes the holdings when a place holds fewer, and counts moved results', () => {
    expect(sarifHoldings(30_000, { omitted: 5_000 }, 100)).toEqual({
      total: 30_000,
      inSarif: 25_000,
      inSummary: 100,
    });
    expect(sarifNotes(30_000, { omitted: 5_000, relocated: 2 }, 100)).toEqual([
      'SARIF: the 25,000 most severe of 30,000 (code scanning stores 5,000 of a run); JSON report: all 30,000; summary: the 100 most severe.',
      '2 findings had no usable path from the service: the SARIF file shows them on a file of the archive they came from.',
    ]);
  });
});
