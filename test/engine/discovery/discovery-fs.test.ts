/**
 * Discovery never aborts on names the file system holds but a zip cannot carry (not valid UTF-8):
 * they are skipped and reported while the rest is found. Unreadable files and folders are proven
 * through discovery's ports (unreadable-ports.test.ts) and once end to end (faults.int.test.ts).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { discoverAll } from '../../support/discover-all.ts';

const K8S = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n';

interface Found {
  files: string[];
  skipped: Record<string, string[]>;
  source: string;
}

async function discoverHere(root: string): Promise<Found> {
  const found = await discoverAll(root);
  return {
    files: found.files.map((f) => f.path).sort(),
    skipped: Object.fromEntries(found.skipped),
    source: found.source,
  };
}

describe.skipIf(process.platform !== 'linux')(
  'names that are not valid UTF-8 (Linux only: macOS and Windows refuse them)',
  () => {
    function treeWithBadName(): string {
      const root = tempDir();
      writeTree(root, { 'infra/main.tf': 'x', 'k8s/cm.yaml': K8S });
      const dir = Buffer.from(path.join(root, 'infra'));
      fs.writeFileSync(
        Buffer.concat([dir, Buffer.from([0x2f, 0x66, 0xff, 0x2e, 0x74, 0x66])]),
        'x',
      );
      return root;
    }

    for (const mode of ['walker', 'git (untracked)', 'git (added)']) {
      it(`are reported with their bytes escaped and never uploaded (${mode})`, async () => {
        const root = treeWithBadName();
        if (mode !== 'walker') execFileSync('git', ['init', '-q'], { cwd: root });
        if (mode === 'git (added)') execFileSync('git', ['add', '-A'], { cwd: root });
        const found = await discoverHere(root);
        expect(found.source).toBe(mode === 'walker' ? 'walker' : 'git');
        expect(found.files).toEqual(['infra/main.tf', 'k8s/cm.yaml']);
        expect(found.skipped['name is not valid UTF-8']).toEqual(['infra/f\\xff.tf']);
      });
    }
  },
);
