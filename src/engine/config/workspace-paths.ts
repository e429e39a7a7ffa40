/**
 * Paths a user names relative to the workspace, checked as the file system resolves them: the
 * scanned folder must exist and stay inside the workspace also through links, and a file the run
 * writes must land inside it. Shared by both adapters; refusals name the setting by its label.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isInside } from '../../paths.ts';
import { refuseControls, refuseValue } from './refusal.ts';

const INSIDE = 'a folder inside the workspace, relative to it';

/**
 * The folder to scan as written, checked without the file system (the configuration file's
 * `path` is checked before there is a workspace to resolve it in): one line, relative, never out.
 */
export function checkRelativeFolder(label: string, value: string): string {
  const given = value.trim();
  refuseControls(label, given, INSIDE);
  const root = path.resolve('/workspace');
  if (!isInside(root, path.resolve(root, given))) refuseValue(label, given, INSIDE);
  return given;
}

/** The folder to scan: `value` resolved against the workspace, an existing folder inside it. */
export function resolveScanRoot(label: string, workspace: string, value: string): string {
  const given = checkRelativeFolder(label, value);
  const resolved = path.resolve(workspace, given);
  if (!isInside(workspace, resolved)) refuseValue(label, given, INSIDE);
  let real: string;
  try {
    real = fs.realpathSync(resolved);
  } catch {
    return refuseValue(label, given, 'an existing folder inside the workspace');
  }
  if (!isInside(fs.realpathSync(workspace), real))
    refuseValue(label, given, 'a folder inside the workspace (it resolves outside through a link)');
  if (!fs.statSync(real).isDirectory()) refuseValue(label, given, 'a folder, not a file');
  return resolved;
}

/**
 * True when `file` stays inside `workspace` on disk: its nearest existing ancestor, resolved
 * through links, is inside the workspace's real path (a folder link must not lead outside).
 */
export function staysInside(workspace: string, file: string): boolean {
  let existing = path.dirname(file);
  while (!fs.existsSync(existing) && existing !== path.dirname(existing))
    existing = path.dirname(existing);
  try {
    return isInside(fs.realpathSync(workspace), fs.realpathSync(existing));
  } catch {
    return false;
  }
}

/** A file the run writes, relative to the workspace, that stays inside it (also through links). */
export function resolveWorkspaceFile(
  label: string,
  workspace: string,
  value: string,
  accepted: string,
): string {
  const given = value.trim();
  refuseControls(label, given, accepted);
  const file = path.resolve(workspace, given);
  if (!isInside(workspace, file) || file === workspace || !staysInside(workspace, file))
    refuseValue(label, given, accepted);
  return file;
}
