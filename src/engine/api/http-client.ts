/**
 * HTTPS client of the service (undici). Every call has a time limit and, when the caller passes
 * one, a deadline that bounds the call, its retries and every wait (`Retry-After` included): what
 * is left of the scan phase's `timeout`. 429 and 503 wait for `Retry-After` when sent, else back off
 * exponentially with full jitter; other 5xx and dropped connections are retried a bounded number of
 * times; other 4xx and requests that cannot be made never are. The key travels only in the
 * Authorization header and never reaches a message, a log line or an error's cause.
 */
import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  ApiError,
  ConfigurationError,
  DeadlineError,
  NetworkError,
  ResponseShapeError,
} from '../../errors.ts';
import { capText } from '../../sanitize.ts';
import { formatCount } from '../../plural.ts';
import { classifyNetworkError, readBody, serviceError, type Attempt } from './http-failures.ts';

export type { Attempt } from './http-failures.ts';

export interface RetryOptions {
  /** Attempts in all for 429/503 (rate limit, overload). */
  readonly maxRateLimitAttempts: number;
  /** Attempts in all for other 5xx and dropped connections. */
  readonly maxFaultAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A longer `Retry-After` than this is cut to it. */
  readonly maxRetryAfterMs: number;
}

// Backoff without Retry-After, full jitter: up to 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s.
export const DEFAULT_RETRY: RetryOptions = {
  maxRateLimitAttempts: 8,
  maxFaultAttempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
};
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 180_000;
/** A successful body larger than this is refused (a findings page is a few MB at most). */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** Only the start of an error body is read: its message is capped anyway. */
const MAX_ERROR_BODY_BYTES = 4 * 1024 * 1024;

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly retry?: RetryOptions;
  readonly requestTimeoutMs?: number;
  readonly dispatcher?: Dispatcher;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
  readonly now: () => number;
  readonly log: (message: string) => void;
}

export interface CallOptions<T extends z.ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Record<string, string | number | undefined>;
  readonly body?: Buffer;
  readonly contentType?: string;
  readonly timeoutMs?: number;
  readonly schema: T;
  /** A short name for logs, e.g. "upload app.zip". */
  readonly label: string;
  /** When (on the `now` clock) the call must be over, retries and waits included. */
  readonly deadline?: number;
  /**
   * For requests that must not be repeated blindly (an upload): called before retrying after a
   * failure the service may have acted on (a reset or time-out after sending, a 5xx). What it
   * returns, if anything, is taken as the answer instead of retrying.
   */
  readonly beforeUnsafeRetry?: () => Promise<z.infer<T> | undefined>;
}

const HINTS: Record<number, string> = {
  400: 'the service refused the request as malformed',
  401: 'the key was refused: check the api-key secret',
  403: "the key was refused or its role does not allow code-security scans: check the api-key secret and the key's role",
  404: 'nothing matches the request: check region or api-url',
  413: 'the archive is over the 4.4 MB upload limit: lower max-archive-size',
  415: 'the upload was not sent as application/zip',
  422: 'the service could not read the archive',
};

/**
 * A proxy-aware dispatcher (HTTPS_PROXY, NO_PROXY, read when it is made). Certificates in
 * NODE_EXTRA_CA_CERTS are trusted by Node itself; `ca` adds one more (tests), also through a proxy.
 */
export function createDispatcher(ca?: string): Dispatcher {
  return new EnvHttpProxyAgent(ca ? { connect: { ca }, requestTls: { ca } } : {});
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), if it is readable. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export class HttpClient {
  private readonly retry: RetryOptions;
  private readonly dispatcher: Dispatcher;
  private readonly options: HttpClientOptions;

  constructor(options: HttpClientOptions) {
    // The key is never sent in clear, whatever the caller passed.
    if (new URL(options.baseUrl).protocol !== 'https:')
      throw new ConfigurationError(`The service address must be https://, not ${options.baseUrl}`);
    this.options = options;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.dispatcher = options.dispatcher ?? createDispatcher();
  }

  async call<T extends z.ZodType>(call: CallOptions<T>): Promise<z.infer<T>> {
    const url = new URL(this.options.baseUrl + call.path);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const deadline = call.deadline ?? Number.POSITIVE_INFINITY;
    const counts = { rateLimited: 0, faults: 0, startedAt: this.options.now() };
    for (;;) {
      const left = deadline - this.options.now();
      if (left <= 0) throw new DeadlineError(`${call.label}: no time was left within the timeout`);
      const limit = call.timeoutMs ?? this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
      const attempt = await this.attempt(call, url, Math.min(limit, left));
      if (attempt.kind === 'ok') return this.parse(call, attempt.json);
      if (attempt.kind === 'fail') throw attempt.error;
      const { waitMs, used, max } = this.waitBeforeRetry(call, attempt, counts, deadline);
      this.options.log(
        `${call.label}: attempt ${used} of ${max} failed (${attempt.why}); retrying in ${formatCount(waitMs)} ms`,
      );
      await this.options.sleep(waitMs);
      if (!attempt.safe && call.beforeUnsafeRetry) {
        const found = await call.beforeUnsafeRetry();
        if (found !== undefined) return found;
      }
    }
  }

  /** How long to wait before the next attempt; throws when no attempt is left or time is up. */
  private waitBeforeRetry(
    call: { label: string },
    attempt: Extract<Attempt, { kind: 'retry' }>,
    counts: { rateLimited: number; faults: number; startedAt: number },
    deadline: number,
  ): { waitMs: number; used: number; max: number } {
    const used = attempt.rateLimited ? ++counts.rateLimited : ++counts.faults;
    const max = attempt.rateLimited ? this.retry.maxRateLimitAttempts : this.retry.maxFaultAttempts;
    if (used >= max) {
      const seconds = Math.round((this.options.now() - counts.startedAt) / 1000);
      const why =
        attempt.status === 429
          ? `rate limited by the service (429) for ${seconds} s, still after ${used} attempts; try again later or run fewer scans at once`
          : `${attempt.why}, still after ${used} attempts; the service may be down, try again later`;
      throw new NetworkError(`${call.label}: ${why}`, {
        cause: attempt.cause,
        status: attempt.status,
      });
    }
    const backoff =
      this.options.random() *
      Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (used - 1));
    const wanted = Math.round(
      attempt.waitMs !== undefined ? Math.min(attempt.waitMs, this.retry.maxRetryAfterMs) : backoff,
    );
    const left = deadline - this.options.now();
    // A wait that would end at or past the deadline leaves no time for the next attempt.
    if (wanted >= left) {
      throw new DeadlineError(
        `${call.label}: ${attempt.why} (attempt ${used} of ${max}), and the next attempt would come after the timeout`,
        { cause: attempt.cause, status: attempt.status },
      );
    }
    return { waitMs: wanted, used, max };
  }

  private parse<T extends z.ZodType>(call: CallOptions<T>, json: unknown): z.infer<T> {
    const parsed = call.schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ResponseShapeError(
      `${call.method} ${call.path} answered with an unexpected shape at ` +
        `${issue?.path.join('.') || '(root)'}: ${capText(issue?.message ?? 'invalid', 200)}`,
    );
  }

  private async attempt<T extends z.ZodType>(
    call: CallOptions<T>,
    url: URL,
    timeoutMs: number,
  ): Promise<Attempt> {
    let response: Dispatcher.ResponseData;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await request(url, {
        method: call.method,
        dispatcher: this.dispatcher,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(call.contentType ? { 'content-type': call.contentType } : {}),
        },
        body: call.body,
        signal,
      });
    } catch (error) {
      return classifyNetworkError(error, timeoutMs, 'request');
    }
    const status = response.statusCode;
    const ok = status >= 200 && status < 300;
    const body = await readBody(
      response.body,
      ok ? MAX_RESPONSE_BYTES : MAX_ERROR_BODY_BYTES,
      ok,
    ).catch((error: unknown) => classifyNetworkError(error, timeoutMs, 'body'));
    if (typeof body !== 'string') return body;
    if (ok) {
      try {
        return { kind: 'ok', json: body === '' ? {} : JSON.parse(body) };
      } catch (error) {
        return {
          kind: 'fail',
          error: new ResponseShapeError(
            `${call.method} ${call.path} answered ${status} with a body that is not JSON`,
            { cause: error, status },
          ),
        };
      }
    }
    const said = serviceError(body);
    if (status === 429 || status === 503) {
      const header = response.headers['retry-after'];
      const waitMs = parseRetryAfter(
        Array.isArray(header) ? header[0] : header,
        this.options.now(),
      );
      const why = `${status} ${said.message ?? ''}`.trim();
      // Rate limiting and overload: the service says it did not take the request.
      return { kind: 'retry', why, waitMs, rateLimited: true, safe: true, status };
    }
    if (status >= 500) {
      const why = `${status} ${said.code ?? ''} ${said.message ?? ''}`.replace(/\s+/g, ' ').trim();
      return { kind: 'retry', why, rateLimited: false, safe: false, status };
    }
    return {
      kind: 'fail',
      error: new ApiError({
        method: call.method,
        path: call.path,
        status,
        code: said.code,
        serviceMessage: said.message,
        hint: HINTS[status],
      }),
    };
  }
}
