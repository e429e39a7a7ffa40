/** The verdict: red or green, and the sentence that says why. */
import { describe, expect, it } from 'vitest';
import { decide, type VerdictInput } from '../../../src/engine/findings/verdict.ts';
import { CLEAN_SCAN, reported } from '../../support/reported.ts';

const base: VerdictInput = CLEAN_SCAN;

/** Expects the verdict on a clean scan changed by `input`, and the sentence that says why. */
function expectVerdict(input: Partial<VerdictInput>, verdict: string, reason: string): void {
  const d = decide({ ...base, ...input });
  expect(d.verdict).toBe(verdict);
  expect(d.reason).toBe(reason);
}

describe('the verdict', () => {
  it('fails on findings at a fail-on severity, counting them by severity', () => {
    const d = decide({
      ...base,
      findings: [
        reported({ severity: 'CRITICAL' }),
        reported({ severity: 'HIGH' }),
        reported({ severity: 'HIGH' }),
        reported({ severity: 'LOW' }),
      ],
    });
    expect(d).toEqual({
      verdict: 'fail',
      reason: '3 findings at a fail-on severity (1 CRITICAL, 2 HIGH)',
      gated: 3,
    });
  });

  it('passes findings below the gate, and says so', () => {
    expectVerdict(
      { findings: [reported({ severity: 'MEDIUM' })] },
      'pass',
      '1 finding, none at a fail-on severity (fail-on: CRITICAL, HIGH)',
    );
    expect(
      decide({ ...base, failOn: [], findings: [reported({ severity: 'CRITICAL' })] }).verdict,
    ).toBe('pass');
  });

  it('fails on gated findings even when a scan did not complete, and names that scan too', () => {
    expectVerdict(
      {
        findings: [reported({ severity: 'HIGH' })],
        complete: false,
        incomplete: ['scan s2 (b.zip) did not finish within 5 s'],
      },
      'fail',
      '1 finding at a fail-on severity (1 HIGH); also, the scan could not complete: scan s2 (b.zip) did not finish within 5 s',
    );
  });

  it('is an error, never a pass, when a scan did not complete and nothing gated was read', () => {
    const d = decide({
      ...base,
      findings: [reported({ severity: 'LOW' })],
      complete: false,
      incomplete: [
        'a.zip was not uploaded: 403',
        'b.zip was not uploaded: the upload of a.zip failed first',
      ],
    });
    expect(d).toMatchObject({ verdict: 'error', gated: 0 });
    expect(d.reason).toBe(
      'the scan could not complete: a.zip was not uploaded: 403; b.zip was not uploaded: the upload of a.zip failed first',
    );
  });

  it('never passes an incomplete scan, even one whose every archive read SUCCESS', () => {
    // Packing stopped after the first archive: the archives handed out were all read, yet 7 of
    // 40 files is not the change. The flag decides, not the archives' statuses.
    const d = decide({
      ...base,
      complete: false,
      incomplete: ['packing this change stopped after 1 archive: EISDIR'],
    });
    expect(d).toEqual({
      verdict: 'error',
      reason: 'the scan could not complete: packing this change stopped after 1 archive: EISDIR',
      gated: 0,
    });
    // And the other way round: a complete scan with nothing gated passes.
    expect(decide(base).verdict).toBe('pass');
  });

  it('names the failure, not the archive size, when packing failed before the first archive', () => {
    expectVerdict(
      {
        plannedArchives: 0,
        complete: false,
        incomplete: ['packing this change stopped before its first archive: EIO'],
      },
      'error',
      'the scan could not complete: packing this change stopped before its first archive: EIO',
    );
  });

  it('skips when nothing was uploaded on purpose, and says why', () => {
    // Nothing was scanned, so the scan is not complete: skipped still wins over error.
    const nothing = { complete: false, incomplete: ['no API key on a fork'] };
    expect(decide({ ...base, ...nothing, skipped: 'no API key on a fork' })).toEqual({
      verdict: 'skipped',
      reason: 'no API key on a fork',
      gated: 0,
    });
    expect(decide({ ...base, discoveredFiles: 0, plannedArchives: 0 }).reason).toBe(
      'no IaC files found to scan; nothing was uploaded',
    );
  });

  it('is an error, never a skip, when IaC was found but nothing of it could be uploaded', () => {
    expect(decide({ ...base, discoveredFiles: 2, plannedArchives: 0 })).toEqual({
      verdict: 'error',
      reason: 'nothing could be uploaded: every IaC file found is larger than max-archive-size',
      gated: 0,
    });
    const unreadable = decide({
      ...base,
      discoveredFiles: 0,
      unreadableFiles: 1,
      plannedArchives: 0,
    });
    expect(unreadable.verdict).toBe('error');
    expect(unreadable.reason).toMatch(/could not be read/);
  });

  it('with a baseline, gates only new findings and counts the existing ones', () => {
    const findings = [
      reported({ severity: 'CRITICAL', baselineState: 'new' }),
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
    ];
    const d = decide({ ...base, baseLabel: 'main', findings });
    expect(d).toEqual({
      verdict: 'fail',
      reason:
        '1 new finding at a fail-on severity (1 CRITICAL); 2 existing findings already on main, not gated',
      gated: 1,
    });
    expectVerdict(
      { baseLabel: 'main', findings: findings.slice(1) },
      'pass',
      '2 findings, no new one at a fail-on severity (fail-on: CRITICAL, HIGH); 2 existing findings already on main, not gated',
    );
  });

  it('never gates a suppressed finding', () => {
    const suppression = {
      kind: 'external' as const,
      justification: 'accepted',
      detectionId: 'X',
      file: '.plerion-ignore.yml',
      line: 2,
      entryNumber: 1,
      expires: undefined,
    };
    const d = decide({ ...base, findings: [reported({ severity: 'CRITICAL', suppression })] });
    expect(d.verdict).toBe('pass');
    expect(d.reason).toMatch(/; 1 suppressed$/);
  });
});
