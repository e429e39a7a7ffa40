/**
 * The service's limits the settings are checked against: a leaf, so the command line's `--help`
 * shows them without loading the engine.
 */

/** The largest archive the service takes, in bytes (`max-archive-size` may only lower it). */
export const MAX_ARCHIVE_BYTES = 4_400_000;
