/**
 * The settings of one run, as one frozen literal: what every layer reads. The Action's inputs
 * (`action/inputs.ts`) build it; nothing here reads the environment. Also the archives' default
 * name, which the inputs and the base's tree share.
 */
import { createHash } from 'node:crypto';
import type { BaselineInput } from './git/base-commit.ts';
import type { SeverityOverrides } from './config/severity-overrides.ts';
import type { SuppressionFile } from './suppressions/format.ts';
import type { GitHubContext } from '../github-context.ts';
import type { Severity } from '../severity.ts';

export const REGIONS = ['au', 'sg1', 'in1', 'us1'] as const;
export { MAX_ARCHIVE_BYTES } from './limits.ts';

export type { GitHubContext } from '../github-context.ts';

export interface Settings {
  /** Empty only when the scan is skipped (untrusted pull request). */
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly workspace: string;
  readonly scanRoot: string;
  /** The scanned folder relative to the workspace, with `/` (`.` for the workspace itself). */
  readonly scanPath: string;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  readonly artifactBase: string;
  /** True when the workflow named the archives (`artifact-name`); else they are `<repo>-<short sha>`. */
  readonly artifactNamed: boolean;
  readonly maxArchiveBytes: number;
  readonly failOn: readonly Severity[];
  readonly skipDetections: readonly string[];
  readonly annotations: boolean;
  readonly prComment: boolean;
  readonly githubToken: string;
  readonly sarifFile: string;
  readonly reportFile: string;
  readonly sarifCategory: string | undefined;
  readonly uploadArtifact: boolean;
  readonly timeoutSeconds: number;
  readonly onServiceError: 'fail' | 'warn';
  readonly baseline: BaselineInput;
  /** The suppressions file, read and validated before anything is uploaded. */
  readonly suppressions: SuppressionFile;
  /** Severities changed per detection, with a reason (`severity-overrides`); default none. */
  readonly severityOverrides: SeverityOverrides;
  /** What suppressions a pull request adds do: take effect, or only be shown as proposed. */
  readonly prSuppressions: 'apply' | 'propose';
  readonly trackingIssue: 'auto' | 'true' | 'false';
  /** Discover and pack as a real run would, upload nothing; no key needed. */
  readonly dryRun: boolean;
  readonly tempDir: string;
  readonly github: GitHubContext;
  /**
   * A change request the adapter knows of that no GitHub event names (the command line in a CI's
   * merge or pull request, or given `--baseline <ref>`): its unjudged IaC gates as a pull
   * request's does, between the baseline's commit and HEAD; `unavailable` says why its base
   * cannot be had (then the whole tree counts: fail closed). Unset in the Action: its event says.
   */
  readonly changeRequest?: { readonly unavailable?: string };
  /** Where reviewers look: the check run, review comments and the code scanning upload. */
  readonly surfaces: Surfaces;
}

/** The inputs of the check run, the review comments and the code scanning upload. */
export interface Surfaces {
  readonly checkRun: 'auto' | 'true' | 'false';
  readonly checkRunAnnotations: number;
  readonly prReview: 'off' | 'new';
  readonly uploadSarif: 'auto' | 'true' | 'false';
  /** GITHUB_REF: the ref the workflow ran on (the merge ref on a pull request). */
  readonly ref: string;
  /**
   * A privileged run's scanned commit (GitHub's test merge commit, or the head) and its pull ref
   * (`refs/pull/<n>/merge` or `/head`): what its SARIF describes, not the workspace's base branch.
   */
  readonly scannedCommit?: { readonly sha: string; readonly ref: string };
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
