/** What the release steps are given: the checkout, GitHub, the build and a log (tests pass fakes). */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { GitHubApi } from './github-api.ts';

export interface ReleasePorts {
  /** The repository's root: the checkout of `sha`. */
  readonly root: string;
  /** The commit being released: the checkout's HEAD, which must be the workflow's GITHUB_SHA. */
  readonly sha: string;
  readonly api: GitHubApi;
  /** Rebuilds dist/ (`npm run -s build`). */
  readonly build: () => void;
  /** `git status --porcelain -- dist` after the build: empty when it changed nothing. */
  readonly distChanges: () => string;
  readonly log: (line: string) => void;
  /** A warning that does not stop the release (an annotation on the runner). */
  readonly warn: (line: string) => void;
  /** A step output (GITHUB_OUTPUT on the runner). */
  readonly output: (name: string, value: string) => void;
}

/** A release the workflow refuses: the message says what is wrong and what to do. */
export class ReleaseRefused extends Error {
  override readonly name = 'ReleaseRefused';
}

/** package.json's version and bin, and CHANGELOG.md, as committed in the checkout. */
export function readReleaseFiles(root: string): {
  packageJson: { version: string; bin?: unknown; files?: unknown };
  changelog: string;
} {
  return {
    packageJson: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      version: string;
      bin?: unknown;
    },
    changelog: fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
  };
}

/** Rebuilds dist/ and refuses when that changed it: the committed bundle is what was tested. */
export function checkDistRebuild(ports: Pick<ReleasePorts, 'build' | 'distChanges' | 'log'>): void {
  ports.log('Rebuilding dist/ to check it is what the build makes from src/ …');
  ports.build();
  const changes = ports.distChanges().trim();
  if (changes !== '')
    throw new ReleaseRefused(
      `a rebuild changes dist/, so the committed bundle is not what src/ makes:\n${changes}\nFix: npm run build && git add dist && git commit, then release that commit`,
    );
  ports.log('dist/ is unchanged by a rebuild.');
}
