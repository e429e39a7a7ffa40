/** Small helpers shared by the tests: temp trees, a captured toolkit log, quiet ports. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Agent } from 'undici';
import { HttpClient, type RetryOptions } from '../../src/engine/api/http-client.ts';
import type { Emulator } from '../emulator/server.ts';

/** The unprivileged user the permission tests run a child as, when they run as root. */
export const NOBODY = 65534;

/**
 * Why a child process run as `nobody` cannot read this clone's sources (undefined when it can, or
 * when the tests do not run as root and need no second user). A clone inside a private folder
 * (`mktemp -d` is 0700) is out of nobody's reach: the tests that need it are skipped, saying why.
 */
export function whyNobodyCannotRun(): string | undefined {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const source = path.resolve('src', 'action', 'index.ts');
  const child = spawnSync(
    process.execPath,
    [
      '-e',
      `require('node:fs').accessSync(${JSON.stringify(source)}, require('node:fs').constants.R_OK)`,
    ],
    { uid: NOBODY, gid: NOBODY, encoding: 'utf8' },
  );
  if (child.status === 0) return undefined;
  const detail = child.error ? String(child.error) : child.stderr.trim().split('\n')[0];
  return `the user nobody cannot start ${process.execPath} on ${source} (${detail})`;
}

/** Skips the tests of a file that need `nobody`, printing why (see whyNobodyCannotRun). */
export function nobodyUnavailable(what: string): boolean {
  const why = whyNobodyCannotRun();
  if (why !== undefined) console.log(`Skipping ${what}: ${why}.`);
  return why !== undefined;
}

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
