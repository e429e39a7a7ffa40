/**
 * The engine's settings of one run, as one frozen literal: only what the engine reads (discovery,
 * packing, the service, waiting, the gate, the baseline, suppressions, the formats), and where the
 * run is (`origin`), for links and names. Each adapter builds it from its own surface (the Action's
 * inputs in `action/inputs.ts`, the command line's flags in `cli/settings.ts`) and keeps its own
 * surfaces beside it; nothing here reads the environment. Also the archives' default name, which
 * the adapters and the base's tree share.
 */
import { createHash } from 'node:crypto';
import type { BaselineInput } from './git/base-commit.ts';
import type { SeverityOverrides } from './config/severity-overrides.ts';
import type { LimitSuppressions, SuppressionFile } from './suppressions/format.ts';
import type { Severity } from '../severity.ts';

export const REGIONS = ['au', 'sg1', 'in1', 'us1'] as const;
export { MAX_ARCHIVE_BYTES } from './limits.ts';

/**
 * Where the run is, in no platform's terms: what the reports link to and name. The JSON report
 * publishes it as `repository`, `sha`, `event`, `serverUrl` and `pullRequest`.
 */
export interface RunOrigin {
  /** `owner/name` on its server; '' when unknown (a run outside a hosted repository). */
  readonly repository: string;
  /** The commit the findings' links point at: the change's head on a pull request. */
  readonly commit: string;
  /** The server's address, for links to lines (`https://github.com`). */
  readonly serverUrl: string;
  /** A link to the run that made the report (a workflow run), when there is one. */
  readonly runUrl: string | undefined;
  /** What started the run, in its platform's word (an event name); '' when nothing did. */
  readonly trigger: string;
  /** The number of the change under review (a pull request's), when it has one. */
  readonly changeNumber: number | undefined;
}

export interface Settings {
  /** The service's key; empty only when nothing is uploaded (a dry run, a skipped scan). */
  readonly apiKey: string;
  /** The service's base URL (from the region or an explicit URL). */
  readonly baseUrl: string;
  /** The repository's folder on disk: paths in reports are relative to it. */
  readonly workspace: string;
  /** The scanned folder on disk. */
  readonly scanRoot: string;
  /** The scanned folder relative to the workspace, with `/` (`.` for the workspace itself). */
  readonly scanPath: string;
  /** Patterns of files uploaded beyond what discovery finds (past `.gitignore` too). */
  readonly include: readonly string[];
  /** Patterns of files never uploaded. */
  readonly exclude: readonly string[];
  /** The archives are `<artifactBase>-<i>.zip`. */
  readonly artifactBase: string;
  /** True when the user named the archives; else they are `<repo>-<short sha>`. */
  readonly artifactNamed: boolean;
  /** The largest archive packed, in bytes. */
  readonly maxArchiveBytes: number;
  /** The severities that gate. */
  readonly failOn: readonly Severity[];
  /** Detections whose findings are left out of the gate and the reports' counts. */
  readonly skipDetections: readonly string[];
  /** Where the SARIF file goes ('' for none). */
  readonly sarifFile: string;
  /** Where the JSON report goes ('' for none). */
  readonly reportFile: string;
  /** The SARIF run's category (`automationDetails.id`), when one was given. */
  readonly sarifCategory: string | undefined;
  /** How long the whole scan may take, uploads and waiting included. */
  readonly timeoutSeconds: number;
  /** Whether a scan that could not complete fails the run or only warns. */
  readonly onServiceError: 'fail' | 'warn';
  /** What findings are compared with: the change's base (`auto`), nothing, or a ref. */
  readonly baseline: BaselineInput;
  /** The suppressions file, read and validated before anything is uploaded. */
  readonly suppressions: SuppressionFile;
  /**
   * The organisation's `suppression-max-days`, as the adapter applied it to `suppressions`: a
   * change's run applies it also to the base's file it applies instead of the workspace's.
   */
  readonly limitSuppressions?: LimitSuppressions | undefined;
  /** Severities changed per detection, with a reason (`severity-overrides`); default none. */
  readonly severityOverrides: SeverityOverrides;
  /** What suppressions a change under review adds do: take effect, or only be shown as proposed. */
  readonly prSuppressions: 'apply' | 'propose';
  /** Discover and pack as a real run would, upload nothing; no key needed. */
  readonly dryRun: boolean;
  /** Where scratch folders go. */
  readonly tempDir: string;
  /** Where the run is: what the reports link to, and the repository the base's archives name. */
  readonly origin: RunOrigin;
}

/** An archive base name cleaned to [A-Za-z0-9._-], without `.zip`; '' when nothing is left. */
export function cleanArtifactName(raw: string): string {
  return raw
    .replace(/\.zip$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
}

/**
 * `<repo>-<short sha>`, the default base name of the archives of a commit, with a short hash of
 * the scanned folder when it is not the workspace (`<repo>-<short sha>-<hash>`): two steps that
 * scan different folders of one commit must not share names, or one could adopt the other's scan.
 */
export function defaultArtifactName(repository: string, sha: string, scanPath = '.'): string {
  const folder =
    scanPath === '.' ? '' : `-${createHash('sha256').update(scanPath).digest('hex').slice(0, 6)}`;
  return cleanArtifactName(
    `${repository.split('/').pop() || 'iac-scan'}-${sha.slice(0, 7)}${folder}`,
  );
}
