import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { readmeWithTables } from '../../scripts/readme-tables.ts';
import { ROOT } from '../support/run-action.ts';

it('documents every input and output of action.yml as it is (npm run readme fixes it)', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  expect(readme).toBe(readmeWithTables(readme));
});

it('reports the version package.json declares', async () => {
  const { TOOL_VERSION } = await import('../../src/version.ts');
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(TOOL_VERSION).toBe(pkg.version);
});
