/**
 * Finding and reading the repository's configuration file from disk: the file `config` names
 * (relative to the repository's root; it must exist), else `.plerion-iac.yml` or
 * `.plerion-iac.yaml` in the folder scanned or the nearest folder above it, up to the root (the
 * command line walks up from the scanned path; the Action starts at the root). Both names in one
 * folder is an error (which one counts would be a guess), and so is a file that leads out of the
 * repository through a link, is not a regular file, or is larger than the limit (checked before
 * it is read).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isInside, relativePosix } from '../../../paths.ts';
import { refuseControls, refuseValue } from '../refusal.ts';
import { parseConfigFile, type ConfigFile, type ConfigRole } from './parse-config-file.ts';
import { MAX_CONFIG_FILE_BYTES } from './read-yaml.ts';

/** The names looked for, in each folder from the scanned one up to the root. */
export const CONFIG_FILE_NAMES = ['.plerion-iac.yml', '.plerion-iac.yaml'] as const;

const NAMED_ACCEPTED = 'a YAML file inside the repository, relative to its root';

/** The configuration file of one folder, if any; refused when both names are there. */
function fileIn(folder: string, label: string): string | undefined {
  const found = CONFIG_FILE_NAMES.map((name) => path.join(folder, name)).filter((file) =>
    fs.lstatSync(file, { throwIfNoEntry: false }),
  );
  if (found.length > 1)
    refuseValue(
      label,
      found.map((file) => path.basename(file)).join(' and '),
      `one configuration file per folder: keep ${CONFIG_FILE_NAMES[0]} and remove the other`,
    );
  return found[0];
}

/**
 * The configuration file to read (absolute), or undefined when there is none. `named` is the
 * `config` input or flag ('' when not given), relative to `root`; `from` is the folder scanned.
 */
export function findConfigFile(options: {
  readonly root: string;
  readonly from?: string;
  readonly named?: string;
  /** How a refusal names the `config` setting (`input 'config'`, `--config`). */
  readonly label: string;
}): string | undefined {
  const root = path.resolve(options.root);
  const named = options.named?.trim() ?? '';
  if (named !== '') {
    refuseControls(options.label, named, NAMED_ACCEPTED);
    const file = path.resolve(root, named);
    if (!isInside(root, file) || file === root) refuseValue(options.label, named, NAMED_ACCEPTED);
    if (!fs.lstatSync(file, { throwIfNoEntry: false }))
      refuseValue(options.label, named, `${NAMED_ACCEPTED} (it does not exist)`);
    return file;
  }
  let folder = path.resolve(options.from ?? root);
  if (!isInside(root, folder)) folder = root;
  for (;;) {
    const file = fileIn(folder, options.label);
    if (file !== undefined || folder === root) return file;
    folder = path.dirname(folder);
  }
}

/** Reads and parses the configuration file `file` (absolute) of the repository at `root`. */
export function readConfigFile(options: {
  readonly root: string;
  readonly file: string;
  readonly role: ConfigRole;
  readonly label: string;
}): ConfigFile {
  const root = path.resolve(options.root);
  const shown = relativePosix(root, options.file);
  let real: string;
  try {
    real = fs.realpathSync(options.file);
  } catch (error) {
    return refuseValue(
      options.label,
      shown,
      `${NAMED_ACCEPTED} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
    );
  }
  if (!isInside(fs.realpathSync(root), real))
    refuseValue(options.label, shown, `${NAMED_ACCEPTED} (it leads out of it through a link)`);
  const stat = fs.statSync(real);
  if (!stat.isFile())
    refuseValue(options.label, shown, `${NAMED_ACCEPTED} (it is not a regular file)`);
  if (stat.size > MAX_CONFIG_FILE_BYTES)
    refuseValue(
      options.label,
      shown,
      `a file of at most ${MAX_CONFIG_FILE_BYTES} bytes (it has ${stat.size})`,
    );
  return parseConfigFile({ file: shown, bytes: fs.readFileSync(real), role: options.role });
}
