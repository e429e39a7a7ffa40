/**
 * The check run against the fake GitHub: opened in progress on the reviewed commit, annotations in
 * batches of 50 sent one after another, new findings first, the cap said in the summary, the
 * gate's conclusion, a re-run on the same commit taking up its check run without repeating an
 * annotation, and the fallback when GitHub refuses.
 */
import { describe, expect, it } from 'vitest';
import type { Surfaces } from '../../../../src/action/inputs.ts';
import { StepLog } from '../../../../src/action/step-log.ts';
import { lineSink } from '../../../support/tree-scans.ts';
import {
  checkConclusion,
  checkRunName,
  planCheckRunAnnotations,
} from '../../../../src/action/surfaces/check-run/check-run-annotations.ts';
import {
  openCheckRun,
  publishCheckRun,
} from '../../../../src/action/surfaces/check-run/check-run-publish.ts';
import { gitHubSessionFor } from '../../../../src/action/github/github-session.ts';
import type { RunReport } from '../../../../src/engine/findings/run-report.ts';
import { useFakeGitHub } from '../../../support/fake-github-client.ts';
import { GITHUB, report, reported } from '../../../support/reported.ts';

const github = useFakeGitHub();

const SURFACES: Surfaces = {
  checkRun: 'auto',
  checkRunAnnotations: 1_000,
  prReview: 'off',
  uploadSarif: 'false',
  ref: 'refs/pull/7/merge',
};

function capture(): { log: StepLog; lines: string[] } {
  const lines: string[] = [];
  return { log: new StepLog(lineSink(lines)), lines };
}

const settingsFor = (scanPath = 'infra', surfaces: Partial<Surfaces> = {}) => ({
  surfaces: { ...SURFACES, ...surfaces },
  annotations: true,
  githubToken: 'ghs_x',
  github: { ...GITHUB, apiUrl: github.url },
  scanPath,
  onServiceError: 'fail' as const,
});

const NOW = () => new Date(Date.UTC(2026, 0, 2));

/** The run's GitHub session, its write spacing at the smallest (this file does not measure it). */
const sessionOf = (settings: ReturnType<typeof settingsFor>) =>
  gitHubSessionFor(settings, () => {}, { pacing: { writeSpacingMs: 0, msPerSecond: 1 } });

/** Opens, publishes `run` and returns the fake's check runs. */
async function scan(run: RunReport, scanPath = 'infra', surfaces: Partial<Surfaces> = {}) {
  const { log, lines } = capture();
  const settings = settingsFor(scanPath, surfaces);
  const checkRun = await openCheckRun(settings, log, NOW, sessionOf(settings));
  if (checkRun) await publishCheckRun({ checkRun, report: run, settings, log });
  return { checkRun, lines };
}

describe('planCheckRunAnnotations', () => {
  it('puts new findings first, then the most severe, with levels and lines as in SARIF', () => {
    const high = reported({ severity: 'HIGH', baselineState: 'unchanged' });
    const low = reported({ severity: 'LOW', baselineState: 'new', hasLines: false });
    const medium = reported({ severity: 'MEDIUM', baselineState: 'new' });
    const suppressed = reported({
      severity: 'CRITICAL',
      suppression: { kind: 'external', justification: 'accepted', source: 'file' } as never,
    });
    const plan = planCheckRunAnnotations([suppressed, high, medium, low], 1_000);
    expect(plan.annotations.map((a) => a.annotation_level)).toEqual([
      'warning',
      'notice',
      'failure',
    ]);
    expect(plan.annotations[0]).toMatchObject({
      path: 'infra/main.tf',
      start_line: medium.startLine,
      end_line: medium.endLine,
      title: `MEDIUM: ${medium.title} (${medium.detectionId})`,
      message: `New: the baseline does not have it.\nResource: ${medium.resource}, lines ${medium.startLine}-${medium.endLine}.\nDetails: ${medium.dashboardUrl}`,
    });
    expect(plan.annotations[1]).toMatchObject({ start_line: 1, end_line: 1 });
  });

  it('concludes failure when gated, neutral with only ungated findings, success with none', () => {
    const f = reported({ severity: 'LOW' });
    expect(checkConclusion({ verdict: 'fail', findings: [f] }, 'fail')).toBe('failure');
    expect(checkConclusion({ verdict: 'pass', findings: [f] }, 'fail')).toBe('neutral');
    expect(checkConclusion({ verdict: 'pass', findings: [] }, 'fail')).toBe('success');
    expect(checkConclusion({ verdict: 'error', findings: [] }, 'fail')).toBe('failure');
    expect(checkConclusion({ verdict: 'error', findings: [] }, 'warn')).toBe('neutral');
  });
});

describe('the check run', () => {
  it('is created in progress on the head commit with a link to the run, then completed', async () => {
    const findings = [reported({ severity: 'HIGH' }), reported({ severity: 'LOW' })];
    const { log } = capture();
    const checkRun = await openCheckRun(settingsFor(), log, NOW, sessionOf(settingsFor()));
    expect(github.checkRuns).toMatchObject([
      {
        name: 'Plerion IaC scan: infra (iac / scan)',
        head_sha: GITHUB.headSha,
        status: 'in_progress',
        details_url: 'https://github.com/octo/infra/actions/runs/42',
      },
    ]);
    await publishCheckRun({
      checkRun: checkRun!,
      report: report({ findings }),
      settings: settingsFor(),
      log,
    });
    const [run] = github.checkRuns;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(run!.annotations.map((a) => a.annotation_level)).toEqual(['failure', 'notice']);
    expect(run!.output.title).toBe('findings at a fail-on severity');
    expect(run!.output.summary).toContain('## Plerion IaC scan: `infra`');
  });

  it('sends 1,200 findings 50 a request up to the cap and says how many were left out', async () => {
    const findings = Array.from({ length: 1_200 }, (_, i) =>
      reported({
        severity: i % 2 ? 'MEDIUM' : 'HIGH',
        baselineState: i >= 1_100 ? 'new' : 'unchanged',
      }),
    );
    await scan(report({ findings }));
    const [run] = github.checkRuns;
    expect(run!.annotations.length).toBe(1_000);
    expect(run!.batches).toEqual(Array(20).fill(50));
    // New findings first: all 100 of them are on the check run.
    expect(run!.annotations.slice(0, 100).every((a) => String(a.message).startsWith('New: '))).toBe(
      true,
    );
    expect(run!.output.summary).toContain('200 findings were left out of this check run');
    expect(Buffer.byteLength(run!.output.summary)).toBeLessThanOrEqual(65_535);
  });

  it('keeps its summary within 65,535 bytes however long the findings are', async () => {
    const long = 'x'.repeat(900);
    const findings = Array.from({ length: 300 }, () =>
      reported({ severity: 'HIGH', title: `Ä ${long}`, resource: long }),
    );
    await scan(report({ findings }));
    const summary = github.checkRuns[0]!.output.summary;
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65_535);
    // The job summary's renderer cut its rows to the budget.
    expect(Buffer.byteLength(summary)).toBeGreaterThan(30_000);
  });

  it('names the check run by workflow, job and path', () => {
    expect(checkRunName(GITHUB, 'infra')).not.toBe(checkRunName(GITHUB, 'k8s'));
    expect(checkRunName(GITHUB, 'infra')).not.toBe(
      checkRunName({ ...GITHUB, job: 'other' }, 'infra'),
    );
  });

  it('gives each path of a matrix its own check run', async () => {
    await scan(report({ findings: [reported({ severity: 'HIGH' })] }), 'infra');
    await scan(report({ findings: [reported({ severity: 'LOW' })], verdict: 'pass' }), 'k8s');
    expect(github.checkRuns.map((r) => [r.name, r.conclusion, r.annotations.length])).toEqual([
      ['Plerion IaC scan: infra (iac / scan)', 'failure', 1],
      ['Plerion IaC scan: k8s (iac / scan)', 'neutral', 1],
    ]);
  });

  it('takes up its own check run on a re-run of the same commit, never repeating an annotation', async () => {
    const findings = Array.from({ length: 70 }, () => reported({ severity: 'HIGH' }));
    await scan(report({ findings }));
    const extra = reported({ severity: 'CRITICAL' });
    await scan(report({ findings: [extra, ...findings] }));
    expect(github.checkRuns.length).toBe(1);
    const [run] = github.checkRuns;
    expect(run!.annotations.length).toBe(71);
    expect(run!.batches).toEqual([50, 20, 1]);
    expect(run!.status).toBe('completed');
  });

  it.each([403, 404])(
    'falls back to workflow annotations with one notice on %i',
    async (status) => {
      github.refuse = (call) => (call.includes('check-runs') ? status : undefined);
      const { checkRun, lines } = await scan(
        report({ findings: [reported({ severity: 'HIGH' })] }),
      );
      expect(checkRun).toBeUndefined();
      const notices = lines.filter((l) => l.startsWith('::notice::'));
      expect(notices).toEqual([expect.stringMatching(/No check run .*checks: write/)]);
    },
  );

  it('warns instead when the check run was asked for outright (check-run: true)', async () => {
    github.refuse = (call) => (call.includes('check-runs') ? 403 : undefined);
    const { checkRun, lines } = await scan(report(), 'infra', { checkRun: 'true' });
    expect(checkRun).toBeUndefined();
    expect(lines.filter((l) => l.startsWith('::'))).toEqual([
      expect.stringMatching(/^::warning::No check run/),
    ]);
  });

  it('keeps its summary and conclusion without annotations under annotations: false', async () => {
    const { log } = capture();
    const settings = { ...settingsFor(), annotations: false };
    const checkRun = await openCheckRun(settings, log, NOW, sessionOf(settings));
    const findings = [reported({ severity: 'HIGH' })];
    await publishCheckRun({ checkRun: checkRun!, report: report({ findings }), settings, log });
    expect(github.checkRuns).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    expect(github.checkRuns[0]!.annotations).toEqual([]);
    expect(github.checkRuns[0]!.output.summary).not.toContain('left out');
  });

  it('is not opened with check-run: false', async () => {
    const { checkRun } = await scan(report(), 'infra', { checkRun: 'false' });
    expect(checkRun).toBeUndefined();
    expect(github.calls).toEqual([]);
  });

  it('is completed, failed, when sending annotations fails mid-way', async () => {
    const findings = Array.from({ length: 120 }, () => reported({ severity: 'LOW' }));
    let patches = 0;
    github.refuse = (call) =>
      call.startsWith('PATCH') && call.includes('check-runs') && ++patches === 2 ? 422 : undefined;
    const { lines } = await scan(report({ findings, verdict: 'pass' }));
    const [run] = github.checkRuns;
    expect(run!.status).toBe('completed');
    expect(run!.annotations.length).toBe(50);
    expect(run!.output.title).toMatch(/some annotations could not be sent/);
    expect(lines.some((l) => l.startsWith('::warning::Could not annotate the check run'))).toBe(
      true,
    );
  });
});
