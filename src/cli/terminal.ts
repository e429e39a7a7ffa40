/**
 * The command line's terminal: the log on standard error (standard output carries the report):
 * on a TTY each phase (discovery, packing, waiting) is one progress line rewritten in place, and
 * anywhere else (a CI log, a file) every line is printed plainly; warnings and lines outside a
 * phase always stay. Also the colours of the text report. Colour follows the convention every peer follows:
 * `FORCE_COLOR` (set, not `0`) forces it, `NO_COLOR` (set, not empty) turns it off, else a TTY
 * gets it. Every line goes through the log sanitiser (`forLog`) here, so no service text carries an
 * escape sequence; the only escapes written are the ones this module adds.
 */
import type { Log } from '../log.ts';
import { forLog } from '../sanitize.ts';
import type { Severity } from '../severity.ts';
import type { TextStyle } from '../engine/formats/text.ts';
import type { Verdict } from '../engine/findings/run-report.ts';

/** A stream the terminal writes to: standard error or output, or a test's buffer. */
export interface TerminalStream {
  write(text: string): unknown;
  readonly isTTY?: boolean | undefined;
  readonly columns?: number | undefined;
}

/** Whether to colour a stream, from the environment and whether it is a terminal. */
export function wantsColor(env: NodeJS.ProcessEnv, stream: TerminalStream): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '0' && force !== 'false') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true;
}

const paint =
  (code: number) =>
  (text: string): string =>
    `\u001b[${code}m${text}\u001b[0m`;
const RED = paint(31);
const YELLOW = paint(33);
const BLUE = paint(34);
const GREEN = paint(32);
const DIM = paint(2);
const BOLD_RED = paint(91);

const SEVERITY_COLOUR: Record<Severity, (text: string) => string> = {
  CRITICAL: BOLD_RED,
  HIGH: RED,
  MEDIUM: YELLOW,
  LOW: BLUE,
};
const VERDICT_COLOUR: Record<Verdict, (text: string) => string> = {
  pass: GREEN,
  fail: RED,
  error: YELLOW,
  skipped: DIM,
};

/** The text report's colours, or none. */
export function textStyle(color: boolean): TextStyle | undefined {
  if (!color) return undefined;
  return {
    severity: (severity, text) => SEVERITY_COLOUR[severity](text),
    verdict: (verdict, text) => VERDICT_COLOUR[verdict](text),
    dim: DIM,
  };
}

export interface TerminalLogOptions {
  readonly stream: TerminalStream;
  readonly color: boolean;
  /** Debug lines too (`--verbose`). */
  readonly verbose: boolean;
}

/** The command line's `Log`: also errors, and a last call that clears the progress line. */
export interface TerminalLog extends Log {
  /** A line that says the run failed (the command line's own, never the engine's). */
  error(message: string): void;
  /** Clears the progress line, so what is written next starts on a clean line. */
  finish(): void;
}

type Level = 'error' | 'warning' | 'notice';

const LEVEL_COLOUR: Record<Level, (text: string) => string> = {
  error: RED,
  warning: YELLOW,
  notice: BLUE,
};

/**
 * The log on a terminal: a progress line on a TTY, plain lines elsewhere. Every line goes through
 * the log sanitiser here. Warnings, notices and errors are lines with their level, all of them:
 * GitHub's budget of annotations is the Action's, not a terminal's.
 */
export function terminalLog(options: TerminalLogOptions): TerminalLog {
  const { stream, color, verbose } = options;
  const tty = stream.isTTY === true;
  let phase = '';
  let progress = false;
  const clear = (): void => {
    if (progress) stream.write('\r\u001b[K');
    progress = false;
  };
  const line = (text: string): void => {
    clear();
    stream.write(`${text}\n`);
  };
  const status = (text: string): void => {
    const width = Math.max(20, (stream.columns ?? 80) - 1);
    const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text;
    stream.write(`\r\u001b[K${color ? DIM(shown) : shown}`);
    progress = true;
  };
  const levelled = (level: Level, message: string): void =>
    line(`${color ? LEVEL_COLOUR[level](level) : level}: ${forLog(message)}`);
  return {
    // Inside a phase a TTY shows the latest line in place; outside one every line stays.
    info: (message) => {
      const text = forLog(message);
      if (tty && phase) status(`${phase}: ${text}`);
      else line(text);
    },
    debug: (message) => {
      if (verbose) line(color ? DIM(forLog(message)) : forLog(message));
    },
    warning: (message) => levelled('warning', message),
    notice: (message) => levelled('notice', message),
    error: (message) => levelled('error', message),
    group: async (name, fn) => {
      phase = forLog(name);
      if (tty) status(`${phase}…`);
      else line(`== ${phase}`);
      try {
        return await fn();
      } finally {
        phase = '';
        clear();
      }
    },
    finish: clear,
  };
}
