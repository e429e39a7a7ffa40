/**
 * A saved JSON report read back (`convert`, `gate`): everything the renderers read comes back as
 * it was (baseline, suppressions and their audit, problems, files sent), so the JSON written again
 * is the same file byte for byte; a report reformatted by another tool reads the same; a version
 * this build does not know, or a malformed field, is one clear error naming it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../../src/errors.ts';
import { decideExit } from '../../../../src/cli/exit-codes.ts';
import type { RunReport } from '../../../../src/engine/findings/run-report.ts';
import {
  renderJsonReport,
  reportJsonChunks,
  settingsJson,
} from '../../../../src/engine/formats/json-report.ts';
import { readJsonReport } from '../../../../src/engine/formats/saved/read-json-report.ts';
import { tempDir } from '../../../support/helpers.ts';
import { report, reported } from '../../../support/reported.ts';

const SETTINGS = {
  apiKey: 'k',
  githubToken: 't',
  suppressions: { file: '.plerion-ignore.yml', entries: [] },
  failOn: ['CRITICAL', 'HIGH'],
  scanPath: 'infra',
  onServiceError: 'warn',
} as unknown as Parameters<typeof renderJsonReport>[1];

const entry = {
  entryNumber: 1,
  line: 2,
  detection: 'D-1',
  path: 'infra/**',
  resource: undefined,
  reason: 'accepted',
  expires: '2030-01-01',
};

function richReport(): RunReport {
  const fixed = reported({ severity: 'LOW', resource: 'gone' });
  return report({
    verdict: 'fail',
    gated: 1,
    findings: [
      reported({ severity: 'HIGH', baselineState: 'new' }),
      reported({
        severity: 'MEDIUM',
        baselineState: 'unchanged',
        hasLines: false,
        startLine: 1,
        endLine: 1,
      }),
      reported({ severity: 'HIGH', baselineState: 'unchanged', inChangedResource: true }),
      reported({
        severity: 'CRITICAL',
        baselineState: 'new',
        file: undefined,
        reportedFile: './odd/../path.tf',
        normalizedFile: 'path.tf',
        dashboardUrl: undefined,
        suppression: {
          kind: 'external',
          justification: 'accepted',
          detectionId: 'D-1',
          file: '.plerion-ignore.yml',
          line: 2,
          entryNumber: 1,
          expires: '2030-01-01',
        },
      }),
    ],
    problems: [{ id: 'x', scanId: 'scan-1', problems: ['lineRange unreadable'] }],
    baseline: {
      label: 'main',
      sha: 'c'.repeat(40),
      status: 'compared',
      note: undefined,
      fixed: [{ ...fixed }],
      archives: [
        {
          name: 'base.zip',
          files: 2,
          bytes: 30,
          scanId: 's0',
          status: 'SUCCESS',
          alreadyScanned: true,
          waitedMs: undefined,
        },
      ],
    },
    suppressions: {
      file: '.plerion-ignore.yml',
      expired: [{ entry: { ...entry, path: undefined }, matchingFindings: 2 }],
      unused: [entry],
      pullRequest: {
        mode: 'propose',
        entriesApplied: false,
        inlineApplied: false,
        changes: {
          file: '.plerion-ignore.yml',
          entries: [{ entry, change: 'added' }],
          inline: [
            {
              file: 'infra/main.tf',
              line: 3,
              detectionId: undefined,
              reason: 'r',
              change: 'changed',
            },
          ],
          uncompared: [],
          problems: ['one'],
        },
      },
    },
    archives: [
      {
        name: 'a.zip',
        files: 3,
        bytes: 100,
        scanId: 'scan-1',
        status: 'SUCCESS',
        alreadyScanned: false,
        waitedMs: 1200,
      },
    ],
    notes: ['a note'],
    dryRun: false,
    filesSent: {
      archives: [{ name: 'a.zip', bytes: 100, paths: ['infra/main.tf', 'x.tf'] }],
    },
  });
}

function save(r: RunReport, transform: (text: string) => string = (t) => t): string {
  const file = path.join(tempDir('iac-saved-'), 'report.json');
  fs.writeFileSync(file, transform(renderJsonReport(r, SETTINGS, '1.2.3')));
  return file;
}

describe('reading a saved JSON report', () => {
  it('gives back what the renderers read, and the same JSON when written again', async () => {
    const original = richReport();
    const file = save(original);
    const saved = await readJsonReport(file);
    expect(saved).toMatchObject({ schemaVersion: 1, toolVersion: '1.2.3' });
    const { origin: _g, ...rest } = saved.report;
    const { origin: _o, ...expected } = original;
    expect(rest).toEqual(expected);
    expect(saved.report.origin).toMatchObject({
      repository: 'octo/infra',
      commit: original.origin.commit,
    });
    expect(saved.settings).toEqual(settingsJson(original, SETTINGS));
    const again = [...reportJsonChunks(saved.report, saved.settings, saved.toolVersion)].join('');
    expect(again).toBe(fs.readFileSync(file, 'utf8'));
  });

  it("reads a dry run's report as 1.0.0 wrote it as a dry run's, and writes it again byte for byte", async () => {
    // Written by plerion-iac 1.0.0 (`scan --dry-run --format json=…` of fixtures/mixed).
    const file = path.join(import.meta.dirname, 'written-before', 'dry-run-1.0.0.json');
    const saved = await readJsonReport(file);
    expect(saved.report).toMatchObject({ verdict: 'skipped', dryRun: true, complete: false });
    expect(saved.report.archives.map((a) => a.status)).toEqual(['DRY_RUN']);
    expect(decideExit(saved.report, { failOn: ['CRITICAL'], onServiceError: 'fail' }).code).toBe(0);
    const again = [...reportJsonChunks(saved.report, saved.settings, saved.toolVersion)].join('');
    expect(again).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('reads a report another tool reformatted, and one with no findings', async () => {
    const rich = richReport();
    const pretty = await readJsonReport(save(rich, (t) => JSON.stringify(JSON.parse(t))));
    expect(pretty.report.findings).toEqual((await readJsonReport(save(rich))).report.findings);
    expect(pretty.report.findings).toHaveLength(4);
    expect(pretty.report.findings.filter((f) => f.inChangedResource)).toHaveLength(1);
    const indented = (t: string) => JSON.stringify(JSON.parse(t), null, 2);
    // Keys sorted at every level, as `jq -S` writes them: the findings come after `filesSent`.
    const sortKeys = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sortKeys)
        : typeof v === 'object' && v !== null
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
            )
          : v;
    const sorted = (t: string) => JSON.stringify(sortKeys(JSON.parse(t)), null, 2);
    for (const layout of [indented, sorted]) {
      const other = await readJsonReport(save(rich, layout));
      expect(other.report).toEqual(pretty.report);
    }
    const archives = richReport().archives;
    const empty = await readJsonReport(
      save(report({ findings: [], verdict: 'pass', gated: 0, archives })),
    );
    expect(empty.report.findings).toEqual([]);
  });

  it('refuses an unknown version, a malformed field and a cut file, each in one line naming it', async () => {
    const refusal = async (file: string): Promise<string> => {
      const error = await readJsonReport(file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message.split('\n')).toHaveLength(1);
      return (error as Error).message;
    };
    expect(
      await refusal(
        save(richReport(), (t) => t.replace('"schemaVersion": 1', '"schemaVersion": 7')),
      ),
    ).toContain('has schemaVersion 7, which this plerion-iac does not read: it reads version 1');
    expect(
      await refusal(
        save(richReport(), (t) => t.replace('"severity":"MEDIUM"', '"severity":"SEVERE"')),
      ),
    ).toMatch(/not a JSON report this plerion-iac can read: findings\[1\]\.severity: /);
    expect(await refusal(save(richReport(), (t) => t.slice(0, t.length / 2)))).toContain(
      'is not JSON',
    );
    expect(await refusal(path.join(tempDir('iac-saved-'), 'absent.json'))).toContain(
      'could not be read (ENOENT',
    );
  });
});
