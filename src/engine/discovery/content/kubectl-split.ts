/**
 * Where kubectl ends a YAML document and YAML readers do not. kubectl v1.32 cuts a YAML stream
 * into documents by lines before any parser sees it (`YAMLReader.Read`, k8s.io/apimachinery
 * pkg/util/yaml/decoder.go): a line (ended by LF) that starts with `---` and whose rest, trimmed
 * of `unicode.IsSpace`, is empty or a `#` comment ends a document. YAML's document marker needs a
 * space, a tab or a line break after `---`, so `---` followed by a no-break space (U+00A0),
 * U+3000, a vertical tab … or directly by `#` is text to every YAML parser, the service's
 * included: inside a block scalar it is one more line of a string, and the manifest after it is
 * never read, while kubectl applies it.
 *
 * Only those lines matter here: where kubectl and YAML split alike the readings agree.
 */

/** Go's `unicode.IsSpace` characters a YAML parser does not take for white space after `---`. */
const KUBECTL_ONLY_SPACE =
  '\\v\\f\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_SPACE = `[\\t \\r${KUBECTL_ONLY_SPACE}]`;
/**
 * A line kubectl takes for a document separator: `---`, then what Go's `strings.TrimSpace` leaves
 * empty or starting with `#` (a comment). Groups: the spaces after `---`, the comment.
 */
const KUBECTL_SEPARATOR = new RegExp(`^---(${GO_SPACE}*)(#[\\s\\S]*)?$`);
/** …a character only Go calls a space. */
const KUBECTL_ONLY = new RegExp(`[${KUBECTL_ONLY_SPACE}]`);
/** A quick test before any split: a line only kubectl takes for a separator exists at all. */
const ANY_KUBECTL_ONLY_SEPARATOR = new RegExp(
  `(?:^|\\n)---(?:${GO_SPACE}*[${KUBECTL_ONLY_SPACE}]|#)`,
);

/**
 * What on a separator line (its spaces after `---`, its comment) makes it kubectl's alone: a space
 * only Go takes for one, or a comment right after `---` (YAML's marker needs white space first);
 * undefined when YAML readers split there too.
 */
function kubectlOnly(spaces: string, comment: string | undefined): string | undefined {
  if (KUBECTL_ONLY.test(spaces)) return codePoints(spaces.replace(/[\t \r]/g, ''));
  if (comment !== undefined && spaces === '') return '#';
  return undefined;
}

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
    const separator = KUBECTL_SEPARATOR.exec(line);
    if (!separator) {
      current.push(line);
      return;
    }
    const characters = kubectlOnly(separator[1] ?? '', separator[2]);
    if (first === undefined && characters !== undefined) first = { line: i + 1, characters };
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
