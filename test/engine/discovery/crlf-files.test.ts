/**
 * A Windows checkout writes every text file with CRLF: the ignore files discovery reads
 * (`.gitignore` when it walks the files itself, a chart's `.helmignore`) and the IaC it classifies
 * by content must mean what they mean with LF.
 */
import { expect, it } from 'vitest';
import { tempDir, writeTree } from '../../support/helpers.ts';
import { discoverAll } from '../../support/discover-all.ts';

const crlf = (text: string): string => text.replace(/\n/g, '\r\n');

const TREE = {
  '.gitignore': 'generated/\n*.local.tf\n',
  'main.tf': 'resource "aws_s3_bucket" "logs" {}\n',
  'dev.local.tf': 'resource "aws_s3_bucket" "scratch" {}\n',
  'generated/out.tf': 'resource "aws_s3_bucket" "gen" {}\n',
  'k8s/pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n',
  'cfn/bucket.yaml':
    'AWSTemplateFormatVersion: "2010-09-09"\nResources:\n  B:\n    Type: AWS::S3::Bucket\n',
  'app/config.yaml': 'server:\n  port: 8080\n',
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/.helmignore': '*.md\nci/\n',
  'charts/web/README.md': 'notes\n',
  'charts/web/ci/values.yaml': 'x: 1\n',
  'charts/web/templates/pod.yaml': 'apiVersion: v1\nkind: Pod\n',
};

async function discovered(files: Record<string, string>): Promise<string[]> {
  const root = tempDir('iac-crlf-');
  writeTree(root, files);
  const found = await discoverAll(root);
  expect(found.source).toBe('walker');
  return found.files.map((f) => f.path).sort();
}

it('reads CRLF ignore files and classifies CRLF manifests as it does LF ones', async () => {
  const lf = await discovered(TREE);
  expect(lf).toEqual([
    'cfn/bucket.yaml',
    'charts/web/.helmignore',
    'charts/web/Chart.yaml',
    'charts/web/templates/pod.yaml',
    'k8s/pod.yaml',
    'main.tf',
  ]);
  const windows = Object.fromEntries(
    Object.entries(TREE).map(([file, text]) => [file, crlf(text)]),
  );
  expect(await discovered(windows)).toEqual(lf);
});
