/**
 * The unjudged rule for what kustomizations read (issue 39): an input under the scanned folder
 * that holds no resource is not judged on a pull request (a warning on every push would only
 * teach people to ignore warnings), and what a kustomization reads from outside the scanned folder
 * is not judged when the pull request changes it, or when what it changed is unknown.
 */
import { describe, expect, it } from 'vitest';
import { judgeCandidate, type TreeFacts } from '../../../src/engine/change/judge-entry.ts';
import { kustomizeInputsOutOfPath } from '../../../src/engine/change/kustomize-out-of-path.ts';

const NONE: TreeFacts = {
  uploaded: () => false,
  isIncluded: () => false,
  isExcluded: () => false,
  skipped: new Map(),
  rejected: new Map(),
  notPacked: new Map(),
  charts: new Set(),
};
const file = (path: string) => ({ path, nameValid: true, type: 'file' as const });
const PATCH = Buffer.from('- op: add\n  path: /spec/x\n  value: 1\n');

describe('an input a kustomization reads', () => {
  const kustomized = new Set(['k8s/ops.patch', 'k8s/secret.pem']);

  it('that holds no resource is not judged on a pull request, and silent on other runs', () => {
    const rejected = new Map([['k8s/ops.patch', 'kustomize input' as const]]);
    const facts = { ...NONE, kustomized, rejected };
    expect(judgeCandidate(file('k8s/ops.patch'), { ...facts, pullRequest: true })).toBe(
      'kustomize input, not a resource',
    );
    expect(judgeCandidate(file('k8s/ops.patch'), facts)).toBeUndefined();
  });

  it('is judged by its bytes when discovery did not read it (a secret-like name)', () => {
    const facts = { ...NONE, kustomized, pullRequest: true };
    expect(judgeCandidate(file('k8s/secret.pem'), facts, PATCH)).toBe('secret-like name');
    const deployment = Buffer.from('apiVersion: apps/v1\nkind: Deployment\n');
    expect(judgeCandidate(file('k8s/secret.pem'), facts, deployment)).toBe('secret-like name');
    expect(judgeCandidate(file('k8s/other.pem'), facts, PATCH)).toBeUndefined();
  });

  it('that was excluded was left out on purpose', () => {
    const facts = { ...NONE, kustomized, pullRequest: true, isExcluded: () => true };
    expect(judgeCandidate(file('k8s/ops.patch'), facts, PATCH)).toBeUndefined();
  });
});

describe('what a kustomization reads from outside the scanned folder', () => {
  const outside = [
    { kustomization: 'overlays/prod/kustomization.yaml', target: '../base' },
    { kustomization: 'overlays/prod/kustomization.yaml', target: '../../shared/x.yaml' },
    { kustomization: 'kustomization.yaml', target: '../../../../etc/passwd' },
  ];

  it('counts where the pull request changed it or something below it', () => {
    const changed = new Map([
      ['k8s/base/deploy.yaml', '100644'],
      ['k8s/baseline.txt', '100644'],
    ]);
    expect(
      kustomizeInputsOutOfPath(outside, { folder: 'k8s/apps', scanPath: 'k8s/apps', changed }),
    ).toEqual([
      expect.objectContaining({ path: 'k8s/base', reason: 'kustomize input out of path' }),
    ]);
    expect(
      kustomizeInputsOutOfPath(outside, {
        folder: 'k8s/apps',
        scanPath: 'k8s/apps',
        changed: new Map([['shared/x.yaml', '000000']]),
      }).map((f) => f.path),
    ).toEqual(['shared/x.yaml']);
  });

  it('counts every reference in the repository when the changes are unknown', () => {
    expect(
      kustomizeInputsOutOfPath(outside, { scanPath: 'k8s/apps', changed: 'unknown' }).map(
        (f) => f.path,
      ),
    ).toEqual(['k8s/base', 'shared/x.yaml']);
  });
});
