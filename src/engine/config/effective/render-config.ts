/**
 * The effective configuration as a table, pure: every setting that applies on a surface with its
 * value and where it came from (`default`, a file and line, an input, a flag, the environment),
 * the settings the organisation's floors hold marked as such, the severity overrides, the floors
 * and the config hash. Plain text for a terminal or a log group; Markdown for a collapsed section
 * of a job summary. Values come from files a pull request can edit: each passes through its
 * place's sanitiser, and a secret is only ever `set` or `not set`.
 */
import { forLog, forMarkdown, forMarkdownCode } from '../../../sanitize.ts';
import type { SeverityOverride } from '../severity-overrides.ts';
import { SETTING_KEYS, specOf, type SettingKey } from '../table/settings-table.ts';
import type { EffectiveConfig, EffectiveSetting } from './resolve-config.ts';

/** Where the table is shown: the Action's settings, or the command line's. */
export type ConfigSurface = 'action' | 'cli';

/** The longest value a cell shows. */
const MAX_VALUE_CHARS = 200;

export interface ConfigTableOptions {
  readonly surface: ConfigSurface;
  /** The config hash, shown under the table when given. */
  readonly hash?: string;
}

/** The settings that apply on `surface`, in the table's order. */
export function keysShownOn(surface: ConfigSurface): SettingKey[] {
  return SETTING_KEYS.filter((key) => {
    const spec = specOf(key);
    if (surface === 'action')
      return spec.input !== undefined || (spec.inFile && spec.scope !== 'cli');
    return spec.flag !== undefined || spec.scope === 'engine';
  });
}

/** A value as the table shows it (before its place's sanitiser). */
export function shownSetting(key: SettingKey, value: unknown): string {
  const spec = specOf(key);
  if (Array.isArray(value)) {
    if (spec.kind.type === 'overrides')
      return value.length === 0 ? 'none' : `${value.length} (below)`;
    return value.length === 0 ? (key === 'fail-on' ? 'none' : '(none)') : value.join(', ');
  }
  const text = String(value);
  return text === '' ? `(${spec.emptyMeans ?? 'empty'})` : text;
}

/** Where a value came from, with the organisation's part in it. */
function shownFrom(setting: EffectiveSetting<unknown>): string {
  const { floor } = setting;
  if (floor === undefined) return setting.from;
  return floor.raised
    ? `${setting.from} (the organisation's floor)`
    : `${setting.from}; held by the organisation's floor ${floor.file}:${floor.line}`;
}

function overrideLine(entry: SeverityOverride): string {
  const where = entry.path === undefined ? '' : ` under ${entry.path}`;
  const until = entry.expires === undefined ? '' : ` until ${entry.expires}`;
  const why = entry.reason === undefined ? '' : `: ${entry.reason}`;
  return `${entry.detection} -> ${entry.severity}${where}${until}${why} (${entry.file}:${entry.line})`;
}

function floorLines(config: EffectiveConfig): string[] {
  const floors = config.floors;
  if (floors === undefined) return [];
  return Object.entries(floors.floors).map(([key, floor]) => {
    const value = Array.isArray(floor.value)
      ? floor.value.join(', ') || 'none'
      : String(floor.value);
    return `${key}: ${value} (${floors.file}:${floor.line})`;
  });
}

interface Row {
  readonly key: string;
  readonly value: string;
  readonly from: string;
}

function rowsOf(config: EffectiveConfig, surface: ConfigSurface): Row[] {
  return keysShownOn(surface).map((key) => {
    const setting = config.settings[key] as EffectiveSetting<unknown>;
    return { key, value: shownSetting(key, setting.value), from: shownFrom(setting) };
  });
}

/** The table as plain text, one line per setting, columns aligned. */
export function renderConfigText(config: EffectiveConfig, options: ConfigTableOptions): string {
  const rows = rowsOf(config, options.surface).map((row) => ({
    key: row.key,
    value: forLog(row.value, MAX_VALUE_CHARS),
    from: forLog(row.from, 500),
  }));
  const keyWidth = Math.max(7, ...rows.map((r) => r.key.length));
  const valueWidth = Math.max(5, ...rows.map((r) => r.value.length));
  const line = (a: string, b: string, c: string) =>
    `${a.padEnd(keyWidth)}  ${b.padEnd(valueWidth)}  ${c}`.trimEnd();
  const overrides = config.settings['severity-overrides'].value;
  const floors = floorLines(config);
  return [
    line('setting', 'value', 'from'),
    ...rows.map((r) => line(r.key, r.value, r.from)),
    ...(overrides.length > 0
      ? [
          '',
          'severity-overrides (the first that matches a finding applies):',
          ...overrides.map((o, i) => `  ${i + 1}. ${forLog(overrideLine(o), 1_000)}`),
        ]
      : []),
    ...(floors.length > 0
      ? [
          '',
          `The organisation's floors (require:), which no repository setting loosens:`,
          ...floors.map((f) => `  ${forLog(f, 500)}`),
        ]
      : []),
    ...(options.hash ? ['', `config hash: ${options.hash}`] : []),
  ].join('\n');
}

/** The table as a collapsed Markdown section (a job summary's). */
export function renderConfigMarkdown(config: EffectiveConfig, options: ConfigTableOptions): string {
  const code = (text: string, max = MAX_VALUE_CHARS) => forMarkdownCode(text, max) || '';
  const rows = rowsOf(config, options.surface).map(
    (r) => `| \`${r.key}\` | ${code(r.value)} | ${forMarkdown(r.from, 500)} |`,
  );
  const overrides = config.settings['severity-overrides'].value;
  const floors = floorLines(config);
  const body = [
    '| Setting | Value | From |',
    '| --- | --- | --- |',
    ...rows,
    ...(overrides.length > 0
      ? [
          '',
          '**Severity overrides** (the first that matches a finding applies):',
          '',
          ...overrides.map((o, i) => `${i + 1}. ${forMarkdown(overrideLine(o), 1_000)}`),
        ]
      : []),
    ...(floors.length > 0
      ? [
          '',
          "**The organisation's floors** (`require:`), which no repository setting loosens:",
          '',
          ...floors.map((f) => `- ${forMarkdown(f, 500)}`),
        ]
      : []),
    ...(options.hash ? ['', `Config hash: ${code(options.hash, 100)}`] : []),
  ].join('\n');
  return `<details><summary>Effective configuration</summary>\n\n${body}\n\n</details>`;
}
