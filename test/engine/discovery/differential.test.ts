/**
 * A differential test of discovery against the deployers' readings (issue 39). Generated variants
 * of Kubernetes manifests, CloudFormation templates and Terraform files (duplicate keys, merge keys,
 * tags, anchors and aliases, flow style, byte order marks, CRLF and YAML 1.1 line breaks, NUL and
 * control bytes, comments, several documents, odd extensions) are each read two ways: as the
 * deployer reads them, by the table below, and by discovery followed by the unjudged rule of a pull
 * request that adds the file. Whenever the deployer's reading is a resource, the file must be
 * uploaded or not judged; never silently skipped.
 *
 * The deployers' rules, as a table (no npm package reads YAML as go-yaml v2 does; see below):
 *
 * | deployer (version) | reads | rule used here |
 * | --- | --- | --- |
 * | kubectl v1.32 (k8s.io/apimachinery `YAMLOrJSONDecoder`) | a file | JSON when its first byte past white space is `{`, else YAML documents split at `---` lines (found by LF); go-yaml v2 reads the first document of each chunk; a control byte (NUL, \x01) fails its chunk, and the documents before it still apply |
| kubectl v1.32 (`YAMLOrJSONDecoder`, Go `encoding/json` Decoder) | a file starting with `{` past `unicode.IsSpace` | a stream of JSON values, with or without white space between them, escapes decoded (`"\u0061piVersion"`); each value is applied, the values before a failing one too |
| kubectl v1.32 (`YAMLReader.Read`) | YAML separators | a line of `---` followed only by `unicode.IsSpace` characters (U+00A0, U+3000, \v, \f …) ends a document; YAML readers need a space, tab or line break after `---` |
 * | go-yaml v2 decode.go `mapping` | duplicate keys | the last one wins (`Unmarshal` is not strict) |
 * | go-yaml v2 decode.go `merge` | `<<` (plain, or tagged `!!merge`) | applied where it stands, overwriting what is set so far, explicit nulls included; later keys overwrite it; a list's first source wins |
 * | go-yaml v2 decode.go `scalar` | `!!binary` | base64-decoded to a string, on keys and values |
 * | go-yaml v2 `is_break` | line breaks | LF, CRLF, a lone CR, NEL, LS and PS |
 * | libyaml scanner (go-yaml v2) | quoted scalars, flow collections | continuation lines may stand left of their key |
 * | k8s.io/cli-runtime `FileExtensions` / kustomize v5 | file names | `kubectl apply -f <folder>` reads `.json`, `.yaml`, `.yml`; a kustomization reads any name it lists |
 * | aws-cli v2 `cloudformation deploy` (`yamlhelper.yaml_parse`: JSON, else PyYAML) | templates | any file name; JSON when it parses as JSON; PyYAML keeps the last duplicate key |
 * | Terraform v1.11 (`configs.Parser.dirFiles`) | a module folder | `*.tf` and `*.tf.json`, case-sensitive, but names starting with `.` or ending in `~`, or `#…#` |
 *
 * The second reading, where one exists: js-yaml 5.5.0 (`YAML11_SCHEMA`, `json: true`), a PyYAML
 * port, reads as go-yaml v2 does on duplicate keys (last wins), `!!binary` values (bytes, decoded
 * here), YAML 1.1 scalars, CRLF and a lone CR, anchors, flow style, BOMs and several documents. It
 * differs on `<<` (explicit keys win wherever they stand: go-yaml v2 applies merges in order), and
 * refuses what go-yaml v2 reads: unknown tags, `!!binary` keys (its object maps take no complex
 * keys), NEL/LS/PS line breaks and continuation lines left of their key. Each variant it can read
 * is checked against it (merges against the explicit-wins rule), so the generator writes what the
 * table says it writes.
 */
import fc from 'fast-check';
import { CORE_SCHEMA, YAML11_SCHEMA, loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  judgeCandidate,
  needsContent,
  type TreeFacts,
} from '../../../src/engine/change/judge-entry.ts';
import { applyDiscoveryRules, type FileProbe } from '../../../src/engine/discovery/rules.ts';

const SEED = 39;

/** A pull request adding every file of `tree`: what discovery uploads, and why the rest is not judged. */
function judge(tree: Record<string, Buffer>): {
  uploaded: Set<string>;
  unjudged: Map<string, string>;
} {
  const probe: FileProbe = {
    stat: (p) =>
      tree[p] === undefined ? { type: 'missing' } : { type: 'file', size: tree[p].length },
    read: (p) => {
      const bytes = tree[p];
      if (bytes === undefined) throw new Error(`no ${p}`);
      return bytes;
    },
  };
  const paths = Object.keys(tree).sort();
  const outcome = applyDiscoveryRules(
    { paths, isIncluded: () => false, isExcluded: () => false },
    probe,
  );
  const uploaded = new Set(outcome.files.map((f) => f.path));
  const skipped = new Map<string, string>();
  for (const [reason, list] of outcome.skipped) for (const p of list) skipped.set(p, reason);
  const facts: TreeFacts = {
    uploaded: (p) => uploaded.has(p),
    isIncluded: () => false,
    isExcluded: () => false,
    skipped,
    rejected: new Map(outcome.rejected.map((r) => [r.path, r.category])),
    notPacked: new Map(),
    charts: new Set(),
    changed: new Set(paths),
    kustomized: outcome.kustomize?.files ?? new Set(),
    pullRequest: true,
    linksMustResolve: true,
  };
  const unjudged = new Map<string, string>();
  for (const path of paths) {
    const candidate = { path, nameValid: true, type: 'file' as const };
    const content = needsContent(candidate, facts) ? tree[path] : undefined;
    const reason = judgeCandidate(candidate, facts, content);
    if (reason !== undefined) unjudged.set(path, reason);
  }
  return { uploaded, unjudged };
}

/** Uploaded, or not judged: never silently skipped. */
function expectJudged(tree: Record<string, Buffer>, file: string, context: string): void {
  const { uploaded, unjudged } = judge(tree);
  expect(uploaded.has(file) || unjudged.has(file), context).toBe(true);
}

// ---- Kubernetes manifests -------------------------------------------------------------------

type Scalar = string | null;
type Entry =
  | { readonly op: 'set'; readonly key: string; readonly value: Scalar }
  | { readonly op: 'merge'; readonly sources: readonly Readonly<Record<string, Scalar>>[] };

const API_VERSIONS: readonly Scalar[] = ['apps/v1', 'v1', null, 'apps/V1', 'not/a/version'];
const KINDS: readonly Scalar[] = ['Deployment', null, ''];

/** The table's go-yaml v2 reading of the top level. */
function kubectlReads(entries: readonly Entry[]): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const entry of entries) {
    if (entry.op === 'set') out[entry.key] = entry.value;
    else for (const source of [...entry.sources].reverse()) Object.assign(out, source);
  }
  return out;
}

/** js-yaml's (and YAML's merge spec's) reading: the last explicit key, merged keys fill in. */
function explicitWinsReads(entries: readonly Entry[]): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const entry of entries) if (entry.op === 'set') out[entry.key] = entry.value;
  for (const entry of entries)
    if (entry.op === 'merge')
      for (const source of entry.sources)
        for (const [k, v] of Object.entries(source)) if (!(k in out)) out[k] = v;
  return out;
}

function isResource(top: Record<string, Scalar>): boolean {
  return (top.apiVersion === 'apps/v1' || top.apiVersion === 'v1') && top.kind === 'Deployment';
}

interface Style {
  readonly key: 'plain' | 'double' | 'single' | 'escaped' | 'binary' | 'str';
  readonly value: 'plain' | 'double' | 'single' | 'binary' | 'alias' | 'str';
  readonly nulls: '~' | 'null' | '';
  readonly merge: 'flow' | 'alias' | 'list';
  readonly flow: boolean;
  readonly breaks: '\n' | '\r\n' | '\r' | '\u0085' | '\u2028';
  readonly bom: boolean;
  readonly comments: boolean;
  readonly before: number;
  readonly after: number;
  readonly control: 'none' | 'nul-after' | 'ctrl-after';
  readonly name: 'deploy.yaml' | 'deploy.yml' | 'deploy.YAML' | 'deploy.conf';
}

const b64 = (text: string): string => Buffer.from(text).toString('base64');

/** Writes one entry's key as the style says. */
function writeKey(key: string, style: Style['key']): string {
  if (key === '<<') return '<<';
  switch (style) {
    case 'double':
      return `"${key}"`;
    case 'single':
      return `'${key}'`;
    case 'escaped':
      if (key === 'kind') return '"\\x6bind"';
      return key === 'apiVersion' ? '"\\u0061piVersion"' : key;
    case 'binary':
      return `!!binary ${b64(key)}`;
    case 'str':
      return `!!str ${key}`;
    default:
      return key;
  }
}

/** A manifest as text, the anchors its aliases need written before them. */
function writeManifest(entries: readonly Entry[], style: Style): string {
  const anchors: string[] = [];
  const anchor = (body: string): string => {
    const name = `a${anchors.length}`;
    anchors.push(`${name}: &${name} ${body}`);
    return `*${name}`;
  };
  const writeValue = (value: Scalar): string => {
    if (value === null) return style.nulls === '' && style.flow ? '~' : style.nulls;
    if (value === '') return '""';
    switch (style.value) {
      case 'double':
        return `"${value}"`;
      case 'single':
        return `'${value}'`;
      case 'binary':
        return `!!binary ${b64(value)}`;
      case 'alias':
        return anchor(value);
      case 'str':
        return `!!str ${value}`;
      default:
        return value;
    }
  };
  const flowMap = (source: Readonly<Record<string, Scalar>>): string =>
    `{${Object.entries(source)
      .map(([k, v]) => `${k}: ${v === null ? '~' : v === '' ? '""' : v}`)
      .join(', ')}}`;
  const pairs = entries.map((entry): [string, string] => {
    if (entry.op === 'set') return [writeKey(entry.key, style.key), writeValue(entry.value)];
    if (style.merge === 'flow' && entry.sources.length === 1)
      return ['<<', flowMap(entry.sources[0] ?? {})];
    if (style.merge === 'list' || entry.sources.length > 1)
      return ['<<', `[${entry.sources.map((s) => anchor(flowMap(s))).join(', ')}]`];
    return ['<<', anchor(flowMap(entry.sources[0] ?? {}))];
  });
  // In flow style the anchors are entries of the same map, ahead of their aliases.
  const all = style.flow ? [...anchors.map((a): [string, string] => [a, '']), ...pairs] : pairs;
  const write = ([k, v]: [string, string]): string =>
    v === '' && k.includes('&') ? k : `${k}: ${v}`;
  const body = style.flow ? [`{${all.map(write).join(',\n')}}`] : [...anchors, ...pairs.map(write)];
  const commented = style.comments
    ? ['# apiVersion: v1', ...body.flatMap((l) => [l, '# kind: x'])]
    : body;
  return commented.join('\n');
}

const entryArb: fc.Arbitrary<Entry> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      key: fc.constant('apiVersion'),
      value: fc.constantFrom(...API_VERSIONS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      key: fc.constant('kind'),
      value: fc.constantFrom(...KINDS),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      key: fc.constantFrom('metadata', 'spec'),
      value: fc.constant('x'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('merge' as const),
      sources: fc.array(
        fc.record(
          { apiVersion: fc.constantFrom(...API_VERSIONS), kind: fc.constantFrom(...KINDS) },
          { requiredKeys: [] },
        ),
        { minLength: 1, maxLength: 2 },
      ),
    }),
  },
);

/** Entries, often ending with what makes a Deployment: kept keys, or a merge after them. */
const entriesArb: fc.Arbitrary<Entry[]> = fc
  .tuple(
    fc.array(entryArb, { minLength: 1, maxLength: 5 }),
    fc.constantFrom('none', 'set', 'merge'),
  )
  .map(([entries, tail]): Entry[] => {
    if (tail === 'set')
      return [
        ...entries,
        { op: 'set', key: 'apiVersion', value: 'apps/v1' },
        { op: 'set', key: 'kind', value: 'Deployment' },
      ];
    if (tail === 'merge')
      return [
        ...entries,
        { op: 'merge', sources: [{ apiVersion: 'apps/v1', kind: 'Deployment' }] },
      ];
    return entries;
  });

const styleArb: fc.Arbitrary<Style> = fc.record({
  key: fc.constantFrom('plain', 'double', 'single', 'escaped', 'binary', 'str'),
  value: fc.constantFrom('plain', 'double', 'single', 'binary', 'alias', 'str'),
  nulls: fc.constantFrom('~', 'null', ''),
  merge: fc.constantFrom('flow', 'alias', 'list'),
  flow: fc.boolean(),
  breaks: fc.constantFrom('\n', '\r\n', '\r', '\u0085', '\u2028'),
  bom: fc.boolean(),
  comments: fc.boolean(),
  before: fc.nat(2),
  after: fc.nat(2),
  control: fc.constantFrom('none', 'nul-after', 'ctrl-after'),
  name: fc.constantFrom('deploy.yaml', 'deploy.yml', 'deploy.YAML', 'deploy.conf'),
});

/** The whole file: filler documents around the manifest, in the style's bytes. */
function writeFile(entries: readonly Entry[], style: Style): string {
  const filler = (i: number): string => `name: filler${i}\nitems: [a, b]`;
  const after = Array.from({ length: style.after }, (_, i) => filler(10 + i));
  if (style.control !== 'none')
    after.push(`note: "x${style.control === 'nul-after' ? '\u0000' : '\u0001'}"`);
  const before = Array.from({ length: style.before }, (_, i) => filler(i));
  const joined = [...before, writeManifest(entries, style), ...after].join('\n---\n') + '\n';
  return (style.bom ? '\ufeff' : '') + joined.split('\n').join(style.breaks);
}

/**
 * Whether kubectl applies a resource from the file, by the table: its go-yaml v2 reading is one,
 * the file is not taken for JSON (its first byte past white space a `{`: then Go's JSON decoder
 * refuses the YAML flow map), and its document is a chunk of its own or the first of the one
 * chunk kubectl's reader makes when lines break otherwise than with LF (go-yaml v2 `Unmarshal`
 * reads the first document of a chunk; a control byte fails the chunk).
 */
function kubectlApplies(entries: readonly Entry[], style: Style): boolean {
  if (!isResource(kubectlReads(entries))) return false;
  if (style.flow && !style.bom && style.before === 0 && !style.comments) return false;
  if (style.breaks === '\n' || style.breaks === '\r\n') return true;
  return style.before === 0 && style.control === 'none';
}

/** What js-yaml refuses that go-yaml v2 reads: `!!binary` keys, NEL/LS breaks, control bytes. */
function outsideJsYaml(style: Style): boolean {
  return (
    style.key === 'binary' ||
    style.breaks === '\u0085' ||
    style.breaks === '\u2028' ||
    style.control !== 'none'
  );
}

/** js-yaml's reading of the manifest's document (the one naming kind or apiVersion), or undefined. */
function jsYamlReads(text: string): Record<string, unknown> | undefined {
  const docs = loadAll(text.replace(/^\ufeff/, ''), {
    schema: YAML11_SCHEMA,
    json: true,
  }) as unknown[];
  const found = docs.find(
    (d) =>
      typeof d === 'object' &&
      d !== null &&
      !Array.isArray(d) &&
      ('apiVersion' in d || 'kind' in d),
  ) as Record<string, unknown> | undefined;
  if (!found) return undefined;
  const decoded = (v: unknown): unknown =>
    v instanceof Uint8Array ? Buffer.from(v).toString('utf8') : v;
  return { apiVersion: decoded(found.apiVersion), kind: decoded(found.kind) };
}

describe('Kubernetes manifests: every one kubectl applies is uploaded or not judged', () => {
  it('holds for generated variants, and js-yaml reads them as the table says', () => {
    let resources = 0;
    fc.assert(
      fc.property(entriesArb, styleArb, (entries, style) => {
        const text = writeFile(entries, style);
        const kubectl = kubectlReads(entries);
        const context = `${style.name} ${JSON.stringify(text)}`;
        if (!outsideJsYaml(style)) {
          const merges = entries.some((e) => e.op === 'merge');
          const expected = merges ? explicitWinsReads(entries) : kubectl;
          const read = jsYamlReads(text);
          expect(read?.apiVersion ?? null, context).toEqual(expected.apiVersion ?? null);
          expect(read?.kind ?? null, context).toEqual(expected.kind ?? null);
        }
        if (!kubectlApplies(entries, style)) return;
        resources += 1;
        const tree: Record<string, Buffer> = { [`k8s/${style.name}`]: Buffer.from(text) };
        // kubectl -f <folder> reads .json/.yaml/.yml only; any other name deploys through a kustomization.
        if (style.name === 'deploy.conf')
          tree['k8s/kustomization.yaml'] = Buffer.from(`resources: [${style.name}]\n`);
        expectJudged(tree, `k8s/${style.name}`, context);
      }),
      { seed: SEED, numRuns: 1000 },
    );
    expect(resources).toBeGreaterThan(300);
  });
});

// ---- CloudFormation templates ----------------------------------------------------------------

interface Template {
  readonly resourcesTwice: 'no' | 'empty-last' | 'empty-first';
  readonly version: boolean;
  readonly json: boolean;
  readonly tags: boolean;
  readonly bom: boolean;
  readonly crlf: boolean;
  readonly comments: boolean;
  readonly name:
    | 'stack.yaml'
    | 'stack.yml'
    | 'stack.json'
    | 'stack.template'
    | 'stack.template.json'
    | 'stack.template.yaml';
}

describe('CloudFormation templates: every one aws cloudformation deploy takes is uploaded or not judged', () => {
  const templateArb: fc.Arbitrary<Template> = fc.record({
    resourcesTwice: fc.constantFrom('no', 'empty-last', 'empty-first'),
    version: fc.boolean(),
    json: fc.boolean(),
    tags: fc.boolean(),
    bom: fc.boolean(),
    crlf: fc.boolean(),
    comments: fc.boolean(),
    name: fc.constantFrom(
      'stack.yaml',
      'stack.yml',
      'stack.json',
      'stack.template',
      'stack.template.json',
      'stack.template.yaml',
    ),
  });

  /** The template's text; and whether PyYAML (or JSON) reads a typed resource (the last `Resources` wins). */
  function writeTemplate(t: Template): { text: string; resource: boolean } {
    const bucket =
      t.tags && !t.json
        ? '{Type: AWS::S3::Bucket, Properties: {BucketName: !Ref N}}'
        : '{"Type": "AWS::S3::Bucket"}';
    const full = t.json ? `"Resources": {"B": ${bucket}}` : `Resources: {B: ${bucket}}`;
    const empty = t.json ? '"Resources": {}' : 'Resources: {}';
    const entries = [
      ...(t.version
        ? [
            t.json
              ? '"AWSTemplateFormatVersion": "2010-09-09"'
              : 'AWSTemplateFormatVersion: "2010-09-09"',
          ]
        : []),
      ...(t.resourcesTwice === 'empty-first' ? [empty] : []),
      full,
      ...(t.resourcesTwice === 'empty-last' ? [empty] : []),
    ];
    const body = t.json
      ? `{\n${entries.join(',\n')}\n}`
      : (t.comments ? entries.flatMap((e) => ['# Resources: none', e]) : entries).join('\n');
    const text = (t.bom ? '\ufeff' : '') + (body + '\n').split('\n').join(t.crlf ? '\r\n' : '\n');
    return { text, resource: t.version || t.resourcesTwice !== 'empty-last' };
  }

  it('holds for generated variants, and js-yaml reads them as the table says', () => {
    fc.assert(
      fc.property(templateArb, (t) => {
        const { text, resource } = writeTemplate(t);
        const context = `${t.name} ${JSON.stringify(text)}`;
        // A .json name with YAML inside is refused by every reader but YAML: not generated.
        if (t.name.endsWith('.json') && !t.json) return;
        if (!t.tags) {
          const [doc] = loadAll(text.replace(/^\ufeff/, ''), {
            schema: CORE_SCHEMA,
            json: true,
          }) as Record<string, Record<string, unknown>>[];
          expect(
            Object.keys(doc?.Resources ?? {}).length > 0 ||
              'AWSTemplateFormatVersion' in (doc ?? {}),
            context,
          ).toBe(resource);
        }
        if (!resource) return;
        expectJudged({ [`cfn/${t.name}`]: Buffer.from(text) }, `cfn/${t.name}`, context);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

// ---- Terraform files ---------------------------------------------------------------------------

describe('Terraform files: every one Terraform loads is uploaded or not judged', () => {
  /** Terraform v1.11 `configs.Parser.dirFiles` and `IsIgnoredFile`. */
  const terraformLoads = (name: string): boolean =>
    /\.tf(?:\.json)?$/.test(name) &&
    !name.startsWith('.') &&
    !name.endsWith('~') &&
    !(name.startsWith('#') && name.endsWith('#'));

  it('holds for generated names and bytes', () => {
    const nameArb = fc
      .tuple(
        fc.constantFrom('main', 'open', '.hidden', '#x', 'net.tfstate'),
        fc.constantFrom('.tf', '.tf.json', '.TF', '.tf~', '.tf.bak', '.tofu', '.tfvars'),
      )
      .map(([stem, ext]) => `${stem}${ext}`);
    const bytesArb = fc.record({
      bom: fc.boolean(),
      crlf: fc.boolean(),
      control: fc.constantFrom('', '\u0000', '\u0001', '\u007f'),
      utf16: fc.boolean(),
    });
    fc.assert(
      fc.property(nameArb, bytesArb, (name, b) => {
        const hcl = name.endsWith('.json')
          ? '{"resource": {"aws_security_group": {"open": {"ingress": [{"cidr_blocks": ["0.0.0.0/0"]}]}}}}\n'
          : `# open${b.control}\nresource "aws_security_group" "open" {\n  ingress { cidr_blocks = ["0.0.0.0/0"] }\n}\n`;
        const text = (b.bom ? '\ufeff' : '') + (b.crlf ? hcl.replace(/\n/g, '\r\n') : hcl);
        const bytes = b.utf16
          ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
          : Buffer.from(text);
        if (!terraformLoads(name)) return;
        expectJudged({ [`net/${name}`]: bytes }, `net/${name}`, `${name} ${JSON.stringify(b)}`);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

// ---- JSON streams and kubectl's document separator ----------------------------------------------

describe("JSON streams and kubectl's separators: every manifest kubectl applies is uploaded or not judged", () => {
  const POD = { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'agent' } };
  const OTHER = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'n' } };
  const DATA = { name: 'filler', items: ['a', 'b'] };

  it('holds for generated JSON streams', () => {
    const streamArb = fc.record({
      values: fc.array(fc.constantFrom('pod', 'other', 'data'), { minLength: 1, maxLength: 3 }),
      escaped: fc.constantFrom('none', 'apiVersion', 'kind'),
      between: fc.constantFrom('', '\n', '  ', '\r\n'),
      lead: fc.constantFrom('', ' ', '\n', '\u00a0', '\u3000'),
      name: fc.constantFrom('agent.json', 'agent.yaml', 'agent.yml'),
    });
    fc.assert(
      fc.property(streamArb, (t) => {
        const json = (which: string): string => {
          const value = which === 'pod' ? POD : which === 'other' ? OTHER : DATA;
          const text = JSON.stringify(value);
          if (t.escaped === 'apiVersion') return text.replace('"apiVersion"', '"\\u0061piVersion"');
          return t.escaped === 'kind' ? text.replace('"kind"', '"\\u006bind"') : text;
        };
        const text = t.lead + t.values.map(json).join(t.between) + '\n';
        // The table: kubectl reads a stream when the first byte past unicode.IsSpace is `{`.
        if (!t.values.some((v) => v !== 'data')) return;
        expectJudged(
          { [`k8s/${t.name}`]: Buffer.from(text) },
          `k8s/${t.name}`,
          JSON.stringify(text),
        );
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("holds for generated documents split by kubectl's separator lines", () => {
    const podYaml = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: agent\n';
    const splitArb = fc.record({
      space: fc.constantFrom(
        '',
        ' ',
        '\t',
        '\u00a0',
        '\u3000',
        '\u000b',
        '\u000c',
        '\u2000',
        '\u202f',
      ),
      before: fc.constantFrom('--- !!null |', 'notes: |', 'a: 1', '--- |-'),
      after: fc.nat(1),
    });
    fc.assert(
      fc.property(splitArb, (t) => {
        const trailer = t.after > 0 ? `---${t.space}\nb: 2\n` : '';
        const text = `${t.before}\n---${t.space}\n${podYaml}${trailer}`;
        // The table: kubectl's line reader ends a document at `---` + unicode.IsSpace only,
        // so the Pod is a document of its own for kubectl whatever the space.
        expectJudged(
          { 'k8s/agent.yaml': Buffer.from(text) },
          'k8s/agent.yaml',
          JSON.stringify(text),
        );
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
