/**
 * Re-runs cost what changed: a monorepo packed at 1 MB archives and scanned by the action on the
 * emulator, then edited four ways; each run may upload at most 2 archives with new bytes (the
 * service answers "already scanned" for the rest). And a pull request's head, anchored on its
 * base's plan, adds at most 2 archives the base did not have.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../support/helpers.ts';
import { makePullRequestRepository, writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';

const MAX_ARCHIVE_BYTES = 1_000_000;

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const blob = (rand: () => number, chars: number): string =>
  Array.from({ length: chars }, () => BASE64[Math.floor(rand() * 64)]).join('');

/** Terraform-like text holding encoded data, so it deflates little (about 1.3x). */
function terraform(rand: () => number, bytes: number): string {
  let out = '';
  for (let i = 0; out.length < bytes; i++) {
    const id = Math.floor(rand() * 2 ** 48).toString(16);
    out += `resource "aws_s3_bucket" "b_${id}_${i}" {\n  bucket = "${id}-${Math.floor(rand() * 2 ** 48).toString(36)}${Math.floor(rand() * 2 ** 48).toString(36)}"\n  user_data = "${blob(rand, 160)}"\n}\n`;
  }
  return out;
}

/** About 7 MB deflated: Terraform stacks, Kubernetes manifests and charts (8-9 archives at 1 MB). */
function monorepo(): Record<string, string> {
  const rand = random(24);
  const files: Record<string, string> = {};
  const teams = ['core', 'data', 'edge', 'ml', 'payments', 'web'];
  for (let s = 0; s < 200; s++) {
    const stack = `terraform/stacks/${teams[s % teams.length]}-${String(s).padStart(3, '0')}`;
    files[`${stack}/main.tf`] = terraform(rand, 20_000 + rand() * 40_000);
    files[`${stack}/variables.tf`] = terraform(rand, 2_000 + rand() * 6_000);
  }
  for (let k = 0; k < 80; k++)
    files[`k8s/${['dev', 'prod', 'staging'][k % 3]}/svc-${k}.yaml`] =
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: svc-${k}\ndata:\n  blob: "${terraform(rand, 8_000 + rand() * 20_000).replace(/[\n"]/g, ' ')}"\n`;
  for (let c = 0; c < 12; c++) {
    files[`charts/c${c}/Chart.yaml`] = `apiVersion: v2\nname: c${c}\nversion: 1.0.${c}\n`;
    files[`charts/c${c}/templates/configmap.yaml`] =
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${c}\ndata:\n  x: "${terraform(rand, 30_000).replace(/[\n"]/g, ' ')}"\n`;
  }
  return files;
}

describe('re-runs upload only archives with a change', () => {
  // The emulator forgets its scans before each test: each starts with a service that has seen
  // no archive of these trees.
  const harness = useIntegration({ scan: { delayMs: 50 } });
  const { emulator } = harness;
  const parent = harness.tempDir('iac-rerun-');

  /** Runs the action on `workspace`; returns how many archives the service had not seen. */
  async function scanCount(workspace: string): Promise<{ fresh: number; archives: number }> {
    const before = emulator.scans.size;
    const run = await harness.action({
      workspace,
      inputs: {
        'github-token': '',
        'max-archive-size': String(MAX_ARCHIVE_BYTES),
        'fail-on': 'none',
        'pr-comment': 'false',
        baseline: 'none',
      },
    });
    expect(run.exitCode, run.stderr + run.log).toBe(0);
    const names = run.outputs['artifact-names']?.split(',') ?? [];
    return { fresh: emulator.scans.size - before, archives: names.length };
  }

  it('a 30 KB edit, a new folder, a deleted folder, a renamed file: at most 2 new archives each', async () => {
    const workspace = fs.mkdtempSync(path.join(parent, 'ws-'));
    writeTree(workspace, monorepo());
    const first = await scanCount(workspace);
    expect(first.archives).toBeGreaterThanOrEqual(6);
    expect(first.fresh).toBe(first.archives);

    const edited = path.join(workspace, 'terraform/stacks/payments-040/main.tf');
    fs.appendFileSync(edited, terraform(random(1), 30_000));
    expect((await scanCount(workspace)).fresh).toBeLessThanOrEqual(2);

    writeTree(workspace, {
      'terraform/stacks/identity-000/main.tf': terraform(random(2), 8_000),
      'terraform/stacks/identity-000/outputs.tf': terraform(random(3), 2_000),
    });
    expect((await scanCount(workspace)).fresh).toBeLessThanOrEqual(2);

    fs.rmSync(path.join(workspace, 'terraform/stacks/data-073'), { recursive: true });
    expect((await scanCount(workspace)).fresh).toBeLessThanOrEqual(2);

    fs.renameSync(
      path.join(workspace, 'k8s/prod/svc-31.yaml'),
      path.join(workspace, 'k8s/prod/svc-31-v2.yaml'),
    );
    const renamed = await scanCount(workspace);
    expect(renamed.fresh).toBeLessThanOrEqual(2);
    expect(renamed.fresh).toBeGreaterThanOrEqual(1);
  }, 240_000);

  it('a pull request deleting a folder: at most 2 head archives the base did not have', async () => {
    const tree = monorepo();
    const deleted = Object.keys(tree).filter((p) => p.startsWith('terraform/stacks/edge-050/'));
    expect(deleted.length).toBeGreaterThan(0);
    const origin = makePullRequestRepository({
      base: (dir) => writeFiles(dir, tree),
      head: (dir) => writeFiles(dir, Object.fromEntries(deleted.map((p) => [p, null]))),
    });
    harness.removeLater(path.dirname(origin.url.replace('file://', '')));
    const run = await harness.action({
      workspace: harness.removeLater(origin.checkoutMerge()),
      event: 'pull_request',
      payload: origin.event,
      inputs: {
        'github-token': '',
        'max-archive-size': String(MAX_ARCHIVE_BYTES),
        'fail-on': 'none',
        'pr-comment': 'false',
      },
    });
    const service = emulator;
    expect(run.exitCode, run.stderr + run.log).toBe(0);
    expect(run.log).not.toMatch(/::warning::/);
    const headNames = new Set(run.outputs['artifact-names']?.split(',') ?? []);
    const made = [...service.scans.values()];
    const baseScans = made.filter((scan) => !headNames.has(scan.artifactName));
    const headScans = made.filter((scan) => headNames.has(scan.artifactName));
    // The base went first, as a push run of it packs it; the head kept its unchanged archives.
    expect(baseScans.length).toBeGreaterThanOrEqual(6);
    expect(headNames.size).toBeGreaterThanOrEqual(6);
    expect(headScans.length).toBeGreaterThanOrEqual(1);
    expect(headScans.length).toBeLessThanOrEqual(2);
    expect(run.outputs['new-count']).toBe('0');
  }, 120_000);
});
