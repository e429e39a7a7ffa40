/**
 * The configuration file's JSON Schemas: the committed files are what the settings table
 * generates (`npm run readme` rewrites them), they are valid draft-07 schemas that ajv compiles in
 * strict mode, and the loader and the schema give the same answer for a corpus of files: valid
 * ones, and one of each refusal the loader makes. What only the loader can refuse (it takes
 * computing, not a pattern) is listed apart, so that a schema made stricter shows up here.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderSchemas } from '../../../../scripts/readme-tables.ts';
import { configSchema } from '../../../../src/engine/config/table/config-schema.ts';
import {
  parseConfigFile,
  type ConfigRole,
} from '../../../../src/engine/config/file/parse-config-file.ts';
import { ROOT } from '../../../support/run-action.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
// Strict, but for a `required` in an if/else branch (its properties are defined beside it).
const ajv = new Ajv({
  strict: true,
  strictRequired: false,
  allErrors: true,
  allowUnionTypes: true,
});
addFormats(ajv);
const validators = {
  repository: ajv.compile(configSchema('repository')),
  organisation: ajv.compile(configSchema('organisation')),
};

function loaderAccepts(text: string, role: ConfigRole): boolean {
  try {
    parseConfigFile({ file: '.plerion-iac.yml', bytes: new TextEncoder().encode(text), role });
    return true;
  } catch {
    return false;
  }
}

/** What an editor's YAML language server checks: the one document's data against the schema. */
function schemaAccepts(text: string, role: ConfigRole): boolean {
  const docs = parseAllDocuments(text, { version: '1.2', schema: 'core', uniqueKeys: true });
  if (!Array.isArray(docs) || docs.length > 1) return false;
  const doc = docs[0];
  if (doc && (doc.errors.length > 0 || doc.warnings.length > 0)) return false;
  try {
    return validators[role](doc ? doc.toJS({ maxAliasCount: 100 }) : null) === true;
  } catch {
    return false;
  }
}

const ACCEPTED = [
  '',
  '# only a comment\n',
  'region: AU\napi-url: https://proxy.example.com/plerion\npath: infra\n',
  'include: "charts/**/*.tpl, {a,b}/*.yaml"\nexclude: [vendor/**, "{secrets,private}/**"]\n',
  'fail-on: none\n',
  'fail-on: " critical ,High,"\n',
  'fail-on: [LOW]\n',
  'fail-on: [none]\n',
  'skip-detections: A-1, B-2\n',
  'skip-detections: [A-1]\n',
  'max-archive-size: 1\ntimeout: 21600\n',
  'timeout: 6.0e+2\n',
  'artifact-name: infra-scan\nbaseline: origin/main\nsuppressions: security/ignore.yml\n',
  'baseline: AUTO\non-service-error: WARN\npr-suppressions: propose\ndry-run: True\n',
  'dry-run: "false"\n',
  'org-config: octo/.github/plerion-iac.yml@main\n',
  'action:\n',
  'action:\n  annotations: false\n  pr-comment: "true"\n  check-run: false\n  check-run-annotations: 0\n  pr-review: new\n  upload-sarif: auto\n  sarif-file: reports/iac.sarif\n  sarif-category: infra\n  upload-artifact: false\n  tracking-issue: true\n',
  'severity-overrides: []\n',
  'severity-overrides:\n  - detection: D-1\n    severity: Critical\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: test data, path: fixtures/**, expires: 2028-02-29}\n',
  'exclude: &globs [vendor/**]\ninclude: *globs\n',
];

const REFUSED = [
  'fial-on: HIGH\n',
  'pr-comment: false\n',
  'action:\n  fail-on: HIGH\n',
  'action:\n  pr-coment: false\n',
  'action: yes\n',
  'api-key: plk_live_secret\n',
  'action:\n  github-token: ghp_secret\n',
  'format: sarif\n',
  'config: other.yml\n',
  'require:\n  fail-on: HIGH\n',
  'region: mars\n',
  'region: [au]\n',
  'region:\n',
  'region: 1\n',
  'api-url: http://insecure.example.com\n',
  'api-url: https://user@example.com\n',
  'api-url: https://example.com/?q=1\n',
  'path: "infra\\nother"\n',
  'include: [" "]\n',
  'include: [/etc/**]\n',
  'include: [a/../../b]\n',
  'include: [1]\n',
  'exclude: {a: b}\n',
  'fail-on: HIGH, urgent\n',
  'fail-on: ","\n',
  'fail-on: none,HIGH\n',
  'fail-on: []\n',
  'fail-on: [none, HIGH]\n',
  'fail-on: [CRITICAL, ""]\n',
  'skip-detections: [""]\n',
  'max-archive-size: 0\n',
  'max-archive-size: 4400001\n',
  'timeout: "600"\n',
  'timeout: 1.5\n',
  'timeout: -5\n',
  'timeout: .inf\n',
  'artifact-name: 2024\n',
  'artifact-name: "---"\n',
  'baseline: --upload-pack=x\n',
  'baseline: a..b\n',
  'on-service-error: maybe\n',
  'pr-suppressions: always\n',
  'dry-run: yes\n',
  'dry-run: 1\n',
  'suppressions: "a\\u0007b"\n',
  'action:\n  check-run: sometimes\n',
  'action:\n  check-run-annotations: 50001\n',
  'action:\n  pr-review: false\n',
  'action:\n  sarif-file: out.json\n',
  'action:\n  sarif-category: "a\\nb"\n',
  'severity-overrides: D-1\n',
  'severity-overrides:\n',
  'severity-overrides:\n  - D-1\n',
  'severity-overrides:\n  - {severity: LOW, reason: r}\n',
  'severity-overrides:\n  - {detection: D-1}\n',
  'severity-overrides:\n  - {detection: "D 1", severity: LOW, reason: r}\n',
  'severity-overrides:\n  - {detection: D-1, severity: urgent, reason: r}\n',
  'severity-overrides:\n  - {detection: D-1, severity: medium}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: " "}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: 5}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: r, path: /etc/**}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: r, path: a/../b}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: r, expires: 2027-02-30}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: r, expires: tomorrow}\n',
  'severity-overrides:\n  - {detection: D-1, severity: low, reason: r, colour: red}\n',
  'region: au\nregion: us1\n',
  'region: au\n---\nfail-on: none\n',
  'region: !!binary YXU=\n',
  'region: [au\n',
  '- region: au\n',
  'just text\n',
  'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n',
  `${'['.repeat(40)}${']'.repeat(40)}\n`,
];

const ORG_ACCEPTED = [
  'fail-on: LOW\nrequire:\n',
  'require:\n  fail-on: [CRITICAL, HIGH]\n  on-service-error: fail\n  pr-suppressions: PROPOSE\n  suppression-max-days: 90\n  lower-severity: false\n',
];
const ORG_REFUSED = [
  'org-config: other.yml\n',
  'require:\n  on-service-error: warn\n',
  'require:\n  pr-suppressions: apply\n',
  'require:\n  suppression-max-days: 0\n',
  'require:\n  suppression-max-days: 3651\n',
  'require:\n  lower-severities: false\n',
  'require:\n  lower-severity: maybe\n',
  'require: [fail-on]\n',
];

/** Refused by the loader alone: the schema cannot compute them. */
const LOADER_ONLY = [
  'path: ../outside\n',
  'suppressions: ../ignore.yml\n',
  'org-config: ../org.yml\n',
  'org-config: octo/.github/../x@main\n',
  'api-url: "https://[bad"\n',
  'include: "{open/**"\n',
  `include: ["${'a'.repeat(1_001)}"]\n`,
  'artifact-name: ".zip"\n',
  'action:\n  sarif-file: ../out.sarif\n',
];

describe('the committed schemas', () => {
  it('are what the settings table generates (npm run readme writes them)', () => {
    for (const [name, text] of Object.entries(renderSchemas()))
      expect(fs.readFileSync(path.join(ROOT, name), 'utf8'), `${name}: run npm run readme`).toBe(
        text,
      );
  });
});

describe('the loader and the schema agree', () => {
  it.each(ACCEPTED.map((text) => [text]))('both accept %j', (text) => {
    expect(loaderAccepts(text, 'repository')).toBe(true);
    expect(schemaAccepts(text, 'repository')).toBe(true);
  });

  it.each(REFUSED.map((text) => [text]))('both refuse %j', (text) => {
    expect(loaderAccepts(text, 'repository')).toBe(false);
    expect(schemaAccepts(text, 'repository')).toBe(false);
  });

  it.each([
    ...ORG_ACCEPTED.map((text) => [text, true] as const),
    ...ORG_REFUSED.map((text) => [text, false] as const),
  ])("an organisation's file %j: %s", (text, accepted) => {
    expect(loaderAccepts(text, 'organisation')).toBe(accepted);
    expect(schemaAccepts(text, 'organisation')).toBe(accepted);
  });

  it.each(LOADER_ONLY.map((text) => [text]))('only the loader refuses %j', (text) => {
    expect(loaderAccepts(text, 'repository')).toBe(false);
    expect(schemaAccepts(text, 'repository')).toBe(true);
  });

  it('refuses in the loader what is over the size limit or not UTF-8 (no schema sees bytes)', () => {
    const bytes = new Uint8Array([0x72, 0x3a, 0x20, 0xc3, 0x28, 0x0a]);
    expect(() => parseConfigFile({ file: 'x.yml', bytes, role: 'repository' })).toThrow(
      'not UTF-8',
    );
  });
});
