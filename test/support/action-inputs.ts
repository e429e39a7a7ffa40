/**
 * The runner's environment for the tests of the Action's reader of inputs (`readSettings`), where
 * the Action itself does not run: `useActionInputs()` at the top of a file gives each test a new
 * workspace, no INPUT_* or GITHUB_* variable of this process but the workspace, the repository, a
 * commit and an API key (and `environment`), and swallows the step's log; it restores all after
 * each test and removes the workspaces after the file.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { tempDir } from './helpers.ts';

/** The API key every test's inputs hold unless it says else. */
export const INPUTS_API_KEY = 'secret-key-value-123';

/** The workspace of the running test (a new folder each test, beside the others of the file). */
export interface ActionInputs {
  readonly workspace: string;
}

export function useActionInputs(environment: Record<string, string> = {}): ActionInputs {
  let parent = '';
  let workspace = '';
  beforeAll(() => {
    parent = tempDir('iac-inputs-');
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true, maxRetries: 5 }));
  beforeEach(() => {
    workspace = fs.mkdtempSync(path.join(parent, 'ws-'));
    for (const key of Object.keys(process.env))
      if (key.startsWith('INPUT_') || key.startsWith('GITHUB_')) vi.stubEnv(key, undefined);
    const variables = {
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: 'octo/infra',
      GITHUB_SHA: 'abcdef0123456789',
      'INPUT_API-KEY': INPUTS_API_KEY,
      ...environment,
    };
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  return {
    get workspace() {
      return workspace;
    },
  };
}
