/**
 * A pull request is red only for what it introduced (issue 40), end to end: run() in this process
 * as a `pull_request` on GitHub's merge commit (depth 1, the base fetched from a real origin), the
 * emulator (with the detections that fire on ordinary IaC) as the service. Each ordinary edit of a
 * resource that has a finding on the base (tags, a `RUN` line, labels, a comment above it, a file
 * renamed, a resource moved to another file, a `moved` block) passes; a rule on a new resource
 * still fails; old findings in edited resources are listed apart; code scanning's fingerprints
 * stay the same when a resource is edited.
 */
import * as fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  git,
  makePullRequestRepository,
  type PullRequestRepository,
} from '../../../support/git-fixtures.ts';
import { useIntegration, type InProcessRun } from '../../../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 }, detections: 'extended' });
const { emulator, github } = harness;
/** A public bucket without versioning: two HIGH findings on one resource. */
const BUCKET = (name: string, extra = ''): string =>
  `resource "aws_s3_bucket" "${name}" {\n  bucket = "${name}"\n  acl    = "public-read"\n${extra}}\n`;
const TAGS = '  tags = {\n    team = "storage"\n  }\n';
const DOCKERFILE =
  'FROM node:20-alpine\nWORKDIR /app\nCOPY . .\nRUN npm ci\nCMD ["node", "app.js"]\n';

/** A privileged Deployment with `containers` (each may run as root). */
function deployment(labels = '', containers = ['api']): string {
  return [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: web',
    ...(labels ? ['  labels:', labels] : []),
    'spec:',
    '  template:',
    '    spec:',
    '      containers:',
    ...containers.flatMap((c) => [
      `        - name: ${c}`,
      `          image: ${c}:1`,
      '          securityContext:',
      '            privileged: true',
      ...(c.endsWith('-safe') ? ['            runAsNonRoot: true'] : []),
      '          resources:',
      '            limits:',
      '              cpu: 100m',
    ]),
    '',
  ].join('\n');
}

/** Pull request #7 from `base` to `head` (files written, null deletes: a rename is both). */
function origin(
  base: Record<string, string>,
  head: Record<string, string | null>,
): PullRequestRepository {
  const stamp = `# ${Math.random()}\n`;
  const stamped = (files: Record<string, string | null>) =>
    Object.fromEntries(
      Object.entries(files).map(([f, c]) => [f, c !== null && f.endsWith('.tf') ? stamp + c : c]),
    );
  return makePullRequestRepository({ base: stamped(base), head: stamped(head) });
}

interface Reported {
  detectionId: string;
  file: string;
  resource: string;
  baseline?: string;
  inChangedResource?: boolean;
  fingerprint: string;
}

async function pullRequest(
  pr: PullRequestRepository,
  inputs: Record<string, string> = {},
): Promise<InProcessRun> {
  const workspace = pr.checkoutMerge();
  harness.removeLater(workspace);
  return harness.action({
    workspace,
    event: 'pull_request',
    payload: pr.event,
    sha: git(workspace, ['rev-parse', 'HEAD']),
    inputs: { 'pr-comment': 'true', 'check-run': 'false', 'upload-sarif': 'false', ...inputs },
  });
}

function findingsOf(run: InProcessRun): Reported[] {
  return run.report.findings as Reported[];
}

/** `detection resource state` of each finding, and of each fixed one. */
function verdictOf(run: InProcessRun) {
  const baseline = run.report.baseline as { fixed: Reported[] } | null;
  return {
    result: run.outputs.result,
    new: run.outputs['new-count'],
    fixed: run.outputs['fixed-count'],
    newFindings: findingsOf(run)
      .filter((f) => f.baseline === 'new')
      .map((f) => `${f.detectionId} ${f.file} ${f.resource}`),
    fixedFindings: (baseline?.fixed ?? []).map((f) => `${f.detectionId} ${f.file} ${f.resource}`),
  };
}

const PASSES = { result: 'pass', new: '0', fixed: '0', newFindings: [], fixedFindings: [] };

/** The pull-request comment as its reader sees the text (Markdown escapes undone). */
function comment(): string {
  return (github.comments.at(-1)?.body ?? '').replace(/\\(.)/g, '$1');
}

function touched(run: InProcessRun): string[] {
  return findingsOf(run)
    .filter((f) => f.inChangedResource)
    .map((f) => `${f.detectionId} ${f.resource}`)
    .sort();
}

describe('an ordinary edit of a resource that has findings on the base', () => {
  it('tags added inside a bucket: passes, and lists the old findings as in a resource it changes', async () => {
    const run = await pullRequest(
      origin({ 'infra/s3.tf': BUCKET('data') }, { 'infra/s3.tf': BUCKET('data', TAGS) }),
      { 'check-run': 'true' },
    );
    expect(verdictOf(run)).toEqual(PASSES);
    const checkRun = github.checkRuns.at(-1);
    // Passed, with findings on it: neutral, as any pass that lists findings.
    expect(checkRun?.conclusion).toBe('neutral');
    expect(checkRun?.output.summary).toContain(
      'Existing, in a resource this pull request changes: 2 findings',
    );
    expect(checkRun?.annotations.map((a) => a.message)).toEqual([
      expect.stringContaining('Existing, in a resource this change edits'),
      expect.stringContaining('Existing, in a resource this change edits'),
    ]);
    expect(touched(run)).toEqual([
      'PLERION-TF-S3-NO-VERSIONING aws_s3_bucket.data',
      'PLERION-TF-S3-PUBLIC-ACL aws_s3_bucket.data',
    ]);
    expect(run.summary).toContain('Existing, in a resource this pull request changes: 2 findings');
    expect(comment()).toContain('Existing, in a resource this pull request changes: 2 findings');
    expect(comment()).toContain('2 already on `main` (2 in resources it changes)');
  });

  it('a line added to a Dockerfile without USER: passes', async () => {
    const run = await pullRequest(
      origin(
        { 'app/Dockerfile': DOCKERFILE },
        { 'app/Dockerfile': DOCKERFILE.replace('RUN npm ci\n', 'RUN npm ci\nRUN npm prune\n') },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    expect(touched(run)).toEqual(['PLERION-DOCKER-ROOT-USER Dockerfile']);
  });

  it('labels added to a privileged Deployment: passes', async () => {
    const run = await pullRequest(
      origin(
        { 'k8s/web.yaml': deployment() },
        { 'k8s/web.yaml': deployment('    app: web\n    tier: front') },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    // The Deployment's finding is in what changed; the container's own lines did not change.
    expect(touched(run)).toEqual(['PLERION-K8S-PRIVILEGED Deployment.web']);
  });

  it('a comment above a resource shifting its lines: passes, and the resource is not called changed', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/s3.tf': BUCKET('data') },
        { 'infra/s3.tf': `# Data lake\n# Owned by the storage team.\n\n${BUCKET('data')}` },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    expect(touched(run)).toEqual([]);
    expect(run.summary).not.toContain('Existing, in a resource');
  });
});

describe('a resource that moves', () => {
  it('a file renamed (and edited): passes, and the comment says which file it was', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/s3.tf': BUCKET('data') },
        { 'infra/s3.tf': null, 'infra/storage.tf': BUCKET('data', TAGS) },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    expect(comment()).toContain(
      'kept their identity through a file git sees renamed, so they are not new: infra/s3.tf → infra/storage.tf',
    );
  });

  it('a Dockerfile moved to another folder: passes', async () => {
    const run = await pullRequest(
      origin(
        { 'app/Dockerfile': DOCKERFILE },
        { app: null, 'services/app/Dockerfile': DOCKERFILE },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
  });

  it('a resource moved to another file of its module in the same commit: passes', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/main.tf': `${BUCKET('logs')}\n${BUCKET('data')}` },
        { 'infra/main.tf': BUCKET('logs'), 'infra/data.tf': BUCKET('data') },
      ),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    expect(run.summary).toContain('their resource moved to another file of its Terraform module');
  });

  it('a resource renamed with a moved block: passes, and the comment says so', async () => {
    const moved = 'moved {\n  from = aws_s3_bucket.data\n  to   = aws_s3_bucket.lake\n}\n';
    const run = await pullRequest(
      origin({ 'infra/s3.tf': BUCKET('data') }, { 'infra/s3.tf': `${BUCKET('lake')}\n${moved}` }),
    );
    expect(verdictOf(run)).toEqual(PASSES);
    expect(comment()).toContain(
      'kept their identity through a Terraform moved block (the same resource, renamed), so they are not new: aws_s3_bucket.data → aws_s3_bucket.lake (infra/s3.tf)',
    );
  });

  it('a resource renamed without a moved block: its findings are new (and the old ones fixed)', async () => {
    const run = await pullRequest(
      origin({ 'infra/s3.tf': BUCKET('data') }, { 'infra/s3.tf': BUCKET('lake') }),
    );
    expect(verdictOf(run)).toMatchObject({ result: 'fail', new: '2', fixed: '2' });
  });
});

describe('several findings and new resources', () => {
  it('two findings of one detection on one resource, one fixed: one fixed, one kept, passes', async () => {
    const run = await pullRequest(
      origin(
        { 'k8s/web.yaml': deployment('', ['api', 'sidecar']) },
        { 'k8s/web.yaml': deployment('', ['api-safe', 'sidecar']) },
      ),
    );
    expect(verdictOf(run)).toMatchObject({
      result: 'pass',
      new: '0',
      fixed: '1',
      fixedFindings: ['PLERION-K8S-CONTAINER-ROOT k8s/web.yaml Deployment.web'],
    });
    const kept = findingsOf(run).filter((f) => f.detectionId === 'PLERION-K8S-CONTAINER-ROOT');
    expect(kept.map((f) => f.baseline)).toEqual(['existing']);
  });

  it('a new resource with a rule an edited one also has: only the new one is new', async () => {
    const run = await pullRequest(
      origin(
        { 'infra/s3.tf': BUCKET('data') },
        { 'infra/s3.tf': `${BUCKET('data', TAGS)}\n${BUCKET('backup')}` },
      ),
    );
    expect(verdictOf(run)).toEqual({
      result: 'fail',
      new: '2',
      fixed: '0',
      newFindings: [
        'PLERION-TF-S3-NO-VERSIONING infra/s3.tf aws_s3_bucket.backup',
        'PLERION-TF-S3-PUBLIC-ACL infra/s3.tf aws_s3_bucket.backup',
      ],
      fixedFindings: [],
    });
    expect(touched(run)).toHaveLength(2);
  });
});

describe('code scanning', () => {
  it('keeps the fingerprints of a finding whose resource is edited and moved within its file', async () => {
    const pr = origin(
      { 'infra/s3.tf': BUCKET('data') },
      { 'infra/s3.tf': `# moved down\n\n${BUCKET('data', TAGS)}` },
    );
    const push = pr.checkout(pr.baseSha);
    harness.removeLater(push);
    const before = await harness.action({
      workspace: push,
      event: 'push',
      payload: {},
      sha: pr.baseSha,
      inputs: { 'check-run': 'false', 'upload-sarif': 'false' },
    });
    const after = await pullRequest(pr);
    const prints = (run: InProcessRun) => {
      const sarif = JSON.parse(fs.readFileSync(run.outputs['sarif-file']!, 'utf8')) as {
        runs: { results: { ruleId: string; partialFingerprints: Record<string, string> }[] }[];
      };
      // Our own keys: code scanning's line hash is GitHub's, and follows the line's text.
      return sarif.runs[0]!.results.map((r) => ({
        rule: r.ruleId,
        own: Object.entries(r.partialFingerprints).filter(
          ([key]) => key !== 'primaryLocationLineHash',
        ),
      }));
    };
    expect(prints(after)).toEqual(prints(before));
    expect(prints(after).map((p) => p.own.length)).toEqual([1, 1]);
  });
});

describe('the tracking issue', () => {
  it('uses the same identity: a scheduled run against a base ref opens no issue for an edited resource', async () => {
    const pr = origin({ 'infra/s3.tf': BUCKET('data') }, { 'infra/s3.tf': BUCKET('data', TAGS) });
    const workspace = pr.checkout(pr.headSha);
    harness.removeLater(workspace);
    github.reset();
    const run = await harness.action({
      workspace,
      event: 'schedule',
      payload: {},
      sha: pr.headSha,
      inputs: {
        baseline: pr.baseSha,
        'tracking-issue': 'true',
        'check-run': 'false',
        'upload-sarif': 'false',
      },
    });
    expect(verdictOf(run)).toEqual(PASSES);
    expect(github.issues).toEqual([]);
    expect(run.log).toContain('No tracking issue needed.');
  });
});

describe('a head archive with the bytes of a base archive', () => {
  it('is not uploaded again: its scan is the base one', async () => {
    const pr = origin({ 'infra/s3.tf': BUCKET('data') }, { 'README.md': 'docs only\n' });
    emulator.requests.length = 0;
    const run = await pullRequest(pr);
    expect(verdictOf(run)).toEqual(PASSES);
    const uploads = emulator.requestsTo('upload').map((r) => r.query.artifactName);
    expect(uploads).toEqual([`infra-${pr.baseSha.slice(0, 7)}.zip`]);
    expect(run.log).toMatch(
      new RegExp(
        `not uploaded again: byte-identical to infra-${pr.baseSha.slice(0, 7)}\\.zip, whose scan \\S+ is reused`,
      ),
    );
    expect(findingsOf(run)).toHaveLength(2);
  });
});
