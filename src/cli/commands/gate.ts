/**
 * `plerion-iac gate <report.json> [--fail-on …]`: the gate again, from a saved report, with the
 * scan's exit codes (GitLab ignores the reports of a failed job, so the report job exits 0 with
 * `--exit-zero` and a later job gates). `--fail-on` and `--on-service-error` default to what the
 * scan ran with. No request is made.
 */
import { parseChoice, parseFailOn } from '../../engine/config/values.ts';
import { forLog } from '../../sanitize.ts';
import { decideExit } from '../exit-codes.ts';
import type { ParsedArgs } from '../parse-args.ts';
import type { CliIo } from './io.ts';
import { readSavedReport } from './saved-report.ts';

export async function gateCommand(parsed: ParsedArgs, io: CliIo): Promise<number> {
  const { values } = parsed;
  const failOn =
    typeof values['fail-on'] === 'string' ? parseFailOn('--fail-on', values['fail-on']) : undefined;
  const onServiceError =
    typeof values['on-service-error'] === 'string'
      ? parseChoice('--on-service-error', values['on-service-error'], ['fail', 'warn'] as const)
      : undefined;
  const saved = await readSavedReport(parsed, io.cwd);
  const said = saved.settings.onServiceError;
  const decision = decideExit(saved.report, {
    failOn: failOn ?? saved.report.failOn,
    onServiceError: onServiceError ?? (said === 'warn' ? 'warn' : 'fail'),
  });
  io.stderr.write(`${forLog(`plerion-iac gate: exit ${decision.code}: ${decision.said}`)}\n`);
  return decision.code;
}
