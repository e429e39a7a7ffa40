/**
 * Reads a saved JSON report back into what the renderers and the gate read (`convert`, `gate`),
 * with no request to anyone. The report as `json-report.ts` writes it is read line by line (one
 * finding a line, each parsed and checked alone), so a report of a million findings is never one
 * string; a report reformatted by another tool (`jq .`, `jq -S`, minified: any whitespace, any
 * key order) is parsed whole. A file that is not a report, one of a schema version this build
 * does not know, or one that contradicts itself (`check-consistency.ts`: a verdict, `complete` or
 * counts its own findings and archive rows disprove) is one `ConfigurationError` naming the file,
 * the first thing wrong and what is accepted.
 */
import * as fs from 'node:fs';
import * as readline from 'node:readline';
import type { z } from 'zod';
import { ConfigurationError } from '../../../errors.ts';
import { capText } from '../../../sanitize.ts';
import { findContradiction } from './check-consistency.ts';
import type { RunReport } from '../../findings/run-report.ts';
import type { RunOrigin } from '../../settings.ts';
import { JSON_REPORT_SCHEMA_VERSION, type SettingsJson } from '../json-report.ts';
import {
  CARRIED,
  FindingJson,
  HeadJson,
  TailJson,
  archiveOf,
  findingOf,
  type TailJson as Tail,
} from './report-schema.ts';

/** A saved report: the run report the renderers read, and what the file said of its making. */
export interface SavedReport {
  readonly schemaVersion: number;
  readonly toolVersion: string;
  readonly settings: SettingsJson;
  readonly report: RunReport;
}

/** The line that opens the findings in a report as written, and the one that closes them. */
const FINDINGS_OPEN = '  "findings": [';
const FINDINGS_CLOSE = '  ],';

function refuse(file: string, what: string): never {
  throw new ConfigurationError(
    `${file} is not a JSON report this plerion-iac can read: ${capText(what, 400)}. Expected the JSON report a scan wrote (--format json, or the Action's report-file).`,
  );
}

function check<T>(file: string, schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const at = [where, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return refuse(file, `${at || 'the document'}: ${issue?.message ?? 'unexpected shape'}`);
}

function parseJson(file: string, text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return refuse(file, `${where} is not JSON (${(error as Error).message})`);
  }
}

/** Refuses a version this build does not read before anything else is checked. */
function checkVersion(file: string, head: unknown): void {
  const version = (head as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version === undefined || version === JSON_REPORT_SCHEMA_VERSION) return;
  throw new ConfigurationError(
    `${file} has schemaVersion ${capText(JSON.stringify(version), 40)}, which this plerion-iac does not read: it reads version ${JSON_REPORT_SCHEMA_VERSION}. Render it with the plerion-iac that wrote it, or run the scan again.`,
  );
}

interface Parts {
  readonly head: unknown;
  /** Undefined when the document has no findings list. */
  readonly findings: unknown[] | undefined;
  readonly tail: unknown;
}

/** A document of any layout, parsed whole: the findings apart, the rest as head and tail alike. */
async function readWhole(file: string): Promise<Parts> {
  const text = await fs.promises.readFile(file, 'utf8');
  const whole = parseJson(file, text, 'the file') as Record<string, unknown> | null;
  if (typeof whole !== 'object' || whole === null || Array.isArray(whole))
    return refuse(file, 'the file is not a JSON object');
  const { findings: all, ...rest } = whole;
  return { head: rest, findings: Array.isArray(all) ? all : undefined, tail: rest };
}

/** A line of the findings as written: one whole finding, or undefined when the layout is another. */
function parseFindingLine(line: string): unknown {
  try {
    return JSON.parse(line.replace(/,$/, ''));
  } catch {
    return undefined;
  }
}

/**
 * The report's three parts, line by line when it has the written layout, else parsed whole. Keys
 * may come in any order: the head and the tail are read as one object.
 */
async function readParts(file: string): Promise<Parts> {
  const parts = await readLines(file);
  if (parts === undefined) return readWhole(file);
  const merged = { ...(parts.head as object), ...(parts.tail as object) };
  return { head: merged, findings: parts.findings, tail: merged };
}

/** The written layout's parts; undefined when a findings line is not one finding (another layout). */
async function readLines(file: string): Promise<Parts | undefined> {
  const head: string[] = [];
  const findings: unknown[] = [];
  const tail: string[] = [];
  let part: 'head' | 'findings' | 'tail' = 'head';
  const input = fs.createReadStream(file, 'utf8');
  try {
    for await (const line of readline.createInterface({ input })) {
      if (part === 'head' && line.startsWith(FINDINGS_OPEN)) {
        part = line === FINDINGS_OPEN ? 'findings' : 'tail';
        if (part === 'tail') tail.push(`{${line.slice(FINDINGS_OPEN.length + 2)}`);
      } else if (part === 'head') head.push(line);
      else if (part === 'findings' && line === FINDINGS_CLOSE) {
        part = 'tail';
        tail.push('{');
      } else if (part === 'findings') {
        const finding = parseFindingLine(line);
        if (finding === undefined || typeof finding !== 'object') return undefined;
        findings.push(finding);
      } else tail.push(line);
    }
  } finally {
    input.destroy();
  }
  if (part === 'head') return undefined;
  const headText = `${head.join('\n').replace(/,\s*$/, '')}\n}`;
  return {
    head: parseJson(file, headText, 'the part before the findings'),
    findings,
    tail: parseJson(file, tail.join('\n'), 'the part after the findings'),
  };
}

/** Where the saved run was, as its settings published it (no link to the run is published). */
function originOf(settings: HeadJson['settings']): RunOrigin {
  return {
    repository: settings.repository,
    commit: settings.sha,
    serverUrl: settings.serverUrl,
    runUrl: undefined,
    trigger: settings.event,
    changeNumber: settings.pullRequest ?? undefined,
  };
}

function suppressionsOf(tail: Tail): RunReport['suppressions'] {
  const entry = <E extends { path?: string; resource?: string; expires?: string }>(e: E) => ({
    ...e,
    path: e.path,
    resource: e.resource,
    expires: e.expires,
  });
  const { file, expired, unused, pullRequest } = tail.suppressions;
  return {
    file,
    expired: expired.map((e) => ({ ...e, entry: entry(e.entry) })),
    unused: unused.map(entry),
    ...(pullRequest && {
      pullRequest: {
        ...pullRequest,
        changes: {
          ...pullRequest.changes,
          entries: pullRequest.changes.entries.map((c) => ({ ...c, entry: entry(c.entry) })),
          inline: pullRequest.changes.inline.map((d) => ({
            ...d,
            detectionId: d.detectionId,
            reason: d.reason,
          })),
        },
      },
    }),
  };
}

/** Reads `file` (a saved JSON report); refuses anything else in one clear error. */
export async function readJsonReport(file: string): Promise<SavedReport> {
  let parts: Parts;
  try {
    parts = await readParts(file);
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    return refuse(file, `it could not be read (${(error as Error).message})`);
  }
  checkVersion(file, parts.head);
  if (parts.findings === undefined) return refuse(file, 'it has no findings list');
  const head = check(file, HeadJson, parts.head, '');
  const tail = check(file, TailJson, parts.tail, '');
  const findings = parts.findings.map((f, i) =>
    findingOf(check(file, FindingJson, f, `findings[${i}]`)),
  );
  const carried = Object.fromEntries(
    Object.keys(CARRIED).map((key) => [key, head[key as keyof typeof CARRIED]]),
  );
  const { CRITICAL, HIGH, MEDIUM, LOW, passed, skippedByDetection, gated } = head.counts;
  const report: RunReport = {
    ...(carried as Pick<HeadJson, keyof typeof CARRIED>),
    failOn: head.settings.failOn,
    gated,
    findings,
    counts: { CRITICAL, HIGH, MEDIUM, LOW },
    passed,
    skippedByDetection,
    problems: tail.findingsReadWithProblems,
    baseline: head.baseline
      ? {
          ...head.baseline,
          note: head.baseline.note ?? undefined,
          archives: head.baseline.archives.map(archiveOf),
          fixed: head.baseline.fixed.map(findingOf),
        }
      : undefined,
    suppressions: suppressionsOf(tail),
    archives: head.archives.map(archiveOf),
    scanPath: head.settings.scanPath,
    notes: head.notes,
    origin: originOf(head.settings),
    ...(head.configHash !== undefined && { configHash: head.configHash }),
    ...(head.unjudged && {
      unjudged: {
        gates: head.unjudged.gates,
        scope: head.unjudged.scope,
        note: head.unjudged.note ?? undefined,
        files: head.unjudged.files,
        ...(head.unjudged.notices.length > 0 && { notices: head.unjudged.notices }),
      },
    }),
    // A dry run's report says so in its files sent (the published flag since schema 1).
    dryRun: tail.filesSent?.dryRun === true,
    ...(tail.filesSent && {
      filesSent: {
        archives: tail.filesSent.archives.map((a) => ({
          name: a.name,
          bytes: a.bytes,
          paths: a.files,
        })),
      },
    }),
  };
  const dryRun = (head.settings as { dryRun?: unknown }).dryRun === true;
  const contradiction = findContradiction(report, { dryRun });
  if (contradiction !== undefined)
    throw new ConfigurationError(
      `${file} contradicts itself: ${capText(contradiction, 400)}. A report edited by hand or cut short is not gated: run the scan again, or gate the report it wrote.`,
    );
  return {
    schemaVersion: head.schemaVersion ?? JSON_REPORT_SCHEMA_VERSION,
    toolVersion: head.tool.version,
    // As the file has them, in its order: a report converted to JSON is the report it was.
    settings: (parts.head as { settings: SettingsJson }).settings,
    report,
  };
}
