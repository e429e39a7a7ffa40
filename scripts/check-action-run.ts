/**
 * `node scripts/check-action-run.ts [--baseline none|skipped]`: what ci.yml asks of the action
 * run as `uses: ./` on fixtures/mixed against the emulator, on Linux, Windows, macOS and a runner
 * without git. The step's outputs come in as environment variables (RESULT, OUTCOME,
 * CRITICAL_COUNT, FAILED_COUNT, NEW_COUNT, SARIF_FILE, REPORT_FILE, ARTIFACT_NAMES): the job
 * failed on the fixture's CRITICAL and HIGH findings, the reports exist, and every path in them
 * uses `/` whatever the system. The integration tests run the same check on local runs.
 */
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The outputs of the step, by output name, and its outcome. */
export interface ActionRunOutputs {
  readonly outcome: string;
  readonly outputs: Readonly<Record<string, string | undefined>>;
}

interface Sarif {
  runs?: {
    results?: {
      locations?: { physicalLocation?: { artifactLocation?: { uri?: string } } }[];
    }[];
  }[];
}

interface Report {
  baseline: { status: string; note: string | null } | null;
  findings: { file?: string | null }[];
}

function read<T>(file: string | undefined, what: string, problems: string[]): T | undefined {
  if (!file || !fs.existsSync(file)) {
    problems.push(`${what} '${file ?? ''}' does not exist`);
    return undefined;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Why the run is not what fixtures/mixed gives; empty when it is. */
export function checkActionRun(
  run: ActionRunOutputs,
  expected: { readonly baseline: 'none' | 'skipped' },
): string[] {
  const problems: string[] = [];
  const { outputs } = run;
  const expect = (what: string, ok: boolean, got: unknown) => {
    if (!ok) problems.push(`${what}: got ${JSON.stringify(got)}`);
  };
  expect('result is fail', outputs.result === 'fail', outputs.result);
  expect('the step failed', run.outcome === 'failure', run.outcome);
  expect('one CRITICAL finding', outputs['critical-count'] === '1', outputs['critical-count']);
  expect('8 or more findings', Number(outputs['failed-count']) >= 8, outputs['failed-count']);
  expect('new-count empty (no baseline)', outputs['new-count'] === '', outputs['new-count']);
  const names = (outputs['artifact-names'] ?? '').split(',');
  expect(
    'zip archives',
    names.every((n) => /^[A-Za-z0-9._-]+\.zip$/.test(n)),
    names,
  );
  const sarif = read<Sarif>(outputs['sarif-file'], 'the SARIF file', problems);
  const uris = (sarif?.runs ?? []).flatMap((r) =>
    (r.results ?? []).flatMap((x) =>
      (x.locations ?? []).map((l) => l.physicalLocation?.artifactLocation?.uri ?? ''),
    ),
  );
  expect('SARIF results', uris.length > 0, uris.length);
  expect(
    'SARIF URIs relative with /',
    uris.every((u) => u !== '' && !/\\|^\/|^[A-Za-z]:/.test(u)),
    uris,
  );
  const report = read<Report>(outputs['report-file'], 'the JSON report', problems);
  const files = (report?.findings ?? []).map((f) => f.file ?? '');
  expect(
    'report paths with /',
    files.every((f) => !f.includes('\\')),
    files,
  );
  if (expected.baseline === 'skipped') {
    expect('baseline unavailable', report?.baseline?.status === 'unavailable', report?.baseline);
    const note = report?.baseline?.note ?? '';
    expect('the baseline says git is missing', note.includes('git is not on the PATH'), note);
  } else expect('no baseline', report?.baseline === null, report?.baseline);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { baseline: { type: 'string', default: 'none' } } });
  const env = process.env;
  const problems = checkActionRun(
    {
      outcome: env.OUTCOME ?? '',
      outputs: {
        result: env.RESULT,
        'critical-count': env.CRITICAL_COUNT,
        'failed-count': env.FAILED_COUNT,
        'new-count': env.NEW_COUNT,
        'artifact-names': env.ARTIFACT_NAMES,
        'sarif-file': env.SARIF_FILE,
        'report-file': env.REPORT_FILE,
      },
    },
    { baseline: values.baseline === 'skipped' ? 'skipped' : 'none' },
  );
  for (const problem of problems) console.log(`::error::${problem.replace(/\r?\n/g, ' ')}`);
  console.log(
    problems.length === 0 ? 'The action run is as expected.' : `${problems.length} problems`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
