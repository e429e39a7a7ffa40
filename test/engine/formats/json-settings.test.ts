/**
 * The JSON report's `settings`, which leave the machine in a public, versioned file: written by
 * an explicit list, so a setting with a secret in it is never published by default. The names
 * published are exactly the ones docs/cli.md ("Reports") documents, in its order; none has a secret-like name;
 * a field added to the settings (a password, say) is not written until someone lists it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PUBLISHED_RUN_FIELDS,
  PUBLISHED_SETTINGS,
  renderJsonReport,
  settingsJson,
} from '../../../src/engine/formats/json-report.ts';
import type { ActionSettings } from '../../../src/action/action-settings.ts';
import { GITHUB, ORIGIN, report } from '../../support/reported.ts';
import { ROOT } from '../../support/run-action.ts';

const KEY = 'key-0123456789abcdef-never-published';
const TOKEN = 'ghs_token-never-published';

/** Every settings field set, the optional ones too. */
const FULL: ActionSettings & { readonly changeRequest: { readonly unavailable?: string } } = {
  apiKey: KEY,
  baseUrl: 'https://au.api.plerion.com',
  workspace: '/work/infra',
  scanRoot: '/work/infra/stacks',
  scanPath: 'stacks',
  include: ['**/*.tf'],
  exclude: ['vendor/**'],
  artifactBase: 'infra-abc1234',
  artifactNamed: false,
  maxArchiveBytes: 4_400_000,
  failOn: ['CRITICAL', 'HIGH'],
  skipDetections: ['D-1'],
  annotations: true,
  prComment: true,
  githubToken: TOKEN,
  sarifFile: '/work/infra/iac.sarif',
  reportFile: '/work/infra/iac.json',
  sarifCategory: 'iac',
  uploadArtifact: false,
  timeoutSeconds: 600,
  onServiceError: 'fail',
  baseline: { kind: 'auto' },
  suppressions: { file: '.plerion-ignore.yml', entries: [] },
  severityOverrides: { entries: [] },
  prSuppressions: 'apply',
  trackingIssue: 'auto',
  dryRun: false,
  tempDir: '/tmp',
  origin: ORIGIN,
  github: GITHUB,
  changeRequest: { unavailable: 'the base could not be fetched' },
  surfaces: {
    checkRun: 'auto',
    checkRunAnnotations: 50,
    prReview: 'off',
    uploadSarif: 'auto',
    ref: 'refs/pull/7/merge',
  },
};

/** The names docs/cli.md "Reports" documents, in its order. */
function documented(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'docs', 'cli.md'), 'utf8');
  const start = readme.indexOf("The JSON report's `settings` are written by an explicit list");
  expect(start).toBeGreaterThan(0);
  const paragraph = readme.slice(start, readme.indexOf('\n\n', start));
  const listed = paragraph.slice(paragraph.indexOf('in this order:'));
  return [...listed.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1] as string);
}

const SECRET_LIKE = /key|token|secret|passw|credential|auth|cookie|private|session/i;

describe("the JSON report's settings", () => {
  it('publishes exactly the fields the command line page documents, in its order', () => {
    const published = Object.keys(JSON.parse(JSON.stringify(settingsJson(report(), FULL))));
    expect(published).toEqual(documented());
    expect(published).toEqual([...PUBLISHED_SETTINGS, ...PUBLISHED_RUN_FIELDS]);
  });

  it('publishes no field with a secret-like name, and never the key or the token', () => {
    for (const name of [...PUBLISHED_SETTINGS, ...PUBLISHED_RUN_FIELDS])
      expect(name, `${name} looks like it holds a secret`).not.toMatch(SECRET_LIKE);
    const json = renderJsonReport(report(), FULL, '1.0.0');
    expect(json).not.toContain(KEY);
    expect(json).not.toContain(TOKEN);
  });

  it('leaves out a field the settings gain until someone lists it', () => {
    const grown = { ...FULL, proxyPassword: 'hunter2-never-published', webhookUrl: 'https://x' };
    const published = settingsJson(report(), grown);
    expect(Object.keys(published)).toEqual([...PUBLISHED_SETTINGS, ...PUBLISHED_RUN_FIELDS]);
    expect(JSON.stringify(published)).not.toContain('hunter2');
    expect(renderJsonReport(report(), grown, '1.0.0')).not.toContain('hunter2');
  });
});
