/**
 * The check run on GitHub: created (or, on a re-run, taken up again) `in_progress` on the reviewed
 * commit when the scan starts, given its annotations in batches of 50 sent one after another
 * (annotations a re-run already sent are not sent twice), and completed with the gate's
 * conclusion. Completing is idempotent and never throws, so every path out of the run can do it:
 * a check run is never left `in_progress`.
 */
import { describeError } from '../../../errors.ts';
import { forLog, redact } from '../../../sanitize.ts';
import type { StepLog } from '../../step-log.ts';
import {
  annotationKey,
  batches,
  type CheckAnnotation,
  type CheckConclusion,
} from './check-run-annotations.ts';
import { isPermissionRefusal, type GitHubClient } from '../../github/github-client.ts';
import { isGitHubUnreachable } from '../../github/github-octokit.ts';

const ANNOTATIONS_PER_PAGE = 100;
const MAX_OUTPUT_TITLE_CHARS = 200;

export interface CheckRunStart {
  readonly client: GitHubClient;
  readonly name: string;
  readonly headSha: string;
  readonly detailsUrl: string;
  readonly now: () => Date;
}

/** Why a check run could not be opened: `refused` falls back to workflow annotations. */
export type CheckRunOpening =
  | { readonly kind: 'opened'; readonly checkRun: CheckRun }
  | {
      readonly kind: 'refused' | 'failed';
      readonly reason: string;
      /** GitHub was never reached: `reason` is no answer of GitHub's. */
      readonly unreachable?: boolean;
    };

export class CheckRun {
  private completed = false;
  private readonly sent = new Set<string>();

  private readonly start: CheckRunStart;
  readonly id: number;
  readonly url: string | undefined;

  private constructor(start: CheckRunStart, id: number, url: string | undefined) {
    this.start = start;
    this.id = id;
    this.url = url;
  }

  /** Creates the check run, or takes up the one of the same name on the same commit. */
  static async open(start: CheckRunStart): Promise<CheckRunOpening> {
    const { client } = start;
    const fields = {
      owner: client.owner,
      repo: client.repo,
      status: 'in_progress' as const,
      details_url: start.detailsUrl,
      started_at: start.now().toISOString(),
      output: { title: 'Scanning', summary: 'The IaC scan is running.' },
    };
    try {
      const { data: found } = await client.octokit.rest.checks.listForRef({
        owner: client.owner,
        repo: client.repo,
        ref: start.headSha,
        check_name: start.name,
        filter: 'latest',
      });
      const existing = found.check_runs.find((r) => r.name === start.name);
      if (existing) {
        await client.octokit.rest.checks.update({ ...fields, check_run_id: existing.id });
        const checkRun = new CheckRun(start, existing.id, existing.html_url ?? undefined);
        await checkRun.readSent();
        return { kind: 'opened', checkRun };
      }
      const { data } = await client.octokit.rest.checks.create({
        ...fields,
        name: start.name,
        head_sha: start.headSha,
      });
      return { kind: 'opened', checkRun: new CheckRun(start, data.id, data.html_url ?? undefined) };
    } catch (error) {
      return {
        kind: isPermissionRefusal(error) ? 'refused' : 'failed',
        reason: describeError(error),
        ...(isGitHubUnreachable(error) && { unreachable: true }),
      };
    }
  }

  /** Annotations this check run already has (a re-run on the same commit). */
  private async readSent(): Promise<void> {
    const { client } = this.start;
    const pages = client.octokit.paginate.iterator(client.octokit.rest.checks.listAnnotations, {
      owner: client.owner,
      repo: client.repo,
      check_run_id: this.id,
      per_page: ANNOTATIONS_PER_PAGE,
    });
    for await (const page of pages)
      for (const a of page.data)
        this.sent.add(
          annotationKey({
            path: a.path,
            start_line: a.start_line,
            end_line: a.end_line,
            title: a.title ?? '',
            message: a.message ?? '',
          }),
        );
  }

  /** Appends the annotations not sent before, 50 a request, one request after another. */
  async annotate(
    annotations: readonly CheckAnnotation[],
    output: { title: string; summary: string },
  ): Promise<number> {
    const fresh = annotations.filter((a) => !this.sent.has(annotationKey(a)));
    const { client } = this.start;
    let count = 0;
    for (const batch of batches(fresh)) {
      await client.octokit.rest.checks.update({
        owner: client.owner,
        repo: client.repo,
        check_run_id: this.id,
        output: { ...clip(output), annotations: batch },
      });
      for (const a of batch) this.sent.add(annotationKey(a));
      count += batch.length;
    }
    return count;
  }

  /** Completes the check run once; a failure to do so is logged, never thrown. */
  async complete(
    log: StepLog,
    result: { conclusion: CheckConclusion; title: string; summary: string },
  ): Promise<void> {
    if (this.completed) return;
    this.completed = true;
    const { client } = this.start;
    try {
      await client.octokit.rest.checks.update({
        owner: client.owner,
        repo: client.repo,
        check_run_id: this.id,
        status: 'completed',
        conclusion: result.conclusion,
        completed_at: this.start.now().toISOString(),
        output: clip(result),
      });
      log.info(`Check run ${result.conclusion}: ${this.url ?? this.start.name}`);
    } catch (error) {
      log.annotate(
        'warning',
        `Could not complete the check run: ${describeError(error)}`,
        {},
        true,
      );
    }
  }

  get isCompleted(): boolean {
    return this.completed;
  }
}

/** The title as one plain line (redacted, capped); the summary is Markdown rendered already. */
function clip(output: { title: string; summary: string }): { title: string; summary: string } {
  return { title: forLog(output.title, MAX_OUTPUT_TITLE_CHARS), summary: redact(output.summary) };
}
