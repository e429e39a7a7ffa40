/**
 * Attack (round three): chart files taken as left out by a `.helmignore` (`leftOutOnPurpose`
 * in `judge-entry.ts`) that the deployer reads all the same. A fork's pull request on
 * `pull_request_target`, in process, against the emulator and real origins. Each fails on the
 * code of e7392c9: the risky file is neither uploaded nor listed as not judged, and the run passes.
 *
 * A subchart's own `.helmignore`. Installing (or packaging) a chart from its folder, helm reads
 * the `.helmignore` of that folder only (`pkg/chart/v2/loader/directory.go`, `LoadDir`); a
 * subchart folder under `charts/` is loaded from the parent's file list by `LoadFiles`, which
 * applies no `.helmignore` (`load.go`). Discovery applies the subchart's own rules too
 * (`chart-files.ts`), so a template under a folder the subchart's `.helmignore` names is left
 * home, while `helm install infra/chart` renders and installs it. The base's `.helmignore`
 * (`templates/tests/`) is one a team writes to keep chart tests out of a subchart's package.
 * The same misreading the other way round: a chart of its own kept in another chart's folder
 * (`infra/chart/examples/demo/Chart.yaml`, not under `charts/`, so never a subchart) is hidden
 * by the outer chart's `.helmignore` (`examples/`), which `helm install
 * infra/chart/examples/demo` never reads: that chart's templates are never uploaded.
 *
 * Now: helm's scope is followed (`chart-files.ts`, `helmRootOf`): the root chart's rules only.
 */
import { describe, expect, it } from 'vitest';
import { useForkAttacks, type Attack } from '../../../support/fork-attacks.ts';
import { expectJudged } from '../../../support/judged-attacks.ts';
import { limitedPod } from '../../../support/iac-samples.ts';

const harness = useForkAttacks();

const pod = (privileged: boolean): string => limitedPod('app', privileged);
const chart = (name: string): string => `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n`;

/** The fork makes `file` privileged; the base holds the chart `infra/chart` and `base`. */
function privilegeInChart(file: string, base: Record<string, string>): Promise<Attack> {
  return harness.run(
    { [file]: pod(true) },
    { base: { 'infra/chart/Chart.yaml': chart('app'), ...base } },
  );
}

describe('what the deployer reads is not left out on purpose', () => {
  it("a template a subchart's own .helmignore names, which helm installs with the parent", async () => {
    const file = 'infra/chart/charts/agent/templates/tests/agent.yaml';
    const attack = await privilegeInChart(file, {
      'infra/chart/charts/agent/Chart.yaml': chart('agent'),
      'infra/chart/charts/agent/.helmignore': 'templates/tests/\n',
      'infra/chart/charts/agent/templates/agent.yaml': pod(false),
    });
    expect(attack.uploaded).toContain('infra/chart/charts/agent/templates/agent.yaml');
    expectJudged(attack, file);
  });

  it("a chart of its own inside another chart's folder, under a folder the outer .helmignore names", async () => {
    const file = 'infra/chart/examples/demo/templates/demo.yaml';
    const attack = await privilegeInChart(file, {
      'infra/chart/.helmignore': 'examples/\n',
      'infra/chart/examples/demo/Chart.yaml': chart('demo'),
      'infra/chart/examples/demo/templates/demo.yaml': pod(false),
    });
    expectJudged(attack, file);
  });
});
