/**
 * Files no deployer reads: documentation and pictures. A change to one of them inside a folder the
 * deployed code reads (a module folder behind a link, a chart a reference leads to) is no reason to
 * count the folder not judged (issue 40: not judged means a deployer could read it). The list is a
 * short deny-list, so anything else (a `.txt` a Lambda's archive packs, a script `user_data`
 * reads, a JSON policy `file()` loads) still counts: fail closed.
 */
import * as posix from 'node:path/posix';

/** Documentation and picture extensions. */
const DOCUMENT_EXTENSION = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|png|jpe?g|gif|svg|ico|webp)$/i;
/** Documentation by name, bare or as text (`README`, `LICENSE.txt`; a `security.yaml` is not). */
const DOCUMENT_NAME =
  /^(?:readme|licen[cs]e|copying|notice|authors|contributors|changelog|changes|history|contributing|code_of_conduct|security|codeowners|owners)(?:\.(?:md|txt|rst|adoc))?$/i;

/** True for documentation or a picture: a file no deployer reads. */
export function isDocumentation(path: string): boolean {
  const name = posix.basename(path);
  return DOCUMENT_EXTENSION.test(name) || DOCUMENT_NAME.test(name);
}
