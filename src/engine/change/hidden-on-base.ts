/**
 * Which chart files a `.helmignore` hid on the base already (issue 40). A pull request that edits
 * such a file, or bumps its chart's `Chart.yaml`, leaves it where it was: outside the chart, as
 * `helm package` leaves it on the base. Only content the change newly hides (a `.helmignore` line
 * it adds, a chart it brings with its own rules) counts as not judged. The base's rules are read
 * from git objects (`cat-file`), by helm's own reading (`helmignore.ts`) and scope (the rules of
 * the file's root chart, `helmRootOf`: helm applies no subchart's own `.helmignore`), when the base
 * has that chart (a `Chart.yaml` there); a chart the base does not have hid nothing.
 */
import { chartFolderOf } from '../discovery/classify.ts';
import { helmRootOf } from '../discovery/helm/chart-files.ts';
import { HELMIGNORE, readHelmIgnore, type HelmIgnore } from '../discovery/helm/helmignore.ts';
import { type Git, isObjectId } from '../git/git.ts';
import { checkObjects, readBlobs } from '../git/blob-reader.ts';

/** The root chart whose rules helm applies to a path (relative to the scanned folder), if any. */
function rootAbove(path: string, charts: ReadonlySet<string>): string | undefined {
  const chart = chartFolderOf(path, charts);
  return chart === undefined ? undefined : helmRootOf(chart, charts);
}

function inChart(chart: string, name: string): string {
  return chart === '.' ? name : `${chart}/${name}`;
}

/**
 * The object ids `names` (`<sha>:<path>`) have, in order; undefined for a name the commit does not
 * hold (or that is not a blob).
 */
async function blobIds(
  git: Git,
  cwd: string,
  names: readonly string[],
): Promise<(string | undefined)[]> {
  const infos = await checkObjects(git, cwd, names);
  return infos.map((info) => (info?.type === 'blob' ? info.objectId : undefined));
}

/**
 * The paths of `hidden` (chart files the head's `.helmignore` rules leave out, relative to the
 * scanned folder) that the base's rules left out too. `folder` is the scanned folder,
 * repository-relative; throws when git cannot read the base (the caller fails closed).
 */
export async function hiddenOnBase(
  git: Git,
  options: {
    readonly cwd: string;
    readonly baseSha: string;
    readonly folder: string;
    readonly charts: ReadonlySet<string>;
    readonly hidden: readonly string[];
  },
): Promise<Set<string>> {
  const { hidden, charts } = options;
  if (hidden.length === 0) return new Set();
  if (!isObjectId(options.baseSha)) throw new Error(`Not a full commit id: '${options.baseSha}'`);
  const wanted = [...new Set(hidden.flatMap((path) => rootAbove(path, charts) ?? []))];
  const prefix = options.folder === '' ? '' : `${options.folder}/`;
  const name = (chart: string, file: string) =>
    `${options.baseSha}:${prefix}${inChart(chart, file)}`;
  const ids = await blobIds(git, options.cwd, [
    ...wanted.map((chart) => name(chart, 'Chart.yaml')),
    ...wanted.map((chart) => name(chart, HELMIGNORE)),
  ]);
  const ruleIds = ids.slice(wanted.length);
  const texts = await readBlobs(
    git,
    options.cwd,
    ruleIds.filter((id): id is string => id !== undefined),
  );
  const byId = new Map(
    ruleIds
      .filter((id): id is string => id !== undefined)
      .map((id, i) => [id, Buffer.from(texts[i] ?? []).toString('utf8')]),
  );
  const rules = new Map<string, HelmIgnore>();
  wanted.forEach((chart, i) => {
    // A chart the base does not have hid nothing there.
    if (ids[i] === undefined) return;
    const id = ruleIds[i];
    rules.set(chart, readHelmIgnore(id === undefined ? undefined : byId.get(id)));
  });
  return new Set(
    hidden.filter((path) => {
      const chart = rootAbove(path, charts);
      if (chart === undefined) return false;
      const relative = chart === '.' ? path : path.slice(chart.length + 1);
      return rules.get(chart)?.ignores(relative) === true;
    }),
  );
}
