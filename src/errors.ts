/**
 * The action's error types. `ConfigurationError` is something the user fixes in the workflow, and
 * `PullRequestError` a pull request a privileged event could not verify;
 * the service errors (`ApiError`, `NetworkError`, `ResponseShapeError`) are what
 * `on-service-error` decides about, like a scan that ends FAILURE or does not end in time (a
 * status of its result, not an exception). Anything else is a bug in the action.
 */
import { capText, toText } from './sanitize.ts';

/** A bad input or workspace: the message names the input, the value and what is accepted. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** A privileged event whose pull request could not be verified: the run ends `error`, not `pass`. */
export class PullRequestError extends Error {
  override readonly name = 'PullRequestError';
}

/** What a service error keeps besides its message: what caused it, and the HTTP status if any. */
export interface ServiceErrorOptions {
  readonly cause?: unknown;
  /** The HTTP status the service last answered, when it answered. */
  readonly status?: number;
}

/** Something went wrong on the service's side or on the way to it. */
export abstract class ServiceError extends Error {
  /** The HTTP status the service last answered; undefined when it never answered. */
  readonly httpStatus: number | undefined;

  constructor(message: string, options: ServiceErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.httpStatus = options.status;
  }
}

/** The service answered with an error status; keeps its own code and message. */
export class ApiError extends ServiceError {
  override readonly name = 'ApiError';
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly code: string | undefined;
  readonly serviceMessage: string | undefined;

  constructor(options: {
    method: string;
    path: string;
    status: number;
    code?: string | undefined;
    serviceMessage?: string | undefined;
    hint?: string | undefined;
    cause?: unknown;
  }) {
    // A service message can be megabytes long: the error keeps a capped copy.
    const said = [options.code, options.serviceMessage]
      .filter(Boolean)
      .map((part) => capText(String(part)))
      .join(': ');
    super(
      `${options.method} ${options.path} answered ${options.status}` +
        (said ? ` (${said})` : '') +
        (options.hint ? `: ${options.hint}` : ''),
      { status: options.status, cause: options.cause },
    );
    this.method = options.method;
    this.path = options.path;
    this.status = options.status;
    this.code = options.code === undefined ? undefined : capText(options.code);
    this.serviceMessage =
      options.serviceMessage === undefined ? undefined : capText(options.serviceMessage);
  }
}

/** The service could not be reached (refused, reset, timed out) after the allowed retries. */
export class NetworkError extends ServiceError {
  override readonly name = 'NetworkError';
}

/** The service answered 2xx with a body that does not have the documented shape. */
export class ResponseShapeError extends ServiceError {
  override readonly name = 'ResponseShapeError';
}

/** The scan phase's `timeout` ran out before a call or a wait could finish. */
export class DeadlineError extends ServiceError {
  override readonly name = 'DeadlineError';
}

/** The class and HTTP status of a service error, as `ApiError, HTTP 422`; undefined for others. */
export function describeFailureKind(error: unknown): string | undefined {
  if (!(error instanceof ServiceError)) return undefined;
  return error.httpStatus === undefined ? error.name : `${error.name}, HTTP ${error.httpStatus}`;
}

/** Text of any thrown value, whatever it is; never throws (circular objects, BigInt, getters). */
export function describeError(error: unknown): string {
  return toText(error) || 'an error without a message';
}
