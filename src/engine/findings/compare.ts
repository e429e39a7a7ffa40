/**
 * Compares this run's findings with the base's (pure). A finding is the same on both sides when
 * its detection, its file (following the renames git detected) and its resource match; its code
 * and its lines never make an existing finding new, so a tag added, a `RUN` line or a label, or a
 * comment shifting the lines, leaves the gate alone. Several findings of one detection on one
 * resource pair by nearest code and position (`identity/pair-findings.ts`): only the unpaired ones
 * are new or fixed. Then, in Terraform, where a resource's identity is its module (folder) and its
 * address: what is left pairs across the files of one module (a resource moved to another file),
 * through the head's `moved` blocks (a resource renamed with `moved { from, to }`). A resource
 * renamed without one is new, and a rule on a new resource is new whatever other resources have.
 *
 * Paired findings whose resource the change edited (its code), renamed or moved are `changed`:
 * old debt the reviewer touched, listed apart and never gated.
 */
import * as posix from 'node:path/posix';
import type { Finding } from './findings.ts';
import { applyMoves, type Move } from './identity/moved-blocks.ts';
import { normalizedCode, pairNearest } from './identity/pair-findings.ts';

/** What git and Terraform say about identity across the change. */
export interface IdentityHints {
  /** Files git detected as renamed: base path → head path (workspace-relative). */
  readonly renames?: ReadonlyMap<string, string>;
  /** The head's Terraform `moved` blocks, by module folder (workspace-relative, `.` the top). */
  readonly moves?: ReadonlyMap<string, readonly Move[]>;
}

/** How a finding kept its identity although its file or its address changed. */
export type CarriedBy = 'renamed file' | 'moved block' | 'moved within its module';

export interface Comparison<F extends Finding> {
  /** Each current finding with its state against the base. */
  readonly states: ReadonlyMap<F, 'new' | 'unchanged'>;
  /** Unchanged findings whose resource the change edited, renamed or moved: their base finding. */
  readonly changed: ReadonlyMap<F, Finding>;
  /** Base findings that are gone. */
  readonly fixed: readonly Finding[];
  /** Findings that kept their identity through a renamed file or a Terraform move. */
  readonly carried: readonly { readonly from: Finding; readonly to: F; readonly by: CarriedBy }[];
}

/** Terraform and OpenTofu files, where a resource belongs to its folder (module), not its file. */
const TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;

function pathOf(finding: Finding): string {
  return finding.file ?? finding.normalizedFile ?? '';
}

/** True for a finding in a Terraform file: its identity is its module's. */
export function isTerraform(finding: Finding): boolean {
  return TERRAFORM_FILE.test(pathOf(finding));
}

/** The module folder of a Terraform file (`.` for the top). */
export function moduleOf(path: string): string {
  return posix.dirname(path);
}

/**
 * The resource as named after a rename of its file: a resource named by its file's path (or by
 * its file's name, as Dockerfile findings are) follows the file.
 */
function renamedResource(resource: string, from: string, to: string): string {
  const byPath = resource.split(from).join(to);
  if (byPath !== resource) return byPath;
  return resource === posix.basename(from) ? posix.basename(to) : resource;
}

interface Side<F extends Finding> {
  readonly finding: F;
  /** Its path and resource as the head names them. */
  readonly path: string;
  readonly resource: string;
}

type Pairs<F extends Finding> = { readonly base: Side<Finding>; readonly head: Side<F> }[];

type Key = (side: Side<Finding>) => string | undefined;

/**
 * Pairs `base` and `head` findings whose keys are equal (a side without a key takes no part);
 * returns the pairs and removes them from both lists.
 */
function pairBy<F extends Finding>(
  base: Side<Finding>[],
  head: Side<F>[],
  baseKey: Key,
  headKey: Key = baseKey,
): Pairs<F> {
  const groups = new Map<string, { base: Side<Finding>[]; head: Side<F>[] }>();
  const group = (k: string) => {
    let g = groups.get(k);
    if (g === undefined) groups.set(k, (g = { base: [], head: [] }));
    return g;
  };
  for (const side of base) {
    const k = baseKey(side);
    if (k !== undefined) group(k).base.push(side);
  }
  for (const side of head) {
    const k = headKey(side);
    if (k !== undefined) group(k).head.push(side);
  }
  const pairs: { base: Side<Finding>; head: Side<F> }[] = [];
  for (const g of groups.values()) {
    if (g.base.length === 0 || g.head.length === 0) continue;
    const matched = pairNearest(
      g.base.map((s) => s.finding),
      g.head.map((s) => s.finding),
    );
    for (const [b, h] of matched) pairs.push({ base: g.base[b]!, head: g.head[h]! });
  }
  const pairedBase = new Set(pairs.map((p) => p.base));
  const pairedHead = new Set(pairs.map((p) => p.head));
  remove(base, pairedBase);
  remove(head, pairedHead);
  return pairs;
}

function remove<T>(list: T[], gone: ReadonlySet<T>): void {
  const kept = list.filter((item) => !gone.has(item));
  list.splice(0, list.length, ...kept);
}

const join = (...parts: string[]): string => parts.join('\u0000');

/** The base's findings as the head would name them: files renamed, resources following them. */
function baseSides(
  base: readonly Finding[],
  renames: ReadonlyMap<string, string>,
): Side<Finding>[] {
  return base.map((finding) => {
    const from = pathOf(finding);
    const to = renames.get(from);
    if (to === undefined) return { finding, path: from, resource: finding.resource };
    return { finding, path: to, resource: renamedResource(finding.resource, from, to) };
  });
}

export function compareWithBase<F extends Finding>(
  current: readonly F[],
  base: readonly Finding[],
  hints: IdentityHints = {},
): Comparison<F> {
  const renames = hints.renames ?? new Map<string, string>();
  const moves = hints.moves ?? new Map<string, readonly Move[]>();
  const baseLeft = baseSides(base, renames);
  const headLeft: Side<F>[] = current.map((finding) => ({
    finding,
    path: pathOf(finding),
    resource: finding.resource,
  }));
  // 1. Same detection, same file (after renames), same resource.
  const same = pairBy(baseLeft, headLeft, (s) => join(s.finding.detectionId, s.path, s.resource));
  // 2. Terraform: same detection and module, the address after the head's `moved` blocks.
  const address =
    (moved: boolean): Key =>
    (s) => {
      if (!isTerraform(s.finding)) return undefined;
      const folder = moduleOf(s.path);
      const resource = moved ? applyMoves(s.resource, moves.get(folder) ?? []) : s.resource;
      return join(s.finding.detectionId, folder, resource);
    };
  const inModule = pairBy(baseLeft, headLeft, address(true), address(false));
  const states = new Map<F, 'new' | 'unchanged'>(current.map((f) => [f, 'new']));
  const changed = new Map<F, Finding>();
  const carried: { from: Finding; to: F; by: CarriedBy }[] = [];
  for (const { base: b, head: h } of [...same, ...inModule]) {
    states.set(h.finding, 'unchanged');
    const by = carriedBy(b, h);
    if (by !== undefined) carried.push({ from: b.finding, to: h.finding, by });
    if (by !== undefined || normalizedCode(b.finding) !== normalizedCode(h.finding))
      changed.set(h.finding, b.finding);
  }
  return { states, changed, fixed: baseLeft.map((s) => s.finding), carried };
}

/** How a pair kept its identity across a change of file or address; undefined when neither changed. */
function carriedBy(base: Side<Finding>, head: Side<Finding>): CarriedBy | undefined {
  if (base.resource !== head.resource) return 'moved block';
  if (base.path !== head.path) return 'moved within its module';
  if (pathOf(base.finding) !== head.path) return 'renamed file';
  return undefined;
}
