/**
 * One file of a GitHub repository at a ref, read through the contents API (`application/vnd.github.raw`):
 * how both adapters read an organisation's configuration file written `owner/repo/path@ref`. The
 * address must be https (plain http only to this machine's loopback, where a test's fake GitHub
 * listens); the token is sent as a header and never appears in a message. Every failure is one
 * `ConfigurationError` naming the file, GitHub's status and what to do.
 */
import { ConfigurationError } from './errors.ts';

const TIMEOUT_MS = 30_000;

export interface GitHubFileRequest {
  /** GitHub's API address (GITHUB_API_URL, else https://api.github.com). */
  readonly apiUrl: string;
  /** The token; '' reads public repositories only. */
  readonly token: string;
  readonly owner: string;
  readonly repo: string;
  readonly path: string;
  readonly ref: string;
  /** How the error names the setting (`input 'org-config'`, `--org-config`). */
  readonly label: string;
  /** What the error advises about the token (`github-token` input, `GITHUB_TOKEN`). */
  readonly tokenAdvice: string;
  /** A longer file is refused as soon as its length shows (the configuration's limit). */
  readonly maxBytes: number;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The address of the file, refused unless it is https (or loopback http). */
function addressOf(request: GitHubFileRequest): URL {
  const base = request.apiUrl.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(
      `${base}/repos/${encodeURIComponent(request.owner)}/${encodeURIComponent(request.repo)}/contents/${request.path
        .split('/')
        .map(encodeURIComponent)
        .join('/')}`,
    );
  } catch {
    throw new ConfigurationError(
      `Invalid GitHub API address '${base}' for ${request.label}. Expected an https:// address.`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url)))
    throw new ConfigurationError(
      `Refused to read ${request.label} from ${url.origin}: the token is only sent over https. Expected an https:// GitHub API address.`,
    );
  url.searchParams.set('ref', request.ref);
  return url;
}

/** The file's bytes; throws a `ConfigurationError` saying why it could not be read. */
export async function readGitHubFile(request: GitHubFileRequest): Promise<Uint8Array> {
  const url = addressOf(request);
  const shown = `${request.owner}/${request.repo}/${request.path}@${request.ref}`;
  const fail = (why: string): never => {
    throw new ConfigurationError(
      `Could not read the organisation's file ${shown} (${request.label}): ${why}.`,
    );
  };
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/vnd.github.raw',
        'user-agent': 'plerion-iac',
        'x-github-api-version': '2022-11-28',
        ...(request.token !== '' && { authorization: `Bearer ${request.token}` }),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return fail(`GitHub could not be reached (${whyUnreachable(error)})`);
  }
  const refuse = (why: string): never => {
    // The answer is not read: dropped, so a stalled body holds neither the socket nor the process.
    void response.body?.cancel().catch(() => undefined);
    return fail(why);
  };
  if (response.status === 404 || response.status === 401 || response.status === 403)
    refuse(
      `GitHub answered ${response.status}: the file does not exist at that ref, or the token cannot read that repository. ${request.tokenAdvice}`,
    );
  if (!response.ok) refuse(`GitHub answered ${response.status}`);
  const tooLong = (bytes: number) => refuse(`it has ${bytes} bytes, more than ${request.maxBytes}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > request.maxBytes) tooLong(length);
  return readCapped(response, request.maxBytes, tooLong, (error) =>
    fail(`GitHub's answer was cut off (${whyUnreachable(error)})`),
  );
}

/**
 * The body's bytes, the read stopped (and the answer dropped) as soon as it passes `maxBytes`;
 * an answer that breaks off is `cutOff`.
 */
async function readCapped(
  response: Response,
  maxBytes: number,
  tooLong: (bytes: number) => never,
  cutOff: (error: unknown) => never,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  while (reader) {
    const read = await reader.read().catch(cutOff);
    if (read.done) break;
    bytes += read.value.byteLength;
    if (bytes > maxBytes) {
      void reader.cancel().catch(() => undefined); // the stream is the reader's to drop now
      tooLong(bytes);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Why fetch failed, in words a person can act on: the error's name and the system's code
 * (ECONNREFUSED, a certificate's), and only a code that looks like one (it reaches the log).
 */
export function whyUnreachable(error: unknown): string {
  const failure = error as Error & { cause?: { code?: unknown; message?: unknown } };
  const code = failure.cause?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{2,64}$/.test(code)) return `${failure.name}: ${code}`;
  return failure.name;
}
