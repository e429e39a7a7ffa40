/**
 * Removing a scratch folder (archives, spools, a dry run's output) without letting it decide the
 * run. On Windows a file just written is often still held open by an antivirus scanner or the
 * search indexer for a moment: removing its folder answers EBUSY, EPERM or ENOTEMPTY, and a moment
 * later succeeds. So the removal is tried again with a growing pause, and a folder that is still
 * there after the last try is a sentence for a warning, never an error: the scan it served is
 * complete, and the runner empties its temporary folder at the end of the job anyway.
 */
import * as fs from 'node:fs/promises';
import { setTimeout as wait } from 'node:timers/promises';
import type { Log } from './log.ts';

/** Tries in all: the pauses between them are 100, 200, 300, 400 and 500 ms (1.5 s at most). */
export const SCRATCH_REMOVE_ATTEMPTS = 6;
/** The first pause; each later one is longer by as much. */
export const SCRATCH_REMOVE_DELAY_MS = 100;

/** The codes a removal fails with while another process still holds a file. */
const TRANSIENT_CODES = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE']);

/** Removes a folder and all it holds (fs.promises.rm's signature, so a test can pass a fault). */
export type RemoveFolder = (
  folder: string,
  options: { readonly recursive: true; readonly force: true },
) => Promise<void>;

export interface RemoveScratchOptions {
  readonly remove?: RemoveFolder;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Removes `folder`, trying again while the system says a file is busy. Never throws: returns
 * undefined once the folder is gone, else why it is still there (for one warning).
 */
export async function removeScratchFolder(
  folder: string,
  options: RemoveScratchOptions = {},
): Promise<string | undefined> {
  const remove = options.remove ?? fs.rm;
  const sleep = options.sleep ?? ((ms: number) => wait(ms));
  for (let attempt = 1; ; attempt++) {
    try {
      await remove(folder, { recursive: true, force: true });
      return undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
      if (!TRANSIENT_CODES.has(code) || attempt >= SCRATCH_REMOVE_ATTEMPTS)
        return `${folder} could not be removed after ${attempt} ${attempt === 1 ? 'try' : 'tries'} (${code || String(error)})`;
      await sleep(SCRATCH_REMOVE_DELAY_MS * attempt);
    }
  }
}

/** Removes a scratch folder; one that stays is one warning that says the scan is not affected. */
export async function removeScratch(
  folder: string,
  options: RemoveScratchOptions & { readonly log: Pick<Log, 'warning'> },
): Promise<void> {
  const left = await removeScratchFolder(folder, options);
  if (left !== undefined)
    options.log.warning(
      `The scratch folder was left behind: ${left}. The scan is not affected; the runner empties its temporary folder after the job.`,
    );
}
