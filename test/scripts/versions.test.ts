/**
 * One version, said the same everywhere: package.json holds it, CHANGELOG.md has its section
 * first, the README pins that release by SHA first and its major second, SECURITY.md supports
 * that major, and the licence is the one the README and package.json name. The release's dry run
 * (what .ci/run runs) agrees, and refuses when they drift.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogEntry } from '../../scripts/release/changelog.ts';
import { majorTag } from '../../scripts/release/release-rules.ts';
import { TOOL_VERSION } from '../../src/version.ts';
import { git } from '../support/git-fixtures.ts';
import { ROOT } from '../support/run-action.ts';
import { tempDir } from '../support/helpers.ts';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string; license: string };
const ACTION = 'octo-org/plerion-iac-scan-action';

describe('the version', () => {
  it('lives in package.json and is what the action reports', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(TOOL_VERSION).toBe(pkg.version);
    expect(read('src/version.ts')).not.toMatch(/\d+\.\d+\.\d+/);
  });

  it('has the newest CHANGELOG section, dated, in Keep a Changelog form', () => {
    const changelog = read('CHANGELOG.md');
    expect(changelogEntry(changelog, pkg.version)).toMatchObject({
      entry: { version: pkg.version, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(changelog).toContain('## [Unreleased]');
    expect(changelog).toContain(
      `[${pkg.version}]: https://github.com/${ACTION}/releases/tag/v${pkg.version}`,
    );
  });

  it('is what the README pins: the SHA first, the major tag second, no other reference', () => {
    const readme = read('README.md');
    const major = majorTag(pkg.version);
    const pin = `uses: ${ACTION}@${'0'.repeat(40)} # v${pkg.version}`;
    const pinAt = readme.indexOf(pin);
    const majorAt = readme.indexOf(`uses: ${ACTION}@${major}\n`);
    expect(pinAt).toBeGreaterThan(0);
    expect(majorAt).toBeGreaterThan(pinAt);
    const refs = [...readme.matchAll(new RegExp(`${ACTION}@(\\S+)`, 'g'))].map((m) => m[1]);
    expect(new Set(refs)).toEqual(new Set(['0'.repeat(40), major]));
    expect(read('SECURITY.md')).toContain(`| the latest \`${major}.x.y\` release`);
  });

  it('comes with the licence package.json and the README name', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n/);
    expect(read('README.md')).toContain('MIT (see [LICENSE](LICENSE))');
  });
});

describe('the release dry run', () => {
  const dryRun = (root = ROOT) =>
    spawnSync(
      process.execPath,
      [
        path.join(root, 'scripts', 'release', 'release.ts'),
        'dry-run',
        '--no-rebuild',
        '--out',
        tempDir('iac-release-out-'),
      ],
      { encoding: 'utf8' },
    );

  it('agrees with the repository, and says what a release would do', () => {
    const run = dryRun();
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`Version ${pkg.version}: package.json and CHANGELOG.md agree`);
    expect(run.stdout).toMatch(
      new RegExp(`would create the draft release v${pkg.version} at [0-9a-f]{40}`),
    );
    expect(run.stdout).toContain('Dry run: nothing was sent to GitHub');
  });

  it('fails, naming the fix, when package.json moves on without a CHANGELOG section', () => {
    const copy = tempDir('iac-release-copy-');
    for (const file of ['package.json', 'CHANGELOG.md', 'scripts', '.gitignore'])
      fs.cpSync(path.join(ROOT, file), path.join(copy, file), { recursive: true });
    const bumped = { ...pkg, version: '9.9.9' };
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(bumped));
    git(copy, ['init', '-q']);
    git(copy, ['commit', '-q', '--allow-empty', '-m', 'bump']);
    const run = dryRun(copy);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      "::error::Release refused: CHANGELOG.md has no section '## [9.9.9] - YYYY-MM-DD'",
    );
  });
});
