/** Findings compared with the base by fingerprint: what a pull request introduced and fixed. */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import { compareWithBase } from '../../../src/engine/findings/compare.ts';
import { buildFindings } from '../../../src/engine/findings/findings.ts';
import type { ScanResult } from '../../../src/engine/scan/types.ts';

interface Spec {
  file: string;
  line: number;
  detection?: string;
  resource?: string;
  code?: string[];
}

function finding(spec: Spec, i: number): ApiFinding {
  const code = spec.code ?? ['resource "aws_s3_bucket" "logs" {', '  acl = "public-read"', '}'];
  return {
    id: `${spec.file}-${spec.line}-${i}`,
    detectionId: spec.detection ?? 'PLERION-TF-S3-PUBLIC-ACL',
    detectionTitle: 'S3 bucket ACL allows public access',
    type: 'terraform',
    result: 'FAILED',
    severityLevel: 'HIGH',
    file: `/${spec.file}`,
    resource: spec.resource ?? 'aws_s3_bucket.logs',
    lineRange: [spec.line, spec.line + code.length - 1],
    codeBlock: code.map((text, k) => [spec.line + k, `${text}\n`] as const),
    dashboardURL: undefined,
  };
}

function model(...specs: Spec[]) {
  const scan: ScanResult = {
    index: 0,
    artifactName: 'a.zip',
    scanId: 's',
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: undefined,
    findings: specs.map(finding),
    waitedMs: 0,
    reason: undefined,
    problems: [],
    notes: [],
  };
  return buildFindings([scan], new Set(specs.map((s) => s.file)), []).findings;
}

function compare(base: Spec[], head: Spec[]) {
  const current = model(...head);
  const result = compareWithBase(current, model(...base));
  return {
    states: current.map((f) => `${f.file}:${f.startLine} ${result.states.get(f)}`),
    fixed: result.fixed.map((f) => `${f.file}:${f.startLine}`),
    moved: result.moved.map(({ from, to }) => `${from.file} -> ${to.file}`),
  };
}

describe('comparing with the base', () => {
  it('keeps a finding unchanged when lines above it move', () => {
    expect(compare([{ file: 'main.tf', line: 10 }], [{ file: 'main.tf', line: 42 }])).toEqual({
      states: ['main.tf:42 unchanged'],
      fixed: [],
      moved: [],
    });
  });

  it('counts a renamed resource as new and fixed', () => {
    const renamed = compare(
      [{ file: 'main.tf', line: 10 }],
      [
        {
          file: 'main.tf',
          line: 10,
          resource: 'aws_s3_bucket.audit',
          code: ['resource "aws_s3_bucket" "audit" {', '  acl = "public-read"', '}'],
        },
      ],
    );
    expect(renamed).toEqual({ states: ['main.tf:10 new'], fixed: ['main.tf:10'], moved: [] });
  });

  it('counts a renamed file as new and fixed, and says it moved', () => {
    expect(compare([{ file: 'old.tf', line: 10 }], [{ file: 'new.tf', line: 3 }])).toEqual({
      states: ['new.tf:3 new'],
      fixed: ['old.tf:10'],
      moved: ['old.tf -> new.tf'],
    });
  });

  it('tells identical blocks in one file apart by order: adding a copy adds one new finding', () => {
    const base = [
      { file: 'crds.yaml', line: 1 },
      { file: 'crds.yaml', line: 50 },
    ];
    expect(compare(base, [...base, { file: 'crds.yaml', line: 90 }]).states).toEqual([
      'crds.yaml:1 unchanged',
      'crds.yaml:50 unchanged',
      'crds.yaml:90 new',
    ]);
    expect(compare(base, [{ file: 'crds.yaml', line: 7 }])).toMatchObject({
      states: ['crds.yaml:7 unchanged'],
      fixed: ['crds.yaml:50'],
    });
  });

  it('is not fooled by reordered resources or unrelated code added', () => {
    const a = { file: 'main.tf', line: 1, resource: 'aws_s3_bucket.a', code: ['bucket a'] };
    const b = { file: 'main.tf', line: 5, resource: 'aws_s3_bucket.b', code: ['bucket b'] };
    expect(
      compare(
        [a, b],
        [
          { ...b, line: 3 },
          { ...a, line: 40 },
        ],
      ),
    ).toMatchObject({ fixed: [], moved: [] });
  });

  it('sees a finding that moves to another file as new there and fixed here', () => {
    const result = compare(
      [
        { file: 'a/main.tf', line: 10 },
        { file: 'a/other.tf', line: 1, detection: 'X' },
      ],
      [
        { file: 'b/main.tf', line: 10 },
        { file: 'a/other.tf', line: 1, detection: 'X' },
      ],
    );
    expect(result).toEqual({
      states: ['a/other.tf:1 unchanged', 'b/main.tf:10 new'],
      fixed: ['a/main.tf:10'],
      moved: ['a/main.tf -> b/main.tf'],
    });
  });

  it('says a finding moved when only blank lines or indentation changed with the file', () => {
    const code = ['resource "aws_s3_bucket" "logs" {', '  acl = "public-read"', '}'];
    const spaced = ['resource "aws_s3_bucket" "logs" {', '', '    acl = "public-read"', '}'];
    expect(
      compare([{ file: 'old.tf', line: 10, code }], [{ file: 'new.tf', line: 10, code: spaced }]),
    ).toMatchObject({ moved: ['old.tf -> new.tf'] });
  });
});
