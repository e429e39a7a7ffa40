/**
 * Scratch folders are removed with retries: on Windows a file just written is often held for a
 * moment (antivirus, indexer), and its folder's removal answers EBUSY or EPERM. The faults here
 * are injected into the removal; the folders are real.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  removeScratchFolder,
  SCRATCH_REMOVE_ATTEMPTS,
  type RemoveFolder,
} from '../src/scratch-folder.ts';
import { tempDir, writeTree } from './support/helpers.ts';

function busy(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: resource busy or locked, rmdir`), { code });
}

/** The real removal, refused with `code` for the first `times` calls. */
function refusing(code: string, times: number): { remove: RemoveFolder; calls: () => number } {
  let calls = 0;
  return {
    remove: async (folder, options) => {
      calls++;
      if (calls <= times) throw busy(code);
      await fs.promises.rm(folder, options);
    },
    calls: () => calls,
  };
}

function scratch(): string {
  const folder = tempDir('iac-scratch-');
  writeTree(folder, { 'a.zip': 'zip', '.spool': 'bytes', 'nested/b.zip': 'zip' });
  return folder;
}

describe('removing a scratch folder', () => {
  it('tries again while Windows says a file is busy, then removes it', async () => {
    const folder = scratch();
    const pauses: number[] = [];
    const fault = refusing('EBUSY', 2);
    const left = await removeScratchFolder(folder, {
      remove: fault.remove,
      sleep: async (ms) => void pauses.push(ms),
    });
    expect(left).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
    expect(fault.calls()).toBe(3);
    expect(pauses).toEqual([100, 200]);
  });

  it('retries EPERM and ENOTEMPTY too (what Windows answers for a file being scanned)', async () => {
    for (const code of ['EPERM', 'ENOTEMPTY']) {
      const folder = scratch();
      const left = await removeScratchFolder(folder, {
        remove: refusing(code, 1).remove,
        sleep: async () => undefined,
      });
      expect(left).toBeUndefined();
      expect(fs.existsSync(folder)).toBe(false);
    }
  });

  it('gives up after its last try with a sentence, never an exception', async () => {
    const folder = scratch();
    const fault = refusing('EBUSY', Infinity);
    const left = await removeScratchFolder(folder, {
      remove: fault.remove,
      sleep: async () => undefined,
    });
    expect(fault.calls()).toBe(SCRATCH_REMOVE_ATTEMPTS);
    expect(left).toBe(
      `${folder} could not be removed after ${SCRATCH_REMOVE_ATTEMPTS} tries (EBUSY)`,
    );
    expect(fs.existsSync(path.join(folder, 'a.zip'))).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  });

  it('does not wait on a fault that time will not mend', async () => {
    const folder = scratch();
    const pauses: number[] = [];
    const fault = refusing('EACCES', Infinity);
    const left = await removeScratchFolder(folder, {
      remove: fault.remove,
      sleep: async (ms) => void pauses.push(ms),
    });
    expect(fault.calls()).toBe(1);
    expect(pauses).toEqual([]);
    expect(left).toContain('after 1 try (EACCES)');
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  });

  it('removes a real folder with the file system by default', async () => {
    const folder = scratch();
    expect(await removeScratchFolder(folder)).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
  });
});
