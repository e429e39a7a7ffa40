/**
 * Where kubectl ends a YAML document and YAML readers do not. kubectl v1.32 cuts a YAML stream
 * into documents by lines before any parser sees it (`YAMLReader.Read`, k8s.io/apimachinery
 * pkg/util/yaml/decoder.go): a line (ended by LF) that starts with `---` and whose rest is all
 * `unicode.IsSpace` ends a document. YAML's document marker needs a space, a tab or a line break
 * after `---`, so `---` followed by a no-break space (U+00A0), U+3000, a vertical tab … is text to
 * every YAML parser, the service's included: inside a block scalar it is one more line of a string,
 * and the manifest after it is never read, while kubectl applies it.
 *
 * Only those lines matter here: where kubectl and YAML split alike the readings agree.
 */

/** Go's `unicode.IsSpace` characters a YAML parser does not take for white space after `---`. */
const KUBECTL_ONLY_SPACE =
  '\\v\\f\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** A line kubectl takes for a document separator: `---`, then `unicode.IsSpace` only. */
const KUBECTL_SEPARATOR = new RegExp(`^---[\\t \\r${KUBECTL_ONLY_SPACE}]*$`);
/** …one that YAML readers do not take for one: a character only Go calls a space. */
const KUBECTL_ONLY = new RegExp(`[${KUBECTL_ONLY_SPACE}]`);
/** A quick test before any split: such a line exists at all. */
const ANY_KUBECTL_ONLY_SEPARATOR = new RegExp(
  `(?:^|\\n)---[\\t \\r${KUBECTL_ONLY_SPACE}]*[${KUBECTL_ONLY_SPACE}][\\t \\r${KUBECTL_ONLY_SPACE}]*(?:\\n|$)`,
);

/** What kubectl's split of a text is, where it differs from YAML's. */
export interface KubectlSplit {
  /** The documents kubectl reads, each a text of its own (empty ones left out). */
  readonly documents: readonly string[];
  /** The first line (1-based) kubectl ends a document at and YAML readers do not. */
  readonly line: number;
  /** The characters after `---` on that line, as code points (`U+00A0`). */
  readonly characters: string;
}

/**
 * kubectl's documents of `text`, when a line ends a document for kubectl and not for YAML readers;
 * undefined otherwise (the readings split alike).
 */
export function splitAsKubectl(text: string): KubectlSplit | undefined {
  if (!ANY_KUBECTL_ONLY_SEPARATOR.test(text)) return undefined;
  const documents: string[] = [];
  let current: string[] = [];
  let first: { line: number; characters: string } | undefined;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!KUBECTL_SEPARATOR.test(line)) {
      current.push(line);
      return;
    }
    if (first === undefined && KUBECTL_ONLY.test(line))
      first = { line: i + 1, characters: codePoints(line.slice(3).replace(/[\t \r]/g, '')) };
    if (current.some((l) => l !== '')) documents.push(current.join('\n'));
    current = [];
  });
  if (current.some((l) => l !== '')) documents.push(current.join('\n'));
  return first === undefined ? undefined : { documents, ...first };
}

function codePoints(text: string): string {
  return [...new Set(text)]
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}
