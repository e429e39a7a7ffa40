/**
 * Links a pull request did not touch that lead out of the scanned folder to something it changed
 * (issue 31), or inside it to a file it changed (issue 39), in process on real repositories: where a link leads by its text (through other
 * links), which changed path is behind it, how few git calls that takes, and that a git failure
 * makes the whole tree count rather than pass. Also: on a pull request a link git cannot follow
 * counts, on a push it stays silent.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Discovery } from '../../../../src/engine/discovery/discover.ts';
import type { Git } from '../../../../src/engine/git/git.ts';
import { describeTree } from '../../../../src/engine/scan/tree-scan.ts';
import { parseChangedPaths } from '../../../../src/engine/change/changed-entries.ts';
import { findUnjudged } from '../../../../src/engine/change/find-unjudged.ts';
import { judgeCandidate } from '../../../../src/engine/change/judge-entry.ts';
import { workTreeTargets } from '../../../../src/engine/change/links/link-targets.ts';
import { createLinkResolver } from '../../../../src/engine/change/links/link-resolver.ts';
import {
  findLinksBehind,
  parseTreeLinks,
} from '../../../../src/engine/change/links/links-behind.ts';
import { workTreeFiles } from '../../../../src/engine/scan/trees/work-tree.ts';
import { workTreeLinks } from '../../../../src/engine/change/links/tree-links.ts';
import { git, recordingGit, writeFiles } from '../../../support/git-fixtures.ts';
import { NONE, A, B, ZERO } from '../tree-facts.ts';
import { commitLinkedTree } from './link-fixtures.ts';
import { useTempDirs } from '../../../support/temp-dirs.ts';

const dirs = useTempDirs();

describe('where a link leads, by its text', () => {
  const texts = new Map([
    ['infra/modules/edge', '../../platform/edge'],
    ['infra/chain', 'modules/edge/'],
    ['infra/deep', 'modules/edge/sub/x'],
    ['infra/away', '../../elsewhere'],
    ['infra/abs', '/etc'],
    ['infra/loop', 'loop2'],
    ['infra/loop2', 'loop'],
    ['infra/inside', 'main.tf'],
  ]);

  it('resolves through other links, and tells one that leaves the repository from one that loops', () => {
    const { resolve } = createLinkResolver(texts);
    const to = (link: string) => {
      const r = resolve(link);
      return r.kind === 'path' ? r.to : r.kind;
    };
    expect(to('infra/modules/edge')).toBe('platform/edge');
    expect(to('infra/chain')).toBe('platform/edge');
    expect(to('infra/deep')).toBe('platform/edge/sub/x');
    expect(to('infra/inside')).toBe('infra/main.tf');
    expect(to('infra/away')).toBe('outside');
    expect(to('infra/abs')).toBe('outside');
    expect(to('infra/loop')).toBe('exhausted');
  });

  it('reads the links of an ls-tree listing and every changed path of a raw diff, wherever it is', () => {
    const listing = Buffer.from(
      [
        `120000 blob ${A}\tmodules/edge`,
        `100644 blob ${B}\tmain.tf`,
        `160000 commit ${B}\tsub`,
        `120000 blob ${B}\tbad\xe9`,
        '',
      ].join('\0'),
      'latin1',
    );
    expect(parseTreeLinks(listing)).toEqual([
      { path: 'modules/edge', nameValid: true, objectId: A },
      { path: 'bad\\xe9', nameValid: false, objectId: B },
    ]);
    const diff = Buffer.from(
      [
        `:100644 100644 ${A} ${B} M`,
        'platform/edge/main.tf',
        `:100644 000000 ${A} ${ZERO} D`,
        'infra/gone.tf',
        `:160000 160000 ${A} ${B} M`,
        'vendor/sub',
        '',
      ].join('\0'),
    );
    expect([...parseChangedPaths(diff)]).toEqual([
      ['platform/edge/main.tf', '100644'],
      ['infra/gone.tf', '000000'],
      ['vendor/sub', '160000'],
    ]);
  });
});

/** A base with links out of `infra/`, and a change behind some of them. */
function repository(): { dir: string; baseSha: string; headSha: string } {
  const dir = dirs.make('iac-behind-');
  const baseSha = commitLinkedTree(dir, {
    files: {
      'infra/main.tf': 'x\n',
      'platform/edge/main.tf': 'y\n',
      'platform/plain/main.tf': 'y\n',
      'platform/common.tf': 'y\n',
      'docs/notes.md': 'n\n',
    },
    links: {
      'infra/modules/edge': '../../platform/edge',
      'infra/chain': 'modules/edge',
      'infra/plain': '../platform/plain',
      'infra/common.tf': '../platform/common.tf',
      'infra/NOTES': '../docs/notes.md',
      'infra/inside': 'main.tf',
      'infra/away': '../../elsewhere',
      'infra/sub': '../vendor/sub',
    },
    submodule: 'vendor/sub',
  });
  writeFiles(dir, {
    'platform/edge/main.tf': 'open\n',
    'platform/common.tf': 'open\n',
    'docs/notes.md': 'm\n',
    'infra/main.tf': 'z\n',
    // Beside `platform/plain`, not in it.
    'platform/plain-other/main.tf': 'open\n',
  });
  git(dir, ['add', 'platform', 'docs', 'infra/main.tf']);
  git(dir, ['update-index', '--cacheinfo', `160000,${'2'.repeat(40)},vendor/sub`]);
  git(dir, ['commit', '-q', '-m', 'head']);
  return { dir, baseSha, headSha: git(dir, ['rev-parse', 'HEAD']) };
}

function changedBetween(dir: string, baseSha: string, headSha: string) {
  return parseChangedPaths(
    Buffer.from(`${git(dir, ['diff', '--raw', '-z', '--no-abbrev', baseSha, headSha])}\0`),
  );
}

describe('links behind which the pull request changed something', () => {
  it('finds each, with what it leads to and the change behind it, in one ls-tree and one batch read', async () => {
    const { dir, baseSha, headSha } = repository();
    const recorded = recordingGit();
    const changed = changedBetween(dir, baseSha, headSha);
    const found = await findLinksBehind(recorded.git, {
      cwd: dir,
      headSha,
      folder: 'infra',
      changed,
      skip: new Set(['chain']),
    });
    const byPath = found.map((l) => [l.path, l.target, l.changed]).sort();
    expect(byPath).toEqual([
      ['NOTES', 'file', 'docs/notes.md'],
      ['common.tf', 'file', 'platform/common.tf'],
      // Inside the folder too: a link to a file the pull request changed (issue 39).
      ['inside', 'file', 'infra/main.tf'],
      ['modules/edge', 'folder', 'platform/edge/main.tf'],
      ['sub', 'folder', 'vendor/sub'],
    ]);
    expect(recorded.commands.map((c) => c[0])).toEqual(['ls-tree', 'cat-file', 'cat-file']);
  });

  it('asks git nothing when the pull request changed nothing; at the top, a link to a changed file counts and one to a changed folder does not', async () => {
    const { dir, headSha } = repository();
    const recorded = recordingGit();
    const options = { cwd: dir, headSha, skip: new Set<string>() };
    expect(
      await findLinksBehind(recorded.git, { ...options, changed: new Map(), folder: 'infra' }),
    ).toEqual([]);
    expect(recorded.commands).toEqual([]);
    const changed = new Map([
      ['platform/edge/main.tf', '100644'],
      ['infra/main.tf', '100644'],
    ]);
    const found = await findLinksBehind(recorded.git, { ...options, changed, folder: '' });
    expect(found.map((l) => [l.path, l.target, l.changed])).toEqual([
      ['infra/inside', 'file', 'infra/main.tf'],
    ]);
  });
});

describe('links behind a change, through links the fork retargets', () => {
  /** Base: `infra/{edge,loop,far}` out of path; the fork then runs `change` and commits. */
  function retargeted(change: (link: (target: string, at: string) => void, at: string) => void) {
    const dir = dirs.make('iac-retarget-');
    git(dir, ['init', '-q']);
    writeFiles(dir, { 'infra/main.tf': 'x\n', 'vendor/edge/main.tf': 'y\n', 'README.md': 'a\n' });
    const link = (target: string, at: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      fs.rmSync(path.join(dir, at), { force: true });
      fs.symlinkSync(target, path.join(dir, at));
    };
    link('../vendor/edge', 'platform/edge');
    link('../platform/edge', 'infra/edge');
    link('../platform/far', 'infra/far');
    link('../../..', 'platform/far');
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'base']);
    const baseSha = git(dir, ['rev-parse', 'HEAD']);
    change(link, dir);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'head']);
    const headSha = git(dir, ['rev-parse', 'HEAD']);
    return findLinksBehind(recordingGit().git, {
      cwd: dir,
      headSha,
      folder: 'infra',
      changed: changedBetween(dir, baseSha, headSha),
      skip: new Set(),
    });
  }
  const summary = (found: Awaited<ReturnType<typeof findLinksBehind>>) =>
    found.map((l) => [l.path, l.target, l.changed]);

  it('counts a link that leaves the repository through a link the fork retargeted there', async () => {
    const found = await retargeted((link) =>
      link('/home/runner/work/infra/infra/evil', 'platform/edge'),
    );
    expect(summary(found)).toEqual([['edge', 'outside', 'platform/edge']]);
  });

  it('is silent about a link that leaves the repository through links the fork left alone', async () => {
    const found = await retargeted((_, dir) => writeFiles(dir, { 'README.md': 'b\n' }));
    expect(summary(found)).toEqual([]);
  });

  it('counts a link the fork sends into a loop, as unresolved (fail closed)', async () => {
    const found = await retargeted((link) => {
      link('loop-b', 'platform/loop-a');
      link('loop-a', 'platform/loop-b');
      link('loop-a', 'platform/edge');
    });
    expect(summary(found)).toEqual([['edge', 'outside', 'platform/edge']]);
  });
});

describe('the rule, end to end in process', () => {
  const discovery = (dir: string): Discovery => ({
    files: [
      {
        path: 'infra/main.tf',
        absolutePath: path.join(dir, 'infra/main.tf'),
        size: 2,
        kind: 'terraform',
        unit: 'terraform:.',
      },
    ],
    skipped: new Map([['symlink', ['common.tf']]]),
    rejected: [],
    source: 'git',
    candidates: 1,
  });

  function optionsFor(dir: string, gitCli: Git, baseSha: string, headSha: string) {
    const scanRoot = path.join(dir, 'infra');
    return {
      git: gitCli,
      head: describeTree(discovery(dir), undefined, []),
      workspace: dir,
      scanRoot,
      scanPath: 'infra',
      include: [],
      exclude: [],
      range: { kind: 'pull request' as const, baseSha, headSha },
      readFile: workTreeFiles(scanRoot),
      probeTargets: workTreeTargets(scanRoot, dir),
      listLinks: workTreeLinks(gitCli, scanRoot),
    };
  }

  it('counts the links behind which the pull request changed IaC, as links are judged', async () => {
    const { dir, baseSha, headSha } = repository();
    const unjudged = await findUnjudged(optionsFor(dir, recordingGit().git, baseSha, headSha));
    expect(unjudged).toMatchObject({ gates: true, scope: 'changed' });
    expect(unjudged.files.map((f) => [f.path, f.reason])).toEqual([
      ['infra/chain', 'link to a folder'],
      ['infra/common.tf', 'link or submodule'],
      ['infra/modules/edge', 'link to a folder'],
      ['infra/sub', 'link to a folder'],
    ]);
  });

  it('fails closed when git cannot list the links: every link of the tree counts', async () => {
    const { dir, baseSha, headSha } = repository();
    const real = recordingGit().git;
    const broken: Git = {
      run: (args, options) =>
        args[0] === 'ls-tree'
          ? Promise.resolve({ stdout: Buffer.alloc(0), stderr: 'fatal: bad tree\n', code: 128 })
          : real.run(args, options),
    };
    const unjudged = await findUnjudged(optionsFor(dir, broken, baseSha, headSha));
    expect(unjudged).toMatchObject({
      gates: true,
      scope: 'tree',
      note: expect.stringMatching(/git ls-tree .* failed .*bad tree/) as string,
    });
    expect(unjudged.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['infra/modules/edge', 'infra/chain', 'infra/away']),
    );
  });
});

describe('a link git cannot follow', () => {
  const dangling = {
    path: 'modules/edge',
    nameValid: true,
    type: 'link',
    target: 'missing',
  } as const;

  it('counts on a pull request, and is silent on other runs or when excluded', () => {
    const onPullRequest = { ...NONE, linksMustResolve: true };
    expect(judgeCandidate({ ...dangling, type: 'link' }, onPullRequest)).toBe(
      'link out of the repository',
    );
    expect(judgeCandidate({ ...dangling, type: 'link' }, NONE)).toBeUndefined();
    expect(
      judgeCandidate({ ...dangling, type: 'link' }, { ...onPullRequest, isExcluded: () => true }),
    ).toBeUndefined();
    expect(judgeCandidate({ ...dangling, type: 'other' }, { ...onPullRequest })).toBeUndefined();
  });

  it('in the work tree, when git cannot say what a pull request changed: counts there, silent on a push', async () => {
    const dir = dirs.make('iac-dangling-');
    commitLinkedTree(dir, {
      files: { 'infra/main.tf': 'x\n' },
      links: { 'infra/edge': '../vendor/edge' },
    });
    const scanRoot = path.join(dir, 'infra');
    const options = {
      git: recordingGit().git,
      head: describeTree(
        { files: [], skipped: new Map(), rejected: [], source: 'git', candidates: 0 },
        undefined,
        [],
      ),
      workspace: dir,
      scanRoot,
      scanPath: 'infra',
      include: [],
      exclude: [],
      readFile: workTreeFiles(scanRoot),
      probeTargets: workTreeTargets(scanRoot, dir),
      listLinks: workTreeLinks(recordingGit().git, scanRoot),
    };
    const unknown = await findUnjudged({
      ...options,
      range: { kind: 'pull request', unavailable: 'the merge commit has no parent here' },
    });
    expect(unknown.files.map((f) => [f.path, f.reason])).toEqual([
      ['infra/edge', 'link out of the repository'],
    ]);
    const push = await findUnjudged({ ...options, range: { kind: 'tree' } });
    expect(push.files).toEqual([]);
  });
});
