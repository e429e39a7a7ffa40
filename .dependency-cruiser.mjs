/**
 * The layering of src/, checked in CI: each layer imports only layers below it, and nothing
 * imports in a circle. From the bottom: the foundation (errors, severity, sanitising, the log),
 * the tools (discovery, packing, api, baseline git reading, suppressions), the settings
 * (inputs), the pull request a privileged event is about, the scan, the findings, the reports,
 * and main on top.
 */
const FOUNDATION =
  '^src/(errors|severity|plural|sanitize|paths|version|log|github-context|exit-guard|heap)[.]ts$';
const TOOLS = '^src/(discovery|packing|api|baseline|suppressions|github)/';
const SETTINGS = '^src/inputs[.]ts$';
const PULL_REQUEST = '^src/pull-request/';
const SCAN = '^src/scan/';
const FINDINGS = '^src/findings/';
const REPORT = '^src/report/';
const TOP = '^src/(main|index)[.]ts$';

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
    below('foundation', FOUNDATION, [TOOLS, SETTINGS, PULL_REQUEST, SCAN, FINDINGS, REPORT, TOP]),
    below('tools', TOOLS, [SETTINGS, PULL_REQUEST, SCAN, FINDINGS, REPORT, TOP]),
    below('settings', SETTINGS, [PULL_REQUEST, SCAN, FINDINGS, REPORT, TOP]),
    below('pull-request', PULL_REQUEST, [SCAN, FINDINGS, REPORT, TOP]),
    below('scan', SCAN, [FINDINGS, REPORT, TOP]),
    below('findings', FINDINGS, [REPORT, TOP]),
    below('report', REPORT, [TOP]),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
