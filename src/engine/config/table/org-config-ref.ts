/**
 * Where the organisation's file is (`org-config`): a path in the repository, or a file of another
 * repository written `owner/repo/path@ref` (the Action reads it with the job's token, the command
 * line with the token its environment holds). Pure: the form is checked here, before anything is read.
 */
import * as path from 'node:path';
import { isInside } from '../../../paths.ts';
import { parseBaselineInput } from '../../git/base-commit.ts';
import { refuseControls, refuseValue } from '../refusal.ts';
import type { RawValue } from './setting-kinds.ts';

export type OrgConfigRef =
  | { readonly kind: 'path'; readonly path: string }
  | {
      readonly kind: 'repository';
      readonly owner: string;
      readonly repo: string;
      readonly path: string;
      readonly ref: string;
    };

export const ORG_CONFIG_ACCEPTED =
  'a YAML file in the repository, relative to it, or owner/repo/path@ref such as octo-org/.github/plerion-iac.yml@main';

const REPOSITORY_FILE =
  /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})\/([^@]+)@([^@]+)$/;

/** A relative path that stays inside its root, without `..` or a leading `/`. */
function isRelativeInside(file: string): boolean {
  const root = path.resolve('/repository');
  const resolved = path.resolve(root, file);
  return (
    !file.startsWith('/') &&
    !file.split('/').includes('..') &&
    resolved !== root &&
    isInside(root, resolved)
  );
}

/** The reference as written and checked; undefined when `value` is empty (no organisation file). */
export function orgConfigRefOf(label: string, value: string): OrgConfigRef | undefined {
  const given = value.trim();
  if (given === '') return undefined;
  refuseControls(label, given, ORG_CONFIG_ACCEPTED);
  if (!given.includes('@')) {
    if (!isRelativeInside(given)) refuseValue(label, given, ORG_CONFIG_ACCEPTED);
    return { kind: 'path', path: given };
  }
  const match = REPOSITORY_FILE.exec(given);
  const [, owner = '', repo = '', file = '', ref = ''] = match ?? [];
  const safeRef = parseBaselineInput(ref);
  if (!match || !isRelativeInside(file) || safeRef.kind !== 'ref' || repo === '.' || repo === '..')
    refuseValue(label, given, ORG_CONFIG_ACCEPTED);
  return { kind: 'repository', owner, repo, path: file, ref };
}

/** The validator of `org-config`: the reference as written, checked (`orgConfigRefOf`). */
export function parseOrgConfigRef(label: string, raw: RawValue): string {
  const given = (typeof raw === 'string' ? raw : raw.join('\n')).trim();
  orgConfigRefOf(label, given);
  return given;
}
