/**
 * The command line's words for what a user can change: its flags, `git` itself, and the clone
 * depth of the CI it runs in (GitLab's `GIT_DEPTH`, the others' own setting). The engine words
 * every fix with these (`engine/knobs.ts`), so a terminal or CI user never reads an Action input
 * or an `actions/checkout` option.
 */
import type { Knobs } from '../engine/knobs.ts';

/** How a shallow CI clone gets the history: what each CI calls its depth. */
const DEEPEN =
  'fetch more history first (git fetch --unshallow; in GitLab CI set GIT_DEPTH: 0, elsewhere the CI clone depth setting)';

export const CLI_KNOBS: Knobs = {
  setting: (name) => `--${name}`,
  scanned: 'the scanned folder',
  scannedFolder: 'the scanned folder',
  changeScanned: 'scan another folder (or stop scanning this one) on the target branch first',
  widenScanned:
    'scan a folder that holds both, or scan the kustomization where the folder holds what it reads',
  scanElsewhere: (what) => `scan ${what} where the scanned folder holds it`,
  lfs: 'git lfs pull',
  readsGitObjects: 'a scan of a commit (--commit, a pre-push hook)',
  base: {
    noCheckout: 'Run the scan in a git clone with a commit checked out, or pass --baseline none.',
    fetchCommit: `Make sure git can fetch from origin here (the CI job's credentials), or ${DEEPEN}.`,
    fetchRef: `Pass --baseline a branch, tag or full commit sha that origin has, or ${DEEPEN}.`,
    noGit: 'To compare with the base, install git; or pass --baseline none.',
    fetchTip: 'fetch the target branch before the scan: git fetch origin <branch>',
    isHead: 'pass --baseline the branch this change goes into (or none)',
  },
};
