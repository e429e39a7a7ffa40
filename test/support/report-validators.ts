/**
 * Validators of the command line's report files, as their readers would judge them: JUnit XML
 * against the Jenkins xUnit plugin's JUnit schema (test/schemas/junit-10.xsd) with libxml2's own
 * xmllint (compiled to WebAssembly), plus the rules the readers add (the declaration first, one
 * document); GitLab code quality against the fields GitLab requires of each issue.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { expect } from 'vitest';
import { ROOT } from './run-action.ts';

const JUNIT_XSD = fs.readFileSync(path.join(ROOT, 'test', 'schemas', 'junit-10.xsd'), 'utf8');

/** What xmllint says of `xml` against the JUnit schema: [] when it is valid. */
export async function junitErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'junit-10.xsd', contents: JUNIT_XSD }],
    // Large reports (the bench's 100,000 findings) need more than the default 16 MB.
    initialMemoryPages: 256,
    maxMemoryPages: 65_536,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** Valid against the schema, the declaration the first bytes, and nothing after the document. */
export async function expectValidJunit(xml: string): Promise<void> {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect((await junitErrors(xml)).slice(0, 5)).toEqual([]);
  expect(xml.trimEnd().endsWith('</testsuites>')).toBe(true);
  expect(xml.match(/<\?xml /g)?.length).toBe(1);
}

export const CODE_QUALITY_SEVERITIES = ['info', 'minor', 'major', 'critical', 'blocker'];

interface Issue {
  description?: unknown;
  check_name?: unknown;
  fingerprint?: unknown;
  severity?: unknown;
  location?: { path?: unknown; lines?: { begin?: unknown } };
}

/** The problems of a code quality report by GitLab's required fields: [] when it is valid. */
export function codeQualityProblems(report: unknown): string[] {
  if (!Array.isArray(report)) return ['the report is not a JSON array'];
  const problems: string[] = [];
  const fingerprints = new Set<string>();
  (report as Issue[]).forEach((issue, i) => {
    const need = (ok: boolean, what: string): void => {
      if (!ok) problems.push(`issue ${i}: ${what}`);
    };
    need(typeof issue.description === 'string' && issue.description !== '', 'description');
    need(typeof issue.check_name === 'string' && issue.check_name !== '', 'check_name');
    need(typeof issue.fingerprint === 'string' && issue.fingerprint !== '', 'fingerprint');
    need(CODE_QUALITY_SEVERITIES.includes(String(issue.severity)), 'severity');
    need(typeof issue.location?.path === 'string' && issue.location.path !== '', 'location.path');
    const begin = issue.location?.lines?.begin;
    need(Number.isInteger(begin) && (begin as number) >= 1, 'location.lines.begin');
    const fingerprint = String(issue.fingerprint);
    need(!fingerprints.has(fingerprint), `fingerprint ${fingerprint} is not unique`);
    fingerprints.add(fingerprint);
  });
  return problems;
}
