/**
 * The command line's page, docs/cli.md, as users copy it: the flags table is the parser's own
 * (`npm run readme` rewrites it), each flag that mirrors an input has that input's default, and
 * every recipe is checked the way its CI would read it, since none of these CIs has a linter that
 * runs offline: each `plerion-iac` command parses with the real parser, and each CI's wiring reads
 * the files those commands write (GitLab's reports `when: always` with a gate job after a report
 * job that exits 0; Azure publishing JUnit even after a failed step; Jenkins' `junit` in `post
 * always`). The pre-commit manifest has pre-commit's required fields, and its dry-run hook runs
 * offline.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCAN_FLAGS } from '../../src/cli/flags.ts';
import { parseCommandLine, type ParsedArgs } from '../../src/cli/parse-args.ts';
import { parseTargets } from '../../src/cli/targets.ts';
import { FLAGS_PAGE, readmeWithFlags } from '../../scripts/readme-tables.ts';
import { git } from '../support/git-fixtures.ts';
import { tempDir } from '../support/helpers.ts';
import { ROOT } from '../support/run-action.ts';
import { runCli } from '../support/run-cli.ts';

const PAGE = fs.readFileSync(path.join(ROOT, FLAGS_PAGE), 'utf8');

/** The fenced blocks of the section under `### <heading>`. */
function blocks(heading: string): string[] {
  const start = PAGE.indexOf(`\n### ${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const rest = PAGE.slice(start + heading.length + 6);
  const section = rest.slice(0, rest.search(/\n##+ /) === -1 ? undefined : rest.search(/\n##+ /));
  return [...section.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

/** Every `plerion-iac` command line in `text`, parsed by the real parser. */
function commands(text: string): ParsedArgs[] {
  return [...text.matchAll(/plerion-iac ([^\n'"]*)/g)].map((m) => {
    const parsed = parseCommandLine((m[1] ?? '').trim().split(/\s+/));
    parseTargets(parsed.values.format, ROOT);
    return parsed;
  });
}

/** The file a command writes `format` to. */
function target(command: ParsedArgs | undefined, format: string): string | undefined {
  const formats = (command?.values.format as string[] | undefined) ?? [];
  return formats.find((f) => f.startsWith(`${format}=`))?.slice(format.length + 1);
}

describe('the command line’s page (docs/cli.md)', () => {
  it('has the flags table the parser reads (npm run readme fixes it), each input’s default mirrored', () => {
    expect(PAGE).toBe(readmeWithFlags(PAGE));
    const action = parse(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    for (const [name, flag] of Object.entries(SCAN_FLAGS)) {
      const input = (flag as { input?: string }).input;
      if (input === undefined) continue;
      expect(action.inputs[input], name).toBeDefined();
      const declared = action.inputs[input]?.default ?? '';
      // A boolean flag given is true, left out false: the input's default must be false.
      const given =
        flag.type === 'boolean' ? 'false' : ((flag as { default?: string }).default ?? '');
      expect(given, name).toBe(declared);
    }
  });

  it('GitLab: a report job that exits 0 and publishes when: always, then a gate job on its JSON', () => {
    const [yaml] = blocks('GitLab CI');
    const pipeline = parse(yaml!) as Record<
      string,
      {
        script: string[];
        needs?: { job: string }[];
        artifacts?: { when: string; paths: string[]; reports: Record<string, string> };
      }
    >;
    const report = pipeline['iac-scan']!;
    const [scan] = commands(report.script.join('\n'));
    expect(scan?.command).toBe('scan');
    expect(scan?.values['exit-zero']).toBe(true);
    expect(report.artifacts?.when).toBe('always');
    expect(report.artifacts?.reports.codequality).toBe(target(scan, 'gitlab-codequality'));
    expect(report.artifacts?.reports.junit).toBe(target(scan, 'junit'));
    expect(report.artifacts?.paths).toContain(target(scan, 'json'));
    const gateJob = pipeline['iac-gate']!;
    expect(gateJob.needs?.map((n) => n.job)).toEqual(['iac-scan']);
    const [gate] = commands(gateJob.script.join('\n'));
    expect(gate?.command).toBe('gate');
    expect(gate?.positionals).toEqual([target(scan, 'json')]);
  });

  it('Azure Pipelines: PublishTestResults@2 reads the JUnit file, also after a failed scan', () => {
    const [yaml] = blocks('Azure Pipelines');
    const { steps } = parse(yaml!) as {
      steps: {
        script?: string;
        task?: string;
        condition?: string;
        env?: Record<string, string>;
        inputs?: Record<string, unknown>;
      }[];
    };
    const step = steps.find((s) => s.script?.includes('plerion-iac'))!;
    const [scan] = commands(step.script!);
    expect(step.env?.PLERION_API_KEY).toBe('$(PLERION_API_KEY)');
    const publish = steps.find((s) => s.task === 'PublishTestResults@2')!;
    expect(publish.inputs).toMatchObject({
      testResultsFormat: 'JUnit',
      testResultsFiles: target(scan, 'junit'),
    });
    expect(publish.condition).toMatch(/^(succeededOrFailed|always)\(\)$/);
  });

  it('Jenkins: junit reads the file the scan writes, in post always', () => {
    const [groovy] = blocks('Jenkins');
    const [scan] = commands(groovy!);
    const always = /post\s*\{\s*always\s*\{([\s\S]*?)\}/.exec(groovy!)?.[1] ?? '';
    expect(/junit testResults: '([^']+)'/.exec(always)?.[1]).toBe(target(scan, 'junit'));
    expect(groovy).toContain("PLERION_API_KEY = credentials('plerion-api-key')");
  });

  it('pre-commit: the manifest has the required fields, and its dry-run hook runs offline', async () => {
    const hooks = parse(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
      id: string;
      name: string;
      entry: string;
      language: string;
      stages: string[];
      pass_filenames: boolean;
    }[];
    for (const hook of hooks) {
      for (const field of ['id', 'name', 'entry', 'language'] as const)
        expect(typeof hook[field], `${hook.id} ${field}`).toBe('string');
      expect(hook.pass_filenames).toBe(false);
    }
    const byId = new Map(hooks.map((h) => [h.id, h]));
    const [config] = blocks('pre-commit');
    const used = (parse(config!) as { repos: { hooks: { id: string; args?: string[] }[] }[] })
      .repos[0]!.hooks;
    for (const { id, args = [] } of used) {
      const hook = byId.get(id);
      expect(hook, id).toBeDefined();
      const [name, ...words] = hook!.entry.split(' ');
      expect(name).toBe('plerion-iac');
      parseCommandLine([...words, ...args]);
    }
    expect(byId.get('plerion-iac-dry-run')?.stages).toEqual(['pre-commit']);
    expect(byId.get('plerion-iac-scan')?.stages).toEqual(['pre-push']);
    const repo = tempDir('iac-pre-commit-');
    fs.cpSync(path.join(ROOT, 'fixtures', 'clean'), repo, { recursive: true });
    git(repo, ['init', '-q']);
    const [, ...words] = byId.get('plerion-iac-dry-run')!.entry.split(' ');
    const run = await runCli({ cwd: repo, args: [...words, '--api-url', 'https://127.0.0.1:9'] });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain('Files a real run would send: 2 files in 1 archive');
  });
});
