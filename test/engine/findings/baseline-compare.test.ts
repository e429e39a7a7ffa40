/**
 * Findings compared with the base: a finding is the same when its detection, its file (following
 * renames git detects) and its resource match, never its code or lines; several on one resource
 * pair by nearest code and position; Terraform resources pair within their module and through
 * `moved` blocks. What a pull request introduced, what it fixed, and which old findings sit in
 * resources it changed.
 */
import { describe, expect, it } from 'vitest';
import type { ApiFinding } from '../../../src/engine/api/finding.ts';
import {
  compareWithBase,
  isTerraform,
  moduleOf,
  type IdentityHints,
} from '../../../src/engine/findings/compare.ts';
import { buildFindings } from '../../../src/engine/findings/findings.ts';
import type { ScanResult } from '../../../src/engine/scan/types.ts';

interface Spec {
  file: string;
  line: number;
  detection?: string;
  resource?: string;
  code?: string[];
}

const BUCKET = ['resource "aws_s3_bucket" "logs" {', '  acl = "public-read"', '}'];

function finding(spec: Spec, i: number): ApiFinding {
  const code = spec.code ?? BUCKET;
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

/** A finished scan of archive `a.zip` that found `findings`. */
function scanFound(findings: ScanResult['findings']): ScanResult {
  return {
    index: 0,
    artifactName: 'a.zip',
    scanId: 's',
    alreadyScanned: false,
    status: 'SUCCESS',
    summary: undefined,
    findings,
    waitedMs: 0,
    reason: undefined,
    problems: [],
    notes: [],
  };
}

function model(...specs: Spec[]) {
  const scan = scanFound(specs.map(finding));
  return buildFindings([scan], new Set(specs.map((s) => s.file)), []).findings;
}

function compare(base: Spec[], head: Spec[], hints: IdentityHints = {}) {
  const current = model(...head);
  const result = compareWithBase(current, model(...base), hints);
  return {
    states: current.map((f) => `${f.file}:${f.startLine} ${result.states.get(f)}`),
    fixed: result.fixed.map((f) => `${f.file}:${f.startLine}`),
    changed: current
      .filter((f) => result.changed.has(f))
      .map(
        (f) =>
          `${f.file}:${f.startLine} was ${result.changed.get(f)?.file}:${result.changed.get(f)?.startLine}`,
      ),
    carried: result.carried.map(
      ({ from, to, by }) => `${from.file} ${from.resource} -> ${to.file} ${to.resource} (${by})`,
    ),
  };
}

const TAGGED = [
  'resource "aws_s3_bucket" "logs" {',
  '  acl = "public-read"',
  '  tags = {',
  '    team = "a"',
  '  }',
  '}',
];

describe('one finding on each side', () => {
  it('keeps a finding unchanged, and untouched, when lines above it move', () => {
    expect(compare([{ file: 'main.tf', line: 10 }], [{ file: 'main.tf', line: 42 }])).toEqual({
      states: ['main.tf:42 unchanged'],
      fixed: [],
      changed: [],
      carried: [],
    });
  });

  it('keeps a finding whose resource gained tags: unchanged, listed as in a changed resource', () => {
    expect(
      compare([{ file: 's3.tf', line: 3 }], [{ file: 's3.tf', line: 3, code: TAGGED }]),
    ).toEqual({
      states: ['s3.tf:3 unchanged'],
      fixed: [],
      changed: ['s3.tf:3 was s3.tf:3'],
      carried: [],
    });
  });

  it('keeps a whole-file finding of a Dockerfile that gained a line', () => {
    const before = ['FROM node:20', 'RUN npm ci', 'CMD ["node", "app.js"]'];
    const after = ['FROM node:20', 'RUN npm ci', 'RUN npm prune', 'CMD ["node", "app.js"]'];
    const spec = { file: 'app/Dockerfile', detection: 'DOCKER-ROOT', resource: 'Dockerfile' };
    expect(
      compare([{ ...spec, line: 1, code: before }], [{ ...spec, line: 1, code: after }]),
    ).toMatchObject({
      states: ['app/Dockerfile:1 unchanged'],
      fixed: [],
      changed: ['app/Dockerfile:1 was app/Dockerfile:1'],
    });
  });

  it('does not call code re-indented or given blank lines a change', () => {
    const spaced = ['resource "aws_s3_bucket" "logs" {', '', '    acl = "public-read"  ', '}'];
    expect(
      compare([{ file: 'a.tf', line: 1 }], [{ file: 'a.tf', line: 9, code: spaced }]).changed,
    ).toEqual([]);
  });

  it('counts a renamed resource as new and fixed', () => {
    const renamed = compare(
      [{ file: 'main.tf', line: 10 }],
      [{ file: 'main.tf', line: 10, resource: 'aws_s3_bucket.audit' }],
    );
    expect(renamed).toEqual({
      states: ['main.tf:10 new'],
      fixed: ['main.tf:10'],
      changed: [],
      carried: [],
    });
  });

  it('tells detections apart: another detection on the same resource is new', () => {
    expect(
      compare(
        [{ file: 'a.tf', line: 1 }],
        [
          { file: 'a.tf', line: 1 },
          { file: 'a.tf', line: 1, detection: 'OTHER' },
        ],
      ).states,
    ).toEqual(['a.tf:1 new', 'a.tf:1 unchanged']); // OTHER sorts first;
  });

  it('is not fooled by reordered resources', () => {
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
    ).toMatchObject({ fixed: [], changed: [], carried: [] });
  });
});

describe('the path compared', () => {
  it('is the uploaded file, however the service spelt it on either side', () => {
    const scan = (file: string): ScanResult =>
      scanFound([{ ...finding({ file: 'x', line: 1 }, 0), file }]);
    const uploaded = new Set(['infra/network/vpc.tf']);
    const base = buildFindings([scan('/infra/network/vpc.tf')], uploaded, []).findings;
    const head = buildFindings([scan('vpc.tf')], uploaded, []).findings;
    expect(compareWithBase(head, base).states.get(head[0]!)).toBe('unchanged');
  });
});

describe('several findings of one detection on one resource', () => {
  const container = (name: string) => [
    '- name: ' + name,
    '  securityContext:',
    '    privileged: true',
  ];
  const spec = { file: 'k8s/app.yaml', detection: 'K8S-PRIVILEGED', resource: 'Deployment.web' };

  it('pairs by nearest code: the one fixed is fixed, the one kept is unchanged', () => {
    const result = compare(
      [
        { ...spec, line: 10, code: container('api') },
        { ...spec, line: 20, code: container('sidecar') },
      ],
      [{ ...spec, line: 12, code: container('sidecar') }],
    );
    expect(result).toMatchObject({
      states: ['k8s/app.yaml:12 unchanged'],
      fixed: ['k8s/app.yaml:10'],
      changed: [],
    });
  });

  it('pairs by most lines in common when no code is equal, then by position', () => {
    const result = compare(
      [
        { ...spec, line: 10, code: [...container('api'), '  image: api:1'] },
        { ...spec, line: 20, code: [...container('sidecar'), '  image: proxy:1'] },
      ],
      [
        { ...spec, line: 30, code: [...container('sidecar'), '  image: proxy:2'] },
        { ...spec, line: 5, code: [...container('api'), '  image: api:2'] },
      ],
    );
    expect(result.changed).toEqual([
      'k8s/app.yaml:5 was k8s/app.yaml:10',
      'k8s/app.yaml:30 was k8s/app.yaml:20',
    ]);
    expect(result.fixed).toEqual([]);
  });

  it('pairs identical blocks by position: adding a copy adds one new finding', () => {
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
    expect(compare(base, [{ file: 'crds.yaml', line: 45 }])).toMatchObject({
      fixed: ['crds.yaml:1'],
    });
  });
});

describe('a rule on a new resource', () => {
  it('is new even when an edited resource has the same rule', () => {
    const result = compare(
      [{ file: 's3.tf', line: 1 }],
      [
        { file: 's3.tf', line: 1, code: TAGGED },
        { file: 's3.tf', line: 20, resource: 'aws_s3_bucket.data' },
      ],
    );
    expect(result).toMatchObject({
      states: ['s3.tf:1 unchanged', 's3.tf:20 new'],
      fixed: [],
      changed: ['s3.tf:1 was s3.tf:1'],
    });
  });
});

describe('files renamed', () => {
  const renames = new Map([['old.tf', 'new.tf']]);

  it('without the rename, a finding in another file is new there and fixed here', () => {
    expect(compare([{ file: 'a/x.tf', line: 10 }], [{ file: 'b/x.tf', line: 3 }])).toMatchObject({
      states: ['b/x.tf:3 new'],
      fixed: ['a/x.tf:10'],
      carried: [],
    });
  });

  it('a rename git detects keeps the identity, and says so', () => {
    expect(
      compare([{ file: 'old.tf', line: 10 }], [{ file: 'new.tf', line: 3 }], { renames }),
    ).toEqual({
      states: ['new.tf:3 unchanged'],
      fixed: [],
      changed: ['new.tf:3 was old.tf:10'],
      carried: ['old.tf aws_s3_bucket.logs -> new.tf aws_s3_bucket.logs (renamed file)'],
    });
  });

  it('a resource named by its file follows the rename (by path, or by the file name)', () => {
    const docker = { detection: 'DOCKER-ROOT', code: ['FROM x'] };
    const byPath = compare(
      [{ ...docker, file: 'a/Dockerfile', line: 1, resource: '/a/Dockerfile.USER' }],
      [{ ...docker, file: 'b/Dockerfile', line: 1, resource: '/b/Dockerfile.USER' }],
      { renames: new Map([['a/Dockerfile', 'b/Dockerfile']]) },
    );
    expect(byPath.states).toEqual(['b/Dockerfile:1 unchanged']);
    const byName = compare(
      [{ ...docker, file: 'Dockerfile', line: 1, resource: 'Dockerfile' }],
      [{ ...docker, file: 'Dockerfile.prod', line: 1, resource: 'Dockerfile.prod' }],
      { renames: new Map([['Dockerfile', 'Dockerfile.prod']]) },
    );
    expect(byName.states).toEqual(['Dockerfile.prod:1 unchanged']);
    // Another resource name stays as it is: a resource renamed with its file is new.
    const other = compare(
      [{ ...docker, file: 'Dockerfile', line: 1, resource: 'web' }],
      [{ ...docker, file: 'Dockerfile.prod', line: 1, resource: 'api' }],
      { renames: new Map([['Dockerfile', 'Dockerfile.prod']]) },
    );
    expect(other.states).toEqual(['Dockerfile.prod:1 new']);
  });

  it('a resource named by the name of its file follows the file into another folder', () => {
    const docker = { detection: 'DOCKER-ROOT', code: ['FROM x'] };
    expect(
      compare(
        [{ ...docker, file: 'app/Dockerfile', line: 1, resource: 'Dockerfile' }],
        [{ ...docker, file: 'svc/Dockerfile.prod', line: 1, resource: 'Dockerfile.prod' }],
        { renames: new Map([['app/Dockerfile', 'svc/Dockerfile.prod']]) },
      ).states,
    ).toEqual(['svc/Dockerfile.prod:1 unchanged']);
  });

  it('a finding with no resource keeps its empty resource through a rename', () => {
    expect(
      compare(
        [{ file: 'old.tf', line: 1, resource: '' }],
        [{ file: 'new.tf', line: 1, resource: '' }],
        { renames },
      ).states,
    ).toEqual(['new.tf:1 unchanged']);
  });
});

describe('Terraform: a resource belongs to its module', () => {
  it('moved to another file of its folder, it keeps its identity', () => {
    expect(
      compare([{ file: 'infra/main.tf', line: 10 }], [{ file: 'infra/s3.tf', line: 1 }]),
    ).toEqual({
      states: ['infra/s3.tf:1 unchanged'],
      fixed: [],
      changed: ['infra/s3.tf:1 was infra/main.tf:10'],
      carried: [
        'infra/main.tf aws_s3_bucket.logs -> infra/s3.tf aws_s3_bucket.logs (moved within its module)',
      ],
    });
  });

  it('moved to another folder (another module), it is new', () => {
    expect(
      compare([{ file: 'a/main.tf', line: 10 }], [{ file: 'b/main.tf', line: 10 }]).states,
    ).toEqual(['b/main.tf:10 new']);
  });

  it('renamed with a moved block of its module, it keeps its identity', () => {
    const moves = new Map([['infra', [{ from: 'aws_s3_bucket.logs', to: 'aws_s3_bucket.audit' }]]]);
    expect(
      compare(
        [{ file: 'infra/main.tf', line: 10 }],
        [{ file: 'infra/main.tf', line: 10, resource: 'aws_s3_bucket.audit' }],
        { moves },
      ),
    ).toEqual({
      states: ['infra/main.tf:10 unchanged'],
      fixed: [],
      changed: ['infra/main.tf:10 was infra/main.tf:10'],
      carried: [
        'infra/main.tf aws_s3_bucket.logs -> infra/main.tf aws_s3_bucket.audit (moved block)',
      ],
    });
    // A moved block of another module says nothing about this one.
    const elsewhere = new Map([
      ['other', [{ from: 'aws_s3_bucket.logs', to: 'aws_s3_bucket.audit' }]],
    ]);
    expect(
      compare(
        [{ file: 'infra/main.tf', line: 10 }],
        [{ file: 'infra/main.tf', line: 10, resource: 'aws_s3_bucket.audit' }],
        { moves: elsewhere },
      ).states,
    ).toEqual(['infra/main.tf:10 new']);
  });

  it('only Terraform: a Kubernetes resource moved to another file is new', () => {
    const spec = { detection: 'K8S', resource: 'Deployment.web', code: ['kind: Deployment'] };
    expect(
      compare(
        [{ ...spec, file: 'k8s/a.yaml', line: 1 }],
        [{ ...spec, file: 'k8s/b.yaml', line: 1 }],
      ).states,
    ).toEqual(['k8s/b.yaml:1 new']);
  });

  it('knows Terraform and OpenTofu files, JSON too, and their module folders', () => {
    const of = (file: string) => isTerraform(model({ file, line: 1 })[0]!);
    expect(['a.tf', 'b/c.tf.json', 'd.tofu', 'e.TF', 'f.tofu.json'].map(of)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['a.tfvars', 'tf', 'a.yaml', 'a.tf.bak'].map(of)).toEqual([false, false, false, false]);
    expect(moduleOf('main.tf')).toBe('.');
    expect(moduleOf('infra/net/main.tf')).toBe('infra/net');
  });
});
