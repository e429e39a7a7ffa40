/**
 * `npm run lint:docs` (run by .ci/run): the README, CONTRIBUTING, docs/ and the READMEs beside
 * the code hold to scripts/docs-rules.ts: links and anchors resolve, every docs page is reachable
 * from the README, and no page names a file or function the repository does not have. Offline;
 * exits non-zero naming each problem.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs, listDocs } from './docs-rules.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = checkDocs(ROOT);
for (const problem of problems) console.error(problem);
console.log(`Documentation: ${listDocs(ROOT).length} pages, ${problems.length} problems`);
process.exitCode = problems.length > 0 ? 1 : 0;
