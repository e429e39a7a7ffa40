/**
 * The step's log, the Action's `Log`. Every line goes through the log sanitiser, so nothing the
 * service or the repository says can become a workflow command. Errors, warnings and notices are
 * annotations, and GitHub shows only 10 of each level per step, dropping the rest in order: the
 * log keeps one budget per level for the whole step, so slots can be kept for the verdict and the
 * findings, and a warning past its budget is still logged, as a plain line. Slots are free,
 * reserved (for the verdict and for what publishing may say: `annotate(…, useReserved)` may take
 * them) or claimed (for annotations planned now and written later: only `annotateClaimed` takes
 * them), so what a plan counted is what GitHub shows, whatever is said in between. The budget is
 * GitHub's: the command line's terminal has none.
 */
import * as core from '@actions/core';
import type { Log } from '../log.ts';
import { forAnnotation, forLog } from '../sanitize.ts';

export const ANNOTATIONS_PER_LEVEL = 10;

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationProperties {
  readonly title?: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
}

/** Where lines end up: the toolkit on a runner (`toolkitSink`), an array in tests. */
export interface LogSink {
  info(message: string): void;
  debug(message: string): void;
  annotate(level: AnnotationLevel, message: string, properties: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
}

export class StepLog implements Log {
  private readonly used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  private readonly reserved: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  private readonly claimed: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };

  private readonly sink: LogSink;

  constructor(sink: LogSink) {
    this.sink = sink;
  }

  info(message: string): void {
    this.sink.info(forLog(message));
  }

  debug(message: string): void {
    this.sink.debug(forLog(message));
  }

  warning(message: string): void {
    this.annotate('warning', message);
  }

  notice(message: string): void {
    this.annotate('notice', message);
  }

  /**
   * Writes an annotation when its level has a free slot (reserved slots are not free), else a
   * plain log line. Returns whether it became an annotation.
   */
  annotate(
    level: AnnotationLevel,
    message: string,
    properties: AnnotationProperties = {},
    useReserved = false,
  ): boolean {
    const free = this.room(level) + (useReserved ? this.reserved[level] : 0);
    if (free <= 0) {
      this.info(`${level}: ${message}`);
      return false;
    }
    if (useReserved && this.room(level) <= 0) this.reserved[level] -= 1;
    this.write(level, message, properties);
    return true;
  }

  /**
   * Sets aside `count` slots of a level (at most its free ones) for annotations planned now and
   * written later with `annotateClaimed`; nothing else can take them.
   */
  claim(level: AnnotationLevel, count: number): void {
    this.claimed[level] += Math.max(0, Math.min(count, this.room(level)));
  }

  /** Writes an annotation into a claimed slot, else (none left) a plain log line. */
  annotateClaimed(
    level: AnnotationLevel,
    message: string,
    properties: AnnotationProperties = {},
  ): boolean {
    if (this.claimed[level] <= 0) {
      this.info(`${level}: ${message}`);
      return false;
    }
    this.claimed[level] -= 1;
    this.write(level, message, properties);
    return true;
  }

  private write(level: AnnotationLevel, message: string, properties: AnnotationProperties): void {
    this.used[level] += 1;
    const title = properties.title === undefined ? {} : { title: forAnnotation(properties.title) };
    this.sink.annotate(level, forAnnotation(message), { ...properties, ...title });
  }

  /** Keeps `count` slots of a level for later (the verdict, warnings while publishing). */
  reserve(level: AnnotationLevel, count: number): void {
    this.reserved[level] += Math.max(0, Math.min(count, this.room(level)));
  }

  /** Frees every slot of a level kept by `reserve`. */
  release(level: AnnotationLevel): void {
    this.reserved[level] = 0;
  }

  /** Slots of a level still free, not counting reserved or claimed ones. */
  room(level: AnnotationLevel): number {
    const taken = this.used[level] + this.reserved[level] + this.claimed[level];
    return Math.max(0, ANNOTATIONS_PER_LEVEL - taken);
  }

  async group<T>(name: string, fn: () => Promise<T>): Promise<T> {
    this.sink.startGroup(forLog(name));
    try {
      return await fn();
    } finally {
      this.sink.endGroup();
    }
  }
}

/** The step log's sink on a runner: every line through @actions/core's workflow commands. */
export const toolkitSink: LogSink = {
  info: (message) => core.info(message),
  debug: (message) => core.debug(message),
  annotate: (level, message, properties) => {
    if (level === 'error') core.error(message, properties);
    else if (level === 'warning') core.warning(message, properties);
    else core.notice(message, properties);
  },
  startGroup: (name) => core.startGroup(name),
  endGroup: () => core.endGroup(),
};
