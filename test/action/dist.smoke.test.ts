/** The built bundle (dist/index.js), run as the runner runs it: the one test of what users run. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Emulator, KEYS } from '../emulator/server.ts';
import { ROOT, runAction } from '../support/run-action.ts';
import { expectValidSarif } from '../support/sarif-validator.ts';
import { tempDir } from '../support/helpers.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 100 } }).start();
});
afterAll(() => emulator.stop());

it('the bundle scans fixtures/mixed, reports, and fails the job on its CRITICAL and HIGH findings', async () => {
  const workspace = tempDir('iac-dist-');
  fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), workspace, { recursive: true });
  const run = await runAction({
    entry: 'dist',
    workspace,
    caFile: emulator.caFile,
    inputs: { 'api-key': KEYS.admin, 'api-url': emulator.url, 'pr-comment': 'false' },
  });
  expect(run.exitCode).toBe(1);
  expect(run.outputs).toMatchObject({ result: 'fail', 'critical-count': '1', 'high-count': '2' });
  expectValidSarif(JSON.parse(fs.readFileSync(run.outputs['sarif-file']!, 'utf8')));
  expect(run.summary).toContain('❌ Failed');
});
