/**
 * The thin writers of the reports: files on disk, the job summary, annotations and the workflow
 * artifact. A refusal from GitHub is a warning here, never a failed job.
 */
import * as fs from 'node:fs/promises';
import { describeError } from '../../../errors.ts';
import type { StepLog } from '../../step-log.ts';
import { redact } from '../../../sanitize.ts';
import type { Annotation } from './annotations.ts';

export async function writeJobSummary(markdown: string): Promise<void> {
  // Appended to the file the step names now (the toolkit's summary remembers the first one).
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  await fs.appendFile(file, redact(markdown), 'utf8');
}

/** Writes planned annotations into the slots `claimAnnotationSlots` set aside for them. */
export function writeAnnotations(
  log: StepLog,
  annotations: readonly Annotation[],
  overflow: string | undefined,
): void {
  for (const a of annotations) log.annotateClaimed(a.level, a.message, a.properties);
  if (overflow) log.annotateClaimed('notice', overflow, { title: 'More IaC findings' });
}

/** Uploads the reports as a workflow artifact when the Actions runtime is there. */
export async function uploadReportArtifact(
  log: StepLog,
  options: { name: string; files: string[]; root: string },
): Promise<void> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    log.info(
      'Not uploading the reports as a workflow artifact: the Actions runtime is not available here.',
    );
    return;
  }
  try {
    // The artifact client and its storage SDK are loaded only when an artifact is uploaded.
    const { DefaultArtifactClient } = await import('@actions/artifact');
    await new DefaultArtifactClient().uploadArtifact(options.name, options.files, options.root);
    log.info(`Uploaded the reports as the workflow artifact ${options.name}.`);
  } catch (error) {
    log.annotate(
      'warning',
      `Could not upload the reports as a workflow artifact: ${describeError(error)}`,
      {},
      true,
    );
  }
}
