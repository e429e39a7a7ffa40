/**
 * No secret in any output, whatever argument it is given as (issue 39): `plerion-iac` as a child
 * process, given the key where a path, a ref or a format goes, with and without the same key in
 * `PLERION_API_KEY`. Each run is refused (exit 2) before anything is packed or sent, and neither
 * standard output nor standard error holds the key.
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { tempDir } from '../support/helpers.ts';
import { runCli } from '../support/run-cli.ts';

const KEY = KEYS.admin;
const folder = tempDir('iac-cli-secrets-');
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}) {
  return runCli({ cwd: folder, args, env });
}

describe('the key given where another value goes is never printed', () => {
  it('--api-key-file "$PLERION_API_KEY": refused without the key, with or without the variable set', async () => {
    for (const env of [{ PLERION_API_KEY: KEY }, {}] as Record<string, string>[]) {
      const refused = await run(['--api-key-file', KEY, '--dry-run'], env);
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toContain('--api-key-file');
      expect(refused.stdout + refused.stderr).not.toContain(KEY);
    }
  });

  it('as the folder to scan, a baseline, a report format or a suppressions file, with the key in PLERION_API_KEY', async () => {
    for (const args of [
      [KEY],
      [`--baseline=-${KEY}`],
      ['--format', KEY],
      ['--suppressions', KEY],
      ['gate', KEY],
    ]) {
      const refused = await run(args, { PLERION_API_KEY: ` ${KEY}\n` });
      expect(refused.exitCode, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain('***');
      expect(refused.stdout + refused.stderr).not.toContain(KEY);
    }
  });
});
