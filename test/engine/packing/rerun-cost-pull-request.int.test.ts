/**
 * Re-runs cost what changed, on a pull request: the monorepo of rerun-monorepo.ts as the base, a
 * folder deleted by the head; the head, anchored on its base's plan, adds at most 2 archives the
 * base did not have.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePullRequestRepository, writeFiles } from '../../support/git-fixtures.ts';
import { useIntegration } from '../../support/integration.ts';
import { MAX_ARCHIVE_BYTES, monorepo } from './rerun-monorepo.ts';

describe('re-runs upload only archives with a change', () => {
  const harness = useIntegration({ scan: { delayMs: 50 } });
  const { emulator } = harness;

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
