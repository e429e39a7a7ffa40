/**
 * A Helm chart's files as `helm package` packages them: the chart folder minus what its
 * `.helmignore` (and helm's default rule) leaves out. A chart inside another (`charts/<name>/`)
 * is packaged with its parent, whose rules apply to it as to every path below the parent; its own
 * `.helmignore` applies too, as it does when that chart is packaged on its own (what a vendored
 * `charts/*.tgz` holds). Vendored `.tgz` files are sent as they are, unless a rule ignores them.
 */
import * as posix from 'node:path/posix';
import { HELMIGNORE, readHelmIgnore, type HelmIgnore } from './helmignore.ts';
import type { ChosenFile, FileProbe, PendingFile } from '../rule-types.ts';

/** The regular `.helmignore` file of each chart folder that has one. */
export function helmIgnoreFiles(
  charts: ReadonlySet<string>,
  paths: readonly string[],
  stat: FileProbe['stat'],
): Map<string, PendingFile> {
  const listed = new Set(paths);
  const found = new Map<string, PendingFile>();
  for (const chart of charts) {
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

/** Every chart folder holding a path, outermost first. */
function chartsAbove(file: string, charts: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (let dir = posix.dirname(file); ; dir = posix.dirname(dir)) {
    if (charts.has(dir)) found.unshift(dir);
    if (dir === '.' || dir === '/') return found;
  }
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
  for (const chart of charts) {
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
    const above = file.unit.startsWith('helm:') ? chartsAbove(file.path, charts) : [];
    const out = above.some((chart) => rules.get(chart)?.ignores(relativeTo(chart, file.path)));
    if (out) ignored.push(file.path);
    else kept.push(file);
  }
  return { files: kept, ignored, warnings };
}
