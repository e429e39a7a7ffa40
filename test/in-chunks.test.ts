/** Reading many files a chunk at a time: every item mapped once, results in the items' order. */
import { describe, expect, it } from 'vitest';
import { mapInChunks } from '../src/in-chunks.ts';

describe('mapping in chunks', () => {
  it('maps every item once, at most a chunk at a time, keeping the order', async () => {
    let running = 0;
    let most = 0;
    const result = await mapInChunks([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((settle) => setImmediate(settle, n));
      running--;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('refuses a chunk size that would never move on', async () => {
    await expect(mapInChunks([1], 0, async (n) => n)).rejects.toThrow('Not a chunk size: 0');
  });
});
