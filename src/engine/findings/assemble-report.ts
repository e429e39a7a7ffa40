/**
 * From what the scan read to what the reports say, as a recipe: 1 the findings model (severity
 * overrides applied, so everything after uses the applied severity), 2 the
 * comparison with the base (a base that could not be scanned is one warning, and the gate counts
 * every finding), 3 the suppressions (expired entries warned about), 4 the verdict. A dry run's
 * report is skipped and says so in `dryRun`: nothing was scanned, so nothing is compared and
 * nothing is complete, and its reason says what a real run would send.
 */
import type { Settings } from '../settings.ts';
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import type { TreeScan, WorkspaceScan } from '../scan/scan-workspace.ts';
import type { PullRequestSuppressions } from '../suppressions/pull-request/settle-suppressions.ts';
import type { ReadLines } from '../suppressions/suppress.ts';
import { applySuppressions, type Suppressed } from './apply-suppressions.ts';
import { compareBase, type Compared } from './base-comparison.ts';
import { completenessOf } from './completeness.ts';
import { buildFindings, type Finding } from './findings.ts';
import { overrideSeverities } from './override-severities.ts';
import { NO_SEVERITY_OVERRIDES } from '../config/severity-overrides.ts';
import type { FilesSent, ReportedFinding, RunReport } from './run-report.ts';
import { decide } from './verdict.ts';

export const SKIPPED_UNTRUSTED =
  'no API key on a pull request from a fork or Dependabot (they get no secrets); nothing was uploaded';

export interface AssembleOptions {
  readonly readLines: ReadLines;
  readonly now: Date;
  /** Pull requests (issue 21): which suppressions apply, and what the pull request changes. */
  readonly pullRequest?: PullRequestSuppressions | undefined;
}

/** The settings the report is assembled with. */
export type ReportSettings = Pick<
  Settings,
  'skipDetections' | 'scanPath' | 'suppressions' | 'failOn' | 'apiKey' | 'origin'
> &
  Partial<Pick<Settings, 'dryRun' | 'severityOverrides'>>;

/** Why a dry run is skipped: nothing was sent, and what a real run would send. */
function dryRunReason(head: TreeScan | undefined): string {
  const archives = head?.filesByArchive ?? [];
  const files = archives.reduce((n, a) => n + a.paths.length, 0);
  return `dry run: nothing was uploaded; a real run would send ${plural(files, 'file')} in ${plural(archives.length, 'archive')}`;
}

export async function assembleReport(
  settings: ReportSettings,
  scan: WorkspaceScan | undefined,
  log: Log,
  options: AssembleOptions,
): Promise<RunReport> {
  const head = scan?.head;
  const model = overrideSeverities(
    buildFindings(head?.results ?? [], head?.uploadedPaths ?? new Set(), settings.skipDetections),
    settings.severityOverrides ?? NO_SEVERITY_OVERRIDES,
    log,
    options.now,
  );
  const first = model.problems[0];
  if (first)
    log.warning(
      `${model.problems.length} finding(s) came from the service with fields that could not be read; they are reported with what could be (first: ${first.id}: ${first.problems.join('; ')}). The JSON report lists them all.`,
    );
  // One notion of complete, decided once: the comparison and the verdict read it from here. A
  // dry run scanned nothing: never complete, and its base is not compared.
  const dryRun = settings.dryRun === true;
  const skipped = dryRun
    ? dryRunReason(head)
    : settings.apiKey === ''
      ? SKIPPED_UNTRUSTED
      : undefined;
  const completeness = dryRun
    ? { complete: false, incomplete: [skipped as string, ...(head?.stopped ?? [])] }
    : completenessOf(head, skipped);
  const compared =
    scan && !dryRun
      ? compareBase(scan, model.findings, log, { ...settings, headComplete: completeness.complete })
      : { baseline: undefined, states: undefined, notes: [] };
  const suppressed = await applySuppressions(model.findings, log, {
    ...options,
    suppressions: settings.suppressions,
    subject: settings.origin.changeNumber === undefined ? 'this change' : 'this pull request',
  });
  const findings = markFindings(model.findings, compared, suppressed);
  const decision = decide({
    failOn: settings.failOn,
    findings,
    baseLabel: compared.baseline?.status === 'compared' ? compared.baseline.label : undefined,
    skipped,
    discoveredFiles: head?.discovery.files.length ?? 0,
    unreadableFiles: head?.discovery.skipped.get('unreadable')?.length ?? 0,
    plannedArchives: head?.plannedArchives ?? 0,
    ...completeness,
    unjudged: scan?.unjudged,
  });
  return {
    ...decision,
    ...completeness,
    failOn: settings.failOn,
    findings,
    counts: model.counts,
    passed: model.passed,
    skippedByDetection: model.skippedByDetection,
    problems: model.problems,
    baseline: compared.baseline,
    suppressions: suppressed.audit,
    archives: head?.archives ?? [],
    scanPath: settings.scanPath,
    notes: [...(scan?.notes ?? []), ...compared.notes],
    origin: settings.origin,
    dryRun,
    ...(head && { filesSent: filesSentOf(head) }),
    ...(scan?.unjudged && { unjudged: scan.unjudged }),
  };
}

/**
 * Each finding with its state against the base and its suppression. One copy of each finding,
 * made here: at 100,000 findings every copy costs megabytes. A finding a base comment accepted
 * until this change edited its code is the change's own.
 */
function markFindings(
  findings: readonly Finding[],
  compared: Pick<Compared, 'states' | 'changed'>,
  suppressed: Pick<Suppressed<Finding>, 'suppressed' | 'withheld' | 'reclaimed'>,
): ReportedFinding[] {
  return findings.map((f) => {
    const baselineState =
      compared.states && suppressed.reclaimed.has(f) ? 'new' : compared.states?.get(f);
    return {
      ...f,
      baselineState,
      ...(baselineState === 'unchanged' &&
        compared.changed?.has(f) && { inChangedResource: true as const }),
      suppression: suppressed.suppressed.get(f),
      ...(suppressed.withheld.has(f) && { proposedSuppression: suppressed.withheld.get(f) }),
    };
  });
}

function filesSentOf(head: TreeScan): FilesSent {
  const uploaded = new Set(
    head.archives.filter((a) => a.status !== 'NOT_UPLOADED').map((a) => a.name),
  );
  return { archives: head.filesByArchive.filter((a) => uploaded.has(a.name)) };
}
