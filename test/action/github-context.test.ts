/** Which events name a change under review, and what they say its base and head are. */
import { describe, expect, it } from 'vitest';
import {
  holdsSecretsForUntrustedChange,
  readChangeEvent,
} from '../../src/action/github-context.ts';

const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const PULL_REQUEST = { pull_request: { base: { sha: BASE, ref: 'main' }, head: { sha: HEAD } } };

describe('readChangeEvent', () => {
  it('reads the merge queue group: its base tip, its commit and its branch', () => {
    const event = {
      merge_group: {
        base_sha: BASE,
        head_sha: HEAD,
        base_ref: 'refs/heads/main',
        head_ref: 'refs/heads/gh-readonly-queue/main/pr-12-' + BASE,
      },
    };
    expect(readChangeEvent('merge_group', event)).toEqual({
      baseSha: BASE,
      headSha: HEAD,
      baseRef: 'main',
      baseField: 'merge_group.base_sha',
    });
  });
  it('reads a review and a review comment as the pull request they are on', () => {
    for (const name of [
      'pull_request',
      'pull_request_target',
      'pull_request_review',
      'pull_request_review_comment',
    ])
      expect(readChangeEvent(name, PULL_REQUEST)).toMatchObject({ baseSha: BASE, headSha: HEAD });
  });
  it('names no change on other events, whatever their payload holds', () => {
    for (const name of ['push', 'schedule', 'workflow_dispatch', 'workflow_run', 'issue_comment'])
      expect(readChangeEvent(name, PULL_REQUEST)).toBeUndefined();
  });
  it('says which field is missing when the payload lacks the base', () => {
    expect(readChangeEvent('merge_group', {})).toMatchObject({
      baseSha: undefined,
      baseField: 'merge_group.base_sha',
    });
  });
});

describe('holdsSecretsForUntrustedChange', () => {
  it('is true in the privileged modes and the merge queue, false on a same-trust pull request', () => {
    expect(
      ['pull_request_target', 'workflow_run', 'merge_group'].map(holdsSecretsForUntrustedChange),
    ).toEqual([true, true, true]);
    expect(
      ['pull_request', 'pull_request_review', 'push'].map(holdsSecretsForUntrustedChange),
    ).toEqual([false, false, false]);
  });
});
