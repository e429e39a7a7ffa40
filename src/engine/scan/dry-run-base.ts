/**
 * The base a dry run plans the head on, found and packed as a real run does it (scan-workspace.ts
 * and scan-trees.ts): the same commit, found by git within the same wait, its files packed by the
 * plan a push run of that commit makes. A real run plans the head on that plan, so a dry run
 * must too, or the archives it lists are not those a real run sends. A base that is not found in
 * time, or cannot be read or packed, leaves the head planned by the free rule, as in a real run,
 * and the dry run says which.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { describeError } from '../../errors.ts';
import type { Git } from '../git/git.ts';
import type { ArchiveBoundaries } from '../packing/anchor.ts';
import { boundariesOf } from '../packing/plan.ts';
import { plural } from '../../plural.ts';
import { asSentence } from '../../sentence.ts';
import { BASE_ANCHOR_WAIT_MS, type ScanSettings } from './scan-workspace.ts';
import { packTree } from './trees/pack-tree.ts';
import { prepareBase } from './trees/prepare-base.ts';
import type { StepLog } from '../../log.ts';

/** What the head is planned on: the base's plan and the SHA-256 of each of its archives. */
export interface DryRunBase {
  readonly anchor: ArchiveBoundaries;
  readonly digests: ReadonlySet<string>;
  /** `main (abc1234)`, for people. */
  readonly label: string;
}

export interface DryRunBasePorts {
  readonly git: Git;
  /** Resolves after `ms`, or when `signal` aborts. */
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly log: StepLog;
}

/** The SHA-256 of a file, hex. */
export async function fileDigest(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/**
 * Finds, discovers and packs (into `dir`) the base a real run would plan the head on; undefined
 * when there is none, with a line in the log and in `notes` saying why the head is planned
 * without it.
 */
export async function planDryRunBase(
  settings: ScanSettings,
  ports: DryRunBasePorts,
  options: { readonly dir: string; readonly notes: string[] },
): Promise<DryRunBase | undefined> {
  if (settings.baseline.kind === 'none') return undefined;
  const without = (why: string): undefined => {
    const line = asSentence(`Planned without a base, as a real run would: ${why}`);
    ports.log.info(line);
    options.notes.push(line);
    return undefined;
  };
  const waitMs = Math.min(BASE_ANCHOR_WAIT_MS, settings.timeoutSeconds * 1000);
  const stop = new AbortController();
  const found = prepareBase(settings, ports.git).then(async (base) =>
    base.status === 'ready' ? { base, discovery: await base.tree.discover() } : { base },
  );
  found.catch(() => undefined); // answered below, or too late to matter
  const late = ports.sleep(waitMs, stop.signal).then(() => undefined);
  const outcome = await Promise.race([found, late]).catch((error: unknown) => ({
    error: describeError(error),
  }));
  stop.abort();
  if (outcome === undefined)
    return without(`the base was not found within ${waitMs / 1000} s (a real run waits as long)`);
  if ('error' in outcome) return without(`the base's files could not be read (${outcome.error})`);
  const { base } = outcome;
  if (base.status === 'none') return undefined;
  if (base.status === 'unavailable') return without(base.reason);
  const label = `${base.label} (${base.sha.slice(0, 7)})`;
  const files = 'discovery' in outcome ? (outcome.discovery?.files ?? []) : [];
  if (files.length === 0) return without(`${label} has no files to scan in the scanned folder`);
  try {
    const packed = packTree(files, {
      maxArchiveBytes: settings.maxArchiveBytes,
      baseName: base.tree.baseName,
      dir: options.dir,
      reader: base.tree.reader,
      label: base.tree.label,
      log: ports.log,
    });
    const digests = new Set<string>();
    for await (const archive of packed.archives) digests.add(await fileDigest(archive.file));
    ports.log.info(
      `The head is planned on the base ${label} (${plural(digests.size, 'archive')}), as a real run plans it.`,
    );
    return { anchor: boundariesOf(packed.plan()), digests, label };
  } catch (error) {
    return without(`packing the files of ${label} failed (${describeError(error)})`);
  }
}
