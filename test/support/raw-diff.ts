/**
 * What `git diff --raw -z --no-renames` prints, built by hand for the tests of its readers: one
 * record a file (`:old-mode new-mode old-id new-id status`, then its path), NUL-separated.
 */

/** One changed file: its raw record header and its path. */
export type RawDiffRecord = readonly [header: string, path: string];

/** The `-z` output for `records`, as git prints it (a NUL after each field). */
export function rawDiff(records: readonly RawDiffRecord[]): Buffer {
  return Buffer.from([...records.flat(), ''].join('\0'));
}
