/**
 * Where the next read of one scan's findings starts, and how many requests its reads may cost.
 * A re-read resumes at the last page read (the only one that may have grown) while the list is
 * consistent with its own total; when the list ended with fewer distinct findings than its total
 * counts (an order that moved), the next read starts again at page one. All reads of a scan
 * together cost at most `readBudget(total, pageSize)` requests.
 */
import type { CallTime, CodeSecurityApi, FindingsRead, ReadFrom } from '../../api/code-security.ts';
import { MAX_PAGE_SIZE } from '../../api/code-security.ts';
import { formatCount } from '../../../plural.ts';

/** Whole passes over a scan's pages its reads may cost (a first read, a restart, and resumes). */
export const READ_PASSES = 3;
/** Requests beyond those passes, for resumed re-reads while the service catches up. */
export const READ_EXTRA_REQUESTS = 60;

/** The most findings requests for one scan whose list counts `total` at `pageSize` a page. */
export function readBudget(total: number, pageSize: number): number {
  return READ_PASSES * Math.ceil(total / Math.max(1, pageSize)) + READ_EXTRA_REQUESTS;
}

/** The scan's reads have cost all the requests its total allows. */
export class ReadBudgetError extends Error {
  readonly requests: number;
  constructor(requests: number) {
    super(`its findings reads reached their bound of ${requests} requests`);
    this.requests = requests;
    this.name = 'ReadBudgetError';
  }
}

export class FindingsCursor {
  private from: ReadFrom | undefined;
  private requests = 0;
  private budget = Number.POSITIVE_INFINITY;

  private readonly api: Pick<CodeSecurityApi, 'listFailedFindings'>;
  private readonly scanId: string;

  constructor(api: Pick<CodeSecurityApi, 'listFailedFindings'>, scanId: string) {
    this.api = api;
    this.scanId = scanId;
  }

  /** Reads from where the last read left off; throws `ReadBudgetError` once the budget is spent. */
  async read(time: CallTime): Promise<FindingsRead> {
    if (this.requests >= this.budget) throw new ReadBudgetError(this.requests);
    const read = await this.api.listFailedFindings(this.scanId, time, this.from);
    this.requests += read.requests ?? 1;
    const pageSize = read.pageSize || this.from?.pageSize || MAX_PAGE_SIZE;
    if (read.total !== undefined)
      this.budget = Math.min(this.budget, readBudget(Math.max(read.total, 1), pageSize));
    this.from = read.resumeAt === undefined ? undefined : { page: read.resumeAt, pageSize };
    return read;
  }

  /**
   * After the findings of a read were kept (`known` distinct in all): when the list ended short of
   * its own total, the next read starts at page one again, and this says so for the log.
   */
  settle(read: FindingsRead, known: number): string | undefined {
    if (!read.reachedEnd || read.total === undefined || known >= read.total) return undefined;
    this.from = undefined;
    return `the service lists ${formatCount(known)} of the ${formatCount(read.total)} FAILED findings it counts; reading again from page 1`;
  }

  /** Requests spent so far on this scan's findings. */
  get spent(): number {
    return this.requests;
  }
}
