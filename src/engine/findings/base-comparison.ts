/**
 * The baseline side of the report: this change's findings compared with the base's when the base
 * was scanned completely; otherwise why not (one warning, and the gate counts every finding).
 */
import type { Log } from '../../log.ts';
import { formatCount, plural } from '../../plural.ts';
import type { WorkspaceScan } from '../scan/scan-workspace.ts';
import type { ArchiveRow } from '../scan/types.ts';
import type { ChangeIdentity } from '../scan/change-identity.ts';
import { compareWithBase, moduleOf, type Comparison, type IdentityHints } from './compare.ts';
import { completenessOf } from './completeness.ts';
import { buildFindings, type Finding } from './findings.ts';
import { parseMoves, type Move } from './identity/moved-blocks.ts';
import type { BaselineReport } from './run-report.ts';

export interface Compared {
  readonly baseline: BaselineReport | undefined;
  readonly states: ReadonlyMap<Finding, 'new' | 'unchanged'> | undefined;
  /** Existing findings whose resource the change edited, renamed or moved. */
  readonly changed?: ReadonlyMap<Finding, Finding>;
  readonly notes: string[];
}

/** Findings named in a note on how findings kept their identity. */
const NOTE_NAMES = 5;

/** The comparison's hints from what git and the head's Terraform files say. */
export function identityHints(identity: ChangeIdentity | undefined): IdentityHints {
  if (identity === undefined) return {};
  const moves = new Map<string, Move[]>();
  for (const [path, text] of identity.terraformTexts) {
    const found = parseMoves(path, text);
    if (found.length === 0) continue;
    const folder = moduleOf(path);
    moves.set(folder, [...(moves.get(folder) ?? []), ...found]);
  }
  return { renames: identity.renames, moves };
}

function where(finding: Finding): string {
  return finding.file ?? finding.reportedFile;
}

/** One note per way findings kept their identity (a renamed file, a `moved` block, a move). */
export function carriedNotes(carried: Comparison<Finding>['carried']): string[] {
  const say = (by: string, lead: string, name: (c: (typeof carried)[number]) => string) => {
    const these = carried.filter((c) => c.by === by);
    if (these.length === 0) return [];
    const named = [...new Set(these.map(name))];
    const more = named.length > NOTE_NAMES ? `, and ${named.length - NOTE_NAMES} more` : '';
    return [
      `${plural(these.length, 'finding')} ${lead}: ${named.slice(0, NOTE_NAMES).join(', ')}${more}.`,
    ];
  };
  return [
    ...say(
      'moved block',
      'kept their identity through a Terraform moved block (the same resource, renamed), so they are not new',
      (c) => `${c.from.resource} → ${c.to.resource} (${where(c.to)})`,
    ),
    ...say(
      'renamed file',
      'kept their identity through a file git sees renamed, so they are not new',
      (c) => `${where(c.from)} → ${where(c.to)}`,
    ),
    ...say(
      'moved within its module',
      'kept their identity: their resource moved to another file of its Terraform module',
      (c) => `${c.to.resource} (${where(c.from)} → ${where(c.to)})`,
    ),
  ];
}

export interface CompareSettings {
  /** The scanned folder, workspace-relative. */
  readonly scanPath: string;
  readonly skipDetections: readonly string[];
  /**
   * `RunReport.complete`: the scan of this change is complete. Without it a base finding this
   * scan did not read is unknown, never "fixed".
   */
  readonly headComplete: boolean;
}

/**
 * A base that could not be used: one warning, and no finding is compared. A runner without git
 * gets a notice instead: nothing is wrong with the run, the gate only counts every finding.
 */
function unavailable(
  log: Log,
  reason: string,
  base: { label?: string; sha?: string; archives?: readonly ArchiveRow[]; gitMissing?: true } = {},
): Compared {
  if (base.gitMissing)
    log.notice(`The baseline is skipped, so the gate counts every finding: ${reason}`);
  else log.warning(`The baseline could not be used, so the gate counts every finding: ${reason}`);
  return {
    baseline: {
      label: base.label ?? 'the base',
      sha: base.sha ?? '',
      status: 'unavailable',
      note: reason,
      fixed: [],
      // The base's archives that were packed keep their rows (what was uploaded, and how it ended).
      archives: base.archives ?? [],
    },
    states: undefined,
    notes: [`Baseline not used: ${reason}`],
  };
}

/** The scanned folder is new in this change: every finding is new. */
function folderIsNew(
  base: { label: string; sha: string },
  current: readonly Finding[],
  scanPath: string,
): Compared {
  const note = `${scanPath} does not exist on ${base.label}: every finding is new.`;
  return {
    baseline: { ...base, status: 'compared', note, fixed: [], archives: [] },
    states: new Map(current.map((f) => [f, 'new'])),
    notes: [note],
  };
}

/** The baseline side: compared, unavailable (warned), or none. */
export function compareBase(
  scan: Omit<WorkspaceScan, 'text'>,
  current: readonly Finding[],
  log: Log,
  settings: CompareSettings,
): Compared {
  const base = scan.base;
  if (base.status === 'none') return { baseline: undefined, states: undefined, notes: [] };
  if (base.status === 'unavailable') return unavailable(log, base.reason, base);
  if (base.status === 'no-folder')
    return folderIsNew({ label: base.label, sha: base.sha }, current, settings.scanPath);
  // A base is compared only when its scan is complete, by the same rule as this change's; files
  // the service could not parse there only make more of the change's findings new.
  const baseDone = completenessOf(base.tree, undefined, { parsingErrors: 'ignored' });
  if (!baseDone.complete)
    return unavailable(
      log,
      `the scan of ${base.label} (${base.sha.slice(0, 7)}) did not complete: ${baseDone.incomplete.join('; ')}`,
      { label: base.label, sha: base.sha, archives: base.tree.archives },
    );
  const baseModel = buildFindings(
    base.tree.results,
    base.tree.uploadedPaths,
    settings.skipDetections,
  );
  const comparison = compareWithBase(current, baseModel.findings, identityHints(scan.identity));
  // A finding missing from a scan of this change that did not complete is not fixed: unknown.
  const { headComplete } = settings;
  const notes = headComplete
    ? []
    : [
        'Fixed findings are not listed: the scan of this change did not complete, so a finding it did not read may still be there.',
      ];
  notes.push(...carriedNotes(comparison.carried));
  const reused = base.tree.results.filter((r) => r.alreadyScanned).length;
  log.info(
    `Baseline ${base.label} (${base.sha.slice(0, 7)}): ${plural(base.tree.results.length, 'archive')}, ${formatCount(reused)} already scanned by the service; ${plural(baseModel.findings.length, 'finding')} there.`,
  );
  return {
    baseline: {
      label: base.label,
      sha: base.sha,
      status: 'compared',
      note: undefined,
      fixed: headComplete ? comparison.fixed : [],
      archives: base.tree.archives,
    },
    states: comparison.states,
    changed: comparison.changed,
    notes,
  };
}
