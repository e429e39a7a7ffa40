/** The one rule of "no deployer could read it either": JSON that strict and ARM's readings both refuse. */
import { describe, expect, it } from 'vitest';
import { unreadableByAnyDeployer } from '../../../src/engine/change/deployer-unreadable.ts';

const bytes = (text: string) => Buffer.from(text);

describe('a file no deployer can read', () => {
  it('is JSON that neither strict JSON nor ARM lenient JSON reads: a documentation fragment', () => {
    expect(unreadableByAnyDeployer('a.json', bytes('{ "resources": [ ... ] }'))).toBe(true);
    expect(unreadableByAnyDeployer('A.JSON', bytes('{ "a": '))).toBe(true);
    expect(unreadableByAnyDeployer('a.json', bytes('\uFEFF{ "a": ... }'))).toBe(true);
  });

  it('is never JSON one of them reads', () => {
    expect(unreadableByAnyDeployer('a.json', bytes('{ "a": 1 }'))).toBe(false);
    expect(unreadableByAnyDeployer('a.json', bytes('{ "a": 1, // ARM reads comments\n }'))).toBe(
      false,
    );
    expect(unreadableByAnyDeployer('a.json', bytes('\uFEFF{ "a": 1 }'))).toBe(false);
  });

  it('is never decided for YAML, other names, unread or non-UTF-8 bytes, or JSON too deep for us', () => {
    expect(unreadableByAnyDeployer('a.yaml', bytes('a: [ ... '))).toBe(false);
    expect(unreadableByAnyDeployer('a.txt', bytes('{ ... }'))).toBe(false);
    expect(unreadableByAnyDeployer('a.json', undefined)).toBe(false);
    expect(unreadableByAnyDeployer('a.json', Buffer.from([0xff, 0xfe, 0x7b, 0x00]))).toBe(false);
    expect(unreadableByAnyDeployer('a.json', bytes(`${'['.repeat(5000)}${']'.repeat(5000)}`))).toBe(
      false,
    );
  });
});
