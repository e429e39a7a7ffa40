/**
 * The rules the documentation is held to (`npm run lint:docs`, run by .ci/run), all offline:
 * 1. every relative link and `#anchor` resolves: remark-validate-links, run by remark-cli (the
 *    unified collective's maintained checker; it slugs headings as GitHub does, and reads only
 *    the files given, never the network);
 * 2. every page under docs/ is reachable from README.md by following relative links;
 * 3. every repository path (`src/…`, `test/…`, `scripts/…`, a `….ts` file) and every function
 *    (`camelCase` or `name()`) a page names in a code span exists, so a page cannot go on naming
 *    a file that moved. A path counts when it is in the repository, under `src/` (the layout
 *    tables name folders relative to it), or the tail of a file's path (`trees/tree.ts`).
 * Each rule returns problems as `file:line: what`, so the fixtures' test can check them one by one.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remark } from 'remark';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The pages checked: the README, CONTRIBUTING, SECURITY, docs/ and the READMEs beside code. */
export function listDocs(root: string): string[] {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md'].filter((f) =>
    fs.existsSync(path.join(root, f)),
  );
  const docs = walk(root, 'docs').filter((f) => f.endsWith('.md'));
  const beside = ['src', 'test'].flatMap((dir) =>
    walk(root, dir).filter((f) => path.posix.basename(f) === 'README.md'),
  );
  return [...top, ...docs, ...beside];
}

/** Files under `dir` (relative to `root`, with `/`), skipping installed and generated folders. */
function walk(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', '.data', 'written-before'].includes(entry.name)
        ? []
        : walk(root, rel);
    return entry.isFile() ? [rel] : [];
  });
}

/** Rule 1: remark-validate-links over `files`; one problem per broken link or anchor. */
export function checkLinks(root: string, files: readonly string[]): string[] {
  const bin = path.join(HERE, '..', 'node_modules', 'remark-cli', 'cli.js');
  const plugin = fileURLToPath(import.meta.resolve('remark-validate-links'));
  const run = spawnSync(
    process.execPath,
    [
      bin,
      '--no-stdout',
      '--frail',
      '--quiet',
      '--no-color',
      '--no-config',
      '--no-ignore',
      '--use',
      `${plugin}=repository:false`,
      ...files,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const lines = `${run.stdout}\n${run.stderr}`.split('\n');
  const problems: string[] = [];
  let file = '';
  for (const line of lines) {
    const heading = /^(\S+\.md)$/.exec(line.trim());
    const warning = /^\s*(\d+):\d+\S*\s+(?:warning|error)\s+(.*?)\s+\S+\s+\S+$/.exec(line);
    if (heading) file = heading[1]!;
    else if (warning) problems.push(`${file}:${warning[1]}: ${warning[2]}`);
  }
  if (run.status !== 0 && problems.length === 0)
    problems.push(`remark-validate-links failed: ${run.error?.message ?? run.stderr.trim()}`);
  return problems;
}

interface MdNode {
  type: string;
  url?: string;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

/** Every node of a page, depth first. */
function nodesOf(root: string, file: string): MdNode[] {
  const tree = remark.parse(fs.readFileSync(path.join(root, file), 'utf8')) as MdNode;
  const all: MdNode[] = [];
  const visit = (node: MdNode): void => {
    all.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return all;
}

/** Rule 2: the pages of docs/ no chain of relative links from README.md reaches. */
export function checkReachable(root: string, files: readonly string[]): string[] {
  const reached = new Set(['README.md']);
  const queue = ['README.md'];
  while (queue.length > 0) {
    const page = queue.shift()!;
    if (!fs.existsSync(path.join(root, page))) continue;
    for (const node of nodesOf(root, page)) {
      if ((node.type !== 'link' && node.type !== 'definition') || !node.url) continue;
      if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(node.url)) continue;
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(page), decodeURI(node.url.split('#')[0]!)),
      );
      if (target.endsWith('.md') && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return files
    .filter((f) => f.startsWith('docs/') && !reached.has(f))
    .map((f) => `${f}: no chain of links from README.md reaches this page`);
}

const PATH = /^(?:\.?[\w-]+\/)+[\w.-]*$/;
const FUNCTION = /^([a-z][a-zA-Z0-9]*(?:[A-Z][a-zA-Z0-9]*)+|[a-z][a-zA-Z0-9]*(?=\())(?:\(.*\))?$/;

/** The repository's files and the identifiers its code uses, read once per check. */
function indexRepository(root: string): { files: string[]; words: Set<string> } {
  const files = ['src', 'test', 'scripts', 'bench', '.ci', '.github'].flatMap((d) => walk(root, d));
  const words = new Set<string>();
  for (const file of files.filter((f) => /\.(ts|mjs|js|json)$/.test(f)))
    for (const [word] of fs
      .readFileSync(path.join(root, file), 'utf8')
      .matchAll(/[A-Za-z_$][\w$]*/g))
      words.add(word);
  return { files, words };
}

/** Rule 3: repository paths and functions named in code spans that the repository does not have. */
export function checkNames(root: string, files: readonly string[]): string[] {
  const { files: all, words } = indexRepository(root);
  const top = new Set(fs.readdirSync(root));
  const pathExists = (name: string): boolean => {
    const bare = name.replace(/\/$/, '');
    return (
      fs.existsSync(path.join(root, bare)) ||
      fs.existsSync(path.join(root, 'src', bare)) ||
      all.some((f) => f.endsWith(`/${bare}`) || f.includes(`/${bare}/`))
    );
  };
  const problems: string[] = [];
  for (const file of files) {
    for (const node of nodesOf(root, file)) {
      if (node.type !== 'inlineCode' || node.value === undefined) continue;
      const value = node.value.trim().replace(/:\d+$/, '');
      const line = node.position?.start.line ?? 0;
      const first = value.split('/')[0]!;
      const isPath =
        PATH.test(value) && first !== '.git' && (top.has(first) || /\.ts$/.test(value));
      if (isPath && !pathExists(value))
        problems.push(`${file}:${line}: names \`${value}\`, which the repository does not have`);
      const fn = FUNCTION.exec(value)?.[1];
      if (!isPath && fn !== undefined && !words.has(fn))
        problems.push(`${file}:${line}: names \`${fn}\`, which no code or schema uses`);
    }
  }
  return problems;
}

/** Every rule over every page of `root`. */
export function checkDocs(root: string): string[] {
  const files = listDocs(root);
  return [...checkLinks(root, files), ...checkReachable(root, files), ...checkNames(root, files)];
}
