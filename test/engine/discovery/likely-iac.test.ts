/**
 * The likely-IaC warning fires only for a file a reader would call IaC, naming the structural
 * reason: never for the look-alikes healthy repositories hold (PSRule rules, workflow templates,
 * test fixtures named `template.yaml`, JSON Schemas, CDK's empty dummy template), and `exclude`
 * silences it for a chosen path. The fixtures are real files in `fixtures/likely-iac/`: `quiet/`
 * holds one of each false positive seen on real repositories, `warned/` the near misses that must
 * still warn.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFiles, type Discovery } from '../../../src/engine/discovery/discover.ts';
import { classifyContent } from '../../../src/engine/discovery/content/content.ts';
import { quietPlace, startsLikeIac } from '../../../src/engine/discovery/likely-iac.ts';
import { logDiscovery } from '../../../src/engine/scan/trees/log-discovery.ts';
import { StepLog } from '../../../src/action/step-log.ts';
import { ROOT } from '../../support/run-action.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';

const FIXTURES = path.join(ROOT, 'fixtures', 'likely-iac');

async function discover(folder: string, exclude: string[] = []): Promise<Discovery> {
  const root = path.join(FIXTURES, folder);
  return discoverFiles({ workspace: root, scanRoot: root, include: [], exclude });
}

function logged(discovery: Discovery) {
  const lines = { info: [] as string[], warning: [] as string[], debug: [] as string[] };
  const notes: string[] = [];
  const log = new StepLog({
    info: (m) => lines.info.push(m),
    debug: (m) => lines.debug.push(m),
    annotate: (level, m) => (level === 'warning' ? lines.warning : lines.info).push(m),
    startGroup: () => undefined,
    endGroup: () => undefined,
  });
  logDiscovery(discovery, log, notes, ACTION_KNOBS);
  return { ...lines, notes };
}

describe('files a healthy repository holds that look like IaC to a name or a first line', () => {
  it('are not uploaded and raise no warning, each with its reason at debug level', async () => {
    const discovery = await discover('quiet');
    const { warning, notes, debug } = logged(discovery);
    expect(warning).toEqual([]);
    expect(notes).toEqual([]);
    // Only the real template among them is uploaded.
    expect(discovery.files.map((f) => f.path)).toEqual(['azure/azuredeploy.json']);
    // One fixture of each false positive the issue lists is read and refused, quietly.
    const refused = discovery.rejected.map((r) => r.path);
    for (const fixture of [
      '.ps-rule/Org.Azure.Rule.yaml',
      'ps-rule/Org.Network.Rule.yml',
      '.github/workflows/deploy.template.yml',
      '.github/workflow-templates/terraform.yml',
      'tests/fixtures/invalid-type/template.yaml',
      'testdata/k8s/bad-apiversion.yaml',
      'test/data/template.yaml',
      'schemas/template.schema.json',
      'schemas/cloudformation.schema.json',
      'schemas/manifest.schema.yaml',
      'cdk.out.dummy/dummy.template.json',
      'docs/template.yaml',
    ]) {
      expect(refused).toContain(fixture);
      expect(debug.filter((line) => line.includes(`${fixture}:`))).toHaveLength(1);
    }
    expect(debug.find((l) => l.includes('tests/fixtures/invalid-type/template.yaml'))).toMatch(
      /"AWS::S3:Bucket".*no warning: in a test or fixture folder$/,
    );
  });
});

describe('files a reader would call IaC that are not uploaded', () => {
  it('are one warning naming each file and its structural reason, also in the summary notes', async () => {
    const { warning, notes } = logged(await discover('warned'));
    const nearMiss = warning.find((w) => w.includes('shaped like IaC'));
    expect(nearMiss).toBeDefined();
    expect(nearMiss).toMatch(/^Not uploaded: 4 files shaped like IaC but not IaC/);
    expect(nearMiss).toContain(
      'cloudformation/bucket.yaml: the Type "AWS::S3:Bucket" in Resources is not of the form Vendor::Service::Resource',
    );
    expect(nearMiss).toContain(
      `k8s/deployment.yaml: apiVersion "apps/V1" is not of Kubernetes' form`,
    );
    expect(nearMiss).toMatch(
      /arm\/azuredeploy\.json: an ARM deployment template \$schema .* without resources/,
    );
    expect(nearMiss).toMatch(
      /multi\/stack\.yaml: none of its 2 documents is IaC, document 2: apiVersion "extensions\/v1beta"/,
    );
    expect(nearMiss).toMatch(/add the path to exclude if it is not meant to be IaC\.$/);
    const unparsable = warning.find((w) => w.includes('not parsable'));
    expect(unparsable).toMatch(/arm\/network\.json: does not parse as JSON/);
    expect(unparsable).toMatch(/k8s\/configmap\.yaml: does not parse as YAML/);
    expect(notes).toEqual(warning);
  });

  it('is silenced for a path named in exclude, which is then counted as excluded', async () => {
    const { warning, info } = logged(
      await discover('warned', ['k8s/deployment.yaml', 'cloudformation/']),
    );
    const nearMiss = warning.find((w) => w.includes('shaped like IaC'));
    expect(nearMiss).toMatch(/^Not uploaded: 2 files shaped like IaC/);
    expect(nearMiss).not.toContain('k8s/deployment.yaml');
    expect(nearMiss).not.toContain('cloudformation/bucket.yaml');
    expect(info).toContain('Skipped 2 files matched by exclude.');
  });
});

describe('what decides a warning', () => {
  it('is never a name alone', () => {
    for (const [name, text] of [
      ['mainTemplate.json', '{ "resources": [] }'],
      ['azuredeploy.json', '{}'],
      ['cdk.out/Stack.template.json', '{}'],
      ['template.yaml', ''],
      ['cloudformation.yml', 'Resources: {}\n'],
    ] as const)
      expect(classifyContent(name, text), name).not.toHaveProperty('category');
  });

  it('is a near miss of one kind: apiVersion, kind, a Type with ::, an ARM $schema', () => {
    const near = (name: string, text: string) => classifyContent(name, text);
    expect(near('a.yaml', 'apiVersion: v1beta1x\nkind: Pod\n')).toMatchObject({
      category: 'looks like IaC',
    });
    expect(near('a.yaml', 'apiVersion: apps/v1\nkind: ""\n')).toMatchObject({
      category: 'looks like IaC',
    });
    // PSRule, Azure DevOps and other tools' apiVersions are not near Kubernetes' form.
    expect(
      near('a.yaml', 'apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\n'),
    ).not.toHaveProperty('category');
    expect(near('a.yaml', 'Resources:\n  X:\n    Type: Microsoft.Web/sites\n')).not.toHaveProperty(
      'category',
    );
    expect(
      near('a.json', '{ "$schema": "https://example.com/deploymentTemplate.json#", "x": 1 }'),
    ).toMatchObject({ category: 'looks like IaC' });
  });

  it('takes a template of custom resources only as CloudFormation', () => {
    expect(
      classifyContent('stack.yaml', 'Resources:\n  Seed:\n    Type: Custom::SeedData\n'),
    ).toEqual({ kind: 'cloudformation' });
  });

  it('warns of a file that does not parse only when its first lines are an IaC top level', () => {
    const broken = 'data: [unclosed\n';
    expect(classifyContent('a.yaml', `apiVersion: v1\nkind: Secret\n${broken}`)).toMatchObject({
      category: 'unparsable',
    });
    // A config that says Resources in a comment, and does not parse: a debug line, no warning.
    expect(classifyContent('a.yaml', `# Resources\n${broken}`)).toMatchObject({
      reason: expect.stringMatching(/does not parse as YAML/),
    });
    expect(classifyContent('a.yaml', `# Resources\n${broken}`)).not.toHaveProperty('category');
    expect(startsLikeIac(Buffer.from('AWSTemplateFormatVersion: "2010-09-09"\n'))).toBe(true);
    expect(startsLikeIac(Buffer.from('{ "apiVersion": "v1", "kind": "List", '))).toBe(true);
    expect(startsLikeIac(Buffer.from('{ "$schema": "https://json-schema.org/x", '))).toBe(false);
  });

  it('is never raised in test, fixture or CI folders, or for PSRule files', () => {
    expect(quietPlace('modules/vpc/test/fixtures/main.yaml')).toBe('in a test or fixture folder');
    expect(quietPlace('src/__tests__/stack.yaml')).toBe('in a test or fixture folder');
    expect(quietPlace('integration-tests/k8s.yaml')).toBe('in a test or fixture folder');
    expect(quietPlace('.github/workflows/deploy.yml')).toBe('in a CI folder');
    expect(quietPlace('.ps-rule/Org.Rule.yaml')).toBe('a PSRule file');
    expect(quietPlace('rules/Org.Azure.Rule.yml')).toBe('a PSRule file');
    // A file named like a test is not in a test folder; words inside a name do not count.
    expect(quietPlace('k8s/test.yaml')).toBeUndefined();
    expect(quietPlace('latest/contest/deploy.yaml')).toBeUndefined();
  });
});
