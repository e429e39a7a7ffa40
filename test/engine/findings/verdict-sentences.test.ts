/**
 * The sentences of the gate, in process: what the step, the check run and the comment say for a
 * clean scan, nothing to scan, a scan that stopped without saying why, findings left out for two
 * reasons at once, and the files left unjudged; and which findings the summary lists as new.
 */
import { describe, expect, it } from 'vitest';
import { completenessOf } from '../../../src/engine/findings/completeness.ts';
import { newFindings } from '../../../src/engine/findings/run-report.ts';
import { describeUnjudged } from '../../../src/engine/findings/unjudged-gate.ts';
import { decide, type VerdictInput } from '../../../src/engine/findings/verdict.ts';
import { unjudgedFile } from '../../../src/engine/change/unjudged.ts';
import type { Suppression } from '../../../src/engine/suppressions/match.ts';
import { CLEAN_SCAN, reported } from '../../support/reported.ts';

const INPUT: VerdictInput = CLEAN_SCAN;

const ACCEPTED: Suppression = {
  kind: 'inSource',
  justification: 'accepted (SEC-1)',
  detectionId: 'PLERION-HIGH',
  file: 'infra/main.tf',
  line: 3,
};

describe('the verdict says', () => {
  it('"no findings" and the fail-on levels (or none) when the scan found nothing', () => {
    expect(decide(INPUT)).toEqual({
      verdict: 'pass',
      reason: 'no findings (fail-on: CRITICAL, HIGH)',
      gated: 0,
    });
    expect(decide({ ...INPUT, failOn: [] }).reason).toBe('no findings (fail-on: none)');
    expect(
      decide({ ...INPUT, failOn: [], findings: [reported({ severity: 'HIGH' })] }).reason,
    ).toBe('1 finding, none at a fail-on severity (fail-on: none)');
  });

  it('skipped when there was no IaC to scan', () => {
    expect(decide({ ...INPUT, discoveredFiles: 0, plannedArchives: 0 })).toEqual({
      verdict: 'skipped',
      reason: 'no IaC files found to scan; nothing was uploaded',
      gated: 0,
    });
  });

  it('that the scan could not complete, even when no step gave a reason', () => {
    expect(decide({ ...INPUT, complete: false, incomplete: [] })).toEqual({
      verdict: 'error',
      reason: 'the scan could not complete: no reason was given',
      gated: 0,
    });
  });

  it('both kinds of findings it left out, one after the other', () => {
    const findings = [
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
      reported({ severity: 'CRITICAL', baselineState: 'new', suppression: ACCEPTED }),
    ];
    expect(decide({ ...INPUT, baseLabel: 'main', findings }).reason).toBe(
      '3 findings, no new one at a fail-on severity (fail-on: CRITICAL, HIGH); 2 existing findings already on main, not gated; 1 suppressed',
    );
  });

  it('five unjudged files by name, and counts only what is past five', () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((n) => unjudgedFile(`${n}.tf`, 'unparsable'));
    expect(describeUnjudged({ files, gates: true, scope: 'changed' })).toBe(
      '5 IaC files this pull request adds or changes were not uploaded, so no scan judged them: a.tf (unparsable), b.tf (unparsable), c.tf (unparsable), d.tf (unparsable), e.tf (unparsable); the summary says how to fix each',
    );
  });

  it('why the changed files are not known, or that there was no base', () => {
    const files = [unjudgedFile('creds.tf', 'secret-like name')];
    expect(describeUnjudged({ files, gates: true, scope: 'tree' })).toBe(
      '1 IaC file of the scanned tree was not uploaded, and which files this pull request changed is not known (no base): creds.tf (secret-like name); the summary says how to fix each',
    );
  });

  it('that nothing was scanned when there is no tree and no other reason', () => {
    expect(completenessOf(undefined)).toEqual({
      complete: false,
      incomplete: ['nothing was scanned'],
    });
  });
});

describe('the new findings of a pull request', () => {
  it('are those not on the base and not suppressed', () => {
    const fresh = reported({ severity: 'LOW', baselineState: 'new' });
    const findings = [
      fresh,
      reported({ severity: 'HIGH', baselineState: 'new', suppression: ACCEPTED }),
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
      reported({ severity: 'HIGH', baselineState: undefined }),
    ];
    expect(newFindings(findings)).toEqual([fresh]);
  });
});
