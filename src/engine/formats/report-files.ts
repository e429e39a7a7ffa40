/**
 * Writes one run's report in the formats asked for, each to its file (atomically) or to a stream
 * (standard output), each one finding at a time through the text sink (redacted as a stream):
 * `text`, `json` (the Action's JSON report), `sarif` (as the Action writes it), `junit`,
 * `gitlab-codequality` and `markdown` (the Action's job summary). The SARIF file is planned first,
 * so the notes of every other format can say what it holds when it had to cut, as the Action's do.
 */
import { forReport } from '../../sanitize.ts';
import type { RunReport } from '../findings/run-report.ts';
import { codeQualityChunks } from './gitlab-codequality.ts';
import { reportJsonChunks, type SettingsJson } from './json-report.ts';
import { junitChunks } from './junit.ts';
import { planSarif, sarifChunks, type SarifOptions, type SarifPlan } from './sarif/sarif.ts';
import { sarifNotes } from './sarif/sarif-notes.ts';
import { renderSummary, summaryListed } from './summary.ts';
import { PLAIN_STYLE, textChunks, type TextStyle } from './text.ts';
import { writeChunksAtomic, writeChunksToStream } from './text-sink.ts';
import type { ReportFormat } from './report-formats.ts';

export { REPORT_FORMATS, type ReportFormat } from './report-formats.ts';

/** One report to write: to `file`, or to the stream when `file` is undefined. */
export interface ReportTarget {
  readonly format: ReportFormat;
  readonly file: string | undefined;
}

/** What the formats need besides the report. */
export interface ReportContext {
  /** The settings as the JSON report prints them. */
  readonly settings: SettingsJson;
  readonly toolVersion: string;
  /** SARIF's tool, its category and line hashes; its `archiveFile` places findings without a path. */
  readonly sarif: SarifOptions;
  /** Colours of the text format (plain by default; already-sanitised text only). */
  readonly textStyle?: TextStyle;
}

/** A format's document as chunks. `sarif` is the SARIF plan, made once for every format. */
function chunksOf(
  target: ReportTarget,
  report: RunReport,
  context: ReportContext,
  sarif: SarifPlan,
): Iterable<string> {
  switch (target.format) {
    case 'text':
      return textChunks(report, target.file === undefined ? context.textStyle : PLAIN_STYLE);
    case 'json':
      return reportJsonChunks(report, context.settings, context.toolVersion);
    case 'sarif':
      return sarifChunks(
        report.findings,
        { ...context.sarif, unjudged: report.unjudged, configHash: report.configHash },
        sarif,
      );
    case 'junit':
      return junitChunks(report);
    case 'gitlab-codequality':
      return codeQualityChunks(report, { archiveFile: context.sarif.archiveFile });
    case 'markdown':
      return [renderSummary(report)];
  }
}

/** The report with the notes of what the SARIF file holds, when it had to cut or move results. */
function withSarifNotes(report: RunReport, sarif: SarifPlan): RunReport {
  const notes = sarifNotes(report.findings.length, sarif, summaryListed(report));
  return notes.length === 0 ? report : { ...report, notes: [...report.notes, ...notes] };
}

/**
 * Writes every target in order; returns the report as written (with the SARIF notes). A target
 * that fails stops the rest: the caller says which, and the files already written stay whole.
 */
export async function writeReports(
  report: RunReport,
  targets: readonly ReportTarget[],
  context: ReportContext,
  stream: NodeJS.WritableStream,
): Promise<RunReport> {
  const wantsSarif = targets.some((t) => t.format === 'sarif');
  const plan: SarifPlan = wantsSarif
    ? planSarif(report.findings, context.sarif)
    : { kept: report.findings.length, omitted: 0, relocated: 0 };
  const written = wantsSarif ? withSarifNotes(report, plan) : report;
  for (const target of targets) {
    const chunks = chunksOf(target, written, context, plan);
    if (target.file === undefined) await writeChunksToStream(stream, chunks);
    else await writeChunksAtomic(target.file, chunks);
  }
  return written;
}

/** Describes a target for a log line: `junit report.xml`, `text (standard output)`. */
export function describeTarget(target: ReportTarget): string {
  return `${target.format} ${target.file === undefined ? '(standard output)' : forReport(target.file, 500)}`;
}
