/**
 * The Action's words for what a user can change: its inputs, and the options of `actions/checkout`
 * (depth, credentials, Git LFS). The engine words every fix with these (`engine/knobs.ts`), so a
 * workflow author reads the knob they have, never a command-line flag.
 */
import type { Knobs } from '../engine/knobs.ts';

export const ACTION_KNOBS: Knobs = {
  setting: (name) => name,
  scanned: 'path',
  scannedFolder: 'the folder path names',
  changeScanned: 'change path (or remove this step) on the base branch first',
  widenScanned:
    'widen path to hold both, or scan the kustomization in a step whose path holds what it reads',
  scanElsewhere: (what) => `scan ${what} in a step whose path holds it`,
  lfs: 'lfs: true on actions/checkout',
  readsGitObjects: 'a run on a fork pull request',
  base: {
    noCheckout:
      'Check out the repository with actions/checkout before this step, or set baseline: none.',
    fetchCommit:
      'Keep persist-credentials: true (the default) on actions/checkout so the action can fetch ' +
      'it, or set fetch-depth: 0 so the checkout holds the history.',
    fetchRef:
      'Set baseline to a branch, tag or full commit sha that origin has, or set fetch-depth: 0 on ' +
      'actions/checkout so the checkout holds the history.',
    noGit: 'To compare with the base, install git before actions/checkout; or set baseline: none.',
    fetchTip:
      'keep persist-credentials: true (the default) on actions/checkout, or set fetch-depth: 0',
    isHead: 'set baseline to the branch this change goes into (or none)',
  },
};
