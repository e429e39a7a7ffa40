/**
 * The layering of src/, checked in CI. Two adapters sit on one engine:
 *
 *   action/  the GitHub Action: inputs, step log, outputs, GitHub surfaces
 *   cli/     the command line: arguments, terminal output, exit codes
 *   engine/  formats/   file formats: SARIF, JSON, JUnit, GitLab, Markdown, text
 *            findings/  the model, the baseline comparison, suppressions applied, the verdict
 *            scan/      the trees, packing them, the service loop
 *            change/    what the change under review adds that no scan judged (beside scan/)
 *            settings.ts  the one settings literal both adapters build
 *            config/    the pure validators of settings both adapters share
 *            discovery/ packing/ api/ git/ suppressions/  the tools
 *   src/*.ts the foundation: errors, sanitising, severities, paths, the log port
 *
 * Each layer imports only layers below it; the engine imports nothing from @actions/* or Octokit
 * and nothing from an adapter; the adapters never import each other; nothing imports in a circle.
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
