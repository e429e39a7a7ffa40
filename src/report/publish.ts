/**
 * The thin writers of the reports: annotations through the toolkit, files on disk, the job
 * summary, the pull-request comment and the workflow artifact. A refusal from GitHub is a
 * warning here, never a failed job.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as core from '@actions/core';
import type { Annotation } from './annotations.ts';

export function writeAnnotations(
  annotations: readonly Annotation[],
  overflow: string | undefined,
): void {
  for (const a of annotations) {
    const properties = { title: a.title, file: a.file, startLine: a.startLine, endLine: a.endLine };
    if (a.level === 'error') core.error(a.message, properties);
    else if (a.level === 'warning') core.warning(a.message, properties);
    else core.notice(a.message, properties);
  }
  if (overflow) core.notice(overflow, { title: 'More IaC findings' });
}

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

export async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown).write({ overwrite: false });
}
