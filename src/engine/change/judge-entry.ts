/**
 * The rule of unjudged IaC, pure: whether a file that was not uploaded is IaC by its name or its
 * content, and then why it stayed home. What discovery and packing decided about the scanned tree
 * is passed in as facts; a file discovery never read (a secret-like or built-in-folder name) is
 * judged by its content when its name needs one, so a `credentials.yaml` manifest is IaC too. A
 * file `exclude` or a chart's `.helmignore` leaves out was left out on purpose and is not counted,
 * except chart content a `.helmignore` leaves out when the pull request also changed that chart's
 * `.helmignore` or `Chart.yaml`: a pull request cannot bring both a file and the rule that hides it.
 * Nor is a file `exclude` matches that the deployed code reads all the same (a kustomization under
 * the folder references it, or a module block under it uses its folder): exclude leaves out files,
 * not what IaC under the folder reads, so such a file is not judged.
 * Links are never followed, so a submodule, a link to a folder and a link out of the repository
 * count too (what they lead to is asked separately, as `target`), and on a pull request a link
 * git cannot follow (dangling, into a submodule); a link to a file that is not IaC by name is
 * silent (its target is judged where it is, if it is IaC).
 */
import { isUtf8 } from 'node:buffer';
import * as posix from 'node:path/posix';
import {
  chartFolderOf,
  classifyContent,
  kindByName,
  needsContentCheck,
  neverUploadReason,
} from '../discovery/classify.ts';
import { isChartContent } from '../discovery/helm/helm-ignore-scope.ts';
import { asKustomizeInput } from '../discovery/kustomize/kustomize-inputs.ts';
import { isLfsPointer } from '../discovery/lfs-pointer.ts';
import type { RejectionCategory } from '../discovery/content/structure.ts';
import type { LinkTarget } from './links/link-targets.ts';
import { unreadableByAnyDeployer } from './deployer-unreadable.ts';
import { isDocumentation } from './references/documentation.ts';
import type { UnjudgedReason } from './unjudged.ts';

/** What discovery and packing said about the scanned tree. Paths relative to the scanned folder. */
export interface TreeFacts {
  /**
   * Chosen by discovery and packed into an archive. Whether that archive's scan was read to the
   * end is the scan's completeness, another rule's business.
   */
  readonly uploaded: (relative: string) => boolean;
  readonly isIncluded: (relative: string) => boolean;
  readonly isExcluded: (relative: string) => boolean;
  /** Discovery's reason for each path it skipped. */
  readonly skipped: ReadonlyMap<string, string>;
  /** The YAML/JSON files discovery read and refused, with the refusal's category. */
  readonly rejected: ReadonlyMap<string, RejectionCategory | undefined>;
  /** Files packing left out. */
  readonly notPacked: ReadonlyMap<string, 'too large' | 'unreadable'>;
  /** Helm chart folders. */
  readonly charts: ReadonlySet<string>;
  /** On a pull request whose changes are known: every path it adds or changes. */
  readonly changed?: ReadonlySet<string>;
  /** Files under the scanned folder a kustomization reads, whatever their names. */
  readonly kustomized?: ReadonlySet<string>;
  /**
   * Folders under the scanned folder a Terraform module block there uses (`source = "./…"`): the
   * deployed code reads their files (documentation aside). Known when a change needed it.
   */
  readonly moduleFolders?: ReadonlySet<string>;
  /** A pull request's run: a kustomization's input that holds no resource counts (not on others). */
  readonly pullRequest?: boolean;
  /**
   * Chart files the base's `.helmignore` rules left out too (`hidden-on-base.ts`): a change that
   * edits them or bumps `Chart.yaml` leaves them where they were, outside the chart.
   */
  readonly hiddenOnBase?: ReadonlySet<string>;
  /**
   * On a pull request, every candidate is (or counts as) something it adds or changes, so a link
   * git cannot follow (dangling, into a submodule, a loop) counts: what it leads to is unknown.
   * On other runs such a link of the tree is silent (nothing there to judge).
   */
  readonly linksMustResolve?: boolean;
}

/** A path of the tree that may be IaC left unjudged. */
export interface Candidate {
  readonly path: string;
  /** False when a zip entry cannot carry the name. */
  readonly nameValid: boolean;
  readonly type: 'file' | 'link' | 'submodule' | 'other';
  /** The base had a folder where this link or submodule now stands. */
  readonly replacedFolder?: boolean;
  /** Where a link (or a special file) leads, when `needsTarget` asked. */
  readonly target?: LinkTarget;
}

const NEVER: Readonly<Record<string, UnjudgedReason>> = {
  secret: 'secret-like name',
  'terraform state': 'terraform state',
  'built-in folder': 'built-in folder',
};

/** The folder above a path whose `.helmignore` or `Chart.yaml` the pull request changed. */
function chartWithChangedRules(path: string, facts: TreeFacts): string | undefined {
  const { changed } = facts;
  if (changed === undefined) return undefined;
  for (let dir = posix.dirname(path); ; dir = posix.dirname(dir)) {
    const prefix = dir === '.' ? '' : `${dir}/`;
    if (changed.has(`${prefix}.helmignore`) || changed.has(`${prefix}Chart.yaml`)) return dir;
    if (dir === '.' || dir === '/') return undefined;
  }
}

/**
 * True for chart content a `.helmignore` left out that the pull request changed the rules of:
 * left out by the pull request itself, so not on purpose.
 */
function hiddenByChangedRules(path: string, facts: TreeFacts): boolean {
  if (facts.skipped.get(path) !== 'ignored by .helmignore') return false;
  if (facts.hiddenOnBase?.has(path) === true) return false;
  const ruled = chartWithChangedRules(path, facts);
  if (ruled === undefined) return false;
  return isChartContent(path, chartFolderOf(path, facts.charts) ?? ruled);
}

/**
 * A file `exclude` leaves out that the deployed code reads all the same: a kustomization's input,
 * or a file of a module folder a module block under the scanned folder uses (documentation aside).
 */
function excludedButRead(candidate: Candidate, facts: TreeFacts): boolean {
  const { path } = candidate;
  if (candidate.type !== 'file' || facts.uploaded(path)) return false;
  if (!facts.isExcluded(path) && facts.skipped.get(path) !== 'excluded') return false;
  if (facts.kustomized?.has(path) === true) return true;
  if (isDocumentation(path)) return false;
  for (const folder of facts.moduleFolders ?? [])
    if (folder === '' || path.startsWith(`${folder}/`)) return true;
  return false;
}

/** Left out on purpose: uploaded, excluded, or ignored the way helm packages a chart. */
function leftOutOnPurpose(candidate: Candidate, facts: TreeFacts): boolean {
  const { path } = candidate;
  if (facts.uploaded(path)) return true;
  if (excludedButRead(candidate, facts)) return false;
  if (facts.isExcluded(path)) return true;
  const skip = facts.skipped.get(path);
  if (skip === 'ignored by .helmignore') return !hiddenByChangedRules(path, facts);
  return skip === 'excluded';
}

function namedLikeIac(path: string, facts: TreeFacts): boolean {
  return (
    kindByName(path) !== undefined ||
    facts.isIncluded(path) ||
    posix.basename(path) === 'Chart.yaml' ||
    chartFolderOf(path, facts.charts) !== undefined
  );
}

/** A path whose content decides: YAML/JSON, a `.template`, and whatever a kustomization reads. */
function readsContent(path: string, facts: TreeFacts): boolean {
  return needsContentCheck(path) || facts.kustomized?.has(path) === true;
}

/** A link named like IaC, which is judged when it points at a file that was uploaded. */
function isIacLink(candidate: Candidate, facts: TreeFacts): boolean {
  const { path } = candidate;
  return candidate.type === 'link' && (namedLikeIac(path, facts) || readsContent(path, facts));
}

/**
 * A file named like IaC (its name alone decides: `*.tf`, a Dockerfile …) that was uploaded, whose
 * encoding is checked: discovery never reads such files, and the service reads UTF-8 only.
 */
function uploadedByName(candidate: Candidate, facts: TreeFacts): boolean {
  const { path } = candidate;
  return candidate.type === 'file' && facts.uploaded(path) && kindByName(path) !== undefined;
}

/**
 * True when the rule needs the entry's bytes to decide: a YAML/JSON file discovery never read, a
 * link named like IaC (its bytes are its target), or an uploaded file named like IaC (to check
 * that it is UTF-8; only the pull request's changed files are ever asked about uploaded files).
 */
export function needsContent(candidate: Candidate, facts: TreeFacts): boolean {
  const { path } = candidate;
  if (uploadedByName(candidate, facts)) return true;
  if (leftOutOnPurpose(candidate, facts) || excludedButRead(candidate, facts)) return false;
  if (isIacLink(candidate, facts)) return candidate.replacedFolder !== true;
  if (candidate.type !== 'file') return false;
  // An unparsable JSON file is read to tell whether any deployer could read it.
  if (facts.rejected.get(path) === 'unparsable') return /\.json$/i.test(path);
  if (namedLikeIac(path, facts) || !readsContent(path, facts) || facts.rejected.has(path))
    return false;
  const skip = facts.skipped.get(path);
  return skip !== 'git lfs pointer' && skip !== 'unreadable';
}

/**
 * True when the rule needs to know where the entry leads: a link not named like IaC (a link named
 * like IaC is judged by its bytes), or a special file (in the work tree, a submodule's folder).
 */
export function needsTarget(candidate: Candidate, facts: TreeFacts): boolean {
  if (leftOutOnPurpose(candidate, facts) || candidate.replacedFolder === true) return false;
  if (candidate.type === 'other') return true;
  return candidate.type === 'link' && !isIacLink(candidate, facts);
}

/** Why a link or submodule not named like IaC leaves IaC unjudged, or undefined when it does not. */
function linkReason(candidate: Candidate, facts: TreeFacts): UnjudgedReason | undefined {
  if (candidate.type === 'submodule') return 'submodule';
  if (candidate.type === 'other') return candidate.target === 'folder' ? 'submodule' : undefined;
  if (candidate.target === 'folder') return 'link to a folder';
  if (candidate.target === 'missing' && facts.linksMustResolve === true)
    return 'link out of the repository';
  return candidate.target === 'outside' ? 'link out of the repository' : undefined;
}

/**
 * True when a link's target (its bytes) is a file of the tree that was uploaded: that file was
 * judged where it is. A target outside the scanned folder, or never uploaded, was not.
 */
function pointsAtUploaded(path: string, target: Uint8Array | undefined, facts: TreeFacts): boolean {
  if (target === undefined) return false;
  const to = posix.normalize(posix.join(posix.dirname(path), Buffer.from(target).toString('utf8')));
  return !to.startsWith('../') && !posix.isAbsolute(to) && facts.uploaded(to);
}

/** Refusals that leave a file not judged rather than not IaC: the reason each is named by. */
const JUDGING_REFUSALS: Readonly<Partial<Record<RejectionCategory, UnjudgedReason>>> = {
  unparsable: 'unparsable',
  ambiguous: 'ambiguous YAML',
  'kustomize input': 'kustomize input, not a resource',
};

/**
 * Why a refusal leaves a file not judged, if it does. A kustomization's input that holds no
 * resource counts on a pull request only: on other runs it would warn on every run of a healthy
 * repository that uses JSON 6902 patches.
 */
function judgingRefusal(
  category: RejectionCategory | undefined,
  facts: TreeFacts,
): UnjudgedReason | undefined {
  if (category === undefined) return undefined;
  if (category === 'kustomize input' && facts.pullRequest !== true) return undefined;
  return JUDGING_REFUSALS[category];
}

/**
 * What the content says: IaC, why IaC-like content was not judged, or not IaC (unknown when
 * unread).
 */
function byContent(
  candidate: Candidate,
  facts: TreeFacts,
  content: Uint8Array | undefined,
): 'iac' | UnjudgedReason | undefined {
  const { path } = candidate;
  if (!readsContent(path, facts)) return undefined;
  if (facts.rejected.has(path)) return judgingRefusal(facts.rejected.get(path), facts);
  // A file that cannot be read may be anything: fail closed.
  if (facts.skipped.get(path) === 'unreadable') return 'iac';
  if (content === undefined) return undefined;
  const kustomized = facts.kustomized?.has(path) === true;
  const verdict = classifyContent(path, content, { kustomized });
  if ('kind' in verdict) return 'iac';
  return judgingRefusal(kustomized ? asKustomizeInput(verdict.category) : verdict.category, facts);
}

/**
 * Why an IaC file was not uploaded, or undefined when it was, when it is not IaC, or when it was
 * left out on purpose. `content` is the entry's bytes when `needsContent` asked for them.
 */
export function judgeCandidate(
  candidate: Candidate,
  facts: TreeFacts,
  content?: Uint8Array,
): UnjudgedReason | undefined {
  const { path } = candidate;
  // Uploaded, but in an encoding the service cannot read (UTF-16 from PowerShell's `>`): not judged.
  if (uploadedByName(candidate, facts) && content !== undefined && !isUtf8(content))
    return 'unparsable';
  if (leftOutOnPurpose(candidate, facts)) return undefined;
  if (excludedButRead(candidate, facts)) return 'excluded, but read by IaC under path';
  if (candidate.type === 'file' && hiddenByChangedRules(path, facts))
    return 'ignored by .helmignore';
  const named = namedLikeIac(path, facts);
  if (candidate.type === 'link' || candidate.type === 'submodule') {
    if (candidate.replacedFolder === true) return 'link or submodule';
    if (!isIacLink(candidate, facts)) return linkReason(candidate, facts);
    return pointsAtUploaded(path, content, facts) ? undefined : 'link or submodule';
  }
  if (candidate.type === 'other' && linkReason(candidate, facts) !== undefined) return 'submodule';
  const skip = facts.skipped.get(path);
  const pointer = skip === 'git lfs pointer' || (content !== undefined && isLfsPointer(content));
  const read = pointer ? undefined : byContent(candidate, facts, content);
  if (!named && !pointer && read === undefined) return undefined;
  if (!candidate.nameValid) return 'name a zip cannot carry';
  const never = neverUploadReason(path);
  if (never !== undefined && NEVER[never] !== undefined) return NEVER[never];
  if (pointer) return 'git lfs pointer';
  const packed = facts.notPacked.get(path);
  if (packed === 'too large') return 'larger than max-archive-size';
  if (read === 'unparsable')
    return unreadableByAnyDeployer(path, content) ? 'unreadable by any deployer' : 'unparsable';
  if (read !== undefined && read !== 'iac') return read;
  if (skip === 'unreadable' || packed === 'unreadable' || candidate.type === 'other')
    return 'unreadable';
  return 'not in the scanned files';
}
