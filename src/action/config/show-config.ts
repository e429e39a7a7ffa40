/**
 * Where the Action shows its configuration: the effective table (every setting, its value and
 * where it came from, the organisation's floors, the overrides, the hash) in a log group, each
 * floor that overruled a value as one warning, the `config-hash` output, and the same table as a
 * collapsed section of the job summary. Renderers are the engine's (`render-config.ts`); the
 * values come from files a pull request can edit, and pass through each place's sanitiser there.
 */
import * as core from '@actions/core';
import {
  renderConfigMarkdown,
  renderConfigText,
} from '../../engine/config/effective/render-config.ts';
import type { LoadedConfig } from '../../engine/config/load/load-config.ts';
import type { StepLog } from '../step-log.ts';
import { writeJobSummary } from '../surfaces/step/publish.ts';

/** The table in a log group, the floors' warnings, and the `config-hash` output. */
export async function announceConfig(config: LoadedConfig, log: StepLog): Promise<void> {
  core.setOutput('config-hash', config.hash);
  await log.group('Effective configuration', async () => {
    for (const line of renderConfigText(config.effective, {
      surface: 'action',
      hash: config.hash,
    }).split('\n'))
      log.info(line);
  });
  for (const warning of config.effective.warnings) log.warning(warning);
}

/** The table as a collapsed section at the end of the job summary. */
export async function summarizeConfig(config: LoadedConfig): Promise<void> {
  await writeJobSummary(
    `\n${renderConfigMarkdown(config.effective, { surface: 'action', hash: config.hash })}\n`,
  );
}
