/**
 * The rules that keep IaC from hiding in discovery: a chart's `.helmignore` never leaves out IaC
 * of another kind; manifests written with YAML aliases, `<<` merge keys or escaped keys are read
 * as the service reads them (with a limit against alias bombs); every case of `Dockerfile` is one;
 * IaC saved as UTF-16 is refused as unparsable, never taken for "not IaC".
 */
import { describe, expect, it } from 'vitest';
import { kindByName } from '../../../src/engine/discovery/classify.ts';
import { classifyContent } from '../../../src/engine/discovery/content/content.ts';
import { mayHoldIac } from '../../../src/engine/discovery/content/key-words.ts';
import {
  applyDiscoveryRules,
  planDiscovery,
  settleDiscovery,
  type FileProbe,
} from '../../../src/engine/discovery/rules.ts';
import { MAX_ALIAS_NODES } from '../../../src/engine/discovery/content/yaml-documents.ts';

const CHART = 'apiVersion: v2\nname: web\nversion: 0.1.0\n';
const POD = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n';
const TF = 'resource "aws_sqs_queue" "q" {}\n';

function probeOf(tree: Record<string, string>): FileProbe & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    stat: (p) =>
      tree[p] === undefined ? { type: 'missing' } : { type: 'file', size: tree[p].length },
    read: (p) => {
      reads.push(p);
      return Buffer.from(tree[p] ?? '');
    },
  };
}

function discover(tree: Record<string, string>) {
  const input = {
    paths: Object.keys(tree).sort(),
    isIncluded: () => false,
    isExcluded: () => false,
  };
  const outcome = applyDiscoveryRules(input, probeOf(tree));
  return {
    files: outcome.files.map((f) => f.path),
    ignored: outcome.skipped.get('ignored by .helmignore') ?? [],
  };
}

describe("a chart's .helmignore", () => {
  it('never leaves out a file that is IaC by name, whatever it says', () => {
    const { files, ignored } = discover({
      'Chart.yaml': CHART,
      '.helmignore': 'network/\n*.tf\nDockerfile\n*.bicep\n',
      'network/open.tf': TF,
      'main.tf': TF,
      Dockerfile: 'FROM a:1\n',
      'infra.bicep': "param x string = 'a'\n",
      'templates/svc.yaml': POD,
    });
    expect(files).toEqual([
      '.helmignore',
      'Chart.yaml',
      'Dockerfile',
      'infra.bicep',
      'main.tf',
      'network/open.tf',
      'templates/svc.yaml',
    ]);
    expect(ignored).toEqual([]);
  });

  it('never leaves out a manifest outside templates/, but keeps values, docs and ignored templates out', () => {
    const { files, ignored } = discover({
      'chart/Chart.yaml': CHART,
      'chart/.helmignore': 'manifests/\nci/\ntemplates/tests/\n*.md\n',
      'chart/manifests/pod.yaml': POD,
      'chart/ci/values.yaml': 'replicas: 2\n',
      'chart/templates/tests/smoke.yaml': POD,
      'chart/README.md': '# web\n',
      'chart/templates/svc.yaml': POD,
    });
    expect(files).toEqual([
      'chart/.helmignore',
      'chart/Chart.yaml',
      'chart/manifests/pod.yaml',
      'chart/templates/svc.yaml',
    ]);
    expect(ignored.sort()).toEqual([
      'chart/README.md',
      'chart/ci/values.yaml',
      'chart/templates/tests/smoke.yaml',
    ]);
  });

  it('reads the files it must check in the plan, so a batched reader (git) has them', () => {
    const tree = {
      'chart/Chart.yaml': CHART,
      'chart/.helmignore': 'manifests/\n',
      'chart/manifests/pod.yaml': `${POD}${'# padding\n'.repeat(200)}`,
      'chart/templates/big.yaml': `${POD}${'# padding\n'.repeat(200)}`,
      'other/Chart.yaml': CHART,
      'other/values.yaml': `replicas: 2\n${'# padding\n'.repeat(200)}`,
    };
    const probe = probeOf(tree);
    const plan = planDiscovery(
      { paths: Object.keys(tree).sort(), isIncluded: () => false, isExcluded: () => false },
      probe.stat,
    );
    const pending = plan.pending.map((p) => p.path);
    // The chart with rules: its large YAML outside templates/ is read; a chart without rules is not.
    expect(pending).toContain('chart/manifests/pod.yaml');
    expect(pending).not.toContain('chart/templates/big.yaml');
    expect(pending).not.toContain('other/values.yaml');
    const outcome = settleDiscovery(plan, (p) => {
      if (!pending.includes(p)) throw new Error(`${p} was not planned`);
      return probe.read(p);
    });
    expect(outcome.files.map((f) => f.path)).toContain('chart/manifests/pod.yaml');
  });
});

describe('manifests a byte search would miss', () => {
  const kindOf = (path: string, text: string | Buffer) => {
    const verdict = classifyContent(path, text);
    return 'kind' in verdict ? verdict.kind : verdict.reason;
  };

  it.each([
    ['aliases', 'labels:\n  v: &v v1\n  k: &k Pod\napiVersion: *v\nkind: *k\n'],
    ['a merge key', 'base: &b\n  apiVersion: v1\n  kind: Pod\n<<: *b\n'],
    [
      'a list of merge keys, the first winning',
      'a: &a {apiVersion: v1}\nb: &b {kind: Pod, apiVersion: x}\n<<: [*a, *b]\n',
    ],
    ['a merge key under YAML 1.1', '%YAML 1.1\n---\nb: &b {apiVersion: v1, kind: Pod}\n<<: *b\n'],
    ['an alias as a key', 'name: &n apiVersion\n*n : v1\nkind: Pod\n'],
    ['\\u escapes in double-quoted keys', '"apiVers\\u0069on": v1\n"kind": Pod\n'],
    ['\\x escapes in double-quoted keys', '"\\x61piVersion": v1\n"\\x6bind": Pod\n'],
  ])('YAML with %s is a Kubernetes manifest', (_name, text) => {
    expect(kindOf('k8s/pod.yaml', text)).toBe('kubernetes');
  });

  it('lets keys the mapping sets win over merged ones, as YAML merges do', () => {
    const text = 'b: &b {apiVersion: v1, kind: Pod}\n<<: *b\napiVersion: not/a/version\n';
    expect(kindOf('k8s/pod.yaml', text)).toMatch(/apiVersion "not\/a\/version"/);
    // A quoted "<<" is a key like any other, not a merge.
    expect(kindOf('k8s/pod.yaml', 'b: &b {apiVersion: v1, kind: Pod}\n"<<": *b\n')).toMatch(
      /no apiVersion and kind/,
    );
  });

  it.each([
    ['a Kubernetes manifest', '{"apiVers\\u0069on": "v1", "\\u006bind": "Pod"}', 'kubernetes'],
    [
      'a CloudFormation template',
      '{"\\u0041WSTemplateFormatVersion": "2010-09-09", "\\u0052esources": {}}',
      'cloudformation',
    ],
  ])('JSON with escaped keys is %s', (_name, text, kind) => {
    expect(kindOf('stack.json', text)).toBe(kind);
  });

  it('refuses an alias bomb as unparsable, within the limit', () => {
    const levels = ['a: &a {apiVersion: v1}'];
    for (let i = 1; i <= 5; i++)
      levels.push(
        `l${i}: &l${i} {<<: [${Array(10)
          .fill(`*${i === 1 ? 'a' : `l${i - 1}`}`)
          .join(', ')}]}`,
      );
    const text = `${levels.join('\n')}\n<<: [${Array(10).fill('*l5').join(', ')}]\nkind: Pod\n`;
    const started = performance.now();
    expect(kindOf('bomb.yaml', text)).toBe(
      `does not parse as YAML: its aliases expand past ${MAX_ALIAS_NODES.toLocaleString('en-US')} nodes`,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('parses a file whose only key words are escaped, and no other without key words', () => {
    expect(mayHoldIac(Buffer.from('"\\u006bind": x\n'))).toBe(true);
    expect(mayHoldIac(Buffer.from('"apiVer\\\n  sion": v1\n'))).toBe(true);
    expect(mayHoldIac(Buffer.from('kind: Pod\nmessage: "line\\n\\t\\"quoted\\""\n'))).toBe(false);
    expect(mayHoldIac(Buffer.from('name: web\n'))).toBe(false);
    expect(mayHoldIac(Buffer.from('Resources: {}\n'))).toBe(true);
  });
});

describe('names and encodings', () => {
  it.each([
    'Dockerfile',
    'dockerfile',
    'DOCKERFILE',
    'dockerfile.dev',
    'api.dockerfile',
    'Containerfile',
    'Dockerfile-prod',
    'Dockerfile_prod',
    'Containerfile.prod',
    'containerfile-dev',
    'prod.Containerfile',
  ])('%s is a Dockerfile', (name) => expect(kindByName(`app/${name}`)).toBe('dockerfile'));

  it.each([
    'Dockerfile.dockerignore',
    'Containerfile.dockerignore',
    'Dockerfile.containerignore',
    'dockerfiles',
    'containerfiles',
    'mydockerfile',
    'notDockerfile',
    'prod-Dockerfile',
    'Dockerfile.md',
    'dockerfile_parser.go',
    'Dockerfile-lint.yml',
    'Containerfile.json',
  ])('%s is not', (name) => expect(kindByName(`app/${name}`)).toBeUndefined());

  const utf16 = (text: string, bigEndian = false): Buffer => {
    const le = Buffer.from(text, 'utf16le');
    return bigEndian
      ? Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()])
      : Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  };

  it('refuses a manifest saved as UTF-16 (either byte order) as unparsable, saying to save it as UTF-8', () => {
    for (const bytes of [utf16(POD), utf16(POD, true)])
      expect(classifyContent('k8s/pod.yaml', bytes)).toEqual({
        reason: expect.stringMatching(
          /^a Kubernetes manifest saved as UTF-16[LB]E, .*save it as UTF-8$/,
        ),
        category: 'unparsable',
      });
  });

  it('refuses a UTF-16 manifest in a quiet place as unparsable too: only the warning is quiet', () => {
    // A PSRule name and a folder with a test word: places whose look-alikes raise no warning.
    const places: [string, string][] = [
      ['k8s/allow.rule.yaml', 'a PSRule file'],
      ['k8s-spec/pod.yaml', 'in a test or fixture folder'],
      ['.github/pod.yaml', 'in a CI folder'],
    ];
    for (const [where, quiet] of places)
      expect(classifyContent(where, utf16(POD))).toEqual({
        reason: expect.stringMatching(/^a Kubernetes manifest saved as UTF-16LE, .*no warning: /),
        category: 'unparsable',
        quiet,
      });
  });

  it('keeps a manifest that does not parse unparsable in a test folder, and junk there not IaC', () => {
    const broken = 'apiVersion: v1\nkind: Pod\nmetadata:\n\tname: web\n';
    expect(classifyContent('tests/pod.yaml', broken)).toEqual({
      reason: expect.stringMatching(/^does not parse as YAML.*; no warning: in a test/),
      category: 'unparsable',
      quiet: 'in a test or fixture folder',
    });
    const junk = 'note: "Resources are listed below\nitems: [a\n';
    expect(classifyContent('tests/notes.yaml', junk)).toEqual({
      reason: expect.stringMatching(/^does not parse as YAML.*; no warning: in a test/),
    });
  });

  it('reads UTF-16 that is not IaC as not IaC, and UTF-8 with a BOM as IaC', () => {
    expect(classifyContent('app.yaml', utf16('replicas: 2\n'))).not.toHaveProperty('category');
    expect(classifyContent('pod.yaml', `\uFEFF${POD}`)).toEqual({ kind: 'kubernetes' });
  });
});
