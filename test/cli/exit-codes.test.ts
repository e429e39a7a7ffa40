/**
 * The exit codes, never conflated: completeness is the report's own flag, never the verdict, so a
 * report whose verdict reads `pass` but says it is incomplete exits 3, and an incomplete scan exits
 * 3 even with gated findings unless `on-service-error` is `warn`; IaC a pull request changed that
 * was not uploaded exits 3 whatever `on-service-error` says.
 */
import { describe, expect, it } from 'vitest';
import { decideExit } from '../../src/cli/exit-codes.ts';
import type { ArchiveRow } from '../../src/engine/scan/types.ts';
import { report, reported } from '../support/reported.ts';

const row = (status: string): ArchiveRow => ({
  name: `${status}.zip`,
  files: 1,
  bytes: 1,
  scanId: 's',
  status,
  alreadyScanned: false,
  waitedMs: 1,
});
const FAIL = { failOn: ['CRITICAL', 'HIGH'] as const, onServiceError: 'fail' as const };
const high = () => [reported({ severity: 'HIGH' })];

describe('the exit code', () => {
  it('is 0 on a pass, a dry run and a skipped scan; 1 on gated findings', () => {
    expect(
      decideExit(report({ verdict: 'pass', findings: [], archives: [row('SUCCESS')] }), FAIL).code,
    ).toBe(0);
    const dry = { dryRun: true, complete: false, archives: [row('DRY_RUN')] };
    expect(decideExit(report({ ...dry, verdict: 'skipped' }), FAIL).code).toBe(0);
    // A dry run that failed on the way (its report then says error) is not a pass.
    expect(decideExit(report({ ...dry, verdict: 'error' }), FAIL).code).toBe(3);
    expect(
      decideExit(report({ verdict: 'fail', findings: high(), archives: [row('SUCCESS')] }), FAIL)
        .code,
    ).toBe(1);
  });

  it('is 3 for an incomplete scan whatever the verdict says, even with gated findings', () => {
    const timedOut = report({
      verdict: 'pass',
      findings: [],
      archives: [row('SUCCESS'), row('TIMEOUT')],
      complete: false,
      incomplete: ['TIMEOUT.zip timed out'],
    });
    expect(decideExit(timedOut, FAIL)).toMatchObject({ code: 3 });
    const both = report({
      verdict: 'fail',
      findings: high(),
      archives: [row('FAILURE')],
      complete: false,
    });
    expect(decideExit(both, FAIL).code).toBe(3);
    expect(decideExit(report({ verdict: 'error', findings: [], archives: [] }), FAIL).code).toBe(3);
  });

  it('with warn, lets the findings read decide and says the scan did not complete', () => {
    const warn = { ...FAIL, onServiceError: 'warn' as const };
    const both = report({
      verdict: 'fail',
      findings: high(),
      archives: [row('FAILURE')],
      complete: false,
    });
    expect(decideExit(both, warn)).toMatchObject({ code: 1, warned: true });
    const none = decideExit(
      report({ verdict: 'error', findings: [], archives: [row('ERROR')], complete: false }),
      warn,
    );
    expect(none).toMatchObject({ code: 0, warned: true });
    expect(none.said).toContain('the scan could not complete');
  });

  it('gates again with another fail-on, suppressed and existing findings left out', () => {
    const findings = [
      reported({ severity: 'LOW' }),
      reported({ severity: 'HIGH', baselineState: 'unchanged' }),
      reported({
        severity: 'CRITICAL',
        suppression: {
          kind: 'inSource',
          justification: 'ok',
          detectionId: 'd',
          file: 'f',
          line: 1,
        },
      }),
    ];
    const r = report({ verdict: 'pass', findings, archives: [row('SUCCESS')] });
    expect(decideExit(r, { ...FAIL, failOn: ['CRITICAL', 'HIGH'] }).code).toBe(0);
    expect(decideExit(r, { ...FAIL, failOn: ['LOW'] }).code).toBe(1);
  });

  it('is 3 for IaC a pull request changed and did not upload, also under warn', () => {
    const unjudged = report({
      verdict: 'error',
      findings: [],
      archives: [row('SUCCESS')],
      unjudged: {
        gates: true,
        scope: 'changed',
        files: [{ path: 'infra/credentials.tf', reason: 'secret-like name', fix: 'rename it' }],
      },
    });
    expect(decideExit(unjudged, FAIL).code).toBe(3);
    expect(decideExit(unjudged, { ...FAIL, onServiceError: 'warn' })).toMatchObject({
      code: 3,
      warned: false,
    });
    const warnedOnly = report({
      verdict: 'pass',
      findings: [],
      archives: [row('SUCCESS')],
      unjudged: { ...unjudged.unjudged!, gates: false },
    });
    expect(decideExit(warnedOnly, FAIL).code).toBe(0);
  });
});
