/**
 * Reads a paged list to its end, whatever the service does: it follows `hasNextPage` without
 * assuming the page size asked for was honoured, and it stops when a page repeats the one before
 * or when there are more pages than `meta.total` allows (with slack). There is no ceiling below
 * what `meta.total` needs: once page one gives the total, the pages after it are read a few at a
 * time. A service that says "next page" forever costs a bounded number of calls (a function of
 * its total); the deadline bounds their time.
 */
import type { PageMeta } from './schemas.ts';

/** Pages beyond what `total` / page size needs before reading stops. */
export const PAGE_SLACK = 2;
/** The most pages read when the service sends no total (then pages are read one at a time). */
export const MAX_PAGES = 1_000;
/** Pages in flight at once once the total is known. */
export const PAGE_CONCURRENCY = 4;

export interface Page<T> {
  readonly items: readonly T[];
  readonly meta: PageMeta | undefined;
  /** An item's identity, to tell a repeated page. */
  readonly key: (item: T) => string;
}

export interface PagesRead<T> {
  readonly items: T[];
  /** `meta.total` of the first page read, when the service sent it. */
  readonly total: number | undefined;
  /** Why reading stopped while the service still announced a next page. */
  readonly stoppedEarly: string | undefined;
  /** A call that failed after the first page: what was read before it is kept. */
  readonly failure?: unknown;
  /** Items on a full page, as the service honoured it (0 when no page was full). */
  readonly pageSize: number;
  /** The page a later read should start at: the first page not read, or the last one (it may grow). */
  readonly resumeAt: number;
  /** True when the service said there was no next page. */
  readonly reachedEnd: boolean;
  /** Requests made. */
  readonly requests: number;
}

export interface ReadPagesOptions {
  /** The page to start at (a re-read that resumes); 1 by default. */
  readonly startPage?: number;
  readonly concurrency?: number;
  /** Items on a full page, when an earlier read learned it (a resumed first page may be short). */
  readonly pageSize?: number;
}

/** The last page worth asking for, from the first page read. */
function lastPageFor<T>(start: number, first: Page<T>, knownSize: number | undefined): number {
  const total = first.meta?.total;
  const size = knownSize || first.items.length;
  if (total === undefined || size === 0) return start + MAX_PAGES - 1;
  return Math.max(start, Math.ceil(total / size)) + PAGE_SLACK;
}

const signatureOf = <T>(page: Page<T>): string => page.items.map(page.key).join('\u0000');

/** Reads from `startPage` until the service says there is no next page, `total` allows no more, or a page repeats. */
export async function readPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  options: ReadPagesOptions = {},
): Promise<PagesRead<T>> {
  const start = options.startPage ?? 1;
  const first = await fetchPage(start);
  const total = first.meta?.total;
  const pageSize = first.meta?.hasNextPage ? first.items.length : (options.pageSize ?? 0);
  const lastPage = lastPageFor(start, first, options.pageSize);
  const concurrency = total === undefined ? 1 : (options.concurrency ?? PAGE_CONCURRENCY);
  const items: T[] = [...first.items];
  const done = new Map<number, Page<T>>();
  let requests = 1;
  let cursor = start + 1;
  let previous = signatureOf(first);
  let next = start + 1;
  let stop: { reason?: string; end?: boolean; failure?: unknown; at: number } | undefined =
    !first.meta?.hasNextPage || first.items.length === 0 ? { end: true, at: start } : undefined;

  /** Takes pages in order as they arrive, so a repeat and the end are seen where they are. */
  const advance = (): void => {
    for (let page = done.get(cursor); page && !stop; page = done.get(cursor)) {
      done.delete(cursor);
      const signature = signatureOf(page);
      if (signature !== '' && signature === previous) {
        stop = { reason: `page ${cursor} repeated page ${cursor - 1}`, at: cursor };
        return;
      }
      previous = signature;
      items.push(...page.items);
      if (!page.meta?.hasNextPage || page.items.length === 0) stop = { end: true, at: cursor };
      else if (cursor >= lastPage) {
        const of = total === undefined ? '' : ` for a total of ${total}`;
        const reason = `the service still announced a next page after ${cursor} pages${of}`;
        stop = { reason, at: cursor };
      }
      cursor++;
    }
  };

  const readNext = async (): Promise<void> => {
    const page = next++;
    try {
      done.set(page, await fetchPage(page));
    } catch (error) {
      stop ??= { reason: `page ${page} could not be read`, failure: error, at: page };
    }
    requests++;
    advance();
  };
  // Pages the total needs go a few at a time; the slack beyond them, one at a time.
  const needed = lastPage - PAGE_SLACK;
  const worker = async (): Promise<void> => {
    while (!stop && next <= needed) await readNext();
  };
  // The second page alone first: a service that repeats its first page costs two calls only.
  if (!stop && next <= lastPage) await readNext();
  await Promise.all(Array.from({ length: concurrency }, worker));
  while (!stop && next <= lastPage) await readNext();
  // Pages read past a failure are kept too (their items are deduplicated by the caller).
  if (stop?.failure !== undefined) for (const page of done.values()) items.push(...page.items);
  const ended = stop ?? { at: cursor - 1 };
  return {
    items,
    total,
    stoppedEarly: ended.reason,
    ...(ended.failure === undefined ? {} : { failure: ended.failure }),
    pageSize,
    resumeAt: ended.at,
    reachedEnd: ended.end === true,
    requests,
  };
}
