/**
 * Uploads while packing (issue 24): the first archive goes to the service while later files are
 * still unread. The reader of the tree's last file waits for the first upload, so a scan that
 * packed every file before uploading would never end (the test's time limit fails it).
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiscoveredFile } from '../../../src/engine/discovery/discover.ts';
import { StepLog, type LogSink } from '../../../src/action/step-log.ts';
import { diskReader } from '../../../src/engine/packing/content-reader.ts';
import { DEFAULT_POLL } from '../../../src/engine/scan/service/poll-schedule.ts';
import { scanTrees } from '../../../src/engine/scan/scan-trees.ts';
import { workspaceTree } from '../../../src/engine/scan/trees/work-tree.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { FakeClock, FakeService } from '../../support/fake-service.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-stream-'));
  dirs.push(dir);
  return dir;
}

const silent: LogSink = {
  info: () => undefined,
  debug: () => undefined,
  annotate: () => undefined,
  startGroup: () => undefined,
  endGroup: () => undefined,
};

describe('a tree of many archives', () => {
  it('uploads its first archive before its last file is read', { timeout: 20_000 }, async () => {
    const workspace = tempDir();
    // 24 stacks of ~20 KB that do not compress much: about 12 archives of 60 KB.
    for (let i = 0; i < 24; i++) {
      const dir = path.join(workspace, `stacks/s${String(i).padStart(2, '0')}`);
      fs.mkdirSync(dir, { recursive: true });
      const text = `locals {\n  blob = "${randomBytes(15_000).toString('base64')}"\n}\n`;
      fs.writeFileSync(path.join(dir, 'main.tf'), text);
    }
    const clock = new FakeClock();
    const service = new FakeService(clock, () => ({ durationMs: 1_000 }));
    const events: string[] = [];
    let firstUpload: () => void = () => undefined;
    const uploaded = new Promise<void>((resolve) => (firstUpload = resolve));
    const upload = service.uploadArchive.bind(service);
    service.uploadArchive = async (file, name, time) => {
      events.push(`upload ${name}`);
      firstUpload();
      return upload(file, name, time);
    };
    const tree = workspaceTree(
      { workspace, scanRoot: workspace, include: [], exclude: [] },
      'mono',
    );
    const last = 'stacks/s23/main.tf';
    const reader = {
      read: async (file: DiscoveredFile): Promise<Buffer> => {
        if (file.path === last) await uploaded;
        events.push(`read ${file.path}`);
        return diskReader.read(file);
      },
    };
    const [outcome] = await scanTrees(
      [{ ...tree, reader }],
      { api: service, now: clock.now, sleep: clock.sleep, random: () => 0.5 },
      {
        maxArchiveBytes: 60_000,
        timeoutMs: 600_000,
        poll: DEFAULT_POLL,
        dir: tempDir(),
        log: new StepLog(silent),
        notes: [],
        knobs: ACTION_KNOBS,
      },
    );
    expect(outcome?.status).toBe('scanned');
    const scan = outcome?.status === 'scanned' ? outcome.scan : undefined;
    expect(scan?.plannedArchives).toBeGreaterThanOrEqual(8);
    expect(scan?.results.map((r) => r.status)).toEqual(scan?.archives.map(() => 'SUCCESS'));
    expect(events.indexOf('upload mono-1.zip')).toBeLessThan(events.indexOf(`read ${last}`));
    expect(scan?.uploadedPaths.size).toBe(24);
  });
});
