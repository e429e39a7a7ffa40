/**
 * The release workflow's steps (scripts/release/) against a fake of GitHub's release endpoints
 * over real HTTP and a real git repository: the release made as designed, and every refusal the
 * workflow promises, including the attacks on it (a CI run that did not test the commit, a tag
 * pushed by hand between the checks and the publication, assets changed between the jobs).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubApi } from '../../scripts/release/github-api.ts';
import { publishRelease, verifyRelease } from '../../scripts/release/publish-release.ts';
import type { ReleasePorts } from '../../scripts/release/release-ports.ts';
import { rollbackRelease } from '../../scripts/release/rollback-release.ts';
import {
  FakeGitHubReleases,
  type FakeRelease,
  type FakeRun,
} from '../support/fake-github-releases.ts';
import { git } from '../support/git-fixtures.ts';
import { tempDir, writeTree } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';

const CLI = '#!/usr/bin/env node\nconsole.log("plerion-iac");\n';
const CHANGELOG = `# Changelog

## [Unreleased]

## [1.1.0] - 2026-12-01

### Added

- A flag.

## [1.0.0] - 2026-11-26

- First.
`;

let github: FakeGitHubReleases;
beforeAll(async () => {
  github = await new FakeGitHubReleases().start();
});
afterAll(async () => {
  await github.stop();
});
beforeEach(() => {
  github.tags.clear();
  github.annotated.clear();
  github.runs.splice(0);
  github.releases.splice(0);
  github.calls.splice(0);
  github.immutableReleases = true;
  github.beforePublish = undefined;
  github.failUploads = false;
});

/** A repository at version 1.1.0 with a CLI bundle in dist/, committed. */
function repository(files: Record<string, string> = {}): { root: string; sha: string } {
  const root = tempDir('iac-release-repo-');
  writeTree(root, {
    'package.json': JSON.stringify({
      name: 'x',
      version: '1.1.0',
      bin: { 'plerion-iac': 'dist/cli.js' },
    }),
    'CHANGELOG.md': CHANGELOG,
    'dist/cli.js': CLI,
    ...files,
  });
  git(root, ['init', '-q']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'release 1.1.0']);
  return { root, sha: git(root, ['rev-parse', 'HEAD']) };
}

function ports(repo: { root: string; sha: string }, build: () => void = () => undefined) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const outputs: Record<string, string> = {};
  const api = createGitHubApi({
    baseUrl: github.url,
    token: github.token,
    repository: github.repository,
  });
  const given: ReleasePorts = {
    root: repo.root,
    sha: repo.sha,
    api,
    build,
    distChanges: () => git(repo.root, ['status', '--porcelain', '--', 'dist']),
    log: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
    output: (name, value) => (outputs[name] = value),
  };
  return { ports: given, lines, warnings, outputs };
}

function ciRun(sha: string, changes: Partial<FakeRun> = {}): FakeRun {
  return {
    head_sha: sha,
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    head_repository: { full_name: github.repository },
    ...changes,
  };
}

/** `repository(files)`, whose commit CI passed on (a push run in this repository). */
function testedRepository(files: Record<string, string> = {}): { root: string; sha: string } {
  const repo = repository(files);
  github.runs.push(ciRun(repo.sha));
  return repo;
}

/** A release as the fake GitHub holds it: published and immutable, but for `changes`. */
function fakeRelease(id: number, version: string, changes: Partial<FakeRelease> = {}): FakeRelease {
  return {
    id,
    tag_name: `v${version}`,
    target_commitish: 'main',
    body: '',
    draft: false,
    prerelease: false,
    immutable: true,
    assets: new Map(),
    ...changes,
  };
}

/** The first job alone: verifies `version` of `repo` into a fresh assets folder. */
function verify(repo: { root: string; sha: string }, version = '1.1.0', run = ports(repo)) {
  return verifyRelease({ version, out: tempDir() }, run.ports);
}

/** verify then publish, as the two jobs run them; returns the assets folder. */
async function release(repo: { root: string; sha: string }, version = '1.1.0') {
  const out = tempDir('iac-release-assets-');
  const run = ports(repo);
  await verifyRelease({ version, out }, run.ports);
  await publishRelease({ version, assets: out }, run.ports);
  return { out, ...run };
}

describe('a release', () => {
  it('carries every file of the command line the package ships beside its bin, with checksums', async () => {
    const chunk = 'export const id = 7;\n';
    const repo = testedRepository({
      'package.json': JSON.stringify({
        name: 'x',
        version: '1.1.0',
        bin: { 'plerion-iac': 'dist/cli.js' },
        files: ['dist/cli.js', 'dist/cli-*.js', 'dist/cli-licenses.txt'],
      }),
      'dist/cli-7.js': chunk,
      'dist/cli-licenses.txt': 'MIT\n',
      // The Action's bundle is beside it but not shipped: not an asset.
      'dist/index.js': 'run();\n',
    });
    const { outputs } = await release(repo);
    const made = github.releases[0];
    expect([...(made?.assets.keys() ?? [])]).toEqual(['cli-7.js', 'cli.js', 'SHA256SUMS']);
    const sums = made?.assets.get('SHA256SUMS')?.toString() ?? '';
    expect(sums).toContain(`${createHash('sha256').update(chunk).digest('hex')}  cli-7.js\n`);
    expect(outputs.assets).toBe('2');
  });

  it('is made from the verified commit, with its notes, assets and checksums, and moves v1', async () => {
    const repo = testedRepository();
    const { out, lines, outputs, warnings } = await release(repo);
    const made = github.releases[0];
    expect(made).toMatchObject({ tag_name: 'v1.1.0', draft: false, immutable: true });
    expect(made?.body).toBe('### Added\n\n- A flag.');
    expect([...(made?.assets.keys() ?? [])]).toEqual(['cli.js', 'SHA256SUMS']);
    const digest = createHash('sha256').update(CLI).digest('hex');
    expect(made?.assets.get('SHA256SUMS')?.toString()).toBe(`${digest}  cli.js\n`);
    expect(fs.readFileSync(path.join(out, 'cli.js'), 'utf8')).toBe(CLI);
    expect(outputs.assets).toBe('1');
    expect(github.commitOf('v1.1.0')).toBe(repo.sha);
    expect(github.commitOf('v1')).toBe(repo.sha);
    expect(lines).toContain(`Pin it: uses: ${github.repository}@${repo.sha} # v1.1.0`);
    expect(warnings).toEqual([]);
    // Assets were attached to the draft, before it was published (and became immutable).
    const order = github.calls.filter((c) => !c.startsWith('GET'));
    expect(order.indexOf(`PATCH /repos/${github.repository}/releases/1`)).toBeGreaterThan(
      order.lastIndexOf(`POST /uploads/repos/${github.repository}/releases/1/assets`),
    );
  });

  it.each([
    ['no CI run at all', []],
    ['a failed run', [{ conclusion: 'failure' }]],
    ['a run still going', [{ status: 'in_progress', conclusion: null }]],
    ['a pull request run (it tested a merge commit)', [{ event: 'pull_request' }]],
    ['a run in a fork', [{ head_repository: { full_name: 'someone/fork' } }]],
    ['a run of another commit', [{ head_sha: 'f'.repeat(40) }]],
  ])('waits for CI on the commit itself: refused with %s', async (_, runs) => {
    const repo = repository();
    for (const changes of runs) github.runs.push(ciRun(repo.sha, changes as Partial<FakeRun>));
    await expect(verify(repo)).rejects.toThrow(
      /CI \(ci\.yml\) has not passed on [0-9a-f]{40} in octo-org\/plerion-iac-scan-action on a push/,
    );
    expect(github.calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it.each([
    [
      'a version package.json does not have',
      '1.2.0',
      /version 1\.2\.0 is not package\.json's 1\.1\.0/,
    ],
    ['a version that is not X.Y.Z', '1.1', /version '1\.1' is not X\.Y\.Z/],
  ])('refuses %s', async (_, version, message) => {
    const repo = testedRepository();
    await expect(verify(repo, version)).rejects.toThrow(message);
  });

  it('refuses a version whose CHANGELOG section is missing or undated', async () => {
    const missing = testedRepository({
      'CHANGELOG.md': CHANGELOG.replace('## [1.1.0] - 2026-12-01', '## [1.0.1] - 2026-12-01'),
    });
    await expect(verify(missing)).rejects.toThrow(
      "CHANGELOG.md has no section '## [1.1.0] - YYYY-MM-DD' (it has 1.0.1, 1.0.0)",
    );
    const undated = testedRepository({
      'CHANGELOG.md': CHANGELOG.replace(' - 2026-12-01', ''),
    });
    await expect(verify(undated)).rejects.toThrow("'## [1.1.0]' is not '## [X.Y.Z] - YYYY-MM-DD'");
  });

  it('refuses a tag or a draft that exists already', async () => {
    const repo = testedRepository();
    github.tags.set('v1.1.0', { type: 'commit', sha: 'a'.repeat(40) });
    await expect(verify(repo)).rejects.toThrow(
      `the tag v1.1.0 exists already (at ${'a'.repeat(40)})`,
    );
    github.tags.clear();
    github.releases.push(
      fakeRelease(9, '1.1.0', { target_commitish: repo.sha, draft: true, immutable: false }),
    );
    await expect(verify(repo)).rejects.toThrow(
      'a release v1.1.0 exists already (a draft of an earlier attempt?)',
    );
  });

  it('refuses when a rebuild changes dist/, naming the fix, before anything is made', async () => {
    const repo = testedRepository();
    const stale = ports(repo, () =>
      fs.writeFileSync(path.join(repo.root, 'dist', 'cli.js'), `${CLI}// rebuilt\n`),
    );
    await expect(verify(repo, '1.1.0', stale)).rejects.toThrow(
      /a rebuild changes dist\/[\s\S]*M dist\/cli\.js[\s\S]*Fix: npm run build && git add dist/,
    );
    expect(github.releases).toEqual([]);
  });

  it('refuses assets changed or added between the two jobs', async () => {
    const repo = testedRepository();
    const out = tempDir('iac-release-assets-');
    await verifyRelease({ version: '1.1.0', out }, ports(repo).ports);
    fs.appendFileSync(path.join(out, 'cli.js'), 'steal();\n');
    await expect(
      publishRelease({ version: '1.1.0', assets: out }, ports(repo).ports),
    ).rejects.toThrow('these assets do not match SHA256SUMS: cli.js');
    fs.writeFileSync(path.join(out, 'cli.js'), CLI);
    fs.writeFileSync(path.join(out, 'extra.js'), 'x');
    await expect(
      publishRelease({ version: '1.1.0', assets: out }, ports(repo).ports),
    ).rejects.toThrow('SHA256SUMS does not list extra.js');
    expect(github.releases).toEqual([]);
  });

  it('does not move v1 when the published tag names another commit (pushed meanwhile)', async () => {
    const repo = testedRepository();
    github.tags.set('v1', { type: 'commit', sha: 'b'.repeat(40) });
    const other = 'c'.repeat(40);
    github.beforePublish = () => github.tags.set('v1.1.0', { type: 'commit', sha: other });
    await expect(release(repo)).rejects.toThrow(
      `the published v1.1.0 names ${other}, not the verified ${repo.sha}`,
    );
    expect(github.commitOf('v1')).toBe('b'.repeat(40));
  });

  it('publishes nothing and moves nothing when an upload fails midway; a retry is told of the draft', async () => {
    const repo = testedRepository();
    github.tags.set('v1', { type: 'commit', sha: 'b'.repeat(40) });
    github.failUploads = true;
    await expect(release(repo)).rejects.toThrow(
      /POST \/uploads\/.*\/assets answered 500: Server Error/,
    );
    expect(github.releases.map((r) => [r.tag_name, r.draft])).toEqual([['v1.1.0', true]]);
    expect(github.tags.has('v1.1.0')).toBe(false);
    expect(github.commitOf('v1')).toBe('b'.repeat(40));
    github.failUploads = false;
    await expect(release(repo)).rejects.toThrow(
      'a release v1.1.0 exists already (a draft of an earlier attempt?)',
    );
  });

  it('leaves v1 on a newer release when an older line gets a fix, and warns when releases are mutable', async () => {
    const repo = testedRepository();
    github.releases.push(fakeRelease(1, '1.2.0', { target_commitish: 'd'.repeat(40) }));
    github.tags.set('v1', { type: 'commit', sha: 'd'.repeat(40) });
    github.immutableReleases = false;
    const { lines, warnings } = await release(repo);
    expect(github.commitOf('v1.1.0')).toBe(repo.sha);
    expect(github.commitOf('v1')).toBe('d'.repeat(40));
    expect(lines).toContain('v1 stays on v1.2.0, which is newer than v1.1.0.');
    expect(warnings).toEqual([
      expect.stringContaining('v1.1.0 is not immutable: turn on release immutability'),
    ]);
  });
});

describe('a rollback', () => {
  beforeEach(() => {
    github.releases.push(fakeRelease(1, '1.0.0'), fakeRelease(2, '1.1.0'));
    github.tags.set('v1.0.0', { type: 'tag', sha: '1'.repeat(40) });
    github.annotated.set('1'.repeat(40), 'e'.repeat(40));
    github.tags.set('v1.1.0', { type: 'commit', sha: 'f'.repeat(40) });
    github.tags.set('v1', { type: 'commit', sha: 'f'.repeat(40) });
  });

  it('moves v1 back to the commit of an earlier release, following an annotated tag', async () => {
    const run = ports({ root: tempDir(), sha: '' });
    await rollbackRelease({ to: 'v1.0.0' }, run.ports);
    expect(github.commitOf('v1')).toBe('e'.repeat(40));
    expect(run.lines).toEqual([
      `v1 moved from ${'f'.repeat(40)} back to v1.0.0 (${'e'.repeat(40)}).`,
    ]);
    expect(github.commitOf('v1.1.0')).toBe('f'.repeat(40));
  });

  it('refuses a version that is no published release', async () => {
    github.releases.push({
      id: 3,
      tag_name: 'v1.2.0',
      target_commitish: 'main',
      body: '',
      draft: true,
      prerelease: false,
      immutable: false,
      assets: new Map(),
    });
    const run = ports({ root: tempDir(), sha: '' });
    for (const to of ['1.2.0', '0.9.0'])
      await expect(rollbackRelease({ to }, run.ports)).rejects.toThrow(
        `v${to} is not a published release`,
      );
    await expect(rollbackRelease({ to: 'latest' }, run.ports)).rejects.toThrow(
      "'latest' is not a release version",
    );
    expect(github.commitOf('v1')).toBe('f'.repeat(40));
  });
});

describe('release.ts, as the workflow runs it', () => {
  const script = path.join(ROOT, 'scripts', 'release', 'release.ts');
  /** The script in a child process; asynchronously, so this process's fake GitHub can answer. */
  const run = (
    args: string[],
    env: Record<string, string | undefined> = {},
  ): Promise<{ status: number; stdout: string }> => {
    const { GITHUB_SHA: _sha, GITHUB_OUTPUT: _output, ...inherited } = process.env;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [script, ...args],
        {
          encoding: 'utf8',
          env: {
            ...inherited,
            GITHUB_API_URL: github.url,
            GITHUB_TOKEN: github.token,
            GITHUB_REPOSITORY: github.repository,
            ...env,
          },
        },
        (error, stdout) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout }),
      );
    });
  };

  it('rolls back through the GitHub API, and refuses as a workflow error', async () => {
    github.releases.push(fakeRelease(1, '1.0.0'));
    github.tags.set('v1.0.0', { type: 'commit', sha: 'e'.repeat(40) });
    github.tags.set('v1', { type: 'commit', sha: 'f'.repeat(40) });
    const moved = await run(['rollback', '--to', '1.0.0']);
    expect(moved.status, moved.stdout).toBe(0);
    expect(moved.stdout).toContain(`v1 moved from ${'f'.repeat(40)} back to v1.0.0`);
    expect(github.commitOf('v1')).toBe('e'.repeat(40));
    const refused = await run(['rollback', '--to', '2.0.0']);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('::error::Release refused: v2.0.0 is not a published release');
    expect(
      (await run(['rollback', '--to', '1.0.0'], { GITHUB_TOKEN: 'ghs_other' })).stdout,
    ).toContain(
      '::error::Release failed: GET /repos/octo-org/plerion-iac-scan-action/releases/tags/v1.0.0 answered 401: Bad credentials',
    );
  });

  it('refuses a checkout that is not the workflow’s commit, and an unknown mode', async () => {
    const other = await run(['rollback', '--to', '1.0.0'], { GITHUB_SHA: 'a'.repeat(40) });
    expect(other.status).toBe(1);
    expect(other.stdout).toMatch(
      /Release refused: the checkout is at [0-9a-f]{40}, not the workflow's commit a{40}/,
    );
    expect((await run(['ship'])).stdout).toContain(
      "Release refused: mode 'ship' is not one of verify, publish, rollback, dry-run",
    );
    expect(github.calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
