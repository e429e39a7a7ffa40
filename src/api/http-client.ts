/**
 * HTTPS client of the service (undici). Every call has a time limit; 429 and 503 wait for
 * `Retry-After` when sent, else back off exponentially with full jitter; other 5xx and dropped
 * connections are retried a bounded number of times; other 4xx never are. The key travels only
 * in the Authorization header and never reaches a message, a log line or an error's cause.
 */
import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import { ApiError, ConfigurationError, NetworkError, ResponseShapeError } from '../errors.ts';
import { ErrorBody } from './schemas.ts';
import type { z } from 'zod';

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

function serviceError(text: string): { code?: string; message?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim() ? { message: text.trim().slice(0, 300) } : {};
  }
  const body = ErrorBody.safeParse(parsed);
  if (!body.success) return {};
  const data = body.data as { errors?: unknown; message?: string; code?: string };
  const first = Array.isArray(data.errors) ? data.errors[0] : data.errors;
  const entry = (first ?? data) as { code?: string; message?: string };
  return { code: entry.code, message: entry.message };
}

type Attempt =
  | { kind: 'ok'; json: unknown }
  | { kind: 'retry'; why: string; waitMs?: number; rateLimited: boolean }
  | { kind: 'fail'; error: Error };

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
    let rateLimited = 0;
    let faults = 0;
    for (;;) {
      const attempt = await this.attempt(call, url);
      if (attempt.kind === 'ok') {
        const parsed = call.schema.safeParse(attempt.json);
        if (parsed.success) return parsed.data;
        const issue = parsed.error.issues[0];
        throw new ResponseShapeError(
          `${call.method} ${call.path} answered with an unexpected shape at ` +
            `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      if (attempt.kind === 'fail') throw attempt.error;
      const used = attempt.rateLimited ? ++rateLimited : ++faults;
      const max = attempt.rateLimited
        ? this.retry.maxRateLimitAttempts
        : this.retry.maxFaultAttempts;
      if (used >= max) {
        throw new NetworkError(
          `${call.label}: ${attempt.why}, still after ${used} attempts; the service may be down, try again later`,
        );
      }
      const backoff =
        this.options.random() *
        Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (used - 1));
      const waitMs = Math.round(
        attempt.waitMs !== undefined
          ? Math.min(attempt.waitMs, this.retry.maxRetryAfterMs)
          : backoff,
      );
      this.options.log(
        `${call.label}: attempt ${used} of ${max} failed (${attempt.why}); retrying in ${waitMs} ms`,
      );
      await this.options.sleep(waitMs);
    }
  }

  private async attempt<T extends z.ZodType>(call: CallOptions<T>, url: URL): Promise<Attempt> {
    let response: Dispatcher.ResponseData;
    const timeoutMs = call.timeoutMs ?? this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
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
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'retry', why: describeNetworkError(error, timeoutMs), rateLimited: false };
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      return { kind: 'retry', why: describeNetworkError(error, timeoutMs), rateLimited: false };
    }
    const status = response.statusCode;
    if (status >= 200 && status < 300) {
      try {
        return { kind: 'ok', json: text === '' ? {} : JSON.parse(text) };
      } catch {
        return {
          kind: 'fail',
          error: new ResponseShapeError(
            `${call.method} ${call.path} answered ${status} with a body that is not JSON`,
          ),
        };
      }
    }
    const said = serviceError(text);
    if (status === 429 || status === 503) {
      const header = response.headers['retry-after'];
      const waitMs = parseRetryAfter(
        Array.isArray(header) ? header[0] : header,
        this.options.now(),
      );
      return {
        kind: 'retry',
        why: `${status} ${said.message ?? ''}`.trim(),
        waitMs,
        rateLimited: true,
      };
    }
    if (status >= 500)
      return {
        kind: 'retry',
        why: `${status} ${said.code ?? ''} ${said.message ?? ''}`.replace(/\s+/g, ' ').trim(),
        rateLimited: false,
      };
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

/** A network failure in words, without anything from the request. */
function describeNetworkError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return `no answer within ${timeoutMs} ms`;
  const code = e?.code ?? e?.cause?.code;
  return code ? `connection failed (${code})` : 'connection failed';
}
