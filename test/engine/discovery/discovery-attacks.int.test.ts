/**
 * Three ways a fork kept IaC out of the scan through discovery, end to end as the fork tries them:
 * run() in this process on `pull_request_target` (the base checked out, the pull request read from
 * git objects), against the emulator, the fake GitHub and real origins with
 * `refs/pull/<n>/{head,merge}`. A chart's `.helmignore` hiding Terraform or a template the pull
 * request brings with it; manifests written with YAML aliases, merge keys or escaped keys; a
 * lowercase `dockerfile` and the `Dockerfile-prod`, `Containerfile.prod` variants; a manifest or a
 * Terraform file saved as UTF-16, also where discovery keeps quiet (a PSRule name, a test folder).
 * Each is uploaded and judged, or ends `error` naming the file; none passes unjudged.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useForkAttacks, type AttackOptions } from '../../support/fork-attacks.ts';
import { OPEN_SG } from '../../support/iac-samples.ts';

const attacks = useForkAttacks();
const { harness } = attacks;

const PRIVILEGED_SPEC = [
  'spec:',
  '  containers:',
  '    - name: c',
  '      image: nginx:1.25',
  '      securityContext:',
  '        privileged: true',
  '',
].join('\n');

const CHART = 'apiVersion: v2\nname: edge\nversion: 0.1.0\n';
const POD = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: evil\n${PRIVILEGED_SPEC}`;

/** The fork's pull request on `pull_request_target`, scanning `infra`. */
const attack = (head: Record<string, string | null>, options?: AttackOptions) =>
  attacks.run(head, options);

/** Each finding of the report as its detection and file. */
function findingsOf(report: Record<string, unknown>): [string, string | null][] {
  const findings = report.findings as { detectionId: string; file: string | null }[];
  return findings.map((f) => [f.detectionId, f.file]);
}

function reasonsOf(report: Record<string, unknown>): Record<string, string> {
  const unjudged = report.unjudged as { files: { path: string; reason: string }[] } | null;
  return Object.fromEntries((unjudged?.files ?? []).map((f) => [f.path, f.reason]));
}

describe("a chart's .helmignore", () => {
  it('never hides Terraform: a fork adding Chart.yaml and .helmignore beside an open group fails on its finding', async () => {
    const { result, uploaded } = await attack({
      'infra/Chart.yaml': CHART,
      'infra/.helmignore': 'network/\n*.tf\n',
      'infra/network/open.tf': OPEN_SG,
    });
    expect(uploaded).toContain('infra/network/open.tf');
    expect(result.outputs.result).toBe('fail');
    expect(findingsOf(result.report)).toContainEqual([
      'PLERION-TF-SG-OPEN-INGRESS',
      'infra/network/open.tf',
    ]);
  });

  it('never hides a manifest outside templates/: it is uploaded and judged', async () => {
    const { result, uploaded } = await attack({
      'infra/Chart.yaml': CHART,
      'infra/.helmignore': 'manifests/\n',
      'infra/manifests/pod.yaml': POD,
    });
    expect(uploaded).toContain('infra/manifests/pod.yaml');
    expect(result.outputs.result).toBe('fail');
  });

  it('brought by the pull request with the template it hides: error, naming the file and the fix', async () => {
    const { result, uploaded } = await attack({
      'infra/chart/Chart.yaml': CHART,
      'infra/chart/.helmignore': 'templates/evil.yaml\n*.md\n',
      'infra/chart/templates/evil.yaml': POD,
      'infra/chart/README.md': 'docs\n',
    });
    expect(uploaded).not.toContain('infra/chart/templates/evil.yaml');
    expect(result.outputs.result).toBe('error');
    expect(result.exitCode).toBe(1);
    // The README it also hides is no chart content: only the template counts.
    expect(reasonsOf(result.report)).toEqual({
      'infra/chart/templates/evil.yaml': 'ignored by .helmignore',
    });
    expect(result.summary).toMatch(
      /\| `infra\/chart\/templates\/evil\.yaml` \| ignored by \.helmignore \| this pull request also changes the chart's \.helmignore/,
    );
    expect(harness.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  it("of the base still leaves out the chart's own ignored files when the pull request changes them", async () => {
    const { result, uploaded } = await attack(
      { 'infra/chart/templates/tests/smoke.yaml': `${POD}# v2\n` },
      {
        base: {
          'infra/chart/Chart.yaml': CHART,
          'infra/chart/.helmignore': 'templates/tests/\n',
          'infra/chart/templates/tests/smoke.yaml': POD,
        },
      },
    );
    expect(uploaded).toContain('infra/chart/Chart.yaml');
    expect(uploaded).not.toContain('infra/chart/templates/tests/smoke.yaml');
    expect(reasonsOf(result.report)).toEqual({});
    expect(result.outputs.result).toBe('pass');
  });
});

describe('manifests written so that a byte search misses them', () => {
  it('apiVersion and kind as YAML aliases: uploaded, and the privileged pod fails the gate', async () => {
    const { result, uploaded } = await attack({
      'infra/k8s/pod.yaml': `metadata:\n  name: evil\n  labels:\n    v: &v v1\n    k: &k Pod\napiVersion: *v\nkind: *k\n${PRIVILEGED_SPEC}`,
    });
    expect(uploaded).toContain('infra/k8s/pod.yaml');
    expect(result.outputs.result).toBe('fail');
  });

  it.each([
    [
      'apiVersion and kind from a << merge key',
      'infra/k8s/merged.yaml',
      `metadata:\n  name: evil\n  labels: &t\n    apiVersion: v1\n    kind: Pod\n<<: *t\n${PRIVILEGED_SPEC}`,
    ],
    [
      'keys written with escapes in double-quoted YAML',
      'infra/k8s/escaped.yaml',
      `"apiVers\\u0069on": v1\n"\\x6bind": Pod\nmetadata:\n  name: evil\n${PRIVILEGED_SPEC}`,
    ],
    [
      'keys written with escapes in JSON',
      'infra/k8s/escaped.json',
      JSON.stringify({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'evil' } }).replace(
        '"apiVersion"',
        '"apiVers\\u0069on"',
      ),
    ],
    [
      "CloudFormation's version written with an escape in JSON",
      'infra/cfn/stack.json',
      '{"\\u0041WSTemplateFormatVersion": "2010-09-09", "\\u0052esources": {}}',
    ],
  ])('%s: uploaded', async (_name, file, text) => {
    const { result, uploaded } = await attack({ [file]: text });
    expect(uploaded).toContain(file);
    expect(reasonsOf(result.report)).toEqual({});
  });
});

describe('names and encodings', () => {
  it('a lowercase dockerfile is uploaded and judged', async () => {
    const { result, uploaded } = await attack(
      { 'infra/app/dockerfile': 'FROM ubuntu\nUSER root\n' },
      { inputs: { 'fail-on': 'low' } },
    );
    expect(uploaded).toContain('infra/app/dockerfile');
    expect(result.outputs.result).toBe('fail');
  });

  it.each(['Containerfile.prod', 'prod.Containerfile', 'Dockerfile-prod', 'Dockerfile_prod'])(
    'a Dockerfile named %s is uploaded and judged; an ignore file beside it is not',
    async (name) => {
      const { result, uploaded } = await attack(
        {
          [`infra/app/${name}`]: 'FROM ubuntu\nUSER root\n',
          'infra/app/Dockerfile.dockerignore': 'node_modules\n',
        },
        { inputs: { 'fail-on': 'low' } },
      );
      expect(uploaded).toContain(`infra/app/${name}`);
      expect(uploaded).not.toContain('infra/app/Dockerfile.dockerignore');
      expect(result.outputs.result).toBe('fail');
      expect(findingsOf(result.report).map(([, file]) => file)).toContain(`infra/app/${name}`);
    },
  );

  it.each(['k8s/allow.rule.yaml', 'k8s-spec/pod.yaml'])(
    'a UTF-16 manifest at %s, where discovery gives no warning, is still an error: unparsable',
    async (where) => {
      const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD, 'utf16le')]);
      const { result, uploaded } = await attack(
        {},
        {
          headWith: (dir) => {
            fs.mkdirSync(path.dirname(path.join(dir, 'infra', where)), { recursive: true });
            fs.writeFileSync(path.join(dir, 'infra', where), utf16);
          },
        },
      );
      expect(uploaded).not.toContain(`infra/${where}`);
      expect(result.outputs.result).toBe('error');
      expect(reasonsOf(result.report)).toEqual({ [`infra/${where}`]: 'unparsable' });
      expect(harness.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    },
  );

  it('a manifest saved as UTF-16 with a BOM is an error: unparsable, save it as UTF-8', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POD, 'utf16le')]);
    const { result } = await attack(
      {},
      {
        headWith: (dir) => {
          fs.mkdirSync(path.join(dir, 'infra/k8s'), { recursive: true });
          fs.writeFileSync(path.join(dir, 'infra/k8s/pod.yaml'), utf16);
        },
      },
    );
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/k8s/pod.yaml': 'unparsable' });
    expect(result.summary).toMatch(
      /\| `infra\/k8s\/pod\.yaml` \| unparsable \| [^|]*saved as UTF-8/,
    );
    expect(result.log).toMatch(/a Kubernetes manifest saved as UTF-16LE/);
  });

  it('a Terraform file saved as UTF-16 (big-endian) is an error too, though its name sends it', async () => {
    const utf16be = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from(OPEN_SG, 'utf16le').swap16(),
    ]);
    const { result } = await attack(
      {},
      { headWith: (dir) => fs.writeFileSync(path.join(dir, 'infra/open.tf'), utf16be) },
    );
    expect(result.outputs.result).toBe('error');
    expect(reasonsOf(result.report)).toEqual({ 'infra/open.tf': 'unparsable' });
  });
});

describe('files their own tooling reads that discovery used to leave home in silence', () => {
  // kubectl (libyaml) reads this as a privileged Pod; the `yaml` package refuses the flow map's
  // unindented continuation line, and the quoted keys come after it, not in the first lines.
  const POD_BAD_FLOW = `metadata: {name: evil,\nlabels: {app: x}}\n"apiVersion": v1\n"kind": Pod\n${PRIVILEGED_SPEC}`;
  // No reader parses this one (the flow map is never closed), and its keys say a Pod.
  const POD_UNCLOSED = `metadata: {name: evil,\nlabels: {app: x}\n"apiVersion": v1\n"kind": Pod\n${PRIVILEGED_SPEC}`;

  it('a manifest that kubectl applies and our parser refused is read as libyaml reads it: uploaded', async () => {
    const { result, uploaded } = await attack({ 'infra/k8s/pod.yaml': POD_BAD_FLOW });
    expect(uploaded).toContain('infra/k8s/pod.yaml');
    expect(reasonsOf(result.report)).toEqual({});
  });

  it.each(['k8s/pod.yaml', 'k8s-spec/pod.yaml'])(
    'a manifest at %s that no YAML reader parses is an error: unparsable',
    async (where) => {
      const { result, uploaded } = await attack({ [`infra/${where}`]: POD_UNCLOSED });
      expect(uploaded).not.toContain(`infra/${where}`);
      expect(result.outputs.result).toBe('error');
      expect(reasonsOf(result.report)).toEqual({ [`infra/${where}`]: 'unparsable' });
      expect(harness.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
    },
  );

  it('a broken YAML file without IaC keys still passes: only IaC left home is unjudged', async () => {
    // It names apiVersion (so it is parsed) and has a kind, but no apiVersion key.
    const config = '# set apiVersion in the chart\nname: {a: 1,\nb: 2}\nkind: x\n';
    const { result } = await attack({ 'infra/config/app.yaml': config });
    expect(result.outputs.result).toBe('pass');
    expect(reasonsOf(result.report)).toEqual({});
  });

  it.each([
    'Dockerfile.go',
    'Dockerfile.py',
    'Dockerfile.sh',
    'Dockerfile.node.js',
    'Dockerfile.yaml',
  ])(
    'a Dockerfile named %s (a target named after its language) is uploaded and judged',
    async (name) => {
      const dockerfile = '# syntax=docker/dockerfile:1\n\nFROM ubuntu\nUSER root\n';
      const { result, uploaded } = await attack(
        { [`infra/app/${name}`]: dockerfile },
        { inputs: { 'fail-on': 'low' } },
      );
      expect(uploaded).toContain(`infra/app/${name}`);
      expect(result.outputs.result).toBe('fail');
      expect(findingsOf(result.report).map(([, file]) => file)).toContain(`infra/app/${name}`);
    },
  );

  it("a Dockerfile's documentation and a parser's source stay home and pass", async () => {
    const { result, uploaded } = await attack({
      'infra/app/Dockerfile.md': '# Building\n\nRun `docker build .`; FROM ubuntu is the base.\n',
      'infra/app/dockerfile_parser.go': 'package parser\n\n// FROM ubuntu\n',
    });
    expect(uploaded.filter((name) => name.startsWith('infra/app/'))).toEqual([]);
    expect(result.outputs.result).toBe('pass');
  });
});
