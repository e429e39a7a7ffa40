/**
 * What discovery did, in the log: how many files of each kind were found (info), then one line
 * per group of skipped files, each group one reason in plain words. A group a user must hear of
 * (a link or an unreadable file named like IaC, a file that looks like IaC and is not uploaded)
 * is a warning instead of an info line. Every path is written once, at the level that fits: up to
 * 10 in the info line or the warning of the groups that can surprise (the warning of a file that
 * looks like IaC says why, file by file), every other path in one debug line of its own, with the
 * reason when it was read and refused.
 */
import type { Discovery } from '../../discovery/discover.ts';
import type { Rejection } from '../../discovery/rules.ts';
import type { Knobs } from '../../knobs.ts';
import type { Log } from '../../../log.ts';
import { formatCount, plural } from '../../../plural.ts';

/** Paths named in one line, for a group that can surprise. */
export const MAX_NAMED_PATHS = 10;
/** A refusal's reason in a warning is cut here: the debug log of a local run has it whole. */
const MAX_REASON_CHARS = 200;

/** Words that name a knob: the surface's, given its knobs. */
type Worded = string | ((knobs: Knobs) => string);

/** How a group of skipped files is told: its sentence, and where its paths go. */
interface Group<W = Worded> {
  /** What follows the count: `plural(n, noun)` and a phrase that needs no verb agreement. */
  readonly noun: string;
  readonly why: W;
  /** Name up to 10 paths in the line itself (the rest go to debug). */
  readonly named?: boolean;
  /** A warning (and a note in the summary) instead of an info line. */
  readonly warned?: boolean;
  /** Name each path with its reason (the reason is the point of the warning). */
  readonly withReasons?: boolean;
  /** What to do about it, after the paths. */
  readonly advice?: W;
}

/** The group with its words in the surface's knobs. */
function worded(group: Group, knobs: Knobs): Group<string> {
  const say = (w: Worded) => (typeof w === 'string' ? w : w(knobs));
  const { advice, ...rest } = group;
  return { ...rest, why: say(group.why), ...(advice !== undefined && { advice: say(advice) }) };
}

/**
 * The groups, in the order the log gives them. Keys are skip reasons and refusal categories; the
 * words that name a knob are the surface's (`Worded`).
 */
const GROUPS: Readonly<Record<string, Group>> = {
  'built-in folder': { noun: 'file', why: 'inside .git, node_modules or .terraform' },
  'terraform state': { noun: 'Terraform state file', why: '(state is never uploaded)' },
  secret: { noun: 'file', why: 'with a secret-like name', named: true },
  excluded: { noun: 'file', why: (k) => `matched by ${k.setting('exclude')}` },
  'ignored by .helmignore': { noun: 'chart file', why: 'left out by .helmignore, as helm does' },
  'not a regular file': { noun: 'special file', why: '(not a regular file)' },
  'tool configuration': {
    noun: 'tool configuration',
    why: 'shaped like a manifest but read by a developer tool (kind, Skaffold, k3d, kubeadm, kubelet, Backstage)',
  },
  'parameters file': { noun: 'ARM parameters file', why: '(parameters, not templates)' },
  kubeconfig: { noun: 'kubeconfig', why: '(cluster credentials, never uploaded)' },
  'not IaC': { noun: 'YAML/JSON file', why: 'whose content is not IaC' },
  'kustomize input': {
    noun: 'file',
    why: 'that a kustomization reads but that holds no resource to judge on its own (a patch): a pull request that changes one is not judged',
  },
  symlink: {
    noun: 'symbolic link',
    why: 'named like IaC files (links are never followed)',
    warned: true,
  },
  unreadable: { noun: 'file', why: 'that could not be read', warned: true },
  'unreadable folder': { noun: 'folder', why: 'that could not be read', warned: true },
  'name is not valid UTF-8': {
    noun: 'file',
    why: 'whose names a zip cannot carry to the service faithfully (not valid UTF-8, a backslash or a control character)',
    warned: true,
  },
  unparsable: {
    noun: 'file',
    why: 'looking like IaC but not parsable as their own tooling reads them',
    warned: true,
    withReasons: true,
  },
  ambiguous: {
    noun: 'file',
    why: 'whose IaC keys YAML readers read differently (none of the readings is IaC, so the one its deployer uses may be)',
    warned: true,
    withReasons: true,
  },
  'looks like IaC': {
    noun: 'file',
    why: 'shaped like IaC but not IaC, for the reason named',
    warned: true,
    withReasons: true,
    advice: (k) =>
      `Fix the detail named, or add the path to ${k.setting('exclude')} if it is not meant to be IaC.`,
  },
  'git lfs pointer': {
    noun: 'file',
    why: (k) => `stored in Git LFS (only the pointer was at hand; ${k.lfs} fetches the files)`,
    named: true,
    warned: true,
  },
};

/** A refusal's group: its category, or plain "not IaC" (also for a quiet place's refusals). */
function groupOf(rejection: Rejection): string {
  return rejection.quiet === undefined ? (rejection.category ?? 'not IaC') : 'not IaC';
}

/** Skipped and refused paths by group, in the order of GROUPS, each with its reason if read. */
export function skipsByGroup(discovery: Discovery): Map<string, Rejection[]> {
  const all = new Map<string, Rejection[]>(Object.keys(GROUPS).map((key) => [key, []]));
  const add = (key: string, entry: Rejection): void => {
    const list = all.get(key);
    if (list) list.push(entry);
    else all.set(key, [entry]);
  };
  for (const [reason, paths] of discovery.skipped)
    for (const path of paths) add(reason, { path, reason });
  for (const rejection of discovery.rejected) add(groupOf(rejection), rejection);
  return all;
}

function cut(text: string): string {
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS)}…` : text;
}

function describeGroup(group: Group<string>, entries: readonly Rejection[]): string {
  const head = `${plural(entries.length, group.noun)} ${group.why}`;
  if (!group.named && !group.warned) return head;
  const shown = entries
    .slice(0, MAX_NAMED_PATHS)
    .map((e) => (group.withReasons ? `${e.path}: ${cut(e.reason)}` : e.path));
  const more =
    entries.length > MAX_NAMED_PATHS
      ? `${group.withReasons ? ';' : ','} and ${formatCount(entries.length - MAX_NAMED_PATHS)} more (the debug log names them)`
      : '';
  const advice = group.advice === undefined ? '' : `. ${group.advice}`;
  return `${head}: ${shown.join(group.withReasons ? '; ' : ', ')}${more}${advice}`;
}

function countKinds(discovery: Discovery): string {
  const kinds = new Map<string, number>();
  for (const file of discovery.files) kinds.set(file.kind, (kinds.get(file.kind) ?? 0) + 1);
  return [...kinds]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([kind, n]) => `${kind} ${formatCount(n)}`)
    .join(', ');
}

/**
 * Logs one tree's discovery; each warning (bar links') and notice is also added to `notes` (the
 * summary's). The advice names the knobs of the surface the scan runs from.
 */
export function logDiscovery(discovery: Discovery, log: Log, notes: string[], knobs: Knobs): void {
  const kinds = discovery.files.length > 0 ? ` (${countKinds(discovery)})` : '';
  log.info(
    `${plural(discovery.files.length, 'IaC file')} of ${formatCount(discovery.candidates)} listed by ${discovery.source}${kinds}.`,
  );
  for (const [key, entries] of skipsByGroup(discovery)) {
    if (entries.length === 0) continue;
    const group = worded(GROUPS[key] ?? { noun: 'file', why: `(${key})` }, knobs);
    const text = describeGroup(group, entries);
    if (group.warned) {
      log.warning(`Not uploaded: ${text}`);
      if (key !== 'symlink') notes.push(`Not uploaded: ${text}`);
    } else log.info(`Skipped ${text}.`);
    const listed = group.named || group.warned ? MAX_NAMED_PATHS : 0;
    for (const entry of entries.slice(listed)) {
      const why = entry.reason === key ? group.why : entry.reason;
      log.debug(`not uploaded: ${entry.path}: ${why}`);
    }
  }
  for (const warning of discovery.warnings ?? []) {
    log.warning(warning);
    notes.push(warning);
  }
  for (const notice of discovery.notices ?? []) {
    log.notice(notice);
    notes.push(notice);
  }
}
