/**
 * Git LFS pointers: the small text file git holds in place of a file stored in LFS. A checkout
 * without `lfs: true`, and every tree read from git objects, has the pointer, not the file: a
 * pointer named `main.tf` is no Terraform, and scanning it would judge nothing. The format is
 * git-lfs's spec: UTF-8 `key value` lines, `version` first, with `oid sha256:` and `size`, the
 * whole under 1024 bytes (git-lfs refuses to read a larger one as a pointer).
 */

/** git-lfs never reads a file of this size or more as a pointer. */
export const MAX_LFS_POINTER_BYTES = 1024;

/** The `version` lines git-lfs writes (the first is the spec's; the second its old name). */
const VERSIONS = [
  'version https://git-lfs.github.com/spec/v1\n',
  'version https://hawser.github.com/spec/v1\n',
] as const;

/** True when `bytes` is a Git LFS pointer rather than the file it stands for. */
export function isLfsPointer(bytes: Uint8Array): boolean {
  if (bytes.byteLength >= MAX_LFS_POINTER_BYTES) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (!VERSIONS.some((version) => text.startsWith(version))) return false;
  return /^oid sha256:[0-9a-f]{64}$/m.test(text) && /^size \d+$/m.test(text);
}
