/**
 * A pull request that changes more than one batch of files (16 MiB are read from git at a time):
 * the comments in every batch are compared, not only the last one's, so none of them passes for
 * the base's; a file of exactly the size limit is still compared, one byte more is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGED_FILES_BATCH_BYTES,
  MAX_COMPARED_FILE_BYTES,
} from '../../../../src/engine/suppressions/pull-request/read-suppression-changes.ts';
import { makeForkPullRequest, type ForkPullRequest } from '../../../support/fork-fixtures.ts';
import { privilegedCheckout, readChangesOf } from './prepare.ts';

/** A Terraform file of exactly `bytes` bytes: `first` then comment lines. */
function fileOf(first: string, bytes: number): string {
  const line = `# ${'x'.repeat(98)}\n`;
  const body = line.repeat(Math.floor((bytes - first.length) / line.length));
  return `${first}${body}${'#'.repeat(bytes - first.length - body.length - 1)}\n`;
}

describe('a pull request that changes more than one batch of files', () => {
  let pr: ForkPullRequest;
  const files = Math.ceil(CHANGED_FILES_BATCH_BYTES / MAX_COMPARED_FILE_BYTES) + 1;
  beforeAll(() => {
    const head: Record<string, string> = {};
    for (let i = 1; i <= files; i++) {
      const first = i === 1 ? '# plerion:ignore D1 in the first batch\n' : `# file ${i}\n`;
      head[`f${i}.tf`] = fileOf(first, MAX_COMPARED_FILE_BYTES);
    }
    head['z-over.tf'] = fileOf('# plerion:ignore D1 too large\n', MAX_COMPARED_FILE_BYTES + 1);
    pr = makeForkPullRequest({ base: { 'main.tf': '# base\n' }, head });
  });
  afterAll(() => pr.cleanup());

  it('compares the comments of every batch, and no file past the size limit', async () => {
    const { workspace, git } = await privilegedCheckout(pr);
    const { changes } = await readChangesOf(pr, git, workspace);
    expect(changes.inline).toEqual([
      {
        file: 'f1.tf',
        line: 1,
        detectionId: 'D1',
        reason: 'in the first batch',
        change: 'added',
      },
    ]);
    expect(changes.uncompared).toEqual(['z-over.tf']);
  });
});
