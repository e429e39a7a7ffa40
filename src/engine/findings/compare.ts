/**
 * Compares this run's findings with the base's by fingerprint (pure). A finding is the same on both
 * sides when its fingerprint matches: detection, path, resource and normalised code, never line
 * numbers, so moving lines, reordering resources or adding unrelated code never makes one new.
 * A finding whose code sits in another file on the other side is new there and fixed here: the
 * comparison says which ones moved, so a rename reads as a rename.
 */
import type { Finding } from './findings.ts';

export interface Comparison<F extends Finding> {
  /** Each current finding with its state against the base. */
  readonly states: ReadonlyMap<F, 'new' | 'unchanged'>;
  /** Base findings that are gone. */
  readonly fixed: readonly Finding[];
  /** New findings that are a fixed finding in another file (renamed or moved): from → to. */
  readonly moved: readonly { readonly from: Finding; readonly to: F }[];
}

/** What stays when a file is renamed: the detection, the resource and the code. */
function contentKey(finding: Finding): string {
  const code = finding.codeBlock
    .map(([, text]) => text.trim())
    .filter((t) => t !== '')
    .join('\n');
  return [finding.detectionId, finding.resource, code].join('\u0000');
}

export function compareWithBase<F extends Finding>(
  current: readonly F[],
  base: readonly Finding[],
): Comparison<F> {
  const baseFingerprints = new Set(base.map((f) => f.fingerprint));
  const currentFingerprints = new Set(current.map((f) => f.fingerprint));
  const states = new Map<F, 'new' | 'unchanged'>(
    current.map((f) => [f, baseFingerprints.has(f.fingerprint) ? 'unchanged' : 'new']),
  );
  const fixed = base.filter((f) => !currentFingerprints.has(f.fingerprint));
  const fixedByContent = new Map<string, Finding[]>();
  for (const f of fixed) {
    const key = contentKey(f);
    const same = fixedByContent.get(key);
    if (same) same.push(f);
    else fixedByContent.set(key, [f]);
  }
  const moved: { from: Finding; to: F }[] = [];
  for (const f of current) {
    if (states.get(f) !== 'new') continue;
    const candidates = fixedByContent.get(contentKey(f));
    const from = candidates?.find(
      (c) => (c.file ?? c.normalizedFile) !== (f.file ?? f.normalizedFile),
    );
    if (!from) continue;
    candidates!.splice(candidates!.indexOf(from), 1);
    moved.push({ from, to: f });
  }
  return { states, fixed, moved };
}
