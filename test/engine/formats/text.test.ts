/**
 * The text report a terminal or a CI log shows: service and repository text can put no escape
 * sequence, no second line and no workflow command in it (colour comes only from the style the
 * caller gives), a dry run lists every file it would send, and archives that did not complete are
 * named.
 */
import { describe, expect, it } from 'vitest';
import { PLAIN_STYLE, textChunks, type TextStyle } from '../../../src/engine/formats/text.ts';
import type { RunReport } from '../../../src/engine/findings/run-report.ts';
import { report, reported } from '../../support/reported.ts';

const render = (r: RunReport, style: TextStyle = PLAIN_STYLE): string =>
  [...textChunks(r, style)].join('');

describe('the text report', () => {
  it('prints hostile text as one inert line: no escape sequence, no line break, no workflow command', () => {
    const hostile = '\u001b]8;;https://evil\u0007click\u001b[2J\n::error::forged\r##[warning]x';
    const text = render(
      report({
        reason: hostile,
        findings: [
          reported({ severity: 'HIGH', title: hostile, resource: hostile, file: hostile }),
        ],
      }),
    );
    // eslint-disable-next-line no-control-regex -- no control character may reach a terminal
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    // The reason's line, the finding's line (file and resource) and its title's line.
    expect(text.split('\n').filter((l) => l.includes('forged'))).toHaveLength(3);
    expect(text).not.toMatch(/^::/m);
    expect(text).not.toContain('##[');
  });

  it('colours only through the style it is given, after sanitising', () => {
    const style: TextStyle = {
      severity: (s, t) => `<${s}>${t}</>`,
      verdict: (v, t) => `<${v}>${t}</>`,
      dim: (t) => t,
    };
    const text = render(report({ findings: [reported({ severity: 'HIGH' })] }), style);
    expect(text).toContain(': <fail>FAIL</>: ');
    expect(text).toContain('<HIGH>HIGH    </> infra/main.tf:');
  });

  it('marks each finding with its gate and names the archives that did not complete', () => {
    const text = render(
      report({
        findings: [
          reported({ severity: 'CRITICAL', baselineState: 'new' }),
          reported({ severity: 'MEDIUM', baselineState: 'unchanged' }),
        ],
        archives: [
          {
            name: 'a.zip',
            files: 1,
            bytes: 1,
            scanId: 's1',
            status: 'SUCCESS',
            alreadyScanned: false,
            waitedMs: 1,
          },
          {
            name: 'b.zip',
            files: 1,
            bytes: 1,
            scanId: 's2',
            status: 'TIMEOUT',
            alreadyScanned: false,
            waitedMs: 1,
          },
        ],
      }),
    );
    expect(text).toContain('[gated, new]');
    expect(text).toContain('[already on the base]');
    expect(text).toContain(
      'Archives whose findings were not all read: 1 of 2\n  b.zip  TIMEOUT  scan s2\n',
    );
  });

  it('lists every file a dry run would send, and no counts of a scan that did not happen', () => {
    const text = render(
      report({
        verdict: 'skipped',
        reason: 'dry run',
        dryRun: true,
        filesSent: {
          archives: [{ name: 'infra-abc.zip', bytes: 1234, paths: ['a.tf', 'b/c.yaml'] }],
        },
      }),
    );
    expect(text).toContain(
      'Files a real run would send: 2 files in 1 archive\n  infra-abc.zip (1,234 bytes)\n    a.tf\n    b/c.yaml\n',
    );
    expect(text).not.toContain('CRITICAL 0');
  });
});
