/**
 * Code from outside the repository, told apart by how firmly it is pinned (issue 39, round three):
 * a commit, a digest, a checksum or an exact version is `pinned`; a version tag or constraint, or
 * Docker's standard frontend, `versioned`; a branch, no ref, no version or anyone else's frontend
 * image, `unpinned` (not judged on a change request). Also which files name which addresses.
 */
import { describe, expect, it } from 'vitest';
import { remoteCodeIn } from '../../../../src/engine/change/references/remote-added.ts';
import {
  chartAddress,
  dockerfileSyntax,
  frontendAddress,
  isRemoteAddress,
  kustomizeAddress,
  moduleAddress,
} from '../../../../src/engine/change/references/remote-references.ts';
import { expectPredicate } from '../../../support/expect-predicate.ts';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('how firmly a remote address names what is fetched', () => {
  it('a Terraform module: git by its ref, an archive by its checksum, a registry by its version', () => {
    const pin = (source: string, version?: string) => moduleAddress(source, version).pin;
    expect(pin(`git::https://github.com/o/m.git//edge?ref=${SHA}`)).toBe('pinned');
    expect(pin('git::https://github.com/o/m.git//edge?ref=v1.2.3')).toBe('versioned');
    expect(pin('git::https://github.com/o/m.git//edge?ref=main')).toBe('unpinned');
    expect(pin('github.com/o/m')).toBe('unpinned');
    expect(pin('git@github.com:o/m.git')).toBe('unpinned');
    expect(pin('https://example.com/m.zip?checksum=sha256:ab')).toBe('pinned');
    expect(pin('s3::https://bucket.s3.amazonaws.com/m.zip')).toBe('unpinned');
    expect(pin('terraform-aws-modules/vpc/aws', '5.1.0')).toBe('pinned');
    expect(pin('terraform-aws-modules/vpc/aws', '~> 5.0')).toBe('versioned');
    expect(pin('terraform-aws-modules/vpc/aws')).toBe('unpinned');
    expect(pin('git::https://example.com/${var.repo}.git')).toBe('unpinned');
    expect(moduleAddress('github.com/o/m?ref=main', undefined).detail).toContain('ref=main');
  });

  it('a kustomize remote target, a Dockerfile frontend, a chart from a repository', () => {
    expect(kustomizeAddress('https://github.com/o/k//agent?ref=main').pin).toBe('unpinned');
    expect(kustomizeAddress(`https://github.com/o/k//agent?ref=${SHA}`).pin).toBe('pinned');
    expect(kustomizeAddress('https://example.com/deploy.yaml').pin).toBe('unpinned');
    expect(kustomizeAddress(`https://raw.example.com/o/k/${SHA}/deploy.yaml`).pin).toBe('pinned');
    expect(frontendAddress('docker/dockerfile:1').pin).toBe('versioned');
    expect(frontendAddress('ghcr.io/outsider/dockerfile:1').pin).toBe('unpinned');
    expect(frontendAddress(`ghcr.io/o/f@sha256:${'a'.repeat(64)}`).pin).toBe('pinned');
    expect(chartAddress('https://charts.example.com/', 'redis', '18.1.0')).toEqual({
      address: 'https://charts.example.com/redis',
      pin: 'pinned',
      detail: 'version 18.1.0',
    });
    expect(chartAddress('oci://registry/charts', 'redis', '^18').pin).toBe('versioned');
    expect(chartAddress('https://charts.example.com', 'redis', undefined).pin).toBe('unpinned');
  });

  it('tells a remote address from a local path', () => {
    expectPredicate(isRemoteAddress, {
      holds: ['https://x.io/a', 'git::ssh://h/r', 'git@h:r.git', 'github.com/o/r'],
      fails: ['../base', './svc.yaml', 'overlays/prod', 'charts/web'],
    });
  });

  it('reads # syntax= only among the parser directives before anything else', () => {
    expect(dockerfileSyntax('# syntax=ghcr.io/o/f:1\nFROM x\n')).toBe('ghcr.io/o/f:1');
    expect(dockerfileSyntax('\uFEFF# escape=`\n# SYNTAX = o/f\nFROM x\n')).toBe('o/f');
    expect(dockerfileSyntax('FROM x\n# syntax=o/f\n')).toBeUndefined();
    expect(dockerfileSyntax('\n# syntax=o/f\nFROM x\n')).toBeUndefined();
  });
});

describe('the remote addresses a file names', () => {
  it('by what reads the file: module calls, kustomize targets and charts, a frontend, dependencies', () => {
    const tf =
      'module "a" {\n  source = "./local"\n}\nmodule "b" {\n  source = "github.com/o/m"\n}\n';
    expect(remoteCodeIn('infra/main.tf', tf).map((c) => [c.what, c.address, c.pin])).toEqual([
      ['module "b"', 'github.com/o/m', 'unpinned'],
    ]);
    const kustomization = [
      'resources:',
      '  - svc.yaml',
      '  - https://github.com/o/k//agent?ref=main',
      'helmCharts:',
      '  - name: redis',
      '    repo: https://charts.example.com',
      '    version: 18.1.0',
      '  - name: local',
      '',
    ].join('\n');
    expect(remoteCodeIn('k8s/kustomization.yaml', kustomization).map((c) => c.what)).toEqual([
      'a resource',
      'helmCharts "redis"',
    ]);
    expect(remoteCodeIn('web/Dockerfile', '# syntax=o/f:1\nFROM x\n')).toHaveLength(1);
    const chart =
      'apiVersion: v2\nname: web\ndependencies:\n  - name: db\n    repository: https://c.io\n  - name: lib\n    repository: file://../lib\n';
    expect(remoteCodeIn('charts/web/Chart.yaml', chart).map((c) => c.address)).toEqual([
      'https://c.io/db',
    ]);
    expect(remoteCodeIn('docs/module.md', tf)).toEqual([]);
  });
});
