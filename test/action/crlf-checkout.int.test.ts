/**
 * One commit checked out twice, with LF (Linux, macOS) and with CRLF (Windows' default
 * core.autocrlf), run as the action on a pull request: the findings keep their fingerprints and
 * line hashes, the base (read from git objects, LF) is compared with the CRLF work tree without
 * calling any finding new, and inline suppressions still apply. The archives differ (their bytes
 * are the checkout's), so the service does not answer "already scanned" for a Windows run of a
 * commit a Linux run scanned: the README says so. The action runs in this process (the harness).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { git, makePullRequestRepository, writeFiles } from '../support/git-fixtures.ts';
import { useIntegration, WITHOUT_GITHUB, type InProcessRun } from '../support/integration.ts';
import { ROOT } from '../support/run-action.ts';

const OPEN_INGRESS = `resource "aws_security_group" "ssh" {
  ingress {
    from_port   = 22
    to_port     = 22
    cidr_blocks = ["0.0.0.0/0"]
  }
}
`;

const harness = useIntegration({ scan: { delayMs: 50 } });

/** Checks the work tree out again with CRLF line ends, as Git for Windows does by default. */
function convertToCrlf(workspace: string): void {
  git(workspace, ['config', 'core.autocrlf', 'true']);
  for (const file of git(workspace, ['ls-files', '-z']).split('\0').filter(Boolean))
    fs.rmSync(path.join(workspace, file));
  git(workspace, ['checkout', '--', '.']);
}

interface SarifLog {
  runs: {
    results: {
      ruleId: string;
      partialFingerprints: Record<string, string>;
      locations: {
        physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
      }[];
    }[];
  }[];
}

/** Each SARIF result's fingerprints, by rule, file and line. */
function fingerprints(run: InProcessRun): Map<string, Record<string, string>> {
  const sarif = JSON.parse(fs.readFileSync(run.outputs['sarif-file'] ?? '', 'utf8')) as SarifLog;
  return new Map(
    (sarif.runs[0]?.results ?? []).map((result) => {
      const where = result.locations[0]?.physicalLocation;
      const key = `${result.ruleId} ${where?.artifactLocation.uri}:${where?.region.startLine}`;
      return [key, result.partialFingerprints];
    }),
  );
}

it('gives a CRLF checkout the findings, fingerprints and line hashes of an LF one', async () => {
  const pr = makePullRequestRepository({
    base: (dir) => {
      fs.cpSync(path.join(ROOT, 'fixtures', 'mixed'), dir, { recursive: true });
      const dockerfile = path.join(dir, 'docker', 'Dockerfile');
      fs.appendFileSync(
        dockerfile,
        '# plerion:ignore PLERION-DOCKER-LATEST-TAG pinned by digest when deployed\n',
      );
    },
    head: (dir) => writeFiles(dir, { 'infra/terraform/ssh.tf': OPEN_INGRESS }),
  });
  const lf = pr.checkoutMerge();
  const crlf = pr.checkoutMerge();
  convertToCrlf(crlf);
  const tf = 'infra/terraform/main.tf';
  expect(fs.readFileSync(path.join(lf, tf), 'utf8')).not.toContain('\r\n');
  expect(fs.readFileSync(path.join(crlf, tf), 'utf8')).toContain('\r\n');
  expect(git(crlf, ['status', '--porcelain'])).toBe('');

  const scan = (workspace: string) =>
    harness.action({
      workspace: harness.removeLater(workspace),
      event: 'pull_request',
      payload: pr.event,
      inputs: WITHOUT_GITHUB,
    });
  const linux = await scan(lf);
  const windows = await scan(crlf);

  for (const run of [linux, windows]) {
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.outputs.result).toBe('fail');
    // Only the pull request's own finding is new: the CRLF work tree matches the LF base.
    expect(run.outputs['new-count']).toBe('1');
    expect(run.outputs['suppressed-count']).toBe('1');
  }
  const linuxPrints = fingerprints(linux);
  expect(linuxPrints.size).toBeGreaterThan(5);
  expect(fingerprints(windows)).toEqual(linuxPrints);
  for (const [key, prints] of linuxPrints) {
    expect(prints.primaryLocationLineHash, key).toMatch(/^[0-9a-f]+:\d+$/);
    expect(key).not.toContain('\\');
  }
  // The same archive names, other bytes: the Windows run's head is a new scan, its base is not.
  expect(windows.outputs['artifact-names']).toBe(linux.outputs['artifact-names']);
  expect(windows.outputs['scan-ids']).not.toBe(linux.outputs['scan-ids']);
  expect(windows.log).toContain('The service already knew 1 of 2 archives');
});
