/**
 * The step's log. Every line goes through the log sanitiser, so nothing the service or the
 * repository says can become a workflow command. Errors, warnings and notices are annotations, and
 * GitHub shows only 10 of each level per step, dropping the rest in order: the log keeps one budget
 * per level for the whole step, so slots can be kept for the verdict and the findings, and a
 * warning past its budget is still logged, as a plain line.
 */
import { forAnnotation, forLog } from './sanitize.ts';

export const ANNOTATIONS_PER_LEVEL = 10;

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationProperties {
  readonly title?: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
}

/** Where lines end up: the toolkit on a runner (`action/step-log.ts`), an array in tests. */
export interface LogSink {
  info(message: string): void;
  debug(message: string): void;
  annotate(level: AnnotationLevel, message: string, properties: AnnotationProperties): void;
  startGroup(name: string): void;
  endGroup(): void;
}

export class StepLog {
  private readonly used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  private readonly reserved: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };

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
    this.used[level] += 1;
    const title = properties.title === undefined ? {} : { title: forAnnotation(properties.title) };
    this.sink.annotate(level, forAnnotation(message), { ...properties, ...title });
    return true;
  }

  /** Keeps `count` slots of a level for later (the verdict, warnings while publishing). */
  reserve(level: AnnotationLevel, count: number): void {
    this.reserved[level] += Math.max(0, Math.min(count, this.room(level)));
  }

  /** Frees every slot of a level kept by `reserve`. */
  release(level: AnnotationLevel): void {
    this.reserved[level] = 0;
  }

  /** Slots of a level still free, not counting reserved ones. */
  room(level: AnnotationLevel): number {
    return Math.max(0, ANNOTATIONS_PER_LEVEL - this.used[level] - this.reserved[level]);
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
