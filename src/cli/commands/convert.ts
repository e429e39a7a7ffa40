/**
 * `plerion-iac convert <report.json> --format …`: renders a saved JSON report in other formats
 * with no request to the service (a GitLab job that scanned once, then wants JUnit too). The
 * SARIF file is the scan's, without upload-sarif's line hashes, which need the files' lines; a
 * finding without a usable path is placed on the first file of its archive, as the report lists
 * them. Exits 0 once every report is written (the gate is `plerion-iac gate`).
 */
import { TOOL_NAME, TOOL_URI } from '../../version.ts';
import { writeReports } from '../../engine/formats/report-files.ts';
import { refuseControls } from '../../engine/config/refusal.ts';
import { EXIT_PASS } from '../exit-codes.ts';
import type { ParsedArgs } from '../parse-args.ts';
import { parseTargets } from '../targets.ts';
import { textStyle, wantsColor } from '../terminal.ts';
import type { CliIo } from './io.ts';
import { readSavedReport } from './saved-report.ts';

export async function convertCommand(parsed: ParsedArgs, io: CliIo): Promise<number> {
  const targets = parseTargets(parsed.values.format, io.cwd);
  const given = parsed.values['sarif-category'];
  if (typeof given === 'string')
    refuseControls('--sarif-category', given, 'a category on one line');
  const saved = await readSavedReport(parsed, io.cwd);
  const firstFiles = new Map(
    (saved.report.filesSent?.archives ?? []).map((a) => [a.name, a.paths[0]] as const),
  );
  const saidCategory = saved.settings.sarifCategory;
  await writeReports(
    saved.report,
    targets.list,
    {
      settings: saved.settings,
      toolVersion: saved.toolVersion,
      sarif: {
        toolName: TOOL_NAME,
        toolVersion: saved.toolVersion,
        informationUri: TOOL_URI,
        category:
          typeof given === 'string'
            ? given.trim() || undefined
            : typeof saidCategory === 'string'
              ? saidCategory
              : undefined,
        archiveFile: (name) => firstFiles.get(name),
      },
      textStyle: textStyle(wantsColor(io.env, io.stdout)),
    },
    io.stdout,
  );
  return EXIT_PASS;
}
