/** The inputs of the check run, the review comments and the code scanning upload. */
import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../../../src/errors.ts';
import { readSettings } from '../../../src/action/inputs.ts';
import { useActionInputs } from '../../support/action-inputs.ts';

useActionInputs({ GITHUB_REF: 'refs/heads/main' });

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
