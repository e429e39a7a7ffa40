/** Paths the action reports are relative and use `/`, whatever the system's own form. */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, relativePosix } from '../src/paths.ts';

describe('paths', () => {
  it('are relative with / separators on Windows', () => {
    const w = path.win32;
    expect(relativePosix('C:\\work\\repo', 'C:\\work\\repo\\infra\\modules\\main.tf', w)).toBe(
      'infra/modules/main.tf',
    );
    expect(relativePosix('C:\\work\\repo', 'C:\\work\\repo', w)).toBe('');
    expect(relativePosix('C:\\work\\repo', 'c:\\WORK\\repo\\Infra\\x.tf', w)).toBe('Infra/x.tf');
  });

  it('are relative with / separators on POSIX systems', () => {
    expect(relativePosix('/work/repo', '/work/repo/infra/main.tf', path.posix)).toBe(
      'infra/main.tf',
    );
  });

  it('tell inside from outside on Windows: other drives, sibling folders with a common prefix', () => {
    const w = path.win32;
    expect(isInside('C:\\work\\repo', 'C:\\work\\repo\\infra', w)).toBe(true);
    expect(isInside('C:\\work\\repo', 'C:\\work\\repo', w)).toBe(true);
    expect(isInside('C:\\work\\repo', 'C:\\work\\repo-other\\x', w)).toBe(false);
    expect(isInside('C:\\work\\repo', 'D:\\work\\repo\\x', w)).toBe(false);
    expect(isInside('C:\\work\\repo', 'C:\\work\\repo\\..\\x', w)).toBe(false);
    expect(isInside('C:\\work\\repo', 'C:\\work\\repo\\..foo', w)).toBe(true);
  });

  it('tell inside from outside on POSIX systems', () => {
    const p = path.posix;
    expect(isInside('/repo', '/repo-other/x', p)).toBe(false);
    expect(isInside('/repo', '/repo/..x', p)).toBe(true);
    expect(isInside('/repo', '/', p)).toBe(false);
  });
});
