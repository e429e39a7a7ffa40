/**
 * The Action's settings of one run: the engine's `Settings` (what discovery, packing, the service,
 * the gate, the baseline and the suppressions read) and, beside them, the Action's own surfaces
 * (annotations, the comment, the check run, review comments, code scanning, the artifact, the
 * tracking issue, the token) and the workflow run they publish to. `action/inputs.ts` builds it;
 * the engine is handed it as its `Settings` and reads none of the rest.
 */
import type { RunOrigin, Settings } from '../engine/settings.ts';
import type { GitHubContext } from './github-context.ts';

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

export interface ActionSettings extends Settings {
  /** Findings as annotations on the step (`annotations`). */
  readonly annotations: boolean;
  /** The pull request comment (`pr-comment`). */
  readonly prComment: boolean;
  /** The token every GitHub API call is made with ('' for none). */
  readonly githubToken: string;
  /** The archives as a workflow artifact (`upload-artifact`). */
  readonly uploadArtifact: boolean;
  /** The issue that tracks the default branch's findings (`tracking-issue`). */
  readonly trackingIssue: 'auto' | 'true' | 'false';
  /** The workflow run as the runner describes it: only the Action reads it. */
  readonly github: GitHubContext;
  /** Where reviewers look: the check run, review comments and the code scanning upload. */
  readonly surfaces: Surfaces;
}

/** Where a workflow run is, in the engine's neutral words (what its reports link to). */
export function originOf(github: GitHubContext): RunOrigin {
  return {
    repository: github.repository,
    commit: github.headSha,
    serverUrl: github.serverUrl,
    runUrl:
      github.repository === '' || github.runId === ''
        ? undefined
        : `${github.serverUrl}/${github.repository}/actions/runs/${github.runId}`,
    trigger: github.eventName,
    changeNumber: github.pullRequestNumber,
  };
}
