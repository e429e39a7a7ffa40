/**
 * Severity overrides applied to the findings model, in process: raising and lowering, the path
 * glob, the first live override winning, expiry (warned about like a suppression), the
 * organisation forbidding lowering (warned about, the next override may still apply), the order
 * and the counts after, and what is left untouched.
 */
import { describe, expect, it } from 'vitest';
import type { SeverityOverride } from '../../../src/engine/config/severity-overrides.ts';
import { buildFindings, type FindingsModel } from '../../../src/engine/findings/findings.ts';
import { overrideSeverities } from '../../../src/engine/findings/override-severities.ts';
import type { Severity } from '../../../src/severity.ts';
import { apiFinding, recordingLog, scanResult } from '../../support/tree-scans.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const FILE = '.plerion-iac.yml';

const UPLOADED = ['infra/prod/main.tf', 'infra/dev/main.tf', 'fixtures/bad.tf'];

/** One HIGH S3 finding in each uploaded file, one MEDIUM logging finding, one LOW on no file. */
function model(): FindingsModel {
  return buildFindings(
    [
      scanResult('a.zip', [
        apiFinding({ id: 'prod', file: 'infra/prod/main.tf' }),
        apiFinding({ id: 'dev', file: 'infra/dev/main.tf' }),
        apiFinding({ id: 'fixture', file: 'fixtures/bad.tf' }),
        apiFinding({
          id: 'log',
          detectionId: 'D-LOG',
          severityLevel: 'MEDIUM',
          file: 'infra/prod/main.tf',
          resource: 'r2',
        }),
        apiFinding({
          id: 'lost',
          detectionId: 'D-LOW',
          severityLevel: 'LOW',
          file: 'elsewhere/x.tf',
        }),
      ]),
    ],
    new Set(UPLOADED),
    [],
  );
}

let entries = 0;
function override(
  fields: Partial<SeverityOverride> & Pick<SeverityOverride, 'detection' | 'severity'>,
): SeverityOverride {
  entries++;
  return {
    file: FILE,
    entryNumber: entries,
    line: entries * 4,
    reason: 'why',
    path: undefined,
    expires: undefined,
    ...fields,
  };
}

function apply(list: SeverityOverride[], loweringForbiddenBy?: string) {
  const { log, warnings, info: infos } = recordingLog();
  const before = model();
  const after = overrideSeverities(
    before,
    { entries: list, ...(loweringForbiddenBy && { loweringForbiddenBy }) },
    log,
    NOW,
  );
  const severityOf = (id: string) => after.findings.find((f) => f.id === id)?.severity;
  return { before, after, warnings, infos, severityOf };
}

const S3 = 'PLERION-TF-S3-PUBLIC-ACL';

/** An override of the S3 detection, which every uploaded file has a finding of, to `severity`. */
function overrideS3(severity: Severity, fields: Partial<SeverityOverride> = {}): SeverityOverride {
  return override({ detection: S3, severity, ...fields });
}

describe('a severity override', () => {
  it('changes nothing, and returns the same model, without overrides', () => {
    const { before, after, warnings, infos } = apply([]);
    expect(after).toBe(before);
    expect(warnings).toEqual([]);
    expect(infos).toEqual([]);
  });

  it('lowers every finding of its detection, keeping the service’s severity and the reason', () => {
    const entry = overrideS3('LOW', { reason: 'public website buckets', expires: '2026-12-31' });
    const { after, infos } = apply([entry]);
    const prod = after.findings.find((f) => f.id === 'prod');
    expect(prod).toMatchObject({
      severity: 'LOW',
      serviceSeverity: 'HIGH',
      severityOverride: {
        reason: 'public website buckets',
        file: FILE,
        line: entry.line,
        entryNumber: entry.entryNumber,
        expires: '2026-12-31',
      },
    });
    expect(after.counts).toEqual({ CRITICAL: 0, HIGH: 0, MEDIUM: 1, LOW: 4 });
    expect(infos).toEqual([
      "Severity overrides changed 3 findings (0 raised, 3 lowered); the reports show the service's severity beside the one applied.",
    ]);
  });

  it('raises, and re-sorts the findings most severe first', () => {
    const { after, severityOf, infos } = apply([
      override({ detection: 'D-LOW', severity: 'CRITICAL', reason: undefined }),
    ]);
    expect(severityOf('lost')).toBe('CRITICAL');
    expect(after.findings[0]?.id).toBe('lost');
    expect(after.findings.map((f) => f.severity)).toEqual([
      'CRITICAL',
      'HIGH',
      'HIGH',
      'HIGH',
      'MEDIUM',
    ]);
    expect(after.counts).toEqual({ CRITICAL: 1, HIGH: 3, MEDIUM: 1, LOW: 0 });
    expect(infos[0]).toContain('changed 1 finding (1 raised, 0 lowered)');
  });

  it('applies under its path glob only; a finding on no uploaded file matches no path', () => {
    const { severityOf } = apply([
      overrideS3('CRITICAL', { path: 'infra/prod/**' }),
      override({ detection: 'D-LOW', severity: 'HIGH', path: '**' }),
    ]);
    expect([
      severityOf('prod'),
      severityOf('dev'),
      severityOf('fixture'),
      severityOf('lost'),
    ]).toEqual(['CRITICAL', 'HIGH', 'HIGH', 'LOW']);
  });

  it('matches a name without / at any depth, and a folder with everything below it', () => {
    const byName = apply([overrideS3('LOW', { path: 'bad.tf' })]);
    expect(byName.severityOf('fixture')).toBe('LOW');
    expect(byName.severityOf('prod')).toBe('HIGH');
    const byFolder = apply([overrideS3('LOW', { path: 'infra/dev' })]);
    expect([byFolder.severityOf('dev'), byFolder.severityOf('prod')]).toEqual(['LOW', 'HIGH']);
  });

  it('leaves other detections alone', () => {
    const { severityOf, after } = apply([override({ detection: 'D-OTHER', severity: 'LOW' })]);
    expect([severityOf('prod'), severityOf('log')]).toEqual(['HIGH', 'MEDIUM']);
    expect(
      after.findings.every(
        (f) => f.serviceSeverity === undefined && f.severityOverride === undefined,
      ),
    ).toBe(true);
  });

  it('whose severity is the service’s changes and marks nothing', () => {
    const { before, after, infos } = apply([overrideS3('HIGH')]);
    expect(after).toBe(before);
    expect(infos).toEqual([]);
  });

  it('keeps every finding’s identity and every other field', () => {
    const { before, after } = apply([overrideS3('LOW')]);
    for (const finding of before.findings) {
      const changed = after.findings.find((f) => f.id === finding.id);
      const { severity: _s, serviceSeverity: _ss, severityOverride: _o, ...rest } = changed!;
      const { severity: _b, ...original } = finding;
      expect(rest).toEqual(original);
    }
    expect(after.passed).toBe(before.passed);
    expect(after.problems).toBe(before.problems);
  });
});

describe('two overrides on one finding', () => {
  it('the first in the file that matches applies', () => {
    const narrow = overrideS3('LOW', { path: 'fixtures/**', reason: 'test data' });
    const broad = overrideS3('CRITICAL');
    const { after, severityOf } = apply([narrow, broad]);
    expect([severityOf('fixture'), severityOf('prod')]).toEqual(['LOW', 'CRITICAL']);
    expect(after.findings.find((f) => f.id === 'fixture')?.severityOverride?.entryNumber).toBe(
      narrow.entryNumber,
    );
    const reversed = apply([broad, narrow]);
    expect(reversed.severityOf('fixture')).toBe('CRITICAL');
  });
});

describe('an expired override', () => {
  it('applies to nothing, and is warned about with the findings it would have changed', () => {
    const expired = overrideS3('LOW', { expires: '2026-05-31' });
    const { before, after, warnings } = apply([expired]);
    expect(after).toBe(before);
    expect(warnings).toEqual([
      `Severity override expired on 2026-05-31: entry ${expired.entryNumber} of ${FILE} (${S3} -> LOW) no longer changes the severity of 3 findings. Renew or remove it.`,
    ]);
  });

  it('still applies on its last day, and gives way to the next live one', () => {
    const today = overrideS3('LOW', { expires: '2026-06-01', path: 'infra/prod/**' });
    const { severityOf, warnings } = apply([today]);
    expect(severityOf('prod')).toBe('LOW');
    expect(warnings).toEqual([]);
    const expired = overrideS3('LOW', { expires: '2026-01-01' });
    const live = overrideS3('MEDIUM', { path: 'infra/**' });
    const next = apply([expired, live]);
    expect([next.severityOf('prod'), next.severityOf('fixture')]).toEqual(['MEDIUM', 'HIGH']);
    expect(next.warnings).toEqual([
      expect.stringContaining('no longer changes the severity of 3 findings'),
    ]);
  });

  it('is warned about even when it matches nothing', () => {
    const { warnings } = apply([
      override({ detection: 'D-GONE', severity: 'LOW', expires: '2025-01-01' }),
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('no longer changes the severity of 0 findings'),
    ]);
  });
});

describe('where the organisation forbids lowering', () => {
  const ORG = 'octo/.github/plerion-iac.yml@main:7';

  it('an override that would lower does not apply, with one warning naming the organisation’s file', () => {
    const lowering = overrideS3('MEDIUM');
    const { before, after, warnings } = apply([lowering], ORG);
    expect(after).toBe(before);
    expect(warnings).toEqual([
      `Severity override not applied: entry ${lowering.entryNumber} of ${FILE} (${S3} -> MEDIUM) would lower 3 findings, which the organisation's file ${ORG} does not allow (require: lower-severity: false); they keep the service's severity.`,
    ]);
  });

  it('raising still applies, and so does the next override that does not lower', () => {
    const lowering = overrideS3('LOW', { path: 'fixtures/**' });
    const raising = overrideS3('CRITICAL');
    const { severityOf, warnings } = apply([lowering, raising], ORG);
    expect([severityOf('fixture'), severityOf('prod')]).toEqual(['CRITICAL', 'CRITICAL']);
    expect(warnings).toEqual([expect.stringContaining('would lower 1 finding,')]);
  });

  it('an override to the service’s own severity is no lowering', () => {
    const { warnings } = apply([overrideS3('HIGH')], ORG);
    expect(warnings).toEqual([]);
  });

  it('lowering is allowed without the floor', () => {
    const { severityOf, warnings } = apply([overrideS3('MEDIUM')]);
    expect(severityOf('prod')).toBe('MEDIUM');
    expect(warnings).toEqual([]);
  });
});
