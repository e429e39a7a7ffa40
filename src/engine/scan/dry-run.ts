/**
 * A dry run: the workspace discovered and packed exactly as a real run does it (the same rules,
 * the same archives, written to the end and then removed), with no upload and no key, so the
 * reports can list what a real run would send. A pull request's base is not looked at: it would
 * only be uploaded beside this change's archives.
 */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Settings } from '../settings.ts';
import type { StepLog } from '../../log.ts';
import { removeScratch } from '../../scratch-folder.ts';
import { logDiscovery } from './trees/log-discovery.ts';
import { packTree } from './trees/pack-tree.ts';
import type { WorkspaceScan } from './scan-workspace.ts';
import { describeTree } from './tree-scan.ts';
import { workspaceTree } from './trees/tree.ts';
import { warnPacking } from './trees/warn-packing.ts';

/** What the archives table says of an archive a dry run wrote and did not upload. */
export const DRY_RUN_STATUS = 'DRY_RUN';

/** Discovers and packs the workspace as a real run would, and uploads nothing. */
export async function dryRunWorkspace(
  settings: Pick<
    Settings,
    | 'workspace'
    | 'scanRoot'
    | 'include'
    | 'exclude'
    | 'tempDir'
    | 'maxArchiveBytes'
    | 'artifactBase'
  >,
  log: StepLog,
): Promise<WorkspaceScan> {
  const notes: string[] = [];
  const tree = workspaceTree(settings, settings.artifactBase);
  const discovery = await log.group('Discover IaC files', async () => {
    const found = await tree.discover();
    if (found === undefined) throw new Error(`the scanned folder is not in ${tree.label}`);
    return found;
  });
  logDiscovery(discovery, log, notes);
  const dir = await fs.mkdtemp(path.join(settings.tempDir, 'iac-dry-run-'));
  try {
    const packed = await log.group('Pack archives (dry run: nothing is uploaded)', async () => {
      const result = packTree(discovery.files, {
        maxArchiveBytes: settings.maxArchiveBytes,
        baseName: tree.baseName,
        dir,
        reader: tree.reader,
        label: tree.label,
        log,
      });
      // Written to the end, as for an upload: a file that fails here would fail a real run too.
      for await (const archive of result.archives) void archive;
      return result;
    });
    warnPacking(packed.plan(), {
      maxArchiveBytes: settings.maxArchiveBytes,
      log,
      notes,
      tree: undefined,
    });
    const head = describeTree(discovery, packed.plan(), []);
    return {
      head: { ...head, archives: head.archives.map((row) => ({ ...row, status: DRY_RUN_STATUS })) },
      base: { status: 'none' },
      notes,
    };
  } finally {
    await removeScratch(dir, { log });
  }
}
