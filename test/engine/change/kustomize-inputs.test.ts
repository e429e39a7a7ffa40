/**
 * The unjudged rule for what kustomizations read (issue 39): an input under the scanned folder
 * that holds no resource is not judged on a pull request (a warning on every push would only
 * teach people to ignore warnings), and what a kustomization reads from outside the scanned folder
 * is not judged when the pull request changes it, or when what it changed is unknown.
 */
import { describe, expect, it } from 'vitest';
import { judgeCandidate } from '../../../src/engine/change/judge-entry.ts';
import type { LocalReference } from '../../../src/engine/change/references/reference-graph.ts';
import { referencesOutOfPath } from '../../../src/engine/change/references/references-out-of-path.ts';
import { unjudgedFixes } from '../../../src/engine/change/unjudged.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { NONE, file } from './tree-facts.ts';

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

  it('that was excluded is not judged: exclude leaves out files, not what a kustomization reads', () => {
    const facts = { ...NONE, kustomized, pullRequest: true, isExcluded: () => true };
    expect(judgeCandidate(file('k8s/ops.patch'), facts, PATCH)).toBe(
      'excluded, but read by IaC under path',
    );
    // An excluded file no kustomization reads was left out on purpose.
    expect(judgeCandidate(file('k8s/fixture.yaml'), facts, PATCH)).toBeUndefined();
  });

  it('that a module block uses (its folder) is not judged when excluded, documentation aside', () => {
    const facts = {
      ...NONE,
      pullRequest: true,
      isExcluded: (p: string) => p.startsWith('test/'),
      moduleFolders: new Set(['test/mod']),
    };
    expect(judgeCandidate(file('test/mod/main.tf'), facts)).toBe(
      'excluded, but read by IaC under path',
    );
    expect(judgeCandidate(file('test/mod/README.md'), facts)).toBeUndefined();
    expect(judgeCandidate(file('test/other/main.tf'), facts)).toBeUndefined();
  });
});

describe('what a kustomization reads from outside the scanned folder', () => {
  // As discovery's kustomize.outside gives them, resolved to repository paths (k8s/apps scanned).
  const outside: LocalReference[] = [
    { kind: 'kustomize', target: 'k8s/base' },
    { kind: 'kustomize', target: 'shared/x.yaml' },
  ];

  it('counts a change the deployer reads there, never documentation, without the commit', async () => {
    const changed = new Map([
      ['k8s/base/deploy.yaml', '100644'],
      ['k8s/base/README.md', '100644'],
      ['k8s/baseline.txt', '100644'],
    ]);
    expect(
      await referencesOutOfPath(outside, { folder: 'k8s/apps', scanPath: 'k8s/apps', changed }),
    ).toEqual([
      expect.objectContaining({
        path: 'k8s/base/deploy.yaml',
        reason: 'kustomize input out of path',
      }),
    ]);
    expect(
      (
        await referencesOutOfPath(outside, {
          folder: 'k8s/apps',
          scanPath: 'k8s/apps',
          changed: new Map([['shared/x.yaml', '000000']]),
        })
      ).map((f) => f.path),
    ).toEqual(['shared/x.yaml']);
  });

  it('names each kind of reference by its own reason and fix', async () => {
    const references: LocalReference[] = [
      { kind: 'terraform module', target: 'modules/net' },
      { kind: 'helm chart', target: 'charts/shared' },
    ];
    const changed = new Map([
      ['modules/net/main.tf', '100644'],
      ['charts/shared/templates/deploy.yaml', '100644'],
    ]);
    const files = await referencesOutOfPath(references, {
      folder: 'infra',
      scanPath: 'infra',
      changed,
    });
    expect(files.map((f) => [f.path, f.reason])).toEqual([
      ['modules/net/main.tf', 'terraform module out of path'],
      ['charts/shared/templates/deploy.yaml', 'helm chart out of path'],
    ]);
    // The fix is worded in the surface's words once the rule is done (`adviseUnjudged`).
    expect(unjudgedFixes(ACTION_KNOBS)[files[0]!.reason]).toMatch(/Terraform reads in place/);
  });

  it('counts every reference in the repository when the changes are unknown', async () => {
    expect(
      (
        await referencesOutOfPath(outside, {
          folder: 'k8s/apps',
          scanPath: 'k8s/apps',
          changed: 'unknown',
        })
      ).map((f) => f.path),
    ).toEqual(['k8s/base', 'shared/x.yaml']);
  });

  it('names a path as the workspace does when the workspace is a folder of the repository', async () => {
    const files = await referencesOutOfPath(
      [{ kind: 'terraform module', target: 'repo/modules/net' }],
      {
        folder: 'repo/infra',
        scanPath: 'infra',
        changed: new Map([['repo/modules/net/main.tf', '100644']]),
      },
    );
    expect(files.map((f) => f.path)).toEqual(['modules/net/main.tf']);
  });
});
