/**
 * The suppressions file a user writes, in process: every mistake refused before anything is
 * uploaded with one error naming the entry, the line, the field and what is accepted; the file
 * found where the input says and nowhere else; expiry dates that are real days.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/errors.ts';
import { isCalendarDate, isExpired } from '../../../src/engine/suppressions/expiry.ts';
import { parseSuppressions } from '../../../src/engine/suppressions/format.ts';
import {
  MAX_SUPPRESSIONS_FILE_BYTES,
  readSuppressionsFile,
} from '../../../src/engine/suppressions/read-file.ts';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { refusal } from './refusal.ts';

const FILE = '.plerion-ignore.yml';
const HINT =
  '\nEach entry needs detection: <id> and reason: <why it is accepted>; see docs/suppressions.md for the format.';
const HEAD = `Invalid suppressions file '${FILE}' (input 'suppressions'):`;

describe('a suppressions file with mistakes', () => {
  it('names what path and resource must be when they are not text', () => {
    expect(
      refusal('suppressions:\n  - detection: A\n    reason: r\n    path: [a]\n    resource: 5\n'),
    ).toBe(
      `${HEAD}\n  - entry 1 (A), line 4: field 'path' must be a glob relative to the workspace, such as infra/site/**` +
        `\n  - entry 1 (A), line 5: field 'resource' must be the finding's resource, such as aws_s3_bucket.site${HINT}`,
    );
  });

  it('names every unknown field of an entry, and every unknown key of the file', () => {
    expect(
      refusal('suppressions:\n  - detection: A\n    reason: r\n    reson: x\n    exipres: y\n'),
    ).toBe(
      `${HEAD}\n  - entry 1 (A), line 2: unknown field 'reson', 'exipres' (accepted fields: detection, path, resource, reason, expires)${HINT}`,
    );
    expect(refusal('supressions: []\nignore: []\n')).toBe(
      `${HEAD}\n  - unknown top-level key 'supressions', 'ignore' (the only key is 'suppressions')${HINT}`,
    );
  });

  it('refuses an empty entry as one that is not a map', () => {
    expect(refusal('suppressions:\n  -\n  - detection: A\n    reason: r\n')).toBe(
      `${HEAD}\n  - entry 1, line 2: must be a map with detection: <id> and reason: <why it is accepted>${HINT}`,
    );
  });

  it('names an entry by its detection, trimmed, and not by a blank one', () => {
    expect(refusal('suppressions:\n  - detection: "  PLERION-A  "\n')).toBe(
      `${HEAD}\n  - entry 1 (PLERION-A), line 2: field 'reason' is required${HINT}`,
    );
    expect(refusal('suppressions:\n  - detection: "   "\n    reason: r\n')).toBe(
      `${HEAD}\n  - entry 1, line 2: field 'detection' must not be empty: expected a detection id such as PLERION-TF-S3-PUBLIC-ACL${HINT}`,
    );
  });

  it('lists twenty problems and counts the rest', () => {
    const entries = Array.from({ length: 25 }, (_, i) => `  - detection: D${i + 1}\n`).join('');
    const listed = Array.from(
      { length: 20 },
      (_, i) => `\n  - entry ${i + 1} (D${i + 1}), line ${i + 2}: field 'reason' is required`,
    ).join('');
    expect(refusal(`suppressions:\n${entries}`)).toBe(`${HEAD}${listed}\n  - and 5 more${HINT}`);
  });

  it('quotes the first line of a YAML error, without its trailing colon', () => {
    expect(refusal('suppressions:\n  - detection: [A,\n')).toBe(
      `${HEAD}\n  - not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 3, column 1${HINT}`,
    );
  });

  it('quotes the whole first line of a YAML error, colons inside it too', () => {
    expect(refusal('suppressions: |x\n  a\n')).toBe(
      `${HEAD}\n  - not valid YAML: Block scalar header includes extra characters: |x at line 1, column 16${HINT}`,
    );
  });

  it('refuses a file built to expand without end (aliases of aliases) before expanding it', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'suppressions: [*c, *c]',
    ].join('\n');
    expect(refusal(bomb)).toBe(
      `${HEAD}\n  - not valid YAML: Excessive alias count indicates a resource exhaustion attack${HINT}`,
    );
  });
});

describe('a suppressions file without mistakes', () => {
  it('may be an empty map, and may quote a date with spaces around it', () => {
    expect(parseSuppressions(FILE, '{}\n')).toEqual({ file: FILE, entries: [] });
    const [entry] = parseSuppressions(
      FILE,
      'suppressions:\n  - detection: A\n    reason: r\n    expires: "  2027-03-31  "\n',
    ).entries;
    expect(entry?.expires).toBe('2027-03-31');
  });
});

describe('an expiry date', () => {
  it('is a whole date written YYYY-MM-DD, nothing before or after it', () => {
    for (const bad of ['12027-03-31', '2027-03-311', 'x2027-03-31', '2027-13-01', '2027-00-10'])
      expect(isCalendarDate(bad), bad).toBe(false);
    // A year before 100 is a typo for 20xx, never a day the entry should hold until.
    expect(isCalendarDate('0099-12-31')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('that was never validated is a bug, never an entry that silently holds forever', () => {
    expect(() => isExpired('2027-02-30', new Date('2030-01-01T00:00:00Z'))).toThrow(
      "Bug: unvalidated expiry date '2027-02-30'",
    );
  });
});

describe('the file the input names', () => {
  const valid = 'suppressions:\n  - detection: A\n    reason: r\n';
  const refused = (value: string, accepted: string) =>
    `Invalid input 'suppressions': '${value}'. Expected ${accepted}.`;
  const INSIDE = 'a YAML file inside the workspace, relative to it';

  it('is read with spaces around the input, and the default may be written Windows-style', async () => {
    const workspace = tempDir();
    writeTree(workspace, { 'security/ignore.yml': valid });
    const read = await readSuppressionsFile({ workspace, value: '  security/ignore.yml  ' });
    expect(read.entries.map((e) => e.detection)).toEqual(['A']);
    expect(await readSuppressionsFile({ workspace, value: '.\\.plerion-ignore.yml' })).toEqual({
      file: '.\\.plerion-ignore.yml',
      entries: [],
    });
  });

  it('is never the workspace itself nor anything outside it', async () => {
    const workspace = tempDir();
    for (const value of ['.', '../ignore.yml'])
      await expect(readSuppressionsFile({ workspace, value })).rejects.toThrow(
        new ConfigurationError(refused(value, INSIDE)),
      );
  });

  it('does not exist when a folder on its path is a file; a loop of links is unreadable', async () => {
    const workspace = tempDir();
    writeTree(workspace, { 'ignore.yml': valid });
    await expect(readSuppressionsFile({ workspace, value: 'ignore.yml/x.yml' })).rejects.toThrow(
      /'ignore\.yml\/x\.yml'\. Expected a YAML file inside the workspace, relative to it; it does not exist/,
    );
    fs.symlinkSync('loop-b.yml', path.join(workspace, 'loop-a.yml'));
    fs.symlinkSync('loop-a.yml', path.join(workspace, 'loop-b.yml'));
    await expect(readSuppressionsFile({ workspace, value: 'loop-a.yml' })).rejects.toThrow(
      new ConfigurationError(refused('loop-a.yml', 'a readable file (ELOOP)')),
    );
  });

  it('is read up to its size limit, and refused past it', async () => {
    const workspace = tempDir();
    const padded = (bytes: number) => `${valid}#${'x'.repeat(bytes - valid.length - 2)}\n`;
    writeTree(workspace, { 'at.yml': padded(MAX_SUPPRESSIONS_FILE_BYTES) });
    writeTree(workspace, { 'over.yml': padded(MAX_SUPPRESSIONS_FILE_BYTES + 1) });
    expect((await readSuppressionsFile({ workspace, value: 'at.yml' })).entries).toHaveLength(1);
    await expect(readSuppressionsFile({ workspace, value: 'over.yml' })).rejects.toThrow(
      new ConfigurationError(
        refused(
          'over.yml',
          `a file of at most 1048576 bytes (it has ${MAX_SUPPRESSIONS_FILE_BYTES + 1})`,
        ),
      ),
    );
  });
});
