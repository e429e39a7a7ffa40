/**
 * The terminal: on a TTY a phase is one line rewritten in place and what matters stays; elsewhere
 * every line is plain, with no escape sequence at all unless FORCE_COLOR asks; NO_COLOR wins over
 * a TTY. Debug lines only with --verbose.
 */
import { describe, expect, it } from 'vitest';
import { terminalLog, wantsColor } from '../../src/cli/terminal.ts';
import { StepLog } from '../../src/log.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, isTTY, columns: 40, write: (text: string) => written.push(text) };
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
    const out = stream(false);
    const log = new StepLog(terminalLog({ stream: out, color: false, verbose: false }));
    log.info('Baseline: none.');
    await log.group('Pack archives', async () => log.info('a.zip: 3 files'));
    log.warning('a file was skipped');
    log.debug('not shown');
    expect(out.written.join('')).toBe(
      'Baseline: none.\n== Pack archives\na.zip: 3 files\nwarning: a file was skipped\n',
    );
  });

  it('rewrites one progress line on a TTY, cut to the width, and keeps warnings and outside lines', async () => {
    const out = stream(true);
    const sink = terminalLog({ stream: out, color: false, verbose: true });
    const log = new StepLog(sink);
    await log.group('Pack and scan', async () => {
      log.info('waiting for 1 scan (abc), 599.1 s left of the timeout and more text');
      log.warning('slow');
      for (let i = 0; i < 12; i++) log.warning(`skipped file ${i}`);
      log.debug('a debug line');
    });
    log.info('done');
    sink.finish();
    const text = out.written.join('');
    expect(text).toContain('\r\u001b[KPack and scan: waiting for 1 scan (abc…');
    expect(text).toContain('\r\u001b[Kwarning: slow\n');
    expect(text).toContain('a debug line\n');
    // Past GitHub's 10 annotations a level, StepLog writes plain lines: they still stay.
    expect(text).toContain('warning: skipped file 11\n');
    expect(text.endsWith('done\n')).toBe(true);
  });
});
