/**
 * The command line's recipe: read the command and its flags, answer `--help` and `--version`, run
 * the command, and turn what ended it into an exit code. A usage or configuration error is one
 * line on standard error and exit 2; anything unexpected is one line and exit 3 (a scan that did
 * not happen must never look like a pass). Every line goes through the log sanitiser.
 */
import { ConfigurationError, describeError } from '../errors.ts';
import { forLog } from '../sanitize.ts';
import { TOOL_VERSION } from '../version.ts';
import { convertCommand } from './commands/convert.ts';
import { gateCommand } from './commands/gate.ts';
import type { CliIo } from './commands/io.ts';
import { scanCommand } from './commands/scan.ts';
import { EXIT_INCOMPLETE, EXIT_PASS, EXIT_USAGE } from './exit-codes.ts';
import { renderHelp } from './help.ts';
import { parseCommandLine, type ParsedArgs } from './parse-args.ts';

export type { CliIo } from './commands/io.ts';

const COMMAND = {
  scan: scanCommand,
  convert: convertCommand,
  gate: gateCommand,
} as const;

/** Runs the command line `args`; resolves to the exit code, never rejects. */
export async function main(args: readonly string[], io: CliIo): Promise<number> {
  let parsed: ParsedArgs;
  try {
    parsed = parseCommandLine(args);
    if (parsed.values.help === true) {
      io.stdout.write(renderHelp(parsed.command));
      return EXIT_PASS;
    }
    if (parsed.values.version === true) {
      io.stdout.write(`${TOOL_VERSION}\n`);
      return EXIT_PASS;
    }
    return await COMMAND[parsed.command](parsed, io);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      io.stderr.write(`plerion-iac: ${forLog(error.message)}\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`plerion-iac failed unexpectedly: ${forLog(describeError(error))}\n`);
    return EXIT_INCOMPLETE;
  }
}
