/**
 * `plerion-iac` as a developer or a CI job runs it in a clone: main() in this process through the
 * file's harness, against its emulator with the admin key, the JSON report written beside the
 * clone (`../report.json`) and read back on demand (a refused run writes none).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KEYS } from '../emulator/server.ts';
import type { CliRun, Integration } from './integration.ts';

/** What the tests read of the JSON report. */
export interface CliReport {
  readonly settings: Record<string, unknown>;
  readonly findings: Record<string, unknown>[];
  readonly suppressions: unknown;
}

export interface CliScan extends CliRun {
  /** The JSON report this run wrote. */
  report(): CliReport;
}

/** `plerion-iac <args>` in `checkout` with `env` added to the service's key. */
export async function scanClone(
  harness: Integration,
  checkout: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliScan> {
  const run = await harness.runCli({
    cwd: checkout,
    args: [...args, '--api-url', harness.emulator.url, '--format', 'json=../report.json'],
    env: { PLERION_API_KEY: KEYS.admin, ...env },
  });
  const file = path.join(checkout, '..', 'report.json');
  return { ...run, report: () => JSON.parse(fs.readFileSync(file, 'utf8')) as CliReport };
}
