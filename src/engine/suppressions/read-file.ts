/**
 * Reads the suppressions file named by the input `suppressions` (a path relative to the
 * workspace that must stay inside it, through links too), with the other inputs, so that a bad
 * file stops the run before anything is uploaded. The parser (yaml and zod) is loaded only when
 * there is a file to parse: start-up stays small.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { isInside, relativePosix } from '../../paths.ts';
import { DEFAULT_SUPPRESSIONS_FILE } from './file-name.ts';
import type { SuppressionFile } from './format.ts';

/** The file read when the input is empty or names it (`file-name.ts`). */
export { DEFAULT_SUPPRESSIONS_FILE };
/** A suppressions file is a short list; anything bigger is a mistake (a wrong path). */
export const MAX_SUPPRESSIONS_FILE_BYTES = 1024 * 1024;

/** How the Action names the setting; the command line passes `--suppressions`. */
const INPUT_LABEL = "input 'suppressions'";

/**
 * The suppressions of the workspace. `value` is the raw input: empty, or the default name (which
 * the runner fills in from action.yml), means the default file, which may be absent; any other
 * file must exist. Throws a `ConfigurationError` for a bad path or a malformed file.
 */
export async function readSuppressionsFile(options: {
  workspace: string;
  value: string;
  /** How a refusal names the setting. */
  label?: string;
  /** How the user asks for the default file instead: the Action leaves its input empty. */
  unset?: string;
}): Promise<SuppressionFile> {
  const label = options.label ?? INPUT_LABEL;
  const unset = options.unset ?? 'leave the input empty';
  const refuse = (value: string, accepted: string): never => {
    throw new ConfigurationError(`Invalid ${label}: '${value}'. Expected ${accepted}.`);
  };
  const value = options.value.trim() || DEFAULT_SUPPRESSIONS_FILE;
  const isDefault = path.posix.normalize(value.replace(/\\/g, '/')) === DEFAULT_SUPPRESSIONS_FILE;
  const workspace = path.resolve(options.workspace);
  const resolved = path.resolve(workspace, value);
  const inside = 'a YAML file inside the workspace, relative to it';
  if (!isInside(workspace, resolved) || resolved === workspace) refuse(value, inside);
  const relative = relativePosix(workspace, resolved);
  let real: string;
  try {
    real = fs.realpathSync(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') refuse(value, `a readable file (${code})`);
    if (isDefault) return { file: relative, entries: [] };
    return refuse(
      value,
      `${inside}; it does not exist (${unset} to use ${DEFAULT_SUPPRESSIONS_FILE} when there is one)`,
    );
  }
  if (!isInside(fs.realpathSync(workspace), real)) {
    refuse(value, `${inside} (it resolves outside the workspace through a link)`);
  }
  const stat = fs.statSync(real);
  if (!stat.isFile()) refuse(value, `${inside}; it is not a regular file`);
  if (stat.size > MAX_SUPPRESSIONS_FILE_BYTES) {
    refuse(value, `a file of at most ${MAX_SUPPRESSIONS_FILE_BYTES} bytes (it has ${stat.size})`);
  }
  let source: string;
  try {
    source = fs.readFileSync(real, 'utf8');
  } catch (error) {
    return refuse(
      value,
      `a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
    );
  }
  const { parseSuppressions } = await import('./format.ts');
  return parseSuppressions(relative, source, label);
}
