/** Escaping of service text before it enters Markdown or HTML (core.summary escapes nothing). */

const HTML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/** Safe inside a Markdown table cell or line: HTML-escaped, with Markdown syntax neutralised. */
export function escapeMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, ' ');
}

/** A path made safe for a URL, segment by segment. */
export function encodePath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}
