/**
 * The release's dry run, which `.ci/run` runs on every push: the steps of a release that need no
 * GitHub (the version and its CHANGELOG section, dist/ rebuilt unchanged, the assets and their
 * SHA256SUMS), then what the workflow would do with GitHub, said, not done. A change that would
 * make the next release refuse fails CI the day it is made, not the day of the release.
 */
import { releaseAssets, writeAssets } from './release-assets.ts';
import { checkDistRebuild, readReleaseFiles, type ReleasePorts } from './release-ports.ts';
import { checkLocal } from './publish-release.ts';
import { CI_WORKFLOW, majorTag } from './release-rules.ts';

export function dryRunRelease(
  options: { readonly out: string; readonly rebuild: boolean },
  ports: Pick<ReleasePorts, 'root' | 'sha' | 'build' | 'distChanges' | 'log'>,
): void {
  const { packageJson } = readReleaseFiles(ports.root);
  const { version, entry } = checkLocal(ports.root, packageJson.version);
  ports.log(`Version ${version}: package.json and CHANGELOG.md agree (${entry.date}).`);
  if (options.rebuild) checkDistRebuild(ports);
  else ports.log('dist/ rebuild: checked by the caller just before.');
  const assets = releaseAssets(packageJson, ports.root);
  const written = writeAssets(ports.root, assets, options.out);
  const tag = `v${version}`;
  ports.log(
    `Assets: ${written.join(', ')} (package.json's bin and the files it ships beside it: ${assets.length}).`,
  );
  for (const step of [
    `check that ${CI_WORKFLOW} passed on ${ports.sha} on a push to this repository`,
    `check that neither the tag ${tag} nor a release ${tag} exists`,
    assets.length > 0
      ? 'attest the build provenance of the assets (actions/attest-build-provenance)'
      : 'attest nothing: package.json has no bin yet',
    `create the draft release ${tag} at ${ports.sha} with the notes of CHANGELOG.md's ${version} section and the assets`,
    `publish it and check that its tag names ${ports.sha}`,
    `move ${majorTag(version)} to ${ports.sha} if ${tag} is the newest ${majorTag(version)} release`,
  ])
    ports.log(`would ${step}`);
}
