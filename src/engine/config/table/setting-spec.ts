/**
 * How the settings table describes one setting (`SettingSpec`), and the validators several
 * settings share: text on one line, a secret kept only as set or not, a file of the workspace, the
 * Action's true/false and auto/true/false surfaces. Pure: paths are checked as written, against a
 * stand-in workspace, before there is a workspace to resolve them in.
 */
import * as path from 'node:path';
import { isInside } from '../../../paths.ts';
import { refuseControls, refuseUnsendableSecret, refuseValue } from '../refusal.ts';
import {
  parseBoolean,
  parseChoiceOf,
  textOf,
  type RawValue,
  type SettingKind,
} from './setting-kinds.ts';

/** Where a setting lives: the engine (top level of the file), the Action (`action:`), the CLI. */
export type SettingScope = 'engine' | 'action' | 'cli';

/** A secret as the configuration holds it: whether it is set, never its value. */
export type SecretPresence = 'set' | 'not set';

export interface SettingSpec<T> {
  /** The Action's input, when it has one (the file key is this name too). */
  readonly input?: string;
  /** The command line's flag (without `--`), when it has one. */
  readonly flag?: string;
  /** The environment variable an adapter reads it from, when one does. */
  readonly env?: string;
  readonly scope: SettingScope;
  /** A key of the configuration file (at the top, or under `action:` for the Action's). */
  readonly inFile: boolean;
  readonly kind: SettingKind;
  /** The default as action.yml and the flags' help write it; undefined: none (required). */
  readonly default: string | undefined;
  /** What an empty value means, for the effective table (`(by event)`). */
  readonly emptyMeans?: string;
  /** Part of the config hash: it changes what is scanned or how it is gated. */
  readonly hashed: boolean;
  /** One line for the schema, the effective table and the docs. */
  readonly description: string;
  /** The validator: the value as text or a list's items, under the label its surface names it by. */
  readonly parse: (label: string, raw: RawValue) => T;
}

/** Infers a spec's value type from its parser. */
export function setting<T>(spec: SettingSpec<T>): SettingSpec<T> {
  return spec;
}

/** The Action's answers for surfaces it may or may not use. */
export const AUTO_TRUE_FALSE = ['auto', 'true', 'false'] as const;

/** Text on one line (trimmed), refused in `accepted`'s words when it holds a line break. */
export const oneLine = (accepted: string) => (label: string, raw: RawValue) => {
  const text = textOf(raw).trim();
  refuseControls(label, text, accepted);
  return text;
};

/** A secret is validated as a header carries it and kept as set or not: never its value. */
export const parseSecret = (label: string, raw: RawValue): SecretPresence => {
  const text = textOf(raw).trim();
  refuseUnsendableSecret(label, text, 'Check the secret for a pasted line break.');
  return text === '' ? 'not set' : 'set';
};

/** One of the Action's true/false inputs. */
export const actionBoolean = (input: string, defaultValue: 'true' | 'false', description: string) =>
  setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'boolean' },
    default: defaultValue,
    hashed: false,
    description,
    parse: parseBoolean,
  });

/** One of the Action's auto/true/false inputs. */
export const actionAutoTrueFalse = (input: string, description: string) =>
  setting({
    input,
    scope: 'action',
    inFile: true,
    kind: { type: 'choice', choices: AUTO_TRUE_FALSE },
    default: 'auto',
    hashed: false,
    description,
    parse: parseChoiceOf(AUTO_TRUE_FALSE),
  });

/** `given` relative to a workspace it stays inside ('' for the workspace itself), else undefined. */
function relativeInside(given: string): string | undefined {
  const root = path.resolve('/workspace');
  const resolved = path.resolve(root, given);
  return isInside(root, resolved) ? path.relative(root, resolved) : undefined;
}

/** A file of the workspace as written: one line, inside it, not the workspace itself. */
export function parseWorkspaceFile(
  accepted: string,
  check: (given: string) => boolean = () => true,
) {
  return (label: string, raw: RawValue): string => {
    const given = textOf(raw).trim();
    refuseControls(label, given, accepted);
    const inside = relativeInside(given);
    if (inside === undefined || inside === '' || !check(given)) refuseValue(label, given, accepted);
    return given;
  };
}
