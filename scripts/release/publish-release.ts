/**
 * The release, in the order the workflow runs it. `verifyRelease` (a job with a read-only token):
 * the version and its CHANGELOG section, CI green on this very commit, the tag still free, a
 * rebuild that leaves dist/ unchanged, and the assets with SHA256SUMS. `publishRelease` (the
 * `release` environment's job, which installs nothing): the same local checks, the assets as
 * verified, a draft release with them, published, its tag checked to name this commit, and then
 * `vX` moved when this is the newest release of its major. Each refusal names the fix.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ChangelogEntry } from './changelog.ts';
import {
  CHECKSUMS_FILE,
  mismatchedChecksums,
  releaseAssets,
  writeAssets,
} from './release-assets.ts';
import {
  checkDistRebuild,
  readReleaseFiles,
  ReleaseRefused,
  type ReleasePorts,
} from './release-ports.ts';
import {
  checkCiRuns,
  checkRequest,
  CI_WORKFLOW,
  majorTag,
  newestOfMajor,
  type ListedRelease,
  type WorkflowRun,
} from './release-rules.ts';
import { moveTag, tagCommit } from './release-tags.ts';

interface Release extends ListedRelease {
  readonly upload_url: string;
  readonly html_url?: string;
  readonly immutable?: boolean;
}

/** The version and notes, from package.json and CHANGELOG.md as committed; refused otherwise. */
export function checkLocal(
  root: string,
  requested: string,
): { version: string; entry: ChangelogEntry } {
  const { packageJson, changelog } = readReleaseFiles(root);
  const checked = checkRequest({ requested, packageVersion: packageJson.version, changelog });
  if ('problem' in checked) throw new ReleaseRefused(checked.problem);
  return checked;
}

/** Refuses when `vX.Y.Z` exists as a tag or as a draft left by an earlier attempt. */
async function checkTagFree(ports: ReleasePorts, tag: string): Promise<ListedRelease[]> {
  const taken = await tagCommit(ports.api, tag);
  if (taken !== undefined)
    throw new ReleaseRefused(
      `the tag ${tag} exists already (at ${taken}): a released version is never made again; release the next version`,
    );
  const releases = await ports.api.call<ListedRelease[]>('GET', '/releases?per_page=100');
  if (releases.some((r) => r.tag_name === tag))
    throw new ReleaseRefused(
      `a release ${tag} exists already (a draft of an earlier attempt?): look at it, delete it (gh release delete ${tag}) and dispatch again`,
    );
  return releases;
}

export async function verifyRelease(
  options: { readonly version: string; readonly out: string },
  ports: ReleasePorts,
): Promise<void> {
  const { version } = checkLocal(ports.root, options.version);
  ports.log(`Version ${version}: package.json and CHANGELOG.md agree.`);
  const { workflow_runs: runs } = await ports.api.call<{ workflow_runs: WorkflowRun[] }>(
    'GET',
    `/actions/workflows/${CI_WORKFLOW}/runs?head_sha=${ports.sha}&per_page=100`,
  );
  const ci = checkCiRuns(runs, { sha: ports.sha, repository: ports.api.repository });
  if (ci !== undefined) throw new ReleaseRefused(ci);
  ports.log(`CI passed on ${ports.sha}.`);
  await checkTagFree(ports, `v${version}`);
  checkDistRebuild(ports);
  const assets = releaseAssets(readReleaseFiles(ports.root).packageJson, ports.root);
  const written = writeAssets(ports.root, assets, options.out);
  ports.log(
    `Assets: ${written.join(', ')} (package.json's bin and the files it ships beside it: ${assets.length}).`,
  );
  ports.output('assets', String(assets.length));
}

/** The files in `dir`, checked against its SHA256SUMS: nothing missing, changed or extra. */
function verifiedAssets(dir: string): string[] {
  const bad = mismatchedChecksums(dir);
  if (bad.length > 0)
    throw new ReleaseRefused(`these assets do not match ${CHECKSUMS_FILE}: ${bad.join(', ')}`);
  const listed = fs
    .readFileSync(path.join(dir, CHECKSUMS_FILE), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('  ')[1] ?? '');
  const extra = fs.readdirSync(dir).filter((f) => f !== CHECKSUMS_FILE && !listed.includes(f));
  if (extra.length > 0)
    throw new ReleaseRefused(`${CHECKSUMS_FILE} does not list ${extra.join(', ')}`);
  return [...listed, CHECKSUMS_FILE];
}

export async function publishRelease(
  options: { readonly version: string; readonly assets: string },
  ports: ReleasePorts,
): Promise<void> {
  const { version, entry } = checkLocal(ports.root, options.version);
  const tag = `v${version}`;
  const files = verifiedAssets(options.assets);
  await checkTagFree(ports, tag);
  const draft = await ports.api.call<Release>('POST', '/releases', {
    body: { tag_name: tag, target_commitish: ports.sha, name: tag, body: entry.notes, draft: true },
  });
  // Without a bin there is nothing to attach, not even an empty SHA256SUMS.
  for (const name of files.length > 1 ? files : []) {
    await ports.api.upload(
      draft.upload_url,
      name,
      fs.readFileSync(path.join(options.assets, name)),
    );
    ports.log(`Attached ${name} to the draft ${tag}.`);
  }
  const published = await ports.api.call<Release>('PATCH', `/releases/${draft.id}`, {
    body: { draft: false },
  });
  const tagged = await tagCommit(ports.api, tag);
  if (tagged !== ports.sha)
    throw new ReleaseRefused(
      `the published ${tag} names ${tagged ?? 'no commit'}, not the verified ${ports.sha} (was the tag pushed by hand meanwhile?): ${majorTag(version)} is not moved`,
    );
  ports.log(
    `Published ${tag} at ${ports.sha}${published.html_url ? `: ${published.html_url}` : ''}.`,
  );
  if (published.immutable !== true)
    ports.warn(
      `${tag} is not immutable: turn on release immutability (Settings > General > Releases) so a published release, its tag and its assets cannot change`,
    );
  const major = majorTag(version);
  const releases = await ports.api.call<ListedRelease[]>('GET', '/releases?per_page=100');
  // The list may not show the release made a moment ago yet: it counts all the same.
  const newest = newestOfMajor([...releases, published], major);
  if (newest !== version) {
    ports.log(`${major} stays on v${newest}, which is newer than ${tag}.`);
    return;
  }
  const { from } = await moveTag(ports.api, major, ports.sha);
  ports.log(`${major} moved from ${from ?? 'nowhere'} to ${tag} (${ports.sha}).`);
  ports.log(`Pin it: uses: ${ports.api.repository}@${ports.sha} # ${tag}`);
}
