/**
 * The workflow-artifact upload (on by default in every real job) against a loopback fake of the
 * Actions results service and its blob storage: the files arrive with their names and bytes, and
 * a refusal becomes one warning and changes nothing else.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepLog, type LogSink } from '../../../../src/action/step-log.ts';
import { uploadReportArtifact } from '../../../../src/action/surfaces/step/publish.ts';
import { FakeActionsResults, runtimeToken } from '../../../support/fake-actions-results.ts';
import { tempDir, writeTree } from '../../../support/helpers.ts';
import { readZip } from '../../../support/zip-reader.ts';

let results: FakeActionsResults;
const roots: string[] = [];

beforeAll(async () => {
  results = await new FakeActionsResults().start();
});
afterAll(async () => {
  await results.stop();
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  results.refuseWith = undefined;
});

function recording(): { log: StepLog; info: string[]; warnings: string[] } {
  const info: string[] = [];
  const warnings: string[] = [];
  const sink: LogSink = {
    info: (m) => info.push(m),
    debug: () => undefined,
    annotate: (level, m) => {
      if (level === 'warning') warnings.push(m);
    },
    startGroup: () => undefined,
    endGroup: () => undefined,
  };
  return { log: new StepLog(sink), info, warnings };
}

function reports(): { root: string; files: string[] } {
  const root = tempDir('iac-artifact-');
  roots.push(root);
  writeTree(root, {
    'iac-scan-results.sarif': '{"version":"2.1.0","runs":[]}\n',
    'iac-scan-results.json': '{"verdict":"pass"}\n',
  });
  return {
    root,
    files: ['iac-scan-results.sarif', 'iac-scan-results.json'].map((f) => path.join(root, f)),
  };
}

function onRunner(): void {
  vi.stubEnv('ACTIONS_RUNTIME_TOKEN', runtimeToken());
  vi.stubEnv('ACTIONS_RESULTS_URL', `${results.url}/`);
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.com');
  // The toolkit's own progress lines go to stdout: kept out of the test's output.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
}

describe('the reports as a workflow artifact', () => {
  it('uploads both files, with their names and bytes, as one finalized artifact', async () => {
    onRunner();
    const { root, files } = reports();
    const { log, info, warnings } = recording();
    await uploadReportArtifact(log, { name: 'iac-scan-infra-1', files, root });
    expect(warnings).toEqual([]);
    expect(info).toContain('Uploaded the reports as the workflow artifact iac-scan-infra-1.');
    const artifact = results.artifacts.find((a) => a.name === 'iac-scan-infra-1');
    expect(artifact?.finalized).toBe(true);
    const entries = await readZip(artifact?.bytes ?? Buffer.alloc(0));
    expect(Object.fromEntries(entries.map((e) => [e.name, e.data.toString('utf8')]))).toEqual({
      'iac-scan-results.sarif': '{"version":"2.1.0","runs":[]}\n',
      'iac-scan-results.json': '{"verdict":"pass"}\n',
    });
  });

  it('a refusal is one warning, and the files are left as they were', async () => {
    onRunner();
    results.refuseWith = 403;
    const { root, files } = reports();
    const before = files.map((f) => fs.readFileSync(f, 'utf8'));
    const { log, warnings } = recording();
    await uploadReportArtifact(log, { name: 'iac-scan-refused', files, root });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Could not upload the reports as a workflow artifact: /);
    expect(files.map((f) => fs.readFileSync(f, 'utf8'))).toEqual(before);
    expect(results.artifacts.some((a) => a.name === 'iac-scan-refused')).toBe(false);
  });

  it('says so and uploads nothing without the Actions runtime', async () => {
    vi.stubEnv('ACTIONS_RUNTIME_TOKEN', '');
    const { root, files } = reports();
    const { log, info, warnings } = recording();
    const count = results.artifacts.length;
    await uploadReportArtifact(log, { name: 'iac-scan-local', files, root });
    expect(warnings).toEqual([]);
    expect(info.join('\n')).toMatch(/the Actions runtime is not available here/);
    expect(results.artifacts).toHaveLength(count);
  });
});
