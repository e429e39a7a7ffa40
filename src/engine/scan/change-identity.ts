/**
 * What the comparison with the base needs to know of the change besides the findings, read while
 * the trees can still be read: the files git saw renamed (a finding keeps its identity through a
 * rename), and the text of the Terraform files the change added or modified that may hold a
 * `moved` block (a resource renamed with one keeps its identity). Only changed files are read: a
 * `moved` block the base already had cannot carry a base finding (Terraform refuses a move from
 * an address that still exists). Git failing is no error: the comparison goes on without renames,
 * and the log says why.
 */
import { describeError } from '../../errors.ts';
import type { DiscoveredFile } from '../discovery/discover.ts';
import type { Git } from '../git/git.ts';
import { locateFolder } from '../git/git-tree.ts';
import { readTreeChanges } from '../git/tree-changes.ts';
import type { ContentReader } from '../packing/content-reader.ts';
import type { Log } from '../../log.ts';

export interface ChangeIdentity {
  /** Files git saw renamed: base path → head path, workspace-relative. */
  readonly renames: ReadonlyMap<string, string>;
  /** Terraform files the change added or modified that mention `moved`, with their text. */
  readonly terraformTexts: ReadonlyMap<string, string>;
}

/** Terraform files, where `moved` blocks are. */
const TERRAFORM_FILE = /\.(?:tf|tofu)(?:\.json)?$/i;
/** A file that may hold a `moved` block (HCL or JSON). */
const MENTIONS_MOVED = /\bmoved\b/;

export const NO_CHANGE_IDENTITY: ChangeIdentity = { renames: new Map(), terraformTexts: new Map() };

export async function readChangeIdentity(options: {
  readonly git: Git;
  readonly workspace: string;
  readonly baseSha: string;
  /** The scanned commit; undefined when the work tree is scanned. */
  readonly headSha: string | undefined;
  /** The head's discovered files and their reader. */
  readonly files: readonly DiscoveredFile[];
  readonly reader: ContentReader<DiscoveredFile>;
  readonly log: Log;
}): Promise<ChangeIdentity> {
  const { git, workspace, log } = options;
  try {
    const location = await locateFolder(git, workspace);
    if (location === undefined) return NO_CHANGE_IDENTITY;
    const changes = await readTreeChanges(git, {
      cwd: workspace,
      baseSha: options.baseSha,
      headSha: options.headSha,
      folder: location.folder,
    });
    const byPath = new Map(options.files.map((f) => [f.path, f]));
    const terraformTexts = new Map<string, string>();
    for (const path of changes.changed) {
      const file = byPath.get(path);
      if (file === undefined || !TERRAFORM_FILE.test(path)) continue;
      const text = await options.reader
        .read(file)
        .then((bytes) => bytes.toString('utf8'))
        .catch(() => undefined);
      if (text !== undefined && MENTIONS_MOVED.test(text)) terraformTexts.set(path, text);
    }
    if (changes.renames.size > 0)
      log.info(
        `Git sees ${changes.renames.size} file(s) renamed since the base: their findings keep their identity.`,
      );
    return { renames: changes.renames, terraformTexts };
  } catch (error) {
    log.info(
      `Renamed files could not be read from git (${describeError(error).split('\n')[0]}): a finding in a renamed file counts as new there.`,
    );
    return NO_CHANGE_IDENTITY;
  }
}
