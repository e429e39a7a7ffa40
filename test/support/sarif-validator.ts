/** Validates SARIF against the schema code scanning uses (test/schemas, a copy of code scanning's own) and its extra rules. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Ajv2020 as Ajv } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { ROOT } from './run-action.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const schema = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'test', 'schemas', 'sarif-schema-2.1.0.json'), 'utf8'),
) as Record<string, unknown>;
delete schema.$schema;
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** True when the schema accepts the document (used to check that the validator can say no). */
export function schemaAccepts(sarif: unknown): boolean {
  return validate(sarif);
}

let dumped = 0;

/**
 * Schema and code scanning limits here; with IAC_SARIF_DUMP_DIR set, each file checked is also
 * written there, so .ci/run can run GitHub's own ingestion rules (the SARIF multitool) over them.
 */
export function expectValidSarif(sarif: unknown): void {
  const dump = process.env.IAC_SARIF_DUMP_DIR;
  if (dump) {
    fs.mkdirSync(dump, { recursive: true });
    fs.writeFileSync(path.join(dump, `${process.pid}-${++dumped}.sarif`), JSON.stringify(sarif));
  }
  const ok = validate(sarif);
  expect(ok ? [] : validate.errors?.slice(0, 5)).toEqual([]);
  const log = sarif as {
    runs: {
      results: { properties?: { tags?: string[] } }[];
      tool: { driver: { rules: { properties: Record<string, unknown> }[] } };
    }[];
  };
  expect(log.runs.length).toBe(1);
  const run = log.runs[0]!;
  expect(run.results.length).toBeLessThanOrEqual(25_000);
  expect(gzipSync(JSON.stringify(sarif)).length).toBeLessThanOrEqual(10 * 1024 * 1024);
  for (const rule of run.tool.driver.rules) {
    expect(typeof rule.properties['security-severity']).toBe('string');
    const tags = rule.properties.tags as string[];
    expect(new Set(tags).size).toBe(tags.length);
  }
}
