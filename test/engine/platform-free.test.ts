/**
 * The engine reads no platform: no event name, payload field, runner variable or checkout option
 * appears anywhere under src/engine/, comments included (a comment naming them is how a platform
 * rule creeps back in: the adapters' words live in `action/` and `cli/`). The change under review
 * reaches the engine as one `ChangeRequest`, the words of a fix as the adapter's `Knobs`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-action.ts';

/** What only an adapter may say. */
const PLATFORM_WORDS = [
  'pull_request',
  'pull_request_target',
  'workflow_run',
  'GITHUB_',
  'actions/checkout',
  'fetch-depth',
  'persist-credentials',
];

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

describe('the engine', () => {
  it('names no event, payload field, runner variable or checkout option, even in a comment', () => {
    const engine = path.join(ROOT, 'src', 'engine');
    const files = filesUnder(engine);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return PLATFORM_WORDS.filter((word) => text.includes(word)).map(
        (word) => `${path.relative(ROOT, file)}: ${word}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('would be caught naming one (the check reads what the adapters say)', () => {
    const adapter = fs.readFileSync(path.join(ROOT, 'src/action/knobs.ts'), 'utf8');
    expect(PLATFORM_WORDS.some((word) => adapter.includes(word))).toBe(true);
  });
});
