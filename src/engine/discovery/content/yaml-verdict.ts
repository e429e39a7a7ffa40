/**
 * A YAML text's verdict: IaC when any document is IaC under any reading a deployer's parser could
 * give it, else the first telling refusal. Most manifests are recognised without a parser
 * (`yaml-simple-top.ts`, trusted only for a yes); the others are composed one document at a time
 * (`yaml-documents.ts`: kubectl's reading and, where readers differ, the others), and when that
 * finds no IaC, the text is read again as YAML 1.1 readers see it (`yaml-lenient.ts`), again only
 * for a yes. A document whose readings may differ and none of which is IaC is `ambiguous`, which
 * leaves it not judged, like `unparsable`, and outranks every other refusal of the file.
 */
import { splitAsKubectl } from './kubectl-split.ts';
import { classifyTopLevel, type StructureVerdict } from './structure.ts';
import type { ContentVerdict, ParsedVerdict } from './verdict.ts';
import { readYamlDocuments } from './yaml-documents.ts';
import { yaml11Readings } from './yaml-lenient.ts';
import { readSimpleTopLevel } from './yaml-simple-top.ts';

/**
 * The verdict of a YAML text (without its byte order mark). A line where kubectl ends a document
 * and YAML readers do not (`kubectl-split.ts`) makes a text whose kubectl documents hold a
 * manifest `ambiguous`: kubectl applies what the service would read otherwise.
 */
export function classifyYaml(text: string): ParsedVerdict {
  const split = splitAsKubectl(text);
  if (split !== undefined) {
    const manifest = split.documents.findIndex((document) => {
      const verdict = classifyYamlReadings(document);
      return 'kind' in verdict && verdict.kind === 'kubernetes';
    });
    if (manifest >= 0)
      return {
        reason: `kubectl ends a document at line ${split.line} (--- followed by ${split.characters}), which YAML readers, the service's included, read as text, and applies document ${manifest + 1} of its reading, a Kubernetes manifest: write the separator as --- alone`,
        category: 'ambiguous',
      };
  }
  return classifyYamlReadings(text);
}

/** The verdict of a YAML text by the readings of YAML parsers. */
function classifyYamlReadings(text: string): ParsedVerdict {
  // Most manifests are plain enough to be recognised without a parser; only a yes is trusted.
  const simple = readSimpleTopLevel(text);
  if (simple) {
    const verdict = classifyTopLevel(simple);
    if ('kind' in verdict) return verdict;
  }
  const verdict = classifyYamlDocuments(text);
  if ('kind' in verdict) return verdict;
  // The readings of YAML 1.1 readers (kubectl's go-yaml v2, PyYAML): a yes, or a doubt, counts.
  let doubt: ParsedVerdict | undefined;
  for (const other of yaml11Readings(text, verdict.parseError === true)) {
    const alternative = classifyYamlDocuments(other);
    if ('kind' in alternative) return alternative;
    if (alternative.category === 'ambiguous') doubt ??= alternative;
  }
  return rank(verdict) < 2 && doubt !== undefined ? doubt : verdict;
}

type Refusal = Extract<ContentVerdict, { reason: string }>;

/** How much a refusal says: not judged (2) before a category (1) before plain "not IaC" (0). */
function rank(verdict: Refusal): number {
  if (verdict.category === 'ambiguous' || verdict.category === 'unparsable') return 2;
  return verdict.category === undefined ? 0 : 1;
}

/** A document's verdict: IaC when any reading is, else kubectl's reading's refusal. */
function classifyDocument(document: {
  readonly top: unknown;
  readonly others?: readonly unknown[];
  readonly uncertain?: string;
}): StructureVerdict {
  const verdict = classifyTopLevel(document.top);
  if ('kind' in verdict) return verdict;
  for (const other of document.others ?? []) {
    const alternative = classifyTopLevel(other);
    if ('kind' in alternative) return alternative;
  }
  if (document.uncertain === undefined) return verdict;
  return {
    reason: `${document.uncertain}; as kubectl reads it, ${verdict.reason}`,
    category: 'ambiguous',
  };
}

function classifyYamlDocuments(text: string): ParsedVerdict {
  let documents = 0;
  let first: Refusal | undefined;
  let flagged: { readonly at: number; readonly verdict: Refusal } | undefined;
  for (const document of readYamlDocuments(text)) {
    if ('error' in document) {
      const where = documents > 0 ? ` (document ${documents + 1})` : '';
      return {
        reason: `does not parse as YAML${where}: ${document.error}`,
        category: 'unparsable',
        parseError: true,
      };
    }
    documents += 1;
    const verdict = classifyDocument(document);
    if ('kind' in verdict) return verdict;
    first ??= verdict;
    if (rank(verdict) > (flagged === undefined ? 0 : rank(flagged.verdict)))
      flagged = { at: documents, verdict };
  }
  if (documents <= 1 || first === undefined) return first ?? { reason: 'the file is empty' };
  // The document that says most: the first not judged, near miss or recognised one, else the first.
  const { at, verdict } = flagged ?? { at: 1, verdict: first };
  return {
    reason: `none of its ${documents} documents is IaC, document ${at}: ${verdict.reason}`,
    ...(verdict.category === undefined ? {} : { category: verdict.category }),
  };
}
