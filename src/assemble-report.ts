/**
 * From what the scan read to what the reports say: the findings model, the comparison with the
 * base (a base that could not be scanned is one warning, and the gate counts every finding), the
 * suppressions (expired entries warned about), and the verdict.
 */
import { compareWithBase } from './baseline/compare.ts';
import type { Settings } from './inputs.ts';
import type { StepLog } from './log.ts';
import { plural } from './plural.ts';
import { buildFindings, type Finding } from './report/findings.ts';
import type { BaselineReport, ReportedFinding, RunReport } from './report/run-report.ts';
import { describeUnfinished, type WorkspaceScan } from './scan/scan-workspace.ts';
import type { ReadLines } from './suppressions/suppress.ts';
import { suppressFindings } from './suppressions/suppress.ts';
import { decide } from './verdict.ts';
import { describeProposed } from './pull-request/render-suppression-changes.ts';
import {
  auditOf,
  withdrawProposed,
  type PullRequestSuppressions,
} from './pull-request/settle-suppressions.ts';

export const SKIPPED_UNTRUSTED =
  'no API key on a pull request from a fork or Dependabot (they get no secrets); nothing was uploaded';

export interface AssembleOptions {
  readonly readLines: ReadLines;
  readonly now: Date;
  /** Pull requests (issue 21): which suppressions apply, and what the pull request changes. */
  readonly pullRequest?: PullRequestSuppressions | undefined;
}

interface Compared {
  readonly baseline: BaselineReport | undefined;
  readonly states: ReadonlyMap<Finding, 'new' | 'unchanged'> | undefined;
  readonly notes: string[];
}

/** The baseline side: compared, unavailable (warned), or none. */
function compare(
  settings: Settings,
  scan: WorkspaceScan,
  current: readonly Finding[],
  log: StepLog,
): Compared {
  const base = scan.base;
  const unavailable = (reason: string, label?: string, sha?: string): Compared => {
    log.warning(`The baseline could not be used, so the gate counts every finding: ${reason}`);
    return {
      baseline: {
        label: label ?? 'the base',
        sha: sha ?? '',
        status: 'unavailable',
        note: reason,
        fixed: [],
        archives: [],
      },
      states: undefined,
      notes: [`Baseline not used: ${reason}`],
    };
  };
  if (base.status === 'none') return { baseline: undefined, states: undefined, notes: [] };
  if (base.status === 'unavailable') return unavailable(base.reason, base.label, base.sha);
  if (base.status === 'no-folder') {
    const note = `${settings.scanPath} does not exist on ${base.label}: every finding is new.`;
    return {
      baseline: {
        label: base.label,
        sha: base.sha,
        status: 'compared',
        note,
        fixed: [],
        archives: [],
      },
      states: new Map(current.map((f) => [f, 'new'])),
      notes: [note],
    };
  }
  const unfinished = base.tree.results.filter((r) => r.status !== 'SUCCESS');
  if (unfinished.length > 0)
    return unavailable(
      `the scan of ${base.label} (${base.sha.slice(0, 7)}) did not complete: ${unfinished.map(describeUnfinished).join('; ')}`,
      base.label,
      base.sha,
    );
  const baseModel = buildFindings(
    base.tree.results,
    base.tree.uploadedPaths,
    settings.skipDetections,
  );
  const comparison = compareWithBase(current, baseModel.findings);
  // A finding missing from a scan of this change that did not complete is not fixed: unknown.
  const headComplete = scan.head.results.every((r) => r.status === 'SUCCESS');
  const notes = headComplete
    ? []
    : [
        'Fixed findings are not listed: the scan of this change did not complete, so a finding it did not read may still be there.',
      ];
  if (comparison.moved.length > 0)
    notes.push(
      `${plural(comparison.moved.length, 'finding')} moved to another file (renamed or moved), so each counts as new there and fixed where it was: ${comparison.moved
        .slice(0, 5)
        .map(({ from, to }) => `${from.file ?? from.reportedFile} → ${to.file ?? to.reportedFile}`)
        .join(', ')}`,
    );
  const reused = base.tree.results.filter((r) => r.alreadyScanned).length;
  log.info(
    `Baseline ${base.label} (${base.sha.slice(0, 7)}): ${plural(base.tree.results.length, 'archive')}, ${reused} already scanned by the service; ${plural(baseModel.findings.length, 'finding')} there.`,
  );
  return {
    baseline: {
      label: base.label,
      sha: base.sha,
      status: 'compared',
      note: undefined,
      fixed: headComplete ? comparison.fixed : [],
      archives: base.tree.archives,
    },
    states: comparison.states,
    notes,
  };
}

async function applySuppressions(
  settings: Settings,
  findings: readonly ReportedFinding[],
  log: StepLog,
  options: AssembleOptions,
): Promise<{ findings: ReportedFinding[]; audit: RunReport['suppressions'] }> {
  const pr = options.pullRequest;
  const outcome = withdrawProposed(
    await suppressFindings({
      findings,
      suppressions: pr?.file ?? settings.suppressions,
      readLines: pr?.readLines ?? options.readLines,
      now: options.now,
    }),
    pr,
    options.now,
  );
  const proposed = describeProposed(pr && auditOf(pr));
  if (proposed) log.notice(proposed);
  for (const { entry, matchingFindings } of outcome.expired)
    log.warning(
      `Suppression expired on ${entry.expires}: entry ${entry.entryNumber} of ${settings.suppressions.file} (${entry.detection}) no longer suppresses ${plural(matchingFindings, 'finding')}. Renew or remove it.`,
    );
  for (const problem of outcome.problems)
    log.warning(`${problem.file}:${problem.line}: ${problem.message}`);
  const suppressed = new Map(outcome.suppressed.map((s) => [s.finding, s.suppression]));
  return {
    findings: findings.map((f) => ({ ...f, suppression: suppressed.get(f) })),
    audit: {
      file: settings.suppressions.file,
      expired: outcome.expired,
      unused: outcome.unused,
      ...(pr && { pullRequest: auditOf(pr) }),
    },
  };
}

export async function assembleReport(
  settings: Settings,
  scan: WorkspaceScan | undefined,
  log: StepLog,
  options: AssembleOptions,
): Promise<RunReport> {
  const head = scan?.head;
  const model = buildFindings(
    head?.results ?? [],
    head?.uploadedPaths ?? new Set(),
    settings.skipDetections,
  );
  const first = model.problems[0];
  if (first)
    log.warning(
      `${model.problems.length} finding(s) came from the service with fields that could not be read; they are reported with what could be (first: ${first.id}: ${first.problems.join('; ')}). The JSON report lists them all.`,
    );
  const compared = scan
    ? compare(settings, scan, model.findings, log)
    : { baseline: undefined, states: undefined, notes: [] };
  const suppressed = await applySuppressions(
    settings,
    model.findings.map((f) => ({
      ...f,
      baselineState: compared.states?.get(f),
      suppression: undefined,
    })),
    log,
    options,
  );
  const decision = decide({
    failOn: settings.failOn,
    findings: suppressed.findings,
    baseLabel: compared.baseline?.status === 'compared' ? compared.baseline.label : undefined,
    skipped: settings.apiKey === '' ? SKIPPED_UNTRUSTED : undefined,
    discoveredFiles: head?.discovery.files.length ?? 0,
    unreadableFiles: head?.discovery.skipped.get('unreadable')?.length ?? 0,
    plannedArchives: head?.plannedArchives ?? 0,
    unfinished: (head?.results ?? []).filter((r) => r.status !== 'SUCCESS').map(describeUnfinished),
  });
  return {
    ...decision,
    failOn: settings.failOn,
    findings: suppressed.findings,
    counts: model.counts,
    passed: model.passed,
    skippedByDetection: model.skippedByDetection,
    problems: model.problems,
    baseline: compared.baseline,
    suppressions: suppressed.audit,
    archives: head?.archives ?? [],
    scanPath: settings.scanPath,
    notes: [...(scan?.notes ?? []), ...compared.notes],
    github: settings.github,
  };
}
