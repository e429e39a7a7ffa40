/** Severity levels of the service, most severe first, with what each becomes on GitHub. */

export const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Rank for sorting: CRITICAL is 0. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

export type CountsBySeverity = Record<Severity, number>;

export function zeroCounts(): CountsBySeverity {
  return { CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0 };
}
