/**
 * A dry run: the real scan (`scanWorkspace`: the same trees, the same plan of a pull request's
 * head on its base, the same archives written to the end) against a service that keeps each
 * archive and sends nothing (`api/dry-run-service.ts`), so what it lists is what a real run sends,
 * by construction; no key is needed. It looks for no unjudged IaC (it judges nothing), and says in
 * one line (log and notes) whether the head was planned on its base and how many of its archives
 * are the base's byte for byte (a real run's service answers "already scanned" for those), or why
 * the head was planned without it.
 */
import { createDryRunService } from '../api/dry-run-service.ts';
import { plural } from '../../plural.ts';
import { asSentence } from '../../sentence.ts';
import {
  BASE_ANCHOR_WAIT_MS,
  scanWorkspace,
  type ScanSettings,
  type WorkspacePorts,
  type WorkspaceScan,
} from './scan-workspace.ts';

/** Scans the workspace (and its base) as a real run would, and sends nothing. */
export async function scanDryRun(
  settings: ScanSettings,
  ports: Omit<WorkspacePorts, 'api' | 'lookForUnjudged'>,
): Promise<WorkspaceScan> {
  const service = createDryRunService();
  const scan = await scanWorkspace(settings, { ...ports, api: service, lookForUnjudged: false });
  const anchorWaitMs = Math.min(BASE_ANCHOR_WAIT_MS, settings.timeoutSeconds * 1000);
  const planned = describeDryRunPlan(scan, service.kept, anchorWaitMs);
  if (planned === undefined) return scan;
  ports.log.info(planned);
  return { ...scan, notes: [...scan.notes, planned] };
}

/** The line; undefined when there is no base to speak of (no baseline, none found). */
function describeDryRunPlan(
  scan: WorkspaceScan,
  kept: ReadonlyMap<string, string>,
  anchorWaitMs: number,
): string | undefined {
  const { head, base } = scan;
  const without = (why: string): string =>
    asSentence(`Planned without a base, as a real run would: ${why}`);
  if (base.status === 'none' || head.plannedArchives === 0) return undefined;
  if (base.status === 'unavailable') return without(base.reason);
  const label = `${base.label} (${base.sha.slice(0, 7)})`;
  const noFiles = `${label} has no files to scan in the scanned folder`;
  if (base.status === 'no-folder') return without(noFiles);
  if (head.anchored) {
    const digestsOf = (names: readonly { name: string }[]) =>
      names.map((archive) => kept.get(archive.name));
    const baseDigests = new Set(digestsOf(base.tree.archives));
    const same = digestsOf(head.archives).filter((d) => d && baseDigests.has(d)).length;
    return `Planned on the base ${label} as a real run plans it: ${same} of ${plural(head.plannedArchives, 'archive')} byte-identical to the base's (a real run's service answers "already scanned" for those).`;
  }
  if (base.tree.discovery.files.length === 0) return without(noFiles);
  const [stopped] = base.tree.stopped;
  if (stopped !== undefined) return without(stopped);
  return without(
    `the base was not found within ${anchorWaitMs / 1000} s (a real run waits as long)`,
  );
}
