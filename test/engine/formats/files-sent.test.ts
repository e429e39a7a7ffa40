/** The summary's list of files sent stays within its byte budget and says how many it leaves out. */
import { describe, expect, it } from 'vitest';
import { filesSentJson, renderFilesSent } from '../../../src/engine/formats/files-sent.ts';

const files = {
  archives: [
    { name: 'infra-1.zip', bytes: 1000, paths: Array.from({ length: 300 }, (_, i) => `a/${i}.tf`) },
    { name: 'infra-2.zip', bytes: 2000, paths: ['b/`odd`|name.tf'] },
  ],
};

describe('files sent', () => {
  it('cuts the summary list at its budget and points to the JSON report, which keeps every path', () => {
    const section = renderFilesSent(files, 1_000);
    expect(section).toContain('Files sent to the service: 301 in 2 archives');
    const shown = section.match(/^- `a\/\d+\.tf`$/gm) ?? [];
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(300);
    expect(section).toContain(`…and ${301 - shown.length} more: the JSON report lists every file.`);
    const json = filesSentJson(files) as { count: number; archives: { files: string[] }[] };
    expect(json.count).toBe(301);
    expect(json.archives.flatMap((a) => a.files)).toHaveLength(301);
  });

  it('shows a hostile name as code, never as Markdown, and nothing when nothing was sent', () => {
    const section = renderFilesSent(files);
    // Wrapped in a longer run of backticks, the pipe escaped: one code span, never a table cell.
    expect(section.split('\n')).toContain('- ``b/`odd`\\|name.tf``');
    expect(renderFilesSent({ archives: [] })).toBe('');
  });
});
