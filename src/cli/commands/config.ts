/**
 * `plerion-iac config [path]`: the effective configuration `scan` would run with, read the same
 * way (the same flags, the file found from the folder up to the repository's root, the
 * organisation's file): every setting's value and where it came from, the organisation's floors,
 * the severity overrides and the config hash the reports carry. A floor that overruled a value is
 * one warning on standard error. Needs no key; uploads nothing.
 */
import { renderConfigText } from '../../engine/config/effective/render-config.ts';
import { createGitCli } from '../../engine/git/git.ts';
import { forLog } from '../../sanitize.ts';
import { EXIT_PASS } from '../exit-codes.ts';
import type { ParsedArgs } from '../parse-args.ts';
import { readEffectiveConfig } from '../settings.ts';
import type { CliIo } from './io.ts';

export async function configCommand(parsed: ParsedArgs, io: CliIo): Promise<number> {
  const loaded = await readEffectiveConfig({
    values: parsed.values,
    positionals: parsed.positionals,
    env: io.env,
    cwd: io.cwd,
    git: createGitCli(),
  });
  for (const warning of loaded.effective.warnings)
    io.stderr.write(`plerion-iac: warning: ${forLog(warning)}\n`);
  io.stdout.write(`${renderConfigText(loaded.effective, { surface: 'cli', hash: loaded.hash })}\n`);
  return EXIT_PASS;
}
