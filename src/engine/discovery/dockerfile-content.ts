/**
 * What makes a file a Dockerfile: its name, and for a name that also ends in another file type's
 * extension (`Dockerfile.go`, `Dockerfile.node.js`, `Dockerfile.yaml`), its content. A Dockerfile
 * variant names a target, and targets are named after languages, so such a name decides nothing:
 * it is a Dockerfile when its first instruction is `FROM` or `ARG` (the only instructions
 * `docker build` accepts first), and a parser's source or the Dockerfile's documentation
 * (`dockerfile_parser.go`, `Dockerfile.md`) stays home.
 *
 * Invariant: the whole leading run of blank lines, comments and parser directives is skipped,
 * however long (a fork can write any number of comment lines before `FROM`), in one pass up to the
 * first instruction.
 */
import { decodeUtf16, utf16Encoding } from './content/key-words.ts';

/**
 * Dockerfiles, in any case: `docker build` reads `Dockerfile` and, when there is none, `dockerfile`,
 * and on macOS and Windows `DOCKERFILE` is the same file; podman reads `Containerfile`. Variants
 * named for a target go too, for both names and with each separator in use (`Dockerfile.dev`,
 * `Dockerfile-prod`, `Dockerfile_prod`, `api.Dockerfile`, `Containerfile.prod`), but not an ignore
 * file (BuildKit's `Dockerfile.dockerignore`, podman's `.containerignore`).
 */
const DOCKERFILE_NAME =
  /^(?:dockerfile|containerfile)(?:$|[.\-_])|\.(?:dockerfile|containerfile)$/i;
const DOCKERIGNORE_NAME = /\.(?:dockerignore|containerignore)$/i;
/**
 * Extensions of other file types: a Dockerfile's documentation, a script, a parser's source
 * (`Dockerfile.md`, `dockerfile_parser.go`, `Dockerfile-lint.yml`), or a Dockerfile for a target
 * named after its language (`Dockerfile.go`). Such a name is read to decide.
 */
const OTHER_TYPE_EXTENSION =
  /\.(?:md|markdown|txt|rst|adoc|html?|go|py|js|mjs|cjs|ts|tsx|jsx|java|kt|rb|rs|c|cc|cpp|h|hpp|cs|php|sh|bash|ps1|bat|json|ya?ml|toml|ini|xml|lock|log|orig|bak|swp|png|jpe?g|gif|svg)$/i;

function namedLikeDockerfile(base: string): boolean {
  return DOCKERFILE_NAME.test(base) && !DOCKERIGNORE_NAME.test(base);
}

/** True when a file's name (its base name) alone makes it a Dockerfile. */
export function isDockerfileName(base: string): boolean {
  return namedLikeDockerfile(base) && !OTHER_TYPE_EXTENSION.test(base);
}

/** True when a file named like a Dockerfile ends in another type's extension: its content decides. */
export function mayBeDockerfile(base: string): boolean {
  return namedLikeDockerfile(base) && OTHER_TYPE_EXTENSION.test(base);
}

/** The first instruction of a Dockerfile: `FROM` or `ARG`, any case, then an argument. */
const FIRST_INSTRUCTION = /^(?:from|arg)[ \t]+\S/i;

/**
 * True when the text reads as a Dockerfile: its first line that is not blank, a comment or a
 * parser directive (`# syntax=…`, `# escape=…`, both comments to the reader) is `FROM` or `ARG`.
 */
export function startsLikeDockerfile(text: string): boolean {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end).trim();
    if (line !== '' && !line.startsWith('#')) return FIRST_INSTRUCTION.test(line);
    if (end === -1) return false;
    at = end + 1;
  }
  return false;
}

/** A Dockerfile by its content, one saved as UTF-16 (which the service does not read), or neither. */
export type DockerfileContent = 'dockerfile' | 'utf-16le' | 'utf-16be' | undefined;

/** Reads a file that `mayBeDockerfile` sent: whether its content is a Dockerfile's. */
export function readDockerfileContent(bytes: Buffer): DockerfileContent {
  const utf16 = utf16Encoding(bytes);
  if (utf16 !== undefined)
    return startsLikeDockerfile(decodeUtf16(bytes, utf16)) ? utf16 : undefined;
  return startsLikeDockerfile(bytes.toString('utf8')) ? 'dockerfile' : undefined;
}
