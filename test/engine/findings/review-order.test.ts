/**
 * Old debt a change touched, as the reports pick it out (pure): existing findings whose resource
 * the change edits, renames or moves, apart from the rest, and the order a reviewer reads them in.
 */
import { describe, expect, it } from 'vitest';
import {
  inReviewOrder,
  isGated,
  touchedFindings,
} from '../../../src/engine/findings/run-report.ts';
import { reported } from '../../support/reported.ts';

const suppression = {
  kind: 'external' as const,
  justification: 'accepted',
  detectionId: 'D',
  file: '.plerion-ignore.yml',
  line: 2,
  entryNumber: 1,
  expires: undefined,
};

describe('findings in resources a change touches', () => {
  const fresh = reported({ severity: 'LOW', baselineState: 'new' });
  const touched = reported({
    severity: 'HIGH',
    baselineState: 'unchanged',
    inChangedResource: true,
  });
  const old = reported({ severity: 'CRITICAL', baselineState: 'unchanged' });
  const hushed = reported({
    severity: 'HIGH',
    baselineState: 'unchanged',
    inChangedResource: true,
    suppression,
  });
  const unknown = reported({ severity: 'HIGH', baselineState: undefined, inChangedResource: true });
  const newAndMarked = reported({
    severity: 'HIGH',
    baselineState: 'new',
    inChangedResource: true,
  });

  it('are the existing ones marked, not suppressed, never new ones or ones without a baseline', () => {
    expect(touchedFindings([fresh, touched, old, hushed, unknown, newAndMarked])).toEqual([
      touched,
    ]);
  });

  it('are never gated, however severe', () => {
    expect(isGated(touched, ['HIGH'])).toBe(false);
    expect(isGated(fresh, ['LOW'])).toBe(true);
  });

  it('come after the new ones and before the other existing ones, each part in the order given', () => {
    const later = reported({ severity: 'LOW', baselineState: 'new' });
    expect(inReviewOrder([old, touched, fresh, unknown, later, hushed])).toEqual([
      fresh,
      later,
      touched,
      unknown,
      hushed,
      old,
    ]);
    expect(inReviewOrder([])).toEqual([]);
  });
});
