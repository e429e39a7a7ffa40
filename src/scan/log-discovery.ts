/** What discovery did, in the log: counts, skips (warned where a user must hear), rejections (debug). */
import type { Discovery } from '../discovery/discover.ts';
import type { StepLog } from '../log.ts';
import { plural } from '../plural.ts';

/** Skips a user must hear of: one warning each kind, naming the first files. */
const WARNED: Partial<Record<string, { noun: string; why: string }>> = {
  symlink: { noun: 'symbolic link', why: 'named like IaC files (links are never followed)' },
  unreadable: { noun: 'file', why: 'that could not be read' },
  'unreadable folder': { noun: 'folder', why: 'that could not be read' },
  'name is not valid UTF-8': {
    noun: 'file',
    why: 'whose names a zip cannot carry to the service faithfully (not valid UTF-8, a backslash or a control character)',
  },
};

export function logDiscovery(discovery: Discovery, log: StepLog, notes: string[]): void {
  log.info(
    `${plural(discovery.files.length, 'IaC file')} of ${discovery.candidates} listed by ${discovery.source}.`,
  );
  for (const [reason, paths] of discovery.skipped) {
    log.info(`Skipped ${plural(paths.length, 'file')}: ${reason}.`);
    for (const p of paths) log.debug(`skipped (${reason}): ${p}`);
    const warned = WARNED[reason];
    if (warned === undefined || paths.length === 0) continue;
    const more = paths.length > 5 ? ', …' : '';
    const message = `Not uploaded: ${plural(paths.length, warned.noun)} ${warned.why}: ${paths.slice(0, 5).join(', ')}${more}`;
    log.warning(message);
    if (reason !== 'symlink') notes.push(message);
  }
  for (const { path, reason } of discovery.rejected) log.debug(`not IaC: ${path} (${reason})`);
}
