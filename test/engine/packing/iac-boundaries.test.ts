/**
 * What leaves the machine, on a real tree: ARM templates in ARM's dialect go, a parameters file
 * does not; a chart goes as `helm package` would package it; tool configurations stay home. The
 * archives of a chart are byte-identical on a re-run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Discovery } from '../../../src/engine/discovery/discover.ts';
import { collectArchives, packFiles } from '../../../src/engine/packing/pack.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { readZip } from '../../support/zip-reader.ts';
import { discoverAll } from '../../support/discover-all.ts';

const SCHEMA = 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';
const PARAMETERS =
  'https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#';

const TREE: Record<string, string> = {
  'arm/line-comments.json': `{\n  "$schema": "${SCHEMA}", // template\n  "resources": []\n}`,
  'arm/what-if.json': `/* what-if */\n{ "$schema": "${SCHEMA}", /* none */ "resources": [] }`,
  'arm/trailing.json': `{ "$schema": "${SCHEMA}", "resources": [ { "type": "a" }, ], }`,
  'arm/script.json': `{ "$schema": "${SCHEMA}", "resources": [ { "properties": { "scriptContent": "set -e\n echo hi\n" } } ] }`,
  'arm/azuredeploy.parameters.json': `{ "$schema": "${PARAMETERS}", "parameters": {} }`,
  'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'chart/values.yaml': 'replicas: 1\n',
  'chart/.helmignore': '# not chart content\nhack/\nci/\n*.md\n.*\n',
  'chart/templates/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\n',
  'chart/templates/.swp': 'x',
  'chart/templates/NOTES.txt': 'hi',
  'chart/charts/redis-1.0.0.tgz': 'tgz',
  'chart/hack/gen.py': 'print(1)\n',
  'chart/hack/release.sh': 'echo\n',
  'chart/ci/lint.sh': 'echo\n',
  'chart/ci/values-ci.yaml': 'a: 1\n',
  'chart/README.md': '# web\n',
  'chart/.editorconfig': 'root = true\n',
  'chart/.gitignore': '*.tgz.bak\n',
  'chart/charts/sub/Chart.yaml': 'apiVersion: v2\nname: sub\nversion: 1.0.0\n',
  // helm applies the root chart's rules only: a subchart's own .helmignore leaves nothing out.
  'chart/charts/sub/.helmignore': '!*.yaml\n',
  'chart/charts/sub/values.yaml': 'a: 1\n',
  'chart/charts/sub/LICENSE': 'MIT\n',
  // Read as git reads it, this would keep README.md; helm ignores everything else instead.
  'git-minded/Chart.yaml': 'apiVersion: v2\nname: g\nversion: 1.0.0\n',
  'git-minded/.helmignore': '*.md\n!README.md\nhack/\n',
  'git-minded/README.md': '# g\n',
  'git-minded/hack/x.sh': 'echo\n',
  'git-minded/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\n',
  'dev/kind.yaml': 'kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\n',
  'skaffold.yaml': 'apiVersion: skaffold/v4beta11\nkind: Config\n',
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0))
    fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
});

async function discover(files: Record<string, string>): Promise<Discovery & { root: string }> {
  const root = tempDir('iac-boundaries-');
  roots.push(root);
  const workspace = path.join(root, 'ws');
  writeTree(workspace, files);
  const found = await discoverAll(workspace);
  return { ...found, root };
}

describe('what leaves the machine', () => {
  it('sends ARM templates in ARM JSON and the chart content, and nothing else', async () => {
    const found = await discover(TREE);
    expect(found.files.map((f) => `${f.path} ${f.kind}`)).toEqual([
      'arm/line-comments.json arm',
      'arm/script.json arm',
      'arm/trailing.json arm',
      'arm/what-if.json arm',
      'chart/Chart.yaml helm',
      'chart/charts/redis-1.0.0.tgz helm',
      'chart/charts/sub/Chart.yaml helm',
      'chart/charts/sub/LICENSE helm',
      'chart/charts/sub/values.yaml helm',
      'chart/templates/NOTES.txt helm',
      'chart/templates/deployment.yaml helm',
      'chart/values.yaml helm',
      'git-minded/.helmignore helm',
      'git-minded/Chart.yaml helm',
      'git-minded/templates/cm.yaml helm',
    ]);
    expect(found.warnings).toEqual([
      expect.stringMatching(
        /^git-minded\/\.helmignore ignores the chart's own Chart\.yaml, so helm could not package it/,
      ),
    ]);
    expect(found.skipped.get('ignored by .helmignore')?.sort()).toEqual([
      'chart/.editorconfig',
      'chart/.gitignore',
      'chart/.helmignore',
      'chart/README.md',
      'chart/charts/sub/.helmignore',
      'chart/ci/lint.sh',
      'chart/ci/values-ci.yaml',
      'chart/hack/gen.py',
      'chart/hack/release.sh',
      'chart/templates/.swp',
      'git-minded/README.md',
      'git-minded/hack/x.sh',
    ]);
    const reasons = new Map(found.rejected.map((r) => [r.path, r]));
    expect(reasons.get('arm/azuredeploy.parameters.json')).toEqual({
      path: 'arm/azuredeploy.parameters.json',
      reason: `an ARM parameters file ($schema "${PARAMETERS}"), not a template`,
      category: 'parameters file',
    });
    expect(reasons.get('dev/kind.yaml')?.category).toBe('tool configuration');
    expect(reasons.get('skaffold.yaml')?.category).toBe('tool configuration');
  });

  it('packs a chart into byte-identical archives on a re-run', async () => {
    const pack = async (): Promise<Buffer[]> => {
      const found = await discover(TREE);
      const packing = await packFiles(found.files, {
        maxArchiveBytes: 1_000_000,
        baseName: 'web',
        dir: path.join(found.root, 'out'),
      });
      const archives = await collectArchives(packing);
      return archives.map((a) => fs.readFileSync(a.file));
    };
    const first = await pack();
    const second = await pack();
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    const names = (await Promise.all(first.map((zip) => readZip(zip)))).flat().map((e) => e.name);
    expect(names.filter((n) => n.startsWith('chart/')).sort()).toEqual([
      'chart/Chart.yaml',
      'chart/charts/redis-1.0.0.tgz',
      'chart/charts/sub/Chart.yaml',
      'chart/charts/sub/LICENSE',
      'chart/charts/sub/values.yaml',
      'chart/templates/NOTES.txt',
      'chart/templates/deployment.yaml',
      'chart/values.yaml',
    ]);
  });
});
