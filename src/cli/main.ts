/**
 * The command line's recipe: read the command and its flags, answer `--help` and `--version`
 * (nothing else is loaded for them: the flags are data, `flags.ts`), run the command, and turn
 * what ended it into an exit code. A usage or configuration error is one line on standard error
 * and exit 2; anything unexpected is one line and exit 3 (a scan that did not happen must never
 * look like a pass). Every line goes through the log sanitiser.
 */
import { ConfigurationError, describeError } from '../errors.ts';
import type { RunClock } from '../engine/run-scan.ts';
import { forLog } from '../sanitize.ts';
import { TOOL_VERSION } from '../version.ts';
import type { CliIo } from './commands/io.ts';
import { EXIT_INCOMPLETE, EXIT_PASS, EXIT_USAGE } from './exit-codes.ts';
import { renderHelp } from './help.ts';
import { parseCommandLine, type ParsedArgs } from './parse-args.ts';
import { registerEnvironmentKey } from './environment-key.ts';

export type { CliIo } from './commands/io.ts';

type Command = (parsed: ParsedArgs, io: CliIo, clock: RunClock) => Promise<number>;

/**
 * The commands loaded only when one runs, so `--help`, `--version` and a refused flag load none
 * of the engine. One module holds them all (`commands/commands.ts`), so the bundler puts them and
 * the engine in two files beside `dist/cli.js` (our code, and the packages it bundles), not one
 * file per command and shared part (`scripts/build-cli.ts`).
 */
const COMMAND: Record<ParsedArgs['command'], () => Promise<Command>> = {
  scan: () => import('./commands/commands.ts').then((m) => m.scanCommand),
  convert: () => import('./commands/commands.ts').then((m) => m.convertCommand),
  gate: () => import('./commands/commands.ts').then((m) => m.gateCommand),
  config: () => import('./commands/commands.ts').then((m) => m.configCommand),
};

/**
 * Runs the command line `args`; resolves to the exit code, never rejects. A scan waits on `clock`
 * (the wall clock unless the caller brings its own, as a test does).
 */
export async function main(
  args: readonly string[],
  io: CliIo,
  clock: RunClock = {},
): Promise<number> {
  let parsed: ParsedArgs;
  try {
    registerEnvironmentKey(io.env);
    parsed = parseCommandLine(args);
    if (parsed.values.help === true) {
      io.stdout.write(renderHelp(parsed.command));
      return EXIT_PASS;
    }
    if (parsed.values.version === true) {
      io.stdout.write(`${TOOL_VERSION}\n`);
      return EXIT_PASS;
    }
    const command = await COMMAND[parsed.command]();
    return await command(parsed, io, clock);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      io.stderr.write(`plerion-iac: ${forLog(error.message)}\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`plerion-iac failed unexpectedly: ${forLog(describeError(error))}\n`);
    return EXIT_INCOMPLETE;
  }
}
