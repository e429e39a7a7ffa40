/**
 * `.helmignore` by helm's own rules: the cases of helm's pkg/ignore/rules_test.go (TestIgnore,
 * TestParse, TestParseFail), then what `helm package`'s walk makes of them for whole paths.
 */
import { describe, expect, it } from 'vitest';
import {
  compileGoGlob,
  parseRules,
  ignoresEntry,
  readHelmIgnore,
} from '../../../../src/engine/discovery/helm/helmignore.ts';

/** helm's testdata: `cargo` and `mast` are folders, the rest files. */
const FOLDERS = new Set(['cargo', 'cargo/', 'mast/']);

/** helm's TestIgnore table: pattern, name, whether it is ignored. */
const HELM_CASES: [string, string, boolean][] = [
  ['helm.txt', 'helm.txt', true],
  ['helm.*', 'helm.txt', true],
  ['helm.*', 'rudder.txt', false],
  ['*.txt', 'tiller.txt', true],
  ['*.txt', 'cargo/a.txt', true],
  ['cargo/*.txt', 'cargo/a.txt', true],
  ['cargo/*.*', 'cargo/a.txt', true],
  ['cargo/*.txt', 'mast/a.txt', false],
  ['ru[c-e]?er.txt', 'rudder.txt', true],
  ['templates/.?*', 'templates/.dotfile', true],
  ['.*', '.', false],
  ['.*', './', false],
  ['.*', '.joonix', true],
  ['.*', 'helm.txt', false],
  ['.*', '', false],
  ['cargo/', 'cargo', true],
  ['cargo/', 'cargo/', true],
  ['cargo/', 'mast/', false],
  ['helm.txt/', 'helm.txt', false],
  ['!helm.txt', 'helm.txt', false],
  ['!helm.txt', 'tiller.txt', true],
  ['!*.txt', 'cargo', true],
  ['!cargo/', 'mast/', true],
  ['/a.txt', 'a.txt', true],
  ['/a.txt', 'cargo/a.txt', false],
  ['/cargo/a.txt', 'cargo/a.txt', true],
];

describe("helm's pattern rules", () => {
  it.each(HELM_CASES)('%s on %s ignores: %s', (pattern, name, expected) => {
    const { rules, problems } = parseRules(pattern);
    expect(problems).toEqual([]);
    expect(ignoresEntry(rules, name, FOLDERS.has(name))).toBe(expected);
  });

  it('skips blank lines and comments, keeping the rules in order (TestParse)', () => {
    const { rules, problems } = parseRules(
      '#ignore\n\n\t#ignore\nfoo\nbar/*\nbaz/bar/foo.txt\n\none/more\n',
    );
    expect(problems).toEqual([]);
    expect(rules).toHaveLength(4);
  });

  it.each(['foo/**/bar', '[z-'])('refuses %s as helm does (TestParseFail)', (line) => {
    expect(parseRules(line).problems).toEqual([expect.stringContaining('line 1')]);
  });

  it("matches as Go's filepath.Match: * and ? stop at /, classes with ^ and escapes", () => {
    expect(compileGoGlob('a*').test('abc/d')).toBe(false);
    expect(compileGoGlob('a?c').test('a/c')).toBe(false);
    expect(compileGoGlob('[^a]b').test('cb')).toBe(true);
    expect(compileGoGlob('[^a]b').test('ab')).toBe(false);
    expect(compileGoGlob('\\*.md').test('*.md')).toBe(true);
    expect(compileGoGlob('\\*.md').test('x.md')).toBe(false);
    expect(compileGoGlob('a.(b)+').test('a.(b)+')).toBe(true);
    expect(() => compileGoGlob('[]')).toThrow();
    expect(() => compileGoGlob('x\\')).toThrow();
  });
});

describe('a chart folder walked as helm package walks it', () => {
  const rules = readHelmIgnore(['# tooling', 'hack/', 'ci/', '*.md', '.*', '/tests/*'].join('\n'));

  it.each([
    ['hack/gen.py', true],
    ['hack/sub/deep.sh', true],
    ['ci/lint.sh', true],
    ['README.md', true],
    ['templates/NOTES.md', true],
    ['.gitignore', true],
    ['.github/workflows/x.yaml', true],
    ['tests/unit.yaml', true],
    ['templates/tests/test-connection.yaml', false],
    ['templates/deployment.yaml', false],
    ['Chart.yaml', false],
    ['values.yaml', false],
    ['charts/redis-1.2.3.tgz', false],
  ])('%s ignored: %s', (file, expected) => {
    expect(rules.ignores(file)).toBe(expected);
  });

  it("ignores templates' dotfiles with no .helmignore at all (helm's default rule)", () => {
    const none = readHelmIgnore(undefined);
    expect(none.ignores('templates/.swp')).toBe(true);
    expect(none.ignores('templates/a.yaml')).toBe(false);
    expect(none.ignores('.editorconfig')).toBe(false);
  });

  it('reads a negation as helm does: it ignores everything the pattern does not match', () => {
    const only = readHelmIgnore('!*.yaml\n');
    expect(only.ignores('values.yaml')).toBe(false);
    expect(only.ignores('NOTES.txt')).toBe(true);
    // The folder `templates` does not match *.yaml, so helm's walk never enters it.
    expect(only.ignores('templates/deployment.yaml')).toBe(true);
  });
});
