/**
 * Discovery as the packing and logging tests need it: a folder taken as its own workspace and
 * scanned root, with no include or exclude, so that what is found is what the rules find.
 */
import { discoverFiles, type Discovery } from '../../src/engine/discovery/discover.ts';

/** Everything discovery finds under `root`. */
export function discoverAll(root: string): Promise<Discovery> {
  return discoverFiles({ workspace: root, scanRoot: root, include: [], exclude: [] });
}
