/**
 * Files their own tooling reads (kubectl's YAML, a Dockerfile named after its language) that
 * discovery used to leave home in silence, brought by a fork end to end as in
 * `discovery-attacks.int.test.ts`: each is uploaded and judged, or counted not judged.
 */
import { describe, expect, it } from 'vitest';
import { findingsOf, reasonsOf, useForkAttacks } from '../../support/fork-attacks.ts';
import { PRIVILEGED_SPEC } from '../../support/iac-samples.ts';

const attacks = useForkAttacks();
const { harness } = attacks;

/** The fork's pull request on `pull_request_target`, scanning `infra`. */
const attack = attacks.run.bind(attacks);

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
