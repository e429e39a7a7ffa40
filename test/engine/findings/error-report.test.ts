/**
 * The report of a run cut short by an unexpected error: what was already read is kept (gated
 * findings keep `fail`), it is never complete, and the error is named next to what was known, so
 * no report written after a crash can read as a clean or whole scan.
 */
import { describe, expect, it } from 'vitest';
import { isArchiveComplete } from '../../../src/engine/findings/completeness.ts';
import { errorReport } from '../../../src/engine/findings/error-report.ts';
import { DRY_RUN_STATUS } from '../../../src/engine/scan/types.ts';
import { ORIGIN, report, reported } from '../../support/reported.ts';

const SETTINGS = {
  failOn: ['CRITICAL', 'HIGH'] as const,
  suppressions: { file: 'infra/.plerion-ignore.yml' },
  scanPath: 'infra',
  origin: ORIGIN,
} as unknown as Parameters<typeof errorReport>[0];

describe('the report of a run stopped by an unexpected error', () => {
  it('with nothing read: error, incomplete for that reason, no finding, the settings kept', () => {
    const r = errorReport(SETTINGS, 'writing the SARIF file failed', undefined);
    expect(r).toMatchObject({
      verdict: 'error',
      reason: 'writing the SARIF file failed',
      complete: false,
      incomplete: ['writing the SARIF file failed'],
      gated: 0,
      passed: 0,
      skippedByDetection: 0,
      findings: [],
      problems: [],
      archives: [],
      notes: [],
      failOn: ['CRITICAL', 'HIGH'],
      scanPath: 'infra',
      baseline: undefined,
      suppressions: { file: 'infra/.plerion-ignore.yml', expired: [], unused: [] },
      origin: ORIGIN,
    });
    expect(r.counts).toEqual({ CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 });
  });

  it('after gated findings were read: still fail, with both reasons, and never complete', () => {
    const high = reported({ severity: 'HIGH' });
    const known = report({ findings: [high], complete: true, incomplete: [] });
    const r = errorReport(SETTINGS, 'the check run could not be written', known);
    expect(r.verdict).toBe('fail');
    expect(r.reason).toBe(
      'findings at a fail-on severity; also, the check run could not be written',
    );
    expect(r.complete).toBe(false);
    expect(r.incomplete).toEqual(['the check run could not be written']);
    expect(r.findings).toEqual([high]);
  });

  it('after a pass or a skip was decided: error, keeping what made the scan incomplete before', () => {
    for (const verdict of ['pass', 'skipped', 'error'] as const) {
      const known = report({ verdict, reason: 'r0', complete: false, incomplete: ['a.zip'] });
      const r = errorReport(SETTINGS, 'boom', known);
      expect(r.verdict).toBe('error');
      expect(r.incomplete).toEqual(['a.zip', 'boom']);
    }
  });
});

describe('one archive read to the end', () => {
  it('is complete when its scan ended SUCCESS or it was only planned by a dry run', () => {
    const real = { dryRun: false };
    expect(isArchiveComplete({ status: 'SUCCESS' }, real)).toBe(true);
    expect(isArchiveComplete({ status: DRY_RUN_STATUS }, { dryRun: true })).toBe(true);
    // The report's flag says it was a dry run, never an archive's status.
    expect(isArchiveComplete({ status: DRY_RUN_STATUS }, real)).toBe(false);
    for (const status of ['FAILURE', 'TIMEOUT', 'PENDING', 'IN_PROGRESS', ''] as const) {
      expect(isArchiveComplete({ status } as never, real)).toBe(false);
    }
  });
});
