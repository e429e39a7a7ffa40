/**
 * What discovery did, in the log at info level: how many files of each kind were found, how many
 * were skipped for each reason (naming up to 10 paths for the reasons that can surprise), and a
 * warning for what a user expects to be scanned and is not (a link or an unreadable file named
 * like IaC, a YAML/JSON file that looks like IaC but could not be parsed or is not IaC).
 * Each refused YAML/JSON file's reason is one debug line.
 */
import type { Discovery } from '../../discovery/discover.ts';
import type { Rejection } from '../../discovery/rules.ts';
import type { StepLog } from '../../../log.ts';
import { plural } from '../../../plural.ts';

/** Paths named in one line, for a reason that can surprise. */
export const MAX_NAMED_PATHS = 10;

/** Skip reasons as the log words them, for those whose own name is terse. */
const LABELS: Partial<Record<string, string>> = {
  secret: 'secret-like name',
  symlink: 'symbolic link',
  'git lfs pointer': 'a Git LFS pointer, not the file',
};

/** Reasons worth naming the paths of (a user may not expect the file to stay home). */
const NAMED: ReadonlySet<string> = new Set([
  'secret',
  'symlink',
  'unreadable',
  'unreadable folder',
  'name is not valid UTF-8',
  'looks like IaC but could not be parsed',
  'looks like IaC but is not IaC',
  'git lfs pointer',
]);

/** Skips a user must hear of: one warning each, naming the first files. */
const WARNED: Partial<Record<string, { noun: string; why: string }>> = {
  symlink: { noun: 'symbolic link', why: 'named like IaC files (links are never followed)' },
  unreadable: { noun: 'file', why: 'that could not be read' },
  'unreadable folder': { noun: 'folder', why: 'that could not be read' },
  'name is not valid UTF-8': {
    noun: 'file',
    why: 'whose names a zip cannot carry to the service faithfully (not valid UTF-8, a backslash or a control character)',
  },
  'looks like IaC but could not be parsed': {
    noun: 'file',
    why: 'looking like IaC but not parsable as their own tooling reads them',
  },
  'looks like IaC but is not IaC': {
    noun: 'file',
    why: 'named or starting like IaC whose content is not IaC (the debug log says why)',
  },
  'git lfs pointer': {
    noun: 'file',
    why: 'stored in Git LFS (only the pointer was at hand; lfs: true on actions/checkout fetches the files)',
  },
};

/** The skip reason a refused YAML/JSON file is counted under. */
export function rejectionReason(rejection: Rejection): string {
  switch (rejection.category) {
    case 'unparsable':
      return 'looks like IaC but could not be parsed';
    case 'looks like IaC':
      return 'looks like IaC but is not IaC';
    case 'tool configuration':
      return 'a tool configuration, not a cluster resource';
    case 'recognised':
      return 'recognised as not IaC (a parameters file, a kubeconfig)';
    default:
      return 'YAML/JSON that is not IaC';
  }
}

/** Every skip, with the refused YAML/JSON files counted under their reasons. */
export function skipsByReason(discovery: Discovery): Map<string, string[]> {
  const all = new Map<string, string[]>([...discovery.skipped].map(([k, v]) => [k, [...v]]));
  for (const rejection of discovery.rejected) {
    const reason = rejectionReason(rejection);
    const list = all.get(reason);
    if (list) list.push(rejection.path);
    else all.set(reason, [rejection.path]);
  }
  return all;
}

function named(paths: readonly string[]): string {
  const more = paths.length > MAX_NAMED_PATHS ? `, and ${paths.length - MAX_NAMED_PATHS} more` : '';
  return `${paths.slice(0, MAX_NAMED_PATHS).join(', ')}${more}`;
}

function countKinds(discovery: Discovery): string {
  const kinds = new Map<string, number>();
  for (const file of discovery.files) kinds.set(file.kind, (kinds.get(file.kind) ?? 0) + 1);
  return [...kinds]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
}

export function logDiscovery(discovery: Discovery, log: StepLog, notes: string[]): void {
  const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
  log.info(
    `${plural(discovery.files.length, 'IaC file')} of ${discovery.candidates} listed by ${discovery.source}${kinds}.`,
  );
  for (const [reason, paths] of skipsByReason(discovery)) {
    if (paths.length === 0) continue;
    const label = LABELS[reason] ?? reason;
    const list = NAMED.has(reason) ? `: ${named(paths)}` : '';
    log.info(`Skipped ${plural(paths.length, 'file')} (${label})${list}.`);
    for (const p of paths) log.debug(`skipped (${label}): ${p}`);
    const warned = WARNED[reason];
    if (warned === undefined) continue;
    const message = `Not uploaded: ${plural(paths.length, warned.noun)} ${warned.why}: ${named(paths)}`;
    log.warning(message);
    if (reason !== 'symlink') notes.push(message);
  }
  for (const warning of discovery.warnings ?? []) {
    log.warning(warning);
    notes.push(warning);
  }
  for (const { path, reason } of discovery.rejected) log.debug(`not IaC: ${path} (${reason})`);
}
