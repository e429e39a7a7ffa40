/**
 * `npm run lint:licenses` (run by .ci/run after the build): every package bundled into dist/ is
 * under a licence the project allows (scripts/license-policy.ts). Reads each `*licenses.txt` the
 * build wrote into dist/ and package-lock.json; exits non-zero naming each package that is not.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLicenses, lockedLicenses } from './license-policy.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'),
) as Parameters<typeof lockedLicenses>[0];
const locked = lockedLicenses(lock);
const files = fs.readdirSync(path.join(ROOT, 'dist')).filter((f) => f.endsWith('licenses.txt'));
let failed = files.length === 0;
if (failed) console.error('dist/ holds no licenses.txt: run npm run build');
for (const file of files) {
  const { packages, problems } = checkLicenses(
    fs.readFileSync(path.join(ROOT, 'dist', file), 'utf8'),
    locked,
  );
  console.log(`dist/${file}: ${packages} bundled packages, ${problems.length} not allowed`);
  for (const problem of problems) console.error(`  ${problem}`);
  if (packages === 0 || problems.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
