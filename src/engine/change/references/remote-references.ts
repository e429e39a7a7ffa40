/**
 * Code a deployer fetches from outside the repository, which no scan of the repository reads: a
 * Terraform module from a git host, an archive or a registry, a kustomize resource at a URL, a
 * Dockerfile's `# syntax=` frontend image (BuildKit runs it, and it decides what the instructions
 * mean), a Helm dependency or a kustomize `helmCharts` chart from a chart repository. Each address
 * is told apart by how firmly it names what is fetched:
 *
 * - `pinned`: a commit id (`?ref=<40 hex>`), an image digest (`@sha256:`), an archive checksum
 *   (`?checksum=`), or an exact version of a registry module or chart;
 * - `versioned`: a version-like tag (`?ref=v1.2.3`), a version constraint (`~> 5.0`), or the
 *   standard Dockerfile frontend (`docker/dockerfile:1`);
 * - `unpinned`: a branch (any ref that is neither a commit id nor named like a version), no ref
 *   (the default branch), no version, or an image tag of anyone else's frontend: what is fetched
 *   can change after review, by whoever owns the address.
 *
 * Pure: the caller reads the files and decides what each level means for the gate.
 */

/** How firmly an address names what is fetched. */
export type Pin = 'pinned' | 'versioned' | 'unpinned';

/** An address the deployed code fetches from outside the repository. */
export interface RemoteAddress {
  /** The address as written (untrusted text). */
  readonly address: string;
  readonly pin: Pin;
  /** Why, in a few words: `ref=main, a branch`, `version 5.1.0`. */
  readonly detail: string;
}

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;
const VERSION_TAG = /^v?\d+(?:\.\d+){0,3}(?:[-+][0-9A-Za-z.-]+)?$/;
const EXACT_VERSION = /^=?\s*v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
/** A host name at the start of an address without a scheme: `github.com/…`, `gitlab.example.org/…`. */
const HOST_FIRST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\//i;
/** An address with a scheme, an scp-like git address, or go-getter's forced getter (`git::`). */
const SCHEMED = /^(?:[a-z][a-z0-9+.-]*::)?(?:[a-z][a-z0-9+.-]*:\/\/|git@|ssh:)/i;

/** The value of a query parameter of an address (`ref`, `version`, `checksum`). */
function queryValue(address: string, name: string): string | undefined {
  const query = address.slice(address.indexOf('?') + 1);
  if (!address.includes('?')) return undefined;
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === name) return decodeURIComponentSafe(value);
  }
  return undefined;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How a git ref pins what is fetched. */
function pinOfRef(address: string, ref: string | undefined): RemoteAddress {
  if (ref === undefined || ref === '')
    return { address, pin: 'unpinned', detail: 'no ref, so the default branch' };
  if (COMMIT.test(ref)) return { address, pin: 'pinned', detail: `ref=${ref}, a commit` };
  if (VERSION_TAG.test(ref))
    return { address, pin: 'versioned', detail: `ref=${ref}, a version tag` };
  return {
    address,
    pin: 'unpinned',
    detail: `ref=${ref}, a branch (or a tag not named like a version)`,
  };
}

/** True for an address fetched from elsewhere: a scheme, `git@`, `git::`, or a host name first. */
export function isRemoteAddress(address: string): boolean {
  return SCHEMED.test(address) || HOST_FIRST.test(address) || /^[a-z0-9]+::/i.test(address);
}

/** An address that fetches a git repository (rather than an archive or a single file). */
function isGitAddress(address: string): boolean {
  return (
    /^git::|^git@|^ssh:|^git:\/\//i.test(address) ||
    /^(?:https?:\/\/)?(?:github\.com|gitlab\.com|bitbucket\.org)\//i.test(address) ||
    /\.git(?:$|[/?])/i.test(address)
  );
}

/** A Terraform module source that is not local (`./`, `../`), with its `version` if any. */
export function moduleAddress(source: string, version: string | undefined): RemoteAddress {
  if (source.includes('${'))
    return { address: source, pin: 'unpinned', detail: 'written with an interpolation' };
  if (isGitAddress(source) || /^hg::/i.test(source))
    return pinOfRef(source, queryValue(source, 'ref'));
  const checksum = queryValue(source, 'checksum');
  if (SCHEMED.test(source) || /^(?:s3|gcs)::/i.test(source))
    return checksum !== undefined
      ? { address: source, pin: 'pinned', detail: 'an archive with a checksum' }
      : { address: source, pin: 'unpinned', detail: 'an archive at an address, with no checksum' };
  // A registry address (`namespace/name/provider`, a host first for a private registry).
  if (version === undefined)
    return {
      address: source,
      pin: 'unpinned',
      detail: 'a registry module with no version: the newest',
    };
  return EXACT_VERSION.test(version.trim())
    ? { address: source, pin: 'pinned', detail: `version ${version}` }
    : { address: source, pin: 'versioned', detail: `version constraint ${version}` };
}

/** A kustomize reference to a remote target (a git repository, or a file at a URL). */
export function kustomizeAddress(reference: string): RemoteAddress {
  const ref = queryValue(reference, 'ref') ?? queryValue(reference, 'version');
  if (
    isGitAddress(reference) ||
    ref !== undefined ||
    /\/\//.test(reference.replace(/^[a-z]+:\/\//i, ''))
  )
    return pinOfRef(reference, ref);
  // A single file at a URL: pinned only when its path names a commit.
  return reference.split(/[/?#]/).some((part) => COMMIT.test(part))
    ? { address: reference, pin: 'pinned', detail: 'a file at a commit' }
    : { address: reference, pin: 'unpinned', detail: 'a file at a URL, not at a commit' };
}

/** The images Docker publishes as the standard Dockerfile frontend. */
const STANDARD_FRONTEND = /^(?:docker\.io\/)?docker\/dockerfile(?:-upstream)?(?::[\w.-]+)?$/i;

/** A Dockerfile `# syntax=` frontend image. */
export function frontendAddress(image: string): RemoteAddress {
  if (/@sha256:[0-9a-f]{64}$/i.test(image))
    return { address: image, pin: 'pinned', detail: 'an image digest' };
  if (STANDARD_FRONTEND.test(image))
    return { address: image, pin: 'versioned', detail: "Docker's standard frontend, by tag" };
  return {
    address: image,
    pin: 'unpinned',
    detail:
      "an image tag, not Docker's standard frontend: its owner decides what the instructions mean",
  };
}

/** A chart from a chart repository (a Helm dependency, a kustomize `helmCharts` entry). */
export function chartAddress(
  repository: string,
  name: string,
  version: string | undefined,
): RemoteAddress {
  const address = `${repository.replace(/\/+$/, '')}/${name}`;
  if (version === undefined || version.trim() === '')
    return { address, pin: 'unpinned', detail: 'no version: the newest' };
  return EXACT_VERSION.test(version.trim())
    ? { address, pin: 'pinned', detail: `version ${version}` }
    : { address, pin: 'versioned', detail: `version range ${version}` };
}

/**
 * A Dockerfile's `# syntax=` parser directive: parser directives stand before any instruction,
 * comment or blank line, one per line (`# key=value`, the key in any case).
 */
export function dockerfileSyntax(text: string): string | undefined {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (const line of body.split(/\r?\n/)) {
    const directive = /^#[ \t]*([A-Za-z_]+)[ \t]*=[ \t]*(\S*)[ \t]*$/.exec(line);
    if (!directive) return undefined;
    if (directive[1]?.toLowerCase() === 'syntax')
      return directive[2] === '' ? undefined : directive[2];
  }
  return undefined;
}
