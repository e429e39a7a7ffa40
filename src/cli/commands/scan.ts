/**
 * `plerion-iac scan [path]`, as a numbered recipe: 1 the flags and environment read into the
 * Action's settings literal (a bad one exits 2 before anything is packed), 2 the engine's pipeline
 * (discover, pack, upload, wait, baseline, suppressions, verdict), 3 every report written, 4 the
 * exit code decided from the report (`--exit-zero` makes it 0 once the reports are written).
 * A run that stops on an unexpected error still writes its reports, saying so, and exits 3.
 */
import { describeError } from '../../errors.ts';
import { TOOL_NAME, TOOL_URI, TOOL_VERSION } from '../../version.ts';
import { errorReport } from '../../engine/findings/error-report.ts';
import type { RunReport } from '../../engine/findings/run-report.ts';
import { settingsJson } from '../../engine/formats/json-report.ts';
import { describeTarget, writeReports } from '../../engine/formats/report-files.ts';
import { linesToHash } from '../../engine/formats/sarif/sarif.ts';
import { readLineHashes } from '../../engine/formats/sarif/sarif-line-hashes.ts';
import { createGitCli } from '../../engine/git/git.ts';
import type { RunClock, RunScanPorts, ScanProgress } from '../../engine/run-scan.ts';
import { commitText } from '../../engine/scan/trees/commit-tree.ts';
import { workTreeText } from '../../engine/scan/trees/work-tree.ts';
import type { TreeText } from '../../engine/scan/trees/tree.ts';
import { CLI_KNOBS } from '../knobs.ts';
import { EXIT_INCOMPLETE, EXIT_PASS, decideExit } from '../exit-codes.ts';
import type { ParsedArgs } from '../parse-args.ts';
import { readScanSetup, type ScanSetup } from '../settings.ts';
import { terminalLog, textStyle, wantsColor, type TerminalLog } from '../terminal.ts';
import type { CliIo } from './io.ts';

/** Writes the reports of `report`; returns false (and says so) when one could not be written. */
async function writeAll(
  setup: ScanSetup,
  report: RunReport,
  archiveFile: (name: string) => string | undefined,
  io: CliIo & { log: TerminalLog; text: TreeText },
): Promise<boolean> {
  const { settings, targets } = setup;
  const sarif = targets.list.some((t) => t.format === 'sarif');
  const lineHash = sarif
    ? await readLineHashes(io.text.read, linesToHash(report.findings, archiveFile))
    : undefined;
  try {
    await writeReports(
      report,
      targets.list,
      {
        settings: settingsJson(report, setup.published),
        toolVersion: TOOL_VERSION,
        sarif: {
          toolName: TOOL_NAME,
          toolVersion: TOOL_VERSION,
          informationUri: TOOL_URI,
          category: settings.sarifCategory,
          archiveFile,
          ...(lineHash && { lineHash }),
        },
        textStyle: textStyle(wantsColor(io.env, io.stdout)),
      },
      io.stdout,
    );
  } catch (error) {
    io.log.error(`Could not write the reports: ${describeError(error)}`);
    return false;
  }
  for (const target of targets.list)
    if (target.file !== undefined) io.log.info(`Report: ${describeTarget(target)}`);
  return true;
}

/**
 * What the engine is given besides the log: the command line's knobs, the change under review
 * (resolved once from the flags, the hook or the CI's variables) and the commit scanned instead of
 * the work tree.
 */
function enginePorts(setup: ScanSetup): Omit<RunScanPorts, 'log'> {
  const { commit } = setup;
  return {
    knobs: CLI_KNOBS,
    change: setup.change,
    ...(commit && { commit: { sha: commit.sha, label: commit.label } }),
  };
}

export async function scanCommand(
  parsed: ParsedArgs,
  io: CliIo,
  clock: RunClock = {},
): Promise<number> {
  // 1. Settings: a bad flag throws a ConfigurationError here, before anything is packed.
  const git = createGitCli();
  const setup = await readScanSetup({
    values: parsed.values,
    positionals: parsed.positionals,
    env: io.env,
    cwd: io.cwd,
    git,
  });
  const log = terminalLog({
    stream: io.stderr,
    color: wantsColor(io.env, io.stderr),
    verbose: parsed.values.verbose === true,
  });
  if (setup.baseline.unusable) log.warning(setup.baseline.said);
  else log.info(setup.baseline.said);
  if (setup.commit) log.info(setup.commit.said);
  for (const warning of setup.config.effective.warnings) log.warning(warning);
  const { hash } = setup.config;
  // 2. The engine's pipeline, loaded once the settings are read (a refusal starts small); "eager"
  // keeps it in the commands' file (`commands/commands.ts`), not a file of its own.
  const { runScan } = await import(/* webpackMode: "eager" */ '../../engine/run-scan.ts');
  const progress: ScanProgress = {};
  let report: RunReport;
  let crashed: unknown;
  try {
    report = (await runScan(setup.settings, { log, ...clock, ...enginePorts(setup) }, progress))
      .report;
  } catch (error) {
    crashed = error;
    report = errorReport(
      setup.settings,
      `plerion-iac failed unexpectedly: ${describeError(error)}`,
      progress.report,
    );
  }
  report = { ...report, configHash: hash };
  log.finish();
  // 3. The reports, each to its file or to standard output.
  const archiveFile = (name: string) => progress.scan?.head.archiveFiles.get(name);
  // The scanned tree's text (the SARIF's line hashes): the scan's, or the tree it would have read.
  const text =
    progress.scan?.text ??
    (setup.commit
      ? commitText({ git, workspace: setup.settings.workspace, sha: setup.commit.sha })
      : workTreeText(setup.settings.workspace));
  const written = await writeAll(setup, report, archiveFile, { ...io, log, text });
  log.finish();
  // 4. The exit code.
  if (crashed !== undefined) {
    if (crashed instanceof Error && crashed.stack) log.debug(crashed.stack);
    log.error(report.reason);
    return EXIT_INCOMPLETE;
  }
  if (!written) return EXIT_INCOMPLETE;
  const decision = decideExit(report, setup.settings);
  const line = `Plerion IaC scan ${report.verdict}: ${decision.said}`;
  if (decision.warned) log.warning(line);
  else log.info(line);
  if (setup.exitZero && decision.code !== EXIT_PASS) {
    log.info(
      `--exit-zero: exiting 0 instead of ${decision.code}; decide later with plerion-iac gate.`,
    );
    return EXIT_PASS;
  }
  return decision.code;
}
