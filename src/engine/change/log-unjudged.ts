/**
 * The unjudged IaC in the step's log: one line per file with why and how to fix it; on a run
 * that is no pull request, one warning naming them too (on a pull request the verdict's own
 * error says it); files no deployer reads either (a dangling link, a file no deployer can parse)
 * in one notice; code from outside the repository the change adds in another, the same sentence
 * the reports carry as a note (`describeRemoteCode`). Paths and addresses are untrusted text: each
 * output's sanitiser takes them.
 */
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import { asSentence } from '../../sentence.ts';
import type { RemoteCodeNotice, Unjudged } from './unjudged.ts';

/** Files named in the warning. */
const MAX_NAMED_FILES = 10;

/** Addresses named in the sentence, at most. */
const MAX_NAMED_ADDRESSES = 20;

/**
 * The sentence naming the code from outside the repository a change adds, which no scan reads:
 * each address, the file and what names it, and how firmly it is pinned.
 */
export function describeRemoteCode(remote: readonly RemoteCodeNotice[]): string {
  const named = remote
    .slice(0, MAX_NAMED_ADDRESSES)
    .map((code) => `${code.path}: ${code.what} ${code.address} (${code.pin}: ${code.detail})`)
    .join('; ');
  const more =
    remote.length > MAX_NAMED_ADDRESSES ? `; and ${remote.length - MAX_NAMED_ADDRESSES} more` : '';
  const unpinned = remote.some((code) => code.pin === 'unpinned')
    ? ' The unpinned ones are not judged: pin each to a commit, an exact version or a digest.'
    : '';
  return `This change makes the deployer fetch code from outside the repository, which no scan reads: ${named}${more}.${unpinned}`;
}

export function logUnjudged(unjudged: Unjudged, log: Log): void {
  const { files } = unjudged;
  if ((unjudged.remote ?? []).length > 0) log.notice(describeRemoteCode(unjudged.remote ?? []));
  const notices = unjudged.notices ?? [];
  if (notices.length > 0)
    log.notice(
      `${plural(notices.length, 'file')} not uploaded that no deployer reads either, so nothing is left unjudged: ${notices
        .slice(0, MAX_NAMED_FILES)
        .map((f) => `${f.path} (${f.reason})`)
        .join(
          ', ',
        )}${notices.length > MAX_NAMED_FILES ? `, and ${notices.length - MAX_NAMED_FILES} more` : ''}.`,
    );
  if (unjudged.note !== undefined && unjudged.gates)
    log.info(
      asSentence(
        `Every IaC file of the scanned tree that was not uploaded counts as changed: ${unjudged.note}`,
      ),
    );
  if (files.length === 0) return;
  for (const file of files)
    log.info(asSentence(`Not judged: ${file.path} (${file.reason}): ${file.fix}`));
  if (unjudged.gates) return;
  const named = files
    .slice(0, MAX_NAMED_FILES)
    .map((f) => `${f.path} (${f.reason})`)
    .join(', ');
  const more = files.length > MAX_NAMED_FILES ? `, and ${files.length - MAX_NAMED_FILES} more` : '';
  log.warning(
    `${plural(files.length, 'IaC file')} of the scanned tree were not uploaded, so no scan judged them: ${named}${more}. The job summary says how to fix each; on a pull request that changes one, the result is error.`,
  );
}
