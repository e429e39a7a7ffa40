/**
 * What the log says of discovery, on a real tree: files found per kind at info level, skips per
 * reason with up to 10 paths for the reasons that can surprise, and a warning for a file that
 * looks like IaC but is not uploaded (never only a debug line).
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type Discovery } from '../../../../src/engine/discovery/discover.ts';
import { StepLog, type LogSink } from '../../../../src/action/step-log.ts';
import { MAX_NAMED_PATHS, logDiscovery } from '../../../../src/engine/scan/trees/log-discovery.ts';
import { tempDir, writeTree } from '../../../support/helpers.ts';
import { ACTION_KNOBS } from '../../../../src/action/knobs.ts';
import { discoverAll } from '../../../support/discover-all.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
});

function recording(): { log: StepLog; info: string[]; warnings: string[]; debug: string[] } {
  const info: string[] = [];
  const warnings: string[] = [];
  const debug: string[] = [];
  const sink: LogSink = {
    info: (m) => info.push(m),
    debug: (m) => debug.push(m),
    annotate: (level, m) => {
      if (level === 'warning') warnings.push(m);
    },
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
  return { log: new StepLog(sink), info, warnings, debug };
}

/** Discovery of a real tree holding `files`, and what logDiscovery logs and notes of it. */
async function logTreeDiscovery(files: Record<string, string | Buffer>) {
  const root = tempDir('iac-logdisc-');
  roots.push(root);
  writeTree(root, files);
  const discovery = await discoverAll(root);
  const recorded = recording();
  const notes: string[] = [];
  logDiscovery(discovery, recorded.log, notes, ACTION_KNOBS);
  return { discovery, notes, ...recorded };
}

const ARM_SCHEMA =
  'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';

describe('the discovery log', () => {
  it('counts kinds, names surprising skips (at most 10) and warns of IaC-looking files not sent', async () => {
    const secrets = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`keys/k${String(i).padStart(2, '0')}.pem`, 'x']),
    );
    const { info, warnings, notes } = await logTreeDiscovery({
      'infra/main.tf': 'resource "aws_s3_bucket" "b" {}\n',
      'k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      // Cut short: an ARM template that its own tooling could not read either.
      'arm/broken.json': `{\n  "$schema": "${ARM_SCHEMA}",\n  "resources": [\n`,
      ...secrets,
    });

    const found = info.find((m) => m.includes('IaC file'));
    expect(found).toMatch(/^2 IaC files of \d+ listed by .*\(.*kubernetes 1.*terraform 1.*\)\.$/i);
    const secretLine = info.find((m) => m.includes('secret-like name'));
    expect(secretLine).toMatch(/^Skipped 12 files with a secret-like name: /);
    const namedPaths = secretLine?.match(/keys\/k\d\d\.pem/g) ?? [];
    expect(namedPaths).toHaveLength(MAX_NAMED_PATHS);
    expect(secretLine).toContain('and 2 more (the debug log names them)');
    const unparsable = warnings.find((m) => m.includes('arm/broken.json'));
    expect(unparsable).toMatch(
      /^Not uploaded: 1 file looking like IaC but not parsable as their own tooling reads them: arm\/broken\.json: does not parse as JSON: /,
    );
    expect(notes).toContain(unparsable);
  });
});

describe('IaC refused in a quiet place (a test folder, a PSRule name)', () => {
  it('is no warning, one debug line each, yet stays unparsable for the unjudged rule', async () => {
    const pod = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: evil\n';
    const { discovery, warnings, debug, notes } = await logTreeDiscovery({
      'main.tf': 'resource "aws_s3_bucket" "b" {}\n',
      'k8s/allow.rule.yaml': Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(pod, 'utf16le'),
      ]),
      'k8s-spec/broken.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n\tname: web\n',
    });
    expect(warnings).toEqual([]);
    expect(notes).toEqual([]);
    for (const quiet of ['k8s/allow.rule.yaml: ', 'k8s-spec/broken.yaml: '])
      expect(debug.filter((line) => line.includes(quiet))).toHaveLength(1);
    expect(discovery.rejected.map((r) => [r.path, r.category])).toEqual([
      ['k8s-spec/broken.yaml', 'unparsable'],
      ['k8s/allow.rule.yaml', 'unparsable'],
    ]);
  });
});

/** A discovery as the rules return it, without a tree: only the counts and paths matter here. */
function discoveryOf(parts: Partial<Discovery>): Discovery {
  return {
    files: [],
    skipped: new Map(),
    rejected: [],
    source: 'git',
    candidates: 0,
    ...parts,
  };
}

describe('discovery log lines', () => {
  it('give one reason per group, in plain words, with thousands separators', () => {
    const discovery = discoveryOf({
      candidates: 12_345,
      skipped: new Map([['excluded', Array.from({ length: 1_500 }, (_, i) => `vendor/f${i}.tf`)]]),
      rejected: [
        {
          path: 'arm/a.parameters.json',
          reason: 'an ARM parameters file',
          category: 'parameters file',
        },
        {
          path: 'arm/b.parameters.json',
          reason: 'an ARM parameters file',
          category: 'parameters file',
        },
        { path: 'home/kubeconfig.yaml', reason: 'a kubeconfig', category: 'kubeconfig' },
        { path: 'app/config.yaml', reason: 'its top level has no apiVersion' },
      ],
    });
    const { log, info } = recording();
    logDiscovery(discovery, log, [], ACTION_KNOBS);
    expect(info).toEqual([
      '0 IaC files of 12,345 listed by git.',
      'Skipped 1,500 files matched by exclude.',
      'Skipped 2 ARM parameters files (parameters, not templates).',
      'Skipped 1 kubeconfig (cluster credentials, never uploaded).',
      'Skipped 1 YAML/JSON file whose content is not IaC.',
    ]);
    // No group nests brackets in brackets.
    for (const line of info) expect(line).not.toMatch(/\([^)]*\(/);
  });

  it('lists each path once, at the level that fits', () => {
    const secrets = Array.from({ length: 12 }, (_, i) => `keys/k${i}.pem`);
    const nearMisses = Array.from({ length: 11 }, (_, i) => ({
      path: `k8s/app${i}.yaml`,
      reason: `apiVersion "apps/V${i}" is not of Kubernetes' form`,
      category: 'looks like IaC' as const,
    }));
    const discovery = discoveryOf({
      skipped: new Map([
        ['secret', secrets],
        ['symlink', ['infra/link.tf']],
      ]),
      rejected: [...nearMisses, { path: 'app/config.yaml', reason: 'its top level has no kind' }],
    });
    const { log, info, warnings, debug } = recording();
    logDiscovery(discovery, log, [], ACTION_KNOBS);
    const all = [...info, ...warnings, ...debug];
    for (const p of [
      ...secrets,
      'infra/link.tf',
      ...nearMisses.map((n) => n.path),
      'app/config.yaml',
    ])
      expect(
        all.filter((line) => line.includes(`${p}:`) || line.includes(`${p},`) || line.endsWith(p)),
        p,
      ).toHaveLength(1);
    // The warned paths are in the warning (with their reason), not again at info or debug.
    expect(warnings.find((w) => w.includes('k8s/app0.yaml'))).toContain(
      `k8s/app0.yaml: apiVersion "apps/V0" is not of Kubernetes' form`,
    );
    expect(info.some((line) => line.includes('k8s/app') || line.includes('link.tf'))).toBe(false);
    // The eleventh near miss, past the warning's ten, is a debug line with its reason.
    expect(debug).toContain(
      `not uploaded: k8s/app10.yaml: apiVersion "apps/V10" is not of Kubernetes' form`,
    );
    expect(debug).toContain('not uploaded: app/config.yaml: its top level has no kind');
    expect(warnings.join('\n')).not.toContain('the debug log says why');
  });
});
