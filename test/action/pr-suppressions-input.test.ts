import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { readSettings } from '../../src/action/inputs.ts';
import { useActionInputs } from '../support/action-inputs.ts';

const inputs = useActionInputs();

/** The workspace as a checkout of one commit: a privileged run reads its configuration from it. */
function checkout(): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: inputs.workspace,
      env: { ...process.env, GIT_CONFIG_GLOBAL: os.devNull, GIT_CONFIG_NOSYSTEM: '1' },
    })
      .toString()
      .trim();
  git('init', '-q');
  git('commit', '-q', '--allow-empty', '-m', 'base');
  return git('rev-parse', 'HEAD');
}

async function settingsOn(event: string, payload: Record<string, unknown> = {}, actor = 'octocat') {
  if (event === 'pull_request_target' || event === 'workflow_run')
    vi.stubEnv('GITHUB_SHA', checkout());
  const file = path.join(inputs.workspace, '..', `${path.basename(inputs.workspace)}-event.json`);
  fs.writeFileSync(file, JSON.stringify(payload));
  vi.stubEnv('GITHUB_EVENT_NAME', event);
  vi.stubEnv('GITHUB_EVENT_PATH', file);
  vi.stubEnv('GITHUB_ACTOR', actor);
  return readSettings();
}

const SAME_REPO = {
  pull_request: {
    number: 4,
    base: { repo: { full_name: 'octo/infra' } },
    head: { repo: { full_name: 'octo/infra' } },
  },
};

describe('input pr-suppressions', () => {
  it('defaults to apply on a same-repository pull_request and elsewhere', async () => {
    expect((await settingsOn('pull_request', SAME_REPO)).prSuppressions).toBe('apply');
    expect((await settingsOn('push')).prSuppressions).toBe('apply');
  });

  it('defaults to propose in privileged modes and on Dependabot pull requests (like a fork)', async () => {
    expect((await settingsOn('pull_request_target', SAME_REPO)).prSuppressions).toBe('propose');
    expect((await settingsOn('workflow_run')).prSuppressions).toBe('propose');
    expect((await settingsOn('pull_request', SAME_REPO, 'dependabot[bot]')).prSuppressions).toBe(
      'propose',
    );
  });

  it('takes apply or propose in any case, and refuses anything else naming the input', async () => {
    vi.stubEnv('INPUT_PR-SUPPRESSIONS', 'PROPOSE');
    expect((await settingsOn('pull_request', SAME_REPO)).prSuppressions).toBe('propose');
    vi.stubEnv('INPUT_PR-SUPPRESSIONS', 'ignore');
    await expect(settingsOn('pull_request', SAME_REPO)).rejects.toThrow(ConfigurationError);
    await expect(settingsOn('pull_request', SAME_REPO)).rejects.toThrow(
      "Invalid input 'pr-suppressions': 'ignore'. Expected apply or propose.",
    );
  });
});
