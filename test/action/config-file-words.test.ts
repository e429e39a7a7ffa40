/**
 * A bad value in the configuration file gets the very words the Action's input gets for it, with
 * the file and line in place of the input's name: the Action's reader of inputs and the file's
 * loader share the validators, and this holds them to it (issue 42).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/action/inputs.ts';
import { parseConfigFile } from '../../src/engine/config/file/parse-config-file.ts';
import { useActionInputs } from '../support/action-inputs.ts';

const inputs = useActionInputs();

async function inputRefusal(name: string, value: string): Promise<string> {
  vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
  try {
    await readSettings();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`input '${name}': '${value}' was accepted`);
}

function fileRefusal(text: string): string {
  try {
    parseConfigFile({
      file: '.plerion-iac.yml',
      bytes: new TextEncoder().encode(text),
      role: 'repository',
    });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted: ${text}`);
}

/**
 * The input's refusal of `value` and the file's refusal of it written as `spelled` (under
 * `action:` for the Action's own settings) say the same words but for where the value stands.
 */
async function expectSameWords(name: string, value: string, spelled: string, section?: 'action') {
  const input = await inputRefusal(name, value);
  const yaml = section ? `${section}:\n  ${name}: ${spelled}` : `${name}: ${spelled}`;
  const file = fileRefusal(`# the repository's settings\n${yaml}\n`);
  const line = section ? 3 : 2;
  const key = section ? `${section}.${name}` : name;
  expect(file).toBe(input.replace(`input '${name}'`, `key '${key}' at .plerion-iac.yml:${line}`));
}

/** A setting, a value both refuse, and the value as YAML spells it where that needs quotes. */
type BadValue = [name: string, value: string, spelled?: string];

describe('a bad value in the file and in the input', () => {
  it.each<BadValue>([
    ['region', 'mars'],
    ['api-url', 'http://plain.example.com'],
    ['path', '../elsewhere'],
    ['include', 'ok/**,/etc/**', '"ok/**,/etc/**"'],
    ['exclude', '{open/**', '"{open/**"'],
    ['max-archive-size', '4400001'],
    ['fail-on', 'HIGH,urgent'],
    ['timeout', '0'],
    ['on-service-error', 'maybe'],
    ['baseline', '--upload-pack=x'],
    ['pr-suppressions', 'always'],
    ['dry-run', 'yes'],
    ['artifact-name', '...', '"..."'],
  ])('%s', (name, value, spelled = value) => expectSameWords(name, value, spelled));

  it.each<BadValue>([
    ['check-run', 'sometimes'],
    ['check-run-annotations', '50001'],
    ['pr-review', 'all'],
    ['tracking-issue', 'maybe'],
    ['annotations', 'no'],
    ['sarif-category', 'a\nb', '"a\\nb"'],
  ])('%s', (name, value, spelled = value) => expectSameWords(name, value, spelled, 'action'));

  it('and for sarif-file, whose input is also resolved on disk', async () => {
    fs.mkdirSync(path.join(inputs.workspace, 'out'));
    const input = await inputRefusal('sarif-file', 'out/report.json');
    expect(fileRefusal('action:\n  sarif-file: out/report.json\n')).toBe(
      input.replace("input 'sarif-file'", "key 'action.sarif-file' at .plerion-iac.yml:2"),
    );
  });
});
