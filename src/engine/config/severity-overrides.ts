/**
 * The configuration file's `severity-overrides`: a list of entries that change the severity the
 * service gave a detection's findings, optionally only under a path glob and until a date.
 *
 * ```yaml
 * severity-overrides:
 *   - detection: PLERION-TF-S3-VERSIONING     # required: a detection id, exactly as reported
 *     severity: HIGH                           # required: CRITICAL, HIGH, MEDIUM or LOW (any case)
 *     reason: Versioning is our ransomware control (SEC-88)   # required unless severity: CRITICAL
 *     path: infra/prod/**                      # optional: a glob relative to the workspace
 *     expires: 2027-03-31                      # optional: YYYY-MM-DD, until the end of that day UTC
 * ```
 *
 * Invariants: a `reason` is required for every severity but CRITICAL, since every other one may
 * lower a finding (which severity the service gives is known only after the scan, and a bad file
 * is refused before anything is uploaded); an entry's fields are the five above and nothing else.
 * Among entries that match a finding, the first live one in the file applies, as for suppressions:
 * put narrower paths first. Pure: parsing only; `findings/override-severities.ts` applies them.
 */
import { ConfigurationError } from '../../errors.ts';
import { SEVERITIES, isSeverity, type Severity } from '../../severity.ts';
import { isCalendarDate } from '../suppressions/expiry.ts';
import { shownValue } from './refusal.ts';

/** One entry of `severity-overrides`, validated. */
export interface SeverityOverride {
  /** The file the entry is in (workspace-relative, or the organisation's file as named). */
  readonly file: string;
  /** 1-based position in the list, and the 1-based line of the entry in its file. */
  readonly entryNumber: number;
  readonly line: number;
  readonly detection: string;
  readonly severity: Severity;
  /** Why; absent only for an entry that raises to CRITICAL. */
  readonly reason: string | undefined;
  /** A glob relative to the workspace; a name without `/` matches at any depth (as suppressions). */
  readonly path: string | undefined;
  /** `YYYY-MM-DD`; the entry applies until the end of that day UTC. */
  readonly expires: string | undefined;
}

/** The engine's setting: the overrides, and whether the organisation forbids lowering. */
export interface SeverityOverrides {
  readonly entries: readonly SeverityOverride[];
  /**
   * The organisation's file when it says `require: lower-severity: false`: an entry that would
   * lower a finding's severity does not apply to it (a warning names the entry and this file).
   */
  readonly loweringForbiddenBy?: string;
}

/** No overrides: the default of `Settings.severityOverrides`. */
export const NO_SEVERITY_OVERRIDES: SeverityOverrides = Object.freeze({ entries: [] });

export const OVERRIDE_FIELDS = ['detection', 'severity', 'reason', 'path', 'expires'] as const;

/** What the list accepts, in the words of a refusal. */
export const OVERRIDES_ACCEPTED =
  'a list of entries, each with detection: <id>, severity: CRITICAL|HIGH|MEDIUM|LOW and reason: <why> (optional path: <glob>, expires: YYYY-MM-DD)';

/** Where a part of the file is: the 1-based line of the node at `path` (from the file's root). */
export type LineOf = (path: readonly (string | number)[]) => number;

/** Throws the refusal of one field of one entry: file:line, the entry, the field, what is accepted. */
function refuseField(
  at: { file: string; line: number; entry: number; detection?: string },
  problem: string,
): never {
  const named = at.detection ? ` (${shownValue(at.detection)})` : '';
  throw new ConfigurationError(
    `Invalid key 'severity-overrides' at ${at.file}:${at.line}: entry ${at.entry}${named} ${problem}.`,
  );
}

/** A string field's text, trimmed; undefined when absent. Numbers and booleans are refused. */
function textField(
  entry: Record<string, unknown>,
  field: string,
  refuse: (problem: string) => never,
  accepted: string,
): string | undefined {
  const value = entry[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    refuse(`has ${field}: '${shownValue(String(value))}'. Expected ${accepted}`);
  const text = value.trim();
  if (text === '') refuse(`has an empty ${field}. Expected ${accepted}`);
  return text;
}

function expiresOf(value: unknown, refuse: (problem: string) => never): string | undefined {
  if (value === undefined) return undefined;
  // Text only: a YAML `!!timestamp` is refused, as the schema refuses it (editors see no date type).
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !isCalendarDate(text))
    refuse(
      `has expires: '${shownValue(String(value))}'. Expected a real calendar date written YYYY-MM-DD, such as 2027-03-31`,
    );
  return text;
}

function parseEntry(
  item: unknown,
  index: number,
  where: { file: string; lineOf: LineOf; key: readonly (string | number)[] },
): SeverityOverride {
  const line = where.lineOf([...where.key, index]);
  const at = { file: where.file, line, entry: index + 1 };
  const refuseHere = (problem: string): never => refuseField(at, problem);
  if (item === null || typeof item !== 'object' || Array.isArray(item))
    refuseHere(`is not a map. Expected ${OVERRIDES_ACCEPTED}`);
  const entry = item as Record<string, unknown>;
  const detection = entry.detection;
  const named = { ...at, ...(typeof detection === 'string' && { detection: detection.trim() }) };
  const refuse = (problem: string, field?: string): never =>
    refuseField(
      field === undefined ? named : { ...named, line: where.lineOf([...where.key, index, field]) },
      problem,
    );
  const unknown = Object.keys(entry).find(
    (k) => !(OVERRIDE_FIELDS as readonly string[]).includes(k),
  );
  if (unknown !== undefined)
    refuse(
      `has the unknown field '${shownValue(unknown)}' (accepted fields: ${OVERRIDE_FIELDS.join(', ')})`,
      unknown,
    );
  const field = (name: string, accepted: string): string | undefined =>
    textField(entry, name, (problem) => refuse(problem, name), accepted);
  const id =
    field('detection', 'a detection id such as PLERION-TF-S3-PUBLIC-ACL') ??
    refuse(`has no detection. Expected ${OVERRIDES_ACCEPTED}`);
  if (/\s/.test(id))
    refuse(
      `has detection: '${shownValue(id)}'. Expected one detection id, without spaces`,
      'detection',
    );
  const given =
    field('severity', SEVERITIES.join(', ')) ??
    refuse(`has no severity. Expected one of ${SEVERITIES.join(', ')}`);
  const severity = given.toUpperCase();
  if (!isSeverity(severity))
    return refuse(
      `has severity: '${shownValue(given)}'. Expected one of ${SEVERITIES.join(', ')} (any case)`,
      'severity',
    );
  const reason = field('reason', 'text saying why the severity is changed');
  if (reason === undefined && severity !== 'CRITICAL')
    refuse(
      `sets severity ${severity} without a reason: it may lower a finding's severity. Expected reason: <why>, such as a review or ticket`,
    );
  const path = field('path', 'a glob relative to the workspace, such as infra/prod/**');
  if (path !== undefined && (path.startsWith('/') || path.split('/').includes('..')))
    refuse(
      `has path: '${shownValue(path)}'. Expected a glob relative to the workspace, without .. or a leading /`,
      'path',
    );
  const expires = expiresOf(entry.expires, (problem) => refuse(problem, 'expires'));
  return {
    file: where.file,
    entryNumber: index + 1,
    line,
    detection: id,
    severity,
    reason,
    path,
    expires,
  };
}

/**
 * The entries of `severity-overrides` as read from a YAML file named `file`: `data` is the key's
 * value (a list of maps), `lineOf` finds the line of a node from the file's root, `key` is the
 * path of the list in the file. Throws one `ConfigurationError` for the first bad entry.
 */
export function parseSeverityOverrides(
  data: unknown,
  where: { file: string; lineOf: LineOf; key: readonly (string | number)[] },
): SeverityOverride[] {
  if (!Array.isArray(data))
    throw new ConfigurationError(
      `Invalid key 'severity-overrides' at ${where.file}:${where.lineOf(where.key)}: not a list. Expected ${OVERRIDES_ACCEPTED}.`,
    );
  return data.map((item, index) => parseEntry(item, index, where));
}
