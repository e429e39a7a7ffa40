/**
 * kubectl's line-based document split (`YAMLReader.Read`): a line of `---` followed only by
 * `unicode.IsSpace` characters ends a document, a no-break space included, which YAML readers take
 * for text. A file whose kubectl documents hold a manifest the YAML reading does not is not judged.
 */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import { splitAsKubectl } from '../../../../src/engine/discovery/content/kubectl-split.ts';

const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: agent\n';

describe("kubectl's document split", () => {
  it('is undefined where kubectl and YAML split alike', () => {
    expect(splitAsKubectl(`a: 1\n---\n${POD}`)).toBeUndefined();
    expect(splitAsKubectl(`a: 1\n--- \t\r\n${POD}`)).toBeUndefined();
    expect(splitAsKubectl(`a: 1\n---\u00a0x\n${POD}`)).toBeUndefined();
  });

  it('cuts at every separator once a line only kubectl takes for one is there', () => {
    const split = splitAsKubectl(`--- !!null |\n---\u00a0\n${POD}---\n\nb: 2\n`);
    expect(split).toEqual({
      documents: ['--- !!null |', POD.slice(0, -1), '\nb: 2\n'],
      line: 2,
      characters: 'U+00A0',
    });
  });

  it('cuts at a comment right after --- (kubectl trims and allows it; YAML needs a space first)', () => {
    for (const line of ['---#x', '---# note\r', '---\u00a0# x']) {
      const split = splitAsKubectl(`--- !!null |\n${line}\n${POD}`);
      expect(split?.line, JSON.stringify(line)).toBe(2);
      expect(split?.documents.at(-1)).toBe(POD);
    }
    // The manifest kubectl applies behind it is not judged by a reading that never sees it.
    expect(classifyContent('k8s/agent.yaml', `--- !!null |\n---#x\n${POD}`)).toMatchObject({
      category: 'ambiguous',
    });
    expect(splitAsKubectl(`a: 1\n--- # alike\n${POD}`)).toBeUndefined();
    expect(splitAsKubectl(`a: 1\n---\t# alike\n${POD}`)).toBeUndefined();
  });

  it('names each character Go takes for a space and YAML does not', () => {
    for (const space of ['\u3000', '\u000b', '\u000c', '\u2000', '\u202f', '\u0085'])
      expect(splitAsKubectl(`a: |\n--- ${space}\n${POD}`)?.line, JSON.stringify(space)).toBe(2);
  });
});

describe('a separator only kubectl reads', () => {
  it('hiding a manifest in a block scalar is ambiguous (not judged)', () => {
    expect(classifyContent('k8s/agent.yaml', `--- !!null |\n---\u00a0\n${POD}`)).toEqual({
      reason: expect.stringMatching(
        /^kubectl ends a document at line 2 \(--- followed by U\+00A0\), which YAML readers/,
      ),
      category: 'ambiguous',
    });
  });

  it('in front of a manifest a ConfigMap already shows is ambiguous too', () => {
    const text = `apiVersion: v1\nkind: ConfigMap\ndata:\n  x: |\n---\u3000\n${POD}`;
    expect(classifyContent('k8s/agent.yaml', text)).toMatchObject({ category: 'ambiguous' });
  });

  it('with no manifest in kubectl documents leaves the YAML reading to decide', () => {
    expect(classifyContent('config/app.yaml', '--- |\n---\u00a0\napiVersion: 1\n')).toEqual({
      reason: 'its top level is not a mapping',
    });
  });
});
