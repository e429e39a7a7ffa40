/**
 * Re-runs cost what changed: a monorepo packed at 1 MB archives and scanned by the action on the
 * emulator, then edited four ways; each run may upload at most 2 archives with new bytes (the
 * service answers "already scanned" for the rest). The pull request's case is in
 * rerun-cost-pull-request.int.test.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeTree } from '../../support/helpers.ts';
import { useIntegration } from '../../support/integration.ts';
import { MAX_ARCHIVE_BYTES, monorepo, random, terraform } from './rerun-monorepo.ts';

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
});
