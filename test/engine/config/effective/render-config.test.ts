/**
 * The effective configuration as the log and the job summary show it: every setting of the
 * surface with its value and where it came from, what the organisation holds, the overrides, the
 * floors and the hash; a secret only as set or not set; a value from a file a pull request can
 * edit rendered inert (no second log line, no Markdown).
 */
import { describe, expect, it } from 'vitest';
import { parseConfigFile } from '../../../../src/engine/config/file/parse-config-file.ts';
import { resolveConfig } from '../../../../src/engine/config/effective/resolve-config.ts';
import {
  keysShownOn,
  renderConfigMarkdown,
  renderConfigText,
} from '../../../../src/engine/config/effective/render-config.ts';
import { renderHtml, withoutJoiners } from '../../../support/markdown-view.ts';

const file = (name: string, text: string, role: 'repository' | 'organisation') =>
  parseConfigFile({ file: name, bytes: new TextEncoder().encode(text), role });

const CONFIG = resolveConfig({
  org: file(
    'org.yml',
    'timeout: 900\nrequire:\n  fail-on: [CRITICAL, HIGH]\n  lower-severity: false\n',
    'organisation',
  ),
  file: file(
    '.plerion-iac.yml',
    'fail-on: CRITICAL\nexclude: "{a,b}/**"\nseverity-overrides:\n  - {detection: D-1, severity: high, reason: "prod **matters** @team"}\naction:\n  pr-comment: false\n  sarif-category: "iac ##[error]x"\n',
    'repository',
  ),
  given: {
    'api-key': { value: 'set', source: 'env', name: 'PLERION_API_KEY' },
    region: { value: 'us1', source: 'input', name: "input 'region'" },
  },
});

describe('the effective configuration as text', () => {
  const text = renderConfigText(CONFIG, { surface: 'action', hash: 'abc123' });
  const lines = text.split('\n');
  const row = (key: string) => lines.find((line) => line.startsWith(`${key} `));

  it('has one row per setting of the surface, with its value and where it came from', () => {
    expect(lines[0]).toMatch(/^setting +value +from$/);
    expect(row('region')).toMatch(/^region +us1 +input 'region'$/);
    expect(row('timeout')).toMatch(/^timeout +900 +org\.yml:1$/);
    expect(row('exclude')).toMatch(/^exclude +\{a,b\}\/\*\* +\.plerion-iac\.yml:2$/);
    expect(row('pr-comment')).toMatch(/^pr-comment +false +\.plerion-iac\.yml:6$/);
    expect(row('baseline')).toMatch(/^baseline +auto +default$/);
    expect(row('artifact-name')).toMatch(/^artifact-name +\(<repo>-<short sha>\) +default$/);
    expect(row('api-key')).toMatch(/^api-key +set +PLERION_API_KEY$/);
    expect(row('format')).toBeUndefined();
  });

  it('says what the organisation fixed, its floors and the overrides, and the hash', () => {
    expect(row('fail-on')).toMatch(
      /^fail-on +CRITICAL, HIGH +org\.yml:3 \(the organisation's floor\)$/,
    );
    expect(text).toContain(
      'severity-overrides (the first that matches a finding applies):\n  1. D-1 -> HIGH: prod **matters** @team (.plerion-iac.yml:4)',
    );
    expect(text).toContain(
      "The organisation's floors (require:), which no repository setting loosens:\n  fail-on: CRITICAL, HIGH (org.yml:3)\n  lower-severity: false (org.yml:4)",
    );
    expect(text.endsWith('\nconfig hash: abc123')).toBe(true);
  });

  it('breaks a workflow command a file tries to smuggle into the log', () => {
    expect(text).not.toContain('##[error]');
    expect(row('sarif-category')).toContain('iac #');
  });
});

describe('the effective configuration as Markdown', () => {
  const markdown = renderConfigMarkdown(CONFIG, { surface: 'cli', hash: 'abc123' });

  it('is a collapsed section with a row per setting of the command line', () => {
    expect(
      markdown.startsWith(
        '<details><summary>Effective configuration</summary>\n\n| Setting | Value | From |',
      ),
    ).toBe(true);
    expect(markdown).toContain(
      "| `fail-on` | `CRITICAL, HIGH` | org.yml:3 \\(the organisation's floor\\) |",
    );
    expect(markdown).toContain('| `format` | `text` | default |');
    expect(markdown).not.toContain('`pr-comment`');
    expect(markdown).toContain('Config hash: `abc123`');
  });

  it('renders the file’s text as written: no emphasis, no mention', () => {
    const html = renderHtml(markdown);
    expect(html).not.toContain('<strong>matters</strong>');
    expect(withoutJoiners(html)).toContain('prod **matters** @team');
  });
});

describe('the settings each surface shows', () => {
  it('the Action: its inputs and the file’s keys; the command line: its flags and the engine’s', () => {
    expect(keysShownOn('action')).toContain('upload-sarif');
    expect(keysShownOn('action')).toContain('severity-overrides');
    expect(keysShownOn('action')).not.toContain('exit-zero');
    expect(keysShownOn('cli')).toContain('exit-zero');
    expect(keysShownOn('cli')).toContain('sarif-category');
    expect(keysShownOn('cli')).not.toContain('pr-comment');
  });
});
