/**
 * What a checkout without `lfs: true` holds in place of a file Git LFS stores: a pointer, not the
 * file's text, so a scan cannot judge that file.
 */
import { createHash } from 'node:crypto';

/** The pointer git-lfs commits for `content`: its spec's version, the content's SHA-256 and size. */
export function lfsPointerOf(content: string): string {
  const oid = createHash('sha256').update(content).digest('hex');
  const size = Buffer.byteLength(content);
  return `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${size}\n`;
}
