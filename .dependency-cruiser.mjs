/**
 * The layering of src/, checked in CI. Two adapters sit on one engine, and talk to it through
 * ports only:
 *
 *   action/  the GitHub Action: inputs (`ActionSettings`: the engine's `Settings` plus its
 *            surfaces), the event read once into a `ChangeRequest`, step log, outputs, GitHub
 *            surfaces, its `Knobs` (inputs, actions/checkout options)
 *   cli/     the command line: flags, the CI's variables or a hook's refs read once into a
 *            `ChangeRequest`, terminal output, exit codes, its `Knobs` (flags, git, CI depth)
 *   engine/  formats/   file formats: SARIF, JSON, JUnit, GitLab, Markdown, text
 *            findings/  the model, the baseline comparison, suppressions applied, the verdict
 *            scan/      the trees (each offers its text: `Tree.text`), packing them, the service
 *            change/    the change request's one rule (`resolve-change.ts`: the findings' base,
 *                       the unjudged range, the suppressions' base) and what the change adds
 *                       that no scan judged (beside scan/)
 *            settings.ts  the engine's settings, with the run's neutral `origin`
 *            knobs.ts   the port an adapter words every fix with
 *            config/    the pure validators of settings both adapters share
 *            discovery/ packing/ api/ git/ suppressions/  the tools (git/git-output.ts parses
 *                       git's output, once per format)
 *   src/*.ts the foundation: errors, sanitising, severities, paths, the log port
 *
 * The ports: `ChangeRequest` (engine/change/change-request.ts), `Log` (src/log.ts), `Knobs`
 * (engine/knobs.ts), the tree's text (engine/scan/trees/tree.ts) and the service
 * (engine/api/code-security.ts). Each layer imports only layers below it; the engine imports
 * nothing from @actions/* or Octokit, nothing from an adapter, and names no event, runner variable
 * or checkout option (test/engine/platform-free.test.ts); the adapters never import each other;
 * nothing imports in a circle.
 */
const FOUNDATION = '^src/[^/]+[.]ts$';
const TOOLS = '^src/engine/(discovery|packing|api|git|suppressions)/';
const SETTINGS = '^src/engine/(settings[.]ts$|config/)';
const SCAN = '^src/engine/(scan|change)/';
const FINDINGS = '^src/engine/findings/';
const FORMATS = '^src/engine/formats/';
const ENGINE = '^src/engine/';
const ACTION = '^src/action/';
const CLI = '^src/cli/';
const GITHUB_PACKAGES = '(^|/)node_modules/(@actions|@octokit)/';
/** The command line's entry: what runs before a command is loaded (`--help`, `--version`). */
const CLI_ENTRY = '^src/cli/(index|main|help|flags|parse-args|exit-codes|node-version)[.]ts$';
/**
 * The engine's leaves the entry may print or decide with: constants, the exit codes' rule, and the
 * edit distance that names the flag a mistyped one was meant to be.
 */
const CLI_ENTRY_LEAVES = [
  '^src/engine/limits[.]ts$',
  '^src/engine/formats/report-formats[.]ts$',
  '^src/engine/suppressions/file-name[.]ts$',
  '^src/engine/findings/(run-report|unjudged-gate)[.]ts$',
  '^src/engine/config/file/nearest-name[.]ts$',
];

/** A rule that `from` may not import any of `above`. */
function below(name, from, above) {
  return {
    name,
    severity: 'error',
    comment: `${name}: a lower layer imports a higher one`,
    from: { path: from },
    to: { path: above },
  };
}

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'modules that import each other (also through types)',
      from: {},
      to: { circular: true },
    },
    below('foundation', FOUNDATION, [ENGINE, ACTION, CLI]),
    below('engine', ENGINE, [ACTION, CLI]),
    below('tools', TOOLS, [SETTINGS, SCAN, FINDINGS, FORMATS, ACTION, CLI]),
    below('settings', SETTINGS, [SCAN, FINDINGS, FORMATS, ACTION, CLI]),
    below('scan', SCAN, [FINDINGS, FORMATS, ACTION, CLI]),
    below('findings', FINDINGS, [FORMATS, ACTION, CLI]),
    below('formats', FORMATS, [ACTION, CLI, '^src/engine/scan/service/', '^src/engine/api/']),
    below('action-not-cli', ACTION, [CLI]),
    below('cli-not-action', CLI, [ACTION]),
    {
      name: 'cli-entry-loads-no-engine',
      severity: 'error',
      comment:
        'what `--help` and `--version` load (dist/cli.js) imports no package and no engine module but the leaves it prints: commands and the engine are loaded with import() when a command runs',
      from: { path: CLI_ENTRY },
      to: {
        path: ['^src/engine/', 'node_modules'],
        pathNot: CLI_ENTRY_LEAVES,
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'engine-knows-no-github-actions',
      severity: 'error',
      comment: 'the engine and the foundation import no @actions/* or Octokit package',
      from: { path: [ENGINE, FOUNDATION] },
      to: { path: GITHUB_PACKAGES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
