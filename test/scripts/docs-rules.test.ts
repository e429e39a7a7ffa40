/**
 * The documentation's rules (`npm run lint:docs`) on a small repository made for the test, so the
 * suite does not depend on which pages the real one has: a broken link, a broken anchor (in the
 * same page and in another), a page of docs/ no link reaches, a stale repository path and a
 * function no code has are each named with their file and line; what resolves is not. Then the
 * rules the real pages must hold whatever pages other work adds: every docs page reachable, no
 * stale name, and the README's commands for a fresh clone, the test one being what .ci/run runs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkDocs,
  checkLinks,
  checkNames,
  checkReachable,
  listDocs,
} from '../../scripts/docs-rules.ts';
import { tempDir } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';

const PAGES: Record<string, string> = {
  'README.md': [
    '# Tool',
    '',
    '## Quick start',
    '',
    'See [the guide](docs/README.md), [a task](docs/task.md#the-task-itself) and',
    '[the start](#quick-start). Code: `src/engine/run.ts`, `runThing()`, `trees/tree.ts`.',
    '',
    '## Broken',
    '',
    'A [lost page](docs/lost.md), a [lost heading](#nowhere), [a lost anchor](docs/task.md#gone).',
    'Stale: `test/rerun-cost.int.test.ts` and `src/engine/gone.ts`; `vanishedFunction()`.',
    '',
  ].join('\n'),
  'docs/README.md': '# Index\n\n[Task](task.md) and [back](../README.md#broken).\n',
  'docs/task.md':
    '# The task itself\n\nNames `engine/run.ts`, `scripts/` and `https://x.test/a`.\n',
  'docs/orphan.md': '# Nobody links here\n',
  'CONTRIBUTING.md': '# Contributing\n\n[Packing](src/engine/packing/README.md#the-planner).\n',
  'src/engine/packing/README.md': '# The planner\n\n`packThings` packs.\n',
  'src/engine/run.ts': 'export function runThing(): void {}\nexport const packThings = 1;\n',
  'src/engine/scan/trees/tree.ts': 'export {};\n',
  'scripts/x.ts': 'export {};\n',
};

let root: string;

beforeAll(() => {
  root = tempDir('iac-docs-rules-');
  for (const [file, text] of Object.entries(PAGES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

describe('the documentation rules', () => {
  it('check the README, CONTRIBUTING, docs/ and the READMEs beside the code', () => {
    expect(listDocs(root).sort()).toEqual(
      [
        'CONTRIBUTING.md',
        'README.md',
        'docs/README.md',
        'docs/orphan.md',
        'docs/task.md',
        'src/engine/packing/README.md',
      ].sort(),
    );
  });

  it('name each link to a missing page or heading, in its page and across pages', () => {
    const problems = checkLinks(root, listDocs(root));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^README\.md:10: .*docs\/lost\.md/),
        expect.stringMatching(/^README\.md:10: .*#nowhere/),
        expect.stringMatching(/^README\.md:10: .*gone/),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('name each page of docs/ that no chain of links from the README reaches', () => {
    expect(checkReachable(root, listDocs(root))).toEqual([
      'docs/orphan.md: no chain of links from README.md reaches this page',
    ]);
  });

  it('name each repository path and function that does not exist, and only those', () => {
    expect(checkNames(root, listDocs(root))).toEqual([
      'README.md:11: names `test/rerun-cost.int.test.ts`, which the repository does not have',
      'README.md:11: names `src/engine/gone.ts`, which the repository does not have',
      'README.md:11: names `vanishedFunction`, which no code or schema uses',
    ]);
  });

  it('pass a repository whose pages all hold', () => {
    const clean = tempDir('iac-docs-clean-');
    fs.mkdirSync(path.join(clean, 'docs'));
    fs.writeFileSync(path.join(clean, 'README.md'), '# A\n\n[B](docs/b.md#b)\n');
    fs.writeFileSync(path.join(clean, 'docs', 'b.md'), '# B\n\n[A](../README.md#a)\n');
    expect(checkDocs(clean)).toEqual([]);
  });
});

describe("this repository's pages", () => {
  it('reach every page of docs/ from the README and name no file or function it lacks', () => {
    const pages = listDocs(ROOT);
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/cli.md']));
    expect([...checkReachable(ROOT, pages), ...checkNames(ROOT, pages)]).toEqual([]);
  });

  it('keep the README’s two commands for a fresh clone, and .ci/run runs its test command', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm ci && npm test');
    const ci = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^IAC_SARIF_DUMP_DIR="\$sarif_dir" npm test -- --coverage/m);
    expect(ci).toMatch(/^npm run -s lint:docs$/m);
  });
});
