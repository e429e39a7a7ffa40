/**
 * The verdict in the step: a failed gate or an error fails the job with one error annotation (the
 * slot held for it), `on-service-error: warn` turns a service's error into a warning (never IaC a
 * pull request left unjudged, nor a privileged run), and a pass is one log line.
 */
import * as core from '@actions/core';
import type { RunReport } from '../engine/findings/run-report.ts';
import { serviceErrorPolicy } from '../engine/findings/unjudged-gate.ts';
import type { StepLog } from './step-log.ts';
import { relativePosix } from '../paths.ts';
import { asSentence } from '../sentence.ts';
import type { ActionSettings } from './inputs.ts';

export function announceVerdict(settings: ActionSettings, report: RunReport, log: StepLog): void {
  if (report.verdict === 'fail') {
    const sarif = relativePosix(settings.workspace, settings.sarifFile);
    failStep(
      log,
      `${asSentence(`Plerion IaC scan failed: ${report.reason}`)} See the annotations, the job summary or ${sarif}.`,
    );
  } else if (report.verdict === 'error') {
    const message = `Plerion IaC scan: ${report.reason}`;
    if (serviceErrorPolicy(report, settings.onServiceError) === 'warn')
      log.annotate('warning', `${message} (on-service-error: warn, so the job goes on)`, {}, true);
    else failStep(log, message);
  } else log.info(asSentence(`Plerion IaC scan ${report.verdict}: ${report.reason}`));
}

export function failStep(log: StepLog, message: string): void {
  process.exitCode = core.ExitCode.Failure;
  log.annotate('error', message, {}, true);
}
