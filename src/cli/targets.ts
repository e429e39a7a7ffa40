/**
 * Where the reports go, from the repeatable `--format <format>[=<file>]`: each a format the engine
 * writes, to a file (relative to the current folder) or to standard output. Checked before
 * anything is scanned: a format that does not exist, two reports to one file, more than one to
 * standard output, or a file that is a folder is one clear error. Without `--format`, the text
 * report goes to standard output.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { refuseControls, refuseValue } from '../engine/config/refusal.ts';
import {
  REPORT_FORMATS,
  type ReportFormat,
  type ReportTarget,
} from '../engine/formats/report-files.ts';

const ACCEPTED = `one of ${REPORT_FORMATS.join(', ')}, optionally followed by =<file> (--format junit=report.xml)`;

export interface Targets {
  readonly list: readonly ReportTarget[];
  /** The file a format is written to, when it is written to one. */
  fileOf(format: ReportFormat): string | undefined;
}

function isFormat(value: string): value is ReportFormat {
  return (REPORT_FORMATS as readonly string[]).includes(value);
}

function parseTarget(value: string, cwd: string): ReportTarget {
  refuseControls('--format', value, ACCEPTED);
  const at = value.indexOf('=');
  const format = (at < 0 ? value : value.slice(0, at)).trim().toLowerCase();
  if (!isFormat(format)) return refuseValue('--format', value, ACCEPTED);
  if (at < 0) return { format, file: undefined };
  const given = value.slice(at + 1).trim();
  if (given === '' || given === '-') return { format, file: undefined };
  const file = path.resolve(cwd, given);
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory())
    refuseValue('--format', value, `${ACCEPTED}; ${given} is a folder, not a file`);
  return { format, file };
}

/** The targets of `--format` (text to standard output when none is given). */
export function parseTargets(given: unknown, cwd: string): Targets {
  const values = Array.isArray(given)
    ? (given as string[])
    : typeof given === 'string'
      ? [given]
      : [];
  const list =
    values.length === 0
      ? [{ format: 'text' as const, file: undefined }]
      : values.map((v) => parseTarget(v, cwd));
  const toStdout = list.filter((t) => t.file === undefined);
  if (toStdout.length > 1)
    refuseValue(
      '--format',
      toStdout.map((t) => t.format).join(', '),
      'at most one report on standard output: give the others a file (--format json=report.json)',
    );
  const files = new Set<string>();
  for (const target of list) {
    if (target.file === undefined) continue;
    if (files.has(target.file))
      refuseValue('--format', target.file, 'one report per file: two reports name this file');
    files.add(target.file);
  }
  return { list, fileOf: (format) => list.find((t) => t.format === format)?.file };
}
