/**
 * The organisation's `require: suppression-max-days` applied to the suppressions read: an entry of
 * the suppressions file that never expires, or expires further ahead than the organisation allows,
 * suppresses nothing (the stricter choice: its findings gate), and one warning names the floor, the
 * suppressions file, the organisation's file and the entries. Pure: the clock is passed in.
 */
import { plural } from '../../../plural.ts';
import type { SuppressionEntry, SuppressionFile } from '../../suppressions/format.ts';
import type { OrgFloors } from './org-floors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries a warning names; the rest are counted. */
const MAX_ENTRIES_NAMED = 5;

/** `YYYY-MM-DD` of the last day a suppression may expire on, `days` after `now` (UTC). */
export function latestExpiry(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function describe(entry: SuppressionEntry): string {
  const when = entry.expires === undefined ? 'no expiry' : `expires ${entry.expires}`;
  return `entry ${entry.entryNumber} (${entry.detection}, ${when})`;
}

/** The suppressions that keep to the floor, and the warning about those that do not. */
export function limitSuppressionExpiry(
  suppressions: SuppressionFile,
  org: OrgFloors | undefined,
  now: Date,
): { readonly suppressions: SuppressionFile; readonly warning?: string } {
  const floor = org?.floors['suppression-max-days'];
  if (org === undefined || floor === undefined) return { suppressions };
  const latest = latestExpiry(now, floor.value);
  const tooLong = (entry: SuppressionEntry): boolean =>
    entry.expires === undefined || entry.expires > latest;
  const refused = suppressions.entries.filter(tooLong);
  if (refused.length === 0) return { suppressions };
  const named = refused.slice(0, MAX_ENTRIES_NAMED).map(describe).join('; ');
  const more =
    refused.length > MAX_ENTRIES_NAMED ? `; and ${refused.length - MAX_ENTRIES_NAMED} more` : '';
  return {
    suppressions: { ...suppressions, entries: suppressions.entries.filter((e) => !tooLong(e)) },
    warning:
      `suppression-max-days: the organisation's file ${org.file}:${floor.line} allows suppressions of at most ${plural(floor.value, 'day')} (expires on or before ${latest}); ` +
      `${refused.length === 1 ? '1 entry' : `${refused.length} entries`} of ${suppressions.file} ${refused.length === 1 ? 'does' : 'do'} not keep to it and suppress${refused.length === 1 ? 'es' : ''} nothing: ${named}${more}. Set an earlier expires.`,
  };
}
