/**
 * `npm run demo`: starts the emulator, runs the built action on fixtures/mixed as the runner would
 * (a pull_request event), shows its log, and says where the SARIF file, the JSON report and the
 * rendered summary are. Exits with the action's own exit code.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Emulator, KEYS } from '../test/emulator/server.ts';
import { ROOT, runAction } from '../test/run-action.ts';

const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-demo-'));
fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), workspace, { recursive: true });
const emulator = await new Emulator({ scan: { delayMs: 1500 } }).start();
console.log(`emulator: ${emulator.url} (CA ${emulator.caFile})\n`);
try {
  const run = await runAction({
    workspace,
    caFile: emulator.caFile,
    echo: true,
    entry: 'dist',
    inputs: { 'api-key': KEYS.admin, 'api-url': emulator.url, 'pr-comment': 'false' },
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: 7,
          head: {
            sha: 'feedfacefeedfacefeedfacefeedfacefeedface',
            repo: { full_name: 'octo-org/infra' },
          },
          base: { repo: { full_name: 'octo-org/infra' } },
        },
      },
    },
  });
  const summaryFile = path.join(run.dir, 'summary.md');
  console.log('\n--- outputs ---');
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`);
  console.log('\n--- where to look ---');
  console.log(`SARIF file:   ${run.outputs['sarif-file']}`);
  console.log(`JSON report:  ${run.outputs['report-file']}`);
  console.log(`Job summary:  ${summaryFile}`);
  console.log(`exit code:    ${run.exitCode}`);
  process.exitCode = run.exitCode;
} finally {
  await emulator.stop();
}
