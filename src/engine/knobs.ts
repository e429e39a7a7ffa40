/**
 * The knobs port: the words of the surface the user runs the scan from, so that every message
 * telling them what to change names what they can change there. The engine says what happened and
 * words the fix with these; each adapter brings its own vocabulary (the Action's inputs and
 * checkout options in `action/knobs.ts`, the command line's flags, `git` commands and CI
 * depth settings in `cli/knobs.ts`). The engine itself names no input, flag or checkout option.
 */

/** The settings a fix may name. */
export type KnobSetting = 'include' | 'exclude' | 'max-archive-size';

export interface Knobs {
  /** A setting as the user names it: `exclude` (an input), `--exclude` (a flag). */
  readonly setting: (name: KnobSetting) => string;
  /** The scanned folder where it is set, after `under`/`outside`: `path`, `the scanned folder`. */
  readonly scanned: string;
  /** The scanned folder as the subject of a sentence: `the folder path names`. */
  readonly scannedFolder: string;
  /** What to do when the change removed or replaced the scanned folder on purpose. */
  readonly changeScanned: string;
  /** How a kustomization whose inputs lie outside the scanned folder gets them scanned. */
  readonly widenScanned: string;
  /** How code under the scanned folder reads out of it gets scanned: `scan the chart in a step…`. */
  readonly scanElsewhere: (what: string) => string;
  /** What fetches the Git LFS files before the scan (the checkout's option, `git lfs pull`). */
  readonly lfs: string;
  /** The runs that read git objects, where only the LFS pointer is (a fork's pull request). */
  readonly readsGitObjects: string;
  /** Sentences, each the whole fix of a base that cannot be had, by what went wrong. */
  readonly base: {
    /** The scanned folder is not in a git checkout with a commit. */
    readonly noCheckout: string;
    /** A base commit the checkout lacks could not be fetched. */
    readonly fetchCommit: string;
    /** The baseline ref is not in the checkout and could not be fetched. */
    readonly fetchRef: string;
    /** No git on the machine. */
    readonly noGit: string;
    /** The target branch's tip is not in the checkout and could not be fetched (lower case). */
    readonly fetchTip: string;
    /** The baseline is the very commit scanned (lower case: it follows a colon). */
    readonly isHead: string;
  };
}
