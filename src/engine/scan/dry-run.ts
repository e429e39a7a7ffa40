/**
 * A dry run: the workspace discovered and packed exactly as a real run does it (the same rules,
 * the same archives, written to the end and then removed), with no upload and no key, so the
 * reports can list what a real run would send. On a pull request (or with a `baseline` ref) the
 * base is found and packed first and the head planned on it, as a real run plans it
 * (dry-run-base.ts), and the log says how many of the head's archives are the base's byte for
 * byte (the service answers "already scanned" for those). The base is not otherwise reported.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { createGitCli, GIT_TIMEOUT_MS } from '../git/git.ts';
import type { Log } from '../../log.ts';
import { plural } from '../../plural.ts';
import { fileDigest, planDryRunBase, type DryRunBasePorts } from './dry-run-base.ts';
import { removeScratch } from '../../scratch-folder.ts';
import { logDiscovery } from './trees/log-discovery.ts';
import { packTree } from './trees/pack-tree.ts';
import type { ScanSettings, WorkspaceScan } from './scan-workspace.ts';
import { describeTree } from './tree-scan.ts';
import { workspaceTree } from './trees/tree.ts';
import { warnPacking } from './trees/warn-packing.ts';

/** What the archives table says of an archive a dry run wrote and did not upload. */
export const DRY_RUN_STATUS = 'DRY_RUN';

/** Discovers and packs the workspace as a real run would, and uploads nothing. */
export async function dryRunWorkspace(
  settings: ScanSettings,
  log: Log,
  ports: Partial<Omit<DryRunBasePorts, 'log'>> = {},
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
    const basePorts: DryRunBasePorts = {
      git:
        ports.git ??
        createGitCli({ timeoutMs: Math.min(GIT_TIMEOUT_MS, settings.timeoutSeconds * 1000) }),
      sleep:
        ports.sleep ?? ((ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined)),
      log,
    };
    let kept = 0;
    const { base, packed } = await log.group(
      'Pack archives (dry run: nothing is uploaded)',
      async () => {
        // A real run packs the base first and plans the head on it (scan-trees.ts).
        const found = await planDryRunBase(settings, basePorts, {
          dir: path.join(dir, 'base'),
          notes,
        });
        const result = packTree(discovery.files, {
          maxArchiveBytes: settings.maxArchiveBytes,
          baseName: tree.baseName,
          dir: path.join(dir, 'head'),
          reader: tree.reader,
          label: tree.label,
          log,
          ...(found && { anchor: found.anchor }),
        });
        // Written to the end, as for an upload: a file that fails here would fail a real run too.
        for await (const archive of result.archives)
          if (found?.digests.has(await fileDigest(archive.file))) kept++;
        return { base: found, packed: result };
      },
    );
    if (base) {
      const line = `Planned on the base ${base.label} as a real run plans it: ${kept} of ${plural(packed.planned().length, 'archive')} byte-identical to the base's (a real run's service answers "already scanned" for those).`;
      log.info(line);
      notes.push(line);
    }
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
