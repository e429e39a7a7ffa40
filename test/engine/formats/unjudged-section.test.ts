/**
 * The section on IaC that was not judged: a reader sees each file's name as written (a name is
 * the repository's untrusted text), why it stayed home and the fix; long lists are cut to the
 * place's rows, with the JSON report named for the rest.
 */
import { describe, expect, it } from 'vitest';
import { renderUnjudged } from '../../../src/engine/formats/unjudged-section.ts';
import { unjudgedFile, type Unjudged } from '../../../src/engine/change/unjudged.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { blocks, tableCells } from '../../support/markdown-view.ts';

const HOSTILE = 'infra/x | <img src=y> [a](https://e.example) @octocat #1 `.tf';

describe('the unjudged section', () => {
  it('shows a hostile file name as written, in its own cell, with no HTML, link or mention', () => {
    const unjudged: Unjudged = {
      files: [unjudgedFile(HOSTILE, 'secret-like name', ACTION_KNOBS)],
      gates: true,
      scope: 'changed',
    };
    const markdown = renderUnjudged(unjudged, { level: '###', rows: 10 });
    const rows = tableCells(markdown);
    expect(rows[0]?.map((c) => c.text)).toEqual([
      'File',
      'Why it was not uploaded',
      'How to fix it',
    ]);
    const [file, reason, fix] = rows[1] ?? [];
    expect(file?.text).toBe(HOSTILE);
    expect([...(file?.links ?? []), ...(file?.html ?? [])]).toEqual([]);
    expect(reason?.text).toBe('secret-like name');
    expect(fix?.text).toMatch(/^rename it: a file named like a secret/);
    expect(blocks(markdown)[0]).toMatchObject({ type: 'h3', text: 'IaC not judged: 1 file' });
  });

  it('says whether it decides the result, why the whole tree counts, and cuts long lists', () => {
    const files = ['a.tf', 'b.tf', 'c.tf'].map((f) => unjudgedFile(f, 'unparsable', ACTION_KNOBS));
    const tree = renderUnjudged(
      { files, gates: true, scope: 'tree', note: 'the base could not be fetched' },
      { level: '####', rows: 2 },
    );
    expect(tree).toMatch(
      /^#### IaC not judged: 3 files\n\nWhich files this pull request changed is not known/,
    );
    expect(tree).toContain('> the base could not be fetched');
    expect(tableCells(tree)).toHaveLength(3);
    expect(tree).toContain('…and 1 more in the JSON report.');
    const push = renderUnjudged({ files, gates: false, scope: 'tree' }, { level: '###', rows: 5 });
    expect(push).toMatch(
      /On a pull request that adds or changes one of these, the result is an error/,
    );
    expect(
      renderUnjudged({ files: [], gates: true, scope: 'changed' }, { level: '###', rows: 5 }),
    ).toBe('');
    expect(renderUnjudged(undefined, { level: '###', rows: 5 })).toBe('');
  });
});
