/**
 * Severity overrides applied to the findings model, before the comparison with the base, the
 * suppressions, the gate and the counts: a finding an override matches takes the override's
 * severity, keeps the service's as `serviceSeverity` and the override's reason and place as
 * `severityOverride`, so the gate, the counts and every report use the applied severity and every
 * report can show both.
 *
 * Rules: an override matches a finding of its detection, under its path glob when it has one (a
 * finding on no uploaded file matches no path). Among the overrides that match, the first live one
 * in the file applies (as for suppressions: narrower paths go first). An expired override applies
 * to nothing and is warned about, like an expired suppression. Where the organisation forbids
 * lowering (`require: lower-severity: false`), an override that would lower a finding does not
 * apply to it (the next one that matches may), with one warning per override. An override whose
 * severity is the service's changes nothing and marks nothing. Findings are copied only when their
 * severity changes; the model is re-sorted and recounted only then. Fingerprints never depend on
 * severity, so identities are unchanged.
 */
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import { severityRank, zeroCounts } from '../../severity.ts';
import type { SeverityOverride, SeverityOverrides } from '../config/severity-overrides.ts';
import { compilePatterns } from '../discovery/classify.ts';
import { isExpired } from '../suppressions/expiry.ts';
import { compareFindings, type Finding, type FindingsModel } from './findings.ts';

interface Rule {
  readonly entry: SeverityOverride;
  readonly matches: (finding: Finding) => boolean;
  readonly live: boolean;
  /** Findings an expired rule would have changed. */
  expiredMatches: number;
  /** Findings a rule would have lowered where lowering is forbidden. */
  blocked: number;
}

function ruleOf(entry: SeverityOverride, now: Date): Rule {
  const inPath = entry.path === undefined ? undefined : compilePatterns([entry.path]);
  return {
    entry,
    matches: (finding) =>
      finding.detectionId === entry.detection &&
      (inPath === undefined || (finding.file !== undefined && inPath(finding.file))),
    live: !isExpired(entry.expires, now),
    expiredMatches: 0,
    blocked: 0,
  };
}

const lowers = (entry: SeverityOverride, finding: Finding): boolean =>
  severityRank(entry.severity) > severityRank(finding.severity);

/** The override that applies to `finding`, counting the rules that match and do not apply. */
function applicable(finding: Finding, rules: readonly Rule[], forbidLowering: boolean) {
  let applied: SeverityOverride | undefined;
  for (const rule of rules) {
    if (!rule.matches(finding)) continue;
    if (!rule.live) rule.expiredMatches++;
    else if (applied !== undefined) continue;
    else if (forbidLowering && lowers(rule.entry, finding)) rule.blocked++;
    else applied = rule.entry;
  }
  return applied;
}

const named = (entry: SeverityOverride): string =>
  `entry ${entry.entryNumber} of ${entry.file} (${entry.detection} -> ${entry.severity})`;

function warn(rules: readonly Rule[], overrides: SeverityOverrides, log: Log): void {
  for (const { entry, live, expiredMatches } of rules)
    if (!live)
      log.warning(
        `Severity override expired on ${entry.expires}: ${named(entry)} no longer changes the severity of ${plural(expiredMatches, 'finding')}. Renew or remove it.`,
      );
  for (const { entry, blocked } of rules)
    if (blocked > 0)
      log.warning(
        `Severity override not applied: ${named(entry)} would lower ${plural(blocked, 'finding')}, which the organisation's file ${overrides.loweringForbiddenBy} does not allow (require: lower-severity: false); they keep the service's severity.`,
      );
}

/** The model with the overrides applied (the same model when none changes a severity). */
export function overrideSeverities(
  model: FindingsModel,
  overrides: SeverityOverrides,
  log: Log,
  now: Date,
): FindingsModel {
  if (overrides.entries.length === 0) return model;
  const rules = overrides.entries.map((entry) => ruleOf(entry, now));
  const forbidLowering = overrides.loweringForbiddenBy !== undefined;
  let raised = 0;
  let lowered = 0;
  const findings = model.findings.map((finding): Finding => {
    const entry = applicable(finding, rules, forbidLowering);
    if (entry === undefined || entry.severity === finding.severity) return finding;
    if (lowers(entry, finding)) lowered++;
    else raised++;
    const { reason, file, line, entryNumber, expires } = entry;
    return {
      ...finding,
      severity: entry.severity,
      serviceSeverity: finding.severity,
      severityOverride: { reason, file, line, entryNumber, expires },
    };
  });
  warn(rules, overrides, log);
  if (raised + lowered === 0) return model;
  log.info(
    `Severity overrides changed ${plural(raised + lowered, 'finding')} (${raised} raised, ${lowered} lowered); the reports show the service's severity beside the one applied.`,
  );
  const counts = zeroCounts();
  for (const finding of findings) counts[finding.severity]++;
  return { ...model, findings: findings.sort(compareFindings), counts };
}
