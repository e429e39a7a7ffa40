/** Small helpers shared by the tests: temp trees, a captured toolkit log, quiet ports. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Agent } from 'undici';
import { HttpClient, type RetryOptions } from '../src/api/http-client.ts';
import type { Emulator } from './emulator/server.ts';

export function tempDir(prefix = 'iac-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes `files` (path → content) under `root`, creating folders. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

export const FAST_RETRY: RetryOptions = {
  maxRateLimitAttempts: 8,
  maxFaultAttempts: 4,
  baseDelayMs: 5,
  maxDelayMs: 40,
  maxRetryAfterMs: 5_000,
};

export function emulatorClient(
  emulator: Emulator,
  options: { apiKey: string; retry?: RetryOptions; log?: string[]; requestTimeoutMs?: number },
): HttpClient {
  return new HttpClient({
    baseUrl: emulator.url,
    apiKey: options.apiKey,
    retry: options.retry ?? FAST_RETRY,
    requestTimeoutMs: options.requestTimeoutMs,
    dispatcher: new Agent({ connect: { ca: emulator.ca } }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
    now: Date.now,
    log: (message) => options.log?.push(message),
  });
}
