/**
 * The settings of the tree an engine test scans, as the adapters would fill them for a plain run:
 * one folder of the workspace, no include or exclude, archives named from `infra-head` for
 * octo-org/infra. A test spreads them and adds what its subject reads (a baseline, limits).
 */
import * as path from 'node:path';
import type { TreeSettings } from '../../src/engine/scan/trees/prepare-base.ts';

/** `folder` of `workspace` (all of it unless given) as the scanned tree. */
export function treeSettings(workspace: string, folder = '.'): TreeSettings {
  return {
    workspace,
    scanRoot: folder === '.' ? workspace : path.join(workspace, folder),
    scanPath: folder,
    include: [],
    exclude: [],
    artifactBase: 'infra-head',
    artifactNamed: false,
    origin: { repository: 'octo-org/infra' },
  };
}
