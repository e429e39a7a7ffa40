/**
 * The findings model, in process: which uploaded file a finding of the service lands on, its lines,
 * which reports of one finding are merged, the order every report lists them in, and the
 * fingerprint that keeps a finding's identity across runs (code scanning alerts and the baseline).
 */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import { buildFindings, normalizeReportedPath } from '../../../src/engine/findings/findings.ts';
import { apiFinding, scanResult } from '../../support/tree-scans.ts';

const UPLOADED = ['infra/main.tf', 'infra/network/vpc.tf', 'modules/edge/main.tf'];

/** The findings built from one scan of `findings`, with `uploaded` as the files sent. */
function model(findings: ApiFinding[], uploaded: readonly string[] = UPLOADED) {
  return buildFindings([scanResult('infra.zip', findings)], new Set(uploaded), []);
}

/** Where each reported path lands: [uploaded file, normalised path]. */
function placed(file: string | undefined, uploaded?: readonly string[]) {
  const [finding] = model([apiFinding({ file })], uploaded).findings;
  return [finding?.file, finding?.normalizedFile];
}

describe('where a finding lands', () => {
  it('on the uploaded file, however the service spells its path', () => {
    for (const reported of [
      'infra/main.tf',
      '/infra/main.tf',
      '//infra/main.tf',
      '././infra/main.tf',
      '\\infra\\main.tf',
      'infra/./network/../main.tf',
    ])
      expect(placed(reported), reported).toEqual(['infra/main.tf', 'infra/main.tf']);
    expect(normalizeReportedPath('infra/network/')).toBe('infra/network');
  });

  it('on no file when the path is empty or leaves the repository', () => {
    for (const reported of [undefined, '', '/', './', '.', '..', '../etc/passwd', 'infra/../..'])
      expect(placed(reported), String(reported)).toEqual([undefined, undefined]);
    const [outside] = model([apiFinding({ file: '../etc/passwd' })]).findings;
    expect(outside?.reportedFile).toBe('../etc/passwd');
    expect(model([apiFinding({ file: undefined })]).findings[0]?.reportedFile).toBe('');
  });

  it('on the one uploaded file a shorter path ends with, at a folder boundary only', () => {
    expect(placed('network/vpc.tf')).toEqual(['infra/network/vpc.tf', 'network/vpc.tf']);
    expect(placed('vpc.tf')).toEqual(['infra/network/vpc.tf', 'vpc.tf']);
    // Inside a name is no match, and two uploaded files ending the same way are no match either.
    expect(placed('pc.tf')).toEqual([undefined, 'pc.tf']);
    expect(placed('nfra/network/vpc.tf')).toEqual([undefined, 'nfra/network/vpc.tf']);
    expect(placed('main.tf')).toEqual([undefined, 'main.tf']);
    expect(placed('edge/main.tf')).toEqual(['modules/edge/main.tf', 'edge/main.tf']);
  });
});

describe('the lines of a finding', () => {
  const lines = (overrides: Partial<ApiFinding>) => {
    const [f] = model([apiFinding(overrides)]).findings;
    return [f?.startLine, f?.endLine, f?.hasLines];
  };

  it('are the line range the service gives, before the code block', () => {
    expect(lines({ lineRange: [7, 9] })).toEqual([7, 9, true]);
    expect(lines({ lineRange: [7, 9], codeBlock: [] })).toEqual([7, 9, true]);
  });

  it('come from the code block when there is no range, skipping lines numbered 0', () => {
    const codeBlock = [
      [0, 'header\n'],
      [12, 'resource "a" "b" {\n'],
      [14, '}\n'],
    ] as const;
    expect(lines({ lineRange: undefined, codeBlock })).toEqual([12, 14, true]);
    expect(lines({ lineRange: undefined, codeBlock: [[5, 'x\n']] })).toEqual([5, 5, true]);
  });

  it('are line 1 of the file, without lines, when the service gives none', () => {
    expect(lines({ lineRange: undefined, codeBlock: [] })).toEqual([1, 1, false]);
    expect(lines({ lineRange: undefined, codeBlock: [[0, 'x\n']] })).toEqual([1, 1, false]);
  });
});

describe('what a finding says', () => {
  it('keeps the service text: the title trimmed (or the detection id), resource, type, scan', () => {
    const [f] = model([apiFinding({ detectionTitle: '  Open bucket  ' })]).findings;
    expect(f).toMatchObject({
      title: 'Open bucket',
      resource: 'aws_s3_bucket.logs',
      type: 'terraform',
      scanId: 'scan-infra.zip',
      artifactName: 'infra.zip',
    });
    const [bare] = buildFindings(
      [
        scanResult(
          'a.zip',
          [apiFinding({ detectionTitle: ' ', resource: undefined, type: undefined })],
          {
            scanId: undefined,
          },
        ),
      ],
      new Set(UPLOADED),
      [],
    ).findings;
    expect(bare).toMatchObject({
      title: 'PLERION-TF-S3-PUBLIC-ACL',
      resource: '',
      type: '',
      scanId: '',
    });
    const [untitled] = model([apiFinding({ detectionTitle: undefined })]).findings;
    expect(untitled?.title).toBe('PLERION-TF-S3-PUBLIC-ACL');
  });

  it('drops PASSED checks however they are written; reads anything else as FAILED, saying so', () => {
    const built = model([
      apiFinding({ id: 'ok', result: ' passed ' }),
      apiFinding({ id: 'odd', result: 'WARN' }),
      apiFinding({ id: 'none', result: undefined, resource: 'aws_s3_bucket.other' }),
    ]);
    expect(built.findings.map((f) => f.id)).toEqual(['odd', 'none']);
    expect(built.problems).toEqual([
      { id: 'odd', scanId: 'scan-infra.zip', problems: ["result 'WARN' read as FAILED"] },
    ]);
    // A long result is quoted to 40 characters; a scan without an id is named by none.
    const long = buildFindings(
      [
        scanResult('a.zip', [apiFinding({ result: `NOT-${'X'.repeat(60)}` })], {
          scanId: undefined,
        }),
      ],
      new Set(UPLOADED),
      [],
    );
    expect(long.problems).toEqual([
      { id: 'f1', scanId: '', problems: [`result 'NOT-${'X'.repeat(36)}' read as FAILED`] },
    ]);
  });

  it('lists the problems each scan had reading its findings, with the scan', () => {
    const built = buildFindings(
      [
        scanResult('a.zip', [], { problems: [{ id: 'x', problems: ['no severity'] }] }),
        scanResult('b.zip', [], { scanId: undefined, problems: [{ id: 'y', problems: ['bad'] }] }),
      ],
      new Set(),
      [],
    );
    expect(built.problems).toEqual([
      { id: 'x', scanId: 'scan-a.zip', problems: ['no severity'] },
      { id: 'y', scanId: '', problems: ['bad'] },
    ]);
    expect(model([apiFinding()]).problems).toEqual([]);
  });
});

describe('one finding reported twice', () => {
  it('is one finding, the first reported, however its path was spelt', () => {
    const built = model([
      apiFinding({ id: 'first', file: '/infra/main.tf' }),
      apiFinding({ id: 'second', file: 'infra/main.tf' }),
    ]);
    expect(built.findings.map((f) => f.id)).toEqual(['first']);
    expect(built.counts.HIGH).toBe(1);
  });

  it('is not merged with a finding of other lines, even when the digits run together', () => {
    const built = model([
      apiFinding({ id: 'a', lineRange: [1, 123], resource: '' }),
      apiFinding({ id: 'b', lineRange: [11, 23], resource: '' }),
    ]);
    expect(built.findings.map((f) => f.id)).toEqual(['a', 'b']);
  });

  it('without lines, is told apart by its id', () => {
    const noLines = { lineRange: undefined, codeBlock: [] };
    const built = model([apiFinding({ id: 'a', ...noLines }), apiFinding({ id: 'b', ...noLines })]);
    expect(built.findings.map((f) => f.id)).toEqual(['a', 'b']);
  });
});

describe('the order every report lists findings in', () => {
  it('is severity, then file (findings on no file last), then line, then detection', () => {
    const built = model([
      apiFinding({ id: 'low', severityLevel: 'LOW' }),
      apiFinding({ id: 'nowhere', file: 'gone.tf', lineRange: [1, 1] }),
      apiFinding({ id: 'vpc', file: 'infra/network/vpc.tf', lineRange: [2, 2] }),
      apiFinding({ id: 'main-9', lineRange: [9, 9] }),
      apiFinding({ id: 'main-4-b', lineRange: [4, 4], detectionId: 'B' }),
      apiFinding({ id: 'main-4-a', lineRange: [4, 4], detectionId: 'A' }),
      apiFinding({ id: 'critical', severityLevel: 'CRITICAL', file: 'modules/edge/main.tf' }),
    ]);
    expect(built.findings.map((f) => f.id)).toEqual([
      'critical',
      'main-4-a',
      'main-4-b',
      'main-9',
      'vpc',
      'nowhere',
      'low',
    ]);
  });
});

describe('the fingerprint', () => {
  const fingerprints = (findings: ApiFinding[], uploaded?: readonly string[]) =>
    model(findings, uploaded).findings.map((f) => f.fingerprint);

  it('is detection, file and resource: stable for code scanning, whatever the code says', () => {
    // The first 32 hex digits of sha256(detection NUL file NUL resource):
    // printf 'PLERION-TF-S3-PUBLIC-ACL\0infra/main.tf\0aws_s3_bucket.logs' | sha256sum
    expect(fingerprints([apiFinding()])).toEqual(['b6258e8e8a0f612b5d9c4c23b852a820']);
  });

  it('of a finding on no file is detection and resource', () => {
    // printf 'PLERION-TF-S3-PUBLIC-ACL\0\0aws_s3_bucket.logs' | sha256sum
    expect(fingerprints([apiFinding({ file: undefined })])).toEqual([
      '2839b440e38c7f437c4ffc05bfe1945e',
    ]);
  });

  it('does not change when the resource is edited or moved within its file', () => {
    const [before] = fingerprints([apiFinding()]);
    const tagged = apiFinding({
      lineRange: [20, 26],
      codeBlock: [
        [20, 'resource "aws_s3_bucket" "logs" {\n'],
        [21, '  acl = "public-read"\n'],
        [22, '  tags = {\n'],
        [23, '    team = "a"\n'],
        [24, '  }\n'],
        [25, '}\n'],
      ],
    });
    expect(fingerprints([tagged])).toEqual([before]);
  });

  it('changes with the detection, the file or the resource', () => {
    const [before] = fingerprints([apiFinding()]);
    expect(fingerprints([apiFinding({ detectionId: 'OTHER' })])).not.toEqual([before]);
    expect(fingerprints([apiFinding({ file: 'infra/other.tf' })], ['infra/other.tf'])).not.toEqual([
      before,
    ]);
    expect(fingerprints([apiFinding({ resource: 'aws_s3_bucket.audit' })])).not.toEqual([before]);
  });

  it('names the uploaded file, however the service spelt its path', () => {
    const [full] = fingerprints([apiFinding({ file: 'infra/network/vpc.tf' })]);
    expect(fingerprints([apiFinding({ file: 'vpc.tf' })])).toEqual([full]);
  });

  it('numbers findings of one detection on one resource in line order: the first keeps the plain print', () => {
    const copies = [30, 10, 20].map((line) =>
      apiFinding({
        id: `copy-${line}`,
        lineRange: [line, line + 2],
        codeBlock: apiFinding().codeBlock.map(([n, text]) => [n + line - 1, text] as const),
      }),
    );
    const built = model(copies).findings;
    const plain = fingerprints([apiFinding()])[0]!;
    expect(built.map((f) => [f.startLine, f.fingerprint])).toEqual([
      [10, plain],
      [20, `${plain}:2`],
      [30, `${plain}:3`],
    ]);
  });
});
