import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../src/api/schemas.ts';
import type { GitHubContext } from '../src/inputs.ts';
import { ANNOTATIONS_PER_LEVEL, planAnnotations } from '../src/report/annotations.ts';
import { buildFindings, type Finding } from '../src/report/findings.ts';
import { commentMarker, renderComment } from '../src/report/pr-comment.ts';
import type { RunReport } from '../src/report/run-report.ts';
import { fingerprint, renderSarif } from '../src/report/sarif.ts';
import { renderSummary } from '../src/report/summary.ts';
import type { ScanResult } from '../src/scan/run-scans.ts';
import type { Severity } from '../src/severity.ts';
import { expectValidSarif, schemaAccepts } from './sarif-validator.ts';

const GITHUB: GitHubContext = {
  eventName: 'pull_request',
  event: {},
  repository: 'octo/infra',
  sha: 'a'.repeat(40),
  headSha: 'b'.repeat(40),
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  runId: '9',
  workflow: 'iac',
  job: 'scan',
  pullRequestNumber: 3,
  isUntrustedPullRequest: false,
  inActions: true,
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
    artifactName: 'a.zip',
    scanId: 'scan-1',
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: { totalPassedFindings: passed },
    findings,
    waitedMs: 1000,
  };
}

const uploaded = new Set(['infra/main 0.tf', 'infra/main 1.tf', 'infra/main 2.tf']);

function report(findings: readonly Finding[]): RunReport {
  const model = buildFindings([scanOf([])], uploaded, []);
  return {
    verdict: 'fail',
    reason: 'x',
    failOn: ['CRITICAL'],
    gated: 1,
    model: { ...model, findings },
    archives: [],
    scanPath: '.',
    notes: [],
    github: GITHUB,
  };
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
    const { annotations, overflow } = planAnnotations(findings);
    const levels = annotations.map((a) => a.level);
    expect(levels.filter((l) => l === 'error').length).toBe(ANNOTATIONS_PER_LEVEL);
    expect(levels.filter((l) => l === 'warning').length).toBe(1);
    expect(levels.filter((l) => l === 'notice').length).toBe(ANNOTATIONS_PER_LEVEL - 1);
    expect(overflow).toMatch(/^8 more findings .* all 28/);
    expect(annotations[0]).toMatchObject({
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
          raw('HIGH', { file: null, lineRange: null, codeBlock: null }),
        ]),
      ],
      uploaded,
      [],
    ).findings;
    const { sarif } = renderSarif(findings, {
      toolName: 't',
      toolVersion: '1.0.0',
      informationUri: 'https://example.com',
      category: 'infra',
    });
    expectValidSarif(sarif);
    const run = (sarif.runs as Record<string, unknown>[])[0] as {
      results: { locations?: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
      automationDetails: { id: string };
      tool: { driver: { rules: { properties: Record<string, string> }[] } };
    };
    expect(run.automationDetails.id).toBe('infra/');
    expect(run.results[0]!.locations![0]!.physicalLocation.artifactLocation.uri).toMatch(
      /^infra\/main%20\d\.tf$/,
    );
    expect(run.tool.driver.rules.map((r) => r.properties['security-severity']).sort()).toEqual([
      '3.0',
      '5.5',
      '8.0',
      '9.5',
    ]);
  });

  it('is checked by a validator that refuses what code scanning refuses', () => {
    const findings = buildFindings([scanOf([raw('HIGH')])], uploaded, []).findings;
    const { sarif } = renderSarif(findings, {
      toolName: 't',
      toolVersion: '1.0.0',
      informationUri: 'https://example.com',
      category: undefined,
    });
    const broken = JSON.parse(JSON.stringify(sarif)) as {
      runs: { results: { level: string }[] }[];
    };
    broken.runs[0]!.results[0]!.level = 'fatal';
    expect(schemaAccepts(sarif)).toBe(true);
    expect(schemaAccepts(broken)).toBe(false);
  });

  it('has no automationDetails unless a category is set', () => {
    const { sarif } = renderSarif([], {
      toolName: 't',
      toolVersion: '1.0.0',
      informationUri: 'https://example.com',
      category: undefined,
    });
    expectValidSarif(sarif);
    expect((sarif.runs as Record<string, unknown>[])[0]).not.toHaveProperty('automationDetails');
  });

  it('keeps a fingerprint when unrelated lines move', () => {
    const before = buildFindings(
      [
        scanOf([
          raw('HIGH', {
            id: 'x',
            lineRange: [3, 5],
            codeBlock: [
              [3, 'a\n'],
              [4, 'b\n'],
              [5, 'c\n'],
            ],
          }),
        ]),
      ],
      uploaded,
      [],
    ).findings[0]!;
    const moved = {
      ...before,
      startLine: 13,
      endLine: 15,
      codeBlock: [
        [13, 'a\n'],
        [14, 'b\n'],
        [15, 'c\n'],
      ] as [number, string][],
    };
    const changed = {
      ...before,
      codeBlock: [
        [3, 'a\n'],
        [4, 'B\n'],
        [5, 'c\n'],
      ] as [number, string][],
    };
    expect(fingerprint(moved)).toBe(fingerprint(before));
    expect(fingerprint(changed)).not.toBe(fingerprint(before));
  });

  it('cuts to 25,000 results, the least severe first, and says so', () => {
    const many = Array.from({ length: 25_010 }, (_, i) => ({
      ...buildFindings([scanOf([raw(i < 10 ? 'CRITICAL' : 'LOW')])], uploaded, []).findings[0]!,
    }));
    const { sarif, omitted } = renderSarif(many, {
      toolName: 't',
      toolVersion: '1.0.0',
      informationUri: 'https://example.com',
      category: undefined,
    });
    expect(omitted).toBe(10);
    const run = (
      sarif.runs as { results: { level: string }[]; properties: { omittedResults: number } }[]
    )[0]!;
    expect(run.results.length).toBe(25_000);
    expect(run.results.slice(0, 10).every((r) => r.level === 'error')).toBe(true);
    expect(run.properties.omittedResults).toBe(10);
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
    expect(text).not.toContain('<img');
    expect(text).not.toContain('](javascript:');
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

  it('keys the marker by workflow, job and path', () => {
    expect(commentMarker(GITHUB, 'a')).not.toBe(commentMarker(GITHUB, 'b'));
    expect(commentMarker(GITHUB, 'a')).not.toBe(commentMarker({ ...GITHUB, job: 'other' }, 'a'));
    expect(commentMarker(GITHUB, 'a')).toBe(commentMarker({ ...GITHUB, headSha: 'c' }, 'a'));
  });
});
