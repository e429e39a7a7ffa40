/**
 * What a release must satisfy, as pure checks over what the repository and GitHub say: the
 * version asked for is package.json's and has its CHANGELOG section; CI passed on that very
 * commit, in this repository, on a push (a pull request's run tested a merge commit, and a fork's
 * pull request runs the fork's own workflow file); and `vX` moves only to the newest release of
 * its major (a fix to an older line leaves it where it is).
 */
import { changelogEntry, RELEASE_VERSION, type ChangelogEntry } from './changelog.ts';

/** The CI workflow whose success on the commit a release requires. */
export const CI_WORKFLOW = 'ci.yml';
/** Events whose CI run tested the commit itself. */
const TRUSTED_CI_EVENTS = new Set(['push', 'workflow_dispatch']);

/** `1.2.3` from `1.2.3` or `v1.2.3`; undefined for anything else. */
export function normalizeVersion(value: string): string | undefined {
  const version = value.trim().replace(/^v/, '');
  return RELEASE_VERSION.test(version) ? version : undefined;
}

/** The plain tag that follows a major: `v1` for 1.4.2. */
export function majorTag(version: string): string {
  return `v${version.split('.')[0]}`;
}

function parts(version: string): number[] {
  return version.split('.').map(Number);
}

/** Negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** The request checked against package.json and CHANGELOG.md: the version and its notes. */
export function checkRequest(request: {
  readonly requested: string;
  readonly packageVersion: string;
  readonly changelog: string;
}): { version: string; entry: ChangelogEntry } | { problem: string } {
  const version = normalizeVersion(request.requested);
  if (version === undefined)
    return { problem: `version '${request.requested}' is not X.Y.Z (for example 1.2.3)` };
  if (version !== request.packageVersion)
    return {
      problem: `version ${version} is not package.json's ${request.packageVersion}: bump package.json (npm version ${version} --no-git-tag-version) in a reviewed commit first`,
    };
  const found = changelogEntry(request.changelog, version);
  return 'problem' in found ? found : { version, entry: found.entry };
}

/** A workflow run as `GET /actions/workflows/{file}/runs` lists it (the fields read). */
export interface WorkflowRun {
  readonly head_sha: string;
  readonly event: string;
  readonly status: string;
  readonly conclusion: string | null;
  readonly head_repository?: { readonly full_name?: string } | null;
  readonly html_url?: string;
}

/** Undefined when a trusted CI run passed on `sha`, else why the release must wait. */
export function checkCiRuns(
  runs: readonly WorkflowRun[],
  commit: { readonly sha: string; readonly repository: string },
): string | undefined {
  const own = runs.filter(
    (r) =>
      r.head_sha === commit.sha &&
      TRUSTED_CI_EVENTS.has(r.event) &&
      r.head_repository?.full_name === commit.repository,
  );
  if (own.some((r) => r.status === 'completed' && r.conclusion === 'success')) return undefined;
  const seen = own.map((r) => `${r.event} ${r.status}/${r.conclusion ?? 'none'}`).join(', ');
  return `CI (${CI_WORKFLOW}) has not passed on ${commit.sha} in ${commit.repository} on a push${seen ? ` (runs: ${seen})` : ' (no run of it on a push)'}: push the commit and wait for CI, then dispatch again`;
}

/** A release as `GET /releases` lists it (the fields read). */
export interface ListedRelease {
  readonly id: number;
  readonly tag_name: string;
  readonly draft: boolean;
  readonly prerelease: boolean;
}

/** The newest published release of `major` (`v1`) other than drafts and pre-releases. */
export function newestOfMajor(
  releases: readonly ListedRelease[],
  major: string,
): string | undefined {
  return releases
    .filter((r) => !r.draft && !r.prerelease)
    .map((r) => normalizeVersion(r.tag_name))
    .filter((v): v is string => v !== undefined && majorTag(v) === major)
    .sort(compareVersions)
    .at(-1);
}
