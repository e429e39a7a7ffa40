/**
 * The JUnit report as Jenkins and Azure read it: valid against the Jenkins xUnit plugin's JUnit
 * schema whatever the service or the repository put in a finding (markup, CDATA ends, controls,
 * lone surrogates, bidi, terminal escapes), one testcase per finding with the gate's meaning
 * (failure, skipped with its reason, passing with why), and an error per archive that did not
 * complete, so a half-read scan is never green.
 */
import { describe, expect, it } from 'vitest';
import { junitChunks } from '../../../src/engine/formats/junit.ts';
import type { RunReport } from '../../../src/engine/findings/run-report.ts';
import type { ArchiveRow } from '../../../src/engine/scan/types.ts';
import { unjudgedFile } from '../../../src/engine/change/unjudged.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';
import { expectValidJunit, junitErrors } from '../../support/report-validators.ts';
import { report, reported } from '../../support/reported.ts';

const HOSTILE =
  '"/><testcase name="forged"/></testsuite>]]><!-- \u0000\u0007\u001b[31mred\u001b[0m \ud800 \uffff \u202eevil\u202c & <x> \'q\'\nsecond line';

const archive = (name: string, status: string): ArchiveRow => ({
  name,
  files: 3,
  bytes: 1000,
  scanId: `scan-${name}`,
  status,
  alreadyScanned: false,
  waitedMs: 1500,
});

function render(r: RunReport): string {
  return [...junitChunks(r)].join('');
}

describe('the JUnit report', () => {
  it('stays one valid document whatever text a finding carries', async () => {
    const findings = [
      reported({
        severity: 'CRITICAL',
        title: HOSTILE,
        resource: HOSTILE,
        detectionId: HOSTILE,
        file: `infra/${HOSTILE}.tf`,
        codeBlock: [[3, `  name = "${HOSTILE}"\n`]],
        dashboardUrl: `https://x/${HOSTILE}`,
      }),
      reported({
        severity: 'LOW',
        suppression: {
          kind: 'external',
          justification: HOSTILE,
          detectionId: 'D',
          file: '.plerion-ignore.yml',
          line: 2,
          entryNumber: 1,
          expires: undefined,
        },
      }),
    ];
    const xml = render(
      report({ findings, reason: HOSTILE, archives: [archive(`a${HOSTILE}.zip`, 'FAILURE')] }),
    );
    await expectValidJunit(xml);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).not.toContain('name="forged"');
    // eslint-disable-next-line no-control-regex -- no control character may reach the file
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u001b\u202e]/);
    expect(xml).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('is a test the validator can fail: an unescaped quote breaks it', async () => {
    const broken = render(report({ findings: [reported({ severity: 'HIGH' })] })).replace(
      'time="0">',
      'time="0" line="">" extra>',
    );
    expect(await junitErrors(broken)).not.toEqual([]);
  });

  it('gives each finding its gate: failure, skipped with the reason, or passing with why', async () => {
    const findings = [
      reported({ severity: 'HIGH', resource: 'aws_s3_bucket.gated' }),
      reported({ severity: 'HIGH', resource: 'aws_s3_bucket.old', baselineState: 'unchanged' }),
      reported({
        severity: 'CRITICAL',
        resource: 'aws_s3_bucket.waived',
        suppression: {
          kind: 'inSource',
          justification: 'public website, reviewed',
          detectionId: 'D',
          file: 'infra/main.tf',
          line: 9,
        },
      }),
      reported({ severity: 'MEDIUM', resource: 'aws_s3_bucket.medium' }),
    ];
    const xml = render(report({ findings, archives: [archive('a.zip', 'SUCCESS')] }));
    await expectValidJunit(xml);
    expect(xml).toContain('tests="5" failures="1" errors="0" skipped="1"');
    const caseOf = (resource: string) =>
      new RegExp(`<testcase name="[^"]*${resource.replace('.', '\\.')}[^]*?</testcase>`).exec(
        xml,
      )?.[0] ?? '';
    expect(caseOf('aws_s3_bucket.gated')).toContain('<failure type="HIGH"');
    expect(caseOf('aws_s3_bucket.old')).toContain('Not gated: already on the base.');
    expect(caseOf('aws_s3_bucket.waived')).toContain(
      '<skipped message="suppressed: public website, reviewed (inline at infra/main.tf:9)"/>',
    );
    expect(caseOf('aws_s3_bucket.medium')).toContain('Not gated: MEDIUM is not in fail-on.');
    expect(xml).toContain('classname="plerion-iac.archives" time="1.500"></testcase>');
  });

  it('makes each archive that did not complete an error, and a run error with none to blame one', async () => {
    const partial = render(
      report({
        verdict: 'error',
        findings: [],
        archives: [archive('a.zip', 'SUCCESS'), archive('b.zip', 'TIMEOUT')],
      }),
    );
    await expectValidJunit(partial);
    expect(partial).toContain('errors="1"');
    expect(partial).toContain(
      '<error type="TIMEOUT" message="scan scan-b.zip of b.zip ended TIMEOUT',
    );
    const nothing = render(
      report({ verdict: 'error', reason: 'every file too large', archives: [] }),
    );
    await expectValidJunit(nothing);
    expect(nothing).toContain('tests="1" failures="0" errors="1"');
    expect(nothing).toContain('<error type="error" message="every file too large"/>');
    // A dry run's archives were never meant to be read: not errors.
    const dry = render(
      report({ verdict: 'skipped', dryRun: true, archives: [archive('a.zip', 'DRY_RUN')] }),
    );
    expect(dry).toContain('errors="0"');
  });

  it('lists each IaC file not judged: a failure when it decides, its words otherwise, notices too', async () => {
    const unjudged = {
      gates: true,
      scope: 'changed' as const,
      files: [unjudgedFile(`infra/${HOSTILE}.tf`, 'secret-like name', ACTION_KNOBS)],
      notices: [unjudgedFile('envs/common.auto.tfvars', 'dangling link', ACTION_KNOBS)],
    };
    const xml = render(report({ verdict: 'error', findings: [], archives: [], unjudged }));
    await expectValidJunit(xml);
    expect(xml).toContain('tests="2" failures="1" errors="0"');
    expect(xml).toContain('classname="plerion-iac.unjudged"');
    expect(xml).toMatch(
      /<failure type="not judged" message="infra\/.*: not judged \(secret-like name\): rename it/,
    );
    expect(xml).toContain(
      '<system-out>notice: envs/common.auto.tfvars: not judged (dangling link): nothing to do',
    );
    const warned = render(
      report({
        verdict: 'pass',
        findings: [],
        archives: [],
        unjudged: { ...unjudged, gates: false },
      }),
    );
    await expectValidJunit(warned);
    expect(warned).toContain('tests="2" failures="0" errors="0"');
    expect(warned).toContain('<system-out>warning: infra/');
  });
});
