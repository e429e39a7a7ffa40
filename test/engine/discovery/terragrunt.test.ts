/**
 * Terragrunt's files are named once, in a notice, with what is scanned instead (issue 39): the
 * service reads Terraform, not Terragrunt's HCL; a module a unit calls under the scanned folder is
 * scanned as Terraform, one out of it or remote is not scanned by this run.
 */
import { describe, expect, it } from 'vitest';
import { applyDiscoveryRules, type FileProbe } from '../../../src/engine/discovery/rules.ts';
import { findTerragruntFiles, terragruntSource } from '../../../src/engine/discovery/terragrunt.ts';

describe("Terragrunt's files", () => {
  it("are its named files and, beside them, every .hcl file but other tools'", () => {
    expect(findTerragruntFiles(['a/env.hcl', 'b/x.pkr.hcl', 'main.tf'])).toBeUndefined();
    expect(
      findTerragruntFiles([
        'root.hcl',
        'live/env.hcl',
        'live/prod/terragrunt.hcl',
        'packer/x.pkr.hcl',
        'jobs/web.nomad.hcl',
        'mod/.terraform.lock.hcl',
        'mod/tests/a.tftest.hcl',
        'mod/main.tf',
      ]),
    ).toEqual({ files: ['root.hcl', 'live/env.hcl', 'live/prod/terragrunt.hcl'] });
  });

  it('name the source of their terraform block, in HCL and in JSON', () => {
    const hcl = [
      'include "root" {',
      '  path = find_in_parent_folders("root.hcl")',
      '}',
      'terraform {',
      '  extra_arguments "x" { commands = ["plan"] }',
      '  source = "../../modules//vpc"',
      '}',
      'inputs = { source = "not this one" }',
      '',
    ].join('\n');
    expect(terragruntSource(hcl)).toBe('../../modules//vpc');
    expect(terragruntSource('{"terraform": {"source": "git::https://x/y.git//m?ref=v1"}}')).toBe(
      'git::https://x/y.git//m?ref=v1',
    );
    expect(terragruntSource('locals { env = "prod" }\n')).toBeUndefined();
  });
});

describe('the notice', () => {
  const tree: Record<string, string> = {
    'root.hcl': 'remote_state { backend = "s3" }\n',
    'live/env.hcl': 'locals { env = "prod" }\n',
    'live/prod/vpc/terragrunt.hcl': 'terraform {\n  source = "../../../modules//vpc"\n}\n',
    'live/prod/db/terragrunt.hcl': 'terraform {\n  source = "../../../../common/db"\n}\n',
    'live/prod/dns/terragrunt.hcl':
      'terraform {\n  source = "tfr:///terraform-aws-modules/route53/aws?version=2.0.0"\n}\n',
    'live/prod/app/terragrunt.hcl': 'terraform {\n  source = "${local.base}//app"\n}\n',
    'modules/vpc/main.tf': 'resource "aws_vpc" "v" {}\n',
  };
  const probe: FileProbe = {
    stat: (p) => (tree[p] === undefined ? { type: 'missing' } : { type: 'file', size: 999 }),
    read: (p) => Buffer.from(tree[p] ?? ''),
  };

  it('names every Terragrunt file once, and where each module is scanned or not', () => {
    const outcome = applyDiscoveryRules(
      { paths: Object.keys(tree).sort(), isIncluded: () => false, isExcluded: () => false },
      probe,
    );
    expect(outcome.files.map((f) => f.path)).toEqual(['modules/vpc/main.tf']);
    expect(outcome.notices).toEqual([
      'Terragrunt: 6 files are Terragrunt configuration, which the service does not scan (live/env.hcl, live/prod/app/terragrunt.hcl, live/prod/db/terragrunt.hcl, live/prod/dns/terragrunt.hcl, live/prod/vpc/terragrunt.hcl, root.hcl). Scanned as Terraform instead: the modules they call under path: modules/vpc. Not scanned by this run: modules out of path (scan them with a path that holds them): ../common/db. Not scanned: remote modules: tfr:///terraform-aws-modules/route53/aws?version=2.0.0. Not scanned: module sources this run cannot resolve: ${local.base}//app.',
    ]);
  });

  it('is not given for a tree without Terragrunt', () => {
    const outcome = applyDiscoveryRules(
      { paths: ['modules/vpc/main.tf'], isIncluded: () => false, isExcluded: () => false },
      probe,
    );
    expect(outcome.notices).toBeUndefined();
  });
});
