/**
 * The IaC not judged, as every format lists it (pure): one entry per file with its level, the same
 * sentence in each place. `error` for a pull request's files (they decide the result), `warning`
 * for the tree's on other runs, `notice` for files no deployer reads either (a dangling link, a
 * JSON file no deployer can parse), which never decide anything. The summary, the comment, the
 * JSON report, SARIF, JUnit and GitLab all read this list, so none lists them differently.
 */
import type { Unjudged, UnjudgedFile } from '../change/unjudged.ts';

export type UnjudgedLevel = 'error' | 'warning' | 'notice';

export interface UnjudgedEntry extends UnjudgedFile {
  readonly level: UnjudgedLevel;
  /** `<path>: not judged (<reason>): <fix>`, the words every format uses (untrusted path). */
  readonly text: string;
}

function entryOf(file: UnjudgedFile, level: UnjudgedLevel): UnjudgedEntry {
  return { ...file, level, text: `${file.path}: not judged (${file.reason}): ${file.fix}` };
}

/** Every file not judged, those that decide or warn first, then the notices. */
export function unjudgedEntries(unjudged: Unjudged | undefined): UnjudgedEntry[] {
  if (unjudged === undefined) return [];
  const level: UnjudgedLevel = unjudged.gates ? 'error' : 'warning';
  return [
    ...unjudged.files.map((file) => entryOf(file, level)),
    ...(unjudged.notices ?? []).map((file) => entryOf(file, 'notice')),
  ];
}
