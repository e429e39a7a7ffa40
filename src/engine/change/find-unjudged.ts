/**
 * Finds the IaC a run leaves unjudged (issue 31). On a pull request: the files it adds or changes
 * under the scanned folder (from git, between its base and the scanned commit) that are IaC by
 * name or content and were not uploaded, and the scanned folder itself when the base has it and
 * the pull request removed it or put a link or submodule in its place, the links under it the
 * pull request left alone that lead out of it to something it changed, and what its
 * kustomizations read from outside it that the pull request changed. Chart files the base's
 * `.helmignore` hid already stay hidden (`hidden-on-base.ts`). When git cannot say what the pull
 * request changed, the platform's list of its files (a port the adapter fills in) says it; without
 * a whole list, every IaC file discovery saw and did not upload counts (fail closed). On other
 * runs, that whole-tree list is a warning. Dangling links and files no deployer can parse are
 * notices, apart from the files that count (`Unjudged.notices`). The whole-tree list also has every link and
 * submodule git lists under the scanned folder (discovery looks only at names that may be IaC). A
 * git failure is never an exception here: it is the reason the whole tree counts.
 */
import { describeError } from '../../errors.ts';
import type { Git } from '../git/git.ts';
import { folderExists } from '../git/git-tree.ts';
import {
  entryAt,
  readChangedEntries,
  type ChangedEntry,
  type ChangedPaths,
} from './changed-entries.ts';
import type { Candidate, TreeFacts } from './judge-entry.ts';
import {
  factsOf,
  linksBehindUnjudged,
  pathReferences,
  repositoryFolder,
  treeCandidates,
  treeReaders,
  unjudgedOf,
  wholeTree,
  workspacePath,
  type FindUnjudgedOptions,
  type ListedChanges,
} from './judge-candidates.ts';
import { commitTargets } from './links/link-targets.ts';
import { findLinksBehind } from './links/links-behind.ts';
import { findDanglingLinks } from './links/dangling-links.ts';
import { hiddenOnBase } from './hidden-on-base.ts';
import { CommitFiles } from './references/commit-files.ts';
import type { PathReferences } from './references/references-from-path.ts';
import { referencesOutOfPath } from './references/references-out-of-path.ts';
import { remoteCodeAdded, type RemoteCode } from './references/remote-added.ts';
import { readBlobs } from '../git/blob-reader.ts';
import type { ReadTreeFile } from '../scan/trees/tree.ts';
import {
  splitNotices,
  unjudgedFile,
  type RemoteCodeNotice,
  type Unjudged,
  type UnjudgedFile,
} from './unjudged.ts';

export type {
  ChangeRange,
  FindUnjudgedOptions,
  ListChanges,
  ListedChanges,
} from './judge-candidates.ts';

/** What a change under the scanned folder holds, beyond the IaC it did not upload. */
interface ChangedFindings {
  readonly files: UnjudgedFile[];
  readonly remote: RemoteCodeNotice[];
}

/**
 * The pull request's changed IaC that was not uploaded, the scanned folder if it is gone, what the
 * deployed code reads out of the folder that it changed, the untracked files of the work tree the
 * scan read and left unjudged, and the code from outside the repository it adds.
 */
async function changedUnjudged(
  options: FindUnjudgedOptions,
  range: { readonly baseSha: string; readonly headSha: string },
): Promise<ChangedFindings> {
  const { git, scanRoot: cwd } = options;
  const folder = await repositoryFolder(options);
  const files: UnjudgedFile[] = [];
  const now = folder === '' ? 'folder' : await entryAt(git, { cwd, sha: range.headSha, folder });
  if (now !== 'folder' && (await folderExists(git, { cwd, sha: range.baseSha, folder })))
    files.push(
      unjudgedFile(
        options.scanPath,
        now === 'missing' ? 'scanned folder removed' : 'scanned folder replaced',
      ),
    );
  const { entries, everywhere } = await readChangedEntries(git, { cwd, ...range, folder });
  const commit = new CommitFiles(git, cwd, range.headSha);
  const untracked = now === 'folder' ? await untrackedCandidates(options, commit, folder) : [];
  const changed = new Set([...entries, ...untracked].map((entry) => entry.path));
  const facts = factsOf(options, { changed });
  const hidden = await hiddenOnBase(git, {
    cwd,
    baseSha: range.baseSha,
    folder,
    charts: facts.charts,
    hidden: [...changed].filter((path) => facts.skipped.get(path) === 'ignored by .helmignore'),
  });
  const references = await referencesIfNeeded(options, folder, everywhere, facts);
  const scope = { changed, hidden, moduleFolders: references?.moduleFolders };
  files.push(
    ...(await unjudgedOf(
      entries,
      options,
      {
        read: (wanted: readonly ChangedEntry[]) =>
          readChanged(git, cwd, wanted, {
            uploaded: facts.uploaded,
            readFile: options.readFile,
          }),
        probe: commitTargets(git, { scanRoot: cwd, sha: range.headSha }),
      },
      scope,
    )),
    ...(await unjudgedOf(untracked, options, treeReaders(options), scope)),
  );
  const remote = await remoteCodeAdded(git, { cwd, baseSha: range.baseSha, folder, entries });
  files.push(...remoteUnjudged(remote, options.scanPath));
  const notices = remote.map((code) => remoteNotice(code, options.scanPath));
  // No links stand under a folder the scanned commit does not have (that is its own reason).
  if (now !== 'folder') return { files, remote: notices };
  files.push(
    ...(await referencesOutOfPath(references?.outside ?? [], {
      folder,
      scanPath: options.scanPath,
      changed: everywhere,
      commit,
    })),
  );
  const behind = await findLinksBehind(git, {
    cwd,
    headSha: range.headSha,
    folder,
    changed: everywhere,
    skip: changed,
  });
  files.push(...(await linksBehindUnjudged(behind, options, changed)));
  return { files, remote: notices };
}

/**
 * The references the deployed code under the folder writes, read only when a change could reach
 * one: a path it holds out of the folder, or one `exclude` leaves out under it.
 */
async function referencesIfNeeded(
  options: FindUnjudgedOptions,
  folder: string,
  changed: ChangedPaths,
  facts: TreeFacts,
): Promise<PathReferences | undefined> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const reaches = [...changed.keys()].some((path) =>
    path.startsWith(prefix) ? facts.isExcluded(path.slice(prefix.length)) : true,
  );
  return reaches ? pathReferences(options, folder) : undefined;
}

/**
 * The files discovery and packing saw in the work tree and did not upload that the scanned commit
 * does not hold: generated (`cdk synth` into a folder `include` names) or ignored, so in no diff,
 * yet scanned as part of this change. None when the scan read the commit itself.
 */
async function untrackedCandidates(
  options: FindUnjudgedOptions,
  commit: CommitFiles,
  folder: string,
): Promise<Candidate[]> {
  const seen = treeCandidates(factsOf(options)).filter((c) => c.type === 'file');
  if (seen.length === 0) return [];
  const tracked = await commit.paths();
  const prefix = folder === '' ? '' : `${folder}/`;
  return seen.filter((c) => !tracked.has(`${prefix}${c.path}`));
}

export async function findUnjudged(options: FindUnjudgedOptions): Promise<Unjudged> {
  const { range } = options;
  const gates = range.kind === 'pull request';
  let note: string | undefined;
  if ('baseSha' in range) {
    try {
      const { files, remote } = await changedUnjudged(options, range);
      return withNotices(await markDangling(files, options, range.headSha), {
        gates,
        scope: 'changed',
        ...(remote.length > 0 && { remote }),
      });
    } catch (error) {
      note = `which files this pull request changed could not be read from git (${describeError(error).split('\n')[0]})`;
    }
  } else if ('unavailable' in range) note = range.unavailable;
  // Git cannot say what the pull request changed: the platform's list of its files, if it has one.
  const listed = gates ? await listedChanges(options) : undefined;
  if (listed !== undefined && listed.complete) {
    const files = await listedUnjudged(options, listed.paths).catch(() => undefined);
    if (files !== undefined)
      return withNotices(await markDangling(files, options, options.headCommit), {
        gates,
        scope: 'changed',
        note: `git could not say which files this pull request changed (${note ?? 'no base'}), so they came from ${listed.source}`,
      });
  } else if (listed !== undefined)
    note = `${note ?? 'git could not say which files this pull request changed'}; ${listed.source} lists fewer files than the pull request has`;
  const files = await unjudgedOf(await wholeTree(options), options, treeReaders(options));
  // What a pull request changed out of the scanned folder is unknown: every reference there counts.
  if (gates) files.push(...(await everyReferenceOut(options)));
  return withNotices(await markDangling(files, options, options.headCommit), {
    gates,
    scope: 'tree',
    ...(note !== undefined && { note }),
  });
}

/**
 * The bytes of the changed entries the rule asks for: a file that was uploaded, as the scanned
 * tree holds it (the bytes uploaded: in the work tree, after checkout filters such as
 * `working-tree-encoding` or `eol`, which can make a UTF-8 blob a UTF-16 file); anything else by
 * its blob. A file judged by the bytes uploaded is not UTF-8 there: not judged (`judge-entry.ts`).
 */
async function readChanged(
  git: Git,
  cwd: string,
  wanted: readonly ChangedEntry[],
  tree: { uploaded: (relative: string) => boolean; readFile: ReadTreeFile },
): Promise<(Uint8Array | undefined)[]> {
  const sent = (entry: ChangedEntry) => entry.type === 'file' && tree.uploaded(entry.path);
  const blobs = await readBlobs(
    git,
    cwd,
    wanted.filter((entry) => !sent(entry)).map((entry) => entry.objectId),
  );
  let next = 0;
  return Promise.all(
    wanted.map((entry) => (sent(entry) ? tree.readFile(entry.path) : blobs[next++])),
  );
}

/** The unjudged files apart from the notices (a dangling link, a file no deployer can parse). */
function withNotices(files: readonly UnjudgedFile[], rest: Omit<Unjudged, 'files'>): Unjudged {
  const split = splitNotices(files);
  return {
    ...rest,
    files: split.files,
    ...(split.notices.length > 0 && { notices: split.notices }),
  };
}

/** The platform's list of the change's files; undefined when it has none or it failed. */
async function listedChanges(options: FindUnjudgedOptions): Promise<ListedChanges | undefined> {
  if (options.listChanges === undefined) return undefined;
  return options.listChanges().catch(() => undefined);
}

/**
 * The files a listed change holds under the scanned folder, judged as the whole tree's are (what
 * discovery and packing left home, and every link and submodule), and the links it left alone that
 * lead out of the folder to something it changed. Throws when git cannot tell (the caller counts
 * the whole tree).
 */
async function listedUnjudged(
  options: FindUnjudgedOptions,
  paths: readonly string[],
): Promise<UnjudgedFile[]> {
  const folder = await repositoryFolder(options);
  const prefix = folder === '' ? '' : `${folder}/`;
  const local = new Set(
    paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)),
  );
  const facts = factsOf(options, { changed: local });
  const inChange = (await wholeTree(options)).filter((c) => local.has(c.path));
  const known = new Set(inChange.map((c) => c.path));
  // Uploaded files named like IaC that the change holds: their encoding is checked.
  const uploaded = [...local]
    .filter((path) => !known.has(path) && facts.uploaded(path))
    .map((path): Candidate => ({ path, nameValid: true, type: 'file' }));
  const everywhere = new Map(paths.map((p) => [p, '100644']));
  const references = await referencesIfNeeded(options, folder, everywhere, facts);
  const files = await unjudgedOf([...inChange, ...uploaded], options, treeReaders(options), {
    changed: local,
    moduleFolders: references?.moduleFolders,
  });
  const head = options.headCommit;
  if (folder === '' || head === undefined) return files;
  files.push(
    ...(await referencesOutOfPath(references?.outside ?? [], {
      folder,
      scanPath: options.scanPath,
      changed: everywhere,
      commit: new CommitFiles(options.git, options.scanRoot, head),
    })),
  );
  const behind = await findLinksBehind(options.git, {
    cwd: options.scanRoot,
    headSha: head,
    folder,
    changed: everywhere,
    skip: local,
  });
  return [...files, ...(await linksBehindUnjudged(behind, options, local))];
}

/**
 * The links counted for where they lead (`link or submodule`, `link out of the repository`) whose
 * target the scanned commit does not have: dangling, a notice. Without the commit, or when git
 * cannot tell, they stay counted.
 */
async function markDangling(
  files: UnjudgedFile[],
  options: FindUnjudgedOptions,
  headSha: string | undefined,
): Promise<UnjudgedFile[]> {
  const linkReasons = new Set(['link or submodule', 'link out of the repository']);
  const links = files.filter((f) => linkReasons.has(f.reason));
  if (links.length === 0 || headSha === undefined) return files;
  try {
    const folder = await repositoryFolder(options);
    const scanPrefix = options.scanPath === '.' ? '' : `${options.scanPath}/`;
    const repoPath = (workspacePath: string) => {
      const relative = workspacePath.slice(scanPrefix.length);
      return folder === '' ? relative : `${folder}/${relative}`;
    };
    const dangling = await findDanglingLinks(options.git, {
      cwd: options.scanRoot,
      sha: headSha,
      links: links.map((f) => repoPath(f.path)),
    });
    return files.map((f) =>
      linkReasons.has(f.reason) && dangling.has(repoPath(f.path))
        ? unjudgedFile(f.path, 'dangling link')
        : f,
    );
  } catch {
    return files;
  }
}

/**
 * Every reference out of the scanned folder, when what the change holds is unknown: each counts.
 * Without git, the scanned folder is taken for the repository's.
 */
async function everyReferenceOut(options: FindUnjudgedOptions): Promise<UnjudgedFile[]> {
  const folder = await repositoryFolder(options).catch(() =>
    options.scanPath === '.' ? '' : options.scanPath,
  );
  const { outside } = await pathReferences(options, folder);
  return referencesOutOfPath(outside, { folder, scanPath: options.scanPath, changed: 'unknown' });
}

/** The unpinned code from outside the repository a change adds: not judged. */
function remoteUnjudged(remote: readonly RemoteCode[], scanPath: string): UnjudgedFile[] {
  const paths = new Set(
    remote
      .filter((code) => code.pin === 'unpinned')
      .map((code) => workspacePath(scanPath, code.file)),
  );
  return [...paths].map((path) => unjudgedFile(path, 'remote code, unpinned'));
}

function remoteNotice(code: RemoteCode, scanPath: string): RemoteCodeNotice {
  const { what, address, pin, detail } = code;
  return { path: workspacePath(scanPath, code.file), what, address, pin, detail };
}
