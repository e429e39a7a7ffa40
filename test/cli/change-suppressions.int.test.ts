/**
 * The command line on a change request treats the suppressions the change adds as the Action's
 * `pr-suppressions: propose` does, by default (issue 39): `plerion-iac scan` (main() in this process, through the harness) in
 * a GitLab merge-request pipeline, against the emulator over HTTPS, where the change adds a
 * CRITICAL together with its own `.plerion-ignore.yml` entry, or its own inline comment. It exits
 * 1, says the change added that suppression, and every format lists it as the change's own, not
 * applied. `--pr-suppressions apply` lets it take effect (listed as added); a bad value is refused
 * in the Action's words.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { makeChangeOrigin } from '../support/change-origin.ts';
import { everyFormatTo, FILE_OF, FORMATS, type ReportFormat } from '../support/cli-reports.ts';
import type { CliRun } from '../support/run-cli.ts';
import { useIntegration } from '../support/integration.ts';
import { OPEN_SG } from '../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 5 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

const ID = 'PLERION-TF-SG-OPEN-INGRESS';
const ENTRY = `suppressions:\n  - detection: ${ID}\n    path: infra/**\n    reason: the change says so\n`;
const INLINE = `# plerion:ignore ${ID} trust the change\n${OPEN_SG}`;

let root: string;
let baseSha: string;
/** One clone per change: its own entry, its own inline comment. */
const checkouts: Record<'entry' | 'inline', string> = { entry: '', inline: '' };

beforeAll(() => {
  const origin = makeChangeOrigin({
    prefix: 'iac-cli-change-suppressions-',
    base: { 'infra/main.tf': 'resource "aws_sqs_queue" "q" {}\n' },
    changes: {
      entry: { 'infra/sg.tf': OPEN_SG, '.plerion-ignore.yml': ENTRY },
      inline: { 'infra/sg.tf': INLINE },
    },
  });
  ({ root, baseSha } = origin);
  Object.assign(checkouts, origin.checkouts);
  return origin.cleanup;
});

function scan(change: 'entry' | 'inline', args: string[] = []): Promise<CliRun> {
  const formats = everyFormatTo(`../${change}-`);
  return runCli({
    cwd: checkouts[change],
    args: ['--api-url', emulator.url, ...formats, 'infra', ...args],
    env: {
      PLERION_API_KEY: KEYS.admin,
      GITLAB_CI: 'true',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: baseSha,
    },
  });
}

function written(change: 'entry' | 'inline', format: ReportFormat): string {
  return fs.readFileSync(path.join(root, `${change}-${FILE_OF[format]}`), 'utf8');
}

const PROPOSED = 'proposed by this change, not applied';

describe('suppressions a GitLab merge request adds to its own CRITICAL', () => {
  it('its own .plerion-ignore.yml entry is proposed, not applied: exit 1, and every format says the change added it', async () => {
    const run = await scan('entry');
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      `This change adds or changes 1 suppression (1 in .plerion-ignore.yml, 0 inline): ${PROPOSED}`,
    );
    const report = JSON.parse(written('entry', 'json'));
    expect(report.counts).toMatchObject({ gated: 1, suppressed: 0 });
    expect(report.suppressions.pullRequest).toMatchObject({
      mode: 'propose',
      entriesApplied: false,
      changes: { entries: [{ change: 'added', entry: { reason: 'the change says so' } }] },
    });
    expect(report.findings[0].proposedSuppression).toMatchObject({
      kind: 'external',
      justification: 'the change says so',
    });
    for (const format of FORMATS) {
      const text = written('entry', format);
      expect(text, format).toContain('the change says so');
      expect(text, format).toMatch(/proposed by this change, not applied|"proposedSuppression"/);
    }
    const sarif = JSON.parse(written('entry', 'sarif'));
    const result = sarif.runs[0].results[0];
    expect(result.suppressions).toBeUndefined();
    expect(result.properties.proposedSuppression).toMatchObject({ applied: false });
  });

  it('its own inline comment is proposed, not applied: exit 1, every format says so', async () => {
    const run = await scan('inline');
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).toContain(`(0 in .plerion-ignore.yml, 1 inline): ${PROPOSED}`);
    const report = JSON.parse(written('inline', 'json'));
    expect(report.suppressions.pullRequest.changes.inline).toMatchObject([
      { file: 'infra/sg.tf', line: 1, change: 'added' },
    ]);
    expect(report.findings[0].proposedSuppression).toMatchObject({
      kind: 'inSource',
      file: 'infra/sg.tf',
      line: 1,
    });
    for (const format of FORMATS) {
      const text = written('inline', format);
      expect(text, format).toContain('trust the change');
      expect(text, format).toMatch(/proposed by this change, not applied|"proposedSuppression"/);
    }
    const gate = await runCli({ cwd: checkouts.inline, args: ['gate', '../inline-report.json'] });
    expect(gate.exitCode, gate.stderr).toBe(1);
  });

  it('--pr-suppressions apply lets them take effect, listed as added', async () => {
    const run = await scan('inline', ['--pr-suppressions', 'apply']);
    expect(run.exitCode, run.stderr).toBe(0);
    const report = JSON.parse(written('inline', 'json'));
    expect(report.counts).toMatchObject({ gated: 0, suppressed: 1 });
    expect(report.suppressions.pullRequest).toMatchObject({ mode: 'apply', inlineApplied: true });
    expect(written('inline', 'text')).toMatch(/inline infra\/sg\.tf:1 .* added, applied/);
  });

  it('refuses a value the Action refuses, in its words', async () => {
    const run = await scan('inline', ['--pr-suppressions', 'maybe']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe(
      "plerion-iac: Invalid --pr-suppressions: 'maybe'. Expected apply or propose.",
    );
  });
});
