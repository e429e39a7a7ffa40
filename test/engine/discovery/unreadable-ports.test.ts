/**
 * Unreadable files and folders are skipped and reported while the rest is found, proven through
 * the ports discovery already has (the walker's folder reader, the rules' file probe) answering
 * EACCES and EPERM: no second user, so it holds as root, as a user and on every system.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { walkFiles, type ReadFolder } from '../../../src/engine/discovery/list-files.ts';
import { applyDiscoveryRules, type FileProbe } from '../../../src/engine/discovery/rules.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
});

function refusal(code: 'EACCES' | 'EPERM', file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: permission denied, open '${file}'`), { code });
}

const K8S = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n';

describe('unreadable files and folders, through the ports', () => {
  it.each(['EACCES', 'EPERM'] as const)(
    'the walker reports a folder it may not list (%s) and lists the rest',
    async (code) => {
      const root = tempDir('iac-ports-');
      roots.push(root);
      writeTree(root, { 'ok/main.tf': 'x', 'locked/inner/main.tf': 'x', 'locked/cm.yaml': K8S });
      const readdir: ReadFolder = (absolute) => {
        if (path.relative(root, absolute) === 'locked')
          return Promise.reject(refusal(code, absolute));
        return fs.promises.readdir(absolute, { withFileTypes: true, encoding: 'buffer' });
      };
      const listing = await walkFiles(root, { gitignore: true, readdir });
      expect(listing.files).toEqual(['ok/main.tf']);
      expect(listing.problems).toEqual([{ path: 'locked', reason: 'unreadable folder' }]);
    },
  );

  it.each(['EACCES', 'EPERM'] as const)(
    'the rules skip a file they may not read (%s) as unreadable and choose the rest',
    (code) => {
      const contents: Record<string, string> = {
        'ok/main.tf': 'x',
        'ok/cm.yaml': K8S,
        'locked/cm.yaml': K8S,
        'locked/main.tf': 'x',
      };
      const probe: FileProbe = {
        stat: (file) =>
          file === 'locked/main.tf'
            ? { type: 'unreadable' }
            : { type: 'file', size: Buffer.byteLength(contents[file] ?? '') },
        read: (file) => {
          if (file.startsWith('locked/')) throw refusal(code, file);
          return Buffer.from(contents[file] ?? '');
        },
      };
      const outcome = applyDiscoveryRules(
        {
          paths: Object.keys(contents),
          isIncluded: () => false,
          isExcluded: () => false,
        },
        probe,
      );
      expect(outcome.files.map((f) => f.path).sort()).toEqual(['ok/cm.yaml', 'ok/main.tf']);
      expect([...(outcome.skipped.get('unreadable') ?? [])].sort()).toEqual([
        'locked/cm.yaml',
        'locked/main.tf',
      ]);
    },
  );
});
