/**
 * Paths as the action reports them: relative, with `/` separators, on every system. The path
 * module is a parameter so tests can check Windows forms (`path.win32`) on any machine.
 */
import * as path from 'node:path';

type PathApi = Pick<typeof path, 'relative' | 'isAbsolute' | 'sep'>;

/** `to` relative to `from`, with `/` separators; `''` when they are the same folder. */
export function relativePosix(from: string, to: string, api: PathApi = path): string {
  return api.relative(from, to).split(api.sep).join('/');
}

/** True when `child` is `parent` or inside it (a path check, not a string prefix check). */
export function isInside(parent: string, child: string, api: PathApi = path): boolean {
  const relative = api.relative(parent, child);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${api.sep}`) && !api.isAbsolute(relative))
  );
}
