/**
 * The unjudged rule for what discovery hid on purpose and a pull request can abuse: chart content
 * a `.helmignore` leaves out counts when the same pull request changed that chart's `.helmignore`
 * or `Chart.yaml`; an uploaded file named like IaC that is not UTF-8 (UTF-16 from PowerShell's
 * `>`) counts as unparsable, since the service reads UTF-8 only; and IaC that does not reach the
 * service in a place where discovery gives no warning (a test folder, a PSRule name) counts too.
 */
import { describe, expect, it } from 'vitest';
import {
  judgeCandidate,
  needsContent,
  type TreeFacts,
} from '../../../src/engine/change/judge-entry.ts';
import { NONE, file } from './tree-facts.ts';

/** A chart at `chart/` whose `.helmignore` left out `paths`; the pull request changed `changed`. */
function helmFacts(paths: string[], changed?: string[]): TreeFacts {
  return {
    ...NONE,
    skipped: new Map(paths.map((p) => [p, 'ignored by .helmignore'])),
    charts: new Set(['chart']),
    ...(changed && { changed: new Set([...paths, ...changed]) }),
  };
}

describe('chart files a .helmignore leaves out', () => {
  const hidden = [
    'chart/templates/evil.yaml',
    'chart/values-prod.yaml',
    'chart/crds/x',
    'chart/README.md',
  ];

  it('count when the pull request also changed the .helmignore, if they are chart content', () => {
    const facts = helmFacts(hidden, ['chart/.helmignore']);
    expect(hidden.map((p) => judgeCandidate(file(p), facts))).toEqual([
      'ignored by .helmignore',
      'ignored by .helmignore',
      'ignored by .helmignore',
      undefined, // a README is no chart content
    ]);
  });

  it("count when the pull request brought the chart's Chart.yaml, also from a chart above", () => {
    expect(
      judgeCandidate(file('chart/templates/evil.yaml'), helmFacts(hidden, ['chart/Chart.yaml'])),
    ).toBe('ignored by .helmignore');
    expect(
      judgeCandidate(file('chart/charts/sub/templates/a.yaml'), {
        ...helmFacts(['chart/charts/sub/templates/a.yaml'], ['.helmignore']),
        charts: new Set(['.', 'chart/charts/sub']),
      }),
    ).toBe('ignored by .helmignore');
  });

  it("stay left out on purpose when the rules are the base's, or on a whole-tree run", () => {
    expect(
      judgeCandidate(file('chart/templates/evil.yaml'), helmFacts(hidden, ['chart/other.yaml'])),
    ).toBeUndefined();
    expect(judgeCandidate(file('chart/templates/evil.yaml'), helmFacts(hidden))).toBeUndefined();
    expect(needsContent(file('chart/templates/evil.yaml'), helmFacts(hidden))).toBe(false);
  });
});

describe('an uploaded file named like IaC', () => {
  const uploaded: TreeFacts = { ...NONE, uploaded: () => true };
  const utf16 = Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('resource "a" "b" {}\n', 'utf16le'),
  ]);

  it('is read, and counts as unparsable when it is not UTF-8', () => {
    expect(needsContent(file('net/open.tf'), uploaded)).toBe(true);
    expect(judgeCandidate(file('net/open.tf'), uploaded, utf16)).toBe('unparsable');
    expect(judgeCandidate(file('app/Dockerfile'), uploaded, Buffer.from([0x46, 0x52, 0xff]))).toBe(
      'unparsable',
    );
  });

  it('is judged when it is UTF-8, with or without a BOM', () => {
    expect(
      judgeCandidate(file('net/open.tf'), uploaded, Buffer.from('\uFEFFresource "a" "b" {}\n')),
    ).toBeUndefined();
    expect(judgeCandidate(file('net/open.tf'), uploaded, Buffer.from('# é\n'))).toBeUndefined();
  });

  it('is not read when its content decides (YAML/JSON: discovery read it already)', () => {
    expect(needsContent(file('k8s/pod.yaml'), uploaded)).toBe(false);
  });
});

describe('IaC left home in a place discovery keeps quiet about', () => {
  const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: evil\n';
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD, 'utf16le')]);

  it('counts as unparsable when saved as UTF-16 under a PSRule name or in a test folder', () => {
    for (const where of ['k8s/allow.rule.yaml', 'k8s-spec/pod.yaml', '.github/pod.yaml']) {
      expect(needsContent(file(where), NONE)).toBe(true);
      expect(judgeCandidate(file(where), NONE, utf16), where).toBe('unparsable');
    }
  });

  it('counts when discovery refused it as unparsable, however quietly it logged it', () => {
    const facts = { ...NONE, rejected: new Map([['k8s-spec/pod.yaml', 'unparsable' as const]]) };
    expect(judgeCandidate(file('k8s-spec/pod.yaml'), facts)).toBe('unparsable');
  });

  it('stays silent for a look-alike there that is no IaC', () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a: b\n', 'utf16le')]);
    expect(judgeCandidate(file('k8s-spec/notes.yaml'), NONE, junk)).toBeUndefined();
  });
});

describe('YAML its readers read differently (issue 39)', () => {
  it('counts when discovery refused it as ambiguous, or its bytes are', () => {
    const facts = { ...NONE, rejected: new Map([['k8s/a.yaml', 'ambiguous' as const]]) };
    expect(judgeCandidate(file('k8s/a.yaml'), facts)).toBe('ambiguous YAML');
    const text = Buffer.from('!custom apiVersion: x\nkind: Deployment\n');
    expect(judgeCandidate(file('node_modules/k8s/a.yaml'), NONE, text)).toBe('built-in folder');
    expect(judgeCandidate(file('k8s/b.yaml'), NONE, text)).toBe('ambiguous YAML');
  });
});
