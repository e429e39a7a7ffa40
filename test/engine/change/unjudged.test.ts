/**
 * The unjudged rule, in process (issue 31): which files a pull request changed (git's raw diff,
 * read as bytes), whether each not uploaded is IaC by name or content, and why it stayed home;
 * and, when git cannot say what changed, every IaC file discovery saw and did not upload.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Discovery } from '../../../src/engine/discovery/discover.ts';
import { parseChangedEntries } from '../../../src/engine/change/changed-entries.ts';
import { findUnjudged } from '../../../src/engine/change/find-unjudged.ts';
import {
  judgeCandidate,
  needsContent,
  needsTarget,
  type Candidate,
  type TreeFacts,
} from '../../../src/engine/change/judge-entry.ts';
import { workTreeFiles } from '../../../src/engine/scan/trees/work-tree.ts';
import { workTreeTargets } from '../../../src/engine/change/links/link-targets.ts';
import { workTreeLinks } from '../../../src/engine/change/links/tree-links.ts';
import { describeTree } from '../../../src/engine/scan/tree-scan.ts';
import { git, recordingGit, writeFiles } from '../../support/git-fixtures.ts';
import { NONE, A, B, ZERO } from './tree-facts.ts';
import { useTempDirs } from '../../support/temp-dirs.ts';

const dirs = useTempDirs();

function raw(records: [string, string | Buffer][]): Buffer {
  return Buffer.concat(
    records.flatMap(([meta, name]) => [
      Buffer.from(`${meta}\0`),
      typeof name === 'string' ? Buffer.from(name) : name,
      Buffer.from([0]),
    ]),
  );
}

describe('what a pull request changed, from git', () => {
  it('keeps added, changed and retyped entries under the folder, reads names as bytes, and marks a folder replaced by a link', () => {
    const output = raw([
      [`:100644 100644 ${A} ${B} M`, 'infra/main.tf'],
      [`:000000 100755 ${ZERO} ${B} A`, 'infra/run.tf'],
      [`:100644 000000 ${A} ${ZERO} D`, 'infra/gone.tf'],
      [`:100644 000000 ${A} ${ZERO} D`, 'infra/modules/edge/main.tf'],
      [`:000000 120000 ${ZERO} ${B} A`, 'infra/modules/edge'],
      [`:100644 120000 ${A} ${B} T`, 'infra/was-a-file.tf'],
      [`:000000 160000 ${ZERO} ${B} A`, 'infra/vendor'],
      [`:000000 100644 ${ZERO} ${B} A`, Buffer.from('infra/tab\there.tf')],
      [`:000000 100644 ${ZERO} ${B} A`, 'infrastructure/other.tf'],
      [`:000000 100644 ${ZERO} ${B} A`, 'README.md'],
    ]);
    expect(parseChangedEntries(output, 'infra')).toEqual([
      { path: 'main.tf', nameValid: true, type: 'file', objectId: B, replacedFolder: false },
      { path: 'run.tf', nameValid: true, type: 'file', objectId: B, replacedFolder: false },
      { path: 'modules/edge', nameValid: true, type: 'link', objectId: B, replacedFolder: true },
      { path: 'was-a-file.tf', nameValid: true, type: 'link', objectId: B, replacedFolder: false },
      { path: 'vendor', nameValid: true, type: 'submodule', objectId: B, replacedFolder: false },
      {
        path: 'tab\\x09here.tf',
        nameValid: false,
        type: 'file',
        objectId: B,
        replacedFolder: false,
      },
    ]);
    expect(parseChangedEntries(output, '').map((e) => e.path)).toContain('README.md');
  });
});

function judge(
  candidate: Partial<Candidate> & { path: string },
  facts: Partial<TreeFacts> = {},
  content?: string,
) {
  return judgeCandidate(
    { nameValid: true, type: 'file', ...candidate },
    { ...NONE, ...facts },
    content === undefined ? undefined : Buffer.from(content),
  );
}

const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n';
const POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${'4'.repeat(64)}\nsize 9\n`;

describe('the unjudged rule', () => {
  it('names why IaC stayed home, the most basic reason first', () => {
    expect(judge({ path: 'net/credentials.tf' })).toBe('secret-like name');
    expect(judge({ path: 'node_modules/edge/main.tf' })).toBe('built-in folder');
    expect(judge({ path: '.terraform/m/Chart.yaml' })).toBe('built-in folder');
    expect(judge({ path: 'x.tf', nameValid: false })).toBe('name a zip cannot carry');
    expect(judge({ path: 'credentials.tf', nameValid: false })).toBe('name a zip cannot carry');
    expect(judge({ path: 'big.tf' }, { notPacked: new Map([['big.tf', 'too large']]) })).toBe(
      'larger than max-archive-size',
    );
    expect(judge({ path: 'ro.tf' }, { notPacked: new Map([['ro.tf', 'unreadable']]) })).toBe(
      'unreadable',
    );
    expect(judge({ path: 'lfs.tf' }, { skipped: new Map([['lfs.tf', 'git lfs pointer']]) })).toBe(
      'git lfs pointer',
    );
    expect(judge({ path: 'lfs.tf' }, {}, POINTER)).toBe('git lfs pointer');
    expect(
      judge({ path: 'deep.yaml' }, { rejected: new Map([['deep.yaml', 'unparsable' as const]]) }),
    ).toBe('unparsable');
    expect(judge({ path: 'gone.tf' })).toBe('not in the scanned files');
    expect(judge({ path: 'fifo.tf', type: 'other' })).toBe('unreadable');
  });

  it('reads the content of a YAML/JSON file discovery never read, and only then', () => {
    const secret: Candidate = { path: '.env.yaml', nameValid: true, type: 'file' };
    expect(needsContent(secret, NONE)).toBe(true);
    expect(judge(secret, {}, POD)).toBe('secret-like name');
    expect(judge(secret, {}, 'FOO: bar\n')).toBeUndefined();
    expect(judge(secret, {}, POINTER)).toBe('secret-like name');
    expect(judge({ path: 'deploy.yaml' }, {}, POINTER)).toBe('git lfs pointer');
    expect(judge({ path: 'deploy.yaml' }, {}, POD)).toBe('not in the scanned files');
    expect(judge({ path: 'node_modules/x/template.json' }, {}, '{"a": 1}')).toBeUndefined();
    expect(needsContent({ ...secret, path: 'main.tf' }, NONE)).toBe(false);
    // A link's bytes are its target, which decides whether what it points at was judged.
    expect(needsContent({ ...secret, type: 'link' }, NONE)).toBe(true);
    expect(needsContent({ ...secret, path: 'docs', type: 'link' }, NONE)).toBe(false);
    const read = { rejected: new Map([['.env.yaml', undefined]]) };
    expect(needsContent(secret, { ...NONE, ...read })).toBe(false);
    expect(judge(secret, read)).toBeUndefined();
    // A YAML file that cannot be read may be anything: it counts.
    const unreadable = { skipped: new Map([['.env.yaml', 'unreadable']]) };
    expect(needsContent(secret, { ...NONE, ...unreadable })).toBe(false);
    expect(judge(secret, unreadable)).toBe('secret-like name');
  });

  it('leaves out what was uploaded, excluded, ignored as helm packages a chart, or is no IaC', () => {
    expect(judge({ path: 'main.tf' }, { uploaded: (p) => p === 'main.tf' })).toBeUndefined();
    expect(judge({ path: 'credentials.tf' }, { isExcluded: () => true })).toBeUndefined();
    expect(
      judge(
        { path: 'chart/ci/x.yaml' },
        { skipped: new Map([['chart/ci/x.yaml', 'ignored by .helmignore']]) },
      ),
    ).toBeUndefined();
    expect(judge({ path: 'README.md' })).toBeUndefined();
    expect(judge({ path: 'credentials' })).toBeUndefined();
  });

  it('takes names include adds, and every file of a chart, as IaC by name', () => {
    expect(judge({ path: 'x.hcl' }, { isIncluded: () => true })).toBe('not in the scanned files');
    expect(judge({ path: 'chart/files/.env' }, { charts: new Set(['chart']) })).toBe(
      'secret-like name',
    );
  });

  it('counts a link named like IaC unless it points at a file that was uploaded, and a link or submodule where the base had a folder', () => {
    const uploaded = { uploaded: (p: string) => p === 'platform/common.tf' };
    expect(judge({ path: 'prod/common.tf', type: 'link' }, uploaded, '../platform/common.tf')).toBe(
      undefined,
    );
    expect(judge({ path: 'prod/main.tf', type: 'link' }, uploaded, '../node_modules/x.tf')).toBe(
      'link or submodule',
    );
    expect(judge({ path: 'main.tf', type: 'link' }, uploaded, '../platform/common.tf')).toBe(
      'link or submodule',
    );
    expect(judge({ path: 'main.tf', type: 'link' }, uploaded, '/etc/passwd')).toBe(
      'link or submodule',
    );
    expect(judge({ path: 'main.tf', type: 'link' })).toBe('link or submodule');
    expect(judge({ path: 'deploy.yaml', type: 'link' })).toBe('link or submodule');
    expect(judge({ path: 'modules/edge', type: 'link', replacedFolder: true })).toBe(
      'link or submodule',
    );
    expect(judge({ path: 'vendor', type: 'submodule', replacedFolder: true })).toBe(
      'link or submodule',
    );
    expect(judge({ path: 'docs', type: 'link' })).toBeUndefined();
  });

  it('counts a submodule, a link to a folder and a link out of the repository; a link to a file not named like IaC is silent', () => {
    expect(judge({ path: 'modules/edge', type: 'submodule' })).toBe('submodule');
    expect(judge({ path: 'modules/edge', type: 'other', target: 'folder' })).toBe('submodule');
    expect(judge({ path: 'modules/edge', type: 'link', target: 'folder' })).toBe(
      'link to a folder',
    );
    expect(judge({ path: 'modules/edge', type: 'link', target: 'outside' })).toBe(
      'link out of the repository',
    );
    expect(judge({ path: 'docs/readme', type: 'link', target: 'file' })).toBeUndefined();
    expect(judge({ path: 'modules/gone', type: 'link', target: 'missing' })).toBeUndefined();
    expect(judge({ path: 'fifo', type: 'other', target: 'file' })).toBeUndefined();
    // Left out on purpose: excluded.
    expect(
      judge({ path: 'modules/edge', type: 'link', target: 'folder' }, { isExcluded: () => true }),
    ).toBeUndefined();
    // Asked only of links not named like IaC and of special files, never of what was left out.
    const facts = { ...NONE };
    expect(needsTarget({ path: 'a', nameValid: true, type: 'link' }, facts)).toBe(true);
    expect(needsTarget({ path: 'a', nameValid: true, type: 'other' }, facts)).toBe(true);
    expect(needsTarget({ path: 'a.tf', nameValid: true, type: 'link' }, facts)).toBe(false);
    expect(needsTarget({ path: 'a', nameValid: true, type: 'file' }, facts)).toBe(false);
    expect(needsTarget({ path: 'a', nameValid: true, type: 'submodule' }, facts)).toBe(false);
    expect(
      needsTarget(
        { path: 'a', nameValid: true, type: 'link' },
        { ...NONE, isExcluded: () => true },
      ),
    ).toBe(false);
  });
});

describe('when git cannot say what the pull request changed', () => {
  it('counts every IaC file discovery saw and did not upload, reading what its name does not decide (a link to an uploaded file is judged there)', async () => {
    const dir = dirs.make('iac-unjudged-');
    git(dir, ['init', '-q']);
    writeFiles(dir, {
      'infra/.env.yaml': POD,
      'infra/.env.json': '{"FOO": "bar"}',
      'infra/credentials.tf': 'x',
      'infra/main.tf': 'resource "a" "b" {}\n',
    });
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'x']);
    fs.symlinkSync('main.tf', path.join(dir, 'infra/link.tf'));
    fs.symlinkSync('../../elsewhere/main.tf', path.join(dir, 'infra/out.tf'));
    fs.mkdirSync(path.join(dir, 'vendor/edge'), { recursive: true });
    fs.symlinkSync('../vendor/edge', path.join(dir, 'infra/edge'));
    fs.symlinkSync('../..', path.join(dir, 'infra/away'));
    fs.symlinkSync('main.tf', path.join(dir, 'infra/readme'));
    // Links and a submodule discovery never looks at (their names are not IaC's): git lists them.
    git(dir, ['add', 'infra/edge', 'infra/away', 'infra/readme']);
    git(dir, ['update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},infra/sub`]);
    fs.mkdirSync(path.join(dir, 'infra/sub'));
    const discovery: Discovery = {
      files: [
        {
          path: 'infra/main.tf',
          absolutePath: path.join(dir, 'infra/main.tf'),
          size: 20,
          kind: 'terraform',
          unit: 'terraform:.',
        },
      ],
      skipped: new Map([
        ['secret', ['.env.yaml', '.env.json', 'credentials.tf']],
        ['symlink', ['link.tf', 'out.tf']],
        ['unreadable folder', ['locked']],
      ]),
      rejected: [],
      source: 'git',
      candidates: 5,
    };
    const head = describeTree(discovery, undefined, []);
    const unjudged = await findUnjudged({
      git: recordingGit().git,
      head,
      workspace: dir,
      scanRoot: path.join(dir, 'infra'),
      scanPath: 'infra',
      include: [],
      exclude: [],
      range: { kind: 'pull request', baseSha: 'e'.repeat(40), headSha: 'f'.repeat(40) },
      readFile: workTreeFiles(path.join(dir, 'infra')),
      probeTargets: workTreeTargets(path.join(dir, 'infra'), dir),
      listLinks: workTreeLinks(recordingGit().git, path.join(dir, 'infra')),
    });
    expect(unjudged).toMatchObject({
      gates: true,
      scope: 'tree',
      note: expect.stringMatching(
        /^which files this pull request changed could not be read from git \(git diff --raw .* failed/,
      ) as string,
    });
    expect(unjudged.files.map((f) => [f.path, f.reason])).toEqual([
      ['infra/.env.yaml', 'secret-like name'],
      ['infra/away', 'link out of the repository'],
      ['infra/credentials.tf', 'secret-like name'],
      ['infra/edge', 'link to a folder'],
      ['infra/out.tf', 'link or submodule'],
      ['infra/sub', 'submodule'],
    ]);
  });

  it('never throws when git cannot list the links or say where they lead: an unknown target counts', async () => {
    const discovery: Discovery = {
      files: [],
      skipped: new Map(),
      rejected: [],
      source: 'git',
      candidates: 0,
    };
    const options = {
      git: recordingGit().git,
      head: describeTree(discovery, undefined, []),
      workspace: '/nowhere',
      scanRoot: '/nowhere/infra',
      scanPath: 'infra',
      include: [],
      exclude: [],
      range: { kind: 'tree' as const },
      readFile: async () => undefined,
    };
    const gitDied = async (): Promise<never> => {
      throw new Error('git died');
    };
    const unknown = await findUnjudged({
      ...options,
      listLinks: async () => [{ path: 'edge', nameValid: true, type: 'link' }],
      probeTargets: gitDied,
    });
    expect(unknown.files.map((f) => [f.path, f.reason])).toEqual([
      ['infra/edge', 'link out of the repository'],
    ]);
    const unlisted = await findUnjudged({ ...options, listLinks: gitDied, probeTargets: gitDied });
    expect(unlisted).toMatchObject({ files: [], gates: false, scope: 'tree' });
  });
});
