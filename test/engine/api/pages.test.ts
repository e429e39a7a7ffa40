/** readPages on its own, with pages made in memory: where a read stops, and where the next resumes. */
import { describe, expect, it } from 'vitest';
import { PAGE_SLACK, readPages, type Page } from '../../../src/engine/api/pages.ts';

const SIZE = 3;

/** A list of `total` items served `SIZE` a page; `fail` pages throw, `untotalled` sends no total. */
function list(total: number, options: { fail?: number[]; untotalled?: boolean } = {}) {
  const asked: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    asked.push(page);
    if (options.fail?.includes(page)) throw new Error(`page ${page} broke`);
    const items = Array.from({ length: SIZE }, (_, i) => (page - 1) * SIZE + i).filter(
      (n) => n < total,
    );
    return {
      items,
      meta: { hasNextPage: page * SIZE < total, ...(options.untotalled ? {} : { total }) },
      key: String,
    };
  };
  return { asked, fetchPage };
}

describe('readPages', () => {
  it('keeps what was read around a failed page and resumes at that page', async () => {
    const { fetchPage } = list(30, { fail: [5] });
    const read = await readPages(fetchPage);
    expect(read.failure).toBeInstanceOf(Error);
    expect(read.stoppedEarly).toBe('page 5 could not be read');
    expect(read.resumeAt).toBe(5);
    expect(read.items).toEqual(expect.arrayContaining([0, 1, 2, 9, 10, 11]));
    expect(read.items).not.toContain(12);
  });

  it('resumes at the page given and reads to the end', async () => {
    const { asked, fetchPage } = list(30);
    const read = await readPages(fetchPage, { startPage: 8, pageSize: SIZE });
    expect(asked).toEqual([8, 9, 10]);
    expect(read.items).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(read).toMatchObject({ reachedEnd: true, resumeAt: 10, requests: 3 });
  });

  it('reads one page at a time without a total, and as many as the list has', async () => {
    const { asked, fetchPage } = list(40, { untotalled: true });
    const read = await readPages(fetchPage);
    expect(asked).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(read.items).toHaveLength(40);
  });

  it(`never asks for more than the total needs plus ${PAGE_SLACK}`, async () => {
    const endless = async (page: number): Promise<Page<number>> => ({
      items: [page * 10, page * 10 + 1, page * 10 + 2],
      meta: { hasNextPage: true, total: 30 },
      key: String,
    });
    const read = await readPages(endless);
    expect(read.requests).toBe(10 + PAGE_SLACK);
    expect(read.stoppedEarly).toBe(
      `the service still announced a next page after ${10 + PAGE_SLACK} pages for a total of 30`,
    );
  });
});
