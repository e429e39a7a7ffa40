/**
 * primaryLocationLineHash against the vectors github/codeql-action publishes for its own
 * implementation (src/fingerprints.test.ts there): the same text must give the same hashes.
 */
import { describe, expect, it } from 'vitest';
import { hashLines } from '../../../../src/engine/formats/sarif/line-hash.ts';

const HELLO = [
  'e9496ae3ebfced30:1',
  'fb7c023a8b9ccb3f:1',
  'ce8ba1a563dcdaca:1',
  'e20e36e16fcb0cc8:1',
  'b3edc88f2938467e:1',
  'c8e28b0b4002a3a0:1',
  'c129715d7a2bc9a3:1',
];

const VECTORS: [string, string[]][] = [
  ['', ['c129715d7a2bc9a3:1']],
  [
    ' a\nb\n  \t\tc\n d',
    ['271789c17abda88f:1', '54703d4cd895b18:1', '180aee12dab6264:1', 'a23a3dc5e078b07b:1'],
  ],
  [
    ' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End',
    [
      '8b7cf3e952e7aeb2:1',
      'b1ae1287ec4718d9:1',
      'bff680108adb0fcc:1',
      'c6805c5e1288b612:1',
      'b86d3392aea1be30:1',
      'e6ceba753e1a442:1',
    ],
  ],
  [' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n', HELLO],
  [' hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r', HELLO],
  [' hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n', HELLO],
  [' hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n', HELLO],
  [
    'Lorem ipsum dolor sit amet.\n'.repeat(10),
    [
      'a7f2ff13bc495cf2:1',
      'a7f2ff13bc495cf2:2',
      'a7f2ff13bc495cf2:3',
      'a7f2ff13bc495cf2:4',
      'a7f2ff13bc495cf2:5',
      'a7f2ff13bc495cf2:6',
      'a7f2ff1481e87703:1',
      'a9cf91f7bbf1862b:1',
      '55ec222b86bcae53:1',
      'cc97dc7b1d7d8f7b:1',
      'c129715d7a2bc9a3:1',
    ],
  ],
];

describe('hashLines', () => {
  it.each(VECTORS.map(([text, hashes], i) => [i, text, hashes] as const))(
    "matches upload-sarif's vector %i",
    (_, text, hashes) => {
      const got = hashLines(text);
      expect([...got.keys()]).toEqual(hashes.map((_, i) => i + 1));
      expect([...got.values()]).toEqual(hashes);
    },
  );

  it('hashes a line by what follows it, ignoring indentation', () => {
    const a = hashLines('x = 1\n  y = 2\n');
    const b = hashLines('x = 1\ny = 2\n');
    expect(a.get(2)).toBe(b.get(2));
    expect(a.get(1)).toBe(b.get(1));
    expect(hashLines('x = 1\ny = 3\n').get(1)).not.toBe(b.get(1));
  });

  it('hashes only the lines asked for, numbering repeats by every earlier line', () => {
    // The 100 characters after each of the first lines are the same: one hash, numbered 1, 2, ...
    const text = 'x\n'.repeat(200);
    const all = hashLines(text);
    const some = hashLines(text, new Set([3, 50, 190]));
    expect([...some.keys()]).toEqual([3, 50, 190]);
    for (const line of [3, 50, 190]) expect(some.get(line)).toBe(all.get(line));
    expect(some.get(50)).toMatch(/:50$/);
  });
});
