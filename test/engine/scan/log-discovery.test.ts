/**
 * What the log says of discovery, on a real tree: files found per kind at info level, skips per
 * reason with up to 10 paths for the reasons that can surprise, and a warning for a file that
 * looks like IaC but is not uploaded (never only a debug line).
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/engine/discovery/discover.ts';
import { StepLog, type LogSink } from '../../../src/log.ts';
import { MAX_NAMED_PATHS, logDiscovery } from '../../../src/engine/scan/trees/log-discovery.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';

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

const ARM_SCHEMA =
  'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#';

describe('the discovery log', () => {
  it('counts kinds, names surprising skips (at most 10) and warns of IaC-looking files not sent', async () => {
    const root = tempDir('iac-logdisc-');
    roots.push(root);
    const secrets = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`keys/k${String(i).padStart(2, '0')}.pem`, 'x']),
    );
    writeTree(root, {
      'infra/main.tf': 'resource "aws_s3_bucket" "b" {}\n',
      'k8s/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      // Cut short: an ARM template that its own tooling could not read either.
      'arm/broken.json': `{\n  "$schema": "${ARM_SCHEMA}",\n  "resources": [\n`,
      ...secrets,
    });
    const discovery = await discoverFiles({
      workspace: root,
      scanRoot: root,
      include: [],
      exclude: [],
    });
    const { log, info, warnings } = recording();
    const notes: string[] = [];
    logDiscovery(discovery, log, notes);

    const found = info.find((m) => m.includes('IaC file'));
    expect(found).toMatch(/^2 IaC files of \d+ listed by .*\(.*kubernetes 1.*terraform 1.*\)\.$/i);
    const secretLine = info.find((m) => m.includes('secret-like name'));
    expect(secretLine).toMatch(/^Skipped 12 files \(secret-like name\): /);
    const namedPaths = secretLine?.match(/keys\/k\d\d\.pem/g) ?? [];
    expect(namedPaths).toHaveLength(MAX_NAMED_PATHS);
    expect(secretLine).toContain('and 2 more');
    const unparsable = warnings.find((m) => m.includes('arm/broken.json'));
    expect(unparsable).toMatch(
      /^Not uploaded: 1 file looking like IaC but not parsable as their own tooling reads them: arm\/broken\.json$/,
    );
    expect(notes).toContain(unparsable);
  });
});
