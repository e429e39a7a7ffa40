/** `npm run test:timings`: the slowest files of a vitest JSON report, and the 20 s limit marked. */
import { describe, expect, it } from 'vitest';
import { rankFiles, renderTimings, type VitestReport } from '../../scripts/test-timings.ts';

const report: VitestReport = {
  startTime: 1_000,
  numTotalTests: 4,
  testResults: [
    { name: '/repo/test/a.test.ts', startTime: 1_000, endTime: 3_000, assertionResults: [1] },
    {
      name: '/repo/test/b.int.test.ts',
      startTime: 1_000,
      endTime: 26_000,
      assertionResults: [1, 2],
    },
    { name: '/repo/test/c.test.ts', startTime: 2_000, endTime: 2_500, assertionResults: [1] },
  ],
};

describe('test timings', () => {
  it('ranks files slowest first with their test counts, relative to the root', () => {
    expect(rankFiles(report, '/repo')).toEqual([
      { file: 'test/b.int.test.ts', ms: 25_000, tests: 2 },
      { file: 'test/a.test.ts', ms: 2_000, tests: 1 },
      { file: 'test/c.test.ts', ms: 500, tests: 1 },
    ]);
  });

  it('prints the wall time, the sum of durations, the slowest files and those over 20 s', () => {
    const lines = renderTimings(rankFiles(report, '/repo'), 30_000, 2);
    expect(lines[0]).toBe(
      '3 files, 4 tests: wall 30.0 s, sum of file durations 27.5 s; 1 over 20.0 s',
    );
    expect(lines[1]).toBe('slowest 2:');
    expect(lines[2]).toMatch(
      /^ +25\.0 s +2 tests {2}test\/b\.int\.test\.ts {2}\(over the limit\)$/,
    );
    expect(lines[3]).toMatch(/^ +2\.0 s +1 tests {2}test\/a\.test\.ts$/);
    expect(lines).toHaveLength(4);
  });
});
