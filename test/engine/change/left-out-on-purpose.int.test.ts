/**
 * Attack (round three): files the unjudged rule takes as "left out on purpose" (`leftOutOnPurpose`
 * in `judge-entry.ts`) that the deployer reads all the same. A fork's pull request on
 * `pull_request_target`, in process, against the emulator and real origins. Each fails on the
 * code of e7392c9: the risky file is neither uploaded nor listed as not judged, and the run passes.
 *
 * `exclude` (the base workflow's, e.g. `**\/test/**` for fixtures) and a file the deployed
 * code reads: a kustomization under `path` that now names `test/debug.yaml` (kustomize reads
 * it: discovery even lists it as a kustomize input), or a Terraform module block whose source
 * is `./test/mod`. The exclusion was meant for fixtures; the pull request brings both the
 * reference and the file, and only the reference is judged.
 */
import { describe, expect, it } from 'vitest';
import { useForkAttacks } from '../../support/fork-attacks.ts';
import { expectJudged } from '../../support/judged-attacks.ts';
import { limitedPod } from '../../support/iac-samples.ts';

const harness = useForkAttacks();

const pod = (privileged: boolean): string => limitedPod('app', privileged);

const OPEN_SG =
  'resource "aws_security_group" "debug" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n';

describe('what the deployer reads is not left out on purpose', () => {
  it('an excluded file a kustomization under path now reads', async () => {
    const file = 'infra/k8s/test/debug.yaml';
    const attack = await harness.run(
      {
        'infra/k8s/kustomization.yaml': 'resources:\n  - app.yaml\n  - test/debug.yaml\n',
        [file]: pod(true),
      },
      {
        base: {
          'infra/k8s/kustomization.yaml': 'resources:\n  - app.yaml\n',
          'infra/k8s/app.yaml': pod(false),
        },
        inputs: { exclude: '**/test/**' },
      },
    );
    expect(attack.uploaded).toContain('infra/k8s/kustomization.yaml');
    expectJudged(attack, file);
  });

  it('an excluded folder a Terraform module block under path now uses', async () => {
    const file = 'infra/test/mod/main.tf';
    const attack = await harness.run(
      {
        'infra/debug.tf': 'module "debug" {\n  source = "./test/mod"\n}\n',
        [file]: OPEN_SG,
      },
      { inputs: { exclude: '**/test/**' } },
    );
    expect(attack.uploaded).toContain('infra/debug.tf');
    expectJudged(attack, file);
  });
});
