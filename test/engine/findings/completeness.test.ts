/**
 * One notion of complete, decided in process so a flipped comparison cannot live: a tree's scan is
 * complete only when its plan was carried out to the end and every archive's scan was read to the
 * end; the base comparison reads that flag (a finding a partial scan did not read is never
 * "fixed by this pull request"), and the base itself is compared only when complete.
 */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import { compareBase } from '../../../src/engine/findings/base-comparison.ts';
import { completenessOf } from '../../../src/engine/findings/completeness.ts';
import { buildFindings } from '../../../src/engine/findings/findings.ts';
import type { TreeScan } from '../../../src/engine/scan/tree-scan.ts';
import type { ScanResult, ScanStatus } from '../../../src/engine/scan/types.ts';
import { StepLog, type LogSink } from '../../../src/action/step-log.ts';

function result(name: string, status: ScanStatus, findings: ApiFinding[] = []): ScanResult {
  return {
    index: 0,
    artifactName: name,
    scanId: `scan-${name}`,
    alreadyScanned: false,
    status,
    summary: undefined,
    findings,
    waitedMs: 10,
    reason: status === 'SUCCESS' ? undefined : `did not finish within 5 s`,
    problems: [],
    notes: [],
  };
}

function tree(
  archives: string[],
  results: ScanResult[],
  stopped: string[] = [],
  paths: string[] = [],
): TreeScan {
  return {
    discovery: { files: [], skipped: new Map(), rejected: [], source: 'git', candidates: 0 },
    stopped,
    plannedArchives: archives.length,
    results,
    archives: archives.map((name) => ({
      name,
      files: 1,
      bytes: 100,
      scanId: undefined,
      status: 'x',
      alreadyScanned: false,
      waitedMs: undefined,
    })),
    uploadedPaths: new Set(paths),
    archiveFiles: new Map(),
    filesByArchive: [],
  };
}

function bucket(file: string, name: string): ApiFinding {
  return {
    id: `${file}-${name}`,
    detectionId: 'PLERION-TF-S3-PUBLIC-ACL',
    detectionTitle: 'S3 bucket ACL allows public access',
    type: 'terraform',
    result: 'FAILED',
    severityLevel: 'HIGH',
    file: `/${file}`,
    resource: `aws_s3_bucket.${name}`,
    lineRange: [1, 3],
    codeBlock: [
      [1, `resource "aws_s3_bucket" "${name}" {\n`],
      [2, '  acl = "public-read"\n'],
      [3, '}\n'],
    ],
    dashboardURL: undefined,
  };
}

const warnings: string[] = [];
const log = new StepLog({
  info: () => undefined,
  debug: () => undefined,
  annotate: (_level, m) => warnings.push(m),
  startGroup: () => undefined,
  endGroup: () => undefined,
} satisfies LogSink);

describe('completenessOf', () => {
  it('is complete when every archive of the whole plan has a scan read to the end', () => {
    const done = tree(['a.zip', 'b.zip'], [result('a.zip', 'SUCCESS'), result('b.zip', 'SUCCESS')]);
    expect(completenessOf(done)).toEqual({ complete: true, incomplete: [] });
    // Nothing to scan is a complete scan of nothing (the verdict then says skipped).
    expect(completenessOf(tree([], []))).toEqual({ complete: true, incomplete: [] });
  });

  it('is not complete when the plan stopped short, though every archive handed out read SUCCESS', () => {
    const half = tree(['a.zip'], [result('a.zip', 'SUCCESS')], ['packing stopped after 1 archive']);
    expect(completenessOf(half)).toEqual({
      complete: false,
      incomplete: ['packing stopped after 1 archive'],
    });
  });

  it('names each archive whose scan did not end SUCCESS, and each archive without a scan', () => {
    const statuses: ScanStatus[] = ['TIMEOUT', 'FAILURE', 'INCOMPLETE', 'ERROR', 'NOT_UPLOADED'];
    for (const status of statuses)
      expect(completenessOf(tree(['a.zip'], [result('a.zip', status)])).complete).toBe(false);
    const partial = tree(['a.zip', 'b.zip'], [result('a.zip', 'TIMEOUT')]);
    expect(completenessOf(partial).incomplete).toEqual([
      'scan scan-a.zip (a.zip) did not finish within 5 s',
      'b.zip has no scan',
    ]);
  });

  it('is not complete when a scan that ended SUCCESS counts files the service could not parse', () => {
    const unparsed: ScanResult = {
      ...result('a.zip', 'SUCCESS'),
      summary: { totalParsingErrors: 2, totalFindings: 0 },
    };
    const done = completenessOf(tree(['a.zip'], [unparsed]));
    expect(done.complete).toBe(false);
    expect(done.incomplete).toEqual([
      expect.stringMatching(
        /^scan scan-a\.zip \(a\.zip\) could not parse 2 files of its archive \(the service's summary counts 2 parsing errors and does not say which files\)/,
      ),
    ]);
    // A base's scan: what it did not parse only makes more of the change's findings new.
    expect(
      completenessOf(tree(['a.zip'], [unparsed]), undefined, { parsingErrors: 'ignored' }),
    ).toEqual({
      complete: true,
      incomplete: [],
    });
    const none = { ...unparsed, summary: { totalParsingErrors: 0 } };
    expect(completenessOf(tree(['a.zip'], [none])).complete).toBe(true);
  });

  it('is not complete without a tree, and says why', () => {
    expect(completenessOf(undefined, 'no API key')).toEqual({
      complete: false,
      incomplete: ['no API key'],
    });
  });
});

describe('the base comparison reads the one flag', () => {
  const base = tree(
    ['base.zip'],
    [result('base.zip', 'SUCCESS', [bucket('a.tf', 'a'), bucket('b.tf', 'b')])],
    [],
    ['a.tf', 'b.tf'],
  );
  const headScan = tree(
    ['head-1.zip', 'head-2.zip'],
    [result('head-1.zip', 'SUCCESS', [bucket('a.tf', 'a')]), result('head-2.zip', 'TIMEOUT')],
    [],
    ['a.tf', 'b.tf'],
  );
  const current = buildFindings(headScan.results, headScan.uploadedPaths, []).findings;
  const compare = (headComplete: boolean, baseTree = base) =>
    compareBase(
      {
        head: headScan,
        base: { status: 'scanned', label: 'main', sha: 'a'.repeat(40), tree: baseTree },
        notes: [],
      },
      current,
      log,
      { scanPath: '.', skipDetections: [], headComplete },
    );

  it('lists no fixed finding when this change was not scanned completely, and says so', () => {
    const partial = compare(false);
    expect(partial.baseline?.fixed).toEqual([]);
    expect(partial.notes).toContainEqual(expect.stringMatching(/^Fixed findings are not listed/));
    expect(partial.states?.get(current[0]!)).toBe('unchanged');
    // The same scans, taken as complete: b.tf's bucket is fixed. The flag alone decides.
    const whole = compare(true);
    expect(whole.baseline?.fixed.map((f) => f.file)).toEqual(['b.tf']);
    expect(whole.notes).not.toContainEqual(expect.stringMatching(/^Fixed findings/));
  });

  it('never compares with a base whose own plan stopped short, and keeps its archive rows', () => {
    warnings.length = 0;
    const stopped = { ...base, stopped: ['packing main stopped after 1 archive: EIO'] };
    const compared = compare(true, stopped);
    expect(compared.baseline).toMatchObject({
      status: 'unavailable',
      archives: [{ name: 'base.zip' }],
    });
    expect(compared.baseline?.note).toMatch(/did not complete: packing main stopped .*EIO/);
    expect(compared.states).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/baseline could not be used/)]);
  });
});
