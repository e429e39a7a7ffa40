/**
 * What a checkout without `lfs: true` holds in place of a file Git LFS stores: a pointer (git-lfs's
 * spec), not the file's text, so a scan cannot judge that file.
 */
export const LFS_POINTER = [
  'version https://git-lfs.github.com/spec/v1',
  'oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393',
  'size 12345',
  '',
].join('\n');
