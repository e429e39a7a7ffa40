/**
 * Where the links of one commit lead (issue 31, third attack round), pure: through links anywhere
 * in the tree, `..` after the link before it, stopping at a submodule; and what it costs, counted
 * in steps and follows (never timed): a fork's chain of links that double at each step must cost
 * one step a link and end `exhausted` past the kernel's 40 follows, not run for hours.
 */
import { describe, expect, it } from 'vitest';
import {
  createLinkResolver,
  MAX_LINK_FOLLOWS,
  MAX_RESOLUTION_STEPS,
  type Resolution,
} from '../../../../src/engine/change/links/link-resolver.ts';

function where(r: Resolution): string {
  return r.kind === 'path' ? r.to : r.kind;
}

/** `infra/z/l0 -> .`, `infra/z/lk -> l{k-1}/l{k-1}`, and `infra/current -> z/l{n}`. */
function doubling(n: number): Map<string, string> {
  const texts = new Map<string, string>([['infra/z/l0', '.']]);
  for (let k = 1; k <= n; k++) texts.set(`infra/z/l${k}`, `l${k - 1}/l${k - 1}`);
  texts.set('infra/current', `z/l${n}`);
  return texts;
}

describe('where a link leads, through the whole tree', () => {
  it('follows links outside the folder and lists every link passed', () => {
    const { resolve } = createLinkResolver(
      new Map([
        ['infra/modules/edge', '../../platform/edge'],
        ['platform/edge', '../vendor/edge'],
      ]),
    );
    expect(resolve('infra/modules/edge')).toEqual({
      kind: 'path',
      to: 'vendor/edge',
      follows: 2,
      passed: ['platform/edge'],
    });
  });

  it('reads the top of the repository as a path, `..` after the link before it, and stops at a submodule', () => {
    const { resolve } = createLinkResolver(
      new Map([
        ['infra/repo', '..'],
        ['infra/m', '../platform'],
        ['infra/up', 'm/../docs'],
        ['infra/modules/edge', '../../vendor/sub/modules/edge'],
      ]),
      new Set(['vendor/sub']),
    );
    expect(where(resolve('infra/repo'))).toBe('');
    // The kernel's way: `m` is `platform`, so `m/..` is the top, not `infra`.
    expect(where(resolve('infra/up'))).toBe('docs');
    expect(where(resolve('infra/modules/edge'))).toBe('vendor/sub');
  });

  it('ends a chain at the kernel limit: 40 follows resolve, 41 are exhausted', () => {
    const chain = (length: number) => {
      const texts = new Map([['c/0', '../target']]);
      for (let k = 1; k < length; k++) texts.set(`c/${k}`, `${k - 1}`);
      return createLinkResolver(texts).resolve(`c/${length - 1}`);
    };
    expect(MAX_LINK_FOLLOWS).toBe(40);
    expect(where(chain(40))).toBe('target');
    expect(where(chain(41))).toBe('exhausted');
  });
});

describe('what resolving costs', () => {
  it('F6: links that double at each step cost one step a link, and exhaust at the kernel limit', () => {
    const n = 30;
    const resolver = createLinkResolver(doubling(n));
    expect(resolver.resolve('infra/current').kind).toBe('exhausted');
    // Each link's text has two parts and is walked once: about 2n steps, not 2^n.
    expect(resolver.steps()).toBeLessThanOrEqual(2 * n + 4);
    // Follows as the kernel counts them: l_k takes 2^(k+1) - 1.
    const small = createLinkResolver(doubling(5));
    expect(small.resolve('infra/z/l4')).toMatchObject({ kind: 'path', to: 'infra/z', follows: 31 });
    expect(small.resolve('infra/z/l5').kind).toBe('exhausted');
  });

  it('stops every link once the whole tree has spent its budget of steps', () => {
    const long = `${'./'.repeat(MAX_RESOLUTION_STEPS)}x`;
    const resolver = createLinkResolver(
      new Map([
        ['a/long', long],
        ['a/short', 'x'],
      ]),
    );
    expect(resolver.resolve('a/long').kind).toBe('exhausted');
    expect(resolver.resolve('a/short').kind).toBe('exhausted');
    expect(resolver.steps()).toBeLessThanOrEqual(MAX_RESOLUTION_STEPS + 2);
  });
});
