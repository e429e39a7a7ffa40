/** What a command reads and writes besides files: passed in, so tests run commands in process. */
import type { TerminalStream } from '../terminal.ts';

export interface CliIo {
  /** Reports (`text` by default) go here. */
  readonly stdout: NodeJS.WritableStream & TerminalStream;
  /** The log: progress, warnings, the verdict line. */
  readonly stderr: TerminalStream;
  readonly env: NodeJS.ProcessEnv;
  /** Relative paths (the folder to scan, report files) are resolved against it. */
  readonly cwd: string;
}
