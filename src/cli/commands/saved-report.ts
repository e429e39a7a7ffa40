/** The one saved report `convert` and `gate` take: exactly one path, read with no request. */
import * as path from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { readJsonReport, type SavedReport } from '../../engine/formats/saved/read-json-report.ts';
import type { ParsedArgs } from '../parse-args.ts';

export async function readSavedReport(parsed: ParsedArgs, cwd: string): Promise<SavedReport> {
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0)
    throw new ConfigurationError(
      `plerion-iac ${parsed.command} takes one saved JSON report; got ${parsed.positionals.length}. Expected: plerion-iac ${parsed.command} <report.json> [flags].`,
    );
  return readJsonReport(path.resolve(cwd, file));
}
