/**
 * Where links and submodules lead, as the unjudged rule asks it, on a real repository: from a
 * commit's objects (git follows links inside the tree and says when one leaves it) and from the
 * work tree, the same answers; nothing is followed to be read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  commitTargets,
  parseFollowed,
  workTreeTargets,
} from '../../../../src/engine/change/links/link-targets.ts';
import { commitLinks, workTreeLinks } from '../../../../src/engine/change/links/tree-links.ts';
import { recordingGit } from '../../../support/git-fixtures.ts';
import { commitLinkedTree } from './link-fixtures.ts';
import { useTempDirs } from '../../../support/temp-dirs.ts';

const dirs = useTempDirs();

/**
 * Each entry of `repository()`'s `infra/` and where it leads in a commit: a folder, out of the
 * repository, nothing, a file, a submodule (git calls a link to a submodule dangling; the
 * submodule is counted on its own), a folder through another link.
 */
const IN_COMMIT = {
  edge: 'folder',
  away: 'outside',
  gone: 'missing',
  'main-link': 'file',
  sub: 'folder',
  'to-sub': 'missing',
  deep: 'folder',
};
const ENTRIES = Object.keys(IN_COMMIT);

/** A repository whose `infra/` holds a link of every kind, and a submodule. */
function repository(): { dir: string; sha: string } {
  const dir = dirs.make('iac-links-');
  const sha = commitLinkedTree(dir, {
    files: { 'vendor/edge/main.tf': 'x\n', 'infra/main.tf': 'y\n' },
    links: {
      'infra/edge': '../vendor/edge',
      'infra/away': '../../elsewhere',
      'infra/gone': 'nothing-here',
      'infra/main-link': 'main.tf',
      'infra/to-sub': 'sub',
      'infra/deep': 'edge/../../vendor',
    },
    submodule: 'infra/sub',
  });
  fs.mkdirSync(path.join(dir, 'infra/sub'));
  return { dir, sha };
}

describe('where links lead', () => {
  it('in a commit: a folder, out of the repository, nothing, a file, a submodule', async () => {
    const { dir, sha } = repository();
    const probe = commitTargets(recordingGit().git, { scanRoot: path.join(dir, 'infra'), sha });
    expect(await probe(ENTRIES)).toEqual(Object.values(IN_COMMIT));
    expect(await probe([])).toEqual([]);
    expect(await probe(['odd\nname'])).toEqual(['outside']);
  });

  it('in the work tree: the same answers, a link to a submodule’s folder a folder', async () => {
    const { dir } = repository();
    const probe = workTreeTargets(path.join(dir, 'infra'), dir);
    expect(await probe(ENTRIES)).toEqual(Object.values({ ...IN_COMMIT, 'to-sub': 'folder' }));
  });

  it('reads git’s answers, a link’s target of any bytes included', () => {
    const output = Buffer.from(
      [
        `${'a'.repeat(40)} tree 35`,
        'symlink 12',
        '../x\ny/../..',
        'dangling 4',
        'a:bc',
        `${'b'.repeat(40)} blob 2`,
        'a:missing missing',
        'loop 3',
        'a:b',
        '',
      ].join('\n'),
    );
    expect(parseFollowed(output, 6)).toEqual([
      'folder',
      'outside',
      'missing',
      'file',
      'folder',
      'missing',
    ]);
    expect(parseFollowed(Buffer.alloc(0), 2)).toEqual(['folder', 'folder']);
  });

  it('lists every link and submodule under the scanned folder, from a commit and from the index', async () => {
    const { dir, sha } = repository();
    const scanRoot = path.join(dir, 'infra');
    const expected = [...ENTRIES]
      .sort()
      .map((p) => ({ path: p, nameValid: true, type: p === 'sub' ? 'submodule' : 'link' }));
    const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : 1);
    const fromCommit = await commitLinks(recordingGit().git, { scanRoot, sha })();
    expect(fromCommit.sort(byPath)).toEqual(expected);
    const fromIndex = await workTreeLinks(recordingGit().git, scanRoot)();
    expect(fromIndex.sort(byPath)).toEqual(expected);
    const outside = dirs.make('iac-no-git-');
    expect(await workTreeLinks(recordingGit().git, outside)()).toEqual([]);
  });
});
