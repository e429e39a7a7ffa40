// @ts-check
/**
 * Mutation testing of the gate's decision code (`npm run mutate`; not part of `.ci/run`, it takes
 * many minutes): every file of `src/engine/findings/` and `src/engine/suppressions/` is mutated
 * (a comparison flipped, a condition negated, a string emptied) and the in-process tests of
 * `vitest.stryker.config.ts` must notice. Below 85 % killed the command fails. Reports go to
 * `reports/mutation/` (HTML and JSON), the sandbox to `.stryker-tmp/`; both are ignored by git.
 * The machine the suite runs on is shared: two workers, and generous timeouts.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/engine/findings/**/*.ts', 'src/engine/suppressions/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutFactor: 4,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'coverage', '.demo', 'bench/.data', 'reports'],
  thresholds: { high: 90, low: 85, break: 85 },
};
