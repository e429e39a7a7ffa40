/**
 * The Action from inputs to outputs, as the runner starts it (run() in this process, through the
 * harness), against the emulator and a fake GitHub: a pull request reported everywhere and its
 * comment edited on the next run, a clean and an empty workspace, a fork without a key, a refused
 * key, a scan that never ends, a failed archive beside gated findings, bad input, a refused
 * comment. The bundle itself runs in `dist.smoke.test.ts`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../emulator/server.ts';
import { copyFixture as copyFixtureTo, useIntegration } from '../support/integration.ts';
import { ROOT } from '../support/run-action.ts';
import { expectValidSarif } from '../support/sarif-validator.ts';
import { TOOL_VERSION } from '../../src/version.ts';

const GOLDEN = path.join(ROOT, 'fixtures', 'golden', 'mixed.sarif');
const UPLOADED_FROM_MIXED = [
  'arm/azuredeploy.json',
  'bicep/main.bicep',
  'charts/web/Chart.yaml',
  'charts/web/templates/_helpers.tpl',
  'charts/web/templates/deployment.yaml',
  'charts/web/values.yaml',
  'cloudformation/bucket.yaml',
  'docker/Dockerfile',
  'docker/api.Dockerfile',
  'infra/terraform/main.tf',
  'infra/terraform/modules/network/main.tf',
  'infra/terraform/prod.tfvars',
  'infra/terraform/variables.tf',
  'k8s/deployment.yaml',
];

function pullRequest(fork = false) {
  return {
    event: 'pull_request',
    payload: {
      pull_request: {
        number: 12,
        head: {
          sha: 'feedfacefeedfacefeedfacefeedfacefeedface',
          repo: { full_name: fork ? 'someone/infra' : 'octo-org/infra' },
        },
        base: { repo: { full_name: 'octo-org/infra' } },
      },
    },
  };
}

/** The SARIF with the values that change from run to run (and from release to release) replaced. */
function stable(sarif: string): string {
  return (
    sarif
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      // The configuration's hash holds the emulator's address, whose port changes.
      .replace(/"configHash": "[0-9a-f]{64}"/, '"configHash": "<sha256>"')
      .replaceAll(`"version": "${TOOL_VERSION}"`, '"version": "<version>"')
      .replaceAll(`"semanticVersion": "${TOOL_VERSION}"`, '"semanticVersion": "<version>"')
  );
}

const harness = useIntegration({ scan: { delayMs: 200 } });
const { emulator, github } = harness;
const copyFixture = (name: string) => copyFixtureTo(harness, name);

/** run() in this process; `stdout` is the step's log, as a child's standard output would be. */
async function run(
  workspace: string,
  options: {
    event?: ReturnType<typeof pullRequest>;
    inputs?: Record<string, string>;
  } = {},
) {
  const result = await harness.action({ workspace, ...options.event, inputs: options.inputs });
  return { ...result, stdout: result.log };
}

describe('the built action', () => {
  it('fails a pull request with gated findings, reports everywhere, and edits its comment on the next run', async () => {
    const workspace = copyFixture('mixed');
    fs.writeFileSync(path.join(workspace, '.env'), 'PLERION_API_KEY=do-not-upload\n');
    fs.writeFileSync(path.join(workspace, 'infra', 'deploy.pem'), 'not a real key\n');
    fs.symlinkSync('/etc/passwd', path.join(workspace, 'infra', 'terraform', 'passwd.tf'));
    // Without the check run, the findings are workflow-command annotations.
    const inputs = { 'check-run': 'false' };
    const first = await run(workspace, { event: pullRequest(), inputs });
    expect(first).toMatchObject({
      exitCode: 1,
      outputs: {
        result: 'fail',
        'critical-count': '1',
        'high-count': '2',
        'medium-count': '4',
        'low-count': '1',
        'failed-count': '8',
        'passed-count': '7',
      },
    });
    expect(first.outputs['artifact-names']).toBe('infra-feedfac.zip');
    expect(first.stdout).toMatch(
      /::error title=CRITICAL.*file=infra\/terraform\/main.tf,line=15,endLine=24::/,
    );
    expect(first.stdout).toMatch(
      /::error::Plerion IaC scan failed: 3 findings at a fail-on severity \(1 CRITICAL, 2 HIGH\)/,
    );
    const sarifText = fs.readFileSync(first.outputs['sarif-file']!, 'utf8');
    expectValidSarif(JSON.parse(sarifText));
    if (process.env.UPDATE_GOLDEN) fs.writeFileSync(GOLDEN, stable(sarifText));
    expect(stable(sarifText)).toBe(fs.readFileSync(GOLDEN, 'utf8'));
    const report = JSON.parse(fs.readFileSync(first.outputs['report-file']!, 'utf8')) as {
      findings: unknown[];
      settings: Record<string, unknown>;
    };
    expect(report.findings.length).toBe(8);
    expect(JSON.stringify(report)).not.toContain(KEYS.admin);
    expect(first.summary).toContain('| 1 | 2 | 4 | 1 | 7 |');
    expect(github.comments.length).toBe(1);
    expect(github.comments[0]!.body).toContain('3 findings at a fail-on severity');
    expect(emulator.requestsTo('upload').length).toBe(1);
    // Exactly the IaC files left the machine: no noise, secret, link or ignored output.
    expect([...emulator.scans.values()][0]!.entryNames).toEqual(UPLOADED_FROM_MIXED);
    expect(first.stdout).toMatch(
      /::warning::Not uploaded: 1 symbolic link named like IaC files .*infra\/terraform\/passwd\.tf/,
    );
    // The archives lived in RUNNER_TEMP and are gone.
    expect(fs.readdirSync(first.runnerTemp)).toEqual([]);

    const second = await run(workspace, { event: pullRequest(), inputs });
    expect(second.exitCode).toBe(1);
    expect(second.outputs['scan-ids']).toBe(first.outputs['scan-ids']);
    expect(second.stdout).toContain('already scanned');
    expect(github.comments.length).toBe(1);
    expect(github.calls.filter((c) => c.startsWith('PATCH')).length).toBe(1);

    // The findings are fixed: the same comment now says so.
    fs.rmSync(path.join(workspace, 'infra'), { recursive: true });
    fs.rmSync(path.join(workspace, 'k8s'), { recursive: true });
    const third = await run(workspace, { event: pullRequest() });
    expect(third.outputs.result).toBe('pass');
    expect(github.comments.length).toBe(1);
    expect(github.comments[0]!.body).not.toContain('fail-on severity (');
  });

  it('passes a clean workspace', async () => {
    const result = await run(copyFixture('clean'));
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ result: 'pass', 'failed-count': '0' });
    expectValidSarif(JSON.parse(fs.readFileSync(result.outputs['sarif-file']!, 'utf8')));
  });

  it('skips a workspace without IaC, uploading nothing but writing the reports', async () => {
    const result = await run(copyFixture('no-iac'));
    expect(result.exitCode).toBe(0);
    expect(result.outputs.result).toBe('skipped');
    expect(result.stdout).toMatch(/::notice::No IaC files found/);
    expect(emulator.requestsTo('upload').length).toBe(0);
    expect(fs.existsSync(result.outputs['sarif-file']!)).toBe(true);
  });

  it('skips a fork pull request without a key, calling nothing', async () => {
    const result = await run(copyFixture('mixed'), {
      event: pullRequest(true),
      inputs: { 'api-key': '' },
    });
    expect(result.exitCode).toBe(0);
    expect(result.outputs.result).toBe('skipped');
    expect(emulator.requests.length).toBe(0);
  });

  it('ends a refused key as an error, or a warning with on-service-error: warn', async () => {
    const failed = await run(copyFixture('clean'), { inputs: { 'api-key': KEYS.disabled } });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs.result).toBe('error');
    expect(failed.stdout).toMatch(
      /::error::Plerion IaC scan: the scan could not complete: infra-0123456\.zip was not uploaded: POST \/v1\/tenant\/shiftleft\/iac\/scan answered 403 \(Forbidden\): the key was refused/,
    );
    const shown = (failed.stdout + failed.stderr)
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'));
    expect(shown.join('\n')).not.toContain(KEYS.disabled);
    const warned = await run(copyFixture('clean'), {
      inputs: { 'api-key': KEYS.disabled, 'on-service-error': 'warn' },
    });
    expect(warned.exitCode).toBe(0);
    expect(warned.outputs.result).toBe('error');
    expect(warned.stdout).toMatch(/::warning::Plerion IaC scan: the scan could not complete/);
  });

  it('times out on a scan that never ends, naming it', async () => {
    emulator.scanBehaviour = { delayMs: 200, outcome: 'never', listLagMs: 0, findingsLagMs: 0 };
    const workspace = copyFixture('clean');
    // A new archive: a byte-identical one would reuse the earlier finished scan.
    fs.writeFileSync(path.join(workspace, 'terraform', 'extra.tf'), `# ${Date.now()}\n`);
    const result = await run(workspace, { inputs: { timeout: '2' } });
    expect(result.exitCode).toBe(1);
    expect(result.outputs.result).toBe('error');
    expect(result.stdout).toContain(`did not finish within 2 s`);
    expect(result.stdout).toContain(result.outputs['scan-ids']!);
  });

  it("fails on gated findings even when another archive's scan failed and on-service-error is warn", async () => {
    // The first archive without the CRITICAL finding's file ends FAILURE; the others are new
    // archives too (a fresh copy with a new file in every unit), so each is really scanned.
    const failedArchives: string[] = [];
    emulator.behaviourFor = (entries, name) => {
      if (failedArchives.length > 0 || entries.includes('infra/terraform/main.tf'))
        return undefined;
      failedArchives.push(name);
      return { outcome: 'FAILURE' };
    };
    const workspace = copyFixture('mixed');
    const stamp = `${Date.now()}`;
    for (const folder of [
      'arm',
      'bicep',
      'charts/web/templates',
      'cloudformation',
      'docker',
      'infra/terraform',
      'k8s',
    ])
      fs.writeFileSync(
        path.join(workspace, folder, 'Dockerfile.stamp'),
        `FROM alpine:3.20 # ${stamp}\n`,
      );
    const result = await run(workspace, {
      inputs: { 'max-archive-size': '1500', 'on-service-error': 'warn' },
    });
    expect(failedArchives.length).toBe(1);
    expect(result.outputs['artifact-names']!.split(',').length).toBeGreaterThan(2);
    expect(result.exitCode).toBe(1);
    expect(result.outputs.result).toBe('fail');
    expect(result.stdout).toMatch(
      /at a fail-on severity \(1 CRITICAL.*; also, the scan could not complete: scan \S+ \(.*\) ended FAILURE/,
    );
  });

  it('refuses bad input before any call, naming the input', async () => {
    const result = await run(copyFixture('clean'), { inputs: { 'fail-on': 'SEVERE' } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/::error::Invalid input 'fail-on': 'SEVERE'/);
    expect(emulator.requests.length).toBe(0);
  });

  it('warns, never fails, when GitHub refuses the comment', async () => {
    github.refuseWrites = 403;
    const result = await run(copyFixture('clean'), { event: pullRequest() });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /::warning::No pull-request comment: GitHub refused it \(403\)\. Give the workflow the permission pull-requests: write/,
    );
  });
});
