/**
 * The middle step of discovery's rules (`rules.ts`): once the plan's kustomizations are read, the
 * files they read join the plan as files whose content decides, whatever their extension.
 */
import type { ChosenFile, FileProbe, PendingFile } from '../rule-types.ts';
import { findKustomizeInputs, isKustomization, type KustomizeInputs } from './kustomize-inputs.ts';

/** The parts of a discovery plan this step reads and extends. */
interface PlanParts {
  readonly entries: readonly (ChosenFile | PendingFile)[];
  readonly pending: readonly PendingFile[];
  readonly skipped: ReadonlyMap<string, readonly string[]>;
  readonly kustomize?: KustomizeInputs;
}

const pathOrder = (a: { path: string }, b: { path: string }): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/**
 * Reads the plan's kustomizations (among its `pending` files) for what they reference, and adds
 * the regular files they read that nothing chose or skipped yet (`priv.conf`) as files whose
 * content decides. `paths` is the whole listing (what the plan did not choose included). A source
 * that reads in batches reads the new `pending` files before it settles.
 */
export function planKustomizeInputs<P extends PlanParts>(
  plan: P,
  paths: readonly string[],
  probe: FileProbe,
): P {
  const kustomizations = plan.pending.map((p) => p.path).filter(isKustomization);
  if (kustomizations.length === 0) return plan;
  const known = new Set(plan.entries.map((entry) => entry.path));
  const skipped = new Set([...plan.skipped.values()].flat());
  const kustomize = findKustomizeInputs({ paths, kustomizations, read: probe.read });
  const added: PendingFile[] = [];
  for (const path of kustomize.files) {
    if (known.has(path) || skipped.has(path)) continue;
    const entry = probe.stat(path);
    if (entry.type === 'file') added.push({ path, size: entry.size });
  }
  return {
    ...plan,
    entries: [...plan.entries, ...added].sort(pathOrder),
    pending: [...plan.pending, ...added].sort(pathOrder),
    kustomize,
  };
}
