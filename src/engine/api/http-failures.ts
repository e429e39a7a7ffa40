/**
 * What went wrong with one HTTP attempt, in words and in kind: whether it may be retried, and
 * whether the service can have acted on the request (which decides whether an upload may simply
 * be sent again). Nothing from the request (the key) reaches these messages.
 */
import type { Dispatcher } from 'undici';
import { NetworkError, ResponseShapeError } from '../../errors.ts';
import { capText } from '../../sanitize.ts';
import { ErrorBody } from './schemas.ts';

/** What one attempt came to. `safe`: the service cannot have acted on the request. */
export type Attempt =
  | { kind: 'ok'; json: unknown }
  | {
      kind: 'retry';
      why: string;
      waitMs?: number;
      rateLimited: boolean;
      safe: boolean;
      /** The HTTP status that asked for the retry; undefined when nothing answered. */
      status?: number;
      /** What went wrong, kept as the cause of the error when no attempt is left. */
      cause?: unknown;
    }
  | { kind: 'fail'; error: Error };

/** Failures before anything reached the service: it cannot have acted on the request. */
const BEFORE_SENDING = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** The request itself cannot be made (a header the client refuses): retrying cannot help. */
const CANNOT_SEND = new Set(['UND_ERR_INVALID_ARG', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_CHAR']);
const CERTIFICATE = /^(CERT_|ERR_TLS_CERT|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT)/;

/** Turns a thrown network error into an attempt result. `phase`: before or after the answer began. */
export function classifyNetworkError(
  error: unknown,
  timeoutMs: number,
  phase: 'request' | 'body',
): Attempt {
  if (error instanceof ResponseShapeError) return { kind: 'fail', error };
  const e = (error ?? {}) as { name?: string; code?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return {
      kind: 'retry',
      why: `no answer within ${timeoutMs} ms`,
      rateLimited: false,
      safe: false,
      cause: error,
    };
  }
  const code = e.code ?? e.cause?.code;
  if ((code && CANNOT_SEND.has(code)) || e.name === 'InvalidArgumentError') {
    return {
      kind: 'fail',
      error: new NetworkError(
        `the request could not be made (${code ?? e.name}); it was not retried`,
        { cause: error },
      ),
    };
  }
  if (code && CERTIFICATE.test(code)) {
    return {
      kind: 'fail',
      error: new NetworkError(
        `the service's certificate was not trusted (${code}): behind a TLS-inspecting proxy, add its CA with NODE_EXTRA_CA_CERTS`,
        { cause: error },
      ),
    };
  }
  const why = code ? `connection failed (${code})` : 'connection failed';
  return {
    kind: 'retry',
    why,
    rateLimited: false,
    safe: phase === 'request' && code !== undefined && BEFORE_SENDING.has(code),
    cause: error,
  };
}

/**
 * The body as text. A successful body over `limitBytes` is refused; an error body is cut to it
 * (only its start is needed for the message).
 */
export async function readBody(
  body: Dispatcher.ResponseData['body'],
  limitBytes: number,
  refuseOverLimit = false,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > limitBytes) {
      chunks.push(buffer.subarray(0, limitBytes - size));
      body.destroy();
      if (refuseOverLimit)
        throw new ResponseShapeError(`the service answered with more than ${limitBytes} bytes`);
      break;
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The service's own error code and message, from any of its error body shapes (capped). */
export function serviceError(text: string): { code?: string; message?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim() ? { message: capText(text.trim(), 300) } : {};
  }
  const body = ErrorBody.safeParse(parsed);
  if (!body.success) return {};
  const data = body.data as { errors?: unknown; message?: string; code?: string };
  const first = Array.isArray(data.errors) ? data.errors[0] : data.errors;
  const entry = (first ?? data) as { code?: string; message?: string };
  return {
    ...(entry.code === undefined ? {} : { code: capText(entry.code, 200) }),
    ...(entry.message === undefined ? {} : { message: capText(entry.message) }),
  };
}
