/**
 * The command line's recipe: read the command and its flags, answer `--help` and `--version`, run
 * the command, and turn what ended it into an exit code. A usage or configuration error is one
 * line on standard error and exit 2; anything unexpected is one line and exit 3 (a scan that did
 * not happen must never look like a pass). Every line goes through the log sanitiser.
 */
import { ConfigurationError, describeError } from '../errors.ts';
import { forLog } from '../sanitize.ts';
import { TOOL_VERSION } from '../version.ts';
import type { CliIo } from './commands/io.ts';
import { EXIT_INCOMPLETE, EXIT_PASS, EXIT_USAGE } from './exit-codes.ts';
import { renderHelp } from './help.ts';
import { parseCommandLine, type ParsedArgs } from './parse-args.ts';
import { registerEnvironmentKey } from './environment-key.ts';

export type { CliIo } from './commands/io.ts';

type Command = (parsed: ParsedArgs, io: CliIo) => Promise<number>;

/**
 * Each command loaded when it runs, so `--help` and a refused flag start small. "eager": the
 * modules stay in the one bundled file (ncc would otherwise split them into chunks).
 */
const COMMAND: Record<ParsedArgs['command'], () => Promise<Command>> = {
  scan: () => import(/* webpackMode: "eager" */ './commands/scan.ts').then((m) => m.scanCommand),
  convert: () =>
    import(/* webpackMode: "eager" */ './commands/convert.ts').then((m) => m.convertCommand),
  gate: () => import(/* webpackMode: "eager" */ './commands/gate.ts').then((m) => m.gateCommand),
};

/** Runs the command line `args`; resolves to the exit code, never rejects. */
export async function main(args: readonly string[], io: CliIo): Promise<number> {
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
    return await command(parsed, io);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      io.stderr.write(`plerion-iac: ${forLog(error.message)}\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`plerion-iac failed unexpectedly: ${forLog(describeError(error))}\n`);
    return EXIT_INCOMPLETE;
  }
}
