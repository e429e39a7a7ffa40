import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_DEFAULTS, readSettings } from '../../src/action/inputs.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { ROOT } from '../support/run-action.ts';
import { tempDir } from '../support/helpers.ts';
import { INPUTS_API_KEY, useActionInputs } from '../support/action-inputs.ts';

const KEY = INPUTS_API_KEY;
const inputs = useActionInputs();
let workspace: string;
let written: string[];

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs))
    vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
}

async function refusal(inputs: Record<string, string>): Promise<string> {
  setInputs(inputs);
  try {
    await readSettings();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

beforeEach(() => {
  workspace = inputs.workspace;
  fs.mkdirSync(path.join(workspace, 'infra'));
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
});

describe('inputs', () => {
  it('states in action.yml the defaults the code applies, in the description: a declared default would make an input left out read as set', async () => {
    const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string; description: string }>;
      runs: { using: string };
    };
    for (const [name, value] of Object.entries(INPUT_DEFAULTS)) {
      expect(action.inputs[name]?.default, name).toBeUndefined();
      if (value !== '')
        expect(action.inputs[name]?.description, name).toMatch(
          new RegExp(` Default: \`${value.replace(/[.*]/g, '\\$&')}\`\\.$`),
        );
    }
    expect(action.runs.using).toBe('node24');
  });

  it('names the archives of a folder apart from those of the workspace and of other folders', async () => {
    fs.mkdirSync(path.join(workspace, 'other'));
    setInputs({ path: 'infra' });
    const infra = (await readSettings()).artifactBase;
    setInputs({ path: 'other' });
    const other = (await readSettings()).artifactBase;
    expect(infra).toMatch(/^infra-abcdef0-[0-9a-f]{6}$/);
    expect(other).toMatch(/^infra-abcdef0-[0-9a-f]{6}$/);
    expect(infra).not.toBe(other);
    setInputs({ path: '.' });
    expect((await readSettings()).artifactBase).toBe('infra-abcdef0');
  });

  it('masks the key before anything else and reads a complete, frozen settings object', async () => {
    const settings = await readSettings();
    expect(written[0]).toBe(`::add-mask::${KEY}\n`);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(settings).toMatchObject({
      baseUrl: 'https://au.api.plerion.com',
      scanRoot: workspace,
      failOn: ['CRITICAL', 'HIGH'],
      maxArchiveBytes: 4_400_000,
      artifactBase: 'infra-abcdef0',
      sarifFile: path.join(workspace, 'iac-scan-results.sarif'),
      reportFile: path.join(workspace, 'iac-scan-results.json'),
      timeoutSeconds: 600,
      onServiceError: 'fail',
      annotations: true,
    });
  });

  it('reads lists, regions and case-insensitive severities', async () => {
    setInputs({
      region: 'us1',
      'fail-on': 'medium, Critical',
      include: 'a/**\nb/*.hcl, c',
      'skip-detections': 'X,Y',
      'artifact-name': 'my repo/ü.zip',
    });
    const settings = await readSettings();
    expect(settings).toMatchObject({
      baseUrl: 'https://us1.api.plerion.com',
      failOn: ['MEDIUM', 'CRITICAL'],
      include: ['a/**', 'b/*.hcl', 'c'],
      skipDetections: ['X', 'Y'],
      artifactBase: 'my-repo',
    });
    setInputs({ 'fail-on': 'NONE', 'api-url': 'https://127.0.0.1:8443/' });
    expect(await readSettings()).toMatchObject({ failOn: [], baseUrl: 'https://127.0.0.1:8443' });
  });

  it('keeps a brace glob whole: a comma inside braces or brackets separates nothing', async () => {
    setInputs({ exclude: '{secrets,private}/**, a[,]b\nc', include: 'x/{a,b}/*.yaml' });
    expect(await readSettings()).toMatchObject({
      exclude: ['{secrets,private}/**', 'a[,]b', 'c'],
      include: ['x/{a,b}/*.yaml'],
    });
  });

  it.each([
    [{ region: 'eu' }, /'region': 'eu'. Expected one of au, sg1, in1, us1/],
    [
      { exclude: '{secrets,private/**' },
      /'exclude': '\{secrets,private\/\*\*'.*each \{ and \[ closed/,
    ],
    [{ 'api-url': 'http://example.com' }, /'api-url'.*Expected an https:\/\/ address/],
    [{ path: '../elsewhere' }, /'path'.*inside the workspace/],
    [{ path: 'missing' }, /'path'.*existing folder/],
    [{ 'fail-on': 'HIGH,SEVERE' }, /'fail-on'.*CRITICAL, HIGH, MEDIUM, LOW/],
    [{ 'max-archive-size': '5000000' }, /'max-archive-size'.*from 1 to 4400000/],
    [{ 'max-archive-size': '1e6' }, /'max-archive-size'/],
    [{ annotations: 'yes' }, /'annotations': 'yes'. Expected true or false/],
    [{ timeout: '0' }, /'timeout'/],
    [{ 'on-service-error': 'ignore' }, /'on-service-error'.*fail or warn/],
    [{ 'sarif-file': 'out.json' }, /'sarif-file'.*\.sarif/],
    [{ 'sarif-file': '../out.sarif' }, /'sarif-file'/],
    [{ exclude: '../x' }, /'exclude'/],
    [{ region: 'mars', 'api-url': 'https://127.0.0.1:8443' }, /'region': 'mars'/],
    [{ include: `${'a'.repeat(70_000)}/*.tf` }, /'include': 'a{200}…'.*at most 1000 characters/],
    [{ 'sarif-file': 'out\n::error::x.sarif' }, /'sarif-file': 'out\\n::error::x\.sarif'/],
    [{ path: 'infra\n::warning::x' }, /'path'/],
    [{ baseline: '--upload-pack=evil' }, /'baseline'.*auto, none, or a git/],
    [{ baseline: 'main:refs/heads/x' }, /'baseline'/],
    [
      { 'tracking-issue': 'sometimes' },
      /'tracking-issue': 'sometimes'. Expected auto or true or false/,
    ],
    [{ suppressions: 'missing.yml' }, /'suppressions': 'missing\.yml'.*does not exist/],
  ])('refuses %o with one clear message', async (inputs, message) => {
    expect(await refusal(inputs)).toMatch(message);
  });

  it.each([
    ['a line break', `${KEY}\nX-Injected: 1`],
    ['a carriage return', `${KEY}\rmore`],
    ['a control character', `${KEY}\u0007`],
    ['a letter outside Latin-1', `${KEY}\u0416`],
    ['a space', `${KEY} tail`],
  ])('refuses a key with %s before anything, without printing it', async (_name, key) => {
    const message = await refusal({ 'api-key': key });
    expect(message).toMatch(/Invalid input 'api-key': character \d+ of the value \(not shown\)/);
    expect(message).not.toContain(KEY);
    const shown = written.filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.join('')).not.toContain('X-Injected');
  });

  it('reads the new inputs: baseline, suppressions and tracking issue', async () => {
    fs.writeFileSync(
      path.join(workspace, '.plerion-ignore.yml'),
      'suppressions:\n  - detection: D1\n    reason: accepted\n',
    );
    setInputs({ baseline: 'origin/main', 'tracking-issue': 'TRUE' });
    expect(await readSettings()).toMatchObject({
      baseline: { kind: 'ref', ref: 'origin/main' },
      trackingIssue: 'true',
      suppressions: {
        file: '.plerion-ignore.yml',
        entries: [{ detection: 'D1', reason: 'accepted' }],
      },
    });
    setInputs({ baseline: 'NONE' });
    expect((await readSettings()).baseline).toEqual({ kind: 'none' });
  });

  it('never lets the JSON report overwrite a file of the repository', async () => {
    fs.writeFileSync(path.join(workspace, 'package.json'), '{"name": "app"}\n');
    expect(await refusal({ 'sarif-file': 'package.sarif' })).toMatch(
      /'sarif-file': 'package\.sarif'.*package\.json exists and would be overwritten/,
    );
    fs.writeFileSync(
      path.join(workspace, 'old.json'),
      '{\n  "tool": {\n    "name": "plerion-iac-scan-action",\n    "version": "0.1.0"\n  }\n}\n',
    );
    setInputs({ 'sarif-file': 'old.sarif' });
    expect((await readSettings()).reportFile).toBe(path.join(workspace, 'old.json'));
  });

  it('refuses a sarif-file that leaves the workspace through a folder link', async () => {
    fs.symlinkSync(tempDir(), path.join(workspace, 'reports'));
    expect(await refusal({ 'sarif-file': 'reports/out.sarif' })).toMatch(
      /'sarif-file'.*also through links/,
    );
    setInputs({ 'sarif-file': 'out.sarif' });
    await expect(readSettings()).resolves.toBeDefined();
  });

  it('refuses a path that leaves the workspace through a link', async () => {
    fs.symlinkSync('/tmp', path.join(workspace, 'out'));
    expect(await refusal({ path: 'out' })).toMatch(/resolves outside/);
  });

  it('refuses an empty key, except on a pull request from a fork', async () => {
    expect(await refusal({ 'api-key': '' })).toMatch(/'api-key' is empty/);
    const event = path.join(workspace, 'event.json');
    fs.writeFileSync(
      event,
      JSON.stringify({
        pull_request: {
          number: 1,
          head: { repo: { full_name: 'fork/infra' }, sha: 'f'.repeat(40) },
          base: { repo: { full_name: 'octo/infra' } },
        },
      }),
    );
    vi.stubEnv('GITHUB_EVENT_NAME', 'pull_request');
    vi.stubEnv('GITHUB_EVENT_PATH', event);
    const settings = await readSettings();
    expect(settings.apiKey).toBe('');
    expect(settings.github).toMatchObject({
      isUntrustedPullRequest: true,
      pullRequestNumber: 1,
      headSha: 'f'.repeat(40),
    });
  });

  it('never puts the key in an error message', async () => {
    const message = await refusal({ 'api-url': `https://user:${KEY}@example.com` });
    expect(message).toMatch(/without credentials/);
    expect(message).not.toContain(KEY);
    expect(await refusal({ 'api-url': '', region: KEY })).not.toContain(KEY);
  });
});
