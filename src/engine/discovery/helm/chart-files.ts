/**
 * A Helm chart's files as helm installs them: the chart folder minus what its `.helmignore` (and
 * helm's default rule) leaves out. helm reads one `.helmignore`, the one of the folder it is given
 * (`LoadDir`, pkg/chart/loader/directory.go, helm v3): its rules apply to every path below it,
 * subcharts' included, and a subchart folder (`charts/<name>/`) is loaded from that file list with
 * no `.helmignore` of its own (`LoadFiles`, load.go). So the rules that apply to a file are those
 * of its chart's root (`helmRootOf`): the chart itself, or, for a subchart, the chart whose
 * `charts/` it sits in, followed up. A chart kept in another chart's folder elsewhere (an
 * `examples/demo/` with its own `Chart.yaml`) is a root of its own: `helm install` of it never
 * reads the outer chart's rules. Vendored `.tgz` files are sent as they are, unless a rule
 * ignores them.
 */
import * as posix from 'node:path/posix';
import { HELMIGNORE, readHelmIgnore, type HelmIgnore } from './helmignore.ts';
import type { ChosenFile, FileProbe, PendingFile } from '../rule-types.ts';

/**
 * The chart whose `.helmignore` helm applies to a chart's files: the chart itself, or, while it is
 * a subchart (`<parent>/charts/<name>`, the parent a chart), its parent's root.
 */
export function helmRootOf(chart: string, charts: ReadonlySet<string>): string {
  let root = chart;
  for (;;) {
    const up = posix.dirname(root);
    if (posix.basename(up) !== 'charts') return root;
    const parent = posix.dirname(up);
    if (!charts.has(parent)) return root;
    root = parent;
  }
}

/** The regular `.helmignore` file of each root chart folder (`helmRootOf`) that has one. */
export function helmIgnoreFiles(
  charts: ReadonlySet<string>,
  paths: readonly string[],
  stat: FileProbe['stat'],
): Map<string, PendingFile> {
  const listed = new Set(paths);
  const found = new Map<string, PendingFile>();
  for (const chart of charts) {
    if (helmRootOf(chart, charts) !== chart) continue;
    const file = chart === '.' ? HELMIGNORE : `${chart}/${HELMIGNORE}`;
    if (!listed.has(file)) continue;
    const entry = stat(file);
    if (entry.type === 'file') found.set(chart, { path: file, size: entry.size });
  }
  return found;
}

/** The rules text without its negation lines. */
function withoutNegations(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('!'))
    .join('\n');
}

function relativeTo(chart: string, file: string): string {
  return chart === '.' ? file : file.slice(chart.length + 1);
}

export interface ChartFiles {
  readonly files: ChosenFile[];
  /** Chart files a `.helmignore` (or helm's default rule) leaves out. */
  readonly ignored: string[];
  readonly warnings: string[];
}

/** Drops the chart files `helm package` would leave out; other files pass untouched. */
export function applyHelmIgnores(
  files: readonly ChosenFile[],
  helmIgnores: ReadonlyMap<string, string>,
  read: FileProbe['read'],
): ChartFiles {
  const charts = new Set(
    files.filter((f) => f.unit.startsWith('helm:')).map((f) => f.unit.slice('helm:'.length)),
  );
  const warnings: string[] = [];
  const rules = new Map<string, HelmIgnore>();
  const roots = new Set([...charts].map((chart) => helmRootOf(chart, charts)));
  for (const chart of roots) {
    const file = helmIgnores.get(chart);
    let text: string | undefined;
    if (file !== undefined) {
      try {
        text = Buffer.from(read(file)).toString('utf8');
      } catch {
        warnings.push(`${file} could not be read: the chart is sent without its rules.`);
      }
    }
    let parsed = readHelmIgnore(text);
    for (const problem of parsed.problems)
      warnings.push(
        `${file ?? HELMIGNORE}: ${problem}; helm refuses this line, so it was not applied.`,
      );
    if (text !== undefined && parsed.ignores('Chart.yaml')) {
      // helm package would fail on this chart; its author meant the lines that name files.
      warnings.push(
        `${file ?? HELMIGNORE} ignores the chart's own Chart.yaml, so helm could not package it: in a .helmignore, "!pattern" ignores every path the pattern does not match (it never re-includes, as it does in .gitignore). Only its lines without "!" were applied.`,
      );
      parsed = readHelmIgnore(withoutNegations(text));
    }
    rules.set(chart, parsed);
  }
  const kept: ChosenFile[] = [];
  const ignored: string[] = [];
  for (const file of files) {
    const chart = file.unit.startsWith('helm:') ? file.unit.slice('helm:'.length) : undefined;
    const root = chart === undefined ? undefined : helmRootOf(chart, charts);
    const out =
      root !== undefined && rules.get(root)?.ignores(relativeTo(root, file.path)) === true;
    if (out) ignored.push(file.path);
    else kept.push(file);
  }
  return { files: kept, ignored, warnings };
}
