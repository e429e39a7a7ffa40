/**
 * The licences the bundles may carry. The build writes `dist/licenses.txt` (ncc: each bundled
 * package's name, its licence id when it declares one, its licence text); which packages those
 * are comes from that file, and each one's declared licence from package-lock.json, read as an
 * SPDX expression. A package outside the allow-list, or one that declares nothing, fails the
 * check unless an exception names its exact version and says why it is fine.
 */

/** Permissive licences that ask only for the notice, which licenses.txt carries. */
export const ALLOWED_LICENSES = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'Unlicense',
  'Zlib',
]);

/** Declared licences that are not SPDX ids, read as the SPDX id they mean. */
const ALIASES: Record<string, string> = {
  // chainsaw and traverse (substack): the X11 licence is the MIT licence under its old name.
  'MIT/X11': 'MIT',
};

/** Bundled packages whose declaration is missing or wrong, by exact version, with the reason. */
export const LICENSE_EXCEPTIONS: Record<string, { license: string; reason: string }> = {
  'buffers@0.1.1': {
    license: 'MIT',
    reason:
      'declares no licence in its package; its repository (substack/node-buffers) carries the MIT licence',
  },
};

/** True when the SPDX expression lets us ship the package under an allowed licence. */
export function isAllowedExpression(expression: string): boolean {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let at = 0;
  const factor = (): boolean => {
    const token = tokens[at++];
    if (token === '(') {
      const inside = either();
      if (tokens[at++] !== ')') throw new Error(`unbalanced '${expression}'`);
      return inside;
    }
    if (token === undefined || /^(AND|OR|WITH|\))$/.test(token))
      throw new Error(`not an SPDX expression: '${expression}'`);
    if (tokens[at] === 'WITH') at += 2;
    const id = token.replace(/\+$/, '');
    return ALLOWED_LICENSES.has(ALIASES[id] ?? id);
  };
  const both = (): boolean => {
    let allowed = factor();
    while (tokens[at] === 'AND') {
      at++;
      allowed = factor() && allowed;
    }
    return allowed;
  };
  const either = (): boolean => {
    let allowed = both();
    while (tokens[at] === 'OR') {
      at++;
      allowed = both() || allowed;
    }
    return allowed;
  };
  const allowed = either();
  if (at !== tokens.length) throw new Error(`not an SPDX expression: '${expression}'`);
  return allowed;
}

/** An expression that is allowed; a missing or unreadable one is not. */
function isAllowed(expression: string | undefined): boolean {
  try {
    return expression !== undefined && isAllowedExpression(expression);
  } catch {
    return false;
  }
}

/** The packages a licenses.txt names: lines that open an entry and are a known package. */
export function bundledPackages(licensesTxt: string, known: ReadonlySet<string>): string[] {
  const lines = licensesTxt.split(/\r?\n/);
  return lines.filter((line, i) => (i === 0 || lines[i - 1] === '') && known.has(line));
}

/** Every installed version of each package with its declared licence, from package-lock.json. */
export function lockedLicenses(lock: {
  readonly packages: Record<string, { version?: string; license?: unknown }>;
}): Map<string, { version: string; license: string | undefined }[]> {
  const byName = new Map<string, { version: string; license: string | undefined }[]>();
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/')) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const license = typeof entry.license === 'string' ? entry.license : undefined;
    byName.set(name, [...(byName.get(name) ?? []), { version: entry.version ?? '?', license }]);
  }
  return byName;
}

/** One line per bundled package whose licence is not allowed (empty when all are). */
export function checkLicenses(
  licensesTxt: string,
  locked: ReadonlyMap<string, readonly { version: string; license: string | undefined }[]>,
): { packages: number; problems: string[] } {
  const names = bundledPackages(licensesTxt, new Set(locked.keys()));
  const problems: string[] = [];
  for (const name of names)
    for (const { version, license } of locked.get(name) ?? []) {
      const exception = LICENSE_EXCEPTIONS[`${name}@${version}`];
      const declared = exception?.license ?? license;
      if (!isAllowed(declared))
        problems.push(
          `${name}@${version}: ${declared === undefined ? 'declares no licence' : `'${declared}' is not on the allow-list`} (allowed: ${[...ALLOWED_LICENSES].join(', ')}; or add an exception to scripts/license-policy.ts saying why)`,
        );
    }
  return { packages: names.length, problems };
}
