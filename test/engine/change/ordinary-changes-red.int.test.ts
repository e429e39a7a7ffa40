/**
 * Attack, the other direction (round three): pull requests that introduce nothing and end red.
 * The rules that follow dependencies out of `path` (a link under `path` to a folder, a folder a
 * kustomization under `path` names) count *any* change in the folder they lead to, a README's
 * included, as IaC not judged: `error`, a failed check run, on a documentation edit that no
 * deployer reads. "Not judged means a deployer could read it and we did not" (issue 40).
 * A pull request on `pull_request_target`, in process. Both fail on the code of e7392c9.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForkAttacks } from '../../support/fork-attacks.ts';

const harness = new ForkAttacks();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

const QUEUE = 'resource "aws_sqs_queue" "q" {}\n';

describe('a documentation edit next to IaC that path uses from outside it', () => {
  it('a README in the module folder a base link under path points at: pass', async () => {
    const { result, unjudged } = await harness.run(
      { 'platform/edge/README.md': '# edge\n\nHow to use it.\n' },
      {
        base: {
          'infra/main.tf': 'module "edge" {\n  source = "./modules/edge"\n}\n',
          'platform/edge/main.tf': QUEUE,
          'platform/edge/README.md': '# edge\n',
        },
        baseWith: (dir) => {
          fs.mkdirSync(path.join(dir, 'infra/modules'), { recursive: true });
          fs.symlinkSync('../../platform/edge', path.join(dir, 'infra/modules/edge'));
        },
      },
    );
    expect(unjudged).toEqual({});
    expect(result.outputs.result).toBe('pass');
  });

  it('a README in the kustomize base a kustomization under path names: pass', async () => {
    const { result, unjudged } = await harness.run(
      { 'k8s/base/README.md': '# base\n\nHow to use it.\n' },
      {
        base: {
          'infra/overlay/kustomization.yaml': 'resources:\n  - ../../k8s/base\n',
          'k8s/base/kustomization.yaml': 'resources:\n  - service.yaml\n',
          'k8s/base/service.yaml':
            'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n',
          'k8s/base/README.md': '# base\n',
        },
      },
    );
    expect(unjudged).toEqual({});
    expect(result.outputs.result).toBe('pass');
  });
});
