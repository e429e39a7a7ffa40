/**
 * A saved report that contradicts itself (pure): each claim a gate could take on trust (the
 * verdict, `complete`, the counts) is checked against what the report's own findings and archive
 * rows make it, and a report as a scan assembles it never contradicts itself.
 */
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../../../src/engine/findings/run-report.ts';
import { findContradiction } from '../../../../src/engine/formats/saved/check-consistency.ts';
import { unjudgedFile } from '../../../../src/engine/change/unjudged.ts';
import { report, reported } from '../../../support/reported.ts';

const ARCHIVE = {
  name: 'infra-abc.zip',
  files: 1,
  bytes: 10,
  scanId: 's1',
  status: 'SUCCESS',
  alreadyScanned: false,
  waitedMs: undefined,
};

/** A failing report as a scan writes it: one gated HIGH, one LOW under fail-on CRITICAL, HIGH. */
function failing(overrides: Partial<RunReport> = {}): RunReport {
  return report({
    findings: [reported({ severity: 'HIGH' }), reported({ severity: 'LOW' })],
    archives: [ARCHIVE],
    ...overrides,
  });
}

/** A passing report as a scan writes it: one LOW finding, nothing gated. */
function passing(overrides: Partial<RunReport> = {}): RunReport {
  return report({
    verdict: 'pass',
    gated: 0,
    findings: [reported({ severity: 'LOW' })],
    archives: [ARCHIVE],
    ...overrides,
  });
}

describe('a saved report that contradicts itself', () => {
  it('finds nothing in reports as scans write them', () => {
    expect(findContradiction(failing())).toBeUndefined();
    expect(findContradiction(passing())).toBeUndefined();
    const suppressed = reported({
      severity: 'HIGH',
      suppression: {
        kind: 'inSource',
        justification: 'r',
        detectionId: 'D',
        file: 'a.tf',
        line: 1,
      },
    });
    const existing = reported({ severity: 'CRITICAL', baselineState: 'unchanged' });
    const baseline = {
      label: 'main',
      sha: 'c'.repeat(40),
      status: 'compared' as const,
      note: undefined,
      fixed: [],
      archives: [ARCHIVE],
    };
    expect(
      findContradiction(passing({ findings: [suppressed, existing], baseline })),
    ).toBeUndefined();
    expect(
      findContradiction(
        report({
          verdict: 'error',
          gated: 0,
          complete: false,
          incomplete: ['x.zip ended FAILURE'],
        }),
      ),
    ).toBeUndefined();
    expect(
      findContradiction(
        report({
          verdict: 'skipped',
          gated: 0,
          dryRun: true,
          archives: [{ ...ARCHIVE, status: 'DRY_RUN', scanId: undefined }],
        }),
      ),
    ).toBeUndefined();
    expect(
      findContradiction(
        failing({
          unjudged: { gates: true, scope: 'changed', files: [unjudgedFile('a.tf', 'unparsable')] },
        }),
      ),
    ).toBeUndefined();
  });

  it('finds a verdict its own findings disprove, under its own fail-on', () => {
    expect(findContradiction(failing({ verdict: 'pass' }))).toBe(
      'verdict is pass but 1 finding(s) gate at its fail-on (CRITICAL, HIGH)',
    );
    expect(findContradiction(failing({ verdict: 'skipped' }))).toMatch(/^verdict is skipped but 1/);
    expect(findContradiction(failing({ verdict: 'error' }))).toMatch(/^verdict is error but 1/);
    expect(findContradiction(passing({ verdict: 'fail', gated: 1 }))).toBe(
      'verdict is fail but no finding gates at its fail-on (CRITICAL, HIGH)',
    );
    // The same findings under a wider fail-on do gate: the report's own fail-on decides.
    expect(findContradiction(passing({ failOn: ['LOW'] }))).toMatch(/^verdict is pass but 1/);
  });

  it('finds counts that the findings listed disprove (a list cut short)', () => {
    const cut = failing();
    expect(findContradiction({ ...cut, findings: cut.findings.slice(1) })).toBe(
      'counts.HIGH is 1 but 0 HIGH findings are listed',
    );
    expect(findContradiction(failing({ gated: 2 }))).toBe(
      'counts.gated is 2 but the findings listed make it 1',
    );
    expect(findContradiction(passing({ gated: 1 }))).toBe(
      'counts.gated is 1 but the findings listed make it 0',
    );
  });

  it('finds a complete flag its archive rows or its reasons disprove', () => {
    expect(findContradiction(passing({ archives: [{ ...ARCHIVE, status: 'TIMEOUT' }] }))).toBe(
      'complete is true but archive infra-abc.zip ended TIMEOUT',
    );
    expect(findContradiction(passing({ incomplete: ['infra-abc.zip was not read'] }))).toBe(
      'complete is true but incomplete gives 1 reason(s)',
    );
    expect(findContradiction(passing({ complete: false, incomplete: ['x'] }))).toBe(
      'verdict is pass but complete is false',
    );
  });

  it('finds a pass over unjudged IaC that gates, and a skip over an uploaded archive', () => {
    const unjudged = {
      gates: true,
      scope: 'changed' as const,
      files: [unjudgedFile('a.tf', 'unparsable')],
    };
    expect(findContradiction(passing({ unjudged }))).toBe(
      'verdict is pass but 1 unjudged IaC file(s) gate',
    );
    expect(findContradiction(passing({ unjudged: { ...unjudged, gates: false } }))).toBeUndefined();
    expect(
      findContradiction(
        passing({
          verdict: 'skipped',
          findings: [],
          counts: { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 },
        }),
      ),
    ).toBe('verdict is skipped but archive infra-abc.zip was uploaded');
    // A dry run's archives were only kept: one with a scan was uploaded after all.
    expect(
      findContradiction(
        passing({
          verdict: 'skipped',
          dryRun: true,
          findings: [],
          counts: { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 },
        }),
      ),
    ).toBe('verdict is skipped but archive infra-abc.zip was uploaded');
  });
});
