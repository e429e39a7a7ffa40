/**
 * Where the links of one commit lead, pure: each link's text is walked one part at a time from its
 * folder, following every link of the whole tree met on the way (as the kernel would, `..` after
 * the link before it), and stopping at a submodule (its inside is another repository's).
 *
 * Invariants a newcomer should know:
 * - Each link is resolved once (memoised), so work grows with the tree, never with the paths
 *   through it: links `l_k -> l_{k-1}/l_{k-1}` cost one step each, not 2^k.
 * - Follows are counted as the kernel counts them (a memoised link still adds all the follows its
 *   own resolution took); past {@link MAX_LINK_FOLLOWS} the link is `exhausted`, as is a loop, and
 *   so is every link once {@link MAX_RESOLUTION_STEPS} steps are spent on the tree. The caller
 *   counts an exhausted link (fail closed): where it leads was not worked out.
 * - Every resolution lists the links it passed, so a link the pull request retargeted on the way
 *   is seen even when the final target is not a change.
 */
import * as posix from 'node:path/posix';

/** Follows one link may take, as the kernel's own limit (`ELOOP` past 40). */
export const MAX_LINK_FOLLOWS = 40;

/** Path parts walked over the whole tree before every unresolved link counts as exhausted. */
export const MAX_RESOLUTION_STEPS = 100_000;

/**
 * Where a link leads: a repository path (`''` is the top, a folder), out of the repository (an
 * absolute text, or `..` past the top), or not worked out (a loop, too many follows, the budget).
 */
export type Resolution =
  | {
      readonly kind: 'path';
      readonly to: string;
      readonly follows: number;
      readonly passed: readonly string[];
    }
  | { readonly kind: 'outside'; readonly passed: readonly string[] }
  | { readonly kind: 'exhausted'; readonly passed: readonly string[] };

/** Resolves links of one tree; `steps` is the work done so far (path parts walked). */
export interface LinkResolver {
  readonly resolve: (link: string) => Resolution;
  readonly steps: () => number;
}

/**
 * A resolver over `texts` (every link of the tree by repository path, with its text) and
 * `submodules` (every gitlink's path). A path that is not a link resolves to itself.
 */
export function createLinkResolver(
  texts: ReadonlyMap<string, string>,
  submodules: ReadonlySet<string> = new Set(),
): LinkResolver {
  const memo = new Map<string, Resolution | 'in progress'>();
  let steps = 0;

  function walk(start: string[], text: string, follows: number): Resolution {
    const passed: string[] = [];
    if (posix.isAbsolute(text)) return { kind: 'outside', passed };
    let stack = start;
    const parts = text.split('/');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (++steps > MAX_RESOLUTION_STEPS) return { kind: 'exhausted', passed };
      if (part === '' || part === '.') continue;
      if (part === '..') {
        if (stack.length === 0) return { kind: 'outside', passed };
        stack = stack.slice(0, -1);
        continue;
      }
      stack = [...stack, part];
      const at = stack.join('/');
      // Inside a submodule is another repository: the submodule itself is what it leads to.
      if (submodules.has(at)) return { kind: 'path', to: at, follows, passed };
      if (!texts.has(at)) continue;
      const through = resolve(at);
      passed.push(at, ...through.passed);
      if (through.kind !== 'path') return { ...through, passed };
      follows += through.follows;
      if (follows > MAX_LINK_FOLLOWS) return { kind: 'exhausted', passed };
      stack = through.to === '' ? [] : through.to.split('/');
    }
    return { kind: 'path', to: stack.join('/'), follows, passed };
  }

  function resolve(link: string): Resolution {
    const known = memo.get(link);
    if (known === 'in progress') return { kind: 'exhausted', passed: [] };
    if (known !== undefined) return known;
    const text = texts.get(link);
    if (text === undefined) return { kind: 'path', to: link, follows: 0, passed: [] };
    memo.set(link, 'in progress');
    const folder = posix.dirname(link);
    const result = walk(folder === '.' ? [] : folder.split('/'), text, 1);
    memo.set(link, result);
    return result;
  }

  return { resolve, steps: () => steps };
}
