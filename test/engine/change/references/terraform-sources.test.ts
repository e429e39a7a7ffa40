/**
 * The module calls a Terraform file makes, read lexically (issue 39, round three): the top-level
 * `source` and `version` of each `module` block, past strings, comments, heredocs and nested
 * blocks, in HCL and in its JSON form; which sources are local (read in place).
 */
import { describe, expect, it } from 'vitest';
import {
  isLocalSource,
  isTerraformFile,
  moduleCalls,
} from '../../../../src/engine/change/references/terraform-sources.ts';
import { expectPredicate } from '../../../support/expect-predicate.ts';

describe('the modules a Terraform file calls', () => {
  it('reads each block top-level source and version, not a nested block or a string', () => {
    const text = [
      'module "net" {',
      '  # source = "../commented"',
      '  source  = "../modules/net"',
      '  version = "1.0.0"',
      '  tags = { name = "}" }',
      '  dynamic "x" {',
      '    source = "../nested"',
      '  }',
      '  policy = <<EOT',
      '  }',
      '  source = "../heredoc"',
      'EOT',
      '}',
      'resource "aws_s3_bucket" "b" {',
      '  source = "../not-a-module"',
      '}',
      '  module "edge" { source = "git::https://h/r.git" }',
      '',
    ].join('\n');
    expect(moduleCalls('main.tf', text)).toEqual([
      { name: 'net', source: '../modules/net', version: '1.0.0' },
      { name: 'edge', source: 'git::https://h/r.git' },
    ]);
  });

  it('reads the source after a brace that is text: in a string, a heredoc or a comment', () => {
    const text = [
      'module "net" {',
      '  name_suffix = "{"',
      '  policy = <<EOT',
      '{',
      'EOT',
      '  /* { */',
      '  source = "../shared/net"',
      '}',
      '',
    ].join('\n');
    expect(moduleCalls('main.tf', text)).toEqual([{ name: 'net', source: '../shared/net' }]);
  });

  it('reads the JSON form, an object or a list of them; a file that does not parse calls none', () => {
    const json = JSON.stringify({
      module: [{ net: { source: '../net' } }, { db: [{ source: 'o/db/aws', version: '2.0.0' }] }],
    });
    expect(moduleCalls('main.tf.json', json)).toEqual([
      { name: 'net', source: '../net' },
      { name: 'db', source: 'o/db/aws', version: '2.0.0' },
    ]);
    expect(moduleCalls('main.tf.json', '{"module": ')).toEqual([]);
  });

  it('tells local sources and Terraform files by name', () => {
    expectPredicate(isLocalSource, {
      holds: ['./net', '../net'],
      fails: ['net', 'github.com/o/m'],
    });
    expect(['a.tf', 'a.tf.json', 'a.tofu', 'a.tofu.json'].every(isTerraformFile)).toBe(true);
    expect(isTerraformFile('a.tfvars')).toBe(false);
  });
});
