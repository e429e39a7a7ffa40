/**
 * Rollback: `vX` back to an earlier published release of its major (or forward again), in one
 * move of the ref. The releases themselves never change: they are immutable, and a rollback only
 * chooses which one `@vX` means.
 */
import { ReleaseRefused, type ReleasePorts } from './release-ports.ts';
import { majorTag, normalizeVersion, type ListedRelease } from './release-rules.ts';
import { moveTag, tagCommit } from './release-tags.ts';

export async function rollbackRelease(
  options: { readonly to: string },
  ports: Pick<ReleasePorts, 'api' | 'log'>,
): Promise<void> {
  const version = normalizeVersion(options.to);
  if (version === undefined)
    throw new ReleaseRefused(`'${options.to}' is not a release version X.Y.Z (for example 1.2.2)`);
  const tag = `v${version}`;
  const release = await ports.api.call<ListedRelease | undefined>('GET', `/releases/tags/${tag}`, {
    allowMissing: true,
  });
  if (release === undefined || release.draft || release.prerelease)
    throw new ReleaseRefused(`${tag} is not a published release: roll back only to one users had`);
  const commit = await tagCommit(ports.api, tag);
  if (commit === undefined) throw new ReleaseRefused(`the release ${tag} has no tag`);
  const major = majorTag(version);
  const { from } = await moveTag(ports.api, major, commit);
  ports.log(
    from === commit
      ? `${major} already pointed at ${tag} (${commit}).`
      : `${major} moved from ${from ?? 'nowhere'} back to ${tag} (${commit}).`,
  );
}
