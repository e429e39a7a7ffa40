/**
 * What a reader sees of Markdown: rendered with markdown-it (GitHub-flavoured tables, raw HTML
 * allowed so that any HTML that would survive shows up), then reduced to visible text per table
 * cell and paragraph, with the links and HTML found on the way.
 */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

const md = new MarkdownIt({ html: true, linkify: true });

export interface Visible {
  readonly text: string;
  /** The text outside code spans: where GitHub links mentions, references and URLs. */
  readonly plain: string;
  readonly links: string[];
  readonly html: string[];
}

function visible(inline: Token | undefined): Visible {
  const links: string[] = [];
  const html: string[] = [];
  let text = '';
  let plain = '';
  for (const child of inline?.children ?? []) {
    if (child.type === 'text') plain += child.content;
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'link_open') links.push(child.attrGet('href') ?? '');
    else if (child.type === 'html_inline') html.push(child.content);
    else if (child.type === 'image') html.push(`<img ${child.attrGet('src')}>`);
  }
  return { text, plain, links, html };
}

/** The rows of every table, as cells of visible text. */
export function tableCells(markdown: string): Visible[][] {
  const tokens = md.parse(markdown, {});
  const rows: Visible[][] = [];
  let row: Visible[] | undefined;
  tokens.forEach((token, i) => {
    if (token.type === 'tr_open') row = [];
    else if (token.type === 'tr_close' && row) rows.push(row);
    else if (token.type === 'td_open' || token.type === 'th_open')
      row?.push(visible(tokens[i + 1]));
  });
  return rows;
}

/** Every block of the document: its type and visible text (HTML blocks kept raw). */
export function blocks(markdown: string): ({ type: string } & Visible)[] {
  const tokens = md.parse(markdown, {});
  const out: ({ type: string } & Visible)[] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'html_block')
      out.push({ type: 'html', text: '', plain: '', links: [], html: [token.content] });
    if (token.type === 'heading_open' || token.type === 'paragraph_open')
      out.push({ type: token.tag, ...visible(tokens[i + 1]) });
  });
  return out;
}

/** Zero-width joiners the sanitiser puts inside mentions, references and links. */
export function withoutJoiners(text: string): string {
  return text.replace(/\u200d/g, '');
}

export function renderHtml(markdown: string): string {
  return md.render(markdown);
}
