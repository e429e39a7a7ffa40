/**
 * The whole action at scale, as users meet it: the action bundle (built by ncc, as dist/ is) run
 * against the emulator over real HTTPS, on a workspace whose Terraform fails N times. Prints the
 * child's peak RSS and wall time, and how many findings reached its outputs and JSON report.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { runAction } from '../test/support/run-action.ts';

/** Each file holds this many public buckets: one FAILED finding each in the emulator. */
const BUCKETS_PER_FILE = 1_000;

/** Prints peak RSS at exit to stderr, whatever the action's exit code. */
export const PROBE =
  "data:text/javascript,process.on('exit',()=>process.stderr.write('maxRSS '+process.resourceUsage().maxRSS+'\\n'))";

export function writeWorkspace(root: string, findings: number): void {
  for (let file = 0; file * BUCKETS_PER_FILE < findings; file++) {
    const count = Math.min(BUCKETS_PER_FILE, findings - file * BUCKETS_PER_FILE);
    const text = Array.from(
      { length: count },
      (_, i) => `resource "aws_s3_bucket" "b${file}_${i}" {\n  acl = "public-read"\n}\n`,
    ).join('');
    const dir = path.join(root, 'stacks', `s${file}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'main.tf'), text);
  }
}

export interface ActionScale {
  findings: number;
  exitCode: number;
  peakRssMb: number;
  seconds: number;
  /** From the log line saying the scan ended to the end of the run: assembling and reporting. */
  reportSeconds: number;
  failedCount: string;
  result: string;
}

/** One run of `bundle` on a workspace with `findings` FAILED findings; everything it made removed. */
export async function measureActionAt(
  bundle: string,
  findings: number,
  env: Record<string, string> = {},
): Promise<ActionScale> {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-bench-scale-'));
  const emulator = await new Emulator({ scan: { delayMs: 0 } }).start();
  let dir: string | undefined;
  try {
    writeWorkspace(workspace, findings);
    const t0 = performance.now();
    let scanned = NaN;
    const run = await runAction({
      echo: (text) => {
        if (Number.isNaN(scanned) && / FAILED finding/.test(text)) scanned = performance.now();
      },
      workspace,
      entry: bundle,
      nodeArgs: ['--import', PROBE],
      caFile: emulator.caFile,
      env,
      inputs: {
        'api-key': KEYS.admin,
        'api-url': emulator.url,
        'pr-comment': 'false',
        'upload-artifact': 'false',
        'check-run': 'false',
        'upload-sarif': 'false',
        'tracking-issue': 'false',
      },
    });
    dir = run.dir;
    const end = performance.now();
    const seconds = (end - t0) / 1000;
    const rss = Number(/maxRSS (\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
    return {
      findings,
      exitCode: run.exitCode,
      peakRssMb: rss,
      seconds,
      reportSeconds: (end - scanned) / 1000,
      failedCount: run.outputs['failed-count'] ?? '',
      result: run.outputs.result ?? '',
    };
  } finally {
    await emulator.stop();
    fs.rmSync(workspace, { recursive: true, force: true, maxRetries: 5 });
    if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}
