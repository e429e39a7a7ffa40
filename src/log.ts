/**
 * The log port: what the engine says while it runs, at four levels, with phases in groups. Each
 * adapter brings its own: the Action's step log (`action/step-log.ts`), which turns warnings and
 * notices into annotations within GitHub's budget of 10 per level per step, and the command
 * line's terminal (`cli/terminal.ts`), which has no budget. Whatever the adapter, every line goes
 * through the log sanitiser (`forLog`) before it is written, so nothing the service or the
 * repository says can become a workflow command or a terminal escape.
 */

export interface Log {
  info(message: string): void;
  /** Something the user should look at; the run goes on. */
  warning(message: string): void;
  /** Something worth noticing that is not a problem. */
  notice(message: string): void;
  /** Shown only when asked for (a runner's debug logging, `--verbose`). */
  debug(message: string): void;
  /** Runs `fn` as one phase of the run, its lines under `name`. */
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}
