/**
 * `plerion-iac gate` does not trust a saved report that contradicts itself (issue 32's CLI, as an
 * attacker would edit the report between the scan job and the gate job): a real report, written
 * by `plerion-iac scan` against the emulator over HTTPS, edited by hand or cut short, is refused
 * (exit 2, one line naming the contradiction) instead of passing. The same report reformatted by
 * `jq` (another layout, sorted keys) is the same report: it gates as written. Nor one that breaks
 * a rule the README gives for `pass` (issue 39): a pass with no archive, a dry run relabelled, a
 * skip over unjudged IaC, findings marked existing with no base compared. Reports saved by
 * plerion-iac 1.0.0 (`fixtures/saved-reports/`) are still read by `gate` and `convert`.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { tempDir, writeTree } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';
import { useIntegration } from '../support/integration.ts';
import { OPEN_SG } from '../support/iac-samples.ts';

const harness = useIntegration({ scan: { delayMs: 50 } });
const { emulator } = harness;
/** `plerion-iac` in this process, on the harness's clock. */
const runCli = harness.runCli.bind(harness);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let dir: string;
let written: string;

beforeAll(async () => {
  dir = tempDir('iac-cli-gate-');
  writeTree(dir, { 'infra/sg.tf': OPEN_SG });
  const scan = await runCli({
    cwd: dir,
    args: ['--api-url', emulator.url, '--format', 'json=report.json', '--exit-zero', 'infra'],
    env: { PLERION_API_KEY: KEYS.admin },
  });
  expect(scan.exitCode, scan.stderr).toBe(0);
  written = fs.readFileSync(path.join(dir, 'report.json'), 'utf8');
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function gate(text: string): Promise<{ code: number; said: string }> {
  fs.writeFileSync(path.join(dir, 'crafted.json'), text);
  const run = await runCli({ cwd: dir, args: ['gate', 'crafted.json'] });
  return { code: run.exitCode, said: run.stderr.trim() };
}

function edited(edit: (report: Json) => void): string {
  const report = JSON.parse(written) as Json;
  edit(report);
  return JSON.stringify(report);
}

/** Edits that leave the counts as the findings make them, so one rule at a time is tried. */
function emptied(report: Json): void {
  report.findings = [];
  for (const severity of ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']) report.counts[severity] = 0;
  report.counts.gated = 0;
  report.verdict = 'pass';
}

describe('plerion-iac gate on a saved report', () => {
  it('gates the report as the scan wrote it: a gated finding exits 1', async () => {
    const report = JSON.parse(written) as Json;
    expect(report).toMatchObject({ verdict: 'fail', complete: true, counts: { gated: 1 } });
    expect(await gate(written)).toMatchObject({ code: 1 });
  });

  it.each([
    [
      'verdict skipped over a gated finding',
      (r: Json) => void (r.verdict = 'skipped'),
      /verdict is skipped but 1 finding\(s\) gate/,
    ],
    [
      'verdict pass over a gated finding',
      (r: Json) => void (r.verdict = 'pass'),
      /verdict is pass but 1 finding\(s\) gate/,
    ],
    [
      'findings cut from the list',
      (r: Json) => void (r.findings = []),
      /counts\.CRITICAL is 1 but 0 CRITICAL findings are listed/,
    ],
    [
      'complete true over an archive that ended FAILURE',
      (r: Json) => {
        emptied(r);
        r.archives = r.archives.map((a: Json) => ({ ...a, status: 'FAILURE' }));
      },
      /complete is true but archive .*\.zip ended FAILURE/,
    ],
    [
      'complete true with reasons it is not',
      (r: Json) => {
        emptied(r);
        r.incomplete = ['x.zip ended FAILURE'];
      },
      /complete is true but incomplete gives 1 reason/,
    ],
    [
      'pass on an incomplete scan',
      (r: Json) => {
        emptied(r);
        r.complete = false;
        r.incomplete = ['x.zip ended FAILURE'];
      },
      /verdict is pass but complete is false/,
    ],
    ['complete missing', (r: Json) => void delete r.complete, /complete: /],
  ])('refuses %s: exit 2, one line naming it', async (_what, edit, said) => {
    const result = await gate(edited(edit));
    expect(result.code, result.said).toBe(2);
    expect(result.said.split('\n')).toHaveLength(1);
    expect(result.said).toMatch(said);
  });

  it('gates a report jq reformatted (indented, or with sorted keys) as the one written', async () => {
    for (const args of [['.'], ['-S', '.']]) {
      const reformatted = execFileSync('jq', args, { input: written, encoding: 'utf8' });
      expect(reformatted).not.toBe(written);
      const result = await gate(reformatted);
      expect(result, args.join(' ')).toMatchObject({ code: 1 });
      expect(result.said).toMatch(/1 finding at a fail-on severity/);
    }
  });
});

/** A report plerion-iac 1.0.0 wrote (`fixtures/saved-reports/`). */
function saved(name: 'change' | 'dry-run'): string {
  return fs.readFileSync(
    path.join(ROOT, 'fixtures', 'saved-reports', `1.0.0-${name}.json`),
    'utf8',
  );
}

function editedFrom(text: string, edit: (report: Json) => void): string {
  const report = JSON.parse(text) as Json;
  edit(report);
  return JSON.stringify(report);
}

describe("plerion-iac gate on a saved report that breaks the README's rules for pass", () => {
  it.each([
    [
      'a pass with no archive',
      () =>
        editedFrom(written, (r) => {
          emptied(r);
          r.archives = [];
        }),
      /verdict is pass but no archive was planned/,
    ],
    [
      'a dry run relabelled pass, its archives marked scanned',
      () =>
        editedFrom(saved('dry-run'), (r) => {
          r.verdict = 'pass';
          r.complete = true;
          r.incomplete = [];
          r.archives = r.archives.map((a: Json) => ({ ...a, status: 'SUCCESS' }));
        }),
      /verdict is pass but the report is a dry run's/,
    ],
    [
      'a skip over unjudged IaC that gates',
      () =>
        editedFrom(saved('change'), (r) => {
          emptied(r);
          r.verdict = 'skipped';
          r.archives = [];
          r.unjudged = {
            gates: true,
            scope: 'changed',
            note: null,
            files: [{ path: 'infra/credentials.tf', reason: 'secret-like name', fix: 'rename it' }],
          };
        }),
      /verdict is skipped but 1 unjudged IaC file\(s\) gate/,
    ],
    [
      'findings marked existing with no baseline',
      () => editedFrom(saved('change'), (r) => void (r.baseline = null)),
      /finding .* is marked existing, but the report has no baseline/,
    ],
    [
      'findings marked existing against a base that could not be used',
      () => editedFrom(saved('change'), (r) => void (r.baseline.status = 'unavailable')),
      /finding .* is marked existing, but the baseline origin\/main was not compared/,
    ],
    [
      'findings marked existing against a base scan that failed',
      () =>
        editedFrom(saved('change'), (r) => {
          r.baseline.archives = r.baseline.archives.map((a: Json) => ({ ...a, status: 'FAILURE' }));
        }),
      /baseline archive .*\.zip ended FAILURE, but findings are compared with it/,
    ],
    [
      'a finding suppressed by an inline comment the report lists as proposed, not applied',
      () =>
        editedFrom(saved('change'), (r) => {
          const finding = r.findings.find((f: Json) => f.suppression);
          finding.suppression = {
            kind: 'inSource',
            justification: 'trust the change',
            detectionId: finding.detectionId,
            file: 'infra/new.tf',
            line: 1,
          };
          r.suppressions.pullRequest = {
            mode: 'propose',
            entriesApplied: false,
            inlineApplied: false,
            changes: {
              file: '.plerion-ignore.yml',
              entries: [],
              inline: [
                { file: 'infra/new.tf', line: 1, reason: 'trust the change', change: 'added' },
              ],
              uncompared: [],
              problems: [],
            },
          };
        }),
      /is suppressed by an inline comment the report lists as proposed by the change, not applied/,
    ],
  ])('refuses %s: exit 2, one line naming it', async (_what, make, said) => {
    const result = await gate(make());
    expect(result.code, result.said).toBe(2);
    expect(result.said.split('\n')).toHaveLength(1);
    expect(result.said).toMatch(said);
  });

  it('still reads the reports plerion-iac 1.0.0 saved: gate and convert', async () => {
    expect(await gate(saved('change'))).toMatchObject({ code: 0 });
    expect(await gate(saved('dry-run'))).toMatchObject({ code: 0 });
    const converted = await runCli({
      cwd: dir,
      args: ['convert', 'crafted.json', '--format', 'markdown'],
    });
    expect(converted.exitCode, converted.stderr).toBe(0);
    expect(converted.stdout).toContain('dry run');
    fs.writeFileSync(path.join(dir, 'crafted.json'), saved('change'));
    const markdown = await runCli({
      cwd: dir,
      args: ['convert', 'crafted.json', '--format', 'markdown'],
    });
    expect(markdown.exitCode, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain('public website, reviewed in SEC-1');
  });
});
