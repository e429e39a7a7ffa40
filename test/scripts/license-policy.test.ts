/** The licence allow-list over what the build bundles (dist/licenses.txt), and its refusals. */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkLicenses,
  isAllowedExpression,
  lockedLicenses,
} from '../../scripts/license-policy.ts';
import { ROOT } from '../support/run-action.ts';

/** A licenses.txt as ncc writes it: name, licence id when declared, text, a blank line. */
function licensesTxt(entries: [name: string, id: string | undefined][]): string {
  return entries
    .map(([name, id]) => [name, ...(id ? [id] : []), `Copyright ${name}`].join('\n'))
    .join('\n\n');
}

function locked(entries: Record<string, [version: string, license: string | undefined]>) {
  return lockedLicenses({
    packages: Object.fromEntries(
      Object.entries(entries).map(([name, [version, license]]) => [
        `node_modules/${name}`,
        { version, ...(license === undefined ? {} : { license }) },
      ]),
    ),
  });
}

describe('the licence check', () => {
  it('passes the bundle the build wrote, package by package', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const text = fs.readFileSync(path.join(ROOT, 'dist', 'licenses.txt'), 'utf8');
    const { packages, problems } = checkLicenses(text, lockedLicenses(lock));
    expect(problems).toEqual([]);
    expect(packages).toBeGreaterThan(50);
  });

  it('names a bundled package under a licence off the list, and what to do', () => {
    const lock = locked({ zod: ['4.6.7', 'MIT'], 'gpl-lib': ['2.0.0', 'GPL-3.0-only'] });
    const { problems } = checkLicenses(
      licensesTxt([
        ['gpl-lib', 'GPL-3.0-only'],
        ['zod', 'MIT'],
      ]),
      lock,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^gpl-lib@2\.0\.0: 'GPL-3\.0-only' is not on the allow-list \(allowed: .*MIT.*; or add an exception/,
      ),
    ]);
  });

  it('refuses a package that declares no licence unless that exact version is excepted', () => {
    const text = licensesTxt([['buffers', undefined]]);
    expect(checkLicenses(text, locked({ buffers: ['0.1.1', undefined] })).problems).toEqual([]);
    expect(checkLicenses(text, locked({ buffers: ['0.1.2', undefined] })).problems).toEqual([
      expect.stringContaining('buffers@0.1.2: declares no licence'),
    ]);
  });

  it('reads SPDX expressions: OR needs one allowed licence, AND needs all', () => {
    expect(isAllowedExpression('(MIT OR GPL-3.0-only)')).toBe(true);
    expect(isAllowedExpression('(Apache-2.0 AND BSD-3-Clause)')).toBe(true);
    expect(isAllowedExpression('(MIT AND GPL-3.0-only)')).toBe(false);
    expect(isAllowedExpression('Apache-2.0 WITH LLVM-exception')).toBe(true);
    expect(isAllowedExpression('MIT/X11')).toBe(true);
    expect(() => isAllowedExpression('SEE LICENSE IN LICENSE.md')).toThrow();
    expect(() => isAllowedExpression('(MIT')).toThrow();
    const lock = locked({ odd: ['1.0.0', '(MIT'] });
    expect(checkLicenses(licensesTxt([['odd', '(MIT']]), lock).problems).toHaveLength(1);
  });

  it('runs as npm run lint:licenses over dist/', () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check-licenses.ts')], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^dist\/licenses\.txt: \d+ bundled packages, 0 not allowed$/m);
  });
});
