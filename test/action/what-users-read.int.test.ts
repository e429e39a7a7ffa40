/**
 * What users read is true and quiet, through run() in this process against the emulator and the
 * fake GitHub, on a pull request with more findings than annotations can show: every count the
 * summary, the notices, the comment and the check run give agrees; each footer line appears once;
 * no annotation repeats its title in its message; an OpenTofu file is scanned with its folder and
 * its finding is annotated on its lines; a near miss is one warning naming its reason, a PSRule
 * file none.
 */
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../support/git-fixtures.ts';
import { renderHtml } from '../support/markdown-view.ts';
import { useIntegration, type PullRequestCheckout } from '../support/integration.ts';

const harness = useIntegration({ scan: { delayMs: 20 } });
const { github } = harness;

const bucket = (name: string) => `resource "aws_s3_bucket" "${name}" {\n  acl = "public-read"\n}\n`;
const volume = (name: string) => `resource "aws_ebs_volume" "${name}" {\n  size = 1\n}\n`;
const many = (n: number, make: (name: string) => string, prefix: string) =>
  Array.from({ length: n }, (_, i) => make(`${prefix}${i}`)).join('\n');

/** Existing: 20 HIGH. New: 100 HIGH, 20 MEDIUM, 12 MEDIUM + 12 LOW (Dockerfiles), 1 CRITICAL. */
const pullRequest = harness.pullRequestFixture({
  number: 9,
  base: (d) => writeFiles(d, { 'infra/main.tf': `# main\n${many(20, bucket, 'old')}` }),
  head: (d) =>
    writeFiles(d, {
      'infra/more.tf': many(100, bucket, 'new'),
      'infra/disks.tf': many(20, volume, 'disk'),
      // OpenTofu reads this file; the service scans it as HCL with its folder.
      'infra/network.tofu':
        'resource "aws_security_group" "web" {\n  ingress {\n    cidr_blocks = ["0.0.0.0/0"]\n  }\n}\n',
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`docker/s${i}/Dockerfile`, 'FROM node\n']),
      ),
      // A near miss: warned, naming why. A PSRule rule: silent.
      'k8s/app.yaml': 'apiVersion: apps/V1\nkind: Deployment\nmetadata:\n  name: app\n',
      // A fork's near misses whose quoted values try to be a workflow command and HTML.
      'k8s/evil.yaml': 'apiVersion: "::error::pwned/v1"\nkind: Deployment\n',
      'cfn/evil.yaml': 'Resources:\n  X:\n    Type: "AWS::<img src=x onerror=alert(1)>"\n',
      '.ps-rule/Org.Rule.yaml':
        'apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: x\n',
    }),
});

function runIn(checkout: PullRequestCheckout, inputs: Record<string, string>) {
  return harness.onPullRequest(checkout, inputs);
}

/** A workflow command's data and properties, unescaped as the runner reads them. */
const unescape = (text: string): string =>
  text
    .replaceAll('%0D', '\r')
    .replaceAll('%0A', '\n')
    .replaceAll('%3A', ':')
    .replaceAll('%2C', ',')
    .replaceAll('%25', '%');

interface Command {
  readonly level: string;
  readonly title: string | undefined;
  readonly file: string | undefined;
  readonly message: string;
}

function annotations(log: string): Command[] {
  return log.split('\n').flatMap((line) => {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) return [];
    const props = Object.fromEntries(
      (m[2] ?? '').split(',').map((p) => {
        const eq = p.indexOf('=');
        return [p.slice(0, eq), unescape(p.slice(eq + 1))];
      }),
    );
    return [{ level: m[1]!, title: props.title, file: props.file, message: unescape(m[3]!) }];
  });
}

const FINDING_TITLE = /^(CRITICAL|HIGH|MEDIUM|LOW): (.*) \(([A-Z0-9-]+)\)$/;
const OVERFLOW = /(\d[\d,]*) more findings than GitHub shows as annotations\./;
const FOOTER = /SARIF: all \d+; JSON report: all \d+; summary: the (\d+) most severe/g;

describe('one pull request with more findings than annotations can show', () => {
  it('gives one count of what did not fit everywhere, each footer once, and titles said once', async () => {
    const checkout = pullRequest();
    // No check run and no code scanning upload: the findings are workflow annotations, and the
    // code scanning refusal is a notice written while publishing, after the summary.
    github.refuse = (call) => (/check-runs|code-scanning/.test(call) ? 403 : undefined);
    const result = await runIn(checkout, {});
    const failed = Number(result.outputs['failed-count']);
    expect(failed).toBe(165);
    expect(result.outputs['new-count']).toBe('145');

    const commands = annotations(result.log);
    const findings = commands.filter((c) => c.title !== undefined && FINDING_TITLE.test(c.title));
    const notice = commands.find((c) => c.title === 'More IaC findings');
    const notMore = Number(OVERFLOW.exec(notice?.message ?? '')?.[1]);
    // The notice's count is the truth of the log: findings not shown as annotations.
    expect(notMore).toBe(failed - findings.length);
    // The refusal was written as a notice too (publishing's own slot), after the summary.
    expect(
      commands.some((c) => c.level === 'notice' && /security-events: write/.test(c.message)),
    ).toBe(true);
    // The summary and the comment say the same number, once each.
    const comment = github.comments[0]?.body ?? '';
    for (const [place, text] of [
      ['summary', result.summary],
      ['comment', comment],
    ] as const) {
      const said = [...text.matchAll(new RegExp(OVERFLOW.source, 'g'))].map((m) => Number(m[1]));
      expect(said, place).toEqual([notMore]);
      expect([...text.matchAll(FOOTER)], place).toHaveLength(1);
    }
    // The footer's count of the summary's findings is the rows its tables hold.
    const listed = Number([...result.summary.matchAll(FOOTER)][0]?.[1]);
    const rows = result.summary
      .split('\n')
      .filter((l) => /^\| (CRITICAL|HIGH|MEDIUM|LOW) \| .*`PLERION-/.test(l));
    expect(listed).toBe(rows.length);
    expect(listed).toBe(120); // 100 of the 145 new, and the 20 already on main.

    // Each finding's annotation says its headline once: the message has what the title has not.
    expect(findings.length).toBeGreaterThan(10);
    for (const f of findings) {
      const [, , title, detection] = FINDING_TITLE.exec(f.title!)!;
      expect(f.message).not.toContain(title);
      expect(f.message).not.toContain(detection);
      expect(f.message).toMatch(
        /^(New: the baseline does not have it\.\n)?Resource: \S+, lines? \d/,
      );
    }
    // The OpenTofu file's finding, annotated on its lines.
    const tofu = findings.find((f) => f.file === 'infra/network.tofu');
    expect(tofu?.title).toBe(
      'CRITICAL: Security group allows ingress from 0.0.0.0/0 (PLERION-TF-SG-OPEN-INGRESS)',
    );
    expect(tofu?.message).toContain('Resource: aws_security_group.web, lines 1-5.');

    // Discovery: the near miss is one warning naming why; the PSRule rule is not mentioned.
    const warned = commands.filter(
      (c) => c.level === 'warning' && c.message.includes('k8s/app.yaml'),
    );
    expect(warned).toHaveLength(1);
    expect(warned[0]!.message).toMatch(/^Not uploaded: 3 files shaped like IaC but not IaC/);
    // Quoted file content is text: no workflow command in the log, no HTML in the summary.
    expect(result.log.split('\n').some((line) => line.startsWith('::error::pwned'))).toBe(false);
    expect(warned[0]!.message).toContain('k8s/evil.yaml: apiVersion');
    expect(result.summary).toContain('cfn/evil.yaml');
    const rendered = renderHtml(result.summary);
    expect(rendered).not.toMatch(/<img/);
    expect(rendered).toContain('AWS::&lt;img src=x onerror=alert(1)&gt;');
    expect(warned[0]!.message).toContain(
      `k8s/app.yaml: apiVersion "apps/V1" is not of Kubernetes' form`,
    );
    expect(result.log).not.toMatch(/::warning::.*\.ps-rule/);
    expect(result.log).toMatch(/terraform 4/);
  });

  it('on a check run: titles said once there too, and its summary counts what it left out', async () => {
    const checkout = pullRequest();
    const result = await runIn(checkout, {
      'check-run-annotations': '50',
      'upload-sarif': 'false',
    });
    expect(result.outputs['failed-count']).toBe('165');
    const runs = github.checkRuns;
    expect(runs).toHaveLength(1);
    const sent = runs[0]!.annotations;
    expect(sent).toHaveLength(50);
    for (const a of sent) {
      const [, , title, detection] = FINDING_TITLE.exec(String(a.title))!;
      expect(String(a.message)).not.toContain(title);
      expect(String(a.message)).not.toContain(detection);
      expect(String(a.message)).toMatch(/Resource: \S+, lines? \d/);
    }
    expect(runs[0]!.output.summary).toContain(
      "115 findings were left out of this check run's annotations",
    );
    // No workflow annotation for a finding: the check run has them.
    expect(annotations(result.log).some((c) => c.title && FINDING_TITLE.test(c.title))).toBe(false);
  });
});
