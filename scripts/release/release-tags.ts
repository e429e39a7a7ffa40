/**
 * Tags through GitHub's refs API. `vX` moves in one call (a forced update of the ref), so no
 * moment exists at which `@v1` names nothing or an in-between commit; the ref is read back to be
 * sure where it points.
 */
import type { GitHubApi } from './github-api.ts';

interface GitRef {
  readonly object: { readonly type: string; readonly sha: string };
}

/** The commit a tag names (an annotated tag is followed to its commit), or undefined. */
export async function tagCommit(api: GitHubApi, tag: string): Promise<string | undefined> {
  const ref = await api.call<GitRef | undefined>('GET', `/git/ref/tags/${tag}`, {
    allowMissing: true,
  });
  if (ref === undefined) return undefined;
  if (ref.object.type !== 'tag') return ref.object.sha;
  const annotated = await api.call<GitRef>('GET', `/git/tags/${ref.object.sha}`);
  return annotated.object.sha;
}

/** Points `tag` at `sha` in one call, creating it when missing; returns where it pointed. */
export async function moveTag(
  api: GitHubApi,
  tag: string,
  sha: string,
): Promise<{ from: string | undefined }> {
  const from = await tagCommit(api, tag);
  if (from === undefined)
    await api.call('POST', '/git/refs', { body: { ref: `refs/tags/${tag}`, sha } });
  else await api.call('PATCH', `/git/refs/tags/${tag}`, { body: { sha, force: true } });
  const now = await tagCommit(api, tag);
  if (now !== sha)
    throw new Error(`${tag} points at ${now ?? 'nothing'} after moving it to ${sha}`);
  return { from };
}
