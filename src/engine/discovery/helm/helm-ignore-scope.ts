/**
 * What a chart's `.helmignore` may leave out of the scan. helm reads it to decide what goes into a
 * chart package; it is no reason to leave IaC of another kind unscanned, and a pull request can
 * bring both the file and the `.helmignore` that hides it. So a file it ignores still goes when it
 * is IaC by name (Terraform, OpenTofu, Bicep, a Dockerfile, a kustomization) or, outside its
 * chart's `templates/`, a YAML/JSON file whose content is a Kubernetes manifest or a CloudFormation
 * or ARM template. Inside `templates/` files are helm's templates, and helm's rules stand.
 *
 * Invariant: `readsForHelmIgnore` names every file `keptDespiteHelmIgnore` reads, so a source that
 * reads in batches (git cat-file) reads them with the other pending files.
 */
import * as posix from 'node:path/posix';
import { kindByName, needsContentCheck } from '../classify.ts';
import { classifyContent } from '../content/content.ts';
import type { FileProbe } from '../rule-types.ts';

/** The path below its chart folder. */
function withinChart(relative: string, chart: string): string {
  return chart === '.' ? relative : relative.slice(chart.length + 1);
}

/** True for a file in its chart's `templates/` folder (at any depth below it). */
function inTemplates(relative: string, chart: string): boolean {
  return withinChart(relative, chart).startsWith('templates/');
}

/**
 * True when a chart file must be read to know whether a `.helmignore` may leave it out: YAML or
 * JSON not named like IaC, outside its (innermost) chart's `templates/`.
 */
export function readsForHelmIgnore(relative: string, chart: string): boolean {
  return (
    kindByName(relative) === undefined &&
    needsContentCheck(relative) &&
    !inTemplates(relative, chart)
  );
}

/** True when a chart file a `.helmignore` ignores is IaC of another kind, and goes all the same. */
export function keptDespiteHelmIgnore(
  relative: string,
  chart: string,
  read: FileProbe['read'],
): boolean {
  if (kindByName(relative) !== undefined) return true;
  if (!readsForHelmIgnore(relative, chart)) return false;
  let bytes: Uint8Array;
  try {
    bytes = read(relative);
  } catch {
    return false; // unreadable: left out as helm would, and reported as ignored
  }
  return 'kind' in classifyContent(relative, bytes);
}

/** Folders of a chart whose files helm renders or installs: templates, CRDs, subcharts. */
const CHART_CONTENT_FOLDERS = ['templates/', 'crds/', 'charts/'] as const;
/** Names a chart reads outside those folders: values, schemas, Chart.yaml, helpers. */
const CHART_CONTENT_NAME = /\.(?:ya?ml|json|tpl)$/i;

/**
 * True when a file helm would carry in a chart package is chart content: a template, a CRD, a
 * subchart, or YAML/JSON/`.tpl` (values, schemas). A README, a licence or a dotfile is not.
 */
export function isChartContent(relative: string, chart: string): boolean {
  const inside = withinChart(relative, chart);
  return (
    CHART_CONTENT_FOLDERS.some((folder) => inside.startsWith(folder)) ||
    CHART_CONTENT_NAME.test(posix.basename(inside))
  );
}
