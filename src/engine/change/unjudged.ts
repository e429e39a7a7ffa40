/**
 * IaC that was not judged (issue 31): a file that is IaC by its name or its content but was not
 * uploaded, so no scan said anything about it. On a pull request, such a file that the pull
 * request adds or changes makes the result `error` (a green gate means every IaC change was
 * judged); on other runs every such file of the tree is a warning. Each comes with why it stayed
 * home and what makes it judged. Data only: the verdict, the summary, the JSON report and the
 * check run read it from the run report. The fixes are worded with the knobs of the surface the
 * scan runs from (its inputs, or its flags).
 */
import type { Knobs } from '../knobs.ts';

/** Why an IaC file was not uploaded. */
export type UnjudgedReason =
  | 'secret-like name'
  | 'terraform state'
  | 'built-in folder'
  | 'larger than max-archive-size'
  | 'unparsable'
  | 'ambiguous YAML'
  | 'kustomize input, not a resource'
  | 'kustomize input out of path'
  | 'terraform module out of path'
  | 'helm chart out of path'
  | 'excluded, but read by IaC under path'
  | 'remote code, unpinned'
  | 'name a zip cannot carry'
  | 'git lfs pointer'
  | 'link or submodule'
  | 'ignored by .helmignore'
  | 'submodule'
  | 'link to a folder'
  | 'link out of the repository'
  | 'unreadable'
  | 'not in the scanned files'
  | 'scanned folder removed'
  | 'scanned folder replaced'
  /** Notices (never an error): nothing a deployer reads is left unjudged. */
  | 'dangling link'
  | 'unreadable by any deployer';

/**
 * Reasons that are notices, not errors: a dangling link's target is in no commit, and a file no
 * deployer can parse deploys nothing. Listed apart (`Unjudged.notices`), never gating.
 */
export const NOTICE_REASONS: ReadonlySet<UnjudgedReason> = new Set([
  'dangling link',
  'unreadable by any deployer',
]);

/** One IaC file (or the scanned folder) that no scan judged. */
export interface UnjudgedFile {
  /** Workspace-relative, as discovery names files (untrusted text). */
  readonly path: string;
  readonly reason: UnjudgedReason;
  /** What makes it judged, in a sentence. */
  readonly fix: string;
}

export interface Unjudged {
  readonly files: readonly UnjudgedFile[];
  /** True on a pull-request run: the files make the result `error`. Else they are a warning. */
  readonly gates: boolean;
  /**
   * `changed`: files the pull request adds or changes (from git); `tree`: every file of the
   * scanned tree (not a pull request, or its changed files could not be read: fail closed).
   */
  readonly scope: 'changed' | 'tree';
  /** Why a pull request's files were judged as a whole tree (the changed files were not known). */
  readonly note?: string | undefined;
  /**
   * Files not uploaded that no deployer reads either (a dangling link, a file no deployer can
   * parse): listed as notices, never an error nor a warning.
   */
  readonly notices?: readonly UnjudgedFile[];
  /**
   * Code from outside the repository the change makes the deployer fetch, which no scan reads
   * (a git or registry module, a remote kustomize resource, a Dockerfile frontend, a chart from a
   * repository): each named in a notice; the unpinned ones are in `files` too.
   */
  readonly remote?: readonly RemoteCodeNotice[];
}

/** One address of code from outside the repository that a change adds (untrusted text). */
export interface RemoteCodeNotice {
  /** The file that names it, workspace-relative. */
  readonly path: string;
  /** What names it: `module "edge"`, `a resource`, `# syntax=`. */
  readonly what: string;
  readonly address: string;
  /** `pinned` (a commit, a digest, an exact version), `versioned` (a tag, a constraint) or `unpinned`. */
  readonly pin: 'pinned' | 'versioned' | 'unpinned';
  readonly detail: string;
}

/** What makes each kind of file judged, in the words of the surface the scan runs from. */
export function unjudgedFixes(k: Knobs): Readonly<Record<UnjudgedReason, string>> {
  const include = k.setting('include');
  const exclude = k.setting('exclude');
  return {
    'secret-like name': `rename it: a file named like a secret (.env*, *.pem, *.key, credentials…) is never uploaded, whatever ${include} says`,
    'terraform state': 'rename it: Terraform state (*.tfstate, *.tfstate.backup) is never uploaded',
    'built-in folder': `move it out of node_modules/, .terraform/ and .git/: those folders are never scanned, whatever ${include} says`,
    'larger than max-archive-size': `raise ${k.setting('max-archive-size')} (at most 4400000), or split the file`,
    unparsable: `make it parse as its own tooling reads it (saved as UTF-8, not UTF-16, and checked out as UTF-8: no working-tree-encoding attribute in .gitattributes; YAML nested deeper than the parser reads or aliases past its limit, JSON that is not valid), or add it to ${exclude} if it is not IaC`,
    'ambiguous YAML': `write it so that every YAML reader reads it alike (no duplicate keys, no << merge keys and no tags on its top-level keys or on apiVersion, kind, AWSTemplateFormatVersion or $schema: kubectl keeps the last duplicate key and lets a merge overwrite), or add it to ${exclude} if it is not IaC`,
    'kustomize input, not a resource': `a kustomization builds this file into what it deploys, but it holds no resource the service can judge on its own (a JSON 6902 patch, for instance): write it as a strategic-merge patch (apiVersion, kind, metadata), or add it to ${exclude} to accept it unjudged`,
    'kustomize input out of path': `a kustomization under ${k.scanned} builds this into what it deploys, but it lies outside ${k.scanned}, so this run does not scan it: ${k.widenScanned}`,
    'terraform module out of path': `a Terraform module under ${k.scanned} calls this module (source = "../…"), which Terraform reads in place, but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the module')}`,
    'helm chart out of path': `a chart under ${k.scanned} depends on this chart (repository: file://…), or a kustomization under ${k.scanned} inflates it (helmCharts under helmGlobals.chartHome), but it lies outside ${k.scanned}, so this run does not scan it: widen ${k.scanned} to hold both, or ${k.scanElsewhere('the chart')}`,
    'excluded, but read by IaC under path': `${exclude} leaves out files, not what IaC under ${k.scanned} reads: a kustomization references this file, or a Terraform module block uses its folder, so it is deployed unjudged; drop the reference, or narrow ${exclude} so that it no longer matches`,
    'remote code, unpinned':
      'this change makes the deployer fetch code from outside the repository that no scan reads, at an address whose content can change after review (a branch, no ref, no version, or an image tag of a third-party Dockerfile frontend): pin it to a commit id (?ref=<40 hex>), an exact version or an image digest, and it is listed as a notice instead',
    'name a zip cannot carry':
      'rename it: a name with a tab, a line break, a backslash, another control character or bytes that are not UTF-8 cannot be uploaded',
    'git lfs pointer': `fetch the LFS objects before the scan (${k.lfs}), or keep IaC out of Git LFS: ${k.readsGitObjects} reads git objects, where only the pointer is`,
    'link or submodule': `commit the files themselves, or point the link at a file under ${k.scanned} that is scanned: links and submodules are never followed`,
    'ignored by .helmignore':
      "this pull request also changes the chart's .helmignore or Chart.yaml, which newly leaves the file out (the base's rules did not): drop that .helmignore line, or land the .helmignore on the base branch first",
    submodule: `vendor the module's files (commit them under ${k.scanned}), or scan the submodule in its own repository: submodules are never followed`,
    'link to a folder': `make the link a real folder (commit its files under ${k.scanned}): links are never followed, so the IaC in the folder it points at is not scanned through it`,
    'link out of the repository': `commit the files themselves under ${k.scanned}: a link that leaves the repository (or that git cannot follow) is never followed, and what it points at is not judged`,
    unreadable: "make it readable by the runner's user",
    'not in the scanned files':
      'keep the file in the workspace: an earlier step removed it or made git ignore it',
    'scanned folder removed': `${k.scannedFolder} is gone in this pull request: if that is meant, ${k.changeScanned}`,
    'scanned folder replaced': `${k.scannedFolder} is a link, a file or a submodule in this pull request, which is never followed: keep it a folder`,
    'dangling link':
      'nothing to do: the link points at a path the repository does not have (each user creates it), so no change holds what it points at; commit the target if it is meant to be deployed',
    'unreadable by any deployer':
      "nothing to do if it is documentation: neither strict JSON nor ARM's lenient JSON reads it, so no tool can deploy it; if it is meant to be deployed, make it valid JSON",
  };
}

/** Knobs with no words: only to list the reasons. */
const WORDLESS: Knobs = {
  setting: () => '',
  scanned: '',
  scannedFolder: '',
  changeScanned: '',
  widenScanned: '',
  scanElsewhere: () => '',
  lfs: '',
  readsGitObjects: '',
  base: { noCheckout: '', fetchCommit: '', fetchRef: '', noGit: '', fetchTip: '', isHead: '' },
};

/** Every reason the rule gives, once (the keys of its fixes): what a saved report may say. */
export const UNJUDGED_REASONS = Object.keys(unjudgedFixes(WORDLESS)) as [
  UnjudgedReason,
  ...UnjudgedReason[],
];

/** The unjudged files and notices with their fixes worded in the surface's words. */
export function adviseUnjudged(unjudged: Unjudged, knobs: Knobs): Unjudged {
  const fixes = unjudgedFixes(knobs);
  const advise = (f: UnjudgedFile): UnjudgedFile => ({ ...f, fix: fixes[f.reason] });
  return {
    ...unjudged,
    files: unjudged.files.map(advise),
    ...(unjudged.notices && { notices: unjudged.notices.map(advise) }),
  };
}

/** The files as gating (or warned) files and notices, by their reasons. */
export function splitNotices(files: readonly UnjudgedFile[]): {
  files: UnjudgedFile[];
  notices: UnjudgedFile[];
} {
  return {
    files: files.filter((f) => !NOTICE_REASONS.has(f.reason)),
    notices: files.filter((f) => NOTICE_REASONS.has(f.reason)),
  };
}

/**
 * An unjudged file. Its fix is worded once the surface is known (`adviseUnjudged`), or here from
 * its knobs.
 */
export function unjudgedFile(path: string, reason: UnjudgedReason, knobs?: Knobs): UnjudgedFile {
  return { path, reason, fix: knobs === undefined ? '' : unjudgedFixes(knobs)[reason] };
}
