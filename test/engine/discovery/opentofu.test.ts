/**
 * OpenTofu's own files (`.tofu`, `.tofu.json`) are Terraform units with their folder: OpenTofu
 * reads `x.tofu` instead of a `x.tf` beside it, Terraform reads the `.tf`; the service scans HCL,
 * so both go, in one archive, and an inline suppression in a `.tofu` file takes `#` or `//`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packFiles } from '../../../src/engine/packing/pack.ts';
import { commentPrefixesOf } from '../../../src/engine/suppressions/inline.ts';
import { readZip } from '../../support/zip-reader.ts';
import { writeTree } from '../../support/helpers.ts';
import { discoverAll } from '../../support/discover-all.ts';
import { useTempDirs } from '../../support/temp-dirs.ts';

const dirs = useTempDirs();

describe('OpenTofu files', () => {
  it('are discovered as Terraform, in their folder’s unit, beside a .tf of the same name', async () => {
    const root = dirs.make('iac-tofu-');
    writeTree(root, {
      'infra/main.tf': 'resource "aws_s3_bucket" "logs" {}\n',
      'infra/main.tofu': 'resource "aws_s3_bucket" "logs" {\n  acl = "private"\n}\n',
      'infra/providers.tofu.json': '{ "terraform": { "required_version": ">= 1.8" } }\n',
      'infra/prod.tfvars': 'region = "ap-southeast-2"\n',
      'modules/net/vpc.tofu': 'resource "aws_vpc" "main" {}\n',
      'notes/tofu.md': '# not IaC\n',
    });
    const found = await discoverAll(root);
    const byPath = Object.fromEntries(found.files.map((f) => [f.path, `${f.kind} ${f.unit}`]));
    expect(byPath).toEqual({
      'infra/main.tf': 'terraform terraform:infra',
      'infra/main.tofu': 'terraform terraform:infra',
      'infra/providers.tofu.json': 'terraform terraform:infra',
      'infra/prod.tfvars': 'terraform terraform:infra',
      'modules/net/vpc.tofu': 'terraform terraform:modules/net',
    });

    const spool = dirs.make('iac-tofu-zip-');
    const packing = await packFiles(found.files, {
      maxArchiveBytes: 4_400_000,
      baseName: 'tofu',
      dir: spool,
    });
    const names: string[] = [];
    for await (const archive of packing.archives)
      names.push(...(await readZip(archive.file)).map((e) => `${archive.plan.name}:${e.name}`));
    await packing.close();
    // One archive: a folder is one unit, its .tf and .tofu files together.
    expect(names.filter((n) => n.startsWith('tofu.zip:infra/'))).toHaveLength(4);
    expect(names).toContain('tofu.zip:infra/main.tofu');
  });

  it('are never followed when a link, even named like OpenTofu (a fork pointing at a host file)', async () => {
    const root = dirs.make('iac-tofu-link-');
    writeTree(root, { 'infra/main.tofu': 'resource "aws_s3_bucket" "logs" {}\n' });
    fs.symlinkSync('/etc/passwd', path.join(root, 'infra', 'passwd.tofu'));
    const found = await discoverAll(root);
    expect(found.files.map((f) => f.path)).toEqual(['infra/main.tofu']);
    expect(found.skipped.get('symlink')).toEqual(['infra/passwd.tofu']);
  });

  it('take inline suppressions after # or //, as .tf files do', () => {
    expect(commentPrefixesOf('infra/main.tofu')).toEqual(commentPrefixesOf('infra/main.tf'));
    expect(commentPrefixesOf('infra/main.tofu.json')).toEqual(['//']);
  });
});
