/**
 * The command line at scale, as users meet it: its one-file bundle (built as dist/cli.js is) run
 * against the emulator over real HTTPS on a workspace whose Terraform fails N times, writing all
 * six formats at once (text to standard output, the five others to files). Prints the child's
 * peak RSS and wall time, and whether the JUnit file is valid against Jenkins' schema and the
 * GitLab file has every required field, at that size.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { codeQualityProblems, junitErrors } from '../test/support/report-validators.ts';
import { runCli } from '../test/support/run-cli.ts';
import { PROBE, writeWorkspace } from './action-scale.ts';

export interface CliScale {
  readonly exitCode: number;
  readonly peakRssMb: number;
  readonly seconds: number;
  readonly junitTestcases: number;
  readonly junitErrors: readonly string[];
  readonly codeQualityIssues: number;
  readonly codeQualityProblems: readonly string[];
  readonly jsonFindings: number;
  readonly stdoutMb: number;
}

/** One run of the CLI `bundle` at `findings` FAILED findings; everything it made removed. */
export async function measureCliAt(bundle: string, findings: number): Promise<CliScale> {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-cli-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-cli-out-'));
  const emulator = await new Emulator({ scan: { delayMs: 0 } }).start();
  try {
    writeWorkspace(workspace, findings);
    const file = (name: string) => path.join(out, name);
    const t0 = performance.now();
    const run = await runCli({
      entry: bundle,
      nodeArgs: ['--import', PROBE],
      cwd: workspace,
      caFile: emulator.caFile,
      env: { PLERION_API_KEY: KEYS.admin },
      args: [
        '--api-url',
        emulator.url,
        '--format',
        'text',
        '--format',
        `json=${file('report.json')}`,
        '--format',
        `sarif=${file('report.sarif')}`,
        '--format',
        `junit=${file('junit.xml')}`,
        '--format',
        `gitlab-codequality=${file('gl-code-quality.json')}`,
        '--format',
        `markdown=${file('summary.md')}`,
      ],
    });
    const seconds = (performance.now() - t0) / 1000;
    const junit = fs.readFileSync(file('junit.xml'), 'utf8');
    const quality = JSON.parse(fs.readFileSync(file('gl-code-quality.json'), 'utf8')) as unknown[];
    const report = JSON.parse(fs.readFileSync(file('report.json'), 'utf8')) as {
      findings: unknown[];
    };
    return {
      exitCode: run.exitCode,
      peakRssMb: Number(/maxRSS (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024,
      seconds,
      junitTestcases: junit.match(/<testcase /g)?.length ?? 0,
      junitErrors: await junitErrors(junit),
      codeQualityIssues: quality.length,
      codeQualityProblems: codeQualityProblems(quality),
      jsonFindings: report.findings.length,
      stdoutMb: Buffer.byteLength(run.stdout) / 1e6,
    };
  } finally {
    await emulator.stop();
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}
