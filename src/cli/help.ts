/** `--help`: each command's usage and flags, from the same data the parser reads. */
import { TOOL_VERSION } from '../version.ts';
import type { CommandName, Flag } from './flags.ts';
import { flagsOf } from './parse-args.ts';

const USAGE: Record<CommandName, string> = {
  scan: 'plerion-iac [scan] [path] [flags]   scan a folder (the default command)',
  convert:
    'plerion-iac convert <report.json> --format <format>[=<file>] ...   render a saved report',
  gate: 'plerion-iac gate <report.json> [--fail-on <severities>]   gate a saved report',
  config:
    'plerion-iac config [path] [flags]   print the effective configuration, where each value comes from, and its hash',
};

const EXIT_CODES = [
  'Exit codes: 0 pass (also --dry-run and a skipped scan), 1 gated findings,',
  '2 a usage or configuration error (also a saved report that contradicts itself),',
  '3 the scan could not complete, or IaC a change request changed was not uploaded.',
  'The key comes from PLERION_API_KEY or --api-key-file, never from a flag.',
];

function flagLine(name: string, flag: Flag): string {
  const head = `  --${name}${flag.value ? ` ${flag.value}` : ''}`;
  const meaning = flag.meaning.replace(/`/g, '');
  const fallback = flag.default === undefined ? '' : ` (default: ${flag.default})`;
  return `${head.padEnd(34)} ${meaning}${fallback}`;
}

/** The help of one command. */
export function renderHelp(command: CommandName): string {
  const flags = Object.entries(flagsOf(command)).map(([name, flag]) => flagLine(name, flag));
  return [
    `plerion-iac ${TOOL_VERSION}: scan infrastructure-as-code with the Plerion code-security API`,
    '',
    ...Object.values(USAGE).map((u) => `  ${u}`),
    '',
    `Flags of ${command}:`,
    ...flags,
    '',
    ...EXIT_CODES,
    '',
  ].join('\n');
}
