/**
 * The reader of a finding's neighbouring lines (where inline suppression comments are looked
 * for): exactly the lines asked for, the first line without its byte-order mark, and nothing read
 * outside the workspace, whether the service names a path with `..` or the fork plants a link.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workTreeText } from '../../../../src/engine/scan/trees/work-tree.ts';
import { tempDir, writeTree } from '../../../support/helpers.ts';

const root = tempDir('iac-lines-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const workspace = path.join(root, 'workspace');
writeTree(root, {
  'workspace/infra/main.tf': '\uFEFF# plerion:ignore A first\nline 2\nline 3\nline 4\nline 5\n',
  'outside/secret.tf': '# plerion:ignore A outside\n',
  'workspace/big.tf': `# plerion:ignore A big\n${'#'.repeat(9 * 1024 * 1024)}\n`,
});
fs.symlinkSync(path.join(root, 'outside', 'secret.tf'), path.join(workspace, 'infra', 'link.tf'));
const read = workTreeText(workspace).lines;

describe('the lines around a finding', () => {
  it('are the lines asked for, in order, and the first without its byte-order mark', async () => {
    expect(await read('infra/main.tf', 3, 4)).toEqual(['line 3', 'line 4']);
    expect(await read('infra/main.tf', 1, 2)).toEqual(['# plerion:ignore A first', 'line 2']);
    expect(await read('infra/main.tf', 5, 99)).toEqual(['line 5']);
  });

  it('are read from a file too big to be read whole, which has no whole text', async () => {
    expect(await read('big.tf', 1, 1)).toEqual(['# plerion:ignore A big']);
    expect(await workTreeText(workspace).read('big.tf')).toBeUndefined();
    expect(await workTreeText(workspace).read('infra/main.tf')).toContain('line 5');
  });

  it('are never read outside the workspace, through .. or a link, nor from a folder', async () => {
    expect(await read('../outside/secret.tf', 1, 1)).toBeUndefined();
    expect(await read('infra/link.tf', 1, 1)).toBeUndefined();
    expect(await read('infra/missing.tf', 1, 1)).toBeUndefined();
    expect(await read('infra', 1, 1)).toBeUndefined();
  });
});
