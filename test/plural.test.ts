/** Counts as people read them: grouped by thousands exactly as `toLocaleString('en-US')` does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, plural } from '../src/plural.ts';

describe('a count', () => {
  it('is grouped by thousands as en-US groups it, for every number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.double()),
        (n) => {
          expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
    for (const n of [0, -0, 999, 1000, -1000, 4_400_000, Number.MAX_SAFE_INTEGER, 1e21])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('takes its noun, plural but for one', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(1234, 'file')).toBe('1,234 files');
  });
});
