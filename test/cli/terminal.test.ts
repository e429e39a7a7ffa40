/**
 * The terminal: on a TTY a phase is one line rewritten in place and what matters stays; elsewhere
 * every line is plain, with no escape sequence at all unless FORCE_COLOR asks; NO_COLOR wins over
 * a TTY. Debug lines only with --verbose.
 */
import { describe, expect, it } from 'vitest';
import { terminalLog, wantsColor } from '../../src/cli/terminal.ts';
import { CONTROLS } from '../../src/sanitize.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, isTTY, columns: 40, write: (text: string) => written.push(text) };
}

/** A terminal log on a stream 40 columns wide, and all it has written so far. */
function terminal(options: { isTTY: boolean; color: boolean; verbose: boolean }) {
  const out = stream(options.isTTY);
  const log = terminalLog({ stream: out, color: options.color, verbose: options.verbose });
  return { log, written: () => out.written.join('') };
}

describe('the terminal', () => {
  it('honours NO_COLOR and FORCE_COLOR, else colours a TTY only', () => {
    expect(wantsColor({}, stream(true))).toBe(true);
    expect(wantsColor({}, stream(false))).toBe(false);
    expect(wantsColor({ NO_COLOR: '1' }, stream(true))).toBe(false);
    expect(wantsColor({ NO_COLOR: '' }, stream(true))).toBe(true);
    expect(wantsColor({ FORCE_COLOR: '1' }, stream(false))).toBe(true);
    expect(wantsColor({ FORCE_COLOR: '0' }, stream(true))).toBe(true);
    expect(wantsColor({ FORCE_COLOR: '0', NO_COLOR: '1' }, stream(true))).toBe(false);
  });

  it('prints plain lines off a TTY: phases as headings, warnings kept, no escape sequence', async () => {
    const { log, written } = terminal({ isTTY: false, color: false, verbose: false });
    log.info('Baseline: none.');
    await log.group('Pack archives', async () => log.info('a.zip: 3 files'));
    log.warning('a file was skipped');
    log.debug('not shown');
    expect(written()).toBe(
      'Baseline: none.\n== Pack archives\na.zip: 3 files\nwarning: a file was skipped\n',
    );
  });

  it('rewrites one progress line on a TTY, cut to the width, and keeps warnings and outside lines', async () => {
    const { log, written } = terminal({ isTTY: true, color: false, verbose: true });
    await log.group('Pack and scan', async () => {
      log.info('waiting for 1 scan (abc), 599.1 s left of the timeout and more text');
      log.warning('slow');
      for (let i = 0; i < 12; i++) log.warning(`skipped file ${i}`);
      log.debug('a debug line');
    });
    log.info('done');
    log.finish();
    const text = written();
    expect(text).toContain('\r\u001b[KPack and scan: waiting for 1 scan (abc…');
    expect(text).toContain('\r\u001b[Kwarning: slow\n');
    expect(text).toContain('a debug line\n');
    // GitHub's 10 annotations a level are the Action's budget: a terminal prints every warning.
    for (let i = 0; i < 12; i++) expect(text).toContain(`\nwarning: skipped file ${i}\n`);
    expect(text.endsWith('done\n')).toBe(true);
  });

  it('prints every warning alike, however many, and an info line that looks like one stays an info line', async () => {
    const { log, written } = terminal({ isTTY: true, color: true, verbose: false });
    await log.group('Pack archives', async () => {
      for (let i = 0; i < 15; i++) log.warning(`too large ${i}`);
      log.info('warning: said by a file name, not a warning');
    });
    log.finish();
    const text = written();
    const yellow = '\u001b[33mwarning\u001b[0m: ';
    for (let i = 0; i < 15; i++) expect(text).toContain(`${yellow}too large ${i}\n`);
    // On a TTY an info line inside a phase is progress, whatever it says.
    expect(text).not.toContain('warning: said by a file name, not a warning\n');
  });

  it('sanitises every line: no escape sequence or second line from the text it is given', async () => {
    const { log, written } = terminal({ isTTY: false, color: false, verbose: true });
    await log.group('phase \u001b[2J', async () => {
      log.info('a \u001b]0;title\u0007 b');
      log.warning('c\nd');
      log.debug('e\rf');
    });
    log.error('g\u009bh');
    const lines = written().split('\n');
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line.match(CONTROLS)).toBeNull();
  });
});
