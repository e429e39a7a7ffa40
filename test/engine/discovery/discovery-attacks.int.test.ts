/**
 * Two ways a fork kept IaC out of the scan through discovery, end to end as the fork tries them:
 * run() in this process on `pull_request_target` (the base checked out, the pull request read from
 * git objects), against the emulator, the fake GitHub and real origins with
 * `refs/pull/<n>/{head,merge}`. A chart's `.helmignore` hiding Terraform or a template the pull
 * request brings with it; manifests written with YAML aliases, merge keys or escaped keys. Each is
 * uploaded and judged, or ends `error` naming the file; none passes unjudged. Names and encodings
 * are in `discovery-attacks-names.int.test.ts`, files only their own tooling reads in
 * `discovery-attacks-tooling.int.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { InProcessRun } from '../../support/integration.ts';
import { findingsOf, reasonsOf, useForkAttacks } from '../../support/fork-attacks.ts';
import { OPEN_SG, PRIVILEGED_POD, PRIVILEGED_SPEC } from '../../support/iac-samples.ts';

const attacks = useForkAttacks();
const { harness } = attacks;
const CHART = 'apiVersion: v2\nname: edge\nversion: 0.1.0\n';
const POD = PRIVILEGED_POD;

/** The fork's pull request on `pull_request_target`, scanning `infra`. */
const attack = attacks.run.bind(attacks);

/** The fork's pull request with `files`: `judged` is uploaded and its finding fails the gate. */
async function expectUploadedAndFailing(
  files: Record<string, string>,
  judged: string,
): Promise<InProcessRun> {
  const { result, uploaded } = await attack(files);
  expect(uploaded).toContain(judged);
  expect(result.outputs.result).toBe('fail');
  return result;
}

describe("a chart's .helmignore", () => {
  it('never hides Terraform: a fork adding Chart.yaml and .helmignore beside an open group fails on its finding', async () => {
    const result = await expectUploadedAndFailing(
      {
        'infra/Chart.yaml': CHART,
        'infra/.helmignore': 'network/\n*.tf\n',
        'infra/network/open.tf': OPEN_SG,
      },
      'infra/network/open.tf',
    );
    expect(findingsOf(result.report)).toContainEqual([
      'PLERION-TF-SG-OPEN-INGRESS',
      'infra/network/open.tf',
    ]);
  });

  it('never hides a manifest outside templates/: it is uploaded and judged', async () => {
    await expectUploadedAndFailing(
      {
        'infra/Chart.yaml': CHART,
        'infra/.helmignore': 'manifests/\n',
        'infra/manifests/pod.yaml': POD,
      },
      'infra/manifests/pod.yaml',
    );
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
    await expectUploadedAndFailing(
      {
        'infra/k8s/pod.yaml': `metadata:\n  name: evil\n  labels:\n    v: &v v1\n    k: &k Pod\napiVersion: *v\nkind: *k\n${PRIVILEGED_SPEC}`,
      },
      'infra/k8s/pod.yaml',
    );
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
