/**
 * Commits written straight into a bare repository by one `git fast-import`, for fixtures whose
 * files are plain text: a pull request's base, head and merge commit cost one git process instead
 * of a work tree, a dozen commands and a push. What lands is what `git add -A && git commit` would
 * make of the same files (mode 100644, a null content deletes the path, a folder too).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git } from './git-fixtures.ts';

/** One commit: its ref, its parents (commit ids or earlier commits' indexes), its changes. */
export interface ImportedCommit {
  readonly ref: string;
  readonly message: string;
  readonly parents: readonly (string | number)[];
  /** Written over the first parent's tree in order (null deletes). */
  readonly files: readonly (readonly [string, string | null])[];
}

/** Writes `commits` into the bare repository `bare` in order (a ref may move anywhere, as a force push moves it); returns their commit ids. */
export function importCommits(bare: string, commits: readonly ImportedCommit[]): string[] {
  const marks = path.join(bare, 'fixture-marks');
  const stamp = `${Math.floor(Date.now() / 1000)} +0000`;
  const chunks: Buffer[] = [];
  const line = (text: string) => chunks.push(Buffer.from(`${text}\n`, 'utf8'));
  const data = (bytes: Buffer) => {
    line(`data ${bytes.length}`);
    chunks.push(bytes, Buffer.from('\n'));
  };
  commits.forEach((commit, index) => {
    line(`commit ${commit.ref}`);
    line(`mark :${index + 1}`);
    line(`author t <t@t> ${stamp}`);
    line(`committer t <t@t> ${stamp}`);
    data(Buffer.from(commit.message, 'utf8'));
    const [from, ...merges] = commit.parents.map(parentOf);
    if (from) line(`from ${from}`);
    for (const merge of merges) line(`merge ${merge}`);
    for (const [file, content] of commit.files) {
      if (content === null) line(`D ${quoted(file)}`);
      else {
        line(`M 100644 inline ${quoted(file)}`);
        data(Buffer.from(content, 'utf8'));
      }
    }
    line('');
  });
  git(
    bare,
    ['fast-import', '--quiet', '--force', `--export-marks=${marks}`],
    Buffer.concat(chunks),
  );
  const ids = new Map(
    fs
      .readFileSync(marks, 'utf8')
      .trim()
      .split('\n')
      .map((entry) => entry.split(' ') as [string, string]),
  );
  fs.rmSync(marks);
  return commits.map((_, index) => ids.get(`:${index + 1}`) as string);
}

function parentOf(parent: string | number): string {
  return typeof parent === 'number' ? `:${parent + 1}` : parent;
}

/** A path as fast-import reads it: C-quoted, so spaces, quotes and newlines survive. */
function quoted(file: string): string {
  const escaped = file.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  return `"${escaped}"`;
}
