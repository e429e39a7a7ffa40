/**
 * Pull requests gate on what they introduce: the action (run() in this process, through the
 * harness) on real git checkouts (a depth-1 checkout of GitHub's merge commit, a full clone of the
 * head) against a real origin on disk and the emulator, with the base read from git objects and
 * scanned alongside the head.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createGitCli } from '../../../../src/engine/git/git.ts';
import { discoverFiles, type DiscoveredFile } from '../../../../src/engine/discovery/discover.ts';
import type { ContentReader } from '../../../../src/engine/packing/content-reader.ts';
import { collectArchives, packFiles } from '../../../../src/engine/packing/pack.ts';
import { commitTree } from '../../../../src/engine/scan/trees/commit-tree.ts';
import {
  git,
  makePullRequestRepository,
  tempDir,
  writeFiles,
  type PullRequestRepository,
} from '../../../support/git-fixtures.ts';
import { useIntegration } from '../../../support/integration.ts';
import { discoverAll } from '../../../support/discover-all.ts';

const BUCKET = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;
const OPEN_SG = `resource "aws_security_group" "web" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n`;

type Origin = PullRequestRepository;

/** main with `base`, and pull request #7 changing `head` (null deletes a file). */
function makeOrigin(base: Record<string, string>, head: Record<string, string | null>): Origin {
  return makePullRequestRepository({
    base: (dir) => writeFiles(dir, base),
    head: (dir) => writeFiles(dir, head),
  });
}

const checkoutMerge = (origin: Origin): string => origin.checkoutMerge();
const checkout = (origin: Origin, sha: string): string => origin.checkout(sha);

const harness = useIntegration({ scan: { delayMs: 150 } });
const { emulator } = harness;

function pullRequest(origin: Origin) {
  return { name: 'pull_request', payload: origin.event };
}

/** The Action as the runner starts it: run() in this process, on the harness's clock. */
async function run(
  workspace: string,
  options: {
    event?: { name: string; payload: Record<string, unknown> };
    sha?: string;
    inputs?: Record<string, string>;
  },
) {
  const result = await harness.action({
    workspace,
    ...(options.event && { event: options.event.name, payload: options.event.payload }),
    ...(options.sha && { sha: options.sha }),
    inputs: { 'github-token': '', 'pr-comment': 'false', ...options.inputs },
  });
  return { ...result, stdout: result.log };
}

describe('a pull request against its base', () => {
  const stamp = () => `# ${Date.now()}-${Math.random()}\n`;

  it('after the default checkout, fetches the base, gates only on what the pull request adds, and reports what it fixed', async () => {
    const header = stamp();
    const origin = makeOrigin(
      { 'infra/main.tf': header + BUCKET('logs') + '\n' + OPEN_SG },
      {
        'infra/main.tf':
          header +
          '# lines above move everything down\n\n' +
          BUCKET('logs') +
          '\n' +
          BUCKET('data'),
      },
    );
    const result = await run(checkoutMerge(origin), { event: pullRequest(origin) });
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '1',
      'fixed-count': '1',
      'high-count': '2',
      'critical-count': '0',
    });
    expect(result.stdout).toMatch(
      /::error::Plerion IaC scan failed: 1 new finding at a fail-on severity \(1 HIGH\); 1 existing finding already on main, not gated/,
    );
    // The base was read from git objects, fetched at depth 1, and scanned alongside the head.
    const uploads = emulator.requestsTo('upload').map((r) => r.query.artifactName);
    expect(uploads).toContain(`infra-${origin.baseSha.slice(0, 7)}.zip`);
    expect(result.summary).toMatch(/New in this pull request: 1 finding/);
    expect(result.summary).toMatch(/Fixed by this pull request: 1/);
    expect(result.summary).toMatch(/Already on main: 1/);
    const sarif = JSON.parse(fs.readFileSync(result.outputs['sarif-file']!, 'utf8')) as {
      runs: { results: { baselineState: string; ruleId: string }[] }[];
    };
    expect(sarif.runs[0]!.results.map((r) => r.baselineState).sort()).toEqual(['new', 'unchanged']);
    const report = JSON.parse(fs.readFileSync(result.outputs['report-file']!, 'utf8')) as {
      findings: { baseline: string }[];
      baseline: { fixed: { detectionId: string }[] };
    };
    expect(report.findings.map((f) => f.baseline).sort()).toEqual(['existing', 'new']);
    expect(report.baseline.fixed.map((f) => f.detectionId)).toEqual(['PLERION-TF-SG-OPEN-INGRESS']);
  });

  it('passes a pull request that adds nothing, however many findings its base already has', async () => {
    const header = stamp();
    const origin = makeOrigin(
      { 'infra/main.tf': header + BUCKET('logs') + '\n' + OPEN_SG },
      { 'README.md': 'docs only\n' },
    );
    const result = await run(checkoutMerge(origin), { event: pullRequest(origin) });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({
      result: 'pass',
      'new-count': '0',
      'fixed-count': '0',
      'critical-count': '1',
    });
  });

  it('costs one request for a base a push run scanned: the same names and bytes, "already scanned"', async () => {
    const header = stamp();
    const origin = makeOrigin(
      {
        'infra/main.tf': header + BUCKET('logs'),
        'k8s/pod.yaml':
          'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      image: nginx\n      securityContext:\n        privileged: true\n',
      },
      { 'infra/extra.tf': BUCKET('extra') },
    );
    // The push run of main, on a checkout of that commit, with the default archive name.
    const push = await run(checkout(origin, origin.baseSha), {
      sha: origin.baseSha,
      inputs: { baseline: 'none' },
    });
    const pushed = push.outputs['artifact-names']!;
    expect(pushed).toBe(`infra-${origin.baseSha.slice(0, 7)}.zip`);
    // Nothing known to the service yet: no line about reused scans.
    expect(push.stdout).not.toContain('The service already knew');
    emulator.requests.length = 0;
    // The pull request, from a full clone of its head (fetch-depth: 0): the merge base, no fetch.
    const result = await run(checkout(origin, origin.headSha), { event: pullRequest(origin) });
    const baseUpload = emulator.requestsTo('upload').find((r) => r.query.artifactName === pushed);
    expect(baseUpload).toBeDefined();
    expect(result.stdout).toContain(
      `${pushed}: uploaded, scan ${push.outputs['scan-ids']} (already scanned`,
    );
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1', 'fixed-count': '0' });
    expect(result.stdout).toMatch(
      /The service already knew 1 of 2 archives \(byte-identical[^)]*\): reused without a new scan, which saved 1 scan\./,
    );
  });

  it('says why and gates on every finding when the base cannot be fetched', async () => {
    const header = stamp();
    const origin = makeOrigin(
      { 'infra/main.tf': header + BUCKET('logs') },
      { 'infra/new.tf': BUCKET('new') },
    );
    const workspace = checkoutMerge(origin);
    git(workspace, ['remote', 'set-url', 'origin', 'file:///nonexistent/origin.git']);
    const result = await run(workspace, { event: pullRequest(origin) });
    expect(result.stdout).toMatch(
      /::warning::The baseline could not be used, so the gate counts every finding: .*persist-credentials/,
    );
    expect(result.outputs).toMatchObject({
      result: 'fail',
      'new-count': '',
      'fixed-count': '',
      'high-count': '2',
    });
    expect(result.stdout).toMatch(/2 findings at a fail-on severity \(2 HIGH\)/);
  });

  it('counts every finding new when the scanned folder does not exist on the base, and says so', async () => {
    const header = stamp();
    const origin = makeOrigin(
      { 'README.md': header },
      { 'infra/main.tf': header + BUCKET('logs') },
    );
    const result = await run(checkoutMerge(origin), {
      event: pullRequest(origin),
      inputs: { path: 'infra' },
    });
    expect(result.outputs).toMatchObject({ result: 'fail', 'new-count': '1', 'fixed-count': '0' });
    expect(result.summary).toMatch(/infra does not exist on main: every finding is new/);
  });
});

describe('the base read from git objects', () => {
  it('packs to the very bytes a run on a checkout of that commit packs', async () => {
    const files: Record<string, string> = {
      'infra/main.tf': BUCKET('logs'),
      'infra/modules/net/main.tf': OPEN_SG,
      'k8s/app.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n',
      'k8s/not-iac.yaml': 'name: config\nvalues: [1, 2]\n',
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
      'charts/web/templates/_helpers.tpl': '{{- define "web.name" -}}web{{- end }}\n',
      'docker/Dockerfile': 'FROM nginx:latest\n',
      'README.md': 'not scanned\n',
    };
    for (let i = 0; i < 40; i++) files[`stacks/s${i}/main.tf`] = BUCKET(`s${i}`).repeat(30);
    const origin = makeOrigin(files, { 'infra/new.tf': BUCKET('new') });
    const pack = async (
      discovered: Awaited<ReturnType<typeof discoverFiles>>,
      dir: string,
      reader?: ContentReader<DiscoveredFile>,
    ) => {
      const options = { maxArchiveBytes: 4_000, baseName: 'infra-base', dir };
      const packing = await (reader
        ? packFiles(discovered.files, { ...options, reader })
        : packFiles(discovered.files, options));
      return Promise.all(
        (await collectArchives(packing)).map(async (a) => ({
          name: a.plan.name,
          sha256: createHash('sha256')
            .update(await fs.promises.readFile(a.file))
            .digest('hex'),
        })),
      );
    };
    // Through the baseline: the merge commit checked out, the base read from its objects.
    const workspace = checkout(origin, origin.headSha);
    const out = tempDir('iac-bl-out-');
    const tree = commitTree({
      git: createGitCli(),
      sha: origin.baseSha,
      label: 'main',
      baseName: 'infra-base',
      rules: { workspace, scanRoot: workspace, include: [], exclude: [] },
    });
    const baseDiscovery = await tree.discover();
    if (!baseDiscovery) throw new Error('the base folder should exist');
    // Through a plain run on a checkout of the base commit.
    const baseCheckout = checkout(origin, origin.baseSha);
    const onDisk = await discoverAll(baseCheckout);
    expect(baseDiscovery.files.map((f) => f.path)).toEqual(onDisk.files.map((f) => f.path));
    const viaGit = await pack(baseDiscovery, path.join(out, 'git'), tree.reader);
    // No blob was written to disk to be packed: the folder holds the archives and nothing else.
    const written = await fs.promises.readdir(out, { recursive: true });
    expect(written.filter((f) => !f.endsWith('.zip') && f !== 'git')).toEqual([]);
    const viaCheckout = await pack(onDisk, path.join(out, 'disk'));
    expect(viaGit.length).toBeGreaterThanOrEqual(3);
    expect(viaGit).toEqual(viaCheckout);
  });
});
