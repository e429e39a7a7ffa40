/**
 * Severity overrides through the whole report, in process: the gate and the counts use the applied
 * severity (a lowered CRITICAL no longer fails at fail-on CRITICAL, a raised LOW does), an expired
 * override warns and gates as the service said, and every format shows the service's severity
 * beside the applied one with the reason: the JSON report (read back by `gate` and `convert`,
 * agreeing with itself, and written again byte for byte), SARIF (valid, with properties and the
 * applied level), the Markdown rows, the text report and the annotations.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { annotationMessage } from '../../../src/action/surfaces/step/annotation-text.ts';
import { decideExit } from '../../../src/cli/exit-codes.ts';
import type { SeverityOverride } from '../../../src/engine/config/severity-overrides.ts';
import {
  assembleReport,
  type ReportSettings,
} from '../../../src/engine/findings/assemble-report.ts';
import type { RunReport } from '../../../src/engine/findings/run-report.ts';
import type { WorkspaceScan } from '../../../src/engine/scan/scan-workspace.ts';
import { renderJsonReport, reportJsonChunks } from '../../../src/engine/formats/json-report.ts';
import { findingRow } from '../../../src/engine/formats/markdown.ts';
import { renderSarif } from '../../../src/engine/formats/sarif/sarif.ts';
import { readJsonReport } from '../../../src/engine/formats/saved/read-json-report.ts';
import { findContradiction } from '../../../src/engine/formats/saved/check-consistency.ts';
import { textChunks } from '../../../src/engine/formats/text.ts';
import type { Severity } from '../../../src/severity.ts';
import { tempDir } from '../../support/helpers.ts';
import { NO_TEXT, ORIGIN } from '../../support/reported.ts';
import { expectValidSarif } from '../../support/sarif-validator.ts';
import { apiFinding, recordingLog, scanResult, treeScan } from '../../support/tree-scans.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const FILE = '.plerion-iac.yml';
const folder = tempDir('overrides-report-');
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The SARIF log of `findings`, as the Action writes it (no category, no archive links). */
function sarifOf(findings: Parameters<typeof renderSarif>[0]) {
  return renderSarif(findings, {
    toolName: 't',
    toolVersion: '1.1.0',
    informationUri: 'https://example.com',
    category: undefined,
    archiveFile: () => undefined,
  }).sarif;
}

const CRITICAL = apiFinding({
  id: 'crit',
  detectionId: 'D-CRIT',
  severityLevel: 'CRITICAL',
  resource: 'a',
});
const LOW = apiFinding({ id: 'low', detectionId: 'D-LOW', severityLevel: 'LOW', resource: 'b' });

function entry(
  n: number,
  fields: Pick<SeverityOverride, 'detection' | 'severity'> & Partial<SeverityOverride>,
): SeverityOverride {
  return {
    file: FILE,
    entryNumber: n,
    line: 2 + n * 3,
    reason: undefined,
    path: undefined,
    expires: undefined,
    ...fields,
  };
}

const LOWER_CRITICAL = entry(1, {
  detection: 'D-CRIT',
  severity: 'MEDIUM',
  reason: 'only in the sandbox account (SEC-7)',
});
const RAISE_LOW = entry(2, { detection: 'D-LOW', severity: 'CRITICAL' });

async function run(overrides: readonly SeverityOverride[], failOn: Severity[]) {
  const { log, warnings } = recordingLog();
  const settings: ReportSettings = {
    skipDetections: [],
    scanPath: 'infra',
    suppressions: { file: '.plerion-ignore.yml', entries: [] },
    failOn,
    apiKey: 'key',
    origin: ORIGIN,
    severityOverrides: { entries: overrides },
  };
  const scan: WorkspaceScan = {
    head: treeScan([scanResult('head.zip', [CRITICAL, LOW])], ['infra/main.tf']),
    base: { status: 'none' },
    notes: [],
    text: NO_TEXT,
  };
  const report = await assembleReport(settings, scan, log, {
    readLines: () => Promise.resolve(undefined),
    now: NOW,
  });
  return { report, warnings };
}

/** What every report says of the critical finding the first entry lowered to MEDIUM. */
const LOWERED_BY_ENTRY_1 = {
  severity: 'MEDIUM',
  serviceSeverity: 'CRITICAL',
  severityOverride: {
    reason: 'only in the sandbox account (SEC-7)',
    file: FILE,
    line: 5,
    entryNumber: 1,
  },
};

describe('the gate and the counts', () => {
  it('a lowered CRITICAL no longer gates at fail-on CRITICAL', async () => {
    expect((await run([], ['CRITICAL'])).report.verdict).toBe('fail');
    const { report } = await run([LOWER_CRITICAL], ['CRITICAL']);
    expect(report).toMatchObject({
      verdict: 'pass',
      gated: 0,
      counts: { CRITICAL: 0, HIGH: 0, MEDIUM: 1, LOW: 1 },
    });
  });

  it('a raised LOW gates, and is counted at its applied severity', async () => {
    const { report } = await run([LOWER_CRITICAL, RAISE_LOW], ['CRITICAL']);
    expect(report).toMatchObject({
      verdict: 'fail',
      gated: 1,
      counts: { CRITICAL: 1, HIGH: 0, MEDIUM: 1, LOW: 0 },
    });
    expect(report.reason).toBe('1 finding at a fail-on severity (1 CRITICAL)');
    expect(report.findings.map((f) => [f.id, f.severity, f.serviceSeverity])).toEqual([
      ['low', 'CRITICAL', 'LOW'],
      ['crit', 'MEDIUM', 'CRITICAL'],
    ]);
  });

  it('an expired override gates as the service said, with a warning', async () => {
    const { report, warnings } = await run(
      [{ ...LOWER_CRITICAL, expires: '2026-05-01' }],
      ['CRITICAL'],
    );
    expect(report.verdict).toBe('fail');
    expect(warnings).toContain(
      `Severity override expired on 2026-05-01: entry 1 of ${FILE} (D-CRIT -> MEDIUM) no longer changes the severity of 1 finding. Renew or remove it.`,
    );
  });
});

describe('every report shows both severities and the reason', () => {
  const reportOf = async (): Promise<RunReport> =>
    (await run([LOWER_CRITICAL, RAISE_LOW], ['CRITICAL'])).report;
  const SETTINGS = {
    origin: ORIGIN,
    suppressions: { file: '.plerion-ignore.yml', entries: [] },
    failOn: ['CRITICAL'],
    scanPath: 'infra',
  } as unknown as Parameters<typeof renderJsonReport>[1];

  it('the JSON report: severity applied, serviceSeverity and the override; read back as it was', async () => {
    const report = await reportOf();
    const json = renderJsonReport(report, SETTINGS, '1.1.0');
    const findings = JSON.parse(json).findings;
    expect(findings[1]).toMatchObject(LOWERED_BY_ENTRY_1);
    expect(findings[0]).toMatchObject({
      severity: 'CRITICAL',
      serviceSeverity: 'LOW',
      severityOverride: { reason: null, entryNumber: 2 },
    });
    const file = path.join(folder, 'report.json');
    fs.writeFileSync(file, json);
    const saved = await readJsonReport(file);
    expect(findContradiction(saved.report)).toBeUndefined();
    expect(saved.report.findings[1]).toMatchObject({
      severity: 'MEDIUM',
      serviceSeverity: 'CRITICAL',
      severityOverride: { reason: 'only in the sandbox account (SEC-7)' },
    });
    expect([...reportJsonChunks(saved.report, saved.settings, '1.1.0')].join('')).toBe(json);
  });

  it('`gate` on the saved report gates on the applied severity, under any fail-on', async () => {
    const file = path.join(folder, 'gate.json');
    fs.writeFileSync(file, renderJsonReport(await reportOf(), SETTINGS, '1.1.0'));
    const { report } = await readJsonReport(file);
    const exit = (failOn: Severity[]) =>
      decideExit(report, { failOn, onServiceError: 'fail' }).code;
    expect(exit(['CRITICAL'])).toBe(1);
    expect(exit(['HIGH'])).toBe(0);
    expect(exit(['MEDIUM'])).toBe(1);
    expect(exit(['LOW'])).toBe(0);
  });

  it('a saved report whose counts follow the service’s severity, not the applied one, is refused', async () => {
    const report = await reportOf();
    const json = JSON.parse(renderJsonReport(report, SETTINGS, '1.1.0'));
    json.counts = { ...json.counts, CRITICAL: 1, MEDIUM: 0, LOW: 1 };
    const file = path.join(folder, 'edited.json');
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    await expect(readJsonReport(file)).rejects.toThrow(
      'counts.MEDIUM is 0 but 1 MEDIUM findings are listed',
    );
  });

  it('a report saved before overrides existed reads as it was: each finding at its one severity', async () => {
    const { report } = await run([], ['CRITICAL']);
    const json = renderJsonReport(report, SETTINGS, '1.0.0');
    expect(json).not.toContain('serviceSeverity');
    const file = path.join(folder, 'before.json');
    fs.writeFileSync(file, json);
    const saved = await readJsonReport(file);
    expect(
      saved.report.findings.map((f) => [
        f.severity,
        'serviceSeverity' in f,
        'severityOverride' in f,
      ]),
    ).toEqual([
      ['CRITICAL', false, false],
      ['LOW', false, false],
    ]);
    expect([...reportJsonChunks(saved.report, saved.settings, '1.0.0')].join('')).toBe(json);
  });

  it('SARIF: the level and security-severity of the applied severity, both in the properties', async () => {
    const report = await reportOf();
    const sarif = sarifOf(report.findings);
    expectValidSarif(sarif);
    const run = sarif.runs[0]!;
    const rule = (id: string) => run.tool.driver.rules?.find((r) => r.id === id);
    expect(rule('D-CRIT')?.properties).toMatchObject({
      'security-severity': '5.5',
      serviceSeverity: 'CRITICAL',
    });
    expect(rule('D-CRIT')?.defaultConfiguration?.level).toBe('warning');
    expect(rule('D-LOW')?.properties).toMatchObject({
      'security-severity': '9.5',
      serviceSeverity: 'LOW',
    });
    const lowered = run.results?.find((r) => r.ruleId === 'D-CRIT');
    expect(lowered?.level).toBe('warning');
    expect(lowered?.properties).toMatchObject(LOWERED_BY_ENTRY_1);
    expect(lowered?.message.text).toContain(
      `Severity MEDIUM (the service's: CRITICAL), by severity-overrides entry 1 of ${FILE}: only in the sandbox account (SEC-7).`,
    );
    expect(run.results?.find((r) => r.ruleId === 'D-LOW')?.message.text).toContain(
      "Severity CRITICAL (the service's: LOW), by severity-overrides entry 2 of .plerion-iac.yml.",
    );
  });

  it('a SARIF rule without overrides carries no service severity', async () => {
    const { report } = await run([], ['CRITICAL']);
    const sarif = sarifOf(report.findings);
    expect(
      sarif.runs[0]?.tool.driver.rules?.every((r) => !('serviceSeverity' in (r.properties ?? {}))),
    ).toBe(true);
    expect(sarif.runs[0]?.results?.every((r) => !('serviceSeverity' in (r.properties ?? {})))).toBe(
      true,
    );
  });

  it('the comment and summary rows, the text report and the annotations', async () => {
    const report = await reportOf();
    const [raised, lowered] = report.findings as [
      RunReport['findings'][number],
      RunReport['findings'][number],
    ];
    expect(findingRow(report, lowered)).toMatch(
      /^\| MEDIUM \(the service's: CRITICAL; only in the sandbox account \\\(SEC-7\\\)\) \|/,
    );
    expect(findingRow(report, raised)).toMatch(/^\| CRITICAL \(the service's: LOW\) \|/);
    const text = [...textChunks(report)].join('');
    expect(text).toContain(
      `[the service's severity CRITICAL, changed by ${FILE} entry 1: only in the sandbox account (SEC-7)]`,
    );
    expect(text).toContain(`[the service's severity LOW, changed by ${FILE} entry 2, gated]`);
    expect(annotationMessage(lowered)).toContain(
      `Severity MEDIUM, changed from the service's CRITICAL by severity-overrides entry 1 of ${FILE}: only in the sandbox account (SEC-7).`,
    );
    const plain = (await run([], ['CRITICAL'])).report.findings[0]!;
    expect(annotationMessage(plain)).not.toContain('service');
    expect(findingRow(report, plain)).toMatch(/^\| CRITICAL \|/);
  });
});
