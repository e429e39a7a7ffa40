/**
 * Discovery never aborts on what the file system refuses: unreadable files and folders, and names
 * that are not UTF-8, are skipped and reported while the rest is found. Root reads a chmod 000 file
 * anyway, so under root the discovery runs in a child process as an unprivileged user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverFiles } from '../src/discovery/discover.ts';
import { NOBODY, nobodyUnavailable, tempDir, writeTree } from './helpers.ts';

const asRoot = process.getuid?.() === 0;
const DISCOVER = pathToFileURL(path.resolve('src/discovery/discover.ts')).href;
const K8S = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n';

interface Found {
  files: string[];
  skipped: Record<string, string[]>;
  source: string;
}

async function discoverHere(root: string): Promise<Found> {
  const found = await discoverFiles({ workspace: root, scanRoot: root, include: [], exclude: [] });
  return {
    files: found.files.map((f) => f.path).sort(),
    skipped: Object.fromEntries(found.skipped),
    source: found.source,
  };
}

/** Discovery as an unprivileged user when the tests run as root (who reads everything). */
function discoverUnprivileged(root: string): Found {
  const scriptDir = tempDir('iac-script-');
  fs.chmodSync(scriptDir, 0o755);
  const script = path.join(scriptDir, 'discover.mjs');
  fs.writeFileSync(
    script,
    `import { discoverFiles } from ${JSON.stringify(DISCOVER)};
const root = process.argv[2];
const found = await discoverFiles({ workspace: root, scanRoot: root, include: [], exclude: [] });
console.log(JSON.stringify({
  files: found.files.map((f) => f.path).sort(),
  skipped: Object.fromEntries(found.skipped),
  source: found.source,
}));
`,
  );
  fs.chmodSync(script, 0o644);
  const child = spawnSync(process.execPath, [script, root], {
    uid: NOBODY,
    gid: NOBODY,
    encoding: 'utf8',
    env: { ...process.env, HOME: scriptDir },
  });
  if (child.status !== 0)
    throw new Error(
      `discovery as nobody failed (status ${child.status}): ${String(child.error ?? '')} ${child.stderr}`,
    );
  return JSON.parse(child.stdout) as Found;
}

/** A tree with a locked file, a locked folder and a locked .gitignore, owned by whoever runs. */
function lockedTree(git: boolean): string {
  const root = tempDir();
  writeTree(root, {
    'ok/main.tf': 'x',
    'ok/cm.yaml': K8S,
    'locked-files/main.tf': 'x',
    'locked-files/cm.yaml': K8S,
    'locked-dir/tracked.tf': 'x',
    'rules/.gitignore': 'skip.tf\n',
    'rules/keep.tf': 'x',
  });
  if (git) {
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '-A'], { cwd: root });
  }
  // Untracked: git reads a folder's .gitignore only when it has an untracked file to judge.
  writeTree(root, { 'rules/new.tf': 'x' });
  if (asRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, root]);
  for (const locked of [
    'locked-files/main.tf',
    'locked-files/cm.yaml',
    'locked-dir',
    'rules/.gitignore',
  ])
    fs.chmodSync(path.join(root, locked), 0o000);
  return root;
}

describe.skipIf(
  process.platform === 'win32' || nobodyUnavailable('the unreadable-file tests as nobody'),
)('unreadable files and folders (POSIX permissions)', () => {
  for (const git of [false, true]) {
    it(`are skipped and reported, and the rest is found (${git ? 'git' : 'walker'})`, async () => {
      const root = lockedTree(git);
      const found = asRoot ? discoverUnprivileged(root) : await discoverHere(root);
      expect(found.source).toBe(git ? 'git' : 'walker');
      // Without its rules, what the unreadable .gitignore would hide is listed, as git lists it.
      expect(found.files).toEqual(['ok/cm.yaml', 'ok/main.tf', 'rules/keep.tf', 'rules/new.tf']);
      expect(found.skipped['unreadable folder']).toEqual(['locked-dir']);
      const unreadable = [
        'locked-files/cm.yaml',
        'locked-files/main.tf',
        'rules/.gitignore',
        // git knows a tracked file inside the folder it cannot open; the walker cannot.
        ...(git ? ['locked-dir/tracked.tf'] : []),
      ];
      expect(found.skipped.unreadable?.sort()).toEqual(unreadable.sort());
    });
  }
});

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
