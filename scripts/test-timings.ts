/**
 * `npm run test:timings [-- <vitest-report.json>]`: where the suite's time goes. Without a file it
 * runs the whole suite once (vitest's JSON reporter beside the default one, so "Duration" is
 * printed as `npm test` prints it) and reads what it wrote; with one it reads that report (what
 * `.ci/run` writes). Prints the wall time, the sum of the files' durations (above the wall time,
 * the files ran in parallel) and the slowest 15 files, marking each over the 20 s a file may take.
 * It never fails on a slow machine: the figures are for a person to read.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of vitest's JSON report read here. */
export interface VitestReport {
  readonly startTime: number;
  readonly numTotalTests: number;
  readonly testResults: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
    readonly assertionResults: readonly unknown[];
  }[];
}

export interface FileTiming {
  readonly file: string;
  readonly ms: number;
  readonly tests: number;
}

/** The most a single file may take (issue 43): past it, split the file by topic. */
export const FILE_LIMIT_MS = 20_000;

/** Each file's duration, slowest first, its path relative to `root`. */
export function rankFiles(report: VitestReport, root: string): FileTiming[] {
  return report.testResults
    .map((result) => ({
      file: path.relative(root, result.name),
      ms: result.endTime - result.startTime,
      tests: result.assertionResults.length,
    }))
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

/** The lines printed: totals, then the `top` slowest files. */
export function renderTimings(files: readonly FileTiming[], wallMs: number, top = 15): string[] {
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const sum = files.reduce((total, file) => total + file.ms, 0);
  const over = files.filter((file) => file.ms > FILE_LIMIT_MS).length;
  return [
    `${files.length} files, ${files.reduce((n, f) => n + f.tests, 0)} tests: wall ${seconds(wallMs)}, sum of file durations ${seconds(sum)}; ${over} over ${seconds(FILE_LIMIT_MS)}`,
    `slowest ${Math.min(top, files.length)}:`,
    ...files
      .slice(0, top)
      .map(
        (file) =>
          `${seconds(file.ms).padStart(8)}  ${String(file.tests).padStart(3)} tests  ${file.file}${file.ms > FILE_LIMIT_MS ? '  (over the limit)' : ''}`,
      ),
  ];
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let reportFile = process.argv[2];
  let wallMs: number | undefined;
  if (!reportFile) {
    reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iac-timings-')), 'vitest.json');
    const started = performance.now();
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`],
      { cwd: root, stdio: 'inherit' },
    );
    wallMs = performance.now() - started;
    if (!fs.existsSync(reportFile)) process.exit(run.status ?? 1);
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as VitestReport;
  const files = rankFiles(report, root);
  const end = Math.max(...report.testResults.map((result) => result.endTime));
  console.log(renderTimings(files, wallMs ?? end - report.startTime).join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
