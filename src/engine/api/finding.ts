/**
 * Reads one finding of the service, field by field: what can be read is kept (a line given as
 * `"3"` is line 3), what cannot is dropped from that finding with a problem naming it, and the
 * finding itself is kept, so it still reaches the counts, the gate and every report. Unknown
 * severities map to a documented level: informational ones to LOW, any other to MEDIUM.
 */
import { isSeverity, SEVERITIES, severityRank, type Severity } from '../../severity.ts';

export interface ApiFinding {
  readonly id: string;
  readonly detectionId: string;
  readonly detectionTitle: string | undefined;
  readonly type: string | undefined;
  readonly result: string | undefined;
  readonly severityLevel: Severity;
  readonly file: string | undefined;
  readonly resource: string | undefined;
  readonly lineRange: readonly [number, number] | undefined;
  readonly codeBlock: readonly (readonly [number, string])[];
  readonly dashboardURL: string | undefined;
}

export interface FindingRead {
  /** Undefined only when the entry is not an object at all. */
  readonly finding: ApiFinding | undefined;
  /** The finding's id as the service sent it, or its position when it has none. */
  readonly id: string;
  readonly problems: readonly string[];
}

/**
 * One copy of each text many findings repeat (detection, title, type, result, file): JSON.parse
 * gives every finding its own, which at 100,000 findings is tens of megabytes held to the end.
 */
export type Intern = (text: string) => string;

/** A fresh interner (one per read of a scan's findings, so it lives as long as that read). */
export function createIntern(): Intern {
  const known = new Map<string, string>();
  return (text) => {
    const seen = known.get(text);
    if (seen !== undefined) return seen;
    known.set(text, text);
    return text;
  };
}

const INFORMATIONAL = new Set(['INFO', 'INFORMATIONAL', 'INFORMATION', 'NOTE', 'NONE']);

/** A line number: a positive safe integer, or a string of digits that is one. */
function lineNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function severityOf(value: unknown, problems: string[]): Severity {
  const given = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  // The constant, not the string read: one copy for every finding.
  if (given !== undefined && isSeverity(given)) return SEVERITIES[severityRank(given)] ?? given;
  const shown = given === undefined ? 'no severity' : `severity '${given.slice(0, 40)}'`;
  const mapped: Severity = given !== undefined && INFORMATIONAL.has(given) ? 'LOW' : 'MEDIUM';
  problems.push(`${shown}, reported as ${mapped}`);
  return mapped;
}

function lineRangeOf(value: unknown, problems: string[]): [number, number] | undefined {
  if (value === undefined || value === null) return undefined;
  const [first, last] = Array.isArray(value) ? value.map(lineNumber) : [];
  if (Array.isArray(value) && value.length === 2 && first !== undefined && last !== undefined)
    return [first, last];
  problems.push('a line range that is not two line numbers (reported without lines)');
  return undefined;
}

function codeBlockOf(value: unknown, problems: string[]): [number, string][] {
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null) problems.push('a code block that is not a list');
    return [];
  }
  const lines: [number, string][] = [];
  for (const entry of value) {
    const line = Array.isArray(entry) ? lineNumber(entry[0]) : undefined;
    const code = Array.isArray(entry) ? entry[1] : undefined;
    if (line !== undefined && typeof code === 'string') lines.push([line, code]);
  }
  if (lines.length < value.length)
    problems.push(`${value.length - lines.length} unreadable code lines`);
  return lines;
}

/** Reads entry `index` of a findings page; `intern` keeps one copy of repeated texts. */
export function readFinding(
  raw: unknown,
  index: number,
  intern: Intern = (text) => text,
): FindingRead {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { finding: undefined, id: `entry ${index + 1}`, problems: ['not an object'] };
  }
  const r = raw as Record<string, unknown>;
  const problems: string[] = [];
  const id = text(r.id) || `entry ${index + 1}`;
  if (!text(r.id)) problems.push('no id');
  const detectionId = text(r.detectionId) ?? text(r.detectionID);
  if (!detectionId) problems.push('no detection id');
  const optional = (key: string): string | undefined => {
    const value = r[key];
    if (value === undefined || value === null) return undefined;
    const read = text(value);
    if (read === undefined) problems.push(`'${key}' is not text`);
    return read;
  };
  const repeated = (key: string): string | undefined => {
    const read = optional(key);
    return read === undefined ? undefined : intern(read);
  };
  const finding: ApiFinding = {
    id,
    detectionId: intern(detectionId || 'UNKNOWN-DETECTION'),
    detectionTitle: repeated('detectionTitle'),
    type: repeated('type'),
    result: repeated('result'),
    severityLevel: severityOf(r.severityLevel, problems),
    file: repeated('file'),
    resource: optional('resource'),
    lineRange: lineRangeOf(r.lineRange, problems),
    codeBlock: codeBlockOf(r.codeBlock, problems),
    dashboardURL: optional('dashboardURL'),
  };
  return { finding, id, problems };
}
