/**
 * The tests Stryker runs against each mutant of `src/engine/findings/` and
 * `src/engine/suppressions/` (`npm run mutate`, `stryker.config.mjs`): the fast tests that call
 * that code in this process. Tests that run the action as a child process are left out: a mutant
 * lives in Stryker's instrumented copy loaded here, so they could not see it anyway.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/engine/findings/**/*.test.ts',
      'test/engine/suppressions/**/*.test.ts',
      'test/engine/formats/report.test.ts',
      'test/action/inputs.test.ts',
    ],
    exclude: ['**/*.int.test.ts', '**/node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
