/**
 * What kustomizations read (issue 39): `kubectl apply -k` builds every file `resources`,
 * `patches`, `patchesStrategicMerge`, `components` and `crds` name, whatever its extension, so
 * discovery reads each as YAML: uploaded when it holds a resource, a `kustomize input` (not judged
 * on a pull request) when it does not. Folders, remote targets and generator files are not inputs;
 * references out of the scanned folder are kept for the change analysis.
 */
import { describe, expect, it } from 'vitest';
import {
  kustomizationCharts,
  kustomizationReferences,
} from '../../../../src/engine/discovery/kustomize/kustomization-references.ts';
import { findKustomizeInputs } from '../../../../src/engine/discovery/kustomize/kustomize-inputs.ts';
import {
  applyDiscoveryRules,
  type FileProbe,
  type RuleInput,
} from '../../../../src/engine/discovery/rules.ts';

const DEPLOYMENT = 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\n';

describe('the references of a kustomization', () => {
  it('lists resources, bases, components, crds, strategic-merge patches and patch paths', () => {
    const text = [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      'resources: [app.yaml, priv.conf, ../base, https://github.com/o/r//k?ref=v1]',
      'bases: [old]',
      'components: [../components/x]',
      'crds: [crds/crd.json]',
      'patchesStrategicMerge:',
      '  - sm.yaml',
      '  - |-',
      '    apiVersion: v1',
      '    kind: Service',
      'patches:',
      '  - path: p.patch',
      '    target: {kind: Deployment}',
      '  - patch: "[]"',
      'patchesJson6902:',
      '  - path: j.yaml',
      'configMapGenerator:',
      '  - name: c',
      '    files: [config.properties]',
      'secretGenerator:',
      '  - name: s',
      '    envs: [.env]',
      '',
    ].join('\n');
    expect(kustomizationReferences(text)).toEqual([
      'app.yaml',
      'priv.conf',
      '../base',
      'https://github.com/o/r//k?ref=v1',
      'old',
      '../components/x',
      'crds/crd.json',
      'sm.yaml',
      'apiVersion: v1\nkind: Service',
      'p.patch',
      'j.yaml',
    ]);
  });

  it('follows aliases and merges, and reads duplicate keys together', () => {
    const text = 'x: &r hidden.conf\nresources: [*r]\nresources: [b.yaml]\n<<: {crds: [c.yaml]}\n';
    expect(kustomizationReferences(text)).toEqual(['hidden.conf', 'b.yaml', 'c.yaml']);
  });

  it('lists the plugin configurations, replacements and Helm values that change what is deployed', () => {
    const text = [
      'transformers: [priv-transformer.yaml]',
      'generators: [gen.yaml]',
      'validators: [v.yaml]',
      'replacements: [{path: r.yaml}]',
      'helmCharts:',
      '  - name: web',
      '    valuesFile: values.yaml',
      '    additionalValuesFiles: [prod.yaml]',
      '',
    ].join('\n');
    expect(kustomizationReferences(text)).toEqual([
      'priv-transformer.yaml',
      'gen.yaml',
      'v.yaml',
      'r.yaml',
      'values.yaml',
      'prod.yaml',
      // The local chart kustomize --enable-helm inflates: <chartHome>/<name>, chartHome `charts`.
      'charts/web',
    ]);
  });

  it('reads helmCharts as local chart folders under helmGlobals.chartHome, or charts from a repository', () => {
    const text = [
      'helmGlobals:',
      '  chartHome: ../../charts',
      'helmCharts:',
      '  - name: shared',
      '  - name: ingress-nginx',
      '    repo: https://kubernetes.github.io/ingress-nginx',
      '    version: 4.10.0',
      '',
    ].join('\n');
    expect(kustomizationReferences(text)).toEqual(['../../charts/shared']);
    expect(kustomizationCharts(text)).toEqual([
      { name: 'shared' },
      {
        name: 'ingress-nginx',
        repo: 'https://kubernetes.github.io/ingress-nginx',
        version: '4.10.0',
      },
    ]);
  });

  it('reads keys and entries as go-yaml v2 does: !!binary decoded, numbers as their text', () => {
    const b64 = (t: string) => Buffer.from(t).toString('base64');
    const text = `!!binary ${b64('resources')}: [!!binary ${b64('priv.conf')}, 0x10, 1e3]\n`;
    expect(kustomizationReferences(text)).toEqual(['priv.conf', '16', '0x10', '1000', '1e3']);
  });

  it('reads YAML 1.1 line breaks, even where the yaml package reads something else', () => {
    expect(kustomizationReferences('# a comment\u0085resources: [priv.conf]\n')).toEqual([
      'priv.conf',
    ]);
  });

  it('reads a kustomization as YAML 1.1 readers do, and nothing from one no reader parses', () => {
    expect(kustomizationReferences('resources: [a.yaml,\nb.conf]\n')).toEqual(['a.yaml', 'b.conf']);
    expect(kustomizationReferences('resources: [a.yaml\n')).toEqual([]);
  });
});

describe('the inputs under the scanned folder', () => {
  const tree: Record<string, string> = {
    'k8s/kustomization.yaml':
      'resources: [app.yaml, priv.conf, ./nested/, missing.yaml, github.com/o/r]\npatches:\n  - path: ops.patch\n',
    'k8s/app.yaml': DEPLOYMENT,
    'k8s/priv.conf': DEPLOYMENT,
    'k8s/ops.patch': '- op: add\n  path: /spec/x\n  value: 1\n',
    'k8s/nested/Kustomization': 'resources:\n  - ../../../outside/base\n  - extra.txt\n',
    'k8s/nested/extra.txt': 'not: a resource\n',
    'k8s/unread.conf': DEPLOYMENT,
  };
  const probeOf = (files: Record<string, string>): FileProbe => ({
    stat: (p) => {
      const text = files[p];
      return text === undefined ? { type: 'missing' } : { type: 'file', size: text.length };
    },
    read: (p) => Buffer.from(files[p] ?? ''),
  });
  const probe = probeOf(tree);
  const input: RuleInput = {
    paths: Object.keys(tree).sort(),
    isIncluded: () => false,
    isExcluded: (p) => p === 'k8s/excluded.yaml',
  };

  it('resolves references as kustomize does: listed files are inputs, the rest is not', () => {
    const found = findKustomizeInputs({
      paths: input.paths,
      kustomizations: ['k8s/kustomization.yaml', 'k8s/nested/Kustomization'],
      read: probe.read,
    });
    expect([...found.files].sort()).toEqual([
      'k8s/app.yaml',
      'k8s/nested/extra.txt',
      'k8s/ops.patch',
      'k8s/priv.conf',
    ]);
    expect(found.outside).toEqual([
      { kustomization: 'k8s/nested/Kustomization', target: '../outside/base' },
    ]);
  });

  it('uploads an input holding a resource, whatever its extension, and names the others', () => {
    const outcome = applyDiscoveryRules(input, probe);
    expect(outcome.files.map((f) => `${f.path} ${f.kind}`)).toEqual([
      'k8s/app.yaml kubernetes',
      'k8s/kustomization.yaml kubernetes',
      'k8s/nested/Kustomization kubernetes',
      'k8s/priv.conf kubernetes',
    ]);
    expect(outcome.rejected.map((r) => `${r.path} ${r.category}`)).toEqual([
      'k8s/nested/extra.txt kustomize input',
      'k8s/ops.patch kustomize input',
    ]);
  });

  it('reads a kustomization however large, so what it reads is never missed', () => {
    const large: Record<string, string> = {
      ...tree,
      'k8s/kustomization.yaml': `${'# x\n'.repeat(500)}resources: [priv.conf]\n`,
    };
    const outcome = applyDiscoveryRules(
      { ...input, paths: Object.keys(large).sort() },
      probeOf(large),
    );
    expect(outcome.files.map((f) => f.path)).toContain('k8s/priv.conf');
  });
});
