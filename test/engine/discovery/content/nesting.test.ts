/**
 * A document nested deeper than the parsers' own stack used to get a verdict that depended on
 * whether V8 had compiled the parser yet: a manifest 1,000 levels deep was IaC in one run and
 * unparsable in the next, and an ARM template 10,000 levels deep crashed the run. The limit is now
 * ours (`MAX_NESTING_LEVELS`), so every run says the same: unparsable, which a pull request that
 * adds such a file cannot pass (it is IaC that was not judged).
 */
import { describe, expect, it } from 'vitest';
import { classifyContent } from '../../../../src/engine/discovery/content/content.ts';
import { MAX_NESTING_LEVELS } from '../../../../src/engine/discovery/content/nesting.ts';

const yamlOf = (levels: number) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: ${'['.repeat(levels)}${']'.repeat(levels)}\n`;
const jsonOf = (levels: number) =>
  `{"apiVersion": "v1", "kind": "ConfigMap", "data": ${'['.repeat(levels)}${']'.repeat(levels)}}`;
const armOf = (levels: number) =>
  `// ARM's dialect\n{"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#", "resources": [${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}]}`;

const CASES = [
  ['YAML', 'infra/deep.yaml', yamlOf],
  ['JSON', 'infra/deep.json', jsonOf],
  ["ARM's JSON dialect", 'infra/deep.json', armOf],
] as const;

describe('a document nested too deep', () => {
  it.each(CASES)('%s: unparsable past the limit at every depth, IaC within it', (_, file, make) => {
    expect(classifyContent(file, make(MAX_NESTING_LEVELS - 10))).toHaveProperty('kind');
    for (const levels of [MAX_NESTING_LEVELS + 10, 1_000, 10_000])
      expect(classifyContent(file, make(levels))).toEqual({
        reason: expect.stringMatching(
          /does not parse as (YAML|JSON): nested deeper than 200 levels/,
        ),
        category: 'unparsable',
      });
  });

  it('gets the same verdict cold and once the parser is compiled', () => {
    const first = CASES.map(([, file, make]) => classifyContent(file, make(1_000)));
    for (let i = 0; i < 30; i++)
      for (const [, file, make] of CASES) classifyContent(file, make(i % 2 ? 50 : 1_000));
    expect(CASES.map(([, file, make]) => classifyContent(file, make(1_000)))).toEqual(first);
  });
});
