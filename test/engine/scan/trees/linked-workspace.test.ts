/**
 * The base's files are named as the workspace names its own, also when the workspace is reached
 * through a link: macOS's temporary folders are /var/… while git reports /private/var/…, and
 * Windows' are C:\Users\RUNNER~1\… while git reports the long name. Naming the base's files from
 * git's top level put them at `../…`, so the base archive could not be read and no finding was
 * compared.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { discoverBaseFiles } from '../../../../src/engine/scan/trees/discover-base.ts';
import { GIT_ENV, makePullRequestRepository, writeFiles } from '../../../support/git-fixtures.ts';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { tempDir } from '../../../support/helpers.ts';

it.skipIf(process.platform === 'win32')(
  'names the base files from the workspace as given, not from git’s resolved path',
  async () => {
    const pr = makePullRequestRepository({
      base: (dir) =>
        writeFiles(dir, {
          'infra/main.tf': 'resource "aws_s3_bucket" "logs" {}\n',
          'infra/k8s/pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n',
        }),
      head: (dir) => writeFiles(dir, { 'infra/new.tf': 'resource "aws_sqs_queue" "q" {}\n' }),
    });
    const real = pr.checkout(pr.headSha);
    const workspace = path.join(tempDir('iac-link-'), 'workspace');
    fs.symlinkSync(real, workspace);
    const git = createGitCli({ env: GIT_ENV });
    for (const [scanRoot, expected] of [
      [workspace, ['infra/k8s/pod.yaml', 'infra/main.tf']],
      [path.join(workspace, 'infra'), ['infra/k8s/pod.yaml', 'infra/main.tf']],
      [path.join(workspace, 'infra', 'k8s'), ['infra/k8s/pod.yaml']],
    ] as const) {
      const base = await discoverBaseFiles({
        git,
        workspace,
        scanRoot,
        sha: pr.baseSha,
        include: [],
        exclude: [],
      });
      expect(base.exists).toBe(true);
      const paths = base.exists ? base.discovery.files.map((f) => f.path).sort() : [];
      expect(paths).toEqual(expected);
    }
  },
);
