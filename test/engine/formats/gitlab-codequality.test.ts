/**
 * GitLab's code quality report: every issue with the fields GitLab requires, severities mapped
 * (a suppressed finding is `info`, saying why), fingerprints that are the findings' own and unique
 * in the report even when two findings arrive with one, and a path for a finding the service gave
 * none (the first file of its archive).
 */
import { describe, expect, it } from 'vitest';
import { codeQualityChunks } from '../../../src/engine/formats/gitlab-codequality.ts';
import type { ReportedFinding } from '../../../src/engine/findings/run-report.ts';
import { codeQualityProblems } from '../../support/report-validators.ts';
import { reported } from '../../support/reported.ts';
import { unjudgedFile } from '../../../src/engine/change/unjudged.ts';
import { ACTION_KNOBS } from '../../../src/action/knobs.ts';

interface Issue {
  description: string;
  fingerprint: string;
  severity: string;
  location: { path: string; lines: { begin: number } };
}

function render(findings: ReportedFinding[]): Issue[] {
  const text = [
    ...codeQualityChunks({ findings }, { archiveFile: (name) => `first/of/${name}.tf` }),
  ].join('');
  return JSON.parse(text) as Issue[];
}

describe('the GitLab code quality report', () => {
  it('maps severities, keeps each finding’s fingerprint, and says who suppressed what', () => {
    const issues = render([
      reported({ severity: 'CRITICAL', fingerprint: 'a1' }),
      reported({ severity: 'HIGH', fingerprint: 'b2' }),
      reported({ severity: 'MEDIUM', fingerprint: 'c3', baselineState: 'unchanged' }),
      reported({ severity: 'LOW', fingerprint: 'd4' }),
      reported({
        severity: 'CRITICAL',
        fingerprint: 'e5',
        suppression: {
          kind: 'inSource',
          justification: 'test fixture',
          detectionId: 'D',
          file: 'infra/main.tf',
          line: 3,
        },
      }),
    ]);
    expect(codeQualityProblems(issues)).toEqual([]);
    expect(issues.map((i) => i.severity)).toEqual([
      'blocker',
      'critical',
      'major',
      'minor',
      'info',
    ]);
    expect(issues.map((i) => i.fingerprint)).toEqual(['a1', 'b2', 'c3', 'd4', 'e5']);
    expect(issues[2]?.description).toMatch(/Already on the base\.$/);
    expect(issues[4]?.description).toMatch(/^Suppressed: .* Reason: test fixture$/);
  });

  it('keeps fingerprints unique and gives a path and a line to a finding the service placed nowhere', () => {
    const issues = render([
      reported({ severity: 'HIGH', fingerprint: 'same' }),
      reported({ severity: 'HIGH', fingerprint: 'same' }),
      reported({
        severity: 'LOW',
        file: undefined,
        normalizedFile: undefined,
        reportedFile: '../../etc',
        hasLines: false,
        artifactName: 'infra-abc.zip',
      }),
    ]);
    expect(codeQualityProblems(issues)).toEqual([]);
    expect(issues.map((i) => i.fingerprint).slice(0, 2)).toEqual(['same', 'same#2']);
    expect(issues[2]?.location).toEqual({ path: 'first/of/infra-abc.zip.tf', lines: { begin: 1 } });
  });

  it('is an empty array when there is nothing to say', () => {
    expect(render([])).toEqual([]);
    expect(codeQualityProblems({})).toEqual(['the report is not a JSON array']);
  });

  it('lists IaC no scan judged after the findings: a blocker when it decides the result', () => {
    const files = [
      unjudgedFile('infra/network/credentials.tf', 'secret-like name', ACTION_KNOBS),
      unjudgedFile('infra/modules/edge', 'submodule', ACTION_KNOBS),
    ];
    const text = (gates: boolean) =>
      [
        ...codeQualityChunks(
          {
            findings: [reported({ severity: 'LOW', fingerprint: 'a1' })],
            unjudged: {
              gates,
              scope: 'changed',
              files,
              notices: [unjudgedFile('envs/common.auto.tfvars', 'dangling link', ACTION_KNOBS)],
            },
          },
          { archiveFile: () => undefined },
        ),
      ].join('');
    const issues = JSON.parse(text(true)) as (Issue & { check_name: string })[];
    expect(codeQualityProblems(issues)).toEqual([]);
    expect(issues.slice(1).map((i) => [i.location.path, i.severity, i.check_name])).toEqual([
      ['infra/network/credentials.tf', 'blocker', 'plerion-iac/unjudged'],
      ['infra/modules/edge', 'blocker', 'plerion-iac/unjudged'],
      // A notice (no deployer reads it either) never decides: info.
      ['envs/common.auto.tfvars', 'info', 'plerion-iac/unjudged'],
    ]);
    expect(issues[2]?.description).toMatch(
      /^infra\/modules\/edge: not judged \(submodule\): vendor/,
    );
    expect(issues[3]?.description).toMatch(
      /^envs\/common\.auto\.tfvars: not judged \(dangling link\): nothing to do/,
    );
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(4);
    const warned = JSON.parse(text(false)) as Issue[];
    expect(warned.slice(1).map((i) => i.severity)).toEqual(['info', 'info', 'info']);
    expect(warned.map((i) => i.fingerprint)).toEqual(issues.map((i) => i.fingerprint));
  });
});
