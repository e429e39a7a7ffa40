/**
 * Whether a YAML/JSON file that is not uploaded looked like IaC, by its name or its first bytes: a
 * user expects such a file to be scanned, so its refusal is a warning rather than a debug line.
 */

/** How much of a file's start is looked at. */
const HEAD_BYTES = 2048;

/** Names IaC files are given (ARM's quick-start names, CloudFormation and deployment templates). */
const IAC_NAME = /(?:^|[./_-])(?:azuredeploy|maintemplate|template|cloudformation|cfn)(?:[._-]|$)/i;

/** JSON whitespace and comments before the first key. */
const JSON_LEAD = String.raw`^\uFEFF?(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*\{(?:\s|//[^\n]*\n|/\*[\s\S]*?\*/)*`;

/**
 * What the start of an IaC document says, at its top level only (an Azure Policy holding a
 * template further down is no IaC candidate): CloudFormation's version key anywhere near the
 * start, ARM's `$schema` or Kubernetes' `apiVersion`/`kind` as the first JSON key.
 */
const IAC_HEAD = [
  /AWSTemplateFormatVersion/,
  new RegExp(`${JSON_LEAD}"\\$schema"\\s*:\\s*"[^"]*[dD]eploymentTemplate\\.json`),
  new RegExp(`${JSON_LEAD}"(?:apiVersion|kind)"\\s*:`),
];

/** True when the file's name or its first bytes say it is IaC. */
export function looksLikeIac(relativePath: string, bytes: Uint8Array): boolean {
  const base = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  if (IAC_NAME.test(base.replace(/\.(ya?ml|json)$/i, ''))) return true;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEAD_BYTES));
  const text = head.toString('utf8');
  // A YAML manifest starts its top level with both keys (a chart repository index has no kind).
  if (/^apiVersion:[ \t]*\S/m.test(text) && /^kind:[ \t]*\S/m.test(text)) return true;
  return IAC_HEAD.some((pattern) => pattern.test(text));
}
