/**
 * The one rule of "no deployer could read it either" (issue 40): a file we cannot parse is not
 * judged, and on a pull request that is an error, because a deployer might read what we refuse.
 * Where no deployer can read it either, nothing it holds can be deployed, so it is a notice, never
 * an error: documentation fragments such as ARM JSON with `...` placeholders. Only JSON is decided
 * here, where both readings deployers use are known: strict JSON (CloudFormation, kubectl) and
 * ARM's lenient JSON (comments, trailing commas, line breaks in strings), and both refuse it. YAML
 * is never decided here: kubectl's YAML (go-yaml) reads some text ours refuses, so an unparsable
 * YAML file stays not judged. kubectl reads a `.json` file by its content, not its name: as YAML
 * when its first character past white space is not `{`, else as a stream of JSON values
 * (`json-stream.ts`); either reading it may give keeps the file not judged. A text too deep for
 * our parser, or not UTF-8, stays not judged too.
 */
import { isUtf8 } from 'node:buffer';
import { parseLenientJson } from '../discovery/content/json-dialect.ts';
import { readJsonStream, startsLikeJson } from '../discovery/content/json-stream.ts';
import { TOO_DEEP } from '../discovery/content/nesting.ts';

/** JSON by name: what strict and ARM's lenient reading both apply to. */
const JSON_NAME = /\.json$/i;

/** True when neither strict JSON nor ARM's lenient JSON reads `content`: no deployer can. */
export function unreadableByAnyDeployer(path: string, content: Uint8Array | undefined): boolean {
  if (content === undefined || !JSON_NAME.test(path) || !isUtf8(content)) return false;
  const text = Buffer.from(content)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const read = parseLenientJson(text);
  if (!('error' in read) || read.error === TOO_DEEP) return false;
  // kubectl reads it as YAML, or as a stream of JSON values of which it reads one at least.
  return startsLikeJson(text) && readJsonStream(text).values.length === 0;
}
