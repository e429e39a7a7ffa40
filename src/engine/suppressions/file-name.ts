/**
 * The suppressions file read when the settings name no other (a missing default file is no
 * suppressions): a leaf, so the command line's `--help` shows it without loading the reader.
 */
export const DEFAULT_SUPPRESSIONS_FILE = '.plerion-ignore.yml';
