import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseSuppressions,
  type SuppressionFile,
} from '../../../src/engine/suppressions/format.ts';
import { workTreeText } from '../../../src/engine/scan/trees/work-tree.ts';
import {
  matchSuppressions,
  type SuppressibleFinding,
} from '../../../src/engine/suppressions/match.ts';
import { readSuppressionsFile } from '../../../src/engine/suppressions/read-file.ts';
import { suppressFindings, type ReadLines } from '../../../src/engine/suppressions/suppress.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { refusal } from './refusal.ts';

const FILE = '.plerion-ignore.yml';
const NOW = new Date('2026-06-15T12:00:00Z');

function finding(overrides: Partial<SuppressibleFinding> = {}): SuppressibleFinding {
  return {
    detectionId: 'PLERION-TF-S3-PUBLIC-ACL',
    file: 'infra/public-site/main.tf',
    resource: 'aws_s3_bucket.site',
    startLine: 1,
    endLine: 3,
    ...overrides,
  };
}

const entry = (fields: string) =>
  `suppressions:\n  - ${fields.trim().split('\n').join('\n    ')}\n`;

describe('the suppressions file', () => {
  it('reads every field, trimmed, with the entry number and line', () => {
    const parsed = parseSuppressions(
      FILE,
      `# accepted risks\nsuppressions:\n  - detection: PLERION-A\n    reason: Reviewed (SEC-1)\n` +
        `  - detection: PLERION-B\n    path: infra/public-site/**\n    resource: aws_s3_bucket.site\n` +
        `    reason: "  Public website bucket  "\n    expires: 2027-03-31\n`,
    );
    expect(parsed.entries).toEqual([
      {
        entryNumber: 1,
        line: 3,
        detection: 'PLERION-A',
        reason: 'Reviewed (SEC-1)',
        path: undefined,
        resource: undefined,
        expires: undefined,
      },
      {
        entryNumber: 2,
        line: 5,
        detection: 'PLERION-B',
        path: 'infra/public-site/**',
        resource: 'aws_s3_bucket.site',
        reason: 'Public website bucket',
        expires: '2027-03-31',
      },
    ]);
  });

  it('treats an empty file, a comment-only file and an empty list as no suppressions', () => {
    for (const source of ['', '# nothing yet\n', 'suppressions:\n', 'suppressions: []\n']) {
      expect(parseSuppressions(FILE, source).entries).toEqual([]);
    }
  });

  it('refuses text that is not YAML, naming the file and the line', () => {
    const message = refusal('suppressions:\n  - detection: [A,\n');
    expect(message).toContain(`Invalid suppressions file '${FILE}' (input 'suppressions')`);
    expect(message).toMatch(/not valid YAML: .*line \d+/);
    expect(refusal('suppressions: []\nsuppressions: []\n')).toMatch(/keys must be unique/);
  });

  it('refuses a file that is not one map with the key suppressions', () => {
    expect(refusal('- detection: A\n  reason: r\n')).toMatch(
      /the file is a list; expected a map whose one key is 'suppressions:'/,
    );
    expect(refusal('just text\n')).toMatch(/the file is a single value/);
    expect(refusal('supressions: []\n')).toMatch(/unknown top-level key 'supressions'/);
    expect(refusal('suppressions: {detection: A}\n')).toMatch(/'suppressions' must be a list/);
  });

  it('names the entry, its detection, the line and the field of a missing or blank reason', () => {
    expect(refusal(entry('detection: PLERION-A'))).toMatch(
      /entry 1 \(PLERION-A\), line 2: field 'reason' is required/,
    );
    expect(refusal(entry('detection: PLERION-A\nreason: "   "'))).toMatch(
      /entry 1 \(PLERION-A\), line 3: field 'reason' must not be empty/,
    );
  });

  it('catches a misspelt field and lists the accepted ones', () => {
    const message = refusal(entry('detection: PLERION-A\nreson: typo'));
    expect(message).toMatch(
      /entry 1 \(PLERION-A\), line 2: unknown field 'reson' \(accepted fields: detection, path, resource, reason, expires\)/,
    );
    expect(message).toMatch(/field 'reason' is required/);
  });

  it('accepts only real calendar dates, as text or as an explicit YAML timestamp', () => {
    for (const bad of [
      '2027-02-30',
      '2027-3-31',
      '31/03/2027',
      '"2027-03-31T10:00:00Z"',
      '20270331',
      '!!timestamp 2027-03-31T10:00:00Z',
    ]) {
      expect(refusal(entry(`detection: A\nreason: r\nexpires: ${bad}`)), bad).toMatch(
        /entry 1 \(A\), line 4: field 'expires' must be a real calendar date written YYYY-MM-DD/,
      );
    }
    for (const good of ['2028-02-29', '"2027-03-31"', '!!timestamp 2027-03-31']) {
      const [parsed] = parseSuppressions(
        FILE,
        entry(`detection: A\nreason: r\nexpires: ${good}`),
      ).entries;
      expect(parsed?.expires, good).toBe(good === '2028-02-29' ? good : '2027-03-31');
    }
  });

  it('refuses wrong types and unsafe paths, listing every problem at once', () => {
    const message = refusal(
      'suppressions:\n  - detection: 123\n    reason: [a]\n  - just-a-string\n' +
        '  - detection: two words\n    reason: r\n    path: ../outside/**\n  - detection: B\n    reason: r\n    path: /etc/*\n',
    );
    expect(message).toMatch(/entry 1, line 2: field 'detection' must be a detection id/);
    expect(message).toMatch(/entry 1, line 3: field 'reason' must be text/);
    expect(message).toMatch(/entry 2, line 4: must be a map with detection: <id> and reason/);
    expect(message).toMatch(
      /entry 3 \(two words\), line 5: field 'detection' must be one detection id/,
    );
    expect(message).toMatch(
      /entry 3 \(two words\), line 7: field 'path' must be a glob relative to the workspace, without \.\./,
    );
    expect(message).toMatch(/entry 4 \(B\), line 10: field 'path' must be a glob/);
  });
});

describe('reading the file named by the input', () => {
  const valid = entry('detection: A\nreason: r');

  it('reads the default file, and finds no suppressions when it is absent', async () => {
    const workspace = tempDir();
    for (const value of ['', FILE, `./${FILE}`]) {
      expect(await readSuppressionsFile({ workspace, value })).toEqual({ file: FILE, entries: [] });
    }
    writeTree(workspace, { [FILE]: valid });
    expect((await readSuppressionsFile({ workspace, value: '' })).entries).toHaveLength(1);
  });

  it('reads a named file, relative or absolute inside the workspace, and refuses a missing one', async () => {
    const workspace = tempDir();
    writeTree(workspace, { 'security/ignore.yml': valid });
    expect((await readSuppressionsFile({ workspace, value: 'security/ignore.yml' })).file).toBe(
      'security/ignore.yml',
    );
    const absolute = path.join(workspace, 'security/ignore.yml');
    expect((await readSuppressionsFile({ workspace, value: absolute })).entries).toHaveLength(1);
    await expect(
      readSuppressionsFile({ workspace, value: 'security/missing.yml' }),
    ).rejects.toThrow(
      /Invalid input 'suppressions': 'security\/missing.yml'\. Expected a YAML file inside the workspace, relative to it; it does not exist/,
    );
  });

  it('refuses a path outside the workspace, by .. or through a link, and a folder', async () => {
    const outside = tempDir();
    const workspace = tempDir();
    writeTree(outside, { 'ignore.yml': valid });
    writeTree(workspace, { 'folder/x': '' });
    fs.symlinkSync(path.join(outside, 'ignore.yml'), path.join(workspace, FILE));
    await expect(
      readSuppressionsFile({
        workspace,
        value: path.relative(workspace, path.join(outside, 'ignore.yml')),
      }),
    ).rejects.toThrow(/inside the workspace/);
    await expect(readSuppressionsFile({ workspace, value: '' })).rejects.toThrow(
      /resolves outside the workspace through a link/,
    );
    await expect(readSuppressionsFile({ workspace, value: 'folder' })).rejects.toThrow(
      /not a regular file/,
    );
  });
});

const file = (...entries: string[]): SuppressionFile =>
  parseSuppressions(
    FILE,
    `suppressions:\n${entries.map((e) => `  - ${e.split('\n').join('\n    ')}\n`).join('')}`,
  );

const match = (findings: SuppressibleFinding[], suppressions: SuppressionFile, now = NOW) =>
  matchSuppressions({ findings, suppressions, windows: new Map(), now });

describe('matching file entries', () => {
  it('suppresses by detection, as an external SARIF suppression with the reason as justification', () => {
    const outcome = match(
      [finding(), finding({ detectionId: 'OTHER' })],
      file('detection: PLERION-TF-S3-PUBLIC-ACL\nreason: Reviewed (SEC-123)'),
    );
    expect(outcome.active.map((f) => f.detectionId)).toEqual(['OTHER']);
    expect(outcome.suppressed).toEqual([
      {
        finding: finding(),
        suppression: {
          kind: 'external',
          justification: 'Reviewed (SEC-123)',
          detectionId: 'PLERION-TF-S3-PUBLIC-ACL',
          file: FILE,
          line: 2,
          entryNumber: 1,
          expires: undefined,
        },
      },
    ]);
  });

  it('matches path globs: under a folder, a name at any depth, never a finding without a file', () => {
    const findings = [
      finding({ file: 'infra/public-site/modules/cdn/main.tf' }),
      finding({ file: 'infra/private/main.tf' }),
      finding({ file: 'az/nested/main.bicep' }),
      finding({ file: 'legacy/old/x.tf' }),
      finding({ file: undefined }),
    ];
    const suppressions = file(
      'detection: PLERION-TF-S3-PUBLIC-ACL\npath: infra/public-site/**\nreason: r',
      'detection: PLERION-TF-S3-PUBLIC-ACL\npath: "*.bicep"\nreason: r',
      'detection: PLERION-TF-S3-PUBLIC-ACL\npath: legacy\nreason: r',
    );
    const outcome = match(findings, suppressions);
    expect(outcome.suppressed.map((s) => s.finding.file)).toEqual([
      'infra/public-site/modules/cdn/main.tf',
      'az/nested/main.bicep',
      'legacy/old/x.tf',
    ]);
    expect(outcome.active.map((f) => f.file)).toEqual(['infra/private/main.tf', undefined]);
  });

  it('matches a resource exactly', () => {
    const outcome = match(
      [finding(), finding({ resource: 'aws_s3_bucket.site2' })],
      file('detection: PLERION-TF-S3-PUBLIC-ACL\nresource: aws_s3_bucket.site\nreason: r'),
    );
    expect(outcome.active.map((f) => f.resource)).toEqual(['aws_s3_bucket.site2']);
  });

  it('holds until the end of the expiry day UTC, then suppresses nothing and is listed as expired', () => {
    const suppressions = file(
      'detection: PLERION-TF-S3-PUBLIC-ACL\nreason: r\nexpires: 2027-03-31',
    );
    const lastMoment = match([finding()], suppressions, new Date('2027-03-31T23:59:59.999Z'));
    expect(lastMoment.suppressed).toHaveLength(1);
    expect(lastMoment.expired).toEqual([]);
    const dayAfter = match([finding()], suppressions, new Date('2027-04-01T00:00:00.000Z'));
    expect(dayAfter.active).toEqual([finding()]);
    expect(dayAfter.expired).toEqual([{ entry: suppressions.entries[0], matchingFindings: 1 }]);
    expect(dayAfter.unused).toEqual([]);
  });

  it('lists live entries that matched nothing as unused, and lets the first matching entry explain', () => {
    const suppressions = file(
      'detection: PLERION-TF-S3-PUBLIC-ACL\nreason: first',
      'detection: PLERION-TF-S3-PUBLIC-ACL\nresource: aws_s3_bucket.site\nreason: second',
      'detection: PLERION-GONE\nreason: stale',
    );
    const outcome = match([finding()], suppressions);
    expect(outcome.suppressed[0]?.suppression.justification).toBe('first');
    expect(outcome.unused.map((e) => e.detection)).toEqual(['PLERION-GONE']);
  });
});

/** A real reader over a temp workspace that records each call. */
function countingReader(workspace: string): { readLines: ReadLines; calls: string[] } {
  const real = workTreeText(workspace).lines;
  const calls: string[] = [];
  return {
    calls,
    readLines: (f, from, to) => (calls.push(`${f}:${from}-${to}`), real(f, from, to)),
  };
}

const TF = 'PLERION-TF-S3-PUBLIC-ACL';

describe('inline comments', () => {
  const TREE = {
    'tf/hash.tf': `# bucket for the site\n# plerion:ignore ${TF} Public website (SEC-1)\nresource "aws_s3_bucket" "site" {\n  acl = "public-read"\n}\n`,
    'tf/slashes.tf': `// plerion:ignore ${TF} Reviewed in SEC-2\nresource "aws_s3_bucket" "site" {\n}\n`,
    'tf/inside.tf': `resource "aws_s3_bucket" "site" {\n  acl = "public-read" # plerion:ignore ${TF} Static assets only\n}\n`,
    'tf/too-far.tf': `# plerion:ignore ${TF} Too far away\n\nresource "aws_s3_bucket" "site" {\n}\n`,
    'tf/code-between.tf': `# plerion:ignore ${TF} Belongs to the block above\nlocals {}\nresource "aws_s3_bucket" "site" {\n}\n`,
    'tf/wrong-id.tf': `# plerion:ignore PLERION-OTHER Not this one\nresource "aws_s3_bucket" "site" {\n}\n`,
    'tf/no-reason.tf': `# plerion:ignore ${TF}\nresource "aws_s3_bucket" "site" {\n}\n`,
    'k8s/pod.yaml': `apiVersion: v1\nkind: Pod\nspec:\n  # plerion:ignore K8S-PRIV Needs host networking (SEC-3)\n  hostNetwork: true\n`,
    'docker/Dockerfile': `FROM alpine\n# plerion:ignore DOCKER-ROOT Build stage only\nUSER root\n`,
    'az/main.bicep': `// plerion:ignore BICEP-TLS Legacy client (SEC-4)\nresource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n}\n`,
    'az/hash.bicep': `# plerion:ignore BICEP-TLS Not a Bicep comment\nresource st 'x' = {\n}\n`,
    'az/deploy.json': `{\n  "resources": [\n    {\n      "type": "Microsoft.Storage/storageAccounts", // plerion:ignore ARM-TLS Legacy (SEC-5)\n      "properties": {}\n    }\n  ]\n}\n`,
    'tf/unread.tf': `# plerion:ignore ${TF} No finding here\nresource "a" "b" {}\n`,
  };
  const CASES: [string, string, number, number, string | undefined][] = [
    ['tf/hash.tf', TF, 3, 5, 'Public website (SEC-1)'],
    ['tf/slashes.tf', TF, 2, 3, 'Reviewed in SEC-2'],
    ['tf/inside.tf', TF, 1, 3, 'Static assets only'],
    ['tf/too-far.tf', TF, 3, 4, undefined],
    ['tf/code-between.tf', TF, 3, 4, undefined],
    ['tf/wrong-id.tf', TF, 2, 3, undefined],
    ['tf/no-reason.tf', TF, 2, 3, undefined],
    ['k8s/pod.yaml', 'K8S-PRIV', 5, 5, 'Needs host networking (SEC-3)'],
    ['docker/Dockerfile', 'DOCKER-ROOT', 3, 3, 'Build stage only'],
    ['az/main.bicep', 'BICEP-TLS', 2, 3, 'Legacy client (SEC-4)'],
    ['az/hash.bicep', 'BICEP-TLS', 2, 3, undefined],
    ['az/deploy.json', 'ARM-TLS', 3, 6, 'Legacy (SEC-5)'],
  ];

  it('suppress a finding from the comment block above it or from its range, in each comment style', async () => {
    const workspace = tempDir();
    writeTree(workspace, TREE);
    const { readLines, calls } = countingReader(workspace);
    const findings = CASES.map(([f, detectionId, startLine, endLine]) =>
      finding({ file: f, detectionId, startLine, endLine }),
    );
    const outcome = await suppressFindings({
      findings,
      suppressions: { file: FILE, entries: [] },
      readLines,
      now: NOW,
    });
    const justified = new Map(outcome.suppressed.map((s) => [s.finding.file, s.suppression]));
    for (const [f, , , , reason] of CASES) expect(justified.get(f)?.justification, f).toBe(reason);
    expect(justified.get('tf/hash.tf')).toEqual({
      kind: 'inSource',
      justification: 'Public website (SEC-1)',
      detectionId: TF,
      file: 'tf/hash.tf',
      line: 2,
    });
    expect(outcome.problems).toEqual([
      {
        file: 'tf/no-reason.tf',
        line: 1,
        message: `plerion:ignore ${TF} has no reason, so it suppresses nothing; write plerion:ignore <detection-id> <reason>`,
      },
    ]);
    // One read per file with findings; never the file without one.
    expect(calls.map((c) => c.split(':')[0]).sort()).toEqual(CASES.map(([f]) => f).sort());
  });

  it('reads each file once, only up to its last finding, and nothing for findings without a file', async () => {
    const workspace = tempDir();
    const lines = Array.from({ length: 100 }, (_, i) => `# line ${i + 1}`);
    lines[59] = `# plerion:ignore ${TF} Reviewed`;
    writeTree(workspace, { 'big.tf': lines.join('\n') });
    const { readLines, calls } = countingReader(workspace);
    const findings = [
      finding({ file: 'big.tf', startLine: 50, endLine: 52 }),
      finding({ file: 'big.tf', startLine: 60, endLine: 61 }),
      finding({ file: undefined }),
    ];
    const outcome = await suppressFindings({
      findings,
      suppressions: { file: FILE, entries: [] },
      readLines,
      now: NOW,
    });
    expect(calls).toEqual(['big.tf:30-61']);
    expect(outcome.suppressed.map((s) => s.finding.startLine)).toEqual([60]);
  });

  it('wins over a matching file entry, which still counts as used; an unreadable file falls back to the file', async () => {
    const workspace = tempDir();
    writeTree(workspace, { 'tf/hash.tf': TREE['tf/hash.tf'] });
    const suppressions = file(`detection: ${TF}\nreason: From the file`);
    const readLines = workTreeText(workspace).lines;
    const both = await suppressFindings({
      findings: [finding({ file: 'tf/hash.tf', startLine: 3, endLine: 5 })],
      suppressions,
      readLines,
      now: NOW,
    });
    expect(both.suppressed[0]?.suppression).toMatchObject({
      kind: 'inSource',
      justification: 'Public website (SEC-1)',
    });
    expect(both.unused).toEqual([]);
    const failing: ReadLines = () => Promise.reject(new Error('EACCES'));
    for (const reader of [readLines, failing]) {
      const missing = await suppressFindings({
        findings: [finding({ file: 'tf/gone.tf' })],
        suppressions,
        readLines: reader,
        now: NOW,
      });
      expect(missing.suppressed[0]?.suppression).toMatchObject({
        kind: 'external',
        justification: 'From the file',
      });
    }
  });

  it('has a line reader that keeps to the workspace and strips CRLF and a BOM', async () => {
    const workspace = tempDir();
    const outside = tempDir();
    writeTree(workspace, { 'a.tf': '\uFEFFone\r\ntwo\r\nthree\r\n' });
    writeTree(outside, { 'b.tf': 'secret\n' });
    const readLines = workTreeText(workspace).lines;
    expect(await readLines('a.tf', 1, 2)).toEqual(['one', 'two']);
    expect(await readLines('a.tf', 2, 10)).toEqual(['two', 'three']);
    expect(
      await readLines(path.relative(workspace, path.join(outside, 'b.tf')), 1, 1),
    ).toBeUndefined();
    fs.symlinkSync(path.join(outside, 'b.tf'), path.join(workspace, 'link.tf'));
    expect(await readLines('link.tf', 1, 1)).toBeUndefined();
  });
});

describe('an absurd line range from the service', () => {
  it('reads only the lines the file has, and ends at once', async () => {
    const workspace = tempDir();
    writeTree(workspace, {
      'main.tf': '# plerion:ignore D1 accepted in review\nresource "a" "b" {\n}\n',
    });
    const outcome = await suppressFindings({
      findings: [
        {
          detectionId: 'D1',
          file: 'main.tf',
          resource: 'a.b',
          startLine: 2,
          endLine: Number.MAX_SAFE_INTEGER,
        },
      ],
      suppressions: { file: '.plerion-ignore.yml', entries: [] },
      readLines: workTreeText(workspace).lines,
      now: new Date('2026-11-22T00:00:00Z'),
    });
    expect(outcome.suppressed.map((s) => s.suppression.kind)).toEqual(['inSource']);
  });
});
