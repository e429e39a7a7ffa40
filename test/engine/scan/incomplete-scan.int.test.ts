/**
 * A scan that stops half-way is a result, never a pass and never a crash: packing that fails after
 * the first upload (a write error on archive 2 of 6, through the archives' folder the scan is
 * given; a read error of the tree's source, through its content reader), and a refusal of the
 * first upload of a base packed first (the emulator's fault controls). Real files, real zips, the
 * emulator over HTTPS; the report is assembled as the action assembles it.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCodeSecurityApi,
  type ServiceClient,
} from '../../../src/engine/api/code-security.ts';
import type { DiscoveredFile } from '../../../src/engine/discovery/discover.ts';
import { assembleReport } from '../../../src/engine/findings/assemble-report.ts';
import { diskReader, TreeReadError } from '../../../src/engine/packing/content-reader.ts';
import { scanTrees, type TreeOutcome } from '../../../src/engine/scan/scan-trees.ts';
import type { PollOptions } from '../../../src/engine/scan/service/poll-schedule.ts';
import type { TreeScan } from '../../../src/engine/scan/tree-scan.ts';
import type { Tree } from '../../../src/engine/scan/trees/tree.ts';
import { workspaceTree } from '../../../src/engine/scan/trees/work-tree.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { StepLog } from '../../../src/action/step-log.ts';
import { lineSink } from '../../support/tree-scans.ts';
import { Emulator, KEYS } from '../../emulator/server.ts';
import { emulatorClient, tempDir } from '../../support/helpers.ts';
import { NO_TEXT, ORIGIN } from '../../support/reported.ts';

const POLL: PollOptions = {
  minDelayMs: 20,
  maxDelayMs: 100,
  growth: 0.25,
  nearShare: 0.06,
  firstProbeMs: 150,
};
/** Each stack's file barely compresses: one stack an archive at this size. */
const ARCHIVE_BYTES = 30_000;

let emulator: Emulator;
const made: string[] = [];
const lines: string[] = [];
beforeAll(async () => {
  emulator = await new Emulator({ scan: { delayMs: 20 } }).start();
});
afterAll(async () => {
  await emulator.stop();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  emulator.faults.length = 0;
  lines.length = 0;
});

const sink = lineSink(lines);

function folder(prefix: string): string {
  const dir = tempDir(prefix);
  made.push(dir);
  return dir;
}

/**
 * `count` Terraform stacks of ~20 KB each, one archive each; the first has an unencrypted volume
 * (MEDIUM: read, not gated), so a scan taken for whole would pass.
 */
function stacks(count: number): string {
  const workspace = folder('iac-incomplete-');
  for (let i = 0; i < count; i++) {
    const dir = path.join(workspace, `stacks/s${i}`);
    fs.mkdirSync(dir, { recursive: true });
    const volume = i === 0 ? 'resource "aws_ebs_volume" "v" {\n  size = 1\n}\n' : '';
    const blob = randomBytes(15_000).toString('base64');
    fs.writeFileSync(path.join(dir, 'main.tf'), `${volume}locals {\n  blob = "${blob}"\n}\n`);
  }
  return workspace;
}

function treeOf(workspace: string, baseName: string, label?: string): Tree {
  const tree = workspaceTree(
    { workspace, scanRoot: workspace, include: [], exclude: [] },
    baseName,
  );
  return label === undefined ? tree : { ...tree, label };
}

function scan(
  trees: (Tree | Promise<Tree>)[],
  options: { dir?: string; anchor?: boolean; api?: ServiceClient } = {},
) {
  return scanTrees(
    trees,
    {
      api:
        options.api ??
        createCodeSecurityApi(emulatorClient(emulator, { apiKey: KEYS.admin }), Date.now),
      now: Date.now,
      random: Math.random,
      sleep: (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined),
    },
    {
      maxArchiveBytes: ARCHIVE_BYTES,
      timeoutMs: 20_000,
      poll: POLL,
      dir: options.dir ?? folder('iac-incomplete-out-'),
      log: new StepLog(sink),
      notes: [],
      knobs: ACTION_KNOBS,
      ...(options.anchor && { anchorWaitMs: 10_000 }),
    },
  );
}

function scanned(outcome: TreeOutcome | undefined): TreeScan {
  if (outcome?.status !== 'scanned') throw new Error(`not scanned: ${JSON.stringify(outcome)}`);
  return outcome.scan;
}

/** The report as the action assembles it, for this change's scan and an optional base. */
function reportOf(head: TreeScan, base?: TreeScan) {
  return assembleReport(
    {
      skipDetections: [],
      scanPath: '.',
      suppressions: { file: '.plerion-ignore.yml', entries: [] },
      failOn: ['CRITICAL', 'HIGH'],
      apiKey: KEYS.admin,
      origin: ORIGIN,
    },
    {
      head,
      base: base
        ? { status: 'scanned', label: 'main', sha: 'f'.repeat(40), tree: base }
        : { status: 'none' },
      notes: [],
      text: NO_TEXT,
    },
    new StepLog(sink),
    { readLines: async () => undefined, now: new Date() },
  );
}

const uploadsOf = (prefix: string) =>
  emulator.requestsTo('upload').filter((r) => r.query.artifactName?.startsWith(prefix));

describe('packing that fails after the first upload', () => {
  it('a write error on archive 2 of 6: error naming the cause, never a pass of archive 1', async () => {
    const workspace = stacks(6);
    const base = `w${Date.now()}`;
    const dir = folder('iac-incomplete-out-');
    // The archives of the first tree are written to <dir>/0/<name>: a folder where archive 2
    // goes makes its write fail (EISDIR), after archive 1 was handed to the uploads.
    fs.mkdirSync(path.join(dir, '0', `${base}-2.zip`), { recursive: true });
    const [outcome] = await scan([treeOf(workspace, base)], { dir });
    const head = scanned(outcome);
    expect(uploadsOf(base).length).toBe(1);
    expect(head.stopped).toEqual([
      expect.stringMatching(/^packing this change stopped after 1 archive: .*EISDIR/),
    ]);
    const report = await reportOf(head);
    expect(report.complete).toBe(false);
    expect(report.verdict).toBe('error');
    expect(report.reason).toMatch(
      /^the scan could not complete: packing this change stopped after 1 archive: .*EISDIR/,
    );
    // The archive that was uploaded keeps its row and its scan; its finding is still read.
    expect(report.archives).toMatchObject([{ name: `${base}-1.zip`, status: 'SUCCESS' }]);
    expect(report.findings.map((f) => f.file)).toEqual(['stacks/s0/main.tf']);
    expect(lines).toContainEqual(
      expect.stringMatching(/^Packing this change stopped after 1 archive/),
    );
  });

  it("a read error of the tree's source on archive 3 of 6: error naming it, the rest never taken for the whole", async () => {
    const workspace = stacks(6);
    const base = `r${Date.now()}`;
    let firstUpload: () => void = () => undefined;
    const uploaded = new Promise<void>((resolve) => (firstUpload = resolve));
    const tree = treeOf(workspace, base);
    const broken: Tree = {
      ...tree,
      reader: {
        read: async (file: DiscoveredFile) => {
          if (file.path !== 'stacks/s2/main.tf') return diskReader.read(file);
          await uploaded;
          throw new TreeReadError('git cat-file could not read blob 1234: it answered missing');
        },
      },
    };
    const api = createCodeSecurityApi(emulatorClient(emulator, { apiKey: KEYS.admin }), Date.now);
    const upload = api.uploadArchive.bind(api);
    api.uploadArchive = (...args) => (firstUpload(), upload(...args));
    const [outcome] = await scan([broken], { api });
    const head = scanned(outcome);
    const sent = uploadsOf(base).length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(6);
    expect(head.stopped).toEqual([
      expect.stringMatching(
        /^packing this change stopped after \d archives?: .*could not read blob 1234/,
      ),
    ]);
    expect(head.results.every((r) => r.status === 'SUCCESS')).toBe(true);
    const report = await reportOf(head);
    expect(report).toMatchObject({ complete: false, verdict: 'error' });
    expect(report.reason).toMatch(/could not read blob 1234/);
    // The report's archives are the ones handed out, never a whole plan of six.
    expect(report.archives.length).toBe(sent);
  });
});

describe('a base packed first, whose first upload is refused', () => {
  it('a 401 on the first of 7 base archives: the head is a result naming the 401, not a crash', async () => {
    const stamp = `b${Date.now()}`;
    const head = treeOf(stacks(2), `${stamp}-head`);
    const base = treeOf(stacks(7), `${stamp}-base`, 'main');
    emulator.faults.push({
      kind: 'error-body',
      times: 1,
      endpoint: 'upload',
      status: 401,
      body: JSON.stringify({ message: 'Unauthorized' }),
    });
    const outcomes = await scan([head, Promise.resolve(base)], { anchor: true });
    // The base went first (planned for the head to keep its archives): the head was never packed.
    expect(uploadsOf(`${stamp}-head`)).toEqual([]);
    expect(uploadsOf(`${stamp}-base`).length).toBeGreaterThanOrEqual(1);
    const headScan = scanned(outcomes[0]);
    expect(headScan.stopped).toEqual([
      expect.stringMatching(
        new RegExp(
          `^none of the files of this change were packed: uploads stopped when ${stamp}-base-1\\.zip was not uploaded: .*401`,
        ),
      ),
    ]);
    const report = await reportOf(headScan, scanned(outcomes[1]));
    expect(report).toMatchObject({ complete: false, verdict: 'error' });
    expect(report.reason).toMatch(/401/);
    // The base could not be compared (its scan is not complete), and its archive rows are kept.
    expect(report.baseline?.status).toBe('unavailable');
    expect(report.baseline?.archives[0]).toMatchObject({
      name: `${stamp}-base-1.zip`,
      status: expect.stringMatching(/^NOT_UPLOADED \(ApiError, HTTP 401\)$/),
    });
  });
});
