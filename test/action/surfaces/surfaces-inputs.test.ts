/** The inputs of the check run, the review comments and the code scanning upload. */
import * as fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../../../src/errors.ts';
import { readSettings } from '../../../src/action/inputs.ts';
import { tempDir } from '../../support/helpers.ts';

let workspace: string;

beforeEach(() => {
  workspace = tempDir('iac-surfaces-inputs-');
  for (const key of Object.keys(process.env))
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) vi.stubEnv(key, undefined);
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
  vi.stubEnv('GITHUB_REPOSITORY', 'octo/infra');
  vi.stubEnv('GITHUB_SHA', 'abcdef0123456789');
  vi.stubEnv('GITHUB_REF', 'refs/heads/main');
  vi.stubEnv('INPUT_API-KEY', 'secret-key-value-123');
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  fs.rmSync(workspace, { recursive: true, force: true, maxRetries: 5 });
});

describe('surface inputs', () => {
  it('default to a check run of 1,000 annotations, no review, and the upload on auto', async () => {
    expect((await readSettings()).surfaces).toEqual({
      checkRun: 'auto',
      checkRunAnnotations: 1_000,
      prReview: 'off',
      uploadSarif: 'auto',
      ref: 'refs/heads/main',
    });
  });

  it.each([
    ['check-run', 'maybe', /Invalid input 'check-run': 'maybe'. Expected auto or true or false/],
    ['pr-review', 'all', /Invalid input 'pr-review': 'all'. Expected off or new/],
    ['upload-sarif', 'yes', /Invalid input 'upload-sarif': 'yes'. Expected auto or true or false/],
    [
      'check-run-annotations',
      '-1',
      /Invalid input 'check-run-annotations': '-1'. Expected a whole number of annotations from 0 to 50000/,
    ],
  ])(
    'refuse %s: %s, naming the input, the value and what is accepted',
    async (name, value, message) => {
      vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
      await expect(readSettings()).rejects.toThrow(ConfigurationError);
      await expect(readSettings()).rejects.toThrow(message);
    },
  );
});
