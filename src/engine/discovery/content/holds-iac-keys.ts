/**
 * Whether a YAML/JSON file that does not parse holds the keys of an IaC top level anywhere in its
 * text. Our parser refuses files that the kind's own tooling reads (kubectl's libyaml takes a flow
 * map whose continuation line is not indented; quoted keys `"kind": Pod` come after it), so a file
 * that does not parse is judged IaC left home whenever its keys say so, wherever they are: fail
 * closed. `startsLikeIac` (`likely-iac.ts`) only decides whether the log warns.
 *
 * A key may be written with escapes the kind's reader decodes (`"\u0061piVersion"` in JSON, also
 * `\x61` and `\U00000061` or a `\` line join in double-quoted YAML): the text is matched as written
 * and, when it holds an escape, once more with the escapes decoded.
 *
 * Invariant: this reads the whole text, never a head: a fork can put any amount of text before
 * the keys. Each pattern is linear (no nested quantifiers), so the cost is one pass per key.
 */

/** A key as a YAML or JSON top level writes it: at a line start or after `{`/`,`, plain or quoted, spaces before the colon. */
function keyPattern(key: string): RegExp {
  return new RegExp(`(?:^|[{,])[ \\t]*(["']?)${key}\\1[ \\t]*:`, 'm');
}

const API_VERSION = keyPattern('apiVersion');
const KIND = keyPattern('kind');
const CLOUDFORMATION_VERSION = keyPattern('AWSTemplateFormatVersion');
const RESOURCES = keyPattern('Resources');
/**
 * A resource type of CloudFormation, quoted or not: `Type: AWS::S3::Bucket`, a third party's
 * `Alexa::ASK::Skill`, a custom resource's `Custom::Seed` (all `Vendor::Name`).
 */
const RESOURCE_TYPE = /(["']?)Type\1[ \t]*:[ \t]*["']?[A-Za-z0-9]+::[A-Za-z0-9]/;
/** An ARM deployment template's `$schema`, quoted or not. */
const ARM_SCHEMA = /(["']?)\$schema\1[ \t]*:[ \t]*["']?[^"'\r\n]*deploymentTemplate\.json/i;

/**
 * True when the text holds a top-level-looking IaC key: `apiVersion` with `kind` (Kubernetes),
 * `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…` (CloudFormation), or an ARM
 * deployment template's `$schema`.
 */
export function holdsIacKeys(text: string): boolean {
  return asWrittenOrDecoded(text, (t) => {
    if (API_VERSION.test(t) && KIND.test(t)) return true;
    return holdsCloudFormationKeysAsWritten(t) || ARM_SCHEMA.test(t);
  });
}

/** True when the text holds CloudFormation's keys: `AWSTemplateFormatVersion`, or `Resources` with a `Type: AWS::…`. */
export function holdsCloudFormationKeys(text: string): boolean {
  return asWrittenOrDecoded(text, holdsCloudFormationKeysAsWritten);
}

function holdsCloudFormationKeysAsWritten(text: string): boolean {
  return CLOUDFORMATION_VERSION.test(text) || (RESOURCES.test(text) && RESOURCE_TYPE.test(text));
}

/** An escape that writes a character (JSON's and YAML's hex escapes), or a double-quoted line join. */
const ESCAPE = /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|U([0-9a-fA-F]{8})|\r?\n[ \t]*)/g;

/** The text with its hex escapes decoded and its `\` line joins joined. */
export function decodeEscapes(text: string): string {
  return text.replace(ESCAPE, (_, u?: string, x?: string, big?: string) => {
    const hex = u ?? x ?? big;
    if (hex === undefined) return '';
    const code = Number.parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The test on the text as written, then, when it holds an escape, on the text decoded. */
function asWrittenOrDecoded(text: string, test: (text: string) => boolean): boolean {
  if (test(text)) return true;
  const decoded = decodeEscapes(text);
  return decoded !== text && test(decoded);
}
