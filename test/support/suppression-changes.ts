/**
 * What a pull request does to the suppressions, built by hand for the in-process tests of the
 * settlement (inline reach, the pull request's rules, applying suppressions, the report): nothing
 * changed, but for what a test sets. One builder, so that every test states only what its case is
 * about and a field added to these types gets its default in one place.
 */
import { DEFAULT_SUPPRESSIONS_FILE } from '../../src/engine/suppressions/file-name.ts';
import type { PullRequestSuppressions } from '../../src/engine/suppressions/pull-request/settle-suppressions.ts';
import type { SuppressionChanges } from '../../src/engine/suppressions/pull-request/suppression-changes.ts';

/** The suppressions file the tests' pull requests read and change: the default one. */
export const SUPPRESSIONS_FILE = DEFAULT_SUPPRESSIONS_FILE;

/** What a pull request changes in the suppressions: nothing, but for `overrides`. */
export function suppressionChanges(
  overrides: Partial<SuppressionChanges> = {},
): SuppressionChanges {
  return {
    file: SUPPRESSIONS_FILE,
    entries: [],
    inline: [],
    uncompared: [],
    problems: [],
    ...overrides,
  };
}

/**
 * A pull request's suppressions under `propose`: an empty file, none of its entries applied,
 * nothing changed, but for `overrides`.
 */
export function pullRequestSuppressions(
  overrides: Partial<PullRequestSuppressions> = {},
): PullRequestSuppressions {
  return {
    mode: 'propose',
    file: { file: SUPPRESSIONS_FILE, entries: [] },
    entriesApplied: false,
    changes: suppressionChanges(),
    changedLines: new Map(),
    ...overrides,
  };
}
