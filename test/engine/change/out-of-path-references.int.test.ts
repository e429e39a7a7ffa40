/**
 * Attack (round three): what the deployed code under `path` reads from outside `path`, changed
 * alone. The product already fails closed for two such references (a link under `path` to a
 * folder out of it, and the folders a kustomization under `path` names directly): a pull request
 * that changes what they lead to ends `error`. The same dependency written any other way ends
 * green, with the risky change never uploaded and never listed as not judged:
 *
 * 1. A Terraform local module, `module "net" { source = "../modules/net" }`. Terraform reads local
 *    paths in place (docs "Module Sources", Local Paths: "not installed … used directly"), so
 *    `terraform apply` in `infra/` creates what `modules/net/main.tf` says. Written as a link
 *    (`infra/modules/net -> ../../modules/net`) the same change already ends `error`.
 * 2. A kustomization two steps away: `infra/overlay` names `../../k8s/base` (followed: a change
 *    under `k8s/base/` is not judged), whose kustomization names `../../common/app`, whose
 *    `deploy.yaml` the pull request makes privileged. `kubectl apply -k infra/overlay` builds it
 *    (folders are loaded as kustomization roots, allowed anywhere under the default load
 *    restrictor). The README promises "a pull request that changes what it leads to is not
 *    judged"; the kustomize rule then followed one level only.
 * 3. A Helm chart dependency `repository: file://../../charts/common`: `helm dependency build`
 *    packs `charts/common` into the chart, and `helm install` renders its templates. The same
 *    chart reached by kustomize's `helmCharts` with `helmGlobals.chartHome: ../../charts`
 *    (`kustomize build --enable-helm`, Argo CD's usual setting) is not followed either.
 *
 * Each runs as a fork's pull request on `pull_request_target`; (1) also as the command line in a
 * GitLab merge request pipeline. Each fails on the code of e7392c9.
 */
import { describe, expect, it } from 'vitest';
import { useForkAttacks } from '../../support/fork-attacks.ts';
import { makeChangeOrigin } from '../../support/change-origin.ts';
import { limitedDeployment } from '../../support/iac-samples.ts';
import { mergeRequestScan } from '../../support/cli-reports.ts';

const harness = useForkAttacks();

const securityGroup = (cidr: string): string =>
  `resource "aws_security_group" "edge" {\n  ingress {\n    cidr_blocks = ["${cidr}"]\n  }\n}\n`;

const deployment = (privileged: boolean): string => limitedDeployment('app', privileged);

const USES_NET = 'module "net" {\n  source = "../modules/net"\n}\n';
const COMMON_CHART = 'apiVersion: v2\nname: common\nversion: 0.1.0\n';
const COMMON_TEMPLATE = 'charts/common/templates/deploy.yaml';

/**
 * A fork's pull request that makes the deployment `file` privileged and changes nothing else;
 * `base` reaches `file` from `infra`. `why`: the change is judged (uploaded, or something is
 * listed as not judged) and the run is not green.
 */
async function expectChangeJudged(
  file: string,
  base: Record<string, string>,
  why: string,
): Promise<void> {
  const { result, uploaded, unjudged } = await harness.run(
    { [file]: deployment(true) },
    { base: { ...base, [file]: deployment(false) } },
  );
  const judged = uploaded.includes(file) || Object.keys(unjudged).length > 0;
  expect(judged, why).toBe(true);
  expect(result.outputs.result).not.toBe('pass');
}

describe('a change reaching the deployed code under path from outside it is judged', () => {
  it('a Terraform local module out of path (pull_request_target)', async () => {
    const { result, uploaded, unjudged } = await harness.run(
      { 'modules/net/main.tf': securityGroup('0.0.0.0/0') },
      { base: { 'infra/net.tf': USES_NET, 'modules/net/main.tf': securityGroup('10.0.0.0/8') } },
    );
    expect(uploaded).toContain('infra/net.tf');
    const judged =
      uploaded.includes('modules/net/main.tf') || Object.keys(unjudged).some((p) => /net/.test(p));
    expect(judged, 'the module the pull request changed is judged').toBe(true);
    expect(result.outputs.result).not.toBe('pass');
  });

  it('a kustomization two references away (pull_request_target)', async () => {
    await expectChangeJudged(
      'common/app/deploy.yaml',
      {
        'infra/overlay/kustomization.yaml': 'resources:\n  - ../../k8s/base\n',
        'k8s/base/kustomization.yaml': 'resources:\n  - ../../common/app\n',
        'common/app/kustomization.yaml': 'resources:\n  - deploy.yaml\n',
      },
      'what kubectl apply -k infra/overlay builds is judged',
    );
  });

  it('a Helm file:// dependency out of path (pull_request_target)', async () => {
    const chart = [
      'apiVersion: v2',
      'name: app',
      'version: 0.1.0',
      'dependencies:',
      '  - name: common',
      '    version: 0.1.0',
      '    repository: file://../../charts/common',
      '',
    ].join('\n');
    await expectChangeJudged(
      COMMON_TEMPLATE,
      { 'infra/chart/Chart.yaml': chart, 'charts/common/Chart.yaml': COMMON_CHART },
      'the subchart helm renders is judged',
    );
  });

  it('a kustomize helmCharts chart whose helmGlobals.chartHome is out of path (pull_request_target)', async () => {
    const kustomization = [
      'helmGlobals:',
      '  chartHome: ../../charts',
      'helmCharts:',
      '  - name: common',
      '    releaseName: common',
      '',
    ].join('\n');
    await expectChangeJudged(
      COMMON_TEMPLATE,
      {
        'infra/overlay/kustomization.yaml': kustomization,
        'charts/common/Chart.yaml': COMMON_CHART,
      },
      'the chart kustomize --enable-helm inflates is judged',
    );
  });

  it('a Terraform local module out of path, with the command line in a GitLab merge request', async () => {
    const origin = makeChangeOrigin({
      prefix: 'iac-attack-module-',
      base: { 'infra/net.tf': USES_NET, 'modules/net/main.tf': securityGroup('10.0.0.0/8') },
      changes: { change: { 'modules/net/main.tf': securityGroup('0.0.0.0/0') } },
    });
    try {
      const run = await harness.harness.runCli({
        cwd: origin.checkouts.change,
        ...mergeRequestScan(harness.harness.emulator.url, origin.baseSha),
      });
      expect(
        run.exitCode,
        `${run.stderr}\nthe change opens 0.0.0.0/0 in a module infra uses`,
      ).not.toBe(0);
    } finally {
      origin.cleanup();
    }
  });
});
