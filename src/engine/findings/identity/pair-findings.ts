/**
 * Pairs the base's findings with this change's within one identity (same detection, file and
 * resource), pure. One on each side is a pair whatever its code or lines say: editing a resource
 * never makes its finding new. Several findings of one detection on one resource pair by nearest
 * code first (identical code, then the most lines in common), then nearest position; what is left
 * on either side is unpaired (new here, fixed there).
 */
import type { Finding } from '../findings.ts';

/** Past this many candidate pairs in one group, findings pair in line order (no similarity). */
export const MAX_SCORED_PAIRS = 250_000;

/** The code of a finding as compared: trimmed lines, blank lines dropped. */
export function codeLines(finding: Pick<Finding, 'codeBlock'>): string[] {
  return finding.codeBlock.map(([, text]) => text.trim()).filter((text) => text !== '');
}

/** The code of a finding as one text: equal for code re-indented or given blank lines. */
export function normalizedCode(finding: Pick<Finding, 'codeBlock'>): string {
  return codeLines(finding).join('\n');
}

/** How unlike two findings' code is: 0 when equal, towards 1 as fewer lines are shared. */
export function codeDistance(a: readonly string[], b: readonly string[]): number {
  if (a.length === b.length && a.every((line, i) => line === b[i])) return 0;
  const counts = new Map<string, number>();
  for (const line of a) counts.set(line, (counts.get(line) ?? 0) + 1);
  let shared = 0;
  for (const line of b) {
    const left = counts.get(line) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(line, left - 1);
    }
  }
  // Never 0 for code that differs: identical code always wins over code that only shares lines.
  return 1 - shared / (Math.max(a.length, b.length) + 1);
}

interface Candidate {
  readonly base: number;
  readonly head: number;
  readonly distance: number;
  readonly lines: number;
}

/** Pairs of indexes into `base` and `head`: `[baseIndex, headIndex]`, in base order. */
export function pairNearest(
  base: readonly Finding[],
  head: readonly Finding[],
): [number, number][] {
  if (base.length === 1 && head.length === 1) return [[0, 0]];
  if (base.length * head.length > MAX_SCORED_PAIRS) return pairInOrder(base, head);
  const baseCode = base.map(codeLines);
  const headCode = head.map(codeLines);
  const candidates: Candidate[] = [];
  baseCode.forEach((bCode, i) =>
    headCode.forEach((hCode, j) =>
      candidates.push({
        base: i,
        head: j,
        distance: codeDistance(bCode, hCode),
        lines: Math.abs((base[i] as Finding).startLine - (head[j] as Finding).startLine),
      }),
    ),
  );
  candidates.sort(
    (x, y) => x.distance - y.distance || x.lines - y.lines || x.base - y.base || x.head - y.head,
  );
  const takenBase = new Set<number>();
  const takenHead = new Set<number>();
  const pairs: [number, number][] = [];
  for (const c of candidates) {
    if (takenBase.has(c.base) || takenHead.has(c.head)) continue;
    takenBase.add(c.base);
    takenHead.add(c.head);
    pairs.push([c.base, c.head]);
  }
  return pairs.sort((x, y) => x[0] - y[0]);
}

/** Huge groups: the n-th finding of the base (in line order) with the n-th of the head. */
function pairInOrder(base: readonly Finding[], head: readonly Finding[]): [number, number][] {
  // A stable sort: findings on one line keep their order.
  const order = (list: readonly Finding[]) =>
    list.map((f, i) => [f.startLine, i] as const).sort((a, b) => a[0] - b[0]);
  const b = order(base);
  const h = order(head);
  return b.slice(0, h.length).map(([, i], k) => [i, h[k]![1]]);
}
