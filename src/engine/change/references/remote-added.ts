/**
 * Code from outside the repository that a change makes the deployer fetch (`remote-references.ts`):
 * in the files it adds or changes under the scanned folder, each remote address that the base's
 * version of the same file did not name (by what names it and the address as written). Read from
 * git objects: the changed blobs, and the base's blobs at the same paths. Terraform files (module
 * sources), kustomizations (remote resources, `helmCharts` from a repository), Dockerfiles (the
 * `# syntax=` frontend) and a chart's `Chart.yaml`/`requirements.yaml` (dependencies from a chart
 * repository) are read; nothing else names remote code this run can tell. A git failure throws.
 */
import * as posix from 'node:path/posix';
import { kindByName } from '../../discovery/classify.ts';
import {
  kustomizationCharts,
  kustomizationReferences,
} from '../../discovery/kustomize/kustomization-references.ts';
import { isKustomization } from '../../discovery/kustomize/kustomize-inputs.ts';
import { type Git, isObjectId } from '../../git/git.ts';
import type { ChangedEntry } from '../changed-entries.ts';
import { checkObjects, readBlobs } from '../../git/blob-reader.ts';
import { CHART_DEPENDENCY_FILES, chartDependencies, localChartPath } from './chart-dependencies.ts';
import {
  chartAddress,
  dockerfileSyntax,
  frontendAddress,
  isRemoteAddress,
  kustomizeAddress,
  moduleAddress,
  type RemoteAddress,
} from './remote-references.ts';
import { isLocalSource, isTerraformFile, moduleCalls } from './terraform-sources.ts';

/** A remote address a file names, and what names it. */
export interface RemoteCode extends RemoteAddress {
  /** The file, relative to the scanned folder. */
  readonly file: string;
  /** What names it: `module "edge"`, `a resource`, `# syntax=`, `dependency "shared"`. */
  readonly what: string;
}

type Reader = 'terraform' | 'kustomization' | 'dockerfile' | 'chart';

function readerOf(path: string): Reader | undefined {
  if (isKustomization(path)) return 'kustomization';
  if (isTerraformFile(path)) return 'terraform';
  if (kindByName(path) === 'dockerfile') return 'dockerfile';
  return (CHART_DEPENDENCY_FILES as readonly string[]).includes(posix.basename(path))
    ? 'chart'
    : undefined;
}

/** The remote addresses one file's text names. */
export function remoteCodeIn(file: string, text: string): RemoteCode[] {
  const reader = readerOf(file);
  const found: Omit<RemoteCode, 'file'>[] = [];
  if (reader === 'terraform')
    for (const call of moduleCalls(file, text))
      if (!isLocalSource(call.source))
        found.push({ what: `module "${call.name}"`, ...moduleAddress(call.source, call.version) });
  if (reader === 'kustomization') {
    for (const reference of kustomizationReferences(text))
      if (isRemoteAddress(reference))
        found.push({ what: 'a resource', ...kustomizeAddress(reference) });
    for (const chart of kustomizationCharts(text))
      if (chart.repo !== undefined)
        found.push({
          what: `helmCharts "${chart.name}"`,
          ...chartAddress(chart.repo, chart.name, chart.version),
        });
  }
  if (reader === 'dockerfile') {
    const syntax = dockerfileSyntax(text);
    if (syntax !== undefined) found.push({ what: '# syntax=', ...frontendAddress(syntax) });
  }
  if (reader === 'chart')
    for (const dependency of chartDependencies(text))
      if (localChartPath(dependency.repository) === undefined)
        found.push({
          what: `dependency "${dependency.name}"`,
          ...chartAddress(dependency.repository, dependency.name, dependency.version),
        });
  return found.map((code) => ({ file, ...code }));
}

const keyOf = (code: RemoteCode): string => `${code.what}\0${code.address}`;

/** The remote addresses the changed entries name that the base's same files did not. */
export async function remoteCodeAdded(
  git: Git,
  options: {
    readonly cwd: string;
    readonly baseSha: string;
    /** The scanned folder, repository-relative (`''` for the top). */
    readonly folder: string;
    readonly entries: readonly ChangedEntry[];
  },
): Promise<RemoteCode[]> {
  const wanted = options.entries.filter((e) => e.type === 'file' && readerOf(e.path) !== undefined);
  if (wanted.length === 0) return [];
  if (!isObjectId(options.baseSha)) throw new Error(`Not a full commit id: '${options.baseSha}'`);
  const prefix = options.folder === '' ? '' : `${options.folder}/`;
  const baseIds = (
    await checkObjects(
      git,
      options.cwd,
      wanted.map((e) => `${options.baseSha}:${prefix}${e.path}`),
    )
  ).map((info) => (info?.type === 'blob' ? info.objectId : undefined));
  const heads = await readBlobs(
    git,
    options.cwd,
    wanted.map((e) => e.objectId),
  );
  const known = baseIds.filter((id): id is string => id !== undefined);
  const bases = await readBlobs(git, options.cwd, known);
  const baseText = new Map(
    known.map((id, i) => [id, Buffer.from(bases[i] ?? []).toString('utf8')]),
  );
  return wanted.flatMap((entry, i) => {
    const head = remoteCodeIn(entry.path, Buffer.from(heads[i] ?? []).toString('utf8'));
    const id = baseIds[i];
    const before = new Set(
      id === undefined ? [] : remoteCodeIn(entry.path, baseText.get(id) ?? '').map(keyOf),
    );
    return head.filter((code) => !before.has(keyOf(code)));
  });
}
