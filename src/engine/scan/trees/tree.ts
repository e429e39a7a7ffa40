/**
 * A tree to scan, as data: a label for people, how to find its IaC files (a listing and a probe),
 * where their bytes come from (a content reader), the archives' base name, and the one reader of
 * its text. Two sources make trees: the workspace on disk (`work-tree.ts`) and a commit read from
 * git objects (`commit-tree.ts`); both are packed through the same reader port, so no blob is ever
 * written to disk to be packed.
 *
 * Invariant: whatever reads the scanned tree afterwards (inline suppressions, the SARIF's line
 * hashes, the change's own suppression comments, the unjudged rule) reads it through the tree's
 * `text` and `entries`, never by choosing between the disk and git itself: the bytes judged are
 * the bytes scanned.
 */
import type { DiscoveredFile, Discovery } from '../../discovery/discover.ts';
import type { ContentReader } from '../../packing/content-reader.ts';
import type { ProbeTargets } from '../../change/links/link-targets.ts';
import type { ListLinks } from '../../change/links/tree-links.ts';

/**
 * A file bigger than this is not read whole as text, from the work tree or a commit (none of its
 * findings gets a SARIF line hash; its inline suppressions are still read line by line from the
 * work tree, as far as its findings reach).
 */
export const MAX_TEXT_READ_BYTES = 8 * 1024 * 1024;

/** The text of a tree's files, by workspace-relative path. */
export interface TreeText {
  /** Where the text comes from: the work tree's files, or a commit's blobs. */
  readonly source: 'work tree' | 'git';
  /**
   * A file's whole text; undefined when the tree has none, it is past MAX_TEXT_READ_BYTES, or it
   * cannot or may not be read.
   */
  read(file: string): Promise<string | undefined>;
  /**
   * Lines `fromLine` to `toLine` (1-based, inclusive; fewer when the file ends sooner), a leading
   * byte order mark dropped; undefined when the file cannot be read.
   */
  lines(file: string, fromLine: number, toLine: number): Promise<readonly string[] | undefined>;
}

/** Reads an entry of the scanned tree (a file's bytes, a link's target), by scan-relative path. */
export type ReadTreeFile = (relative: string) => Promise<Uint8Array | undefined>;

/** What the unjudged rule reads of the scanned tree, whatever its source. */
export interface TreeEntries {
  /** Entries as git stores them: a file's bytes, a link's text (never what it points at). */
  readonly readFile: ReadTreeFile;
  /** Where entries lead (a link, a submodule). */
  readonly probeTargets: ProbeTargets;
  /** Every link and submodule under the scanned folder, whatever its name. */
  readonly listLinks: ListLinks;
}

export interface Tree {
  /** Which tree, for people and to tag its results: `this change`, or a branch such as `main`. */
  readonly label: string;
  /** The commit, when the tree is one. */
  readonly sha: string | undefined;
  /** The archives are `<baseName>-<i>.zip`, numbered from 1 in plan order. */
  readonly baseName: string;
  /** Lists and probes the tree; undefined when the scanned folder is not in it. */
  discover(): Promise<Discovery | undefined>;
  /** The bytes of a file `discover` found. */
  readonly reader: ContentReader<DiscoveredFile>;
  /** Its files' text, as scanned. */
  readonly text: TreeText;
  /** Its entries, as the unjudged rule reads them. */
  readonly entries: TreeEntries;
}

/** What picks the files of a tree, whichever its source. */
export interface TreeRules {
  readonly workspace: string;
  readonly scanRoot: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
}

/** The label of the workspace's tree: the change being scanned. */
export const WORKSPACE_LABEL = 'this change';

/** Reads lines `fromLine`..`toLine` out of a whole text (a byte order mark dropped). */
export function spanOf(text: string, fromLine: number, toLine: number): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(fromLine - 1, toLine);
}
