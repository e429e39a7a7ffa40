/**
 * Reads a paged list to its end, whatever the service does: it follows `hasNextPage` without
 * assuming the page size asked for was honoured, and it stops when a page repeats the one before
 * or when there are more pages than `meta.total` allows (with slack). A service that says "next
 * page" forever costs a bounded number of calls; the deadline bounds their time.
 */
import type { PageMeta } from './schemas.ts';

/** Pages beyond what `total` / page size needs before reading stops. */
export const PAGE_SLACK = 2;
/** The most pages read when the service sends no total. */
export const MAX_PAGES = 1_000;

export interface Page<T> {
  readonly items: readonly T[];
  readonly meta: PageMeta | undefined;
  /** An item's identity, to tell a repeated page. */
  readonly key: (item: T) => string;
}

export interface PagesRead<T> {
  readonly items: T[];
  /** `meta.total` of the first page, when the service sent it. */
  readonly total: number | undefined;
  /** Why reading stopped while the service still announced a next page. */
  readonly stoppedEarly: string | undefined;
  /** A call that failed after the first page: what was read before it is kept. */
  readonly failure?: unknown;
}

export async function readPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<PagesRead<T>> {
  const items: T[] = [];
  let total: number | undefined;
  let maxPages = MAX_PAGES;
  let previous = '';
  for (let page = 1; ; page++) {
    let fetched: Page<T>;
    try {
      fetched = await fetchPage(page);
    } catch (error) {
      if (page === 1) throw error;
      return { items, total, stoppedEarly: `page ${page} could not be read`, failure: error };
    }
    const { items: pageItems, meta, key } = fetched;
    if (page === 1) {
      total = meta?.total;
      if (total !== undefined && pageItems.length > 0)
        maxPages = Math.min(MAX_PAGES, Math.ceil(total / pageItems.length) + PAGE_SLACK);
    }
    const signature = pageItems.map(key).join('\u0000');
    if (page > 1 && signature !== '' && signature === previous) {
      return { items, total, stoppedEarly: `page ${page} repeated page ${page - 1}` };
    }
    previous = signature;
    items.push(...pageItems);
    if (!meta?.hasNextPage || pageItems.length === 0)
      return { items, total, stoppedEarly: undefined };
    if (page >= maxPages) {
      const of = total === undefined ? '' : ` for a total of ${total}`;
      return {
        items,
        total,
        stoppedEarly: `the service still announced a next page after ${page} pages${of}`,
      };
    }
  }
}
