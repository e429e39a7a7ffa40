/**
 * From what the scans read to the run report, in process: the recipe every surface renders (the
 * findings, the comparison with the base, the suppressions, the verdict), with what it warns
 * about on the way, for a fork without a key, a pull request, a scan that stopped half-way and a
 * dry run.
 */
import { describe, expect, it } from 'vitest';
import {
  assembleReport,
  SKIPPED_UNTRUSTED,
  type ReportSettings,
} from '../../../src/engine/findings/assemble-report.ts';
import { DRY_RUN_STATUS } from '../../../src/engine/scan/types.ts';
import type { WorkspaceScan } from '../../../src/engine/scan/scan-workspace.ts';
import { unjudgedFile } from '../../../src/engine/change/unjudged.ts';
import type { SuppressionFile } from '../../../src/engine/suppressions/format.ts';
import type { ReadLines } from '../../../src/engine/suppressions/suppress.ts';
import { NO_TEXT, ORIGIN } from '../../support/reported.ts';
import { pullRequestSuppressions } from '../../support/suppression-changes.ts';
import { apiFinding, recordingLog, scanResult, treeScan } from '../../support/tree-scans.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const SHA = 'abcdef0123456789abcdef0123456789abcdef01';
const NO_SUPPRESSIONS: SuppressionFile = { file: '.plerion-ignore.yml', entries: [] };

const SETTINGS: ReportSettings = {
  skipDetections: [],
  scanPath: 'infra',
  suppressions: NO_SUPPRESSIONS,
  failOn: ['CRITICAL', 'HIGH'],
  apiKey: 'key',
  origin: ORIGIN,
};

/** Lines of files as a workspace would hold them; other files cannot be read. */
function linesOf(files: Record<string, string[]>): ReadLines {
  return (file, from, to) => Promise.resolve(files[file]?.slice(from - 1, to));
}

const noLines = linesOf({});

/** Open buckets: `logs` on the base and in this change, `fresh` new, `low` below the gate. */
const LOGS = apiFinding({ id: 'logs', file: '/infra/main.tf' });
const FRESH = apiFinding({
  id: 'fresh',
  file: '/infra/main.tf',
  resource: 'aws_s3_bucket.fresh',
  lineRange: [5, 7],
  codeBlock: [[5, 'resource "aws_s3_bucket" "fresh" {\n']],
});
const LOW = apiFinding({ id: 'low', severityLevel: 'LOW', file: '/infra/main.tf', resource: 'x' });

function pullRequestScan(overrides: Partial<WorkspaceScan> = {}): WorkspaceScan {
  return {
    head: treeScan([scanResult('head.zip', [LOGS, FRESH, LOW])], ['infra/main.tf']),
    base: {
      status: 'scanned',
      label: 'main',
      sha: SHA,
      tree: treeScan([scanResult('base.zip', [LOGS])], ['infra/main.tf']),
    },
    notes: ['Re-used 1 archive the service had already scanned.'],
    text: NO_TEXT,
    ...overrides,
  };
}

describe('the run report', () => {
  it('of a fork without a key: skipped, nothing scanned, nothing sent', async () => {
    const { log, warnings } = recordingLog();
    const report = await assembleReport({ ...SETTINGS, apiKey: '' }, undefined, log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report).toMatchObject({
      verdict: 'skipped',
      reason: SKIPPED_UNTRUSTED,
      complete: false,
      incomplete: [SKIPPED_UNTRUSTED],
      gated: 0,
      findings: [],
      baseline: undefined,
      archives: [],
      notes: [],
      scanPath: 'infra',
    });
    expect(SKIPPED_UNTRUSTED).toBe(
      'no API key on a pull request from a fork or Dependabot (they get no secrets); nothing was uploaded',
    );
    expect(report.filesSent).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('of a pull request: gates what it adds, names the base, keeps the notes of both steps', async () => {
    const { log, warnings, info } = recordingLog();
    const report = await assembleReport(SETTINGS, pullRequestScan(), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report.verdict).toBe('fail');
    expect(report.reason).toBe(
      '1 new finding at a fail-on severity (1 HIGH); 1 existing finding already on main, not gated',
    );
    expect(report.gated).toBe(1);
    expect(report.complete).toBe(true);
    expect(report.findings.map((f) => [f.id, f.baselineState, f.suppression])).toEqual([
      ['logs', 'unchanged', undefined],
      ['fresh', 'new', undefined],
      ['low', 'new', undefined],
    ]);
    expect(report.baseline).toMatchObject({ label: 'main', status: 'compared' });
    expect(report.notes).toEqual(['Re-used 1 archive the service had already scanned.']);
    expect(report.archives.map((a) => a.name)).toEqual(['head.zip']);
    expect(report.filesSent).toEqual({
      archives: [{ name: 'head.zip', bytes: 100, paths: ['infra/main.tf'] }],
    });
    expect(report.dryRun).toBe(false);
    expect(report.counts).toEqual({ CRITICAL: 0, HIGH: 2, MEDIUM: 0, LOW: 1 });
    expect(warnings).toEqual([]);
    expect(info).toEqual([expect.stringMatching(/^Baseline main \(abcdef0\)/)]);
  });

  it('of a pull request that edits a resource with an old finding: existing, in a changed resource, not gated', async () => {
    const tagged = apiFinding({
      id: 'logs',
      file: '/infra/main.tf',
      codeBlock: [
        [1, 'resource "aws_s3_bucket" "logs" {\n'],
        [2, '  acl = "public-read"\n'],
        [3, '  tags = { team = "a" }\n'],
        [4, '}\n'],
      ],
    });
    const { log } = recordingLog();
    const report = await assembleReport(
      SETTINGS,
      pullRequestScan({
        head: treeScan([scanResult('head.zip', [tagged, LOW])], ['infra/main.tf']),
      }),
      log,
      { readLines: noLines, now: NOW },
    );
    expect(report.verdict).toBe('pass');
    expect(report.findings.map((f) => [f.id, f.baselineState, f.inChangedResource])).toEqual([
      ['logs', 'unchanged', true],
      ['low', 'new', undefined],
    ]);
  });

  it('of a pull request that edits code a base comment accepted: the finding is its own, and gates', async () => {
    const tagged = apiFinding({
      id: 'logs',
      file: '/infra/main.tf',
      lineRange: [2, 5],
      codeBlock: [
        [2, 'resource "aws_s3_bucket" "logs" {\n'],
        [3, '  acl = "public-read"\n'],
        [4, '  tags = { team = "a" }\n'],
        [5, '}\n'],
      ],
    });
    const readLines = linesOf({
      'infra/main.tf': [
        '# plerion:ignore PLERION-TF-S3-PUBLIC-ACL public site, reviewed',
        'resource "aws_s3_bucket" "logs" {',
        '  acl = "public-read"',
        '  tags = { team = "a" }',
        '}',
      ],
    });
    const pullRequest = {
      ...pullRequestSuppressions({
        file: NO_SUPPRESSIONS,
        changedLines: new Map([['infra/main.tf', { added: [[4, 4] as const], deletedAfter: [] }]]),
      }),
      readLines: undefined,
    };
    const { log } = recordingLog();
    const report = await assembleReport(
      SETTINGS,
      pullRequestScan({ head: treeScan([scanResult('head.zip', [tagged])], ['infra/main.tf']) }),
      log,
      { readLines, now: NOW, pullRequest },
    );
    expect(report.findings.map((f) => [f.id, f.baselineState, f.inChangedResource])).toEqual([
      ['logs', 'new', undefined],
    ]);
    expect(report.verdict).toBe('fail');
  });

  it('of a complete scan with nothing gated: a pass', async () => {
    const { log } = recordingLog();
    const head = treeScan([scanResult('head.zip', [LOW])], ['infra/main.tf']);
    const report = await assembleReport(SETTINGS, pullRequestScan({ head }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report).toMatchObject({ verdict: 'pass', complete: true, gated: 0 });
  });

  it('of IaC found that nothing of could be uploaded: an error, naming unreadable files', async () => {
    const { log } = recordingLog();
    const tooLarge = treeScan([], ['infra/huge.tf']);
    const report = await assembleReport(SETTINGS, pullRequestScan({ head: tooLarge }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report).toMatchObject({
      verdict: 'error',
      reason: 'nothing could be uploaded: every IaC file found is larger than max-archive-size',
    });
    const unreadable = treeScan([], [], {
      discovery: {
        ...tooLarge.discovery,
        files: [],
        skipped: new Map([['unreadable', ['infra/locked.tf']]]),
      },
    });
    const second = await assembleReport(SETTINGS, pullRequestScan({ head: unreadable }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(second.reason).toBe(
      'nothing could be uploaded: every IaC file found could not be read or is larger than max-archive-size',
    );
  });

  it('of a pull request whose base could not be used: every finding gates, the reason says so', async () => {
    const { log, warnings } = recordingLog();
    const scan = pullRequestScan({ base: { status: 'unavailable', reason: 'no merge base' } });
    const report = await assembleReport(SETTINGS, scan, log, { readLines: noLines, now: NOW });
    expect(report.reason).toBe('2 findings at a fail-on severity (2 HIGH)');
    expect(report.gated).toBe(2);
    expect(report.notes).toEqual([
      'Re-used 1 archive the service had already scanned.',
      'Baseline not used: no merge base',
    ]);
    expect(warnings).toEqual([
      'The baseline could not be used, so the gate counts every finding: no merge base',
    ]);
  });

  it('of a scan that stopped half-way: never complete, and only the archives that left are listed', async () => {
    const { log } = recordingLog();
    const head = treeScan(
      [
        scanResult('head-1.zip', [LOW]),
        scanResult('head-2.zip', [], { status: 'NOT_UPLOADED', reason: 'was not uploaded: 503' }),
      ],
      ['infra/main.tf', 'infra/net.tf'],
    );
    const report = await assembleReport(SETTINGS, pullRequestScan({ head }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report).toMatchObject({
      verdict: 'error',
      complete: false,
      incomplete: ['scan scan-head-2.zip (head-2.zip) was not uploaded: 503'],
    });
    expect(report.filesSent?.archives.map((a) => a.name)).toEqual(['head-1.zip']);
    // A base finding this scan did not read is not "fixed by this pull request".
    expect(report.baseline?.fixed).toEqual([]);
  });

  it('warns once, naming the first, about findings the service sent in a shape not fully read', async () => {
    const { log, warnings } = recordingLog();
    const problems = [
      { id: 'f9', problems: ['no severity, reported as MEDIUM', 'line range unreadable'] },
      { id: 'f10', problems: ['no severity, reported as MEDIUM'] },
    ];
    const head = treeScan([scanResult('head.zip', [LOW], { problems })], ['infra/main.tf']);
    const report = await assembleReport(SETTINGS, pullRequestScan({ head }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(warnings).toEqual([
      '2 finding(s) came from the service with fields that could not be read; they are reported with what could be (first: f9: no severity, reported as MEDIUM; line range unreadable). The JSON report lists them all.',
    ]);
    expect(report.problems.map((p) => p.id)).toEqual(['f9', 'f10']);
  });

  it('applies the suppressions and warns about an expired entry and a comment without an id', async () => {
    const { log, warnings } = recordingLog();
    const suppressions: SuppressionFile = {
      file: '.plerion-ignore.yml',
      entries: [
        {
          entryNumber: 1,
          line: 2,
          detection: 'PLERION-TF-S3-PUBLIC-ACL',
          path: undefined,
          resource: 'aws_s3_bucket.logs',
          reason: 'accepted until the migration',
          expires: '2026-05-31',
        },
      ],
    };
    const readLines = linesOf({
      'infra/main.tf': ['resource "aws_s3_bucket" "logs" {', '', '}', '# plerion:ignore', 'x'],
    });
    const scan = pullRequestScan({ base: { status: 'none' } });
    const report = await assembleReport({ ...SETTINGS, suppressions }, scan, log, {
      readLines,
      now: NOW,
    });
    expect(warnings).toEqual([
      'Suppression expired on 2026-05-31: entry 1 of .plerion-ignore.yml (PLERION-TF-S3-PUBLIC-ACL) no longer suppresses 1 finding. Renew or remove it.',
      'infra/main.tf:4: plerion:ignore names no detection id, so it suppresses nothing; write plerion:ignore <detection-id> <reason>',
    ]);
    expect(report.suppressions).toEqual({
      file: '.plerion-ignore.yml',
      expired: [{ entry: suppressions.entries[0], matchingFindings: 1 }],
      unused: [],
    });
    expect(report.gated).toBe(2);
  });

  it('carries the IaC left unjudged, which makes a pull request that would pass an error', async () => {
    const { log } = recordingLog();
    const unjudged = {
      files: [unjudgedFile('infra/credentials.tf', 'secret-like name')],
      gates: true,
      scope: 'changed' as const,
    };
    const head = treeScan([scanResult('head.zip', [LOW])], ['infra/main.tf']);
    const report = await assembleReport(SETTINGS, pullRequestScan({ head, unjudged }), log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report.unjudged).toEqual(unjudged);
    expect(report.verdict).toBe('error');
    expect(report.reason).toMatch(/^1 IaC file this pull request adds or changes was not uploaded/);
  });
});

describe('the report of a dry run', () => {
  it('is skipped, never complete, compares no base, and says what a real run would send', async () => {
    const { log, warnings } = recordingLog();
    // Archives planned and written, none uploaded: every result and row DRY_RUN.
    const kept = (name: string) => ({ ...scanResult(name, []), status: DRY_RUN_STATUS });
    const row = (name: string) => ({
      name,
      files: 1,
      bytes: 10,
      scanId: undefined,
      status: DRY_RUN_STATUS,
      alreadyScanned: false,
      waitedMs: undefined,
    });
    const head = treeScan(
      [kept('a.zip'), kept('b.zip')],
      ['infra/a.tf', 'infra/b.tf', 'infra/c.tf'],
      {
        plannedArchives: 2,
        archives: [row('a.zip'), row('b.zip')],
        filesByArchive: [
          { name: 'a.zip', bytes: 10, paths: ['infra/a.tf', 'infra/c.tf'] },
          { name: 'b.zip', bytes: 10, paths: ['infra/b.tf'] },
        ],
      },
    );
    // The real pipeline packed the base too: a dry run does not compare with it.
    const scan = pullRequestScan({ head });
    const report = await assembleReport({ ...SETTINGS, apiKey: '', dryRun: true }, scan, log, {
      readLines: noLines,
      now: NOW,
    });
    expect(report.dryRun).toBe(true);
    expect(report.filesSent?.archives).toHaveLength(2);
    const reason = 'dry run: nothing was uploaded; a real run would send 3 files in 2 archives';
    expect(report).toMatchObject({
      verdict: 'skipped',
      reason,
      gated: 0,
      complete: false,
      incomplete: [reason],
      baseline: undefined,
    });
    expect(warnings).toEqual([]);
  });
});
