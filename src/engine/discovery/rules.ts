/**
 * The per-file rules of discovery, apart from any file system: from a listing of paths relative to
 * the scanned folder and a probe that answers for one entry (its type and size, its bytes), which
 * files go, which are skipped and why, and which YAML/JSON were read and refused. The workspace
 * (lstat and reads) is one source of listings and probes; a git commit (ls-tree modes and sizes,
 * cat-file contents) can be another, with the same outcome for the same tree. Three steps: the
 * plan (paths and types), the kustomizations' inputs (`planKustomizeInputs`: the files they read,
 * whatever their extension, are read too), then the settlement (contents).
 */
import * as posix from 'node:path/posix';
import {
  chartFolderOf,
  helmChartFolders,
  kindByName,
  needsContentCheck,
  neverUploadReason,
  type IacKind,
  type SkipReason,
} from './classify.ts';
import { classifyContent } from './content/content.ts';
import { applyHelmIgnores, helmIgnoreFiles, type ChartFiles } from './helm/chart-files.ts';
import { keptDespiteHelmIgnore, readsForHelmIgnore } from './helm/helm-ignore-scope.ts';
import { isLfsPointer, MAX_LFS_POINTER_BYTES } from './lfs-pointer.ts';
import {
  asKustomizeInput,
  isKustomization,
  type KustomizeInputs,
} from './kustomize/kustomize-inputs.ts';
import { planKustomizeInputs } from './kustomize/kustomize-plan.ts';
import { describeTerragrunt, findTerragruntFiles, type TerragruntFiles } from './terragrunt.ts';
import type { ChosenFile, FileProbe, PendingFile, Rejection, RuleInput } from './rule-types.ts';

export type {
  ChosenFile,
  EntryStat,
  FileProbe,
  ListingProblem,
  PendingFile,
  Rejection,
  RuleInput,
} from './rule-types.ts';
export { planKustomizeInputs } from './kustomize/kustomize-plan.ts';

export type SkippedFiles = Map<SkipReason | 'excluded', string[]>;

/** What the paths and types decide; `pending` files wait for their content, in path order. */
export interface DiscoveryPlan {
  readonly entries: readonly (ChosenFile | PendingFile)[];
  /**
   * Files to read: YAML/JSON whose content decides, the charts' `.helmignore` files, and files
   * chosen by name that are small enough to be a Git LFS pointer.
   */
  readonly pending: readonly PendingFile[];
  readonly skipped: SkippedFiles;
  /** The `.helmignore` file of each chart folder that has one. */
  readonly helmIgnores: ReadonlyMap<string, string>;
  /** What the kustomizations read, once `planKustomizeInputs` has read them. */
  readonly kustomize?: KustomizeInputs;
  /** Terragrunt's files (read for the modules they call), when the tree has any. */
  readonly terragrunt?: TerragruntFiles;
}

export interface RuleOutcome {
  readonly files: ChosenFile[];
  readonly skipped: SkippedFiles;
  readonly rejected: Rejection[];
  /** What a user must hear of (a `.helmignore` line helm would refuse). */
  readonly warnings: string[];
  /** What a user should know without being warned (Terragrunt's files, and what is scanned instead). */
  readonly notices?: string[];
  readonly kustomize?: KustomizeInputs;
}

const SKIP_BY_TYPE = {
  symlink: 'symlink',
  other: 'not a regular file',
  unreadable: 'unreadable',
} as const satisfies Record<string, SkipReason>;

function unitOf(relative: string, kind: IacKind, chart: string | undefined): string {
  if (chart !== undefined) return `helm:${chart}`;
  if (kind === 'terraform') return `terraform:${posix.dirname(relative)}`;
  return `file:${relative}`;
}

const pathOrder = (a: { path: string }, b: { path: string }): number =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

function addSkip(skipped: SkippedFiles, reason: SkipReason | 'excluded', relative: string): void {
  const list = skipped.get(reason);
  if (list) list.push(relative);
  else skipped.set(reason, [relative]);
}

/**
 * The rules that need no content, in order: never-upload, exclude, chart, name, include, type.
 * A source that reads in batches (git cat-file) reads the `pending` files, then settles.
 */
export function planDiscovery(input: RuleInput, stat: FileProbe['stat']): DiscoveryPlan {
  const { isIncluded, isExcluded } = input;
  const skipped: SkippedFiles = new Map();
  const ruledOut = (relative: string): SkipReason | 'excluded' | undefined =>
    neverUploadReason(relative) ?? (isExcluded(relative) ? 'excluded' : undefined);
  for (const problem of input.problems ?? [])
    addSkip(skipped, ruledOut(problem.path) ?? problem.reason, problem.path);
  const allowed = input.paths.filter((relative) => {
    const reason = ruledOut(relative);
    if (reason) addSkip(skipped, reason, relative);
    return reason === undefined;
  });
  const charts = helmChartFolders(allowed);
  const entries: (ChosenFile | PendingFile)[] = [];
  const helmIgnores = helmIgnoreFiles(charts, input.paths, stat);
  const pending: PendingFile[] = [...helmIgnores.values()];
  const terragrunt = findTerragruntFiles(allowed);
  for (const path of terragrunt?.files ?? []) {
    const entry = stat(path);
    if (entry.type === 'file') pending.push({ path, size: entry.size });
  }
  const ruledCharts = new Set(helmIgnores.keys());
  for (const relative of allowed) {
    const chart = chartFolderOf(relative, charts);
    let kind: IacKind | undefined = chart !== undefined ? 'helm' : kindByName(relative);
    if (!kind && isIncluded(relative)) kind = 'included';
    if (!kind && !needsContentCheck(relative)) continue;
    const entry = stat(relative);
    if (entry.type !== 'file') {
      if (entry.type !== 'missing') addSkip(skipped, SKIP_BY_TYPE[entry.type], relative);
      continue;
    }
    if (kind) {
      entries.push({ path: relative, size: entry.size, kind, unit: unitOf(relative, kind, chart) });
      // Small enough to be a Git LFS pointer: read, so a pointer is never taken for the file.
      // A chart file a .helmignore may leave out is read too, in case it is IaC of another kind,
      // and every kustomization, for what it reads.
      const ruled = chart !== undefined && chartFolderOf(relative, ruledCharts) !== undefined;
      if (
        entry.size < MAX_LFS_POINTER_BYTES ||
        (ruled && readsForHelmIgnore(relative, chart)) ||
        isKustomization(relative)
      )
        pending.push({ path: relative, size: entry.size });
    } else {
      const file = { path: relative, size: entry.size };
      entries.push(file);
      pending.push(file);
    }
  }
  return {
    entries,
    pending: pending.sort(pathOrder),
    skipped,
    helmIgnores: new Map([...helmIgnores].map(([chart, file]) => [chart, file.path])),
    ...(terragrunt && { terragrunt }),
  };
}

/** Classifies the pending files by their content; a file `read` throws for is skipped. */
export function settleDiscovery(plan: DiscoveryPlan, read: FileProbe['read']): RuleOutcome {
  const skipped: SkippedFiles = new Map([...plan.skipped].map(([k, v]) => [k, [...v]]));
  const rejected: Rejection[] = [];
  const files: ChosenFile[] = [];
  for (const entry of plan.entries) {
    if ('kind' in entry) {
      files.push(entry);
      continue;
    }
    let bytes: Uint8Array;
    try {
      bytes = read(entry.path);
    } catch {
      addSkip(skipped, 'unreadable', entry.path);
      continue;
    }
    if (isLfsPointer(bytes)) {
      addSkip(skipped, 'git lfs pointer', entry.path);
      continue;
    }
    const kustomized = plan.kustomize?.files.has(entry.path) === true;
    const verdict = classifyContent(entry.path, bytes, { kustomized });
    if ('reason' in verdict) {
      const category = kustomized ? asKustomizeInput(verdict.category) : verdict.category;
      rejected.push({ path: entry.path, ...verdict, ...(category && { category }) });
    } else
      files.push({
        ...entry,
        kind: verdict.kind,
        unit: unitOf(entry.path, verdict.kind, undefined),
      });
  }
  const charted = keepIacOfOtherKinds(files, applyHelmIgnores(files, plan.helmIgnores, read), read);
  for (const path of charted.ignored) addSkip(skipped, 'ignored by .helmignore', path);
  // Chosen by name, small enough to be a Git LFS pointer: read after .helmignore, to refuse one.
  const byName = new Set(
    plan.entries.filter((e) => 'kind' in e && e.size < MAX_LFS_POINTER_BYTES).map((e) => e.path),
  );
  const uploaded = charted.files.filter((file) => {
    if (!byName.has(file.path)) return true;
    const why = pointerOrUnreadable(file.path, read);
    if (why) addSkip(skipped, why, file.path);
    return why === undefined;
  });
  const terraform = new Set(
    uploaded.filter((f) => f.kind === 'terraform').map((f) => posix.dirname(f.path)),
  );
  return {
    files: uploaded,
    skipped,
    rejected,
    warnings: charted.warnings,
    ...(plan.terragrunt && { notices: [describeTerragrunt(plan.terragrunt, read, terraform)] }),
    ...(plan.kustomize && { kustomize: plan.kustomize }),
  };
}

/**
 * A `.helmignore` decides what goes into a chart package, never that IaC of another kind stays
 * home: the ignored files that are (`helm-ignore-scope.ts`) go back, in path order.
 */
function keepIacOfOtherKinds(
  files: readonly ChosenFile[],
  charted: ChartFiles,
  read: FileProbe['read'],
): ChartFiles {
  if (charted.ignored.length === 0) return charted;
  const byPath = new Map(files.map((file) => [file.path, file]));
  const kept = new Set(
    charted.ignored.filter((path) => {
      const unit = byPath.get(path)?.unit ?? '';
      const chart = unit.startsWith('helm:') ? unit.slice('helm:'.length) : '.';
      return keptDespiteHelmIgnore(path, chart, read);
    }),
  );
  if (kept.size === 0) return charted;
  const ignored = charted.ignored.filter((path) => !kept.has(path));
  const out = new Set(ignored);
  return { ...charted, files: files.filter((file) => !out.has(file.path)), ignored };
}

/** Why a small file chosen by its name is not uploaded after all: a Git LFS pointer, unreadable. */
function pointerOrUnreadable(
  path: string,
  read: FileProbe['read'],
): 'git lfs pointer' | 'unreadable' | undefined {
  try {
    return isLfsPointer(read(path)) ? 'git lfs pointer' : undefined;
  } catch {
    return 'unreadable';
  }
}

/** Every rule, for a source that can read one file at a time (the work tree). */
export function applyDiscoveryRules(input: RuleInput, probe: FileProbe): RuleOutcome {
  const plan = planDiscovery(input, probe.stat);
  return settleDiscovery(planKustomizeInputs(plan, input.paths, probe), probe.read);
}
