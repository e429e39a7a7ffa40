/**
 * Service text is text: hostile strings render as written in the summary and the comment, never
 * become workflow commands in the log, and the key and token never appear anywhere.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepLog, toolkitSink } from '../src/action/step-log.ts';
import { renderComment } from '../src/action/surfaces/comments/pr-comment.ts';
import { renderSummary } from '../src/engine/formats/summary.ts';
import {
  MAX_FIELD_CHARS,
  capText,
  clearSecrets,
  forLog,
  forMarkdown,
  forMarkdownCode,
  registerSecret,
} from '../src/sanitize.ts';
import { blocks, tableCells, withoutJoiners } from './support/markdown-view.ts';
import { report, reported } from './support/reported.ts';

const KEY = 'plk_live_0123456789abcdef';
const TOKEN = 'ghs_0123456789abcdefTOKEN';

/** Strings a careless or hostile service could send. */
const HOSTILE: Record<string, string> = {
  newline: 'first line\n## injected heading\nlast',
  'carriage return': 'row\rcontinues',
  pipe: 'a | b | c',
  'html image': '<img src=x onerror=alert(1)>',
  'html details': '<details><summary>open me</summary>hidden</details>',
  link: '[click here](https://evil.example/steal)',
  'bare url': 'see https://evil.example/x and www.evil.example',
  mention: 'ping @octocat and @octo-org/security-team',
  reference: 'fixes #123 and octo/infra#7 and GH-1',
  apostrophes: `it's "quoted" and 'single'`,
  backticks: 'use `code` and ``` fences ```',
  bidi: 'safe\u202Eevil\u2066text\u2069',
  emphasis: '*bold* _italic_ ~~struck~~ **strong**',
  'list start': '- not a list item',
  'ordered list start': '1. not a list',
  quote: '> not a quote',
  entity: '&amp; &lt;script&gt; &#64;',
  backslash: 'C:\\path\\to\\file \\| \\n',
  'workflow command': '::error::pwned\n::add-mask::x\n::stop-commands::tok',
  'old command syntax': '##[error]pwned',
};

/** What the reader must see: the input with controls flattened and bidi removed. */
function expectedVisible(input: string): string {
  return capText(input, MAX_FIELD_CHARS)
    .replace(/[\r\n]/g, ' ')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
}

beforeEach(() => {
  clearSecrets();
  registerSecret(KEY);
  registerSecret(TOKEN);
});
afterEach(() => {
  clearSecrets();
  vi.restoreAllMocks();
});

describe('Markdown from service text', () => {
  for (const [name, text] of Object.entries(HOSTILE)) {
    it(`renders ${name} exactly as written, in every cell, without shifting the table`, () => {
      const finding = reported({
        severity: 'HIGH',
        title: text,
        resource: text,
        detectionId: text,
        file: undefined,
        reportedFile: text,
      });
      const r = report({ findings: [finding], reason: text, notes: [text] });
      for (const markdown of [renderSummary(r), renderComment(r, '<!-- m -->')]) {
        const rows = tableCells(markdown).filter((row) => row.length === 4);
        const row = rows.at(-1)!;
        expect(row.map((c) => c.html)).toEqual([[], [], [], []]);
        const [severity, detection, resource, where] = row.map((c) => withoutJoiners(c.text));
        expect(severity).toBe('HIGH');
        expect(detection).toBe(`${expectedVisible(text)} (${expectedVisible(text).trim()})`);
        expect(resource).toBe(expectedVisible(text));
        expect(where).toBe(expectedVisible(text));
        // Only the dashboard link, never one the text made.
        expect(
          row.flatMap((c) => c.links).every((l) => l.startsWith('https://au.api.plerion.com/')),
        ).toBe(true);
        const verdict = blocks(markdown).find((b) => b.text.startsWith('❌'));
        expect(withoutJoiners(verdict!.text)).toBe(`❌ Failed: ${expectedVisible(text)}`);
        expect(
          blocks(markdown)
            .filter((b) => b.type === 'h2' || b.type === 'h3')
            .map((b) => b.text),
        ).not.toContain('injected heading');
        // No live mention or reference: GitHub links @name and #123 only when they touch.
        const all = [...blocks(markdown), ...rows.flat()].map((b) => b.plain).join(' ');
        expect(all).not.toMatch(/@[A-Za-z0-9]/);
        expect(all).not.toMatch(/#[0-9]/);
        expect(all).not.toMatch(/https?:\/\/evil/);
      }
    });
  }

  it('keeps a megabyte-long field to a bounded length and still renders the table', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const r = report({
      findings: [reported({ severity: 'HIGH', title: huge, resource: huge })],
      reason: huge,
    });
    const summary = renderSummary(r);
    expect(summary.length).toBeLessThan(20_000);
    expect(tableCells(summary).at(-1)!.length).toBe(4);
  });

  it('fits a comment of hostile megabyte fields within 65,536 characters, with the verdict', () => {
    for (const size of [1024 * 1024, 10 * 1024 * 1024]) {
      const huge = '|<@x #1 '.repeat(size / 8);
      const findings = Array.from({ length: 400 }, () =>
        reported({
          severity: 'HIGH',
          title: huge,
          resource: huge,
          reportedFile: huge,
          detectionId: huge,
        }),
      );
      const r = report({ findings, reason: huge, notes: [huge, huge] });
      const comment = renderComment(r, '<!-- marker -->');
      expect(comment.length).toBeLessThanOrEqual(65_536);
      expect(comment.startsWith('<!-- marker -->')).toBe(true);
      expect(comment).toContain('❌ Failed');
      expect(Buffer.byteLength(renderSummary(r))).toBeLessThanOrEqual(1024 * 1024);
    }
  });

  it('shows apostrophes and quotes as themselves', () => {
    expect(forMarkdown(`it's "so"`)).toBe(`it's "so"`);
  });

  it('wraps code spans around any run of backticks', () => {
    const [cell] = tableCells(`| ${forMarkdownCode('a ``` b `` c | d')} |\n| --- |`)[0]!;
    expect(cell!.text).toBe('a ``` b `` c | d');
  });
});

describe('secrets', () => {
  it('are never in the summary, the comment or a log line, whatever the service echoed', () => {
    const echoed = `Unauthorized: key ${KEY} and token ${TOKEN}`;
    const r = report({
      findings: [
        reported({
          severity: 'HIGH',
          title: echoed,
          resource: KEY,
          dashboardUrl: `https://x.example/?k=${KEY}`,
        }),
      ],
      reason: echoed,
      notes: [echoed],
    });
    for (const text of [renderSummary(r), renderComment(r, '<!-- m -->'), forLog(echoed)]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(TOKEN);
      expect(text).toMatch(/\*\*\*|\\\*\\\*\\\*/);
    }
  });
});

describe('the log', () => {
  it('never lets service text start a workflow command', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const log = new StepLog(toolkitSink);
    for (const text of Object.values(HOSTILE)) {
      log.info(`uploaded, scan ${text}`);
      log.info(text);
      log.warning(`the service said: ${text}`);
      log.debug(text);
    }
    const lines = written.join('').split(/\r?\n/);
    for (const line of lines) {
      const trimmed = line.trimStart();
      if (trimmed.startsWith('::')) expect(trimmed).toMatch(/^::(warning|debug)::/);
      expect(line).not.toContain('##[');
    }
    expect(lines.some((l) => /^::(error|add-mask|stop-commands)/.test(l.trimStart()))).toBe(false);
  });

  it('keeps one annotation budget per level, with reserved slots, and logs the rest as plain lines', () => {
    const annotations: string[] = [];
    const infos: string[] = [];
    const log = new StepLog({
      info: (m) => infos.push(m),
      debug: () => {},
      annotate: (level, m) => annotations.push(`${level}:${m}`),
      startGroup: () => {},
      endGroup: () => {},
    });
    log.reserve('error', 1);
    for (let i = 0; i < 12; i++) log.annotate('error', `finding ${i}`);
    expect(annotations.length).toBe(9);
    expect(log.annotate('error', 'the verdict', {}, true)).toBe(true);
    expect(annotations.at(-1)).toBe('error:the verdict');
    expect(annotations.filter((a) => a.startsWith('error')).length).toBe(10);
    expect(infos).toContain('error: finding 9');
    for (let i = 0; i < 11; i++) log.warning(`w${i}`);
    expect(annotations.filter((a) => a.startsWith('warning')).length).toBe(10);
  });
});
