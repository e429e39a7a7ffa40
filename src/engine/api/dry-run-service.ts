/**
 * The service of a dry run: the null `CodeSecurityApi` the real pipeline runs against when nothing
 * may leave the machine. The scan is the real one (the same trees, the same plan of the head on
 * its base, the same archives written to the end), so what a dry run lists is what a real run
 * sends, by construction. Each archive handed to it is read whole, as an upload reads it, and
 * kept as its SHA-256; the answer is "dry run": there is no scan to wait for, so no scan and no
 * finding is ever listed. What it kept says which archives of a change are its base's byte for
 * byte: those a real service answers "already scanned" for.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import type { CodeSecurityApi, KeptArchive } from './code-security.ts';

export interface DryRunService extends CodeSecurityApi {
  uploadArchive(file: string, artifactName: string): Promise<KeptArchive>;
  /** The SHA-256 (hex) of each archive kept, by archive name. */
  readonly kept: ReadonlyMap<string, string>;
}

export function createDryRunService(): DryRunService {
  const kept = new Map<string, string>();
  return {
    kept,
    async uploadArchive(file, artifactName) {
      const digest = createHash('sha256')
        .update(await fs.readFile(file))
        .digest('hex');
      kept.set(artifactName, digest);
      return { dryRun: true };
    },
    listScans: () => Promise.resolve([]),
    listFailedFindings: () =>
      Promise.resolve({ findings: [], total: 0, problems: [], stoppedEarly: undefined }),
  };
}
