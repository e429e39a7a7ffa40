/**
 * The emulator's fault knobs: what the next matching requests get instead of a normal answer.
 * Each fault applies to the next `times` requests of its endpoint (any when unset).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Endpoint = 'upload' | 'scans' | 'findings';

export type FaultKind =
  | '429'
  | '503'
  | '500'
  | 'drop'
  /** Status and headers are sent, then the body never comes. */
  | 'stall-body'
  /** The request is read and never answered. */
  | 'hang'
  /** Uploads: the scan is created, then the connection is dropped before the answer. */
  | 'accept-then-drop'
  /** Any status with any body (`status`, `body`): hostile or huge error texts. */
  | 'error-body';

export interface Fault {
  kind: FaultKind;
  times: number;
  endpoint?: Endpoint;
  /** For 429 and 503: the Retry-After header to send, if any. */
  retryAfter?: string;
  /** For 429, 503 and 500: the message of the JSON body. */
  message?: string;
  /** For error-body. */
  status?: number;
  body?: string;
}

const MESSAGES = {
  '429': 'Too Many Requests',
  '503': 'Service Unavailable',
  '500': 'Internal Server Error',
};

/** Answers with the fault, or returns false when the request must go on (accept-then-drop). */
export async function applyFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  record: { status: number },
): Promise<boolean> {
  switch (fault.kind) {
    case 'drop':
      record.status = -1;
      req.socket.destroy();
      return true;
    case 'hang':
      record.status = -2;
      req.resume();
      return true;
    case 'stall-body':
      record.status = 200;
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data": [');
      return true;
    case 'error-body': {
      const status = fault.status ?? 400;
      record.status = status;
      req.resume();
      const body = fault.body ?? '';
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
      return true;
    }
    case 'accept-then-drop':
      return false;
    default: {
      record.status = Number(fault.kind);
      req.resume();
      const text = JSON.stringify({ message: fault.message ?? MESSAGES[fault.kind] });
      res.writeHead(Number(fault.kind), {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}),
      });
      res.end(text);
      return true;
    }
  }
}
