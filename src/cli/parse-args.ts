/**
 * Reads the command line with `node:util`'s `parseArgs` (strict: an unknown flag is an error) and
 * turns its errors into one line that names what was wrong and what is accepted, with the nearest
 * flag when a name looks mistyped. `--api-key` is refused before anything else and its value is
 * never repeated: a key typed on a command line stays in shell history and process lists.
 */
import { parseArgs } from 'node:util';
import { ConfigurationError } from '../errors.ts';
import { editDistance } from '../engine/config/file/nearest-name.ts';
import { COMMAND_FLAGS, COMMON_FLAGS, type CommandName, type Flags } from './flags.ts';

export const COMMANDS: readonly CommandName[] = ['scan', 'convert', 'gate', 'config'];

export interface ParsedArgs {
  readonly command: CommandName;
  readonly values: Readonly<Record<string, string | boolean | string[] | undefined>>;
  readonly positionals: readonly string[];
}

/** The flags a command accepts, common ones included. */
export function flagsOf(command: CommandName): Flags {
  return { ...COMMAND_FLAGS[command], ...COMMON_FLAGS };
}

function accepted(command: CommandName): string {
  return Object.keys(flagsOf(command))
    .map((name) => `--${name}`)
    .join(', ');
}

function unknownFlag(command: CommandName, flag: string): never {
  const name = flag.replace(/^-+/, '').split('=')[0] ?? '';
  const nearest = Object.keys(flagsOf(command))
    .map((known) => ({ known, d: editDistance(name, known) }))
    .sort((x, y) => x.d - y.d)[0];
  const hint = nearest && nearest.d <= 2 ? ` Did you mean --${nearest.known}?` : '';
  throw new ConfigurationError(
    `Unknown flag '${flag.split('=')[0]}' for plerion-iac ${command}.${hint} Accepted: ${accepted(command)}.`,
  );
}

/** Refuses a key given as a flag, without ever repeating its value. */
function refuseKeyFlag(args: readonly string[]): void {
  if (!args.some((arg) => /^--?api-key(=|$)/.test(arg))) return;
  throw new ConfigurationError(
    'The key is never a flag: a key on the command line stays in shell history and process lists. ' +
      'Set PLERION_API_KEY in the environment (a CI secret variable), or pass --api-key-file <file>.',
  );
}

/** The command (`scan` when the first word is not one) and its flags and positionals. */
export function parseCommandLine(args: readonly string[]): ParsedArgs {
  refuseKeyFlag(args);
  const first = args[0];
  const command = COMMANDS.find((c) => c === first) ?? 'scan';
  const rest = command === first ? args.slice(1) : args;
  const flags = flagsOf(command);
  const options = Object.fromEntries(
    Object.entries(flags).map(([name, flag]) => [
      name,
      { type: flag.type, ...(flag.multiple ? { multiple: true } : {}) },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      options,
      strict: true,
      allowPositionals: true,
    });
    return { command, values: values as ParsedArgs['values'], positionals };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const flag = /'(-[^']*)'/.exec((error as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return unknownFlag(command, flag);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = /--([a-z-]+)/.exec((error as Error).message)?.[1] ?? '';
      const spec = flags[name];
      throw new ConfigurationError(
        spec?.type === 'boolean'
          ? `--${name} takes no value. Accepted: --${name} alone.`
          : `--${name} needs a value: ${spec?.value ?? 'a value'} (${spec?.meaning ?? ''}).`,
      );
    }
    throw new ConfigurationError(`${(error as Error).message.split('\n')[0]}`);
  }
}
