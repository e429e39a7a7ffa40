/**
 * What the deployed code under the scanned folder reads from out of it (issue 39, round three), in
 * process on a real repository: the references its kustomizations, Terraform files and charts
 * write, followed transitively through the commit (a kustomization two references away, a module a
 * module calls, a chart's `file://` dependency, a cycle ending where it began); a change there that
 * a deployer reads is not judged, with a reason per kind, and documentation or an unreferenced
 * file is not. Also: a file `exclude` matches that IaC under the folder reads is not left out.
 */
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeCandidate, type TreeFacts } from '../../../../src/engine/change/judge-entry.ts';
import { CommitFiles } from '../../../../src/engine/change/references/commit-files.ts';
import { isDocumentation } from '../../../../src/engine/change/references/documentation.ts';
import {
  resolveReference,
  walkReferences,
} from '../../../../src/engine/change/references/reference-graph.ts';
import { readPathReferences } from '../../../../src/engine/change/references/references-from-path.ts';
import { referencesOutOfPath } from '../../../../src/engine/change/references/references-out-of-path.ts';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { git, tempDir, writeFiles } from '../../../support/git-fixtures.ts';
import { unjudgedFixes } from '../../../../src/engine/change/unjudged.ts';
import { ACTION_KNOBS } from '../../../../src/action/knobs.ts';
import { expectPredicate } from '../../../support/expect-predicate.ts';

const FILES: Record<string, string> = {
  'infra/k8s/kustomization.yaml': 'resources:\n  - ../../base\n',
  'infra/main.tf':
    'module "net" {\n  source = "../modules/net"\n}\nmodule "own" {\n  source = "./own"\n}\n',
  'infra/own/main.tf': 'module "back" {\n  source = "../../modules/common"\n}\n',
  'infra/chart/Chart.yaml':
    'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n  - name: lib\n    repository: file://../../charts/lib\n',
  'base/kustomization.yaml': 'resources:\n  - ../base2\n',
  'base2/kustomization.yaml': 'resources:\n  - deploy.yaml\n  - ../base\n',
  'base2/deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\n',
  'base2/unused.yaml': 'apiVersion: v1\nkind: Pod\n',
  'base2/README.md': 'how to\n',
  'modules/net/main.tf': 'module "common" {\n  source = "../common"\n}\n',
  'modules/common/main.tf': 'resource "aws_vpc" "v" {}\n',
  'modules/common/policy.json': '{}\n',
  'modules/common/README.md': 'docs\n',
  'modules/unused/main.tf': 'resource "aws_vpc" "v" {}\n',
  'charts/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 1.0.0\n',
  'charts/lib/templates/cm.yaml': 'kind: ConfigMap\n',
};

let dir = '';
let sha = '';
beforeAll(() => {
  dir = tempDir('iac-references-');
  git(dir, ['init', '-q']);
  writeFiles(dir, FILES);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '-m', 'base']);
  sha = git(dir, ['rev-parse', 'HEAD']);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The references out of `infra`, as the scan reads them from its files. */
function fromPath() {
  return readPathReferences({
    folder: 'infra',
    kustomizeOutside: [{ kustomization: 'k8s/kustomization.yaml', target: '../base' }],
    terraformFiles: ['main.tf', 'own/main.tf'],
    charts: new Set(['chart']),
    readFile: (relative) => Promise.resolve(Buffer.from(FILES[`infra/${relative}`] ?? '')),
  });
}

describe('the references out of the scanned folder', () => {
  it('resolves a written path against its folder; one out of the repository or remote is none', () => {
    expect(resolveReference('infra', '../modules/net')).toBe('modules/net');
    expect(resolveReference('infra/k8s', '../../base/')).toBe('base');
    expect(resolveReference('infra', 'mods//net')).toBe('infra/mods/net');
    expect(resolveReference('', '.')).toBe('');
    expect(resolveReference('infra', '../../elsewhere')).toBeUndefined();
    expect(resolveReference('infra', '/etc')).toBeUndefined();
    expect(resolveReference('infra', 'https://github.com/o/r')).toBeUndefined();
  });

  it('reads each kind under the folder; a module folder under it is in, not out', async () => {
    const { outside, moduleFolders } = await fromPath();
    expect(outside).toEqual([
      { kind: 'kustomize', target: 'base' },
      { kind: 'terraform module', target: 'modules/net' },
      { kind: 'terraform module', target: 'modules/common' },
      { kind: 'helm chart', target: 'charts/lib' },
    ]);
    expect([...moduleFolders]).toEqual(['own']);
  });

  it('follows them transitively through the commit, each once (a cycle ends)', async () => {
    const { outside } = await fromPath();
    const read = await walkReferences(new CommitFiles(createGitCli(), dir, sha), outside, 'infra');
    expect(read.exhausted).toBe(false);
    expect(Object.fromEntries(read.files)).toEqual({
      'base/kustomization.yaml': 'kustomize',
      'base2/kustomization.yaml': 'kustomize',
      'base2/deploy.yaml': 'kustomize',
    });
    expect(Object.fromEntries(read.folders)).toEqual({
      'modules/net': 'terraform module',
      'modules/common': 'terraform module',
      'charts/lib': 'helm chart',
    });
  });
});

describe('a change out of the scanned folder', () => {
  const changed = (...paths: string[]) => new Map(paths.map((p) => [p, '100644']));

  it('that a deployer reads is not judged, with the reason of how it is read', async () => {
    const { outside } = await fromPath();
    const commit = new CommitFiles(createGitCli(), dir, sha);
    const files = await referencesOutOfPath(outside, {
      folder: 'infra',
      scanPath: 'infra',
      commit,
      changed: changed(
        'base2/deploy.yaml',
        'base2/unused.yaml',
        'base2/README.md',
        'modules/common/policy.json',
        'modules/common/README.md',
        'modules/unused/main.tf',
        'charts/lib/templates/cm.yaml',
        'infra/main.tf',
      ),
    });
    expect(files.map((f) => [f.path, f.reason])).toEqual([
      ['base2/deploy.yaml', 'kustomize input out of path'],
      ['modules/common/policy.json', 'terraform module out of path'],
      ['charts/lib/templates/cm.yaml', 'helm chart out of path'],
    ]);
    // Each fix is worded in the surface's words once the rule is done (`adviseUnjudged`).
    const fixes = unjudgedFixes(ACTION_KNOBS);
    expect(files.every((f) => fixes[f.reason].includes('widen path'))).toBe(true);
  });

  it('unknown: every reference out counts; without the commit, what is under each target', async () => {
    const { outside } = await fromPath();
    const unknown = await referencesOutOfPath(outside, {
      folder: 'infra',
      scanPath: 'infra',
      changed: 'unknown',
    });
    expect(unknown.map((f) => f.path)).toEqual([
      'base',
      'modules/net',
      'modules/common',
      'charts/lib',
    ]);
    const direct = await referencesOutOfPath(outside, {
      folder: 'infra',
      scanPath: 'infra',
      changed: changed('base/kustomization.yaml', 'base2/deploy.yaml', 'charts/lib/README.md'),
    });
    expect(direct.map((f) => f.path)).toEqual(['base/kustomization.yaml']);
  });

  it('names documentation apart: a README or a picture is read by no deployer', () => {
    expectPredicate(isDocumentation, {
      holds: ['a/README.md', 'LICENSE', 'docs/arch.png', 'CHANGELOG.txt'],
      fails: ['a/policy.json', 'notes.txt', 'security.yaml', 'main.tf'],
    });
  });
});

describe('a file exclude matches that IaC under the folder reads', () => {
  const facts: TreeFacts = {
    uploaded: () => false,
    isIncluded: () => false,
    isExcluded: (path) => path.startsWith('test/'),
    skipped: new Map(),
    rejected: new Map(),
    notPacked: new Map(),
    charts: new Set(),
    kustomized: new Set(['test/debug.yaml']),
    moduleFolders: new Set(['test/mod']),
  };
  const file = (path: string) => ({ path, nameValid: true, type: 'file' as const });

  it('is not left out on purpose: a kustomization input, a used module folder (documentation aside)', () => {
    const reason = 'excluded, but read by IaC under path';
    expect(judgeCandidate(file('test/debug.yaml'), facts)).toBe(reason);
    expect(judgeCandidate(file('test/mod/main.tf'), facts)).toBe(reason);
    expect(judgeCandidate(file('test/mod/README.md'), facts)).toBeUndefined();
    expect(judgeCandidate(file('test/other/main.tf'), facts)).toBeUndefined();
    expect(judgeCandidate(file('test/debug.yaml'), { ...facts, uploaded: () => true })).toBe(
      undefined,
    );
  });
});
