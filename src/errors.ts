/**
 * The action's error types. `ConfigurationError` is something the user fixes in the workflow;
 * the service errors (`ApiError`, `NetworkError`, `ScanFailedError`, `ScanTimeoutError`) are what
 * `on-service-error` decides about. Anything else is a bug in the action.
 */

/** A bad input or workspace: the message names the input, the value and what is accepted. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** Something went wrong on the service's side or on the way to it. */
export abstract class ServiceError extends Error {}

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
  }) {
    const said = [options.code, options.serviceMessage].filter(Boolean).join(': ');
    super(
      `${options.method} ${options.path} answered ${options.status}` +
        (said ? ` (${said})` : '') +
        (options.hint ? `: ${options.hint}` : ''),
    );
    this.method = options.method;
    this.path = options.path;
    this.status = options.status;
    this.code = options.code;
    this.serviceMessage = options.serviceMessage;
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

/** A scan ended with status FAILURE. */
export class ScanFailedError extends ServiceError {
  override readonly name = 'ScanFailedError';
  readonly scanIds: readonly string[];
  constructor(scanIds: readonly string[]) {
    super(
      `the service reports scan${scanIds.length > 1 ? 's' : ''} ${scanIds.join(', ')} as FAILURE`,
    );
    this.scanIds = scanIds;
  }
}

/** Not every scan finished within `timeout`. */
export class ScanTimeoutError extends ServiceError {
  override readonly name = 'ScanTimeoutError';
  readonly pendingScanIds: readonly string[];
  constructor(pendingScanIds: readonly string[], timeoutSeconds: number) {
    super(
      `timed out after ${timeoutSeconds} s waiting for scan${pendingScanIds.length > 1 ? 's' : ''} ` +
        `${pendingScanIds.join(', ')}; raise the timeout input or try again later`,
    );
    this.pendingScanIds = pendingScanIds;
  }
}

/** Text of any thrown value, whatever it is. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}
