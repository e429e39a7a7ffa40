import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import type { GitHubContext } from '../../../src/action/inputs.ts';
import { planAnnotations } from '../../../src/action/surfaces/step/annotations.ts';
import {
  buildFindings,
  normalizeReportedPath,
  type Finding,
} from '../../../src/engine/findings/findings.ts';
import { renderJsonReport } from '../../../src/engine/formats/json-report.ts';
import {
  commentMarker,
  issueMarker,
  renderComment,
} from '../../../src/action/surfaces/comments/pr-comment.ts';
import type { ReportedFinding, RunReport } from '../../../src/engine/findings/run-report.ts';
import {
  FINGERPRINT_KEY,
  renderSarif,
  type SarifOptions,
} from '../../../src/engine/formats/sarif/sarif.ts';
import { renderSummary } from '../../../src/engine/formats/summary.ts';
import type { ScanResult } from '../../../src/engine/scan/types.ts';
import type { Severity } from '../../../src/severity.ts';
import { report as reportOf, GITHUB as BASE_GITHUB } from '../../support/reported.ts';
import { originOf } from '../../../src/action/action-settings.ts';
import { renderHtml } from '../../support/markdown-view.ts';
import { expectValidSarif, schemaAccepts } from '../../support/sarif-validator.ts';

const GITHUB: GitHubContext = { ...BASE_GITHUB, headSha: 'b'.repeat(40) };
const SARIF: SarifOptions = {
  toolName: 't',
  toolVersion: '1.0.0',
  informationUri: 'https://example.com',
  category: undefined,
  archiveFile: () => 'infra/main 0.tf',
};

let counter = 0;
function raw(severity: Severity, overrides: Partial<ApiFinding> = {}): ApiFinding {
  counter++;
  return {
    id: `f${counter}`,
    detectionId: `DET-${severity}`,
    detectionTitle: `${severity} thing`,
    severityLevel: severity,
    result: 'FAILED',
    file: `/infra/main ${counter % 3}.tf`,
    resource: `aws_s3_bucket.b${counter}`,
    lineRange: [counter, counter + 2],
    codeBlock: [
      [counter, 'resource "x" {\n'],
      [counter + 1, '  acl = "public-read"\n'],
      [counter + 2, '}\n'],
    ],
    dashboardURL: `https://au.api.plerion.com/shift-left/scans/s/finding/f${counter}`,
    type: 'terraform',
    ...overrides,
  };
}

function scanOf(findings: ApiFinding[], passed = 0): ScanResult {
  return {
    index: 0,
    artifactName: 'a.zip',
    scanId: 'scan-1',
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: { totalPassedFindings: passed },
    findings,
    waitedMs: 1000,
    reason: undefined,
    problems: [],
    notes: [],
  };
}

/** The model's findings as the reports see them, without a baseline or suppressions. */
function reportedOf(findings: readonly Finding[]): ReportedFinding[] {
  return findings.map((f) => ({ ...f, baselineState: undefined, suppression: undefined }));
}

const uploaded = new Set(['infra/main 0.tf', 'infra/main 1.tf', 'infra/main 2.tf']);

function report(findings: readonly Finding[]): RunReport {
  return reportOf({ findings: reportedOf(findings), scanPath: '.', origin: originOf(GITHUB) });
}

describe('findings model', () => {
  it('maps files back, applies skip-detections once, merges duplicates, sorts by severity', () => {
    const low = raw('LOW');
    const critical = raw('CRITICAL', { file: './infra/main 0.tf' });
    const unmapped = raw('HIGH', { file: '/elsewhere/x.tf' });
    const skipped = raw('MEDIUM', { detectionId: 'SKIP-ME' });
    const model = buildFindings(
      [scanOf([low, critical, unmapped, skipped, { ...low, id: 'dup' }], 5)],
      uploaded,
      ['SKIP-ME'],
    );
    expect(model.findings.map((f) => f.severity)).toEqual(['CRITICAL', 'HIGH', 'LOW']);
    expect(model.findings[0]!.file).toBe('infra/main 0.tf');
    expect(model.findings[1]!.file).toBeUndefined();
    expect(model.counts).toEqual({ CRITICAL: 1, HIGH: 1, MEDIUM: 0, LOW: 1 });
    expect(model.skippedByDetection).toBe(1);
    expect(model.passed).toBe(5);
  });
});

describe('mapping reported paths to uploaded ones', () => {
  it('takes the one uploaded path a shorter reported path ends, and none when two do', () => {
    const paths = new Set(['infra/a/main.tf', 'infra/b/main.tf', 'stacks/a/main.tf', 'x/only.tf']);
    const fileOf = (file: string) =>
      buildFindings([scanOf([raw('HIGH', { file })])], paths, []).findings[0]!.file;
    expect(fileOf('only.tf')).toBe('x/only.tf');
    expect(fileOf('b/main.tf')).toBe('infra/b/main.tf');
    expect(fileOf('a/main.tf')).toBeUndefined(); // infra/a and stacks/a: ambiguous
    expect(fileOf('main.tf')).toBeUndefined();
    expect(fileOf('nly.tf')).toBeUndefined(); // a tail starts at a '/'
    expect(fileOf('infra/a/main.tf')).toBe('infra/a/main.tf');
  });
});

describe('annotations', () => {
  it('writes at most 10 per level, most severe first, and says how many more there are', () => {
    const findings = buildFindings(
      [
        scanOf([
          ...Array.from({ length: 15 }, () => raw('HIGH')),
          ...Array.from({ length: 12 }, () => raw('LOW')),
          raw('MEDIUM'),
        ]),
      ],
      uploaded,
      [],
    ).findings;
    // The step already used 2 warnings, and one error slot is kept for the verdict.
    const { annotations, overflow } = planAnnotations(reportedOf(findings), {
      error: 9,
      warning: 8,
      notice: 10,
    });
    const levels = annotations.map((a) => a.level);
    expect(levels.filter((l) => l === 'error').length).toBe(9);
    expect(levels.filter((l) => l === 'warning').length).toBe(1);
    expect(levels.filter((l) => l === 'notice').length).toBe(9);
    expect(overflow).toMatch(/^9 more findings .* all 28/);
    expect(annotations[0]!.properties).toMatchObject({
      file: expect.stringMatching(/^infra\//),
      title: expect.stringContaining('HIGH'),
    });
  });
});

describe('SARIF', () => {
  it('is valid SARIF 2.1.0 within code scanning rules', () => {
    const findings = buildFindings(
      [
        scanOf([
          raw('CRITICAL'),
          raw('HIGH'),
          raw('MEDIUM'),
          raw('LOW'),
          raw('HIGH', { file: undefined, lineRange: undefined, codeBlock: [] }),
        ]),
      ],
      uploaded,
      [],
    ).findings;
    const { sarif } = renderSarif(reportedOf(findings), { ...SARIF, category: 'infra' });
    expectValidSarif(sarif);
    const run = sarif.runs[0]!;
    expect(run.automationDetails!.id).toBe('infra/');
    expect(run.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toMatch(
      /^infra\/main%20\d\.tf$/,
    );
    expect(run.tool.driver.rules!.map((r) => r.properties!['security-severity']).sort()).toEqual([
      '3.0',
      '5.5',
      '8.0',
      '9.5',
    ]);
  });

  it('is checked by a validator that refuses what code scanning refuses', () => {
    const findings = buildFindings([scanOf([raw('HIGH')])], uploaded, []).findings;
    const { sarif } = renderSarif(reportedOf(findings), SARIF);
    const broken = JSON.parse(JSON.stringify(sarif)) as {
      runs: { results: { level: string }[] }[];
    };
    broken.runs[0]!.results[0]!.level = 'fatal';
    expect(schemaAccepts(sarif)).toBe(true);
    expect(schemaAccepts(broken)).toBe(false);
  });

  it('has no automationDetails unless a category is set', () => {
    const { sarif } = renderSarif([], SARIF);
    expectValidSarif(sarif);
    expect(sarif.runs[0]).not.toHaveProperty('automationDetails');
  });

  it('keeps a fingerprint when lines move or the resource is edited, and tells findings of one resource apart', () => {
    const block = (start: number, middle = 'b'): Partial<ApiFinding> => ({
      lineRange: [start, start + 2],
      codeBlock: [
        [start, 'a\n'],
        [start + 1, `${middle}\n`],
        [start + 2, 'c\n'],
      ],
      resource: 'Deployment.web',
      file: '/infra/main 0.tf',
    });
    const at = (...blocks: Partial<ApiFinding>[]) =>
      buildFindings(
        [scanOf(blocks.map((b, i) => raw('HIGH', { id: `x${i}`, ...b })))],
        uploaded,
        [],
      ).findings.map((f) => f.fingerprint);
    const [before] = at(block(3));
    const [moved] = at(block(13));
    const [changed] = at(block(3, 'B'));
    expect(moved).toBe(before);
    // Code scanning keeps its alert when the resource is edited (a label added).
    expect(changed).toBe(before);
    // Two findings of one detection on one resource: two results, two fingerprints, by order.
    const twins = at(block(3), block(30));
    expect(new Set(twins).size).toBe(2);
    expect(twins[0]).toBe(before);
    expect(at(block(40), block(90))).toEqual(twins);
  });

  it('normalises URIs and locates a finding without a usable path on a file of its archive', () => {
    expect(normalizeReportedPath('infra/../main.tf')).toBe('main.tf');
    expect(normalizeReportedPath('/./infra//x.tf')).toBe('infra/x.tf');
    expect(normalizeReportedPath('../../etc/passwd')).toBeUndefined();
    expect(normalizeReportedPath('')).toBeUndefined();
    const findings = buildFindings(
      [
        scanOf([
          raw('HIGH', { file: '/infra/../infra/main 1.tf' }),
          raw('HIGH', { file: '../../etc/passwd' }),
          raw('LOW', { file: '' }),
        ]),
      ],
      uploaded,
      [],
    ).findings;
    const { sarif, relocated } = renderSarif(reportedOf(findings), SARIF);
    expectValidSarif(sarif);
    const results = sarif.runs[0]!.results!;
    expect(results.length).toBe(3);
    expect(relocated).toBe(2);
    const uris = results.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri);
    expect(uris).toEqual(['infra/main%201.tf', 'infra/main%200.tf', 'infra/main%200.tf']);
    expect(uris.every((u) => !u!.split('/').includes('..'))).toBe(true);
    expect(results[1]!.message.text).toMatch(
      /reported no usable path \("\.\.\/\.\.\/etc\/passwd"\)/,
    );
  });

  it('marks each result new or unchanged against the baseline, and suppressed ones with their reason', () => {
    const findings = reportedOf(
      buildFindings([scanOf([raw('HIGH'), raw('HIGH'), raw('LOW')])], uploaded, []).findings,
    );
    const marked: ReportedFinding[] = [
      { ...findings[0]!, baselineState: 'new' },
      { ...findings[1]!, baselineState: 'unchanged' },
      {
        ...findings[2]!,
        baselineState: 'unchanged',
        suppression: {
          kind: 'inSource',
          justification: 'test fixture, never deployed',
          detectionId: findings[2]!.detectionId,
          file: 'infra/main 0.tf',
          line: 1,
        },
      },
    ];
    const { sarif } = renderSarif(marked, SARIF);
    expectValidSarif(sarif);
    const results = sarif.runs[0]!.results!;
    expect(results.map((r) => r.baselineState)).toEqual(['new', 'unchanged', 'unchanged']);
    expect(results[2]!.suppressions).toEqual([
      { kind: 'inSource', status: 'accepted', justification: 'test fixture, never deployed' },
    ]);
    expect(results.every((r) => typeof r.partialFingerprints![FINGERPRINT_KEY] === 'string')).toBe(
      true,
    );
    const json = JSON.parse(
      renderJsonReport(
        reportOf({
          findings: marked,
          baseline: {
            label: 'main',
            sha: 'c'.repeat(40),
            status: 'compared',
            note: undefined,
            fixed: [findings[0]!],
            archives: [],
          },
        }),
        SETTINGS,
        '1.0.0',
      ),
    ) as {
      findings: { baseline: string; suppression?: unknown }[];
      baseline: { fixed: unknown[] };
      counts: Record<string, number>;
    };
    expect(json.findings.map((f) => f.baseline)).toEqual(['new', 'existing', 'existing']);
    expect(json.findings[2]!.suppression).toMatchObject({ kind: 'inSource' });
    expect(json.baseline.fixed.length).toBe(1);
    expect(json.counts).toMatchObject({ new: 1, existing: 2, fixed: 1, suppressed: 1 });
  });

  it('cuts to 25,000 results, the least severe first, and says so', () => {
    const many = reportedOf(
      Array.from({ length: 25_010 }, (_, i) => ({
        ...buildFindings([scanOf([raw(i < 10 ? 'CRITICAL' : 'LOW')])], uploaded, []).findings[0]!,
      })),
    );
    const { sarif, omitted } = renderSarif(many, SARIF);
    expect(omitted).toBe(10);
    const run = sarif.runs[0]!;
    expect(run.results!.length).toBe(25_000);
    expect(run.results!.slice(0, 10).every((r) => r.level === 'error')).toBe(true);
    expect(run.properties!.omittedResults).toBe(10);
  });
});

describe('summary and comment', () => {
  it('escapes service text and links findings to their lines', () => {
    const evil = buildFindings(
      [
        scanOf([
          raw('HIGH', {
            detectionTitle: '<img src=x onerror=alert(1)> **bold** | pipe',
            resource: '[link](javascript:alert(1))',
          }),
        ]),
      ],
      uploaded,
      [],
    ).findings;
    const text = renderSummary(report(evil));
    const html = renderHtml(text);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; **bold** | pipe');
    expect(text).toContain(`https://github.com/octo/infra/blob/${'b'.repeat(40)}/infra/main%20`);
    expect(text).toMatch(/#L\d+-L\d+\)/);
  });

  it('keeps the comment under 65,536 characters and says what it cut', () => {
    const long = 'x'.repeat(3_000);
    const findings = buildFindings(
      [scanOf(Array.from({ length: 200 }, () => raw('HIGH', { detectionTitle: long })))],
      uploaded,
      [],
    ).findings;
    const marker = commentMarker(GITHUB, '.');
    const body = renderComment(report(findings), marker);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(marker)).toBe(true);
    expect(body).toMatch(/and \d+ more findings/);
  });

  it('keys the marker by repository, workflow, job and path', () => {
    expect(commentMarker(GITHUB, 'a')).not.toBe(commentMarker(GITHUB, 'b'));
    expect(commentMarker(GITHUB, 'a')).not.toBe(commentMarker({ ...GITHUB, job: 'other' }, 'a'));
    expect(commentMarker(GITHUB, 'a')).not.toBe(
      commentMarker({ ...GITHUB, repository: 'octo/other' }, 'a'),
    );
    expect(commentMarker(GITHUB, 'a')).toBe(commentMarker({ ...GITHUB, headSha: 'c' }, 'a'));
    expect(issueMarker(GITHUB, 'a')).not.toBe(commentMarker(GITHUB, 'a'));
  });
});

const SETTINGS = {
  apiKey: 'k',
  githubToken: 't',
  github: GITHUB,
  suppressions: { file: '.plerion-ignore.yml', entries: [] },
  failOn: ['CRITICAL', 'HIGH'],
} as unknown as Parameters<typeof renderJsonReport>[1];
